/**
 * Dispatches the command line; every failure becomes exit 2 with a message (fail closed). The
 * CLI's messages are loaded only when one is written: a command that runs (most runs are hooks)
 * does not compile them.
 */
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

/**
 * The installed package's version: its package.json, two folders above the entry point
 * (dist/cli/index.js, reached through the bin link). Found from the running script rather than
 * written as a literal path, which the bundler would take for an asset of its own.
 */
async function version(): Promise<string> {
  const [{ readFileSync, realpathSync }, { dirname, join }] = await Promise.all([
    import('node:fs'),
    import('node:path'),
  ]);
  const entry = realpathSync(process.argv[1] ?? '');
  const file = join(dirname(dirname(dirname(entry))), 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

const messages = async () => (await import('../core/messages/cli.js')).cliText;

export async function run(argv: string[], io: Io): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.stderr : io.stdout)(`${(await messages()).usage()}\n`);
    return name === undefined ? EXIT.config : EXIT.ok;
  }
  if (name === '--version' || name === '-V' || name === 'version') {
    io.stdout(`${(await messages()).version(await version())}\n`);
    return EXIT.ok;
  }
  const load = COMMANDS[name];
  try {
    if (!load) throw new UsageError((await messages()).unknownCommand(name));
    // `COMMAND --help` (before a `--`): the command's own help, whatever else is given.
    const end = args.indexOf('--');
    if ((end === -1 ? args : args.slice(0, end)).some((a) => a === '--help' || a === '-h')) {
      const cliText = await messages();
      io.stdout(`${cliText.help[name] ?? cliText.usage()}\n`);
      return EXIT.ok;
    }
    return await (await load())(args, io);
  } catch (e) {
    const cliText = await messages();
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.stderr(`${cliText.usageError((e as Error).message)}\n`);
    } else {
      io.stderr(`${cliText.internalError(e instanceof Error ? (e.stack ?? e.message) : String(e))}\n`);
    }
    return EXIT.config;
  }
}
