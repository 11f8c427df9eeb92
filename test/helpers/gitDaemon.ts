/**
 * A real network remote for tests: `git daemon` serving the bare repositories under one folder on
 * 127.0.0.1, so that a fetch goes through git's network transport and writes FETCH_HEAD with a
 * `git://` URL, as a fetch from a hosted remote does. Pushes are enabled (a teammate's push).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cleanEnv } from './gitRepo.js';

export interface GitDaemon {
  /** The URL of the bare repository `<base>/<name>`. */
  url(name: string): string;
  stop(): void;
}

export async function startGitDaemon(base: string): Promise<GitDaemon> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 40000);
    const child: ChildProcess = spawn(
      'git',
      [
        'daemon',
        '--export-all',
        '--enable=receive-pack',
        '--reuseaddr',
        `--base-path=${base}`,
        '--listen=127.0.0.1',
        `--port=${port}`,
        base,
      ],
      { env: cleanEnv(), stdio: 'ignore' },
    );
    let exited = false;
    child.on('exit', () => {
      exited = true;
    });
    const stop = () => {
      if (!exited) child.kill('SIGTERM');
    };
    for (let wait = 0; wait < 50 && !exited; wait++) {
      await new Promise((r) => setTimeout(r, 100));
      // the daemon answers (an unknown repository is refused by it, not by a closed port)
      const r = spawnSync('git', ['ls-remote', `git://127.0.0.1:${port}/none`], { env: cleanEnv(), encoding: 'utf8' });
      if (!/connection refused|unable to connect/i.test(r.stderr)) {
        return { url: (name) => `git://127.0.0.1:${port}/${name}`, stop };
      }
    }
    stop();
  }
  throw new Error('git daemon did not start on any of 20 ports');
}
