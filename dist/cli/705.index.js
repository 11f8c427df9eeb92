export const id = 705;
export const ids = [705];
export const modules = {

/***/ 357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A$: () => (/* binding */ Checker),
  F_: () => (/* binding */ ReadError)
});

// UNUSED EXPORTS: check

;// CONCATENATED MODULE: ./src/core/bytes.ts
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

// EXTERNAL MODULE: ./src/core/messages.ts
var messages = __webpack_require__(507);
// EXTERNAL MODULE: ./src/core/parseManifest.ts
var parseManifest = __webpack_require__(465);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(6);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/core/rule.ts
var core_rule = __webpack_require__(961);
;// CONCATENATED MODULE: ./src/core/pathIndex.ts
/**
 * Finds the path rules that match a path without testing every rule: literal patterns are
 * looked up in a map, globs are bucketed by their static base directory, so the cost per path
 * grows with its depth and the rules under its directories, not with the manifest's length.
 */


const GLOB_OPTIONS = { dot: true, windows: false };
class PathIndex {
    literal = new Map();
    byBase = new Map();
    constructor(rules) {
        for (const rule of rules) {
            if ((0,core_rule/* isOutsidePattern */.qR)(rule.pattern))
                continue;
            const scan = picomatch_default().scan(rule.pattern);
            if (!scan.isGlob) {
                push(this.literal, rule.pattern, rule);
            }
            else {
                push(this.byBase, scan.base, { rule });
            }
        }
    }
    /** Rules whose pattern matches `path`, in manifest order. */
    match(path) {
        const found = [...(this.literal.get(path) ?? [])];
        let slash = -1;
        do {
            const base = slash === -1 ? '' : path.slice(0, slash);
            for (const entry of this.byBase.get(base) ?? []) {
                entry.test ??= picomatch_default()(entry.rule.pattern, GLOB_OPTIONS);
                if (entry.test(path))
                    found.push(entry.rule);
            }
            slash = path.indexOf('/', slash + 1);
        } while (slash !== -1);
        return found.length > 1 ? found.sort((a, b) => a.line - b.line) : found;
    }
}
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}
/** Whether one pattern matches everything another does (sound, not complete). */
function patternCovers(wider, narrower) {
    if (wider === narrower)
        return true;
    if (picomatch_default().scan(narrower).isGlob)
        return wider === '**';
    return picomatch_default()(wider, GLOB_OPTIONS)(narrower);
}

;// CONCATENATED MODULE: ./src/core/manifestGuard.ts
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
/** Violations of the strengthen-only rule, from the rules in force and the manifest's new text. */
function checkManifestChange(before, path, newText) {
    const base = { rule: 'manifest', path, reason: messages/* violationText */.jU.manifest.reason() };
    const after = (0,parseManifest/* parseManifest */.N)(newText ?? '', before.file);
    if (after.errors.length > 0) {
        return after.errors.map((e) => ({
            ...base, line: e.line, message: messages/* violationText */.jU.manifest.invalid((0,parseManifest/* formatManifestError */.P)(e)), next: messages/* violationText */.jU.manifest.invalidNext(),
        }));
    }
    const found = [];
    const next = messages/* violationText */.jU.manifest.next();
    for (const old of before.rules) {
        const kinds = STRONGER[old.kind];
        if (!kinds)
            continue;
        if (!after.rules.some((r) => kinds.includes(r.kind) && covers(r, old))) {
            found.push({ ...base, message: messages/* violationText */.jU.manifest.weakened(old.kind, old.pattern, `${old.file}:${old.line}`), next, source: `${old.file}:${old.line}` });
        }
    }
    for (const added of after.rules) {
        if (!LOOSENING.has(added.kind))
            continue;
        if (!before.rules.some((r) => r.kind === added.kind && r.pattern === added.pattern)) {
            found.push({ ...base, line: added.line, message: messages/* violationText */.jU.manifest.loosened(added.kind, added.pattern), next });
        }
    }
    const [was, now] = [releasePhrases(before.rules), releasePhrases(after.rules)];
    const newPhrase = now.find((p) => !was.includes(p));
    if (newPhrase !== undefined) {
        const line = after.rules.find((r) => r.kind === 'release' && r.pattern === newPhrase)?.line;
        found.push({ ...base, ...(line ? { line } : {}), message: messages/* violationText */.jU.manifest.release(now), next });
    }
    return found;
}
/** Whether `stronger` (of a kind allowed to stand in) protects at least what `old` does. */
function covers(stronger, old) {
    if (old.kind.startsWith('command-'))
        return stronger.pattern === old.pattern;
    if (!patternCovers(stronger.pattern, old.pattern))
        return false;
    if (stronger.kind !== old.kind)
        return true;
    const [s, o] = [stronger.options, old.options];
    switch (old.kind) {
        case 'append':
            return !o.atEnd || s.atEnd === true;
        case 'budget':
            return (o.lines === undefined || (s.lines !== undefined && s.lines <= o.lines))
                && (o.bytes === undefined || (s.bytes !== undefined && s.bytes <= o.bytes));
        case 'save-gate': {
            const oldWords = o.words ?? core_rule/* DEFAULT_SAVE_WORDS */.O_;
            return (s.words ?? core_rule/* DEFAULT_SAVE_WORDS */.O_).every((w) => oldWords.includes(w));
        }
        default:
            return true;
    }
}
function releasePhrases(rules) {
    const phrases = rules.filter((r) => r.kind === 'release').map((r) => r.pattern);
    return phrases.length > 0 ? phrases : [core_rule/* DEFAULT_RELEASE_PHRASE */.w3];
}

;// CONCATENATED MODULE: ./src/core/rules/ruleCheck.ts
function violation(rule, kind, path, parts) {
    const v = { rule: kind, path, reason: rule.reason, message: parts.message, next: parts.next, source: `${rule.file}:${rule.line}` };
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

;// CONCATENATED MODULE: ./src/core/rules/deny.ts
/** deny: a matching path may not be added (new file, rename or copy to it); `allow` exempts. */


/** Whether the change brings a path into existence (added, or renamed or copied to it). */
function addsPath(change) {
    return change.new !== null && (change.status === 'added' || change.status === 'renamed' || change.status === 'copied');
}
const deny = {
    side: 'new',
    reads: { old: false, new: false },
    check(rule, change) {
        if (!addsPath(change))
            return [];
        const path = change.new.path;
        return [violation(rule, 'deny', path, { message: messages/* violationText */.jU.deny.added(), next: messages/* violationText */.jU.deny.next(path) })];
    },
};

;// CONCATENATED MODULE: ./src/core/rules/append.ts
/**
 * append (C): every existing line stays, in order. A linear subsequence check over bytes (lines
 * compared with their `\r`, without their `\n`); `at=end` keeps the old content as a prefix.
 */



const append_LF = 10;
const append = {
    side: 'old',
    reads: { old: true, new: true },
    check(rule, change) {
        if (!touchesOldPath(change))
            return [];
        const old = change.old;
        const next = messages/* violationText */.jU.append.next(rule.options.atEnd === true);
        if (change.new === null || change.new.path !== old.path) {
            return [violation(rule, 'append', old.path, { message: messages/* violationText */.jU.append.deleted(), next })];
        }
        const before = old.bytes;
        const after = change.new.bytes;
        if (keepsPrefix(before, after))
            return [];
        if (old.binary || change.new.binary) {
            return [violation(rule, 'append', old.path, { message: messages/* violationText */.jU.append.binary(), next })];
        }
        if (rule.options.atEnd) {
            const at = commonPrefix(before, after);
            const line = lineAt(before, at);
            return [violation(rule, 'append', old.path, { message: messages/* violationText */.jU.append.notAtEnd(line), next, line })];
        }
        const missing = firstMissingLine(before, after);
        if (missing === undefined)
            return [];
        return [violation(rule, 'append', old.path, { message: messages/* violationText */.jU.append.changed(missing.oldLine), next, line: missing.newLine })];
    },
};
/** `after` begins with every line of `before` unchanged (the common case: text added at the end). */
function keepsPrefix(before, after) {
    if (after.length < before.length)
        return false;
    if (commonPrefix(before, after) !== before.length)
        return false;
    return before.length === 0 || before[before.length - 1] === append_LF || after.length === before.length || after[before.length] === append_LF;
}
/**
 * The first old line that does not occur, in order, among the new lines; with the new line where it
 * was expected. Undefined when the old lines are a subsequence of the new.
 */
function firstMissingLine(before, after) {
    let j = 0;
    let scanned = 0; // new lines consumed so far
    let matched = 0; // new line number of the last match
    const lastNewLine = Math.max(1, countLines(after));
    for (let i = 0, oldLine = 1; i < before.length; oldLine++) {
        const iEnd = lineEnd(before, i);
        let found = false;
        while (j < after.length) {
            const jEnd = lineEnd(after, j);
            const equal = rangeEquals(before, i, iEnd, after, j, jEnd);
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

;// CONCATENATED MODULE: ./src/core/rules/budget.ts
/** budget: a file over its limit after the change may not grow; within the limit anything goes. */



const budget = {
    side: 'new',
    reads: { old: true, new: true },
    check(rule, change) {
        if (change.new === null)
            return [];
        const after = change.new.bytes;
        const before = change.old?.bytes;
        const found = [];
        const { lines, bytes } = rule.options;
        if (lines !== undefined) {
            const [a, b] = [countLines(after), before ? countLines(before) : 0];
            if (a > lines && a > b) {
                found.push(violation(rule, 'budget', change.new.path, {
                    message: messages/* violationText */.jU.budget.lines(a, b, lines), next: messages/* violationText */.jU.budget.next('lines', lines), line: lines + 1, endLine: a,
                }));
            }
        }
        if (bytes !== undefined) {
            const [a, b] = [after.length, before ? before.length : 0];
            if (a > bytes && a > b) {
                found.push(violation(rule, 'budget', change.new.path, { message: messages/* violationText */.jU.budget.bytes(a, b, bytes), next: messages/* violationText */.jU.budget.next('bytes', bytes) }));
            }
        }
        return found;
    },
};

;// CONCATENATED MODULE: ./src/core/change.ts
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

;// CONCATENATED MODULE: ./src/core/rules/freeze.ts
/** freeze (A): nothing but creation may happen to a frozen path. */



const freeze = {
    side: 'old',
    reads: { old: false, new: false },
    check(rule, change) {
        if (!touchesOldPath(change))
            return [];
        const old = change.old;
        const next = messages/* violationText */.jU.freeze.next();
        const make = (message) => [violation(rule, 'freeze', old.path, { message, next })];
        if (change.new === null)
            return make(messages/* violationText */.jU.freeze.deleted());
        if (change.new.path !== old.path)
            return make(messages/* violationText */.jU.freeze.renamed(change.new.path));
        const [from, to] = [fileType(old.mode), fileType(change.new.mode)];
        if (from !== to)
            return make(messages/* violationText */.jU.freeze.type(from, to));
        if (old.mode !== change.new.mode)
            return make(messages/* violationText */.jU.freeze.mode(old.mode, change.new.mode));
        return make(messages/* violationText */.jU.freeze.modified());
    },
};

// EXTERNAL MODULE: ./node_modules/diff/libesm/patch/create.js + 2 modules
var create = __webpack_require__(291);
;// CONCATENATED MODULE: ./src/core/invariantSpans.ts
/** Finds INVARIANT-START / INVARIANT-END spans in a file's bytes, and marker problems. */

function findSpans(bytes) {
    const spans = [];
    const problems = [];
    let open;
    const starts = lineStarts(bytes);
    starts.forEach((start, i) => {
        const end = lineEnd(bytes, start);
        const line = i + 1;
        const s = containsAscii(bytes, start, end, 'INVARIANT-START');
        const e = containsAscii(bytes, start, end, 'INVARIANT-END');
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
        spans.push({ startLine: open.line, endLine: Math.max(starts.length, open.line), start: open.start, end: bytes.length });
    }
    return { spans, problems };
}

;// CONCATENATED MODULE: ./src/core/rules/invariant.ts
/**
 * invariant (B): the text of every span that existed (markers included) is still there, in order,
 * as a span. Edits outside spans pass; new spans may be added.
 */





const invariant = {
    side: 'old',
    reads: { old: true, new: true },
    check(rule, change) {
        if (!touchesOldPath(change))
            return [];
        const old = change.old;
        const before = findSpans(old.bytes);
        const next = messages/* violationText */.jU.invariant.next();
        if (change.new === null || change.new.path !== old.path) {
            if (before.spans.length === 0)
                return [];
            return [violation(rule, 'invariant', old.path, { message: messages/* violationText */.jU.invariant.deleted(before.spans.length), next })];
        }
        const path = change.new.path;
        const oldBytes = old.bytes;
        const newBytes = change.new.bytes;
        if ((old.binary || change.new.binary) && before.spans.length > 0) {
            return [violation(rule, 'invariant', path, { message: messages/* violationText */.jU.invariant.binary(), next })];
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
                found.push(violation(rule, 'invariant', path, {
                    message: messages/* violationText */.jU.invariant.changed(span.startLine, span.endLine), next, ...where[i],
                }));
            });
        }
        return found;
    },
};
function sameText(a, sa, b, sb) {
    return rangeEquals(a, sa.start, sa.end, b, sb.start, sb.end);
}
function markerViolation(rule, path, p) {
    const message = p.kind === 'nested' ? messages/* violationText */.jU.invariant.nested(p.line) : p.kind === 'unopened' ? messages/* violationText */.jU.invariant.unopened(p.line) : messages/* violationText */.jU.invariant.unclosed(p.line);
    return violation(rule, 'invariant', path, { message, next: messages/* violationText */.jU.invariant.markersNext(), line: p.line });
}
/** For each lost span, the lines of the new file where the hunk that changed it landed. */
function newLocations(oldBytes, newBytes, spans) {
    const patch = (0,create/* structuredPatch */.YB)('a', 'b', decode(oldBytes), decode(newBytes), '', '', { context: 0 });
    return spans.map((span) => {
        const hunk = patch.hunks.find((h) => h.oldStart <= span.endLine && h.oldStart + Math.max(h.oldLines, 1) - 1 >= span.startLine);
        if (!hunk)
            return { line: span.startLine, endLine: span.endLine };
        const line = Math.max(1, hunk.newStart);
        return { line, endLine: line + Math.max(hunk.newLines, 1) - 1 };
    });
}

;// CONCATENATED MODULE: ./src/core/rules/registry.ts





const RULE_CHECKS = { freeze: freeze, invariant: invariant, append: append, budget: budget, deny: deny };

;// CONCATENATED MODULE: ./src/core/secrets.ts
/** The built-in secret list: path segments that are never added unless an `allow` rule exempts them. */


const SECRET_SEGMENTS = [
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
let isSecretSegment;
/** The first segment of `path` that is on the secret list, if any. */
function secretSegment(path) {
    isSecretSegment ??= picomatch_default()([...SECRET_SEGMENTS], GLOB_OPTIONS);
    return path.split('/').find((segment) => isSecretSegment(segment));
}

;// CONCATENATED MODULE: ./src/core/check.ts
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
const BATCH = 256;
class Checker {
    manifest;
    manifestPath;
    index;
    allowed;
    constructor(manifest, manifestPath) {
        this.manifest = manifest;
        this.manifestPath = manifestPath;
        if (manifest.errors.length > 0)
            throw new Error('the manifest has errors; report them before checking');
        this.index = new PathIndex(manifest.rules.filter((r) => r.kind in RULE_CHECKS));
        this.allowed = new PathIndex(manifest.rules.filter((r) => r.kind === 'allow'));
    }
    /** Rules of every path kind that cover `path`, for `explain`. */
    rulesFor(path) {
        return { rules: this.index.match(path), allowedBy: this.allowed.match(path), secret: secretSegment(path) };
    }
    async check(changes) {
        const violations = [];
        for (let i = 0; i < changes.length; i += BATCH) {
            const plans = changes.slice(i, i + BATCH).map((c) => this.plan(c));
            const loaded = await Promise.all(plans.map(load));
            plans.forEach((plan, k) => violations.push(...this.run(plan, loaded[k])));
        }
        violations.push(...(await this.checkManifest(changes)));
        return { violations, checked: changes.length };
    }
    plan(change) {
        const rules = [];
        if (change.old && touchesOldPath(change)) {
            for (const rule of this.index.match(change.old.path))
                if (RULE_CHECKS[rule.kind].side === 'old')
                    rules.push({ rule, side: 'old' });
        }
        if (change.new) {
            for (const rule of this.index.match(change.new.path))
                if (RULE_CHECKS[rule.kind].side === 'new')
                    rules.push({ rule, side: 'new' });
        }
        const reads = rules.map((r) => RULE_CHECKS[r.rule.kind].reads);
        return { change, rules, readOld: reads.some((r) => r.old), readNew: reads.some((r) => r.new) };
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
            const segment = secretSegment(change.new.path);
            if (segment !== undefined) {
                const path = change.new.path;
                found.push({ rule: 'secret', path, reason: messages/* violationText */.jU.secret.reason(), message: messages/* violationText */.jU.secret.added(segment), next: messages/* violationText */.jU.secret.next(path) });
            }
        }
        return found;
    }
    async checkManifest(changes) {
        const path = this.manifestPath;
        if (path === null)
            return [];
        const touching = changes.filter((c) => c.new?.path === path || (c.old?.path === path && touchesOldPath(c)));
        if (touching.length === 0)
            return [];
        const replacement = touching.find((c) => c.new?.path === path);
        const text = replacement ? new TextDecoder().decode(await read(replacement.new)) : null;
        return checkManifestChange(this.manifest, path, text);
    }
}
/** Convenience: check a list of changes under a manifest. */
function check(input) {
    return new Checker(input.manifest, input.manifestPath).check(input.changes);
}
async function read(side) {
    try {
        return await side.read();
    }
    catch (e) {
        throw new ReadError(side.path, e);
    }
}
async function load(plan) {
    const { change } = plan;
    const side = async (s, wanted) => {
        if (!s)
            return null;
        const { path, mode } = s;
        if (!wanted)
            return { path, mode };
        const bytes = await read(s);
        return { path, mode, bytes, binary: isBinary(bytes) };
    };
    const [oldSide, newSide] = await Promise.all([side(change.old, plan.readOld), side(change.new, plan.readNew)]);
    return { status: change.status, old: oldSide, new: newSide };
}


/***/ }),

/***/ 465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ parseManifest),
/* harmony export */   P: () => (/* binding */ formatManifestError)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _rule_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(961);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(507);
/**
 * The TSV manifest parser. Collects every malformed line, each with file, line, column and what
 * was expected, so a user fixes them all in one pass. Pure: takes the text, returns data.
 */



function formatManifestError(e) {
    return `${e.file}:${e.line}:${e.column}: ${e.message}`;
}
const positiveInt = (key) => (value) => /^[1-9][0-9]*$/.test(value) && Number.isSafeInteger(Number(value))
    ? { [key]: Number(value) }
    : _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestText */ .$2.badNumber(key, value);
const OPTIONS = {
    append: { at: (v) => (v === 'end' ? { atEnd: true } : _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestText */ .$2.badValue('at', v, 'end')) },
    budget: { lines: positiveInt('lines'), bytes: positiveInt('bytes') },
    'save-gate': {
        words: (v) => {
            const words = v.split(',').map((w) => w.trim().toLowerCase());
            return words.some((w) => w === '') ? _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestText */ .$2.badValue('words', v, 'a comma-separated list of words') : { words };
        },
    },
};
function parseManifest(text, file) {
    const rules = [];
    const errors = [];
    const lines = text.split('\n');
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
        const kind = _rule_js__WEBPACK_IMPORTED_MODULE_0__/* .RULE_KINDS */ .rI.includes(kindText)
            ? kindText
            : _rule_js__WEBPACK_IMPORTED_MODULE_0__/* .KIND_ALIASES */ .U9[kindText];
        if (!kind)
            err(1, _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestText */ .$2.unknownKind(kindText));
        if (cols.length < 3) {
            err(line.length + 1, _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestText */ .$2.missingColumns(cols.length));
        }
        else if (cols.length > 4) {
            err(starts[4], _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestText */ .$2.extraColumns(cols.length));
        }
        if (cols.length >= 2) {
            const problem = kind ? checkPattern(kind, pattern) : undefined;
            if (problem)
                err(starts[1], problem);
        }
        if (cols.length >= 3 && reason.trim() === '')
            err(starts[2], _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestText */ .$2.emptyReason());
        const options = {};
        if (kind && cols.length === 4)
            parseOptions(kind, optionsText, starts[3], options, err);
        if (kind === 'budget' && cols.length >= 3 && options.lines === undefined && options.bytes === undefined) {
            err(cols.length === 4 ? starts[3] : line.length + 1, _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestText */ .$2.budgetNeedsLimit());
        }
        if (lineErrors.length > 0 || !kind) {
            errors.push(...lineErrors);
            return;
        }
        rules.push({ kind, pattern, reason, options, file, line: lineNo, optionsText: cols.length === 4 ? optionsText : '' });
    });
    return { file, rules, errors };
}
function parseOptions(kind, text, column, into, err) {
    const spec = OPTIONS[kind] ?? {};
    const seen = new Set();
    let offset = 0;
    for (const word of text.split(' ')) {
        const col = column + offset;
        offset += word.length + 1;
        if (word === '')
            continue;
        const eq = word.indexOf('=');
        const key = eq === -1 ? word : word.slice(0, eq);
        const parse = spec[key];
        if (!parse) {
            err(col, _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestText */ .$2.unknownOption(kind, key, Object.keys(spec)));
            continue;
        }
        if (eq === -1) {
            err(col, _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestText */ .$2.optionNeedsValue(key));
            continue;
        }
        if (seen.has(key)) {
            err(col, _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestText */ .$2.duplicateOption(key));
            continue;
        }
        seen.add(key);
        const result = parse(word.slice(eq + 1));
        if (typeof result === 'string')
            err(col, result);
        else
            Object.assign(into, result);
    }
}
function checkPattern(kind, pattern) {
    if (pattern.trim() === '')
        return _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestText */ .$2.emptyPattern(kind);
    if (pattern !== pattern.trim())
        return _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestText */ .$2.patternSpaces();
    if (!(0,_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .isPathKind */ .U3)(kind))
        return undefined;
    if (pattern.includes('\\'))
        return _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestText */ .$2.patternBackslash(pattern);
    if (pattern.startsWith('./'))
        return _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestText */ .$2.patternDotSlash(pattern);
    if (pattern.split('/').includes('..'))
        return _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestText */ .$2.patternDotDot(pattern);
    const unbalanced = unbalancedBracket(pattern);
    if (unbalanced)
        return _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestText */ .$2.patternUnbalanced(pattern, unbalanced);
    try {
        picomatch__WEBPACK_IMPORTED_MODULE_2___default().makeRe(pattern, { dot: true, windows: false, strictBrackets: true });
    }
    catch (e) {
        return _messages_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestText */ .$2.patternInvalid(pattern, e.message);
    }
    return undefined;
}
/** The first bracket of `[]`, `{}` or `()` left open or closed without an opening, if any. */
function unbalancedBracket(pattern) {
    const pairs = { ']': '[', '}': '{', ')': '(' };
    const stack = [];
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\') {
            i++;
            continue;
        }
        if (c === '[' || c === '{' || c === '(')
            stack.push(c);
        else if (c in pairs) {
            if (stack.pop() !== pairs[c])
                return c;
        }
    }
    return stack.pop();
}


/***/ }),

/***/ 961:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O_: () => (/* binding */ DEFAULT_SAVE_WORDS),
/* harmony export */   U3: () => (/* binding */ isPathKind),
/* harmony export */   U9: () => (/* binding */ KIND_ALIASES),
/* harmony export */   qR: () => (/* binding */ isOutsidePattern),
/* harmony export */   rI: () => (/* binding */ RULE_KINDS),
/* harmony export */   w3: () => (/* binding */ DEFAULT_RELEASE_PHRASE)
/* harmony export */ });
/** Letters from the seed's manifest: A freeze, B invariant, C append. */
const KIND_ALIASES = { A: 'freeze', B: 'invariant', C: 'append' };
const RULE_KINDS = [
    'freeze', 'invariant', 'append', 'budget', 'deny', 'allow', 'save-gate', 'release',
    'command-allow', 'command-ask', 'command-deny',
];
function isPathKind(kind) {
    return kind !== 'release' && !kind.startsWith('command-');
}
/** A path rule's pattern that names files outside the repository (Claude adapter only). */
function isOutsidePattern(pattern) {
    return pattern.startsWith('~/') || pattern.startsWith('/');
}
const DEFAULT_RELEASE_PHRASE = 'guard release';
const DEFAULT_SAVE_WORDS = ['save', 'remember'];


/***/ }),

/***/ 408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ GitUsageError)
/* harmony export */ });
/** A git failure that is the user's to fix (not a repository, unknown revision): exit 2. */
class GitUsageError extends Error {
}


/***/ }),

/***/ 93:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m: () => (/* binding */ DEFAULT_MANIFEST),
  S: () => (/* binding */ readChanges)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(760);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(421);
;// CONCATENATED MODULE: ./src/git/catFile.ts
/**
 * Reads objects through one `git cat-file --batch` process: requests are written as they come
 * and answered in order, so a whole change's contents cost one process, not one per file.
 * simple-git has no way to feed a running command's stdin, hence child_process here.
 */

class CatFile {
    cwd;
    env;
    proc;
    pending = [];
    header = '';
    body;
    filled = 0;
    stderr = '';
    failure;
    constructor(cwd, env) {
        this.cwd = cwd;
        this.env = env;
    }
    /** An object's content by any name cat-file accepts (`<sha>`, `HEAD:path`, `:path`); null when missing. */
    read(name) {
        if (this.failure)
            return Promise.reject(this.failure);
        if (/[\n\r]/.test(name))
            return Promise.reject(new Error(`cannot ask git for an object named with a line break: ${JSON.stringify(name)}`));
        const proc = this.start();
        return new Promise((resolve, reject) => {
            this.pending.push({ name, resolve, reject });
            proc.stdin.write(`${name}\n`);
        });
    }
    close() {
        this.proc?.stdin.end();
    }
    start() {
        if (this.proc)
            return this.proc;
        const proc = (0,external_node_child_process_.spawn)('git', ['cat-file', '--batch'], { cwd: this.cwd, env: this.env });
        proc.stdout.on('data', (chunk) => this.onData(chunk));
        proc.stderr.on('data', (chunk) => (this.stderr += chunk.toString()));
        proc.on('error', (e) => this.fail(new Error(`cannot run git cat-file: ${e.message}`)));
        proc.on('close', (code) => {
            if (this.pending.length > 0)
                this.fail(new Error(`git cat-file --batch exited (${code}) before answering: ${this.stderr.trim()}`));
        });
        proc.stdin.on('error', () => undefined);
        this.proc = proc;
        return proc;
    }
    fail(e) {
        this.failure = e;
        for (const p of this.pending.splice(0))
            p.reject(e);
    }
    onData(chunk) {
        let at = 0;
        while (at < chunk.length) {
            if (this.body) {
                const take = Math.min(this.body.length - this.filled, chunk.length - at);
                chunk.copy(this.body, this.filled, at, at + take);
                this.filled += take;
                at += take;
                if (this.filled === this.body.length) {
                    const body = this.body.subarray(0, this.body.length - 1); // drop the trailing LF
                    this.body = undefined;
                    this.pending.shift()?.resolve(body);
                }
                continue;
            }
            const nl = chunk.indexOf(10, at);
            if (nl === -1) {
                this.header += chunk.toString('utf8', at);
                return;
            }
            const line = this.header + chunk.toString('utf8', at, nl);
            this.header = '';
            at = nl + 1;
            this.onHeader(line);
        }
    }
    onHeader(line) {
        const m = / (\S+) (\d+)$/.exec(line);
        if (m) {
            this.body = Buffer.allocUnsafe(Number(m[2]) + 1);
            this.filled = 0;
            return;
        }
        const p = this.pending.shift();
        if (!p)
            return;
        if (line.endsWith(' missing') || line.endsWith(' ambiguous'))
            p.resolve(null);
        else
            p.reject(new Error(`unexpected answer from git cat-file for ${p.name}: ${line}`));
    }
}

// EXTERNAL MODULE: ./src/git/changeSet.ts
var changeSet = __webpack_require__(408);
;// CONCATENATED MODULE: ./src/git/parseRawDiff.ts
function parseRawDiff(output) {
    const fields = output.split('\0');
    const entries = [];
    let i = 0;
    while (i < fields.length) {
        const header = fields[i++];
        if (header === '' && i >= fields.length)
            break;
        const m = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([ACDMRTUX])(\d*)$/.exec(header.replace(/^\n/, ''));
        if (!m)
            throw new Error(`unexpected line in git's raw diff output: ${JSON.stringify(header.slice(0, 200))}`);
        const [, oldMode, newMode, oldSha, newSha, status, score] = m;
        const path = fields[i++];
        if (path === undefined)
            throw new Error(`git's raw diff output ends before the path of ${JSON.stringify(header)}`);
        let newPath = path;
        if (status === 'R' || status === 'C') {
            newPath = fields[i++];
            if (newPath === undefined)
                throw new Error(`git's raw diff output ends before the new path of ${JSON.stringify(header)}`);
        }
        const entry = { status, oldMode, newMode, oldSha, newSha, oldPath: path, newPath };
        if (score !== '')
            entry.score = Number(score);
        entries.push(entry);
    }
    return entries;
}

// EXTERNAL MODULE: ./src/git/runGit.ts
var runGit = __webpack_require__(33);
// EXTERNAL MODULE: ./src/git/toFileChanges.ts
var toFileChanges = __webpack_require__(652);
;// CONCATENATED MODULE: ./src/git/readChanges.ts
/**
 * The git adapter's three views of a change: the staged change (index vs HEAD, or vs the empty
 * tree before the first commit), a range (merge base of BASE and HEAD vs HEAD), and the work tree
 * (HEAD vs the files on disk, untracked files included). Change lists come from plumbing with
 * `--raw -z`; contents come from one `git cat-file --batch`, or from disk for the work tree only.
 */







const DEFAULT_MANIFEST = '.diffgate.tsv';
const DIFF_FLAGS = ['-M', '--raw', '-z', '--no-relative', '--no-ext-diff', '--no-textconv'];
async function readChanges(mode, opts) {
    const git = (0,runGit/* runGit */.E)(opts.cwd);
    const cat = new CatFile(opts.cwd, opts.env);
    try {
        const top = opts.manifest !== undefined || mode.kind === 'worktree' ? await topLevel(git) : undefined;
        const manifestAt = manifestLocation(opts, top);
        const result = mode.kind === 'staged' ? await staged(git, cat, manifestAt)
            : mode.kind === 'range' ? await range(git, cat, manifestAt, mode.base, mode.head)
                : await worktree(git, cat, manifestAt, top);
        return { ...result, close: () => cat.close() };
    }
    catch (e) {
        cat.close();
        throw e;
    }
}
function manifestLocation(opts, top) {
    if (opts.manifest === undefined)
        return { inRepo: DEFAULT_MANIFEST };
    const absolute = (0,external_node_path_.resolve)(opts.cwd, opts.manifest);
    const rel = (0,external_node_path_.relative)(top, absolute);
    if (rel === '' || rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
        return { onDisk: absolute };
    return { inRepo: rel.split('\\').join('/') };
}
async function topLevel(git) {
    try {
        return (await git.raw(['rev-parse', '--show-toplevel'])).trim();
    }
    catch (e) {
        throw new changeSet/* GitUsageError */.a((0,runGit/* gitMessage */.U)(e));
    }
}
async function manifestFrom(cat, at, rev) {
    if ('onDisk' in at) {
        try {
            return { text: await (0,promises_.readFile)(at.onDisk, 'utf8'), label: at.onDisk, path: null };
        }
        catch (e) {
            throw new changeSet/* GitUsageError */.a(`cannot read the manifest ${at.onDisk}: ${e.message}`);
        }
    }
    const bytes = await cat.read(`${rev}:${at.inRepo}`);
    return { text: bytes ? new TextDecoder().decode(bytes) : null, label: `${rev}:${at.inRepo}`, path: at.inRepo };
}
const blobReader = (cat) => ({
    blob: async (sha) => {
        const bytes = await cat.read(sha);
        if (!bytes)
            throw new Error(`git has no object ${sha}`);
        return bytes;
    },
});
async function staged(git, cat, at) {
    const manifest = manifestFrom(cat, at, 'HEAD');
    manifest.catch(() => undefined);
    let raw;
    let source;
    try {
        raw = await git.raw(['diff-index', '--cached', ...DIFF_FLAGS, 'HEAD']);
        source = await manifest;
    }
    catch (e) {
        if (!/bad revision 'HEAD'|ambiguous argument 'HEAD'|unknown revision/i.test((0,runGit/* gitMessage */.U)(e)))
            throw new changeSet/* GitUsageError */.a((0,runGit/* gitMessage */.U)(e));
        // No commit yet: compare the index with the empty tree; the index's manifest is in force.
        const empty = (await git.raw(['hash-object', '-t', 'tree', '/dev/null'])).trim();
        raw = await git.raw(['diff-index', '--cached', ...DIFF_FLAGS, empty]);
        source = await manifestFrom(cat, at, '');
    }
    return { changes: (0,toFileChanges/* toFileChanges */.tx)(parseRawDiff(raw), blobReader(cat)), manifest: source };
}
async function range(git, cat, at, base, head) {
    const manifest = manifestFrom(cat, at, base);
    manifest.catch(() => undefined);
    let raw;
    try {
        const mergeBase = (await git.raw(['merge-base', base, head])).trim();
        raw = await git.raw(['diff-tree', '-r', ...DIFF_FLAGS, mergeBase, head]);
    }
    catch (e) {
        throw new changeSet/* GitUsageError */.a((0,runGit/* gitMessage */.U)(e));
    }
    return { changes: (0,toFileChanges/* toFileChanges */.tx)(parseRawDiff(raw), blobReader(cat)), manifest: await manifest };
}
async function worktree(git, cat, at, top) {
    const manifest = manifestFrom(cat, at, 'HEAD');
    manifest.catch(() => undefined);
    let raw;
    let untracked;
    try {
        [raw, untracked] = await Promise.all([
            git.raw(['diff', '--no-color', ...DIFF_FLAGS, 'HEAD']),
            git.raw(['ls-files', '--others', '--exclude-standard', '-z', '--full-name', ':/']),
        ]);
    }
    catch (e) {
        throw new changeSet/* GitUsageError */.a((0,runGit/* gitMessage */.U)(e));
    }
    const entries = parseRawDiff(raw);
    for (const path of untracked.split('\0')) {
        if (path !== '')
            entries.push({ status: 'A', oldMode: '000000', newMode: '100644', oldSha: '0', newSha: '0', oldPath: path, newPath: path });
    }
    const reader = {
        ...blobReader(cat),
        worktree: async (path, mode) => {
            const file = (0,external_node_path_.join)(top, path);
            return mode === '120000' ? new TextEncoder().encode(await (0,promises_.readlink)(file)) : new Uint8Array(await (0,promises_.readFile)(file));
        },
    };
    return { changes: (0,toFileChanges/* toFileChanges */.tx)(entries, reader), manifest: await manifest };
}


/***/ }),

/***/ 33:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ runGit),
/* harmony export */   U: () => (/* binding */ gitMessage)
/* harmony export */ });
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(724);
/** Runs git commands through simple-git, keeping the repository variables a hook inherits. */

/**
 * simple-git strips every inherited GIT_* variable unless named here; inside a hook those name the
 * repository and the index being committed (a partial commit's temporary index), so they stay.
 */
const ALLOWED_ENV = [
    'GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_ALTERNATE_OBJECT_DIRECTORIES',
    'GIT_COMMON_DIR', 'GIT_NAMESPACE', 'GIT_QUARANTINE_PATH', 'GIT_CEILING_DIRECTORIES', 'GIT_CONFIG_NOSYSTEM',
    'GIT_CONFIG_GLOBAL', 'GIT_CONFIG_SYSTEM',
];
/**
 * git in `cwd` with the process's own environment. simple-git refuses guarded variables passed
 * explicitly, so the environment is inherited, never handed over: the repository variables listed
 * above pass through, every other GIT_* variable (and EDITOR, PAGER, ...) is dropped by simple-git.
 */
function runGit(cwd) {
    return (0,simple_git__WEBPACK_IMPORTED_MODULE_0__/* .simpleGit */ .Lp)({ baseDir: cwd, allowEnvironment: ALLOWED_ENV });
}
/** git's own words from a failed command, without simple-git's wrapping. */
function gitMessage(e) {
    return (e instanceof Error ? e.message : String(e)).trim();
}


/***/ }),

/***/ 652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A7: () => (/* binding */ UnmergedError),
/* harmony export */   tx: () => (/* binding */ toFileChanges)
/* harmony export */ });
/* unused harmony export NULL_SHA */
const STATUS = {
    A: 'added', C: 'copied', D: 'deleted', M: 'modified', R: 'renamed', T: 'type-changed',
};
const NULL_SHA = /^0+$/;
class UnmergedError extends Error {
    path;
    constructor(path) {
        super(`${path} has unresolved merge conflicts; resolve them (git add) before checking`);
        this.path = path;
    }
}
function toFileChanges(entries, reader) {
    return entries.map((e) => {
        const status = STATUS[e.status];
        if (!status)
            throw new UnmergedError(e.oldPath);
        const side = (path, mode, sha) => ({
            path,
            mode,
            read: () => {
                if (mode === '160000')
                    return Promise.resolve(new TextEncoder().encode(sha)); // a gitlink is its commit id
                if (NULL_SHA.test(sha) && reader.worktree)
                    return reader.worktree(path, mode);
                return reader.blob(sha, mode);
            },
        });
        return {
            status,
            old: status === 'added' ? null : side(e.oldPath, e.oldMode, e.oldSha),
            new: status === 'deleted' ? null : side(e.newPath, e.newMode, e.newSha),
        };
    });
}


/***/ })

};
