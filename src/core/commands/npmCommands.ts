/**
 * npm's command words as npm reads them: `npm publ` runs `npm publish`, `npm i` runs `npm install`,
 * `npm unPublish` is `npm un-publish`. npm (lib/utils/cmd-list.js, `deref`) turns camelCase into
 * dashes, takes a command or an alias as written, else any unambiguous prefix of a command or an
 * alias (the `abbrev` package), and follows aliases to the command. The lists are npm 11.19.1's;
 * a word npm does not know stays as written (npm refuses it). `npm p` is ambiguous (pack, ping,
 * pkg, prefix, profile, prune, publish) and npm refuses it; `npm pu` is publish.
 */
import { known, programName, type ArgWord } from './argWord.js';

const COMMANDS =
  'access adduser approve-scripts audit bugs cache ci completion config dedupe deny-scripts deprecate diff dist-tag docs doctor edit exec explain explore find-dupes fund get help help-search init install install-ci-test install-scripts install-test link ll login logout ls org outdated owner pack ping pkg prefix profile prune publish query rebuild repo restart root run sbom search set shrinkwrap stage star stars start stop team test token trust undeprecate uninstall unpublish unstar update version view whoami'.split(
    ' ',
  );

const ALIASES: Readonly<Record<string, string>> = {
  author: 'owner',
  home: 'docs',
  issues: 'bugs',
  info: 'view',
  show: 'view',
  find: 'search',
  add: 'install',
  unlink: 'uninstall',
  remove: 'uninstall',
  rm: 'uninstall',
  r: 'uninstall',
  un: 'uninstall',
  rb: 'rebuild',
  list: 'ls',
  ln: 'link',
  create: 'init',
  i: 'install',
  it: 'install-test',
  cit: 'install-ci-test',
  u: 'update',
  up: 'update',
  c: 'config',
  s: 'search',
  se: 'search',
  tst: 'test',
  t: 'test',
  ddp: 'dedupe',
  v: 'view',
  'run-script': 'run',
  'clean-install': 'ci',
  'clean-install-test': 'install-ci-test',
  x: 'exec',
  why: 'explain',
  la: 'll',
  verison: 'version',
  ic: 'ci',
  innit: 'init',
  in: 'install',
  ins: 'install',
  inst: 'install',
  insta: 'install',
  instal: 'install',
  isnt: 'install',
  isnta: 'install',
  isntal: 'install',
  isntall: 'install',
  'install-clean': 'ci',
  'isntall-clean': 'ci',
  hlep: 'help',
  'dist-tags': 'dist-tag',
  upgrade: 'update',
  udpate: 'update',
  rum: 'run',
  sit: 'install-ci-test',
  urn: 'run',
  ogr: 'org',
  'add-user': 'adduser',
};

const NAMES = [...COMMANDS, ...Object.keys(ALIASES)];

/** The command npm runs for this word, or undefined when npm does not know it. */
export function npmCommand(word: string): string | undefined {
  const c = /[A-Z]/.test(word) ? word.replace(/([A-Z])/g, (m) => `-${m.toLowerCase()}`) : word;
  if (COMMANDS.includes(c)) return c;
  if (Object.hasOwn(ALIASES, c)) return ALIASES[c];
  if (c === '') return undefined;
  const full = NAMES.filter((n) => n.startsWith(c));
  let a = full.length === 1 ? full[0] : undefined;
  while (a !== undefined && Object.hasOwn(ALIASES, a)) a = ALIASES[a];
  return a;
}

/** npm's options before the command that take the next word as their value (arity.ts's list). */
const VALUED = new Set([
  '-w',
  '--workspace',
  '--prefix',
  '-C',
  '--userconfig',
  '--globalconfig',
  '--cache',
  '--registry',
  '--loglevel',
  '--script-shell',
]);

/** Where npm's command word is in `npm [options] COMMAND ...` (-1: none, or a word before it is not known). */
export function npmCommandAt(texts: readonly (string | undefined)[]): number {
  for (let i = 1; i < texts.length; i++) {
    const text = texts[i];
    if (text === undefined || text === '--') return -1;
    if (!text.startsWith('-')) return i;
    if (VALUED.has(text)) i++;
  }
  return -1;
}

/** `npm publ --dry-run` as npm runs it: `npm publish --dry-run`; any other command line as it is. */
export function npmExpanded(argv: readonly ArgWord[]): readonly ArgWord[] {
  const program = known(argv[0]);
  if (program === undefined || programName(program) !== 'npm') return argv;
  const i = npmCommandAt(argv.map(known));
  if (i === -1) return argv;
  const command = npmCommand(known(argv[i])!);
  if (command === undefined || command === known(argv[i])) return argv;
  return [...argv.slice(0, i), command, ...argv.slice(i + 1)];
}
