"use strict";
exports.id = "2021-6283-9350";
exports.ids = ["2021-6283-9350",2021,6283,9350];
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

/***/ 1475:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.fromViolation = fromViolation;
exports.fromFinding = fromFinding;
const claude_js_1 = __webpack_require__(209);
const violation_js_1 = __webpack_require__(5356);
function fromViolation(v) {
    if (v.rule === 'deny')
        return { ...v, next: claude_js_1.claudeText.shell.denyNext(), releasable: true };
    if (v.rule === 'secret')
        return { ...v, next: claude_js_1.claudeText.workspace.secretNext(), releasable: false };
    return { ...v, releasable: true };
}
function fromFinding(f, how, program, edit) {
    const next = (kindNext) => (program ? claude_js_1.claudeText.shell.programNext(edit) : kindNext);
    switch (f.kind) {
        case 'rule': {
            const { rule } = f;
            const source = `${rule.file}:${rule.line}`;
            const base = { path: f.path, reason: rule.reason, source, releasable: true };
            if (rule.kind === 'save-gate') {
                return {
                    ...base,
                    rule: 'save-gate',
                    message: claude_js_1.claudeText.saveGate.message(f.path),
                    next: claude_js_1.claudeText.saveGate.next(rule.options.words ?? []),
                    saveWords: rule.options.words ?? ['save', 'remember'],
                };
            }
            const message = program ? claude_js_1.claudeText.shell.programNames(how, f.path, rule.kind) : claude_js_1.claudeText.shell.writes(how, f.path, rule.kind);
            if (rule.kind === 'freeze')
                return { ...base, rule: 'freeze', message, next: next(violation_js_1.violationText.freeze.next()) };
            if (rule.kind === 'deny')
                return { ...base, rule: 'deny', message, next: next(claude_js_1.claudeText.shell.denyNext()) };
            return { ...base, rule: rule.kind, message, next: claude_js_1.claudeText.shell.useEdit(edit) };
        }
        case 'manifest':
            return {
                rule: 'manifest',
                path: f.path,
                reason: violation_js_1.violationText.manifest.reason(),
                message: program ? claude_js_1.claudeText.shell.programNames(how, f.path, 'manifest') : claude_js_1.claudeText.shell.writes(how, f.path, 'manifest'),
                next: claude_js_1.claudeText.shell.useEdit(edit),
                releasable: true,
            };
        case 'git-hooks':
            return {
                rule: 'gate-switch',
                path: f.path,
                reason: claude_js_1.claudeText.gate.reason(),
                message: claude_js_1.claudeText.gate.gitHooks(how, f.path),
                next: claude_js_1.claudeText.gate.next(),
                releasable: false,
            };
        case 'gate-file':
            return {
                rule: 'gate-switch',
                path: f.path,
                reason: claude_js_1.claudeText.gate.reason(),
                message: claude_js_1.claudeText.gate.gateFile(how, f.path),
                next: claude_js_1.claudeText.gate.next(),
                releasable: false,
            };
        case 'git':
            return {
                rule: 'git-dir',
                path: f.path,
                reason: claude_js_1.claudeText.gate.gitDirReason(),
                message: claude_js_1.claudeText.gate.gitDir(how, f.path),
                next: claude_js_1.claudeText.gate.gitDirNext(),
                releasable: false,
            };
        case 'secret':
            return {
                rule: 'secret',
                path: f.path,
                reason: violation_js_1.violationText.secret.reason(),
                message: claude_js_1.claudeText.shell.secret(how, f.path, f.segment),
                next: claude_js_1.claudeText.workspace.secretNext(),
                releasable: false,
            };
    }
}


/***/ }),

/***/ 6354:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.everydayGateEdit = everydayGateEdit;
const node_child_process_1 = __webpack_require__(1421);
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const gateEdits_js_1 = __webpack_require__(474);
const parseConfigList_js_1 = __webpack_require__(3374);
const readRegular_js_1 = __webpack_require__(6355);
const gatePaths_js_1 = __webpack_require__(5879);
const promptGit_js_1 = __webpack_require__(4719);
function everydayGateEdit(d, place, store) {
    const st = d.now;
    const was = d.before;
    if (st === undefined || !st.isFile() || (was.t !== '-' && (was.t !== 'f' || was.b === undefined)))
        return false;
    if (was.t === 'f' && was.m !== (st.mode & 0o7777))
        return false;
    try {
        if (place.gitDir !== null && isGitConfig(d.path, place.gitDir)) {
            if (was.b === undefined)
                return false;
            const before = configEntries(store.blobPath(was.b));
            const after = configEntries(d.path);
            if (!(0, gateEdits_js_1.everydayConfigEdit)(before, after))
                return false;
            const added = (0, gateEdits_js_1.remoteUrlsAdded)(before, after);
            if (added.length > 0)
                (0, node_fs_1.appendFileSync)((0, promptGit_js_1.agentUrlsFile)(store.dir), added.map((u) => `${u}\n`).join(''));
            return true;
        }
        if (node_path_1.posix.basename(d.path) === 'settings.local.json' && node_path_1.posix.basename(node_path_1.posix.dirname(d.path)) === '.claude') {
            const old = was.b === undefined ? null : JSON.parse(new TextDecoder().decode(store.readBlob(was.b)));
            return (0, gateEdits_js_1.allowRulesAdded)(old, JSON.parse((0, readRegular_js_1.readRegularText)(d.path)));
        }
    }
    catch {
    }
    return false;
}
function isGitConfig(path, gitDir) {
    return path === node_path_1.posix.join(gitDir, 'config') || path === node_path_1.posix.join((0, gatePaths_js_1.commonDir)(gitDir), 'config');
}
function configEntries(file) {
    const out = (0, node_child_process_1.execFileSync)('git', ['config', '--file', file, '--list', '-z'], {
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', GIT_CONFIG_NOSYSTEM: '1' },
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 1 << 26,
    }).toString('utf8');
    return (0, parseConfigList_js_1.parseConfigList)(out);
}


/***/ }),

/***/ 518:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.judge = judge;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const check_js_1 = __webpack_require__(9350);
const manifestGuard_js_1 = __webpack_require__(4036);
const claude_js_1 = __webpack_require__(209);
const tripwire_js_1 = __webpack_require__(6941);
const toolNames_js_1 = __webpack_require__(3508);
const denial_js_1 = __webpack_require__(1475);
const readRegular_js_1 = __webpack_require__(6355);
const displayPath_js_1 = __webpack_require__(1563);
const realPath_js_1 = __webpack_require__(5727);
const gateEdit_js_1 = __webpack_require__(6354);
async function judge(differences, ctx, store) {
    const { place, rules } = ctx;
    const { edit } = (0, toolNames_js_1.toolsOf)(ctx);
    const out = [];
    const inRepo = [];
    const outside = [];
    for (const d of differences) {
        const shown = (0, displayPath_js_1.displayPath)(d.path, place);
        if (d.guard.installed && d.now === undefined)
            continue;
        if (d.guard.gate && !d.guard.manifest) {
            if ((0, gateEdit_js_1.everydayGateEdit)(d, place, store))
                continue;
            out.push({
                path: d.path,
                denial: {
                    rule: 'gate-switch',
                    path: shown,
                    message: tripwire_js_1.tripwireText.changed(shown, tripwire_js_1.tripwireText.noun('gate-switch')),
                    reason: claude_js_1.claudeText.gate.reason(),
                    next: tripwire_js_1.tripwireText.nextGate(),
                    releasable: false,
                },
            });
            continue;
        }
        if (d.guard.manifest && rules.userFiles.includes(d.path)) {
            const newText = d.now === undefined ? null : (0, readRegular_js_1.readRegularText)(d.path);
            const before = rules.user ?? { file: shown, rules: [], errors: [] };
            for (const v of (0, manifestGuard_js_1.checkManifestChange)(before, shown, newText))
                out.push({ path: d.path, denial: { ...(0, denial_js_1.fromViolation)(v), next: tripwire_js_1.tripwireText.nextEdit(edit) } });
            continue;
        }
        const within = (0, realPath_js_1.isWithin)(d.path, place.root);
        const rel = within ? node_path_1.posix.relative(place.root, d.path) : d.path.replace(/^\/+/, '');
        const change = changeOf(d, rel, store);
        if (change.old === null && change.new === null)
            continue;
        (within ? inRepo : outside).push({ change, path: d.path });
        for (const rule of d.guard.rules.filter((r) => r.kind === 'save-gate')) {
            out.push({
                path: d.path,
                denial: {
                    rule: 'save-gate',
                    path: shown,
                    message: claude_js_1.claudeText.saveGate.message(shown),
                    reason: rule.reason,
                    next: claude_js_1.claudeText.saveGate.next(rule.options.words ?? []),
                    source: `${rule.file}:${rule.line}`,
                    releasable: true,
                    saveWords: rule.options.words ?? ['save', 'remember'],
                },
            });
        }
    }
    const byRel = (list) => new Map(list.map((x) => [(x.change.new ?? x.change.old).path, x.path]));
    for (const [list, checker] of [
        [inRepo, () => new check_js_1.Checker(rules.repo, rules.repoRel)],
        [outside, () => new check_js_1.Checker(rules.outside, null)],
    ]) {
        if (list.length === 0)
            continue;
        const paths = byRel(list);
        let violations;
        try {
            violations = (await checker().check(list.map((x) => x.change))).violations;
        }
        catch (e) {
            if (!(e instanceof check_js_1.ReadError))
                throw e;
            for (const x of list)
                out.push({ path: x.path, denial: unreadable((0, displayPath_js_1.displayPath)(x.path, place), e.message, edit) });
            continue;
        }
        for (const v of violations) {
            const path = paths.get(v.path);
            out.push({ path, denial: denialOf({ ...(0, denial_js_1.fromViolation)(v), path: (0, displayPath_js_1.displayPath)(path, place) }, edit) });
        }
    }
    return out;
}
function unreadable(shown, why, edit) {
    return {
        rule: 'unreadable',
        path: shown,
        message: tripwire_js_1.tripwireText.unreadable(shown, why),
        reason: tripwire_js_1.tripwireText.unreadableReason(),
        next: tripwire_js_1.tripwireText.nextEdit(edit),
        releasable: false,
    };
}
const READ_LIMIT = 32 * 1024 * 1024;
function denialOf(d, edit) {
    if (d.rule === 'secret')
        return { ...d, next: tripwire_js_1.tripwireText.nextSecret() };
    return { ...d, next: tripwire_js_1.tripwireText.nextEdit(edit) };
}
function changeOf(d, rel, store) {
    const old = d.before.t === '-' ? null : recordedSide(d.before, rel, store);
    const now = diskSide(d, rel);
    let status = 'modified';
    if (old === null)
        status = 'added';
    else if (now === null)
        status = 'deleted';
    else if (old.mode !== now.mode && (old.mode === '120000' || now.mode === '120000'))
        status = 'type-changed';
    return { status, old, new: now };
}
function modeOf(t, perm) {
    if (t === 'l')
        return '120000';
    return perm !== undefined && (perm & 0o111) !== 0 ? '100755' : '100644';
}
function recordedSide(e, rel, store) {
    const mode = modeOf(e.t, e.m);
    return {
        path: rel,
        mode,
        read: async () => {
            if (e.t === 'l')
                return new TextEncoder().encode(e.l ?? '');
            if (e.b === undefined)
                return new Uint8Array();
            return store.readBlob(e.b);
        },
    };
}
function diskSide(d, rel) {
    const st = d.now;
    if (st?.isSymbolicLink()) {
        const target = (0, node_fs_1.readlinkSync)(d.path);
        return { path: rel, mode: '120000', read: async () => new TextEncoder().encode(target) };
    }
    if (!st?.isFile())
        return null;
    const size = st.size;
    return {
        path: rel,
        mode: modeOf('f', st.mode & 0o7777),
        read: async () => {
            if (size > READ_LIMIT)
                throw new Error(tripwire_js_1.tripwireText.tooLarge(size, READ_LIMIT / 1024 / 1024));
            return (0, readRegular_js_1.readRegular)(d.path);
        },
    };
}


/***/ }),

/***/ 4719:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.agentUrlsFile = agentUrlsFile;
exports.gitPrints = gitPrints;
const node_fs_1 = __webpack_require__(3024);
const node_path_1 = __webpack_require__(6760);
const gatePaths_js_1 = __webpack_require__(5879);
const ownState_js_1 = __webpack_require__(5201);
const readRegular_js_1 = __webpack_require__(6355);
const contentHash_js_1 = __webpack_require__(2280);
const refs_js_1 = __webpack_require__(3703);
const statKey_js_1 = __webpack_require__(4452);
function agentUrlsFile(tripwireDir) {
    return node_path_1.posix.join(tripwireDir, 'agent-urls');
}
const print = (value) => (0, contentHash_js_1.hashBytes)(new TextEncoder().encode(JSON.stringify(value)));
function refsPrint(gitDir) {
    if ((0, node_fs_1.existsSync)(node_path_1.posix.join((0, gatePaths_js_1.commonDir)(gitDir), 'reftable')))
        return undefined;
    let head;
    try {
        head = (0, readRegular_js_1.readRegularText)(node_path_1.posix.join(gitDir, 'HEAD'), 4096);
    }
    catch {
        return undefined;
    }
    if (!/^(?:ref: refs\/heads\/\S+|[0-9a-f]{40}|[0-9a-f]{64})\n?$/.test(head))
        return undefined;
    const keys = (0, refs_js_1.refKeys)(gitDir);
    if ((0, refs_js_1.refsLinked)(keys))
        return undefined;
    for (const [file, key] of Object.entries(keys)) {
        if (key === 0 || (key[0] & 0o170000) !== 0o100000 || !/\/refs\/(?:heads|remotes)\//.test(file))
            continue;
        let text;
        try {
            text = (0, readRegular_js_1.readRegularText)(file, 4096);
        }
        catch {
            return undefined;
        }
        if (text.startsWith('ref:'))
            return undefined;
    }
    return print(keys);
}
function configFiles(gitDir, env, home) {
    const xdg = env.XDG_CONFIG_HOME || node_path_1.posix.join(home, '.config');
    const global = env.GIT_CONFIG_GLOBAL !== undefined
        ? [env.GIT_CONFIG_GLOBAL]
        : [node_path_1.posix.join(home, '.gitconfig'), node_path_1.posix.join(xdg, 'git', 'config')];
    const system = env.GIT_CONFIG_SYSTEM !== undefined ? [env.GIT_CONFIG_SYSTEM] : ['/etc/gitconfig', '/usr/local/etc/gitconfig'];
    return [...system, ...global, node_path_1.posix.join((0, gatePaths_js_1.commonDir)(gitDir), 'config'), node_path_1.posix.join(gitDir, 'config.worktree')].filter((p) => p !== '' && p !== '/dev/null');
}
function configPrint(gitDir, env, home, storeDir) {
    const keys = [];
    for (const file of configFiles(gitDir, env, home)) {
        let st;
        try {
            st = (0, node_fs_1.statSync)(file, { throwIfNoEntry: false });
        }
        catch {
            return undefined;
        }
        keys.push([file, (0, statKey_js_1.keyOf)(st)]);
        if (st === undefined)
            continue;
        try {
            if (/include/i.test((0, readRegular_js_1.readRegularText)(file, 1 << 20)))
                return undefined;
        }
        catch {
            return undefined;
        }
    }
    const urls = agentUrlsFile(node_path_1.posix.join(storeDir, ownState_js_1.STORE_OWN.tripwire));
    keys.push([urls, (0, statKey_js_1.keyOf)((0, node_fs_1.statSync)(urls, { throwIfNoEntry: false }))]);
    const vars = Object.entries(env)
        .filter(([k]) => k.startsWith('GIT_') || k === 'HOME' || k === 'XDG_CONFIG_HOME')
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return print([keys, vars]);
}
function gitPrints(place, env, storeDir) {
    if (place.gitDir === null)
        return {};
    try {
        const r = refsPrint(place.gitDir);
        const c = configPrint(place.gitDir, env, env.HOME || place.home, storeDir);
        return { ...(r === undefined ? {} : { r }), ...(c === undefined ? {} : { c }) };
    }
    catch {
        return {};
    }
}


/***/ }),

/***/ 474:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.everydayConfigEdit = everydayConfigEdit;
exports.allowRulesAdded = allowRulesAdded;
exports.remoteUrlsAdded = remoteUrlsAdded;
const onAnotherMachine_js_1 = __webpack_require__(1261);
const EVERYDAY_KEYS = {
    branch: ['remote', 'merge', 'rebase', 'pushremote', 'description'],
    remote: ['url', 'pushurl', 'fetch', 'tagopt', 'prune', 'mirror'],
    submodule: ['url', 'active'],
};
const USER_KEYS = new Set(['user.name', 'user.email']);
function everydayConfigEdit(before, after) {
    const values = (entries) => {
        const by = new Map();
        for (const [k, v] of entries)
            by.set(k, [...(by.get(k) ?? []), v]);
        return by;
    };
    const old = values(before);
    const now = values(after);
    for (const key of new Set([...old.keys(), ...now.keys()])) {
        const a = old.get(key) ?? [];
        const b = now.get(key) ?? [];
        if (a.length === b.length && a.every((v, i) => v === b[i]))
            continue;
        if (!everydayKey(key))
            return false;
        if (/\.(url|pushurl)$/.test(key) && !b.every((v) => (0, onAnotherMachine_js_1.onAnotherMachine)(v)))
            return false;
    }
    return true;
}
function everydayKey(key) {
    if (USER_KEYS.has(key))
        return true;
    const first = key.indexOf('.');
    const last = key.lastIndexOf('.');
    if (first < 0 || last === first)
        return false;
    return EVERYDAY_KEYS[key.slice(0, first)]?.includes(key.slice(last + 1)) === true;
}
function allowRulesAdded(before, after) {
    const old = before ?? {};
    if (!isObject(old) || !isObject(after))
        return false;
    const allowOf = (s) => {
        const p = s.permissions;
        if (p === undefined)
            return [];
        if (!isObject(p))
            return undefined;
        return p.allow === undefined ? [] : Array.isArray(p.allow) ? p.allow : undefined;
    };
    const was = allowOf(old);
    const is = allowOf(after);
    if (was === undefined || is === undefined || !is.every((r) => typeof r === 'string'))
        return false;
    if (!is.every((r) => was.includes(r) || NARROW_RULE.test(r)))
        return false;
    const kept = new Set(is);
    if (!was.every((r) => kept.has(r)))
        return false;
    return same(withoutAllow(old), withoutAllow(after));
}
const NARROW_RULE = /^(?:[A-Za-z][A-Za-z0-9_]*\((?!\s*:?\*?\s*\))[^()]+\)|mcp__[A-Za-z0-9_-]+__[A-Za-z0-9_-]+)$/;
function withoutAllow(s) {
    if (!isObject(s.permissions))
        return s;
    const { allow: _allow, ...rest } = s.permissions;
    const out = { ...s };
    if (Object.keys(rest).length === 0)
        delete out.permissions;
    else
        out.permissions = rest;
    return out;
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function same(a, b) {
    if (Array.isArray(a))
        return Array.isArray(b) && a.length === b.length && a.every((v, i) => same(v, b[i]));
    if (isObject(a)) {
        if (!isObject(b))
            return false;
        const keys = Object.keys(a);
        return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && same(a[k], b[k]));
    }
    return a === b;
}
function remoteUrlsAdded(before, after) {
    const had = new Set(before.map(([k, v]) => `${k}\0${v}`));
    return after.filter(([k, v]) => /^remote\..+\.(url|pushurl)$/.test(k) && !had.has(`${k}\0${v}`)).map(([, v]) => v);
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

/***/ 1261:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.onAnotherMachine = onAnotherMachine;
const NETWORK_URL = /^(?:(?:https?|ssh|git|git\+ssh|ssh\+git):\/\/[A-Za-z0-9[_~.]|(?:[A-Za-z0-9._~-]+@)?[A-Za-z0-9][A-Za-z0-9.-]*:(?!:|\/\/))\S*$/;
function onAnotherMachine(url) {
    return NETWORK_URL.test(url);
}


/***/ }),

/***/ 3374:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.parseConfigList = parseConfigList;
function parseConfigList(text) {
    return text
        .split('\0')
        .filter((e) => e !== '')
        .map((e) => {
        const nl = e.indexOf('\n');
        return nl < 0 ? [e, ''] : [e.slice(0, nl), e.slice(nl + 1)];
    });
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
