/**
 * The hook protocol's failure paths: whatever goes wrong ends in exit 2 with a message on stderr
 * (Claude Code lets a call through on any other code), and "no opinion" is exit 0 with no output.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { abs, preToolUse, runHook, tool, withHarness } from '../../agent/hookHarness.js';

describe('hook protocol', () => {
  it('answers no opinion with exit 0 and no output', async () => {
    await withHarness((h) => {
      expect(tool(h, 'Read', { file_path: abs(h, 'notes.txt') })).toEqual({ status: 0, stdout: '', stderr: '' });
    });
  });

  const failures: [string, (h: Parameters<Parameters<typeof withHarness>[0]>[0]) => string, RegExp][] = [
    ['malformed JSON', () => '{"session_id": "s", ', /the input on stdin is not JSON/],
    ['an empty input', () => '', /not JSON/],
    ['a JSON array', () => '[]', /not a JSON object/],
    [
      'an unknown event',
      (h) => preToolUse(h, 'Read', {}).replace('"PreToolUse"', '"SessionStart"'),
      /unknown hook event "SessionStart"/,
    ],
    ['an unknown tool', (h) => preToolUse(h, 'WebFetch', { url: 'https://example.com' }), /unknown tool "WebFetch"/],
    [
      'a missing session id',
      (h) => JSON.stringify({ ...JSON.parse(preToolUse(h, 'Read', { file_path: '/x' })), session_id: undefined }),
      /"session_id" is missing/,
    ],
    [
      'a relative cwd',
      (h) => JSON.stringify({ ...JSON.parse(preToolUse(h, 'Read', { file_path: '/x' })), cwd: 'repo' }),
      /"cwd" is missing or not an absolute path/,
    ],
    [
      'tool_input that is not an object',
      (h) => JSON.stringify({ ...JSON.parse(preToolUse(h, 'Read', {})), tool_input: 'x' }),
      /"tool_input" is missing or not an object/,
    ],
    [
      'a Write without file_path',
      (h) => preToolUse(h, 'Write', { content: 'x' }),
      /the Write tool input's "file_path" is missing or not a string/,
    ],
    ['a Bash call without a command', (h) => preToolUse(h, 'Bash', {}), /the Bash tool input's "command"/],
    [
      'a MultiEdit whose edits are not a list',
      (h) => preToolUse(h, 'MultiEdit', { file_path: abs(h, 'notes.txt'), edits: 'x' }),
      /"edits" is missing or not a list of objects/,
    ],
    [
      'a NotebookEdit with an unknown edit mode',
      (h) => preToolUse(h, 'NotebookEdit', { notebook_path: abs(h, 'n.ipynb'), new_source: 'x', edit_mode: 'append' }),
      /"edit_mode" is missing or not replace, insert or delete/,
    ],
  ];

  it.each(failures)('blocks on %s with a message', async (_name, input, message) => {
    await withHarness((h) => {
      const r = runHook(h, input(h));
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toContain('the call is blocked (fail closed)');
    });
  });

  it('blocks when the manifest exists but cannot be read', async () => {
    await withHarness((h) => {
      rmSync(join(h.repo.dir, '.diffgate.tsv'));
      mkdirSync(join(h.repo.dir, '.diffgate.tsv')); // unreadable as a file, even for root
      const r = tool(h, 'Read', { file_path: abs(h, 'notes.txt') });
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(
        /the manifest \.diffgate\.tsv exists but cannot be read: .*\.diffgate\.tsv is a directory, not a regular file/,
      );
    });
  });

  it('blocks when the user manifest cannot be read', async () => {
    await withHarness((h) => {
      mkdirSync(join(h.home, '.config/diffgate/manifest.tsv'), { recursive: true });
      const r = tool(h, 'Write', { file_path: abs(h, 'notes.txt'), content: 'x' });
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/the manifest ~\/\.config\/diffgate\/manifest\.tsv exists but cannot be read/);
    });
  });

  it('blocks on a manifest with errors, naming file, line and column', async () => {
    await withHarness((h) => {
      h.repo.write('.diffgate.tsv', 'freeze\tguard.sh\tok\nfreez\tx\ty\n');
      const r = tool(h, 'Bash', { command: 'ls' });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('.diffgate.tsv:2:1: unknown rule kind "freez"');
    });
  });

  it('blocks on a user manifest line that names repository paths', async () => {
    await withHarness((h) => {
      mkdirSync(join(h.home, '.config/diffgate'), { recursive: true });
      const file = join(h.home, '.config/diffgate/manifest.tsv');
      writeFileSync(file, 'freeze\tsrc/**\tnot outside\n');
      const r = tool(h, 'Read', { file_path: abs(h, 'notes.txt') });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('manifest.tsv:1:1: expected a pattern starting with ~/ or /');
    });
  });

  it('blocks when the working directory does not exist', async () => {
    await withHarness((h) => {
      h.env.CLAUDE_PROJECT_DIR = undefined;
      const r = runHook(h, preToolUse(h, 'Read', { file_path: '/x' }, { cwd: join(h.repo.dir, 'gone') }));
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/the working directory .*gone cannot be resolved/);
    });
  });

  it('refuses to be called without the agent name', async () => {
    await withHarness((h) => {
      const r = runHook(h, '{}', ['hook']);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('usage: diffgate hook claude');
    });
  });

  it('records a prompt and says nothing', async () => {
    await withHarness((h) => {
      const r = runHook(
        h,
        JSON.stringify({
          session_id: 's',
          transcript_path: '/t',
          cwd: h.repo.dir,
          permission_mode: 'default',
          hook_event_name: 'UserPromptSubmit',
          prompt: 'hello',
        }),
      );
      expect(r).toEqual({ status: 0, stdout: '', stderr: '' });
    });
  });

  it('sets a prompt store replaced by a file aside, makes it anew, and tells the model (issue 32)', async () => {
    await withHarness((h) => {
      mkdirSync(join(h.repo.dir, '.git/diffgate'), { recursive: true });
      writeFileSync(join(h.repo.dir, '.git/diffgate/sessions'), 'not a directory');
      const r = runHook(
        h,
        JSON.stringify({ session_id: 's', cwd: h.repo.dir, hook_event_name: 'UserPromptSubmit', prompt: 'hello' }),
      );
      // before: exit 2 "internal error" at every prompt until a person removed the file
      expect(r.status, r.stderr).toBe(0);
      const said = JSON.parse(r.stdout).hookSpecificOutput.additionalContext;
      expect(said).toContain('.git/diffgate/sessions was a file, not the folder');
      expect(said).not.toContain('record of the protected files'); // the record was never taken: nothing forged
      const kept = /kept at (\S+);/.exec(said)?.[1];
      expect(readFileSync(join(h.repo.dir, kept ?? 'none'), 'utf8')).toBe('not a directory');
    });
  });
});
