/**
 * Who sent a prompt (src/agent/tripwire/promptSender.ts): the installed hook command's shell is
 * walked over for every agent's command as installed, an agent's own shell never is, and the sender
 * found through real processes is the process that ran the command.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it, onTestFinished } from 'vitest';
import { TARGETS } from '../../../src/agents/install/agentTargets.js';
import { agentCommand } from '../../../src/agents/install/installAgent.js';
import { alive, isHookCommandShell, promptSender } from '../../../src/agent/tripwire/promptSender.js';
import { CLI, PROJECT_ROOT } from '../../helpers/gitRepo.js';

const CLAUDE = { agent: 'claude', tail: ' || exit 2' } as (typeof TARGETS)[string];

describe('isHookCommandShell', () => {
  for (const target of [CLAUDE, ...Object.values(TARGETS)]) {
    it(`takes ${target.agent}'s installed command run by sh -c or bash -lc`, () => {
      const command = agentCommand(target, PROJECT_ROOT, CLI);
      expect(isHookCommandShell(['/bin/sh', '-c', command])).toBe(true);
      expect(isHookCommandShell(['bash', '-lc', command])).toBe(true);
    });
  }

  it("never an agent's shell, whatever it runs", () => {
    const command = agentCommand(CLAUDE, PROJECT_ROOT, CLI);
    // Claude Code's Bash tool, running the installed command itself
    expect(isHookCommandShell(['/bin/bash', '-c', '-l', `eval '${command}' < /dev/null`])).toBe(false);
    expect(isHookCommandShell(['bash', '-c', `${command}\nprintf x >> guard.sh`])).toBe(false);
    expect(isHookCommandShell(['node', 'dist/cli/index.js', 'hook', 'claude'])).toBe(false);
    expect(isHookCommandShell(undefined)).toBe(false);
  });
});

/** The first child a process started (waited for). */
async function firstChild(pid: number): Promise<number | undefined> {
  for (let i = 0; i < 100; i += 1) {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    if (children !== '') return Number(children.split(' ')[0]);
    await new Promise((r) => setTimeout(r, 20));
  }
  return undefined;
}

describe('promptSender', () => {
  it('names the process that ran the hook, over the shell of the installed command', async () => {
    // a process standing in for the hook, under `sh -c 'test -x ... hook claude'` run by this process
    const sh = spawn('sh', ['-c', `test -x '${process.execPath}' && sleep 30 || echo hook claude; true`]);
    onTestFinished(() => {
      sh.kill('SIGKILL');
    });
    const found = promptSender({ env: process.env, self: await firstChild(sh.pid!) });
    expect(found?.p).toBe(process.pid);
    expect(alive(found!, { env: process.env })).toBe(true);
    expect(alive({ ...found!, s: 't1' }, { env: process.env })).toBe(false);
    // an agent's shell in between is the sender
    const agents = spawn('bash', ['-c', 'sleep 30; true']);
    onTestFinished(() => {
      agents.kill('SIGKILL');
    });
    expect(promptSender({ env: process.env, self: await firstChild(agents.pid!) })?.p).toBe(agents.pid);
  });
});
