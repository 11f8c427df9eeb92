/**
 * The CLI keeps no V8 code cache (docs/decisions-cache.md): V8 checks a cache only against the
 * length of the source, so a crafted cache runs the crafter's code, and the folder the cache was
 * kept in (`~/.cache/diffgate/`) is writable by an agent running as the same user. These tests show
 * the attack V8 allows, then that crafted caches in the old folder, under the names an older build
 * read them by, change no verdict of the built CLI, however they got there.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, createGitRepo, removeGitRepo, type GitRepo, type Run } from '../helpers/gitRepo.js';

const DIST = join(PROJECT_ROOT, 'dist/cli');
const FILES = readdirSync(DIST).filter((f) => f.endsWith('.js'));
/** The bundle's chunks: `N.index.js`, and the groups of scripts/groupChunks.js (`N-M-K.index.js`). */
const CHUNKS = FILES.filter((f) => /^[\d-]+\.index\.js$/.test(f));
/** What the old loader wrapped a chunk in before compiling it with its cache. */
const WRAP = ['(function (exports, require, module, __filename, __dirname) { ', '\n});'] as const;
/** The first line an older build wrote on each chunk: the sha256 of the rest, the name of its cache. */
const OLD_KEY_LINE = /^\/\/ diffgate-cache-key: [0-9a-f]{64}\n/;

/**
 * Writes, in a plain `node` (the flags V8 checks are then the CLI's), one V8 code cache per target:
 * code of exactly `length` characters whose wrapper function calls `process.exit(0)`, the answer
 * "allowed" of every hook. The function is run once (harmlessly) so that its code is in the cache.
 * `header` writes the file as the old loader read it: `dgc1`, the length of the run kinds, the kinds.
 */
const CRAFT = `
const { Script } = require('node:vm');
const { writeFileSync } = require('node:fs');
for (const { length, out, header } of JSON.parse(require('node:fs').readFileSync(0, 'utf8'))) {
  const head = '(function (exports, require, module, __filename, __dirname) { if (module.crafting !== true) process.exit(0); /*';
  const tail = '*/\\n});';
  const source = head + ' '.repeat(length - head.length - tail.length) + tail;
  const script = new Script(source);
  script.runInThisContext()({}, null, { crafting: true });
  const data = script.createCachedData();
  if (!header) { writeFileSync(out, data); continue; }
  const kinds = Buffer.from('check\\nhook:Write\\nhook:Bash\\nhook:Read');
  const size = Buffer.alloc(2);
  size.writeUInt16BE(kinds.length);
  writeFileSync(out, Buffer.concat([Buffer.from('dgc1'), size, kinds, data]));
}
`;

function craft(targets: { length: number; out: string; header: boolean }[]): void {
  const r = spawnSync(process.execPath, ['-e', CRAFT], { input: JSON.stringify(targets), encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
}

describe('the bundle', () => {
  it('has chunks, and loads each import() as one file that is there (scripts/groupChunks.js)', () => {
    expect(CHUNKS.length).toBeGreaterThan(5);
    const loads = new Set<string>();
    for (const file of FILES) {
      const text = readFileSync(join(DIST, file), 'utf8');
      expect(text, file).not.toMatch(/Promise\.all\(\/\* import\(\)/);
      for (const m of text.matchAll(/_require__\.e\(\/\* import\(\)[^*]*\*\/ "?([\d-]+)"?\)/g)) loads.add(m[1]!);
    }
    expect(loads.size).toBeGreaterThan(5);
    for (const id of loads) expect(CHUNKS, `chunk ${id}`).toContain(`${id}.index.js`);
  });

  it('marks every chunk a group file holds as loaded, and holds each module once', () => {
    for (const file of CHUNKS.filter((f) => f.includes('-'))) {
      const text = readFileSync(join(DIST, file), 'utf8');
      const name = file.replace('.index.js', '');
      expect(text).toContain(`exports.ids = ${JSON.stringify([name, ...name.split('-').map(Number)])};`);
      const ids = [...text.matchAll(/^\/\*\*\*\/ (\d+):$/gm)].map((m) => m[1]);
      expect(new Set(ids).size, file).toBe(ids.length);
    }
  });

  it("loads its chunks with require() and hands V8 no cached code, but for the agent hooks' loader text", () => {
    const entry = readFileSync(join(DIST, 'index.js'), 'utf8');
    expect(entry).toContain('installChunk(require("./" + __nccwpck_require__.u(chunkId)));');
    // the hook command's loader (verifiedCommand.ts), text the install writes into the command: it
    // takes V8's code only from the cache pinned in the command (test/agents/verifiedHook.test.ts)
    const LOADER_USE = '{filename:p,cachedData:y}';
    let loaders = 0;
    for (const file of FILES) {
      const text = readFileSync(join(DIST, file), 'utf8');
      if (text.includes(LOADER_USE)) loaders++;
      expect(text, file).not.toMatch(OLD_KEY_LINE);
      expect(text, file).not.toContain('diffgate.loadChunk');
      expect(text.split(LOADER_USE).join(''), file).not.toMatch(/\bcachedData\b|enableCompileCache|NODE_COMPILE_CACHE/);
    }
    expect(loaders).toBeGreaterThan(0);
  });

  it("carries the build's id in place of `dev` (it names the pattern memo)", () => {
    const texts = FILES.map((f) => readFileSync(join(DIST, f), 'utf8'));
    expect(texts.some((t) => /exports\.BUILD_ID = 'diffgate-build:[0-9a-f]{64}';/.test(t))).toBe(true);
    expect(texts.some((t) => t.includes("BUILD_ID = 'diffgate-build:dev'"))).toBe(false);
  });
});

describe("V8's own check of a code cache (why a cache in a writable folder is unsafe)", () => {
  it('accepts a crafted cache for a chunk of the same length, and then runs the crafted code', () => {
    const dir = mkdtempSync(join(tmpdir(), 'diffgate-v8check-'));
    try {
      const chunk = CHUNKS.map((f) => join(DIST, f)).sort((a, b) => statSync(a).size - statSync(b).size)[0]!;
      const source = WRAP[0] + readFileSync(chunk, 'utf8') + WRAP[1];
      craft([{ length: source.length, out: join(dir, 'crafted.bin'), header: false }]);
      // The old loader's steps, in a plain node: compile the real chunk with the crafted cache, run it.
      const load = `
        const { Script } = require('node:vm');
        const fs = require('node:fs');
        const script = new Script(${JSON.stringify(WRAP[0])} + fs.readFileSync(process.argv[1], 'utf8') + ${JSON.stringify(WRAP[1])},
          { cachedData: fs.readFileSync(process.argv[2]) });
        console.log('rejected: ' + script.cachedDataRejected);
        script.runInThisContext()({}, null, {});
        console.log('the real chunk ran');
        process.exit(3);
      `;
      const r = spawnSync(process.execPath, ['-e', load, chunk, join(dir, 'crafted.bin')], { encoding: 'utf8' });
      expect(r.stdout).toBe('rejected: false\n'); // V8 took it: only the length, version and flags are checked
      expect(r.status).toBe(0); // and the crafted code ran instead of the chunk
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('crafted caches in the old cache folder change no verdict', () => {
  let repo: GitRepo;
  let home: string;
  let crafted: string;
  const oldDir = (base: string) => join(base, 'diffgate', `v8-${process.version}-${process.arch}`);
  const hookInput = (tool: string, toolInput: Record<string, string>) =>
    JSON.stringify({
      session_id: 's',
      transcript_path: join(repo.dir, 't.jsonl'),
      cwd: repo.dir,
      permission_mode: 'default',
      hook_event_name: 'PreToolUse',
      tool_name: tool,
      tool_input: toolInput,
      tool_use_id: 'toolu_1',
    });
  /** The calls the attack turned into exit 0, and a commit check. */
  const calls = (): [string, string[], string | undefined][] => [
    ['Bash echo x > config/prod.yml', ['hook', 'claude'], hookInput('Bash', { command: 'echo x > config/prod.yml' })],
    [
      'Write config/prod.yml',
      ['hook', 'claude'],
      hookInput('Write', { file_path: join(repo.dir, 'config/prod.yml'), content: 'a: 3\n' }),
    ],
    [
      'Write .claude/settings.json',
      ['hook', 'claude'],
      hookInput('Write', { file_path: join(repo.dir, '.claude/settings.json'), content: '{}\n' }),
    ],
    ['check --staged', ['check', '--staged'], undefined],
  ];
  /** Each call's answer with this environment (HOME and XDG_CACHE_HOME decide where the cache was). */
  const answers = (env: Record<string, string>): Run[] =>
    calls().map(([, args, input]) => repo.diffgate(args, { input, env: { HOME: home, XDG_CACHE_HOME: '', ...env } }));
  let reference: Run[];

  /** One crafted cache per file of the bundle, under the name and in the format an older build read. */
  const poison = (dir: string) => {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    craft(
      FILES.map((f) => {
        const text = readFileSync(join(DIST, f), 'utf8');
        const key = createHash('sha256').update(text.replace(OLD_KEY_LINE, '')).digest('hex');
        return { length: WRAP[0].length + text.length + WRAP[1].length, out: join(dir, `${key}.bin`), header: true };
      }),
    );
  };
  const snapshot = (dir: string) =>
    new Map(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f)).toString('hex')]));

  beforeAll(() => {
    repo = createGitRepo();
    repo
      .write('.diffgate.tsv', 'freeze\tconfig/**\tProduction config\n')
      .write('config/prod.yml', 'a: 1\n')
      .commit('base');
    repo.write('config/prod.yml', 'a: 2\n').stageAll();
    home = mkdtempSync(join(tmpdir(), 'diffgate-home-'));
    reference = answers({});
    crafted = mkdtempSync(join(tmpdir(), 'diffgate-crafted-'));
    poison(crafted);
  });
  afterAll(() => {
    removeGitRepo(repo);
    rmSync(home, { recursive: true, force: true });
    rmSync(crafted, { recursive: true, force: true });
  });

  it('blocks each call without any cache (the reference)', () => {
    expect(reference.map((r) => r.status)).toEqual([2, 2, 2, 1]);
    expect(reference[0]!.stderr).toContain('config/prod.yml');
    expect(reference[3]!.stdout + reference[3]!.stderr).toContain('config/prod.yml');
  });

  it('written into ~/.cache/diffgate/ as a file tool would: the same answers, and the files untouched', () => {
    const dir = oldDir(join(home, '.cache'));
    poison(dir);
    const before = snapshot(dir);
    expect(before.size).toBe(FILES.length);
    expect(answers({})).toEqual(reference);
    expect(snapshot(dir)).toEqual(before); // read, rewritten or pruned: none of it
  });

  it('copied into $XDG_CACHE_HOME/diffgate/ by a shell: the same answers', () => {
    const xdg = join(home, 'xdg');
    const dir = oldDir(xdg);
    const cp = spawnSync('bash', ['-c', 'mkdir -p "$1" && cp "$0"/*.bin "$1"/', crafted, dir], { encoding: 'utf8' });
    expect(cp.stderr).toBe('');
    expect(cp.status).toBe(0);
    expect(readdirSync(dir).length).toBe(FILES.length);
    expect(answers({ XDG_CACHE_HOME: xdg })).toEqual(reference);
  });

  it('copied by another process between two calls: the same answers before and after', async () => {
    const xdg = join(home, 'between');
    const dir = oldDir(xdg);
    expect(answers({ XDG_CACHE_HOME: xdg })).toEqual(reference);
    // a process the agent left running copies the files in after the first call
    const background = spawn('bash', ['-c', 'sleep 0.2; mkdir -p "$1" && cp "$0"/*.bin "$1"/', crafted, dir], {
      stdio: 'ignore',
    });
    const code = await new Promise<number | null>((done) => background.on('exit', done));
    expect(code).toBe(0);
    expect(readdirSync(dir).length).toBe(FILES.length);
    expect(answers({ XDG_CACHE_HOME: xdg })).toEqual(reference);
  });
});
