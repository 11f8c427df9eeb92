// `diffgate doctor --live` against the real, pinned OpenCode: doctor sets up its own temporary HOME
// and repository (`diffgate install --opencode`, the plugin's config folders seeded as a first online
// run leaves them, so nothing is fetched), runs `opencode run` against its stand-in Chat Completions
// model on 127.0.0.1, and must report the plugin's block of the edit (from OpenCode's own json
// events), the model told and the file unchanged. The person's repository is left as it was.
import { describe, expect, it } from 'vitest';
import { doctorLive } from '../lib/doctorLive.js';
import { opencodeBin } from './driver.js';

describe('diffgate doctor --live with OpenCode 1.18.33', () => {
  it('reports the plugin blocked the edit, the model was told, the file unchanged; nothing in the repository changes', () => {
    const { live, untouched } = doctorLive('--opencode-bin', opencodeBin());
    expect(live).toMatch(
      /ok\s+live OpenCode\s+OpenCode 1\.18\.33 \(.*\) ran headless in a temporary repository \(diffgate install done there\): diffgate's hook blocked its edit of diffgate-live-probe\.txt, the model was told \("diffgate blocked this edit call .*diffgate-live-probe\.txt\)\."\), and the file is unchanged/,
    );
    expect(live).not.toContain('tried to reach other hosts');
    untouched();
  });
});
