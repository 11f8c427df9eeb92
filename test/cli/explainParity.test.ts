/**
 * `explain` gives the hooks' answer: a table of paths and commands goes through both
 * `diffgate explain` and `diffgate hook claude` (the built CLI, a real temporary repository, the
 * JSON Claude Code sends) and the verdicts are compared. For a path: a shell write to it
 * (`printf x > PATH`) and an edit of it (Write with new content); for a command: the Bash call.
 * Run under a manifest with command rules (the policy's code path) and one without.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainCommand } from '../../src/cli/explainCommand.js';
import { abs, hookEnv, openHarness, rulesIn, runHook, type HookRun } from '../agent/hookHarness.js';
import { toolHere } from '../agent/inProcessHook.js';
import type { GitRepo } from '../helpers/gitRepo.js';

const PATH_RULES = [
  'freeze\tLICENSE\tThe licence is decided',
  'freeze\tguard.sh\tThe guard is the source of truth',
  'invariant\tdocs/style.md\tThe marked principles are decided',
  'append\tlogs/decisions.md\tThe decision log is a record',
  'budget\tINDEX.md\tINDEX.md is read at every session start\tlines=5',
  'deny\t**/*.sqlite\tDatabases are not committed',
  'allow\tfixtures/ok.sqlite\tA test database',
  'save-gate\tnotes/memory/**\tMemory is written only when the person asks\twords=save,remember',
];
const COMMAND_RULES = [
  'command-deny\tgit push --force\tHistory is rewritten only by a person',
  'command-ask\tnpm publish\tPublishing is a person decision',
  'command-allow\tgit status|log\tRead-only',
  'command-allow\tls\tHarmless',
];

function fixture(manifest: string[]) {
  return (repo: GitRepo) => {
    repo
      .write('.diffgate.tsv', `${manifest.join('\n')}\n`)
      .write('LICENSE', 'MIT\n')
      .write('guard.sh', 'echo guard\n')
      .write('docs/style.md', 'intro\n<!-- INVARIANT-START -->\nKeep it short.\n<!-- INVARIANT-END -->\n')
      .write('logs/decisions.md', 'decision 1\n')
      .write('INDEX.md', '1\n2\n3\n4\n5\n6\n')
      .write('notes/memory/old.md', 'remembered\n')
      .write('README.md', 'readme\n')
      .write('src/app.ts', 'export {};\n')
      .write('.claude/settings.json', '{}\n')
      .commit('base');
  };
}

const PATHS = [
  'notes/memory/x.md',
  'notes/memory/old.md',
  '.diffgate.tsv',
  'LICENSE',
  'guard.sh',
  'docs/style.md',
  'logs/decisions.md',
  'INDEX.md',
  'db/new.sqlite',
  'fixtures/ok.sqlite',
  '.env',
  'config/.env.local',
  '.claude/settings.json',
  '.git/config',
  '.git/hooks/pre-commit',
  'README.md',
  'src/app.ts',
  'new/file.txt',
];

const COMMANDS = [
  'sed -i s/a/b/ LICENSE',
  'sed -i s/a/b/ README.md',
  'echo hi > notes/memory/y.md',
  'echo more >> logs/decisions.md',
  'cp README.md guard.sh',
  'rm -f docs/style.md',
  'printf x > .diffgate.tsv',
  'git push --force origin main',
  'npm publish',
  'git status && ls -la',
  'git status > LICENSE',
  'cat LICENSE',
  'grep guard guard.sh',
  'rm -rf /',
  'git commit --no-verify -m x',
  'HUSKY=0 git commit -m x',
  'echo x > .git/hooks/pre-commit',
  'ls',
];

/** The hook's answer as a verdict word. */
function hookVerdict(r: HookRun): string {
  if (r.status === 2) return 'deny';
  expect(r.status, r.stderr).toBe(0);
  if (r.stdout === '') return 'no opinion';
  return (JSON.parse(r.stdout) as { hookSpecificOutput: { permissionDecision: string } }).hookSpecificOutput
    .permissionDecision;
}

/** explain's verdict line for one kind of call: the word, and the rules it names. */
function explained(block: string, label: string): { verdict: string; rules: string[] } {
  const line = block.split('\n').find((l) => l.trimStart().startsWith(label));
  expect(line, `${label} in\n${block}`).toBeDefined();
  const text = line!.slice(line!.indexOf(label) + label.length).trim();
  const m = /^(deny|judged on the change by|blocked) ?\(?([^)]*)\)?$/.exec(text);
  if (text.startsWith('deny unless the latest prompt asks to save'))
    return { verdict: 'save-gate', rules: ['save-gate'] };
  if (text.startsWith('no opinion')) return { verdict: 'no opinion', rules: [] };
  expect(m, text).not.toBeNull();
  const rules = m![2]!
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { verdict: m![1] === 'deny' ? 'deny' : 'judged', rules: rules.sort() };
}

describe.each([
  ['with command rules', [...PATH_RULES, ...COMMAND_RULES]],
  ['without command rules', PATH_RULES],
])('explain agrees with hook claude, %s', (_name, manifest) => {
  let h: ReturnType<typeof openHarness>;
  beforeAll(() => {
    h = openHarness(fixture(manifest));
  });
  afterAll(() => h.close());
  /**
   * `diffgate explain`: the first row of each table through the built CLI, the rest by the same
   * explainCommand in this process (a spawned CLI costs about 0.15 s of CPU a row).
   */
  const explain = async (through: 'cli' | 'here', ...args: string[]): Promise<HookRun> => {
    if (through === 'cli') return runHook(h, '', ['explain', ...args]);
    let stdout = '';
    let stderr = '';
    const status = await explainCommand(args, {
      cwd: h.repo.dir,
      env: hookEnv(h),
      stdout: (t) => {
        stdout += t;
      },
      stderr: (t) => {
        stderr += t;
      },
      isTTY: false,
      readStdin: async () => '',
    });
    return { status, stdout, stderr };
  };
  const through = <T>(rows: T[]) => rows.map((row, i) => [row, i === 0 ? 'cli' : 'here'] as const);

  it.each(through(PATHS))('path %s: shell write and edit (explain: %s)', async (path, how) => {
    const run = await explain(how, path);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout.split('\n')[0]).toBe(path);

    const shell = explained(run.stdout, 'agent shell write (> FILE, sed -i, cp, rm ...):');
    const bash = await toolHere(h, 'Bash', { command: `printf x > '${path}'` });
    if (shell.verdict === 'save-gate') {
      expect([bash.status, rulesIn(bash.stderr)]).toEqual([2, ['save-gate']]);
    } else {
      expect(hookVerdict(bash), bash.stderr).toBe(shell.verdict);
      if (shell.verdict === 'deny') expect(shell.rules).toEqual(expect.arrayContaining(rulesIn(bash.stderr)));
    }

    const edit = explained(run.stdout, 'agent edit (Write, Edit):');
    const write = await toolHere(h, 'Write', { file_path: abs(h, path), content: 'changed\n' });
    const answer = hookVerdict(write);
    switch (edit.verdict) {
      case 'save-gate':
        expect([write.status, rulesIn(write.stderr)]).toEqual([2, ['save-gate']]);
        break;
      case 'judged':
        // decided on the change: whatever the hook says, it says it by the rules explain named
        expect(['deny', 'no opinion']).toContain(answer);
        expect(edit.rules).toEqual(expect.arrayContaining(rulesIn(write.stderr)));
        break;
      default:
        expect(answer, write.stderr).toBe(edit.verdict);
        expect([...new Set(rulesIn(write.stderr))].sort()).toEqual(edit.rules);
    }
  });

  it.each(through(COMMANDS))('command %s (explain: %s)', async (command, how) => {
    const run = await explain(how, '--command', command);
    expect([run.status, run.stderr]).toEqual([0, '']);
    const m = /^hook claude verdict: (.+)$/m.exec(run.stdout);
    expect(m, run.stdout).not.toBeNull();
    const bash = await toolHere(h, 'Bash', { command });
    expect(hookVerdict(bash), `${run.stdout}\n${bash.stderr}`).toBe(m![1]);
    const blockedBy = run.stdout.includes('\nblocked by:\n') ? run.stdout.split('\nblocked by:\n')[1]! : '';
    expect([...new Set(rulesIn(blockedBy.replace(/^ {2}/gm, '')))]).toEqual([...new Set(rulesIn(bash.stderr))]);
  });
});

describe('explain names what the hooks enforce', () => {
  let h: ReturnType<typeof openHarness>;
  beforeAll(() => {
    h = openHarness(fixture([...PATH_RULES, ...COMMAND_RULES]));
  });
  afterAll(() => h.close());
  const explain = (...args: string[]) => runHook(h, '', ['explain', ...args]);

  it('a save-gate, the manifest and a frozen file written by sed -i (the cases of issue 16)', () => {
    const memory = explain('notes/memory/x.md').stdout;
    expect(memory).not.toContain('no rule covers this path');
    expect(memory).toContain('save-gate\tnotes/memory/**\tMemory is written only when the person asks');
    expect(memory).toContain("only in the turn after the person's prompt asks to save (save, remember)");

    const manifest = explain('.diffgate.tsv').stdout;
    expect(manifest).not.toContain('no rule covers this path');
    expect(manifest).toContain('the manifest itself: a change may add or strengthen rules, never remove or weaken one');

    const sed = explain('--command', 'sed -i s/a/b/ LICENSE').stdout;
    expect(sed).toMatch(/^ {2}LICENSE \[freeze\] .*frozen file/m);
    expect(sed).toContain('why: The licence is decided (.diffgate.tsv:1)');
    expect(sed).toMatch(/^hook claude verdict: deny$/m);
    expect(sed).toMatch(/^command rules: no opinion/m);
  });

  it('a fork bomb only the parsed line shows is in the command rules account too (quoted names)', () => {
    const bomb = explain('--command', 'f(){ "f"|"f"& };f').stdout;
    expect(bomb).toMatch(/^command rules: deny/m);
    expect(bomb).toMatch(/^hook claude verdict: deny$/m);
  });

  it('gate files, git directory and the secret list', () => {
    expect(explain('.claude/settings.json').stdout).toContain('gate file .claude/settings.json');
    expect(explain('.git/hooks/pre-commit').stdout).toContain("git's hooks: agents may not write them");
    expect(explain('config/.env.local').stdout).toContain('built-in secret list: ".env.local" may not be added');
  });

  it('the commit line: what the git hooks decide', () => {
    expect(explain('LICENSE').stdout).toContain('commit or pull request changing it: blocked (freeze)');
    expect(explain('db/new.sqlite').stdout).toContain('commit or pull request changing it: blocked (deny)');
    expect(explain('fixtures/ok.sqlite').stdout).toContain('commit or pull request changing it: nothing to check');
    expect(explain('docs/style.md').stdout).toContain(
      'commit or pull request changing it: judged on the change by invariant',
    );
    const frozen = h.repo.write('LICENSE', 'changed\n').stageAll();
    try {
      const check = runHook(h, '', ['check', '--format', 'json']);
      expect(JSON.parse(check.stdout).violations.map((v: { rule: string }) => v.rule)).toEqual(['freeze']);
    } finally {
      frozen.git('checkout', 'HEAD', '--', 'LICENSE');
    }
  });
});
