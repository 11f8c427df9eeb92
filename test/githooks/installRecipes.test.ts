/**
 * Every recipe in docs/install.md, run as written: the git URL points at a bare copy of this
 * repository (git+file://, tagged v0) and the tarball is `npm pack` of this project. pnpm and yarn
 * come from the npm registry, pinned. After each recipe, the hooks must be live: a commit of a
 * frozen-file change is blocked.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PROJECT_ROOT, cleanEnv, createGitRepo, removeGitRepo } from '../helpers/gitRepo.js';
import { FROZEN, commit, npm, packProject, removeDir, seed, tempDir } from './setup.js';

const PNPM = 'pnpm@10.34.8';
const YARN = 'yarn@1.22.22';
const DOC = readFileSync(join(PROJECT_ROOT, 'docs/install.md'), 'utf8');
const recipe = (name: string) => {
  const m = new RegExp(`<!-- recipe: ${name} -->\\n\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(DOC);
  if (!m) throw new Error(`docs/install.md has no recipe ${name}`);
  return m[1]!.trim().split('\n');
};
const version = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

let dir: string;
let tarball: string;
let bare: string;
let tools: string;

beforeAll(() => {
  dir = tempDir();
  tarball = packProject(dir);
  bare = join(dir, 'diffgate.git');
  execFileSync('git', ['clone', '-q', '--bare', PROJECT_ROOT, bare], { env: cleanEnv() });
  execFileSync('git', ['--git-dir', bare, 'tag', 'v0', 'HEAD'], { env: cleanEnv() });
  tools = join(dir, 'tools');
  npm(['install', '--prefix', tools, '--no-save', PNPM, YARN], dir);
}, 600_000);
afterAll(() => removeDir(dir));

function runRecipe(name: string, setup: (repoDir: string) => void = () => undefined) {
  const repo = seed(createGitRepo());
  try {
    npm(['init', '-y'], repo.dir);
    repo.write('.gitignore', 'node_modules/\n');
    setup(repo.dir);
    copyFileSync(tarball, join(repo.dir, `diffgate-${version}.tgz`));
    for (const line of recipe(name)) {
      const command = line.replace('git+https://github.com/OWNER/diffgate.git', `git+file://${bare}`);
      const r = spawnSync('sh', ['-c', command], {
        cwd: repo.dir,
        env: cleanEnv({
          PATH: `${join(tools, 'node_modules/.bin')}:${process.env.PATH}`,
          npm_config_audit: 'false',
          npm_config_fund: 'false',
          npm_config_update_notifier: 'false',
        }),
        encoding: 'utf8',
      });
      expect(r.status, `${command}\n${r.stdout}${r.stderr}`).toBe(0);
    }
    expect(repo.git('config', 'core.hooksPath').trim()).toMatch(/node_modules\/diffgate\/githooks$/);
    repo.write(FROZEN, '{"debug": true}\n').stageAll();
    const blocked = commit(repo, 'change the config');
    expect(blocked.status, blocked.stderr).toBe(1);
    expect(blocked.stderr).toContain(`${FROZEN}  [freeze]`);
  } finally {
    removeGitRepo(repo);
  }
}

it('npm from the git repository', () => runRecipe('npm-git'), 300_000);
it('npm from a tarball', () => runRecipe('npm-tarball'), 300_000);
it('pnpm from a tarball', () => runRecipe('pnpm-tarball'), 300_000);
it(
  'pnpm in a workspace, at its root',
  () =>
    runRecipe('pnpm-workspace-tarball', (d) => {
      execFileSync('sh', ['-c', "printf 'packages:\\n  - packages/*\\n' > pnpm-workspace.yaml"], { cwd: d });
    }),
  300_000,
);
it('yarn from a tarball', () => runRecipe('yarn-tarball'), 300_000);
