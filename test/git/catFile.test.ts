/**
 * CatFile in a real repository: small reads answered by synchronous git calls, a large change
 * and an answer over the synchronous limit by the streaming process, each answer in order and
 * byte for byte, missing objects as null, and git's failure as a rejection.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatFile } from '../../src/git/catFile.js';
import { cleanEnv, createGitRepo, removeGitRepo, type GitRepo } from '../helpers/gitRepo.js';

describe('CatFile', () => {
  let repo: GitRepo;
  const big = randomBytes(9 * 1024 * 1024); // over the 8 MiB the synchronous path takes
  const files = Array.from({ length: 200 }, (_, i) => `f/${i}.txt`);
  beforeAll(() => {
    repo = createGitRepo();
    for (const f of files) repo.write(f, `content of ${f}\n`);
    repo.write('big.bin', big).write('small.txt', 'small\n').commit('base');
  });
  afterAll(() => removeGitRepo(repo));
  const cat = () => new CatFile(repo.dir, cleanEnv());
  const text = (b: Uint8Array | null) => (b === null ? null : Buffer.from(b).toString('utf8'));

  it('answers a few reads, a missing object as null', async () => {
    const c = cat();
    try {
      const [a, missing, b] = await Promise.all([
        c.read('HEAD:small.txt'),
        c.read('HEAD:nope.txt'),
        c.read('HEAD:f/1.txt'),
      ]);
      expect(text(a)).toBe('small\n');
      expect(missing).toBeNull();
      expect(text(b)).toBe('content of f/1.txt\n');
    } finally {
      c.close();
    }
  });

  it('answers a blob larger than the synchronous limit, byte for byte, with small reads around it', async () => {
    const c = cat();
    try {
      const [before, blob, after] = await Promise.all([
        c.read('HEAD:small.txt'),
        c.read('HEAD:big.bin'),
        c.read('HEAD:f/2.txt'),
      ]);
      expect(text(before)).toBe('small\n');
      expect(Buffer.from(blob!).equals(big)).toBe(true);
      expect(text(after)).toBe('content of f/2.txt\n');
      // Later reads still work (now through the streaming process).
      expect(text(await c.read('HEAD:f/3.txt'))).toBe('content of f/3.txt\n');
    } finally {
      c.close();
    }
  });

  it('answers many reads in order, over several rounds', async () => {
    const c = cat();
    try {
      for (let round = 0; round < 5; round++) {
        const got = await Promise.all(files.map((f) => c.read(`HEAD:${f}`)));
        expect(got.map(text)).toEqual(files.map((f) => `content of ${f}\n`));
      }
    } finally {
      c.close();
    }
  });

  it('rejects when git cannot read the repository', async () => {
    const c = new CatFile('/', cleanEnv({ GIT_DIR: '/nonexistent-diffgate-git-dir' }));
    try {
      await expect(c.read('HEAD:x')).rejects.toThrow(/git cat-file/);
    } finally {
      c.close();
    }
  });
});
