/**
 * `diffgate doctor --live`: runs each installed client headless, for real, against the stand-in
 * for its model API on 127.0.0.1, in a temporary HOME and a temporary repository set up by
 * `diffgate install --<agent>` with one frozen file. The scripted model makes one edit of that
 * file; the report says what the client did: diffgate's hook ran and blocked, the model was told
 * (the edit's result the client sent back), the file is unchanged; or which of these failed.
 * The person's settings and repository are never read or written, the client's environment is
 * built from nothing but PATH, and its proxy is the stand-in, which refuses every other host.
 */
import { spawn } from 'node:child_process';
import {
  accessSync,
  appendFileSync,
  constants,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { doctorText } from '../../../core/messages/doctor.js';
import { ok, problem, type Finding } from '../finding.js';
import { run } from '../exec.js';
import { LIVE_CLIENTS, type LiveClient, type Written } from './liveClients.js';
import { startScriptedModel } from './standIn.js';

const t = doctorText.live;
export const PROBE_FILE = 'diffgate-live-probe.txt';
const PROBE_TEXT = 'frozen\n';
const MANIFEST = `freeze\t${PROBE_FILE}\t${t.manifestReason()}\n`;

export interface LiveOptions {
  /** An executable per agent, given on the command line; else the client's name is looked up on PATH. */
  bins: Partial<Record<LiveClient['agent'], string>>;
  timeoutMs: number;
  /** The diffgate CLI the temporary repository installs (this one). */
  cli: string;
}

/** The client's executable: the one given, else the first on PATH. */
export function findClient(name: string, path: string | undefined): string | undefined {
  for (const dir of (path ?? '').split(delimiter)) {
    if (dir === '') continue;
    const file = join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      /* not here */
    }
  }
  return undefined;
}

export async function liveChecks(env: NodeJS.ProcessEnv, o: LiveOptions): Promise<Finding[]> {
  const out: Finding[] = [];
  for (const c of LIVE_CLIENTS) {
    const bin = o.bins[c.agent] ?? findClient(c.bin, env.PATH);
    if (bin === undefined) {
      out.push(ok(t.check(c.title), t.notFound(c.bin, c.agent)));
      continue;
    }
    out.push(await liveRun(c, bin, env, o));
  }
  return out;
}

/** The environment a client runs in: PATH from the person's, the rest made here. */
function clientEnv(c: LiveClient, env: NodeJS.ProcessEnv, home: string, url: string): NodeJS.ProcessEnv {
  return {
    PATH: env.PATH ?? '/usr/bin:/bin',
    LANG: 'C.UTF-8',
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_CACHE_HOME: join(home, '.cache'),
    GIT_CONFIG_NOSYSTEM: '1',
    HTTP_PROXY: url,
    HTTPS_PROXY: url,
    http_proxy: url,
    https_proxy: url,
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
    ...c.env(url, home),
  };
}

async function setUp(c: LiveClient, base: string, cli: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const repo = join(base, 'repo');
  mkdirSync(repo, { recursive: true });
  writeFileSync(join(repo, '.diffgate.tsv'), MANIFEST);
  writeFileSync(join(repo, PROBE_FILE), PROBE_TEXT);
  const id = ['-c', 'user.name=diffgate', '-c', 'user.email=doctor@diffgate.invalid'];
  const steps: [string, string, string[]][] = [
    ['git init', 'git', ['init', '-q']],
    ['git add', 'git', ['add', '-A']],
    ['git commit', 'git', [...id, 'commit', '-qm', 'diffgate doctor --live']],
    [`diffgate install --${c.agent}`, process.execPath, [cli, 'install', `--${c.agent}`]],
  ];
  for (const [label, cmd, args] of steps) {
    const r = await run(cmd, args, { cwd: repo, env, timeout: 60_000 });
    if (r.status !== 0) return `${label}: ${r.output.trim() || `exit ${r.status ?? r.signal}`}`;
  }
  return undefined;
}

interface ClientRun {
  exit: number | string | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  ms: number;
}

function runClient(
  bin: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<ClientRun> {
  return new Promise((resolve) => {
    const started = Date.now();
    // its own process group: on timeout the client and everything it started are killed
    const child = spawn(bin, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    let timedOut = false;
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone already */
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    const done = (exit: number | string | null) => {
      clearTimeout(timer);
      killGroup(); // what it left running in the background
      resolve({ exit, timedOut, stdout, stderr, ms: Date.now() - started });
    };
    child.on('error', (e) => {
      stderr += String(e.message);
      done('error');
    });
    child.on('close', (code, signal) => done(code ?? signal));
  });
}

async function version(bin: string, env: NodeJS.ProcessEnv, cwd: string): Promise<string> {
  try {
    const r = await run(bin, ['--version'], { cwd, env, timeout: 30_000 });
    // "2.1.328 (Claude Code)", "GitHub Copilot CLI 1.0.102.", "0.61.0": the version number alone
    return r.status === 0 ? (/\d+\.\d+\.\d+(?:-[\w.]*\w)?/.exec(r.stdout.toString('utf8'))?.[0] ?? '') : '';
  } catch {
    return '';
  }
}

async function liveRun(c: LiveClient, bin: string, personEnv: NodeJS.ProcessEnv, o: LiveOptions): Promise<Finding> {
  const check = t.check(c.title);
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-live-')));
  const home = join(base, 'home');
  mkdirSync(home, { recursive: true });
  const model = await startScriptedModel((req, res) => c.answer(req, res, file, model.requests.length));
  const file = join(base, 'repo', PROBE_FILE);
  try {
    const env = clientEnv(c, personEnv, home, model.url);
    const failed = await setUp(c, base, o.cli, env);
    if (failed !== undefined) return problem(check, t.setUpFailed(failed), t.fixSetUp());
    const repo = join(base, 'repo');
    const v = await version(bin, env, repo);
    const place = { home, repo, url: model.url, version: v };
    write([...c.settings(place), ...c.trust(place)]);
    const ran = await runClient(bin, c.args(t.prompt()), repo, env, o.timeoutMs);
    const who = `${c.title}${v ? ` ${v}` : ''} (${bin})`;
    const told = c.editResult(model.requests);
    const now = readFileSync(file, 'utf8');
    const said = told?.includes('diffgate blocked this') === true;
    const facts = {
      // the client's own report of its hooks where it gives one (Claude Code's hook events), else the block it passed on
      blocked: c.hookBlocked(ran.stdout) ?? said,
      told: said && told?.includes(PROBE_FILE) === true,
      unchanged: now === PROBE_TEXT,
    };
    const secs = (ran.ms / 1000).toFixed(1);
    const refused = model.refused.length > 0 ? `\n${t.refused(model.refused)}` : '';
    if (facts.blocked && facts.told && facts.unchanged && !ran.timedOut)
      return ok(check, `${t.passed(who, c.editTool, PROBE_FILE, firstLine(told!), secs)}${refused}`);
    const why: string[] = [];
    if (ran.timedOut) why.push(t.timedOut(o.timeoutMs / 1000));
    if (model.requests.length === 0) why.push(t.noRequest(ran.exit, tail(`${ran.stderr}\n${ran.stdout}`)));
    else if (told === undefined) why.push(t.noEditResult(c.editTool, ran.exit, tail(ran.stderr)));
    else {
      if (!facts.blocked) why.push(t.notBlocked(c.editTool));
      if (!facts.told) why.push(t.notTold(firstLines(told)));
    }
    if (!facts.unchanged) why.push(t.changed(PROBE_FILE, now));
    else why.push(t.unchanged(PROBE_FILE));
    if (c.trustNote !== undefined) why.push(t.trustNote[c.trustNote](v));
    return problem(check, `${t.failed(who, secs)}\n${why.map((w) => `- ${w}`).join('\n')}${refused}`, t.fix(c.agent));
  } finally {
    await model.close();
    rmSync(base, { recursive: true, force: true });
  }
}

/** The client's files, in order (a second one for the same file is appended: Codex's trust after its settings). */
function write(files: readonly Written[]): void {
  for (const w of files) {
    mkdirSync(dirname(w.file), { recursive: true });
    appendFileSync(w.file, w.content);
  }
}

const firstLine = (s: string) => s.trim().split('\n')[0] ?? '';
const firstLines = (s: string) => s.trim().split('\n').slice(0, 3).join(' / ');
const tail = (s: string) => s.trim().split('\n').slice(-6).join('\n');
