/**
 * Gemini CLI's tools as its current declarations define them (google-gemini/gemini-cli
 * packages/core/src/tools/definitions, hooks reference docs/hooks/reference.md; Gemini CLI 0.x):
 * `replace` with `allow_multiple` (F03), the grep tool `grep_search` with `include_pattern` (F04),
 * `read_many_files` reading every file its includes reach (F05), and AfterAgent's
 * `stop_hook_active` on a retry (F21). Review of issue 18.
 */
import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, runHook, withHarness } from '../../agent/hookHarness.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function gemini(h: Harness, event: string, extra: Record<string, unknown>) {
  h.env.CLAUDE_PROJECT_DIR = undefined;
  const body = {
    session_id: 'g1',
    transcript_path: '/tmp/g.json',
    cwd: h.repo.dir,
    hook_event_name: event,
    timestamp: '2026-12-01T12:00:00.000Z',
    ...extra,
  };
  return runHook(h, JSON.stringify(body), ['hook', 'gemini']);
}
/** The reason of the JSON deny a block is (exit 0; Gemini shows an exit 2 as a failed hook). */
/** No block: exit 0 and no deny on stdout (a deny is exit 0 too). */
function passed(r: { status: number | null; stdout: string; stderr: string }): void {
  expect(r.status, r.stderr).toBe(0);
  expect(r.stdout, r.stderr).not.toContain('"deny"');
}
function denied(r: { status: number | null; stdout: string; stderr: string }): string {
  expect(r.status, r.stderr).toBe(0);
  const out = JSON.parse(r.stdout) as { decision?: string; reason?: string };
  expect(out.decision, r.stdout).toBe('deny');
  return out.reason ?? '';
}
const tool = (h: Harness, tool_name: string, tool_input: Record<string, unknown>) =>
  gemini(h, 'BeforeTool', { tool_name, tool_input });

describe('Gemini CLI tools as declared today', () => {
  it('judges replace with allow_multiple as every occurrence replaced', async () => {
    await withHarness((h) => {
      h.repo.write('docs/style.md', 'note x\n<!-- INVARIANT-START -->\nnote x\n<!-- INVARIANT-END -->\n');
      const r = tool(h, 'replace', {
        file_path: join(h.repo.dir, 'docs/style.md'),
        instruction: 'rename',
        old_string: 'note x',
        new_string: 'note y',
        allow_multiple: true,
      });
      expect(denied(r)).toContain('[invariant]');
    });
  });

  it('maps grep_search (include_pattern) and installs a matcher that names it', async () => {
    await withHarness((h) => {
      h.repo.write('.env', 'SECRET=1\n');
      const r = tool(h, 'grep_search', { pattern: 'SECRET', include_pattern: '.env' });
      expect(denied(r)).toContain('[secret]');
      const plain = tool(h, 'grep_search', { pattern: 'export', dir_path: 'src', include_pattern: '*.ts' });
      passed(plain);
      expect(h.repo.diffgate(['install', '--gemini'], { env: { HOME: h.home } }).status).toBe(0);
      const settings = JSON.parse(readFileSync(join(h.repo.dir, '.gemini/settings.json'), 'utf8'));
      for (const event of ['BeforeTool', 'AfterTool'])
        expect(new RegExp(settings.hooks[event][0].matcher).test('grep_search')).toBe(true);
    });
  });

  it('refuses a read_many_files whose includes reach a secret, and lets a plain one through', async () => {
    await withHarness((h) => {
      h.repo.write('deploy/id_rsa', 'KEY\n').write('secrets.json', '{"token":"t"}\n').write('.env', 'X=1\n');
      const many = (input: Record<string, unknown>) => tool(h, 'read_many_files', input);
      for (const input of [
        { include: ['**/*'], useDefaultExcludes: false },
        { include: ['deploy'] },
        { include: ['*.json'] },
      ]) {
        const r = many(input);
        expect(denied(r), JSON.stringify(input)).toContain('[secret]');
      }
      // the message names the file it would read, not the glob
      expect(denied(many({ include: ['*.json'] }))).toContain('secrets.json is on the built-in secret list');
      symlinkSync('.env', join(h.repo.dir, 'notes-link.txt'));
      denied(many({ include: ['*.txt'] }));
      const plain = many({ include: ['src/**/*.ts', 'docs'] });
      passed(plain);
    });
  });

  it('does not block AfterAgent again when it runs as the retry it asked for (stop_hook_active)', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      passed(gemini(h, 'BeforeAgent', { prompt: 'build' }));
      await sleep(1100);
      passed(tool(h, 'run_shell_command', { command: 'nohup ./x &' }));
      const stop = (active: boolean) =>
        gemini(h, 'AfterAgent', { prompt: 'p', prompt_response: 'r', stop_hook_active: active });
      h.repo.write('guard.sh', 'echo bg\n');
      const first = stop(false);
      expect(denied(first)).toContain('guard.sh');
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      h.repo.write('guard.sh', 'echo bg\n');
      const retry = stop(true);
      passed(retry);
    });
  });
});
