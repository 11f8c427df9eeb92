// diffgate-cache-key: 13bb6c04b5158b78f815c8d5f3df584129538a9bb8118962a2a2c2bcfe8d75c2
"use strict";
exports.id = 581;
exports.ids = [581];
exports.modules = {

/***/ 8702:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.claudeChecks = void 0;
/**
 * The Claude Code hook's checks: which settings file runs `diffgate hook claude` (PreToolUse for
 * the file and shell tools, UserPromptSubmit for the person's prompts), and proof that the
 * installed command really denies: it is run the way Claude Code runs it (a shell, the project
 * in CLAUDE_PROJECT_DIR, the hook JSON on stdin) for a synthetic Write to a protected path.
 * Nothing is written: the hook only decides.
 */
const promises_1 = __webpack_require__(1455);
const node_os_1 = __webpack_require__(8161);
const node_path_1 = __webpack_require__(6760);
const check_js_1 = __webpack_require__(9350);
const doctor_js_1 = __webpack_require__(1340);
const parseManifest_js_1 = __webpack_require__(5684);
const exec_js_1 = __webpack_require__(7584);
const finding_js_1 = __webpack_require__(5508);
const t = doctor_js_1.doctorText.claude;
const isDiffgate = (command) => typeof command === 'string' && /\bhook claude\b/.test(command);
function find(entries, withMatcher) {
    if (!Array.isArray(entries))
        return undefined;
    for (const e of entries) {
        const h = Array.isArray(e?.hooks) ? e.hooks.find((x) => isDiffgate(x?.command)) : undefined;
        if (h)
            return { matcher: withMatcher && typeof e.matcher === 'string' ? e.matcher : '', command: h.command };
    }
    return undefined;
}
async function settingsFiles(ctx) {
    const home = ctx.env.HOME ?? (0, node_os_1.homedir)();
    const files = [(0, node_path_1.join)(ctx.top, '.claude/settings.json'), (0, node_path_1.join)(ctx.top, '.claude/settings.local.json'), (0, node_path_1.join)(home, '.claude/settings.json')];
    const found = [];
    for (const file of files) {
        let data;
        try {
            data = JSON.parse(await (0, promises_1.readFile)(file, 'utf8'));
        }
        catch {
            continue; // absent or not JSON: Claude Code reports unreadable settings itself
        }
        const pre = find(data?.hooks?.PreToolUse, true);
        const prompt = find(data?.hooks?.UserPromptSubmit, false);
        if (pre || prompt)
            found.push({ file, ...(pre ? { preToolUse: pre } : {}), ...(prompt ? { userPromptSubmit: prompt.command } : {}) });
    }
    return found;
}
/** A tracked file a freeze rule covers, else a secret path: a Write there must be denied. */
async function probePath(ctx) {
    let text = '';
    try {
        text = await (0, promises_1.readFile)((0, node_path_1.join)(ctx.top, '.diffgate.tsv'), 'utf8');
    }
    catch {
        /* no manifest: the secret list still applies */
    }
    const manifest = (0, parseManifest_js_1.parseManifest)(text, '.diffgate.tsv');
    if (manifest.errors.length === 0) {
        const checker = new check_js_1.Checker(manifest, null);
        const tracked = (await (0, exec_js_1.gitText)(['ls-files', '-z'], { cwd: ctx.top, env: ctx.env })).split('\0');
        const frozen = tracked.find((p) => p !== '' && checker.rulesFor(p).rules.some((r) => r.kind === 'freeze'));
        if (frozen)
            return frozen;
    }
    return 'diffgate-doctor-probe/.env';
}
async function probe(ctx, command) {
    const path = await probePath(ctx);
    const input = JSON.stringify({
        session_id: 'diffgate-doctor', transcript_path: (0, node_path_1.join)(ctx.top, '.diffgate-doctor-transcript.jsonl'), cwd: ctx.top,
        permission_mode: 'default', hook_event_name: 'PreToolUse', tool_name: 'Write',
        tool_input: { file_path: (0, node_path_1.join)(ctx.top, path), content: 'diffgate doctor probe\n' }, tool_use_id: 'toolu_diffgate_doctor',
    });
    const ran = await (0, exec_js_1.run)('sh', ['-c', command], { cwd: ctx.top, env: { ...ctx.env, CLAUDE_PROJECT_DIR: ctx.top }, input, timeout: 30_000 });
    if (ran.status === 2 && ran.stderr.toString('utf8').includes(path))
        return (0, finding_js_1.ok)(t.probeCheck, t.probeDenied(path));
    return (0, finding_js_1.problem)(t.probeCheck, t.probeNotDenied(path, ran.status, ran.output), t.reinstall());
}
exports.claudeChecks = {
    title: t.group(),
    async run(ctx) {
        const installed = await settingsFiles(ctx);
        if (installed.length === 0)
            return [(0, finding_js_1.ok)(t.settingsCheck, t.notInstalled())];
        const findings = [];
        for (const i of installed) {
            if (!i.preToolUse) {
                findings.push((0, finding_js_1.problem)(t.settingsCheck, t.noPreToolUse(i.file), t.reinstall()));
                continue;
            }
            const missing = ['Write', 'Edit', 'MultiEdit', 'NotebookEdit', 'Bash', 'Read'].filter((tool) => !new RegExp(`(^|\\|)${tool}(\\||$)`).test(i.preToolUse.matcher));
            if (missing.length > 0)
                findings.push((0, finding_js_1.problem)(t.settingsCheck, t.matcherMissing(i.file, missing), t.reinstall()));
            else if (!i.userPromptSubmit)
                findings.push((0, finding_js_1.problem)(t.settingsCheck, t.noPrompt(i.file), t.reinstall()));
            else
                findings.push((0, finding_js_1.ok)(t.settingsCheck, t.installed(i.file)));
            findings.push(await probe(ctx, i.preToolUse.command));
        }
        return findings;
    },
};


/***/ }),

/***/ 7584:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GitFailed = void 0;
exports.run = run;
exports.gitBytes = gitBytes;
exports.gitText = gitText;
/**
 * Child processes for the doctor: git plumbing (with standard input, an index of its own, or
 * bytes out) and the installed hooks themselves. Output is collected whole; nothing throws on a
 * non-zero exit except `git`, whose failures are the doctor's own.
 */
const node_child_process_1 = __webpack_require__(1421);
function run(command, args, opts) {
    return new Promise((resolve, reject) => {
        const child = (0, node_child_process_1.spawn)(command, args, { cwd: opts.cwd, env: opts.env, stdio: ['pipe', 'pipe', 'pipe'], timeout: opts.timeout });
        const out = [];
        const err = [];
        child.stdout.on('data', (b) => out.push(b));
        child.stderr.on('data', (b) => err.push(b));
        child.on('error', reject);
        child.stdin.on('error', () => undefined); // a child that exits without reading its input
        child.on('close', (status, signal) => {
            const stdout = Buffer.concat(out);
            const stderr = Buffer.concat(err);
            resolve({ status, signal, stdout, stderr, output: `${stdout.toString('utf8')}${stderr.toString('utf8')}` });
        });
        child.stdin.end(opts.input ?? '');
    });
}
class GitFailed extends Error {
    args;
    ran;
    constructor(args, ran) {
        super(`git ${args.join(' ')}: ${ran.stderr.toString('utf8').trim() || `exit ${ran.status ?? ran.signal}`}`);
        this.args = args;
        this.ran = ran;
    }
}
exports.GitFailed = GitFailed;
/** git's standard output as bytes; rejects with git's message when it fails. */
async function gitBytes(args, opts) {
    const ran = await run('git', args, opts);
    if (ran.status !== 0)
        throw new GitFailed(args, ran);
    return ran.stdout;
}
async function gitText(args, opts) {
    return (await gitBytes(args, opts)).toString('utf8');
}


/***/ }),

/***/ 5508:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.problem = exports.ok = void 0;
const ok = (check, detail) => ({ check, status: 'ok', detail });
exports.ok = ok;
const problem = (check, detail, fix) => ({ check, status: 'problem', detail, fix });
exports.problem = problem;


/***/ }),

/***/ 5519:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.gitHookChecks = void 0;
/** The git hooks' checks, in the order a person would fix them: where, what, with what, and the proof. */
const doctor_js_1 = __webpack_require__(1340);
const finding_js_1 = __webpack_require__(5508);
const hookChecks_js_1 = __webpack_require__(9791);
const hookSetup_js_1 = __webpack_require__(1485);
const manifestCheck_js_1 = __webpack_require__(6986);
const probe_js_1 = __webpack_require__(9447);
const probeTarget_js_1 = __webpack_require__(3514);
const runtimeChecks_js_1 = __webpack_require__(1380);
exports.gitHookChecks = {
    title: doctor_js_1.doctorText.groupGitHooks(),
    async run(ctx) {
        const setup = await (0, hookSetup_js_1.hookSetup)(ctx);
        const findings = [(0, hookChecks_js_1.checkHooksDir)(setup)];
        if (setup.hooksDirExists)
            findings.push(...(await (0, hookChecks_js_1.checkHookFiles)(setup)));
        findings.push(...(0, hookChecks_js_1.checkSwitches)(setup));
        const node = await (0, runtimeChecks_js_1.findNode)(setup);
        findings.push((0, runtimeChecks_js_1.checkNode)(node));
        const cli = await (0, runtimeChecks_js_1.checkCli)(setup, node);
        if (cli)
            findings.push(cli);
        const manifest = await (0, manifestCheck_js_1.checkManifest)(setup);
        findings.push(...manifest.findings);
        if (!manifest.manifest) {
            findings.push((0, finding_js_1.problem)(doctor_js_1.doctorText.check.probe('pre-commit'), doctor_js_1.doctorText.probeNoManifest(), doctor_js_1.doctorText.fix.manifestFirst()));
            return findings;
        }
        const target = await (0, probeTarget_js_1.chooseProbe)(setup, manifest.manifest, manifest.path);
        if (!target) {
            findings.push((0, finding_js_1.problem)(doctor_js_1.doctorText.check.probe('pre-commit'), doctor_js_1.doctorText.probeNoTarget(), doctor_js_1.doctorText.fix.probeTarget()));
            return findings;
        }
        findings.push(await (0, probe_js_1.probePreCommit)(setup, target));
        findings.push(await (0, probe_js_1.probePrePush)(setup, target));
        return findings;
    },
};


/***/ }),

/***/ 9791:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PRE_COMMIT_IDS = void 0;
exports.checkHooksDir = checkHooksDir;
exports.checkHookFiles = checkHookFiles;
exports.checkSwitches = checkSwitches;
/**
 * The hooks git will run: the folder, each hook file (there and executable), that the hook
 * manager's configuration really calls diffgate for it, and the environment switches that turn
 * a manager (or every block) off.
 */
const node_path_1 = __webpack_require__(6760);
const yaml_1 = __webpack_require__(8815);
const doctor_js_1 = __webpack_require__(1340);
const installTarget_js_1 = __webpack_require__(6003);
const finding_js_1 = __webpack_require__(5508);
const hookSetup_js_1 = __webpack_require__(1485);
/** The hook ids of .pre-commit-hooks.yaml that run each git hook. */
exports.PRE_COMMIT_IDS = {
    'pre-commit': 'diffgate',
    'pre-merge-commit': 'diffgate',
    'prepare-commit-msg': 'diffgate-release-trailer',
    'pre-push': 'diffgate-pre-push',
};
function checkHooksDir(setup) {
    if (setup.hooksDirExists)
        return (0, finding_js_1.ok)(doctor_js_1.doctorText.check.hooksPath, doctor_js_1.doctorText.hooksDir(setup.hooksDir, setup.hooksPath));
    return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.hooksPath, doctor_js_1.doctorText.hooksDirMissing(setup.hooksDir, setup.hooksPath), setup.hooksPath !== undefined ? doctor_js_1.doctorText.fix.hooksPathNowhere() : doctor_js_1.doctorText.fix.install());
}
async function checkHookFiles(setup) {
    const config = await managerConfig(setup);
    return Promise.all(installTarget_js_1.GIT_HOOKS.map((hook) => checkHook(setup, hook, config)));
}
async function checkHook(setup, hook, config) {
    const name = doctor_js_1.doctorText.check.hook(hook);
    const file = (0, node_path_1.join)(setup.hooksDir, hook);
    const st = await (0, hookSetup_js_1.statIfPresent)(file);
    if (!st)
        return (0, finding_js_1.problem)(name, doctor_js_1.doctorText.hookMissing(file, why(hook)), fixFor(setup.manager, hook));
    if (!st.isFile())
        return (0, finding_js_1.problem)(name, doctor_js_1.doctorText.hookNotFile(file), fixFor(setup.manager, hook));
    if (!(await (0, hookSetup_js_1.isExecutable)(file)))
        return (0, finding_js_1.problem)(name, doctor_js_1.doctorText.hookNotExecutable(file), doctor_js_1.doctorText.fix.chmod(file));
    const missing = await config.missing(hook, file);
    if (missing)
        return (0, finding_js_1.problem)(name, missing, fixFor(setup.manager, hook));
    return (0, finding_js_1.ok)(name, doctor_js_1.doctorText.hookFound(file, doctor_js_1.doctorText.manager[setup.manager]));
}
const why = (hook) => doctor_js_1.doctorText.hookPurpose[hook];
/** What to run so that `hook` calls diffgate, for the tool that manages the hooks. */
function fixFor(manager, hook) {
    if (manager === 'husky')
        return doctor_js_1.doctorText.fix.husky();
    if (manager === 'lefthook')
        return doctor_js_1.doctorText.fix.lefthook();
    if (manager === 'pre-commit')
        return doctor_js_1.doctorText.fix.preCommit(exports.PRE_COMMIT_IDS[hook], hook);
    if (manager === 'other')
        return doctor_js_1.doctorText.fix.other(hook);
    return doctor_js_1.doctorText.fix.install();
}
const calls = (hook) => new RegExp(`diffgate(?:\\S*)?\\s+githook\\s+${hook}(?![\\w-])`);
async function managerConfig(setup) {
    switch (setup.manager) {
        case 'husky': {
            // husky's .husky/_/<hook> runs .husky/<hook>, and exits 0 when that file does not exist.
            const dir = (0, node_path_1.join)(setup.hooksDir, '..');
            return {
                missing: async (hook) => {
                    const text = await (0, hookSetup_js_1.readIfPresent)((0, node_path_1.join)(dir, hook));
                    return text !== undefined && calls(hook).test(text) ? undefined : doctor_js_1.doctorText.huskyLineMissing((0, node_path_1.join)(dir, hook), hook);
                },
            };
        }
        case 'lefthook': {
            const found = await lefthookConfig(setup.top);
            return {
                missing: async (hook) => {
                    if ('error' in found)
                        return found.error;
                    const section = found.config?.[hook];
                    return section !== undefined && calls(hook).test(JSON.stringify(section)) ? undefined : doctor_js_1.doctorText.lefthookMissing(found.file, hook);
                },
            };
        }
        case 'pre-commit': {
            const file = (0, node_path_1.join)(setup.top, '.pre-commit-config.yaml');
            const ids = await preCommitIds(file);
            return {
                missing: async (hook) => {
                    if ('error' in ids)
                        return ids.error;
                    return ids.ids.has(exports.PRE_COMMIT_IDS[hook]) ? undefined : doctor_js_1.doctorText.preCommitIdMissing(file, exports.PRE_COMMIT_IDS[hook]);
                },
            };
        }
        case 'diffgate':
            return { missing: async () => undefined };
        default:
            return {
                missing: async (hook, file) => (calls(hook).test((await (0, hookSetup_js_1.readIfPresent)(file)) ?? '') ? undefined : doctor_js_1.doctorText.hookWithoutDiffgate(file)),
            };
    }
}
const LEFTHOOK_FILES = ['lefthook.yml', 'lefthook.yaml', '.lefthook.yml', '.lefthook.yaml'];
async function lefthookConfig(top) {
    for (const name of LEFTHOOK_FILES) {
        const file = (0, node_path_1.join)(top, name);
        const text = await (0, hookSetup_js_1.readIfPresent)(file);
        if (text === undefined)
            continue;
        try {
            return { file, config: ((0, yaml_1.parse)(text) ?? {}) };
        }
        catch (e) {
            return { error: doctor_js_1.doctorText.yamlInvalid(file, e.message) };
        }
    }
    return { error: doctor_js_1.doctorText.lefthookNoConfig((0, node_path_1.join)(top, LEFTHOOK_FILES[0])) };
}
async function preCommitIds(file) {
    const text = await (0, hookSetup_js_1.readIfPresent)(file);
    if (text === undefined)
        return { error: doctor_js_1.doctorText.preCommitNoConfig(file) };
    let config;
    try {
        config = (0, yaml_1.parse)(text);
    }
    catch (e) {
        return { error: doctor_js_1.doctorText.yamlInvalid(file, e.message) };
    }
    const ids = new Set();
    const repos = config?.repos;
    for (const repo of Array.isArray(repos) ? repos : []) {
        const hooks = repo?.hooks;
        for (const hook of Array.isArray(hooks) ? hooks : []) {
            const id = hook?.id;
            if (typeof id === 'string')
                ids.add(id);
        }
    }
    return { ids };
}
/** Variables that switch the gate off for every commit made from this environment. */
function checkSwitches(setup) {
    const env = setup.env;
    const found = [];
    if (env.DIFFGATE_RELEASE?.trim())
        found.push((0, finding_js_1.problem)(doctor_js_1.doctorText.check.switches, doctor_js_1.doctorText.releaseSet(env.DIFFGATE_RELEASE.trim()), doctor_js_1.doctorText.fix.unset('DIFFGATE_RELEASE')));
    if (setup.manager === 'husky' && env.HUSKY === '0')
        found.push((0, finding_js_1.problem)(doctor_js_1.doctorText.check.switches, doctor_js_1.doctorText.managerOff('HUSKY=0', 'husky'), doctor_js_1.doctorText.fix.unset('HUSKY')));
    if (setup.manager === 'lefthook' && (env.LEFTHOOK === '0' || env.LEFTHOOK === 'false')) {
        found.push((0, finding_js_1.problem)(doctor_js_1.doctorText.check.switches, doctor_js_1.doctorText.managerOff(`LEFTHOOK=${env.LEFTHOOK}`, 'lefthook'), doctor_js_1.doctorText.fix.unset('LEFTHOOK')));
    }
    if (setup.manager === 'pre-commit') {
        const skipped = (env.SKIP ?? '').split(',').map((s) => s.trim()).filter((s) => Object.values(exports.PRE_COMMIT_IDS).includes(s));
        if (skipped.length > 0)
            found.push((0, finding_js_1.problem)(doctor_js_1.doctorText.check.switches, doctor_js_1.doctorText.preCommitSkip(skipped), doctor_js_1.doctorText.fix.unset('SKIP')));
    }
    return found.length > 0 ? found : [(0, finding_js_1.ok)(doctor_js_1.doctorText.check.switches, doctor_js_1.doctorText.noSwitches())];
}


/***/ }),

/***/ 1485:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.hookSetup = hookSetup;
exports.readIfPresent = readIfPresent;
exports.statIfPresent = statIfPresent;
exports.isExecutable = isExecutable;
/**
 * Where git looks for hooks in this repository, which tool put them there, and the environment
 * git gives them. Everything is asked of git itself (`rev-parse --git-path hooks`, so
 * core.hooksPath, linked worktrees and GIT_DIR are git's business), from the top-level
 * directory, which is where git runs hooks and what a relative core.hooksPath is relative to.
 */
const promises_1 = __webpack_require__(1455);
const node_path_1 = __webpack_require__(6760);
const exec_js_1 = __webpack_require__(7584);
async function hookSetup(ctx) {
    const opts = { cwd: ctx.top, env: ctx.env };
    const [gitDir, hooksDirRaw, execPath, configured, head] = await Promise.all([
        (0, exec_js_1.gitText)(['rev-parse', '--absolute-git-dir'], opts),
        (0, exec_js_1.gitText)(['rev-parse', '--git-path', 'hooks'], opts),
        (0, exec_js_1.gitText)(['--exec-path'], opts),
        (0, exec_js_1.run)('git', ['config', '--get', 'core.hooksPath'], opts),
        (0, exec_js_1.run)('git', ['rev-parse', '--verify', '-q', 'HEAD^{commit}'], opts),
    ]);
    const hooksDir = (0, node_path_1.resolve)(ctx.top, hooksDirRaw.trim());
    const hooksDirExists = (await statIfPresent(hooksDir))?.isDirectory() === true;
    const env = { ...ctx.env, PATH: [execPath.trim(), ctx.env.PATH].filter((p) => p).join(node_path_1.delimiter) };
    return {
        top: ctx.top,
        gitDir: gitDir.trim(),
        hooksDir,
        hooksDirExists,
        hooksPath: configured.status === 0 ? configured.stdout.toString('utf8').trim() : undefined,
        manager: await managerOf(hooksDir),
        env,
        unborn: head.status !== 0,
    };
}
/** The text of a file, or undefined when there is none. */
async function readIfPresent(file) {
    try {
        return await (0, promises_1.readFile)(file, 'utf8');
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR')
            return undefined;
        throw e;
    }
}
/** A path's stat, or undefined when nothing is there (other errors are thrown). */
async function statIfPresent(path) {
    try {
        return await (0, promises_1.stat)(path);
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw e;
    }
}
async function isExecutable(file) {
    return (0, promises_1.access)(file, promises_1.constants.X_OK).then(() => true, () => false);
}
async function managerOf(hooksDir) {
    if ((await readIfPresent((0, node_path_1.join)(hooksDir, '_diffgate'))) !== undefined)
        return 'diffgate';
    if ((0, node_path_1.basename)(hooksDir) === '_' && (0, node_path_1.basename)((0, node_path_1.dirname)(hooksDir)) === '.husky')
        return 'husky';
    const text = await readIfPresent((0, node_path_1.join)(hooksDir, 'pre-commit'));
    if (text === undefined)
        return 'none';
    if (/\blefthook\b/.test(text))
        return 'lefthook';
    if (/File generated by pre-commit|pre_commit/.test(text))
        return 'pre-commit';
    return 'other';
}


/***/ }),

/***/ 6986:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.checkManifest = checkManifest;
/**
 * The manifest the hooks enforce: the one in force for the next commit (HEAD's, or the index's
 * before the first commit) must parse, and so must an edited copy in the work tree, which will be
 * in force once it is committed.
 */
const node_path_1 = __webpack_require__(6760);
const doctor_js_1 = __webpack_require__(1340);
const parseManifest_js_1 = __webpack_require__(5684);
const readChanges_js_1 = __webpack_require__(402);
const exec_js_1 = __webpack_require__(7584);
const finding_js_1 = __webpack_require__(5508);
const hookSetup_js_1 = __webpack_require__(1485);
async function checkManifest(setup) {
    const rev = setup.unborn ? '' : 'HEAD';
    const label = `${rev}:${readChanges_js_1.DEFAULT_MANIFEST}`;
    const blob = await (0, exec_js_1.run)('git', ['cat-file', 'blob', label], { cwd: setup.top, env: setup.env });
    const inForce = blob.status === 0 ? blob.stdout.toString('utf8') : undefined;
    const onDisk = await (0, hookSetup_js_1.readIfPresent)((0, node_path_1.join)(setup.top, readChanges_js_1.DEFAULT_MANIFEST));
    const findings = [];
    let manifest;
    if (inForce === undefined) {
        findings.push((0, finding_js_1.ok)(doctor_js_1.doctorText.check.manifest, doctor_js_1.doctorText.manifestNone(label)));
        manifest = (0, parseManifest_js_1.parseManifest)('', label);
    }
    else {
        const parsed = (0, parseManifest_js_1.parseManifest)(inForce, label);
        if (parsed.errors.length > 0) {
            findings.push((0, finding_js_1.problem)(doctor_js_1.doctorText.check.manifest, doctor_js_1.doctorText.manifestErrors(label, parsed.errors.map(parseManifest_js_1.formatManifestError)), doctor_js_1.doctorText.fix.manifestInForce(readChanges_js_1.DEFAULT_MANIFEST)));
        }
        else {
            manifest = parsed;
            findings.push((0, finding_js_1.ok)(doctor_js_1.doctorText.check.manifest, doctor_js_1.doctorText.manifestOk(label, parsed.rules.length)));
        }
    }
    if (onDisk !== undefined && onDisk !== inForce) {
        const parsed = (0, parseManifest_js_1.parseManifest)(onDisk, readChanges_js_1.DEFAULT_MANIFEST);
        if (parsed.errors.length > 0) {
            findings.push((0, finding_js_1.problem)(doctor_js_1.doctorText.check.manifest, doctor_js_1.doctorText.manifestEditedErrors(readChanges_js_1.DEFAULT_MANIFEST, parsed.errors.map(parseManifest_js_1.formatManifestError)), doctor_js_1.doctorText.fix.manifestEdited(readChanges_js_1.DEFAULT_MANIFEST)));
        }
        else {
            findings.push((0, finding_js_1.ok)(doctor_js_1.doctorText.check.manifest, doctor_js_1.doctorText.manifestEditedOk(readChanges_js_1.DEFAULT_MANIFEST, parsed.rules.length)));
        }
    }
    return { manifest, path: inForce === undefined ? null : readChanges_js_1.DEFAULT_MANIFEST, findings };
}


/***/ }),

/***/ 9447:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.probePreCommit = probePreCommit;
exports.probePrePush = probePrePush;
/**
 * The end-to-end proof: a synthetic change to a protected path, in a temporary index only, given
 * to the hooks git would run, which must block it with diffgate's message.
 *
 * The change comes from probeTarget.ts, so the doctor knows what diffgate must say about it.
 * The real index, the work tree and the refs are never written. Each probe gives the hook its own
 * index (GIT_INDEX_FILE): for pre-commit a copy of the real one plus the probe, for pre-push
 * HEAD's tree plus the probe, committed to an object no ref points to. Every entry of that index is
 * marked skip-worktree, so hook managers that set unstaged changes aside while hooks run (the
 * pre-commit framework, lefthook) find none, and never check files out or apply patches to the
 * work tree. Only unreachable objects are left behind, which git gc removes.
 */
const promises_1 = __webpack_require__(1455);
const node_os_1 = __webpack_require__(8161);
const node_path_1 = __webpack_require__(6760);
const doctor_js_1 = __webpack_require__(1340);
const exec_js_1 = __webpack_require__(7584);
const finding_js_1 = __webpack_require__(5508);
const hookChecks_js_1 = __webpack_require__(9791);
const hookSetup_js_1 = __webpack_require__(1485);
const probeTarget_js_1 = __webpack_require__(3514);
const HOOK_TIMEOUT = 120_000;
const PROBE_REF = `refs/heads/${probeTarget_js_1.PROBE_DIR}`;
/** The hooks' environment for a probe: no release may lift the block being proved. */
function probeEnv(setup, index) {
    const env = { ...setup.env, GIT_INDEX_FILE: index };
    delete env.DIFFGATE_RELEASE;
    return env;
}
/**
 * Adds the probe to the index GIT_INDEX_FILE names, and marks every entry skip-worktree so that
 * nothing in it differs from the work tree as far as the hooks can tell.
 */
async function stageProbe(setup, env, target) {
    const opts = { cwd: setup.top, env };
    const sha = (await (0, exec_js_1.gitText)(['hash-object', '-w', '--stdin'], { ...opts, input: target.content })).trim();
    await (0, exec_js_1.gitText)(['update-index', '--add', '--cacheinfo', `${target.mode},${sha},${target.path}`], opts);
    const paths = await (0, exec_js_1.gitBytes)(['ls-files', '-z'], opts);
    await (0, exec_js_1.gitText)(['update-index', '--skip-worktree', '-z', '--stdin'], { ...opts, input: paths });
}
/** Runs the installed pre-commit hook on the real index plus the probe, in a copy of the index. */
async function probePreCommit(setup, target) {
    return setupFailure('pre-commit', () => preCommitProbe(setup, target));
}
/** Gives the installed pre-push hook a probe commit on top of HEAD, as a push of a new branch would. */
async function probePrePush(setup, target) {
    return setupFailure('pre-push', () => prePushProbe(setup, target));
}
/** A probe git could not set up is a problem to report, not a crash. */
async function setupFailure(hook, probe) {
    try {
        return await probe();
    }
    catch (e) {
        if (e instanceof exec_js_1.GitFailed)
            return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.probe(hook), doctor_js_1.doctorText.probeSetupFailed(hook, e.message), doctor_js_1.doctorText.fix.probeSetup());
        throw e;
    }
}
async function preCommitProbe(setup, target) {
    const hook = (0, node_path_1.join)(setup.hooksDir, 'pre-commit');
    if (!(await (0, hookSetup_js_1.isExecutable)(hook)))
        return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.probe('pre-commit'), doctor_js_1.doctorText.probeNoHook('pre-commit'), doctor_js_1.doctorText.fix.seeAbove());
    const tmp = await (0, promises_1.mkdtemp)((0, node_path_1.join)((0, node_os_1.tmpdir)(), 'diffgate-doctor-'));
    try {
        const index = (0, node_path_1.join)(tmp, 'index');
        const env = probeEnv(setup, index);
        const opts = { cwd: setup.top, env: setup.env };
        if ((await (0, exec_js_1.gitText)(['ls-files', '--unmerged'], opts)) !== '') {
            // In the middle of a conflicted merge: the probe starts from HEAD instead.
            await (0, exec_js_1.gitText)(['read-tree', 'HEAD'], { cwd: setup.top, env });
        }
        else {
            const real = (0, node_path_1.resolve)(setup.top, (await (0, exec_js_1.gitText)(['rev-parse', '--git-path', 'index'], opts)).trim());
            await (0, promises_1.copyFile)(real, index).catch((e) => {
                if (e.code !== 'ENOENT')
                    throw e; // no index yet: the probe starts from an empty one
            });
        }
        await stageProbe(setup, env, target);
        const ran = await runHook(hook, [], { cwd: setup.top, env, timeout: HOOK_TIMEOUT });
        return judge(setup, 'pre-commit', ran, target);
    }
    finally {
        await (0, promises_1.rm)(tmp, { recursive: true, force: true });
    }
}
async function prePushProbe(setup, target) {
    if (setup.unborn)
        return (0, finding_js_1.ok)(doctor_js_1.doctorText.check.probe('pre-push'), doctor_js_1.doctorText.probeNoCommit());
    const hook = (0, node_path_1.join)(setup.hooksDir, 'pre-push');
    if (!(await (0, hookSetup_js_1.isExecutable)(hook)))
        return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.probe('pre-push'), doctor_js_1.doctorText.probeNoHook('pre-push'), doctor_js_1.doctorText.fix.seeAbove());
    const tmp = await (0, promises_1.mkdtemp)((0, node_path_1.join)((0, node_os_1.tmpdir)(), 'diffgate-doctor-'));
    try {
        const env = probeEnv(setup, (0, node_path_1.join)(tmp, 'index'));
        const opts = { cwd: setup.top, env };
        const head = (await (0, exec_js_1.gitText)(['rev-parse', '--verify', 'HEAD^{commit}'], opts)).trim();
        await (0, exec_js_1.gitText)(['read-tree', head], opts);
        await stageProbe(setup, env, target);
        const tree = (await (0, exec_js_1.gitText)(['write-tree'], opts)).trim();
        const who = { GIT_AUTHOR_NAME: 'diffgate doctor', GIT_AUTHOR_EMAIL: 'doctor@diffgate.invalid', GIT_COMMITTER_NAME: 'diffgate doctor', GIT_COMMITTER_EMAIL: 'doctor@diffgate.invalid' };
        const commit = (await (0, exec_js_1.gitText)(['commit-tree', tree, '-p', head, '-m', doctor_js_1.doctorText.probeCommitMessage()], { ...opts, env: { ...env, ...who } })).trim();
        const input = `${PROBE_REF} ${commit} ${PROBE_REF} ${head}\n`;
        const ran = await runHook(hook, [probeTarget_js_1.PROBE_DIR, probeTarget_js_1.PROBE_DIR], { cwd: setup.top, env, input, timeout: HOOK_TIMEOUT });
        return judge(setup, 'pre-push', ran, target);
    }
    finally {
        await (0, promises_1.rm)(tmp, { recursive: true, force: true });
    }
}
/** Runs a hook as git does, which hands a file without a #! line to /bin/sh; an error if it cannot start at all. */
async function runHook(hook, args, opts) {
    try {
        return await (0, exec_js_1.run)(hook, args, opts);
    }
    catch (e) {
        if (e.code === 'ENOEXEC')
            return (0, exec_js_1.run)('/bin/sh', [hook, ...args], opts).catch((e2) => e2);
        return e;
    }
}
function judge(setup, hook, ran, target) {
    const name = doctor_js_1.doctorText.check.probe(hook);
    if (ran instanceof Error)
        return (0, finding_js_1.problem)(name, doctor_js_1.doctorText.probeNotStarted(hook, ran.message), doctor_js_1.doctorText.fix.seeAbove());
    const output = ran.output.trim();
    if (ran.status === null)
        return (0, finding_js_1.problem)(name, doctor_js_1.doctorText.probeKilled(hook, ran.signal ?? 'a signal', HOOK_TIMEOUT / 1000, output), doctor_js_1.doctorText.fix.readOutput());
    if (ran.status === 1 && output.includes(target.path))
        return (0, finding_js_1.ok)(name, doctor_js_1.doctorText.probeBlocked(hook, target.path, target.rules));
    if (ran.status === 0)
        return (0, finding_js_1.problem)(name, doctor_js_1.doctorText.probePassed(hook, target.path, output), fixPassed(setup, hook));
    if (ran.status === 1)
        return (0, finding_js_1.problem)(name, doctor_js_1.doctorText.probeBlockedOther(hook, target.path, output), doctor_js_1.doctorText.fix.readOutput());
    return (0, finding_js_1.problem)(name, doctor_js_1.doctorText.probeFailed(hook, ran.status, output), doctor_js_1.doctorText.fix.readOutput());
}
function fixPassed(setup, hook) {
    if (setup.manager === 'husky')
        return doctor_js_1.doctorText.fix.husky();
    if (setup.manager === 'lefthook')
        return doctor_js_1.doctorText.fix.lefthook();
    if (setup.manager === 'pre-commit')
        return doctor_js_1.doctorText.fix.preCommit(hookChecks_js_1.PRE_COMMIT_IDS[hook], hook);
    if (setup.manager === 'other')
        return doctor_js_1.doctorText.fix.other(hook);
    return doctor_js_1.doctorText.fix.install();
}


/***/ }),

/***/ 3514:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PROBE_DIR = void 0;
exports.chooseProbe = chooseProbe;
/**
 * What the doctor's probes change: chosen with the checker itself, so the doctor knows which rule
 * diffgate must name. A committed file a freeze rule covers (changed), else a new file on the
 * built-in secret list that no allow line exempts.
 */
const check_js_1 = __webpack_require__(9350);
const exec_js_1 = __webpack_require__(7584);
exports.PROBE_DIR = 'diffgate-doctor-probe';
const PROBE_TEXT = 'diffgate doctor probe: a synthetic change in a temporary index, never committed\n';
const SECRET_NAMES = ['.env', 'id_rsa', 'doctor.pem', 'doctor.key', 'secrets.txt'];
/** A file a freeze rule covers (changed), else a new secret file no allow line exempts. */
async function chooseProbe(setup, manifest, manifestPath) {
    const opts = { cwd: setup.top, env: setup.env };
    const checker = new check_js_1.Checker(manifest, manifestPath);
    const content = new TextEncoder().encode(PROBE_TEXT);
    const tree = setup.unborn ? [] : parseLsTree(await (0, exec_js_1.gitBytes)(['ls-tree', '-r', '-z', '--full-tree', 'HEAD'], opts));
    for (const entry of tree) {
        if (entry.mode !== '100644' && entry.mode !== '100755')
            continue;
        if (!checker.rulesFor(entry.path).rules.some((r) => r.kind === 'freeze'))
            continue;
        const change = {
            status: 'modified',
            old: { path: entry.path, mode: entry.mode, read: async () => (0, exec_js_1.gitBytes)(['cat-file', 'blob', entry.sha], opts) },
            new: { path: entry.path, mode: entry.mode, read: async () => content },
        };
        const rules = await blockedBy(checker, change);
        if (rules.length > 0)
            return { path: entry.path, mode: entry.mode, content, rules, kind: 'freeze' };
    }
    const taken = new Set([...tree.map((e) => e.path), ...(await (0, exec_js_1.gitText)(['ls-files', '-z', '--', exports.PROBE_DIR], opts)).split('\0')]);
    for (const name of SECRET_NAMES) {
        const path = `${exports.PROBE_DIR}/${name}`;
        if (taken.has(path))
            continue;
        const change = { status: 'added', old: null, new: { path, mode: '100644', read: async () => content } };
        const rules = await blockedBy(checker, change);
        if (rules.length > 0)
            return { path, mode: '100644', content, rules, kind: 'secret' };
    }
    return undefined;
}
async function blockedBy(checker, change) {
    const path = change.new.path;
    return [...new Set((await checker.check([change])).violations.filter((v) => v.path === path).map((v) => v.rule))];
}
function parseLsTree(out) {
    return out
        .toString('utf8')
        .split('\0')
        .filter((l) => l !== '')
        .map((l) => {
        const tab = l.indexOf('\t');
        const [mode = '', , sha = ''] = l.slice(0, tab).split(' ');
        return { mode, sha, path: l.slice(tab + 1) };
    });
}


/***/ }),

/***/ 4959:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.renderFindings = renderFindings;
/** The doctor's report: one line per check (ok / problem), its detail, and for a problem the fix. */
const doctor_js_1 = __webpack_require__(1340);
const indent = (text, pad) => text.split('\n').map((l, i) => (i === 0 ? l : `${pad}${l}`)).join('\n');
function renderFindings(title, findings) {
    const width = Math.max(0, ...findings.map((f) => f.check.length));
    const pad = ' '.repeat(2 + 8 + 1 + width + 2);
    const lines = [title];
    for (const f of findings) {
        lines.push(`  ${(f.status === 'ok' ? doctor_js_1.doctorText.ok : doctor_js_1.doctorText.problem).padEnd(8)} ${f.check.padEnd(width)}  ${indent(f.detail, pad)}`);
        if (f.fix)
            lines.push(`${pad}${doctor_js_1.doctorText.fixLabel} ${indent(f.fix, `${pad}${' '.repeat(doctor_js_1.doctorText.fixLabel.length + 1)}`)}`);
    }
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 1380:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.findNode = findNode;
exports.checkNode = checkNode;
exports.cliLocation = cliLocation;
exports.checkCli = checkCli;
/**
 * What the hooks need at run time, looked up the way the hooks look it up: node on the PATH git
 * gives them (`sh -c 'command -v node'`), and the diffgate CLI where that kind of install keeps
 * it (githooks/../dist/cli/index.js, or node_modules/.bin/diffgate for husky and lefthook).
 */
const node_path_1 = __webpack_require__(6760);
const doctor_js_1 = __webpack_require__(1340);
const exec_js_1 = __webpack_require__(7584);
const finding_js_1 = __webpack_require__(5508);
const hookSetup_js_1 = __webpack_require__(1485);
const MIN_NODE = 20;
const TIMEOUT = 30_000;
/** The node git hooks would run, if any: its path and version. */
async function findNode(setup) {
    const found = await (0, exec_js_1.run)('/bin/sh', ['-c', 'command -v node'], { cwd: setup.top, env: setup.env, timeout: TIMEOUT });
    const path = found.stdout.toString('utf8').trim();
    if (found.status !== 0 || path === '')
        return undefined;
    const version = await (0, exec_js_1.run)(path, ['--version'], { cwd: setup.top, env: setup.env, timeout: TIMEOUT }).catch(() => undefined);
    return { path, version: version?.status === 0 ? version.stdout.toString('utf8').trim() : '' };
}
function checkNode(node) {
    if (!node)
        return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.node, doctor_js_1.doctorText.nodeMissing(), doctor_js_1.doctorText.fix.node());
    const major = Number(/^v(\d+)\./.exec(node.version)?.[1] ?? NaN);
    if (!(major >= MIN_NODE))
        return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.node, doctor_js_1.doctorText.nodeOld(node.path, node.version || '?', MIN_NODE), doctor_js_1.doctorText.fix.node());
    return (0, finding_js_1.ok)(doctor_js_1.doctorText.check.node, doctor_js_1.doctorText.nodeFound(node.path, node.version));
}
/** Where the installed hooks look for the CLI, or undefined where the hook manager keeps it out of reach. */
function cliLocation(setup) {
    if (setup.manager === 'diffgate')
        return (0, node_path_1.resolve)(setup.hooksDir, '../dist/cli/index.js');
    if (setup.manager === 'husky' || setup.manager === 'lefthook')
        return (0, node_path_1.join)(setup.top, 'node_modules/.bin/diffgate');
    return undefined;
}
async function checkCli(setup, node) {
    if (setup.manager === 'pre-commit')
        return (0, finding_js_1.ok)(doctor_js_1.doctorText.check.cli, doctor_js_1.doctorText.cliPreCommit());
    const cli = cliLocation(setup);
    if (cli === undefined)
        return undefined; // no hooks, or hooks diffgate does not know: the hook checks say so
    const isFile = (await (0, hookSetup_js_1.statIfPresent)(cli))?.isFile() === true;
    const fix = setup.manager === 'diffgate' ? doctor_js_1.doctorText.fix.cliHooksPath(setup.hooksDir) : doctor_js_1.doctorText.fix.cliPackage();
    if (!isFile)
        return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.cli, doctor_js_1.doctorText.cliMissing(cli), fix);
    if (!node)
        return (0, finding_js_1.ok)(doctor_js_1.doctorText.check.cli, doctor_js_1.doctorText.cliFound(cli));
    const ran = await (0, exec_js_1.run)(node.path, [cli, '--help'], { cwd: setup.top, env: setup.env, timeout: TIMEOUT });
    if (ran.status !== 0)
        return (0, finding_js_1.problem)(doctor_js_1.doctorText.check.cli, doctor_js_1.doctorText.cliBroken(cli, ran.status, ran.output), fix);
    return (0, finding_js_1.ok)(doctor_js_1.doctorText.check.cli, doctor_js_1.doctorText.cliFound(cli));
}


/***/ }),

/***/ 6581:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.doctorCommand = doctorCommand;
/**
 * `diffgate doctor`: is the gate really live? Each group of checks reports ok or a problem with
 * its fix; the git hooks' group ends by running the installed hooks on a synthetic blocked
 * change. Exit 0 when every check is ok, 1 on any problem, 2 outside a repository.
 */
const node_util_1 = __webpack_require__(7975);
const doctor_js_1 = __webpack_require__(1340);
const claudeChecks_js_1 = __webpack_require__(8702);
const gitHookChecks_js_1 = __webpack_require__(5519);
const renderFindings_js_1 = __webpack_require__(4959);
const io_js_1 = __webpack_require__(9845);
const repoRoot_js_1 = __webpack_require__(7581);
const usageError_js_1 = __webpack_require__(3962);
/** The groups, in order: the git hooks, then the Claude Code hook (settings and a probe of its command). */
const GROUPS = [gitHookChecks_js_1.gitHookChecks, claudeChecks_js_1.claudeChecks];
async function doctorCommand(args, io) {
    (0, node_util_1.parseArgs)({ args, options: {}, strict: true, allowPositionals: false });
    const top = await (0, repoRoot_js_1.repoRoot)(io.cwd);
    if (top === undefined)
        throw new usageError_js_1.UsageError(doctor_js_1.doctorText.notARepo());
    const all = [];
    for (const group of GROUPS) {
        const findings = await group.run({ cwd: io.cwd, env: io.env, top });
        io.stdout((0, renderFindings_js_1.renderFindings)(group.title, findings));
        all.push(...findings);
    }
    const problems = all.filter((f) => f.status === 'problem').length;
    io.stdout(`\n${problems === 0 ? doctor_js_1.doctorText.allOk() : doctor_js_1.doctorText.problems(problems)}\n`);
    return problems === 0 ? io_js_1.EXIT.ok : io_js_1.EXIT.blocked;
}


/***/ }),

/***/ 6003:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GIT_HOOKS = exports.HOOK_BIN = void 0;
/** The command a hook manager runs for each git hook (the package's bin, as npm links it). */
exports.HOOK_BIN = 'node_modules/.bin/diffgate';
/** pre-merge-commit is pre-commit for `git merge`, which does not run pre-commit. */
exports.GIT_HOOKS = ['pre-commit', 'pre-merge-commit', 'prepare-commit-msg', 'pre-push'];


/***/ }),

/***/ 7581:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.repoRoot = repoRoot;
/** The repository's top-level directory, or the working directory outside a repository. */
const runGit_js_1 = __webpack_require__(3836);
async function repoRoot(cwd) {
    try {
        return (await (0, runGit_js_1.runGit)(cwd).raw(['rev-parse', '--show-toplevel'])).trim();
    }
    catch {
        return undefined; // not a repository: callers fall back to the working directory
    }
}


/***/ }),

/***/ 1340:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.doctorText = void 0;
/** `diffgate doctor`: each check's finding, the fix for each problem, and the end-to-end probe. */
const common_js_1 = __webpack_require__(6166);
const excerpt = (output) => {
    const lines = output.trimEnd().split('\n');
    const shown = lines.length > 20 ? ['...', ...lines.slice(-20)] : lines;
    return output.trim() === '' ? '| (no output)' : shown.map((l) => `| ${l}`).join('\n');
};
const errorList = (lines) => lines.map((l) => `  ${l}`).join('\n');
exports.doctorText = {
    notARepo: () => 'not inside a git repository: run diffgate doctor in your project',
    groupGitHooks: () => 'diffgate doctor: git hooks',
    ok: 'ok',
    problem: 'problem',
    fixLabel: 'fix:',
    allOk: () => 'diffgate doctor: every check passed; the gate is live.',
    problems: (n) => `diffgate doctor: ${(0, common_js_1.plural)(n, 'problem')}; the gate is not fully live until ${n === 1 ? 'it is' : 'they are'} fixed.`,
    claude: {
        group: () => 'diffgate doctor: Claude Code hook',
        settingsCheck: 'claude settings',
        probeCheck: 'claude probe',
        notInstalled: () => 'not installed (no settings file runs diffgate hook claude); diffgate install --claude adds it',
        installed: (file) => `${file}: PreToolUse and UserPromptSubmit run diffgate hook claude`,
        noPreToolUse: (file) => `${file} runs diffgate only on UserPromptSubmit, so no tool call is checked`,
        matcherMissing: (file, tools) => `${file}: the PreToolUse matcher leaves out ${tools.join(', ')}, so those tool calls are not checked`,
        noPrompt: (file) => `${file} has no UserPromptSubmit entry for diffgate, so save gates never open and the release phrase is never seen`,
        probeDenied: (path) => `the installed command denied a synthetic Write to ${path} (exit 2)`,
        probeNotDenied: (path, status, output) => `the installed command did not deny a synthetic Write to ${path} (exit ${status ?? 'killed'}; Claude Code lets a call through on anything but exit 2):\n${excerpt(output)}`,
        reinstall: () => 'diffgate install --claude (or --claude --user for the user settings), then run diffgate doctor again',
    },
    check: {
        hooksPath: 'hooks path',
        hook: (hook) => `${hook} hook`,
        switches: 'environment',
        node: 'node',
        cli: 'diffgate CLI',
        manifest: 'manifest',
        probe: (hook) => `${hook} probe`,
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
    hooksDir: (dir, hooksPath) => `git runs hooks from ${dir} (${hooksPath === undefined ? 'core.hooksPath is not set' : `core.hooksPath = ${hooksPath}`})`,
    hooksDirMissing: (dir, hooksPath) => `${hooksPath === undefined ? '' : `core.hooksPath = ${hooksPath}, but `}${dir} does not exist: git runs no hooks at all, so nothing is checked`,
    hookMissing: (file, purpose) => `${file} does not exist, so ${purpose}`,
    hookNotFile: (file) => `${file} is not a regular file, so git cannot run it`,
    hookNotExecutable: (file) => `${file} is not executable, so git skips it and lets everything through`,
    hookFound: (file, by) => `${file} (${by})`,
    huskyLineMissing: (file, hook) => `${file} does not run diffgate (expected a line: node_modules/.bin/diffgate githook ${hook} "$@"), so husky runs the hook without it`,
    lefthookMissing: (file, hook) => `${file} has no ${hook} command that runs diffgate githook ${hook}`,
    lefthookNoConfig: (file) => `lefthook is installed but there is no ${file}, so it runs nothing`,
    yamlInvalid: (file, why) => `${file} is not valid YAML: ${why}`,
    preCommitNoConfig: (file) => `${file} does not exist, so the pre-commit framework runs nothing`,
    preCommitIdMissing: (file, id) => `${file} does not list the hook id ${id}`,
    hookWithoutDiffgate: (file) => `${file} does not run diffgate githook`,
    releaseSet: (reason) => `DIFFGATE_RELEASE is set in this environment ("${reason}"), so every commit and push made from it lifts every block`,
    managerOff: (setting, manager) => `${setting} is set in this environment, which switches ${manager}'s hooks off: commits pass unchecked`,
    preCommitSkip: (ids) => `SKIP=${ids.join(',')} is set in this environment, so the pre-commit framework skips diffgate`,
    noSwitches: () => 'nothing here switches the hooks off (DIFFGATE_RELEASE, HUSKY=0, LEFTHOOK=0, SKIP are unset)',
    nodeMissing: () => 'node is not on the PATH git gives hooks (sh -c "command -v node" finds nothing), so every hook blocks',
    nodeOld: (path, version, min) => `${path} is node ${version}; diffgate needs node ${min} or later`,
    nodeFound: (path, version) => `${path} ${version}, found the way the hooks find it`,
    cliPreCommit: () => 'installed by the pre-commit framework in its own cache (pre-commit install-hooks); the probes below run it',
    cliMissing: (cli) => `${cli} does not exist, so the hooks cannot run diffgate (they block every commit until it is there)`,
    cliBroken: (cli, status, output) => `${cli} does not run (exit ${status ?? 'killed'}):\n${excerpt(output)}`,
    cliFound: (cli) => `${cli} runs`,
    manifestNone: (label) => `no manifest (${label}): only the built-in secret list is enforced; diffgate init writes a starter .diffgate.tsv`,
    manifestOk: (label, n) => `${label} parses: ${(0, common_js_1.plural)(n, 'rule')} in force`,
    manifestErrors: (label, lines) => `the manifest in force, ${label}, has ${lines.length === 1 ? 'an error' : `${lines.length} errors`}, so every commit is blocked:\n${errorList(lines)}`,
    manifestEditedOk: (file, n) => `the edited ${file} in the work tree parses too (${(0, common_js_1.plural)(n, 'rule')}, in force once committed)`,
    manifestEditedErrors: (file, lines) => `the edited ${file} in the work tree (not committed) has ${lines.length === 1 ? 'an error' : `${lines.length} errors`}; once committed, every commit would be blocked:\n${errorList(lines)}`,
    probeNoHook: (hook) => `not run: git would run no ${hook} hook (see above), so nothing blocks ${hook === 'pre-push' ? 'a push' : 'a commit'}`,
    probeNoCommit: () => 'not run: there is no commit yet, so nothing can be pushed; run diffgate doctor again after the first commit',
    probeNoManifest: () => 'not run: the manifest in force has errors (above), so the hooks block every change with a configuration error',
    probeNoTarget: () => 'not run: no freeze rule covers a committed file, and allow lines exempt every built-in secret name the probe could add',
    probeCommitMessage: () => 'diffgate doctor probe (an unreachable commit, never pushed)',
    probeBlocked: (hook, path, rules) => hook === 'pre-push'
        ? `the installed pre-push hook blocked a synthetic commit that changes ${path} [${rules.join(', ')}] (no ref points to it): commits made with --no-verify are caught`
        : `the installed pre-commit hook blocked a synthetic change to ${path} [${rules.join(', ')}] in a temporary index (the real index and work tree are untouched): the gate is live`,
    probePassed: (hook, path, output) => `the installed ${hook} hook let a synthetic change to ${path} through (exit 0): the gate is NOT live${output.trim() === '' ? '' : `. Its output:\n${excerpt(output)}`}`,
    probeBlockedOther: (hook, path, output) => `the installed ${hook} hook exited 1 without naming ${path}, so it did not block the probe for diffgate's reason:\n${excerpt(output)}`,
    probeFailed: (hook, status, output) => `the installed ${hook} hook exited ${status} instead of blocking the probe with exit 1:\n${excerpt(output)}`,
    probeNotStarted: (hook, why) => `the installed ${hook} hook could not be started (${why}), so git cannot run it either`,
    probeSetupFailed: (hook, why) => `not run: git could not prepare the ${hook} probe (${why})`,
    probeKilled: (hook, signal, seconds, output) => `the installed ${hook} hook was stopped (${signal}; it gets ${seconds} s):\n${excerpt(output)}`,
    fix: {
        install: () => 'install the hooks one way: npx diffgate install --hooks-path (or --husky, --lefthook, or the pre-commit framework: see the README)',
        hooksPathNowhere: () => "point core.hooksPath at diffgate's hooks: npx diffgate install --hooks-path --force (if another tool owns it, reinstall that tool; git config --unset core.hooksPath returns to .git/hooks)",
        chmod: (file) => `chmod +x ${file}`,
        husky: () => 'npx diffgate install --husky (if .husky/_ is missing too, run npm install, whose prepare script runs husky)',
        lefthook: () => 'npx diffgate install --lefthook, then npx lefthook install',
        preCommit: (id, hook) => `list "- id: ${id}" under diffgate's repository in .pre-commit-config.yaml, then run pre-commit install --hook-type ${hook}`,
        other: (hook) => `this ${hook} hook was not written by diffgate or a hook manager it knows: add the line  node_modules/.bin/diffgate githook ${hook} "$@"  to it, or replace it: npx diffgate install --hooks-path --force`,
        unset: (name) => `unset ${name} where it is set (shell profile, .envrc, CI variables, the git client's settings); set it for one command only`,
        node: () => 'install Node.js 20 or later where the hooks find it (GUI git clients often start with a shorter PATH than your shell: see the README\'s troubleshooting)',
        cliHooksPath: (dir) => `core.hooksPath (${dir}) has no diffgate CLI beside it (../dist/cli/index.js): run npm install (or npm ci) in the project that holds it, or point git at an installed copy: npx diffgate install --hooks-path --force`,
        cliPackage: () => 'install diffgate in this project: npm install --save-dev diffgate (or npm ci, if package.json already lists it)',
        manifestInForce: (file) => `fix the lines above in ${file} and commit the fix; until then every commit is blocked, so that commit needs a person's release: DIFFGATE_RELEASE="fix the manifest" git commit`,
        manifestEdited: (file) => `fix the lines above in ${file} before you commit it`,
        manifestFirst: () => 'fix the manifest (above) first, then run diffgate doctor again',
        probeTarget: () => 'add a freeze rule for a committed file (or narrow the allow lines), then run diffgate doctor again',
        seeAbove: () => 'fix the hook problem above: git skips a hook that is missing or not executable',
        probeSetup: () => 'fix what git says (an index in the middle of an operation, say), then run diffgate doctor again',
        readOutput: () => "the hook's output above says what went wrong: fix that, then run diffgate doctor again",
    },
};


/***/ })

};
;