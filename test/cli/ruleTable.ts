/**
 * The table runner for the path rules through git: one real repository per rule with a base commit
 * (the manifest and the files it protects), then one table line per staged change. Each line
 * applies an operation to the work tree, stages everything, runs the built CLI (`check --staged
 * --format json`) and compares the exit code and the rule ids of the violations; the repository
 * goes back to the base commit after each line. One file per rule, so the tables run in parallel.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { createGitRepo, removeGitRepo, type GitRepo } from '../helpers/gitRepo.js';
import { diffgateHere } from '../helpers/inProcessCli.js';
import { ruleIds, verdictOf, type Op } from './ops.js';

interface Case {
  op: string;
  change: Op;
  exit: 0 | 1;
  rules: string[];
  /** The path the (first) violation names, where it matters (special characters, renames). */
  path?: string;
  /** Run the CLI from this subdirectory. */
  cwd?: string;
}

export type Row = [op: string, change: Op, exit: 0 | 1, rules: string[], extra?: Pick<Case, 'path' | 'cwd'>];

export function ruleTable(
  name: string,
  base: Record<string, string | Uint8Array>,
  rows: Row[],
  baseSymlinks: [path: string, target: string][] = [],
): void {
  describe(`${name}, staged`, () => {
    let repo: GitRepo;
    let baseRev: string;
    beforeAll(() => {
      repo = createGitRepo();
      for (const [path, content] of Object.entries(base)) repo.write(path, content);
      for (const [path, target] of baseSymlinks) repo.symlink(target, path);
      repo.commit('base');
      baseRev = repo.rev();
    });
    afterAll(() => removeGitRepo(repo));
    afterEach(() => void repo.resetTo(baseRev));

    // the first and last line through the built CLI, the rest by the CLI's `run` in this process
    // (test/helpers/inProcessCli.ts): the verdict is the check's, not the process's
    rows.forEach(([op, change, exit, rules, extra = {}], i) => {
      const cli = i === 0 || i === rows.length - 1;
      const title = `${name} | ${op} | exit ${exit} | [${rules.join(', ')}]${cli ? ' | built CLI' : ''}`;
      it(title, async () => {
        change(repo);
        repo.stageAll();
        const args = ['check', '--staged', '--format', 'json'];
        const run = cli
          ? repo.diffgate(args, extra.cwd ? { cwd: extra.cwd } : {})
          : await diffgateHere(extra.cwd ? join(repo.dir, extra.cwd) : repo.dir, args);
        const verdict = verdictOf(run);
        expect({ exit: run.status, rules: ruleIds(verdict) }).toEqual({ exit, rules: [...rules].sort() });
        expect(verdict.blocked).toBe(exit === 1);
        if (extra.path !== undefined) expect(verdict.violations.map((v) => v.path)).toContain(extra.path);
      });
    });
  });
}

/** Run the CLI from a subdirectory that exists in every base commit. */
export const SUB = { cwd: 'elsewhere/sub' };
export const SUB_FILE = { 'elsewhere/sub/keep.txt': 'a subdirectory to run from\n' };

/** src/core bug: picomatch's `**` is compiled without the `s` flag, so it stops at a line break. */
