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
