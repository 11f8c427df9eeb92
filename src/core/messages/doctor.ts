/** `diffgate doctor`: each check's finding, the fix for each problem, and the end-to-end probe. */
import { plural } from './common.js';

const excerpt = (output: string) => {
  const lines = output.trimEnd().split('\n');
  const shown = lines.length > 20 ? ['...', ...lines.slice(-20)] : lines;
  return output.trim() === '' ? '| (no output)' : shown.map((l) => `| ${l}`).join('\n');
};

const errorList = (lines: string[]) => lines.map((l) => `  ${l}`).join('\n');

/** The hook command's code cache (src/agents/install/codeCache.ts), as doctor found it. */
export type CacheState = { dir: string; intact: boolean; reinstall: string };

const codeCacheNote = (c: CacheState) =>
  c.intact
    ? `; V8's compiled code comes from the cache the install made and pinned in the command (${c.dir})`
    : `; the compiled-code cache pinned in the command (${c.dir}) is gone or changed, so each call compiles the CLI from source (slower, as safe): run ${c.reinstall} to make it again`;

export const doctorText = {
  notARepo: () => 'not inside a git repository: run diffgate doctor in your project',
  groupGitHooks: () => 'diffgate doctor: git hooks',
  ok: 'ok',
  problem: 'problem',
  fixLabel: 'fix:',
  allOk: () => 'diffgate doctor: every check passed; the gate is live.',
  problems: (n: number) =>
    `diffgate doctor: ${plural(n, 'problem')}; the gate is not fully live until ${n === 1 ? 'it is' : 'they are'} fixed.`,
  claude: {
    group: () => 'diffgate doctor: Claude Code hook',
    settingsCheck: 'claude settings',
    probeCheck: 'claude probe',
    notInstalled: () => 'not installed (no settings file runs diffgate hook claude); diffgate install --claude adds it',
    installed: (file: string) => `${file}: PreToolUse, PostToolUse, Stop and UserPromptSubmit run diffgate hook claude`,
    noPreToolUse: (file: string) => `${file} runs diffgate only on UserPromptSubmit, so no tool call is checked`,
    matcherMissing: (file: string, tools: string[]) =>
      `${file}: the PreToolUse matcher leaves out ${tools.join(', ')}, so those tool calls are not checked`,
    noMcp: (file: string) =>
      `${file}: no PreToolUse entry for diffgate matches MCP tools (mcp__<server>__<tool>), so an MCP tool's first change of a turn is taken as the person's, not judged`,
    noPrompt: (file: string) =>
      `${file} has no UserPromptSubmit entry for diffgate, so save gates never open and the release phrase is never seen`,
    probeDenied: (path: string) => `the installed command denied a synthetic Write to ${path} (exit 2)`,
    tripwireCheck: 'claude tripwire',
    noTripwire: (file: string) =>
      `${file} does not run diffgate on PostToolUse (with Bash in its matcher) and Stop, so what a tool call really changes is not checked afterwards`,
    tripwireNotRecorded: (status: number | null, output: string) =>
      `the installed command could not record the protected set before a call (exit ${status ?? 'killed'}):\n${excerpt(output)}`,
    tripwirePutBack: (path: string, watched?: { paths: number; pending: number }) =>
      `the installed command put back a synthetic change after a call (${path} was created and moved away, exit 2)${watched === undefined ? '' : watched.pending === 0 ? `; its record watches ${watched.paths} protected paths, every rule's folder walked whole` : `; its record holds ${watched.paths} protected paths so far, ${watched.pending} rules' folders still to walk (calls are held until they are)`}`,
    tripwireMissed: (path: string, status: number | null, output: string) =>
      `the installed command did not put back a synthetic change after a call (${path}; exit ${status ?? 'killed'}):\n${excerpt(output)}`,
    probeNotDenied: (path: string, status: number | null, output: string) =>
      `the installed command did not deny a synthetic Write to ${path} (exit ${status ?? 'killed'}; Claude Code lets a call through on anything but exit 2):\n${excerpt(output)}`,
    reinstall: () =>
      'diffgate install --claude (or --claude --user for the user settings), then run diffgate doctor again',
  },
  watch: {
    group: () => "diffgate doctor: the tripwire's watch (Watchman)",
    check: 'tripwire watch',
    noRecord: () => 'no tripwire record in this repository yet (an agent hook takes it at its first call)',
    covered: (files: number, byWatch: number) =>
      `the watch is on and its server vouched for: of ${files} protected files, ${byWatch} are covered by the watch (a call looks only at what Watchman reports changed) and ${files - byWatch} by the walk (one lstat each per call: outside the repository, in .git, ignored by Watchman, or with more than one link)`,
    off: () => 'the watch is off here (DIFFGATE_WATCHMAN is not set)',
    unvouched: (why: string) => `the watch is on but not vouched for (${why})`,
    byGit: (files: number, git: number, node: number) =>
      `all ${files} protected files are covered by a walk on both sides of every call: ${git} by git's walk (\`git diff-files\` over diffgate's own index, checked against the record before it is believed) and ${node} by node's walk (one lstat each: outside the repository, in .git, absent, or changed too recently for git's index)`,
    byNode: (files: number, why: string) =>
      `all ${files} protected files are covered by node's walk, one lstat each on both sides of every call (${why})`,
    nodeWhy: {
      small: (from: number) => `a record of fewer than ${from} files: a git process costs more than their lstats`,
      unindexable: () =>
        'git cannot index this record (a path it refuses, or more bytes than it may hash) until a recorded file changes',
      unwritten: () =>
        "git's index of the record is not written yet: the next call that finds every file as recorded writes it",
      unvouched: () =>
        "git's index is not the one the record vouches for (rewritten, or git failed): the next call that finds every file as recorded writes it anew",
    },
    walkTook: (ms: number, limit: number) =>
      `one walk of the record took ${ms} ms here, of the hook's ${limit} s for each side of a call`,
    walkTooLong: (files: number, ms: number, limit: number) =>
      `every call walks all ${files} protected files, and one walk took ${ms} ms here, of the hook's ${limit} s for each side of a call: on a busy machine a walk runs out of time, and the call is then blocked (fail closed, saying so) until one finishes. Switch the watch on, or give the hook more time (DIFFGATE_HOOK_TIMEOUT, seconds)`,
    pending: (files: number, folders: number) =>
      `the record is not whole yet: it holds ${files} protected files so far, and ${folders} rules' folders are still to be walked. Until they are, what they hold is not watched, and every agent call is held (blocked with "make this same call again") so that none runs unwatched`,
    pendingAdvice: () =>
      'let the agent repeat its call (each one walks more of the folders within the hook time), or switch the watch on, or give the hook more time (DIFFGATE_HOOK_TIMEOUT, seconds)',
    why: {
      untied:
        'the record is not tied to a Watchman clock: the hooks last ran without DIFFGATE_WATCHMAN, or their server was not running, or the record is still being taken',
      head: "the watch's head or index was rewritten since the record",
      server: 'the Watchman server the record was tied to is gone or another one',
      answer: 'the server did not answer in time, or answers with a fresh instance',
    } as Record<string, string>,
    advice: (root: string, installed: boolean) =>
      `to switch it on: ${installed ? '' : 'install Watchman (Debian/Ubuntu: sudo apt-get install watchman), then '}run \`watchman watch-project ${root}\` before the agent's session (a hook never starts the server), and set DIFFGATE_WATCHMAN=1 in the environment the agent client gives its hooks (export it before starting the client)`,
  },
  check: {
    hooksPath: 'hooks path',
    hook: (hook: string) => `${hook} hook`,
    switches: 'environment',
    node: 'node',
    cli: 'diffgate CLI',
    programs: 'programs on PATH',
    codeVerified: 'code verified',
    manifest: 'manifest',
    probe: (hook: string) => `${hook} probe`,
  },
  manager: {
    diffgate: "diffgate's githooks folder",
    husky: 'husky',
    lefthook: 'lefthook',
    'pre-commit': 'the pre-commit framework',
    other: 'a hook diffgate did not write',
    none: 'no hook',
  },
  hookPurpose: {
    'pre-commit': 'commits are not checked',
    'pre-merge-commit': 'merges made by git merge are not checked until they are pushed',
    'prepare-commit-msg': 'a released commit gets no Diffgate-Release trailer, and pre-push then blocks it',
    'pre-push': 'commits made with --no-verify are not caught before they leave the machine',
  },
  hooksDir: (dir: string, hooksPath: string | undefined) =>
    `git runs hooks from ${dir} (${hooksPath === undefined ? 'core.hooksPath is not set' : `core.hooksPath = ${hooksPath}`})`,
  hooksDirMissing: (dir: string, hooksPath: string | undefined) =>
    `${hooksPath === undefined ? '' : `core.hooksPath = ${hooksPath}, but `}${dir} does not exist: git runs no hooks at all, so nothing is checked`,
  hookMissing: (file: string, purpose: string) => `${file} does not exist, so ${purpose}`,
  hookNotFile: (file: string) => `${file} is not a regular file, so git cannot run it`,
  hookNotExecutable: (file: string) => `${file} is not executable, so git skips it and lets everything through`,
  hookFound: (file: string, by: string) => `${file} (${by})`,
  huskyLineMissing: (file: string, hook: string) =>
    `${file} does not run diffgate (expected a line: node_modules/.bin/diffgate githook ${hook} "$@"), so husky runs the hook without it`,
  lefthookMissing: (file: string, hook: string) => `${file} has no ${hook} command that runs diffgate githook ${hook}`,
  lefthookNoConfig: (file: string) => `lefthook is installed but there is no ${file}, so it runs nothing`,
  yamlInvalid: (file: string, why: string) => `${file} is not valid YAML: ${why}`,
  preCommitNoConfig: (file: string) => `${file} does not exist, so the pre-commit framework runs nothing`,
  preCommitIdMissing: (file: string, id: string) => `${file} does not list the hook id ${id}`,
  hookWithoutDiffgate: (file: string) => `${file} does not run diffgate githook`,
  releaseSet: (reason: string) =>
    `DIFFGATE_RELEASE is set in this environment ("${reason}"), so every commit and push made from it lifts every block`,
  managerOff: (setting: string, manager: string) =>
    `${setting} is set in this environment, which switches ${manager}'s hooks off: commits pass unchecked`,
  preCommitSkip: (ids: string[]) =>
    `SKIP=${ids.join(',')} is set in this environment, so the pre-commit framework skips diffgate`,
  lefthookExclude: (value: string) =>
    `LEFTHOOK_EXCLUDE=${value} is set in this environment, so lefthook skips diffgate: commits pass unchecked`,
  hooksPathFromEnv: (variable: string) =>
    `${variable} passes core.hooksPath to git in this environment, so git may run other hooks than the ones installed`,
  noSwitches: () =>
    'nothing here switches the hooks off (DIFFGATE_RELEASE, HUSKY=0, LEFTHOOK=0, LEFTHOOK_EXCLUDE, SKIP, a core.hooksPath in GIT_CONFIG_* are unset)',
  nodeMissing: () =>
    'node is not on the PATH git gives hooks (sh -c "command -v node" finds nothing), so every hook blocks',
  nodeOld: (path: string, version: string, min: number) =>
    `${path} is node ${version}; diffgate needs node ${min} or later`,
  nodeFound: (path: string, version: string) => `${path} ${version}, found the way the hooks find it`,
  programsFound: (found: { program: string; paths: string[] }[]) =>
    found
      .map(({ program, paths }) =>
        paths.length === 0
          ? `${program}: not on PATH`
          : paths.length === 1
            ? `${program}: ${paths[0]}`
            : `${program}: ${paths[0]}, ahead of ${paths.slice(1).join(', ')} (the hooks run the first)`,
      )
      .join('; '),
  programsShadowed: (shadows: string[]) =>
    `${shadows.join('; ')}: a program in a folder the person's own account writes runs in place of the one after it, for every hook`,
  codeNotVerified: () =>
    "no: git runs these hooks with sh, which runs the node PATH finds and the CLI's files as they are (no command line of diffgate's to hold a hash, as the agent hooks do); against an agent that could rewrite them, run it under diffgate run (the kernel layer makes the installed CLI read-only for it) or install diffgate root-owned (npm install -g as root)",
  /** An agent hook command that checks the CLI before it runs (src/agents/install/verifiedCommand.ts). */
  codeVerifiedAgent: (file: string, node: string, dir: string, nodeWritable: boolean, cache?: CacheState) =>
    `yes (${file}): ${node} runs the CLI in ${dir}, each file checked against the sums recorded at install before it runs${cache ? codeCacheNote(cache) : ''}${nodeWritable ? `; ${node} itself is writable by this account, so an agent running as you could replace it unseen by the hook it runs (the pre-check refuses the writes it recognises): run the agent under diffgate run, or use a node only root can write` : ''}`,
  codeUnverifiedOld: (file: string) =>
    `no (${file}): the hook command runs the CLI without checking its code (installed by an older diffgate), and its node is the first one on PATH`,
  codeNodeGone: (file: string, node: string) =>
    `no (${file}): ${node}, the node the hooks were installed with, is not there any more (node upgraded or moved?), so every call is blocked`,
  codeChanged: (file: string, why: string) =>
    `no (${file}): the installed CLI no longer matches the hash in the hook command, so every call is blocked: ${why}`,
  codeNotCommand: (file: string) =>
    `no (${file}): OpenCode loads diffgate's plugin into its own process; nothing checks the plugin's code before it runs`,
  cliPreCommit: () =>
    'installed by the pre-commit framework in its own cache (pre-commit install-hooks); the probes below run it',
  cliMissing: (cli: string) =>
    `${cli} does not exist, so the hooks cannot run diffgate (they block every commit until it is there)`,
  cliBroken: (cli: string, status: number | null, output: string) =>
    `${cli} does not run (exit ${status ?? 'killed'}):\n${excerpt(output)}`,
  cliFound: (cli: string) => `${cli} runs`,
  manifestNone: (label: string) =>
    `no manifest (${label}): only the built-in secret list is enforced; diffgate init writes a starter .diffgate.tsv`,
  manifestOk: (label: string, n: number) => `${label} parses: ${plural(n, 'rule')} in force`,
  manifestErrors: (label: string, lines: string[]) =>
    `the manifest in force, ${label}, has ${lines.length === 1 ? 'an error' : `${lines.length} errors`}, so every commit is blocked:\n${errorList(lines)}`,
  manifestEditedOk: (file: string, n: number) =>
    `the edited ${file} in the work tree parses too (${plural(n, 'rule')}, in force once committed)`,
  manifestEditedErrors: (file: string, lines: string[]) =>
    `the edited ${file} in the work tree (not committed) has ${lines.length === 1 ? 'an error' : `${lines.length} errors`}; once committed, every commit would be blocked:\n${errorList(lines)}`,
  probeNoHook: (hook: string) =>
    `not run: git would run no ${hook} hook (see above), so nothing blocks ${hook === 'pre-push' ? 'a push' : 'a commit'}`,
  probeNoCommit: () =>
    'not run: there is no commit yet, so nothing can be pushed; run diffgate doctor again after the first commit',
  probePushNoManifest: () =>
    'not run: HEAD has no manifest, and pre-push judges only commits made under one (a commit whose parent has none was made before the rules); commit .diffgate.tsv, then run diffgate doctor again',
  probeNoManifest: () =>
    'not run: the manifest in force has errors (above), so the hooks block every change with a configuration error',
  probeNoTarget: () =>
    'not run: no freeze rule covers a committed file, and allow lines exempt every built-in secret name the probe could add',
  probeCommitMessage: () => 'diffgate doctor probe (an unreachable commit, never pushed)',
  probeBlocked: (hook: string, path: string, rules: string[]) =>
    hook === 'pre-push'
      ? `the installed pre-push hook blocked a synthetic commit that changes ${path} [${rules.join(', ')}] (no ref points to it): commits made with --no-verify are caught`
      : `the installed pre-commit hook blocked a synthetic change to ${path} [${rules.join(', ')}] in a temporary index (the real index and work tree are untouched): the gate is live`,
  probePassed: (hook: string, path: string, output: string) =>
    `the installed ${hook} hook let a synthetic change to ${path} through (exit 0): the gate is NOT live${output.trim() === '' ? '' : `. Its output:\n${excerpt(output)}`}`,
  probeBlockedOther: (hook: string, path: string, output: string) =>
    `the installed ${hook} hook exited 1 without naming ${path}, so it did not block the probe for diffgate's reason:\n${excerpt(output)}`,
  probeFailed: (hook: string, status: number, output: string) =>
    `the installed ${hook} hook exited ${status} instead of blocking the probe with exit 1:\n${excerpt(output)}`,
  probeNotStarted: (hook: string, why: string) =>
    `the installed ${hook} hook could not be started (${why}), so git cannot run it either`,
  probeSetupFailed: (hook: string, why: string) => `not run: git could not prepare the ${hook} probe (${why})`,
  probeKilled: (hook: string, signal: string, seconds: number, output: string) =>
    `the installed ${hook} hook was stopped (${signal}; it gets ${seconds} s):\n${excerpt(output)}`,
  live: {
    group: () => 'diffgate doctor --live: the real clients, headless, against a stand-in model on 127.0.0.1',
    check: (client: string) => `live ${client}`,
    badTimeout: (v: string) => `--live-timeout takes a number of seconds above 0, not ${JSON.stringify(v)}`,
    manifestReason: () => 'diffgate doctor --live: a synthetic frozen file',
    prompt: () => 'diffgate doctor --live: change the probe file',
    notFound: (bin: string, agent: string) =>
      `not run: no ${bin} on PATH (give its executable with --${agent}-bin PATH)`,
    passed: (who: string, tool: string, file: string, told: string, secs: string) =>
      `${who} ran headless in a temporary repository (diffgate install done there): diffgate's hook blocked its ${tool} of ${file}, the model was told ("${told}"), and the file is unchanged (${secs} s)`,
    failed: (who: string, secs: string) =>
      `${who} ran headless in a temporary repository (diffgate install done there) for ${secs} s, and the gate did not hold as it must:`,
    timedOut: (secs: number) => `it did not finish within ${secs} s and was killed`,
    noRequest: (exit: number | string | null, output: string) =>
      `it sent the stand-in model no request (exit ${exit ?? 'killed'}), so no tool call was made:\n${excerpt(output)}`,
    noEditResult: (tool: string, exit: number | string | null, output: string) =>
      `it never sent the model a result for the ${tool} call (exit ${exit ?? 'killed'}):\n${excerpt(output)}`,
    notBlocked: (tool: string) =>
      `diffgate's hook did not block the ${tool} call (no diffgate block in what the client reported)`,
    notTold: (result: string) => `the model was not told of a block; the call's result was: ${result}`,
    changed: (file: string, now: string) => `${file} was changed (it now reads ${JSON.stringify(now.slice(0, 80))})`,
    unchanged: (file: string) => `${file} is unchanged`,
    trustNote: {
      codex: (version: string) =>
        `doctor trusted the temporary folder and each installed hook for Codex${version ? ` ${version}` : ''} (config.toml [projects] and [hooks.state] trusted_hash, the hash computed as Codex 0.169.0 computes it); a Codex that hashes its hooks otherwise skips them without a word: open /hooks in Codex in a trusted repository to see whether it lists diffgate's hooks as trusted`,
    },
    refused: (tried: string[]) =>
      `it tried to reach other hosts, refused by the stand-in: ${tried.slice(0, 5).join(', ')}${tried.length > 5 ? ', ...' : ''}`,
    setUpFailed: (why: string) => `not run: the temporary repository could not be set up (${why})`,
    fixSetUp: () => 'fix what the step above says (git or diffgate itself), then run diffgate doctor --live again',
    fix: (agent: string) =>
      `run diffgate doctor (without --live) for this client's hook settings; compare the client's version with the one docs/agents.md names, and where diffgate is developed run npx vitest run --config conformance/vitest.config.ts conformance/${agent}`,
  },
  fix: {
    reinstallCode: (agent: string, user: boolean) =>
      `if you upgraded node or diffgate, run: npx diffgate install --${agent}${user ? ' --user' : ''}; if you did not, reinstall the package (npm ci) first: something changed the installed files`,
    programsShadowed: () =>
      'if you did not put it there, remove it (an agent may have: diffgate now treats these folders as gate files), then run diffgate doctor again',
    install: () =>
      'install the hooks one way: npx diffgate install --hooks-path (or --husky, --lefthook, or the pre-commit framework: see the README)',
    hooksPathNowhere: () =>
      "point core.hooksPath at diffgate's hooks: npx diffgate install --hooks-path --force (if another tool owns it, reinstall that tool; git config --unset core.hooksPath returns to .git/hooks)",
    chmod: (file: string) => `chmod +x ${file}`,
    husky: () =>
      'npx diffgate install --husky (if .husky/_ is missing too, run npm install, whose prepare script runs husky)',
    lefthook: () => 'npx diffgate install --lefthook, then npx lefthook install',
    preCommit: (id: string, hook: string) =>
      `list "- id: ${id}" under diffgate's repository in .pre-commit-config.yaml, then run pre-commit install --hook-type ${hook}`,
    other: (hook: string) =>
      `this ${hook} hook was not written by diffgate or a hook manager it knows: add the line  node_modules/.bin/diffgate githook ${hook} "$@"  to it, or replace it: npx diffgate install --hooks-path --force`,
    unset: (name: string) =>
      `unset ${name} where it is set (shell profile, .envrc, CI variables, the git client's settings); set it for one command only`,
    node: () =>
      "install Node.js 20 or later where the hooks find it (GUI git clients often start with a shorter PATH than your shell: see the README's troubleshooting)",
    cliHooksPath: (dir: string) =>
      `core.hooksPath (${dir}) has no diffgate CLI beside it (../dist/cli/index.js): run npm install (or npm ci) in the project that holds it, or point git at an installed copy: npx diffgate install --hooks-path --force`,
    cliPackage: () =>
      'install diffgate in this project: npm install --save-dev diffgate (or npm ci, if package.json already lists it)',
    manifestInForce: (file: string) =>
      `fix the lines above in ${file} and commit the fix; until then every commit is blocked, so that commit needs a person's release: DIFFGATE_RELEASE="fix the manifest" git commit`,
    manifestEdited: (file: string) => `fix the lines above in ${file} before you commit it`,
    manifestFirst: () => 'fix the manifest (above) first, then run diffgate doctor again',
    probeTarget: () =>
      'add a freeze rule for a committed file (or narrow the allow lines), then run diffgate doctor again',
    seeAbove: () => 'fix the hook problem above: git skips a hook that is missing or not executable',
    probeSetup: () => 'fix what git says (an index in the middle of an operation, say), then run diffgate doctor again',
    readOutput: () => "the hook's output above says what went wrong: fix that, then run diffgate doctor again",
  },
};
