// Review 4 on the real Codex CLI 0.169.0: Stop's block goes on as a new user message
// `<hook_prompt ...>stderr</hook_prompt>` (FINDINGS.md). Does that message reach diffgate as a
// UserPromptSubmit, and is it taken for the person's (the block's own text names the release
// phrase)? The continuation then writes the frozen file. Holds on 0.169.0: no UserPromptSubmit.
import { afterAll, describe, expect, it } from 'vitest';
import { offMachineGuard } from './codexDriver.js';
import type { Step } from './responsesModel.js';
import { patch, type Scenario, scenario, sneakyWrite, updateFile } from './scenario.js';

const opened: Scenario[] = [];
afterAll(async () => {
  for (const s of opened) await s.close();
  expect((await offMachineGuard()).seen).toEqual([]);
});
const sh = (cmd: string, extra: Record<string, unknown> = {}): Step => ({
  fn: 'exec_command',
  args: { cmd, ...extra },
});
const applyPatch = (...hunks: string[]): Step => ({ custom: 'apply_patch', input: patch(...hunks) });

describe('review 4: Codex Stop block continuation', () => {
  it('X1: the <hook_prompt> continuation after a put-back at Stop, then an apply_patch of the frozen file', async () => {
    const s = await scenario({
      'K-open': [
        sh('bash --norc --noprofile', { tty: true, yield_time_ms: 500 }),
        { fn: 'write_stdin', args: { session_id: '$SESSION', chars: `${sneakyWrite('open')}\n`, yield_time_ms: 1000 } },
        { text: 'left it running' },
      ],
      hook_prompt: [applyPatch(updateFile('frozen.txt', '-frozen', '+changed')), { text: 'patched' }],
    });
    opened.push(s);
    await s.run('K-open');
    const prompts = s.payloads().filter((p) => p.hook_event_name === 'UserPromptSubmit');
    // holds: Codex sends the continuation to the model only, never through UserPromptSubmit
    expect(prompts.map((p) => p.prompt)).toEqual(['K-open']);
    expect(s.read('frozen.txt')).toBe('frozen\n');
    expect(s.audit().some((a) => a.phrase !== undefined)).toBe(false);
  }, 170_000);
});
