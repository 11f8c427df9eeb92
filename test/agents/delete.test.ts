/**
 * A deletion through an agent gets the verdict `check --staged` gives the same deletion (review of
 * issue 18, F22): Codex `*** Delete File` (codex-rs apply-patch, Codex 0.124+ hooks) and Cursor's
 * preToolUse `Delete` (cursor.com/docs/agent/hooks, Cursor 2.x). Deleting a budget file or an
 * invariant file without spans is allowed; deleting a frozen file, an append-only log or a file
 * with invariant spans is refused; a gate file is refused as any edit of it is.
 */
import { describe, expect, it } from 'vitest';
import { type Harness, MANIFEST, runHook, withHarness } from '../agent/hookHarness.js';

function codexDelete(h: Harness, path: string) {
  h.env.CLAUDE_PROJECT_DIR = undefined;
  const body = {
    session_id: 'codex-s1',
    transcript_path: null,
    cwd: h.repo.dir,
    hook_event_name: 'PreToolUse',
    model: 'gpt-5',
    permission_mode: 'default',
    turn_id: 't1',
    tool_name: 'apply_patch',
    tool_input: { command: `*** Begin Patch\n*** Delete File: ${path}\n*** End Patch\n` },
    tool_use_id: 'call_1',
  };
  return runHook(h, JSON.stringify(body), ['hook', 'codex']).status;
}

function cursorDelete(h: Harness, path: string) {
  h.env.CLAUDE_PROJECT_DIR = undefined;
  const body = {
    conversation_id: 'c1',
    generation_id: 'g1',
    hook_event_name: 'preToolUse',
    workspace_roots: [h.repo.dir],
    tool_name: 'Delete',
    tool_input: { file_path: `${h.repo.dir}/${path}` },
    tool_use_id: 't1',
  };
  return runHook(h, JSON.stringify(body), ['hook', 'cursor']).status;
}

function checkDeleted(h: Harness, path: string) {
  h.repo.git('rm', '-q', path);
  const r = h.repo.diffgate(['check', '--staged'], { env: { HOME: h.home } });
  h.repo.git('reset', '-q', '--hard');
  return r.status;
}

describe('a deletion through an agent, judged as check --staged judges it', () => {
  it.each([
    ['INDEX.md', 'a budget file', 0],
    ['docs/plain.md', 'an invariant file without spans', 0],
    ['docs/style.md', 'an invariant file with spans', 2],
    ['guard.sh', 'a frozen file', 2],
    ['logs/decisions.md', 'an append-only log', 2],
  ] as const)('%s (%s)', async (path, _kind, expected) => {
    await withHarness((h) => {
      h.repo
        .write('.diffgate.tsv', `${MANIFEST}invariant\tdocs/plain.md\tMarked principles are decided\n`)
        .write('docs/plain.md', 'no spans here\n')
        .commit('base');
      expect(checkDeleted(h, path) === 0 ? 0 : 2).toBe(expected);
      expect(codexDelete(h, path)).toBe(expected);
      expect(cursorDelete(h, path)).toBe(expected);
    });
  });

  it('refuses deleting a gate file', async () => {
    await withHarness((h) => {
      h.repo.commit('base');
      expect(codexDelete(h, '.diffgate.tsv')).toBe(2);
      expect(cursorDelete(h, '.diffgate.tsv')).toBe(2);
    });
  });
});
