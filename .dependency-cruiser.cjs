/**
 * The import rules `npm test` holds (scripts/checkImports.js runs depcruise with this file):
 * no cycles, and imports only run downward through the layers of docs/architecture.md:
 *
 *   cli, index.ts, action    entry points
 *   agents/<agent>/          one agent's protocol: parse its JSON, answer in its words, install
 *   sandbox/                 bubblewrap and the protected set it makes read-only
 *   agent/                   the decision layer every agent shares (shell, edits, tripwire, gates, prompts)
 *   git/                     git plumbing
 *   core/                    the checker: pure, no fs, process or git
 */
const above = (layers) => `^src/(${layers.join('|')})(/|\\.ts$)`;
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-is-pure',
      severity: 'error',
      comment: 'src/core/ is data in, verdict out: it imports nothing but itself and pure node modules.',
      from: { path: '^src/core/' },
      to: { path: '^src/', pathNot: '^src/core/' },
    },
    {
      name: 'core-no-io',
      severity: 'error',
      comment: 'src/core/ reads no files, runs no processes and touches no network.',
      from: { path: '^src/core/' },
      to: {
        dependencyTypes: ['core'],
        path: '^(node:)?(fs|fs/promises|child_process|os|net|http|https|process|worker_threads)$',
      },
    },
    {
      name: 'git-down',
      severity: 'error',
      from: { path: '^src/git/' },
      to: { path: above(['agent', 'agents', 'sandbox', 'cli', 'action', 'index']) },
    },
    {
      name: 'agent-down',
      severity: 'error',
      from: { path: '^src/agent/' },
      to: { path: above(['agents', 'sandbox', 'cli', 'action', 'index']) },
    },
    {
      name: 'sandbox-down',
      severity: 'error',
      from: { path: '^src/sandbox/' },
      to: { path: above(['agents', 'cli', 'action', 'index']) },
    },
    {
      name: 'agents-down',
      severity: 'error',
      from: { path: '^src/agents/' },
      to: { path: above(['cli', 'action', 'index']) },
    },
    {
      name: 'no-agent-imports-another',
      severity: 'error',
      comment:
        "An agent's folder uses the shared layer, never another agent's folder (agents/install is the shared installer).",
      from: { path: '^src/agents/([^/]+)/' },
      to: { path: '^src/agents/', pathNot: ['^src/agents/$1/', '^src/agents/install/'] },
    },
    {
      name: 'action-down',
      severity: 'error',
      from: { path: '^src/action/' },
      to: { path: above(['agent', 'agents', 'sandbox', 'cli', 'index']) },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
