"use strict";
exports.id = 3975;
exports.ids = [3975];
exports.modules = {

/***/ 6356:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.installSandbox = installSandbox;
exports.removeSandboxQuietly = removeSandboxQuietly;
const sandbox_js_1 = __webpack_require__(8736);
const io_js_1 = __webpack_require__(9845);
const installClaudeHooks_js_1 = __webpack_require__(5390);
const usageError_js_1 = __webpack_require__(3962);
async function installSandbox(io, uninstall, user) {
    if (user)
        throw new usageError_js_1.UsageError(sandbox_js_1.sandboxText.install.userUnsupported());
    const { installClaudeSandbox, ClaudeSettingsError } = await __webpack_require__.e(/* import() */ "2021-3826-3861-4006-5879-8288-9350").then(__webpack_require__.bind(__webpack_require__, 5907));
    if (!uninstall) {
        const hooks = await (0, installClaudeHooks_js_1.installClaudeHooks)(io, false, false);
        if (hooks !== io_js_1.EXIT.ok)
            return hooks;
    }
    try {
        const result = await installClaudeSandbox({ cwd: io.cwd, env: io.env, uninstall });
        io.stdout(`diffgate: ${result.message}\n`);
        return io_js_1.EXIT.ok;
    }
    catch (e) {
        if (!(e instanceof ClaudeSettingsError))
            throw e;
        io.stderr(`diffgate: ${e.message}\n`);
        return io_js_1.EXIT.config;
    }
}
async function removeSandboxQuietly(io) {
    const { installClaudeSandbox, ClaudeSettingsError } = await __webpack_require__.e(/* import() */ "2021-3826-3861-4006-5879-8288-9350").then(__webpack_require__.bind(__webpack_require__, 5907));
    try {
        const result = await installClaudeSandbox({ cwd: io.cwd, env: io.env, uninstall: true });
        if (result.changed)
            io.stdout(`diffgate: ${result.message}\n`);
    }
    catch (e) {
        if (!(e instanceof ClaudeSettingsError))
            throw e;
        io.stderr(`diffgate: ${e.message}\n`);
    }
}


/***/ }),

/***/ 6166:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.plural = exports.WAIT = exports.NO_WORKAROUND = void 0;
exports.NO_WORKAROUND = 'Do not work around the block by changing another file instead.';
exports.WAIT = 'Show the change you intended and why, and wait for a person to release it.';
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
exports.plural = plural;


/***/ }),

/***/ 8736:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.sandboxText = exports.KERNEL_ERRORS = void 0;
const common_js_1 = __webpack_require__(6166);
exports.KERNEL_ERRORS = '"Read-only file system" (EROFS), or "Device or resource busy" (EBUSY) for a rename or removal';
exports.sandboxText = {
    readOnlyNote: () => `Frozen files, the diffgate manifest and the gate files (they could switch a check off) are read-only here; a write to one fails with ${exports.KERNEL_ERRORS}. Do not work around this by changing another file instead, or by making the same change another way (another tool, a script, a background process); show the person the change you intended and why, and wait for them to decide.`,
    start: (files, frozen, folders) => `diffgate run: ${(0, common_js_1.plural)(files, 'file')} (${frozen} frozen by the manifest, the rest manifests and gate files) and ${(0, common_js_1.plural)(folders, 'gate folder')} are read-only for this command and every process it starts (bubblewrap).`,
    links: (paths) => `diffgate run: not bound (a bind mount would protect the link's target, not the frozen link): ${paths.join(', ')}; the pre-check and the tripwire still guard them.`,
    bwrapMissing: (places) => `bubblewrap (bwrap) is not installed where diffgate looks for it (${places.join(', ')}; the file and its folders owned by root and writable by no one else). PATH is not searched, so that no program an earlier command wrote can stand in for it`,
    noNamespaces: (output) => `bubblewrap is installed but cannot create a sandbox here (user namespaces are off or restricted): ${output.trim() || 'no output'}`,
    installBwrap: () => 'Install it (Debian/Ubuntu: apt-get install bubblewrap; Fedora: dnf install bubblewrap; Arch: pacman -S bubblewrap)',
    allowNamespaces: () => 'Allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1; on Ubuntu 24.04 and later an AppArmor profile for bwrap, or sysctl kernel.apparmor_restrict_unprivileged_userns=0), or install bwrap setuid',
    refused: (reason, fix) => `diffgate run: ${reason}, so frozen files and gate files cannot be made read-only. ${fix}, and run again; or pass --allow-unsandboxed to run without this layer.`,
    gateLinks: (paths) => `diffgate run: gate files that are symbolic links: their targets are read-only, but each link itself can be replaced (a bind mount protects the target): ${paths.join(', ')}; the pre-check and the tripwire still guard them.`,
    unsandboxed: (reason) => `diffgate run: running WITHOUT the read-only layer (--allow-unsandboxed): ${reason}. The pre-check, the tripwire and the git hooks still apply.`,
    noCommand: () => 'name the command to run after --: diffgate run [--allow-unsandboxed] -- COMMAND [ARG...]',
    notStarted: (command, why) => `diffgate run: could not start ${command}: ${why}`,
    notFound: () => 'no such file (nor on PATH)',
    notExecutable: () => 'not executable',
    manifestUnreadable: (file, why) => `cannot read ${file}: ${why}`,
    manifestInvalid: (errors) => `the manifest has errors, so diffgate cannot tell which paths to protect:\n${errors.map((e) => `  ${e}`).join('\n')}`,
    install: {
        userUnsupported: () => "the sandbox deny list names this repository's files, so it goes into the project's .claude/settings.local.json: run diffgate install --claude --sandbox without --user",
        written: (file, n) => `${file}: sandbox.filesystem.denyWrite lists ${(0, common_js_1.plural)(n, 'path')} (frozen files, manifests, gate files). sandbox.enabled is left as it is: turn the sandbox on yourself (/sandbox in Claude Code, or "sandbox": {"enabled": true}); only then does the kernel refuse those writes.`,
        same: (file, n) => `${file}: sandbox.filesystem.denyWrite already lists the ${(0, common_js_1.plural)(n, 'path')}; nothing to change. sandbox.enabled is left to you.`,
        removed: (file, n) => `${file}: removed ${(0, common_js_1.plural)(n, 'path')} diffgate had added to sandbox.filesystem.denyWrite.`,
        absent: (file) => `${file}: no diffgate paths in sandbox.filesystem.denyWrite; nothing to remove.`,
        badSandbox: (file, key) => `${file}: "${key}" is not what Claude Code expects (an object, with denyWrite a list of strings); fix it first, diffgate will not overwrite it.`,
    },
    doctor: {
        check: 'claude sandbox',
        notInstalled: () => 'the sandbox deny list is not installed (optional: diffgate install --claude --sandbox makes frozen files and gate files read-only for sandboxed commands)',
        on: (file) => `the sandbox is on (sandbox.enabled in ${file})`,
        off: () => 'the sandbox is off (no settings file sets sandbox.enabled to true), so its deny list is not enforced; the hook layers still apply',
        fixOff: () => 'run /sandbox in Claude Code, or set "sandbox": {"enabled": true} in .claude/settings.local.json',
        matches: (n) => `sandbox.filesystem.denyWrite covers the ${(0, common_js_1.plural)(n, 'path')} the manifest in force protects now`,
        stale: (missing, extra) => `sandbox.filesystem.denyWrite no longer matches the manifest in force (it changed since install, or files were added)${missing.length ? `; missing: ${missing.join(', ')}` : ''}${extra.length ? `; listed but no longer protected by the manifest: ${extra.join(', ')}` : ''}`,
        fixStale: () => 'diffgate install --claude --sandbox',
        cannotCompute: (why) => `cannot work out the protected paths: ${why}`,
    },
};


/***/ })

};
;