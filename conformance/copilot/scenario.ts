// One scenario: a temporary repository where `diffgate install --copilot` did the install, a payload
// logger in the fresh home's user hooks, the scripted model as Copilot's BYOK provider, the folder
// trusted as a person trusts it (unless told not to), and runs of the real client.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { makeProject, type Project } from '../lib/project.js';
import {
  type Family,
  installPayloadLogger,
  type Payload,
  readPayloads,
  runCopilot,
  type RunResult,
  trustFolder,
  writeSettings,
} from './copilotDriver.js';
import { type CopilotModel, type Script, startCopilotModel } from './copilotModel.js';

export const MANIFEST = [
  'freeze\tfrozen.txt\tFrozen for the conformance test',
  'append\tlog.md\tThe log is append-only\tat=end',
  'command-deny\tgit push --force\tHistory on shared branches is rewritten only by a person',
  '',
].join('\n');

export const FILES: Record<string, string> = {
  '.diffgate.tsv': MANIFEST,
  'frozen.txt': 'frozen\n',
  'log.md': 'one\ntwo\n',
};

export interface ScenarioOptions {
  install?: boolean;
  files?: Record<string, string>;
  /** Trust the folder in config.json (default true). */
  trust?: boolean;
  /** The payload logger in the user hooks (default true; off for timing). */
  logger?: boolean;
  /** $HOME/.copilot/settings.json. */
  settings?: Record<string, unknown>;
  family?: Family;
}

export interface Scenario {
  project: Project;
  model: CopilotModel;
  payloadDir: string;
  /** Where the repository is now (after a move, the new place). */
  root: string;
  installOutput: string;
  runs: RunResult[];
  run(
    prompt: string,
    opts?: { args?: string[]; cwd?: string; timeoutMs?: number; resume?: string; env?: Record<string, string> },
  ): Promise<RunResult>;
  /** Trusts the folder where the repository is now (what a person does after a move). */
  trustHere(): void;
  payloads(): Payload[];
  read(path: string): string | undefined;
  /** The files under .git/diffgate/quarantine/, path -> content. */
  quarantine(): Record<string, string>;
  audit(): Payload[];
  close(): Promise<void>;
}

export async function scenario(script: Script, opts: ScenarioOptions = {}): Promise<Scenario> {
  const project = makeProject(opts.files ?? FILES);
  const installOutput = opts.install === false ? '' : project.diffgate('install', '--copilot');
  const payloadDir = join(project.base, 'payloads');
  let s!: Scenario;
  const model = await startCopilotModel(script, (t) => t.replaceAll('$ROOT', s.root));
  if (opts.trust !== false) trustFolder(project.home, project.root);
  if (opts.settings) writeSettings(project.home, opts.settings);
  if (opts.logger !== false) installPayloadLogger(project.home, payloadDir);
  s = {
    project,
    model,
    payloadDir,
    root: project.root,
    installOutput,
    runs: [],
    async run(prompt, o = {}) {
      const r = await runCopilot({
        prompt,
        cwd: o.cwd ?? s.root,
        home: project.home,
        modelUrl: model.url,
        family: opts.family ?? 'claude',
        args: o.args,
        resume: o.resume,
        env: o.env,
        timeoutMs: o.timeoutMs ?? 60_000,
      });
      s.runs.push(r);
      return r;
    },
    trustHere() {
      trustFolder(project.home, s.root);
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
      const dir = process.env.COPILOT_CONFORMANCE_CAPTURE;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        const name = (Object.keys(script)[0] ?? 'run').replace(/[^A-Za-z0-9-]+/g, '_').slice(0, 40);
        writeFileSync(
          join(dir, `${name}.json`),
          `${JSON.stringify(
            {
              tools: model.toolNames(),
              payloads: s.payloads(),
              outputs: [...model.outputs().values()],
              userTexts: model.userTexts().filter((t) => !t.startsWith('You are the GitHub Copilot CLI')),
              runs: s.runs.map((r) => ({
                exit: r.exit,
                timedOut: r.timedOut,
                ms: r.ms,
                stdout: r.stdout,
                stderr: r.stderr,
              })),
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

/** An apply_patch patch (gpt-5.*'s freeform tool's raw input). */
export const patch = (...hunks: string[]) => `*** Begin Patch\n${hunks.join('\n')}\n*** End Patch\n`;
export const updateFile = (path: string, ...lines: string[]) => `*** Update File: ${path}\n@@\n${lines.join('\n')}`;
export const addFile = (path: string, ...lines: string[]) =>
  `*** Add File: ${path}\n${lines.map((l) => `+${l}`).join('\n')}`;
