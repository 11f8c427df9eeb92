/**
 * Command rules see every spelling of what runs (review-15 F04, F05, F06, F07, F12, F19), through
 * the Claude hook's decision run in process (inProcessHook.ts) with Claude Code's JSON: a command held in a variable, git's dashed form
 * (`git-reset`), force given by git settings (`-c remote.origin.push=+...`,
 * `clean.requireForce=false`) or by `-d -f` for `-D`, npm's abbreviations (`npm publ`), command
 * lines in GIT_EDITOR / GIT_PAGER / GIT_SSH_COMMAND..., and the spellings that discard a modified
 * frozen file (`git checkout -f`, `git switch --discard-changes`, `git read-tree -u --reset`).
 * The near misses pass: `git branch -d`, `npm pack`, `git -c color.ui=false log`, `git checkout -f`
 * with nothing protected modified.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MANIFEST,
  openHarness,
  preToolUse,
  rulesIn,
  runHook,
  userPrompt,
  writeFixture,
  type Harness,
} from './hookHarness.js';
import { hookHere, toolHere } from './inProcessHook.js';

const RULES = [
  'command-deny\tgit reset --hard\tDiscarding work is a person decision',
  'command-deny\tgit push -f|--force\tHistory is rewritten only by a person',
  'command-deny\tgit clean -f|--force\tDeleting untracked files is a person decision',
  'command-ask\tnpm publish\tPublishing is a person decision',
  'command-deny\tgit branch -D\tDeleting branches is a person decision',
  '',
].join('\n');

const EXEC_PATH = execFileSync('git', ['--exec-path'], { encoding: 'utf8' }).trim();

type Verdict = 'deny' | 'ask' | 'allow' | 'none';

async function verdictOf(h: Harness, command: string): Promise<{ verdict: Verdict; rules: string[]; stderr: string }> {
  const r = await toolHere(h, 'Bash', { command });
  if (r.status === 2) return { verdict: 'deny', rules: rulesIn(r.stderr), stderr: r.stderr };
  if (r.status !== 0) throw new Error(`hook exited ${r.status}: ${r.stderr}`);
  if (r.stdout === '') return { verdict: 'none', rules: [], stderr: r.stderr };
  const decision = (JSON.parse(r.stdout) as { hookSpecificOutput: { permissionDecision: Verdict } }).hookSpecificOutput
    .permissionDecision;
  return { verdict: decision, rules: [], stderr: r.stderr };
}

describe('command rules through every spelling', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness((repo) => {
      writeFixture(repo);
      repo.write('.diffgate.tsv', MANIFEST + RULES);
    });
    h.repo.commit('fixture');
  });
  afterAll(() => h.close());

  it.each<[string, string, Verdict]>([
    // F04: a command held in a variable
    ['F04', "c='git push --force'; $c", 'deny'],
    ['F04', 'c="git reset --hard"; $c', 'deny'],
    ['F04', 'c="git reset"; $c --hard', 'deny'],
    ['F04', 'G="git push"; $G -f origin main', 'deny'],
    ['F04', 'c="git branch -D"; $c main', 'deny'],
    ['F04', 'c="git clean -fdx"; $c', 'deny'],
    ['F04', 'c=git; "$c" push -f', 'deny'],
    ['F04', 'a="push --force"; git $a', 'deny'],
    ['F04', 'e=; $e git push --force', 'deny'],
    ['F04', 'for c in "git push -f" ls; do $c; done', 'deny'],
    ['F04', 'c=$(printf "git push -f"); $c', 'deny'], // any command (the policy asks), and the write-target check refuses it
    ['F04', 'a=(git push -f); "${a[@]}"', 'deny'],
    // review-15c F06: plumbing that pushes or deletes a branch
    ['15c-F06', 'git send-pack --force /tmp/remote.git main', 'deny'],
    ['15c-F06', 'git send-pack -f /tmp/remote.git main', 'deny'],
    ['15c-F06', 'git send-pack /tmp/remote.git +main', 'deny'],
    ['15c-F06', 'git -C . send-pack --force "$(git remote get-url origin)" main', 'deny'],
    ['15c-F06', 'git update-ref -d refs/heads/feature', 'deny'],
    ['15c-F06', "git update-ref -m 'gone' -d refs/heads/feature", 'deny'],
    ['15c-F06', `${EXEC_PATH}/git-send-pack --force /tmp/remote.git main`, 'deny'],
    // F05: git's dashed form
    ['F05', `${EXEC_PATH}/git-reset --hard`, 'deny'],
    ['F05', `PATH=${EXEC_PATH}:$PATH git-reset --hard`, 'deny'],
    ['F05', `${EXEC_PATH}/git-push --force origin main`, 'deny'],
    ['F05', `${EXEC_PATH}/git-branch -D main`, 'deny'],
    ['F05', `${EXEC_PATH}/git-clean -fdx`, 'deny'],
    // F06: force by other options
    ['F06', 'git -c remote.origin.push=+refs/heads/*:refs/heads/* push', 'deny'],
    ['F06', 'git -c remote.origin.push=+HEAD:refs/heads/main push origin', 'deny'],
    ['F06', 'git -c remote.origin.mirror=true push', 'deny'],
    ['F06', 'git config remote.origin.push +HEAD:refs/heads/main && git push origin', 'deny'],
    ['F06', 'git -c clean.requireForce=false clean -d', 'deny'],
    ['F06', 'git config clean.requireForce false; git clean -dx', 'deny'],
    ['F06', 'git branch --delete --force main', 'deny'],
    ['F06', 'git branch -d -f main', 'deny'],
    ['F06', 'git branch -df main', 'deny'],
    ['F06', 'git branch -fd main', 'deny'],
    ['F06', 'git branch --del --for main', 'deny'],
    // F07: npm's abbreviations
    ['F07', 'npm pub', 'ask'],
    ['F07', 'npm publ', 'ask'],
    ['F07', 'npm publis --dry-run', 'ask'],
    ['F07', "npm exec -c 'npm publish'", 'ask'],
    ['F07', "npx -c 'npm publish'", 'ask'],
    // F12: command lines in git's environment
    ['F12', "GIT_PAGER='git reset --hard' git -p log", 'deny'],
    ['F12', "PAGER='git reset --hard' git -p log", 'deny'],
    ['F12', "GIT_EDITOR='git reset --hard #' git commit --amend", 'deny'],
    ['F12', "GIT_SEQUENCE_EDITOR='git push --force; true' git rebase -i HEAD~1", 'deny'],
    ['F12', "GIT_SSH_COMMAND='git push --force origin main; ssh' git fetch", 'deny'],
    ['F12', "GIT_EXTERNAL_DIFF='git reset --hard #' git diff", 'deny'],
    ['F12', "export GIT_PAGER='git reset --hard'; git -p log", 'deny'],
    ['F12', 'GIT_EDITOR="$ED" git commit --amend', 'deny'], // code not known before it runs
  ])('%s: %s -> %s', async (_find, command, verdict) => {
    expect((await verdictOf(h, command)).verdict, command).toBe(verdict);
  });

  it.each<string>([
    'git push --force-with-lease',
    'git branch -d feature',
    'git branch -f feature HEAD~1',
    'npm pack',
    'npm pkg get name',
    'npm ping',
    'git -c color.ui=false log -1',
    'git -c remote.origin.push=refs/heads/main:refs/heads/main push origin',
    'git -c clean.requireForce=true clean -n',
    'git config --get remote.origin.push',
    "GIT_EDITOR='true' git commit --amend --no-edit",
    'GIT_SSH_COMMAND="ssh -i key" git fetch',
    `${EXEC_PATH}/git-status`,
  ])('near miss %s passes', async (command) => {
    expect((await verdictOf(h, command)).verdict, command).toBe('none');
  });
});

/**
 * Review 15b (F02, F03, F04): command lines git grep's pager, env's split string and the
 * variables npm and an interactive bash read run, in every spelling, are judged by the rules
 * themselves, not only as code that cannot be read, so a person's release phrase does not lift
 * them, and an allow of `git grep` does not apply to its pager.
 */
describe('review 15b: command lines in a pager option, env -S and variables, after a release', () => {
  let h: Harness & { close(): void };
  const session = 'released-15b';
  beforeAll(() => {
    h = openHarness((repo) => {
      writeFixture(repo);
      repo.write('.diffgate.tsv', `${MANIFEST}${RULES}command-allow\tgit grep|status|log\tRead-only\n`);
    });
    h.repo.commit('fixture');
    expect(runHook(h, userPrompt(h, 'ok, guard release', { session })).status).toBe(0);
  });
  afterAll(() => h.close());

  const judged = async (command: string) => {
    const r = await hookHere(h, preToolUse(h, 'Bash', { command }, { session }));
    if (r.status === 2) return { verdict: 'deny', rules: rulesIn(r.stderr) };
    if (r.stdout === '') return { verdict: 'none', rules: [] };
    const out = JSON.parse(r.stdout) as { hookSpecificOutput: { permissionDecision: string } };
    return { verdict: out.hookSpecificOutput.permissionDecision, rules: [] };
  };

  it.each<[string, string, 'deny' | 'ask']>([
    // F02: git grep runs its pager's value through the shell
    ['F02', "git grep -O'git push --force origin main #' guard", 'deny'],
    ['F02', "git grep -O'git reset --hard #' guard", 'deny'],
    ['F02', "git grep -iO'git branch -D main #' guard", 'deny'],
    ['F02', "git grep --open-files-in-pager='git clean -fdx #' guard", 'deny'],
    ['F02', "git grep --op='git push -f #' guard", 'deny'],
    ['F02', "git grep --open='npm publish #' guard", 'ask'],
    ['F02', "git -C . grep -nO'git push --force #' guard", 'deny'],
    // F03: env's own options in every spelling getopt accepts
    ['F03', "env -iS 'git branch -D main'", 'deny'],
    ['F03', "env -vS 'git push -f'", 'deny'],
    ['F03', "env -0S 'git reset --hard'", 'deny'],
    ['F03', "env -uX -S 'git push -f'", 'deny'],
    ['F03', "env --sp='git push -f'", 'deny'],
    ['F03', "env --split 'git clean -fdx'", 'deny'],
    ['F03', "env -S 'X=1 git push -f'", 'deny'],
    ['F03', `env -S "GIT_EDITOR='git push -f #' git commit"`, 'deny'],
    ['F03', "env -vS 'npm publish'", 'ask'],
    // F04: npm's call option by environment, bash -i's PROMPT_COMMAND
    ['F04', "npm_config_call='npm publish' npx", 'ask'],
    ['F04', "NPM_CONFIG_CALL='git push -f' npm exec", 'deny'],
    ['F04', "Npm_Config_Call='git push -f' npm x", 'deny'],
    ['F04', "export npm_config_call='git reset --hard'; npx", 'deny'],
    ['F04', "PROMPT_COMMAND='git push -f' bash -i </dev/null", 'deny'],
    ['F04', "export PROMPT_COMMAND='git branch -D main'; bash -i", 'deny'],
    // review-15c F09: the command option of su, runuser, script and flock as getopt_long reads it; watch's line
    ['15c-F09', "script --command='git push --force' /dev/null", 'deny'],
    ['15c-F09', "script --comm 'git reset --hard' /dev/null", 'deny'],
    ['15c-F09', "script -qc'git push -f' /dev/null", 'deny'],
    ['15c-F09', "su --command='git reset --hard'", 'deny'],
    ['15c-F09', "su --comm='git reset --hard'", 'deny'],
    ['15c-F09', "su root --command='git push --force origin main'", 'deny'],
    ['15c-F09', "su -lc 'git branch -D main'", 'deny'],
    ['15c-F09', "runuser -u x --command='git push -f'", 'deny'],
    ['15c-F09', "flock /tmp/l --com 'git clean -fdx'", 'deny'],
    // the wrapper peeler reads flock's and runuser's option the same way (commandOptions.ts)
    ['15c-F09', "runuser -u x --co 'git push -f'", 'deny'],
    ['15c-F09', "runuser -Pc 'git push -f'", 'deny'],
    ['15c-F09', "flock /tmp/l --co 'git clean -fdx'", 'deny'],
    ['15c-F09', "runuser -u x -- bash -c 'git push -f'", 'deny'],
    ['15c-F09', "flock -- /tmp/l sh -c 'git push -f'", 'deny'],
    // flock's -c counts only right after the lock file: later it is the command's own (util-linux 2.38 here)
    ['flock', 'flock /tmp/l git -c x push -f', 'deny'],
    ['flock', 'flock -w 5 /tmp/l git -c core.x=1 push --force origin main', 'deny'],
    ['flock', "flock -w 5 /tmp/l -c 'git push -f'", 'deny'],
    ['15c-F09', "watch 'git reset --hard'", 'deny'],
    ['15c-F09', 'watch -n 1 git reset --hard', 'deny'],
    ['15c-F09', "watch --interval=1 -g 'git push --force'", 'deny'],
    ['15c-F09', "watch -e -- 'git push --force'", 'deny'],
    ['15c-F09', 'watch -x git push -f', 'deny'],
  ])('%s: %s -> %s by the command rule', async (_find, command, verdict) => {
    const r = await judged(command);
    expect(r.verdict, command).toBe(verdict);
    if (verdict === 'deny') expect(r.rules, command).toContain('command-deny');
  });

  it.each(['git grep -n guard', 'git grep -i -e TODO', 'git grep --count TODO', 'git status'])(
    'near miss %s is allowed by command-allow git grep|status',
    async (command) => expect((await judged(command)).verdict, command).toBe('allow'),
  );

  it.each(["git grep -O'less' guard", "git grep --op='cat' guard", 'git grep -O guard'])(
    '%s is not allowed: the allow does not apply to the pager option (the default pager without a value)',
    async (command) => expect((await judged(command)).verdict, command).not.toBe('allow'),
  );

  it.each([
    'env -i PATH=/usr/bin ls',
    "env -S 'ls -la'",
    "npm_config_call='npm test' npx",
    'env -v ls',
    "watch -n 5 'git status'",
    'watch -d git log -1',
    "script -qc 'npm test' /dev/null",
    "su --shell=/bin/bash --command='ls' nobody",
  ])('near miss %s passes', async (command) => expect((await judged(command)).verdict, command).toBe('none'));
});

describe('F19: discarding a modified frozen file', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness((repo) => {
      writeFixture(repo);
      repo.write('.diffgate.tsv', MANIFEST);
    });
    h.repo.commit('fixture');
  });
  afterAll(() => h.close());

  const DISCARDING = [
    'git checkout -f main',
    'git checkout --force main',
    'git checkout --forc main',
    'git checkout -qf main',
    'git checkout -f',
    'git switch -f main',
    'git switch --discard-changes main',
    'git switch --discard main',
    'git read-tree -u --reset HEAD',
    'git reset --hard',
    'git reset --hard HEAD',
  ];

  it.each(DISCARDING)('%s is denied when it would discard a change to guard.sh', async (command) => {
    h.repo.write('guard.sh', 'echo edited\n');
    try {
      const r = await verdictOf(h, command);
      expect([r.verdict, r.rules], r.stderr).toEqual(['deny', ['freeze']]);
    } finally {
      h.repo.write('guard.sh', 'echo guard\n');
    }
  });

  it.each(DISCARDING)('%s passes when no protected file is modified', async (command) => {
    h.repo.write('notes.txt', 'edited\n');
    try {
      expect((await verdictOf(h, command)).verdict, command).toBe('none');
    } finally {
      h.repo.write('notes.txt', 'notes\n');
    }
  });

  it('git switch -f to a branch where an unmodified frozen file differs passes, as git switch does', async () => {
    h.repo.git('branch', 'other');
    h.repo.git('checkout', '-q', 'other');
    h.repo.write('guard.sh', 'echo other\n');
    h.repo.commit('guard differs on other');
    h.repo.git('checkout', '-q', 'main');
    try {
      expect((await verdictOf(h, 'git switch other')).verdict).toBe('none');
      expect((await verdictOf(h, 'git switch -f other')).verdict).toBe('none');
    } finally {
      h.repo.git('branch', '-D', 'other');
    }
  });
});
