// Each agent hook's cost per tool call against `node -e 0`, measured in the same run, next to the
// Claude hook's: the same edit (a Write of an unprotected file in a repository with a manifest)
// in each agent's own JSON. Target: no adapter more than 0.05x above the Claude hook's ratio.
// The OpenCode plugin runs inside OpenCode's process: its line is the in-process time of one call
// (the plugin loaded once) against the same `node -e 0`.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function bench({ CLI, env, RUNS, work, median }) {
  const dir = join(work, 'agents');
  mkdirSync(join(dir, 'src'), { recursive: true });
  execFileSync('git', ['init', '-q', '-b', 'main', dir], { env });
  writeFileSync(join(dir, '.diffgate.tsv'), 'freeze\tconfig/**\tFrozen\nappend\tlogs/*.md\tAppend-only\n');
  writeFileSync(join(dir, 'src/app.ts'), 'export {};\n');
  const file = join(dir, 'src/app.ts');
  const content = 'export const x = 1;\n';
  const common = { session_id: 'bench', cwd: dir };
  const inputs = {
    'node -e 0': null,
    claude: [
      'claude',
      { ...common, hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: file, content } },
    ],
    codex: [
      'codex',
      {
        ...common,
        transcript_path: null,
        hook_event_name: 'PreToolUse',
        model: 'gpt-5',
        permission_mode: 'default',
        turn_id: 't',
        tool_name: 'apply_patch',
        tool_input: {
          command:
            '*** Begin Patch\n*** Update File: src/app.ts\n@@\n-export {};\n+export const x = 1;\n*** End Patch\n',
        },
        tool_use_id: 'c',
      },
    ],
    gemini: [
      'gemini',
      {
        ...common,
        hook_event_name: 'BeforeTool',
        timestamp: 'x',
        tool_name: 'write_file',
        tool_input: { file_path: file, content },
      },
    ],
    cursor: [
      'cursor',
      {
        conversation_id: 'bench',
        generation_id: 'g',
        hook_event_name: 'preToolUse',
        workspace_roots: [dir],
        tool_name: 'Write',
        tool_input: { file_path: file, contents: content },
      },
    ],
    copilot: [
      'copilot',
      { timestamp: 1, cwd: dir, toolName: 'create', toolArgs: JSON.stringify({ path: file, file_text: content }) },
    ],
  };
  const once = ([agent, body]) => {
    const t = process.hrtime.bigint();
    const r =
      agent === undefined
        ? spawnSync(process.execPath, ['-e', '0'], { cwd: dir, env })
        : spawnSync(process.execPath, [CLI, 'hook', agent], { cwd: dir, env, input: JSON.stringify(body) });
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    if (r.status !== 0) throw new Error(`hook ${agent} exited ${r.status}: ${r.stderr}${r.stdout}`);
    return ms;
  };
  const names = Object.keys(inputs);
  const runs = names.map((n) => (inputs[n] === null ? [] : inputs[n]));
  const times = names.map(() => []);
  for (const r of runs) once(r); // warm the page cache and the code cache
  for (let i = 0; i < RUNS; i++) runs.forEach((r, k) => times[k].push(once(r)));
  const ms = Object.fromEntries(names.map((n, k) => [n, median(times[k])]));
  const base = ms['node -e 0'];
  console.log(
    '\n(agents) each agent hook per call (a Write of an unprotected file) vs node -e 0 (target: <= Claude + 0.05x)',
  );
  const claude = ms.claude / base;
  let worst = 0;
  for (const n of names.slice(1)) {
    const ratio = ms[n] / base;
    if (n !== 'claude') worst = Math.max(worst, ratio - claude);
    console.log(
      `  hook ${n.padEnd(8)} ${ms[n].toFixed(1).padStart(7)} ms  ${ratio.toFixed(2)}x${n === 'claude' ? '' : `  (${ratio - claude >= 0 ? '+' : ''}${(ratio - claude).toFixed(2)}x)`}`,
    );
  }
  // OpenCode: the plugin loaded once in a process, one call timed in it.
  const plugin = pathToFileURL(join(CLI, '..', '..', 'opencode', 'index.js')).href;
  const script = `
    const { DiffgatePlugin } = await import(${JSON.stringify(plugin)});
    const hooks = await DiffgatePlugin({ directory: ${JSON.stringify(dir)}, worktree: ${JSON.stringify(dir)} });
    const args = { filePath: ${JSON.stringify(file)}, content: ${JSON.stringify(content)} };
    const ts = [];
    for (let i = 0; i < ${RUNS + 1}; i++) {
      const t = process.hrtime.bigint();
      await hooks['tool.execute.before']({ tool: 'write', sessionID: 'bench', callID: 'c' + i }, { args });
      ts.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    console.log(JSON.stringify(ts.slice(1)));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: dir, env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`opencode plugin: ${r.stderr}`);
  const call = median(JSON.parse(r.stdout));
  console.log(`  opencode (in process) ${call.toFixed(1).padStart(5)} ms  ${(call / base).toFixed(2)}x`);
  console.log(
    `  worst adapter above Claude: ${worst >= 0 ? '+' : ''}${worst.toFixed(2)}x (${worst <= 0.05 ? 'within' : 'OVER'} the 0.05x target)`,
  );
  return { base, ms, worst, opencode: call };
}
