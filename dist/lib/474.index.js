export const id = 474;
export const ids = [474];
export const modules = {

/***/ 3474:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   decidePowerShell: () => (/* binding */ decidePowerShell)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4006);
/* harmony import */ var _toolNames_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8125);
/* harmony import */ var _denial_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3624);
/* harmony import */ var _shell_gateSwitch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(79);
/* harmony import */ var _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5026);
/* harmony import */ var _namedPaths_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3768);
/**
 * The PowerShell tool: no parser is at hand for it, so a command that names a protected path at
 * all is denied (fail closed), and so is one that names a gate switch. Reads elsewhere pass.
 */








/**
 * The protected files a PowerShell wildcard matches: its folder is listed and the last segment
 * matched as PowerShell does (case-insensitive, hidden names too). A wildcard in a folder part,
 * `-Recurse`, or a folder that cannot be listed: any protected name under it.
 */
function wildcardFindings(token, cwd, recurse, protection) {
    const slash = token.lastIndexOf('/');
    const folder = slash === -1 ? '.' : token.slice(0, slash) || '/';
    const base = token.slice(slash + 1);
    if (/[*?]/.test(folder) || base === '')
        return protection.partial(null, null, false);
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.resolve(cwd, folder);
    if (recurse)
        return protection.partial(dir, null, false);
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir);
    }
    catch {
        return [];
    }
    const isMatch = picomatch__WEBPACK_IMPORTED_MODULE_6__(base, { dot: true, nocase: true, windows: false });
    return names.filter((n) => isMatch(n)).flatMap((n) => protection.exact(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(dir, n), false));
}
function decidePowerShell(command, ctx, protection) {
    const denials = (0,_shell_gateSwitch_js__WEBPACK_IMPORTED_MODULE_4__/* .programGateSwitches */ .m8)(command).map((g) => ({
        rule: 'gate-switch',
        message: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_5__/* .claudeText */ .E.gate.switch(g.kind, g.text),
        reason: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_5__/* .claudeText */ .E.gate.reason(),
        next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_5__/* .claudeText */ .E.gate.next(),
        releasable: false,
    }));
    for (const f of (0,_namedPaths_js__WEBPACK_IMPORTED_MODULE_7__/* .namedIn */ .$)(command, [ctx.place.cwd], protection))
        denials.push((0,_denial_js__WEBPACK_IMPORTED_MODULE_3__/* .fromFinding */ .M)(f, 'PowerShell', true, (0,_toolNames_js__WEBPACK_IMPORTED_MODULE_2__/* .toolsOf */ .Fu)(ctx).edit));
    // A backtick escape (`g`uard.sh`) spells a name the text does not show; a wildcard (`guard.*`,
    // `*`) names whatever matches it. Either is judged by the protected paths it could name.
    const unseen = [];
    if (/`[^\r\n]/.test(command))
        unseen.push(...protection.partial(null, null, false));
    const recurse = /\s-r(ecurse)?\b/i.test(command);
    for (const m of command.matchAll(/[^\s'"`,;|()]*[*?][^\s'"`,;|()]*/g))
        unseen.push(...wildcardFindings(m[0].replace(/\\/g, '/'), ctx.place.cwd, recurse, protection));
    if (unseen.length > 0)
        denials.push({
            rule: 'shell-unresolved',
            message: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_5__/* .claudeText */ .E.shell.unresolved('PowerShell', command.length > 60 ? `${command.slice(0, 57)}...` : command, [
                ...new Set(unseen.map((f) => f.path)),
            ]),
            reason: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_5__/* .claudeText */ .E.shell.unresolvedReason(),
            next: _core_messages_claude_js__WEBPACK_IMPORTED_MODULE_5__/* .claudeText */ .E.shell.unresolvedNext((0,_toolNames_js__WEBPACK_IMPORTED_MODULE_2__/* .toolsOf */ .Fu)(ctx).edit),
            releasable: true,
        });
    return denials;
}


/***/ })

};
