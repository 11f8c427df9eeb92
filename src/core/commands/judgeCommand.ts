/**
 * The command policy's verdict on a command line, from its segments (every simple command in it,
 * found by the adapter's shell parser) and its raw text. Per segment the strictest matching rule
 * wins: deny, then ask, then allow; a deny rule that only may match (a word could not be read
 * before the command runs) asks. The line: any segment denied -> deny; else any asked -> ask; else
 * every segment explicitly allowed -> allow; else no opinion. An allow never applies to a segment
 * whose parse failed, that runs with changed environment or privileges, that uses options making
 * it run other code, or whose prefix is in doubt. The catastrophic forms are denied apart from all
 * that, on the raw text and on every segment, and nothing overrides them.
 */
import { programName, known, type ArgWord } from './argWord.js';
import { canonicalPrefix, type Canonical } from './canonicalPrefix.js';
import {
  catastrophicArgv,
  catastrophicText,
  whereOf,
  type Catastrophe,
  type CatastrophicForm,
} from './catastrophic.js';
import { matchPattern, type Match } from './commandPattern.js';
import type { CommandRule, Decision } from './commandRules.js';
import { flagFacts } from './flagFacts.js';
import { GIT_COMMANDS, expandGitAliases, gitDashedForm } from './gitAliases.js';
import { plumbingEquivalents } from './gitPlumbing.js';
import { impliedFlags } from './impliedFlags.js';
import { npmExpanded } from './npmCommands.js';
import { overridesIn } from './overrides.js';
import { armedCommands } from './storedSettings.js';

export interface SegmentInput {
  /** The words after the expansions known before it runs, the program first (wrappers peeled). */
  argv: readonly ArgWord[];
  /** The simple command as written. */
  text: string;
  /** The wrappers it was found inside, by name (`sudo`, `env`, `bash`, `xargs`). */
  via?: readonly string[];
  /** The shell parser could not read it; `argv` is a best effort from its raw text. */
  parseFailed?: boolean;
  /** Its environment is changed (`VAR=value cmd`, `env VAR=value`, an `export` earlier in the line). */
  hasOverrides?: boolean;
  /** It only runs other segments (`bash -c BODY` with the body read): judged by deny and ask, needs no allow. */
  wrapper?: boolean;
  /** The directories it may run in (null: unknown), for relative operands of `rm`. */
  dirs?: readonly (string | null)[];
}

export interface CommandInput {
  /** The command line as written. */
  text: string;
  segments: readonly SegmentInput[];
  /** The home directory the parser expanded `~` and `$HOME` to. */
  home?: string;
}

export type AllowBlock =
  | { kind: 'parse-failed' }
  | { kind: 'privilege'; wrapper: string }
  | { kind: 'environment' }
  | { kind: 'overrides'; found: { option: string; reason: string }[] }
  | { kind: 'doubt'; options: string[]; unknownWord: boolean };

export interface SegmentVerdict {
  segment: SegmentInput;
  canonical: Canonical;
  decision: Decision | null;
  /** The rule that decided (none for a catastrophic form or no opinion). */
  rule?: CommandRule;
  /** The rule only may match: a word it depends on is not known before the command runs. */
  maybe: boolean;
  catastrophic?: CatastrophicForm;
  /** Why an allow rule that matches does not apply. */
  allowBlocked?: AllowBlock;
}

export interface CommandVerdict {
  decision: Decision | null;
  segments: SegmentVerdict[];
  /** Catastrophic forms found, in the raw text or in a segment. */
  catastrophes: Catastrophe[];
}

const PRIVILEGE = new Set(['sudo', 'doas']);

export function judgeCommand(input: CommandInput, rules: readonly CommandRule[]): CommandVerdict {
  const segments = input.segments.map((s) => judgeSegment(s, rules, input.home));
  const catastrophes: Catastrophe[] = catastrophicText(input.text);
  for (const s of segments) if (s.catastrophic) catastrophes.push({ form: s.catastrophic, text: s.segment.text });
  const unique = catastrophes.filter(
    (c, i) => catastrophes.findIndex((d) => d.form === c.form && d.text === c.text) === i,
  );
  return { decision: combine(segments, unique.length > 0), segments, catastrophes: unique };
}

function combine(segments: readonly SegmentVerdict[], catastrophic: boolean): Decision | null {
  if (catastrophic || segments.some((s) => s.decision === 'deny')) return 'deny';
  if (segments.some((s) => s.decision === 'ask')) return 'ask';
  const needed = segments.filter((s) => !s.segment.wrapper);
  if (needed.length > 0 && needed.every((s) => s.decision === 'allow')) return 'allow';
  return null;
}

export function judgeSegment(segment: SegmentInput, rules: readonly CommandRule[], home?: string): SegmentVerdict {
  const verdict = judgeOne(segment, rules, home);
  if (verdict.decision === 'deny') return verdict;
  // `git config remote.origin.push +main` makes every later `git push` forced, `git send-pack` is a
  // push: judged as that too
  const runs = whatRuns(segment.argv);
  for (const armed of [...armedCommands(runs), ...plumbingEquivalents(runs)]) {
    const other = judgeOne({ ...segment, argv: armed }, rules, home);
    if (strictness(other.decision) > strictness(verdict.decision)) return { ...other, segment };
  }
  return verdict;
}

/**
 * What runs: `git-reset` is `git reset`, `npm publ` is `npm publish`, `git -c alias.p=push p
 * --force` is `git push --force`.
 */
function whatRuns(argv: readonly ArgWord[]): readonly ArgWord[] {
  return expandGitAliases(npmExpanded(gitDashedForm(argv)), GIT_COMMANDS);
}

function strictness(d: Decision | null): number {
  return d === 'deny' ? 3 : d === 'ask' ? 2 : d === 'allow' ? 1 : 0;
}

function judgeOne(segment: SegmentInput, rules: readonly CommandRule[], home?: string): SegmentVerdict {
  const argv = whatRuns(segment.argv);
  const canonical = canonicalPrefix(argv);
  const flags = impliedFlags(flagFacts(argv), canonical, argv);
  const via = (segment.via ?? []).map(programName);
  const catastrophic = catastrophicArgv(segment.argv, whereOf(segment, home));
  if (catastrophic) return { segment, canonical, decision: 'deny', maybe: false, catastrophic };
  const facts = { canonical, flags, via };
  const matches = rules
    .map((rule) => ({ rule, match: matchPattern(rule.pattern, facts) }))
    .filter((m) => m.match !== 'no');
  const first = (decision: Decision, match: Match) =>
    matches.find((m) => m.rule.decision === decision && m.match === match)?.rule;
  const denied = first('deny', 'yes');
  if (denied) return { segment, canonical, decision: 'deny', rule: denied, maybe: false };
  const maybeDenied = first('deny', 'maybe');
  if (maybeDenied) return { segment, canonical, decision: 'ask', rule: maybeDenied, maybe: true };
  const asked = first('ask', 'yes') ?? first('ask', 'maybe');
  if (asked) return { segment, canonical, decision: 'ask', rule: asked, maybe: first('ask', 'yes') === undefined };
  const allowed = first('allow', 'yes');
  if (!allowed) return { segment, canonical, decision: null, maybe: false };
  const blocked = allowBlock(segment, canonical, flags, via);
  if (blocked) return { segment, canonical, decision: null, rule: allowed, maybe: false, allowBlocked: blocked };
  return { segment, canonical, decision: 'allow', rule: allowed, maybe: false };
}

function allowBlock(
  segment: SegmentInput,
  canonical: Canonical,
  flags: ReturnType<typeof flagFacts>,
  via: readonly string[],
): AllowBlock | undefined {
  if (segment.parseFailed) return { kind: 'parse-failed' };
  const privileged = via.find((v) => PRIVILEGE.has(v));
  if (privileged) return { kind: 'privilege', wrapper: privileged };
  if (segment.hasOverrides) return { kind: 'environment' };
  const found = overridesIn(whatRuns(segment.argv), canonical, flags);
  if (found.length > 0) return { kind: 'overrides', found };
  if (canonical.unknownWord || canonical.alternates.length > 0)
    return { kind: 'doubt', options: canonical.unknownOptions, unknownWord: canonical.unknownWord };
  return undefined;
}

/** A segment from plain words (tests, and text a parser could not read). */
export function segmentOf(argv: readonly ArgWord[], extra: Partial<SegmentInput> = {}): SegmentInput {
  return { argv, text: argv.map((w) => known(w) ?? '?').join(' '), ...extra };
}
