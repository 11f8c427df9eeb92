/**
 * Runs the bundled Action (dist/action/index.js) as the runner does: a child process whose
 * environment holds INPUT_* variables (names upper-cased, dashes kept), the event's name and
 * payload file, the workspace, the output and summary files, and GITHUB_API_URL pointing at a
 * local HTTP server that plays the parts of GitHub's REST API the Action uses.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanEnv, PROJECT_ROOT } from '../helpers/gitRepo.js';

/** DIFFGATE_TEST_ACTION runs another bundle (an older build, to see a test fail before its fix). */
export const ACTION = process.env.DIFFGATE_TEST_ACTION || join(PROJECT_ROOT, 'dist/action/index.js');
export const OWNER = 'acme';
export const REPO = 'widgets';
export const TOKEN = 'ghs_diffgate_test_token';

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** The body as sent, instead of `body` as JSON (an empty or cut-off answer). */
  raw?: string;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
}

/** A request left unanswered (the connection stays open until the client gives up or the server closes). */
export const HANG = Symbol('hang');

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** When it arrived (Date.now()). */
  at: number;
}

/** Routes by `METHOD /path?query`, then by `METHOD /path`; anything else answers 404 like GitHub. */
export type Routes = Record<string, Reply | typeof HANG | ((api: FakeGithub) => Reply | typeof HANG)>;

/** A route that gives each reply in turn, then the last one again. */
export function inTurn(...replies: (Reply | typeof HANG)[]): () => Reply | typeof HANG {
  let i = 0;
  return () => replies[Math.min(i++, replies.length - 1)]!;
}

export class FakeGithub {
  readonly requests: RecordedRequest[] = [];
  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly routes: Routes,
  ) {}

  static async start(routes: Routes = {}): Promise<FakeGithub> {
    let api: FakeGithub | undefined;
    const server = createServer((req, res) => api!.answer(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    api = new FakeGithub(server, `http://127.0.0.1:${port}`, routes);
    return api;
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', this.url);
    this.requests.push({
      method: req.method ?? '',
      path: `${url.pathname}${url.search}`,
      authorization: req.headers.authorization,
      at: Date.now(),
    });
    const route =
      this.routes[`${req.method} ${url.pathname}${url.search}`] ?? this.routes[`${req.method} ${url.pathname}`];
    const reply =
      route === undefined
        ? { status: 404, body: { message: 'Not Found' } }
        : typeof route === 'function'
          ? route(this)
          : route;
    if (reply === HANG) return;
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
      res.end(reply.raw ?? JSON.stringify(reply.body));
    };
    if (reply.delayMs) setTimeout(send, reply.delayMs);
    else send();
  }

  /** Paths requested, without the query. */
  paths(): string[] {
    return this.requests.map((r) => r.path.replace(/\?.*$/, ''));
  }

  /** `METHOD /path` of each request, without the query, in order: the request log tests assert. */
  log(): string[] {
    return this.requests.map((r) => `${r.method} ${r.path.replace(/\?.*$/, '')}`);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export async function withFakeGithub<T>(routes: Routes, fn: (api: FakeGithub) => Promise<T>): Promise<T> {
  const api = await FakeGithub.start(routes);
  try {
    return await fn(api);
  } finally {
    await api.close();
  }
}

export interface Annotation {
  kind: 'error' | 'warning' | 'notice';
  props: Record<string, string>;
  message: string;
}

export interface ActionRun {
  status: number | null;
  /** Wall time of the Action's process, in milliseconds. */
  ms: number;
  stdout: string;
  stderr: string;
  summary: string;
  outputs: Record<string, string>;
  /** The JSON report the `report` output names, parsed; undefined when there is none. */
  report: any;
  annotations: Annotation[];
  errors: Annotation[];
}

export interface RunOptions {
  workspace: string;
  event: string;
  payload: unknown;
  /** Input values by their action.yml names; unset ones get action.yml's defaults. */
  inputs?: Record<string, string>;
  api?: FakeGithub;
  env?: Record<string, string>;
}

const DEFAULT_INPUTS: Record<string, string> = {
  manifest: '.diffgate.tsv',
  token: TOKEN,
  'release-label': 'diffgate-release',
  base: '',
  head: '',
  'working-directory': '',
  'api-timeout': '30',
  'api-retries': '3',
  'git-timeout': '120',
};

/** Variables the runner sets that must not leak in from a test run inside a real workflow. */
const RUNNER_VAR = /^(GITHUB_|INPUT_|RUNNER_|ACTIONS_|STATE_)|^(HTTPS?_PROXY|https?_proxy|NO_PROXY|no_proxy)$/;

export async function runAction(opts: RunOptions): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'diffgate-runner-'));
  try {
    const files = { event: join(dir, 'event.json'), output: join(dir, 'output'), summary: join(dir, 'summary.md') };
    writeFileSync(files.event, JSON.stringify(opts.payload, null, 2));
    writeFileSync(files.output, '');
    writeFileSync(files.summary, '');
    const env: NodeJS.ProcessEnv = {};
    for (const [k, v] of Object.entries(cleanEnv())) if (!RUNNER_VAR.test(k)) env[k] = v;
    // Without a stand-in the API is a closed port: no retries of the connection error, which only cost time.
    const noApi = opts.api === undefined ? { 'api-retries': '0' } : {};
    for (const [name, value] of Object.entries({ ...DEFAULT_INPUTS, ...noApi, ...opts.inputs }))
      env[`INPUT_${name.toUpperCase()}`] = value;
    Object.assign(env, {
      GITHUB_ACTIONS: 'true',
      CI: 'true',
      GITHUB_EVENT_NAME: opts.event,
      GITHUB_EVENT_PATH: files.event,
      GITHUB_WORKSPACE: opts.workspace,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
      GITHUB_API_URL: opts.api?.url ?? 'http://127.0.0.1:9',
      GITHUB_SERVER_URL: 'https://github.com',
      RUNNER_TEMP: dir,
      ...opts.env,
    });
    const started = Date.now();
    // DIFFGATE_TEST_NODE runs the bundle on another node (the runner's node24, say) than vitest's.
    const node = process.env.DIFFGATE_TEST_NODE || process.execPath;
    const { status, stdout, stderr } = await spawnAsync(node, [ACTION], opts.workspace, env);
    const ms = Date.now() - started;
    const outputs = parseOutputs(readFileSync(files.output, 'utf8'));
    const report = outputs.report ? JSON.parse(readFileSync(outputs.report, 'utf8')) : undefined;
    const annotations = parseAnnotations(stdout);
    return {
      status,
      ms,
      stdout,
      stderr,
      outputs,
      report,
      annotations,
      summary: readFileSync(files.summary, 'utf8'),
      errors: annotations.filter((a) => a.kind === 'error'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Asynchronous, so the fake API server in this process can answer while the Action runs. */
function spawnAsync(
  cmd: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** GITHUB_OUTPUT as @actions/core writes it: `name<<DELIMITER\nvalue\nDELIMITER\n`. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n?\2\n/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}

const unescape = (s: string) =>
  s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');

/** `::error file=a,line=1::message` workflow commands from stdout. */
export function parseAnnotations(stdout: string): Annotation[] {
  const found: Annotation[] = [];
  for (const line of stdout.split('\n')) {
    const m = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!m) continue;
    const props: Record<string, string> = {};
    for (const pair of (m[2] ?? '').split(',').filter(Boolean)) {
      const eq = pair.indexOf('=');
      props[pair.slice(0, eq)] = unescape(pair.slice(eq + 1));
    }
    found.push({ kind: m[1] as Annotation['kind'], props, message: unescape(m[3]!) });
  }
  return found;
}
