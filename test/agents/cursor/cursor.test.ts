/**
 * Cursor's hooks (cursor.com/docs/agent/hooks, hooks.json version 1, Cursor 2.x): a multi-root
 * workspace's second root is a workspace too (F12), and preToolUse's Read and Grep are judged
 * as reads (F13). Review of issue 18.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, runHook, withHarness } from '../../agent/hookHarness.js';
import { cleanEnv } from '../../helpers/gitRepo.js';

function cursor(h: Harness, event: string, extra: Record<string, unknown>, roots = [h.repo.dir]) {
  h.env.CLAUDE_PROJECT_DIR = undefined;
  const body = {
    conversation_id: 'c1',
    generation_id: 'g1',
    model: 'm',
    hook_event_name: event,
    cursor_version: '2.1.0',
    workspace_roots: roots,
    user_email: 'u@example.com',
    transcript_path: null,
    ...extra,
  };
  return runHook(h, JSON.stringify(body), ['hook', 'cursor']);
}

describe('Cursor', () => {
  it("judges a file in a multi-root workspace's second root by that root", async () => {
    await withHarness((h) => {
      const other = realpathSync(mkdtempSync(join(tmpdir(), 'diffgate-other-')));
      try {
        spawnSync('git', ['init', '-q', other], { env: cleanEnv() });
        const roots = [other, h.repo.dir];
        const write = cursor(
          h,
          'preToolUse',
          { tool_name: 'Write', tool_input: { file_path: join(h.repo.dir, 'new.txt'), contents: 'hi\n' } },
          roots,
        );
        expect(write.status, write.stdout).toBe(0);
        const read = cursor(
          h,
          'beforeReadFile',
          { file_path: join(h.repo.dir, 'INDEX.md'), content: '1\n', attachments: [] },
          roots,
        );
        expect(read.status, read.stdout).toBe(0);
        // and the second root's own rules hold there
        const frozen = cursor(
          h,
          'preToolUse',
          { tool_name: 'Write', tool_input: { file_path: join(h.repo.dir, 'guard.sh'), contents: 'x\n' } },
          roots,
        );
        expect(frozen.status).toBe(2);
        expect(frozen.stdout).toContain('The guard is the source of truth');
      } finally {
        rmSync(other, { recursive: true, force: true });
      }
    });
  });

  it('maps preToolUse Read and Grep, and installs its matcher for them', async () => {
    await withHarness((h) => {
      h.repo.write('secrets.json', '{"token":"t"}\n');
      const grep = cursor(h, 'preToolUse', {
        tool_name: 'Grep',
        tool_input: { pattern: 'token', path: join(h.repo.dir, 'secrets.json') },
        tool_use_id: 't1',
      });
      expect(grep.status, grep.stdout).toBe(2);
      expect(JSON.parse(grep.stdout).permission).toBe('deny');
      const read = cursor(h, 'preToolUse', {
        tool_name: 'Read',
        tool_input: { file_path: join(h.repo.dir, 'secrets.json') },
        tool_use_id: 't2',
      });
      expect(read.status).toBe(2);
      const plain = cursor(h, 'preToolUse', {
        tool_name: 'Grep',
        tool_input: { pattern: 'export', path: join(h.repo.dir, 'src') },
        tool_use_id: 't3',
      });
      expect(plain.status, plain.stdout).toBe(0);
      expect(h.repo.diffgate(['install', '--cursor'], { env: { HOME: h.home } }).status).toBe(0);
      const matcher = JSON.parse(readFileSync(join(h.repo.dir, '.cursor/hooks.json'), 'utf8')).hooks.preToolUse[0]
        .matcher;
      for (const tool of ['Read', 'Grep', 'Write']) expect(new RegExp(`^(?:${matcher})$`).test(tool)).toBe(true);
    });
  });
});
