/**
 * git does not check an object's bytes against its name when it reads one, and a loose object is a
 * file the agent's user owns: a call can rewrite HEAD's version of a protected file in place
 * (review 6 O1). Where diffgate takes bytes from the object store as a witness, it checks them
 * against the name first: `blob <length>\0<bytes>` hashed with the repository's object format
 * (SHA-1 names are 40 hex digits, SHA-256 names 64: the name says which).
 */
import { createHash } from 'node:crypto';

/** Whether `bytes` are the content of the blob git names `oid`. */
export function isBlobNamed(oid: string, bytes: Uint8Array): boolean {
  const algorithm = oid.length === 40 ? 'sha1' : oid.length === 64 ? 'sha256' : undefined;
  if (algorithm === undefined) return false;
  return createHash(algorithm).update(`blob ${bytes.length}\0`).update(bytes).digest('hex') === oid.toLowerCase();
}

/** A blob whose bytes, as git read them, do not hash to its name: the object store was rewritten. */
export class ObjectRewritten extends Error {
  constructor(readonly oid: string) {
    super(`git's object ${oid} does not hold the bytes its name is the hash of`);
    this.name = 'ObjectRewritten';
  }
}

/**
 * The blob `oid`, read with `git` (a synchronous runner of git with these arguments), checked
 * against its name; throws ObjectRewritten when it does not match.
 */
export function verifiedBlob(git: (args: string[]) => Buffer, oid: string): Buffer {
  const bytes = git(['cat-file', 'blob', oid]);
  if (!isBlobNamed(oid, bytes)) throw new ObjectRewritten(oid);
  return bytes;
}

/**
 * The blob `oid` at `path` in `rev` as a checkout writes it (through the repository's filters: line
 * endings, LFS), after its stored bytes were checked against its name (verifiedBlob); a symlink's
 * (`mode` 120000) is its target, unfiltered.
 */
export function verifiedCheckout(
  git: (args: string[]) => Buffer,
  rev: string,
  path: string,
  entry: { mode: string; oid: string },
): Buffer {
  const stored = verifiedBlob(git, entry.oid);
  if (entry.mode === '120000') return stored;
  return git(['cat-file', '--filters', `${rev}:${path}`]);
}

/**
 * verifiedCheckout for many paths of `rev` at once: the stored blobs in one `git cat-file --batch`,
 * each checked against its name, then the filtered content of each good one (not a symlink's).
 * `run` runs git with these arguments and this stdin. Each answer is the bytes, or ObjectRewritten.
 */
export function verifiedCheckouts(
  git: (args: string[]) => Buffer,
  run: (args: string[], input: string) => Buffer,
  rev: string,
  entries: readonly { path: string; mode: string; oid: string }[],
): (Buffer | ObjectRewritten)[] {
  if (entries.length === 0) return [];
  const stored = batch(run(['cat-file', '--batch'], `${entries.map((e) => e.oid).join('\n')}\n`), entries.length);
  const out: (Buffer | ObjectRewritten)[] = entries.map((e, k) =>
    isBlobNamed(e.oid, stored[k]!) ? stored[k]! : new ObjectRewritten(e.oid),
  );
  const filtered = entries.flatMap((e, k) => (e.mode !== '120000' && !(out[k] instanceof ObjectRewritten) ? [k] : []));
  // one process a path, as before the check: git 2.39's `cat-file --batch --filters` fails on
  // `<rev>:<path>` ("missing path"), and which paths a filter applies to is the attributes' and
  // the config's to say
  for (const k of filtered) out[k] = git(['cat-file', '--filters', `${rev}:${entries[k]!.path}`]);
  return out;
}

/** The contents of `count` answers of `git cat-file --batch` (`<oid> <type> <size>\n<content>\n`); throws on a missing one. */
function batch(out: Buffer, count: number): Buffer[] {
  const read: Buffer[] = [];
  let at = 0;
  for (let k = 0; k < count; k++) {
    const nl = out.indexOf(10, at);
    if (nl < 0) throw new Error('git cat-file --batch answered short');
    const header = out.toString('utf8', at, nl);
    const m = /^[0-9a-f]+ blob (\d+)$/.exec(header);
    if (!m) throw new Error(`git cat-file --batch: ${header}`);
    const end = nl + 1 + Number(m[1]);
    read.push(out.subarray(nl + 1, end));
    at = end + 1;
  }
  return read;
}
