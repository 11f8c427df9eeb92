// `diffgate doctor --live` against the real, pinned Gemini CLI: doctor sets up its own temporary
// HOME and repository, runs the client headless against its stand-in model on 127.0.0.1, and must
// report the hook's block, the model told and the file unchanged. The person's repository (here a
// fresh one) is left as it was.
import { describe, expect, it } from 'vitest';
import { doctorLive } from '../lib/doctorLive.js';
import { geminiBin } from './geminiDriver.js';

describe('diffgate doctor --live with Gemini CLI 0.61.0', () => {
  it('reports the hook blocked write_file, the model was told, the file unchanged; nothing in the repository changes', () => {
    const { live, untouched } = doctorLive('--gemini-bin', geminiBin());
    expect(live).toMatch(
      /ok\s+live Gemini CLI\s+Gemini CLI 0\.61\.0 \(.*\) ran headless in a temporary repository \(diffgate install done there\): diffgate's hook blocked its write_file of diffgate-live-probe\.txt, the model was told \("Tool execution blocked: diffgate blocked this write_file call .*diffgate-live-probe\.txt\)\."\), and the file is unchanged/,
    );
    expect(live).not.toContain('tried to reach other hosts');
    untouched();
  });
});
