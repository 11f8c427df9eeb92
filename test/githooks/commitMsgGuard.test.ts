/**
 * prepare-commit-msg costs no node start when there is nothing to add (no DIFFGATE_RELEASE), under
 * every hook manager: githooks/_diffgate, husky's line and lefthook's command share one test, and
 * the pre-commit framework runs githooks/prepare-commit-msg itself. Shown with a PATH that has no
 * node: without DIFFGATE_RELEASE the hook passes (nothing was started); with it, it must run diffgate.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { huskyLine } from '../../src/cli/install/husky.js';
import { RELEASE_GUARD } from '../../src/cli/install/installTarget.js';
import { lefthookCommand } from '../../src/cli/install/lefthook.js';
import { cleanEnv } from '../helpers/gitRepo.js';
import { GITHOOKS, pathWithoutNode, removeDir, tempDir } from './setup.js';

let dir: string;
let bin: string;
let msg: string;
beforeAll(() => {
  dir = tempDir();
  bin = pathWithoutNode(dir);
  msg = join(dir, 'COMMIT_EDITMSG');
  writeFileSync(msg, 'subject\n');
});
afterAll(() => removeDir(dir));

const sh = (script: string, env: Record<string, string>) =>
  spawnSync('/bin/sh', ['-c', script, 'prepare-commit-msg', msg, 'message'], {
    cwd: dir,
    env: cleanEnv({ PATH: bin, ...env }),
    encoding: 'utf8',
  });

describe('one guard for every manager', () => {
  it('the hook managers use the test githooks/_diffgate makes, word for word', () => {
    const wrapper = readFileSync(join(GITHOOKS, '_diffgate'), 'utf8');
    expect(wrapper).toContain(
      `[ "$hook" = prepare-commit-msg ] && ${RELEASE_GUARD.replace(/ \|\|$/, '')}; then exit 0`,
    );
    expect(huskyLine('prepare-commit-msg').startsWith(`${RELEASE_GUARD} `)).toBe(true);
    expect(String(lefthookCommand('prepare-commit-msg').run).startsWith(`${RELEASE_GUARD} `)).toBe(true);
    // the other hooks always run
    expect(huskyLine('pre-commit')).not.toContain('DIFFGATE_RELEASE');
  });

  it.each([
    ['husky', huskyLine('prepare-commit-msg')],
    ['lefthook', String(lefthookCommand('prepare-commit-msg').run).replace('{1} {2} {3}', '"$1" "$2" "$3"')],
    ['githooks/ (also the pre-commit framework)', `exec ${join(GITHOOKS, 'prepare-commit-msg')} "$@"`],
  ])(
    '%s: exits 0 without starting anything when DIFFGATE_RELEASE is unset or empty, runs diffgate when set',
    (_, line) => {
      for (const env of [{}, { DIFFGATE_RELEASE: '' }] as Record<string, string>[]) {
        const r = sh(line, env);
        expect(r.status, r.stderr).toBe(0);
        expect(r.stderr).toBe('');
      }
      // With a release, diffgate must run: here neither node nor the CLI is found, so it fails.
      expect(sh(line, { DIFFGATE_RELEASE: 'ok by Ana' }).status).not.toBe(0);
    },
  );
});
