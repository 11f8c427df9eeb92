import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onPath } from '../../../src/agent/commands/onPath.js';

describe('onPath: whether bash would find a program without its not-found handler', () => {
  const dir = mkdtempSync(join(tmpdir(), 'diffgate-onpath-'));
  writeFileSync(join(dir, 'tool'), '#!/bin/sh\n');
  chmodSync(join(dir, 'tool'), 0o755);
  writeFileSync(join(dir, 'data'), 'x');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds an executable file in a PATH folder, or by path', () => {
    expect(onPath('tool', `/nonexistent:${dir}`)).toBe(true);
    expect(onPath(join(dir, 'tool'), '')).toBe(true);
  });

  it('does not find a missing name, a file that is not executable, a folder, or an empty name', () => {
    expect(onPath('no-such-program-xyz', dir)).toBe(false);
    expect(onPath('data', dir)).toBe(false);
    expect(onPath(dir, '')).toBe(false);
    expect(onPath('', dir)).toBe(false);
  });
});
