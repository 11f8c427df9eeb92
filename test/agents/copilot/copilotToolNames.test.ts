/**
 * Copilot CLI's tools (1.0.102) as copilotCalls maps them: each onto the decision layer's tool,
 * with the names the messages give the model. An edit shows which edit tools the model has (edit
 * and create, or apply_patch for gpt-5.x); any other call names both. A tool it does not map gets
 * no opinion before the call, and the tripwire after it, by its own name.
 */
import { describe, expect, it } from 'vitest';
import { copilotCalls } from '../../../src/agents/copilot/copilotHook.js';

const CWD = '/nonexistent/copilot-repo';
const payload = (extra: Record<string, unknown>) =>
  JSON.stringify({ sessionId: 'copilot-names', timestamp: 1_780_000_000_000, cwd: CWD, ...extra });
const pre = (toolName: string, toolArgs: unknown) => copilotCalls(payload({ toolName, toolArgs }), 'preToolUse').calls;

const PATCH = '*** Begin Patch\n*** Add File: a.txt\n+x\n*** End Patch\n';
const EITHER = { edit: 'edit (or apply_patch)', write: 'create (or apply_patch)', shell: 'bash' };
const EDIT_CREATE = { edit: 'edit', write: 'create', shell: 'bash' };
const PATCHING = { edit: 'apply_patch', write: 'apply_patch', shell: 'bash' };

// [Copilot's tool, its toolArgs, the decision layer's tool for each call, the names for a next step]
const CASES: [string, unknown, string[], object][] = [
  ['bash', { command: 'ls' }, ['Bash'], EITHER],
  ['powershell', { command: 'Get-ChildItem' }, ['PowerShell'], { ...EITHER, shell: 'powershell' }],
  ['create', { path: 'a.txt', file_text: 'x\n' }, ['Write'], EDIT_CREATE],
  ['edit', { path: 'a.txt', old_str: 'a', new_str: 'b' }, ['Edit'], EDIT_CREATE],
  ['view', { path: 'a.txt' }, ['Read'], EITHER],
  ['glob', { pattern: '*.ts', path: 'src' }, ['Glob'], EITHER],
  ['grep', { pattern: 'TODO', path: 'src' }, ['Grep'], EITHER],
  ['rg', { pattern: 'TODO', paths: ['src', 'test'] }, ['Grep', 'Grep'], EITHER],
  ['apply_patch', PATCH, ['Write'], PATCHING],
];

describe("Copilot CLI's tool names", () => {
  it.each(CASES)('preToolUse %s %j: judged as %j', (tool, toolArgs, judgedAs, names) => {
    const calls = pre(tool, toolArgs);
    expect(calls.map((c) => (c.kind === 'before' ? c.tool : c.kind))).toEqual(judgedAs);
    for (const c of calls) expect(c.tools).toEqual({ ...names, called: tool });
  });

  it('reads toolArgs given as a JSON string as the object', () => {
    const [c] = pre('create', JSON.stringify({ path: 'a.txt', file_text: 'x\n' }));
    expect(c).toMatchObject({ tool: 'Write', tools: { ...EDIT_CREATE, called: 'create' } });
  });

  it('postToolUse keeps the name the model called, for the tripwire', () => {
    const { event, calls } = copilotCalls(payload({ toolName: 'create', toolArgs: {}, toolResult: {} }), 'postToolUse');
    expect(event).toBe('postToolUse');
    expect(calls).toMatchObject([{ kind: 'after', tool: 'create' }]);
    expect(calls[0]!.tools).toEqual({ ...EDIT_CREATE, called: 'create' });
  });

  it('a prompt and agentStop name no called tool', () => {
    expect(copilotCalls(payload({ prompt: 'tidy up' }), 'userPromptSubmitted').calls[0]!.tools).toEqual(EITHER);
    expect(copilotCalls(payload({ stopReason: 'end_turn' }), 'agentStop').calls[0]!.tools).toEqual(EITHER);
  });

  it('an unknown tool gets no opinion before the call, whatever its arguments', () => {
    expect(pre('report_intent', { intent: 'Exploring' })).toEqual([]);
    expect(pre('web_fetch', 'not json')).toEqual([]);
  });

  it('an unknown tool reaches the tripwire after the call, by its own name', () => {
    const { calls } = copilotCalls(payload({ toolName: 'web_fetch', toolArgs: 'x', toolResult: {} }), 'postToolUse');
    expect(calls).toMatchObject([{ kind: 'after', tool: 'web_fetch' }]);
    expect(calls[0]!.tools).toEqual({ ...EITHER, called: 'web_fetch' });
  });
});
