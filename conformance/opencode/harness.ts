// One scenario: a repository set up as a user would (`diffgate install --opencode`), the scripted
// model, one `opencode run`, and what is left to assert on.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { makeProject, type Project } from '../lib/project.js';
import type { ScriptedModel } from '../lib/scriptedModel.js';
import { type RunResult, runOpencode, type Step, scriptedOpencodeModel, writeConfig } from './driver.js';

export const MANIFEST = [
  'freeze\tfrozen.txt\tFrozen for the conformance test',
  'append\tlog.txt\tThe log is append-only',
  'command-deny\tgit push --force\tHistory on shared branches is rewritten only by a person',
  '',
].join('\n');

export const FILES = { '.diffgate.tsv': MANIFEST, 'frozen.txt': 'frozen\n', 'log.txt': 'line1\n' };

export interface Scenario {
  p: Project;
  model: ScriptedModel;
  run: RunResult;
  read(path: string): string | undefined;
  /** Contents of every file kept under .git/diffgate/quarantine/. */
  quarantine(): string[];
}

export function readIn(root: string, path: string): string | undefined {
  const f = join(root, path);
  return existsSync(f) ? readFileSync(f, 'utf8') : undefined;
}

export function quarantineOf(root: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    if (!existsSync(d)) return;
    for (const e of readdirSync(d)) {
      const f = join(d, e);
      if (statSync(f).isDirectory()) walk(f);
      else out.push(readFileSync(f, 'utf8'));
    }
  };
  walk(join(root, '.git', 'diffgate', 'quarantine'));
  return out;
}

export async function scenario(o: {
  steps: Step[];
  prompt?: string;
  files?: Record<string, string>;
  install?: boolean;
  modelId?: string;
  config?: Record<string, unknown>;
  before?: (p: Project) => void;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<Scenario> {
  const p = makeProject(o.files ?? FILES, o.install === false ? [] : ['--opencode']);
  o.before?.(p);
  const model = await scriptedOpencodeModel(o.steps);
  writeConfig(p.home, model.url, o.modelId, o.config);
  const run = await runOpencode({
    cwd: p.root,
    home: p.home,
    prompt: o.prompt ?? 'Please do the task.',
    env: o.env,
    timeoutMs: o.timeoutMs,
  });
  await model.close();
  return {
    p,
    model,
    run,
    read: (path) => readIn(p.root, path),
    quarantine: () => quarantineOf(p.root),
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
