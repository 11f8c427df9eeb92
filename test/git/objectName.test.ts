/** A blob's bytes checked against its name, as git names it (review 6 O1), in SHA-1 and SHA-256 repositories. */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { isBlobNamed, ObjectRewritten, verifiedBlob } from '../../src/git/objectName.js';
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
