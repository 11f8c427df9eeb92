/**
 * The library API as a package user gets it: `import { decide, check } from 'diffgate'`, resolved
 * through package.json "exports" from a project whose node_modules holds this package, in a
 * separate process; and its declarations, which name both functions.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanEnv, PROJECT_ROOT } from '../helpers/gitRepo.js';
import { withHarness } from '../agent/hookHarness.js';

const SCRIPT = `
import { decide, check } from 'diffgate';
import { DiffgatePlugin } from 'diffgate/opencode';
const cwd = process.cwd();
const call = (tool_name, tool_input) => ({ session_id: 's1', cwd, hook_event_name: 'PreToolUse', tool_name, tool_input });
const frozen = await decide(call('Write', { file_path: cwd + '/guard.sh', content: 'x\\n' }));
const plain = await decide(call('Write', { file_path: cwd + '/notes.txt', content: 'x\\n' }));
const broken = await decide({ session_id: 's1', cwd: 'relative', hook_event_name: 'PreToolUse', tool_name: 'Read', tool_input: {} });
const staged = await check({ kind: 'staged' }, { cwd });
console.log(JSON.stringify({
  frozen: frozen.verdict, frozenMessage: frozen.message, plain: plain.verdict, broken: broken.verdict,
  staged: staged.ok ? staged.verdict.violations.map((v) => v.rule + ' ' + v.path) : staged.error,
  plugin: typeof DiffgatePlugin,
}));
`;

describe("import { decide, check } from 'diffgate'", () => {
  it('decides a call and checks a staged change in process', async () => {
    await withHarness((h) => {
      h.repo.commit('base');
      mkdirSync(join(h.repo.dir, 'node_modules'), { recursive: true });
      symlinkSync(PROJECT_ROOT, join(h.repo.dir, 'node_modules', 'diffgate'));
      h.repo.write('hooks/a.sh', 'echo changed\n').stageAll();
      const r = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
        cwd: h.repo.dir,
        env: cleanEnv({ HOME: h.home, XDG_CONFIG_HOME: join(h.home, '.config') }),
        encoding: 'utf8',
      });
      expect(r.status, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout);
      expect(out).toMatchObject({
        frozen: 'deny',
        plain: 'none',
        broken: 'deny',
        staged: ['freeze hooks/a.sh'],
        plugin: 'function',
      });
      expect(out.frozenMessage).toContain('The guard is the source of truth');
    });
  });

  // Review of issue 18, F17: a circular or BigInt tool_input (an in-process caller's args).
  it('answers deny instead of throwing on input that cannot be serialised', async () => {
    await withHarness((h) => {
      mkdirSync(join(h.repo.dir, 'node_modules'), { recursive: true });
      symlinkSync(PROJECT_ROOT, join(h.repo.dir, 'node_modules', 'diffgate'));
      const script = `
import { decide } from 'diffgate';
const cwd = process.cwd();
const circular = { file_path: cwd + '/notes.txt', content: 'x' }; circular.self = circular;
const out = [];
for (const tool_input of [circular, { file_path: cwd + '/notes.txt', content: 'x', size: 10n }]) {
  try { out.push(await decide({ hook_event_name: 'PreToolUse', session_id: 's', cwd, tool_name: 'Write', tool_input })); }
  catch (e) { out.push({ threw: String(e) }); }
}
console.log(JSON.stringify(out));`;
      const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: h.repo.dir,
        env: cleanEnv({ HOME: h.home, XDG_CONFIG_HOME: join(h.home, '.config') }),
        encoding: 'utf8',
      });
      expect(r.status, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout);
      for (const d of out) {
        expect(d.verdict, JSON.stringify(d)).toBe('deny');
        expect(d.message).toContain('fail closed');
      }
    });
  });

  it('ships declarations for both entry points', () => {
    const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8'));
    const types = readFileSync(join(PROJECT_ROOT, pkg.exports['.'].types), 'utf8');
    expect(types).toMatch(/export declare function decide\(/);
    expect(types).toMatch(/export declare function check\(/);
    expect(readFileSync(join(PROJECT_ROOT, pkg.exports['./opencode'].types), 'utf8')).toContain('DiffgatePlugin');
  });
});
