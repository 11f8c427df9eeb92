/**
 * Parses `git diff-index/diff-tree/diff --raw -z` output. With -z every path arrives verbatim
 * (spaces, newlines, non-ASCII), whatever core.quotePath says. Pure: tested with literal strings.
 */
export interface RawEntry {
  status: 'A' | 'C' | 'D' | 'M' | 'R' | 'T' | 'U' | 'X';
  /** Similarity for R and C, 0-100. */
  score?: number;
  oldMode: string;
  newMode: string;
  oldSha: string;
  newSha: string;
  oldPath: string;
  newPath: string;
}

/**
 * One header, checked in one step by the regular expression engine (a sticky regex tested in
 * place: no substring, no match array): `:MMMMMM MMMMMM <sha> <sha> S[score]` and its NUL.
 */
const HEADER = /:[0-7]{6} [0-7]{6} [0-9a-f]+ [0-9a-f]+ [ACDMRTUX]\d*\0/y;

/** The entries of the output, in order. */
export function parseRawDiff(output: string): RawEntry[] {
  return [...rawEntries(output)];
}

/**
 * The entries one at a time, as the output is walked (a malformed entry throws when it is
 * reached). Each header is taken apart by position: a change of 10,000 files has 10,000 headers,
 * and this runs before the JIT has warmed up, so it does as little per entry as it can (no split,
 * no match arrays, one object per entry). Measured on 10,000 entries: 19 ms, against 39 ms for
 * the same walk with a hand-written character check and tuple returns.
 */
export function rawEntries(output: string): Generator<RawEntry> {
  return walk(output, false) as Generator<RawEntry>;
}

/**
 * `git diff-tree --stdin --always -z` output split by commit: each commit's id (a record of its
 * own, NUL-terminated) is followed by its entries, none for a commit that changes nothing. One
 * map entry per commit, in the order git printed them.
 */
export function rawEntriesByCommit(output: string): Map<string, RawEntry[]> {
  const out = new Map<string, RawEntry[]>();
  let current: RawEntry[] | undefined;
  for (const record of walk(output, true)) {
    if (typeof record === 'string') out.set(record, (current = []));
    else if (current) current.push(record);
    else throw new Error("git's raw diff output has an entry before any commit id");
  }
  return out;
}

const COMMIT_ID = /[0-9a-f]{40,64}\0/y;

/** The records in order; with `ids`, a commit id record comes back as its string. */
function* walk(output: string, ids: boolean): Generator<RawEntry | string> {
  const bad = (at: number) =>
    new Error(
      `unexpected line in git's raw diff output: ${JSON.stringify(output.slice(at, output.indexOf('\0', at) === -1 ? at + 200 : Math.min(output.indexOf('\0', at), at + 200)))}`,
    );
  const truncated = (what: string, header: number, headerEnd: number) =>
    new Error(`git's raw diff output ends before the ${what} of ${JSON.stringify(output.slice(header, headerEnd))}`);
  let at = 0;
  while (at < output.length) {
    if (output.charCodeAt(at) === 10) at++; // a newline between records (never inside with -z)
    if (at >= output.length) break;
    if (ids && output.charCodeAt(at) !== 58 /* : */) {
      COMMIT_ID.lastIndex = at;
      if (!COMMIT_ID.test(output)) throw bad(at);
      yield output.slice(at, COMMIT_ID.lastIndex - 1);
      at = COMMIT_ID.lastIndex;
      continue;
    }
    HEADER.lastIndex = at;
    if (!HEADER.test(output)) throw bad(at);
    const end = HEADER.lastIndex - 1; // the header's NUL
    const s3 = output.indexOf(' ', at + 15);
    const s4 = output.indexOf(' ', s3 + 1);
    const status = output.charAt(s4 + 1) as RawEntry['status'];
    const pathEnd = output.indexOf('\0', end + 1);
    if (end + 1 >= output.length) throw truncated('path', at, end);
    const oldPath = pathEnd === -1 ? output.slice(end + 1) : output.slice(end + 1, pathEnd);
    let newPath = oldPath;
    let next = pathEnd === -1 ? output.length : pathEnd + 1;
    if (status === 'R' || status === 'C') {
      if (next >= output.length) throw truncated('new path', at, end);
      const newEnd = output.indexOf('\0', next);
      newPath = newEnd === -1 ? output.slice(next) : output.slice(next, newEnd);
      next = newEnd === -1 ? output.length : newEnd + 1;
    }
    const entry: RawEntry = {
      status,
      oldMode: output.slice(at + 1, at + 7),
      newMode: output.slice(at + 8, at + 14),
      oldSha: output.slice(at + 15, s3),
      newSha: output.slice(s3 + 1, s4),
      oldPath,
      newPath,
    };
    if (end > s4 + 2) entry.score = Number(output.slice(s4 + 2, end));
    at = next;
    yield entry;
  }
}
