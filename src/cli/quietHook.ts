/**
 * An agent hook's after-call event when nothing the tripwire watches moved: most tool calls.
 * The entry point asks here first, so that such a call loads neither the CLI's dispatch and
 * messages nor the hook's adapter layer: only standard input, the agent's parser, the record and
 * one lstat per watched path (QUIET below). Whenever in doubt it says no, and the full hook
 * answers, with the input already read passed on (readStdin.ts).
 */
import type { WalkCut } from '../agent/tripwire/quickPass.js';
import { keepStdin, readStdin } from './readStdin.js';
import { writeOut } from './writeOut.js';

/** An agent's quiet pass on its input: whether it was an after-call event that found nothing moved. */
type Quiet = (stdin: string, env: NodeJS.ProcessEnv, home: string) => Promise<boolean>;

/**
 * The agents whose after-call events take the quiet pass: a test of the raw input for those events
 * (a shortcut, so that any other event loads nothing more), and the agent's side of the pass, a
 * chunk of its own that parses the input in its protocol folder into the decision layer's event
 * for src/agent/tripwire/quietAfter.ts. Its answer when nothing moved is exit 0 with nothing
 * written, the entry point's.
 */
const QUIET = new Map<string, { events: RegExp; pass: () => Promise<Quiet> }>([
  [
    'claude',
    {
      events: /"hook_event_name"\s*:\s*"(PostToolUse|PostToolUseFailure|Stop|SubagentStop)"/,
      pass: async () => (await import(/* webpackChunkName: "quiet" */ '../agents/claude/claudeQuiet.js')).claudeQuiet,
    },
  ],
  [
    'codex',
    {
      events: /"hook_event_name"\s*:\s*"(PostToolUse|Stop)"/,
      pass: async () => (await import(/* webpackChunkName: "quietCodex" */ '../agents/codex/codexQuiet.js')).codexQuiet,
    },
  ],
]);

/** deadline.ts's DEFAULT_TIMEOUT_S, which loads the hook's messages: not loaded on this path unless it runs out. */
export const QUIET_LIMIT_MS = 10_000;

let tried = false;

/**
 * The quiet pass on `agent`'s input, once a process: whether it is an after-call event that found
 * nothing moved. False when it does not apply or already ran and said no (then the full hook answers).
 */
export async function quietPass(agent: string, stdin: string, env: NodeJS.ProcessEnv, home: string): Promise<boolean> {
  const quiet = QUIET.get(agent);
  if (tried || quiet === undefined || !quiet.events.test(stdin)) return false;
  tried = true;
  return await (await quiet.pass())(stdin, env, home);
}

/**
 * Whether this process is `hook <agent>` with an after-call event that found nothing moved.
 * Only under the plain configuration: a set DIFFGATE_HOOK_TIMEOUT (which may be refused) or no
 * HOME goes to the full hook, which handles both.
 */
export async function quietHook(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<boolean> {
  if (argv.length !== 4 || argv[2] !== 'hook' || !QUIET.has(argv[3]!)) return false;
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
    return await quietPass(argv[3]!, stdin, env, home);
  } catch (e) {
    if ((e as Error).name !== 'WalkCut') throw e;
    // the walk ran out of the hook's time: fail closed, with why and what to do
    const [{ walkCutFailure }, { failureText }] = await Promise.all([
      import('../agent/tripwire/walkCut.js'),
      import('../agent/failure.js'),
    ]);
    writeOut(2, failureText(walkCutFailure(e as WalkCut, true, QUIET_LIMIT_MS / 1000)));
    process.exit(2);
  } finally {
    clearTimeout(watchdog);
  }
}
