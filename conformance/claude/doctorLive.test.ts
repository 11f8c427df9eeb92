// `diffgate doctor --live` against the real, pinned Claude Code: doctor sets up its own temporary
// HOME and repository, runs the client headless against its stand-in model on 127.0.0.1, and must
// report the hook's block (from the client's own hook events), the model told and the file
// unchanged. The person's repository (here a fresh one) is left as it was.
import { describe, expect, it } from 'vitest';
import { doctorLive } from '../lib/doctorLive.js';
import { claudeBin } from './claudeDriver.js';

describe('diffgate doctor --live with Claude Code 2.1.328', () => {
  it('reports the hook blocked the Edit, the model was told, the file unchanged; nothing in the repository changes', () => {
    const { live, untouched } = doctorLive('--claude-bin', claudeBin());
    expect(live).toMatch(
      /ok\s+live Claude Code\s+Claude Code 2\.1\.328 .*ran headless in a temporary repository \(diffgate install done there\): diffgate's hook blocked its Edit of diffgate-live-probe\.txt, the model was told \(".*diffgate blocked this Edit call .*diffgate-live-probe\.txt\)\."\), and the file is unchanged/,
    );
    expect(live).toMatch(/ok\s+live Gemini CLI\s+not run: no gemini on PATH/);
    untouched();
  });
});
