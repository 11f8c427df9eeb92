/**
 * Where the hook stands: the workspace (CLAUDE_PROJECT_DIR, else the repository around the
 * working directory), the repository root and git directory (found on disk, without running
 * git), and the rules in force: the repository's manifest as it is on disk and the user manifest
 * for paths outside any repository.
 */
import { posix } from 'node:path';
import { findRepository, type Place, realOr } from './place.js';
import { claudeText as c } from '../core/messages/claude.js';
import { withCommandRuleErrors, type KnownPatterns } from '../core/commandRuleErrors.js';
import { formatManifestError, parseManifest, type Manifest } from '../core/parseManifest.js';
import { isOutsidePattern, isPathKind, releasePhrases, type Rule } from '../core/rule.js';
import { statOrUndefined } from './exists.js';
import { isWithin } from './realPath.js';
import { HookFailure } from './failure.js';
import { displayPath } from './displayPath.js';
import { readRegularText } from '../git/readRegular.js';
import type { ToolNames } from './toolNames.js';

/** No manifest is larger than this: a longer one is refused, not read (see readRegular). */
export const MANIFEST_LIMIT = 4 * 1024 * 1024;

export const MANIFEST_NAME = '.diffgate.tsv';

export interface Rules {
  repo: Manifest;
  /** Absolute path of the repository's manifest, and its path relative to the root. */
  repoFile: string;
  repoRel: string;
  user: Manifest | null;
  /** The user manifest's path and, when it is a symlink (a dotfile manager's), its real path: both are the manifest. */
  userFiles: string[];
  /** Path rules naming files outside the repository, with patterns made relative to `/`. */
  outside: Manifest;
  releasePhrases: string[];
}

export interface Context {
  place: Place;
  rules: Rules;
  /** The context for a file, by its real path (see contextOf); set by the hook, so tool modules need not load this one. */
  ownContext?: (real: string) => Promise<Context>;
  /** The calling agent's tool names, for the messages (default Claude Code's). */
  tools?: ToolNames;
}

/**
 * The context for a file in another repository inside the workspace (a folder that holds
 * repositories, or one nested in another): that repository's rules apply to it, as its own
 * pre-commit hook would apply them. The same context when the file is in the workspace's own.
 */
export async function contextOf(
  real: string,
  ctx: Context,
  rulesFor: (place: Place) => Promise<Rules>,
): Promise<Context> {
  const repo = findRepository(posix.dirname(real));
  if (!repo || repo.root === ctx.place.root || !isWithin(repo.root, ctx.place.workspace)) return ctx;
  const place = { ...ctx.place, root: repo.root, gitDir: repo.gitDir };
  return { place, rules: await rulesFor(place), ...(ctx.tools ? { tools: ctx.tools } : {}) };
}

export function userManifestFile(env: NodeJS.ProcessEnv, home: string): string {
  const config =
    env.XDG_CONFIG_HOME && posix.isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : posix.join(home, '.config');
  return posix.join(config, 'diffgate', 'manifest.tsv');
}

/** Reads a manifest; null when it does not exist; any other failure to read blocks. */
async function readManifest(
  file: string,
  label: string,
  known?: KnownPatterns,
  texts?: ReadonlyMap<string, string | null>,
): Promise<Manifest | null> {
  let text: string;
  try {
    const given = texts?.get(file);
    if (given === null) return null;
    text = given ?? readRegularText(file, MANIFEST_LIMIT);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new HookFailure(c.manifestUnreadable(label, (e as Error).message));
  }
  // Command rules that can never match are errors for every tool, as for the git hooks and the Action.
  const manifest = await withCommandRuleErrors(parseManifest(text, label), known);
  if (manifest.errors.length > 0)
    throw new HookFailure(c.manifestErrors(label, manifest.errors.map(formatManifestError)));
  return manifest;
}

/**
 * `texts`: manifests' texts by path, read instead of the files (null: the file did not exist), so
 * that the tripwire judges a call under the manifests as they were before it.
 */
export async function loadRules(
  place: Place,
  env: NodeJS.ProcessEnv,
  known?: KnownPatterns,
  texts?: ReadonlyMap<string, string | null>,
): Promise<Rules> {
  const repoFile = posix.join(place.root, MANIFEST_NAME);
  // git keeps a symlink as the link's text, so the git hooks would read no rules from one: refused alike
  if (!texts?.has(repoFile) && statOrUndefined(repoFile, 'nofollow')?.isSymbolicLink())
    throw new HookFailure(c.manifestSymlink(MANIFEST_NAME));
  const userFile = userManifestFile(env, place.home);
  const userLabel = displayPath(userFile, place);
  const [repo, user] = await Promise.all([
    readManifest(repoFile, MANIFEST_NAME, known, texts),
    readManifest(userFile, userLabel, known, texts),
  ]);
  if (user) {
    const inside = user.rules.filter((r) => isPathKind(r.kind) && !isOutsidePattern(r.pattern));
    if (inside.length > 0) {
      throw new HookFailure(
        c.manifestErrors(
          userLabel,
          inside.map((r) => `${r.file}:${r.line}:1: ${c.userManifestRelative(r.pattern)}`),
        ),
      );
    }
  }
  const repoManifest = repo ?? { file: MANIFEST_NAME, rules: [], errors: [] };
  const all = [...repoManifest.rules, ...(user?.rules ?? [])];
  const homes = [...new Set([place.home, place.realHome])];
  const outside: Rule[] = [];
  for (const rule of all) {
    if (!isPathKind(rule.kind) || !isOutsidePattern(rule.pattern)) continue;
    const absolute = rule.pattern.startsWith('~/')
      ? homes.map((h) => posix.join(h, rule.pattern.slice(2)))
      : [rule.pattern];
    for (const a of absolute) outside.push({ ...rule, pattern: a.replace(/^\/+/, '') });
  }
  return {
    repo: repoManifest,
    repoFile,
    repoRel: MANIFEST_NAME,
    user,
    // resolved only when it exists (most users have none; resolving a missing path throws, 0.1 ms)
    userFiles: user ? [...new Set([userFile, realOr(userFile)])] : [userFile],
    outside: { file: userLabel, rules: outside, errors: [] },
    releasePhrases: releasePhrases(all),
  };
}
