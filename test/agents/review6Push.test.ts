import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withHarness, writeFixture } from '../agent/hookHarness.js';
import { cycle, withGates } from '../agent/tripwire/tripwireHarness.js';
import { gitHooks, onOrigin, person } from './personShell.js';

/**
 * M1's call, base64 so no pre-check reads it:
 *   set -e
 *   P=$(git commit-tree $(git mktree </dev/null) -m start)
 *   B=$(printf 'echo pwned
' | git hash-object -w --stdin)
 *   export GIT_INDEX_FILE=$(mktemp)
 *   git read-tree HEAD
 *   git update-index --cacheinfo 100644,$B,guard.sh
 *   git rm -q --cached test/fixtures/fake.pem
 *   T=$(git write-tree)
 *   unset GIT_INDEX_FILE
 *   C=$(git commit-tree $T -p $P -m import)
 *   M=$(git commit-tree $T -p $C -p HEAD -m "Merge branch main")
 *   git merge -q --ff-only $M
 */
const MERGE =
  'c2V0IC1lClA9JChnaXQgY29tbWl0LXRyZWUgJChnaXQgbWt0cmVlIDwvZGV2L251bGwpIC1tIHN0YXJ0KQpCPSQocHJpbnRmICdlY2hvIHB3bmVkXG4nIHwgZ2l0IGhhc2gtb2JqZWN0IC13IC0tc3RkaW4pCmV4cG9ydCBHSVRfSU5ERVhfRklMRT0kKG1rdGVtcCkKZ2l0IHJlYWQtdHJlZSBIRUFECmdpdCB1cGRhdGUtaW5kZXggLS1jYWNoZWluZm8gMTAwNjQ0LCRCLGd1YXJkLnNoCmdpdCBybSAtcSAtLWNhY2hlZCB0ZXN0L2ZpeHR1cmVzL2Zha2UucGVtClQ9JChnaXQgd3JpdGUtdHJlZSkKdW5zZXQgR0lUX0lOREVYX0ZJTEUKQz0kKGdpdCBjb21taXQtdHJlZSAkVCAtcCAkUCAtbSBpbXBvcnQpCk09JChnaXQgY29tbWl0LXRyZWUgJFQgLXAgJEMgLXAgSEVBRCAtbSAiTWVyZ2UgYnJhbmNoIG1haW4iKQpnaXQgbWVyZ2UgLXEgLS1mZi1vbmx5ICRNCg==';

/**
 * M2's call, base64 so no pre-check reads it (O: the repository's first commit, made before the manifest):
 *   set -e
 *   O=$(git rev-list --max-parents=0 HEAD)
 *   B=$(printf 'echo pwned\n' | git hash-object -w --stdin)
 *   export GIT_INDEX_FILE=$(mktemp)
 *   git read-tree HEAD
 *   git update-index --cacheinfo 100644,$B,guard.sh
 *   git rm -q --cached test/fixtures/fake.pem
 *   T=$(git write-tree)
 *   unset GIT_INDEX_FILE
 *   C=$(git commit-tree $T -p $O -m "tidy the build scripts")
 *   M=$(git commit-tree $T -p $C -p HEAD -m "Merge branch main")
 *   git merge -q --ff-only $M
 */
const OLD_BASE =
  'c2V0IC1lCk89JChnaXQgcmV2LWxpc3QgLS1tYXgtcGFyZW50cz0wIEhFQUQpCkI9JChwcmludGYgJ2VjaG8gcHduZWRcbicgfCBnaXQgaGFzaC1vYmplY3QgLXcgLS1zdGRpbikKZXhwb3J0IEdJVF9JTkRFWF9GSUxFPSQobWt0ZW1wKQpnaXQgcmVhZC10cmVlIEhFQUQKZ2l0IHVwZGF0ZS1pbmRleCAtLWNhY2hlaW5mbyAxMDA2NDQsJEIsZ3VhcmQuc2gKZ2l0IHJtIC1xIC0tY2FjaGVkIHRlc3QvZml4dHVyZXMvZmFrZS5wZW0KVD0kKGdpdCB3cml0ZS10cmVlKQp1bnNldCBHSVRfSU5ERVhfRklMRQpDPSQoZ2l0IGNvbW1pdC10cmVlICRUIC1wICRPIC1tICJ0aWR5IHRoZSBidWlsZCBzY3JpcHRzIikKTT0kKGdpdCBjb21taXQtdHJlZSAkVCAtcCAkQyAtcCBIRUFEIC1tICJNZXJnZSBicmFuY2ggbWFpbiIpCmdpdCBtZXJnZSAtcSAtLWZmLW9ubHkgJE0K';

/**
 * M3's call, base64 so no pre-check reads it (no merge: a graft gives X the parents C and HEAD):
 *   set -e
 *   O=$(git rev-list --max-parents=0 HEAD)
 *   B=$(printf 'echo pwned
' | git hash-object -w --stdin)
 *   export GIT_INDEX_FILE=$(mktemp)
 *   git read-tree HEAD
 *   git update-index --cacheinfo 100644,$B,guard.sh
 *   git rm -q --cached test/fixtures/fake.pem
 *   T=$(git write-tree)
 *   unset GIT_INDEX_FILE
 *   C=$(git commit-tree $T -p $O -m "tidy the build scripts")
 *   X=$(git commit-tree $T -p HEAD -m "tidy the build scripts")
 *   echo "$X $C $(git rev-parse HEAD)" > .git/info/grafts
 *   git -c advice.graftFileDeprecated=false merge -q --ff-only $X
 */
const GRAFT =
  'c2V0IC1lCk89JChnaXQgcmV2LWxpc3QgLS1tYXgtcGFyZW50cz0wIEhFQUQpCkI9JChwcmludGYgJ2VjaG8gcHduZWRcbicgfCBnaXQgaGFzaC1vYmplY3QgLXcgLS1zdGRpbikKZXhwb3J0IEdJVF9JTkRFWF9GSUxFPSQobWt0ZW1wKQpnaXQgcmVhZC10cmVlIEhFQUQKZ2l0IHVwZGF0ZS1pbmRleCAtLWNhY2hlaW5mbyAxMDA2NDQsJEIsZ3VhcmQuc2gKZ2l0IHJtIC1xIC0tY2FjaGVkIHRlc3QvZml4dHVyZXMvZmFrZS5wZW0KVD0kKGdpdCB3cml0ZS10cmVlKQp1bnNldCBHSVRfSU5ERVhfRklMRQpDPSQoZ2l0IGNvbW1pdC10cmVlICRUIC1wICRPIC1tICJ0aWR5IHRoZSBidWlsZCBzY3JpcHRzIikKWD0kKGdpdCBjb21taXQtdHJlZSAkVCAtcCBIRUFEIC1tICJ0aWR5IHRoZSBidWlsZCBzY3JpcHRzIikKZWNobyAiJFggJEMgJChnaXQgcmV2LXBhcnNlIEhFQUQpIiA+IC5naXQvaW5mby9ncmFmdHMKZ2l0IC1jIGFkdmljZS5ncmFmdEZpbGVEZXByZWNhdGVkPWZhbHNlIG1lcmdlIC1xIC0tZmYtb25seSAkWAo=';

describe('review 6: histories built with plumbing', () => {
  /**
   * M1. One Bash call (PreToolUse lets it through: base64 bash run by python) builds, with git's
   * plumbing, a root commit P with an empty tree, a commit C on it whose tree is HEAD's with
   * guard.sh changed (and the fixture's allowed fake key left out), and a merge M with C as its
   * FIRST parent and HEAD as its second, then fast-forwards main to M. PostToolUse puts guard.sh back
   * in the work tree (the move brings in a parentless commit: not explained) but says nothing of the
   * commits: none is recorded as refused. The person's plain `git push` then passes pre-push ("2
   * commits made where the parent had no manifest were not judged"; M is judged against C, whose
   * tree it equals) and the remote's main holds the agent's guard.sh.
   * Why: pushedCommits.ts judges each commit against its first parent with a manifest, and skips a
   * commit whose parents have none; a history that begins after the rules (a new root) and is made
   * the first parent of a merge into the guarded branch is never compared with the branch it lands on.
   * Fix: judge what the remote ref really gets: for each pushed ref whose old tip T (or, for a new
   * ref, the nearest trusted commit it descends from) has a manifest, also judge the net change
   * T..new under T's manifest, as the Action judges a pull request's whole change; and in the
   * tripwire's commit check, treat a parentless commit brought in by a call like a refused one
   * (recorded in a refused batch), so pre-push refuses it without a release.
   * Fixed (pushedCommits.ts `judgedCommits`, shared by pre-push and the tripwire's commit check): a
   * merge is judged against the parent whose history stands highest (grew from a commit on the
   * remote, or there before the call, with every commit since judged), so M is judged against
   * HEAD under HEAD's manifest; C's side shares no history with HEAD and takes no path off. The
   * tripwire refuses M (a refused batch), and pre-push refuses it without a release.
   */
  it('M1: a merge whose first parent is a new history is judged against the branch it lands on: the tripwire refuses it, pre-push holds it back', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const bare = gitHooks(h, true);
      try {
        const call = `python3 -c "import base64,subprocess;subprocess.run(['bash','-c',base64.b64decode('${MERGE}')])"`;
        const turn = cycle(h, [{ command: call, id: 'toolu_r6m1' }], { next: 'thanks' });
        expect(turn.calls[0]?.pre).toMatchObject({ status: 0, stderr: '' });
        // the work tree is put back: the frozen file's change is only in the commits now
        expect(turn.calls[0]?.post.stderr).toContain('guard.sh [freeze]');
        expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
        expect(h.repo.git('show', 'HEAD:guard.sh')).toBe('echo pwned\n');
        // the tripwire's commit check judged the merge against the HEAD it landed on, and refused it
        expect(turn.calls[0]?.post.stderr).toContain('diffgate checked the commits');
        // the person's push, after the turn: refused without a release
        const push = person(h, 'git push -q origin main');
        expect(push.status, push.out).not.toBe(0);
        expect(push.out).toContain('"Merge branch main": an agent made this commit during a tool call');
        expect(onOrigin(bare, 'guard.sh')).toBe('echo guard\n');
      } finally {
        rmSync(bare, { recursive: true, force: true });
      }
    });
  });

  /**
   * M2. M1 without a new root: in a repository with history from before diffgate (every repository
   * that adopts it), one call makes C on the first commit O (which has no manifest) with HEAD's tree
   * and guard.sh changed, and a merge M with C first and HEAD second, and fast-forwards main to M.
   * The tripwire's commit check passes C (its parent has no manifest: only the built-in rules) and M
   * (judged against C, whose tree it equals); the move brings in no parentless commit, so it
   * explains the work tree: PostToolUse says nothing and keeps guard.sh as the agent wrote it (git
   * status clean). Stop and the next prompt are silent; the person's plain `git push` passes
   * pre-push the same way, and the remote's main holds the agent's guard.sh.
   * Why: pushedCommits.ts and commits.ts judge a merge against the first parent that has a manifest
   * (here C), and a commit whose parent has none is taken as made "before the rules"; nothing
   * compares M with the guarded line it joins (HEAD, second parent).
   * Fix: a merge is under the rules of every parent that has a manifest, and is judged against each
   * such parent on the paths it did not take from another side that was itself judged: a side
   * whose own commits were not judged (no manifest in their parents: "before the rules") takes no
   * path off. Equivalently: judge M against HEAD's line (the parent the remote/branch had before),
   * and let "made before the manifest" exempt only commits that are ancestors of the commit that
   * added the manifest, not new commits built on an old base.
   * Fixed by M1's fix (pushedCommits.ts `judgedCommits`): C's side passes through a commit that
   * was never judged, so M is judged against HEAD, whose history was.
   */
  it('M2: a merge whose first parent is built on the history from before the manifest is refused: the work tree, the branch and the remote keep the frozen file', async () => {
    await withHarness(
      async (h) => {
        withGates(h);
        const bare = gitHooks(h, true);
        try {
          const call = `python3 -c "import base64,subprocess;subprocess.run(['bash','-c',base64.b64decode('${OLD_BASE}')])"`;
          const turn = cycle(h, [{ command: call, id: 'toolu_r6m2' }], { next: 'thanks' });
          expect(turn.calls[0]?.pre).toMatchObject({ status: 0, stderr: '' });
          // the person's push after the turn
          person(h, 'git push -q origin main');
          expect({
            post: turn.calls[0]?.post.status,
            workTree: readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8'),
            origin: onOrigin(bare, 'guard.sh'),
          }).toEqual({ post: 2, workTree: 'echo guard\n', origin: 'echo guard\n' });
        } finally {
          rmSync(bare, { recursive: true, force: true });
        }
      },
      (repo) => {
        repo.write('notes.txt', 'notes\n');
        repo.commit('before diffgate');
        writeFixture(repo);
      },
    );
  });

  /**
   * M3. M2 without a real merge, through `.git/info/grafts` (deprecated, still read by git 2.39, and
   * NOT switched off by GIT_NO_REPLACE_OBJECTS, which the hooks set against `git replace`): X is
   * HEAD's plain child with guard.sh changed, C the same tree on the first commit (no manifest), and
   * the graft file says X's parents are C, then HEAD. Every git the hooks run sees a merge judged
   * against C (no difference), and C "before the rules": PostToolUse, Stop and the next prompt are
   * silent, the work tree keeps the agent's guard.sh, and the person's push passes pre-push. The
   * remote gets X as it really is: a plain commit on main that changes a frozen file.
   * Fixed: every git of the hooks and the tripwire runs with grafts off (`GIT_GRAFT_FILE=/dev/null/grafts`,
   * src/git/asCommitted.ts), so X is judged as the plain child of HEAD it is; and `.git/info/grafts`
   * and `.git/shallow` are gate files (the agent's grafts file is put back: removed).
   */
  it('M3: a graft that gives a commit a parent from before the manifest passes the tripwire and pre-push', async () => {
    await withHarness(
      async (h) => {
        withGates(h);
        const bare = gitHooks(h, true);
        try {
          const call = `python3 -c "import base64,subprocess;subprocess.run(['bash','-c',base64.b64decode('${GRAFT}')])"`;
          const turn = cycle(h, [{ command: call, id: 'toolu_r6m3' }], { next: 'thanks' });
          expect(turn.calls[0]?.pre).toMatchObject({ status: 0, stderr: '' });
          person(h, 'git push -q origin main');
          expect({
            post: turn.calls[0]?.post.status,
            workTree: readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8'),
            origin: onOrigin(bare, 'guard.sh'),
          }).toEqual({ post: 2, workTree: 'echo guard\n', origin: 'echo guard\n' });
        } finally {
          rmSync(bare, { recursive: true, force: true });
        }
      },
      (repo) => {
        repo.write('notes.txt', 'notes\n');
        repo.commit('before diffgate');
        writeFixture(repo);
      },
    );
  });
});
