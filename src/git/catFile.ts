/**
 * Reads objects through `git cat-file --batch`: the requests made in the same tick go to git
 * together and are answered in order, so a whole change's contents cost one process, not one per
 * file. Requests are answered by a synchronous git process per round: node's first asynchronous
 * child process loads its stream and socket modules and costs about 8 ms more (measured), on every
 * commit. A change with many rounds of reads, or an answer over SYNC_LIMIT bytes (a 100 MB log),
 * goes to one long-lived process fed on stdin, whose answers are copied once into buffers of the
 * announced size.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { GitUsageError } from './changeSet.js';
import { gitTimeout } from './gitDeadline.js';

/**
 * At most this many synchronous calls per reader, each with at most SYNC_NAMES names (both sides
 * of one checker batch of 1,024 changes) and SYNC_LIMIT bytes of answer.
 */
const SYNC_CALLS = 8;
const SYNC_NAMES = 2048;
const SYNC_LIMIT = 8 * 1024 * 1024;

interface Pending {
  name: string;
  resolve: (bytes: Uint8Array | null) => void;
  reject: (e: Error) => void;
}

export class CatFile {
  private proc: ChildProcessWithoutNullStreams | undefined;
  private readonly pending: Pending[] = [];
  private header = '';
  private body: Buffer | undefined;
  private filled = 0;
  private stderr = '';
  private failure: Error | undefined;
  private syncCalls = 0;

  constructor(
    private readonly cwd: string,
    private readonly env: NodeJS.ProcessEnv,
    /**
     * `long`: a reader that will make many rounds (the commits of a push) starts its long-lived
     * process at once, instead of spending its first rounds on a git each.
     */
    opts: { long?: boolean } = {},
  ) {
    if (opts.long) this.syncCalls = SYNC_CALLS;
  }

  /** An object's content by any name cat-file accepts (`<sha>`, `HEAD:path`, `:path`); null when missing. */
  read(name: string): Promise<Uint8Array | null> {
    if (this.failure) return Promise.reject(this.failure);
    if (/[\n\r]/.test(name))
      return Promise.reject(new Error(`cannot ask git for an object named with a line break: ${JSON.stringify(name)}`));
    return new Promise((resolve, reject) => {
      this.pending.push({ name, resolve, reject });
      // Requests made in the same tick go out together. (A promise, not queueMicrotask: that one
      // loads node's async_hooks on first use, about 0.5 ms on every commit.)
      if (this.queued === '') void Promise.resolve().then(() => this.flush());
      this.queued += `${name}\n`;
      this.queuedNames += 1;
    });
  }

  private queued = '';
  private queuedNames = 0;

  private flush(): void {
    const text = this.queued;
    const names = this.queuedNames;
    this.queued = '';
    this.queuedNames = 0;
    if (this.failure) return;
    if (!this.proc && this.syncCalls < SYNC_CALLS && names <= SYNC_NAMES && this.readSync(text)) return;
    this.start().stdin.write(text);
  }

  /** Answers the pending requests with one synchronous git; false when the answer is too large to take this way. */
  private readSync(text: string): boolean {
    this.syncCalls += 1;
    // `--buffer`: all requests are written at once, so git need not flush after every object.
    const r = spawnSync('git', ['cat-file', '--batch', '--buffer'], {
      cwd: this.cwd,
      env: this.env,
      input: text,
      maxBuffer: SYNC_LIMIT,
      ...gitTimeout(),
    });
    if ((r.error as NodeJS.ErrnoException | undefined)?.code === 'ENOBUFS') return false;
    if (r.error) this.fail(new GitUsageError(`cannot run git cat-file: ${r.error.message}`));
    else if (r.status !== 0)
      this.fail(
        new GitUsageError(
          `git cat-file --batch exited (${r.status ?? r.signal}) before answering: ${r.stderr.toString().trim()}`,
        ),
      );
    else {
      this.onData(r.stdout);
      if (this.pending.length > 0)
        this.fail(
          new GitUsageError(`git cat-file --batch did not answer every request: ${r.stderr.toString().trim()}`),
        );
    }
    return true;
  }

  close(): void {
    this.proc?.stdin.end();
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.proc) return this.proc;
    const proc = spawn('git', ['cat-file', '--batch'], { cwd: this.cwd, env: this.env });
    proc.stdout.on('data', (chunk: Buffer) => this.onData(chunk));
    proc.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    proc.on('error', (e) => this.fail(new GitUsageError(`cannot run git cat-file: ${e.message}`)));
    proc.on('close', (code) => {
      if (this.pending.length > 0)
        this.fail(new GitUsageError(`git cat-file --batch exited (${code}) before answering: ${this.stderr.trim()}`));
    });
    proc.stdin.on('error', () => undefined);
    this.proc = proc;
    return proc;
  }

  private fail(e: Error): void {
    this.failure = e;
    for (const p of this.pending.splice(0)) p.reject(e);
  }

  private onData(chunk: Buffer): void {
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

  private onHeader(line: string): void {
    const m = / (\S+) (\d+)$/.exec(line);
    if (m) {
      this.body = Buffer.allocUnsafe(Number(m[2]) + 1);
      this.filled = 0;
      return;
    }
    const p = this.pending.shift();
    if (!p) return;
    if (line.endsWith(' missing') || line.endsWith(' ambiguous')) p.resolve(null);
    else p.reject(new Error(`unexpected answer from git cat-file for ${p.name}: ${line}`));
  }
}
