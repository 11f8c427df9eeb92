/**
 * Drives the built CLI as Claude Code does: `diffgate hook claude` with the hook JSON on stdin,
 * in a real temporary repository, with a temporary HOME (so the user manifest and prompt store
 * of the machine running the tests never leak in).
 */
import { type ChildProcess, type StdioOptions, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CLI, GitRepo, PROJECT_ROOT, cleanEnv, cleanedUp, removeTree, withGitRepo } from '../helpers/gitRepo.js';

export interface HookRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface Harness {
  repo: GitRepo;
  home: string;
  /** Extra environment for every call (CLAUDE_PROJECT_DIR is the repository unless set). */
  env: Record<string, string | undefined>;
}

/** The standard manifest most tests share. */
export const MANIFEST = [
  'freeze\tguard.sh\tThe guard is the source of truth',
  'freeze\thooks/*.sh\tHooks change only together with the router',
  'invariant\tdocs/style.md\tThe marked principles are decided',
  'append\tlogs/decisions.md\tThe decision log is a record',
  'budget\tINDEX.md\tINDEX.md is read at every session start\tlines=5',
  'deny\t**/*.sqlite\tDatabases are not committed',
  'allow\tfixtures/ok.sqlite\tA test database',
  'allow\ttest/fixtures/fake.pem\tA fake key used by the tests',
  'save-gate\tmemory/**\tMemory is written only when the person asks\twords=save,remember',
  '',
].join('\n');

export const STYLE = 'intro\n<!-- INVARIANT-START -->\nKeep paragraphs short.\n<!-- INVARIANT-END -->\noutro\n';

/** The files of the standard fixture. */
export function writeFixture(repo: GitRepo): void {
  repo
    .write('.diffgate.tsv', MANIFEST)
    .write('guard.sh', 'echo guard\n')
    .write('hooks/a.sh', 'echo a\n')
    .write('hooks/b.sh', 'echo b\n')
    .write('docs/style.md', STYLE)
    .write('logs/decisions.md', 'decision 1\ndecision 2\n')
    .write('INDEX.md', '1\n2\n3\n4\n5\n6\n')
    .write('lint.py', 'print("lint")\n')
    .write('draft.md', 'draft\n')
    .write('notes.txt', 'notes\n')
    .write('src/app.ts', 'export {};\n')
    .write('build/out.txt', 'out\n')
    .write('memory/notes.md', 'remembered\n')
    .write('test/fixtures/fake.pem', 'not a key\n')
    .write('fix.patch', '--- a/guard.sh\n+++ b/guard.sh\n@@ -1 +1 @@\n-echo guard\n+echo changed\n');
}

/** A fresh repository and home for one test (or a describe block's tests). */
export async function withHarness<T>(
  fn: (h: Harness) => T | Promise<T>,
  setup: (repo: GitRepo) => void = writeFixture,
  /** Where the repository goes (default the system's temporary folder; gitRepo.ts `memoryTmp` for huge trees). */
  base?: string,
): Promise<T> {
  return withGitRepo(async (repo) => {
    const home = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-home-')));
    return cleanedUp(
      async () => {
        setup(repo);
        return await fn({ repo, home, env: {} });
      },
      () => removeTree(home),
    );
  }, base);
}

/** A harness kept across a describe block: create in beforeAll, remove in afterAll. */
export function openHarness(setup: (repo: GitRepo) => void = writeFixture): Harness & { close(): void } {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-test-')));
  if (dir.startsWith(PROJECT_ROOT)) throw new Error(`refusing to run a test repository inside the project (${dir})`);
  const home = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-home-')));
  const repo = new GitRepo(dir);
  spawnSync('git', ['init', '-q', '-b', 'main', dir], { env: cleanEnv() });
  repo.git('config', 'user.name', 'diffgate test');
  repo.git('config', 'user.email', 'test@diffgate.invalid');
  setup(repo);
  return {
    repo,
    home,
    env: {},
    close() {
      rmSync(dir, { recursive: true, force: true });
      rmSync(home, { recursive: true, force: true });
    },
  };
}

export function writeHomeFile(h: Harness, path: string, content: string): string {
  const file = join(h.home, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

/** The JSON Claude Code sends for a PreToolUse event. */
export function preToolUse(
  h: Harness,
  tool: string,
  toolInput: Record<string, unknown>,
  opts: { cwd?: string; session?: string } = {},
): string {
  return JSON.stringify({
    session_id: opts.session ?? 'session-1',
    transcript_path: join(h.home, '.claude/projects/x/session-1.jsonl'),
    cwd: opts.cwd ?? h.repo.dir,
    permission_mode: 'default',
    hook_event_name: 'PreToolUse',
    tool_name: tool,
    tool_input: toolInput,
    tool_use_id: 'toolu_01ABC',
  });
}

/** The JSON Claude Code sends for a UserPromptSubmit event. */
export function userPrompt(h: Harness, prompt: string, opts: { session?: string } = {}): string {
  return JSON.stringify({
    session_id: opts.session ?? 'session-1',
    transcript_path: join(h.home, '.claude/projects/x/session-1.jsonl'),
    cwd: h.repo.dir,
    permission_mode: 'default',
    hook_event_name: 'UserPromptSubmit',
    prompt,
  });
}

/**
 * A process table holding no process (the machine's uptime only), for DIFFGATE_PROC: the processes
 * other tests start meanwhile are not taken for ones this test's turn left running
 * (src/agent/tripwire/stragglers.ts). A test of those sets `h.env.DIFFGATE_PROC` itself.
 */
export function quietProcessTable(): string {
  const dir = join(tmpdir(), 'diffgate-test-proc-none');
  if (!existsSync(join(dir, 'uptime'))) {
    mkdirSync(dir, { recursive: true });
    try {
      symlinkSync('/proc/uptime', join(dir, 'uptime'));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  return dir;
}

/** The environment the CLI's hook runs with here: the test's home and config, the harness's own variables. */
export function hookEnv(h: Harness): NodeJS.ProcessEnv {
  const env = cleanEnv({
    HOME: h.home,
    XDG_CONFIG_HOME: join(h.home, '.config'),
    XDG_STATE_HOME: join(h.home, '.local/state'),
    CLAUDE_PROJECT_DIR: h.repo.dir,
    DIFFGATE_PROC: quietProcessTable(),
  });
  for (const [k, v] of Object.entries(h.env)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

export function runHook(h: Harness, input: string, args = ['hook', 'claude']): HookRun {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: h.repo.dir, env: hookEnv(h), input, encoding: 'utf8' });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The CLI's hook started and not waited for (the caller writes its input): its exit status and standard error. */
export function startHook(
  h: Harness,
  stdio: StdioOptions = 'pipe',
): { hook: ChildProcess; exited: Promise<number | null>; stderr: () => string } {
  const hook = spawn(process.execPath, [CLI, 'hook', 'claude'], { cwd: h.repo.dir, env: hookEnv(h), stdio });
  let stderr = '';
  hook.stderr?.on('data', (d) => {
    stderr += d;
  });
  hook.stdin?.on('error', () => {}); // the hook may answer before its input comes
  const exited = new Promise<number | null>((r) => hook.on('exit', (code) => r(code)));
  return { hook, exited, stderr: () => stderr };
}

/** Runs a tool call; the path arguments given relative are made absolute in the repository. */
export function tool(
  h: Harness,
  name: string,
  input: Record<string, unknown>,
  opts: { cwd?: string; session?: string } = {},
): HookRun {
  return runHook(h, preToolUse(h, name, input, opts));
}

export function abs(h: Harness, rel: string): string {
  return join(h.repo.dir, rel);
}

/** The rule ids a deny message names (`[freeze]`, `[workspace]`, ...). */
export function rulesIn(stderr: string): string[] {
  return [...stderr.matchAll(/^(?:\S+ )?\[([a-z-]+)\] /gm)].map((m) => m[1]!).sort();
}
