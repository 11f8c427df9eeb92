/**
 * The CLI's memo of valid command patterns (src/cli/patternMemo.ts): one file per build next to
 * the code cache, only whole lines trusted, off when running from source, and harmless when it
 * cannot be written. Through the built CLI: a pattern that can never match is reported on every
 * run, and a valid manifest's patterns are remembered.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FROM_SOURCE, patternMemoDir } from '../../src/cli/compileCache.js';
import { patternMemo } from '../../src/cli/patternMemo.js';
import { withGitRepo } from '../helpers/gitRepo.js';

const BUILD = `diffgate-build:${'ab'.repeat(32)}`;
let home: string;
beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'diffgate-memo-'));
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

describe('patternMemo', () => {
  const env = () => ({ XDG_CACHE_HOME: home });

  it('remembers added patterns across instances, in a file named by the build', () => {
    const memo = patternMemo(env(), BUILD)!;
    expect(memo.has('git push')).toBe(false);
    memo.add(['git push', 'npm publish']);
    expect(memo.has('git push')).toBe(true);
    const again = patternMemo(env(), BUILD)!;
    expect(again.has('npm publish')).toBe(true);
    expect(readdirSync(patternMemoDir(env())!)).toEqual([`valid-command-patterns-${'ab'.repeat(8)}.txt`]);
    expect(patternMemo(env(), `diffgate-build:${'cd'.repeat(32)}`)!.has('git push')).toBe(false);
  });

  it('does not trust a last line without its newline (a write cut short)', () => {
    const dir = patternMemoDir(env())!;
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `valid-command-patterns-${'ab'.repeat(8)}.txt`), 'git push\ngit pu');
    const memo = patternMemo(env(), BUILD)!;
    expect(memo.has('git push')).toBe(true);
    expect(memo.has('git pu')).toBe(false);
    expect(memo.has('')).toBe(false);
  });

  it('is off when running from source, without a home, or with DIFFGATE_NO_COMPILE_CACHE', () => {
    expect(patternMemo(env(), FROM_SOURCE)).toBeUndefined();
    expect(patternMemo({}, BUILD)).toBeUndefined();
    expect(patternMemo({ ...env(), DIFFGATE_NO_COMPILE_CACHE: '1' }, BUILD)).toBeUndefined();
  });

  it('cannot be written: still answers for this run, and throws nothing', () => {
    const file = join(home, 'a-file');
    writeFileSync(file, '');
    const memo = patternMemo({ XDG_CACHE_HOME: file }, BUILD)!;
    expect(() => memo.add(['git push'])).not.toThrow();
    expect(memo.has('git push')).toBe(true);
  });
});

describe('the built CLI with the memo', () => {
  it('reports a command rule that can never match on every run, and remembers only valid patterns', async () => {
    await withGitRepo((repo) => {
      repo
        .write(
          '.diffgate.tsv',
          'command-deny\tgit push -f|--force\tHistory\ncommand-deny\tgit push origin main\tNo pushes to main\n',
        )
        .commit('base');
      repo.write('notes.md', 'x\n').stageAll();
      for (let run = 0; run < 2; run++) {
        const r = repo.diffgate(['check', '--staged'], { env: { XDG_CACHE_HOME: home } });
        expect(r.status, r.stderr).toBe(2);
        expect(r.stderr).toMatch(/HEAD:\.diffgate\.tsv:2:14: /);
      }
      const dir = patternMemoDir({ XDG_CACHE_HOME: home })!;
      const memo = readdirSync(dir).find((f) => f.startsWith('valid-command-patterns-'))!;
      expect(readFileSync(join(dir, memo), 'utf8')).toBe('git push -f|--force\n');
    });
  });

  it('a valid manifest is checked once and passes on the next run too', async () => {
    await withGitRepo((repo) => {
      repo
        .write('.diffgate.tsv', 'command-deny\tgit push -f|--force\tHistory\nfreeze\tconfig/**\tFrozen\n')
        .write('config/a.yml', 'a\n')
        .commit('base');
      repo.write('config/a.yml', 'b\n').stageAll();
      for (let run = 0; run < 2; run++) {
        const r = repo.diffgate(['check', '--staged'], { env: { XDG_CACHE_HOME: home } });
        expect(r.status).toBe(1);
        expect(r.stdout + r.stderr).toMatch(/config\/a\.yml/);
      }
    });
  });

  it('the Claude hook denies a Read under a command rule that can never match, on every call', async () => {
    await withGitRepo((repo) => {
      repo
        .write('.diffgate.tsv', 'command-deny\tgit push origin main\tNo pushes to main\n')
        .write('a.txt', 'a\n')
        .commit('base');
      const input = JSON.stringify({
        session_id: 's',
        transcript_path: join(repo.dir, 't.jsonl'),
        cwd: repo.dir,
        permission_mode: 'default',
        hook_event_name: 'PreToolUse',
        tool_name: 'Read',
        tool_input: { file_path: join(repo.dir, 'a.txt') },
        tool_use_id: 'toolu_1',
      });
      for (let run = 0; run < 2; run++) {
        const r = repo.diffgate(['hook', 'claude'], { input, env: { XDG_CACHE_HOME: home } });
        expect(r.status).toBe(2);
        expect(r.stderr).toMatch(/\.diffgate\.tsv:1:14: /);
      }
    });
  });
});
