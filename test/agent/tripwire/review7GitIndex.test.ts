/**
 * Review 7: attacks on the walk done by git (src/agent/tripwire/gitIndex.ts, issue 30), through the
 * built CLI, with a repository that freezes 3,000 files (partedRecordCase.ts) and no watch. Each
 * test was an `it.fails` on the build of 29f9cbd (R7-1: a way through; R7-2: a cost); both are fixed
 * (src/cli/hookPath.ts; gitIndex.ts `refused`, `Unindexable`, `HASH_MAX`). What held is listed in
 * review 7's report.
 */
import { lstatSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runHook, userPrompt, withHarness } from '../hookHarness.js';
import { b64, blindAppend, recorded, setup } from './partedRecordCase.js';
import { bash, post, pre, quarantined } from './tripwireHarness.js';

function cycleCall(h: Parameters<typeof pre>[0], line: string, id: string) {
  expect(pre(h, line, id).status).toBe(0);
  const ran = bash(h, line);
  expect(ran.status, ran.stderr).toBe(0);
  return post(h, line, id);
}

const statePath = (dir: string) => join(dir, '.git/diffgate/tripwire/state.json');

describe('review 7: the walk done by git', () => {
  /*
   * R7-1: git is run by name (gitIndex.ts `git`: `spawnSync('git', …)`), found on the hook's own
   * PATH (`PATH: env.PATH`) from `cwd: root`, the repository. stragglers.ts runs ps by absolute path
   * for this reason (review 3, R3), and gatePaths.ts watches `git` in every absolute PATH folder in
   * the home or writable (so `~/.local/bin/git` is caught: it is a gate file, put back), but skips a
   * relative PATH entry (`if (!dir.startsWith('/')) continue`): `node_modules/.bin`, `bin`, `.`, or
   * an empty entry (`PATH=:/usr/bin`, a trailing `:`) name folders of the repository itself.
   * Steps: the client's PATH starts with `node_modules/.bin`; a quiet call indexes the 3,000-file
   * record (state.g); call 1 writes `node_modules/.bin/git` (no protected path: the call passes), a
   * script that answers `diff-files` with nothing and passes every other command to /usr/bin/git;
   * a quiet call ties the index again; call 2 appends to a frozen file with python (base64: no
   * pre-check reads it). PostToolUse's quiet pass asks the fake git: nothing moved; the index, the
   * git folder and HEAD are untouched, so their keys vouch; the call is quiet (exit 0), the file
   * stays tampered and nothing is quarantined. Before issue 30 the quiet passes ran no program.
   * Checked on the build of 29f9cbd: every step up to the last `post` held, which answered 0.
   * Fix: run git by absolute path, as `systemPs` runs ps (/usr/bin/git, else /bin/git; PATH
   * '/usr/bin:/bin' in its environment), never resolved from the hook's PATH; a git found nowhere
   * there → undefined (the walk). (The full pass's other git runs — headMove.ts, headBaseline.ts,
   * gateEdit.ts, runGit.ts — share the PATH lookup; gatePaths.ts could also refuse or watch relative
   * PATH entries.)
   * Fixed one level up: a hook process drops relative and empty PATH entries at start
   * (src/cli/index.ts, hookPath.ts), so no program the hook runs — this git, the full pass's, and
   * whatever those start — is found in a folder of the repository.
   */
  it('R7-1: a fake git in a relative PATH folder of the repository is not run: a frozen file changed by a later call is put back', async () => {
    await withHarness(async (h) => {
      // the client's PATH names a folder relative to where a command runs (`node_modules/.bin`)
      h.env.PATH = `node_modules/.bin:${process.env.PATH ?? '/usr/bin:/bin'}`;
      recorded(h);
      // a quiet call walks the large record and writes diffgate's git index (state.g)
      expect(pre(h, 'true', 'toolu_i').status).toBe(0);
      expect(post(h, 'true', 'toolu_i').status).toBe(0);
      expect(JSON.parse(readFileSync(statePath(h.repo.dir), 'utf8')).g).toBeDefined();
      // call 1: a fake git in the repository's node_modules/.bin (no protected path): answers
      // diff-files with nothing, passes everything else to the system's git
      const fake = '#!/bin/sh\nfor a in "$@"; do [ "$a" = diff-files ] && exit 0; done\nexec /usr/bin/git "$@"\n';
      const plant = `mkdir -p node_modules/.bin && echo ${b64(fake)} | base64 -d > node_modules/.bin/git && chmod +x node_modules/.bin/git`;
      const planted = cycleCall(h, plant, 'toolu_p');
      expect(planted.status, planted.stderr).toBe(0);
      // the next quiet call indexes again if the full pass re-recorded
      expect(pre(h, 'true', 'toolu_j').status).toBe(0);
      expect(post(h, 'true', 'toolu_j').status).toBe(0);
      expect(JSON.parse(readFileSync(statePath(h.repo.dir), 'utf8')).g).toBeDefined();
      // call 2: a blind write to a frozen file
      const rel = 'vendor/p3/f17.js';
      const original = readFileSync(join(h.repo.dir, rel), 'utf8');
      const line = blindAppend(rel);
      expect(pre(h, line, 'toolu_x').status).toBe(0);
      const ran = bash(h, line);
      expect(ran.status, ran.stderr).toBe(0);
      expect(readFileSync(join(h.repo.dir, rel), 'utf8')).toBe(`${original}tampered\n`);
      const r = post(h, line, 'toolu_x');
      // what should happen: the change is found and put back
      expect(r.status).toBe(2);
      expect(readFileSync(join(h.repo.dir, rel), 'utf8')).toBe(original);
      expect(quarantined(h).get(rel)).toBe(`${original}tampered\n`);
    }, setup);
  }, 300_000);

  /*
   * R7-2 (cost, not a way through): a recorded file git will not put in an index — here an
   * untracked frozen `vendor/git~1/x.js`, which git refuses on Linux too (git 2.39.5 here; core.protectNTFS,
   * on by default: "Ignoring path", exit 0); likely also (not tried) a `.gitmodules` that is a
   * symlink, and large frozen files git cannot hash before the deadline —
   * leaves git's index one entry short, so `writeGitIndex` returns undefined after git has hashed
   * every frozen file (`--info-only` still reads and hashes each). Nothing records that it failed:
   * `indexIt` is true again on every quiet side, which walks in node AND runs update-index over the
   * whole record. Measured (CPU, pre + post of `true`, median of 5, interleaved, load ~24 on 2
   * cores): 3,000 files 250 ms on main's build, 343 ms on this one; 50,000 files 820 ms on main's,
   * 1,816 ms on this one (the index never written: over twice main's, on every quiet call).
   * Steps: record 3,000 frozen files plus the untracked `vendor/git~1/x.js`; two quiet calls.
   * What happens: diffgate's git.idx is written afresh (a new inode) by each.
   * Fix: keep in the record that this record cannot be indexed (e.g. `g: {c: 0, …}` or a `gx` key
   * of the record's parts' hash), and skip `writeGitIndex` until the record changes; filter the
   * paths git refuses (is_ntfs_dotgit / is_hfs_dotgit names, symlinked .git* files) into `x`
   * before calling git; and bound the bytes hashed (a record with more than some hundred MB of
   * frozen bytes is not indexed, or `update-index --info-only` is given a budget well under the
   * hook's deadline).
   * Fixed: the path git refuses stays in `x` (gitIndex.ts `refused`), so the record is indexed once
   * and the next quiet call asks diff-files; a record git still cannot index, or of more than
   * HASH_MAX bytes, is kept as `{u: 1}` until a recorded file changes (gitIndex.test.ts).
   */
  it('R7-2: a record with a path git refuses is indexed once, with that path looked at by lstat, not hashed by git on every quiet call', async () => {
    await withHarness(
      async (h) => {
        // the record taken (3,000 frozen files and the one git refuses)
        expect(runHook(h, userPrompt(h, 'update the app')).status).toBe(0);
        let held = 0;
        while (pre(h, 'true', `toolu_r${held}`).status !== 0) expect(++held).toBeLessThan(20);
        expect(post(h, 'true', `toolu_r${held}`).status).toBe(0);
        const idx = join(h.repo.dir, '.git/diffgate/tripwire/git.idx');
        const key = () => {
          const st = lstatSync(idx, { throwIfNoEntry: false });
          return st === undefined ? 'none' : `${st.ino}:${st.ctimeMs}`;
        };
        expect(pre(h, 'true', 'toolu_a').status).toBe(0);
        expect(post(h, 'true', 'toolu_a').status).toBe(0);
        const g = JSON.parse(readFileSync(statePath(h.repo.dir), 'utf8')).g;
        expect(g.c).toBeGreaterThanOrEqual(3000);
        expect(Object.keys(g.x)).toContain(join(h.repo.dir, 'vendor/git~1/x.js'));
        const first = key();
        expect(first).not.toBe('none');
        expect(pre(h, 'true', 'toolu_b').status).toBe(0);
        expect(post(h, 'true', 'toolu_b').status).toBe(0);
        // what should happen: a record found unindexable is not handed to git again
        expect(key()).toBe(first);
      },
      (repo) => {
        setup(repo);
        // untracked: git add refuses the name too
        mkdirSync(join(repo.dir, 'vendor/git~1'), { recursive: true });
        writeFileSync(join(repo.dir, 'vendor/git~1/x.js'), 'module.exports = 1;\n');
      },
    );
  }, 300_000);
});
