"use strict";
exports.id = "2021-3826-3861-4006-5879-8288-9350";
exports.ids = ["2021-3826-3861-4006-5879-8288-9350",2021,3826,3861,4006,5879,8288,9350];
exports.modules = {

/***/ 9721:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
class Diff {
    diff(oldStr, newStr, 
    // Type below is not accurate/complete - see above for full possibilities - but it compiles
    options = {}) {
        let callback;
        if (typeof options === 'function') {
            callback = options;
            options = {};
        }
        else if ('callback' in options) {
            callback = options.callback;
        }
        // Allow subclasses to massage the input prior to running
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
    }
    diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
            value = this.postProcess(value, options);
            if (callback) {
                setTimeout(function () { callback(value); }, 0);
                return undefined;
            }
            else {
                return value;
            }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
            maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: undefined }];
        // Seed editLength = 0, i.e. the content starts with the same values
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
            // Identity per the equality and tokenizer
            return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        // Once we hit the right edge of the edit graph on some diagonal k, we can
        // definitely reach the end of the edit graph in no more than k edits, so
        // there's no point in considering any moves to diagonal k+1 any more (from
        // which we're guaranteed to need at least k+1 more edits).
        // Similarly, once we've reached the bottom of the edit graph, there's no
        // point considering moves to lower diagonals.
        // We record this fact by setting minDiagonalToConsider and
        // maxDiagonalToConsider to some finite value once we've hit the edge of
        // the edit graph.
        // This optimization is not faithful to the original algorithm presented in
        // Myers's paper, which instead pointlessly extends D-paths off the end of
        // the edit graph - see page 7 of Myers's paper which notes this point
        // explicitly and illustrates it with a diagram. This has major performance
        // implications for some common scenarios. For instance, to compute a diff
        // where the new text simply appends d characters on the end of the
        // original text of length n, the true Myers algorithm will take O(n+d^2)
        // time while this optimization needs only O(n+d) time.
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        // Main worker method. checks all permutations of a given edit length for acceptance.
        const execEditLength = () => {
            for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
                let basePath;
                const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
                if (removePath) {
                    // No one else is going to attempt to use this value, clear it
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath - 1] = undefined;
                }
                let canAdd = false;
                if (addPath) {
                    // what newPos will be after we do an insertion:
                    const addPathNewPos = addPath.oldPos - diagonalPath;
                    canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
                }
                const canRemove = removePath && removePath.oldPos + 1 < oldLen;
                if (!canAdd && !canRemove) {
                    // If this path is a terminal then prune
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath] = undefined;
                    continue;
                }
                // Select the diagonal that we want to branch from. We select the prior
                // path whose position in the old string is the farthest from the origin
                // and does not pass the bounds of the diff graph
                if (!canRemove || (canAdd && removePath.oldPos < addPath.oldPos)) {
                    basePath = this.addToPath(addPath, true, false, 0, options);
                }
                else {
                    basePath = this.addToPath(removePath, false, true, 1, options);
                }
                newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
                if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
                    // If we have hit the end of both strings, then we are done
                    return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
                }
                else {
                    bestPath[diagonalPath] = basePath;
                    if (basePath.oldPos + 1 >= oldLen) {
                        maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
                    }
                    if (newPos + 1 >= newLen) {
                        minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
                    }
                }
            }
            editLength++;
        };
        // Performs the length of edit iteration. Is a bit fugly as this has to support the
        // sync and async mode which is never fun. Loops over execEditLength until a value
        // is produced, or until the edit length exceeds options.maxEditLength (if given),
        // in which case it will return undefined.
        if (callback) {
            (function exec() {
                setTimeout(function () {
                    if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                        return callback(undefined);
                    }
                    if (!execEditLength()) {
                        exec();
                    }
                }, 0);
            }());
        }
        else {
            while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
                const ret = execEditLength();
                if (ret) {
                    return ret;
                }
            }
        }
    }
    addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: last.count + 1, added: added, removed: removed, previousComponent: last.previousComponent }
            };
        }
        else {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: 1, added: added, removed: removed, previousComponent: last }
            };
        }
    }
    extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
            newPos++;
            oldPos++;
            commonCount++;
            if (options.oneChangePerToken) {
                basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
            }
        }
        if (commonCount && !options.oneChangePerToken) {
            basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
    }
    equals(left, right, options) {
        if (options.comparator) {
            return options.comparator(left, right);
        }
        else {
            return left === right
                || (!!options.ignoreCase && left.toLowerCase() === right.toLowerCase());
        }
    }
    removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
            if (array[i]) {
                ret.push(array[i]);
            }
        }
        return ret;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    castInput(value, options) {
        return value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    tokenize(value, options) {
        return Array.from(value);
    }
    join(chars) {
        // Assumes ValueT is string, which is the case for most subclasses.
        // When it's false, e.g. in diffArrays, this method needs to be overridden (e.g. with a no-op)
        // Yes, the casts are verbose and ugly, because this pattern - of having the base class SORT OF
        // assume tokens and values are strings, but not completely - is weird and janky.
        return chars.join('');
    }
    postProcess(changeObjects, 
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    options) {
        return changeObjects;
    }
    get useLongestToken() {
        return false;
    }
    buildValues(lastComponent, newTokens, oldTokens) {
        // First we convert our linked list of components in reverse order to an
        // array in the right order:
        const components = [];
        let nextComponent;
        while (lastComponent) {
            components.push(lastComponent);
            nextComponent = lastComponent.previousComponent;
            delete lastComponent.previousComponent;
            lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
            const component = components[componentPos];
            if (!component.removed) {
                if (!component.added && this.useLongestToken) {
                    let value = newTokens.slice(newPos, newPos + component.count);
                    value = value.map(function (value, i) {
                        const oldValue = oldTokens[oldPos + i];
                        return oldValue.length > value.length ? oldValue : value;
                    });
                    component.value = this.join(value);
                }
                else {
                    component.value = this.join(newTokens.slice(newPos, newPos + component.count));
                }
                newPos += component.count;
                // Common case
                if (!component.added) {
                    oldPos += component.count;
                }
            }
            else {
                component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
                oldPos += component.count;
            }
        }
        return components;
    }
}
exports["default"] = Diff;


/***/ }),

/***/ 7250:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.lineDiff = void 0;
exports.diffLines = diffLines;
exports.diffTrimmedLines = diffTrimmedLines;
exports.tokenize = tokenize;
const base_js_1 = __importDefault(__webpack_require__(9721));
const params_js_1 = __webpack_require__(2995);
class LineDiff extends base_js_1.default {
    constructor() {
        super(...arguments);
        this.tokenize = tokenize;
    }
    equals(left, right, options) {
        // If we're ignoring whitespace, we need to normalise lines by stripping
        // whitespace before checking equality. (This has an annoying interaction
        // with newlineIsToken that requires special handling: if newlines get their
        // own token, then we DON'T want to trim the *newline* tokens down to empty
        // strings, since this would cause us to treat whitespace-only line content
        // as equal to a separator between lines, which would be weird and
        // inconsistent with the documented behavior of the options.)
        if (options.ignoreWhitespace) {
            if (!options.newlineIsToken || !left.includes('\n')) {
                left = left.trim();
            }
            if (!options.newlineIsToken || !right.includes('\n')) {
                right = right.trim();
            }
        }
        else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
            if (left.endsWith('\n')) {
                left = left.slice(0, -1);
            }
            if (right.endsWith('\n')) {
                right = right.slice(0, -1);
            }
        }
        return super.equals(left, right, options);
    }
}
exports.lineDiff = new LineDiff();
function diffLines(oldStr, newStr, options) {
    return exports.lineDiff.diff(oldStr, newStr, options);
}
function diffTrimmedLines(oldStr, newStr, options) {
    options = (0, params_js_1.generateOptions)(options, { ignoreWhitespace: true });
    return exports.lineDiff.diff(oldStr, newStr, options);
}
// Exported standalone so it can be used from jsonDiff too.
function tokenize(value, options) {
    if (options.stripTrailingCr) {
        // remove one \r before \n to match GNU diff's --strip-trailing-cr behavior
        value = value.replace(/\r\n/g, '\n');
    }
    const retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
    // Ignore the final empty token that occurs if the string ends with a new line
    if (!linesAndNewlines[linesAndNewlines.length - 1]) {
        linesAndNewlines.pop();
    }
    // Merge the content and line separators into single tokens
    for (let i = 0; i < linesAndNewlines.length; i++) {
        const line = linesAndNewlines[i];
        if (i % 2 && !options.newlineIsToken) {
            retLines[retLines.length - 1] += line;
        }
        else {
            retLines.push(line);
        }
    }
    return retLines;
}


/***/ }),

/***/ 2021:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.OMIT_HEADERS = exports.FILE_HEADERS_ONLY = exports.INCLUDE_HEADERS = void 0;
exports.structuredPatch = structuredPatch;
exports.formatPatch = formatPatch;
exports.createTwoFilesPatch = createTwoFilesPatch;
exports.createPatch = createPatch;
const line_js_1 = __webpack_require__(7250);
/**
 * Returns true if the filename contains characters that require C-style
 * quoting (as used by Git and GNU diffutils in diff output).
 */
function needsQuoting(s) {
    for (let i = 0; i < s.length; i++) {
        if (s[i] < '\x20' || s[i] > '\x7e' || s[i] === '"' || s[i] === '\\') {
            return true;
        }
    }
    return false;
}
/**
 * C-style quotes a filename, encoding special characters as escape sequences
 * and non-ASCII bytes as octal escapes. This is the inverse of
 * `parseQuotedFileName` in parse.ts.
 *
 * Non-ASCII bytes are encoded as UTF-8 before being emitted as octal escapes.
 * This matches the behaviour of both Git and GNU diffutils, which always emit
 * UTF-8 octal escapes regardless of the underlying filesystem encoding (e.g.
 * Git for Windows converts from NTFS's UTF-16 to UTF-8 internally).
 *
 * If the filename doesn't need quoting, returns it as-is.
 */
function quoteFileNameIfNeeded(s) {
    if (!needsQuoting(s)) {
        return s;
    }
    let result = '"';
    const bytes = new TextEncoder().encode(s);
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i];
        // See https://en.wikipedia.org/wiki/Escape_sequences_in_C#Escape_sequences
        if (b === 0x07) {
            result += '\\a';
        }
        else if (b === 0x08) {
            result += '\\b';
        }
        else if (b === 0x09) {
            result += '\\t';
        }
        else if (b === 0x0a) {
            result += '\\n';
        }
        else if (b === 0x0b) {
            result += '\\v';
        }
        else if (b === 0x0c) {
            result += '\\f';
        }
        else if (b === 0x0d) {
            result += '\\r';
        }
        else if (b === 0x22) {
            result += '\\"';
        }
        else if (b === 0x5c) {
            result += '\\\\';
        }
        else if (b >= 0x20 && b <= 0x7e) {
            // Just a printable ASCII character that is neither a double quote nor a
            // backslash; no need to escape it.
            result += String.fromCharCode(b);
        }
        else {
            // Either part of a non-ASCII character or a control character without a
            // special escape sequence; needs escaping as a 3-digit octal escape
            result += '\\' + b.toString(8).padStart(3, '0');
        }
        i++;
    }
    result += '"';
    return result;
}
exports.INCLUDE_HEADERS = {
    includeIndex: true,
    includeUnderline: true,
    includeFileHeaders: true
};
exports.FILE_HEADERS_ONLY = {
    includeIndex: false,
    includeUnderline: false,
    includeFileHeaders: true
};
exports.OMIT_HEADERS = {
    includeIndex: false,
    includeUnderline: false,
    includeFileHeaders: false
};
function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
    let optionsObj;
    if (!options) {
        optionsObj = {};
    }
    else if (typeof options === 'function') {
        optionsObj = { callback: options };
    }
    else {
        optionsObj = options;
    }
    if (typeof optionsObj.context === 'undefined') {
        optionsObj.context = 4;
    }
    // We copy this into its own variable to placate TypeScript, which thinks
    // optionsObj.context might be undefined in the callbacks below.
    const context = optionsObj.context;
    // @ts-expect-error (runtime check for something that is correctly a static type error)
    if (optionsObj.newlineIsToken) {
        throw new Error('newlineIsToken may not be used with patch-generation functions, only with diffing functions');
    }
    if (!optionsObj.callback) {
        return diffLinesResultToPatch((0, line_js_1.diffLines)(oldStr, newStr, optionsObj));
    }
    else {
        const { callback } = optionsObj;
        (0, line_js_1.diffLines)(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff) => {
                const patch = diffLinesResultToPatch(diff);
                // TypeScript is unhappy without the cast because it does not understand that `patch` may
                // be undefined here only if `callback` is StructuredPatchCallbackAbortable:
                callback(patch);
            } }));
    }
    function diffLinesResultToPatch(diff) {
        // STEP 1: Build up the patch with no "\ No newline at end of file" lines and with the arrays
        //         of lines containing trailing newline characters. We'll tidy up later...
        if (!diff) {
            return;
        }
        diff.push({ value: '', lines: [] }); // Append an empty value to make cleanup easier
        function contextLines(lines) {
            return lines.map(function (entry) { return ' ' + entry; });
        }
        const hunks = [];
        let oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
        for (let i = 0; i < diff.length; i++) {
            const current = diff[i], lines = current.lines || splitLines(current.value);
            current.lines = lines;
            if (current.added || current.removed) {
                // If we have previous context, start with that
                if (!oldRangeStart) {
                    const prev = diff[i - 1];
                    oldRangeStart = oldLine;
                    newRangeStart = newLine;
                    if (prev) {
                        curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [];
                        oldRangeStart -= curRange.length;
                        newRangeStart -= curRange.length;
                    }
                }
                // Output our changes
                for (const line of lines) {
                    curRange.push((current.added ? '+' : '-') + line);
                }
                // Track the updated file position
                if (current.added) {
                    newLine += lines.length;
                }
                else {
                    oldLine += lines.length;
                }
            }
            else {
                // Identical context lines. Track line changes
                if (oldRangeStart) {
                    // Close out any changes that have been output (or join overlapping)
                    if (lines.length <= context * 2 && i < diff.length - 2) {
                        // Overlapping
                        for (const line of contextLines(lines)) {
                            curRange.push(line);
                        }
                    }
                    else {
                        // end the range and output
                        const contextSize = Math.min(lines.length, context);
                        for (const line of contextLines(lines.slice(0, contextSize))) {
                            curRange.push(line);
                        }
                        const hunk = {
                            oldStart: oldRangeStart,
                            oldLines: (oldLine - oldRangeStart + contextSize),
                            newStart: newRangeStart,
                            newLines: (newLine - newRangeStart + contextSize),
                            lines: curRange
                        };
                        hunks.push(hunk);
                        oldRangeStart = 0;
                        newRangeStart = 0;
                        curRange = [];
                    }
                }
                oldLine += lines.length;
                newLine += lines.length;
            }
        }
        // Step 2: eliminate the trailing `\n` from each line of each hunk, and, where needed, add
        //         "\ No newline at end of file".
        for (const hunk of hunks) {
            for (let i = 0; i < hunk.lines.length; i++) {
                if (hunk.lines[i].endsWith('\n')) {
                    hunk.lines[i] = hunk.lines[i].slice(0, -1);
                }
                else {
                    hunk.lines.splice(i + 1, 0, '\\ No newline at end of file');
                    i++; // Skip the line we just added, then continue iterating
                }
            }
        }
        return {
            oldFileName: oldFileName, newFileName: newFileName,
            oldHeader: oldHeader, newHeader: newHeader,
            hunks: hunks
        };
    }
}
/**
 * creates a unified diff patch.
 *
 * @param patch either a single structured patch object (as returned by `structuredPatch`) or an
 *   array of them (as returned by `parsePatch`).
 * @param headerOptions behaves the same as the `headerOptions` option of `createTwoFilesPatch`.
 *   Ignored for patches where `isGit` is `true`.
 *
 * When a patch has `isGit: true`, `formatPatch` output is changed to more closely match Git's
 * output: it emits a `diff --git` header, emits Git extended headers as appropriate based on
 * properties like `isRename`, `isCreate`, `newMode`, etc, and will omit `---`/`+++` file
 * headers for patches with no hunks (e.g. renames without content changes).
 */
function formatPatch(patch, headerOptions) {
    var _a, _b, _c, _d, _e, _f;
    if (!headerOptions) {
        headerOptions = exports.INCLUDE_HEADERS;
    }
    if (Array.isArray(patch)) {
        if (patch.length > 1 && !headerOptions.includeFileHeaders && !patch.every(p => p.isGit)) {
            throw new Error('Cannot omit file headers on a multi-file patch. '
                + '(The result would be unparseable; how would a tool trying to apply '
                + 'the patch know which changes are to which file?)');
        }
        return patch.map(p => formatPatch(p, headerOptions)).join('\n');
    }
    const ret = [];
    // Git patches have a fixed header format (diff --git, extended headers,
    // and ---/+++ when hunks are present), so headerOptions is ignored.
    if (patch.isGit) {
        headerOptions = exports.INCLUDE_HEADERS;
        // Emit Git-style diff --git header and extended headers.
        // Git never puts /dev/null in the "diff --git" line; for file
        // creations/deletions it uses the real filename on both sides.
        if (!patch.oldFileName) {
            throw new Error('oldFileName must be specified for Git patches');
        }
        if (!patch.newFileName) {
            throw new Error('newFileName must be specified for Git patches');
        }
        let gitOldName = patch.oldFileName;
        let gitNewName = patch.newFileName;
        if (patch.isCreate && gitOldName === '/dev/null') {
            gitOldName = gitNewName.replace(/^b\//, 'a/');
        }
        else if (patch.isDelete && gitNewName === '/dev/null') {
            gitNewName = gitOldName.replace(/^a\//, 'b/');
        }
        ret.push('diff --git ' + quoteFileNameIfNeeded(gitOldName) + ' ' + quoteFileNameIfNeeded(gitNewName));
        if (patch.isDelete) {
            ret.push('deleted file mode ' + ((_a = patch.oldMode) !== null && _a !== void 0 ? _a : '100644'));
        }
        if (patch.isCreate) {
            ret.push('new file mode ' + ((_b = patch.newMode) !== null && _b !== void 0 ? _b : '100644'));
        }
        if (patch.oldMode && patch.newMode && !patch.isDelete && !patch.isCreate) {
            ret.push('old mode ' + patch.oldMode);
            ret.push('new mode ' + patch.newMode);
        }
        if (patch.isRename) {
            ret.push('rename from ' + quoteFileNameIfNeeded(((_c = patch.oldFileName) !== null && _c !== void 0 ? _c : '').replace(/^a\//, '')));
            ret.push('rename to ' + quoteFileNameIfNeeded(((_d = patch.newFileName) !== null && _d !== void 0 ? _d : '').replace(/^b\//, '')));
        }
        if (patch.isCopy) {
            ret.push('copy from ' + quoteFileNameIfNeeded(((_e = patch.oldFileName) !== null && _e !== void 0 ? _e : '').replace(/^a\//, '')));
            ret.push('copy to ' + quoteFileNameIfNeeded(((_f = patch.newFileName) !== null && _f !== void 0 ? _f : '').replace(/^b\//, '')));
        }
    }
    else {
        if (headerOptions.includeIndex && patch.oldFileName == patch.newFileName && patch.oldFileName !== undefined) {
            ret.push('Index: ' + patch.oldFileName);
        }
        if (headerOptions.includeUnderline) {
            ret.push('===================================================================');
        }
    }
    // Emit --- / +++ file headers. For Git patches with no hunks (e.g.
    // pure renames, mode-only changes), Git omits these, so we do too.
    const hasHunks = patch.hunks.length > 0;
    if (headerOptions.includeFileHeaders && patch.oldFileName !== undefined && patch.newFileName !== undefined
        && (!patch.isGit || hasHunks)) {
        ret.push('--- ' + quoteFileNameIfNeeded(patch.oldFileName) + (patch.oldHeader ? '\t' + patch.oldHeader : ''));
        ret.push('+++ ' + quoteFileNameIfNeeded(patch.newFileName) + (patch.newHeader ? '\t' + patch.newHeader : ''));
    }
    for (let i = 0; i < patch.hunks.length; i++) {
        const hunk = patch.hunks[i];
        // Unified Diff Format quirk: If the chunk size is 0,
        // the first number is one lower than one would expect.
        // https://www.artima.com/weblogs/viewpost.jsp?thread=164293
        const oldStart = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
        const newStart = hunk.newLines === 0 ? hunk.newStart - 1 : hunk.newStart;
        ret.push('@@ -' + oldStart + ',' + hunk.oldLines
            + ' +' + newStart + ',' + hunk.newLines
            + ' @@');
        for (const line of hunk.lines) {
            ret.push(line);
        }
    }
    return ret.join('\n') + '\n';
}
function createTwoFilesPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
    if (typeof options === 'function') {
        options = { callback: options };
    }
    if (!(options === null || options === void 0 ? void 0 : options.callback)) {
        const patchObj = structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options);
        if (!patchObj) {
            return;
        }
        return formatPatch(patchObj, options === null || options === void 0 ? void 0 : options.headerOptions);
    }
    else {
        const { callback } = options;
        structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, Object.assign(Object.assign({}, options), { callback: patchObj => {
                if (!patchObj) {
                    callback(undefined);
                }
                else {
                    callback(formatPatch(patchObj, options.headerOptions));
                }
            } }));
    }
}
function createPatch(fileName, oldStr, newStr, oldHeader, newHeader, options) {
    return createTwoFilesPatch(fileName, fileName, oldStr, newStr, oldHeader, newHeader, options);
}
/**
 * Split `text` into an array of lines, including the trailing newline character (where present)
 */
function splitLines(text) {
    const hasTrailingNl = text.endsWith('\n');
    const result = text.split('\n').map(line => line + '\n');
    if (hasTrailingNl) {
        result.pop();
    }
    else {
        result.push(result.pop().slice(0, -1));
    }
    return result;
}


/***/ }),

/***/ 2995:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.generateOptions = generateOptions;
function generateOptions(options, defaults) {
    if (typeof options === 'function') {
        defaults.callback = options;
    }
    else if (options) {
        for (const name in options) {
            /* istanbul ignore else */
            if (Object.prototype.hasOwnProperty.call(options, name)) {
                defaults[name] = options[name];
            }
        }
    }
    return defaults;
}


/***/ }),

/***/ 845:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MANIFEST_NAME = exports.MANIFEST_LIMIT = void 0;
exports.contextOf = contextOf;
exports.userManifestFile = userManifestFile;
exports.loadRules = loadRules;
const node_path_1 = __webpack_require__(6760);
const place_js_1 = __webpack_require__(3861);
const claude_js_1 = __webpack_require__(209);
const commandRuleErrors_js_1 = __webpack_require__(6098);
const parseManifest_js_1 = __webpack_require__(5684);
const rule_js_1 = __webpack_require__(4918);
const exists_js_1 = __webpack_require__(7880);
const realPath_js_1 = __webpack_require__(5727);
const failure_js_1 = __webpack_require__(6640);
const displayPath_js_1 = __webpack_require__(1563);
const readRegular_js_1 = __webpack_require__(6355);
exports.MANIFEST_LIMIT = 4 * 1024 * 1024;
exports.MANIFEST_NAME = '.diffgate.tsv';
async function contextOf(real, ctx, rulesFor) {
    const repo = (0, place_js_1.findRepository)(node_path_1.posix.dirname(real));
    if (!repo || repo.root === ctx.place.root || !(0, realPath_js_1.isWithin)(repo.root, ctx.place.workspace))
        return ctx;
    const place = { ...ctx.place, root: repo.root, gitDir: repo.gitDir };
    return { place, rules: await rulesFor(place), ...(ctx.tools ? { tools: ctx.tools } : {}) };
}
function userManifestFile(env, home) {
    const config = env.XDG_CONFIG_HOME && node_path_1.posix.isAbsolute(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : node_path_1.posix.join(home, '.config');
    return node_path_1.posix.join(config, 'diffgate', 'manifest.tsv');
}
async function readManifest(file, label, known, texts) {
    let text;
    try {
        const given = texts?.get(file);
        if (given === null)
            return null;
        text = given ?? (0, readRegular_js_1.readRegularText)(file, exports.MANIFEST_LIMIT);
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return null;
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestUnreadable(label, e.message));
    }
    const manifest = await (0, commandRuleErrors_js_1.withCommandRuleErrors)((0, parseManifest_js_1.parseManifest)(text, label), known);
    if (manifest.errors.length > 0)
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestErrors(label, manifest.errors.map(parseManifest_js_1.formatManifestError)));
    return manifest;
}
async function loadRules(place, env, known, texts) {
    const repoFile = node_path_1.posix.join(place.root, exports.MANIFEST_NAME);
    if (!texts?.has(repoFile) && (0, exists_js_1.statOrUndefined)(repoFile, 'nofollow')?.isSymbolicLink())
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestSymlink(exports.MANIFEST_NAME));
    const userFile = userManifestFile(env, place.home);
    const userLabel = (0, displayPath_js_1.displayPath)(userFile, place);
    const [repo, user] = await Promise.all([
        readManifest(repoFile, exports.MANIFEST_NAME, known, texts),
        readManifest(userFile, userLabel, known, texts),
    ]);
    if (user) {
        const inside = user.rules.filter((r) => (0, rule_js_1.isPathKind)(r.kind) && !(0, rule_js_1.isOutsidePattern)(r.pattern));
        if (inside.length > 0) {
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.manifestErrors(userLabel, inside.map((r) => `${r.file}:${r.line}:1: ${claude_js_1.claudeText.userManifestRelative(r.pattern)}`)));
        }
    }
    const repoManifest = repo ?? { file: exports.MANIFEST_NAME, rules: [], errors: [] };
    const all = [...repoManifest.rules, ...(user?.rules ?? [])];
    const homes = [...new Set([place.home, place.realHome])];
    const outside = [];
    for (const rule of all) {
        if (!(0, rule_js_1.isPathKind)(rule.kind) || !(0, rule_js_1.isOutsidePattern)(rule.pattern))
            continue;
        const absolute = rule.pattern.startsWith('~/')
            ? homes.map((h) => node_path_1.posix.join(h, rule.pattern.slice(2)))
            : [rule.pattern];
        for (const a of absolute)
            outside.push({ ...rule, pattern: a.replace(/^\/+/, '') });
    }
    return {
        repo: repoManifest,
        repoFile,
        repoRel: exports.MANIFEST_NAME,
        user,
        userFiles: user ? [...new Set([userFile, (0, place_js_1.realOr)(userFile)])] : [userFile],
        outside: { file: userLabel, rules: outside, errors: [] },
        releasePhrases: (0, rule_js_1.releasePhrases)(all),
    };
}


/***/ }),

/***/ 1563:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.displayPath = displayPath;
function displayPath(abs, place) {
    if (abs === place.root)
        return '.';
    if (abs.startsWith(`${place.root}/`))
        return abs.slice(place.root.length + 1);
    if (abs.startsWith(`${place.home}/`))
        return `~/${abs.slice(place.home.length + 1)}`;
    return abs;
}


/***/ }),

/***/ 1744:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.stateHome = stateHome;
const node_path_1 = __webpack_require__(6760);
function stateHome(env, home) {
    return env.XDG_STATE_HOME && node_path_1.posix.isAbsolute(env.XDG_STATE_HOME)
        ? env.XDG_STATE_HOME
        : node_path_1.posix.join(home, '.local', 'state');
}


/***/ }),

/***/ 6098:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.withCommandRuleErrors = withCommandRuleErrors;
async function withCommandRuleErrors(manifest, known) {
    const patterns = manifest.rules.filter((r) => r.kind.startsWith('command-')).map((r) => r.pattern);
    if (patterns.length === 0 || (known && patterns.every((p) => known.has(p))))
        return manifest;
    const { commandRules } = await __webpack_require__.e(/* import() */ "3749-5164").then(__webpack_require__.bind(__webpack_require__, 3749));
    const { rules, errors } = commandRules(manifest.rules);
    known?.add(rules.map((r) => r.rule.pattern).filter((p) => !known.has(p)));
    if (errors.length === 0)
        return manifest;
    return {
        ...manifest,
        errors: [...manifest.errors, ...errors].sort((a, b) => a.line - b.line || a.column - b.column),
    };
}


/***/ }),

/***/ 1786:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.manifestText = void 0;
exports.manifestText = {
    unknownKind: (kind) => `unknown rule kind ${JSON.stringify(kind)}: expected one of freeze (A), invariant (B), append (C), budget, deny, allow, save-gate, release, command-allow, command-ask, command-deny`,
    missingColumns: (n) => `expected 3 or 4 TAB-separated columns (rule, pattern, reason [, options]) but found ${n}: separate columns with a TAB, not spaces`,
    extraColumns: (n) => `expected at most 4 TAB-separated columns (rule, pattern, reason, options) but found ${n}: options are separated by spaces, not TABs`,
    emptyReason: () => 'expected a reason: one sentence saying why the rule exists',
    emptyPattern: (kind) => kind === 'release'
        ? 'expected the release phrase a person types, e.g. "guard release"'
        : kind.startsWith('command-')
            ? 'expected a command prefix, e.g. "git push --force"'
            : 'expected a glob pattern, e.g. "config/**"',
    patternSpaces: () => 'expected a pattern without leading or trailing spaces',
    patternTooLong: (n, max) => `expected a pattern of at most ${max.toLocaleString('en-US')} characters, not ${n.toLocaleString('en-US')}`,
    patternBackslash: (p) => `expected "/" as the path separator in ${JSON.stringify(p)}, not "\\"`,
    patternTrailingSlash: (p) => `expected a pattern without a trailing "/", which matches no file: ${JSON.stringify(`${p}**`)} for everything under the folder`,
    patternDotSlash: (p) => `expected a repository-relative pattern without a leading "./": ${JSON.stringify(p.slice(2))}`,
    patternDotDot: (p) => `expected a pattern without ".." segments: ${JSON.stringify(p)}`,
    patternUnbalanced: (p, c) => `expected balanced brackets in glob ${JSON.stringify(p)}: "${c}" has no partner`,
    patternInvalid: (p, why) => `expected a valid glob, ${JSON.stringify(p)} is not: ${why}`,
    unknownOption: (kind, key, known) => known.length === 0
        ? `unknown option ${JSON.stringify(key)}: ${kind} takes no options`
        : `unknown option ${JSON.stringify(key)} for ${kind}: expected ${known.map((k) => `${k}=...`).join(' or ')}`,
    optionNeedsValue: (key) => `expected key=value, found ${JSON.stringify(key)} without a value`,
    duplicateOption: (key) => `option ${JSON.stringify(key)} is given twice`,
    badNumber: (key, value) => `expected ${key}=N with N a positive whole number, found ${JSON.stringify(value)}`,
    badValue: (key, value, expected) => `expected ${key}=${expected}, found ${JSON.stringify(value)}`,
    badRegex: (key, value, why) => `expected ${key}=REGEX with REGEX a JavaScript regular expression (the rest of the column), found ${JSON.stringify(value)}: ${why}`,
    headWithAtEnd: () => 'expected head=REGEX or at=end, not both: with head= new sections go above the released part',
    budgetNeedsLimit: () => 'expected a limit for budget: lines=N, bytes=N or both',
};


/***/ }),

/***/ 5684:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.formatManifestError = formatManifestError;
exports.parseManifest = parseManifest;
const rule_js_1 = __webpack_require__(4918);
const manifest_js_1 = __webpack_require__(1786);
function formatManifestError(e) {
    return `${e.file}:${e.line}:${e.column}: ${e.message}`;
}
const positiveInt = (key) => (value) => /^[1-9][0-9]*$/.test(value) && Number.isSafeInteger(Number(value))
    ? { [key]: Number(value) }
    : manifest_js_1.manifestText.badNumber(key, value);
const OPTIONS = {
    append: { at: (v) => (v === 'end' ? { atEnd: true } : manifest_js_1.manifestText.badValue('at', v, 'end')), head: headOption },
    budget: { lines: positiveInt('lines'), bytes: positiveInt('bytes') },
    'save-gate': {
        words: (v) => {
            const words = v.split(',').map((w) => w.trim().toLowerCase());
            return words.some((w) => w === '')
                ? manifest_js_1.manifestText.badValue('words', v, 'a comma-separated list of words')
                : { words };
        },
    },
};
const REST_OF_COLUMN = new Set(['head']);
function headOption(value) {
    if (value === '')
        return manifest_js_1.manifestText.badRegex('head', value, 'it is empty');
    const problem = regexProblem(value);
    return problem === undefined ? { head: value } : manifest_js_1.manifestText.badRegex('head', value, problem);
}
function regexProblem(source) {
    try {
        new RegExp(source);
        return undefined;
    }
    catch (e) {
        return e.message;
    }
}
function parseManifest(text, file) {
    const rules = [];
    const errors = [];
    const lines = (text.startsWith('\uFEFF') ? text.slice(1) : text).split('\n');
    lines.forEach((raw, index) => {
        const lineNo = index + 1;
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line.trim() === '' || line.trimStart().startsWith('#'))
            return;
        const lineErrors = [];
        const err = (column, message) => lineErrors.push({ file, line: lineNo, column, message });
        const cols = line.split('\t');
        const starts = [];
        let at = 1;
        for (const c of cols) {
            starts.push(at);
            at += c.length + 1;
        }
        const [kindText = '', pattern = '', reason = '', optionsText = ''] = cols;
        const kind = rule_js_1.RULE_KINDS.includes(kindText)
            ? kindText
            : rule_js_1.KIND_ALIASES[kindText];
        if (!kind)
            err(1, manifest_js_1.manifestText.unknownKind(kindText));
        if (cols.length < 3) {
            err(line.length + 1, manifest_js_1.manifestText.missingColumns(cols.length));
        }
        else if (cols.length > 4) {
            err(starts[4], manifest_js_1.manifestText.extraColumns(cols.length));
        }
        if (cols.length >= 2) {
            const problem = kind ? checkPattern(kind, pattern) : undefined;
            if (problem)
                err(starts[1], problem);
        }
        if (cols.length >= 3 && reason.trim() === '')
            err(starts[2], manifest_js_1.manifestText.emptyReason());
        const options = {};
        const written = kind && cols.length === 4 ? parseOptions(kind, optionsText, starts[3], options, err) : new Set();
        if (kind === 'append' && options.head !== undefined && options.atEnd)
            err(starts[3], manifest_js_1.manifestText.headWithAtEnd());
        if (kind === 'budget' && cols.length >= 3 && !written.has('lines') && !written.has('bytes')) {
            err(cols.length === 4 ? starts[3] : line.length + 1, manifest_js_1.manifestText.budgetNeedsLimit());
        }
        if (lineErrors.length > 0 || !kind) {
            errors.push(...lineErrors);
            return;
        }
        rules.push({
            kind,
            pattern,
            reason,
            options,
            file,
            line: lineNo,
            optionsText: cols.length === 4 ? optionsText : '',
        });
    });
    return { file, rules, errors };
}
function parseOptions(kind, text, column, into, err) {
    const spec = OPTIONS[kind] ?? {};
    const seen = new Set();
    const mentioned = new Set();
    let offset = 0;
    for (let word of text.split(' ')) {
        const start = offset;
        const col = column + offset;
        offset += word.length + 1;
        if (word === '')
            continue;
        const eq = word.indexOf('=');
        const key = eq === -1 ? word : word.slice(0, eq);
        const rest = eq !== -1 && REST_OF_COLUMN.has(key) && spec[key] !== undefined;
        if (rest)
            word = text.slice(start);
        const parse = spec[key];
        if (!parse) {
            err(col, manifest_js_1.manifestText.unknownOption(kind, key, Object.keys(spec)));
            continue;
        }
        mentioned.add(key);
        if (eq === -1) {
            err(col, manifest_js_1.manifestText.optionNeedsValue(key));
            continue;
        }
        if (seen.has(key)) {
            err(col, manifest_js_1.manifestText.duplicateOption(key));
            continue;
        }
        seen.add(key);
        const result = parse(word.slice(eq + 1));
        if (typeof result === 'string')
            err(col, result);
        else
            Object.assign(into, result);
        if (rest)
            break;
    }
    return mentioned;
}
function checkPattern(kind, pattern) {
    if (pattern.trim() === '')
        return manifest_js_1.manifestText.emptyPattern(kind);
    if (pattern !== pattern.trim())
        return manifest_js_1.manifestText.patternSpaces();
    if (!(0, rule_js_1.isPathKind)(kind))
        return undefined;
    if (pattern.length > MAX_PATTERN)
        return manifest_js_1.manifestText.patternTooLong(pattern.length, MAX_PATTERN);
    if (pattern.includes('\\'))
        return manifest_js_1.manifestText.patternBackslash(pattern);
    if (pattern.startsWith('./'))
        return manifest_js_1.manifestText.patternDotSlash(pattern);
    if (pattern.endsWith('/'))
        return manifest_js_1.manifestText.patternTrailingSlash(pattern);
    if (DOT_DOT.test(pattern))
        return manifest_js_1.manifestText.patternDotDot(pattern);
    const unbalanced = unbalancedBracket(pattern);
    if (unbalanced)
        return manifest_js_1.manifestText.patternUnbalanced(pattern, unbalanced);
    return undefined;
}
const MAX_PATTERN = 32_768;
const DOT_DOT = /(^|\/)\.\.(\/|$)/;
const BRACKETS = /[[\]{}()]/;
const PAIRS = { ']': '[', '}': '{', ')': '(' };
function unbalancedBracket(pattern) {
    if (!BRACKETS.test(pattern))
        return undefined;
    const stack = [];
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\') {
            i++;
            continue;
        }
        if (c === '[' || c === '{' || c === '(')
            stack.push(c);
        else if (c in PAIRS) {
            if (stack.pop() !== PAIRS[c])
                return c;
        }
    }
    return stack.pop();
}


/***/ }),

/***/ 1079:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PathIndex = exports.GLOB_OPTIONS = void 0;
exports.globMatcher = globMatcher;
exports.staticBase = staticBase;
exports.patternCovers = patternCovers;
const picomatch_1 = __importDefault(__webpack_require__(4006));
const rule_js_1 = __webpack_require__(4918);
exports.GLOB_OPTIONS = { dot: true, windows: false, flags: 's' };
const NONE = [];
class PathIndex {
    literal = new Map();
    byBase = new Map();
    constructor(rules) {
        for (const rule of rules) {
            if ((0, rule_js_1.isOutsidePattern)(rule.pattern))
                continue;
            const base = staticBase(rule.pattern);
            if (base === rule.pattern)
                push(this.literal, rule.pattern, rule);
            else {
                push(this.byBase, base, { rule });
                for (let slash = base.indexOf('/'); slash !== -1; slash = base.indexOf('/', slash + 1)) {
                    if (!this.byBase.has(base.slice(0, slash)))
                        this.byBase.set(base.slice(0, slash), []);
                }
                if (!this.byBase.has(''))
                    this.byBase.set('', []);
            }
        }
    }
    match(path) {
        let found;
        const literal = this.literal.get(path);
        if (literal)
            found = [...literal];
        if (this.byBase.size > 0) {
            let end = -1;
            for (;;) {
                const entries = this.byBase.get(end === -1 ? '' : path.slice(0, end));
                if (!entries)
                    break;
                for (const entry of entries) {
                    entry.test ??= compile(entry.rule);
                    if (entry.test(path))
                        (found ??= []).push(entry.rule);
                }
                if (end >= path.length || path === '')
                    break;
                const slash = path.indexOf('/', end + 1);
                end = slash === -1 ? path.length : slash;
            }
        }
        if (!found)
            return NONE;
        return found.length > 1 ? found.sort((a, b) => a.line - b.line) : found;
    }
}
exports.PathIndex = PathIndex;
const matchers = new Map();
function globMatcher(pattern) {
    let test = matchers.get(pattern);
    if (!test)
        matchers.set(pattern, (test = (0, picomatch_1.default)(pattern, exports.GLOB_OPTIONS)));
    return test;
}
function compile(rule) {
    try {
        return globMatcher(rule.pattern);
    }
    catch (e) {
        throw new Error(`${rule.file}:${rule.line}: the glob ${JSON.stringify(rule.pattern)} cannot be compiled: ${e.message}`);
    }
}
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}
const GLOB_CHARS = /[*?[\]{}()!+@\\]/;
function staticBase(pattern) {
    if (!GLOB_CHARS.test(pattern))
        return pattern;
    const segments = pattern.split('/');
    const first = segments.findIndex((s) => GLOB_CHARS.test(s));
    return segments.slice(0, first).join('/');
}
function patternCovers(wider, narrower) {
    if (wider === narrower)
        return true;
    if ((0, rule_js_1.isOutsidePattern)(wider) !== (0, rule_js_1.isOutsidePattern)(narrower))
        return false;
    if (staticBase(narrower) !== narrower)
        return wider === '**';
    return globMatcher(wider)(narrower);
}


/***/ }),

/***/ 4918:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DEFAULT_SAVE_WORDS = exports.DEFAULT_RELEASE_PHRASE = exports.RULE_KINDS = exports.KIND_ALIASES = void 0;
exports.isPathKind = isPathKind;
exports.isOutsidePattern = isOutsidePattern;
exports.releasePhrases = releasePhrases;
exports.KIND_ALIASES = { A: 'freeze', B: 'invariant', C: 'append' };
exports.RULE_KINDS = [
    'freeze',
    'invariant',
    'append',
    'budget',
    'deny',
    'allow',
    'save-gate',
    'release',
    'command-allow',
    'command-ask',
    'command-deny',
];
function isPathKind(kind) {
    return kind !== 'release' && !kind.startsWith('command-');
}
function isOutsidePattern(pattern) {
    return pattern.startsWith('~/') || pattern.startsWith('/');
}
exports.DEFAULT_RELEASE_PHRASE = 'guard release';
function releasePhrases(rules) {
    const phrases = rules.filter((r) => r.kind === 'release').map((r) => r.pattern);
    return phrases.length > 0 ? phrases : [exports.DEFAULT_RELEASE_PHRASE];
}
exports.DEFAULT_SAVE_WORDS = ['save', 'remember'];


/***/ }),

/***/ 1359:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NOT_SECRET = exports.SECRET_SEGMENTS = void 0;
exports.secretSegment = secretSegment;
const picomatch_1 = __importDefault(__webpack_require__(4006));
const pathIndex_js_1 = __webpack_require__(1079);
exports.SECRET_SEGMENTS = [
    '.env',
    '.env.*',
    '*.pem',
    '*.key',
    'id_rsa',
    'id_dsa',
    'id_ecdsa',
    'id_ed25519',
    '.git',
    'application-prod.yml',
    'application-prod.yaml',
    'application-prod.properties',
    'secrets.*',
];
exports.NOT_SECRET = /^(?:\.env(?:\.[^.]+)*\.(?:example|sample|template)|secrets(?:\.[^.]+)*\.(?:[cm]?[jt]sx?|py|rb|go|rs|java|kt|kts|scala|swift|c|h|cc|cpp|hpp|cs|php|dart|ex|exs|lua|vue|svelte))$/;
let isSecretSegment;
const NEEDLES = exports.SECRET_SEGMENTS.map((p) => /[?[\]{}()!+@\\]/.test(p) ? '' : p.split('*').reduce((a, b) => (b.length > a.length ? b : a), ''));
function secretSegment(path) {
    return path.split('/').find((segment) => {
        if (!NEEDLES.some((needle) => segment.includes(needle)))
            return false;
        isSecretSegment ??= (0, picomatch_1.default)([...exports.SECRET_SEGMENTS], pathIndex_js_1.GLOB_OPTIONS);
        return isSecretSegment(segment) && !exports.NOT_SECRET.test(segment);
    });
}


/***/ }),

/***/ 804:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DIFFGATE_RECORDS = exports.ManifestInvalid = void 0;
exports.protectedSet = protectedSet;
exports.narrowGitDirs = narrowGitDirs;
const node_child_process_1 = __webpack_require__(1421);
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const node_util_1 = __webpack_require__(7975);
const context_js_1 = __webpack_require__(845);
const stateHome_js_1 = __webpack_require__(1744);
const realPath_js_1 = __webpack_require__(5727);
const check_js_1 = __webpack_require__(9350);
const parseManifest_js_1 = __webpack_require__(5684);
const sandbox_js_1 = __webpack_require__(8736);
const gatePaths_js_1 = __webpack_require__(5879);
const execFileP = (0, node_util_1.promisify)(node_child_process_1.execFile);
class ManifestInvalid extends Error {
}
exports.ManifestInvalid = ManifestInvalid;
async function protectedSet(place, env) {
    const gates = narrowGitDirs((0, gatePaths_js_1.gateSetWithoutInstalled)(place, env), place, env);
    const folders = existing(gates.folders, 'dir');
    const files = new Set();
    const inFolder = (p) => folders.some((d) => (0, realPath_js_1.isWithin)(p, d));
    const repoManifest = readManifest(node_path_1.posix.join(place.root, context_js_1.MANIFEST_NAME), context_js_1.MANIFEST_NAME);
    readManifest((0, context_js_1.userManifestFile)(env, place.home), (0, context_js_1.userManifestFile)(env, place.home));
    const links = [];
    let frozen = 0;
    const addFrozen = async (root, manifest) => {
        const checker = new check_js_1.Checker(manifest, null);
        for (const rel of await listFiles(root, env)) {
            if (!checker.rulesFor(rel).rules.some((r) => r.kind === 'freeze'))
                continue;
            const abs = node_path_1.posix.join(root, rel);
            const stat = lstatOrUndefined(abs);
            if (stat?.isSymbolicLink())
                links.push(abs);
            else if (stat?.isFile() && !inFolder(abs)) {
                files.add(abs);
                frozen++;
            }
        }
    };
    if (place.gitDir) {
        if (repoManifest)
            await addFrozen(place.root, repoManifest);
        for (const root of await otherWorktrees(place.root, env)) {
            const file = node_path_1.posix.join(root, context_js_1.MANIFEST_NAME);
            const manifest = readManifest(file, file);
            if (!manifest)
                continue;
            files.add(file);
            await addFrozen(root, manifest).catch(() => undefined);
        }
    }
    for (const f of existing(gates.files, 'file'))
        if (!inFolder(f))
            files.add(f);
    const gateLinks = [...gates.files, ...gates.folders].filter((p) => lstatOrUndefined(p)?.isSymbolicLink());
    return { place, files: [...files], folders, frozen, links, gateLinks: [...new Set(gateLinks)] };
}
exports.DIFFGATE_RECORDS = ['releases', 'refused'];
function narrowGitDirs(gates, place, env = {}) {
    const gitDirs = new Set([place.gitDir, node_path_1.posix.join(place.root, '.git')].filter((d) => d !== null));
    const states = new Set([
        node_path_1.posix.join((0, stateHome_js_1.stateHome)(env, place.home), 'diffgate'),
        node_path_1.posix.join((0, stateHome_js_1.stateHome)({}, place.home), 'diffgate'),
    ]);
    const stores = new Set(place.gitDir === null ? [] : [place.gitDir, (0, gatePaths_js_1.commonDir)(place.gitDir)].map((d) => node_path_1.posix.join(d, 'diffgate')));
    const files = [...gates.files];
    const folders = [];
    for (const dir of gates.folders) {
        if (states.has(dir))
            continue;
        if (stores.has(dir)) {
            folders.push(...exports.DIFFGATE_RECORDS.map((r) => node_path_1.posix.join(dir, r)));
            continue;
        }
        if (!gitDirs.has(dir) && !((0, node_fs_1.existsSync)(node_path_1.posix.join(dir, 'HEAD')) && (0, node_fs_1.existsSync)(node_path_1.posix.join(dir, 'objects')))) {
            folders.push(dir);
            continue;
        }
        folders.push(node_path_1.posix.join(dir, 'hooks'), ...exports.DIFFGATE_RECORDS.map((r) => node_path_1.posix.join(dir, 'diffgate', r)));
        files.push(node_path_1.posix.join(dir, 'config'));
    }
    return { files, folders };
}
async function otherWorktrees(root, env) {
    const { stdout } = await execFileP('git', ['worktree', 'list', '--porcelain', '-z'], {
        cwd: root,
        env: gitEnvOf(env),
        encoding: 'utf8',
    });
    const here = realOrSelf(root);
    const out = [];
    for (const entry of stdout.split('\0\0')) {
        const fields = entry.split('\0');
        const path = fields.find((f) => f.startsWith('worktree '))?.slice('worktree '.length);
        if (!path || fields.includes('bare'))
            continue;
        const real = realOrSelf(path);
        if (real !== here && lstatOrUndefined(real)?.isDirectory())
            out.push(real);
    }
    return out;
}
function realOrSelf(path) {
    try {
        return node_fs_1.realpathSync.native(path);
    }
    catch {
        return path;
    }
}
function gitEnvOf(env) {
    const gitEnv = { ...env };
    for (const k of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_COMMON_DIR'])
        delete gitEnv[k];
    return gitEnv;
}
async function listFiles(root, env) {
    const gitEnv = gitEnvOf(env);
    const { stdout } = await execFileP('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
        cwd: root,
        env: gitEnv,
        maxBuffer: 1 << 30,
        encoding: 'utf8',
    });
    return [...new Set(stdout.split('\0').filter((p) => p !== ''))];
}
function readManifest(file, label) {
    let text;
    try {
        text = (0, node_fs_1.readFileSync)(file, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return null;
        throw new ManifestInvalid(sandbox_js_1.sandboxText.manifestUnreadable(label, e.message));
    }
    const manifest = (0, parseManifest_js_1.parseManifest)(text, label);
    if (manifest.errors.length > 0)
        throw new ManifestInvalid(sandbox_js_1.sandboxText.manifestInvalid(manifest.errors.map(parseManifest_js_1.formatManifestError)));
    return manifest;
}
function existing(paths, kind) {
    const out = new Set();
    for (const p of paths) {
        let real;
        try {
            real = node_fs_1.realpathSync.native(p);
        }
        catch {
            continue;
        }
        const stat = lstatOrUndefined(real);
        if (kind === 'file' ? stat?.isFile() : stat?.isDirectory())
            out.add(real);
    }
    return [...out];
}
function lstatOrUndefined(path) {
    try {
        return (0, node_fs_1.lstatSync)(path);
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 7880:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.statOrUndefined = statOrUndefined;
exports.existsOrUnknown = existsOrUnknown;
exports.isMissing = isMissing;
const node_fs_1 = __webpack_require__(3024);
const statOf = (path, follow) => follow === 'follow' ? (0, node_fs_1.statSync)(path) : (0, node_fs_1.lstatSync)(path);
function statOrUndefined(path, follow) {
    try {
        return statOf(path, follow);
    }
    catch {
        return undefined;
    }
}
function existsOrUnknown(path, follow) {
    try {
        statOf(path, follow);
        return true;
    }
    catch (e) {
        return !isMissing(e);
    }
}
function isMissing(e) {
    const code = e?.code;
    return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG';
}


/***/ }),

/***/ 6640:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.HookFailure = void 0;
exports.failureText = failureText;
const claude_js_1 = __webpack_require__(209);
class HookFailure extends Error {
}
exports.HookFailure = HookFailure;
function failureText(e) {
    const detail = e instanceof HookFailure ? e.message : claude_js_1.claudeText.internal(e instanceof Error ? (e.stack ?? e.message) : String(e));
    return `${claude_js_1.claudeText.failure(detail)}\n`;
}


/***/ }),

/***/ 3861:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.locate = locate;
exports.findRepository = findRepository;
exports.realOr = realOr;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const claude_js_1 = __webpack_require__(209);
const exists_js_1 = __webpack_require__(7880);
const failure_js_1 = __webpack_require__(6640);
const readRegular_js_1 = __webpack_require__(6355);
const realPath_js_1 = __webpack_require__(5727);
function locate(cwd, env, home) {
    const project = env.CLAUDE_PROJECT_DIR;
    const start = realDir(project && project !== '' ? project : cwd);
    const repo = findRepository(start);
    const workspace = project && project !== '' ? start : (repo?.root ?? start);
    return {
        cwd,
        workspace,
        root: repo?.root ?? workspace,
        gitDir: repo?.gitDir ?? null,
        home,
        realHome: realHomeOf(home),
        tempDirs: env.TMPDIR ? [env.TMPDIR] : [],
        cdPath: env.CDPATH,
    };
}
function realHomeOf(home) {
    try {
        return (0, realPath_js_1.realPathOf)(home);
    }
    catch {
        return home;
    }
}
function realDir(dir) {
    try {
        return node_fs_1.realpathSync.native(dir);
    }
    catch (e) {
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.noDirectory(dir, e.message));
    }
}
function findRepository(dir) {
    for (let d = dir;; d = node_path_1.posix.dirname(d)) {
        const dotGit = node_path_1.posix.join(d, '.git');
        const stat = (0, exists_js_1.statOrUndefined)(dotGit, 'nofollow');
        if (stat?.isDirectory())
            return { root: d, gitDir: node_fs_1.realpathSync.native(dotGit) };
        if (stat?.isFile()) {
            const m = /^gitdir:\s*(.+?)\s*$/m.exec((0, readRegular_js_1.readRegularText)(dotGit, 64 * 1024));
            if (m)
                return { root: d, gitDir: realOr(node_path_1.posix.resolve(d, m[1])) };
        }
        if (node_path_1.posix.dirname(d) === d)
            return undefined;
    }
}
function realOr(path) {
    try {
        return node_fs_1.realpathSync.native(path);
    }
    catch {
        return path;
    }
}


/***/ }),

/***/ 5727:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.realPathOf = realPathOf;
exports.isWithin = isWithin;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const exists_js_1 = __webpack_require__(7880);
const tooLongForPath_js_1 = __webpack_require__(940);
const MAX_LINKS = 40;
function realPathOf(abs) {
    try {
        return follow(abs, 0);
    }
    catch (e) {
        if (!(e instanceof LinkLoop))
            throw e;
    }
    const parent = node_path_1.posix.dirname(abs);
    if (parent === abs)
        return abs;
    return node_path_1.posix.join(realPathOf(parent), node_path_1.posix.basename(abs));
}
class LinkLoop extends Error {
}
function follow(abs, depth) {
    if ((0, tooLongForPath_js_1.tooLongForPath)(abs)) {
        const parent = node_path_1.posix.dirname(abs);
        return parent === abs ? abs : node_path_1.posix.join(follow(parent, depth), node_path_1.posix.basename(abs));
    }
    try {
        return node_fs_1.realpathSync.native(abs);
    }
    catch (e) {
        if (e?.code === 'ELOOP')
            throw new LinkLoop(abs);
        if (!(0, exists_js_1.isMissing)(e))
            throw e;
    }
    if (depth > MAX_LINKS)
        throw new LinkLoop(abs);
    const link = (0, exists_js_1.statOrUndefined)(abs, 'nofollow')?.isSymbolicLink() ?? false;
    if (link) {
        const target = (0, node_fs_1.readlinkSync)(abs);
        return follow(node_path_1.posix.resolve(node_path_1.posix.dirname(abs), target), depth + 1);
    }
    const parent = node_path_1.posix.dirname(abs);
    if (parent === abs)
        return abs;
    return node_path_1.posix.join(follow(parent, depth + 1), node_path_1.posix.basename(abs));
}
function isWithin(path, dir) {
    return path === dir || path.startsWith(dir.endsWith('/') ? dir : `${dir}/`);
}


/***/ }),

/***/ 940:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PATH_MAX = exports.NAME_MAX = void 0;
exports.tooLongForPath = tooLongForPath;
exports.NAME_MAX = 255;
exports.PATH_MAX = 4096;
function tooLongForPath(path) {
    if (Buffer.byteLength(path) >= exports.PATH_MAX)
        return true;
    return path.split('/').some((part) => Buffer.byteLength(part) > exports.NAME_MAX);
}


/***/ }),

/***/ 209:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.claudeText = void 0;
const CLAUDE_NO_WORKAROUND = 'Do not work around the block by changing another file instead, or by making the same change another way (another tool, a script, a shell command).';
const CLAUDE_WAIT = 'Show the change you intended and why in your reply, and wait for a person to decide.';
const ruleNoun = (kind) => kind === 'freeze'
    ? 'a frozen file'
    : kind === 'invariant'
        ? 'a file with invariant spans'
        : kind === 'append'
            ? 'an append-only file'
            : kind === 'budget'
                ? 'a file under a size budget'
                : kind === 'deny'
                    ? 'a path the manifest denies'
                    : kind === 'manifest'
                        ? 'the diffgate manifest'
                        : `a file protected by a ${kind} rule`;
exports.claudeText = {
    header: (tool, what) => `diffgate blocked this ${tool} call${what ? ` (${what})` : ''}.`,
    why: 'why:',
    next: 'next:',
    workaround: () => CLAUDE_NO_WORKAROUND,
    release: (phrases) => `Only a person lifts this block: if they agree, they include ${phrases.map((p) => JSON.stringify(p)).join(' or ')} in their next message, and it holds for that one turn.`,
    failure: (detail) => `diffgate hook: ${detail}\nThe hook cannot decide, so the call is blocked (fail closed). Tell the person what this says; do not try to get around it.`,
    internal: (detail) => `internal error: ${detail}`,
    timeout: (seconds) => `the hook did not finish within its time limit of ${seconds} s (DIFFGATE_HOOK_TIMEOUT); the input is too large or too complex to check in time. Split the work into smaller, simpler tool calls`,
    timeoutSetting: (raw, min, max) => `DIFFGATE_HOOK_TIMEOUT=${JSON.stringify(raw)} is not a time limit: expected a number of seconds from ${min} to ${max} (the default is 10)`,
    tooLong: (length, limit, write) => `the command is ${length} characters long, more than the ${limit} the hook reads; split it into shorter commands, or write a long text with the ${write} tool`,
    noDirectory: (dir, why) => `the working directory ${dir} cannot be resolved: ${why}. If a call moved, renamed or removed the repository, nothing it changed has been checked yet, and no call is let through until it is: move it back to ${dir} (the person does, if need be); the next hook there judges what the call changed, and puts back what the rules forbid`,
    gitDirSwapped: (g) => `the git folder of ${g.workspace} is not the one diffgate recorded: it was ${g.kept}, and ${g.found === null ? 'there is none now' : `${g.dotGit} now leads to ${g.found}, another folder`}. A process within the agent's reach moved or removed the repository's own git folder: diffgate's record of the protected files, the calls in progress and the git hooks that judge commits were in it, so nothing a call changed can be judged here, and every call is blocked. ${g.stillThere
        ? g.ownDotGit
            ? `Next: the person puts it back (mv ${g.dotGit} ${g.dotGit}.swapped && mv ${g.kept} ${g.dotGit}), and looks at what the swapped one holds (its config and hooks are not theirs).`
            : `Next: the person puts it back (printf 'gitdir: ${g.kept}\n' > ${g.dotGit}).`
        : `The original is no longer at ${g.kept}. Next: the person finds it (a folder holding HEAD, objects/ and diffgate/, where the call moved it) and moves it back to ${g.dotGit}, after moving aside what stands there now (its config and hooks are not theirs).`} The next hook then judges what the call changed. If the person replaced the git folder themselves (a fresh clone), they remove ${g.file}: diffgate then keeps the new one, and what changed before cannot be judged`,
    manifestUnreadable: (label, why) => `the manifest ${label} exists but cannot be read: ${why}`,
    tooManySnapshots: (folder, n, max) => `${folder} holds ${n} files, more than the ${max} shell snapshots diffgate watches (Claude Code keeps one a session, each sourced before that session's Bash calls), so every call is blocked. Next: a person removes the files there that are not Claude Code's own snapshots`,
    tooManyPythonVersions: (folder, max) => `${folder} holds more than ${max} entries, more than diffgate reads to find Python's user sites (every python3 the person starts runs the start files there), so every call is blocked. Next: a person removes the entries there that are not python3.N folders`,
    tooManyGitIncludes: (config, max) => `the git config files include more than ${max} files (the last found through ${config}), more than diffgate reads to find where git runs its hooks from, so every call is blocked. Next: a person removes the [include] and [includeIf] entries that are not needed`,
    tooManyWorktrees: (folder, max) => `${folder} holds more than ${max} entries, more than diffgate reads to watch each worktree's common folder (a worktree's commondir names where git reads its hooks and config from), so every call is blocked. Next: a person runs git worktree prune, and removes the worktrees not needed (git worktree remove)`,
    tooManySourcedFiles: (file, max) => `the shell start-up files source more than ${max} files (the last found through ${file}), more than diffgate reads to watch what the person's shells run at start, so every call is blocked. Next: a person merges the sourced files into fewer`,
    startFileNotRegular: (file, why) => `${file} ${why}, so diffgate cannot read which files the person's shells run at start (a FIFO would hold the hook until the client let the call through), and every call is blocked. Next: a person puts it back as the regular file it was, or removes it`,
    gitFileNotRegular: (file, why) => `${file} ${why}, so diffgate cannot read where git runs its hooks from (a FIFO would hold the hook until the client let the call through), and every call is blocked. Next: a person puts it back as the regular file it was (a repository's config: remove it, run git init to write a default one, then set its remotes and settings again)`,
    manifestSymlink: (label) => `the manifest ${label} is a symbolic link; git stores a link as its target's name, so the rules must be in ${label} itself (replace the link with the file)`,
    manifestErrors: (label, lines) => `the manifest ${label} has ${lines.length === 1 ? 'an error' : `${lines.length} errors`}, so nothing can be checked:\n${lines.map((l) => `  ${l}`).join('\n')}`,
    userManifestRelative: (pattern) => `expected a pattern starting with ~/ or / (the user manifest names files outside repositories), found ${JSON.stringify(pattern)}`,
    usage: () => "usage: diffgate hook claude   (reads Claude Code's hook JSON on standard input)",
    input: {
        badJson: (detail) => `the input on stdin is not JSON (${detail}); expected the JSON object Claude Code sends a command hook`,
        notObject: () => 'the input on stdin is not a JSON object; expected the object Claude Code sends a command hook',
        field: (name, expected) => `the input's "${name}" is missing or not ${expected}`,
        toolField: (tool, name, expected) => `the ${tool} tool input's "${name}" is missing or not ${expected}`,
        unknownEvent: (event) => `unknown hook event ${JSON.stringify(event)}: expected PreToolUse, PostToolUse, PostToolUseFailure, Stop, SubagentStop or UserPromptSubmit (install the hook with "diffgate install --claude")`,
        unknownTool: (tool) => `unknown tool ${JSON.stringify(tool)}: expected Write, Edit, MultiEdit, NotebookEdit, Read, Grep, Glob, LS, Bash, PowerShell, Monitor, CronCreate, ScheduleWakeup or an MCP tool, mcp__<server>__<tool> (the hook's matchers name only these)`,
    },
    scheduled: {
        message: (tool, phrase) => `The prompt this ${tool} call would schedule contains the release phrase ${JSON.stringify(phrase)}.`,
        reason: () => "Only the person's own typed prompt releases a block. A scheduled prompt is the model's words, sent later by the client: it releases nothing, and scheduling the phrase is refused.",
        next: () => 'Schedule the prompt without the release phrase. If the task needs a protected file changed, tell the person what and why, and let them release it in their own message.',
    },
    workspace: {
        unreachable: (path, code) => `${path} cannot be reached: ${code === 'ELOOP' ? 'its symlinks form a loop' : code === 'ENOTDIR' ? 'a part of it that would have to be a folder is a file' : 'the path is too long for the file system (a name over 255 bytes, or the whole over 4096)'}, so the tool cannot write or read it as given.`,
        unreachableNext: () => 'Check the path: list the folder it should be in and use a path that exists there.',
        reason: () => 'File tools stay inside the workspace (the repository, or CLAUDE_PROJECT_DIR), judged by real path.',
        next: () => 'Work on files inside the workspace. If you need a file outside it, ask the person to provide it.',
        empty: () => 'The path is empty.',
        nul: () => 'The path contains a NUL character.',
        drive: (p) => `${JSON.stringify(p)} is a Windows drive path; paths are resolved inside the workspace only.`,
        unc: (p) => `${JSON.stringify(p)} is a UNC (network) path; paths are resolved inside the workspace only.`,
        symlink: (p, real) => `${JSON.stringify(p)} is a symlink (or lies under one) that leads outside the workspace, to ${real}.`,
        dotdot: (p) => `${JSON.stringify(p)} uses ".." to leave the workspace.`,
        outside: (p, workspace) => `${JSON.stringify(p)} is outside the workspace ${workspace}.`,
        secret: (p, segment) => `${p} is on the built-in secret list (${JSON.stringify(segment)}); it is not read or written by tools.`,
        secretBraces: (p, segment, max) => `${p} holds brace lists of more than ${max} names (${JSON.stringify(segment)}): so broad a list is not checked name by name and may reach secret files. List fewer names, or use a plain glob.`,
        gitDir: (p) => `${p} is inside git's own directory; it is not read or written by tools.`,
        secretReason: () => "Secrets, keys, production credentials and git's own files stay out of the agent's reach.",
        secretNext: () => `Do not read or write it. If the task needs a value from it, ask the person. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
    },
    edit: {
        noMatch: (tool, path, detail) => `The ${tool} of ${path}, a protected file, cannot be applied to the file as it is now: ${detail}`,
        notFound: (n) => `old_string${n > 0 ? ` of edit ${n + 1}` : ''} does not occur in the file.`,
        exists: () => 'old_string is empty but the file already has content.',
        noCell: (id) => `the notebook has no cell ${JSON.stringify(id)}.`,
        noCellType: () => 'inserting a cell needs cell_type (code or markdown).',
        badNotebook: (detail) => `the file is not a notebook the tool can edit (${detail}).`,
        noMatchReason: () => 'A protected file is checked on the exact content the edit would leave.',
        noMatchNext: () => `Read the file again and make the edit against its current text.`,
        unread: (tool, path, why) => `The ${tool} of ${path}, a protected file, cannot be checked: the file ${why}.`,
        unreadReason: () => 'The hook reads only regular files, and only up to a bound, so that it always answers.',
        unreadNext: () => 'Ask the person to make this change; a protected file this large is not edited by tools.',
    },
    saveGate: {
        message: (path) => `Writing to ${path}, which may be written only in the turn right after the person asks to save.`,
        next: (words) => `Do not save it now. Propose what you would save in your reply; the person asks for it with a message containing ${(words.length > 0 ? words : ['save', 'remember']).map((w) => JSON.stringify(w)).join(' or ')}.`,
    },
    shell: {
        writes: (how, path, kind) => `The command writes ${path} (${how}), ${ruleNoun(kind)}.`,
        programNames: (how, path, kind) => `The ${how} program names ${path}, ${ruleNoun(kind)}.`,
        secret: (how, path, segment) => `The command writes ${path} (${how}), which is on the built-in secret list (${JSON.stringify(segment)}).`,
        useEdit: (edit) => `Use the ${edit} tool, whose proposed change can be checked against the rule; a shell command's effect cannot be.`,
        programNext: (edit) => `Use the ${edit} tool for protected files, whose proposed change can be checked; an inline program's effect cannot be.`,
        denyNext: () => `Do not create it. If it must exist, a person adds an "allow" line for it to the manifest.`,
        unresolved: (how, raw, could) => `The command writes ${JSON.stringify(raw)} (${how}), which cannot be resolved before it runs, and it could be a protected path (${[...new Set(could)].slice(0, 5).join(', ')}).`,
        opaqueProgram: (what) => `The command runs code that cannot be read before it runs (${what.length > 120 ? `${what.slice(0, 117)}...` : what}).`,
        unresolvedReason: () => 'Writes a shell command makes are checked before it runs; what cannot be known then is treated as protected (fail closed).',
        unresolvedRootReason: () => 'It removes a whole tree whose path cannot be known before it runs and could be / or the home folder, which nothing puts back: a release phrase does not lift this.',
        unresolvedNext: (edit) => `Write the target as a literal path (no variables or command substitutions), or use the ${edit} tool for files the manifest protects.`,
        tooMany: () => 'The command names more paths (through globs, variables and possible working directories) than can be checked in time before it runs.',
        tooManyNext: (edit) => `Split it into smaller commands that name their files more plainly, or use the ${edit} tool for files the manifest protects.`,
        syntax: () => 'The command could not be parsed as a shell command line.',
        syntaxNext: () => 'Rewrite it as a plain command line (check its quoting).',
    },
    gate: {
        reason: () => 'The gate (git hooks, the manifest, diffgate itself) is switched off only by a person.',
        switch: (kind, text) => (kind === 'no-verify'
            ? "The command skips git's hooks (--no-verify)"
            : kind === 'hooks-path'
                ? 'The command reads or changes core.hooksPath, where git finds its hooks'
                : kind === 'git-config-code'
                    ? 'The command sets a git setting that runs a command or brings in other settings, a way round the hooks'
                    : kind === 'release-variable'
                        ? 'The command sets a DIFFGATE_ variable; DIFFGATE_RELEASE is set only by a person'
                        : kind === 'hook-manager-off'
                            ? 'The command sets a variable that switches a hook manager off (HUSKY, LEFTHOOK, SKIP, PRE_COMMIT_)'
                            : kind === 'git-config-env'
                                ? 'The command gives git settings through the environment (GIT_CONFIG_*, --config-env, another HOME or XDG_CONFIG_HOME), which can point git past its hooks'
                                : kind === 'index-flags'
                                    ? "The command changes a protected file's mode or hides its changes in git's index (update-index --chmod, --assume-unchanged, --skip-worktree)"
                                    : "The command runs diffgate's own hook or uninstaller") +
            `: ${text.length > 120 ? `${text.slice(0, 117)}...` : text}`,
        gitHooks: (how, path) => `The command writes git's hooks (${path}, ${how}).`,
        gateFile: (how, path) => `The command writes ${path} (${how}), a gate file: it decides whether diffgate's checks run, and with what code and rules.`,
        gateFileEdit: (tool, path) => `${tool} would change ${path}, a gate file: it decides whether diffgate's checks run, and with what code and rules.`,
        next: () => `Do not switch the gate off. ${CLAUDE_WAIT}`,
        gitDirReason: () => "git's own files are changed by git commands only.",
        gitDir: (how, path) => `The command writes inside git's directory (${path}, ${how}).`,
        gitDirNext: () => `Use git commands instead of writing git's files.`,
    },
    install: {
        installed: (file, events) => `added the Claude Code hooks to ${file} (${list(events)}). Claude Code runs a project's hooks in a folder it trusts: an interactive \`claude\` asks once, \`claude -p\` does not ask (2.1.328). \`disableAllHooks\` in a settings file, \`--bare\` and CLAUDE_CODE_SIMPLE=1 switch them off; run \`diffgate doctor\` to see them live.`,
        already: (file) => `the Claude Code hooks are already in ${file}; nothing changed.`,
        removed: (file) => `removed the Claude Code hooks from ${file}.`,
        absent: (file) => `${file} has no diffgate hooks; nothing changed.`,
        badSettings: (file, detail) => `${file} is not a JSON object (${detail}); fix it by hand, then run the install again.`,
        badHooks: (file, event) => `${file} has a "hooks.${event}" that is not a list; fix it by hand, then run the install again.`,
    },
};
function list(items) {
    return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}


/***/ }),

/***/ 6355:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NotReadable = exports.READ_LIMIT = void 0;
exports.readRegular = readRegular;
exports.openRegular = openRegular;
exports.readRegularText = readRegularText;
const node_fs_1 = __webpack_require__(3024);
exports.READ_LIMIT = 32 * 1024 * 1024;
class NotReadable extends Error {
    path;
    why;
    constructor(path, why, detail) {
        super(`${path} ${detail}`);
        this.path = path;
        this.why = why;
    }
}
exports.NotReadable = NotReadable;
const kindOf = (s) => s.isFIFO()
    ? 'a FIFO (named pipe)'
    : s.isSocket()
        ? 'a socket'
        : s.isCharacterDevice() || s.isBlockDevice()
            ? 'a device'
            : s.isDirectory()
                ? 'a directory'
                : 'not a regular file';
function readRegular(path, limit = exports.READ_LIMIT) {
    const fd = openRegular(path, limit);
    try {
        const s = (0, node_fs_1.fstatSync)(fd);
        let buf = Buffer.allocUnsafe(Math.min(limit + 1, s.size + 1));
        let n = 0;
        for (;;) {
            const r = (0, node_fs_1.readSync)(fd, buf, n, buf.length - n, null);
            if (r === 0)
                return buf.subarray(0, n);
            n += r;
            if (n > limit)
                throw tooLarge(path, limit);
            if (n === buf.length) {
                const bigger = Buffer.allocUnsafe(Math.min(limit + 1, buf.length * 2));
                buf.copy(bigger, 0, 0, n);
                buf = bigger;
            }
        }
    }
    finally {
        (0, node_fs_1.closeSync)(fd);
    }
}
function openRegular(path, limit = Number.MAX_SAFE_INTEGER) {
    checkRegular(path, (0, node_fs_1.statSync)(path), limit);
    const fd = (0, node_fs_1.openSync)(path, node_fs_1.constants.O_RDONLY | node_fs_1.constants.O_NONBLOCK);
    try {
        checkRegular(path, (0, node_fs_1.fstatSync)(fd), limit);
    }
    catch (e) {
        (0, node_fs_1.closeSync)(fd);
        throw e;
    }
    return fd;
}
function checkRegular(path, s, limit) {
    if (!s.isFile())
        throw new NotReadable(path, 'not-regular', `is ${kindOf(s)}, not a regular file`);
    if (s.size > limit)
        throw tooLarge(path, limit);
}
function readRegularText(path, limit = exports.READ_LIMIT) {
    return readRegular(path, limit).toString('utf8');
}
function tooLarge(label, limit) {
    return new NotReadable(label, 'too-large', `is larger than ${limit} bytes, more than the hook reads`);
}


/***/ }),

/***/ 4006:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const pico = __webpack_require__(8016);
const utils = __webpack_require__(4059);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 5595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 8265:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const constants = __webpack_require__(5595);
const utils = __webpack_require__(4059);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 8016:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const scan = __webpack_require__(1781);
const parse = __webpack_require__(8265);
const utils = __webpack_require__(4059);
const constants = __webpack_require__(5595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 1781:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



const utils = __webpack_require__(4059);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __webpack_require__(5595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __webpack_require__(5595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


/***/ }),

/***/ 5879:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.GatePaths = void 0;
exports.gateSet = gateSet;
exports.gateSetWithoutInstalled = gateSetWithoutInstalled;
exports.installedPaths = installedPaths;
exports.programPaths = programPaths;
exports.snapshotFolders = snapshotFolders;
exports.keyFolders = keyFolders;
exports.commonDir = commonDir;
exports.ownPackageDir = ownPackageDir;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const claude_js_1 = __webpack_require__(209);
const failure_js_1 = __webpack_require__(6640);
const readRegular_js_1 = __webpack_require__(6355);
const realPath_js_1 = __webpack_require__(5727);
const joinPath_js_1 = __webpack_require__(7987);
const LEFTHOOK_EXTENSIONS = ['yml', 'yaml', 'json', 'jsonc', 'toml'];
const LEFTHOOK_FILES = ['lefthook', '.lefthook', 'lefthook-local', '.lefthook-local'].flatMap((name) => LEFTHOOK_EXTENSIONS.map((ext) => `${name}.${ext}`));
const OPENCODE_CONFIGS = ['opencode.json', 'opencode.jsonc'];
const PROMPT_TEMPLATE_FOLDERS = ['.claude/commands', '.gemini/commands', '.opencode/command', '.opencode/commands'];
const PROJECT_FILES = [
    ...LEFTHOOK_FILES,
    ...LEFTHOOK_FILES.filter((f) => !f.startsWith('.')).map((f) => `.config/${f}`),
    '.pre-commit-config.yaml',
    '.pre-commit-config.yml',
    '.claude/settings.json',
    '.claude/settings.local.json',
    '.claude/scheduled_tasks.json',
    '.codex/config.toml',
    '.codex/hooks.json',
    '.gemini/settings.json',
    '.cursor/hooks.json',
    ...OPENCODE_CONFIGS,
    ...OPENCODE_CONFIGS.map((f) => `.opencode/${f}`),
];
const PROJECT_FOLDERS = [
    '.husky',
    '.lefthook',
    '.lefthook-local',
    '.github/hooks',
    '.opencode/plugins',
    '.opencode/plugin',
    '.opencode/tools',
    '.opencode/tool',
    ...PROMPT_TEMPLATE_FOLDERS,
];
const HOME_GIT_CONFIGS = ['.gitconfig', '.config/git/config'];
const HUSKY_9_START_FOLDER = 'husky';
const HUSKY_8_START = '.huskyrc';
const SHELL_START_FILES = [
    '.bashrc',
    '.bash_aliases',
    '.bash_profile',
    '.bash_login',
    '.bash_logout',
    '.profile',
    '.zshenv',
    '.zshrc',
    '.zprofile',
    '.zlogin',
    '.zlogout',
    ...['.zshenv', '.zshrc', '.zprofile', '.zlogin', '.zlogout'].map((f) => `${f}.zwc`),
    '.config/fish/config.fish',
];
const SOURCED_FOLDERS = [
    '.bashrc.d',
    '.bash_completion.d',
    '.local/share/bash-completion/completions',
    '.oh-my-zsh/custom',
    '.zshrc.d',
];
const SOURCED_FILES = ['.bash_completion'];
const SHELL_START_FOLDERS = ['.config/fish/conf.d', '.config/fish/functions'];
const SHADOWED_PROGRAMS = ['git', 'node', 'npm', 'npx', 'sh', 'bash', 'env', 'watchman'];
const USER_BIN_FOLDERS = ['.local/bin', 'bin'];
const SHELL_SNAPSHOTS = 'shell-snapshots';
const HOME_FILES = [
    ...HOME_GIT_CONFIGS,
    ...SHELL_START_FILES,
    ...SOURCED_FILES,
    ...USER_BIN_FOLDERS.flatMap((bin) => SHADOWED_PROGRAMS.map((program) => `${bin}/${program}`)),
    '.claude/settings.json',
    '.claude/settings.local.json',
    '.claude/scheduled_tasks.json',
    '.codex/config.toml',
    '.codex/hooks.json',
    '.gemini/settings.json',
    '.cursor/hooks.json',
    '.copilot/config.json',
    '.copilot/settings.json',
    '.local/bin/diffgate',
    'bin/diffgate',
    HUSKY_8_START,
    ...OPENCODE_CONFIGS.map((f) => `.config/opencode/${f}`),
];
const MACOS = process.platform === 'darwin';
const PYTHON_START_FILES = new Set(['usercustomize.py', 'sitecustomize.py']);
const MAX_PYTHON_ENTRIES = 4096;
const pythonBase = (base) => ({
    root: (0, joinPath_js_1.joinPath)(base, 'lib'),
    prefix: `${(0, joinPath_js_1.joinPath)(base, 'lib')}/`,
    steps: [/^python3\.\d+t?$/, 'site-packages'],
});
const macosBase = (library) => ({
    root: library,
    prefix: `${library}/`,
    steps: [/^3\.\d+$/, 'lib', 'python', 'site-packages'],
});
function pythonSites(base) {
    const keyFolders = [base.root];
    const files = [];
    const [version, ...fixed] = base.steps;
    for (const name of boundedNames(base.root, MAX_PYTHON_ENTRIES).filter((n) => version.test(n))) {
        let dir = (0, joinPath_js_1.joinPath)(base.root, name);
        keyFolders.push(dir);
        for (const step of fixed)
            keyFolders.push((dir = (0, joinPath_js_1.joinPath)(dir, step)));
        files.push(...[...PYTHON_START_FILES].map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
        let names;
        try {
            names = (0, node_fs_1.readdirSync)(dir);
        }
        catch {
            continue;
        }
        files.push(...names.filter((n) => n.endsWith('.pth')).map((n) => (0, joinPath_js_1.joinPath)(dir, n)));
    }
    return { keyFolders, files };
}
const MAX_WORKTREES = 1024;
function boundedNames(dir, max, tooMany = claude_js_1.claudeText.tooManyPythonVersions) {
    let handle;
    if ((0, node_fs_1.lstatSync)(dir, { throwIfNoEntry: false })?.isDirectory() !== true)
        return [];
    try {
        handle = (0, node_fs_1.opendirSync)(dir);
    }
    catch {
        return [];
    }
    const names = [];
    try {
        let entry;
        try {
            entry = handle.readSync();
        }
        catch (e) {
            if (e.code === 'ENOENT' || e.code === 'ENOTDIR')
                return [];
            throw e;
        }
        for (; entry !== null; entry = handle.readSync()) {
            if (names.length >= max)
                throw new failure_js_1.HookFailure(tooMany(dir, max));
            names.push(entry.name);
        }
    }
    finally {
        handle.closeSync();
    }
    return names;
}
function pythonShape(path, base) {
    if (!path.startsWith(base.prefix))
        return path === base.root ? 'site' : undefined;
    const parts = path.slice(base.root.length + 1).split('/');
    const fits = (i) => {
        const step = base.steps[i];
        return typeof step === 'string' ? parts[i] === step : step.test(parts[i]);
    };
    for (let i = 0; i < Math.min(parts.length, base.steps.length); i++)
        if (!fits(i))
            return 'other';
    if (parts.length <= base.steps.length)
        return 'site';
    const name = parts[base.steps.length];
    return parts.length === base.steps.length + 1 && (PYTHON_START_FILES.has(name) || name.endsWith('.pth'))
        ? 'start'
        : 'other';
}
const DEFERRED_WORK_FOLDERS = ['.config/systemd/user'];
const HOME_FOLDERS = [
    ...SHELL_START_FOLDERS,
    ...SOURCED_FOLDERS,
    ...PROMPT_TEMPLATE_FOLDERS.filter((f) => !f.startsWith('.opencode/')),
    '.config/opencode/command',
    '.config/opencode/commands',
    '.codex/prompts',
    ...DEFERRED_WORK_FOLDERS,
    '.local/state/diffgate',
    `.config/${HUSKY_9_START_FOLDER}`,
    '.copilot/hooks',
    '.config/opencode/plugins',
    '.config/opencode/plugin',
    '.config/opencode/tools',
    '.config/opencode/tool',
];
const PACKAGE_FOLDERS = ['dist/cli', 'dist/lib', 'dist/opencode', 'githooks'];
const PACKAGE_FILES = ['package.json', 'dist/package.json'];
const MEMO_FOLDER = 'command-patterns';
const SYSTEM_FILES = [
    '/etc/gitconfig',
    '/etc/claude-code/managed-settings.json',
    '/etc/codex/config.toml',
    '/etc/codex/requirements.toml',
    '/etc/gemini-cli/settings.json',
    '/etc/cursor/hooks.json',
];
const memo = new Map();
function gateSet(place, env, selfDir = ownPackageDir()) {
    const { files, folders } = gateSetWithInstalled(place, env, selfDir);
    return { files, folders };
}
function gateSetWithoutInstalled(place, env, selfDir = ownPackageDir()) {
    const { files, folders, installed } = gateSetWithInstalled(place, env, selfDir);
    return { files: files.filter((p) => !installed.has(p)), folders: folders.filter((p) => !installed.has(p)) };
}
function gateSetWithInstalled(place, env, selfDir) {
    const key = JSON.stringify([place, selfDir, envKey(env)]);
    const known = memo.get(key);
    if (known)
        return known;
    const named = namedGates(place, env, selfDir);
    const { real, links } = realPaths();
    const both = (list) => [...new Set(list.flatMap((p) => [p, real(p)]))];
    const installedFiles = both(named.installedFiles);
    const installedFolders = both(named.installedFolders);
    const manifests = both(named.manifests);
    const programs = both(named.programs);
    const bases = new Map();
    for (const b of named.pythonBases)
        for (const root of [b.root, real(b.root)])
            bases.set(root, { ...b, root, prefix: `${root}/` });
    const sites = [...bases.values()].map(pythonSites);
    const installedHops = [...links];
    const files = both(named.files);
    const folders = both(named.folders);
    const snapshotFolders = new Set(both(named.snapshotFolders));
    const mine = [place.home, place.realHome, place.workspace, place.root];
    const hops = [...links].filter((l) => mine.some((d) => (0, realPath_js_1.isWithin)(l, d)));
    const installedLinks = installedHops.filter((l) => hops.includes(l));
    const set = {
        files: [
            ...new Set([...manifests, ...files, ...sites.flatMap((s) => s.files), ...installedFiles, ...programs, ...hops]),
        ],
        folders: [...new Set([...folders, ...installedFolders])],
        installed: new Set([...installedFiles, ...installedFolders, ...programs, ...installedLinks]),
        manifests: new Set(manifests),
        snapshotFolders,
        programs: new Set(programs),
        pythonBases: [...bases.values()],
        keyFolders: [...new Set(sites.flatMap((s) => s.keyFolders))],
        worktreeRoots: both(named.worktreeRoots),
        worktreeDirs: new Set(both(named.worktreeDirs)),
    };
    memo.set(key, set);
    return set;
}
const ENV_KEYS = [
    'XDG_CONFIG_HOME',
    'XDG_CACHE_HOME',
    'XDG_STATE_HOME',
    'GIT_CONFIG_GLOBAL',
    'GIT_CONFIG_SYSTEM',
    'CLAUDE_CONFIG_DIR',
    'CODEX_HOME',
    'GEMINI_CLI_SYSTEM_SETTINGS_PATH',
    'COPILOT_HOME',
    'npm_config_prefix',
    'NPM_CONFIG_PREFIX',
    'PREFIX',
    'PNPM_HOME',
    'BASH_ENV',
    'ENV',
    'ZDOTDIR',
    'PYTHONUSERBASE',
    'PATH',
    'ZSH_CUSTOM',
    'XDG_DATA_HOME',
];
const envKey = (env) => ENV_KEYS.map((k) => env[k] ?? '');
function namedGates(place, env, selfDir) {
    const files = [...SYSTEM_FILES];
    const manifests = [];
    const folders = [];
    const installedFiles = [];
    const installedFolders = [];
    const packages = [];
    const pythonBases = [];
    const worktreeRoots = [];
    const worktreeDirs = [];
    const projects = [...new Set([place.workspace, place.root])];
    for (const dir of projects) {
        files.push(...PROJECT_FILES.map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
        manifests.push((0, joinPath_js_1.joinPath)(dir, '.diffgate.tsv'));
        folders.push(...PROJECT_FOLDERS.map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
        const modules = (0, joinPath_js_1.joinPath)(dir, 'node_modules');
        installedFiles.push((0, joinPath_js_1.joinPath)(modules, '.bin', 'diffgate'));
        packages.push((0, joinPath_js_1.joinPath)(modules, 'diffgate'), ...pnpmCopies(modules));
    }
    for (const home of new Set([place.home, place.realHome])) {
        files.push(...HOME_FILES.map((f) => (0, joinPath_js_1.joinPath)(home, f)));
        pythonBases.push(pythonBase((0, joinPath_js_1.joinPath)(home, '.local')));
        if (MACOS)
            pythonBases.push(macosBase((0, joinPath_js_1.joinPath)(home, 'Library', 'Python')));
        folders.push(...HOME_FOLDERS.map((f) => (0, joinPath_js_1.joinPath)(home, f)));
        packages.push((0, joinPath_js_1.joinPath)(home, '.local', 'lib', 'node_modules', 'diffgate'));
        manifests.push((0, joinPath_js_1.joinPath)(home, '.config', 'diffgate', 'manifest.tsv'));
    }
    const absolute = (name) => {
        const value = env[name];
        return value && node_path_1.posix.isAbsolute(value) && (!value.startsWith('/dev/') || value.startsWith('/dev/shm/'))
            ? value
            : undefined;
    };
    const xdgConfig = absolute('XDG_CONFIG_HOME');
    if (xdgConfig) {
        files.push(...OPENCODE_CONFIGS.map((f) => (0, joinPath_js_1.joinPath)(xdgConfig, 'opencode', f)));
        folders.push((0, joinPath_js_1.joinPath)(xdgConfig, 'opencode', 'plugins'), (0, joinPath_js_1.joinPath)(xdgConfig, 'opencode', 'plugin'));
        folders.push((0, joinPath_js_1.joinPath)(xdgConfig, HUSKY_9_START_FOLDER));
        files.push((0, joinPath_js_1.joinPath)(xdgConfig, 'git', 'config'));
        manifests.push((0, joinPath_js_1.joinPath)(xdgConfig, 'diffgate', 'manifest.tsv'));
    }
    const xdgCache = absolute('XDG_CACHE_HOME');
    const xdgState = absolute('XDG_STATE_HOME');
    if (xdgState)
        folders.push((0, joinPath_js_1.joinPath)(xdgState, 'diffgate'));
    for (const name of ['GIT_CONFIG_GLOBAL', 'GIT_CONFIG_SYSTEM', 'GEMINI_CLI_SYSTEM_SETTINGS_PATH']) {
        const file = absolute(name);
        if (file)
            files.push(file);
    }
    const claude = absolute('CLAUDE_CONFIG_DIR');
    if (claude)
        files.push((0, joinPath_js_1.joinPath)(claude, 'settings.json'), (0, joinPath_js_1.joinPath)(claude, 'settings.local.json'));
    for (const name of ['BASH_ENV', 'ENV']) {
        const file = absolute(name);
        if (file)
            files.push(file);
    }
    const shadowing = [];
    const homes = [place.home, place.realHome];
    for (const entry of (env.PATH ?? '').split(':')) {
        const bin = pathFolder(entry, place.home);
        if (bin === undefined)
            continue;
        const programs = SHADOWED_PROGRAMS.map((program) => (0, joinPath_js_1.joinPath)(bin, program));
        if (homes.some((h) => (0, realPath_js_1.isWithin)(bin, h)))
            files.push(...programs);
        else if (writable(existingAncestor(bin)))
            shadowing.push(...programs);
    }
    const userBase = absolute('PYTHONUSERBASE');
    if (userBase)
        pythonBases.push(pythonBase(userBase));
    const zdotdir = absolute('ZDOTDIR');
    if (zdotdir)
        files.push(...['.zshenv', '.zshrc', '.zprofile', '.zlogin'].map((f) => (0, joinPath_js_1.joinPath)(zdotdir, f)));
    const zshCustom = absolute('ZSH_CUSTOM');
    if (zshCustom)
        folders.push(zshCustom);
    const xdgData = absolute('XDG_DATA_HOME');
    if (xdgData)
        folders.push((0, joinPath_js_1.joinPath)(xdgData, 'bash-completion', 'completions'));
    const startFiles = [
        ...[...new Set([place.home, place.realHome])].flatMap((h) => SHELL_START_FILES.filter((f) => !f.endsWith('.zwc')).map((f) => (0, joinPath_js_1.joinPath)(h, f))),
        ...['BASH_ENV', 'ENV'].map(absolute).filter((f) => f !== undefined),
        ...(zdotdir ? ['.zshenv', '.zshrc', '.zprofile', '.zlogin'].map((f) => (0, joinPath_js_1.joinPath)(zdotdir, f)) : []),
    ];
    const sourced = sourcedFiles(startFiles, place.home, [place.home, place.realHome, ...projects]);
    files.push(...sourced.files);
    folders.push(...sourced.folders);
    const snapshotFolders = [...new Set([...[place.home, place.realHome].map((h) => (0, joinPath_js_1.joinPath)(h, '.claude')), claude])]
        .filter((dir) => dir !== undefined)
        .map((dir) => (0, joinPath_js_1.joinPath)(dir, SHELL_SNAPSHOTS));
    for (const folder of snapshotFolders)
        files.push(...snapshotFiles(folder));
    const codex = absolute('CODEX_HOME');
    if (codex)
        files.push((0, joinPath_js_1.joinPath)(codex, 'config.toml'), (0, joinPath_js_1.joinPath)(codex, 'hooks.json'));
    const copilot = absolute('COPILOT_HOME');
    if (copilot) {
        files.push((0, joinPath_js_1.joinPath)(copilot, 'config.json'), (0, joinPath_js_1.joinPath)(copilot, 'settings.json'));
        folders.push((0, joinPath_js_1.joinPath)(copilot, 'hooks'));
    }
    const configs = HOME_GIT_CONFIGS.map((f) => (0, joinPath_js_1.joinPath)(place.home, f));
    if (xdgConfig)
        configs.push((0, joinPath_js_1.joinPath)(xdgConfig, 'git', 'config'));
    const globalConfig = absolute('GIT_CONFIG_GLOBAL');
    if (globalConfig)
        configs.push(globalConfig);
    if (place.gitDir) {
        for (const gitDir of new Set([place.gitDir, commonDir(place.gitDir)])) {
            files.push((0, joinPath_js_1.joinPath)(gitDir, 'config'), (0, joinPath_js_1.joinPath)(gitDir, 'config.worktree'), (0, joinPath_js_1.joinPath)(gitDir, 'commondir'));
            files.push((0, joinPath_js_1.joinPath)(gitDir, 'info', 'grafts'), (0, joinPath_js_1.joinPath)(gitDir, 'shallow'));
            folders.push((0, joinPath_js_1.joinPath)(gitDir, 'hooks'), (0, joinPath_js_1.joinPath)(gitDir, 'diffgate'));
            configs.push((0, joinPath_js_1.joinPath)(gitDir, 'config'), (0, joinPath_js_1.joinPath)(gitDir, 'config.worktree'));
        }
        const worktrees = (0, joinPath_js_1.joinPath)(commonDir(place.gitDir), 'worktrees');
        worktreeRoots.push(worktrees);
        for (const name of boundedNames(worktrees, MAX_WORKTREES, claude_js_1.claudeText.tooManyWorktrees)) {
            const dir = (0, joinPath_js_1.joinPath)(worktrees, name);
            worktreeDirs.push(dir);
            files.push((0, joinPath_js_1.joinPath)(dir, 'commondir'), (0, joinPath_js_1.joinPath)(dir, 'gitdir'), (0, joinPath_js_1.joinPath)(dir, 'config.worktree'));
            configs.push((0, joinPath_js_1.joinPath)(dir, 'config.worktree'));
            const dotGit = worktreeDotGit((0, joinPath_js_1.joinPath)(dir, 'gitdir'));
            if (dotGit !== undefined && !(0, realPath_js_1.isWithin)(dotGit, place.root))
                files.push(dotGit);
        }
    }
    const read = readGitConfigs(configs, place.root, place.home);
    files.push(...read.included);
    folders.push(...read.hooksPaths);
    installedFolders.push(...[...new Set([place.home, place.realHome])].map((h) => (0, joinPath_js_1.joinPath)(h, '.cache', 'diffgate', MEMO_FOLDER)), ...(xdgCache ? [(0, joinPath_js_1.joinPath)(xdgCache, 'diffgate', MEMO_FOLDER)] : []));
    const prefixes = new Set();
    for (const name of ['npm_config_prefix', 'NPM_CONFIG_PREFIX', 'PREFIX']) {
        const p = absolute(name);
        if (p)
            prefixes.add(p);
    }
    prefixes.add(node_path_1.posix.dirname(node_path_1.posix.dirname(process.execPath)));
    for (const prefix of prefixes) {
        installedFiles.push((0, joinPath_js_1.joinPath)(prefix, 'bin', 'diffgate'));
        packages.push((0, joinPath_js_1.joinPath)(prefix, 'lib', 'node_modules', 'diffgate'));
    }
    const pnpmHome = absolute('PNPM_HOME');
    if (pnpmHome)
        installedFiles.push((0, joinPath_js_1.joinPath)(pnpmHome, 'diffgate'));
    if (selfDir !== undefined)
        packages.push(selfDir);
    for (const dir of packages) {
        installedFolders.push(...PACKAGE_FOLDERS.map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
        installedFiles.push(...PACKAGE_FILES.map((f) => (0, joinPath_js_1.joinPath)(dir, f)));
    }
    const programs = [process.execPath, ...shadowing];
    return {
        files,
        folders,
        manifests,
        installedFiles,
        installedFolders,
        snapshotFolders,
        programs,
        pythonBases,
        worktreeRoots,
        worktreeDirs,
    };
}
function installedPaths(place, env, selfDir = ownPackageDir()) {
    return [...gateSetWithInstalled(place, env, selfDir).installed];
}
function programPaths(place, env, selfDir = ownPackageDir()) {
    return gateSetWithInstalled(place, env, selfDir).programs;
}
function snapshotFolders(place, env, selfDir = ownPackageDir()) {
    return gateSetWithInstalled(place, env, selfDir).snapshotFolders;
}
function keyFolders(place, env, selfDir = ownPackageDir()) {
    const set = gateSetWithInstalled(place, env, selfDir);
    return { folders: set.keyFolders, shape: (path) => shapeIn(set, path) };
}
function shapeIn(set, path) {
    if (set.worktreeRoots.some((root) => worktreeShape(path, root)) && !set.worktreeDirs.has(node_path_1.posix.dirname(path)))
        return 'start';
    let found;
    for (const base of set.pythonBases) {
        const shape = pythonShape(path, base);
        if (shape === 'start' || shape === 'site')
            return shape;
        found ??= shape;
    }
    return found;
}
function pathFolder(entry, home) {
    if (entry.startsWith('/'))
        return node_path_1.posix.normalize(entry);
    if (entry === '~' || entry.startsWith('~/'))
        return (0, joinPath_js_1.joinPath)(home, entry.slice(1));
    return undefined;
}
function existingAncestor(dir) {
    let at = dir;
    for (; at !== '/'; at = node_path_1.posix.dirname(at)) {
        try {
            if ((0, node_fs_1.lstatSync)(at, { throwIfNoEntry: false }) !== undefined)
                break;
        }
        catch {
        }
    }
    return at;
}
function writable(dir) {
    try {
        (0, node_fs_1.accessSync)(dir, node_fs_1.constants.W_OK);
        return true;
    }
    catch {
        return false;
    }
}
const CONFIG_LIMIT = 4 * 1024 * 1024;
function snapshotFiles(folder) {
    let names;
    try {
        names = (0, node_fs_1.readdirSync)(folder);
    }
    catch {
        return [];
    }
    if (names.length > MAX_SNAPSHOTS)
        throw new failure_js_1.HookFailure(claude_js_1.claudeText.tooManySnapshots(folder, names.length, MAX_SNAPSHOTS));
    return names.map((name) => (0, joinPath_js_1.joinPath)(folder, name));
}
const MAX_SNAPSHOTS = 2000;
function pnpmCopies(modules) {
    try {
        return (0, node_fs_1.readdirSync)((0, joinPath_js_1.joinPath)(modules, '.pnpm'))
            .filter((name) => name.startsWith('diffgate@'))
            .map((name) => (0, joinPath_js_1.joinPath)(modules, '.pnpm', name, 'node_modules', 'diffgate'));
    }
    catch {
        return [];
    }
}
const START_FILE_LIMIT = 1024 * 1024;
const MAX_SOURCE_DEPTH = 4;
const MAX_SOURCED = 100;
function sourcedFiles(starts, home, mine) {
    const files = [];
    const folders = [];
    const seen = new Set();
    const ours = (p) => mine.some((d) => (0, realPath_js_1.isWithin)(p, d)) || writable(existingAncestor(node_path_1.posix.dirname(p)));
    const visit = (file, depth) => {
        if (seen.has(file))
            return;
        seen.add(file);
        if (seen.size > MAX_SOURCED + starts.length)
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.tooManySourcedFiles(file, MAX_SOURCED));
        let text;
        try {
            text = readIfThere(file, START_FILE_LIMIT);
        }
        catch (e) {
            if (e instanceof readRegular_js_1.NotReadable)
                throw new failure_js_1.HookFailure(claude_js_1.claudeText.startFileNotRegular(file, e.message.slice(file.length + 1)));
            return;
        }
        if (text === undefined)
            return;
        for (const name of sourcedNames(text)) {
            const path = expandHome(name, home);
            if (path === undefined || !ours(path))
                continue;
            const wild = path.search(/[*?[]/);
            if (wild < 0) {
                if ((0, node_fs_1.statSync)(path, { throwIfNoEntry: false })?.isDirectory() === true)
                    continue;
                files.push(path);
                if (depth < MAX_SOURCE_DEPTH)
                    visit(path, depth + 1);
                continue;
            }
            const folder = node_path_1.posix.dirname(path.slice(0, wild + 1));
            if (!mine.some((d) => (0, realPath_js_1.isWithin)(d, folder))) {
                folders.push(folder);
                continue;
            }
            if (node_path_1.posix.dirname(path) !== folder)
                continue;
            const match = globPart(node_path_1.posix.basename(path));
            let names;
            try {
                names = (0, node_fs_1.readdirSync)(folder);
            }
            catch {
                continue;
            }
            for (const n of names.filter((n) => match.test(n))) {
                files.push((0, joinPath_js_1.joinPath)(folder, n));
                if (depth < MAX_SOURCE_DEPTH)
                    visit((0, joinPath_js_1.joinPath)(folder, n), depth + 1);
            }
        }
    };
    for (const start of starts)
        visit(start, 0);
    return { files, folders };
}
function sourcedNames(text) {
    const names = [];
    const word = `((?:"[^"]*"|'[^']*'|[^\\s;&|)"'])+)`;
    const sourcing = `(?:(?:builtin|command)\\s+)?(?:\\\\?\\.|source)`;
    const source = new RegExp(`(?:^|[;&|({!]|\\bthen|\\bdo|\\belse)\\s*${sourcing}\\s+${word}`, 'g');
    const lines = text.split('\n').map((raw) => raw.replace(/(^|\s)#.*$/, ''));
    for (const line of lines)
        for (const m of line.matchAll(source))
            names.push(m[1]);
    const body = lines.join('\n');
    const loop = /\bfor\s+(\w+)\s+in\s+([^;\n]*)[;\n]([\s\S]*?)\bdone\b/g;
    for (const m of body.matchAll(loop)) {
        const sourcesIt = new RegExp(`${sourcing}\\s+"?\\$\\{?${m[1]}\\}?"?(?:[\\s;&|)]|$)`, 'm');
        if (sourcesIt.test(m[3]))
            names.push(...(m[2].match(/(?:"[^"]*"|'[^']*'|[^\s"'])+/g) ?? []));
    }
    return names.map((n) => n.replace(/"([^"]*)"|'([^']*)'/g, '$1$2')).flatMap(braces);
}
function braces(name) {
    const m = /^(.*?)(?<!\$)\{([^{}]*,[^{}]*)\}(.*)$/.exec(name);
    return m ? m[2].split(',').map((alt) => `${m[1]}${alt}${m[3]}`) : [name];
}
function expandHome(name, home) {
    const m = /^(?:~|\$HOME|\$\{HOME\})(\/.*)?$/.exec(name);
    const path = m ? (0, joinPath_js_1.joinPath)(home, m[1] ?? '') : name;
    if (!path.startsWith('/') || /[$`]/.test(path))
        return undefined;
    return node_path_1.posix.normalize(path);
}
function globPart(glob) {
    let out = '';
    for (let i = 0; i < glob.length; i++) {
        const ch = glob[i];
        if (ch === '*')
            out += '[^/]*';
        else if (ch === '?')
            out += '[^/]';
        else if (ch === '[') {
            const end = glob.indexOf(']', i + 2);
            if (end < 0)
                out += '\\[';
            else {
                out += `[${glob
                    .slice(i + 1, end)
                    .replace(/^!/, '^')
                    .replace(/\\/g, '\\\\')}]`;
                i = end;
            }
        }
        else
            out += ch.replace(/[.+^${}()|\\]/g, '\\$&');
    }
    return new RegExp(glob.startsWith('.') ? `^${out}$` : `^(?!\\.)${out}$`);
}
const MAX_INCLUDE_DEPTH = 10;
const MAX_INCLUDED_CONFIGS = 100;
function readGitConfigs(configs, root, home) {
    const hooksPaths = [];
    const included = [];
    const seen = new Set();
    const visit = (config, depth) => {
        if (seen.has(config))
            return;
        seen.add(config);
        const read = readGitConfig(config);
        if (read === undefined)
            return;
        for (const value of read.hooksPaths) {
            hooksPaths.push(value.startsWith('~/') ? (0, joinPath_js_1.joinPath)(home, value.slice(2)) : node_path_1.posix.resolve(root, value));
        }
        for (const value of read.includes) {
            if (value.startsWith('~') && !value.startsWith('~/'))
                continue;
            if (value.startsWith('%(prefix)/'))
                continue;
            const path = value.startsWith('~/')
                ? (0, joinPath_js_1.joinPath)(home, value.slice(2))
                : node_path_1.posix.resolve(node_path_1.posix.dirname(config), value);
            if (!included.includes(path))
                included.push(path);
            if (included.length > MAX_INCLUDED_CONFIGS)
                throw new failure_js_1.HookFailure(claude_js_1.claudeText.tooManyGitIncludes(config, MAX_INCLUDED_CONFIGS));
            if (depth < MAX_INCLUDE_DEPTH)
                visit(path, depth + 1);
        }
    };
    for (const config of configs)
        visit(config, 0);
    return { hooksPaths, included };
}
function readGitConfig(config) {
    let text;
    try {
        text = readIfThere(config, CONFIG_LIMIT);
    }
    catch (e) {
        if (e instanceof readRegular_js_1.NotReadable)
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.gitFileNotRegular(config, e.message.slice(config.length + 1)));
        return undefined;
    }
    if (text === undefined)
        return undefined;
    let section = '';
    const hooksPaths = [];
    const includes = [];
    for (const raw of text.split('\n')) {
        let line = raw.trim();
        const header = /^\[\s*([^\]\s"]+)[^\]]*\]/.exec(line);
        if (header) {
            section = header[1].toLowerCase();
            line = line.slice(header[0].length).trim();
        }
        const m = /^([A-Za-z][\w-]*)\s*=\s*(?:"([^"]*)"|([^#;]*?))\s*(?:[#;].*)?$/.exec(line);
        if (!m)
            continue;
        const key = m[1].toLowerCase();
        const value = (m[2] ?? m[3] ?? '').trim();
        if (!value)
            continue;
        if (section === 'core' && key === 'hookspath')
            hooksPaths.push(value);
        else if ((section === 'include' || section === 'includeif') && key === 'path')
            includes.push(value);
    }
    return { hooksPaths, includes };
}
function worktreeShape(path, root) {
    return (path.startsWith(`${root}/`) && /^[^/]+\/(?:commondir|gitdir|config\.worktree)$/.test(path.slice(root.length + 1)));
}
function worktreeDotGit(gitdirFile) {
    let text;
    try {
        text = readIfThere(gitdirFile, CONFIG_LIMIT);
    }
    catch (e) {
        if (e instanceof readRegular_js_1.NotReadable)
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.gitFileNotRegular(gitdirFile, e.message.slice(gitdirFile.length + 1)));
        return undefined;
    }
    const named = text?.trim();
    return named === undefined || named === '' ? undefined : node_path_1.posix.resolve(node_path_1.posix.dirname(gitdirFile), named);
}
function readIfThere(path, limit) {
    let there = true;
    try {
        there = (0, node_fs_1.statSync)(path, { throwIfNoEntry: false }) !== undefined;
    }
    catch {
    }
    return there ? (0, readRegular_js_1.readRegularText)(path, limit) : undefined;
}
function commonDir(gitDir) {
    try {
        return node_path_1.posix.resolve(gitDir, (0, readRegular_js_1.readRegularText)((0, joinPath_js_1.joinPath)(gitDir, 'commondir'), CONFIG_LIMIT).trim());
    }
    catch (e) {
        if (e instanceof readRegular_js_1.NotReadable)
            throw new failure_js_1.HookFailure(claude_js_1.claudeText.gitFileNotRegular((0, joinPath_js_1.joinPath)(gitDir, 'commondir'), e.message.slice(e.path.length + 1)));
        return gitDir;
    }
}
function realPaths() {
    const known = new Map([['/', { real: '/', exists: true }]]);
    const links = new Set();
    let followed = 0;
    const look = (p) => {
        const seen = known.get(p);
        if (seen !== undefined)
            return seen;
        const [dir, name] = (0, joinPath_js_1.parentAndName)(p);
        const parent = look(dir);
        let real = (0, joinPath_js_1.joinPath)(parent.real, name);
        let exists = false;
        if (parent.exists) {
            let stat;
            try {
                stat = (0, node_fs_1.lstatSync)(p, { throwIfNoEntry: false });
            }
            catch {
                stat = undefined;
            }
            exists = stat !== undefined;
            if (stat?.isSymbolicLink()) {
                real = (0, realPath_js_1.realPathOf)(real);
                links.add(p);
                if (followed++ < 40) {
                    known.set(p, { real, exists });
                    try {
                        look(node_path_1.posix.resolve(parent.real, (0, node_fs_1.readlinkSync)(p)));
                    }
                    catch {
                    }
                }
            }
        }
        const out = { real, exists };
        known.set(p, out);
        return out;
    };
    return { real: (p) => look(p).real, links };
}
function ownPackageDir(script = process.argv[1]) {
    if (script !== process.argv[1])
        return readOwnPackageDir(script);
    ownDir ??= { dir: readOwnPackageDir(script) };
    return ownDir.dir;
}
let ownDir;
function readOwnPackageDir(script) {
    if (script === undefined || !/[/\\]dist[/\\]cli[/\\][^/\\]+\.js$/.test(script))
        return undefined;
    try {
        return node_path_1.posix.dirname(node_path_1.posix.dirname(node_path_1.posix.dirname(node_fs_1.realpathSync.native(script))));
    }
    catch {
        return undefined;
    }
}
class GatePaths {
    place;
    env;
    selfDir;
    known;
    constructor(place, env = process.env, selfDir) {
        this.place = place;
        this.env = env;
        this.selfDir = selfDir;
    }
    get set() {
        this.known ??= gateSetWithInstalled(this.place, this.env, this.selfDir ?? ownPackageDir());
        return this.known;
    }
    at(path) {
        return (this.set.files.find((f) => f === path && !this.set.manifests.has(f)) ??
            this.set.folders.find((d) => (0, realPath_js_1.isWithin)(path, d)) ??
            (shapeIn(this.set, path) === 'start' ? path : undefined));
    }
    removable(path) {
        for (const p of this.set.installed)
            if ((0, realPath_js_1.isWithin)(path, p))
                return true;
        return false;
    }
    under(dir) {
        return [...this.set.files, ...this.set.folders].filter((f) => f !== dir && (0, realPath_js_1.isWithin)(f, dir) && !this.set.installed.has(f) && !this.set.manifests.has(f));
    }
}
exports.GatePaths = GatePaths;


/***/ }),

/***/ 7987:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.joinPath = joinPath;
exports.parentAndName = parentAndName;
const node_path_1 = __webpack_require__(6760);
const NOT_NORMAL = /\/\/|(?:^|\/)\.\.?(?:\/|$)/;
function joinPath(...parts) {
    let joined = '';
    for (const part of parts)
        if (part.length > 0)
            joined = joined === '' ? part : `${joined}/${part}`;
    return joined === '' || NOT_NORMAL.test(joined) ? node_path_1.posix.join(...parts) : joined;
}
function parentAndName(path) {
    const cut = path.lastIndexOf('/');
    if (cut === -1 || path[0] !== '/' || cut === path.length - 1 || NOT_NORMAL.test(path))
        return [node_path_1.posix.dirname(path), node_path_1.posix.basename(path)];
    return [cut === 0 ? '/' : path.slice(0, cut), path.slice(cut + 1)];
}


/***/ }),

/***/ 892:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.localSettingsFile = void 0;
exports.claudeDenyList = claudeDenyList;
const node_path_1 = __webpack_require__(6760);
const denyWriteEntries_js_1 = __webpack_require__(7705);
const protectedSet_js_1 = __webpack_require__(804);
const localSettingsFile = (place) => node_path_1.posix.join(place.root, '.claude', 'settings.local.json');
exports.localSettingsFile = localSettingsFile;
async function claudeDenyList(place, env) {
    const set = await (0, protectedSet_js_1.protectedSet)(place, env);
    return (0, denyWriteEntries_js_1.denyWriteEntries)({ ...set, files: [...set.files, (0, exports.localSettingsFile)(place)] });
}


/***/ }),

/***/ 5907:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.sandboxRecordFile = exports.ClaudeSettingsError = exports.TRIPWIRE_MATCHER = exports.MCP_MATCHER = exports.CLAUDE_MATCHER = void 0;
exports.installClaude = installClaude;
exports.hookCommandLine = hookCommandLine;
exports.installClaudeSandbox = installClaudeSandbox;
exports.readRecord = readRecord;
const node_fs_1 = __webpack_require__(3024);
const promises_1 = __webpack_require__(1455);
const node_os_1 = __webpack_require__(8161);
const node_path_1 = __webpack_require__(6760);
const claude_js_1 = __webpack_require__(209);
const install_js_1 = __webpack_require__(7180);
const sandbox_js_1 = __webpack_require__(8736);
const claudeDenyList_js_1 = __webpack_require__(892);
const verifiedCommand_js_1 = __webpack_require__(2562);
const place_js_1 = __webpack_require__(3861);
exports.CLAUDE_MATCHER = 'Write|Edit|MultiEdit|NotebookEdit|Read|Grep|Glob|LS|Bash|PowerShell|Monitor|CronCreate|ScheduleWakeup';
exports.MCP_MATCHER = '^mcp__';
exports.TRIPWIRE_MATCHER = 'Write|Edit|MultiEdit|NotebookEdit|Bash|PowerShell|Monitor|mcp__.*';
const EVENTS = [
    ['PreToolUse', [exports.CLAUDE_MATCHER, exports.MCP_MATCHER]],
    ['PostToolUse', [exports.TRIPWIRE_MATCHER]],
    ['PostToolUseFailure', [exports.TRIPWIRE_MATCHER]],
    ['Stop', [undefined]],
    ['SubagentStop', [undefined]],
    ['UserPromptSubmit', [undefined]],
];
class ClaudeSettingsError extends Error {
}
exports.ClaudeSettingsError = ClaudeSettingsError;
async function installClaude(opts) {
    const env = opts.env ?? process.env;
    const home = opts.home ?? (env.HOME || (0, node_os_1.homedir)());
    const root = opts.user ? undefined : ((0, place_js_1.findRepository)((0, node_fs_1.realpathSync)(opts.cwd))?.root ?? opts.cwd);
    const file = opts.user
        ? node_path_1.posix.join(env.CLAUDE_CONFIG_DIR || node_path_1.posix.join(home, '.claude'), 'settings.json')
        : node_path_1.posix.join(root, '.claude', 'settings.json');
    const command = opts.uninstall ? '' : hookCommandLine(root, opts.cliPath, opts.user);
    const settings = await readSettings(file);
    const before = JSON.stringify(settings);
    const hooks = (settings.hooks ?? {});
    if (typeof hooks !== 'object' || Array.isArray(hooks))
        throw new ClaudeSettingsError(claude_js_1.claudeText.install.badSettings(file, '"hooks" is not an object'));
    for (const [event, matchers] of EVENTS) {
        const list = hooks[event] ?? [];
        if (!Array.isArray(list))
            throw new ClaudeSettingsError(claude_js_1.claudeText.install.badHooks(file, event));
        const entries = list;
        const want = matchers.map((matcher) => matcher !== undefined
            ? { matcher, hooks: [{ type: 'command', command }] }
            : { hooks: [{ type: 'command', command }] });
        if (!opts.uninstall && isInstalled(entries, want))
            continue;
        const kept = entries
            .map((e) => (Array.isArray(e?.hooks) ? { ...e, hooks: e.hooks.filter((h) => !isOurs(h)) } : e))
            .filter((e) => !Array.isArray(e?.hooks) || e.hooks.length > 0);
        if (!opts.uninstall)
            kept.push(...want);
        if (kept.length > 0)
            hooks[event] = kept;
        else
            delete hooks[event];
    }
    if (Object.keys(hooks).length > 0)
        settings.hooks = hooks;
    else
        delete settings.hooks;
    const changed = JSON.stringify(settings) !== before;
    if (changed)
        await writeSettings(file, settings);
    const message = opts.uninstall
        ? changed
            ? claude_js_1.claudeText.install.removed(file)
            : claude_js_1.claudeText.install.absent(file)
        : changed
            ? claude_js_1.claudeText.install.installed(file, EVENTS.map(([event]) => event))
            : claude_js_1.claudeText.install.already(file);
    return { changed, file, message: message + (opts.uninstall ? '' : (0, verifiedCommand_js_1.installedNote)(command, 'claude', opts.user)) };
}
function hookCommandLine(projectRoot, cliPath, user = projectRoot === undefined) {
    try {
        return (0, verifiedCommand_js_1.agentHookCommand)({ agent: 'claude', user, projectRoot, cliPath, tail: ' || exit 2' });
    }
    catch (e) {
        if (e instanceof verifiedCommand_js_1.CodeCheckError)
            throw new ClaudeSettingsError(e.message);
        throw e;
    }
}
function isOurs(h) {
    const cmd = h?.command;
    return typeof cmd === 'string' && /\bhook claude\b/.test(cmd) && /diffgate|dist\/cli\b/.test(cmd);
}
function isInstalled(entries, want) {
    const ours = entries.flatMap((e) => (Array.isArray(e?.hooks) ? e.hooks.filter(isOurs).map((h) => ({ e, h })) : []));
    return (ours.length === want.length &&
        ours.every(({ e, h }, i) => h.command === want[i].hooks[0].command && e.matcher === want[i].matcher && h.type === 'command'));
}
async function readSettings(file) {
    let text;
    try {
        text = await (0, promises_1.readFile)(file, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return {};
        throw new ClaudeSettingsError(claude_js_1.claudeText.install.badSettings(file, e.message));
    }
    if (text.trim() === '')
        return {};
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (e) {
        throw new ClaudeSettingsError(claude_js_1.claudeText.install.badSettings(file, e.message));
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data))
        throw new ClaudeSettingsError(claude_js_1.claudeText.install.badSettings(file, 'not an object'));
    return data;
}
async function writeSettings(file, settings) {
    await (0, promises_1.mkdir)(node_path_1.posix.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await (0, promises_1.writeFile)(tmp, `${JSON.stringify(settings, null, 2)}\n`);
    await (0, promises_1.rename)(tmp, file);
}
async function installClaudeSandbox(opts) {
    const t = sandbox_js_1.sandboxText.install;
    const env = opts.env ?? process.env;
    const place = (0, place_js_1.locate)(opts.cwd, env, opts.home ?? (env.HOME || (0, node_os_1.homedir)()));
    const file = (0, claudeDenyList_js_1.localSettingsFile)(place);
    if (!place.gitDir) {
        if (opts.uninstall)
            return { changed: false, file, message: t.absent(file), entries: [] };
        throw new ClaudeSettingsError(install_js_1.installText.notARepo());
    }
    const recordFile = (0, exports.sandboxRecordFile)(place.gitDir);
    await (0, promises_1.mkdir)(node_path_1.posix.dirname(recordFile), { recursive: true });
    const previous = await readRecord(recordFile);
    const settings = await readSettings(file);
    const before = JSON.stringify(settings);
    const sandbox = objectAt(settings, 'sandbox', file, t.badSandbox);
    const fs = objectAt(sandbox, 'filesystem', file, t.badSandbox);
    const list = fs.denyWrite ?? [];
    if (!Array.isArray(list) || list.some((e) => typeof e !== 'string'))
        throw new ClaudeSettingsError(t.badSandbox(file, 'sandbox.filesystem.denyWrite'));
    const personal = list.filter((e) => !previous.includes(e));
    const wanted = opts.uninstall ? [] : await (0, claudeDenyList_js_1.claudeDenyList)(place, env);
    const added = wanted.filter((e) => !personal.includes(e));
    const next = [...personal, ...added];
    if (next.length > 0)
        fs.denyWrite = next;
    else
        delete fs.denyWrite;
    if (Object.keys(fs).length > 0)
        sandbox.filesystem = fs;
    else
        delete sandbox.filesystem;
    if (Object.keys(sandbox).length > 0)
        settings.sandbox = sandbox;
    else
        delete settings.sandbox;
    const changed = JSON.stringify(settings) !== before;
    if (changed)
        await writeSettings(file, settings);
    await writeRecord(recordFile, opts.uninstall ? undefined : { file, entries: added });
    const removed = previous.filter((e) => list.includes(e)).length;
    const message = opts.uninstall
        ? removed > 0
            ? t.removed(file, removed)
            : t.absent(file)
        : changed
            ? t.written(file, wanted.length)
            : t.same(file, wanted.length);
    return { changed, file, message, entries: wanted };
}
const sandboxRecordFile = (gitDir) => node_path_1.posix.join(gitDir, 'diffgate', 'claude-sandbox.json');
exports.sandboxRecordFile = sandboxRecordFile;
async function readRecord(file) {
    try {
        const data = JSON.parse(await (0, promises_1.readFile)(file, 'utf8'));
        return Array.isArray(data.entries) ? data.entries.filter((e) => typeof e === 'string') : [];
    }
    catch {
        return [];
    }
}
async function writeRecord(file, record) {
    if (!record)
        return (0, promises_1.rm)(file, { force: true });
    await (0, promises_1.mkdir)(node_path_1.posix.dirname(file), { recursive: true });
    await (0, promises_1.writeFile)(file, `${JSON.stringify(record, null, 2)}\n`);
}
function objectAt(parent, key, file, bad) {
    const value = parent[key] ?? {};
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new ClaudeSettingsError(bad(file, key));
    return value;
}


/***/ }),

/***/ 4938:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WRAP_JS = exports.WRAP_TAIL = exports.WRAP_HEAD = void 0;
exports.cacheIntact = cacheIntact;
exports.codeCache = codeCache;
const node_crypto_1 = __webpack_require__(7598);
const node_child_process_1 = __webpack_require__(1421);
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const SUMS = 'SHA256SUMS';
exports.WRAP_HEAD = '(function (exports, require, module, __filename, __dirname) { ';
exports.WRAP_TAIL = '\n});';
exports.WRAP_JS = `"${exports.WRAP_HEAD}"+String(b).replace(/^#!/,"//")+${JSON.stringify(exports.WRAP_TAIL)}`;
const sha256 = (bytes) => (0, node_crypto_1.createHash)('sha256').update(bytes).digest('hex');
const MAKER = [
    [
        'const f=require("fs"),c=require("crypto"),v=require("vm"),v8=require("v8"),[,d,h,o]=process.argv',
        'H=b=>c.createHash("sha256").update(b).digest("hex")',
        `s=f.readFileSync(d+"/${SUMS}")`,
        'w=(n,b)=>{f.writeFileSync(o+"/"+n+".tmp",b,{mode:0o600});f.renameSync(o+"/"+n+".tmp",o+"/"+n)}',
        'L=[]',
    ].join(','),
    'if(H(s)!==h)throw new Error("the CLI sums changed")',
    'f.mkdirSync(o,{recursive:true,mode:0o700})',
    [
        'for(const l of String(s).split("\\n")){',
        'if(!l.endsWith(".js"))continue;',
        'const b=f.readFileSync(d+"/"+l.slice(66)),q=H(b);',
        'if(q!==l.slice(0,64))throw new Error(l.slice(66)+" does not match the CLI sums");',
        'let S;v8.setFlagsFromString("--no-lazy");',
        `try{S=new v.Script(${exports.WRAP_JS},{filename:d+"/"+l.slice(66)})}finally{v8.setFlagsFromString("--lazy")}`,
        'const y=S.createCachedData();w(q+".v8",y);L.push(H(y)+"  "+q+".v8\\n")}',
    ].join(''),
    `w("${SUMS}",L.join(""))`,
].join(';');
const HOOK_ENV = { NODE_OPTIONS: '', NODE_PATH: '', NODE_EXTRA_CA_CERTS: '', OPENSSL_CONF: '' };
function intact(dir, sources) {
    try {
        const sums = (0, node_fs_1.readFileSync)(node_path_1.posix.join(dir, SUMS));
        const lines = sums.toString('utf8').split('\n').filter(Boolean);
        const names = new Set(lines.map((l) => l.slice(66)));
        if (sources.some((q) => !names.has(`${q}.v8`)))
            return undefined;
        for (const l of lines)
            if (sha256((0, node_fs_1.readFileSync)(node_path_1.posix.join(dir, l.slice(66)))) !== l.slice(0, 64))
                return undefined;
        return sha256(sums);
    }
    catch {
        return undefined;
    }
}
function cacheIntact(cache) {
    return intact(cache.dir, []) === cache.hash;
}
function codeCache(cliDir, cliHash, node, env) {
    const base = env.XDG_CACHE_HOME || (env.HOME ? node_path_1.posix.join(env.HOME, '.cache') : undefined);
    if (!base || !node_path_1.posix.isAbsolute(base))
        return undefined;
    const dir = node_path_1.posix.join(base, 'diffgate', 'code', `${cliHash.slice(0, 16)}-${process.version}-${process.arch}`);
    const sources = (0, node_fs_1.readFileSync)(node_path_1.posix.join(cliDir, 'SHA256SUMS'), 'utf8')
        .split('\n')
        .filter((l) => l.endsWith('.js'))
        .map((l) => l.slice(0, 64));
    const kept = intact(dir, sources);
    if (kept)
        return { dir, hash: kept };
    const made = (0, node_child_process_1.spawnSync)(node, ['-e', MAKER, cliDir, cliHash, dir], {
        encoding: 'utf8',
        env: { ...env, ...HOOK_ENV },
    });
    if (made.status !== 0)
        return undefined;
    const hash = intact(dir, sources);
    return hash ? { dir, hash } : undefined;
}


/***/ }),

/***/ 2562:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NO_CACHE = exports.CodeCheckError = exports.SUMS = void 0;
exports.loaderSource = loaderSource;
exports.codeHash = codeHash;
exports.shQuote = shQuote;
exports.chosenCli = chosenCli;
exports.agentHookCommand = agentHookCommand;
exports.watchdogWrap = watchdogWrap;
exports.installedNote = installedNote;
exports.verifiedCommand = verifiedCommand;
exports.parseVerified = parseVerified;
const node_crypto_1 = __webpack_require__(7598);
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const codeCheck_js_1 = __webpack_require__(6856);
const codeCache_js_1 = __webpack_require__(4938);
exports.SUMS = 'SHA256SUMS';
class CodeCheckError extends Error {
}
exports.CodeCheckError = CodeCheckError;
const sha256 = (bytes) => (0, node_crypto_1.createHash)('sha256').update(bytes).digest('hex');
function loaderSource(before, after) {
    const declarations = [
        'const M=require("module"),f=require("fs"),c=require("crypto"),[n,d,h,C,g,...a]=process.argv',
        'H=b=>c.createHash("sha256").update(b).digest("hex")',
        `x=p=>{process.stderr.write(${JSON.stringify(before)}+p+${JSON.stringify(after)});process.exit(2)}`,
        'L=t=>String(t).split("\\n").filter(Boolean).map(l=>[l.slice(66),l.slice(0,64)])',
        `s=(()=>{try{return f.readFileSync(d+"/${exports.SUMS}")}catch{x(d+"/${exports.SUMS}")}})()`,
        `k=new Map(H(s)===h?L(s).map(([p,q])=>[d+"/"+p,q]):x(d+"/${exports.SUMS}"))`,
        'r=p=>{try{const o=f.openSync(p,f.constants.O_RDONLY|f.constants.O_NONBLOCK);try{const t=f.fstatSync(o);if(t.isFile()&&t.size<1<<26)return f.readFileSync(o)}finally{f.closeSync(o)}}catch{}}',
        `e=g!=="-"&&r(C+"/${exports.SUMS}")`,
        'K=new Map(e&&H(e)===g?L(e):[])',
    ];
    return [
        declarations.join(','),
        [
            'M._extensions[".js"]=(m,p)=>{let b;try{b=f.readFileSync(p)}catch{x(p)}const q=H(b);if(k.get(p)!==q)x(p);',
            'const j=K.get(q+".v8"),y=j&&r(C+"/"+q+".v8");',
            `if(y&&H(y)===j)new(require("vm").Script)(${codeCache_js_1.WRAP_JS},{filename:p,cachedData:y}).runInThisContext().call(m.exports,m.exports,i=>m.require(i),m,p,d);`,
            'else m._compile(String(b),p)}',
        ].join(''),
        'process.argv=[n,d+"/index.js",...a]',
        'require(d+"/index.js")',
    ].join(';');
}
function codeHash(dir) {
    let sums;
    try {
        sums = (0, node_fs_1.readFileSync)(node_path_1.posix.join(dir, exports.SUMS));
    }
    catch {
        throw new CodeCheckError(codeCheck_js_1.codeCheckText.noSums(dir));
    }
    for (const line of sums.toString('utf8').split('\n')) {
        if (line === '')
            continue;
        const file = node_path_1.posix.join(dir, line.slice(66));
        let bytes;
        try {
            bytes = (0, node_fs_1.readFileSync)(file);
        }
        catch {
            throw new CodeCheckError(codeCheck_js_1.codeCheckText.notIntact(file));
        }
        if (sha256(bytes) !== line.slice(0, 64))
            throw new CodeCheckError(codeCheck_js_1.codeCheckText.notIntact(file));
    }
    return sha256(sums);
}
function shQuote(s) {
    return `'${s.replace(/'/g, `'\\''`)}'`;
}
exports.NO_CACHE = { dir: '-', hash: '-' };
function chosenCli(projectRoot, cliPath) {
    if (projectRoot !== undefined) {
        const local = node_path_1.posix.join(projectRoot, 'node_modules', '.bin', 'diffgate');
        try {
            const real = (0, node_fs_1.realpathSync)(local);
            if ((0, node_fs_1.existsSync)(node_path_1.posix.join(node_path_1.posix.dirname(real), exports.SUMS)))
                return real;
        }
        catch {
        }
    }
    return (0, node_fs_1.realpathSync)(cliPath ?? process.argv[1]);
}
function agentHookCommand(o) {
    const dir = node_path_1.posix.dirname(chosenCli(o.projectRoot, o.cliPath));
    const node = (0, node_fs_1.realpathSync)(process.execPath);
    const hash = codeHash(dir);
    const cache = (0, codeCache_js_1.codeCache)(dir, hash, node, process.env) ?? exports.NO_CACHE;
    const v = { node, dir, hash, cache, args: ['hook', o.agent] };
    const reinstall = codeCheck_js_1.codeCheckText.reinstall(o.agent, o.user);
    return verifiedCommand(v, reinstall, typeof o.tail === 'string' ? o.tail : o.tail(reinstall));
}
function printfFormat(text, mark) {
    return text.replace(/\\/g, '\\\\').replace(/%/g, '%%').replace(mark, '%s');
}
function watchdogWrap(seconds, deny) {
    const MARK = 'DIFFGATE_EXIT_STATUS';
    const format = `${printfFormat(deny(MARK), MARK)}\\n`;
    return {
        before: 'exec 3<&0;',
        tail: [
            ' <&3 3<&- & p=$!;',
            `(x=; trap 'x=1' TERM; sleep ${seconds} & w=$!; trap 'kill $w 2>/dev/null; exit' TERM; [ -z "$x" ] || { kill $w 2>/dev/null; exit; }; wait $w; kill -9 $p) >/dev/null 2>&1 </dev/null 3<&- & d=$!;`,
            'wait $p; s=$?; kill $d 2>/dev/null;',
            'case $s in 0) exit 0;; 2|126|127) exit 2;; esac;',
            `printf ${shQuote(format)} "$s"; exit 2`,
        ].join(' '),
    };
}
function installedNote(command, agent, user) {
    const v = parseVerified(command);
    return v ? ` ${codeCheck_js_1.codeCheckText.installedNote(v.node, v.dir, codeCheck_js_1.codeCheckText.reinstall(agent, user))}` : '';
}
const NODE_CLEAN = 'NODE_OPTIONS= NODE_PATH= NODE_EXTRA_CA_CERTS= OPENSSL_CONF=';
const CLEAN_FORMS = `(?:${NODE_CLEAN}|NODE_OPTIONS= NODE_PATH=)`;
function verifiedCommand(v, reinstall, tail) {
    const { before, after } = codeCheck_js_1.codeCheckText.changed(reinstall);
    const wrap = typeof tail === 'string' ? { before: '', tail } : tail;
    return [
        `test -x ${shQuote(v.node)} || printf '%s\\n' ${shQuote(codeCheck_js_1.codeCheckText.nodeMissing(v.node, reinstall))} >&2;`,
        ...(wrap.before ? [wrap.before] : []),
        NODE_CLEAN,
        shQuote(v.node),
        '-e',
        shQuote(loaderSource(before, after)),
        shQuote(v.dir),
        v.hash,
        ...(v.cache ? [shQuote(v.cache.dir), v.cache.hash] : []),
        ...v.args,
    ]
        .join(' ')
        .concat(wrap.tail);
}
const QUOTED = "'((?:[^']|'\\\\'')*)'";
const VERIFIED = new RegExp(`^test -x ${QUOTED} \\|\\| .*?; (?:exec 3<&0; )?(?:${CLEAN_FORMS} )?${QUOTED} -e ${QUOTED} ${QUOTED} ([0-9a-f]{64})(?: ${QUOTED} ([0-9a-f]{64}|-))? (.*?)(?: \\|\\|| <&3|$)`);
const unquote = (s) => s.replace(/'\\''/g, "'");
function parseVerified(command) {
    const m = VERIFIED.exec(command);
    if (!m || m[1] !== m[2])
        return undefined;
    return {
        node: unquote(m[2]),
        loader: unquote(m[3]),
        dir: unquote(m[4]),
        hash: m[5],
        ...(m[6] === undefined ? {} : { cache: { dir: unquote(m[6]), hash: m[7] } }),
        args: m[8].split(' '),
    };
}


/***/ }),

/***/ 6856:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.codeCheckText = void 0;
exports.codeCheckText = {
    reinstall: (agent, user) => `npx diffgate install --${agent}${user ? ' --user' : ''}`,
    changed: (reinstall) => ({
        before: 'diffgate blocked this call: the code diffgate installed was changed since it was installed: ',
        after: ` does not match the sums recorded in the hook command at install. If you upgraded or rebuilt diffgate, run: ${reinstall}. If you did not, something rewrote the installed CLI: reinstall the package (npm ci), then run: ${reinstall}. Until then every call is blocked.\n`,
    }),
    nodeMissing: (node, reinstall) => `diffgate blocked this call: ${node}, the node diffgate's hooks were installed with, is not there any more (node upgraded or moved?). Run: ${reinstall} (with the node you use now). Until then every call is blocked.`,
    noAnswer: (status, watchdog, reinstall) => `diffgate blocked this call: diffgate's hook ended without an answer (exit status ${status}: killed by a signal, crashed, or stopped after ${watchdog} s by the hook command's watchdog), so nothing was checked and the call is blocked (fail closed). Tell the person: run npx diffgate doctor in this repository; if it reports the hook is fine, the machine may be short of memory or time. If diffgate was upgraded, run ${reinstall}.`,
    installedNote: (node, dir, reinstall) => `The hooks run ${node} and the CLI in ${dir} by absolute path, and check the CLI's code before it runs: after upgrading or moving node or diffgate, run ${reinstall} again (until then every call is blocked, saying so).`,
    notIntact: (file) => `${file} does not match the sums in the CLI's SHA256SUMS, so its code cannot be verified: reinstall the package (npm ci, or npm install diffgate), then run the install again.`,
    noSums: (dir) => `${dir} has no SHA256SUMS, so its code cannot be verified by the hooks: reinstall a built copy of diffgate (npm ci, or npm run build in a checkout), then run the install again.`,
};


/***/ }),

/***/ 7705:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.claudeAbsolute = void 0;
exports.denyWriteEntries = denyWriteEntries;
const claudeAbsolute = (abs) => `/${abs}`;
exports.claudeAbsolute = claudeAbsolute;
function denyWriteEntries(set) {
    return [...new Set([...set.folders, ...set.files])].sort().map(exports.claudeAbsolute);
}


/***/ }),

/***/ 3769:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.isBinary = isBinary;
exports.lineStarts = lineStarts;
exports.countLines = countLines;
exports.lineEnd = lineEnd;
exports.rangeEquals = rangeEquals;
exports.bytesEqual = bytesEqual;
exports.commonPrefix = commonPrefix;
exports.lineAt = lineAt;
exports.containsAscii = containsAscii;
exports.decode = decode;
const LF = 10;
function isBinary(bytes) {
    const end = Math.min(bytes.length, 8000);
    for (let i = 0; i < end; i++)
        if (bytes[i] === 0)
            return true;
    return false;
}
function lineStarts(bytes) {
    const starts = [];
    if (bytes.length === 0)
        return starts;
    starts.push(0);
    let i = bytes.indexOf(LF);
    while (i !== -1) {
        if (i + 1 < bytes.length)
            starts.push(i + 1);
        i = bytes.indexOf(LF, i + 1);
    }
    return starts;
}
function countLines(bytes) {
    let n = 0;
    let i = bytes.indexOf(LF);
    while (i !== -1) {
        n++;
        i = bytes.indexOf(LF, i + 1);
    }
    if (bytes.length > 0 && bytes[bytes.length - 1] !== LF)
        n++;
    return n;
}
function lineEnd(bytes, start) {
    const i = bytes.indexOf(LF, start);
    return i === -1 ? bytes.length : i;
}
function rangeEquals(a, aStart, aEnd, b, bStart, bEnd) {
    if (aEnd - aStart !== bEnd - bStart)
        return false;
    for (let i = aStart, j = bStart; i < aEnd; i++, j++)
        if (a[i] !== b[j])
            return false;
    return true;
}
function bytesEqual(a, b) {
    return rangeEquals(a, 0, a.length, b, 0, b.length);
}
function commonPrefix(a, b) {
    const n = Math.min(a.length, b.length);
    let i = 0;
    while (i < n && a[i] === b[i])
        i++;
    return i;
}
function lineAt(bytes, offset) {
    let line = 1;
    let i = bytes.indexOf(LF);
    while (i !== -1 && i < offset) {
        line++;
        i = bytes.indexOf(LF, i + 1);
    }
    return line;
}
function containsAscii(bytes, start, end, needle) {
    const first = needle.charCodeAt(0);
    const last = end - needle.length;
    outer: for (let i = start; i <= last; i++) {
        if (bytes[i] !== first)
            continue;
        for (let k = 1; k < needle.length; k++)
            if (bytes[i + k] !== needle.charCodeAt(k))
                continue outer;
        return i;
    }
    return -1;
}
function decode(bytes) {
    return new TextDecoder('utf-8').decode(bytes);
}


/***/ }),

/***/ 7388:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.fileType = fileType;
exports.bytesOf = bytesOf;
function fileType(mode) {
    if (mode === '120000')
        return 'symlink';
    if (mode === '160000')
        return 'submodule';
    return 'file';
}
function bytesOf(text) {
    return new TextEncoder().encode(text);
}


/***/ }),

/***/ 9350:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Checker = exports.ReadError = void 0;
exports.check = check;
const bytes_js_1 = __webpack_require__(3769);
const manifestGuard_js_1 = __webpack_require__(4036);
const violation_js_1 = __webpack_require__(5356);
const pathIndex_js_1 = __webpack_require__(1079);
const deny_js_1 = __webpack_require__(6534);
const registry_js_1 = __webpack_require__(6527);
const ruleCheck_js_1 = __webpack_require__(1104);
const secrets_js_1 = __webpack_require__(1359);
class ReadError extends Error {
    path;
    cause;
    constructor(path, cause) {
        super(`cannot read ${path}: ${cause instanceof Error ? cause.message : String(cause)}`);
        this.path = path;
        this.cause = cause;
    }
}
exports.ReadError = ReadError;
const BATCH = 1024;
const NONE = [];
class Checker {
    manifest;
    manifestPath;
    opts;
    oldOrNew;
    added;
    allowed;
    constructor(manifest, manifestPath, opts = {}) {
        this.manifest = manifest;
        this.manifestPath = manifestPath;
        this.opts = opts;
        if (manifest.errors.length > 0)
            throw new Error('the manifest has errors; report them before checking');
        this.oldOrNew = new pathIndex_js_1.PathIndex(manifest.rules.filter((r) => sideOf(r) === 'old' || sideOf(r) === 'new'));
        this.added = new pathIndex_js_1.PathIndex(manifest.rules.filter((r) => sideOf(r) === 'added'));
        this.allowed = new pathIndex_js_1.PathIndex(manifest.rules.filter((r) => r.kind === 'allow'));
    }
    rulesFor(path) {
        const rules = [...this.oldOrNew.match(path), ...this.added.match(path)].sort((a, b) => a.line - b.line);
        return { rules, allowedBy: this.allowed.match(path), secret: (0, secrets_js_1.secretSegment)(path) };
    }
    async check(changes) {
        const walk = {
            changes: changes[Symbol.iterator](),
            done: false,
            checked: 0,
            batch: [],
            violations: [],
            touchingManifest: [],
        };
        while (!walk.done) {
            this.gather(walk);
            const { batch } = walk;
            walk.batch = [];
            const loaded = await loadBatch(batch);
            await loadOldWhereItMatters(batch, loaded);
            batch.forEach((plan, k) => walk.violations.push(...this.run(plan, loaded[k])));
        }
        const violations = walk.violations;
        const manifest = await this.checkManifest(walk.touchingManifest);
        violations.push(...manifest.violations);
        violations.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : (a.line ?? 0) - (b.line ?? 0)));
        return { violations, checked: walk.checked, ...(manifest.notes.length ? { notes: manifest.notes } : {}) };
    }
    gather(walk) {
        for (;;) {
            const next = walk.changes.next();
            if (next.done) {
                walk.done = true;
                return;
            }
            const change = next.value;
            walk.checked += 1;
            if (this.touchesManifest(change))
                walk.touchingManifest.push(change);
            if (change.restores)
                continue;
            const plan = this.plan(change);
            if (plan && (plan.readOld || plan.readNew || plan.oldIf.length > 0)) {
                walk.batch.push(plan);
                if (walk.batch.length === BATCH)
                    return;
            }
            else if (plan || (0, deny_js_1.addsPath)(change)) {
                walk.violations.push(...this.run(plan ?? { change, rules: [], readOld: false, readNew: false, oldIf: [] }, withoutContent(change)));
            }
        }
    }
    plan(change) {
        const oldPath = change.old && (0, ruleCheck_js_1.touchesOldPath)(change) ? change.old.path : undefined;
        const atOld = oldPath !== undefined ? this.oldOrNew.match(oldPath) : NONE;
        const atNew = !change.new ? NONE : change.new.path === oldPath ? atOld : this.oldOrNew.match(change.new.path);
        const added = change.new && (0, deny_js_1.addsPath)(change) ? this.added.match(change.new.path) : NONE;
        if (atOld.length + atNew.length + added.length === 0)
            return null;
        let plan = null;
        for (const [rules, side] of [
            [atOld, 'old'],
            [atNew, 'new'],
            [added, 'added'],
        ]) {
            for (const rule of rules) {
                const module = registry_js_1.RULE_CHECKS[rule.kind];
                if (module.side !== side)
                    continue;
                plan ??= { change, rules: [], readOld: false, readNew: false, oldIf: [] };
                plan.rules.push({ rule, side });
                if (module.reads.old && module.oldMatters)
                    plan.oldIf.push(rule);
                else
                    plan.readOld ||= module.reads.old;
                plan.readNew ||= module.reads.new;
            }
        }
        return plan;
    }
    run(plan, change) {
        const found = [];
        const exempt = change.new ? this.allowed.match(change.new.path).length > 0 : false;
        for (const { rule } of plan.rules) {
            if (rule.kind === 'deny' && exempt)
                continue;
            found.push(...registry_js_1.RULE_CHECKS[rule.kind].check(rule, change));
        }
        if ((0, deny_js_1.addsPath)(change) && !exempt) {
            const segment = (0, secrets_js_1.secretSegment)(change.new.path);
            if (segment !== undefined) {
                const path = change.new.path;
                found.push({
                    rule: 'secret',
                    path,
                    reason: violation_js_1.violationText.secret.reason(),
                    message: violation_js_1.violationText.secret.added(segment),
                    next: violation_js_1.violationText.secret.next(path),
                });
            }
        }
        return found;
    }
    touchesManifest(c) {
        const path = this.manifestPath;
        return path !== null && (c.new?.path === path || (c.old?.path === path && (0, ruleCheck_js_1.touchesOldPath)(c)));
    }
    async checkManifest(touching) {
        const path = this.manifestPath;
        if (path === null || touching.length === 0)
            return { violations: [], notes: [] };
        const replacement = touching.find((c) => c.new?.path === path);
        const text = replacement ? new TextDecoder().decode(await read(replacement.new)) : null;
        const adopt = this.opts.adoptManifest === true;
        return {
            violations: (0, manifestGuard_js_1.checkManifestChange)(this.manifest, path, text, { adopt }),
            notes: adopt ? (0, manifestGuard_js_1.adoptionNotes)(this.manifest, text) : [],
        };
    }
}
exports.Checker = Checker;
function sideOf(rule) {
    return registry_js_1.RULE_CHECKS[rule.kind]?.side;
}
function check(input) {
    return new Checker(input.manifest, input.manifestPath).check(input.changes);
}
async function read(side) {
    return (await readAll([side]))[0];
}
function readAll(sides) {
    return Promise.all(sides.map((side) => {
        const failed = (e) => Promise.reject(new ReadError(side.path, e));
        try {
            return side.read().then(undefined, failed);
        }
        catch (e) {
            return failed(e);
        }
    }));
}
function withoutContent(change) {
    const strip = (s) => (s ? { path: s.path, mode: s.mode } : null);
    return { status: change.status, old: strip(change.old), new: strip(change.new) };
}
async function loadBatch(batch) {
    const wanted = [];
    for (const { change, readOld, readNew } of batch) {
        if (readOld && change.old)
            wanted.push(change.old);
        if (readNew && change.new)
            wanted.push(change.new);
    }
    const bytes = await readAll(wanted);
    let next = 0;
    const side = (s, isRead) => !s ? null : isRead ? loadedSide(s, bytes[next++]) : { path: s.path, mode: s.mode };
    return batch.map(({ change, readOld, readNew }) => {
        const old = side(change.old, readOld);
        return { status: change.status, old, new: side(change.new, readNew) };
    });
}
function loadedSide(s, bytes) {
    return { path: s.path, mode: s.mode, bytes, binary: (0, bytes_js_1.isBinary)(bytes) };
}
async function loadOldWhereItMatters(batch, loaded) {
    const due = batch.flatMap((plan, k) => {
        const after = loaded[k].new?.bytes;
        if (plan.readOld || !plan.change.old || after === undefined)
            return [];
        const matters = plan.oldIf.some((rule) => registry_js_1.RULE_CHECKS[rule.kind].oldMatters(rule, after));
        return matters ? [k] : [];
    });
    if (due.length === 0)
        return;
    const bytes = await readAll(due.map((k) => batch[k].change.old));
    due.forEach((k, i) => {
        loaded[k] = { ...loaded[k], old: loadedSide(batch[k].change.old, bytes[i]) };
    });
}


/***/ }),

/***/ 8365:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.findSpans = findSpans;
const bytes_js_1 = __webpack_require__(3769);
function findSpans(bytes) {
    const spans = [];
    const problems = [];
    let open;
    const starts = (0, bytes_js_1.lineStarts)(bytes);
    starts.forEach((start, i) => {
        const end = (0, bytes_js_1.lineEnd)(bytes, start);
        const line = i + 1;
        const s = (0, bytes_js_1.containsAscii)(bytes, start, end, 'INVARIANT-START');
        const e = (0, bytes_js_1.containsAscii)(bytes, start, end, 'INVARIANT-END');
        const close = () => {
            if (open)
                spans.push({ startLine: open.line, endLine: line, start: open.start, end });
            else
                problems.push({ kind: 'unopened', line });
            open = undefined;
        };
        if (e !== -1 && (s === -1 || e < s))
            close();
        if (s !== -1) {
            if (open)
                problems.push({ kind: 'nested', line });
            else
                open = { line, start };
            if (e > s)
                close();
        }
    });
    if (open) {
        problems.push({ kind: 'unclosed', line: open.line });
        spans.push({
            startLine: open.line,
            endLine: Math.max(starts.length, open.line),
            start: open.start,
            end: bytes.length,
        });
    }
    return { spans, problems };
}


/***/ }),

/***/ 4036:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.releasePhrases = void 0;
exports.checkManifestChange = checkManifestChange;
exports.adopting = adopting;
exports.adoptionNotes = adoptionNotes;
const violation_js_1 = __webpack_require__(5356);
const parseManifest_js_1 = __webpack_require__(5684);
const pathIndex_js_1 = __webpack_require__(1079);
const rule_js_1 = __webpack_require__(4918);
const STRONGER = {
    freeze: ['freeze'],
    invariant: ['invariant', 'freeze'],
    append: ['append', 'freeze'],
    budget: ['budget'],
    deny: ['deny'],
    'save-gate': ['save-gate', 'freeze'],
    'command-deny': ['command-deny'],
    'command-ask': ['command-ask', 'command-deny'],
};
const LOOSENING = new Set(['allow', 'command-allow']);
function checkManifestChange(before, path, newText, opts = {}) {
    const base = { rule: 'manifest', path, reason: violation_js_1.violationText.manifest.reason() };
    const after = (0, parseManifest_js_1.parseManifest)(newText ?? '', path);
    if (after.errors.length > 0) {
        return after.errors.map((e) => ({
            ...base,
            line: e.line,
            message: violation_js_1.violationText.manifest.invalid((0, parseManifest_js_1.formatManifestError)(e)),
            next: violation_js_1.violationText.manifest.invalidNext(),
        }));
    }
    if (opts.adopt && adopting(before))
        return [];
    const found = [];
    const next = violation_js_1.violationText.manifest.next();
    for (const old of before.rules) {
        const kinds = STRONGER[old.kind];
        if (!kinds)
            continue;
        if (!after.rules.some((r) => kinds.includes(r.kind) && covers(r, old))) {
            found.push({
                ...base,
                message: violation_js_1.violationText.manifest.weakened(old.kind, old.pattern, `${old.file}:${old.line}`),
                next,
                source: `${old.file}:${old.line}`,
            });
        }
    }
    for (const added of after.rules) {
        if (!LOOSENING.has(added.kind))
            continue;
        if (!before.rules.some((r) => r.kind === added.kind && r.pattern === added.pattern)) {
            found.push({ ...base, line: added.line, message: violation_js_1.violationText.manifest.loosened(added.kind, added.pattern), next });
        }
    }
    const [was, now] = [(0, rule_js_1.releasePhrases)(before.rules), (0, rule_js_1.releasePhrases)(after.rules)];
    const newPhrase = now.find((p) => !was.includes(p));
    if (newPhrase !== undefined) {
        const line = after.rules.find((r) => r.kind === 'release' && r.pattern === newPhrase)?.line;
        found.push({ ...base, ...(line ? { line } : {}), message: violation_js_1.violationText.manifest.release(now), next });
    }
    return found;
}
function covers(stronger, old) {
    if (old.kind.startsWith('command-'))
        return stronger.pattern === old.pattern;
    if (!(0, pathIndex_js_1.patternCovers)(stronger.pattern, old.pattern))
        return false;
    if (stronger.kind !== old.kind)
        return true;
    const [s, o] = [stronger.options, old.options];
    switch (old.kind) {
        case 'append':
            return (!o.atEnd || s.atEnd === true) && (s.head === undefined || s.head === o.head);
        case 'budget':
            return ((o.lines === undefined || (s.lines !== undefined && s.lines <= o.lines)) &&
                (o.bytes === undefined || (s.bytes !== undefined && s.bytes <= o.bytes)));
        case 'save-gate': {
            const oldWords = o.words ?? rule_js_1.DEFAULT_SAVE_WORDS;
            return (s.words ?? rule_js_1.DEFAULT_SAVE_WORDS).every((w) => oldWords.includes(w));
        }
        default:
            return true;
    }
}
var rule_js_2 = __webpack_require__(4918);
Object.defineProperty(exports, "releasePhrases", ({ enumerable: true, get: function () { return rule_js_2.releasePhrases; } }));
function adopting(before) {
    return before.rules.length === 0;
}
function adoptionNotes(before, newText) {
    if (!adopting(before) || newText === null)
        return [];
    const after = (0, parseManifest_js_1.parseManifest)(newText, before.file);
    if (after.errors.length > 0 || after.rules.length === 0)
        return [];
    const allows = after.rules
        .filter((r) => LOOSENING.has(r.kind) || r.kind === 'release')
        .map((r) => violation_js_1.violationText.manifest.adoptedAllows(r.kind, r.pattern, r.line));
    return [violation_js_1.violationText.manifest.adopted(after.rules.length), ...allows, violation_js_1.violationText.manifest.adoptedFromNow()];
}


/***/ }),

/***/ 5356:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.violationText = exports.fileKind = void 0;
const common_js_1 = __webpack_require__(6166);
const fileKind = (t) => t === 'file' ? 'a regular file' : t === 'symlink' ? 'a symlink' : 'a submodule';
exports.fileKind = fileKind;
exports.violationText = {
    freeze: {
        modified: () => 'Changed the content of a frozen file.',
        deleted: () => 'Deleted a frozen file.',
        renamed: (to) => `Renamed a frozen file away (to ${to}); that deletes its path.`,
        mode: (from, to) => `Changed the mode of a frozen file (${from} -> ${to}).`,
        type: (from, to) => `Changed a frozen path from ${(0, exports.fileKind)(from)} to ${(0, exports.fileKind)(to)}.`,
        next: () => `This file is frozen. ${common_js_1.NO_WORKAROUND} ${common_js_1.WAIT}`,
    },
    invariant: {
        changed: (a, b) => `Changed the invariant span that was at lines ${a}-${b}.`,
        deleted: (n) => `Deleted or renamed away a file with ${(0, common_js_1.plural)(n, 'invariant span')}.`,
        binary: () => 'Changed a binary file that has invariant spans; a binary change counts as a change to all of it.',
        nested: (line) => `An INVARIANT-START at line ${line} opens a span inside another span.`,
        unopened: (line) => `An INVARIANT-END at line ${line} closes no span.`,
        unclosed: (line) => `The span opened at line ${line} is never closed; it runs to the end of the file.`,
        next: () => `The lines between INVARIANT-START and INVARIANT-END (markers included) must stay exactly as they were. Edit outside the span. If the span itself must change, do not work around the block by changing another file instead: ${common_js_1.WAIT.charAt(0).toLowerCase()}${common_js_1.WAIT.slice(1)}`,
        markersNext: () => 'Keep every INVARIANT-START paired with its own INVARIANT-END, without nesting; restore the marker you moved or removed.',
    },
    append: {
        changed: (oldLine) => `Removed or changed existing line ${oldLine} of an append-only file.`,
        moved: (oldLine, newLine) => `Moved existing line ${oldLine} of an append-only file (its text is now at line ${newLine}); existing lines keep their place and order.`,
        notAtEnd: (oldLine) => `Inserted or changed content before the end of an append-only file (at its line ${oldLine}); new lines go at the end.`,
        deleted: () => 'Deleted or renamed away an append-only file.',
        binary: () => 'Changed a binary append-only file; a binary change counts as a change to all of it.',
        headNext: (line) => `This file is append-only from its first released line down: the lines above it may change, the released lines may not. Restore ${JSON.stringify(line)} and the released lines around it exactly; add new entries above the released part. ${common_js_1.NO_WORKAROUND}`,
        next: (atEnd) => `This file is append-only. Restore the existing lines exactly and add your text as new lines${atEnd ? ' after the existing content' : ''}. ${common_js_1.NO_WORKAROUND}`,
    },
    budget: {
        lines: (after, before, limit) => `Grew a file that is over its budget: ${after} lines after the change (was ${before}), budget ${limit}.`,
        bytes: (after, before, limit) => `Grew a file that is over its budget: ${after} bytes after the change (was ${before}), budget ${limit}.`,
        next: (measure, limit) => `This file is over its budget of ${limit} ${measure}. Make room first: merge, shorten or remove existing ${measure === 'lines' ? 'lines' : 'text'} so the change does not grow it (one in, one out). ${common_js_1.NO_WORKAROUND}`,
    },
    deny: {
        added: () => 'Added a path the manifest denies.',
        next: (path) => `Remove it from the change (git rm --cached -- ${JSON.stringify(path)}) and keep it out of the repository. If it must be committed, a person adds an "allow" line for it to the manifest.`,
        nextUntracked: (path) => `Do not add it (it is not staged): move it out of the repository or add ${JSON.stringify(path)} to .gitignore. If it must be committed, a person adds an "allow" line for it to the manifest.`,
    },
    secret: {
        added: (segment) => `Added a path that looks like a secret (${JSON.stringify(segment)} is on the built-in secret list).`,
        reason: () => 'Secrets, keys and production credentials must not enter the repository.',
        next: (path) => `Remove it from the change (git rm --cached -- ${JSON.stringify(path)}) and add it to .gitignore. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
        nextUntracked: (path) => `Do not add it (it is not staged): add ${JSON.stringify(path)} to .gitignore, or move it out of the repository. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
    },
    manifest: {
        weakened: (kind, pattern, source) => `Removed or weakened the rule "${kind} ${pattern}" (${source}).`,
        loosened: (kind, pattern) => `Added a loosening rule "${kind} ${pattern}".`,
        release: (phrases) => `Changed the release phrase (now ${phrases.map((p) => JSON.stringify(p)).join(', ')}).`,
        invalid: (detail) => `The changed manifest does not parse: ${detail}`,
        reason: () => 'The manifest protects itself: a change may add or strengthen rules, never remove or weaken one.',
        next: () => `Keep the old rule as it was; you may add a stricter or broader rule beside it. ${common_js_1.NO_WORKAROUND} ${common_js_1.WAIT}`,
        invalidNext: () => 'Fix the manifest line named above; the manifest must parse before anything else is checked.',
        adopted: (n) => `Adopting a first manifest (${n === 1 ? '1 rule' : `${n} rules`}; none was in force): it may hold any rule.`,
        adoptedAllows: (kind, pattern, line) => `  it allows: ${kind === 'allow' ? `adding ${JSON.stringify(pattern)} despite deny rules and the built-in secret list` : kind === 'command-allow' ? `the command ${JSON.stringify(pattern)} without asking` : `a person to release a block by typing ${JSON.stringify(pattern)}`} (line ${line})`,
        adoptedFromNow: () => 'From the next change on, the manifest protects itself: rules may be added or strengthened, never removed or weakened.',
    },
};


/***/ }),

/***/ 6220:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.append = void 0;
exports.releasedStart = releasedStart;
exports.withoutHeadLinks = withoutHeadLinks;
exports.movedTo = movedTo;
exports.keepsPrefix = keepsPrefix;
exports.firstMissingLine = firstMissingLine;
const bytes_js_1 = __webpack_require__(3769);
const violation_js_1 = __webpack_require__(5356);
const ruleCheck_js_1 = __webpack_require__(1104);
const LF = 10;
const CR = 13;
exports.append = {
    side: 'old',
    reads: { old: true, new: true },
    check(rule, change) {
        if (!(0, ruleCheck_js_1.touchesOldPath)(change))
            return [];
        const old = change.old;
        const next = violation_js_1.violationText.append.next(rule.options.atEnd === true);
        if (change.new === null || change.new.path !== old.path) {
            return [(0, ruleCheck_js_1.violation)(rule, 'append', old.path, { message: violation_js_1.violationText.append.deleted(), next })];
        }
        const before = old.bytes;
        const after = change.new.bytes;
        if ((old.binary || change.new.binary) && !(0, bytes_js_1.bytesEqual)(before, after)) {
            return [(0, ruleCheck_js_1.violation)(rule, 'append', old.path, { message: violation_js_1.violationText.append.binary(), next })];
        }
        if (keepsPrefix(before, after))
            return [];
        if (rule.options.atEnd) {
            const at = (0, bytes_js_1.commonPrefix)(before, after);
            const line = Math.min((0, bytes_js_1.lineAt)(before, at), Math.max(1, (0, bytes_js_1.countLines)(after)));
            const message = at === after.length ? violation_js_1.violationText.append.changed((0, bytes_js_1.lineAt)(before, at)) : violation_js_1.violationText.append.notAtEnd(line);
            return [(0, ruleCheck_js_1.violation)(rule, 'append', old.path, { message, next, line })];
        }
        const from = rule.options.head === undefined ? { offset: 0, line: 1 } : releasedStart(before, rule.options.head);
        if (from === undefined)
            return [];
        const kept = rule.options.head === undefined ? undefined : withoutHeadLinks(before, from);
        const missing = firstMissingLine(kept?.bytes ?? before.subarray(from.offset), after);
        if (missing === undefined)
            return [];
        const oldLine = kept === undefined ? missing.oldLine + from.line - 1 : kept.lines[missing.oldLine - 1];
        const moved = movedTo(before, oldLine, after);
        const message = moved === undefined ? violation_js_1.violationText.append.changed(oldLine) : violation_js_1.violationText.append.moved(oldLine, moved);
        const headNext = rule.options.head === undefined ? next : violation_js_1.violationText.append.headNext(lineText(before, oldLine));
        return [(0, ruleCheck_js_1.violation)(rule, 'append', old.path, { message, next: headNext, line: missing.newLine })];
    },
};
const compiled = new Map();
const utf8 = new TextDecoder('utf-8');
function releasedStart(bytes, head) {
    let re = compiled.get(head);
    if (re === undefined) {
        re = new RegExp(head);
        compiled.set(head, re);
    }
    for (let i = 0, line = 1; i < bytes.length; line++) {
        const end = (0, bytes_js_1.lineEnd)(bytes, i);
        const cut = end > i && bytes[end - 1] === CR ? end - 1 : end;
        if (re.test(utf8.decode(bytes.subarray(i, cut))))
            return { offset: i, line };
        i = end + 1;
    }
    return undefined;
}
const LINK_DEFINITION = /^ {0,3}\[([^\]]+)\]:/;
function withoutHeadLinks(before, from) {
    const headText = utf8.decode(before.subarray(0, from.offset)).toLowerCase();
    const parts = [];
    const lines = [];
    let size = 0;
    for (let i = from.offset, line = from.line; i < before.length; line++) {
        const end = (0, bytes_js_1.lineEnd)(before, i);
        const next = Math.min(end + 1, before.length);
        const label = LINK_DEFINITION.exec(utf8.decode(before.subarray(i, end)))?.[1]?.toLowerCase();
        if (label === undefined || !headText.includes(`[${label}]`)) {
            parts.push(before.subarray(i, next));
            lines.push(line);
            size += next - i;
        }
        i = end + 1;
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const p of parts) {
        bytes.set(p, at);
        at += p.length;
    }
    return { bytes, lines };
}
function lineText(bytes, n) {
    const [start, end] = lineRange(bytes, n);
    return (0, bytes_js_1.decode)(bytes.subarray(start, end)).replace(/\r$/, '');
}
function lineRange(bytes, n) {
    let i = 0;
    for (let line = 1; line < n && i < bytes.length; line++)
        i = (0, bytes_js_1.lineEnd)(bytes, i) + 1;
    return [i, (0, bytes_js_1.lineEnd)(bytes, i)];
}
function movedTo(before, n, after) {
    const [start, end] = lineRange(before, n);
    const count = (bytes) => {
        let times = 0;
        let first = 0;
        for (let j = 0, line = 1; j < bytes.length; line++) {
            const jEnd = (0, bytes_js_1.lineEnd)(bytes, j);
            if ((0, bytes_js_1.rangeEquals)(before, start, end, bytes, j, jEnd)) {
                times++;
                if (first === 0)
                    first = line;
            }
            j = jEnd + 1;
        }
        return { times, first };
    };
    const now = count(after);
    return now.times > 0 && now.times >= count(before).times ? now.first : undefined;
}
function keepsPrefix(before, after) {
    if (after.length < before.length)
        return false;
    if ((0, bytes_js_1.commonPrefix)(before, after) !== before.length)
        return false;
    return (before.length === 0 ||
        before[before.length - 1] === LF ||
        after.length === before.length ||
        after[before.length] === LF);
}
function firstMissingLine(before, after) {
    let j = 0;
    let scanned = 0;
    let matched = 0;
    const lastNewLine = Math.max(1, (0, bytes_js_1.countLines)(after));
    for (let i = 0, oldLine = 1; i < before.length; oldLine++) {
        const iEnd = (0, bytes_js_1.lineEnd)(before, i);
        let found = false;
        while (j < after.length) {
            const jEnd = (0, bytes_js_1.lineEnd)(after, j);
            const equal = (0, bytes_js_1.rangeEquals)(before, i, iEnd, after, j, jEnd);
            j = jEnd + 1;
            scanned++;
            if (equal) {
                found = true;
                matched = scanned;
                break;
            }
        }
        if (!found)
            return { oldLine, newLine: Math.min(matched + 1, lastNewLine) };
        i = iEnd + 1;
    }
    return undefined;
}


/***/ }),

/***/ 7165:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.budget = void 0;
const bytes_js_1 = __webpack_require__(3769);
const violation_js_1 = __webpack_require__(5356);
const ruleCheck_js_1 = __webpack_require__(1104);
exports.budget = {
    side: 'new',
    reads: { old: true, new: true },
    oldMatters(rule, after) {
        const { lines, bytes } = rule.options;
        return (lines !== undefined && (0, bytes_js_1.countLines)(after) > lines) || (bytes !== undefined && after.length > bytes);
    },
    check(rule, change) {
        if (change.new === null)
            return [];
        const after = change.new.bytes;
        const before = change.old?.path === change.new.path ? change.old.bytes : undefined;
        const found = [];
        const { lines, bytes } = rule.options;
        if (lines !== undefined) {
            const [a, b] = [(0, bytes_js_1.countLines)(after), before ? (0, bytes_js_1.countLines)(before) : 0];
            if (a > lines && a > b) {
                found.push((0, ruleCheck_js_1.violation)(rule, 'budget', change.new.path, {
                    message: violation_js_1.violationText.budget.lines(a, b, lines),
                    next: violation_js_1.violationText.budget.next('lines', lines),
                    line: lines + 1,
                    endLine: a,
                }));
            }
        }
        if (bytes !== undefined) {
            const [a, b] = [after.length, before ? before.length : 0];
            if (a > bytes && a > b) {
                found.push((0, ruleCheck_js_1.violation)(rule, 'budget', change.new.path, {
                    message: violation_js_1.violationText.budget.bytes(a, b, bytes),
                    next: violation_js_1.violationText.budget.next('bytes', bytes),
                }));
            }
        }
        return found;
    },
};


/***/ }),

/***/ 6534:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.deny = void 0;
exports.addsPath = addsPath;
const violation_js_1 = __webpack_require__(5356);
const ruleCheck_js_1 = __webpack_require__(1104);
function addsPath(change) {
    return (change.new !== null && (change.status === 'added' || change.status === 'renamed' || change.status === 'copied'));
}
exports.deny = {
    side: 'added',
    reads: { old: false, new: false },
    check(rule, change) {
        if (!addsPath(change))
            return [];
        const path = change.new.path;
        return [(0, ruleCheck_js_1.violation)(rule, 'deny', path, { message: violation_js_1.violationText.deny.added(), next: violation_js_1.violationText.deny.next(path) })];
    },
};


/***/ }),

/***/ 3327:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.freeze = void 0;
const change_js_1 = __webpack_require__(7388);
const violation_js_1 = __webpack_require__(5356);
const ruleCheck_js_1 = __webpack_require__(1104);
exports.freeze = {
    side: 'old',
    reads: { old: false, new: false },
    check(rule, change) {
        if (!(0, ruleCheck_js_1.touchesOldPath)(change))
            return [];
        const old = change.old;
        const next = violation_js_1.violationText.freeze.next();
        const make = (message) => [(0, ruleCheck_js_1.violation)(rule, 'freeze', old.path, { message, next })];
        if (change.new === null)
            return make(violation_js_1.violationText.freeze.deleted());
        if (change.new.path !== old.path)
            return make(violation_js_1.violationText.freeze.renamed(change.new.path));
        const [from, to] = [(0, change_js_1.fileType)(old.mode), (0, change_js_1.fileType)(change.new.mode)];
        if (from !== to)
            return make(violation_js_1.violationText.freeze.type(from, to));
        if (old.mode !== change.new.mode)
            return make(violation_js_1.violationText.freeze.mode(old.mode, change.new.mode));
        return make(violation_js_1.violationText.freeze.modified());
    },
};


/***/ }),

/***/ 8878:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.invariant = void 0;
const create_js_1 = __webpack_require__(2021);
const bytes_js_1 = __webpack_require__(3769);
const invariantSpans_js_1 = __webpack_require__(8365);
const violation_js_1 = __webpack_require__(5356);
const ruleCheck_js_1 = __webpack_require__(1104);
exports.invariant = {
    side: 'old',
    reads: { old: true, new: true },
    check(rule, change) {
        if (!(0, ruleCheck_js_1.touchesOldPath)(change))
            return [];
        const old = change.old;
        const before = (0, invariantSpans_js_1.findSpans)(old.bytes);
        const next = violation_js_1.violationText.invariant.next();
        if (change.new === null || change.new.path !== old.path) {
            if (before.spans.length === 0)
                return [];
            return [(0, ruleCheck_js_1.violation)(rule, 'invariant', old.path, { message: violation_js_1.violationText.invariant.deleted(before.spans.length), next })];
        }
        const path = change.new.path;
        const oldBytes = old.bytes;
        const newBytes = change.new.bytes;
        if ((old.binary || change.new.binary) && before.spans.length > 0 && !(0, bytes_js_1.bytesEqual)(oldBytes, newBytes)) {
            return [(0, ruleCheck_js_1.violation)(rule, 'invariant', path, { message: violation_js_1.violationText.invariant.binary(), next })];
        }
        const after = (0, invariantSpans_js_1.findSpans)(newBytes);
        const found = after.problems.map((p) => markerViolation(rule, path, p));
        let k = 0;
        const lost = [];
        for (const span of before.spans) {
            while (k < after.spans.length && !sameText(oldBytes, span, newBytes, after.spans[k]))
                k++;
            if (k < after.spans.length)
                k++;
            else
                lost.push(span);
        }
        if (lost.length > 0) {
            const where = newLocations(oldBytes, newBytes, lost);
            lost.forEach((span, i) => {
                found.push((0, ruleCheck_js_1.violation)(rule, 'invariant', path, {
                    message: violation_js_1.violationText.invariant.changed(span.startLine, span.endLine),
                    next,
                    ...where[i],
                }));
            });
        }
        return found;
    },
};
function sameText(a, sa, b, sb) {
    return (0, bytes_js_1.rangeEquals)(a, sa.start, sa.end, b, sb.start, sb.end);
}
function markerViolation(rule, path, p) {
    const message = p.kind === 'nested'
        ? violation_js_1.violationText.invariant.nested(p.line)
        : p.kind === 'unopened'
            ? violation_js_1.violationText.invariant.unopened(p.line)
            : violation_js_1.violationText.invariant.unclosed(p.line);
    return (0, ruleCheck_js_1.violation)(rule, 'invariant', path, { message, next: violation_js_1.violationText.invariant.markersNext(), line: p.line });
}
const MAX_EDIT = 1000;
function newLocations(oldBytes, newBytes, spans) {
    const { head, headLines, oldEnd, newEnd } = commonEnds(oldBytes, newBytes);
    const hunks = ((0, create_js_1.structuredPatch)('a', 'b', (0, bytes_js_1.decode)(oldBytes.subarray(head, oldEnd)), (0, bytes_js_1.decode)(newBytes.subarray(head, newEnd)), '', '', { context: 0, maxEditLength: MAX_EDIT })?.hunks ?? []).map((h) => ({ ...h, oldStart: h.oldStart + headLines, newStart: h.newStart + headLines }));
    const last = Math.max(1, (0, bytes_js_1.countLines)(newBytes));
    const clamp = (n) => Math.min(Math.max(1, n), last);
    return spans.map((span) => {
        const inside = (h, end) => h.oldLines > 0
            ? h.oldStart <= end && h.oldStart + h.oldLines - 1 >= span.startLine
            : h.oldStart > span.startLine && h.oldStart <= end;
        const hunk = hunks.find((h) => inside(h, span.endLine)) ??
            (span.end === oldBytes.length ? hunks.find((h) => inside(h, span.endLine + 1)) : undefined);
        if (hunk)
            return { line: clamp(hunk.newStart), endLine: clamp(hunk.newStart + Math.max(hunk.newLines, 1) - 1) };
        const shift = hunks
            .filter((h) => (h.oldLines > 0 ? h.oldStart + h.oldLines - 1 < span.startLine : h.oldStart <= span.startLine))
            .reduce((n, h) => n + h.newLines - h.oldLines, 0);
        return { line: clamp(span.startLine + shift), endLine: clamp(span.endLine + shift) };
    });
}
function commonEnds(a, b) {
    const NL = 10;
    const max = Math.min(a.length, b.length);
    let i = 0;
    while (i < max && a[i] === b[i])
        i++;
    let head = i;
    while (head > 0 && a[head - 1] !== NL)
        head--;
    let headLines = 0;
    for (let k = 0; k < head; k++)
        if (a[k] === NL)
            headLines++;
    let s = 0;
    while (s < max - head && a[a.length - 1 - s] === b[b.length - 1 - s])
        s++;
    let tail = s;
    while (tail > 0 && a[a.length - tail] !== NL)
        tail--;
    if (tail > 0)
        tail--;
    return { head, headLines, oldEnd: a.length - tail, newEnd: b.length - tail };
}


/***/ }),

/***/ 6527:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.RULE_CHECKS = void 0;
const append_js_1 = __webpack_require__(6220);
const budget_js_1 = __webpack_require__(7165);
const deny_js_1 = __webpack_require__(6534);
const freeze_js_1 = __webpack_require__(3327);
const invariant_js_1 = __webpack_require__(8878);
exports.RULE_CHECKS = { freeze: freeze_js_1.freeze, invariant: invariant_js_1.invariant, append: append_js_1.append, budget: budget_js_1.budget, deny: deny_js_1.deny };


/***/ }),

/***/ 1104:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.violation = violation;
exports.touchesOldPath = touchesOldPath;
function violation(rule, kind, path, parts) {
    const v = {
        rule: kind,
        path,
        reason: rule.reason,
        message: parts.message,
        next: parts.next,
        source: `${rule.file}:${rule.line}`,
    };
    if (parts.line !== undefined)
        v.line = parts.line;
    if (parts.endLine !== undefined && parts.endLine !== parts.line)
        v.endLine = parts.endLine;
    return v;
}
function touchesOldPath(change) {
    return change.old !== null && change.status !== 'added' && change.status !== 'copied';
}


/***/ })

};
