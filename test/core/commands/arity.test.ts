/**
 * The arity table, one test per entry, each testing what the entry's reason claims:
 * - an entry of arity N > 1 names an example in its reason (`(docker compose up)`); that example,
 *   followed by options and operands, has exactly the example's first N words as its prefix;
 * - an entry of arity 1 says its operands are not subcommands: `prog -x a b` is `prog`;
 * - a build runner's reason names several targets (`(make build deploy)`): one prefix per target;
 * - a wrapper's reason says the command it runs is a segment of its own: the real shell parser
 *   peels it off and judges the inner command.
 */
import { describe, expect, it } from 'vitest';
import { commandSegments } from '../../../src/agent/commands/commandSegments.js';
import { ARITY, arityEntry, type ArityEntry } from '../../../src/core/commands/arity.js';
import { canonicalPrefix, prefixText } from '../../../src/core/commands/canonicalPrefix.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words after the entry's prefix in the first example its reason gives. */
function exampleWords(entry: ArityEntry): string[] | undefined {
  const m = new RegExp(`(?:^|[\\s(,:/])${escape(entry.prefix)}((?: [A-Za-z0-9][\\w:.+-]*)+)`).exec(entry.reason);
  return m ? m[1]!.trim().split(' ') : undefined;
}

/** How each wrapper is written in front of a command. */
const WRAPPED: Record<string, string> = {
  sudo: 'sudo -u root git status',
  doas: 'doas git status',
  env: 'env -u X git status',
  command: 'command git status',
  builtin: 'builtin git status',
  nohup: 'nohup git status',
  nice: 'nice -n 5 git status',
  time: 'time git status',
  timeout: 'timeout -s KILL 5 git status',
  xargs: 'xargs git status',
  exec: 'exec git status',
  stdbuf: 'stdbuf -oL git status',
  ionice: 'ionice -c 3 git status',
  chrt: 'chrt 10 git status',
  flock: 'flock /tmp/lock git status',
};

describe('the arity table', () => {
  it('has at least 150 entries, each once, with a reason and a positive arity', () => {
    expect(ARITY.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ARITY.map((e) => e.prefix)).size).toBe(ARITY.length);
    for (const e of ARITY) {
      expect(e.reason.length, e.prefix).toBeGreaterThan(10);
      expect(Number.isInteger(e.arity) && e.arity >= 1, e.prefix).toBe(true);
      expect(e.arity, e.prefix).toBeGreaterThanOrEqual(e.prefix.split(' ').length);
      for (const o of [...(e.valued ?? []), ...(e.flags ?? [])])
        expect(o.startsWith('-'), `${e.prefix} ${o}`).toBe(true);
    }
  });

  it('refines only entries it has: every longer prefix extends a shorter entry', () => {
    for (const e of ARITY) {
      const words = e.prefix.split(' ');
      if (words.length > 1) expect(arityEntry(words.slice(0, -1).join(' ')), e.prefix).toBeDefined();
    }
  });

  describe.each(ARITY.filter((e) => !e.wrapper).map((e) => [e.prefix, e] as const))('%s', (_prefix, entry) => {
    it(`holds its reason: ${entry.reason}`, () => {
      const own = entry.prefix.split(' ');
      if (entry.targets) {
        const targets = exampleWords(entry);
        expect(targets, 'the reason names targets, e.g. (make build deploy)').toBeDefined();
        const c = canonicalPrefix([...own, ...targets!]);
        expect(c.prefixes.map(prefixText)).toEqual(targets!.map((t) => `${entry.prefix} ${t}`));
        return;
      }
      const need = entry.arity - own.length;
      let words = own;
      if (need > 0) {
        const found = exampleWords(entry);
        expect(found, `the reason shows a command of ${entry.arity} words`).toBeDefined();
        expect(found!.length, 'the example has as many words as the arity').toBeGreaterThanOrEqual(need);
        words = [...own, ...found!.slice(0, need)];
      }
      const c = canonicalPrefix([...words, '--verbose', 'operand-one', 'operand-two']);
      expect(c.prefixes.map(prefixText)).toEqual([words.join(' ')]);
      expect(c.entry?.prefix).toBe(entry.prefix);
      // The program given with its directory is the same command.
      expect(prefixText(canonicalPrefix([`/usr/local/bin/${words[0]}`, ...words.slice(1), 'x']).prefixes[0]!)).toBe(
        words.join(' '),
      );
    });
  });

  describe.each(ARITY.filter((e) => e.wrapper).map((e) => [e.prefix] as const))('%s', (name) => {
    it('is a wrapper: the command it runs is judged as a segment of its own', async () => {
      const command = WRAPPED[name];
      expect(command, 'an example for the wrapper').toBeDefined();
      const segments = await commandSegments(command!, { cwd: '/repo', home: '/home/u', projectDir: '/repo' });
      const inner = segments.filter((s) => s.argv[0] === 'git');
      expect(inner).toHaveLength(1);
      expect(prefixText(canonicalPrefix(inner[0]!.argv).prefixes[0]!)).toBe('git status');
      if (name !== 'time') expect(inner[0]!.via).toContain(name); // `time` is a shell keyword, not a command
    });
  });
});

describe('canonicalPrefix', () => {
  it.each([
    [['git', '-C', 'dir', '-c', 'k=v', 'status', '-s'], 'git status'],
    [['git', '--git-dir=x', '--no-pager', 'log', '--oneline'], 'git log'],
    [['git', '-Cdir', 'status'], 'git status'],
    [['/usr/bin/git', 'push', 'origin', 'main'], 'git push'],
    [['git', 'config', '--global', 'user.email', 'x@y'], 'git config user.email'],
    [['git', 'stash', '-u'], 'git stash'],
    [['npm', 'run', 'build', '--', '--watch'], 'npm run build'],
    [['npm', '--prefix', 'web', 'run', 'build'], 'npm run build'],
    [['npm', '-w', 'web', 'test'], 'npm test'],
    [['docker', '-H', 'tcp://x', 'compose', '-f', 'a.yml', '-p', 'p', 'up', '-d'], 'docker compose up'],
    [['docker', 'run', '--rm', '-it', 'ubuntu'], 'docker run'],
    [['kubectl', '-n', 'prod', '--context', 'c', 'delete', 'pod', 'x'], 'kubectl delete'],
    [['kubectl', 'config', 'use-context', 'prod'], 'kubectl config use-context'],
    [['cargo', '+nightly', '-Z', 'x', 'build', '--release'], 'cargo build'],
    [['gh', 'pr', 'merge', '12', '--squash'], 'gh pr merge'],
    [['gh', 'api', 'repos/x/y', '-X', 'DELETE'], 'gh api'],
    [['terraform', '-chdir=infra', 'apply', '-auto-approve'], 'terraform apply'],
    [['aws', '--profile', 'p', 's3', 'rm', 's3://b/k'], 'aws s3 rm'],
    [['make', '-C', 'sub', '-j', '4', 'CC=gcc', 'build', 'test'], 'make build, make test'],
    [['make'], 'make'],
    [['python3', '-m', 'pytest'], 'python3'],
    [['unknown-tool', 'sub', 'arg'], 'unknown-tool'],
    [['git', null, 'x'], 'git ?'],
    [[null, 'status', '-s', 'x'], '? status x'],
  ] as const)('%j -> %s', (argv, expected) => {
    expect(canonicalPrefix(argv).prefixes.map(prefixText).join(', ')).toBe(expected);
  });

  it('reads an option the table does not know both ways', () => {
    const c = canonicalPrefix(['kubectl', '--made-up', 'x', 'delete', 'pod']);
    expect(c.prefixes.map(prefixText)).toEqual(['kubectl x']);
    expect(c.alternates.map(prefixText)).toEqual(['kubectl delete']);
    expect(c.unknownOptions).toEqual(['--made-up']);
  });

  it('has no alternate when both readings agree', () => {
    const c = canonicalPrefix(['git', 'status', '--made-up', 'x']);
    expect(c.alternates).toEqual([]);
  });
});
