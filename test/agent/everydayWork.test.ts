/**
 * No false positives on everyday work (issue 15), and the same checks still deny what they must:
 * git's restoring commands judged by the files they would really change, reads through inline
 * programs, mktemp files, environment templates, source files named secrets, logs under the
 * temporary folder. Each case through the hook's decision (in process: inProcessHook.ts), with the
 * JSON Claude Code sends.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abs, type HookRun, openHarness, rulesIn, type Harness } from './hookHarness.js';
import { toolHere } from './inProcessHook.js';

describe('git checkout, restore and stash: judged by what they would change', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    h.repo.commit('fixture');
    h.repo.write('hooks/a.sh', 'echo changed\n').commit('change a hook');
  });
  afterAll(() => h.close());

  const run = (command: string) => toolHere(h, 'Bash', { command });
  const clean = (r: Awaited<ReturnType<typeof run>>) => expect([r.status, r.stderr]).toEqual([0, '']);

  it.each([
    'git checkout .',
    'git checkout -- .',
    'git restore .',
    'git restore src notes.txt',
    'git stash',
    'git stash push -m wip',
    'git stash -u',
    'cd src && git checkout .',
    'git checkout main',
    'git checkout -b feature',
    'git restore --staged .',
  ])('%j passes when no protected file differs', async (command) => {
    h.repo.write('notes.txt', 'edited notes\n').write('src/app.ts', 'export const x = 1;\n');
    try {
      clean(await run(command));
    } finally {
      h.repo.git('checkout', '-q', '--', '.');
    }
  });

  it.each<[string, string[]]>([
    ['git checkout .', ['freeze']],
    ['git checkout -- guard.sh', ['freeze']],
    ['git restore .', ['freeze']],
    ['git restore guard.sh', ['freeze']],
    ['git stash', ['freeze']],
    ['git stash push guard.sh', ['freeze']],
    ["git restore ':(glob)*.sh'", ['freeze']],
    ["git checkout -- ':/'", ['freeze']],
    ["git restore ':(icase)GUARD.SH'", ['freeze']],
  ])('%j is denied when a protected file differs', async (command, rules) => {
    h.repo.write('guard.sh', 'echo edited\n');
    try {
      const r = await run(command);
      expect(r.status, r.stderr).toBe(2);
      expect(rulesIn(r.stderr)).toEqual(rules);
    } finally {
      h.repo.git('checkout', '-q', '--', '.');
    }
  });

  it.each<[string, string[]]>([
    ['git checkout HEAD~1 -- .', ['freeze']],
    ['git checkout HEAD~1 hooks', ['freeze']],
    ['git restore --source=HEAD~1 hooks/a.sh', ['freeze']],
    ["git restore -s HEAD~1 ':(glob)**/*.sh'", ['freeze']],
    ["git checkout HEAD~1 -- ':!notes.txt'", ['freeze']],
  ])('%j: from an older commit, the files that differ from it', async (command, rules) => {
    const r = await run(command);
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr)).toEqual(rules);
  });

  it.each(['git restore --source=HEAD~1 src', 'git checkout HEAD~1 -- notes.txt'])(
    '%j passes: nothing protected differs there',
    async (command) => clean(await run(command)),
  );

  it('an unknown revision or directory cannot be told: every protected file may be put back', async () => {
    for (const command of ['git checkout "$REV" -- .', 'cd "$D" && git checkout .', 'git stash pop stash@{9}']) {
      const r = await run(command);
      expect(r.status, `${command}\n${r.stderr}`).toBe(2);
      expect(rulesIn(r.stderr).some((x) => x === 'shell-unresolved' || x === 'freeze')).toBe(true);
    }
  });
});

describe('reads, temporary files and names that are not secrets', () => {
  let h: Harness & { close(): void };
  let tmp: string;
  beforeAll(() => {
    h = openHarness();
    h.repo.write('.env.example', 'TOKEN=\n').write('.env.sample', 'A=\n').write('.env.template', 'A=\n');
    h.repo.write('src/secrets.ts', 'export const names = [];\n').write('config/secrets.yml', 'k: v\n');
    h.repo.write('.env', 'TOKEN=1\n');
    // a temporary folder that does not hold the workspace (the tests' own repositories are in /tmp)
    tmp = realpathSync(mkdtempSync(join(h.home, 'tmp-')));
    mkdirSync(tmp, { recursive: true });
    writeFileSync(join(tmp, 'build.log'), 'ok\n');
    h.env.TMPDIR = tmp;
  });
  afterAll(() => {
    rmSync(tmp, { recursive: true, force: true });
    h.close();
  });

  const clean = (r: HookRun) => expect([r.status, r.stderr, r.stdout]).toEqual([0, '', '']);

  it.each([
    `python3 -c 'print(open("guard.sh").read())'`,
    `python3 -c 'import json; print(json.load(open("hooks/a.sh", "r")))'`,
    `python3 -c 'with open("guard.sh", encoding="utf-8") as f: print(f.read())'`,
    `node -e 'console.log(require("fs").readFileSync("guard.sh", "utf8"))'`,
    `node -e 'const fs = require("node:fs"); console.log(fs.readFileSync("hooks/a.sh", "utf8").length)'`,
  ])('a read through an inline program: %s', async (command) => clean(await toolHere(h, 'Bash', { command })));

  it.each<[string, string[]]>([
    [`python3 -c 'open("guard.sh", "w").write("x")'`, ['freeze']],
    [`python3 -c 'import os; print(open("guard.sh").read()); os.remove("guard.sh")'`, ['freeze']],
    [`python3 -c 'getattr(__builtins__, "open")("guard.sh", "w")'`, ['freeze']],
    [`python3 -c 'print(open("gu\\x61rd.sh").read()) or open("guard.sh","a")'`, ['freeze']],
    [`node -e 'require("fs").writeFileSync("guard.sh", "x")'`, ['freeze']],
    [`node -e 'require("fs")["write" + "FileSync"]("guard.sh", "x")'`, ['freeze']],
    [`python3 -c 'print(open(".env").read())'`, ['secret']],
  ])('still denied: %s', async (command, rules) => {
    const r = await toolHere(h, 'Bash', { command });
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr)).toEqual(rules);
  });

  it.each([
    'echo x > "$(mktemp)"',
    'f=$(mktemp); echo x > "$f"; cat "$f"; rm -f "$f"',
    'd=$(mktemp -d); cp notes.txt "$d/"; rm -rf "$d"',
    'f=$(mktemp -t build.XXXXXX); npm test > "$f" 2>&1; tail "$f"',
    'f=`mktemp`; echo x >> $f',
    'f=$(mktemp --suffix=.json); echo {} > "$f"',
  ])('a write to a file mktemp made in the line: %j', async (command) => clean(await toolHere(h, 'Bash', { command })));

  it.each<[string, string[]]>([
    ['f=$(mktemp -p memory); echo x > "$f"', ['save-gate']],
    ['TMPDIR=hooks; f=$(mktemp -t x.XXX); rm -rf hooks/*', ['freeze', 'freeze']],
    ['f=$(mktemp "$T"); echo x > "$f"', ['shell-unresolved']],
  ])('mktemp elsewhere is judged there: %j', async (command, rules) => {
    const r = await toolHere(h, 'Bash', { command });
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr)).toEqual(rules);
  });

  it.each(['.env.example', '.env.sample', '.env.template', 'src/secrets.ts'])('Read %s passes', async (path) =>
    clean(await toolHere(h, 'Read', { file_path: abs(h, path) })),
  );

  it.each(['.env', 'config/secrets.yml'])('Read %s is still refused as a secret', async (path) => {
    const r = await toolHere(h, 'Read', { file_path: abs(h, path) });
    expect(r.status).toBe(2);
    expect(rulesIn(r.stderr)).toEqual(['secret']);
  });

  it('a build log in the temporary folder is read (Read, Grep, LS), a secret there is not', async () => {
    clean(await toolHere(h, 'Read', { file_path: join(tmp, 'build.log') }));
    clean(await toolHere(h, 'Grep', { pattern: 'ok', path: tmp }));
    clean(await toolHere(h, 'LS', { path: tmp }));
    writeFileSync(join(tmp, '.env'), 'X=1\n');
    expect(rulesIn((await toolHere(h, 'Read', { file_path: join(tmp, '.env') })).stderr)).toEqual(['secret']);
  });

  it('the temporary folder is reached for reading only', async () => {
    const r = await toolHere(h, 'Write', { file_path: join(tmp, 'out.txt'), content: 'x' });
    expect(rulesIn(r.stderr)).toEqual(['workspace']);
  });
});

describe('removing links and large folders (review-15 F16, F17)', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    h.repo.commit('fixture');
    // past the 5,000 entries a folder is listed to: judged by the rules that reach it
    for (let i = 0; i < 30; i++) {
      mkdirSync(abs(h, `node_modules/pkg${i}/lib`), { recursive: true });
      for (let j = 0; j < 200; j++) writeFileSync(abs(h, `node_modules/pkg${i}/lib/f${j}.js`), '');
    }
    symlinkSync('loopb', abs(h, 'loopa'));
    symlinkSync('loopa', abs(h, 'loopb'));
    symlinkSync('.', abs(h, 'selfloop'));
    symlinkSync('hooks', abs(h, 'hooklink'));
  });
  afterAll(() => h.close());

  const run = (command: string) => toolHere(h, 'Bash', { command });
  const clean = (r: Awaited<ReturnType<typeof run>>) => expect([r.status, r.stderr]).toEqual([0, '']);

  it.each([
    'rm -rf node_modules',
    'rm -rf node_modules package-lock.json && npm install',
    'mv node_modules /tmp/old-node-modules',
  ])('%j passes: a deny rule forbids adding a path, and removing a large folder adds none', async (command) =>
    clean(await run(command)),
  );

  it('a large folder that a freeze rule reaches is still refused', async () => {
    mkdirSync(abs(h, 'hooks/many'), { recursive: true });
    for (let j = 0; j < 5100; j++) writeFileSync(abs(h, `hooks/many/f${j}.txt`), '');
    try {
      const r = await run('rm -rf hooks');
      expect(r.status, r.stderr).toBe(2);
      expect(rulesIn(r.stderr)).toEqual(['freeze']);
    } finally {
      rmSync(abs(h, 'hooks/many'), { recursive: true, force: true });
    }
  });

  it.each(['rm -f loopa loopb', 'unlink loopa', 'ls -l loopa', 'cat loopa', 'echo x > loopa'])(
    '%j: a symlink loop is a link, not an internal error',
    async (command) => clean(await run(command)),
  );

  it.each(['rm -rf selfloop', 'rm hooklink', 'rm -rf hooklink'])(
    '%j removes the link only, not the folder it points to',
    async (command) => clean(await run(command)),
  );

  it.each(['rm -rf hooklink/', 'rm -rf hooklink/*'])('%j goes through the link and is refused', async (command) => {
    const r = await run(command);
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr)).toContain('freeze');
  });
});

describe('a glob source copied into a folder lands under the names the disk gives it (review-15 F11)', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    h.repo.write('dist/app.js', 'a\n').write('dist/index.html', 'b\n').write('public/.keep', '');
    h.repo.write('scripts/a.sh', 'echo new\n').commit('fixture');
  });
  afterAll(() => h.close());

  const run = (command: string) => toolHere(h, 'Bash', { command });

  it.each(['cp dist/* public/', 'mv dist/* public/', 'cp -t public dist/*', 'cp dist/* /tmp/', 'cp -r dist/* public'])(
    '%j passes: no name under dist/ is protected where it lands',
    async (command) => {
      const r = await run(command);
      expect([r.status, r.stderr]).toEqual([0, '']);
    },
  );

  it.each<[string, string]>([
    ['cp scripts/* hooks/', 'freeze'],
    ['cp -t hooks scripts/*', 'freeze'],
    ['cp dist/nothing-* hooks/', 'deny'],
  ])('%j is refused: a name it lands under is protected, or the glob matches nothing known', async (command, rule) => {
    const r = await run(command);
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr)).toContain(rule);
  });
});

describe('$TMPDIR as the hook environment sets it (review-15 F10)', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    h.repo.commit('fixture');
  });
  afterAll(() => h.close());

  it('rm -rf "$TMPDIR/app" passes when TMPDIR is set to a temporary folder', async () => {
    h.env.TMPDIR = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-tmpdir-')));
    try {
      const r = await toolHere(h, 'Bash', { command: 'rm -rf "$TMPDIR/app" && mkdir -p "$TMPDIR/app"' });
      expect([r.status, r.stderr]).toEqual([0, '']);
    } finally {
      rmSync(h.env.TMPDIR!, { recursive: true, force: true });
      delete h.env.TMPDIR;
    }
  });

  it('is resolved, not trusted: TMPDIR set to the repository names its files', async () => {
    h.env.TMPDIR = h.repo.dir;
    try {
      const r = await toolHere(h, 'Bash', { command: 'rm -f "$TMPDIR/guard.sh"' });
      expect(r.status, r.stderr).toBe(2);
      expect(rulesIn(r.stderr)).toEqual(['freeze']);
    } finally {
      delete h.env.TMPDIR;
    }
  });

  it('unset, $TMPDIR is still not known', async () => {
    // unset in the hook's environment even where the suite's own TMPDIR is set (test/helpers/suiteTmpdir.ts)
    h.env.TMPDIR = undefined;
    try {
      const r = await toolHere(h, 'Bash', { command: 'rm -rf "$TMPDIR/app"' });
      expect(r.status, r.stderr).toBe(2);
    } finally {
      delete h.env.TMPDIR;
    }
  });
});

describe('git stash -u leaves ignored files alone (review-15 F10)', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    h.repo.write('.gitignore', '.env\n').commit('fixture');
    h.repo.write('.env', 'TOKEN=x\n');
  });
  afterAll(() => h.close());

  it('git stash -u passes with an ignored .env', async () => {
    const r = await toolHere(h, 'Bash', { command: 'git stash -u' });
    expect([r.status, r.stderr]).toEqual([0, '']);
  });

  it('git stash -a, which stashes ignored files too, is refused for the secret', async () => {
    const r = await toolHere(h, 'Bash', { command: 'git stash -a' });
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr)).toContain('secret');
  });
});

describe('a staged edit of a protected file: reset --merge/--keep and read-tree -m -u (review-15b F05)', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    h.repo.commit('fixture');
    h.repo.write('guard.sh', 'echo guard v2\n').commit('guard v2');
  });
  afterAll(() => h.close());

  const run = (command: string) => toolHere(h, 'Bash', { command });
  const stage = (path: string, content: string) => {
    h.repo.write(path, content);
    h.repo.git('add', path);
  };
  const undo = () => h.repo.git('reset', '-q', '--hard');

  const DISCARDING = [
    'git reset --merge',
    'git reset --merge HEAD',
    'git reset --mer',
    'git reset --me HEAD',
    'git read-tree -um HEAD',
    'git read-tree -m -u HEAD',
    'git read-tree -u -m HEAD~1 HEAD',
    'git read-tree -u --res HEAD',
    'git -C . reset --merge',
  ];

  it.each(DISCARDING)('%j is denied when it would discard a staged edit of guard.sh', async (command) => {
    stage('guard.sh', 'echo person edit\n');
    try {
      const r = await run(command);
      expect(r.status, r.stderr).toBe(2);
      expect(rulesIn(r.stderr)).toEqual(['freeze']);
    } finally {
      undo();
    }
  });

  it.each([...DISCARDING, 'git reset --keep', 'git reset --keep HEAD'])(
    '%j passes when only an unprotected file is staged',
    async (command) => {
      stage('notes.txt', 'staged notes\n');
      try {
        const r = await run(command);
        expect([r.status, r.stderr]).toEqual([0, '']);
      } finally {
        undo();
      }
    },
  );

  it('git reset --keep keeps local changes: a staged edit of guard.sh passes', async () => {
    stage('guard.sh', 'echo person edit\n');
    try {
      const r = await run('git reset --keep');
      expect([r.status, r.stderr]).toEqual([0, '']);
    } finally {
      undo();
    }
  });

  it('git reset --keep REV writes the protected files that differ between HEAD and REV', async () => {
    const r = await run('git reset --keep HEAD~1');
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr)).toEqual(['freeze']);
  });

  it('a three-way read-tree merge cannot be told: every protected file may be written', async () => {
    const r = await run('git read-tree -m -u HEAD~1 HEAD HEAD');
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr)).toEqual(['shell-unresolved']);
  });
});

describe('git stash ... && git stash pop in one line (review-15b F10)', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    h.repo.write('src/index.ts', 'export {};\n').commit('fixture');
  });
  afterAll(() => h.close());

  const run = (command: string) => toolHere(h, 'Bash', { command });
  const undo = () => {
    h.repo.git('reset', '-q', '--hard');
    h.repo.git('clean', '-qfd');
    h.repo.git('stash', 'clear');
  };
  const LINES = [
    'git stash && git pull && git stash pop',
    'git stash; git pull --rebase; git stash pop',
    'git stash push -m wip && git checkout main && git stash pop',
    'git stash -u && npm test; git stash pop',
    'git stash && git stash apply',
    'git stash push src && git pull && git stash pop',
  ];

  it.each(LINES)('%j passes when only an unprotected file is modified', async (command) => {
    h.repo.write('src/index.ts', 'export const x = 1;\n').write('src/new.ts', 'export {};\n');
    try {
      const r = await run(command);
      expect([r.status, r.stderr]).toEqual([0, '']);
    } finally {
      undo();
    }
  });

  it.each(LINES.filter((l) => !l.includes('push src')))(
    '%j is still denied when guard.sh is modified',
    async (command) => {
      h.repo.write('guard.sh', 'echo edited\n');
      try {
        const r = await run(command);
        expect(r.status, r.stderr).toBe(2);
        expect([...new Set(rulesIn(r.stderr))]).toEqual(['freeze']);
      } finally {
        undo();
      }
    },
  );

  it('the pop may apply an older stash when the push saves nothing: judged by that stash too', async () => {
    h.repo.write('guard.sh', 'echo stashed long ago\n');
    h.repo.git('stash', '-q');
    try {
      const r = await run('git stash && git pull && git stash pop');
      expect(r.status, r.stderr).toBe(2);
      expect(rulesIn(r.stderr)).toEqual(['freeze']);
      expect(r.stderr).toContain('git stash pop');
    } finally {
      undo();
    }
  });

  it('a pop in another directory, or before the push, is not paired with it', async () => {
    h.repo.write('src/index.ts', 'export const x = 1;\n');
    try {
      for (const command of ['git stash pop; git stash', 'git stash && cd "$D" && git stash pop']) {
        const r = await run(command);
        expect(r.status, `${command}\n${r.stderr}`).toBe(2);
        expect(rulesIn(r.stderr)).toEqual(['shell-unresolved']);
      }
    } finally {
      undo();
    }
  });
});

describe('tools that write the files they are given (review-15b F08)', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    h.repo.commit('fixture');
  });
  afterAll(() => h.close());

  it.each([
    'shuf -o guard.sh guard.sh',
    'xxd guard.sh guard.sh',
    'iconv -f utf8 -t utf16 -o guard.sh guard.sh',
    'zip -qm /tmp/r15b-x.zip guard.sh',
    'cmake -E rm -f guard.sh',
    'cmake -E copy INDEX.md guard.sh',
    'cmake -E rename guard.sh x.sh',
    'cmake -E remove_directory hooks',
    'cmake -E touch hooks/a.sh',
    'objcopy --update-section=x=guard.sh /dev/null guard.sh',
    'openssl enc -base64 -in guard.sh -out guard.sh',
    'openssl enc -base64 -in x --out=hooks/a.sh',
    'cmake -E rm -rf hooks',
    'split -n1 notes.txt guard.',
  ])('%j is denied: it writes a frozen file', async (command) => {
    const r = await toolHere(h, 'Bash', { command });
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr), r.stderr).toContain('freeze');
  });

  it.each([
    'shuf -n 3 notes.txt',
    'xxd guard.sh',
    'xxd guard.sh /tmp/guard.hex',
    'iconv -f utf8 -t ascii notes.txt',
    'zip -r /tmp/src.zip src',
    'cmake -E make_directory build',
    'cmake -E copy guard.sh /tmp/',
    'cmake -E remove_directory build',
    'cmake --build build',
    'openssl rand -hex 8',
    'openssl dgst -sha256 guard.sh',
    'split -l 100 notes.txt /tmp/part.',
    'objcopy -O binary build/a.elf build/a.bin',
  ])('%j passes', async (command) => {
    const r = await toolHere(h, 'Bash', { command });
    expect([r.status, r.stderr]).toEqual([0, '']);
  });
});

describe('${X:?} and ${X?}, the guard shellcheck asks for before rm -rf, read as X (review-15c F10)', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    h.repo.write('dist/js/a.js', 'a\n').commit('fixture');
  });
  afterAll(() => h.close());

  const run = (command: string) => toolHere(h, 'Bash', { command });

  it.each([
    'rm -rf "${HOME:?}/project/build"',
    'rm -rf "${HOME:?}/.cache/yarn"',
    'OUT=dist; rm -rf "${OUT:?}"/*',
    'BUILD_DIR=build; rm -rf "${BUILD_DIR:?}/"',
    'BUILD_DIR=build; rm -rf "${BUILD_DIR:?BUILD_DIR is not set}/"',
    'OUT=dist; rm -rf ${OUT?}/js',
    'd=$(mktemp -d); cp dist/js/a.js "$d"/; rm -rf "${d:?}"',
  ])('%j passes', async (command) => {
    const r = await run(command);
    expect([r.status, r.stderr]).toEqual([0, '']);
  });

  it.each<[string, string[]]>([
    ['rm -rf "${HOME:?}"', ['catastrophic']],
    ['rm -rf "${HOME?}"/*', ['catastrophic']],
    ['OUT=hooks; rm -rf "${OUT:?}"/*', ['freeze']],
    ['X=guard.sh; echo x > ${X:?}', ['freeze']],
    ['X=notes.txt; echo x > "${X:?$(echo x > guard.sh)}"', ['freeze']],
    ['rm -rf "${NOT_SET_HERE:?}/build"', ['shell-unresolved']],
    ['X=; rm -rf "${X:?}/build"', ['shell-unresolved']],
  ])('%j is still denied', async (command, rules) => {
    const r = await run(command);
    expect(r.status, r.stderr).toBe(2);
    expect([...new Set(rulesIn(r.stderr))]).toEqual(expect.arrayContaining(rules));
    if (!rules.includes('catastrophic')) expect([...new Set(rulesIn(r.stderr))]).toEqual(rules);
  });
});
