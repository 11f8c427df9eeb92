/**
 * The tripwire end to end, by the rules: what each rule kind, the secret list and the manifest's own
 * protection refuse is put back (putBackLines.ts); what they allow is left alone, nothing moved.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { userPrompt, withHarness } from '../hookHarness.js';
import { bash, gateFiles, protectedShots } from './tripwireHarness.js';
import { RULE_KINDS, hook, postOf, preOf, putsBack, throughEach } from './putBackLines.js';
describe('the tripwire puts back what a Bash call changed: rule kinds and the manifest', () => {
  it.each(throughEach(RULE_KINDS))('%s (%s): %s', (_klass, through, command, keptIn) =>
    putsBack(command, keptIn, through),
  );
});

/** Lines that change nothing protected, or only in ways the rules allow: no exit 2, nothing moved. */
const ALLOWED: [name: string, command: string][] = [
  ['an unprotected file', 'echo x > notes.txt'],
  ['an append to the append-only log', 'echo "decision 3" >> logs/decisions.md'],
  ['touch of a frozen file (times only)', 'touch guard.sh'],
  ['reading a frozen file', 'cat guard.sh > /tmp/diffgate-tripwire-read.txt'],
  ['a build folder', 'mkdir -p build && echo x > build/out2.txt'],
  ['a new file under a frozen glob', 'echo new > hooks/new.sh'],
  ['shrinking a file over budget', 'sed -i 1d INDEX.md'],
  ['an allowed fixture', 'mkdir -p fixtures && echo x > fixtures/ok.sqlite'],
  ['a secret-named file inside node_modules', 'mkdir -p node_modules/pkg && echo x > node_modules/pkg/.env'],
  ['rewriting a frozen file with the same bytes', 'cp guard.sh /tmp/g.$$ && cp /tmp/g.$$ guard.sh'],
  ['a commit of an allowed change', 'echo y > notes.txt && git add notes.txt && git commit -qm notes --no-verify'],
  // what git writes to .git/config for everyday work (review-15b2 F02)
  [
    'git remote add and an upstream branch',
    'git remote add origin https://example.invalid/o.git && git config branch.main.remote origin && git config branch.main.merge refs/heads/main',
  ],
  ['git config user.email', 'git config user.email agent@example.invalid'],
  // what Claude Code saves for "Yes, and don't ask again" (review-15b2 F03)
  [
    "an allow rule added to Claude's local settings",
    `mkdir -p .claude && printf '{"permissions":{"allow":["Bash(npm test:*)"]}}\n' > .claude/settings.local.json`,
  ],
];

describe('the tripwire leaves allowed changes alone', () => {
  // the first and last through the built CLI, the rest in this process (putBackLines.ts `throughEach`)
  it.each(throughEach(ALLOWED))('%s (%s)', async (_name, through, command) => {
    await withHarness(async (h) => {
      gateFiles(h);
      expect((await hook(h, userPrompt(h, 'tidy up the build scripts'), through)).status).toBe(0);
      // the pre-check may be stricter; the tripwire is judged here
      expect([0, 2]).toContain((await hook(h, preOf(h, command), through)).status);
      expect(bash(h, command).status).toBe(0);
      const after = protectedShots(h);
      expect(await hook(h, postOf(h, command), through)).toMatchObject({ status: 0, stderr: '' });
      expect(protectedShots(h)).toEqual(after);
      expect(existsSync(join(h.repo.dir, '.git/diffgate/quarantine'))).toBe(false);
    });
  });
});
