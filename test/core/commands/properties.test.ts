/**
 * Properties of the command policy under COMMAND_MANIFEST, with generated command lines judged
 * through the real shell parser:
 * - a generated allowed line is allowed (the generator's premise), and appending
 *   `&& <denied command>` or `; <denied command>` to it always yields deny;
 * - wrapping, nesting or spelling a denied command differently never makes it less than denied.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judge } from './commandTable.js';

const word = fc.stringMatching(/^[a-z][a-z0-9._-]{0,7}$/);
const path = fc.oneof(
  word,
  word.map((w) => `src/${w}`),
  fc.constant('.'),
  fc.constant('/tmp'),
);
const flagsOf = (...flags: string[]) => fc.array(fc.constantFrom(...flags), { maxLength: 3 });
const join = (...parts: (string | string[])[]) =>
  parts
    .flat()
    .filter((p) => p !== '')
    .join(' ');

/** Segments the manifest explicitly allows. */
const allowedSegment = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('status', 'log', 'diff', 'show'),
      flagsOf('-s', '--stat', '--oneline', '-p', '--name-only'),
      fc.array(path, { maxLength: 2 }),
    )
    .map(([sub, flags, paths]) => join('git', sub, flags, paths)),
  fc
    .tuple(fc.constantFrom('', '-C sub ', '--no-pager '), fc.constantFrom('status', 'log'))
    .map(([g, sub]) => `git ${g}${sub}`),
  fc
    .tuple(flagsOf('-l', '-a', '-la', '-R'), fc.array(path, { maxLength: 3 }))
    .map(([flags, paths]) => join('ls', flags, paths)),
  fc.array(path, { minLength: 1, maxLength: 3 }).map((paths) => join('cat', paths)),
  fc
    .tuple(flagsOf('-n', '-i', '-r'), word, fc.array(path, { maxLength: 2 }))
    .map(([flags, pattern, paths]) => join('grep', flags, pattern, paths)),
  fc.array(word, { maxLength: 4 }).map((words) => join('echo', words)),
  fc.tuple(word, flagsOf('--release', '-q', '--all-features')).map(([sub, flags]) => join('cargo', sub, flags)),
  fc.constantFrom(
    'npm test',
    'npm run build',
    'npm run lint',
    'make build',
    'make test',
    'make build test',
    'pwd',
    'true',
    'docker ps',
    'kubectl get pods',
  ),
  fc.constantFrom('wc -l', 'head -n 5', 'tail -1', 'sort -u'),
);

const operator = fc.constantFrom(' && ', ' || ', '; ', ' | ', '\n', ' & ');

/** A command line of allowed segments, sometimes in a subshell, a group or a bash -c body. */
const allowedLine = fc
  .tuple(
    fc.array(allowedSegment, { minLength: 1, maxLength: 4 }),
    fc.array(operator, { minLength: 3, maxLength: 3 }),
    fc.constantFrom('plain', 'subshell', 'group', 'bash'),
  )
  .map(([segments, ops, shape]) => {
    const line = segments.map((s, i) => (i === 0 ? s : `${ops[i - 1]}${s}`)).join('');
    if (shape === 'subshell') return `(${line})`;
    if (shape === 'group') return `{ ${line}; }`;
    if (shape === 'bash' && !line.includes("'")) return `bash -c '${line}'`;
    return line;
  });

/** Commands the manifest denies, in many spellings. */
const deniedCore = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('-f', '--force', '--force-with-lease', '-fu', '--force-with-lease=main'),
      fc.array(word, { maxLength: 2 }),
      fc.boolean(),
      fc.constantFrom('', '-C sub ', '-c k=v ', '--no-pager '),
    )
    .map(([flag, args, before, global]) => `git ${global}push ${before ? join(flag, args) : join(args, flag)}`),
  word.map((w) => `git reset --hard ${w}`),
  fc.tuple(fc.constantFrom('', '-n prod ', '--context=c '), word).map(([g, w]) => `kubectl ${g}delete pod ${w}`),
  fc.constantFrom(
    'terraform apply',
    'terraform destroy -auto-approve',
    'terraform -chdir=infra apply',
    'make deploy',
    'make build deploy',
    'gh repo delete me/x --yes',
  ),
  fc.constantFrom(
    'rm -rf /',
    'rm -fr /*',
    'rm -r -f ~',
    'rm --recursive --force "$HOME"',
    'rm -rf ${HOME}/',
    ':(){ :|:& };:',
  ),
);

const denied = fc
  .tuple(
    deniedCore,
    fc.constantFrom('', 'sudo ', 'env A=1 ', 'nohup ', 'timeout 5 ', 'command ', 'nice ', 'time ', 'xargs ', 'exec '),
    fc.constantFrom('plain', 'bash', 'subst', 'if'),
  )
  .map(([cmd, wrapper, nest]) => {
    const line = cmd.startsWith(':(') ? cmd : `${wrapper}${cmd}`;
    if (nest === 'bash' && !line.includes("'")) return `bash -c '${line}'`;
    if (nest === 'subst' && !line.startsWith(':(')) return `echo "$(${line})"`;
    if (nest === 'if' && !line.startsWith(':(')) return `if true; then ${line}; fi`;
    return line;
  });

describe('command policy properties', () => {
  it('an allowed line followed by && or ; and a denied command is denied', async () => {
    await fc.assert(
      fc.asyncProperty(allowedLine, denied, fc.constantFrom(' && ', '; '), async (allowed, deny, glue) => {
        expect((await judge(allowed)).decision, allowed).toBe('allow');
        expect((await judge(deny)).decision, deny).toBe('deny');
        expect((await judge(`${allowed}${glue}${deny}`)).decision).toBe('deny');
      }),
      { numRuns: 150 },
    );
  });

  it('a denied command stays denied before an allowed line, too', async () => {
    await fc.assert(
      fc.asyncProperty(denied, allowedLine, async (deny, allowed) => {
        expect((await judge(`${deny}; ${allowed}`)).decision).toBe('deny');
      }),
      { numRuns: 60 },
    );
  });
});
