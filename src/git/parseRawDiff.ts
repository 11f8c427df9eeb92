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

const STATUSES = new Set(['A', 'C', 'D', 'M', 'R', 'T', 'U', 'X']);
const HEX = /^[0-9a-f]+$/;
const MODE = /^\d{6}$/;

/**
 * One header `:<old mode> <new mode> <old sha> <new sha> <status>[score]`, taken apart by position
 * (a change of 10,000 files has 10,000 of them, so no regular expression over the whole line).
 */
function parseHeader(header: string): Pick<RawEntry, 'status' | 'score' | 'oldMode' | 'newMode' | 'oldSha' | 'newSha'> | undefined {
  if (header.charCodeAt(0) !== 58 /* : */) return undefined;
  const parts = header.slice(1).split(' ');
  if (parts.length !== 5) return undefined;
  const [oldMode, newMode, oldSha, newSha, tail] = parts as [string, string, string, string, string];
  const status = tail.charAt(0) as RawEntry['status'];
  const score = tail.slice(1);
  if (!MODE.test(oldMode) || !MODE.test(newMode) || !HEX.test(oldSha) || !HEX.test(newSha) || !STATUSES.has(status)) return undefined;
  if (score !== '' && !/^\d+$/.test(score)) return undefined;
  return score === '' ? { status, oldMode, newMode, oldSha, newSha } : { status, score: Number(score), oldMode, newMode, oldSha, newSha };
}

export function parseRawDiff(output: string): RawEntry[] {
  const fields = output.split('\0');
  const entries: RawEntry[] = [];
  let i = 0;
  while (i < fields.length) {
    const raw = fields[i++]!;
    if (raw === '' && i >= fields.length) break;
    const header = raw.charCodeAt(0) === 10 ? raw.slice(1) : raw;
    const h = parseHeader(header);
    if (!h) throw new Error(`unexpected line in git's raw diff output: ${JSON.stringify(header.slice(0, 200))}`);
    const path = fields[i++];
    if (path === undefined) throw new Error(`git's raw diff output ends before the path of ${JSON.stringify(header)}`);
    let newPath = path;
    if (h.status === 'R' || h.status === 'C') {
      newPath = fields[i++]!;
      if (newPath === undefined) throw new Error(`git's raw diff output ends before the new path of ${JSON.stringify(header)}`);
    }
    entries.push({ ...h, oldPath: path, newPath });
  }
  return entries;
}
