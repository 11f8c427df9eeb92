/**
 * What the prompt hook keeps of git at each person's prompt (runHook.ts): the commit each branch
 * and HEAD points at (what a removed record is judged against: tripwire.ts `fromHead`) and the
 * person's remotes (remoteTrust.ts). Each takes a git process, and a prompt hook that starts one
 * loads node:child_process too: together about a third of the hook's own work. So each is saved
 * with a print of everything git reads for it, and the next prompt of the session takes the saved
 * answer again when the print is the same, without git:
 *  - the refs: the stat keys of HEAD, packed-refs and every file and folder under refs/heads and
 *    refs/remotes (refs.ts `refKeys`, the keys the quick pass trusts to tell that a ref moved);
 *    the change time is in each key, and no process sets it back, so a same print means no ref
 *    file was written, added or removed since. None with a reftable (refs not in files), a HEAD
 *    that names a ref outside refs/heads/, or a ref file that is a symbolic link or lies under one
 *    (a link's key says nothing of the links it leads through: review 6 S2): git is asked.
 *  - the remotes: the stat keys of every config file git reads (system, global, XDG, the
 *    repository's, the worktree's; followed through symlinks), the `GIT_*` variables, HOME and
 *    XDG_CONFIG_HOME, and the list of URLs the agent's calls configured (gateEdit.ts). None when a
 *    config file includes another (`include`, `includeIf`: files the print does not cover, and
 *    `onbranch:` follows HEAD) or cannot be read as a regular file: git is asked.
 * The saved answer is taken only from a prompt record the ledger vouches for whose heads are the
 * ledger's (prompts.ts `previousGit`): forging it takes the store and the ledger, as forging the
 * heads themselves already does (docs/tripwire.md, "The ledger").
 */
import { existsSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import { commonDir } from '../gatePaths.js';
import { STORE_OWN } from '../ownState.js';
import type { Place } from '../place.js';
import { readRegularText } from '../../git/readRegular.js';
import { hashBytes } from './contentHash.js';
import { refKeys, refsLinked } from './refs.js';
import { keyOf } from './statKey.js';

/** The prints saved with a prompt record: `r` of the refs, `c` of the config (either absent: none could be taken). */
export interface GitPrints {
  r?: string;
  c?: string;
}

/** Where the remote URLs the agent's calls configured are listed, one per line (in the tripwire's folder). */
export function agentUrlsFile(tripwireDir: string): string {
  return posix.join(tripwireDir, 'agent-urls');
}

const print = (value: unknown): string => hashBytes(new TextEncoder().encode(JSON.stringify(value)));

/** The refs' print, or undefined where the refs are not all in files diffgate watches. */
function refsPrint(gitDir: string): string | undefined {
  if (existsSync(posix.join(commonDir(gitDir), 'reftable'))) return undefined;
  let head: string;
  try {
    head = readRegularText(posix.join(gitDir, 'HEAD'), 4096);
  } catch {
    return undefined;
  }
  if (!/^(?:ref: refs\/heads\/\S+|[0-9a-f]{40}|[0-9a-f]{64})\n?$/.test(head)) return undefined;
  const keys = refKeys(gitDir);
  // a ref file that is a link, or under one, moves with links no key covers (review 6 S2): git is asked
  if (refsLinked(keys)) return undefined;
  // a branch that is a symbolic ref moves with its target, which may be a ref no key covers
  // (`git symbolic-ref refs/heads/alias refs/tags/t`; review 5 P2): then git is asked. Read once a
  // turn, at the prompt: a loose ref file is one line.
  for (const [file, key] of Object.entries(keys)) {
    // regular files only: a folder's key is its own (links are out above)
    if (key === 0 || (key[0] & 0o170000) !== 0o100000 || !/\/refs\/(?:heads|remotes)\//.test(file)) continue;
    let text: string;
    try {
      text = readRegularText(file, 4096);
    } catch {
      return undefined;
    }
    if (text.startsWith('ref:')) return undefined;
  }
  return print(keys);
}

/** The config files git reads for `git config --list` in this repository (a missing one counts, as absent). */
function configFiles(gitDir: string, env: NodeJS.ProcessEnv, home: string): string[] {
  const xdg = env.XDG_CONFIG_HOME || posix.join(home, '.config');
  const global =
    env.GIT_CONFIG_GLOBAL !== undefined
      ? [env.GIT_CONFIG_GLOBAL]
      : [posix.join(home, '.gitconfig'), posix.join(xdg, 'git', 'config')];
  const system =
    env.GIT_CONFIG_SYSTEM !== undefined ? [env.GIT_CONFIG_SYSTEM] : ['/etc/gitconfig', '/usr/local/etc/gitconfig'];
  return [...system, ...global, posix.join(commonDir(gitDir), 'config'), posix.join(gitDir, 'config.worktree')].filter(
    (p) => p !== '' && p !== '/dev/null',
  );
}

/** The config's print, or undefined where a file includes another or cannot be read as a regular file. */
function configPrint(gitDir: string, env: NodeJS.ProcessEnv, home: string, storeDir: string): string | undefined {
  const keys: unknown[] = [];
  for (const file of configFiles(gitDir, env, home)) {
    let st: ReturnType<typeof statSync>;
    try {
      st = statSync(file, { throwIfNoEntry: false });
    } catch {
      return undefined;
    }
    keys.push([file, keyOf(st)]);
    if (st === undefined) continue;
    try {
      if (/include/i.test(readRegularText(file, 1 << 20))) return undefined;
    } catch {
      return undefined;
    }
  }
  const urls = agentUrlsFile(posix.join(storeDir, STORE_OWN.tripwire));
  keys.push([urls, keyOf(statSync(urls, { throwIfNoEntry: false }))]);
  const vars = Object.entries(env)
    .filter(([k]) => k.startsWith('GIT_') || k === 'HOME' || k === 'XDG_CONFIG_HOME')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return print([keys, vars]);
}

/** The prints of the refs and the config as they are now, taken before git is asked (a change meanwhile makes the next differ). */
export function gitPrints(place: Place, env: NodeJS.ProcessEnv, storeDir: string): GitPrints {
  if (place.gitDir === null) return {};
  try {
    const r = refsPrint(place.gitDir);
    const c = configPrint(place.gitDir, env, env.HOME || place.home, storeDir);
    return { ...(r === undefined ? {} : { r }), ...(c === undefined ? {} : { c }) };
  } catch {
    return {}; // anything unreadable: git is asked
  }
}
