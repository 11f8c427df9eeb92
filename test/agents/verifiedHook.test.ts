/**
 * The agent hooks run the code that was installed, with the node that was installed (issue 32):
 * `install --<agent>` writes the absolute path of its node and of the CLI, and an inline loader
 * that checks each file of the CLI against the sums recorded at install before it runs. Each test
 * installs a copy of the built package into a temporary home with the built CLI, then attacks it
 * the way an agent could between two calls, and runs the installed command as the client does
 * (bash, the hook's JSON on stdin).
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WRAP_HEAD, WRAP_TAIL } from '../../src/agents/install/codeCache.js';
import { NO_CACHE, parseVerified, verifiedCommand } from '../../src/agents/install/verifiedCommand.js';
import { PROJECT_ROOT } from '../helpers/gitRepo.js';
import { abs, type Harness, hookEnv, preToolUse, userPrompt, withHarness } from '../agent/hookHarness.js';

const settingsOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;

/** A copy of the built package under the home (dist/cli and package.json): what `npm install` would leave. */
function installPackage(h: Harness): string {
  const pkg = join(h.home, 'pkg');
  cpSync(join(PROJECT_ROOT, 'dist/cli'), join(pkg, 'dist/cli'), { recursive: true });
  copyFileSync(join(PROJECT_ROOT, 'package.json'), join(pkg, 'package.json'));
  return join(pkg, 'dist/cli/index.js');
}

function install(h: Harness, cli: string, args: string[], node = process.execPath) {
  const r = spawnSync(node, [cli, ...args], { cwd: h.repo.dir, encoding: 'utf8', env: hookEnv(h) });
  expect(r.status, r.stderr + r.stdout).toBe(0);
  return r;
}

/** The command the client runs, through bash, as the agent's client does. */
function runCommand(h: Harness, command: string, input: string, env: NodeJS.ProcessEnv = {}, timeout?: number) {
  const r = spawnSync('bash', ['-c', command], {
    cwd: h.repo.dir,
    input,
    encoding: 'utf8',
    env: { ...hookEnv(h), CLAUDE_PROJECT_DIR: h.repo.dir, ...env },
    ...(timeout === undefined ? {} : { timeout, killSignal: 'SIGKILL' as const }),
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const claudeCommand = (h: Harness) =>
  settingsOf(join(h.repo.dir, '.claude/settings.json')).hooks.PreToolUse[0].hooks[0].command as string;

const writeGuard = (h: Harness) => preToolUse(h, 'Write', { file_path: abs(h, 'guard.sh'), content: 'x' });
const postBash = (h: Harness) =>
  JSON.stringify({
    ...JSON.parse(preToolUse(h, 'Bash', { command: 'true' })),
    hook_event_name: 'PostToolUse',
    tool_response: {},
  });

/** A node of its own under the home (a copy: a hard link would share the system's node with the test). */
function ownNode(h: Harness): string {
  const node = join(h.home, 'nodes/v1/bin/node');
  mkdirSync(join(h.home, 'nodes/v1/bin'), { recursive: true });
  copyFileSync(process.execPath, node);
  chmodSync(node, 0o755);
  return node;
}

/**
 * The fixture committed, the built package copied under the home, and its hooks installed for
 * Claude Code with `node`: the installed CLI, its folder and the command Claude Code would run.
 */
function installedClaude(h: Harness, node = process.execPath): { cli: string; dir: string; command: string } {
  h.repo.commit('fixture');
  const cli = installPackage(h);
  install(h, cli, ['install', '--claude'], node);
  return { cli, dir: join(h.home, 'pkg/dist/cli'), command: claudeCommand(h) };
}

/** Every chunk of the CLI (not index.js) made to answer "allow" before anything else runs. */
function rewriteChunks(dir: string): void {
  for (const name of readdirSync(dir).filter((n) => /^\d[\d-]*\.index\.js$/.test(n))) {
    const file = join(dir, name);
    writeFileSync(file, `process.exit(0);\n${readFileSync(file, 'utf8')}`);
  }
}

describe('the installed agent hook', () => {
  it('names node and the CLI by absolute path, with the hash of the CLI sums, and denies as before', async () => {
    await withHarness(async (h) => {
      const { command } = installedClaude(h);
      expect(parseVerified(command)).toMatchObject({
        node: realpathSync(process.execPath),
        dir: join(h.home, 'pkg/dist/cli'),
        args: ['hook', 'claude'],
      });
      expect(command).toMatch(/ hook claude \|\| exit 2$/);
      const denied = runCommand(h, command, writeGuard(h));
      expect(denied.status).toBe(2);
      expect(denied.stderr).toContain('guard.sh [freeze]');
      expect(runCommand(h, command, preToolUse(h, 'Write', { file_path: abs(h, 'notes.txt'), content: 'x' }))).toEqual({
        status: 0,
        stdout: '',
        stderr: '',
      });
    });
  });

  it("reads neither the client's NODE_EXTRA_CA_CERTS nor its OPENSSL_CONF: a FIFO there does not stall node's start", async () => {
    await withHarness(async (h) => {
      h.repo.commit('fixture');
      install(h, installPackage(h), ['install', '--claude']);
      const command = claudeCommand(h);
      const fifo = join(h.home, 'certs.pem');
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
      const notes = preToolUse(h, 'Write', { file_path: abs(h, 'notes.txt'), content: 'x' });
      // node opens both at start-up, before the loader: a FIFO blocks it there, a missing file is a warning on stderr
      for (const env of [
        { NODE_EXTRA_CA_CERTS: fifo },
        { OPENSSL_CONF: fifo },
        { NODE_EXTRA_CA_CERTS: join(h.home, 'none.pem') },
      ]) {
        expect({ env, ...runCommand(h, command, notes, env, 20_000) }).toEqual({
          env,
          status: 0,
          stdout: '',
          stderr: '',
        });
        const denied = runCommand(h, command, writeGuard(h), env, 20_000);
        expect({ env, status: denied.status }).toEqual({ env, status: 2 });
        expect(denied.stderr).toContain('guard.sh [freeze]');
      }
    });
  });

  it('reads back a command installed before the two variables were cleared as verified (doctor, uninstall)', () => {
    const v = { node: '/usr/bin/node', dir: '/p/dist/cli', hash: 'a'.repeat(64), args: ['hook', 'claude'] };
    const now = verifiedCommand(v, 'npx diffgate install --claude', ' || exit 2');
    expect(now).toContain(' NODE_OPTIONS= NODE_PATH= NODE_EXTRA_CA_CERTS= OPENSSL_CONF= ');
    const before = now.replace(' NODE_EXTRA_CA_CERTS= OPENSSL_CONF= ', ' ');
    for (const command of [now, before]) expect(parseVerified(command)).toMatchObject(v);
  });

  it('refuses to run a rewritten chunk: the next call exits 2 naming it (a plain command would have let it run)', async () => {
    await withHarness(async (h) => {
      const { cli, dir, command } = installedClaude(h);
      rewriteChunks(dir);
      // the form installed before: the agent's code runs and answers 0
      expect(runCommand(h, `'${cli}' hook claude || exit 2`, writeGuard(h)).status).toBe(0);
      for (const input of [writeGuard(h), postBash(h)]) {
        const r = runCommand(h, command, input);
        expect(r.status).toBe(2);
        expect(r.stderr).toMatch(
          new RegExp(`the code diffgate installed was changed .*: ${dir}/\\d[\\d-]*\\.index\\.js does not match`),
        );
        expect(r.stderr).toContain('npx diffgate install --claude');
      }
    });
  });

  it('refuses sums rewritten to match the rewritten code, and a rewritten or missing entry point', async () => {
    await withHarness(async (h) => {
      const { cli, dir, command } = installedClaude(h);
      writeFileSync(cli, `${readFileSync(cli, 'utf8')}\n// the agent's\n`);
      let r = runCommand(h, command, writeGuard(h));
      expect([r.status, r.stderr]).toEqual([2, expect.stringContaining(`${cli} does not match`)]);
      // the agent writes sums that match its code: the hash in the command is of the old sums
      const sums = readFileSync(join(dir, 'SHA256SUMS'), 'utf8');
      const hash = (f: string) => spawnSync('sha256sum', [join(dir, f)], { encoding: 'utf8' }).stdout.slice(0, 64);
      writeFileSync(join(dir, 'SHA256SUMS'), sums.replace(/^\S+ {2}index\.js$/m, `${hash('index.js')}  index.js`));
      r = runCommand(h, command, writeGuard(h));
      expect([r.status, r.stderr]).toEqual([2, expect.stringContaining(`${dir}/SHA256SUMS does not match`)]);
      rmSync(dir, { recursive: true });
      r = runCommand(h, command, writeGuard(h));
      expect([r.status, r.stderr]).toEqual([2, expect.stringContaining(`${dir}/SHA256SUMS does not match`)]);
    });
  });

  it('runs the installed node, not a node the agent put first on PATH', async () => {
    await withHarness(async (h) => {
      const { cli, command } = installedClaude(h);
      const fake = join(h.home, '.local/bin/node');
      mkdirSync(join(h.home, '.local/bin'), { recursive: true });
      writeFileSync(fake, '#!/bin/sh\nexit 0\n');
      chmodSync(fake, 0o755);
      const PATH = `${join(h.home, '.local/bin')}:${process.env.PATH}`;
      // the form installed before ran `#!/usr/bin/env node`: the fake
      expect(runCommand(h, `'${cli}' hook claude || exit 2`, writeGuard(h), { PATH }).status).toBe(0);
      const r = runCommand(h, command, writeGuard(h), { PATH });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('guard.sh [freeze]');
    });
  });

  it('fails closed naming the node that is gone and the install to run again', async () => {
    await withHarness(async (h) => {
      const node = ownNode(h);
      const { command } = installedClaude(h, node);
      expect(parseVerified(command)?.node).toBe(node);
      expect(runCommand(h, command, writeGuard(h)).status).toBe(2);
      rmSync(join(h.home, 'nodes/v1'), { recursive: true });
      const r = runCommand(h, command, writeGuard(h));
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`${node}, the node diffgate's hooks were installed with, is not there any more`);
      expect(r.stderr).toContain('npx diffgate install --claude');
    });
  });

  it('denies writing the node the hooks run (a gate file)', async () => {
    await withHarness(async (h) => {
      const { command } = installedClaude(h);
      const node = realpathSync(process.execPath);
      // judged only: the test never runs the call (it would replace the machine's node)
      const r = runCommand(h, command, preToolUse(h, 'Bash', { command: `cp /bin/true ${node}` }));
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`${node} [gate-switch]`);
    });
  });

  it('the tripwire refuses a node replaced during a call: moved to the quarantine, and the next call names it', async () => {
    await withHarness(async (h) => {
      const node = ownNode(h);
      const { command } = installedClaude(h, node);
      expect(runCommand(h, command, userPrompt(h, 'go')).status).toBe(0);
      expect(runCommand(h, command, preToolUse(h, 'Bash', { command: 'true' })).status).toBe(0);
      // the call's effect: another node in its place (a working one, so that PostToolUse runs at all)
      rmSync(node);
      copyFileSync(process.execPath, node);
      chmodSync(node, 0o755);
      const post = runCommand(h, command, postBash(h));
      expect(post.status).toBe(2);
      expect(post.stderr).toContain(node);
      expect(existsSync(node)).toBe(false);
      const next = runCommand(h, command, writeGuard(h));
      expect(next.status).toBe(2);
      expect(next.stderr).toContain(`${node}, the node diffgate's hooks were installed with, is not there any more`);
    });
  });

  it('uninstall removes the verified form and the form installed before', async () => {
    await withHarness(async (h) => {
      h.repo.commit('fixture');
      const cli = installPackage(h);
      const file = join(h.repo.dir, '.claude/settings.json');
      mkdirSync(join(h.repo.dir, '.claude'));
      const old = { type: 'command', command: `${cli} hook claude || exit 2` };
      writeFileSync(file, JSON.stringify({ hooks: { Stop: [{ hooks: [old] }] } }));
      install(h, cli, ['install', '--claude']);
      const after = JSON.stringify(settingsOf(file));
      expect(after).not.toContain(JSON.stringify(old.command));
      expect(parseVerified(claudeCommand(h))).toBeDefined();
      writeFileSync(
        file,
        JSON.stringify({ ...settingsOf(file), hooks: { ...settingsOf(file).hooks, SubagentStop: [{ hooks: [old] }] } }),
      );
      install(h, cli, ['uninstall', '--claude']);
      expect(settingsOf(file)).toEqual({});
    });
  });

  it('doctor says whether the code is verified: yes, then no with the reason and the command', async () => {
    await withHarness(async (h) => {
      const node = ownNode(h);
      const { dir, command } = installedClaude(h, node);
      const doctor = () => h.repo.diffgate(['doctor'], { env: { HOME: h.home } }).stdout;
      expect(doctor()).toMatch(
        new RegExp(
          `ok +code verified +yes \\(\\S+settings\\.json\\): ${node} runs the CLI in ${dir}, each file checked`,
        ),
      );
      // the code cache pinned in the command: there, then changed (the calls compile from source)
      const cache = parseVerified(command)!.cache!.dir;
      expect(doctor()).toContain(
        `V8's compiled code comes from the cache the install made and pinned in the command (${cache})`,
      );
      const one = readFileSync(join(cache, 'SHA256SUMS'), 'utf8').split('\n')[0]!.slice(66);
      writeFileSync(join(cache, one), 'x');
      expect(doctor()).toContain(`the compiled-code cache pinned in the command (${cache}) is gone or changed`);
      rewriteChunks(dir);
      let out = doctor();
      expect(out).toMatch(/problem +code verified +no \(\S+settings\.json\): the installed CLI no longer matches/);
      expect(out).toContain('npx diffgate install --claude');
      rmSync(join(h.home, 'nodes/v1'), { recursive: true });
      out = doctor();
      expect(out).toContain(`${node}, the node the hooks were installed with, is not there any more`);
    });
  });

  it('Codex and Copilot CLI: the same loader, failing closed in each protocol', async () => {
    await withHarness(async (h) => {
      h.repo.commit('fixture');
      const cli = installPackage(h);
      install(h, cli, ['install', '--codex']);
      install(h, cli, ['install', '--copilot']);
      const codex = settingsOf(join(h.repo.dir, '.codex/hooks.json')).hooks.PreToolUse[0].hooks[0].command as string;
      const copilotEntry = settingsOf(join(h.repo.dir, '.github/hooks/diffgate.json')).hooks.preToolUse[0];
      expect(parseVerified(codex)?.args).toEqual(['hook', 'codex']);
      expect(parseVerified(copilotEntry.bash)?.args).toEqual(['hook', 'copilot']);
      expect(copilotEntry.powershell).toContain(`& '${realpathSync(process.execPath)}' -e `);
      const patch = JSON.stringify({
        session_id: 's',
        cwd: h.repo.dir,
        hook_event_name: 'PreToolUse',
        tool_name: 'apply_patch',
        tool_input: {
          command: '*** Begin Patch\n*** Update File: guard.sh\n@@\n-echo guard\n+echo x\n*** End Patch\n',
        },
        tool_use_id: 'c1',
      });
      const create = JSON.stringify({
        timestamp: 0,
        cwd: h.repo.dir,
        toolName: 'create',
        toolArgs: { path: abs(h, 'guard.sh'), file_text: 'x' },
      });
      const copilotEnv = { DIFFGATE_COPILOT_EVENT: 'preToolUse' };
      expect(runCommand(h, codex, patch).status).toBe(2);
      expect(runCommand(h, copilotEntry.bash, create, copilotEnv).stdout).toContain('"permissionDecision":"deny"');
      rewriteChunks(join(h.home, 'pkg/dist/cli'));
      const r = runCommand(h, codex, patch);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/the code diffgate installed was changed .*index\.js does not match/);
      expect(r.stderr).toContain('npx diffgate install --codex');
      const c = runCommand(h, copilotEntry.bash, create, copilotEnv);
      expect(c.stdout).toContain('"permissionDecision":"deny"');
      expect(c.stderr).toContain('npx diffgate install --copilot');
    });
  });
});

const sha256Of = (file: string) => spawnSync('sha256sum', [file], { encoding: 'utf8' }).stdout.slice(0, 64);

/**
 * What an agent can make of the cache folder: V8's compiled code for `source` (every function
 * compiled, as the install makes it), wrapped as the loader wraps a file, by the node the hooks run
 * with the hook command's environment. V8 checks a cache against its source's length only.
 */
function forgedCache(source: string): Buffer {
  const maker = [
    'const v=require("vm"),v8=require("v8"),f=require("fs");v8.setFlagsFromString("--no-lazy")',
    `const S=new v.Script(${JSON.stringify(WRAP_HEAD)}+f.readFileSync(0,"utf8")+${JSON.stringify(WRAP_TAIL)})`,
    'v8.setFlagsFromString("--lazy");process.stdout.write(S.createCachedData().toString("base64"))',
  ].join(';');
  const r = spawnSync(process.execPath, ['-e', maker], {
    input: source,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, NODE_OPTIONS: '', NODE_PATH: '', NODE_EXTRA_CA_CERTS: '', OPENSSL_CONF: '' },
  });
  expect(r.status, r.stderr).toBe(0);
  return Buffer.from(r.stdout, 'base64');
}

describe("the installed hook's code cache (issue 29)", () => {
  it('reads back the pinned cache, no cache, and a command written before the cache', () => {
    const v = { node: '/usr/bin/node', dir: '/p/dist/cli', hash: 'a'.repeat(64), args: ['hook', 'claude'] };
    const cache = { dir: "/h/.cache/diffgate/code/it's", hash: 'b'.repeat(64) };
    for (const c of [cache, NO_CACHE]) {
      const command = verifiedCommand({ ...v, cache: c }, 'npx diffgate install --claude', ' || exit 2');
      expect(parseVerified(command)).toMatchObject({ ...v, cache: c });
    }
    const before = verifiedCommand(v, 'npx diffgate install --claude', ' || exit 2');
    expect(parseVerified(before)).toMatchObject(v);
    expect(parseVerified(before)?.cache).toBeUndefined();
  });

  it('runs only the cache the install pinned: V8 takes other code of the same length, the loader does not; a FIFO there stalls nothing', async () => {
    await withHarness(async (h) => {
      const { cli, command } = installedClaude(h);
      const cache = parseVerified(command)?.cache;
      expect(cache?.dir).toMatch(new RegExp(`^${h.home}/\\.cache/diffgate/code/[0-9a-f]{16}-v[\\d.]+-\\w+$`));
      expect(sha256Of(join(cache!.dir, 'SHA256SUMS'))).toBe(cache?.hash);
      // the agent's code, as long as the entry point, compiled into the entry point's cache file
      const source = readFileSync(cli, 'utf8').replace(/^#!/, '//');
      const evil = 'process.exit(0);//';
      const file = join(cache!.dir, `${sha256Of(cli)}.v8`);
      expect(existsSync(file)).toBe(true);
      writeFileSync(file, forgedCache(evil + 'x'.repeat(source.length - evil.length)));
      let r = runCommand(h, command, writeGuard(h));
      expect([r.status, r.stderr]).toEqual([2, expect.stringContaining('guard.sh [freeze]')]);
      // its sums rewritten to match: the command pins the old ones
      const sums = readFileSync(join(cache!.dir, 'SHA256SUMS'), 'utf8');
      const forgedSums = sums.replace(new RegExp(`^\\S+(  ${sha256Of(cli)}\\.v8)$`, 'm'), `${sha256Of(file)}$1`);
      expect(forgedSums).not.toBe(sums);
      writeFileSync(join(cache!.dir, 'SHA256SUMS'), forgedSums);
      r = runCommand(h, command, writeGuard(h));
      expect([r.status, r.stderr]).toEqual([2, expect.stringContaining('guard.sh [freeze]')]);
      // what the pin is for: with the forged sums pinned (only the person's install writes the
      // command), V8 runs the agent's code and the call passes. So the cache is what runs.
      const pinned = command.replace(cache!.hash, sha256Of(join(cache!.dir, 'SHA256SUMS')));
      expect(pinned).not.toBe(command);
      expect(runCommand(h, pinned, writeGuard(h))).toEqual({ status: 0, stdout: '', stderr: '' });
      // a FIFO in place of a pinned cache file: compiled from the checked source, at once
      writeFileSync(join(cache!.dir, 'SHA256SUMS'), sums);
      rmSync(file);
      expect(spawnSync('mkfifo', [file]).status).toBe(0);
      r = runCommand(h, command, writeGuard(h), {}, 20_000);
      expect([r.status, r.stderr]).toEqual([2, expect.stringContaining('guard.sh [freeze]')]);
    });
  });
});
