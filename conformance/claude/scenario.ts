// One scenario: a temporary repository where `diffgate install --claude` did the install, a
// payload logger in the fresh home's user settings, a scripted model, and runs of the real client.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { makeProject, type Project } from '../lib/project.js';
import { type ClaudeModel, type Script, startClaudeModel } from './anthropicModel.js';
import { installPayloadLogger, type Payload, readPayloads, runClaude, type RunResult } from './claudeDriver.js';

export const MANIFEST = [
  'freeze\tfrozen.txt\tFrozen for the conformance test',
  'freeze\tnotes.ipynb\tThe notebook is frozen',
  'append\tlog.md\tThe log is append-only\tat=end',
  'command-deny\tgit push --force\tHistory on shared branches is rewritten only by a person',
  '',
].join('\n');

export const NOTEBOOK = `${JSON.stringify({
  cells: [{ cell_type: 'code', id: 'c1', metadata: {}, source: ['print(1)'], outputs: [], execution_count: null }],
  metadata: {},
  nbformat: 4,
  nbformat_minor: 5,
})}\n`;

export const FILES: Record<string, string> = {
  '.diffgate.tsv': MANIFEST,
  'frozen.txt': 'frozen\n',
  'log.md': 'one\ntwo\n',
  'notes.ipynb': NOTEBOOK,
};

export interface Scenario {
  project: Project;
  model: ClaudeModel;
  payloadDir: string;
  /** Where the repository is now (after a move, the new place). */
  root: string;
  installOutput: string;
  runs: RunResult[];
  run(prompt: string, opts?: { args?: string[]; cwd?: string; timeoutMs?: number }): Promise<RunResult>;
  payloads(): Payload[];
  read(path: string): string | undefined;
  /** The files under .git/diffgate/quarantine/, path -> content. */
  quarantine(): Record<string, string>;
  audit(): Payload[];
  close(): Promise<void>;
}

export async function scenario(script: Script, opts: { install?: boolean; files?: Record<string, string> } = {}) {
  const project = makeProject(opts.files ?? FILES);
  const installOutput = opts.install === false ? '' : project.diffgate('install', '--claude');
  const payloadDir = join(project.base, 'payloads');
  installPayloadLogger(project.home, payloadDir);
  let s!: Scenario;
  const model = await startClaudeModel(script, (t) => t.replaceAll('$ROOT', s.root));
  s = {
    project,
    model,
    payloadDir,
    root: project.root,
    installOutput,
    runs: [],
    async run(prompt, o = {}) {
      const r = await runClaude({
        prompt,
        cwd: o.cwd ?? s.root,
        home: project.home,
        modelUrl: model.url,
        args: o.args,
        timeoutMs: o.timeoutMs ?? 60_000,
      });
      s.runs.push(r);
      return r;
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
      const dir = process.env.CLAUDE_CONFORMANCE_CAPTURE;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        const name = (Object.keys(script)[0] ?? 'run').replace(/[^A-Za-z0-9-]+/g, '_').slice(0, 40);
        writeFileSync(
          join(dir, `${name}.json`),
          `${JSON.stringify(
            {
              payloads: s.payloads(),
              audit: s.audit(),
              quarantine: Object.keys(s.quarantine()),
              hooks: s.runs.map((r) => r.hooks),
              requests: model.requests.map((q) => ({ path: q.path, json: q.json })),
              stderr: s.runs.map((r) => r.stderr),
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
