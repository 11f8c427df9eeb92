/** The bundled Action on pull_request events in real repositories: verdicts, annotations, summary, outputs. */
import { describe, expect, it } from 'vitest';
import { withGitRepo, type GitRepo } from '../helpers/gitRepo.js';
import { pullReply, pullRequestPayload } from './payloads.js';
import { OWNER, REPO, runAction, withFakeGithub } from './runAction.js';
import { pullRequest, tsv, type Files } from './scenario.js';

const MANIFEST = tsv(
  ['freeze', 'config/**', 'Configuration changes go through the platform team'],
  ['invariant', 'docs/principles.md', 'The marked principles are decided'],
  ['append', 'log/decisions.md', 'The decision log is a record', 'at=end'],
  ['append', 'log/history.md', 'History is only added to'],
  ['budget', 'INDEX.md', 'INDEX.md is read at every session start', 'lines=3'],
  ['deny', '**/*.sqlite', 'Databases are not committed'],
);

const BASE: Files = {
  '.diffgate.tsv': MANIFEST,
  'config/app.yml': 'port: 8080\nhost: example.org\n',
  'docs/principles.md': 'intro\n<!-- INVARIANT-START -->\nbe kind\n<!-- INVARIANT-END -->\noutro\n',
  'log/decisions.md': '2026-01-01 chose TSV\n',
  'log/history.md': 'first\nsecond\n',
  'INDEX.md': 'one\ntwo\n',
  'src/app.ts': 'export const x = 1;\n',
};

/** Runs the Action on a pull request from BASE to the change; the API knows the pull request, unlabelled. */
async function check(change: (repo: GitRepo) => void, base: Files = BASE) {
  return withGitRepo(async (repo) => {
    const pr = pullRequest(repo, base, change);
    const routes = {
      [`GET /repos/${OWNER}/${REPO}/pulls/7`]: {
        status: 200,
        body: pullReply({ number: 7, author: 'alice', labels: [], head: pr.head }),
      },
    };
    return withFakeGithub(routes, (api) =>
      runAction({ workspace: repo.dir, event: 'pull_request', payload: pullRequestPayload(pr), api }),
    );
  });
}

describe('pull_request', () => {
  it('passes a clean pull request: exit 0, no annotations, outputs and summary say so', async () => {
    const run = await check((r) =>
      r.write('src/app.ts', 'export const x = 2;\n').write('config/new.yml', 'created: true\n'),
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.errors).toEqual([]);
    expect(run.outputs).toMatchObject({ violations: '0', released: 'false' });
    expect(run.summary).toContain('## diffgate: nothing blocked');
    expect(run.summary).toContain('**0 violations** in 2 changed files of pull request #7');
    expect(run.report).toMatchObject({
      event: 'pull_request',
      blocked: false,
      failed: false,
      released: false,
      checked: 2,
      violations: [],
    });
    expect(run.stdout).toContain('diffgate: 2 changed files checked; nothing blocked.');
  });

  // One line per rule: the change, then the annotation expected on stdout.
  const cases: [
    string,
    (r: GitRepo) => void,
    { rule: string; file: string; line?: string; endLine?: string; text: RegExp },
  ][] = [
    [
      'freeze: editing a frozen file',
      (r) => r.write('config/app.yml', 'port: 9090\nhost: example.org\n'),
      { rule: 'freeze', file: 'config/app.yml', text: /Changed the content of a frozen file/ },
    ],
    [
      'freeze: deleting a frozen file',
      (r) => r.remove('config/app.yml'),
      { rule: 'freeze', file: 'config/app.yml', text: /Deleted a frozen file/ },
    ],
    [
      'freeze: making a frozen file executable',
      (r) => r.chmod('config/app.yml', 0o755),
      { rule: 'freeze', file: 'config/app.yml', text: /mode of a frozen file \(100644 -> 100755\)/ },
    ],
    [
      'invariant: editing inside the span',
      (r) => r.write('docs/principles.md', 'intro\n<!-- INVARIANT-START -->\nbe nice\n<!-- INVARIANT-END -->\noutro\n'),
      {
        rule: 'invariant',
        file: 'docs/principles.md',
        line: '3',
        endLine: '3',
        text: /invariant span that was at lines 2-4/,
      },
    ],
    [
      'append: rewriting an existing line',
      (r) => r.write('log/history.md', 'first\nSECOND\nthird\n'),
      { rule: 'append', file: 'log/history.md', line: '2', text: /Removed or changed existing line 2/ },
    ],
    [
      'append at=end: inserting before the end',
      (r) => r.write('log/decisions.md', 'preface\n2026-01-01 chose TSV\n'),
      { rule: 'append', file: 'log/decisions.md', line: '1', text: /new lines go at the end/ },
    ],
    [
      'budget: growing past the limit',
      (r) => r.write('INDEX.md', 'one\ntwo\nthree\nfour\n'),
      {
        rule: 'budget',
        file: 'INDEX.md',
        line: '4',
        endLine: '4',
        text: /4 lines after the change \(was 2\), budget 3/,
      },
    ],
    [
      'deny: adding a denied path',
      (r) => r.write('data/app.sqlite', 'SQLite format 3'),
      { rule: 'deny', file: 'data/app.sqlite', text: /Added a path the manifest denies/ },
    ],
    [
      'secret: adding a .env file',
      (r) => r.write('.env', 'TOKEN=x\n'),
      { rule: 'secret', file: '.env', text: /built-in secret list/ },
    ],
    [
      'manifest: removing a rule',
      (r) =>
        r.write(
          '.diffgate.tsv',
          MANIFEST.split('\n')
            .filter((l) => !l.startsWith('deny'))
            .join('\n'),
        ),
      { rule: 'manifest', file: '.diffgate.tsv', text: /Removed or weakened the rule "deny \*\*\/\*\.sqlite"/ },
    ],
  ];

  it.each(cases)('fails %s, with its annotation', async (_name, change, want) => {
    const run = await check(change);
    expect(run.status).toBe(1);
    const mine = run.errors.filter((a) => a.props.file !== undefined);
    expect(mine, run.stdout + run.stderr).toHaveLength(1);
    const [a] = mine;
    expect(a!.props).toMatchObject({ file: want.file, title: `diffgate ${want.rule}` });
    expect(a!.props.line).toBe(want.line);
    if (want.endLine !== undefined) expect(a!.props.endLine).toBe(want.endLine);
    expect(a!.message).toMatch(want.text);
    expect(a!.message).toContain('Next: ');
    // the raw workflow command, as the runner reads it
    expect(run.stdout).toMatch(
      new RegExp(
        `^::error title=diffgate ${want.rule},file=${want.file.replace(/[.*]/g, '\\$&')}${want.line ? `,line=${want.line}` : ''}`,
        'm',
      ),
    );
    // the step fails with one message, and the summary carries the table and the count
    expect(run.errors.filter((e) => e.props.file === undefined).map((e) => e.message)).toEqual([
      'diffgate: blocked. 1 violation; see the annotations and the job summary.',
    ]);
    expect(run.summary).toContain('## diffgate: blocked');
    expect(run.summary).toContain('**1 violation** in');
    expect(run.summary).toContain('| rule | path | lines | what was blocked | reason | next action |');
    expect(run.summary).toMatch(
      new RegExp(
        `^\\| ${want.rule} \\| <code>${want.file.replace(/[.*]/g, '\\$&')}</code> \\| ${want.line ? `${want.line}` : ''}`,
        'm',
      ),
    );
    expect(run.summary).toContain('### Release');
    expect(run.summary).toContain('Not released: pull request #7 does not carry the label `diffgate-release`.');
    expect(run.outputs).toMatchObject({ violations: '1', released: 'false' });
    expect(run.report.violations).toHaveLength(1);
    expect(run.report.violations[0]).toMatchObject({ rule: want.rule, path: want.file });
  });

  it('fails a pull request that removes a freeze rule and edits the frozen file in the same change: base rules apply', async () => {
    const run = await check((r) =>
      r
        .write(
          '.diffgate.tsv',
          MANIFEST.split('\n')
            .filter((l) => !l.startsWith('freeze'))
            .join('\n'),
        )
        .write('config/app.yml', 'port: 1\n'),
    );
    expect(run.status).toBe(1);
    expect(
      run.errors
        .filter((a) => a.props.file)
        .map((a) => [a.props.title, a.props.file])
        .sort(),
    ).toEqual([
      ['diffgate freeze', 'config/app.yml'],
      ['diffgate manifest', '.diffgate.tsv'],
    ]);
    expect(run.outputs.violations).toBe('2');
    expect(run.summary).toContain('**2 violations**');
  });

  it('puts every violation in the summary table, beyond the annotations GitHub shows', async () => {
    const base: Files = { ...BASE, '.diffgate.tsv': tsv(['freeze', 'frozen/**', 'Frozen | with a pipe <b>']) };
    for (let i = 0; i < 12; i++) base[`frozen/f${i}.txt`] = `${i}\n`;
    const run = await check((r) => {
      for (let i = 0; i < 12; i++) r.write(`frozen/f${i}.txt`, `${i} changed\n`);
    }, base);
    expect(run.status).toBe(1);
    expect(run.errors.filter((a) => a.props.file)).toHaveLength(12);
    expect(run.summary.split('\n').filter((l) => l.startsWith('| freeze |'))).toHaveLength(12);
    // table cells are escaped: a pipe in a reason cannot break the table, HTML is not HTML
    expect(run.summary).toContain('Frozen &#124; with a pipe &lt;b&gt;');
    expect(run.report.violations).toHaveLength(12);
  });

  it('fails when the base manifest does not parse, annotating the line', async () => {
    const run = await check((r) => r.write('src/app.ts', '2\n'), { ...BASE, '.diffgate.tsv': 'freeze\tconfig/**\n' });
    expect(run.status).toBe(1);
    expect(run.errors[0]!.props).toMatchObject({ file: '.diffgate.tsv', line: '1', title: 'diffgate manifest' });
    expect(run.errors.at(-1)!.message).toMatch(
      /the manifest [0-9a-f]{40}:\.diffgate\.tsv has an error; nothing can be checked/,
    );
    expect(run.summary).toContain('## diffgate: the change could not be checked');
    expect(run.outputs).toMatchObject({ violations: '', released: 'false' });
    expect(run.report).toMatchObject({ failed: true, blocked: true });
  });

  it('without a manifest at the base checks the built-in secret list and says so', async () => {
    const { '.diffgate.tsv': _m, ...noManifest } = BASE;
    const passed = await check((r) => r.write('config/app.yml', 'free to change\n'), noManifest);
    expect(passed.status).toBe(0);
    expect(passed.annotations.filter((a) => a.kind === 'notice').map((a) => a.message)[0]).toMatch(
      /no manifest at [0-9a-f]{40}:\.diffgate\.tsv/,
    );
    expect(passed.summary).toContain('only the built-in secret list was checked');
    const blocked = await check((r) => r.write('deploy/id_rsa', 'key'), noManifest);
    expect(blocked.status).toBe(1);
    expect(blocked.errors[0]!.props).toMatchObject({ file: 'deploy/id_rsa', title: 'diffgate secret' });
  });

  it('reads the manifest named by the manifest input, from the base', async () => {
    const base: Files = {
      ...BASE,
      '.diffgate.tsv': '',
      'policy/rules.tsv': tsv(['freeze', 'src/**', 'Sources are frozen here']),
    };
    const run = await withGitRepo(async (repo) => {
      const pr = pullRequest(repo, base, (r) => r.write('src/app.ts', 'changed\n'));
      return runAction({
        workspace: repo.dir,
        event: 'pull_request',
        payload: pullRequestPayload(pr),
        inputs: { manifest: 'policy/rules.tsv' },
      });
    });
    expect(run.status).toBe(1);
    expect(run.errors[0]!.props).toMatchObject({ file: 'src/app.ts', title: 'diffgate freeze' });
    expect(run.summary).toMatch(/checked against the rules in <code>[0-9a-f]{12}:policy\/rules\.tsv<\/code>/);
  });

  it('fails when the manifest input names a file the base does not have', async () => {
    const run = await withGitRepo(async (repo) => {
      const pr = pullRequest(repo, BASE, (r) => r.write('src/app.ts', 'changed\n'));
      return runAction({
        workspace: repo.dir,
        event: 'pull_request',
        payload: pullRequestPayload(pr),
        inputs: { manifest: 'nope.tsv' },
      });
    });
    expect(run.status).toBe(1);
    expect(run.errors.at(-1)!.message).toMatch(/the manifest [0-9a-f]{40}:nope\.tsv does not exist/);
  });

  it('checks pull_request_target the same way, and fails closed on a payload without the head sha', async () => {
    await withGitRepo(async (repo) => {
      const pr = pullRequest(repo, BASE, (r) => r.write('config/app.yml', 'x\n'));
      const run = await runAction({
        workspace: repo.dir,
        event: 'pull_request_target',
        payload: pullRequestPayload(pr),
      });
      expect(run.status).toBe(1);
      expect(run.errors[0]!.props).toMatchObject({ file: 'config/app.yml', title: 'diffgate freeze' });
      const broken = pullRequestPayload(pr) as any;
      delete broken.pull_request.head.sha;
      const bad = await runAction({ workspace: repo.dir, event: 'pull_request_target', payload: broken });
      expect(bad.status).toBe(1);
      expect(bad.errors.at(-1)!.message).toBe(
        "diffgate: the pull_request_target event payload's pull_request.head.sha is not a commit id (40 or 64 hexadecimal digits); the change cannot be checked.",
      );
    });
  });

  it('fails on an event that names no change unless base and head are given', async () => {
    await withGitRepo(async (repo) => {
      const pr = pullRequest(repo, BASE, (r) => r.write('config/app.yml', 'x\n'));
      const none = await runAction({ workspace: repo.dir, event: 'workflow_dispatch', payload: { inputs: {} } });
      expect(none.status).toBe(1);
      expect(none.errors.at(-1)!.message).toMatch(/the "workflow_dispatch" event names no change to check/);
      const given = await runAction({
        workspace: repo.dir,
        event: 'workflow_dispatch',
        payload: { inputs: {} },
        inputs: { base: 'main', head: pr.head },
      });
      expect(given.status).toBe(1);
      expect(given.errors[0]!.props).toMatchObject({ file: 'config/app.yml', title: 'diffgate freeze' });
      const option = await runAction({
        workspace: repo.dir,
        event: 'workflow_dispatch',
        payload: {},
        inputs: { base: '--upload-pack=x', head: pr.head },
      });
      expect(option.status).toBe(1);
      expect(option.errors.at(-1)!.message).toMatch(/the base input "--upload-pack=x" is not a revision/);
    });
  });
});
