/**
 * A repository with frozen files and every kind of gate file, a home of its own (git config files
 * and the user manifest), and a snapshot of the protected bytes and modes to compare after a run.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { bwrapArgs } from '../../src/sandbox/bwrapArgs.js';
import { bwrapAvailability } from '../../src/sandbox/bwrapAvailability.js';
import { type GitRepo, createGitRepo, diskTmp, removeGitRepo } from '../helpers/gitRepo.js';

/** Whether bubblewrap works here, and why not when it does not (the tests say so when skipped). */
export function bubblewrapHere(): { ok: boolean; why: string } {
  const a = bwrapAvailability(process.env, bwrapArgs({ files: [], folders: [] }, { root: process.getuid?.() === 0 }));
  if (a.ok) return { ok: true, why: `bubblewrap at ${a.bwrap}` };
  const why =
    a.reason === 'missing'
      ? 'bwrap is not installed (apt-get install bubblewrap; .ci/run installs it)'
      : `bwrap cannot create a sandbox here: ${a.output.trim()}`;
  console.warn(`test/sandbox: skipping the bubblewrap end-to-end tests: ${why}`);
  return { ok: false, why };
}

export const MANIFEST = [
  'freeze\tdocs/**\tThe published docs change only by a release',
  'freeze\thooks/*.sh\tThe guard scripts are reviewed by a person',
  'freeze\tconfig.json\tProduction configuration',
  'deny\tsecrets/**\tNo secrets in the repository',
  '',
].join('\n');

/** Repository-relative frozen files (and their content). */
export const FROZEN: Record<string, string> = {
  'docs/a.md': 'frozen doc\n',
  'docs/sub/b.md': 'deeper frozen doc\n',
  'hooks/guard.sh': '#!/bin/sh\necho guard\n',
  'config.json': '{"prod": true}\n',
};

/** Repository-relative gate files. */
export const GATES: Record<string, string> = {
  '.diffgate.tsv': MANIFEST,
  '.claude/settings.json': '{"hooks": {}}\n',
  '.husky/pre-commit': 'npx diffgate githook pre-commit\n',
  'lefthook.yml': 'pre-commit:\n  commands: {}\n',
  '.pre-commit-config.yaml': 'repos: []\n',
};

/** Home-relative gate files. */
export const HOME_GATES: Record<string, string> = {
  '.gitconfig': '[user]\n\tname = home\n',
  '.config/git/config': '[core]\n\tautocrlf = false\n',
  '.config/diffgate/manifest.tsv': 'freeze\t~/.claude/memory/**\tMemory is kept by the person\n',
};

export interface SandboxRepo {
  repo: GitRepo;
  home: string;
  env: Record<string, string>;
  /** Every protected path (absolute) with its bytes and mode. */
  snapshot(): Map<string, { bytes: string; mode: number; kind: string }>;
  cleanup(): void;
}

export function createSandboxRepo(): SandboxRepo {
  // on disk: a bind of a folder above a protected path under /dev would take the devices away
  const repo = createGitRepo(diskTmp());
  const home = mkdtempSync(join(diskTmp(), 'diffgate-home-'));
  for (const [p, c] of Object.entries(HOME_GATES)) write(join(home, p), c);
  // History: docs/a.md had other content a commit ago, so `git checkout HEAD~1 -- docs/a.md` must write.
  repo.write('docs/a.md', 'old doc\n').write('free.txt', 'free\n').commit('first');
  for (const [p, c] of Object.entries({ ...FROZEN, ...GATES })) repo.write(p, c);
  repo.chmod('hooks/guard.sh', 0o755).commit('second');
  write(join(repo.dir, '.git/hooks/pre-commit'), '#!/bin/sh\nexit 0\n');
  chmodSync(join(repo.dir, '.git/hooks/pre-commit'), 0o755);
  const env = { HOME: home, XDG_CONFIG_HOME: join(home, '.config') };
  const protectedPaths = [
    ...Object.keys({ ...FROZEN, ...GATES }).map((p) => join(repo.dir, p)),
    ...Object.keys(HOME_GATES).map((p) => join(home, p)),
    join(repo.dir, '.git/hooks/pre-commit'),
    join(repo.dir, '.git/config'),
  ];
  return {
    repo,
    home,
    env,
    snapshot() {
      const out = new Map<string, { bytes: string; mode: number; kind: string }>();
      for (const p of protectedPaths) {
        const st = existsSync(p) ? lstatSync(p) : undefined;
        out.set(p, {
          bytes: st?.isFile() ? readFileSync(p).toString('base64') : '',
          mode: st?.mode ?? -1,
          kind: st ? (st.isFile() ? 'file' : st.isSymbolicLink() ? 'link' : 'other') : 'absent',
        });
      }
      const hooks = join(repo.dir, '.git/hooks');
      out.set(`${hooks}/ (listing)`, {
        bytes: spawnSync('ls', ['-A', hooks], { encoding: 'utf8' }).stdout,
        mode: 0,
        kind: 'dir',
      });
      return out;
    },
    cleanup() {
      removeGitRepo(repo);
      rmSync(home, { recursive: true, force: true });
    },
  };
}

function write(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}
