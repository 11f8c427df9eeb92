/**
 * When every git this process runs must have ended (ms since the epoch), or none. A hook sets it
 * to its own deadline: git waits forever on a FIFO put in place of a ref file or HEAD, and a
 * synchronous child process holds the thread, so the hook's timer could not end the wait and the
 * client would let the call through (review of issue 32, F1). No imports: the hook loads this on
 * every call, and node:child_process costs 7 ms to load.
 */
let at: number | undefined;

export function boundGit(deadline: number | undefined): void {
  at = deadline;
}

/** Milliseconds a git started now may run, or undefined when nothing bounds it. */
export function gitTimeLeft(now = Date.now()): number | undefined {
  return at === undefined || !Number.isFinite(at) ? undefined : Math.max(1, Math.ceil(at - now)); // spawnSync takes whole milliseconds
}

/** spawnSync's options for that bound: killed with SIGKILL when it runs out (error code ETIMEDOUT). */
export function gitTimeout(): { timeout?: number; killSignal?: 'SIGKILL' } {
  const left = gitTimeLeft();
  return left === undefined ? {} : { timeout: left, killSignal: 'SIGKILL' };
}
