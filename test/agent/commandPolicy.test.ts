/**
 * The command policy through the Claude hook's decision (in process: inProcessHook.ts; the built CLI
 * for the release prompts and `explain`), with Claude Code's JSON: deny is exit 2 with
 * the rule, its reason and the next action on stderr; ask and allow are exit 0 with Claude Code's
 * permissionDecision JSON; no opinion is exit 0 and no output. A write to a protected path is
 * denied even when every command is allowed; the release phrase lifts neither a command-deny nor a
 * catastrophic form. `diffgate explain --command` shows the same verdict segment by segment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MANIFEST,
  openHarness,
  preToolUse,
  rulesIn,
  runHook,
  userPrompt,
  writeFixture,
  writeHomeFile,
  type Harness,
} from './hookHarness.js';
import { hookHere, toolHere } from './inProcessHook.js';

const COMMAND_RULES = [
  'command-deny\tgit push -f|--force\tHistory is rewritten only by a person',
  "command-ask\tnpm publish\tPublishing is a person's decision",
  'command-allow\tgit status|log|diff\tRead-only',
  'command-allow\techo|ls\tHarmless',
  "command-deny\tgit reset --hard\tDiscarding work is a person's decision",
  "command-deny\tgit clean -f\tDeleting untracked files is a person's decision",
  '',
].join('\n');

interface Decision {
  hookSpecificOutput: { hookEventName: string; permissionDecision: string; permissionDecisionReason: string };
}

const bash = (h: Harness, command: string, session?: string) =>
  toolHere(h, 'Bash', { command }, session ? { session } : {});
const decisionOf = (stdout: string): Decision => JSON.parse(stdout) as Decision;

describe('the command policy in the Claude Code hook', () => {
  let h: ReturnType<typeof openHarness>;
  beforeAll(() => {
    h = openHarness((repo) => {
      writeFixture(repo);
      repo.write('.diffgate.tsv', MANIFEST + COMMAND_RULES);
    });
  });
  afterAll(() => h.close());

  it('denies a command-deny match with exit 2: the rule, its reason, where it is written, and the next action', async () => {
    const r = await bash(h, 'git status && git -C . push --force origin main');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(rulesIn(r.stderr)).toEqual(['command-deny']);
    expect(r.stderr).toContain('which command-deny "git push -f|--force" refuses');
    expect(r.stderr).toContain('why: History is rewritten only by a person (.diffgate.tsv:');
    expect(r.stderr).toContain('next: Do not run it, and do not reach the same result another way');
  });

  it('asks with the permissionDecision JSON', async () => {
    const r = await bash(h, 'git status; npm publish --access public');
    expect([r.status, r.stderr]).toEqual([0, '']);
    const d = decisionOf(r.stdout);
    expect(d.hookSpecificOutput).toMatchObject({ hookEventName: 'PreToolUse', permissionDecision: 'ask' });
    expect(d.hookSpecificOutput.permissionDecisionReason).toContain(
      'matches command-ask "npm publish": Publishing is a person\'s decision',
    );
  });

  it('allows with the permissionDecision JSON when every segment is allowed, also a line the pre-scan clears', async () => {
    for (const command of ['git status', 'git log --oneline -3 | ls', 'echo "$(git diff --stat)"']) {
      const r = await bash(h, command);
      expect([r.status, r.stderr], command).toEqual([0, '']);
      const d = decisionOf(r.stdout);
      expect(d.hookSpecificOutput.permissionDecision, command).toBe('allow');
      expect(d.hookSpecificOutput.permissionDecisionReason).toContain('command-allow');
    }
  });

  it('has no opinion when a segment matches no rule, or an allow does not apply', async () => {
    for (const command of [
      'git status && python3 lint.py draft.md',
      'git -c core.pager=cat log',
      'FOO=1 git status',
      'python3 lint.py',
    ]) {
      const r = await bash(h, command);
      expect([r.status, r.stdout, r.stderr], command).toEqual([0, '', '']);
    }
  });

  it('asks when a deny rule may match a word that is only known when the command runs', async () => {
    const r = await bash(h, 'git push origin "$(git branch --show-current)"');
    expect(r.status).toBe(0);
    expect(decisionOf(r.stdout).hookSpecificOutput.permissionDecisionReason).toContain(
      'may match command-deny "git push -f|--force"',
    );
  });

  // A lone `[` once read as a glob made `[` an unknown program whose arguments counted as write targets.
  it('[ -f guard.sh ] tests a frozen file without writing it (a lone "[" is not a glob)', async () => {
    const r = await bash(h, '[ -f guard.sh ] && echo yes');
    expect(r.status).toBe(0);
  });

  it('denies a write to a protected path even when every command is allowed', async () => {
    const r = await bash(h, 'echo x > guard.sh');
    expect(r.status).toBe(2);
    expect(rulesIn(r.stderr)).toEqual(['freeze']);
  });

  it('denies the catastrophic forms, whatever allows them', async () => {
    for (const command of ['echo hi; rm -rf /', 'ls && sudo rm -fr "$HOME"', "bash -c ':(){ :|:& };:'"]) {
      const r = await bash(h, command);
      expect(r.status, command).toBe(2);
      expect(rulesIn(r.stderr), command).toContain('catastrophic');
      expect(r.stderr).toContain('one of the five forms diffgate always refuses');
    }
    expect((await bash(h, "echo 'rm -rf /'")).stdout).toContain('"allow"');
  });

  it('does not let the release phrase lift a command-deny or a catastrophic form: what they do cannot be put back', async () => {
    const session = 'release-session';
    expect(runHook(h, userPrompt(h, 'ok, guard release for the force push', { session })).status).toBe(0);
    const still = await bash(h, 'git push --force', session);
    expect(still.status).toBe(2);
    expect(rulesIn(still.stderr)).toEqual(['command-deny']);
    expect(still.stderr).toContain('a release phrase does not lift a command-deny');
    expect(still.stderr).not.toContain('Only a person lifts this block');
    for (const command of ['rm -rf ~', 'rm -rf "${HOME:?}"', 'f(){ f|f; };f']) {
      const catastrophic = await bash(h, command, session);
      expect(catastrophic.status, command).toBe(2);
      expect(rulesIn(catastrophic.stderr), command).toContain('catastrophic');
    }
    const catastrophic = await bash(h, 'rm -rf ~', session);
    expect(catastrophic.status).toBe(2);
    expect(rulesIn(catastrophic.stderr)).toContain('catastrophic');
  });
});

describe('a removed tree that could be / or the home is not lifted by a release (review-15 F03)', () => {
  let h: Harness & { close(): void };
  const session = 'release-f03';
  beforeAll(() => {
    h = openHarness();
    h.repo.commit('fixture');
    expect(runHook(h, userPrompt(h, 'ok, guard release', { session })).status).toBe(0);
  });
  afterAll(() => h.close());

  it.each([
    'rm -rf "${NOPE:-/}"',
    'xargs rm -rf <<< /',
    'echo / | xargs rm -rf',
    'set -- /; rm -rf "$1"',
    'a=(/); rm -rf "${a[@]}"',
    `sh -c 'rm -rf "$1"' _ /`,
    'cd "$(mktemp -d)" && rm -rf ../..',
    'rm -rf "${NOPE:-$HOME}"',
    'rm -rf "${NOPE:-~}"',
    'rm -rf "${NOPE:-$HOME}/.."',
    'rm -rf "$HOME/$X"',
  ])('%j stays denied after the release phrase', async (command) => {
    const r = await hookHere(h, preToolUse(h, 'Bash', { command }, { session }));
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toContain('a release phrase does not lift this');
  });

  it.each([
    'rm -rf /ho*',
    'rm -rf /hom[e]',
    'rm -rf /r*',
    'rm -rf ~/[a-z]*',
    'find / -true -delete',
    'find ~ -name "*" -delete',
    'f(){ eval f|eval f& };f',
    'f() while :; do f|f& done; f',
    'f(){ (f)|(f)& };f',
    'f(){ coproc f; coproc f; };f',
  ])(
    '%j is catastrophic: a glob of the homes, or a fork bomb spelled another way (review-15 F02, F01)',
    async (command) => {
      const r = await hookHere(h, preToolUse(h, 'Bash', { command }, { session }));
      expect(r.status, r.stderr).toBe(2);
      expect(rulesIn(r.stderr)).toContain('catastrophic');
    },
  );

  it.each(['rm -rf "$BUILD/out"', 'rm -f "$X"', 'cd "$D" && rm -rf build'])(
    '%j, which cannot be / or the home, is lifted by the release phrase as before',
    async (command) => {
      const before = await hookHere(h, preToolUse(h, 'Bash', { command }));
      expect(before.status, before.stderr).toBe(2);
      const r = await hookHere(h, preToolUse(h, 'Bash', { command }, { session }));
      expect(r.status, r.stderr).toBe(0);
    },
  );
});

describe('every spelling of a rule, and the catastrophic forms, through the hook decision', () => {
  let h: ReturnType<typeof openHarness>;
  beforeAll(() => {
    h = openHarness((repo) => {
      writeFixture(repo);
      repo.write('.diffgate.tsv', MANIFEST + COMMAND_RULES);
    });
  });
  afterAll(() => h.close());

  it.each([
    ['git reset --har HEAD', 'command-deny'],
    ['git reset --ha', 'command-deny'],
    ['git push --forc', 'command-deny'],
    ['git push -fu origin main', 'command-deny'],
    ['git push origin +main', 'command-deny'],
    ['git clean --force', 'command-deny'],
    ['git clean -xdf', 'command-deny'],
    ['git -C . -c k=v --git-dir=.git push --force', 'command-deny'],
    ['alias g=git; g push --force', 'command-deny'],
    ['git -c alias.p=push p --force', 'command-deny'],
    ['g""it push -f', 'command-deny'],
    ['f(){ f|f; };f', 'catastrophic'],
    ['f(){ f & f; };f', 'catastrophic'],
    ['bomb(){ bomb | bomb & }; bomb', 'catastrophic'],
    ['rm -rf "${HOME:?}"', 'catastrophic'],
    ['rm -rf ${HOME%/}', 'catastrophic'],
    ['rm -rf ~root', 'catastrophic'],
    ['rm -r --no-preserve-root /', 'catastrophic'],
    ['find / -delete', 'catastrophic'],
  ])('denies %j (%s)', async (command, rule) => {
    const r = await bash(h, command);
    expect(r.status, r.stderr).toBe(2);
    expect(rulesIn(r.stderr)).toContain(rule);
  });

  it.each([
    'git push --force-with-lease',
    'git push --force-with-lea origin main',
    'git reset --soft HEAD~1',
    'git clean -n',
    'rm -rf ./build',
    'rm -rf ~/project/build',
    'rm -rf node_modules',
  ])('lets %j pass (no opinion)', async (command) => {
    const r = await bash(h, command);
    expect([r.status, r.stdout, r.stderr]).toEqual([0, '', '']);
  });
});

describe('command rules from the user manifest, and a rule that cannot match', () => {
  it("applies the user manifest's command rules and fails closed on a bad pattern", async () => {
    const h = openHarness();
    try {
      writeHomeFile(
        h,
        '.config/diffgate/manifest.tsv',
        'command-deny\tterraform apply\tInfrastructure changes through CI\n',
      );
      const denied = await bash(h, 'terraform -chdir=infra apply');
      expect(denied.status).toBe(2);
      expect(denied.stderr).toContain('why: Infrastructure changes through CI (~/.config/diffgate/manifest.tsv:1)');
      expect(await bash(h, 'git status')).toMatchObject({ status: 0, stdout: '' }); // no command rule names git: no opinion
      h.repo.write('.diffgate.tsv', `${MANIFEST}command-deny\tgit push origin main\tNo pushes to main\n`);
      const bad = await bash(h, 'ls');
      expect(bad.status).toBe(2);
      expect(bad.stderr).toMatch(/\.diffgate\.tsv:\d+:14: "git push origin main" names 4 positional words/);
    } finally {
      h.close();
    }
  });
});

describe('diffgate explain --command', () => {
  let h: ReturnType<typeof openHarness>;
  beforeAll(() => {
    h = openHarness((repo) => {
      writeFixture(repo);
      repo.write('.diffgate.tsv', MANIFEST + COMMAND_RULES);
    });
  });
  afterAll(() => h.close());

  const explain = (...args: string[]) => runHook(h, '', ['explain', ...args]);

  it('shows each segment, its canonical prefix, the rule that matched, and the verdict', async () => {
    const r = explain('--command', 'sudo git -C x push origin main --force; ls -la | grep y');
    expect([r.status, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toBe(
      [
        'command: sudo git -C x push origin main --force; ls -la | grep y',
        '  1. sudo git -C x push origin main --force',
        '     prefix:  git push  (arity table: git 2, the subcommand names the action: git status reads, git push publishes)',
        '     via:     sudo',
        `     rule:    command-deny  git push -f|--force  History is rewritten only by a person  (.diffgate.tsv:${MANIFEST.split('\n').length})`,
        '     verdict: deny',
        '  2. ls -la',
        '     prefix:  ls  (arity table: ls 1, its operands are files or text, not subcommands)',
        `     rule:    command-allow  echo|ls  Harmless  (.diffgate.tsv:${MANIFEST.split('\n').length + 3})`,
        '     verdict: allow',
        '  3. grep y',
        '     prefix:  grep  (arity table: grep 1, its operands are a pattern and files)',
        '     rule:    none matches',
        '     verdict: no opinion',
        'command rules: deny (a segment is denied)',
        'blocked by:',
        '  [command-deny] The command runs "sudo git -C x push origin main --force" (prefix git push), which command-deny "git push -f|--force" refuses.',
        `    why: History is rewritten only by a person (.diffgate.tsv:${MANIFEST.split('\n').length})`,
        '    next: Do not run it, and do not reach the same result another way (another spelling, a script, an alias, another tool). Show the command you intended and why in your reply; if a person decides to run it, they run it themselves (a release phrase does not lift a command-deny).',
        'hook claude verdict: deny',
        '',
      ].join('\n'),
    );
  });

  it('explains why an allow does not apply, and the catastrophic forms', async () => {
    const r = explain('--command', 'git -c core.pager=sh log && rm -rf "$HOME"');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('note:    the allow rule does not apply: -c: configuration and exec-path overrides');
    expect(r.stdout).toContain('rule:    built-in: rm -rf $HOME is always refused');
    expect(r.stdout).toMatch(/^command rules: deny \(a segment is denied\)$/m);
    expect(r.stdout).toMatch(/^hook claude verdict: deny$/m);
  });

  it('refuses a PATH beside --command, and a manifest with a rule that cannot match', async () => {
    expect(explain('--command', 'ls', 'README.md')).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('explain --command takes one command line and no PATH'),
    });
    h.repo.write('bad.tsv', 'command-ask\trm build\tx\n');
    const bad = explain('--manifest', 'bad.tsv', '--command', 'ls');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('bad.tsv:1:13: "rm build" names 2 positional words');
  });
});

describe('Bash under a manifest without command rules (the policy modules are not loaded)', () => {
  it.each([
    ['echo hi; rm -rf /', 2],
    ['ls && sudo rm -fr "$HOME"', 2],
    ["bash -c ':(){ :|:& };:'", 2],
    ['cd / && rm -rf *', 2],
    ["echo 'rm -rf /'", 0],
    ['rm -rf /tmp/x', 0],
    ['git status && npm test', 0],
  ])('%s -> exit %i, with no allow or ask answer', async (command, exit) => {
    const h = openHarness();
    try {
      const r = await bash(h, command);
      expect(r.status, r.stderr).toBe(exit);
      expect(r.stdout).toBe('');
      if (exit === 2) expect(rulesIn(r.stderr)).toContain('catastrophic');
    } finally {
      h.close();
    }
  });
});
