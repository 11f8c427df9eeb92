/**
 * The prompt hook keeps the heads and remotes git gave at the session's previous prompt when
 * nothing git reads for them changed (src/agent/tripwire/promptGit.ts), and asks git again as
 * soon as anything did: a commit, a branch, a remote added, a config that includes another, a
 * record the ledger does not vouch for. Through the built CLI, with a `git` first on PATH that logs
 * each of its runs and runs the real one.
 */
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, runHook, userPrompt, withHarness } from '../hookHarness.js';

function logGit(h: Harness): () => string[] {
  const bin = join(h.home, 'bin');
  const log = join(h.home, 'git.log');
  mkdirSync(bin, { recursive: true });
  const real = process.env.PATH ?? '';
  writeFileSync(join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nPATH='${real}' exec git "$@"\n`);
  chmodSync(join(bin, 'git'), 0o755);
  h.env.PATH = `${bin}:${real}`;
  return () => {
    let text = '';
    try {
      text = readFileSync(log, 'utf8');
    } catch {
      // none ran
    }
    rmSync(log, { force: true });
    return text.split('\n').filter((l) => l !== '');
  };
}

const record = (h: Harness) =>
  JSON.parse(readFileSync(join(h.repo.dir, '.git/diffgate/sessions/session-1.json'), 'utf8')) as {
    heads?: Record<string, string>;
    remotes?: Record<string, string[]>;
  };

const prompt = (h: Harness, words: string) => expect(runHook(h, userPrompt(h, words)).status).toBe(0);

describe("the prompt hook's git", () => {
  it('runs no git when nothing changed since the previous prompt, and the record says the same', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      const ran = logGit(h);
      prompt(h, 'first');
      expect(ran().some((l) => l.startsWith('show-ref'))).toBe(true);
      const first = record(h);
      prompt(h, 'second');
      expect(ran()).toEqual([]);
      const second = record(h);
      expect(second.heads).toEqual(first.heads);
      expect(second.remotes).toEqual(first.remotes);
      expect(second.heads?.HEAD).toBe(h.repo.git('rev-parse', 'HEAD').trim());
    });
  });

  it('asks git for the heads after a commit or a new branch, and not for the config', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      const ran = logGit(h);
      prompt(h, 'first');
      ran();
      h.repo.write('src/more.ts', 'export const more = 1;\n');
      h.repo.commit('more');
      prompt(h, 'second');
      expect(ran().map((l) => l.split(' ')[0])).toEqual(['show-ref']);
      expect(record(h).heads?.HEAD).toBe(h.repo.git('rev-parse', 'HEAD').trim());
      h.repo.git('branch', 'side');
      prompt(h, 'third');
      expect(record(h).heads?.['refs/heads/side']).toBe(h.repo.git('rev-parse', 'HEAD').trim());
    });
  });

  it('asks git for the remotes after one is added, and always while a config file includes another', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      const ran = logGit(h);
      prompt(h, 'first');
      ran();
      h.repo.git('remote', 'add', 'origin', 'https://example.invalid/repo.git');
      prompt(h, 'second');
      expect(ran().map((l) => l.split(' ')[0])).toEqual(['config']);
      expect(record(h).remotes).toEqual({ origin: ['https://example.invalid/repo.git'] });
      writeFileSync(join(h.home, 'more.gitconfig'), '[remote "extra"]\n\turl = https://example.invalid/extra.git\n');
      h.repo.git('config', 'include.path', join(h.home, 'more.gitconfig'));
      prompt(h, 'third');
      expect(record(h).remotes).toHaveProperty('extra');
      ran();
      prompt(h, 'fourth');
      expect(ran().map((l) => l.split(' ')[0])).toEqual(['config']);
    });
  });

  it('asks git again when the ledger does not vouch for the previous record', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      const ran = logGit(h);
      prompt(h, 'first');
      ran();
      // the session's record rewritten by hand: its heads are not the ledger's
      const file = join(h.repo.dir, '.git/diffgate/sessions/session-1.json');
      const r = JSON.parse(readFileSync(file, 'utf8'));
      r.heads.HEAD = '0'.repeat(40);
      writeFileSync(file, `${JSON.stringify(r)}\n`);
      prompt(h, 'second');
      expect(ran().some((l) => l.startsWith('show-ref'))).toBe(true);
      expect(record(h).heads?.HEAD).toBe(h.repo.git('rev-parse', 'HEAD').trim());
    });
  });
});
