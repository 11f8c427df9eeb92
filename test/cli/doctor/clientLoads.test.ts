/**
 * doctor's "hooks load" check: whether the client itself will load the hooks diffgate installed
 * (folder trust, Gemini's hooksConfig), read from the client's settings as the pinned clients read them.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codexHookHash } from '../../../src/agents/codex/hookTrust.js';
import { clientLoads } from '../../../src/cli/doctor/clientLoads.js';

function place() {
  const home = mkdtempSync(join(tmpdir(), 'dg-loads-home-'));
  const top = mkdtempSync(join(tmpdir(), 'dg-loads-repo-'));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  const ctx = (env: NodeJS.ProcessEnv = {}) => ({ cwd: top, top, env: { HOME: home, ...env } });
  return { home, top, write, ctx };
}
const statuses = (f: { check: string; status: string; detail: string }[]) => f.map((x) => `${x.status} ${x.check}`);

describe('clientLoads', () => {
  it('Codex: untrusted folder is a problem naming the fix; trust_level "trusted" for it or a parent is ok', async () => {
    const p = place();
    const none = await clientLoads('codex', p.ctx(), p.home, false, ['x']);
    expect(statuses(none)).toEqual(['problem Codex CLI hooks load']);
    expect(none[0]!.fix).toContain('codex exec --trust');
    p.write(join(p.home, '.codex/config.toml'), `[projects."${p.top}"]\ntrust_level = "untrusted"\n`);
    expect(statuses(await clientLoads('codex', p.ctx(), p.home, false, ['x']))).toEqual([
      'problem Codex CLI hooks load',
    ]);
    p.write(
      join(p.home, '.codex/config.toml'),
      `model = "m"\n[projects."${dirname(p.top)}"]\ntrust_level = "trusted"\n`,
    );
    expect(statuses(await clientLoads('codex', p.ctx(), p.home, false, ['x']))).toEqual(['ok Codex CLI hooks load']);
    // user hooks (~/.codex/hooks.json) do not need folder trust
    const q = place();
    expect(await clientLoads('codex', q.ctx(), q.home, true, ['x'])).toEqual([]);
  });

  it('Codex: config.toml read as TOML (literal-string keys, comments, dotted tables), not by pattern', async () => {
    const p = place();
    p.write(
      join(p.home, '.codex/config.toml'),
      `[projects.'${p.top}'] # trusted by codex exec --trust\ntrust_level = 'trusted'\n`,
    );
    expect(statuses(await clientLoads('codex', p.ctx(), p.home, false, ['x']))).toEqual(['ok Codex CLI hooks load']);
    p.write(join(p.home, '.codex/config.toml'), `projects = { "${p.top}" = { trust_level = "trusted" } }\n`);
    expect(statuses(await clientLoads('codex', p.ctx(), p.home, false, ['x']))).toEqual(['ok Codex CLI hooks load']);
    // the words in a comment or in another table trust nothing; a file that does not parse trusts nothing
    p.write(join(p.home, '.codex/config.toml'), `# [projects."${p.top}"]\n# trust_level = "trusted"\n[x]\ny = 1\n`);
    expect(statuses(await clientLoads('codex', p.ctx(), p.home, false, ['x']))).toEqual([
      'problem Codex CLI hooks load',
    ]);
    p.write(join(p.home, '.codex/config.toml'), `[projects."${p.top}"\ntrust_level = "trusted"\n`);
    expect(statuses(await clientLoads('codex', p.ctx(), p.home, false, ['x']))).toEqual([
      'problem Codex CLI hooks load',
    ]);
  });

  it("Codex: each of diffgate's hooks must be recorded as reviewed with its current hash (hooks.state), project and user hooks alike", async () => {
    const p = place();
    const cmd = 'node /opt/diffgate/dist/cli/index.js hook codex || exit 2';
    const hooks = {
      hooks: {
        PreToolUse: [{ matcher: '^(Bash|apply_patch)$', hooks: [{ type: 'command', command: cmd }] }],
        Stop: [
          { hooks: [{ type: 'command', command: 'echo not diffgate' }] },
          { hooks: [{ type: 'command', command: cmd }] },
        ],
      },
    };
    const file = join(p.top, '.codex/hooks.json');
    p.write(file, JSON.stringify(hooks));
    const trust = `[projects."${p.top}"]\ntrust_level = "trusted"\n`;
    const pre = `${file}:pre_tool_use:0:0`;
    const stop = `${file}:stop:1:0`;
    const preHash = codexHookHash('PreToolUse', '^(Bash|apply_patch)$', { type: 'command', command: cmd });
    const stopHash = codexHookHash('Stop', undefined, { type: 'command', command: cmd });
    const config = join(p.home, '.codex/config.toml');
    // never reviewed: both of diffgate's hooks named (not the other one)
    p.write(config, trust);
    let f = await clientLoads('codex', p.ctx(), p.home, false, [cmd]);
    expect(statuses(f)).toEqual(['problem Codex CLI hooks reviewed', 'ok Codex CLI hooks load']);
    expect(f[0]!.detail).toContain(`2 of diffgate's 2 hooks are not`);
    expect(f[0]!.detail).toContain(pre);
    expect(f[0]!.detail).not.toContain(`${file}:stop:0:0`);
    expect(f[0]!.fix).toContain('/hooks');
    // reviewed with the current hashes: ok
    const state = (k: string, h: string, extra = '') => `[hooks.state."${k}"]\ntrusted_hash = "${h}"\n${extra}`;
    p.write(config, `${trust}${state(pre, preHash)}${state(stop, stopHash)}`);
    expect(statuses(await clientLoads('codex', p.ctx(), p.home, false, [cmd]))).toEqual([
      'ok Codex CLI hooks reviewed',
      'ok Codex CLI hooks load',
    ]);
    // reviewed before the command changed (a new install), or disabled: skipped by Codex
    p.write(config, `${trust}${state(pre, 'sha256:0')}${state(stop, stopHash)}`);
    f = await clientLoads('codex', p.ctx(), p.home, false, [cmd]);
    expect(f[0]!.status).toBe('problem');
    expect(f[0]!.detail).toContain(`1 of diffgate's 2 hooks are not`);
    p.write(config, `${trust}${state(pre, preHash)}${state(stop, stopHash, 'enabled = false\n')}`);
    f = await clientLoads('codex', p.ctx(), p.home, false, [cmd]);
    expect(f[0]!.detail).toContain(`: ${stop}`);
    // user hooks: no folder trust needed, the review is
    const q = place();
    q.write(join(q.home, '.codex/hooks.json'), JSON.stringify(hooks));
    expect(statuses(await clientLoads('codex', q.ctx(), q.home, true, [cmd]))).toEqual([
      'problem Codex CLI hooks reviewed',
    ]);
  });

  it('Copilot: config.json with block comments and a trailing comma is read as the client reads it', async () => {
    const p = place();
    p.write(join(p.home, '.copilot/config.json'), `/* copilot */ {"trustedFolders": ["${p.top}",], // mine\n}`);
    expect(statuses(await clientLoads('copilot', p.ctx(), p.home, false, ['x']))).toEqual([
      'ok Copilot CLI hooks load',
    ]);
  });

  it('Copilot: trustedFolders of ~/.copilot/config.json (after its // comment lines), or the env switches', async () => {
    const p = place();
    expect(statuses(await clientLoads('copilot', p.ctx(), p.home, false, ['x']))).toEqual([
      'problem Copilot CLI hooks load',
    ]);
    p.write(join(p.home, '.copilot/config.json'), `// written by copilot\n{"trustedFolders": ["${p.top}"]}\n`);
    expect(statuses(await clientLoads('copilot', p.ctx(), p.home, false, ['x']))).toEqual([
      'ok Copilot CLI hooks load',
    ]);
    const q = place();
    const env = { GITHUB_COPILOT_PROMPT_MODE_REPO_HOOKS: 'true' };
    expect(statuses(await clientLoads('copilot', q.ctx(env), q.home, false, ['x']))).toEqual([
      'ok Copilot CLI hooks load',
    ]);
    // a sibling whose name starts the same is not a parent
    const r = place();
    r.write(join(r.home, '.copilot/config.json'), `{"trustedFolders": ["${r.top.slice(0, -2)}"]}`);
    expect(statuses(await clientLoads('copilot', r.ctx(), r.home, false, ['x']))).toEqual([
      'problem Copilot CLI hooks load',
    ]);
  });

  it("Gemini: trust, and hooksConfig in the user's or the project's settings switching the hooks off", async () => {
    const p = place();
    expect(statuses(await clientLoads('gemini', p.ctx(), p.home, false, ['cmd']))).toEqual([
      'problem Gemini CLI hooks load',
    ]);
    p.write(join(p.home, '.gemini/trustedFolders.json'), JSON.stringify({ [p.top]: 'TRUST_FOLDER' }));
    expect(statuses(await clientLoads('gemini', p.ctx(), p.home, false, ['cmd']))).toEqual([
      'ok Gemini CLI hooks load',
    ]);
    p.write(join(p.top, '.gemini/settings.json'), JSON.stringify({ hooksConfig: { enabled: false } }));
    const off = await clientLoads('gemini', p.ctx(), p.home, false, ['cmd']);
    expect(statuses(off)).toEqual(['problem Gemini CLI hooks load']);
    expect(off[0]!.detail).toContain('hooksConfig.enabled is false');
    p.write(join(p.top, '.gemini/settings.json'), '{}');
    p.write(join(p.home, '.gemini/settings.json'), JSON.stringify({ hooksConfig: { disabled: ['cmd'] } }));
    const disabled = await clientLoads('gemini', p.ctx(), p.home, false, ['cmd']);
    expect(disabled[0]!.detail).toContain('hooksConfig.disabled names "cmd"');
    const q = place();
    expect(
      statuses(await clientLoads('gemini', q.ctx({ GEMINI_CLI_TRUST_WORKSPACE: 'true' }), q.home, true, ['c'])),
    ).toEqual(['ok Gemini CLI hooks load']);
  });

  it('says nothing for clients without folder trust (Cursor, OpenCode)', async () => {
    const p = place();
    expect(await clientLoads('cursor', p.ctx(), p.home, false, ['x'])).toEqual([]);
  });
});
