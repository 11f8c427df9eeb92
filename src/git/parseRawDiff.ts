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

export function parseRawDiff(output: string): RawEntry[] {
  const fields = output.split('\0');
  const entries: RawEntry[] = [];
  let i = 0;
  while (i < fields.length) {
    const header = fields[i++]!;
    if (header === '' && i >= fields.length) break;
    const m = /^:(\d{6}) (\d{6}) ([0-9a-f]+) ([0-9a-f]+) ([ACDMRTUX])(\d*)$/.exec(header.replace(/^\n/, ''));
    if (!m) throw new Error(`unexpected line in git's raw diff output: ${JSON.stringify(header.slice(0, 200))}`);
    const [, oldMode, newMode, oldSha, newSha, status, score] = m as unknown as [string, string, string, string, string, RawEntry['status'], string];
    const path = fields[i++];
    if (path === undefined) throw new Error(`git's raw diff output ends before the path of ${JSON.stringify(header)}`);
    let newPath = path;
    if (status === 'R' || status === 'C') {
      newPath = fields[i++]!;
      if (newPath === undefined) throw new Error(`git's raw diff output ends before the new path of ${JSON.stringify(header)}`);
    }
    const entry: RawEntry = { status, oldMode, newMode, oldSha, newSha, oldPath: path, newPath };
    if (score !== '') entry.score = Number(score);
    entries.push(entry);
  }
  return entries;
}
