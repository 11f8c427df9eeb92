/**
 * The store's folders as diffgate made them, before a pass takes the lock (issue 32). They are in
 * reach of the agent's shell: a call that makes one unreadable (`chmod 0 .git/diffgate/tripwire`)
 * or puts a file, a FIFO or a symlink in its place made every later hook fail with EACCES, EEXIST
 * or ENOENT, and the call's change was never judged. Now a folder of the hook's own user whose
 * owner bits were taken away gets them back, and whatever is not a folder at a folder's place is
 * moved aside whole (a rename never follows a symlink nor opens a FIFO), kept, and the folder made
 * anew; the pass then judges against git's HEAD, as for a removed record, and says what it found.
 */
import { chmodSync, lstatSync, renameSync, type Stats } from 'node:fs';
import { posix } from 'node:path';

/** One thing found and set right: a folder's mode given back, or what stood in a folder's place moved aside. */
export type Repaired =
  | { path: string; mode: string; now: string }
  | { path: string; stood: 'a symbolic link' | 'a FIFO' | 'a file' | 'a socket' | 'not a folder'; aside: string };

export interface StoreRepair {
  /** What was found and set right (empty: nothing). Loaded by the quiet passes too: the words are the caller's. */
  found: Repaired[];
  /** A store folder was replaced: the record in it is gone, and must not be taken afresh as if nothing happened. */
  replaced: boolean;
}

const lstatOr = (path: string): Stats | undefined => {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
};

/** Sets the store's folders right (`storeDir`, its prompt store, the tripwire's folder and its parts). */
export function repairStore(storeDir: string, tripwireDir: string, now: Date): StoreRepair {
  const out: StoreRepair = { found: [], replaced: false };
  const uid = process.getuid?.();
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  // the folder that holds the store (the git folder, or the state folder's diffgate/) is set right
  // too, but never moved aside: the git folder's identity is checked on its own (gitDirIdentity.ts)
  const parent = posix.dirname(storeDir);
  const folders = [
    storeDir,
    posix.join(storeDir, 'sessions'),
    tripwireDir,
    ...['calls', 'blobs', 'lock'].map((f) => posix.join(tripwireDir, f)),
  ];
  const parentSt = lstatOr(parent);
  if (parentSt?.isDirectory() === true) giveBack(parent, parentSt, uid, out);
  for (const [i, path] of folders.entries()) {
    const st = lstatOr(path);
    if (st === undefined) continue;
    if (!st.isDirectory()) {
      // the calls folder and the lock handle what stands in their place themselves (calls.ts, storeLock.ts)
      if (i > 2) continue;
      const aside = `${path}.set-aside-${stamp}-${process.pid}`;
      renameSync(path, aside);
      out.found.push({ path, stood: kind(st), aside });
      // the record was in the store or its tripwire folder (the prompt store holds none)
      if (i !== 1) out.replaced = true;
      continue;
    }
    giveBack(path, st, uid, out);
  }
  return out;
}

/** Gives a folder of the hook's own user its owner bits back (read, write, enter), if they were taken away. */
function giveBack(path: string, st: Stats, uid: number | undefined, out: StoreRepair): void {
  const mode = st.mode & 0o7777;
  if ((mode & 0o700) === 0o700 || (uid !== undefined && st.uid !== uid)) return;
  chmodSync(path, mode | 0o700);
  out.found.push({ path, mode: octal(mode), now: octal(mode | 0o700) });
}

const octal = (mode: number) => mode.toString(8).padStart(3, '0');

function kind(st: Stats): Extract<Repaired, { stood: string }>['stood'] {
  if (st.isSymbolicLink()) return 'a symbolic link';
  if (st.isFIFO()) return 'a FIFO';
  if (st.isFile()) return 'a file';
  if (st.isSocket()) return 'a socket';
  return 'not a folder';
}
