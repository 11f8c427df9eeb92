/**
 * Gemini CLI's tools (@google/gemini-cli-core 0.61.0) as geminiCalls maps them: each onto the
 * decision layer's tool, with the names the messages give the model (the tool it called, and
 * replace, write_file and run_shell_command for a next step). A tool the installed matcher does
 * not name fails closed before a call; after one, the tripwire runs whatever the tool.
 */
import { describe, expect, it } from 'vitest';
import { HookFailure } from '../../../src/agent/failure.js';
import { GEMINI_TOOLS, geminiCalls } from '../../../src/agents/gemini/geminiHook.js';

const CWD = '/nonexistent/gemini-repo';
const payload = (hook_event_name: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    session_id: 'gemini-names',
    transcript_path: '/nonexistent/transcript.json',
    cwd: CWD,
    hook_event_name,
    timestamp: '2026-12-04T18:00:00.000Z',
    ...extra,
  });
const NEXT_STEP = { edit: 'replace', write: 'write_file', shell: 'run_shell_command' };

// [Gemini's tool, its tool_input, the decision layer's tool for each call]
const CASES: [string, Record<string, unknown>, string[]][] = [
  ['write_file', { file_path: 'a.txt', content: 'x\n' }, ['Write']],
  ['replace', { file_path: 'a.txt', old_string: 'a', new_string: 'b' }, ['Edit']],
  ['run_shell_command', { command: 'ls', dir_path: 'src' }, ['Bash']],
  ['read_file', { file_path: 'a.txt' }, ['Read']],
  ['read_many_files', { include: ['a.txt'] }, ['Read']],
  ['glob', { pattern: '*.ts', dir_path: 'src' }, ['Glob']],
  ['search_file_content', { pattern: 'TODO', include: '*.ts' }, ['Grep']],
  ['grep_search', { pattern: 'TODO', dir_path: 'src', include_pattern: '*.ts' }, ['Grep']],
  ['list_directory', { dir_path: 'src' }, ['LS']],
];

describe("Gemini CLI's tool names", () => {
  it.each(CASES)('BeforeTool %s %j: judged as %j', (tool, tool_input, judgedAs) => {
    const calls = geminiCalls(payload('BeforeTool', { tool_name: tool, tool_input }));
    expect(calls.map((c) => (c.kind === 'before' ? c.tool : c.kind))).toEqual(judgedAs);
    for (const c of calls) expect(c.tools).toEqual({ ...NEXT_STEP, called: tool });
  });

  it('has a case above for every tool the matcher names', () => {
    expect(CASES.map(([tool]) => tool).sort()).toEqual([...GEMINI_TOOLS].sort());
  });

  it('AfterTool keeps the name the model called, for the tripwire', () => {
    const [after] = geminiCalls(payload('AfterTool', { tool_name: 'replace', tool_input: { file_path: 'a.txt' } }));
    expect(after).toMatchObject({ kind: 'after', tool: 'replace' });
    expect(after!.tools).toEqual({ ...NEXT_STEP, called: 'replace' });
  });

  it('a prompt and the end of a turn name no called tool', () => {
    for (const [event, extra] of [
      ['BeforeAgent', { prompt: 'tidy up' }],
      ['AfterAgent', { stop_hook_active: false }],
    ] as const) {
      const [c] = geminiCalls(payload(event, extra));
      expect(c!.tools).toEqual(NEXT_STEP);
    }
  });

  it('an unknown tool fails closed before the call, naming the tools it knows', () => {
    const call = () => geminiCalls(payload('BeforeTool', { tool_name: 'web_fetch', tool_input: { url: 'x' } }));
    expect(call).toThrow(HookFailure);
    expect(call).toThrow('unknown Gemini CLI tool "web_fetch": expected write_file, replace, run_shell_command');
  });

  it('an unknown tool still reaches the tripwire after the call, by its own name', () => {
    const [after] = geminiCalls(payload('AfterTool', { tool_name: 'web_fetch', tool_input: { url: 'x' } }));
    expect(after).toMatchObject({ kind: 'after', tool: 'web_fetch' });
    expect(after!.tools).toEqual({ ...NEXT_STEP, called: 'web_fetch' });
  });
});
