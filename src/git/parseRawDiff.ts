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

const STATUSES = 'ACDMRTUX';

/** `0`-`9`, `a`-`f`. */
function isHex(s: string, from: number, to: number): boolean {
  if (to <= from) return false;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}

/**
 * Walks the output once with indexOf, taking each header apart by position: a change of 10,000
 * files has 10,000 headers, and this runs before the JIT has warmed up, so it does as little per
 * entry as it can (no split, no regular expression, one object per entry).
 */
export function parseRawDiff(output: string): RawEntry[] {
  const entries: RawEntry[] = [];
  const bad = (at: number) => new Error(`unexpected line in git's raw diff output: ${JSON.stringify(output.slice(at, output.indexOf('\0', at) === -1 ? at + 200 : Math.min(output.indexOf('\0', at), at + 200)))}`);
  const field = (from: number, what: string, header: number): [string, number] => {
    if (from >= output.length) throw new Error(`git's raw diff output ends before the ${what} of ${JSON.stringify(output.slice(header, from - 1))}`);
    const end = output.indexOf('\0', from);
    return end === -1 ? [output.slice(from), output.length] : [output.slice(from, end), end + 1];
  };
  let at = 0;
  while (at < output.length) {
    if (output.charCodeAt(at) === 10) at++; // a newline between records (never inside with -z)
    if (at >= output.length) break;
    const end = output.indexOf('\0', at);
    if (output.charCodeAt(at) !== 58 /* : */ || end === -1) throw bad(at);
    // :MMMMMM MMMMMM <sha> <sha> S[score]
    const s1 = at + 7;
    const s2 = at + 14;
    const s3 = output.indexOf(' ', s2 + 1);
    const s4 = s3 === -1 ? -1 : output.indexOf(' ', s3 + 1);
    if (output.charCodeAt(s1) !== 32 || output.charCodeAt(s2) !== 32 || s3 === -1 || s4 === -1 || s4 + 1 >= end) throw bad(at);
    if (!isHex(output, at + 1, s1) || !isHex(output, s1 + 1, s2) || !isHex(output, s2 + 1, s3) || !isHex(output, s3 + 1, s4)) throw bad(at);
    const status = output.charAt(s4 + 1) as RawEntry['status'];
    if (!STATUSES.includes(status)) throw bad(at);
    let score: number | undefined;
    if (end > s4 + 2) {
      if (!isHex(output, s4 + 2, end) || !/^\d+$/.test(output.slice(s4 + 2, end))) throw bad(at);
      score = Number(output.slice(s4 + 2, end));
    }
    const [oldPath, afterPath] = field(end + 1, 'path', at);
    let newPath = oldPath;
    let next = afterPath;
    if (status === 'R' || status === 'C') [newPath, next] = field(afterPath, 'new path', at);
    const entry: RawEntry = {
      status,
      oldMode: output.slice(at + 1, s1),
      newMode: output.slice(s1 + 1, s2),
      oldSha: output.slice(s2 + 1, s3),
      newSha: output.slice(s3 + 1, s4),
      oldPath,
      newPath,
    };
    if (score !== undefined) entry.score = score;
    entries.push(entry);
    at = next;
  }
  return entries;
}
