/**
 * OpenCode's tools (1.18.33) as opencodeCalls maps them: each onto the decision layer's tool, with
 * the names the messages give the model. An edit shows which edit tools the model has (edit and
 * write, or apply_patch for gpt- models); any other call names both. batch's inner calls are each
 * their own tool. A tool it does not map gets no opinion.
 */
import { describe, expect, it } from 'vitest';
import { opencodeCalls } from '../../../src/agents/opencode/plugin.js';

const CWD = '/nonexistent/opencode-repo';
const calls = (tool: string, args: Record<string, unknown>) => opencodeCalls(tool, args, 'opencode-names', CWD);

const PATCH = '*** Begin Patch\n*** Add File: a.txt\n+x\n*** End Patch\n';
const EITHER = { edit: 'edit (or apply_patch)', write: 'write (or apply_patch)', shell: 'bash' };
const EDIT_WRITE = { edit: 'edit', write: 'write', shell: 'bash' };
const PATCHING = { edit: 'apply_patch', write: 'apply_patch', shell: 'bash' };

// [OpenCode's tool, its args, the decision layer's tool for each call, the names for a next step]
const CASES: [string, Record<string, unknown>, string[], object][] = [
  ['write', { filePath: 'a.txt', content: 'x\n' }, ['Write'], EDIT_WRITE],
  ['edit', { filePath: 'a.txt', oldString: 'a', newString: 'b' }, ['Edit'], EDIT_WRITE],
  ['multiedit', { filePath: 'a.txt', edits: [{ oldString: 'a', newString: 'b' }] }, ['MultiEdit'], EDIT_WRITE],
  ['apply_patch', { patchText: PATCH }, ['Write'], PATCHING],
  ['patch', { patchText: PATCH }, ['Write'], PATCHING],
  ['bash', { command: 'ls', workdir: 'src', description: 'list' }, ['Bash'], EITHER],
  ['read', { filePath: 'a.txt' }, ['Read'], EITHER],
  ['glob', { pattern: '*.ts', path: 'src' }, ['Glob'], EITHER],
  ['grep', { pattern: 'TODO', path: 'src', include: '*.ts' }, ['Grep'], EITHER],
  ['list', { path: 'src' }, ['LS'], EITHER],
];

describe("OpenCode's tool names", () => {
  it.each(CASES)('%s %j: judged as %j', (tool, args, judgedAs, names) => {
    const out = calls(tool, args);
    expect(out.map((c) => c.tool)).toEqual(judgedAs);
    for (const c of out) expect(c.tools).toEqual({ ...names, called: tool });
  });

  it("batch: each inner call by its own tool's names", () => {
    const out = calls('batch', {
      tool_calls: [
        { tool: 'write', parameters: { filePath: 'a.txt', content: 'x\n' } },
        { tool: 'bash', parameters: { command: 'ls' } },
        { tool: 'webfetch', parameters: { url: 'https://example.com' } },
      ],
    });
    expect(out.map((c) => [c.tool, c.tools])).toEqual([
      ['Write', { ...EDIT_WRITE, called: 'write' }],
      ['Bash', { ...EITHER, called: 'bash' }],
    ]);
  });

  it('an unknown tool gets no opinion, whatever its arguments', () => {
    expect(calls('webfetch', { url: 'https://example.com' })).toEqual([]);
    expect(calls('todowrite', {})).toEqual([]);
  });
});
