/**
 * Copying files out of the repository into a folder, by names known only when the command runs
 * (`find -exec cp {} DIR/`, `xargs -I{} cp {} DIR/`), through the built CLI (review-15 F11).
 * Without `-r`, cp writes only files straight into DIR, named like what it copies: such a copy
 * passes when nothing protected can land there, and is still refused when something can (the
 * manifest in the repository's root, `~/.gitconfig` in the home, git's hooks folder), or when a
 * folder may be copied whole (`cp -r`). The test's home lies under the system's temp folder, as in
 * the review, so a copy to /tmp/ would reach the home's gate files if depth were not read. In the
 * lines, `/tmp/` stands for that folder (`os.tmpdir()`: in `npm test` the suite's own, in memory).
 */
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, rulesIn, tool, writeFixture } from './hookHarness.js';

describe('copies into a folder by names known only when they run (review-15 F11)', () => {
  let h: ReturnType<typeof openHarness>;
  beforeAll(() => {
    h = openHarness((repo) => {
      writeFixture(repo);
      repo.write('src/index.ts', 'export {};\n');
      repo.write('logs/build.log', 'ok\n');
    });
    h.repo.commit('fixture');
  });
  afterAll(() => h.close());
  const inTmp = (command: string) => command.replaceAll('/tmp/', `${tmpdir()}/`);

  it('runs with a home under the temp folder, as the review did', () => {
    expect(h.home.startsWith(tmpdir())).toBe(true);
  });

  it.each([
    "find . -name '*.log' -exec cp {} /tmp/ \\;",
    'ls | xargs -I{} cp {} /tmp/',
    'find src -name "*.ts" -exec cp {} /tmp/ \\;',
    'find src -name "*.ts" | xargs -I{} cp {} /tmp/',
    'find logs -type f -exec cp -t /tmp/ {} +',
    'ls | xargs -I{} cp -p {} /tmp/',
  ])('%j passes: nothing protected lands straight in /tmp', (command) => {
    const r = tool(h, 'Bash', { command: inTmp(command) });
    expect(r.status, r.stderr).toBe(0);
  });

  it.each([
    ['ls | xargs -I{} cp {} ./', 'manifest'],
    ['ls | xargs -I{} cp {} ~/', 'gate-switch'],
    ["find . -name '.gitconfig' -exec cp {} ~/ \\;", 'gate-switch'],
    ['ls | xargs -I{} cp {} .git/hooks/', 'gate-switch'],
    ['ls | xargs -I{} cp -r {} /tmp/', 'gate-switch'],
    ['ls | xargs -I{} cp -a {} /tmp/', 'gate-switch'],
    ['ls | xargs -I{} cp --recursive {} /tmp/', 'gate-switch'],
    ['ls | xargs -I{} cp {} {} /tmp/', 'gate-switch'],
  ])('%j is still refused: a protected file may land there (%s)', (command, rule) => {
    const r = tool(h, 'Bash', { command: inTmp(command) });
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr)).toContain(rule);
  });
});
