/**
 * What is left of the CLI's V8 code cache: the build's id and diffgate's cache folder, which the
 * memo of valid command patterns (src/cli/patternMemo.ts) still uses. The code cache itself is
 * gone: V8 checks a cache only against the length of the source, the folder is writable by an
 * agent running as the same user, and code loaded from it decided the verdict (issue 14). The CLI
 * reads no code from this folder; files an older build left in it are never loaded. The agent
 * hooks' loader reads `code/`, a cache the install made and pinned in the hook command
 * (src/agents/install/codeCache.ts, docs/decisions-cache.md).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';

/** This build of the CLI: scripts/build.js puts the sha256 of all its chunks in place of `dev`. */
export const BUILD_ID: string = 'diffgate-build:dev';
export const FROM_SOURCE = 'diffgate-build:dev';

/** The file of command patterns a build found valid (src/cli/patternMemo.ts), in the cache folder. */
/** The memo's folder under diffgate's cache folder (src/agent/gatePaths.ts lists it as a gate folder). */
export const PATTERN_MEMO_FOLDER = 'command-patterns';

export const patternMemoName = (build: string): string =>
  `valid-command-patterns-${build.replace(/^.*:/, '').slice(0, 16)}.txt`;

/**
 * The folder for the memo of valid command patterns, or undefined when there is no home to put it
 * in, or when it exists but is not the user's own and private (XDG_CACHE_HOME pointing into a
 * shared /tmp, say). A folder of its own, which the tripwire watches as a gate folder; files an
 * older build left beside it in `diffgate/` (V8's code) are never read and not watched.
 */
export function patternMemoDir(env: NodeJS.ProcessEnv): string | undefined {
  const base = env.XDG_CACHE_HOME || (env.HOME ? join(env.HOME, '.cache') : undefined);
  if (!base || env.DIFFGATE_NO_COMPILE_CACHE) return undefined;
  const dir = join(base, 'diffgate', PATTERN_MEMO_FOLDER);
  let st;
  try {
    st = statSync(dir);
  } catch {
    return dir; // created private (0700) when the first file is written
  }
  const uid = process.getuid?.();
  if (!st.isDirectory() || (uid !== undefined && st.uid !== uid) || (st.mode & 0o022) !== 0) return undefined;
  return dir;
}
