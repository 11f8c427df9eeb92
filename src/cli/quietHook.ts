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

/** One agent's way through the door. */
interface QuietDoor {
  /** A test of the raw input (and of the environment, where the client names the event there): an after-call event, maybe. */
  events: (stdin: string, env: NodeJS.ProcessEnv) => boolean;
  /** What the agent's protocol answers, with exit 0, when the hook has nothing to say: nothing, or `{}`. */
  answer: string;
  /** The agent's side of the pass, a chunk of its own. */
  pass: () => Promise<Quiet>;
}

const named = (re: RegExp) => (stdin: string) => re.test(stdin);

/**
 * The agents whose after-call events take the quiet pass: a test of the raw input for those events
 * (a shortcut, so that any other event loads nothing more), the agent's answer when it has nothing
 * to say, and the agent's side of the pass, a chunk of its own that parses the input in its
 * protocol folder into the decision layer's event for src/agent/tripwire/quietAfter.ts. When
 * nothing moved the entry point writes that answer and exits 0.
 */
const QUIET = new Map<string, QuietDoor>([
  [
    'claude',
    {
      events: named(/"hook_event_name"\s*:\s*"(PostToolUse|PostToolUseFailure|Stop|SubagentStop)"/),
      answer: '',
      pass: async () => (await import(/* webpackChunkName: "quiet" */ '../agents/claude/claudeQuiet.js')).claudeQuiet,
    },
  ],
  [
    'codex',
    {
      events: named(/"hook_event_name"\s*:\s*"(PostToolUse|Stop)"/),
      answer: '',
      pass: async () => (await import(/* webpackChunkName: "quietCodex" */ '../agents/codex/codexQuiet.js')).codexQuiet,
    },
  ],
  [
    'gemini',
    {
      events: named(/"hook_event_name"\s*:\s*"(AfterTool|AfterAgent)"/),
      // stdout must be JSON or nothing; an empty object is no opinion (geminiHook.ts)
      answer: '{}\n',
      pass: async () =>
        (await import(/* webpackChunkName: "quietGemini" */ '../agents/gemini/geminiQuiet.js')).geminiQuiet,
    },
  ],
  [
    'cursor',
    {
      events: named(/"hook_event_name"\s*:\s*"(afterShellExecution|afterFileEdit|stop)"/),
      answer: '{}\n',
      pass: async () =>
        (await import(/* webpackChunkName: "quietCursor" */ '../agents/cursor/cursorQuiet.js')).cursorQuiet,
    },
  ],
  [
    'copilot',
    {
      // the installed entry names its event in DIFFGATE_COPILOT_EVENT; an older install's payload
      // is told apart by its fields (copilotEvent.ts)
      events: (stdin, env) => {
        const event = env.DIFFGATE_COPILOT_EVENT;
        if (event) return /^(postToolUse|postToolUseFailure|agentStop)$/.test(event);
        return /"(toolResult|error|stopReason)"\s*:/.test(stdin);
      },
      answer: '',
      pass: async () =>
        (await import(/* webpackChunkName: "quietCopilot" */ '../agents/copilot/copilotQuiet.js')).copilotQuiet,
    },
  ],
]);

/** deadline.ts's DEFAULT_TIMEOUT_S, which loads the hook's messages: not loaded on this path unless it runs out. */
export const QUIET_LIMIT_MS = 10_000;

let tried = false;

/**
 * The quiet pass on `agent`'s input, once a process: the agent's answer (to write on stdout, exit 0)
 * when it is an after-call event that found nothing moved. Undefined when it does not apply or
 * already ran and said no (then the full hook answers).
 */
export async function quietPass(
  agent: string,
  stdin: string,
  env: NodeJS.ProcessEnv,
  home: string,
): Promise<string | undefined> {
  const quiet = QUIET.get(agent);
  if (tried || quiet === undefined || !quiet.events(stdin, env)) return undefined;
  tried = true;
  return (await (await quiet.pass())(stdin, env, home)) ? quiet.answer : undefined;
}

/**
 * The agent's answer when this process is `hook <agent>` with an after-call event that found
 * nothing moved; else undefined. Only under the plain configuration: a set DIFFGATE_HOOK_TIMEOUT
 * (which may be refused) or no HOME goes to the full hook, which handles both.
 */
export async function quietHook(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<string | undefined> {
  if (argv.length !== 4 || argv[2] !== 'hook' || !QUIET.has(argv[3]!)) return undefined;
  const home = env.HOME;
  if (!home || env.DIFFGATE_HOOK_TIMEOUT !== undefined) return undefined;
  // the hook's watchdog (hookCommand.ts) is not running yet: the same limit from the process's
  // start (deadline.ts counts the full hook's from there too), and the agent's own fail-closed answer
  const watchdog = setTimeout(
    () => {
      void Promise.all([
        import('../agent/deadline.js'),
        import('../core/messages/claude.js'),
        import('./agentHooks.js'),
      ]).then(async ([{ HookTimeout, DEFAULT_TIMEOUT_S }, { claudeText }, { agentHook }]) => {
        const hook = await agentHook(argv[3]!);
        const answer = hook.crashed(`${claudeText.failure(new HookTimeout(DEFAULT_TIMEOUT_S).message)}\n`);
        if (answer.stdout) writeOut(1, answer.stdout);
        if (answer.stderr) writeOut(2, answer.stderr);
        process.exit(answer.exit === 0 ? 0 : 2);
      });
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
