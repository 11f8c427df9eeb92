/**
 * A local stand-in for `gateSet` (src/claude/gatePaths.ts, being written on another branch): every
 * gate file and folder of a place, absolute, whether or not it exists. Built from today's
 * GatePaths (the agent's settings files and diffgate's installed code) plus what DESIGN.md names
 * as gate files: git's hooks, config and diffgate state folder, the manifests, the hook managers'
 * configs and the user's git config files. At merge time the import in protectedSet.ts switches to
 * the real `gateSet` and this file goes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { MANIFEST_NAME, type Place, userManifestFile } from '../claude/context.js';

export interface GateSet {
  files: string[];
  folders: string[];
}

/** lefthook reads lefthook.yml and friends (any of its extensions, with or without a leading dot, and -local). */
const LEFTHOOK = /^\.?lefthook(-local)?\.(yml|yaml|json|jsonc|toml)$/;

export function gateSet(place: Place, env: NodeJS.ProcessEnv, selfDir?: string): GateSet {
  const roots = [...new Set([place.workspace, place.root])];
  const homes = [...new Set([place.home, place.realHome])];
  const files: string[] = [];
  const folders: string[] = [];
  for (const dir of [...new Set([...roots, ...homes])])
    files.push(posix.join(dir, '.claude', 'settings.json'), posix.join(dir, '.claude', 'settings.local.json'));
  for (const root of roots) {
    files.push(posix.join(root, 'node_modules', '.bin', 'diffgate'), posix.join(root, MANIFEST_NAME));
    files.push(posix.join(root, '.pre-commit-config.yaml'), posix.join(root, '.pre-commit-config.yml'));
    files.push(...lefthookConfigs(root));
    folders.push(posix.join(root, 'node_modules', 'diffgate'), posix.join(root, '.husky'));
  }
  files.push(userManifestFile(env, place.home));
  const xdg = env.XDG_CONFIG_HOME && posix.isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : undefined;
  for (const home of homes) {
    files.push(posix.join(home, '.gitconfig'), posix.join(xdg ?? posix.join(home, '.config'), 'git', 'config'));
  }
  if (place.gitDir) {
    const common = commonDir(place.gitDir);
    for (const dir of [...new Set([place.gitDir, common])])
      folders.push(posix.join(dir, 'diffgate', 'releases'), posix.join(dir, 'diffgate', 'refused'));
    files.push(posix.join(common, 'config'), posix.join(place.gitDir, 'config.worktree'));
    folders.push(posix.join(common, 'hooks'));
    const hooksPath = configuredHooksPath(posix.join(common, 'config'), place.root, place.home);
    if (hooksPath) folders.push(hooksPath);
  }
  if (selfDir) folders.push(selfDir);
  return { files: [...new Set(files)], folders: [...new Set(folders)] };
}

/** A linked worktree's git directory names the repository's shared one in `commondir`. */
function commonDir(gitDir: string): string {
  try {
    return posix.resolve(gitDir, readFileSync(posix.join(gitDir, 'commondir'), 'utf8').trim());
  } catch {
    return gitDir;
  }
}

function lefthookConfigs(root: string): string[] {
  try {
    return readdirSync(root)
      .filter((n) => LEFTHOOK.test(n))
      .map((n) => posix.join(root, n));
  } catch {
    return [];
  }
}

/** `core.hooksPath` as the repository's config sets it (a plain read of the one key; git resolves it against the work tree). */
function configuredHooksPath(config: string, root: string, home: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(config, 'utf8');
  } catch {
    return undefined;
  }
  let inCore = false;
  let found: string | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const section = /^\[\s*([^\]\s"]+)[^\]]*\]/.exec(line);
    if (section) inCore = section[1]!.toLowerCase() === 'core';
    const m = inCore ? /^hookspath\s*=\s*"?([^"#;]*?)"?\s*(?:[#;].*)?$/i.exec(line) : null;
    if (m?.[1]) found = m[1];
  }
  if (!found) return undefined;
  if (found.startsWith('~/')) return posix.join(home, found.slice(2));
  return posix.resolve(root, found);
}
