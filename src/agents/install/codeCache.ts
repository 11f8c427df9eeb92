/**
 * V8's compiled code for the CLI, written at install and pinned in the hook command (issue 29).
 *
 * Compiling the CLI's chunks is a large part of what a hook call adds to node's start (0.3-0.6x
 * of `node -e 0`, counted in instructions). V8 can take its compiled code from a cache, but it
 * checks a cache only against the _length_ of the source (docs/decisions-cache.md), so a cache
 * anyone but the install wrote could run other code. Here the install writes the cache and puts
 * the sha256 of its sums into the hook command, next to the hash of the CLI's own sums: the loader
 * uses a cache file only when its bytes match that pin, and only for the source file whose sha256
 * names it (verifiedCommand.ts). A cache file that is missing, changed, or that V8 rejects (node
 * upgraded in place) makes the loader compile the checked source, as without a cache: slower,
 * never other code. The folder needs no trust, so the tripwire does not watch it.
 *
 * The cache is made by the node the hooks run, in a process of its own with the hook command's
 * environment (V8 rejects a cache made under other flags), from the bytes it checked against the
 * CLI's sums, with every function compiled (`--no-lazy` while compiling: a call then compiles
 * nothing it takes from the cache). V8's caches are not byte-for-byte reproducible, so a folder
 * that still matches its sums is kept: installing again writes the same command.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';

/** The file of the cache's sums, in its folder (the same form as the CLI's SHA256SUMS). */
const SUMS = 'SHA256SUMS';

/**
 * What the loader and the maker wrap each file in before compiling it: one text, so that a cache
 * is made for exactly the source the loader compiles (node's own wrapper may change between
 * versions while V8's does not, and V8 would take a cache for a wrapper of the same length).
 */
export const WRAP_HEAD = '(function (exports, require, module, __filename, __dirname) { ';
export const WRAP_TAIL = '\n});';
/** The first line's `#!` becomes a comment (V8 takes a hashbang only at the start of a script). */
export const WRAP_JS = `"${WRAP_HEAD}"+String(b).replace(/^#!/,"//")+${JSON.stringify(WRAP_TAIL)}`;

/** The pinned cache: its folder and the sha256 of its SHA256SUMS. */
export interface CodeCache {
  dir: string;
  hash: string;
}

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/**
 * The maker, run by `node -e` with: the CLI's folder, the sha256 of its SHA256SUMS, the cache's
 * folder. It checks each `.js` file of the CLI against the sums, compiles the bytes it checked and
 * writes `<sha256 of the source>.v8` (each through a temporary name), then the cache's SHA256SUMS.
 */
const MAKER = [
  [
    'const f=require("fs"),c=require("crypto"),v=require("vm"),v8=require("v8"),[,d,h,o]=process.argv',
    'H=b=>c.createHash("sha256").update(b).digest("hex")',
    `s=f.readFileSync(d+"/${SUMS}")`,
    'w=(n,b)=>{f.writeFileSync(o+"/"+n+".tmp",b,{mode:0o600});f.renameSync(o+"/"+n+".tmp",o+"/"+n)}',
    'L=[]',
  ].join(','),
  'if(H(s)!==h)throw new Error("the CLI sums changed")',
  'f.mkdirSync(o,{recursive:true,mode:0o700})',
  [
    'for(const l of String(s).split("\\n")){',
    'if(!l.endsWith(".js"))continue;',
    'const b=f.readFileSync(d+"/"+l.slice(66)),q=H(b);',
    'if(q!==l.slice(0,64))throw new Error(l.slice(66)+" does not match the CLI sums");',
    'let S;v8.setFlagsFromString("--no-lazy");',
    `try{S=new v.Script(${WRAP_JS},{filename:d+"/"+l.slice(66)})}finally{v8.setFlagsFromString("--lazy")}`,
    'const y=S.createCachedData();w(q+".v8",y);L.push(H(y)+"  "+q+".v8\\n")}',
  ].join(''),
  `w("${SUMS}",L.join(""))`,
].join(';');

/** The environment the hook command gives node (verifiedCommand.ts NODE_CLEAN): V8's flags must be the same. */
const HOOK_ENV = { NODE_OPTIONS: '', NODE_PATH: '', NODE_EXTRA_CA_CERTS: '', OPENSSL_CONF: '' };

/** The sha256 of the folder's SHA256SUMS when it lists a cache for each of `sources` and every file matches; else undefined. */
function intact(dir: string, sources: string[]): string | undefined {
  try {
    const sums = readFileSync(posix.join(dir, SUMS));
    const lines = sums.toString('utf8').split('\n').filter(Boolean);
    const names = new Set(lines.map((l) => l.slice(66)));
    if (sources.some((q) => !names.has(`${q}.v8`))) return undefined;
    for (const l of lines) if (sha256(readFileSync(posix.join(dir, l.slice(66)))) !== l.slice(0, 64)) return undefined;
    return sha256(sums);
  } catch {
    return undefined;
  }
}

/** Whether the pinned cache is there as the install made it (doctor): its sums match the pin and every file its sums. */
export function cacheIntact(cache: CodeCache): boolean {
  return intact(cache.dir, []) === cache.hash;
}

/**
 * The code cache for the CLI in `cliDir` (whose SHA256SUMS hashes to `cliHash`, checked by the
 * caller) under `node`, made in diffgate's cache folder of `env`, or kept from an earlier install.
 * Undefined where there is no home for it or it could not be made: the hooks then compile as before.
 */
export function codeCache(
  cliDir: string,
  cliHash: string,
  node: string,
  env: NodeJS.ProcessEnv,
): CodeCache | undefined {
  const base = env.XDG_CACHE_HOME || (env.HOME ? posix.join(env.HOME, '.cache') : undefined);
  if (!base || !posix.isAbsolute(base)) return undefined;
  // the node the hooks run is the one running this install (verifiedCommand.ts agentHookCommand)
  const dir = posix.join(base, 'diffgate', 'code', `${cliHash.slice(0, 16)}-${process.version}-${process.arch}`);
  const sources = readFileSync(posix.join(cliDir, 'SHA256SUMS'), 'utf8')
    .split('\n')
    .filter((l) => l.endsWith('.js'))
    .map((l) => l.slice(0, 64));
  const kept = intact(dir, sources);
  if (kept) return { dir, hash: kept };
  const made = spawnSync(node, ['-e', MAKER, cliDir, cliHash, dir], {
    encoding: 'utf8',
    env: { ...env, ...HOOK_ENV },
  });
  if (made.status !== 0) return undefined;
  const hash = intact(dir, sources);
  return hash ? { dir, hash } : undefined;
}
