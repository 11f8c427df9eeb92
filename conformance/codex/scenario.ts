// One scenario: a temporary repository where `diffgate install --codex` did the install, a payload
// logger in the fresh home's user hooks, the scripted model as Codex's provider, the folder and its
// hooks trusted as a person trusts them (unless told not to), and runs of the real client.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { makeProject, type Project } from '../lib/project.js';
import {
  installPayloadLogger,
  type ListedHook,
  type Payload,
  readPayloads,
  runCodex,
  type RunResult,
  trustFolder,
  trustHooks,
  writeUserConfig,
} from './codexDriver.js';
import { type ResponsesModel, type Script, startResponsesModel } from './responsesModel.js';

export const MANIFEST = [
  'freeze\tfrozen.txt\tFrozen for the conformance test',
  'append\tlog.md\tThe log is append-only\tat=end',
  'command-deny\tgit push --force\tHistory on shared branches is rewritten only by a person',
  '',
].join('\n');

/** The last four items of a request's `input` (a list, or a string), for the capture. */
const lastInputs = (json: unknown): unknown => {
  const input = json && typeof json === 'object' ? (json as { input?: unknown }).input : undefined;
  return Array.isArray(input) || typeof input === 'string' ? input.slice(-4) : undefined;
};

export const FILES: Record<string, string> = {
  '.diffgate.tsv': MANIFEST,
  'frozen.txt': 'frozen\n',
  'log.md': 'one\ntwo\n',
};

export interface ScenarioOptions {
  install?: boolean;
  files?: Record<string, string>;
  /** Trust the folder in config.toml (default true). */
  trustFolder?: boolean;
  /** Trust the listed hooks' hashes (default true). */
  trustHooks?: boolean;
  /** The payload logger in the user hooks (default true; off for timing). */
  logger?: boolean;
  /** Extra TOML for $CODEX_HOME/config.toml. */
  config?: string;
}

export interface Scenario {
  project: Project;
  model: ResponsesModel;
  payloadDir: string;
  /** Where the repository is now (after a move, the new place). */
  root: string;
  installOutput: string;
  hooks: ListedHook[];
  runs: RunResult[];
  run(
    prompt: string,
    opts?: { args?: string[]; cwd?: string; timeoutMs?: number; resume?: string },
  ): Promise<RunResult>;
  /** Trusts the folder and its hooks where the repository is now (what a person does after a move). */
  trustHere(): Promise<ListedHook[]>;
  payloads(): Payload[];
  read(path: string): string | undefined;
  /** The files under .git/diffgate/quarantine/, path -> content. */
  quarantine(): Record<string, string>;
  audit(): Payload[];
  close(): Promise<void>;
}

export async function scenario(script: Script, opts: ScenarioOptions = {}): Promise<Scenario> {
  const project = makeProject(opts.files ?? FILES);
  const installOutput = opts.install === false ? '' : project.diffgate('install', '--codex');
  const payloadDir = join(project.base, 'payloads');
  let s!: Scenario;
  const model = await startResponsesModel(script, (t) => t.replaceAll('$ROOT', s.root));
  writeUserConfig(project.home, model.url, opts.trustFolder === false ? [] : [project.root], opts.config ?? '');
  if (opts.logger !== false) installPayloadLogger(project.home, payloadDir);
  const hooks = opts.trustHooks === false ? [] : await trustHooks(project.home, project.root);
  s = {
    project,
    model,
    payloadDir,
    root: project.root,
    installOutput,
    hooks,
    runs: [],
    async run(prompt, o = {}) {
      const r = await runCodex({
        prompt,
        cwd: o.cwd ?? s.root,
        home: project.home,
        modelUrl: model.url,
        args: o.args,
        resume: o.resume,
        timeoutMs: o.timeoutMs ?? 60_000,
      });
      s.runs.push(r);
      return r;
    },
    async trustHere() {
      trustFolder(project.home, s.root);
      return trustHooks(project.home, s.root);
    },
    payloads: () => readPayloads(payloadDir),
    read: (p) => (existsSync(join(s.root, p)) ? readFileSync(join(s.root, p), 'utf8') : undefined),
    quarantine() {
      const out: Record<string, string> = {};
      const top = join(s.root, '.git', 'diffgate', 'quarantine');
      const walk = (d: string) => {
        if (!existsSync(d)) return;
        for (const f of readdirSync(d)) {
          const p = join(d, f);
          if (statSync(p).isDirectory()) walk(p);
          else out[relative(top, p)] = readFileSync(p, 'utf8');
        }
      };
      walk(top);
      return out;
    },
    audit() {
      const f = join(s.root, '.git', 'diffgate', 'audit.jsonl');
      if (!existsSync(f)) return [];
      return readFileSync(f, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Payload);
    },
    async close() {
      await model.close();
      const dir = process.env.CODEX_CONFORMANCE_CAPTURE;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        const name = (Object.keys(script)[0] ?? 'run').replace(/[^A-Za-z0-9-]+/g, '_').slice(0, 40);
        writeFileSync(
          join(dir, `${name}.json`),
          `${JSON.stringify(
            {
              payloads: s.payloads(),
              requests: model.requests.map((q) => ({ path: q.path, input: lastInputs(q.json) })),
              stderr: s.runs.map((r) => r.said),
            },
            null,
            1,
          )}\n`,
        );
      }
      project.cleanup();
    },
  };
  return s;
}

/** A python write no pre-check can read (the file's name is put together at run time). */
export const sneakyWrite = (text: string, file = 'zen.txt') =>
  `python3 -c "open('fro'+'${file}','w').write('${text}')"`;

/** An apply_patch patch (the freeform tool's raw input). */
export const patch = (...hunks: string[]) => `*** Begin Patch\n${hunks.join('\n')}\n*** End Patch`;
export const updateFile = (path: string, ...lines: string[]) => `*** Update File: ${path}\n@@\n${lines.join('\n')}`;
export const addFile = (path: string, ...lines: string[]) =>
  `*** Add File: ${path}\n${lines.map((l) => `+${l}`).join('\n')}`;
