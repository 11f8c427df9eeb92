/**
 * The other agents' hooks (Codex, Gemini CLI, Cursor, Copilot CLI, OpenCode): which hook files run
 * diffgate, for which events, what runs after each tool call, and proof that the installed command
 * really denies: it is run as the agent runs it (a shell, the repository as working directory, the
 * agent's own JSON on stdin) for a synthetic edit of a protected path. Nothing is written.
 */
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { TARGETS } from '../../agents/install/agentTargets.js';
import { isOurs } from '../../agents/install/installAgent.js';
import { MARK, opencodeFile } from '../../agents/opencode/installOpencode.js';
import { agentsText } from '../../core/messages/agents.js';
import { doctorText } from '../../core/messages/doctor.js';
import { probePath } from './claudeChecks.js';
import { clientLoads } from './clientLoads.js';
import { checkAgentCode } from './codeChecks.js';
import { run } from './exec.js';
import { ok, problem, type CheckGroup, type DoctorContext, type Finding } from './finding.js';

const t = agentsText.doctor;

/** What runs after each tool call, per agent (the tripwire's place). */
const POST: Record<string, string> = {
  codex: 'PostToolUse, and Stop at the end of a turn',
  gemini: 'AfterTool, and AfterAgent at the end of a turn',
  cursor: 'afterShellExecution and afterFileEdit, and stop at the end of a turn',
  copilot: 'postToolUse and postToolUseFailure, and agentStop at the end of a turn',
  opencode: 'tool.execute.after (successful calls only), and session.idle',
};

/** The agent's JSON for a Write of `path` (absolute), and whether its answer is a deny naming it. */
const PROBES: Record<
  string,
  { input: (top: string, path: string) => object; denied: (r: Ran, path: string) => boolean }
> = {
  codex: {
    input: (top, path) => ({
      session_id: 'diffgate-doctor',
      transcript_path: null,
      cwd: top,
      hook_event_name: 'PreToolUse',
      model: 'doctor',
      permission_mode: 'default',
      turn_id: 'doctor',
      tool_name: 'apply_patch',
      tool_input: { command: `*** Begin Patch\n*** Add File: ${path}\n+diffgate doctor probe\n*** End Patch\n` },
      tool_use_id: 'doctor',
    }),
    denied: (r, path) => r.status === 2 && r.stderr.includes(path),
  },
  gemini: {
    input: (top, path) => ({
      session_id: 'diffgate-doctor',
      cwd: top,
      hook_event_name: 'BeforeTool',
      timestamp: new Date(0).toISOString(),
      tool_name: 'write_file',
      tool_input: { file_path: join(top, path), content: 'diffgate doctor probe\n' },
    }),
    // a block is exit 0 with a JSON deny; exit 2 with the reason on stderr blocks too (a failure, or an older diffgate)
    denied: (r, path) =>
      (r.status === 0 && r.stdout.includes('"decision":"deny"') && r.stdout.includes(path)) ||
      (r.status === 2 && r.stderr.includes(path)),
  },
  cursor: {
    input: (top, path) => ({
      conversation_id: 'diffgate-doctor',
      generation_id: 'doctor',
      hook_event_name: 'preToolUse',
      workspace_roots: [top],
      tool_name: 'Write',
      tool_input: { file_path: join(top, path), contents: 'diffgate doctor probe\n' },
    }),
    denied: (r, path) => r.status === 2 && r.stdout.includes('"permission":"deny"') && r.stdout.includes(path),
  },
  copilot: {
    input: (top, path) => ({
      timestamp: 0,
      cwd: top,
      toolName: 'create',
      // an object, as Copilot CLI 1.0.102 sends it (its reference says a string, which is read too)
      toolArgs: { path: join(top, path), file_text: 'diffgate doctor probe\n' },
    }),
    denied: (r, path) => r.status === 0 && r.stdout.includes('"permissionDecision":"deny"') && r.stdout.includes(path),
  },
};

interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

interface HookFile {
  findings: Finding[];
  /** The installed command, where there is one. */
  command?: string;
}

async function hookFile(agent: string, file: string, ctx: DoctorContext, user: boolean): Promise<HookFile> {
  let data: { hooks?: Record<string, unknown[]> };
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return { findings: [] };
  }
  const target = TARGETS[agent]!;
  const events = Object.keys(target.events(''));
  const commands = events.map(
    (e) =>
      (Array.isArray(data?.hooks?.[e]) ? data.hooks[e] : [])
        .flatMap((x) => (target.kind === 'flat' ? [x] : ((x as { hooks?: unknown[] })?.hooks ?? [])))
        .find((h) => isOurs(agent, h)) as { command?: string; bash?: string } | undefined,
  );
  if (commands.every((c) => c === undefined)) return { findings: [] };
  const name = target.title;
  const missing = events.filter((_, i) => commands[i] === undefined);
  const findings = [
    missing.length > 0
      ? problem(t.settingsCheck(name), t.missing(file, missing), t.reinstall(agent, user))
      : ok(t.settingsCheck(name), t.installed(file, events, POST[agent]!)),
  ];
  const first = commands.find((c) => c !== undefined)!;
  const path = await probePath(ctx);
  const ran = await run('sh', ['-c', (first.command ?? first.bash)!], {
    cwd: ctx.top,
    env: ctx.env,
    input: JSON.stringify(PROBES[agent]!.input(ctx.top, path)),
    timeout: 30_000,
  });
  const r = { status: ran.status, stdout: ran.stdout.toString('utf8'), stderr: ran.stderr.toString('utf8') };
  findings.push(
    PROBES[agent]!.denied(r, path)
      ? ok(t.probeCheck(name), t.probeDenied(path))
      : problem(
          t.probeCheck(name),
          t.probeNotDenied(path, r.status, `${r.stdout}${r.stderr}`),
          t.reinstall(agent, user),
        ),
  );
  findings.push(checkAgentCode((first.command ?? first.bash)!, agent, user, file));
  return { findings, command: (first.command ?? first.bash)! };
}

async function opencode(ctx: DoctorContext, home: string, user: boolean): Promise<Finding[]> {
  const file = opencodeFile({ cwd: ctx.top, user, home, env: ctx.env });
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return [];
  }
  if (!text.startsWith(MARK)) return [];
  const findings = [
    ok(t.settingsCheck('OpenCode'), t.installed(file, ['tool.execute.before', 'chat.message'], POST.opencode!)),
  ];
  const path = await probePath(ctx);
  const script = `const m = await import(${JSON.stringify(`file://${file}`)});
const hooks = await m.DiffgatePlugin({ directory: ${JSON.stringify(ctx.top)}, worktree: ${JSON.stringify(ctx.top)} });
try { await hooks['tool.execute.before']({ tool: 'write', sessionID: 'diffgate-doctor', callID: 'doctor' }, { args: { filePath: ${JSON.stringify(join(ctx.top, path))}, content: 'probe' } }); console.log('allowed'); }
catch (e) { console.log(e.message); }`;
  const ran = await run(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ctx.top,
    env: ctx.env,
    timeout: 30_000,
  });
  const out = `${ran.stdout.toString('utf8')}${ran.stderr.toString('utf8')}`;
  findings.push(
    ran.status === 0 && out.includes('diffgate blocked') && out.includes(path)
      ? ok(t.probeCheck('OpenCode'), t.probeDenied(path))
      : problem(t.probeCheck('OpenCode'), t.probeNotDenied(path, ran.status, out), t.reinstall('opencode', user)),
  );
  findings.push(ok(doctorText.check.codeVerified, doctorText.codeNotCommand(file)));
  return findings;
}

export const agentChecks: CheckGroup = {
  title: t.group(),
  async run(ctx) {
    const home = ctx.env.HOME || homedir();
    const findings: Finding[] = [];
    for (const agent of Object.keys(TARGETS)) {
      const target = TARGETS[agent]!;
      const project = await hookFile(agent, join(ctx.top, target.project), ctx, false);
      const user = await hookFile(agent, join(home, target.user), ctx, true);
      findings.push(...project.findings, ...user.findings);
      // whether the client itself will load them here (trust, switches), once per agent
      const commands = [project.command, user.command].filter((c): c is string => c !== undefined);
      if (commands.length > 0)
        findings.push(...(await clientLoads(agent, ctx, home, project.command === undefined, commands)));
    }
    findings.push(...(await opencode(ctx, home, false)), ...(await opencode(ctx, home, true)));
    return findings.length > 0 ? findings : [ok(t.settingsCheck('agent'), t.notInstalled())];
  },
};
