/**
 * A partial clone (`git clone --filter=blob:none`) whose promisor remote is gone: a change that
 * needs an object the clone never fetched is blocked (exit 2) with git's words, the object named,
 * and what to do; nothing passes unjudged.
 */
import { renameSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createGitRepo, removeGitRepo } from '../helpers/gitRepo.js';

it('blocks with the object named and the fix when a partial clone cannot fetch what it needs', () => {
  const source = createGitRepo();
  const clone = createGitRepo();
  try {
    source.write('.diffgate.tsv', 'append\tlog.md\tA record\n').write('log.md', 'a\n').commit('c0');
    const c0 = source.rev();
    const oldManifest = source.git('rev-parse', `${c0}:.diffgate.tsv`).trim();
    source.write('.diffgate.tsv', 'append\tlog.md\tA record\nfreeze\tLICENSE\tLicensed\n').commit('c1');
    source.write('log.md', 'a\nb\n').commit('c2');
    source.git('config', 'uploadpack.allowFilter', 'true');
    clone.git('fetch', '-q', '--filter=blob:none', `file://${source.dir}`, 'main:refs/remotes/origin/main');
    clone.git('config', 'remote.origin.url', `file://${source.dir}`);
    clone.git('config', 'remote.origin.promisor', 'true');
    clone.git('config', 'remote.origin.partialclonefilter', 'blob:none');
    clone.git('reset', '-q', '--hard', 'origin/main'); // fetches HEAD's blobs, not c0's manifest
    renameSync(source.dir, `${source.dir}-gone`);
    const r = clone.diffgate(['check', '--range', `${c0}..HEAD`]);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toContain(`could not fetch ${oldManifest} from promisor remote`);
    expect(r.stderr).toContain(`The object ${oldManifest} is not in this repository: it is a partial clone`);
    expect(r.stderr).toContain('Next: make that remote reachable');
    renameSync(`${source.dir}-gone`, source.dir);
    // with the remote back, git fetches the object as it reads, and the range is judged
    const again = clone.diffgate(['check', '--range', `${c0}..HEAD`]);
    expect(again.status, again.stderr).toBe(0);
  } finally {
    removeGitRepo(clone);
    try {
      renameSync(`${source.dir}-gone`, source.dir);
    } catch {}
    removeGitRepo(source);
  }
});
