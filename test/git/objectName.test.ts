/** A blob's bytes checked against its name, as git names it (review 6 O1), in SHA-1 and SHA-256 repositories. */
import { execFileSync } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, it } from 'vitest';
import {
  isBlobNamed,
  ObjectRewritten,
  unverifiedInDiffs,
  verifiedBlob,
  verifiedCheckouts,
  verifiedTree,
} from '../../src/git/objectName.js';
import { cleanEnv, withGitRepo } from '../helpers/gitRepo.js';

it('takes the bytes git names, in either object format, and refuses any others', async () => {
  await withGitRepo(async (repo) => {
    const env = cleanEnv();
    for (const format of ['sha1', 'sha256']) {
      const dir = join(repo.dir, format);
      execFileSync('git', ['init', '-q', `--object-format=${format}`, dir], { env });
      const bytes = Buffer.from('echo guard\n');
      writeFileSync(join(dir, 'f'), bytes);
      const oid = execFileSync('git', ['hash-object', '-w', 'f'], { cwd: dir, env, encoding: 'utf8' }).trim();
      expect(oid).toHaveLength(format === 'sha1' ? 40 : 64);
      expect(isBlobNamed(oid, bytes)).toBe(true);
      expect(isBlobNamed(oid, Buffer.from('echo pwned\n'))).toBe(false);
      expect(isBlobNamed(oid.slice(0, 39), bytes)).toBe(false);
      const git = (args: string[]) => execFileSync('git', args, { cwd: dir, env });
      expect(verifiedBlob(git, oid)).toEqual(bytes);
      expect(() => verifiedBlob(() => Buffer.from('echo pwned\n'), oid)).toThrow(ObjectRewritten);
    }
  });
});

it('reads many paths of a commit, their blobs in one process, filtered as a checkout writes them, a rewritten object named', async () => {
  await withGitRepo(async (repo) => {
    const env = cleanEnv();
    repo
      .write('.gitattributes', 'crlf.txt text eol=crlf\n')
      .write('crlf.txt', 'a\nb\n')
      .write('guard.sh', 'echo guard\n')
      .symlink('guard.sh', 'link')
      .commit('c');
    const ls = repo
      .git('ls-tree', '-r', '-z', 'HEAD')
      .split('\0')
      .filter((l) => l !== '');
    const entries = ls.map((l) => {
      const [meta, path] = l.split('\t') as [string, string];
      const [mode, , oid] = meta.split(' ') as [string, string, string];
      return { path, mode, oid };
    });
    const git = (args: string[]) => execFileSync('git', args, { cwd: repo.dir, env });
    const run = (args: string[], input: string) => execFileSync('git', args, { cwd: repo.dir, env, input });
    const byPath = (out: (Buffer | ObjectRewritten)[]) =>
      Object.fromEntries(
        entries.map((e, k) => [e.path, out[k] instanceof ObjectRewritten ? 'rewritten' : String(out[k])]),
      );
    expect(byPath(verifiedCheckouts(git, run, 'HEAD', entries))).toMatchObject({
      'crlf.txt': 'a\r\nb\r\n',
      'guard.sh': 'echo guard\n',
      link: 'guard.sh',
    });
    // guard.sh's loose object rewritten in place
    const oid = entries.find((e) => e.path === 'guard.sh')!.oid;
    const file = join(repo.dir, '.git/objects', oid.slice(0, 2), oid.slice(2));
    chmodSync(file, 0o644);
    const bytes = Buffer.from('echo pwned\n');
    writeFileSync(file, deflateSync(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes])));
    expect(repo.git('cat-file', 'blob', oid)).toBe('echo pwned\n'); // git reads it unchecked
    expect(byPath(verifiedCheckouts(git, run, 'HEAD', entries))).toMatchObject({
      'crlf.txt': 'a\r\nb\r\n',
      'guard.sh': 'rewritten',
      link: 'guard.sh',
    });
  });
});

it("reads a commit's tree with every tree object checked against its name; a rewritten folder is named, nothing under it listed (review 8 T1)", async () => {
  await withGitRepo(async (repo) => {
    const env = cleanEnv();
    repo.write('guard.sh', 'echo guard\n').write('sub/deep/a.txt', 'a\n').write('other/b.txt', 'b\n').commit('c');
    repo.chmod('guard.sh', 0o755).commit('exec');
    const run = (args: string[], input: string) => execFileSync('git', args, { cwd: repo.dir, env, input });
    const head = repo.rev();
    const good = verifiedTree(run, head);
    expect(good.rewritten).toEqual([]);
    const ls = (rev: string) =>
      new Map(
        repo
          .git('ls-tree', '-r', '-z', rev)
          .split('\0')
          .filter((l) => l !== '')
          .map((l) => {
            const [meta, path] = l.split('\t') as [string, string];
            const [mode, type, oid] = meta.split(' ') as [string, string, string];
            return [path, { mode, type, oid }];
          }),
      );
    expect(good.entries).toEqual(ls(head));
    // the folder sub/'s tree object rewritten in place to hold other/'s bytes
    const sub = repo.rev('HEAD:sub');
    const other = execFileSync('git', ['cat-file', 'tree', 'HEAD:other'], { cwd: repo.dir, env });
    const file = join(repo.dir, '.git/objects', sub.slice(0, 2), sub.slice(2));
    chmodSync(file, 0o644);
    writeFileSync(file, deflateSync(Buffer.concat([Buffer.from(`tree ${other.length}\0`), other])));
    const bad = verifiedTree(run, head);
    expect(bad.rewritten).toEqual([{ path: 'sub', oid: sub }]);
    expect([...bad.entries.keys()].sort()).toEqual(['guard.sh', 'other/b.txt']);
    expect(bad.entries.get('guard.sh')?.mode).toBe('100755');
    // the commit's own object missing: the whole tree is unvouched
    expect(verifiedTree(run, '0'.repeat(40)).rewritten).toEqual([{ path: '', oid: '0'.repeat(40) }]);
  });
});

it('names an object a commit diff reads that does not hash to its name: a parent tree rewritten to hold the commit’s bytes (review 8 T4)', async () => {
  await withGitRepo(async (repo) => {
    const env = cleanEnv();
    repo.write('guard.sh', 'echo guard\n').write('sub/a.txt', 'a\n').commit('one');
    const parent = repo.rev();
    repo.write('guard.sh', 'echo pwned\n').write('sub/a.txt', 'b\n').commit('two');
    const child = repo.rev();
    const run = (args: string[], input: string) => execFileSync('git', args, { cwd: repo.dir, env, input });
    const edges = [
      { sha: child, parent },
      { sha: parent, parent: null },
    ];
    expect(unverifiedInDiffs(run, edges)).toBeUndefined();
    const rewrite = (oid: string, bytes: Buffer) => {
      const file = join(repo.dir, '.git/objects', oid.slice(0, 2), oid.slice(2));
      chmodSync(file, 0o644);
      writeFileSync(file, deflateSync(Buffer.concat([Buffer.from(`tree ${bytes.length}\0`), bytes])));
    };
    // a subtree the diff descends into (the names differ)
    const sub = repo.rev(`${parent}:sub`);
    rewrite(sub, execFileSync('git', ['cat-file', 'tree', `${child}:sub`], { cwd: repo.dir, env }));
    expect(unverifiedInDiffs(run, [{ sha: child, parent }])).toBe(sub);
    // the parent's root tree made to hold the child's bytes: the diff says nothing changed
    const root = repo.rev(`${parent}^{tree}`);
    rewrite(root, execFileSync('git', ['cat-file', 'tree', `${child}^{tree}`], { cwd: repo.dir, env }));
    expect(repo.git('diff-tree', '-r', '--name-only', parent, child).trim()).toBe('');
    expect(unverifiedInDiffs(run, [{ sha: child, parent }])).toBe(root);
  });
});
