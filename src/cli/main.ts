/** Dispatches the command line; every failure becomes exit 2 with a message (fail closed). */
import { cliText } from '../core/messages/cli.js';
import { EXIT, type Io } from './io.js';
import { UsageError } from './usageError.js';

type Command = (args: string[], io: Io) => Promise<number>;

const COMMANDS: Record<string, () => Promise<Command>> = {
  check: async () => (await import('./checkCommand.js')).checkCommand,
  explain: async () => (await import('./explainCommand.js')).explainCommand,
  init: async () => (await import('./initCommand.js')).initCommand,
  hook: async () => (await import('./hookCommand.js')).hookCommand,
  githook: async () => (await import('./githookCommand.js')).githookCommand,
  install: async () => (await import('./installCommand.js')).installCommand(false),
  uninstall: async () => (await import('./installCommand.js')).installCommand(true),
  doctor: async () => (await import('./doctorCommand.js')).doctorCommand,
  run: async () => (await import('./runCommand.js')).runCommand,
};

export async function run(argv: string[], io: Io): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.stderr : io.stdout)(`${cliText.usage()}\n`);
    return name === undefined ? EXIT.config : EXIT.ok;
  }
  const load = COMMANDS[name];
  try {
    if (!load) throw new UsageError(cliText.unknownCommand(name));
    return await (await load())(args, io);
  } catch (e) {
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.stderr(`${cliText.usageError((e as Error).message)}\n`);
    } else {
      io.stderr(`${cliText.internalError(e instanceof Error ? (e.stack ?? e.message) : String(e))}\n`);
    }
    return EXIT.config;
  }
}
