/**
 * `diffgate doctor`: is the gate really live? Each group of checks reports ok or a problem with
 * its fix; the git hooks' group ends by running the installed hooks on a synthetic blocked
 * change. With --live it also runs each installed client (Claude Code, Gemini CLI, Copilot CLI) headless against
 * a stand-in for its model on 127.0.0.1, in a temporary HOME and repository (doctor/live/).
 * Exit 0 when every check is ok, 1 on any problem, 2 outside a repository.
 */
import { realpathSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { doctorText as t } from '../core/messages/doctor.js';
import { agentChecks } from './doctor/agentChecks.js';
import { claudeChecks } from './doctor/claudeChecks.js';
import { gitHookChecks } from './doctor/gitHookChecks.js';
import { watchChecks } from './doctor/watchCheck.js';
import type { CheckGroup, Finding } from './doctor/finding.js';
import { renderFindings } from './doctor/renderFindings.js';
import { EXIT, type Io } from './io.js';
import { repoRoot } from './repoRoot.js';
import { UsageError } from './usageError.js';

/** The groups, in order: the git hooks, the Claude Code hook, the other agents' hooks (settings and a probe of each command), the tripwire's watch. */
const GROUPS: CheckGroup[] = [gitHookChecks, claudeChecks, agentChecks, watchChecks];
/** How long one client's live run may take (a cold start on a loaded machine takes a minute). */
const LIVE_TIMEOUT_S = 180;

export async function doctorCommand(args: string[], io: Io): Promise<number> {
  const { values: o } = parseArgs({
    args,
    options: {
      live: { type: 'boolean', default: false },
      'claude-bin': { type: 'string' },
      'gemini-bin': { type: 'string' },
      'copilot-bin': { type: 'string' },
      'codex-bin': { type: 'string' },
      'opencode-bin': { type: 'string' },
      'live-timeout': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const timeout = o['live-timeout'] === undefined ? LIVE_TIMEOUT_S : Number(o['live-timeout']);
  if (!Number.isFinite(timeout) || timeout <= 0) throw new UsageError(t.live.badTimeout(o['live-timeout']!));
  const top = await repoRoot(io.cwd);
  if (top === undefined) throw new UsageError(t.notARepo());
  const all: Finding[] = [];
  for (const group of GROUPS) {
    const findings = await group.run({ cwd: io.cwd, env: io.env, top });
    io.stdout(renderFindings(group.title, findings));
    all.push(...findings);
  }
  if (o.live) {
    const { liveChecks } = await import('./doctor/live/liveCheck.js');
    const findings = await liveChecks(io.env, {
      bins: {
        claude: o['claude-bin'],
        gemini: o['gemini-bin'],
        copilot: o['copilot-bin'],
        codex: o['codex-bin'],
        opencode: o['opencode-bin'],
      },
      timeoutMs: timeout * 1000,
      cli: realpathSync(process.argv[1]!),
    });
    io.stdout(renderFindings(t.live.group(), findings));
    all.push(...findings);
  }
  const problems = all.filter((f) => f.status === 'problem').length;
  io.stdout(`\n${problems === 0 ? t.allOk() : t.problems(problems)}\n`);
  return problems === 0 ? EXIT.ok : EXIT.blocked;
}
