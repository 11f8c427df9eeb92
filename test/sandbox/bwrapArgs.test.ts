import { describe, expect, it } from 'vitest';
import { bwrapArgs, nulSeparated } from '../../src/sandbox/bwrapArgs.js';
import { denyWriteEntries } from '../../src/sandbox/denyWriteEntries.js';
import { parseRunArgs } from '../../src/cli/runCommand.js';

describe('bwrapArgs', () => {
  it('binds the filesystem as it is in a PID namespace, every folder above a protected path onto itself, then each protected folder and file read-only', () => {
    expect(bwrapArgs({ files: ['/r/a.md', '/r/docs/b.md'], folders: ['/r/.git/hooks'] }, { root: false })).toEqual([
      ...['--bind', '/', '/', '--dev-bind', '/dev', '/dev', '--unshare-pid', '--proc', '/proc', '--die-with-parent'],
      ...['--bind', '/r', '/r', '--bind', '/r/.git', '/r/.git', '--bind', '/r/docs', '/r/docs'],
      ...['--ro-bind', '/r/.git/hooks', '/r/.git/hooks'],
      ...['--ro-bind', '/r/a.md', '/r/a.md', '--ro-bind', '/r/docs/b.md', '/r/docs/b.md'],
    ]);
  });

  it('binds a folder above another read-only only once, read-only, and outer folders first', () => {
    const args = bwrapArgs(
      { files: ['/r/.git/hooks/x/y'], folders: ['/r/.git/hooks/x', '/r/.git/hooks'] },
      { root: false },
    );
    expect(args.slice(10)).toEqual([
      ...['--bind', '/r', '/r', '--bind', '/r/.git', '/r/.git'],
      ...['--ro-bind', '/r/.git/hooks', '/r/.git/hooks', '--ro-bind', '/r/.git/hooks/x', '/r/.git/hooks/x'],
      ...['--ro-bind', '/r/.git/hooks/x/y', '/r/.git/hooks/x/y'],
    ]);
  });

  it('takes every capability from root (CAP_SYS_ADMIN could unmount the binds, CAP_DAC_READ_SEARCH open by handle)', () => {
    expect(bwrapArgs({ files: [], folders: [] }, { root: true })).toEqual(
      expect.arrayContaining(['--cap-drop', 'ALL']),
    );
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
