/**
 * A gate file's difference that git or Claude Code wrote for everyday work (core/gateEdits.ts):
 * a repository's git config gaining the keys `git push -u` or `git remote add` write, and Claude
 * Code's local settings gaining a "don't ask again" allow rule. Read here, judged in the core.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { posix } from 'node:path';
import { allowRulesAdded, type ConfigEntries, everydayConfigEdit, remoteUrlsAdded } from '../../core/gateEdits.js';
import { parseConfigList } from '../../git/parseConfigList.js';
import type { Place } from '../place.js';
import { readRegularText } from '../../git/readRegular.js';
import { commonDir } from '../gatePaths.js';
import type { Difference } from './survey.js';
import type { WatchStore } from './watchState.js';
import { agentUrlsFile } from './promptGit.js';

/** Whether the difference to a gate file is one everyday git or Claude Code writes, and switches nothing off. */
export function everydayGateEdit(d: Difference, place: Place, store: WatchStore): boolean {
  const st = d.now;
  const was = d.before;
  if (st === undefined || !st.isFile() || (was.t !== '-' && (was.t !== 'f' || was.b === undefined))) return false;
  if (was.t === 'f' && was.m !== (st.mode & 0o7777)) return false;
  try {
    if (place.gitDir !== null && isGitConfig(d.path, place.gitDir)) {
      if (was.b === undefined) return false; // a config made where there was none
      const before = configEntries(store.blobPath(was.b));
      const after = configEntries(d.path);
      if (!everydayConfigEdit(before, after)) return false;
      // a remote the agent added or re-pointed stands, but is never the person's (review-16b B04)
      const added = remoteUrlsAdded(before, after);
      if (added.length > 0) appendFileSync(agentUrlsFile(store.dir), added.map((u) => `${u}\n`).join(''));
      return true;
    }
    if (posix.basename(d.path) === 'settings.local.json' && posix.basename(posix.dirname(d.path)) === '.claude') {
      const old = was.b === undefined ? null : JSON.parse(new TextDecoder().decode(store.readBlob(was.b)));
      return allowRulesAdded(old, JSON.parse(readRegularText(d.path)));
    }
  } catch {
    // unreadable, not JSON, not a config git reads: refused as any change to a gate file
  }
  return false;
}

function isGitConfig(path: string, gitDir: string): boolean {
  return path === posix.join(gitDir, 'config') || path === posix.join(commonDir(gitDir), 'config');
}

/** The file's entries as git reads them (`git config --file F --list -z`: no includes followed). */
function configEntries(file: string): ConfigEntries {
  const out = execFileSync('git', ['config', '--file', file, '--list', '-z'], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', GIT_CONFIG_NOSYSTEM: '1' },
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 1 << 26,
  }).toString('utf8');
  return parseConfigList(out);
}
