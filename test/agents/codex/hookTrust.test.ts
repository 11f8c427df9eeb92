/**
 * Codex's per-hook trust hash, as Codex CLI 0.169.0 computes it. The expected values are what the
 * real client's `codex app-server` `hooks/list` reported as `currentHash` for this hooks.json
 * (a matcher, none where the event ignores it, a timeout, quotes, a backslash, non-ASCII and a
 * newline in the command); conformance/codex/doctorLive.test.ts compares diffgate's own install
 * against the running client.
 */
import { describe, expect, it } from 'vitest';
import { codexHookHash, codexHookTrust, codexTrustToml } from '../../../src/agents/codex/hookTrust.js';

const FILE = '/tmp/tmp.y4xAthDvbE/r/.codex/hooks.json';
const HOOKS = {
  hooks: {
    PreToolUse: [
      { matcher: '^Bash$', hooks: [{ type: 'command', command: 'echo hello' }] },
      { matcher: 'x', hooks: [{ type: 'command', command: 'a\'b"c\\d é\n', timeout: 30 }] },
    ],
    Stop: [{ matcher: 'ignored', hooks: [{ type: 'command', command: 'echo hello' }] }],
  },
};

describe("Codex hook trust (Codex CLI 0.169.0's trusted_hash)", () => {
  it('gives the key and hash Codex lists for each command handler', () => {
    expect(codexHookTrust(FILE, HOOKS).map(({ key, hash }) => ({ key, hash }))).toEqual([
      {
        key: `${FILE}:pre_tool_use:0:0`,
        hash: 'sha256:63b52e87a8a4caef01cc989b31ad95ce5f4d3470c9a00e8407847e469cd1b31f',
      },
      {
        key: `${FILE}:pre_tool_use:1:0`,
        hash: 'sha256:05a05d05f06186a581c3aed4a213a8b7e3420a5ea778a8b3e4adc8ae27414a15',
      },
      // Stop ignores its matcher: hashed without it
      { key: `${FILE}:stop:0:0`, hash: 'sha256:b17846e5b9fcf932448a537996b5e9e212cf40709442d6d0d9d562ed19e040be' },
    ]);
  });

  it('a changed command, matcher or timeout is a different hash (Codex then reports the hook modified and skips it)', () => {
    const base = codexHookHash('PreToolUse', '^Bash$', { type: 'command', command: 'echo hello' });
    expect(codexHookHash('PreToolUse', '^Bash$', { type: 'command', command: 'echo hello!' })).not.toBe(base);
    expect(codexHookHash('PreToolUse', 'Bash', { type: 'command', command: 'echo hello' })).not.toBe(base);
    expect(codexHookHash('PreToolUse', '^Bash$', { type: 'command', command: 'echo hello', timeout: 5 })).not.toBe(
      base,
    );
    // 600 is the default Codex fills in
    expect(codexHookHash('PreToolUse', '^Bash$', { type: 'command', command: 'echo hello', timeout: 600 })).toBe(base);
  });

  it('writes the hooks.state tables Codex reads', () => {
    const toml = codexTrustToml(codexHookTrust(FILE, HOOKS).slice(0, 1));
    expect(toml).toBe(
      `[hooks.state."${FILE}:pre_tool_use:0:0"]\ntrusted_hash = "sha256:63b52e87a8a4caef01cc989b31ad95ce5f4d3470c9a00e8407847e469cd1b31f"\n`,
    );
  });
});
