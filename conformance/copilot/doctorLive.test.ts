// `diffgate doctor --live` against the real, pinned Copilot CLI: doctor sets up its own temporary
// HOME and repository (trusted there, as the trust dialog would), runs the client headless and
// offline against its stand-in model (BYOK, Chat Completions) on 127.0.0.1, and must report the
// hook's block, the model told and the file unchanged. The person's repository is left as it was.
import { describe, expect, it } from 'vitest';
import { doctorLive } from '../lib/doctorLive.js';
import { copilotBin } from './copilotDriver.js';

describe('diffgate doctor --live with Copilot CLI 1.0.102', () => {
  it('reports the hook blocked the edit, the model was told, the file unchanged; nothing in the repository changes', () => {
    const { live, untouched } = doctorLive('--copilot-bin', copilotBin());
    expect(live).toMatch(
      /ok\s+live Copilot CLI\s+Copilot CLI 1\.0\.102 \(.*\) ran headless in a temporary repository \(diffgate install done there\): diffgate's hook blocked its edit of diffgate-live-probe\.txt, the model was told \(".*diffgate blocked this edit call .*diffgate-live-probe\.txt\)\."\), and the file is unchanged/,
    );
    expect(live).not.toContain('tried to reach other hosts');
    untouched();
  });
});
