/**
 * vitest's file order: the files measured slowest first (SLOW, longest first), then the rest in
 * vitest's own order (its cache of last durations where it has one, else the larger files first).
 * On a clean clone there is no cache, and file size says little here: putBackShellWrites.test.ts
 * has 11 lines and runs a table of 50 end-to-end calls. A slow file started last keeps one of the
 * two workers busy alone at the end; started first, the short files fill in beside it.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds a file took, measured 2026-12-07 on the 2-core machine under other helpers' load (each
 * folder a run of its own: the githooks folder's under the heaviest), those of files cut since
 * scaled by their CPU. The order matters, not the seconds: a file renamed or gone only leaves the
 * head of the line, and a file that becomes one of the slowest belongs here.
 */
export const SLOW: Record<string, number> = {
  'test/githooks/installRecipes.test.ts': 380,
  'test/githooks/doctor.test.ts': 130,
  // mostly waiting on the pre-commit framework's installs: 27 s of CPU, 189 s alone under load
  'test/githooks/preCommitFramework.test.ts': 120,
  'test/githooks/hooksPath.test.ts': 107,
  'test/githooks/pushRecords.test.ts': 92,
  'test/githooks/husky.test.ts': 87,
  'test/githooks/lefthook.test.ts': 87,
  'test/githooks/doctorSwitches.test.ts': 84,
  'test/agent/tripwire/review2Ledger.test.ts': 79,
  'test/agent/tripwire/partedRecord.test.ts': 70,
  'test/githooks/mergeCommits.test.ts': 70,
  'test/agent/tripwire/watch.test.ts': 66,
  'test/agent/tripwire/putBackShellWrites.test.ts': 53,
  'test/agent/tripwire/remoteRefs.test.ts': 52,
  'test/agent/tripwire/record.test.ts': 50,
  'test/cli/explainParity.test.ts': 46,
  'test/agents/verifiedHook.test.ts': 45,
  'test/agent/tripwire/putBackRules.test.ts': 43,
  'test/agents/parity.test.ts': 40,
  'test/agents/hooks.test.ts': 36,
  'test/cli/writeOut.test.ts': 35,
  'test/cli/manifest.test.ts': 34,
  'test/cli/modes.test.ts': 33,
  'test/agent/shell.test.ts': 31,
  'test/githooks/starterManifest.test.ts': 31,
  'test/agent/tripwire/putBackGates.test.ts': 30,
  'test/agents/claude/doctorClaude.test.ts': 28,
  'test/agents/review1Path.test.ts': 26,
  'test/agents/review4ClaudeSchedule.test.ts': 26,
  'test/agents/delete.test.ts': 25,
  'test/agent/tripwire/movedRepository.test.ts': 25,
};

export class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const weight = (f: TestSpecification) => SLOW[relative(root, f.moduleId)];
    const slow = files.filter((f) => weight(f) !== undefined).sort((a, b) => weight(b)! - weight(a)!);
    const rest = await super.sort(files.filter((f) => weight(f) === undefined));
    return [...slow, ...rest];
  }
}
