/**
 * The command policy's verdict in words: the reason Claude Code shows with an ask or allow
 * decision, and `diffgate explain --command`'s segment-by-segment account. Data in, text out.
 */
import { commandText as t } from '../messages/command.js';
import { prefixText } from './canonicalPrefix.js';
import type { AllowBlock, CommandVerdict, SegmentVerdict } from './judgeCommand.js';

const source = (s: SegmentVerdict) => (s.rule ? `${s.rule.rule.file}:${s.rule.rule.line}` : '');

export function prefixOf(s: SegmentVerdict): string {
  return s.canonical.prefixes.map(prefixText).join(', ');
}

/** Why a person is asked: every segment that asks, with its rule and reason. */
export function askReason(verdict: CommandVerdict): string | undefined {
  const parts = verdict.segments
    .filter((s) => s.decision === 'ask' && s.rule)
    .map((s) =>
      t.ask.segment(
        s.segment.text,
        prefixOf(s),
        s.rule!.rule.kind,
        s.rule!.pattern.text,
        s.rule!.rule.reason,
        source(s),
        s.maybe,
      ),
    );
  return parts.length === 0 ? undefined : t.ask.reason([...new Set(parts)]);
}

/** Why the line is allowed: each segment's allow rule. */
export function allowReason(verdict: CommandVerdict): string {
  const parts = verdict.segments
    .filter((s) => s.decision === 'allow' && s.rule)
    .map((s) => t.allow.segment(prefixOf(s), s.rule!.pattern.text, source(s)));
  return t.allow.reason([...new Set(parts)]);
}

export function allowBlockText(b: AllowBlock): string {
  switch (b.kind) {
    case 'parse-failed':
      return t.allowBlocked.parseFailed();
    case 'privilege':
      return t.allowBlocked.privilege(b.wrapper);
    case 'environment':
      return t.allowBlocked.environment();
    case 'overrides':
      return t.allowBlocked.overrides(b.found);
    case 'doubt':
      return t.allowBlocked.doubt(b.options, b.unknownWord);
  }
}

const decisionText = (d: string | null) => d ?? t.explain.noOpinion();

/** `diffgate explain --command`: each segment, its canonical prefix, the rule that matched, the verdict. */
export function explainVerdict(command: string, verdict: CommandVerdict): string {
  const out = [t.explain.header(command)];
  if (verdict.segments.length === 0) out.push(t.explain.none());
  verdict.segments.forEach((s, i) => {
    out.push(t.explain.segment(i + 1, s.segment.text));
    const entry = s.canonical.entry;
    const how = entry
      ? `${t.explain.arityKnown(entry.prefix, entry.arity, entry.reason)}${entry.targets ? `; ${t.explain.targets()}` : ''}`
      : t.explain.arityUnknown();
    out.push(t.explain.prefix(prefixOf(s), how));
    if (s.canonical.alternates.length > 0)
      out.push(t.explain.alternate(s.canonical.alternates.map(prefixText).join(', '), s.canonical.unknownOptions));
    if (s.segment.via && s.segment.via.length > 0) out.push(t.explain.via(s.segment.via as string[]));
    if (s.segment.parseFailed) out.push(t.explain.parseFailed());
    if (s.catastrophic) out.push(t.explain.catastrophic(s.catastrophic));
    else if (s.rule) out.push(t.explain.rule(s.rule.rule.kind, s.rule.pattern.text, s.rule.rule.reason, source(s)));
    else out.push(t.explain.noRule());
    if (s.maybe) out.push(t.explain.maybe());
    if (s.allowBlocked) out.push(t.explain.allowBlocked(allowBlockText(s.allowBlocked)));
    out.push(t.explain.verdict(decisionText(s.decision)));
  });
  const fromText = verdict.catastrophes.filter(
    (c) => !verdict.segments.some((s) => s.catastrophic === c.form && s.segment.text === c.text),
  );
  for (const c of fromText) out.push(t.explain.lineCatastrophic(c.form, c.text));
  const why =
    verdict.decision === 'deny'
      ? t.explain.why.deny()
      : verdict.decision === 'ask'
        ? t.explain.why.ask()
        : verdict.decision === 'allow'
          ? t.explain.why.allow()
          : verdict.segments.length > 0
            ? t.explain.why.none()
            : '';
  out.push(t.explain.total(decisionText(verdict.decision), why));
  return `${out.join('\n')}\n`;
}
