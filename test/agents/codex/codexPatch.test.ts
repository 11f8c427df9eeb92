/**
 * The content a Codex patch is judged by is the content codex-rs writes (review of issue 18, F02
 * and F18): a chunk of only added lines goes at the end of the file, after a final empty line too,
 * whatever its context (codex-rs apply-patch lib.rs compute_replacements); a CRLF file stays CRLF
 * (codex-rs apply-patch eol.rs). Line endings as Codex 0.169.0 really writes them (seen through the real
 * client: conformance/codex, "line endings"): a CR before a patch line's end is dropped, every
 * added line takes the ending of the file's first line, each context line keeps its own, and an Add
 * File is written with LF whatever was there. Each verdict is the one `diffgate check --staged` gives the file
 * Codex writes. Payloads: Codex PreToolUse apply_patch (codex-rs hooks, Codex 0.124+).
 */
import { describe, expect, it } from 'vitest';
import { type Harness, MANIFEST, runHook, withHarness } from '../../agent/hookHarness.js';

function patch(h: Harness, command: string) {
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
    tool_input: { command },
    tool_use_id: 'call_1',
  };
  return runHook(h, JSON.stringify(body), ['hook', 'codex']);
}

/** `check --staged` on the file as Codex writes it; the work tree is put back after. */
function checkWritten(h: Harness, path: string, written: string) {
  h.repo.write(path, written).stageAll();
  const r = h.repo.diffgate(['check', '--staged'], { env: { HOME: h.home } });
  h.repo.git('reset', '-q', '--hard');
  return r.status;
}

const update = (path: string, body: string) => `*** Begin Patch\n*** Update File: ${path}\n${body}\n*** End Patch\n`;

describe('Codex patches, judged as codex-rs applies them', () => {
  // review of issue 18's F02 read codex-rs as putting it before the empty line; the real Codex
  // 0.169.0 puts it after (conformance/codex, "line endings")
  it('puts an added-only chunk after the final empty line of an append-only log: allowed, as check allows it', async () => {
    await withHarness((h) => {
      h.repo.write('logs/decisions.md', 'decision 1\n\n').commit('blank');
      const r = patch(h, update('logs/decisions.md', '@@\n+decision 2'));
      expect(r.status, r.stderr).toBe(0);
      expect(checkWritten(h, 'logs/decisions.md', 'decision 1\n\ndecision 2\n')).toBe(0);
    });
  });

  it('puts an added-only chunk at the end whatever its context line: allowed, as check allows it', async () => {
    await withHarness((h) => {
      h.repo
        .write('.diffgate.tsv', `${MANIFEST}append\tlogs/ordered.md\tNew entries go last\tat=end\n`)
        .write('logs/ordered.md', 'first decision\nlater decision\n')
        .commit('two');
      const r = patch(h, update('logs/ordered.md', '@@ first decision\n+third decision'));
      expect(r.status, r.stderr).toBe(0);
      expect(checkWritten(h, 'logs/ordered.md', 'first decision\nlater decision\nthird decision\n')).toBe(0);
    });
  });

  it('keeps a CRLF log CRLF: an appended line is allowed, as check allows it', async () => {
    await withHarness((h) => {
      h.repo.write('logs/decisions.md', 'decision 1\r\ndecision 2\r\n').commit('crlf');
      const r = patch(h, update('logs/decisions.md', '@@\n decision 2\n+decision 3'));
      expect(r.status, r.stderr).toBe(0);
      expect(checkWritten(h, 'logs/decisions.md', 'decision 1\r\ndecision 2\r\ndecision 3\r\n')).toBe(0);
      // and a changed line in it is still refused
      const changed = patch(h, update('logs/decisions.md', '@@\n-decision 1\n+decision one'));
      expect(changed.status).toBe(2);
    });
  });

  it('writes an Add File over a CRLF log with LF, as Codex 0.169.0 does: every line changed, refused', async () => {
    await withHarness((h) => {
      h.repo.write('logs/decisions.md', 'decision 1\r\ndecision 2\r\n').commit('crlf');
      const r = patch(h, '*** Begin Patch\n*** Add File: logs/decisions.md\n+decision 1\n+decision 2\n*** End Patch\n');
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr).toContain('[append]');
      expect(checkWritten(h, 'logs/decisions.md', 'decision 1\ndecision 2\n')).not.toBe(0);
    });
  });

  it('keeps the endings of context lines in a mixed log: an appended line is allowed, as check allows it', async () => {
    await withHarness((h) => {
      h.repo.write('logs/decisions.md', 'decision 1\r\ndecision 2\r\ndecision 3\n').commit('mixed');
      const r = patch(h, update('logs/decisions.md', '@@\n decision 3\n+decision 4'));
      expect(r.status, r.stderr).toBe(0);
      // the added line takes the first line's CRLF; "decision 3" keeps its LF
      const written = 'decision 1\r\ndecision 2\r\ndecision 3\ndecision 4\r\n';
      expect(checkWritten(h, 'logs/decisions.md', written)).toBe(0);
    });
  });

  it('drops the CRs a patch puts before its line ends: the LF log is left as it was, not refused', async () => {
    await withHarness((h) => {
      const r = patch(h, update('logs/decisions.md', '@@\n-decision 1\n+decision 1\r\r'));
      expect(r.status, r.stderr).toBe(0);
    });
  });

  it('gives a replaced line the first line ending of a mixed log: a change of its bytes, refused', async () => {
    await withHarness((h) => {
      h.repo.write('logs/decisions.md', 'decision 1\r\ndecision 2\ndecision 3\n').commit('mixed');
      const r = patch(h, update('logs/decisions.md', '@@\n-decision 2\n+decision 2\n+decision 2b'));
      expect(r.status, r.stderr).toBe(2);
      expect(checkWritten(h, 'logs/decisions.md', 'decision 1\r\ndecision 2\r\ndecision 2b\r\ndecision 3\n')).not.toBe(
        0,
      );
    });
  });
});
