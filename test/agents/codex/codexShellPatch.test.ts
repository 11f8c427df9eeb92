/**
 * Codex applies a patch given through the shell in every form codex-rs accepts
 * (codex-rs/apply-patch/src/invocation.rs: `apply_patch <patch>`, `apply_patch <<'EOF'`, the same
 * after `cd <path> &&`, inside `bash -lc "..."`); each is judged as the patch, relative to the
 * folder it cd's into (review of issue 18, F01). Payloads: Codex PreToolUse for its shell tool
 * (codex-rs hooks/schema/generated, Codex 0.124+).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openHarness, runHook } from '../../agent/hookHarness.js';

const PATCH = (path: string) => `*** Begin Patch\n*** Update File: ${path}\n@@\n-echo a\n+echo pwned\n*** End Patch`;
const sq = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const ansi = (s: string) => `$'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

function shell(h: Harness, command: string) {
  h.env.CLAUDE_PROJECT_DIR = undefined;
  const body = {
    session_id: 'codex-s1',
    transcript_path: null,
    cwd: h.repo.dir,
    hook_event_name: 'PreToolUse',
    model: 'gpt-5',
    permission_mode: 'default',
    turn_id: 't1',
    tool_name: 'Bash',
    tool_input: { command },
    tool_use_id: 'call_1',
  };
  return runHook(h, JSON.stringify(body), ['hook', 'codex']);
}

describe('Codex: apply_patch through the shell, in every form codex-rs runs', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
  });
  afterAll(() => h.close());

  const forms: Record<string, () => string> = {
    "cd hooks && apply_patch <<'EOF'": () => `cd hooks && apply_patch <<'EOF'\n${PATCH('a.sh')}\nEOF`,
    "apply_patch '<patch>' (argv)": () => `apply_patch ${sq(PATCH('hooks/a.sh'))}`,
    "apply_patch $'<patch>' (argv, ANSI-C quoted)": () => `apply_patch ${ansi(PATCH('hooks/a.sh'))}`,
    'bash -lc "apply_patch <<EOF ..."': () => `bash -lc "apply_patch <<'EOF'\n${PATCH('hooks/a.sh')}\nEOF"`,
  };

  it.each(Object.keys(forms))('blocks a frozen-file patch given as %s', (name) => {
    const r = shell(h, forms[name]!());
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toContain('hooks/a.sh');
    expect(r.stderr).toContain('Hooks change only together with the router');
    expect(readFileSync(join(h.repo.dir, 'hooks/a.sh'), 'utf8')).toBe('echo a\n');
  });

  it('lets the same forms through for an unprotected file', () => {
    const patch = '*** Begin Patch\n*** Update File: notes.txt\n@@\n-notes\n+more notes\n*** End Patch';
    for (const command of [
      `cd src && apply_patch <<'EOF'\n${patch.replace('notes.txt', '../notes.txt')}\nEOF`,
      `apply_patch ${sq(patch)}`,
    ]) {
      const r = shell(h, command);
      expect(r.status, `${command}\n${r.stderr}`).toBe(0);
    }
  });
});
