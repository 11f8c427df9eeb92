/**
 * Command rules match what runs, one line per case: [command, verdict, what decided]. A rule's
 * options match every spelling git accepts (unambiguous long-option prefixes, the short name of
 * a long option and back, bundled letters, `--opt=value`), global options before the subcommand,
 * aliases the line defines, and a forced push by `+refspec` or `--mirror`. The catastrophic forms
 * are recognised by what they do, in at least ten spellings each. Near misses must pass: above
 * all `git push --force-with-lease` when only `--force` is denied, and `rm -rf ./build`. Judged
 * the way the hook judges: the real shell parser and walker make the segments, the core decides.
 */
import { describe, expect, it } from 'vitest';
import { commandRules } from '../../../src/core/commands/commandRules.js';
import { parseManifest } from '../../../src/core/parseManifest.js';
import { deciding, judge } from './commandTable.js';

type Verdict = 'allow' | 'ask' | 'deny' | null;
type Case = [command: string, verdict: Verdict, why: string];

const MANIFEST = [
  'command-deny\tgit push -f|--force\tHistory is rewritten only by a person',
  "command-deny\tgit reset --hard\tDiscarding work is a person's decision",
  "command-deny\tgit clean -f\tDeleting untracked files is a person's decision",
  'command-deny\tgit commit --amend\tPublished commits are not rewritten',
  "command-deny\tgit stash drop|clear\tStashes are a person's to drop",
  "command-ask\tnpm publish\tPublishing is a person's decision",
  'command-deny\tgit branch -D\tDeleting branches is a person decision',
  '',
].join('\n');

const parsed = commandRules(parseManifest(MANIFEST, '.diffgate.tsv').rules);
const RULES = parsed.rules;

const FORCE = 'git push -f|--force';
const HARD = 'git reset --hard';
const CLEAN = 'git clean -f';
const AMEND = 'git commit --amend';
const DROP = 'git stash drop|clear';
const ROOT = 'rm -rf /';
const ROOT_GLOB = 'rm -rf /*';
const TILDE = 'rm -rf ~';
const HOME_VAR = 'rm -rf $HOME';
const BOMB = ':(){ :|:& };:';
const BRANCH = 'git branch -D';
const PUBLISH = 'npm publish';
const EXEC_PATH = '/usr/lib/git-core';

const PUSH: Case[] = [
  ['git push --force', 'deny', FORCE],
  ['git push -f', 'deny', FORCE],
  ['git push --forc', 'deny', FORCE], // ambiguous for git (force, force-if-includes, force-with-lease): refused either way
  ['git push --for origin main', 'deny', FORCE],
  ['git push --force=yes', 'deny', FORCE],
  ['git push -fu origin main', 'deny', FORCE],
  ['git push -uf origin main', 'deny', FORCE],
  ['git push -vfq', 'deny', FORCE],
  ['git push origin main --force', 'deny', FORCE],
  ['git push origin main -f', 'deny', FORCE],
  ['git push origin +main', 'deny', FORCE],
  ['git push origin +HEAD:main', 'deny', FORCE],
  ['git push --mirror', 'deny', FORCE],
  ['git push --mirr origin', 'deny', FORCE],
  ['git -C . push --force', 'deny', FORCE],
  ['git -C /tmp push -f', 'deny', FORCE],
  ['git -c user.name=x push -f', 'deny', FORCE],
  ['git --git-dir=.git push --force', 'deny', FORCE],
  ['git --git-dir .git --work-tree . push -f', 'deny', FORCE],
  ['git --no-pager -P push -f', 'deny', FORCE],
  ['/usr/bin/git push --force', 'deny', FORCE],
  ['g""it push --force', 'deny', FORCE],
  ["'git' push -f", 'deny', FORCE],
  ['sudo git push -f', 'deny', FORCE],
  ['env GIT_TRACE=1 git push -f', 'deny', FORCE],
  ['command git push --force', 'deny', FORCE],
  ['bash -c "git push --force"', 'deny', FORCE],
  ['git status && git push -f', 'deny', FORCE],
  ['alias g=git; g push --force', 'deny', FORCE],
  ["alias gp='git push'; gp -f", 'deny', FORCE],
  ['alias g=git\ng push -f', 'deny', FORCE],
  ['git -c alias.p=push p --force', 'deny', FORCE],
  ['git -c alias.p=push p -f origin main', 'deny', FORCE],
  ["git -c alias.pf='push --force' pf", 'deny', FORCE],
  ['git -c alias.P=push P -f', 'deny', FORCE],
  ['git -c alias.a=b -c alias.b=push a -f', 'deny', FORCE],
  ['git -c help.autocorrect=1 psuh -f', 'ask', FORCE], // git may run push: a person decides
  ['git push --force-with-lease', null, ''],
  ['git push --force-with-lea', null, ''],
  ['git push --force-with-lease=main:abc origin main', null, ''],
  ['git push --force-if-includes --force-with-lease', null, ''],
  ['git push', null, ''],
  ['git push -u origin main', null, ''],
  ['git push --follow-tags', null, ''],
  ['git push -n origin main', null, ''],
  ['git push origin feature/force', null, ''],
  ['git push origin main -- -f', null, ''], // after --, "-f" is a refspec
  ["git commit -m 'git push --force later'", null, ''],
  ['git -c alias.p=pull p -f', null, ''],
  ['git fetch --force', null, ''],
];

const RESET: Case[] = [
  ['git reset --hard', 'deny', HARD],
  ['git reset --har HEAD', 'deny', HARD],
  ['git reset --ha', 'deny', HARD],
  ['git reset --h HEAD~1', 'deny', HARD],
  ['git reset HEAD~1 --hard', 'deny', HARD],
  ['git reset --hard origin/main', 'deny', HARD],
  ['git -C sub reset --hard', 'deny', HARD],
  ['git -c core.x=y reset --har', 'deny', HARD],
  ['git -c alias.rh="reset --hard" rh', 'deny', HARD],
  ['git -c alias.r=reset r --hard', 'deny', HARD],
  ['alias gr="git reset"; gr --hard', 'deny', HARD],
  ['git reset -q --hard', 'deny', HARD],
  ['git reset --soft HEAD~1', null, ''],
  ['git reset --mixed', null, ''],
  ['git reset --keep HEAD~1', null, ''],
  ['git reset HEAD file.txt', null, ''],
  ['git reset -q', null, ''],
  ['git reset -- --hard', null, ''], // a path named --hard
];

const CLEAN_CASES: Case[] = [
  ['git clean -f', 'deny', CLEAN],
  ['git clean --force', 'deny', CLEAN],
  ['git clean --forc', 'deny', CLEAN],
  ['git clean --fo', 'deny', CLEAN],
  ['git clean -fd', 'deny', CLEAN],
  ['git clean -df', 'deny', CLEAN],
  ['git clean -xdf', 'deny', CLEAN],
  ['git clean -fdx', 'deny', CLEAN],
  ['git clean -d -f', 'deny', CLEAN],
  ['git clean -d --force -x', 'deny', CLEAN],
  ['git -C sub clean -ffd', 'deny', CLEAN],
  ['git clean -n', null, ''],
  ['git clean --dry-run', null, ''],
  ['git clean -nd', null, ''],
  ['git clean -ndx', null, ''],
  ['git clean -e f -n', null, ''],
];

const AMEND_AND_STASH: Case[] = [
  ['git commit --amend', 'deny', AMEND],
  ['git commit --amen --no-edit', 'deny', AMEND],
  ['git commit --am', 'deny', AMEND],
  ['git commit -a --amend -m x', 'deny', AMEND],
  ['git -c alias.ca="commit --amend" ca', 'deny', AMEND],
  ['git commit -m amend', null, ''],
  ['git commit --all -m x', null, ''],
  ['git commit --author="A <a@b>" -m x', null, ''],
  ['git stash drop', 'deny', DROP],
  ['git stash clear', 'deny', DROP],
  ['git stash drop stash@{0}', 'deny', DROP],
  ['git -C . stash drop', 'deny', DROP],
  ['git stash', null, ''],
  ['git stash list', null, ''],
  ['git stash pop', null, ''],
  ['npm publish', 'ask', 'npm publish'],
  ['npm publish --access public', 'ask', 'npm publish'],
  ['npm pack', null, ''],
];

const CATASTROPHIC: Case[] = [
  // the root
  ['rm -r /', 'deny', ROOT],
  ['rm -R /', 'deny', ROOT],
  ['rm --recursive /', 'deny', ROOT],
  ['rm --rec --for /', 'deny', ROOT],
  ['rm -r -f -- /', 'deny', ROOT],
  ['rm -rf /.', 'deny', ROOT],
  ['rm -rf //', 'deny', ROOT],
  ['rm -rf /usr/..', 'deny', ROOT],
  ['sudo rm -rf --no-preserve-root /', 'deny', ROOT],
  ['find / -delete', 'deny', ROOT],
  ['find / -mindepth 1 -delete', 'deny', ROOT],
  ['find / -exec rm -rf {} +', 'deny', ROOT],
  ['cd / && rm -rf .', 'deny', ROOT],
  // everything in the root
  ['rm -rf /*', 'deny', ROOT_GLOB],
  ['rm -r /*', 'deny', ROOT_GLOB],
  ['rm -rf /.*', 'deny', ROOT_GLOB],
  ['rm -rf /**', 'deny', ROOT_GLOB],
  ['rm -rf /*/', 'deny', ROOT_GLOB],
  ['rm -rf "/"*', 'deny', ROOT_GLOB],
  ['sudo rm -R /*', 'deny', ROOT_GLOB],
  ['rm --recursive --force /*', 'deny', ROOT_GLOB],
  ['rm -rf /.[!.]*', 'deny', ROOT_GLOB],
  ['cd / && rm -rf *', 'deny', ROOT_GLOB],
  ['find /* -delete', 'deny', ROOT_GLOB],
  // the home, by ~
  ['rm -rf ~', 'deny', TILDE],
  ['rm -r ~', 'deny', TILDE],
  ['rm -rf ~/', 'deny', TILDE],
  ['rm -rf ~/.', 'deny', TILDE],
  ['rm -rf ~/*', 'deny', TILDE],
  ['rm -rf ~/.*', 'deny', TILDE],
  ['rm -rf ~u', 'deny', TILDE],
  ['rm -rf ~root', 'deny', TILDE],
  ['rm -rf ~u/', 'deny', TILDE],
  ['rm -rf ~/..', 'deny', TILDE],
  ['rm -rf ~/x/../', 'deny', TILDE],
  ['find ~ -delete', 'deny', TILDE],
  // the home, by $HOME and its expansions
  ['rm -rf $HOME', 'deny', HOME_VAR],
  ['rm -rf "$HOME"/', 'deny', HOME_VAR],
  ['rm -rf "${HOME:?}"', 'deny', HOME_VAR],
  ['rm -rf "${HOME:?}"/*', 'deny', HOME_VAR],
  ['rm -rf ${HOME%/}', 'deny', HOME_VAR],
  ['rm -rf "${HOME%/*}"', 'deny', HOME_VAR],
  ['rm -rf ${HOME:-/tmp}', 'deny', HOME_VAR],
  ['rm -rf "${HOME}"/.', 'deny', HOME_VAR],
  ['rm -rf -- "$HOME"', 'deny', HOME_VAR],
  ['sudo rm -r "$HOME"', 'deny', HOME_VAR],
  ['rm --recursive --force ${HOME}', 'deny', HOME_VAR],
  ['rm -rf /home/u', 'deny', HOME_VAR],
  ['rm -rf /home/someone', 'deny', HOME_VAR],
  ['rm -rf /home', 'deny', HOME_VAR],
  ['rm -rf /root', 'deny', HOME_VAR],
  // fork bombs, whatever the name
  [':(){ :|:& };:', 'deny', BOMB],
  ['f(){ f|f; };f', 'deny', BOMB],
  ['f(){ f & f; };f', 'deny', BOMB],
  ['bomb(){ bomb | bomb & }; bomb', 'deny', BOMB],
  ['function f { f | f & }; f', 'deny', BOMB],
  ['f() ( f | f & ); f', 'deny', BOMB],
  ['x(){ x|x&};x', 'deny', BOMB],
  ['_(){ _ & _ & }; _', 'deny', BOMB],
  ['f(){ $FUNCNAME|$FUNCNAME& };f', 'deny', BOMB],
  ['a(){ b|b& }; b(){ a; }; a', 'deny', BOMB],
  ['f(){\n  f | f &\n}\nf', 'deny', BOMB],
  ['f(){ if true; then f|f; fi; };f', 'deny', BOMB],
  ['bash -c "f(){ f|f& };f"', 'deny', BOMB],
];

const NEAR_MISSES: Case[] = [
  ['rm -rf ./build', null, ''],
  ['rm -rf build/', null, ''],
  ['rm -rf ~/project/build', null, ''],
  ['rm -rf ~/.cache/x', null, ''],
  ['rm -rf "$HOME/.cache/x"', null, ''],
  ['rm -rf "${HOME:?}/project/build"', null, ''],
  ['rm -rf /tmp/x', null, ''],
  ['rm -rf /home/u/project', null, ''],
  ['rm -rf node_modules', null, ''],
  ['rm -f /', null, ''],
  ['find ~ -name "*.pyc" -delete', null, ''],
  ['find / -name core -type f -delete', null, ''],
  ['find . -delete', null, ''],
  ['f(){ echo hi; }; f', null, ''],
  ['walk(){ walk "$1" | sort; }', null, ''],
  ['f(){ g|f& };f', null, ''],
  ['f(){ f; f; }', null, ''],
  ["echo 'f(){ f|f; };f'", null, ''],
];

// review-15 F04: a command held in a variable, split into words as bash splits it
const IN_VARIABLES: Case[] = [
  ["c='git push --force'; $c", 'deny', FORCE],
  ['c="git reset --hard"; $c', 'deny', HARD],
  ['c="git reset"; $c --hard', 'deny', HARD],
  ['G="git push"; $G -f origin main', 'deny', FORCE],
  ['c="git branch -D"; $c main', 'deny', BRANCH],
  ['c="git clean -fdx"; $c', 'deny', CLEAN],
  ['c=git; $c reset --hard', 'deny', HARD],
  ['c=git; "$c" push -f', 'deny', FORCE],
  ['c=git; ${c} push -f', 'deny', FORCE],
  ['a="push --force"; git $a', 'deny', FORCE],
  ['a="push --force"; git $a origin', 'deny', FORCE],
  ['e=; $e git push --force', 'deny', FORCE],
  ['for c in "git push -f" ls; do $c; done', 'deny', FORCE],
  ['export c="git push -f"; $c', 'deny', FORCE],
  ['sudo $c', 'ask', FORCE], // c from outside the line: any command
  ['c=$(printf "git push -f"); $c', 'ask', FORCE],
  ['a=(git push -f); "${a[@]}"', 'ask', FORCE],
  ['$(printf git) push -f', 'ask', FORCE],
  ['c="git status"; $c', null, ''],
  ['c="git push"; "$c" -f', null, ''], // quoted: one word, a program named "git push"
  ['"$(go env GOPATH)/bin/golangci-lint" run', null, ''],
];

// review-15 F05: git's dashed form runs the builtin
const DASHED: Case[] = [
  [`${EXEC_PATH}/git-reset --hard`, 'deny', HARD],
  [`PATH=${EXEC_PATH}:$PATH git-reset --hard`, 'deny', HARD],
  [`${EXEC_PATH}/git-push --force origin main`, 'deny', FORCE],
  [`${EXEC_PATH}/git-push origin +main`, 'deny', FORCE],
  [`${EXEC_PATH}/git-branch -D main`, 'deny', BRANCH],
  [`${EXEC_PATH}/git-clean -fdx`, 'deny', CLEAN],
  [`${EXEC_PATH}/git-commit --amen`, 'deny', AMEND],
  [`${EXEC_PATH}/git-stash drop`, 'deny', DROP],
  ['git-reset --har', 'deny', HARD],
  [`${EXEC_PATH}/git-reset --soft`, null, ''],
  [`${EXEC_PATH}/git-status`, null, ''],
  ['git-lfs push --force', null, ''], // git-lfs is a tool of its own
];

// review-15 F06: force given by settings, and -D by -d -f
const FORCE_OTHERWISE: Case[] = [
  ['git -c remote.origin.push=+refs/heads/*:refs/heads/* push', 'deny', FORCE],
  ['git -c remote.origin.push=+HEAD:refs/heads/main push origin', 'deny', FORCE],
  ['git -c Remote.Origin.Push=+HEAD:main push', 'deny', FORCE],
  ['git -c remote.origin.mirror=true push', 'deny', FORCE],
  ['git -c remote.origin.mirror push', 'deny', FORCE],
  ['git -c remote.origin.mirror=false push', null, ''],
  ['git -c remote.origin.push=HEAD:main push', null, ''],
  ['git config remote.origin.push +HEAD:refs/heads/main && git push origin', 'deny', FORCE],
  ['git config --add remote.origin.push +refs/heads/*', 'deny', FORCE],
  ['git config set remote.origin.push +HEAD:main', 'deny', FORCE],
  ['git config --global remote.origin.mirror yes', 'deny', FORCE],
  ['git remote add --mirror=push backup ../b.git', 'deny', FORCE],
  ['git remote add --mirror=fetch backup ../b.git', null, ''],
  ['git config remote.origin.push "$R"', 'ask', FORCE],
  ['git config remote.origin.push refs/heads/main', null, ''],
  ['git config --get remote.origin.push', null, ''],
  ['git config --unset remote.origin.mirror', null, ''],
  ['git -c clean.requireForce=false clean -d', 'deny', CLEAN],
  ['git -c clean.requireforce=0 clean -dx', 'deny', CLEAN],
  ['git -c clean.requireForce=off clean', 'deny', CLEAN],
  ['git -c clean.requireForce=true clean -n', null, ''],
  ['git config clean.requireForce false; git clean -dx', 'deny', CLEAN],
  ['git config clean.requireForce true', null, ''],
  ['git branch -D main', 'deny', BRANCH],
  ['git branch --delete --force main', 'deny', BRANCH],
  ['git branch -d -f main', 'deny', BRANCH],
  ['git branch -df main', 'deny', BRANCH],
  ['git branch -fd main', 'deny', BRANCH],
  ['git branch -f -d main', 'deny', BRANCH],
  ['git branch --del --for main', 'deny', BRANCH],
  ['git branch -d --force main', 'deny', BRANCH],
  ['git branch --delete -f main', 'deny', BRANCH],
  ['git -C . branch -qdf main', 'deny', BRANCH],
  ['git -c alias.bd="branch -D" bd main', 'deny', BRANCH],
  ['git branch -d main', null, ''],
  ['git branch --delete main', null, ''],
  ['git branch -f main HEAD~1', null, ''],
  ['git branch -m old new', null, ''],
  ['git branch --list', null, ''],
  ['git -c color.ui=false log', null, ''],
];

// review-15 F07: npm's abbreviations and aliases
const NPM: Case[] = [
  ['npm pub', 'ask', PUBLISH],
  ['npm publ', 'ask', PUBLISH],
  ['npm publis', 'ask', PUBLISH],
  ['npm pu --access public', 'ask', PUBLISH],
  ['npm --prefix web publ', 'ask', PUBLISH],
  ['npm -w web pub --dry-run', 'ask', PUBLISH],
  ["npm exec -c 'npm publish'", 'ask', PUBLISH],
  ["npx -c 'npm publ'", 'ask', PUBLISH],
  ['npx --call "npm publish"', 'ask', PUBLISH],
  ["npm x -c 'npm publish'", 'ask', PUBLISH],
  ["npm --prefix web exec --call='npm pub'", 'ask', PUBLISH],
  ['npm p', null, ''], // ambiguous: npm refuses it
  ['npm pack', null, ''],
  ['npm ping', null, ''],
  ['npm unpublish', null, ''],
  ['npm i', null, ''],
];

// review-15 F12: command lines git runs from its environment
const ENVIRONMENT: Case[] = [
  ["GIT_PAGER='git reset --hard' git -p log", 'deny', HARD],
  ["PAGER='git reset --hard' git -p log", 'deny', HARD],
  ["GIT_EDITOR='git reset --hard #' git commit --amend", 'deny', HARD],
  ["EDITOR='git push -f #' git commit", 'deny', FORCE],
  ["GIT_SEQUENCE_EDITOR='git push --force; true' git rebase -i HEAD~1", 'deny', FORCE],
  ["GIT_SSH_COMMAND='git push --force origin main; ssh' git fetch", 'deny', FORCE],
  ["GIT_EXTERNAL_DIFF='git reset --hard #' git diff", 'deny', HARD],
  ["export GIT_PAGER='git reset --hard'; git -p log", 'deny', HARD],
  ["env GIT_PAGER='git reset --hard' git -p log", 'deny', HARD],
  ["GIT_PAGER='git reset --hard'; git -p log", 'deny', HARD],
  ['GIT_EDITOR="$ED" git commit', 'ask', FORCE],
  ["GIT_EDITOR='true' git commit --no-edit", null, ''],
  ["echo GIT_EDITOR='git reset --hard'", null, ''], // an argument, not the environment
  ['export GIT_EDITOR', null, ''],
  ["GIT_SSH_COMMAND='ssh -i key' git fetch", null, ''],
];

const ALL: [string, Case[]][] = [
  ['git push -f|--force', PUSH],
  ['git reset --hard', RESET],
  ['git clean -f', CLEAN_CASES],
  ['git commit --amend, git stash drop, npm publish', AMEND_AND_STASH],
  ['the catastrophic forms by what they do', CATASTROPHIC],
  ['near misses', NEAR_MISSES],
  ['a command held in a variable', IN_VARIABLES],
  ["git's dashed form", DASHED],
  ['force by settings, -D by -d -f', FORCE_OTHERWISE],
  ["npm's abbreviations", NPM],
  ["command lines in git's environment", ENVIRONMENT],
];

describe('command rules match what runs', () => {
  it('compiles its manifest', () => expect(parsed.errors).toEqual([]));
  it('has at least 150 cases, and at least 10 spellings of each catastrophic form', () => {
    expect(ALL.flatMap(([, cases]) => cases).length).toBeGreaterThanOrEqual(150);
    for (const form of [ROOT, ROOT_GLOB, TILDE, HOME_VAR, BOMB])
      expect(CATASTROPHIC.filter(([, , why]) => why === form).length, form).toBeGreaterThanOrEqual(10);
  });

  describe.each(ALL)('%s', (_name, cases) => {
    it.each(cases)('%j -> %s (%s)', async (command, verdict, why) => {
      const v = await judge(command, RULES);
      expect({ verdict: v.decision, why: deciding(v) }).toEqual({ verdict, why });
    });
  });
});
