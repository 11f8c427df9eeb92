import { describe, expect, it } from 'vitest';
import { bwrapArgs, nulSeparated } from '../../src/sandbox/bwrapArgs.js';
import { denyWriteEntries } from '../../src/sandbox/denyWriteEntries.js';
import { parseRunArgs } from '../../src/cli/runCommand.js';

describe('bwrapArgs', () => {
  it('binds the filesystem as it is, then each folder and file read-only onto itself', () => {
    expect(bwrapArgs({ files: ['/r/a.md'], folders: ['/r/.git/hooks'] }, { root: false })).toEqual([
      ...['--bind', '/', '/', '--dev-bind', '/dev', '/dev', '--die-with-parent'],
      ...['--ro-bind', '/r/.git/hooks', '/r/.git/hooks'],
      ...['--ro-bind', '/r/a.md', '/r/a.md'],
    ]);
  });

  it('takes CAP_SYS_ADMIN from root, which could otherwise unmount the binds', () => {
    expect(bwrapArgs({ files: [], folders: [] }, { root: true })).toContain('CAP_SYS_ADMIN');
    expect(bwrapArgs({ files: [], folders: [] }, { root: false })).not.toContain('--cap-drop');
  });

  it('ends each option with a NUL for --args (paths with spaces and newlines stay whole)', () => {
    expect(nulSeparated(['--ro-bind', '/r/a b\nc', '/r/a b\nc']).toString()).toBe('--ro-bind\0/r/a b\nc\0/r/a b\nc\0');
  });
});

describe('denyWriteEntries', () => {
  it.each([
    ['a file', { files: ['/r/docs/a.md'], folders: [] }, ['//r/docs/a.md']],
    ['a folder', { files: [], folders: ['/r/.git/hooks'] }, ['//r/.git/hooks']],
    ['sorted, each once', { files: ['/r/b', '/r/a', '/r/b'], folders: ['/r/a'] }, ['//r/a', '//r/b']],
    ['a home file stays absolute', { files: ['/home/u/.gitconfig'], folders: [] }, ['//home/u/.gitconfig']],
  ])('%s', (_what, set, want) => {
    expect(denyWriteEntries(set)).toEqual(want);
  });
});

describe('parseRunArgs', () => {
  it.each([
    [['--', 'claude'], { allowUnsandboxed: false, command: ['claude'] }],
    [['--allow-unsandboxed', '--', 'bash', '-c', 'x'], { allowUnsandboxed: true, command: ['bash', '-c', 'x'] }],
    [['codex', '--full-auto'], { allowUnsandboxed: false, command: ['codex', '--full-auto'] }],
    [['--', '--weird-name'], { allowUnsandboxed: false, command: ['--weird-name'] }],
  ])('%j', (args, want) => {
    expect(parseRunArgs(args)).toEqual(want);
  });

  it.each([[[]], [['--']], [['--allow-unsandboxed']], [['--nope', 'x']]])('%j is a usage error', (args) => {
    expect(() => parseRunArgs(args)).toThrow(/name the command|unknown option/);
  });
});
