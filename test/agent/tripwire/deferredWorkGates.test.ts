// Review 4 W1 (what can be done soundly): deferred work kept in files the person's own servers read.
// systemd's user units (a timer or path unit runs between turns, as the person) are gates; Watchman
// triggers, crontab and at are not files diffgate can put back (docs/tripwire.md, Limits).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withHarness } from '../hookHarness.js';
import { bash, post, pre, withGates } from './tripwireHarness.js';

const blind = (line: string) =>
  `python3 -c 'import base64,subprocess;subprocess.run(["bash","-c",base64.b64decode("${Buffer.from(line).toString('base64')}").decode()],check=True)'`;
const UNIT = '[Timer]\\nOnCalendar=minutely\\n';

describe('systemd user units are gates', () => {
  it('a shell line that writes a user unit is denied', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const r = pre(
        h,
        `mkdir -p ~/.config/systemd/user && printf '${UNIT}' > ~/.config/systemd/user/fmt.timer`,
        'toolu_S1',
      );
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr).toContain('fmt.timer');
    });
  });

  it('a hidden write of a user unit is put back (moved away) at PostToolUse', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const line = blind(`mkdir -p ~/.config/systemd/user && printf '${UNIT}' > ~/.config/systemd/user/fmt.timer`);
      expect(pre(h, line, 'toolu_S2')).toMatchObject({ status: 0, stderr: '' });
      expect(bash(h, line).status).toBe(0);
      const after = post(h, line, 'toolu_S2');
      expect(after.status).toBe(2);
      expect(existsSync(join(h.home, '.config/systemd/user/fmt.timer'))).toBe(false);
    });
  });
});
