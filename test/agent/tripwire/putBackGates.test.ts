import { describe, expect, it } from 'vitest';
import { withHarness } from '../hookHarness.js';
import { bash, post, pre, protectedShots, quarantined, withGates } from './tripwireHarness.js';
import { GATE_WRITES, putsBack, throughEach } from './putBackLines.js';
describe('the tripwire puts back what a Bash call changed: gate files and settings', () => {
  it('moves away a gate folder made a symlink to hooks elsewhere, and keeps the link', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const command = 'd=$(mktemp -d) && echo "exit 0" > $d/init.sh && mkdir -p ~/.config && ln -s $d ~/.config/husky';
      const before = protectedShots(h);
      expect([0, 2]).toContain(pre(h, command).status);
      bash(h, command);
      expect(protectedShots(h)).not.toEqual(before);
      const r = post(h, command);
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr).toContain('put');
      expect(protectedShots(h)).toEqual(before);
      const link = [...quarantined(h)].find(([name]) => name.endsWith('.config/husky'));
      expect(link?.[1]).toBe('link');
    });
  });

  it.each(throughEach(GATE_WRITES))('%s (%s): %s', (_klass, through, command, keptIn) =>
    putsBack(command, keptIn, through),
  );
});
