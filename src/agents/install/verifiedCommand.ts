/**
 * The agent hooks' command line: the absolute path of the node that ran the install and a tiny
 * loader, inline (`node -e`), that checks diffgate's code before any of it runs (issue 32).
 *
 * The build writes `dist/cli/SHA256SUMS` (the sha256 of every file of the CLI, as `sha256sum`
 * writes them). The install checks every file against it and puts the sha256 of SHA256SUMS itself
 * into the command. At each call the loader reads SHA256SUMS, compares its hash with the one in
 * the command, and then hashes each file of the CLI as node requires it (`index.js`, then each
 * chunk the call loads), compiling the bytes it hashed: a file whose hash differs, or that is not
 * listed, stops the call with exit 2, naming it. So only what a call loads is hashed (about 100 KB
 * for most calls, not the CLI's 6 MB), and what runs is what was hashed.
 *
 * Nothing the agent can write decides what runs: the loader and the hash sit in the hook command,
 * inside the agent's settings file, which is a gate file; node is named by absolute path, so a
 * `node` the agent puts first on PATH (`~/.local/bin/node`) is not the one that runs, and node's
 * own file is a gate file too. A node that is gone (upgraded, moved) makes the shell print what
 * to run before the call fails closed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { posix } from 'node:path';
import { codeCheckText as t } from '../../core/messages/codeCheck.js';
import { type CodeCache, codeCache, WRAP_JS } from './codeCache.js';

/** The file of sums, beside the CLI's `index.js`. */
export const SUMS = 'SHA256SUMS';

export class CodeCheckError extends Error {}

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/**
 * The loader, run by `node -e` with arguments: the CLI's folder, the sha256 of its SHA256SUMS, the
 * code cache's folder and the sha256 of its SHA256SUMS (codeCache.ts; `-` and `-` for none), then
 * the CLI's own arguments. `before`/`after`: the message around the file that did not match. Its
 * own code holds no single quote (the messages may: `shQuote` quotes the whole for sh).
 *
 * A file of the CLI runs only when its bytes match the CLI's sums. It is compiled from those bytes,
 * or from the cache file named after their sha256 when that file's bytes match the cache's pinned
 * sums; anything else about the cache (missing, changed, not a regular file, rejected by V8) only
 * means compiling without it. The cache is read through a non-blocking open of a regular file:
 * a FIFO there must not stall the call until the client lets it through.
 */
export function loaderSource(before: string, after: string): string {
  const declarations = [
    'const M=require("module"),f=require("fs"),c=require("crypto"),[n,d,h,C,g,...a]=process.argv',
    'H=b=>c.createHash("sha256").update(b).digest("hex")',
    `x=p=>{process.stderr.write(${JSON.stringify(before)}+p+${JSON.stringify(after)});process.exit(2)}`,
    'L=t=>String(t).split("\\n").filter(Boolean).map(l=>[l.slice(66),l.slice(0,64)])',
    `s=(()=>{try{return f.readFileSync(d+"/${SUMS}")}catch{x(d+"/${SUMS}")}})()`,
    `k=new Map(H(s)===h?L(s).map(([p,q])=>[d+"/"+p,q]):x(d+"/${SUMS}"))`,
    'r=p=>{try{const o=f.openSync(p,f.constants.O_RDONLY|f.constants.O_NONBLOCK);try{const t=f.fstatSync(o);if(t.isFile()&&t.size<1<<26)return f.readFileSync(o)}finally{f.closeSync(o)}}catch{}}',
    `e=g!=="-"&&r(C+"/${SUMS}")`,
    'K=new Map(e&&H(e)===g?L(e):[])',
  ];
  return [
    declarations.join(','),
    [
      'M._extensions[".js"]=(m,p)=>{let b;try{b=f.readFileSync(p)}catch{x(p)}const q=H(b);if(k.get(p)!==q)x(p);',
      'const j=K.get(q+".v8"),y=j&&r(C+"/"+q+".v8");',
      `if(y&&H(y)===j)new(require("vm").Script)(${WRAP_JS},{filename:p,cachedData:y}).runInThisContext().call(m.exports,m.exports,i=>m.require(i),m,p,d);`,
      'else m._compile(String(b),p)}',
    ].join(''),
    'process.argv=[n,d+"/index.js",...a]',
    'require(d+"/index.js")',
  ].join(';');
}

/** The sha256 of the CLI folder's SHA256SUMS, after checking every file it lists (CodeCheckError if one differs). */
export function codeHash(dir: string): string {
  let sums: Buffer;
  try {
    sums = readFileSync(posix.join(dir, SUMS));
  } catch {
    throw new CodeCheckError(t.noSums(dir));
  }
  for (const line of sums.toString('utf8').split('\n')) {
    if (line === '') continue;
    const file = posix.join(dir, line.slice(66));
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      throw new CodeCheckError(t.notIntact(file));
    }
    if (sha256(bytes) !== line.slice(0, 64)) throw new CodeCheckError(t.notIntact(file));
  }
  return sha256(sums);
}

/** Quoted for sh, always (so that `parseVerified` can read the command back). */
export function shQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** The loader's arguments where no code cache could be made: it then compiles every file. */
export const NO_CACHE: CodeCache = { dir: '-', hash: '-' };

export interface VerifiedCommand {
  /** The node that runs the hook, and the CLI's folder (real paths). */
  node: string;
  dir: string;
  hash: string;
  /**
   * The code cache pinned beside it (codeCache.ts): present in every command this version writes,
   * `{ dir: '-', hash: '-' }` where none could be made; absent in a command an older version wrote.
   */
  cache?: CodeCache;
  /** The CLI's arguments (`hook claude`). */
  args: string[];
}

/**
 * The CLI the hooks run: the repository's own install where there is one built with sums (its
 * real path), else the running CLI (tests pass the built one).
 */
export function chosenCli(projectRoot: string | undefined, cliPath: string | undefined): string {
  if (projectRoot !== undefined) {
    const local = posix.join(projectRoot, 'node_modules', '.bin', 'diffgate');
    try {
      const real = realpathSync(local);
      if (existsSync(posix.join(posix.dirname(real), SUMS))) return real;
    } catch {
      // none there
    }
  }
  return realpathSync(cliPath ?? process.argv[1]!);
}

/**
 * The command an agent's hook runs for `diffgate hook <agent>`: this node and the chosen CLI by
 * real path, and the CLI's code hash (CodeCheckError when its files do not match their sums).
 */
export function agentHookCommand(o: {
  agent: string;
  user: boolean;
  projectRoot: string | undefined;
  cliPath: string | undefined;
  tail: string | ((reinstall: string) => Wrap);
}): string {
  const dir = posix.dirname(chosenCli(o.projectRoot, o.cliPath));
  const node = realpathSync(process.execPath);
  const hash = codeHash(dir);
  const cache = codeCache(dir, hash, node, process.env) ?? NO_CACHE;
  const v = { node, dir, hash, cache, args: ['hook', o.agent] };
  const reinstall = t.reinstall(o.agent, o.user);
  return verifiedCommand(v, reinstall, typeof o.tail === 'string' ? o.tail : o.tail(reinstall));
}

/** What goes around node's command: a shell line before it (after the check that node is there), and after it. */
export interface Wrap {
  before: string;
  tail: string;
}

/** Printed with printf: a backslash and a percent sign stand for themselves, `%s` goes where `mark` is. */
function printfFormat(text: string, mark: string): string {
  return text.replace(/\\/g, '\\\\').replace(/%/g, '%%').replace(mark, '%s');
}

/**
 * The hook command for a client that lets a call through when its hook ends printing nothing,
 * or outlives the client's own timeout (Gemini CLI 0.61.0: no output means no decision; a timed-out
 * hook's output is ignored). Node runs in the background (its standard input kept on fd 3, since a
 * background command's is /dev/null), a watchdog subshell kills it after `seconds` (under the
 * client's timeout, above the hook's own 10 s deadline), and the shell answers for it: node's exit 0
 * (its answer printed) and 2 (a failure it printed) stand; 126/127 (node not there, the shell said
 * so) become 2; anything else (a signal, a crash, the watchdog) prints `deny` (a JSON answer with
 * `%s` for the exit status) on stdout and exits 2. POSIX sh and bash 3.2 alike: no `wait -n`.
 */
export function watchdogWrap(seconds: number, deny: (status: string) => string): Wrap {
  const MARK = 'DIFFGATE_EXIT_STATUS';
  const format = `${printfFormat(deny(MARK), MARK)}\\n`;
  return {
    before: 'exec 3<&0;',
    tail: [
      ' <&3 3<&- & p=$!;',
      // a TERM that comes between the sleep's start and `w=$!` is noted (x) and acted on once w is known:
      // with the kill in the first trap, `kill $w` ran with w unset and the sleep was left behind
      `(x=; trap 'x=1' TERM; sleep ${seconds} & w=$!; trap 'kill $w 2>/dev/null; exit' TERM; [ -z "$x" ] || { kill $w 2>/dev/null; exit; }; wait $w; kill -9 $p) >/dev/null 2>&1 </dev/null 3<&- & d=$!;`,
      'wait $p; s=$?; kill $d 2>/dev/null;',
      'case $s in 0) exit 0;; 2|126|127) exit 2;; esac;',
      `printf ${shQuote(format)} "$s"; exit 2`,
    ].join(' '),
  };
}

/** What an install says about the command it wrote (empty for any other command). */
export function installedNote(command: string, agent: string, user: boolean): string {
  const v = parseVerified(command);
  return v ? ` ${t.installedNote(v.node, v.dir, t.reinstall(agent, user))}` : '';
}

/**
 * What node would run before the loader, taken from the environment the client gives its hooks:
 * `NODE_OPTIONS` (`--require`, `--import`, `--loader` of a file the agent wrote) and `NODE_PATH`.
 * Cleared by the shell's own assignment (no program looked up on PATH), so the loader is the first
 * code node runs (review 1, R1-F5). And what node reads before it: `NODE_EXTRA_CA_CERTS` and
 * `OPENSSL_CONF`, read at start-up with a blocking open, so a FIFO named there stalls the hook
 * before any of its code runs (the client's timeout then lets the call through), and a certificate
 * bundle costs every call its parsing (about 55 ms of CPU, 1.7x `node -e 0`, for Debian's 146
 * certificates; corporate proxies set it for Claude Code). The hook opens no TLS connection.
 */
const NODE_CLEAN = 'NODE_OPTIONS= NODE_PATH= NODE_EXTRA_CA_CERTS= OPENSSL_CONF=';
/** The assignments an install before NODE_EXTRA_CA_CERTS was cleared wrote: still read back as verified. */
const CLEAN_FORMS = `(?:${NODE_CLEAN}|NODE_OPTIONS= NODE_PATH=)`;

/**
 * The hook's command: the shell names a node that is gone before the call fails; node runs the
 * loader on the CLI. `tail` makes it fail closed in the agent's protocol (` || exit 2`).
 */
export function verifiedCommand(v: VerifiedCommand, reinstall: string, tail: string | Wrap): string {
  const { before, after } = t.changed(reinstall);
  const wrap = typeof tail === 'string' ? { before: '', tail } : tail;
  return [
    `test -x ${shQuote(v.node)} || printf '%s\\n' ${shQuote(t.nodeMissing(v.node, reinstall))} >&2;`,
    ...(wrap.before ? [wrap.before] : []),
    NODE_CLEAN,
    shQuote(v.node),
    '-e',
    shQuote(loaderSource(before, after)),
    shQuote(v.dir),
    v.hash,
    ...(v.cache ? [shQuote(v.cache.dir), v.cache.hash] : []),
    ...v.args,
  ]
    .join(' ')
    .concat(wrap.tail);
}

const QUOTED = "'((?:[^']|'\\\\'')*)'";
const VERIFIED = new RegExp(
  `^test -x ${QUOTED} \\|\\| .*?; (?:exec 3<&0; )?(?:${CLEAN_FORMS} )?${QUOTED} -e ${QUOTED} ${QUOTED} ([0-9a-f]{64})(?: ${QUOTED} ([0-9a-f]{64}|-))? (.*?)(?: \\|\\|| <&3|$)`,
);
const unquote = (s: string) => s.replace(/'\\''/g, "'");

/** The parts of a command `verifiedCommand` wrote, or undefined for any other command (an older install's). */
export function parseVerified(command: string): (VerifiedCommand & { loader: string }) | undefined {
  const m = VERIFIED.exec(command);
  if (!m || m[1] !== m[2]) return undefined;
  return {
    node: unquote(m[2]!),
    loader: unquote(m[3]!),
    dir: unquote(m[4]!),
    hash: m[5]!,
    ...(m[6] === undefined ? {} : { cache: { dir: unquote(m[6]), hash: m[7]! } }),
    args: m[8]!.split(' '),
  };
}
