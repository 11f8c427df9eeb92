/**
 * The Bash tool: what a command would write, decided before it runs. Plain harmless command lines
 * are cleared without the parser; everything else is parsed with unbash (loaded only then), walked,
 * and each write target resolved against the directories it may be relative to. A target that
 * cannot be resolved is checked for whether it *could* be a protected path, and blocked if so.
 */
import { posix } from 'node:path';
import { procRoute } from '../../core/commands/procPath.js';
import { claudeText as c } from '../../core/messages/claude.js';
import type { Context } from '../context.js';
import { toolsOf } from '../toolNames.js';
import { existsOrUnknown, statOrUndefined } from '../exists.js';
import { fromFinding, type Denial } from '../denial.js';
import type { Finding, Protection } from '../protection.js';
import { checkDeadline } from '../deadline.js';
import { namedIn } from '../namedPaths.js';
import { readRegularText } from '../../git/readRegular.js';
import { Listings } from './expandGlob.js';
import { assignmentGateSwitch, commandGateSwitches, programGateSwitches, type GateFinding } from './gateSwitch.js';
import { loadShellParser } from './parser.js';
import { readOnlyProgram } from './readOnlyProgram.js';
import { MAX_LINE, surelyHarmless } from './prescan.js';
import { initialState, resolveIn } from './state.js';
import { Walker } from './walk.js';
import type { ShellVisitor } from './simpleCommand.js';
import { commandWrites } from './writeTargets.js';
import type { GitRestore, InlineProgram, WriteTarget } from './writeTarget.js';
import { globOf, hasGlob, textOf, type Value } from './words.js';

/**
 * How long resolving a line's write targets may take. Claude Code's hook timeout is 60 s unless
 * configured lower; plain lines take milliseconds, so this is reached only by lines built to
 * name thousands of paths.
 */
const RESOLVE_MS = 5000;

interface Collected {
  targets: WriteTarget[];
  programs: { program: InlineProgram; dirs: (string | null)[] }[];
  gates: GateFinding[];
  opaque: { text: string; why: 'unknown-program' | 'syntax' }[];
  globIgnore?: boolean;
}

/**
 * `policy` is the command policy's own visitor, walked in the same pass; with `parse` set the line
 * is parsed even when the pre-scan would clear its write targets (a command rule may apply to it).
 */
export async function decideShell(
  command: string,
  ctx: Context,
  protection: Protection,
  policy?: { visitor: ShellVisitor; parse: boolean },
): Promise<Denial[]> {
  const { edit, write } = toolsOf(ctx);
  if (command.length > MAX_LINE) {
    return [
      {
        rule: 'shell-too-long',
        message: c.tooLong(command.length, MAX_LINE, write),
        reason: c.shell.unresolvedReason(),
        next: c.shell.tooManyNext(edit),
        releasable: false,
      },
    ];
  }
  if (!policy?.parse && surelyHarmless(command)) return [];
  const parser = await loadShellParser();
  const found: Collected = { targets: [], programs: [], gates: [], opaque: [] };
  const visitor: ShellVisitor = {
    command(cmd) {
      const writes = commandWrites(cmd);
      found.targets.push(...writes.targets);
      for (const program of writes.programs) found.programs.push({ program, dirs: cmd.dirs });
      found.gates.push(...commandGateSwitches(cmd));
    },
    redirect(r) {
      found.targets.push({ word: r.word, dirs: r.dirs, how: r.text });
    },
    assignment(a) {
      if (a.name === 'GLOBIGNORE') found.globIgnore = true;
      const gate = assignmentGateSwitch(a);
      if (gate) found.gates.push(gate);
    },
    opaque(text, why) {
      found.opaque.push({ text, why });
    },
  };
  const { place } = ctx;
  const walker = new Walker(
    parser,
    { home: place.home, projectDir: place.workspace, tmpDir: place.tempDirs?.[0], cdPath: place.cdPath },
    policy ? both(visitor, policy.visitor) : visitor,
  );
  walker.script(command, initialState(place.cwd));

  const denials: Denial[] = [];
  for (const g of found.gates) denials.push(gateDenial(g));
  for (const o of found.opaque) {
    denials.push(
      o.why === 'syntax'
        ? {
            rule: 'shell-syntax',
            message: c.shell.syntax(),
            reason: c.shell.unresolvedReason(),
            next: c.shell.syntaxNext(),
            releasable: false,
          }
        : {
            rule: 'shell-unresolved',
            message: c.shell.opaqueProgram(o.text),
            reason: c.shell.unresolvedReason(),
            next: c.shell.unresolvedNext(toolsOf(ctx).edit),
            releasable: true,
          },
    );
  }
  // under dotglob, nocaseglob, GLOBIGNORE...: a glob may match any name in its folder
  const listings = new Listings(walker.globsChanged || found.globIgnore);
  const deadline = Date.now() + RESOLVE_MS;
  for (const target of pairStashes(found.targets)) {
    // A hook that runs past the agent's timeout lets the call through: past the budget, deny.
    checkDeadline();
    if (Date.now() > deadline) {
      denials.push({
        rule: 'shell-unresolved',
        message: c.shell.tooMany(),
        reason: c.shell.unresolvedReason(),
        next: c.shell.tooManyNext(edit),
        releasable: true,
      });
      break;
    }
    denials.push(...(await targetDenials(target, ctx, protection, listings)));
  }
  for (const { program, dirs } of found.programs) denials.push(...programDenials(program, dirs, protection, edit));
  return dedupe(denials);
}

/**
 * `git stash && git pull && git stash pop`: the stash the pop applies is made by the line itself,
 * so it does not exist yet when the line is checked. A pop (or apply) naming no stash after a
 * `git stash [push]` in the same directory is judged by what that push saves (the push itself
 * was judged by the same files), and by the newest stash there is now, which it applies when
 * the push saves nothing (review-15b F10).
 */
function pairStashes(targets: WriteTarget[]): WriteTarget[] {
  const pushes = new Map<string, NonNullable<GitRestore['pushed']>>();
  return targets.map((target) => {
    const r = target.gitRestore;
    if (!r) return target;
    const key = JSON.stringify(target.dirs);
    if (r.push && r.pathspecs !== undefined) {
      pushes.set(key, { pathspecs: r.pathspecs, untracked: r.untracked, ignored: r.ignored });
      return target;
    }
    const pushed = r.stash && r.newest ? pushes.get(key) : undefined;
    if (!pushed) return target;
    pushes.delete(key);
    return { ...target, gitRestore: { ...r, pushed } };
  });
}

/** One walk feeding two visitors. */
function both(a: ShellVisitor, b: ShellVisitor): ShellVisitor {
  return {
    command(cmd) {
      a.command(cmd);
      b.command(cmd);
    },
    redirect(r) {
      a.redirect(r);
      b.redirect(r);
    },
    assignment(x) {
      a.assignment(x);
      b.assignment(x);
    },
    opaque(text, why) {
      a.opaque(text, why);
      b.opaque(text, why);
    },
  };
}

function gateDenial(g: GateFinding): Denial {
  return {
    rule: 'gate-switch',
    message: c.gate.switch(g.kind, g.text),
    reason: c.gate.reason(),
    next: c.gate.next(),
    releasable: false,
  };
}

async function targetDenials(
  target: WriteTarget,
  ctx: Context,
  protection: Protection,
  listings: Listings,
): Promise<Denial[]> {
  if (target.gitRestore) {
    const found = await restoreFindings(target, target.gitRestore, protection);
    if (found) return found.map((f) => fromFinding(f, target.how, false, toolsOf(ctx).edit));
    const all = protection.partial(null, null, true);
    if (all.length === 0) return [];
    return [
      {
        rule: 'shell-unresolved',
        message: c.shell.unresolved(
          target.how,
          target.word.raw,
          all.map((f) => f.path),
        ),
        reason: c.shell.unresolvedReason(),
        next: c.shell.unresolvedNext(toolsOf(ctx).edit),
        releasable: true,
      },
    ];
  }
  const findings: Finding[] = [];
  let unresolved = false;
  for (const value of target.word.values) {
    for (const dir of target.dirs) {
      const r = await resolveValue(value, dir, target, ctx, protection, listings);
      findings.push(...r.findings);
      unresolved ||= r.unresolved && r.findings.length > 0;
    }
  }
  if (findings.length === 0) return [];
  if (unresolved) {
    // `rm -rf "${X:-/}"`, `xargs rm -rf`, `cd "$(mktemp -d)" && rm -rf ../..`: a tree removed whose
    // path could be / or the home is never lifted by a release phrase (review-15 F03)
    const root =
      target.tree === true &&
      target.removes === true &&
      target.word.values.some((v) => target.dirs.some((d) => mayBeRootOrHome(v, d, ctx.place.home)));
    return [
      {
        rule: 'shell-unresolved',
        message: c.shell.unresolved(
          target.how,
          target.word.raw,
          findings.map((f) => f.path),
        ),
        reason: root ? c.shell.unresolvedRootReason() : c.shell.unresolvedReason(),
        next: c.shell.unresolvedNext(toolsOf(ctx).edit),
        releasable: !root,
      },
    ];
  }
  return findings.map((f) => fromFinding(f, target.how, false, toolsOf(ctx).edit));
}

/**
 * The protected files among those git would put back, in every directory the command may run
 * in; a restore that cannot be told (unknown directory, git failing) may write any of them.
 */
async function restoreFindings(
  target: WriteTarget,
  restore: GitRestore,
  protection: Protection,
): Promise<Finding[] | undefined> {
  // loaded only here: node:child_process is a cost every other line would pay
  const { gitChangedPaths } = await import('./gitRestore.js');
  const found: Finding[] = [];
  for (const dir of target.dirs) {
    const paths = dir === null ? undefined : gitChangedPaths(dir, restore);
    if (paths === undefined) return undefined;
    for (const p of paths) found.push(...protection.exact(p, false));
  }
  return found;
}

async function resolveValue(
  value: Value,
  dir: string | null,
  target: WriteTarget,
  ctx: Context,
  protection: Protection,
  listings: Listings,
): Promise<{ findings: Finding[]; unresolved: boolean }> {
  const text = textOf(value);
  if (text === undefined) {
    const { dir: d, base } = partialShape(value, dir);
    return { findings: protection.partial(d, base, target.tree === true), unresolved: true };
  }
  if (hasGlob(value)) {
    const base = resolveIn(dir, '.');
    // through /proc's links first: `/proc/self/cwd/*` lists the command's folder, not the hook's
    const route = procRoute(globOf(value)!);
    if (route?.via === 'other')
      return { findings: protection.partial(null, null, target.tree === true), unresolved: true };
    const pattern = route === undefined ? globOf(value)! : route.via === 'root' ? `/${route.rest}` : route.rest || '.';
    const matches = base === null && !pattern.startsWith('/') ? undefined : listings.expand(pattern, base ?? '/');
    if (matches === undefined) {
      const { dir: d, base: b } = globShape(pattern, dir);
      return { findings: protection.partial(d, listings.unknown ? null : b, target.tree === true), unresolved: true };
    }
    const paths = (matches.length > 0 ? matches : [throughProc(text, dir)]).map((p) =>
      p === null ? null : throughProc(p, dir),
    );
    const findings: Finding[] = [];
    for (const p of paths) findings.push(...(await pathFindings(p, text, target, ctx, protection, dir, listings)));
    return { findings, unresolved: false };
  }
  const abs = throughProc(text, dir);
  return {
    findings: await pathFindings(abs, text, target, ctx, protection, dir, listings),
    unresolved: abs === null,
  };
}

/**
 * The absolute path a target names, read through /proc's links (`/proc/self/cwd/x` is `./x` of
 * the shell running the command, `/dev/fd/../root/x` is `/x`); null where it is not known
 * (relative to an unknown folder, another process's folders).
 */
export function throughProc(text: string, dir: string | null): string | null {
  const route = procRoute(text);
  if (route === undefined) return resolveIn(dir, text);
  if (route.via === 'other') return null;
  return route.via === 'root' ? resolveIn('/', route.rest || '.') : resolveIn(dir, route.rest || '.');
}

/** Findings for one path the target names (null: relative to an unknown directory). */
async function pathFindings(
  abs: string | null,
  text: string,
  target: WriteTarget,
  ctx: Context,
  protection: Protection,
  dir: string | null,
  listings: Listings,
): Promise<Finding[]> {
  const tree = target.tree === true;
  if (abs === null) {
    return protection.partial(null, text.slice(text.lastIndexOf('/') + 1) || null, tree);
  }
  if (target.patch !== undefined) return patchFindings(abs, target.patch, target, ctx, protection);
  if (target.ifExists && !existsOrUnknown(abs, 'follow')) return [];
  if (target.into) {
    const isDir = text.endsWith('/') || (statOrUndefined(abs, 'follow')?.isDirectory() ?? false);
    if (isDir) {
      const found: Finding[] = [];
      for (const source of target.into) {
        for (const v of source.values) {
          const s = textOf(v);
          const name = s === undefined ? undefined : posix.basename(s);
          // a glob source is what the disk resolves it to (`cp dist/* public/`): its names land there
          const pattern = name !== undefined && hasGlob(v) ? globOf(v)! : undefined;
          const matches =
            pattern === undefined || (dir === null && !pattern.startsWith('/'))
              ? undefined
              : listings.expand(pattern, dir ?? '/');
          if (matches !== undefined && matches.length > 0) {
            for (const m of matches) found.push(...protection.exact(posix.join(abs, posix.basename(m)), tree));
          } else if (name === undefined || hasGlob(v)) {
            const base = name === undefined ? partialShape(v, dir).base : globOf(v)!.split('/').pop()!;
            // without `-r` only the named files land, straight in the folder (`find -exec cp {} /tmp/`)
            found.push(...(tree ? protection.partial(abs, base, tree) : protection.children(abs, base)));
          } else found.push(...protection.exact(posix.join(abs, name), tree));
        }
      }
      return found;
    }
  }
  // `rm -rf link/` follows the link; `rm -rf link` removes the link itself
  return protection.exact(abs, tree, target.removes === true && !/\/\.?$/.test(text));
}

/** The files a patch changes; an unreadable or unknown patch could change anything. */
async function patchFindings(
  abs: string,
  strip: number,
  target: WriteTarget,
  ctx: Context,
  protection: Protection,
): Promise<Finding[]> {
  let text: string;
  try {
    text = readRegularText(abs);
  } catch {
    return protection.partial(null, null, false);
  }
  const { parsePatch } = await import('diff');
  let files: string[];
  try {
    files = parsePatch(text)
      .flatMap((p) => [p.oldFileName, p.newFileName])
      .filter((n): n is string => !!n && n !== '/dev/null');
  } catch {
    return protection.partial(null, null, false);
  }
  const found: Finding[] = [];
  if (target.patchDir === null) return protection.partial(null, null, false);
  const dirs = [...new Set([ctx.place.root, ...target.dirs.filter((d): d is string => d !== null)])];
  const bases = target.patchDir === undefined ? dirs : dirs.map((d) => posix.resolve(d, target.patchDir!));
  for (const name of new Set(files)) {
    const segments = name.split('/');
    const variants =
      strip >= 0 ? [segments.slice(strip).join('/')] : segments.map((_, i) => segments.slice(i).join('/'));
    for (const v of variants)
      for (const b of bases) if (v !== '') found.push(...protection.exact(posix.resolve(b, v), false));
  }
  return found;
}

/** For a value with unknown pieces: the known directory it lies under (null: anywhere) and its name's glob. */
function partialShape(value: Value, dir: string | null): { dir: string | null; base: string | null } {
  const first = value.indexOf(null);
  const last = value.lastIndexOf(null);
  const prefix = value
    .slice(0, first)
    .map((p) => p!.text)
    .join('');
  const suffixPieces = value.slice(last + 1);
  const suffixGlob = globOf(suffixPieces) ?? '';
  let base: string | null = null;
  if (suffixGlob.includes('/')) base = suffixGlob.slice(suffixGlob.lastIndexOf('/') + 1) || null;
  else if (suffixGlob !== '') base = `*${suffixGlob}`;
  let d: string | null;
  if (prefix === '') d = null;
  else if (prefix.startsWith('/')) d = prefix.slice(0, prefix.lastIndexOf('/')) || '/';
  else d = resolveIn(dir, prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '.');
  return { dir: d, base };
}

/**
 * Whether a value only partly known (or relative to an unknown directory) could be `/`, the home
 * or a folder holding it: its known head is empty, is such a folder, or is followed by `..`.
 */
function mayBeRootOrHome(value: Value, dir: string | null, home: string): boolean {
  const first = value.indexOf(null);
  const known =
    first === -1
      ? textOf(value)
      : value
          .slice(0, first)
          .map((p) => p!.text)
          .join('');
  if (known === undefined) return true;
  const rest =
    first === -1
      ? ''
      : value
          .slice(first + 1)
          .map((p) => (p === null ? '' : p.text))
          .join('');
  if (/(^|\/)\.\.(\/|$)/.test(rest)) return true;
  // `"$BUILD/out"` ends in a name of its own: it is / or the home only if the home has that name
  const tail = value
    .slice(value.lastIndexOf(null) + 1)
    .map((p) => p!.text)
    .join('');
  const name = first !== -1 && tail.includes('/') ? tail.slice(tail.lastIndexOf('/') + 1) : '';
  if (name !== '' && name !== '.' && name !== '..' && !/[*?[]/.test(name) && name !== posix.basename(home))
    return false;
  if (first !== -1 && known === '') return true;
  const head = first === -1 ? known : known.slice(0, known.lastIndexOf('/') + 1) || '.';
  const abs = head.startsWith('/') ? posix.resolve(head) : dir === null ? null : posix.resolve(dir, head);
  if (abs === null) return head.split('/').some((s) => s === '.' || s === '..');
  return abs === '/' || abs === home || home.startsWith(`${abs}/`);
}

/** For a glob that could not be expanded: its static directory and last segment. */
function globShape(pattern: string, dir: string | null): { dir: string | null; base: string | null } {
  const slash = pattern.lastIndexOf('/');
  const base = pattern.slice(slash + 1) || null;
  const head = slash === -1 ? '.' : pattern.slice(0, slash) || '/';
  const staticHead = head
    .split('/')
    .filter((_s, i, all) => !/[*?[]/.test(all.slice(0, i + 1).join('/')))
    .join('/');
  return { dir: resolveIn(dir, staticHead === '' ? '.' : staticHead), base };
}

function programDenials(
  program: InlineProgram,
  dirs: (string | null)[],
  protection: Protection,
  edit: string,
): Denial[] {
  if (program.text === undefined) {
    return [
      {
        rule: 'shell-unresolved',
        message: c.shell.opaqueProgram(program.interpreter),
        reason: c.shell.unresolvedReason(),
        next: c.shell.programNext(edit),
        releasable: true,
      },
    ];
  }
  const denials: Denial[] = programGateSwitches(program.text).map(gateDenial);
  // A program that can only read reads the protected files it names (a read is not a change);
  // secrets are not read at all.
  const readOnly = readOnlyProgram(program.interpreter, program.text);
  for (const f of namedIn(program.text, dirs, protection))
    if (!readOnly || f.kind === 'secret') denials.push(fromFinding(f, program.interpreter, true, edit));
  return denials;
}

function dedupe(denials: Denial[]): Denial[] {
  const seen = new Set<string>();
  return denials.filter((d) => {
    const key = `${d.rule}|${d.path ?? ''}|${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
