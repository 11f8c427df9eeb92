/**
 * `diffgate doctor`: is the gate really live? Each group of checks reports ok or a problem with
 * its fix; the git hooks' group ends by running the installed hooks on a synthetic blocked
 * change. Exit 0 when every check is ok, 1 on any problem, 2 outside a repository.
 */
import { parseArgs } from 'node:util';
import { doctorText as t } from '../core/messages/doctor.js';
import { agentChecks } from './doctor/agentChecks.js';
import { claudeChecks } from './doctor/claudeChecks.js';
import { gitHookChecks } from './doctor/gitHookChecks.js';
import type { CheckGroup, Finding } from './doctor/finding.js';
import { renderFindings } from './doctor/renderFindings.js';
import { EXIT, type Io } from './io.js';
import { repoRoot } from './repoRoot.js';
import { UsageError } from './usageError.js';

/** The groups, in order: the git hooks, the Claude Code hook, the other agents' hooks (settings and a probe of each command). */
const GROUPS: CheckGroup[] = [gitHookChecks, claudeChecks, agentChecks];

export async function doctorCommand(args: string[], io: Io): Promise<number> {
  parseArgs({ args, options: {}, strict: true, allowPositionals: false });
  const top = await repoRoot(io.cwd);
  if (top === undefined) throw new UsageError(t.notARepo());
  const all: Finding[] = [];
  for (const group of GROUPS) {
    const findings = await group.run({ cwd: io.cwd, env: io.env, top });
    io.stdout(renderFindings(group.title, findings));
    all.push(...findings);
  }
  const problems = all.filter((f) => f.status === 'problem').length;
  io.stdout(`\n${problems === 0 ? t.allOk() : t.problems(problems)}\n`);
  return problems === 0 ? EXIT.ok : EXIT.blocked;
}
