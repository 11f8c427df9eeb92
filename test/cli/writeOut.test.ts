/**
 * The CLI writes its output straight to file descriptors (src/cli/writeOut.ts): through a pipe a
 * slow reader drains, every byte arrives in order; when the reader goes away early (`| head`),
 * the CLI still finishes with its own exit status instead of crashing on EPIPE.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI, cleanEnv, withGitRepo } from '../helpers/gitRepo.js';

// about 1 MB of output: far more than a pipe holds (64 KiB)
const PATHS = Array.from({ length: 5000 }, (_, i) => `some/dir/file-${i}.txt`);
const expected = PATHS.map(
  (p) =>
    `${p}\n  no rule covers this path\n  verdicts:\n` +
    '    agent shell write (> FILE, sed -i, cp, rm ...): no opinion (allowed)\n' +
    '    agent edit (Write, Edit): no opinion (allowed)\n' +
    '    commit or pull request changing it: nothing to check\n',
).join('');

describe('output through pipes', () => {
  it('a large output arrives whole through a pipe read slowly', async () => {
    await withGitRepo((repo) => {
      repo.write('.diffgate.tsv', '').commit('base');
      // sleep before reading: the pipe fills (64 KiB) and the CLI has to wait for it.
      const r = spawnSync('bash', ['-c', 'node "$0" explain "$@" | (sleep 0.3; cat)', CLI, ...PATHS], {
        cwd: repo.dir,
        env: cleanEnv(),
        encoding: 'utf8',
        maxBuffer: 1 << 26,
      });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout.length).toBe(expected.length);
      expect(r.stdout).toBe(expected);
    });
  });

  it('a reader that stops early does not turn the run into a crash', async () => {
    await withGitRepo((repo) => {
      repo.write('.diffgate.tsv', '').commit('base');
      const r = spawnSync(
        'bash',
        ['-c', 'node "$0" explain "$@" | head -c 100; echo "status=${PIPESTATUS[0]}" >&2', CLI, ...PATHS],
        { cwd: repo.dir, env: cleanEnv(), encoding: 'utf8' },
      );
      expect(r.stdout).toBe(expected.slice(0, 100));
      expect(r.stderr).toMatch(/status=0\s*$/);
      expect(r.stderr).not.toMatch(/EPIPE|Error/);
    });
  });
});
