/**
 * Reads objects through one `git cat-file --batch` process: requests are written as they come
 * and answered in order, so a whole change's contents cost one process, not one per file.
 * One long-lived process fed on stdin, so child_process directly.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

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

  constructor(private readonly cwd: string, private readonly env: NodeJS.ProcessEnv) {}

  /** An object's content by any name cat-file accepts (`<sha>`, `HEAD:path`, `:path`); null when missing. */
  read(name: string): Promise<Uint8Array | null> {
    if (this.failure) return Promise.reject(this.failure);
    if (/[\n\r]/.test(name)) return Promise.reject(new Error(`cannot ask git for an object named with a line break: ${JSON.stringify(name)}`));
    const proc = this.start();
    return new Promise((resolve, reject) => {
      this.pending.push({ name, resolve, reject });
      // Requests made in the same tick go out in one write.
      if (this.queued === '') queueMicrotask(() => this.flush(proc));
      this.queued += `${name}\n`;
    });
  }

  private queued = '';

  private flush(proc: ChildProcessWithoutNullStreams): void {
    const text = this.queued;
    this.queued = '';
    proc.stdin.write(text);
  }

  close(): void {
    this.proc?.stdin.end();
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.proc) return this.proc;
    const proc = spawn('git', ['cat-file', '--batch'], { cwd: this.cwd, env: this.env });
    proc.stdout.on('data', (chunk: Buffer) => this.onData(chunk));
    proc.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    proc.on('error', (e) => this.fail(new Error(`cannot run git cat-file: ${e.message}`)));
    proc.on('close', (code) => {
      if (this.pending.length > 0) this.fail(new Error(`git cat-file --batch exited (${code}) before answering: ${this.stderr.trim()}`));
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
