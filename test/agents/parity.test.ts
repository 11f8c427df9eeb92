/**
 * The product's promise across every entry point: the same changes, each proposed through every
 * agent's adapter (Codex apply_patch, Gemini write_file, Cursor Write, Copilot create, the OpenCode
 * plugin's write, Claude's Write), then staged for `diffgate check --staged`, then committed and
 * judged by the bundled Action as a pull request. All must say blocked, or all must say not; and
 * Claude's hook names the same rules as `check --staged` (this table took over the cases of the
 * former test/agent/parity.test.ts, which ran the same Claude Write and check --staged on its own).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../action/runAction.js';
import { pullRequestPayload } from '../action/payloads.js';
import { preToolUse, rulesIn, runHook, tool, withHarness } from '../agent/hookHarness.js';
import { agentHere, hookHere } from '../agent/inProcessHook.js';
import { drive } from './opencode/opencodeDriver.js';
import { PROTOCOLS, codexPatch } from './protocols.js';
import { applyChunks, parsePatch } from '../../src/agent/edits/parsePatch.js';

const MANIFEST = [
  'freeze\tguard.sh\tThe guard is the source of truth',
  'freeze\thooks/*.sh\tHooks change with the router',
  'invariant\tdocs/style.md\tThe marked principles are decided',
  'append\tlogs/decisions.md\tThe decision log is a record',
  'append\tlogs/end.md\tNew entries go last\tat=end',
  'budget\tINDEX.md\tRead at every session start\tlines=4 bytes=64',
  'deny\t**/*.sqlite\tDatabases are not committed',
  'allow\tfixtures/ok.sqlite\tA test database',
  '',
].join('\n');

const BASE: Record<string, string> = {
  '.diffgate.tsv': MANIFEST,
  'guard.sh': 'echo guard\n',
  'hooks/a.sh': 'echo a\n',
  'docs/style.md': 'intro\n<!-- INVARIANT-START -->\nKeep it short.\n<!-- INVARIANT-END -->\noutro\n',
  'logs/decisions.md': 'one\ntwo\n',
  'logs/end.md': 'one\ntwo\n',
  'INDEX.md': '1\n2\n3\n4\n5\n',
  'src/app.ts': 'export {};\n',
};

const STYLE_OUT = 'start\n<!-- INVARIANT-START -->\nKeep it short.\n<!-- INVARIANT-END -->\noutro\n';
const STYLE_IN = 'intro\n<!-- INVARIANT-START -->\nMake it long.\n<!-- INVARIANT-END -->\noutro\n';
const STYLE_TWO =
  'intro\n<!-- INVARIANT-START -->\nKeep it short.\n<!-- INVARIANT-END -->\n<!-- INVARIANT-START -->\nnew\n<!-- INVARIANT-END -->\n';

// name, path, new content, blocked?
const CASES: [string, string, string, boolean][] = [
  ['modify a frozen file', 'guard.sh', 'echo changed\n', true],
  ['create a file under a frozen glob', 'hooks/new.sh', 'echo new\n', false],
  ['modify a file under a frozen glob', 'hooks/a.sh', 'echo b\n', true],
  ['edit outside an invariant span', 'docs/style.md', STYLE_OUT, false],
  ['edit inside an invariant span', 'docs/style.md', STYLE_IN, true],
  ['remove an invariant end marker', 'docs/style.md', 'intro\n<!-- INVARIANT-START -->\nKeep it short.\noutro\n', true],
  ['add a second invariant span', 'docs/style.md', STYLE_TWO, false],
  ['append to an append-only file', 'logs/decisions.md', 'one\ntwo\nthree\n', false],
  ['insert into an append-only file', 'logs/decisions.md', 'one\nhalf\ntwo\n', false],
  ['rewrite a line of an append-only file', 'logs/decisions.md', 'one\n2\n', true],
  ['insert before the end of an at=end file', 'logs/end.md', 'one\nhalf\ntwo\n', true],
  ['convert an append-only file to CRLF', 'logs/decisions.md', 'one\r\ntwo\r\n', true],
  ['grow a file over its line budget', 'INDEX.md', '1\n2\n3\n4\n5\n6\n', true],
  ['shrink a file over its budget', 'INDEX.md', '1\n2\n3\n4 and 5\n', false],
  ['grow a file over its byte budget', 'INDEX.md', `1\n2\n${'x'.repeat(80)}\n`, true],
  ['add a denied path', 'data/app.sqlite', 'db\n', true],
  ['add a denied path an allow line exempts', 'fixtures/ok.sqlite', 'db\n', false],
  ['add a secret', 'config/.env', 'TOKEN=1\n', true],
  ['add a public key', 'config/id_rsa.pub', 'ssh-ed25519 AAAA\n', false],
  [
    'weaken the manifest',
    '.diffgate.tsv',
    MANIFEST.replace('freeze\tguard.sh\tThe guard is the source of truth\n', ''),
    true,
  ],
  ['raise a budget in the manifest', '.diffgate.tsv', MANIFEST.replace('lines=4', 'lines=40'), true],
  ['strengthen the manifest', '.diffgate.tsv', `${MANIFEST}freeze\tsrc/app.ts\tThe entry point is fixed\n`, false],
  ['add an allow line to the manifest', '.diffgate.tsv', `${MANIFEST}allow\tconfig/.env\tlocal\n`, true],
  ['break the manifest', '.diffgate.tsv', `${MANIFEST}freez\tx\ty\n`, true],
  ['modify an unprotected file', 'src/app.ts', 'export const x = 1;\n', false],
  ['add an unprotected file', 'src/new.ts', 'export {};\n', false],
];

/**
 * A change an entry point's tool cannot make: it leaves the file as it was, so "not blocked" is
 * the verdict on what it really writes, and that is asserted too. Codex 0.169.0's apply_patch drops
 * the CRs before a patch line's end and writes added lines with the ending of the file's first
 * line, so it cannot turn an LF file's lines into CRLF (seen in the real client, conformance/codex
 * "line endings"; this was an open divergence until then).
 */
const UNWRITABLE: Record<string, string[]> = { 'convert an append-only file to CRLF': ['codex'] };

/**
 * How the agents' hooks run: the first two cases through the built CLI (`diffgate hook <agent>`, as
 * each client starts it), the rest in this process (the same adapter the CLI loads,
 * test/agent/inProcessHook.ts): the verdict is the adapter's, and a spawned CLI costs about 0.15 s
 * of CPU, five a case. `check --staged`, the OpenCode plugin and the Action run as processes always.
 */
const THROUGH_CLI = 2;

describe('parity: every agent adapter, check --staged and the Action', () => {
  it.each(CASES.map(([name, ...rest], i) => [name, i < THROUGH_CLI ? 'cli' : 'here', ...rest] as const))(
    '%s (hooks: %s)',
    async (name, through, path, content, blocked) => {
      await withHarness(
        async (h) => {
          h.env.CLAUDE_PROJECT_DIR = undefined;
          const verdicts: Record<string, boolean> = {};
          for (const p of PROTOCOLS) {
            const input = p.write(h, path, content, BASE[path]);
            const r = through === 'cli' ? runHook(h, input, ['hook', p.agent]) : await agentHere(h, p.agent, input);
            verdicts[p.agent] = p.outcome(r) === 'deny';
          }
          const [opencode] = drive(h, [
            { hook: 'tool.execute.before', tool: 'write', args: { filePath: join(h.repo.dir, path), content } },
          ]).results;
          verdicts.opencode = opencode!.ok === false;
          h.env.CLAUDE_PROJECT_DIR = h.repo.dir;
          const write = { file_path: join(h.repo.dir, path), content };
          const claude = through === 'cli' ? tool(h, 'Write', write) : await hookHere(h, preToolUse(h, 'Write', write));
          expect(claude.stdout).toBe('');
          expect([0, 2]).toContain(claude.status);
          verdicts.claude = claude.status === 2;
          const base = h.repo.git('rev-parse', 'HEAD').trim();
          h.repo.write(path, content);
          h.repo.git('add', '--', path);
          const check = h.repo.diffgate(['check', '--staged', '--format', 'json']);
          expect([0, 1]).toContain(check.status);
          verdicts['check --staged'] = check.status === 1;
          const checkRules =
            check.status === 1
              ? (JSON.parse(check.stdout) as { violations: { rule: string }[] }).violations.map((v) => v.rule).sort()
              : [];
          expect(rulesIn(claude.stderr), `claude: ${claude.stderr}\ncheck: ${check.stdout}${check.stderr}`).toEqual(
            checkRules,
          );
          h.repo.git('commit', '-q', '--no-verify', '-m', 'change');
          const head = h.repo.git('rev-parse', 'HEAD').trim();
          const action = await runAction({
            workspace: h.repo.dir,
            event: 'pull_request',
            payload: pullRequestPayload({ base, head }),
          });
          verdicts.action = action.status === 1;
          const unwritable = UNWRITABLE[name] ?? [];
          const want = Object.fromEntries(
            Object.keys(verdicts).map((k) => [k, unwritable.includes(k) ? false : blocked]),
          );
          expect(verdicts).toEqual(want);
          if (unwritable.includes('codex')) {
            const [op] = parsePatch(codexPatch(path, content, BASE[path]));
            expect(op?.kind === 'update' && applyChunks(BASE[path]!, op.chunks)).toBe(BASE[path]);
          }
        },
        (repo) => {
          for (const [p, text] of Object.entries(BASE)) repo.write(p, text);
          repo.diffgate(['install', '--opencode']);
          repo.commit('base');
        },
      );
    },
  );
});
