export const id = 766;
export const ids = [766];
export const modules = {

/***/ 8554:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BL: () => (/* binding */ containsAscii),
/* harmony export */   D4: () => (/* binding */ decode),
/* harmony export */   Go: () => (/* binding */ isBinary),
/* harmony export */   O6: () => (/* binding */ bytesEqual),
/* harmony export */   RZ: () => (/* binding */ rangeEquals),
/* harmony export */   _$: () => (/* binding */ lineStarts),
/* harmony export */   kd: () => (/* binding */ lineEnd),
/* harmony export */   lt: () => (/* binding */ countLines),
/* harmony export */   mh: () => (/* binding */ lineAt),
/* harmony export */   wF: () => (/* binding */ commonPrefix)
/* harmony export */ });
/**
 * Line and byte helpers over raw bytes. Rules compare bytes, not decoded text, so that
 * CRLF conversion, invalid UTF-8 and binary content are compared exactly as stored.
 */
const LF = 10;
/** Git's heuristic: a NUL byte in the first 8000 bytes means binary. */
function isBinary(bytes) {
    const end = Math.min(bytes.length, 8000);
    for (let i = 0; i < end; i++)
        if (bytes[i] === 0)
            return true;
    return false;
}
/** Start offsets of each line; a line ends before its `\n` (a `\r` stays part of the line). */
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
/** Number of lines, counting a last line without `\n`. */
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
/** End offset (exclusive, before `\n`) of the line that starts at `start`. */
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
/** Length of the common byte prefix. */
function commonPrefix(a, b) {
    const n = Math.min(a.length, b.length);
    let i = 0;
    while (i < n && a[i] === b[i])
        i++;
    return i;
}
/** 1-based line number of a byte offset. */
function lineAt(bytes, offset) {
    let line = 1;
    let i = bytes.indexOf(LF);
    while (i !== -1 && i < offset) {
        line++;
        i = bytes.indexOf(LF, i + 1);
    }
    return line;
}
/** Whether `needle` (ASCII) occurs in bytes[start, end). */
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

/***/ 5766:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A$: () => (/* binding */ Checker),
  F_: () => (/* binding */ ReadError)
});

// UNUSED EXPORTS: check

// EXTERNAL MODULE: ./.build/js/src/core/bytes.js
var core_bytes = __webpack_require__(8554);
// EXTERNAL MODULE: ./.build/js/src/core/manifestGuard.js
var manifestGuard = __webpack_require__(1807);
// EXTERNAL MODULE: ./.build/js/src/core/messages/violation.js + 1 modules
var violation = __webpack_require__(7489);
// EXTERNAL MODULE: ./.build/js/src/core/pathIndex.js
var pathIndex = __webpack_require__(4612);
;// CONCATENATED MODULE: ./.build/js/src/core/rules/ruleCheck.js
function ruleCheck_violation(rule, kind, path, parts) {
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
/** Whether the change removes or alters what existed at the old path. */
function touchesOldPath(change) {
    return change.old !== null && change.status !== 'added' && change.status !== 'copied';
}

;// CONCATENATED MODULE: ./.build/js/src/core/rules/deny.js
/** deny: a matching path may not be added (new file, rename or copy to it); `allow` exempts. */


/** Whether the change brings a path into existence (added, or renamed or copied to it). */
function addsPath(change) {
    return (change.new !== null && (change.status === 'added' || change.status === 'renamed' || change.status === 'copied'));
}
const deny = {
    side: 'added',
    reads: { old: false, new: false },
    check(rule, change) {
        if (!addsPath(change))
            return [];
        const path = change.new.path;
        return [ruleCheck_violation(rule, 'deny', path, { message: violation/* violationText */.j.deny.added(), next: violation/* violationText */.j.deny.next(path) })];
    },
};

;// CONCATENATED MODULE: ./.build/js/src/core/rules/append.js
/**
 * append (C): every existing line stays, in order. A linear subsequence check over bytes (lines
 * compared with their `\r`, without their `\n`); `at=end` keeps the old content as a prefix;
 * `head=REGEX` leaves the lines above the old file's first matching line free (a changelog's
 * unreleased section) and keeps the lines from it down, but for the link definitions the head
 * links to.
 */



const LF = 10;
const CR = 13;
const append = {
    side: 'old',
    reads: { old: true, new: true },
    check(rule, change) {
        if (!touchesOldPath(change))
            return [];
        const old = change.old;
        const next = violation/* violationText */.j.append.next(rule.options.atEnd === true);
        if (change.new === null || change.new.path !== old.path) {
            return [ruleCheck_violation(rule, 'append', old.path, { message: violation/* violationText */.j.append.deleted(), next })];
        }
        const before = old.bytes;
        const after = change.new.bytes;
        // binary first: appending bytes to a binary file is still a change to all of it
        if ((old.binary || change.new.binary) && !(0,core_bytes/* bytesEqual */.O6)(before, after)) {
            return [ruleCheck_violation(rule, 'append', old.path, { message: violation/* violationText */.j.append.binary(), next })];
        }
        if (keepsPrefix(before, after))
            return [];
        if (rule.options.atEnd) {
            // the bytes before `at` are the same on both sides, so its line is the same in the new file
            const at = (0,core_bytes/* commonPrefix */.wF)(before, after);
            const line = Math.min((0,core_bytes/* lineAt */.mh)(before, at), Math.max(1, (0,core_bytes/* countLines */.lt)(after)));
            // all of the new file is old content: something was cut, nothing inserted
            const message = at === after.length ? violation/* violationText */.j.append.changed((0,core_bytes/* lineAt */.mh)(before, at)) : violation/* violationText */.j.append.notAtEnd(line);
            return [ruleCheck_violation(rule, 'append', old.path, { message, next, line })];
        }
        const from = rule.options.head === undefined ? { offset: 0, line: 1 } : releasedStart(before, rule.options.head);
        if (from === undefined)
            return []; // no released line yet: all of the file is its head
        const kept = rule.options.head === undefined ? undefined : withoutHeadLinks(before, from);
        const missing = firstMissingLine(kept?.bytes ?? before.subarray(from.offset), after);
        if (missing === undefined)
            return [];
        const oldLine = kept === undefined ? missing.oldLine + from.line - 1 : kept.lines[missing.oldLine - 1];
        const moved = movedTo(before, oldLine, after);
        const message = moved === undefined ? violation/* violationText */.j.append.changed(oldLine) : violation/* violationText */.j.append.moved(oldLine, moved);
        const headNext = rule.options.head === undefined ? next : violation/* violationText */.j.append.headNext(lineText(before, oldLine));
        return [ruleCheck_violation(rule, 'append', old.path, { message, next: headNext, line: missing.newLine })];
    },
};
const compiled = new Map();
const utf8 = new TextDecoder('utf-8'); // one for every head line tested, not one a line
/** The first line matching `head` (the first released one): its byte offset and line number. */
function releasedStart(bytes, head) {
    let re = compiled.get(head);
    if (re === undefined) {
        re = new RegExp(head); // the manifest parser has compiled it once already
        compiled.set(head, re);
    }
    for (let i = 0, line = 1; i < bytes.length; line++) {
        const end = (0,core_bytes/* lineEnd */.kd)(bytes, i);
        const cut = end > i && bytes[end - 1] === CR ? end - 1 : end;
        if (re.test(utf8.decode(bytes.subarray(i, cut))))
            return { offset: i, line };
        i = end + 1;
    }
    return undefined;
}
/** A Markdown link reference definition: `[label]: url`. */
const LINK_DEFINITION = /^ {0,3}\[([^\]]+)\]:/;
/**
 * The released part without the link definitions of labels the head links to (Keep-a-Changelog's
 * `[unreleased]: .../compare/v1.1.0...HEAD`, rewritten at every release): those belong to the head.
 * With the old line number of each line kept.
 */
function withoutHeadLinks(before, from) {
    const headText = utf8.decode(before.subarray(0, from.offset)).toLowerCase();
    const parts = [];
    const lines = [];
    let size = 0;
    for (let i = from.offset, line = from.line; i < before.length; line++) {
        const end = (0,core_bytes/* lineEnd */.kd)(before, i);
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
/** The text of line `n` (1-based) of `bytes`, without its line ending. */
function lineText(bytes, n) {
    const [start, end] = lineRange(bytes, n);
    return (0,core_bytes/* decode */.D4)(bytes.subarray(start, end)).replace(/\r$/, '');
}
function lineRange(bytes, n) {
    let i = 0;
    for (let line = 1; line < n && i < bytes.length; line++)
        i = (0,core_bytes/* lineEnd */.kd)(bytes, i) + 1;
    return [i, (0,core_bytes/* lineEnd */.kd)(bytes, i)];
}
/**
 * Where old line `n` went when it was only moved: the new file holds its text at least as many
 * times as the old one did (so none was removed or changed), the first such new line. Undefined
 * when the line was removed or changed.
 */
function movedTo(before, n, after) {
    const [start, end] = lineRange(before, n);
    const count = (bytes) => {
        let times = 0;
        let first = 0;
        for (let j = 0, line = 1; j < bytes.length; line++) {
            const jEnd = (0,core_bytes/* lineEnd */.kd)(bytes, j);
            if ((0,core_bytes/* rangeEquals */.RZ)(before, start, end, bytes, j, jEnd)) {
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
/** `after` begins with every line of `before` unchanged (the common case: text added at the end). */
function keepsPrefix(before, after) {
    if (after.length < before.length)
        return false;
    if ((0,core_bytes/* commonPrefix */.wF)(before, after) !== before.length)
        return false;
    return (before.length === 0 ||
        before[before.length - 1] === LF ||
        after.length === before.length ||
        after[before.length] === LF);
}
/**
 * The first old line that does not occur, in order, among the new lines; with the new line where it
 * was expected. Undefined when the old lines are a subsequence of the new.
 */
function firstMissingLine(before, after) {
    let j = 0;
    let scanned = 0; // new lines consumed so far
    let matched = 0; // new line number of the last match
    const lastNewLine = Math.max(1, (0,core_bytes/* countLines */.lt)(after));
    for (let i = 0, oldLine = 1; i < before.length; oldLine++) {
        const iEnd = (0,core_bytes/* lineEnd */.kd)(before, i);
        let found = false;
        while (j < after.length) {
            const jEnd = (0,core_bytes/* lineEnd */.kd)(after, j);
            const equal = (0,core_bytes/* rangeEquals */.RZ)(before, i, iEnd, after, j, jEnd);
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

;// CONCATENATED MODULE: ./.build/js/src/core/rules/budget.js
/** budget: a file over its limit after the change may not grow; within the limit anything goes. */



const budget = {
    side: 'new',
    reads: { old: true, new: true },
    // Within its limits a file passes whatever it was before: the old side is read only when over.
    oldMatters(rule, after) {
        const { lines, bytes } = rule.options;
        return (lines !== undefined && (0,core_bytes/* countLines */.lt)(after) > lines) || (bytes !== undefined && after.length > bytes);
    },
    check(rule, change) {
        if (change.new === null)
            return [];
        const after = change.new.bytes;
        // a rename or copy into the path creates it: it had nothing before, whatever its source held
        const before = change.old?.path === change.new.path ? change.old.bytes : undefined;
        const found = [];
        const { lines, bytes } = rule.options;
        if (lines !== undefined) {
            const [a, b] = [(0,core_bytes/* countLines */.lt)(after), before ? (0,core_bytes/* countLines */.lt)(before) : 0];
            if (a > lines && a > b) {
                found.push(ruleCheck_violation(rule, 'budget', change.new.path, {
                    message: violation/* violationText */.j.budget.lines(a, b, lines),
                    next: violation/* violationText */.j.budget.next('lines', lines),
                    line: lines + 1,
                    endLine: a,
                }));
            }
        }
        if (bytes !== undefined) {
            const [a, b] = [after.length, before ? before.length : 0];
            if (a > bytes && a > b) {
                found.push(ruleCheck_violation(rule, 'budget', change.new.path, {
                    message: violation/* violationText */.j.budget.bytes(a, b, bytes),
                    next: violation/* violationText */.j.budget.next('bytes', bytes),
                }));
            }
        }
        return found;
    },
};

;// CONCATENATED MODULE: ./.build/js/src/core/change.js
function fileType(mode) {
    if (mode === '120000')
        return 'symlink';
    if (mode === '160000')
        return 'submodule';
    return 'file';
}
/** Bytes from a string, for adapters and tests that hold text. */
function bytesOf(text) {
    return new TextEncoder().encode(text);
}

;// CONCATENATED MODULE: ./.build/js/src/core/rules/freeze.js
/** freeze (A): nothing but creation may happen to a frozen path. */



const freeze = {
    side: 'old',
    reads: { old: false, new: false },
    check(rule, change) {
        if (!touchesOldPath(change))
            return [];
        const old = change.old;
        const next = violation/* violationText */.j.freeze.next();
        const make = (message) => [ruleCheck_violation(rule, 'freeze', old.path, { message, next })];
        if (change.new === null)
            return make(violation/* violationText */.j.freeze.deleted());
        if (change.new.path !== old.path)
            return make(violation/* violationText */.j.freeze.renamed(change.new.path));
        const [from, to] = [fileType(old.mode), fileType(change.new.mode)];
        if (from !== to)
            return make(violation/* violationText */.j.freeze.type(from, to));
        if (old.mode !== change.new.mode)
            return make(violation/* violationText */.j.freeze.mode(old.mode, change.new.mode));
        return make(violation/* violationText */.j.freeze.modified());
    },
};

// EXTERNAL MODULE: ./node_modules/diff/libesm/patch/create.js + 2 modules
var create = __webpack_require__(7291);
;// CONCATENATED MODULE: ./.build/js/src/core/invariantSpans.js
/** Finds INVARIANT-START / INVARIANT-END spans in a file's bytes, and marker problems. */

function findSpans(bytes) {
    const spans = [];
    const problems = [];
    let open;
    const starts = (0,core_bytes/* lineStarts */._$)(bytes);
    starts.forEach((start, i) => {
        const end = (0,core_bytes/* lineEnd */.kd)(bytes, start);
        const line = i + 1;
        const s = (0,core_bytes/* containsAscii */.BL)(bytes, start, end, 'INVARIANT-START');
        const e = (0,core_bytes/* containsAscii */.BL)(bytes, start, end, 'INVARIANT-END');
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

;// CONCATENATED MODULE: ./.build/js/src/core/rules/invariant.js
/**
 * invariant (B): the text of every span that existed (markers included) is still there, in order,
 * as a span. Edits outside spans pass; new spans may be added.
 */
// Only the module that makes hunks: the package's index pulls in all of jsdiff (about 110 KB that
// every commit would load).





const invariant = {
    side: 'old',
    reads: { old: true, new: true },
    check(rule, change) {
        if (!touchesOldPath(change))
            return [];
        const old = change.old;
        const before = findSpans(old.bytes);
        const next = violation/* violationText */.j.invariant.next();
        if (change.new === null || change.new.path !== old.path) {
            if (before.spans.length === 0)
                return [];
            return [ruleCheck_violation(rule, 'invariant', old.path, { message: violation/* violationText */.j.invariant.deleted(before.spans.length), next })];
        }
        const path = change.new.path;
        const oldBytes = old.bytes;
        const newBytes = change.new.bytes;
        if ((old.binary || change.new.binary) && before.spans.length > 0 && !(0,core_bytes/* bytesEqual */.O6)(oldBytes, newBytes)) {
            return [ruleCheck_violation(rule, 'invariant', path, { message: violation/* violationText */.j.invariant.binary(), next })];
        }
        const after = findSpans(newBytes);
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
                found.push(ruleCheck_violation(rule, 'invariant', path, {
                    message: violation/* violationText */.j.invariant.changed(span.startLine, span.endLine),
                    next,
                    ...where[i],
                }));
            });
        }
        return found;
    },
};
function sameText(a, sa, b, sb) {
    return (0,core_bytes/* rangeEquals */.RZ)(a, sa.start, sa.end, b, sb.start, sb.end);
}
function markerViolation(rule, path, p) {
    const message = p.kind === 'nested'
        ? violation/* violationText */.j.invariant.nested(p.line)
        : p.kind === 'unopened'
            ? violation/* violationText */.j.invariant.unopened(p.line)
            : violation/* violationText */.j.invariant.unclosed(p.line);
    return ruleCheck_violation(rule, 'invariant', path, { message, next: violation/* violationText */.j.invariant.markersNext(), line: p.line });
}
/** Changed lines beyond which newLocations stops looking for where a change landed (0.4 s on 2 x 20,000 lines). */
const MAX_EDIT = 1000;
/**
 * For each lost span, the lines of the new file where the change that broke it landed: the first
 * hunk inside the span (a hunk with no old lines inserts before its oldStart), for a span that runs to
 * the end of the file also text appended after it; else (a span moved out of order) where its first
 * line went. Always a line of the new file.
 */
function newLocations(oldBytes, newBytes, spans) {
    // The diff only places the finding; the verdict is already made. Its cost grows with the size of
    // the files times the size of the change, and nothing can interrupt it (a hook's watchdog timer
    // cannot fire while it runs): past MAX_EDIT changed lines it gives up, and each span is placed
    // at its old lines.
    // Only the lines between the common head and tail are diffed (a byte comparison, linear): a
    // change to one span of a 200 MB file costs the size of the change, not of the file.
    const { head, headLines, oldEnd, newEnd } = commonEnds(oldBytes, newBytes);
    const hunks = ((0,create/* structuredPatch */.YB)('a', 'b', (0,core_bytes/* decode */.D4)(oldBytes.subarray(head, oldEnd)), (0,core_bytes/* decode */.D4)(newBytes.subarray(head, newEnd)), '', '', { context: 0, maxEditLength: MAX_EDIT })?.hunks ?? []).map((h) => ({ ...h, oldStart: h.oldStart + headLines, newStart: h.newStart + headLines }));
    const last = Math.max(1, (0,core_bytes/* countLines */.lt)(newBytes));
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
/**
 * The whole lines two files share at their start and at their end: `head` bytes (`headLines`
 * lines) in common at the start, and the rest of each file from `oldEnd`/`newEnd` in common at
 * the end, neither overlapping the other.
 */
function commonEnds(a, b) {
    const NL = 10;
    const max = Math.min(a.length, b.length);
    let i = 0;
    while (i < max && a[i] === b[i])
        i++;
    // back to the start of the line the first difference is on
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
    // forward to the start of a line inside the common tail: after its first newline
    let tail = s;
    while (tail > 0 && a[a.length - tail] !== NL)
        tail--;
    // a[a.length - tail] is a newline shared by both: the tail starts after it
    if (tail > 0)
        tail--;
    return { head, headLines, oldEnd: a.length - tail, newEnd: b.length - tail };
}

;// CONCATENATED MODULE: ./.build/js/src/core/rules/registry.js





const RULE_CHECKS = { freeze: freeze, invariant: invariant, append: append, budget: budget, deny: deny };

// EXTERNAL MODULE: ./.build/js/src/core/secrets.js
var secrets = __webpack_require__(3360);
;// CONCATENATED MODULE: ./.build/js/src/core/check.js
/**
 * The one checker: the rules in force and a list of changes in, a verdict out. Reads only the
 * contents of changed files that a content rule covers, a bounded batch at a time.
 */








/** A side whose bytes could not be read; names the path so the adapter can say which. */
class ReadError extends Error {
    path;
    cause;
    constructor(path, cause) {
        super(`cannot read ${path}: ${cause instanceof Error ? cause.message : String(cause)}`);
        this.path = path;
        this.cause = cause;
    }
}
/** Changes whose contents are requested together (one round of reads in flight at a time). */
const BATCH = 1024;
const NONE = [];
class Checker {
    manifest;
    manifestPath;
    opts;
    /**
     * Rules selected by the old or the new path (RuleCheck.side) in one index: a modified file's two
     * paths are the same, so it costs one walk. Rules on added paths (deny) have their own, which a
     * modification never consults.
     */
    oldOrNew;
    added;
    allowed;
    constructor(manifest, manifestPath, 
    /** Whether a change may adopt a first manifest freely (git hooks, the Action; not an agent's edit). */
    opts = {}) {
        this.manifest = manifest;
        this.manifestPath = manifestPath;
        this.opts = opts;
        if (manifest.errors.length > 0)
            throw new Error('the manifest has errors; report them before checking');
        this.oldOrNew = new pathIndex/* PathIndex */.EG(manifest.rules.filter((r) => sideOf(r) === 'old' || sideOf(r) === 'new'));
        this.added = new pathIndex/* PathIndex */.EG(manifest.rules.filter((r) => sideOf(r) === 'added'));
        this.allowed = new pathIndex/* PathIndex */.EG(manifest.rules.filter((r) => r.kind === 'allow'));
    }
    /** Rules of every path kind that cover `path`, for `explain`. */
    rulesFor(path) {
        const rules = [...this.oldOrNew.match(path), ...this.added.match(path)].sort((a, b) => a.line - b.line);
        return { rules, allowedBy: this.allowed.match(path), secret: (0,secrets/* secretSegment */.Oj)(path) };
    }
    /**
     * Walks the changes once: an adapter may hand them over as they are parsed, so that the changes
     * no rule concerns (most of a large change) are garbage at once instead of living to the end.
     */
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
        // Changes needing contents are decided a batch later than the others; report in reading order,
        // path then line (stable, so findings at one place keep the order their rules produced them).
        violations.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : (a.line ?? 0) - (b.line ?? 0)));
        return { violations, checked: walk.checked, ...(manifest.notes.length ? { notes: manifest.notes } : {}) };
    }
    /**
     * Walks on until a batch of changes needs contents, or the changes end. Synchronous: the walk
     * over every change of a large change is the checker's hot loop, and an async function's loop
     * measured slower (10,000 changes: 62 against 57 ms, cold).
     */
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
            // Back to what the rules last accepted: no path rule or secret entry judges a repair (the
            // manifest's own protection above still does).
            if (change.restores)
                continue;
            const plan = this.plan(change);
            if (plan && (plan.readOld || plan.readNew || plan.oldIf.length > 0)) {
                walk.batch.push(plan);
                if (walk.batch.length === BATCH)
                    return;
            }
            else if (plan || addsPath(change)) {
                // no rule reads contents: decided now (an added path still meets the secret list)
                walk.violations.push(...this.run(plan ?? { change, rules: [], readOld: false, readNew: false, oldIf: [] }, withoutContent(change)));
            }
        }
    }
    /** The rules that concern a change and what they read; null when none does (the common case). */
    plan(change) {
        const oldPath = change.old && touchesOldPath(change) ? change.old.path : undefined;
        const atOld = oldPath !== undefined ? this.oldOrNew.match(oldPath) : NONE;
        const atNew = !change.new ? NONE : change.new.path === oldPath ? atOld : this.oldOrNew.match(change.new.path);
        const added = change.new && addsPath(change) ? this.added.match(change.new.path) : NONE;
        if (atOld.length + atNew.length + added.length === 0)
            return null;
        let plan = null;
        // old-side rules, then new-side, then added-side, each in manifest order
        for (const [rules, side] of [
            [atOld, 'old'],
            [atNew, 'new'],
            [added, 'added'],
        ]) {
            for (const rule of rules) {
                const module = RULE_CHECKS[rule.kind];
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
            found.push(...RULE_CHECKS[rule.kind].check(rule, change));
        }
        if (addsPath(change) && !exempt) {
            const segment = (0,secrets/* secretSegment */.Oj)(change.new.path);
            if (segment !== undefined) {
                const path = change.new.path;
                found.push({
                    rule: 'secret',
                    path,
                    reason: violation/* violationText */.j.secret.reason(),
                    message: violation/* violationText */.j.secret.added(segment),
                    next: violation/* violationText */.j.secret.next(path),
                });
            }
        }
        return found;
    }
    touchesManifest(c) {
        const path = this.manifestPath;
        return path !== null && (c.new?.path === path || (c.old?.path === path && touchesOldPath(c)));
    }
    /** The manifest's self-protection, given the changes that touch it. */
    async checkManifest(touching) {
        const path = this.manifestPath;
        if (path === null || touching.length === 0)
            return { violations: [], notes: [] };
        const replacement = touching.find((c) => c.new?.path === path);
        const text = replacement ? new TextDecoder().decode(await read(replacement.new)) : null;
        const adopt = this.opts.adoptManifest === true;
        return {
            violations: (0,manifestGuard/* checkManifestChange */.iV)(this.manifest, path, text, { adopt }),
            notes: adopt ? (0,manifestGuard/* adoptionNotes */.g_)(this.manifest, text) : [],
        };
    }
}
/** The side whose path selects the rule, for the kinds a rule module checks. */
function sideOf(rule) {
    return RULE_CHECKS[rule.kind]?.side;
}
/** Convenience: check a list of changes under a manifest. */
function check(input) {
    return new Checker(input.manifest, input.manifestPath).check(input.changes);
}
async function read(side) {
    return (await readAll([side]))[0];
}
/**
 * The bytes of several sides, all requested in the same tick (an adapter reading from git answers
 * them in one round). One promise per side and one for all: a batch of a thousand sides spent
 * more time in promise hops than in git when each side took an async path of its own.
 */
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
/** The batch's changes with the sides their rules read (old, then new, in batch order). */
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
    return { path: s.path, mode: s.mode, bytes, binary: (0,core_bytes/* isBinary */.Go)(bytes) };
}
/**
 * The second round of a batch: old sides that only some new sides make matter (a budget file
 * over its limit). All are requested in the same tick, so they cost one more read of the batch.
 */
async function loadOldWhereItMatters(batch, loaded) {
    const due = batch.flatMap((plan, k) => {
        const after = loaded[k].new?.bytes;
        if (plan.readOld || !plan.change.old || after === undefined)
            return [];
        const matters = plan.oldIf.some((rule) => RULE_CHECKS[rule.kind].oldMatters(rule, after));
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

/***/ 1807:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g_: () => (/* binding */ adoptionNotes),
/* harmony export */   iV: () => (/* binding */ checkManifestChange)
/* harmony export */ });
/* unused harmony export adopting */
/* harmony import */ var _messages_violation_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7489);
/* harmony import */ var _parseManifest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6887);
/* harmony import */ var _pathIndex_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4612);
/* harmony import */ var _rule_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9307);
/**
 * The manifest protects itself: the new version must keep every old rule, or replace it with one
 * at least as strong; loosening lines (allow, command-allow, a new release phrase) may not be added.
 */




/** Kinds whose rules may stand in for a rule of the key's kind (the same kind or a stronger one). */
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
/**
 * Violations of the strengthen-only rule, from the rules in force and the manifest's new text.
 * With `adopt` (a person's commit or pull request; never an agent's edit), adopting a manifest is
 * not loosening one: while the rules in force are none (no manifest yet, or one of comments only,
 * as `diffgate init` writes it), the new manifest may hold any rule (adoptionNotes says what it
 * allows). Strengthen-only applies from the first rule on.
 */
function checkManifestChange(before, path, newText, opts = {}) {
    const base = { rule: 'manifest', path, reason: _messages_violation_js__WEBPACK_IMPORTED_MODULE_0__/* .violationText */ .j.manifest.reason() };
    const after = (0,_parseManifest_js__WEBPACK_IMPORTED_MODULE_1__/* .parseManifest */ .N)(newText ?? '', path); // the changed version, not the one in force (before.file)
    if (after.errors.length > 0) {
        return after.errors.map((e) => ({
            ...base,
            line: e.line,
            message: _messages_violation_js__WEBPACK_IMPORTED_MODULE_0__/* .violationText */ .j.manifest.invalid((0,_parseManifest_js__WEBPACK_IMPORTED_MODULE_1__/* .formatManifestError */ .P)(e)),
            next: _messages_violation_js__WEBPACK_IMPORTED_MODULE_0__/* .violationText */ .j.manifest.invalidNext(),
        }));
    }
    if (opts.adopt && adopting(before))
        return [];
    const found = [];
    const next = _messages_violation_js__WEBPACK_IMPORTED_MODULE_0__/* .violationText */ .j.manifest.next();
    for (const old of before.rules) {
        const kinds = STRONGER[old.kind];
        if (!kinds)
            continue;
        if (!after.rules.some((r) => kinds.includes(r.kind) && covers(r, old))) {
            found.push({
                ...base,
                message: _messages_violation_js__WEBPACK_IMPORTED_MODULE_0__/* .violationText */ .j.manifest.weakened(old.kind, old.pattern, `${old.file}:${old.line}`),
                next,
                source: `${old.file}:${old.line}`,
            });
        }
    }
    for (const added of after.rules) {
        if (!LOOSENING.has(added.kind))
            continue;
        if (!before.rules.some((r) => r.kind === added.kind && r.pattern === added.pattern)) {
            found.push({ ...base, line: added.line, message: _messages_violation_js__WEBPACK_IMPORTED_MODULE_0__/* .violationText */ .j.manifest.loosened(added.kind, added.pattern), next });
        }
    }
    const [was, now] = [(0,_rule_js__WEBPACK_IMPORTED_MODULE_3__/* .releasePhrases */ .yG)(before.rules), (0,_rule_js__WEBPACK_IMPORTED_MODULE_3__/* .releasePhrases */ .yG)(after.rules)];
    const newPhrase = now.find((p) => !was.includes(p));
    if (newPhrase !== undefined) {
        const line = after.rules.find((r) => r.kind === 'release' && r.pattern === newPhrase)?.line;
        found.push({ ...base, ...(line ? { line } : {}), message: _messages_violation_js__WEBPACK_IMPORTED_MODULE_0__/* .violationText */ .j.manifest.release(now), next });
    }
    return found;
}
/** Whether `stronger` (of a kind allowed to stand in) protects at least what `old` does. */
function covers(stronger, old) {
    if (old.kind.startsWith('command-'))
        return stronger.pattern === old.pattern;
    if (!(0,_pathIndex_js__WEBPACK_IMPORTED_MODULE_2__/* .patternCovers */ .JQ)(stronger.pattern, old.pattern))
        return false;
    if (stronger.kind !== old.kind)
        return true;
    const [s, o] = [stronger.options, old.options];
    switch (old.kind) {
        case 'append':
            // a head= rule keeps less than a plain one: only the same head, or none, stands in for it
            return (!o.atEnd || s.atEnd === true) && (s.head === undefined || s.head === o.head);
        case 'budget':
            return ((o.lines === undefined || (s.lines !== undefined && s.lines <= o.lines)) &&
                (o.bytes === undefined || (s.bytes !== undefined && s.bytes <= o.bytes)));
        case 'save-gate': {
            const oldWords = o.words ?? _rule_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_SAVE_WORDS */ .O_;
            return (s.words ?? _rule_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_SAVE_WORDS */ .O_).every((w) => oldWords.includes(w));
        }
        default:
            return true;
    }
}
// in rule.ts, so that a reader of the phrases (the hook's pre-check) loads no manifest guard

/** Whether a change to the manifest adopts it: no rule is in force yet. */
function adopting(before) {
    return before.rules.length === 0;
}
/**
 * What committing a first manifest means, for the person adopting it: the rules that let things
 * through (allow, command-allow, a release phrase), and that strengthen-only applies from now on.
 * Empty when the change adopts nothing (rules were in force, or the new text holds none or does
 * not parse).
 */
function adoptionNotes(before, newText) {
    if (!adopting(before) || newText === null)
        return [];
    const after = (0,_parseManifest_js__WEBPACK_IMPORTED_MODULE_1__/* .parseManifest */ .N)(newText, before.file);
    if (after.errors.length > 0 || after.rules.length === 0)
        return [];
    const allows = after.rules
        .filter((r) => LOOSENING.has(r.kind) || r.kind === 'release')
        .map((r) => _messages_violation_js__WEBPACK_IMPORTED_MODULE_0__/* .violationText */ .j.manifest.adoptedAllows(r.kind, r.pattern, r.line));
    return [_messages_violation_js__WEBPACK_IMPORTED_MODULE_0__/* .violationText */ .j.manifest.adopted(after.rules.length), ...allows, _messages_violation_js__WEBPACK_IMPORTED_MODULE_0__/* .violationText */ .j.manifest.adoptedFromNow()];
}


/***/ }),

/***/ 7489:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* binding */ violationText)
});

// UNUSED EXPORTS: fileKind

;// CONCATENATED MODULE: ./.build/js/src/core/messages/common.js
/**
 * Every user-facing sentence of diffgate lives in this folder (src/core/messages/), one module per
 * entry point or part, so each entry point loads only its own. A block message is an instruction:
 * what was blocked, why (the manifest's reason), and the next action.
 */
const NO_WORKAROUND = 'Do not work around the block by changing another file instead.';
const WAIT = 'Show the change you intended and why, and wait for a person to release it.';
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

;// CONCATENATED MODULE: ./.build/js/src/core/messages/violation.js
/** What each rule says when it blocks a change: what, why (the manifest's reason), and the next action. */

const fileKind = (t) => t === 'file' ? 'a regular file' : t === 'symlink' ? 'a symlink' : 'a submodule';
const violationText = {
    freeze: {
        modified: () => 'Changed the content of a frozen file.',
        deleted: () => 'Deleted a frozen file.',
        renamed: (to) => `Renamed a frozen file away (to ${to}); that deletes its path.`,
        mode: (from, to) => `Changed the mode of a frozen file (${from} -> ${to}).`,
        type: (from, to) => `Changed a frozen path from ${fileKind(from)} to ${fileKind(to)}.`,
        next: () => `This file is frozen. ${NO_WORKAROUND} ${WAIT}`,
    },
    invariant: {
        changed: (a, b) => `Changed the invariant span that was at lines ${a}-${b}.`,
        deleted: (n) => `Deleted or renamed away a file with ${plural(n, 'invariant span')}.`,
        binary: () => 'Changed a binary file that has invariant spans; a binary change counts as a change to all of it.',
        nested: (line) => `An INVARIANT-START at line ${line} opens a span inside another span.`,
        unopened: (line) => `An INVARIANT-END at line ${line} closes no span.`,
        unclosed: (line) => `The span opened at line ${line} is never closed; it runs to the end of the file.`,
        next: () => `The lines between INVARIANT-START and INVARIANT-END (markers included) must stay exactly as they were. Edit outside the span. If the span itself must change, do not work around the block by changing another file instead: ${WAIT.charAt(0).toLowerCase()}${WAIT.slice(1)}`,
        markersNext: () => 'Keep every INVARIANT-START paired with its own INVARIANT-END, without nesting; restore the marker you moved or removed.',
    },
    append: {
        changed: (oldLine) => `Removed or changed existing line ${oldLine} of an append-only file.`,
        moved: (oldLine, newLine) => `Moved existing line ${oldLine} of an append-only file (its text is now at line ${newLine}); existing lines keep their place and order.`,
        notAtEnd: (oldLine) => `Inserted or changed content before the end of an append-only file (at its line ${oldLine}); new lines go at the end.`,
        deleted: () => 'Deleted or renamed away an append-only file.',
        binary: () => 'Changed a binary append-only file; a binary change counts as a change to all of it.',
        headNext: (line) => `This file is append-only from its first released line down: the lines above it may change, the released lines may not. Restore ${JSON.stringify(line)} and the released lines around it exactly; add new entries above the released part. ${NO_WORKAROUND}`,
        next: (atEnd) => `This file is append-only. Restore the existing lines exactly and add your text as new lines${atEnd ? ' after the existing content' : ''}. ${NO_WORKAROUND}`,
    },
    budget: {
        lines: (after, before, limit) => `Grew a file that is over its budget: ${after} lines after the change (was ${before}), budget ${limit}.`,
        bytes: (after, before, limit) => `Grew a file that is over its budget: ${after} bytes after the change (was ${before}), budget ${limit}.`,
        next: (measure, limit) => `This file is over its budget of ${limit} ${measure}. Make room first: merge, shorten or remove existing ${measure === 'lines' ? 'lines' : 'text'} so the change does not grow it (one in, one out). ${NO_WORKAROUND}`,
    },
    deny: {
        added: () => 'Added a path the manifest denies.',
        next: (path) => `Remove it from the change (git rm --cached -- ${JSON.stringify(path)}) and keep it out of the repository. If it must be committed, a person adds an "allow" line for it to the manifest.`,
        /** For a file git does not track yet (check --worktree): nothing to unstage. */
        nextUntracked: (path) => `Do not add it (it is not staged): move it out of the repository or add ${JSON.stringify(path)} to .gitignore. If it must be committed, a person adds an "allow" line for it to the manifest.`,
    },
    secret: {
        added: (segment) => `Added a path that looks like a secret (${JSON.stringify(segment)} is on the built-in secret list).`,
        reason: () => 'Secrets, keys and production credentials must not enter the repository.',
        next: (path) => `Remove it from the change (git rm --cached -- ${JSON.stringify(path)}) and add it to .gitignore. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
        /** For a file git does not track yet (check --worktree): nothing to unstage. */
        nextUntracked: (path) => `Do not add it (it is not staged): add ${JSON.stringify(path)} to .gitignore, or move it out of the repository. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
    },
    manifest: {
        weakened: (kind, pattern, source) => `Removed or weakened the rule "${kind} ${pattern}" (${source}).`,
        loosened: (kind, pattern) => `Added a loosening rule "${kind} ${pattern}".`,
        release: (phrases) => `Changed the release phrase (now ${phrases.map((p) => JSON.stringify(p)).join(', ')}).`,
        invalid: (detail) => `The changed manifest does not parse: ${detail}`,
        reason: () => 'The manifest protects itself: a change may add or strengthen rules, never remove or weaken one.',
        next: () => `Keep the old rule as it was; you may add a stricter or broader rule beside it. ${NO_WORKAROUND} ${WAIT}`,
        invalidNext: () => 'Fix the manifest line named above; the manifest must parse before anything else is checked.',
        adopted: (n) => `Adopting a first manifest (${n === 1 ? '1 rule' : `${n} rules`}; none was in force): it may hold any rule.`,
        adoptedAllows: (kind, pattern, line) => `  it allows: ${kind === 'allow' ? `adding ${JSON.stringify(pattern)} despite deny rules and the built-in secret list` : kind === 'command-allow' ? `the command ${JSON.stringify(pattern)} without asking` : `a person to release a block by typing ${JSON.stringify(pattern)}`} (line ${line})`,
        adoptedFromNow: () => 'From the next change on, the manifest protects itself: rules may be added or strengthened, never removed or weakened.',
    },
};


/***/ })

};
