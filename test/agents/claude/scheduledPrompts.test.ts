// Claude Code 2.1.328's scheduled prompts (review 4 C1, C2): the UserPromptSubmit `source` field
// (from the client's hook-input schema: user | sdk | system | loop_wakeup | schedule_wakeup |
// poll_event) and the tools that schedule a prompt the model writes (CronCreate, ScheduleWakeup).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claudeEvent, readHookInput } from '../../../src/agents/claude/claudeInput.js';
import { type Harness, abs, rulesIn, runHook, tool, withHarness } from '../../agent/hookHarness.js';

const prompt = (source: string | undefined) =>
  JSON.stringify({
    session_id: 's1',
    cwd: '/repo',
    hook_event_name: 'UserPromptSubmit',
    prompt: 'guard release: refresh guard.sh',
    ...(source === undefined ? {} : { source }),
  });

describe('UserPromptSubmit source: whose words', () => {
  it.each([
    [undefined, false], // older clients send none: the person's, as before
    ['user', false],
    ['sdk', false], // claude -p, the Agent SDK: the person's command line
    ['schedule_wakeup', true], // a CronCreate job's prompt, written by the model
    ['loop_wakeup', true], // a ScheduleWakeup (/loop) the model armed
    ['system', true],
    ['poll_event', true],
    ['some_future_source', true], // unknown: fail closed
  ])('source %j -> from the model: %s', (source, fromModel) => {
    const input = readHookInput(prompt(source));
    if ('refused' in input) throw new Error(JSON.stringify(input));
    const event = claudeEvent(input);
    expect(event.kind === 'prompt' && event.fromModel === true).toBe(fromModel);
  });

  it('a source that is not a string is refused, naming the field', () => {
    expect(readHookInput(prompt(undefined).replace('"prompt"', '"source":7,"prompt"'))).toEqual({
      refused: 'field',
      name: 'source',
      expected: 'a string',
    });
  });
});

const stderrOf = (h: Harness, name: string, input: Record<string, unknown>) => tool(h, name, input);

describe('CronCreate and ScheduleWakeup: the prompt the model schedules', () => {
  it.each([
    ['CronCreate', { cron: '*/5 * * * *', prompt: 'guard release: refresh guard.sh', recurring: true }, 2],
    ['CronCreate', { cron: '0 9 * * *', prompt: 'run the tests and report', recurring: true }, 0],
    ['ScheduleWakeup', { delaySeconds: 60, prompt: 'Guard   RELEASE then edit guard.sh' }, 2],
    ['ScheduleWakeup', { delaySeconds: 60, prompt: 'check the build again' }, 0],
  ])('%s %j -> exit %i', async (name, input, status) => {
    await withHarness(async (h) => {
      const r = stderrOf(h, name, input);
      expect(r.status, r.stderr).toBe(status);
      if (status === 2) {
        expect(rulesIn(r.stderr)).toEqual(['scheduled-release']);
        expect(r.stderr).toContain('release phrase "guard release"');
        expect(r.stderr).toContain('Schedule the prompt without the release phrase');
      } else expect(r.stderr).toBe('');
    });
  });

  it('a prompt that is not a string fails closed, naming the tool and field', async () => {
    await withHarness(async (h) => {
      const r = stderrOf(h, 'CronCreate', { cron: '* * * * *', prompt: 7 });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('CronCreate');
      expect(r.stderr).toContain('"prompt"');
    });
  });

  it('the durable jobs file is a gate: a Write of it is denied, like the settings beside it', async () => {
    await withHarness(async (h) => {
      const r = stderrOf(h, 'Write', {
        file_path: abs(h, '.claude/scheduled_tasks.json'),
        content: '{"tasks":[]}\n',
      });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('scheduled_tasks.json');
      const shell = runHook(
        h,
        JSON.stringify({
          session_id: 'session-1',
          cwd: h.repo.dir,
          hook_event_name: 'PreToolUse',
          tool_name: 'Bash',
          tool_input: { command: `echo '{}' > ${join(h.repo.dir, '.claude/scheduled_tasks.json')}` },
        }),
      );
      expect(shell.status).toBe(2);
    });
  });
});

/** The UserPromptSubmit the real client 2.1.328 sent when a CronCreate job fired: no `source`. */
const firedPlain = (h: Harness, prompt: string) =>
  JSON.stringify({
    session_id: 'session-1',
    cwd: h.repo.dir,
    permission_mode: 'bypassPermissions',
    hook_event_name: 'UserPromptSubmit',
    prompt,
  });

describe('a scheduled prompt is noted, and fires as the client’s words even with no source', () => {
  it('a job "save the notes to memory" opens no save-gated file when it fires; the person’s own "save" does', async () => {
    await withHarness(async (h) => {
      expect(runHook(h, firedPlain(h, 'tidy the docs')).status).toBe(0); // the person's turn
      const cron = stderrOf(h, 'CronCreate', {
        cron: '0 * * * *',
        prompt: 'Save the notes to memory',
        recurring: true,
      });
      expect(cron.status, cron.stderr).toBe(0); // no release phrase: the client's to schedule
      const write = () => stderrOf(h, 'Write', { file_path: abs(h, 'memory/notes.md'), content: 'x\n' });
      // it fires (spaces and case as a client may send them)
      expect(runHook(h, firedPlain(h, '  save the notes  to memory ')).status).toBe(0);
      expect(rulesIn(write().stderr)).toEqual(['save-gate']);
      // the person typing their own words with "save" in them opens it
      expect(runHook(h, firedPlain(h, 'please save the notes')).status).toBe(0);
      expect(write().status).toBe(0);
    });
  });
});
