/**
 * The Claude hook's after-call event when nothing the tripwire watches moved: most tool calls.
 * The entry point asks here first, so that such a call loads neither the CLI's dispatch and
 * messages nor the hook's adapter layer: only standard input, the record and one lstat per
 * watched path (src/agent/tripwire/quietAfter.ts). Whenever in doubt it says no, and the full
 * hook answers, with the input already read passed on (readStdin.ts).
 */
import { keepStdin, readStdin } from './readStdin.js';
import { writeOut } from './writeOut.js';

/** The events that can be answered here: every other event needs the full hook. */
const AFTER_EVENT = /"hook_event_name"\s*:\s*"(PostToolUse|PostToolUseFailure|Stop|SubagentStop)"/;

/** deadline.ts's DEFAULT_TIMEOUT_S, which loads the hook's messages: not loaded on this path unless it runs out. */
export const QUIET_LIMIT_MS = 10_000;

let tried = false;

/** Whether the after-call pass already ran in this process and said no (the full hook need not run it again). */
export const quietPassTried = (): boolean => tried;

/**
 * Whether this process is `hook claude` with an after-call event that found nothing moved.
 * Only under the plain configuration: a set DIFFGATE_HOOK_TIMEOUT (which may be refused) or no
 * HOME goes to the full hook, which handles both.
 */
export async function quietHook(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<boolean> {
  if (argv.length !== 4 || argv[2] !== 'hook' || argv[3] !== 'claude') return false;
  const home = env.HOME;
  if (!home || env.DIFFGATE_HOOK_TIMEOUT !== undefined) return false;
  // the hook's watchdog (hookCommand.ts) is not running yet: the same limit from the process's
  // start (deadline.ts counts the full hook's from there too), and the same fail-closed answer
  const watchdog = setTimeout(
    () => {
      void Promise.all([import('../agent/deadline.js'), import('../core/messages/claude.js')]).then(
        ([{ HookTimeout, DEFAULT_TIMEOUT_S }, { claudeText }]) => {
          writeOut(2, `${claudeText.failure(new HookTimeout(DEFAULT_TIMEOUT_S).message)}\n`);
          process.exit(2);
        },
      );
    },
    Math.max(0, QUIET_LIMIT_MS - process.uptime() * 1000),
  ).unref();
  try {
    const stdin = await readStdin();
    keepStdin(stdin);
    if (!AFTER_EVENT.test(stdin)) return false;
    const { quietAfter } = await import(/* webpackChunkName: "quiet" */ '../agent/tripwire/quietAfter.js');
    tried = true;
    return await quietAfter(stdin, env, home);
  } finally {
    clearTimeout(watchdog);
  }
}
