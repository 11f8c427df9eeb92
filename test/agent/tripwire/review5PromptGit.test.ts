/**
 * Review 5: attacks on the prompt hook's kept git answer (src/agent/tripwire/promptGit.ts, runHook.ts
 * `gitPrints`/`previousGit`), through the built CLI with real git. Each `it` below that passes is a
 * way of changing what git reads that the print catches (git is asked again, the record says what
 * git says now). Each `it.fails` is a defect, named in its own comment with the code place and a
 * suggested fix.
 */
import { readFileSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, runHook, userPrompt, withHarness } from '../hookHarness.js';

const recordFile = (h: Harness) => join(h.repo.dir, '.git/diffgate/sessions/session-1.json');
const record = (h: Harness) =>
  JSON.parse(readFileSync(recordFile(h), 'utf8')) as {
    heads?: Record<string, string>;
    remotes?: Record<string, string[]>;
  };
const prompt = (h: Harness, words: string) => expect(runHook(h, userPrompt(h, words)).status).toBe(0);
const sha = (h: Harness, rev: string) => h.repo.git('rev-parse', rev).trim();

/** A ref file rewritten in place to another commit of the same length, its mtime set back (`touch -d`). */
function rewriteKeepingMtime(file: string, text: string): void {
  const st = statSync(file);
  writeFileSync(file, text); // same inode (truncate and write), same size
  utimesSync(file, st.atime, st.mtime);
}

describe('review 5: what the prompt hook keeps of git', () => {
  it('a branch rewritten in place with its size and mtime kept is read again (the change time moved)', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      const base = sha(h, 'HEAD');
      h.repo.write('src/more.ts', 'export const more = 1;\n');
      h.repo.commit('more');
      const more = sha(h, 'HEAD');
      h.repo.git('reset', '-q', '--hard', base);
      prompt(h, 'first');
      expect(record(h).heads?.['refs/heads/main']).toBe(base);
      rewriteKeepingMtime(join(h.repo.dir, '.git/refs/heads/main'), `${more}\n`);
      prompt(h, 'second');
      expect(record(h).heads?.['refs/heads/main']).toBe(more);
      expect(record(h).heads?.HEAD).toBe(more);
    });
  });

  it('a ref in packed-refs only, the file rewritten in place with the same size and mtime, is read again', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      const base = sha(h, 'HEAD');
      h.repo.write('src/more.ts', 'export const more = 1;\n');
      h.repo.commit('more');
      const more = sha(h, 'HEAD');
      h.repo.git('branch', 'side', base);
      h.repo.git('pack-refs', '--all');
      expect(() => statSync(join(h.repo.dir, '.git/refs/heads/side'))).toThrow();
      prompt(h, 'first');
      expect(record(h).heads?.['refs/heads/side']).toBe(base);
      const packed = join(h.repo.dir, '.git/packed-refs');
      rewriteKeepingMtime(
        packed,
        readFileSync(packed, 'utf8').replace(`${base} refs/heads/side`, `${more} refs/heads/side`),
      );
      expect(h.repo.git('show-ref', 'refs/heads/side').split(' ')[0]).toBe(more);
      prompt(h, 'second');
      expect(record(h).heads?.['refs/heads/side']).toBe(more);
    });
  });

  it('`git update-ref` on a remote-tracking ref, the mtime restored, is read again', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      const base = sha(h, 'HEAD');
      h.repo.write('src/more.ts', 'export const more = 1;\n');
      h.repo.commit('more');
      const more = sha(h, 'HEAD');
      h.repo.git('update-ref', 'refs/remotes/origin/main', base);
      prompt(h, 'first');
      const file = join(h.repo.dir, '.git/refs/remotes/origin/main');
      const st = statSync(file);
      h.repo.git('update-ref', 'refs/remotes/origin/main', more);
      utimesSync(file, st.atime, st.mtime);
      prompt(h, 'second');
      expect(record(h).heads?.['refs/remotes/origin/main']).toBe(more);
    });
  });

  it('refs/remotes made a link to another folder, then re-pointed, is read again', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      const base = sha(h, 'HEAD');
      h.repo.write('src/more.ts', 'export const more = 1;\n');
      h.repo.commit('more');
      const more = sha(h, 'HEAD');
      for (const [dir, commit] of [
        ['a', base],
        ['b', more],
      ] as const) {
        mkdirSync(join(h.home, dir, 'origin'), { recursive: true });
        writeFileSync(join(h.home, dir, 'origin', 'main'), `${commit}\n`);
      }
      rmSync(join(h.repo.dir, '.git/refs/remotes'), { recursive: true, force: true });
      symlinkSync(join(h.home, 'a'), join(h.repo.dir, '.git/refs/remotes'));
      prompt(h, 'first');
      expect(record(h).heads?.['refs/remotes/origin/main']).toBe(base);
      // re-pointed with a rename over it, as an attacker keeping the link's own name would
      symlinkSync(join(h.home, 'b'), join(h.repo.dir, '.git/refs/remotes.new'));
      renameSync(join(h.repo.dir, '.git/refs/remotes.new'), join(h.repo.dir, '.git/refs/remotes'));
      prompt(h, 'second');
      expect(record(h).heads?.['refs/remotes/origin/main']).toBe(more);
    });
  });

  it("a linked worktree's own HEAD moved is read again in that worktree's session", async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      const wt = join(h.home, 'wt');
      h.repo.git('worktree', 'add', '-q', '-b', 'wtb', wt);
      const base = sha(h, 'HEAD');
      h.repo.write('src/more.ts', 'export const more = 1;\n');
      h.repo.commit('more');
      const more = sha(h, 'HEAD');
      h.env.CLAUDE_PROJECT_DIR = wt;
      const input = () => userPrompt(h, 'w').replace(JSON.stringify(h.repo.dir), JSON.stringify(wt));
      expect(runHook(h, input()).status).toBe(0);
      const file = join(h.repo.dir, '.git/worktrees/wt/diffgate/sessions/session-1.json');
      const rec = () => {
        try {
          return JSON.parse(readFileSync(file, 'utf8'));
        } catch {
          return JSON.parse(readFileSync(join(h.repo.dir, '.git/diffgate/sessions/session-1.json'), 'utf8'));
        }
      };
      expect(rec().heads?.HEAD).toBe(base);
      // the worktree's HEAD detached onto another commit (its own HEAD file, not the main one's)
      writeFileSync(join(h.repo.dir, '.git/worktrees/wt/HEAD'), `${more}\n`);
      expect(runHook(h, input()).status).toBe(0);
      expect(rec().heads?.HEAD).toBe(more);
    });
  });

  it('a remote added in $XDG_CONFIG_HOME/git/config, in GIT_CONFIG_SYSTEM, or through includeIf in ~/.gitconfig is read again', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      const system = join(h.home, 'system.gitconfig');
      writeFileSync(system, '');
      h.env.GIT_CONFIG_SYSTEM = system;
      // the harness isolates git from the machine's config files: this test needs git to read them
      h.env.GIT_CONFIG_NOSYSTEM = undefined;
      h.env.GIT_CONFIG_GLOBAL = undefined;
      prompt(h, 'first');
      expect(record(h).remotes).toEqual({});
      mkdirSync(join(h.home, '.config/git'), { recursive: true });
      writeFileSync(join(h.home, '.config/git/config'), '[remote "xdg"]\n\turl = https://example.invalid/xdg.git\n');
      prompt(h, 'second');
      expect(record(h).remotes).toHaveProperty('xdg');
      writeFileSync(system, '[remote "sys"]\n\turl = https://example.invalid/sys.git\n');
      prompt(h, 'third');
      expect(record(h).remotes).toHaveProperty('sys');
      writeFileSync(join(h.home, 'more.gitconfig'), '[remote "inc"]\n\turl = https://example.invalid/inc.git\n');
      writeFileSync(
        join(h.home, '.gitconfig'),
        `[IncludeIf "gitdir:${h.repo.dir}/"]\n\tpath = ${join(h.home, 'more.gitconfig')}\n`,
      );
      prompt(h, 'fourth');
      expect(record(h).remotes).toHaveProperty('inc');
      // the included file changed alone: the print cannot cover it, so git is asked every time
      writeFileSync(join(h.home, 'more.gitconfig'), '[remote "inc2"]\n\turl = https://example.invalid/inc2.git\n');
      prompt(h, 'fifth');
      expect(record(h).remotes).toHaveProperty('inc2');
      expect(record(h).remotes).not.toHaveProperty('inc');
    });
  });

  it("a remote's url changed in the repository's config with core.bare / core.worktree set alongside is read again", async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      h.repo.git('remote', 'add', 'origin', 'https://example.invalid/person.git');
      prompt(h, 'first');
      expect(record(h).remotes).toEqual({ origin: ['https://example.invalid/person.git'] });
      const config = join(h.repo.dir, '.git/config');
      const st = statSync(config);
      const text = readFileSync(config, 'utf8').replace('person.git', 'agentX.git');
      writeFileSync(config, text.replace('agentX.git', 'agent.git').padEnd(st.size, '\n').slice(0, st.size));
      utimesSync(config, st.atime, st.mtime);
      prompt(h, 'second');
      expect(record(h).remotes?.origin).toEqual(['https://example.invalid/agent.git']);
    });
  });

  /**
   * FIXED (review5 P1, now the ledger keeps the remotes): the remotes a prompt keeps are taken from the prompt store's record, which
   * sits in `.git/diffgate/` (the agent's reach); the ledger vouches for the record's nonce, words
   * and heads, but holds no remotes. A call that rewrites `remotes` in the session's record (nonce,
   * prompt, heads and `git` prints left as they were) has the forged remotes carried into the
   * person's next prompt record and every prompt after it, as long as no config file changes: the
   * print (`git.c`) still matches, so runHook.ts takes `kept.remotes` without git. A forged remote
   * with a URL on another machine then makes a hand-written FETCH_HEAD line from that URL trusted
   * by remoteTrust.ts `remoteMoves` (a commit that counts as on the remote). docs/tripwire.md ("The
   * ledger") says "a forged answer takes the record and the ledger forged alike": true of the heads
   * only. Before this change every prompt re-read the remotes from git, so a forgery lasted one turn.
   * Place: src/agent/prompts.ts `previousGit` (checks the heads against the ledger, not the
   * remotes); runHook.ts, the `kept.remotes` branch. Suggested fix: keep a print of the remotes in
   * the ledger's turn (beginTurn(..., remotes)) and have previousGit require it equal to the
   * record's remotes (as it does the heads), or keep the remotes themselves in the ledger.
   */
  it('remotes forged in the session record are not carried into the next prompt', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      prompt(h, 'first');
      const truth = record(h).remotes;
      expect(truth).toEqual({});
      // the agent's call: one field of the record rewritten, the rest (nonce, heads, prints) kept
      const r = JSON.parse(readFileSync(recordFile(h), 'utf8'));
      r.remotes = { origin: ['https://evil.example/frozen.git'] };
      writeFileSync(recordFile(h), `${JSON.stringify(r)}\n`);
      prompt(h, 'second');
      expect(record(h).remotes).toEqual(truth);
    });
  });

  /**
   * FIXED (review5 P2, a symbolic ref under refs/ makes the prompt ask git): the refs print covers HEAD, packed-refs, refs/heads/** and refs/remotes/**
   * (refs.ts `refFiles`), but a ref in those folders may be a symbolic ref to one outside them
   * (`git symbolic-ref refs/heads/alias refs/tags/t`, or refs/heads/main -> refs/other/x, which a
   * `git commit` on main then writes instead). `git show-ref --head` reports the branch at the
   * target's commit, so moving the target (refs/tags/t, unwatched) changes a head with no watched
   * file changed: the next prompt keeps the previous heads without git. promptGit.ts `refsPrint`
   * checks only HEAD's text for a symref outside refs/heads/. (The quick pass shares refKeys, so
   * the move during the call is missed too; that part predates this change.) Suggested fix: in
   * refFiles/refsPrint, read each loose ref file under refs/heads and refs/remotes (they are small)
   * and give no print (ask git) when one starts with `ref: ` naming a ref outside the watched
   * folders; or follow such a target and add its file (and packed-refs) to the keys.
   */
  it('a branch that is a symbolic ref to an unwatched ref is read again when its target moves', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      const base = sha(h, 'HEAD');
      h.repo.write('src/more.ts', 'export const more = 1;\n');
      h.repo.commit('more');
      const more = sha(h, 'HEAD');
      h.repo.git('update-ref', 'refs/tags/t', base);
      h.repo.git('symbolic-ref', 'refs/heads/alias', 'refs/tags/t');
      prompt(h, 'first');
      expect(record(h).heads?.['refs/heads/alias']).toBe(base);
      h.repo.git('update-ref', '--no-deref', 'refs/tags/t', more);
      expect(h.repo.git('show-ref', 'refs/heads/alias').split(' ')[0]).toBe(more);
      prompt(h, 'second');
      expect(record(h).heads?.['refs/heads/alias']).toBe(more);
    });
  });
});
