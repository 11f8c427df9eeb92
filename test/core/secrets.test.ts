import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import picomatch from 'picomatch';
import { GLOB_OPTIONS } from '../../src/core/pathIndex.js';
import { NOT_SECRET, SECRET_SEGMENTS, secretSegment } from '../../src/core/secrets.js';
import type { TestChange } from './changes.js';
import { added, copied, deleted, id, manifestOf, modified, renamed, tsv, violations } from './changes.js';

describe('secretSegment', () => {
  it.each<[string, string | undefined]>([
    ['.env', '.env'],
    ['app/.env', '.env'],
    ['.env.local', '.env.local'],
    ['.env.production', '.env.production'],
    ['deploy/.env.prod/readme.md', '.env.prod'],
    ['certs/server.pem', 'server.pem'],
    ['.pem', '.pem'],
    ['keys/private.key', 'private.key'],
    ['id_rsa', 'id_rsa'],
    ['home/.ssh/id_dsa', 'id_dsa'],
    ['id_ecdsa', 'id_ecdsa'],
    ['.ssh/id_ed25519', 'id_ed25519'],
    ['.git/config', '.git'],
    ['vendor/lib/.git', '.git'],
    ['src/main/resources/application-prod.yml', 'application-prod.yml'],
    ['application-prod.yaml', 'application-prod.yaml'],
    ['application-prod.properties', 'application-prod.properties'],
    ['config/secrets.json', 'secrets.json'],
    ['secrets.yml', 'secrets.yml'],
    ['config/secrets.yaml', 'secrets.yaml'],
    ['secrets.env', 'secrets.env'],
    ['secrets.toml', 'secrets.toml'],
    ['secrets.txt', 'secrets.txt'],
    ['scripts/secrets.sh', 'secrets.sh'],
    ['secrets.ts.bak', 'secrets.ts.bak'],
    ['.env.example.local', '.env.example.local'],
    ['.env.examples', '.env.examples'],
    ['.env.prod.json', '.env.prod.json'],
    ['.env.', '.env.'],
    // not secrets by the common conventions: environment templates, source files named secrets
    ['.env.example', undefined],
    ['app/.env.sample', undefined],
    ['.env.template', undefined],
    ['.env.local.example', undefined],
    ['src/secrets.ts', undefined],
    ['src/core/secrets.test.ts', undefined],
    ['types/secrets.d.ts', undefined],
    ['secrets.py', undefined],
    ['lib/secrets.rb', undefined],
    ['pkg/secrets.go', undefined],
    ['web/secrets.tsx', undefined],
    ['secrets.mjs', undefined],
    // not secrets
    ['id_rsa.pub', undefined],
    ['.ssh/id_ed25519.pub', undefined],
    ['.gitignore', undefined],
    ['.gitattributes', undefined],
    ['.github/workflows/ci.yml', undefined],
    ['docs/secrets-guide.md', undefined],
    ['notes.key.md', undefined],
    ['pem-notes.txt', undefined],
    ['.envrc', undefined],
    ['env', undefined],
    ['my.env', undefined],
    ['secrets', undefined],
    ['application.yml', undefined],
    ['application-prod.yml.example', undefined],
    ['src/id_rsa_test.go', undefined],
    ['keyboard.ts', undefined],
  ])('%s -> %s', (path, segment) => {
    expect(secretSegment(path)).toBe(segment);
  });
});

describe('the built-in secret list in the checker', () => {
  const manifest = manifestOf(
    tsv('allow', 'test/fixtures/fake.pem', 'A fake key used by the tests'),
    tsv('allow', 'examples/**/.env', 'Example environments hold no secrets'),
  );
  const empty = manifestOf();

  it.each<[string, TestChange, string[]]>([
    ['adding .env', added('.env', 'TOKEN=1\n'), ['secret']],
    ['adding a nested key', added('deploy/keys/server.key', 'k'), ['secret']],
    ['renaming to id_rsa', renamed('notes.txt', '.ssh/id_rsa', 'k'), ['secret']],
    ['copying to secrets.json', copied('config.json', 'secrets.json', '{}'), ['secret']],
    ['adding a file inside a .git folder', added('vendor/.git/config', 'x'), ['secret']],
    ['adding an exempted fake key', added('test/fixtures/fake.pem', 'k'), []],
    ['adding an exempted example .env', added('examples/web/.env', 'X=1'), []],
    ['adding a key next to the exempted one', added('test/fixtures/real.pem', 'k'), ['secret']],
    ['modifying an existing .env', modified('.env', 'A=1', 'A=2'), []],
    ['deleting a key', deleted('server.pem', 'k'), []],
    ['renaming a key away', renamed('server.pem', 'server.txt', 'k'), []],
    ['adding id_rsa.pub', added('.ssh/id_rsa.pub', 'ssh-rsa AAAA'), []],
    ['adding .gitignore', added('.gitignore', '.env\n'), []],
    ['adding .env.example', added('.env.example', 'TOKEN=\n'), []],
    ['adding src/secrets.ts', added('src/secrets.ts', 'export {};\n'), []],
    ['adding config/secrets.yml', added('config/secrets.yml', 'k: v\n'), ['secret']],
  ])('%s', async (_name, c, expected) => {
    const found = await violations(manifest, c);
    expect(found.map(id)).toEqual(expected);
    for (const v of found) {
      expect(v.path).toBe(c.new!.path);
      expect(v.message).toMatch(/^Added a path that looks like a secret \(".+" is on the built-in secret list\)\.$/);
      expect(v.reason).toBe('Secrets, keys and production credentials must not enter the repository.');
      expect(v.source).toBeUndefined();
    }
    expect((c.old?.reads ?? 0) + (c.new?.reads ?? 0)).toBe(0);
  });

  it('applies with an empty manifest too', async () => {
    expect((await violations(empty, added('a/.env.local', 'x'))).map(id)).toEqual(['secret']);
  });

  it('a denied secret is reported by both deny and the secret list', async () => {
    const m = manifestOf(tsv('deny', '**/*.pem', 'No certificates'));
    expect((await violations(m, added('c/server.pem', 'x'))).map(id)).toEqual(['deny', 'secret']);
  });
});

describe('secretSegment: the literal pre-filter never changes the answer', () => {
  it('agrees with matching every segment against the list directly', () => {
    const direct = picomatch([...SECRET_SEGMENTS], GLOB_OPTIONS);
    const piece = fc.constantFrom(
      '.env',
      '.env.',
      'env',
      '.pem',
      'pem',
      '.key',
      'key',
      'id_rsa',
      'id_',
      'secrets.',
      'secrets',
      'example',
      'ts',
      'py',
      '.git',
      'application-prod.',
      'yml',
      'a',
      '.',
      '-',
      'x',
    );
    const segment = fc.array(piece, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 3 }), (segments) => {
        const path = segments.join('/');
        expect(secretSegment(path)).toBe(segments.find((s) => direct(s) && !NOT_SECRET.test(s)));
      }),
      { numRuns: 2000 },
    );
  });
});
