/**
 * Work-tree files as `git add` would store them: through the repository's clean filters and
 * end-of-line conversion (core.autocrlf, `.gitattributes` text/eol), so that `--worktree` judges
 * the same bytes `--staged` would after `git add`. A file checked out with CRLF under `eol=crlf`
 * is not a line-ending change; reading the disk's bytes would call it one.
 *
 * The cleaned blobs are written (`git hash-object -w`) to a throw-away object directory that has
 * the repository's objects as an alternate, and read back through one `git cat-file --batch` with
 * the same environment: the repository itself is not written to.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { CatFile } from './catFile.js';
import { runGit } from './runGit.js';

interface Request {
  path: string;
  resolve: (bytes: Uint8Array) => void;
  reject: (e: Error) => void;
}

export class WorktreeBlobs {
  private setup: Promise<{ env: NodeJS.ProcessEnv; cat: CatFile }> | undefined;
  private dir: string | undefined;
  private cat: CatFile | undefined;
  private queue: Request[] = [];

  /** `top`: the work tree's root; `env`: the environment git runs with (a hook's, say). */
  constructor(
    private readonly top: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** The cleaned content of the work-tree file at repository path `path`. */
  read(path: string): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      // Requests made in the same tick are hashed by one git process.
      if (this.queue.length === 0) queueMicrotask(() => void this.flush());
      this.queue.push({ path, resolve, reject });
    });
  }

  close(): void {
    this.cat?.close();
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }

  private async flush(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    try {
      const { env, cat } = await (this.setup ??= this.start());
      // Paths as arguments (never stdin lines), so any path works; `--` ends the options.
      const out = await runGit(this.top, env).raw(['hash-object', '-w', '--', ...batch.map((r) => r.path)]);
      const shas = out.split('\n').filter((l) => l !== '');
      if (shas.length !== batch.length)
        throw new Error(`git hash-object returned ${shas.length} ids for ${batch.length} files`);
      await Promise.all(
        batch.map(async (r, i) => {
          const bytes = await cat.read(shas[i]!);
          if (!bytes) throw new Error(`git hash-object wrote ${shas[i]} for ${r.path}, but it cannot be read back`);
          r.resolve(bytes);
        }),
      );
    } catch (e) {
      for (const r of batch) r.reject(e instanceof Error ? e : new Error(String(e)));
    }
  }

  private async start(): Promise<{ env: NodeJS.ProcessEnv; cat: CatFile }> {
    const objects = resolve(
      this.top,
      (await runGit(this.top, this.env).raw(['rev-parse', '--git-path', 'objects'])).trim(),
    );
    this.dir = mkdtempSync(join(tmpdir(), 'diffgate-objects-'));
    const alternates = [objects, this.env.GIT_ALTERNATE_OBJECT_DIRECTORIES]
      .filter((d): d is string => !!d)
      .join(delimiter);
    const env = { ...this.env, GIT_OBJECT_DIRECTORY: this.dir, GIT_ALTERNATE_OBJECT_DIRECTORIES: alternates };
    this.cat = new CatFile(this.top, env);
    return { env, cat: this.cat };
  }
}
