/**
 * Every agent's hook end to end: the built CLI spawned with the agent's exact JSON (see
 * protocols.ts for the documentation each payload follows) in a real temporary repository with
 * the standard fixture (test/agent/hookHarness.ts). One block per agent, the same cases for each.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openHarness, preToolUse, runHook, withHarness } from '../agent/hookHarness.js';
import { PROTOCOLS, type Protocol } from './protocols.js';

const GUARD = 'echo guard\n';

function call(h: Harness, p: Protocol, input: string) {
  return runHook(h, input, ['hook', p.agent]);
}

describe.each(PROTOCOLS)('diffgate hook $agent', (p) => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    h.env.CLAUDE_PROJECT_DIR = undefined;
  });
  afterAll(() => h.close());

  it.each(Object.keys(p.edits))('blocks a frozen-file edit through %s', (tool) => {
    const r = call(h, p, p.edits[tool]!(h, { path: 'guard.sh', before: GUARD, after: 'echo hacked\n' }));
    expect(p.outcome(r), `${r.stdout}${r.stderr}`).toBe('deny');
    expect(`${r.stdout}${r.stderr}`).toMatch(/\[freeze\]|\[freeze-shell\]|frozen/);
    expect(`${r.stdout}${r.stderr}`).toContain('The guard is the source of truth');
    expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe(GUARD);
  });

  it.each(Object.keys(p.edits))('lets an edit of an unprotected file through %s', (tool) => {
    const r = call(h, p, p.edits[tool]!(h, { path: 'notes.txt', before: 'notes\n', after: 'more notes\n' }));
    expect(p.outcome(r), `${r.stdout}${r.stderr}`).toBe('pass');
  });

  it('blocks a shell write to a frozen file', () => {
    const r = call(h, p, p.shell(h, 'echo hacked > guard.sh'));
    expect(p.outcome(r), `${r.stdout}${r.stderr}`).toBe('deny');
    expect(`${r.stdout}${r.stderr}`).toContain('guard.sh');
  });

  it('blocks a catastrophic command', () => {
    const r = call(h, p, p.shell(h, 'rm -rf ~'));
    expect(p.outcome(r)).toBe('deny');
    expect(`${r.stdout}${r.stderr}`).toContain('[catastrophic]');
  });

  it.skipIf(p.agent === 'codex')('blocks reading a secret', () => {
    h.repo.write('.env', 'TOKEN=1\n');
    const r = call(h, p, p.read(h, '.env'));
    expect(p.outcome(r), `${r.stdout}${r.stderr}`).toBe('deny');
    expect(`${r.stdout}${r.stderr}`).toContain('.env');
  });

  // Codex's hooks see no read tool: it reads through the shell, which the shared decision judges
  // for writes, not reads (as it does Claude's Bash). The verdict must be Claude's.
  it.runIf(p.agent === 'codex')('judges a shell read of a secret as the Claude hook judges its Bash', () => {
    h.repo.write('.env', 'TOKEN=1\n');
    const r = call(h, p, p.read(h, '.env'));
    const claude = runHook(h, preToolUse(h, 'Bash', { command: 'cat .env' }));
    expect(p.outcome(r)).toBe(claude.status === 2 ? 'deny' : 'pass');
  });

  it('lets a harmless read through', () => {
    const r = call(h, p, p.read(h, 'src/app.ts'));
    expect(p.outcome(r), `${r.stdout}${r.stderr}`).toBe('pass');
  });

  it('lets a harmless build command through', () => {
    const r = call(h, p, p.shell(h, 'npm run build'));
    expect(p.outcome(r), `${r.stdout}${r.stderr}`).toBe('pass');
  });

  it.each(Object.keys(p.malformed))('fails closed on malformed input: %s', (name) => {
    const r = call(h, p, p.malformed[name]!(h));
    p.failClosed(r);
  });

  it('takes the release phrase from the prompt event, for that turn only', async () => {
    await withHarness((r) => {
      r.env.CLAUDE_PROJECT_DIR = undefined;
      const edit = () =>
        call(r, p, Object.values(p.edits)[0]!(r, { path: 'guard.sh', before: GUARD, after: 'echo released\n' }));
      expect(p.outcome(edit())).toBe('deny');
      const said = call(r, p, p.prompt(r, 'I agree, guard release'));
      expect(said.status, said.stderr).toBe(0);
      expect(p.outcome(edit())).toBe('pass');
      call(r, p, p.prompt(r, 'thanks, carry on'));
      expect(p.outcome(edit())).toBe('deny');
    });
  });
});
