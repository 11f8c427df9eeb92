/**
 * Changes to a test repository's work tree, one small function each, for the case tables. Each
 * returns an operation that a table line names; the test stages it (`git add -A`) and runs the CLI.
 */
import type { GitRepo, Run } from '../helpers/gitRepo.js';

export type Op = (repo: GitRepo) => void;

/** Paths that git must carry intact: spaces and non-ASCII, and a line break. */
export const SPACED = 'spaced dir/naïve – ünï';
export const NEWLINE = 'new\nline';

export const put =
  (path: string, content: string | Uint8Array): Op =>
  (r) =>
    void r.write(path, content);
export const edit =
  (path: string, from: string, to: string): Op =>
  (r) => {
    const text = r.read(path);
    if (!text.includes(from)) throw new Error(`test setup: ${JSON.stringify(from)} is not in ${path}`);
    r.write(path, text.replace(from, to));
  };
export const appendText =
  (path: string, text: string): Op =>
  (r) =>
    void r.write(path, r.read(path) + text);
export const del =
  (path: string): Op =>
  (r) =>
    void r.remove(path);
export const mv =
  (from: string, to: string): Op =>
  (r) =>
    void r.move(from, to);
export const chmodX =
  (path: string): Op =>
  (r) =>
    void r.chmod(path, 0o755);
export const symlink =
  (path: string, target: string): Op =>
  (r) =>
    void r.symlink(target, path);
export const toCrlf =
  (path: string): Op =>
  (r) =>
    void r.write(path, r.read(path).replace(/\n/g, '\r\n'));
export const both =
  (...ops: Op[]): Op =>
  (r) =>
    ops.forEach((op) => op(r));

/** Lines `prefix 1` .. `prefix n`, each ending in LF. */
export const lines = (n: number, prefix = 'line'): string =>
  Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}\n`).join('');

export const bytes = (...values: number[]): Uint8Array => Uint8Array.from(values);

export interface JsonVerdict {
  blocked: boolean;
  checked: number;
  manifest: string;
  violations: { rule: string; path: string; line: number | null; reason: string; message: string; next: string }[];
}

/** The one JSON document `check --format json` prints; fails the test with the CLI's stderr otherwise. */
export function verdictOf(run: Run): JsonVerdict {
  try {
    return JSON.parse(run.stdout) as JsonVerdict;
  } catch {
    throw new Error(`expected one JSON document on stdout, got ${JSON.stringify(run.stdout)}; stderr: ${run.stderr}`);
  }
}

/** The distinct rule ids of a verdict, sorted. */
export const ruleIds = (v: JsonVerdict): string[] => [...new Set(v.violations.map((x) => x.rule))].sort();
