/**
 * The shell walker with the real parser: simple commands (unwrapped), redirections and
 * assignments, each with the directories it may run in. This is the API the command policy
 * (issue 6) builds on, so its shape is pinned here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadShellParser } from '../../src/agent/shell/parser.js';
import { initialState } from '../../src/agent/shell/state.js';
import { Walker } from '../../src/agent/shell/walk.js';
import type { SimpleCommand } from '../../src/agent/shell/simpleCommand.js';
import { literal, textOf } from '../../src/agent/shell/words.js';

async function walk(src: string) {
  const parser = await loadShellParser();
  const out = {
    commands: [] as { argv: (string | undefined)[]; dirs: (string | null)[]; via: string[] }[],
    redirects: [] as (string | undefined)[],
    assignments: [] as string[],
    opaque: [] as string[],
  };
  const words = (cmd: SimpleCommand) => cmd.args.map((w) => (w.values.length === 1 ? textOf(w.values[0]!) : undefined));
  new Walker(
    parser,
    { home: '/home/u', projectDir: '/repo' },
    {
      command: (cmd) => out.commands.push({ argv: words(cmd), dirs: cmd.dirs, via: cmd.via }),
      redirect: (r) => out.redirects.push(literal(r.word)),
      assignment: (a) => out.assignments.push(a.name),
      opaque: (text, why) => out.opaque.push(`${why}: ${text}`),
    },
  ).script(src, initialState('/repo'));
  return out;
}

describe('command lines held in options and variables (review-15b F02, F04)', () => {
  const ran = async (src: string) => (await walk(src)).commands.map((c) => c.argv.join(' '));

  it.each([
    ["git grep -O'git push -f #' guard", 'git grep -O'],
    ["git grep -iO'git push -f #' guard", 'git grep -O'],
    ["git -C sub -c color.ui=never grep -nO'git push -f' x", 'git grep -O'],
    ["git grep --open-files-in-pager='git push -f' x", 'git grep -O'],
    ["git grep --op='git push -f' x", 'git grep -O'],
    ["git grep --open='git push -f' x", 'git grep -O'],
    ["git-grep -O'git push -f' x", 'git grep -O'],
    ["npm_config_call='git push -f' npx", 'npm_config_call'],
    ["NPM_CONFIG_CALL='git push -f' npm exec", 'NPM_CONFIG_CALL'],
    ["Npm_Config_Call='git push -f' npm x", 'Npm_Config_Call'],
    ["export npm_config_call='git push -f'; npx", 'npm_config_call'],
    ["PROMPT_COMMAND='git push -f' bash -i </dev/null", 'PROMPT_COMMAND'],
    ["export PROMPT_COMMAND='git push -f'; bash -i", 'PROMPT_COMMAND'],
  ])('%s runs git push -f (via %s)', async (src, via) => {
    const out = await walk(src);
    expect(out.commands.find((c) => c.argv.join(' ') === 'git push -f')?.via).toContain(via);
  });

  it('counts a pager value not known before it runs as code that cannot be read', async () => {
    expect((await walk('git grep -O"$P" x')).opaque).toHaveLength(1);
    expect((await walk('git grep --op="$P" x')).opaque).toHaveLength(1);
  });

  it('reads no pager where there is none', async () => {
    for (const src of [
      'git grep -O x',
      'git grep -e -Orm x',
      'git grep -i -- -Orm',
      'git log -Orm',
      'git grep -A -Orm',
    ])
      expect(await ran(src), src).toHaveLength(1);
  });
});

describe('Walker', () => {
  it('unwraps wrappers and tracks cd, which may fail: only an && branch is sure it moved', async () => {
    const out = await walk('cd src && sudo -u root env A=1 timeout 5 rm -f x; cd /tmp; nohup touch y');
    expect(out.commands).toEqual([
      { argv: ['rm', '-f', 'x'], dirs: ['/repo/src'], via: ['sudo', 'env', 'timeout'] },
      { argv: ['touch', 'y'], dirs: ['/tmp', '/repo/src', '/repo'], via: ['nohup'] },
    ]);
    expect(out.assignments).toEqual(['A']);
    expect((await walk('cd /missing; rm x')).commands.at(-1)!.dirs).toEqual(['/missing', '/repo']);
    expect((await walk('cd a && cd b && rm x')).commands.at(-1)!.dirs).toEqual(['/repo/a/b']);
    // a subshell's cd does not make the && after it sure of anything
    expect((await walk('cd a; (true) && rm x')).commands.at(-1)!.dirs).toEqual(['/repo/a', '/repo']);
  });

  it('follows what eval, a called function and HOME change in this shell', async () => {
    const dirs = async (src: string) => (await walk(src)).commands.at(-1)!.dirs;
    expect(await dirs('eval cd config; rm x')).toEqual(['/repo/config', '/repo']);
    expect(await dirs('f() { cd config; }; f; rm x')).toEqual(['/repo/config', '/repo']);
    expect(await dirs('HOME=/repo/config; cd; rm x')).toEqual(['/repo/config', '/repo']);
    const targets = async (src: string) => (await walk(src)).redirects;
    expect(await targets('HOME=/elsewhere; echo > ~/a')).toEqual(['/elsewhere/a']);
    expect(await targets('F=a; f() { F=b; }; f; echo > $F')).toEqual(['b']);
  });

  it('forgets a value that a builtin, a sourced file, ${X:=} or IFS may change', async () => {
    const target = async (src: string) => (await walk(src)).redirects.at(-1);
    for (const src of [
      'F=a; read F <<< b; echo > $F',
      'F=a; printf -v F b; echo > $F',
      'F=a; mapfile -t F < list; echo > $F',
      'F=a; unset F; echo > $F',
      'F=a; source env.sh; echo > $F',
      'F=a; : ${F:=b}; echo > $F',
      'IFS=_; F=a_b; echo > $F',
    ])
      expect(await target(src), src).toBeUndefined();
    expect(await target('F=a; printf -v G b; echo > $F')).toBe('a');
  });

  it('keeps a variable once however many branches may have set it, and forgets it past the cap', async () => {
    const chain = `X=a; true${' && true'.repeat(40)}; echo > $X`;
    expect((await walk(chain)).redirects).toEqual(['a']);
    const many = `X=a; ${Array.from({ length: 70 }, (_, i) => `true || X=v${i}`).join('; ')}; echo > $X`;
    expect((await walk(many)).redirects).toEqual([undefined]);
  });

  it('walks bash -c bodies, eval, heredocs fed to a shell, and command substitutions', async () => {
    const out = await walk("bash -c 'rm a'; eval 'rm b'; sh <<'EOF'\nrm c\nEOF\necho $(rm d)");
    expect(out.commands.map((c) => c.argv.join(' '))).toEqual([
      'bash -c rm a',
      'rm a',
      'rm b',
      'eval rm b',
      'sh',
      'rm c',
      'rm d',
      'echo ',
    ]);
  });

  it('expands ~, $HOME, $PWD, $CLAUDE_PROJECT_DIR and literal assignments, and knows when it cannot', async () => {
    const out = await walk('F=out.txt; echo > ~/a > $HOME/b > "$PWD/c" > $CLAUDE_PROJECT_DIR/d > $F > $X');
    expect(out.redirects).toEqual(['/home/u/a', '/home/u/b', '/repo/c', '/repo/d', 'out.txt', undefined]);
  });

  it('unions the directories a branch may leave', async () => {
    const out = await walk('cd a || true; ls');
    expect(out.commands[1]!.dirs).toEqual(['/repo/a', '/repo']);
    const unknown = await walk('cd "$(mktemp -d)" && ls');
    expect(unknown.commands[1]!.dirs).toEqual([null]);
  });

  it('reports code it cannot read and text that does not parse', async () => {
    expect((await walk('bash -c "$CMD"')).opaque).toEqual(['unknown-program: bash -c "$CMD"']);
    expect((await walk('echo "unterminated')).opaque).toEqual(['syntax: echo "unterminated']);
  });

  it('reports a line that does not parse anywhere in it, also inside a substitution or a shell body', async () => {
    for (const src of ['if x; then rm y', 'echo $(rm "x)', 'f() {', 'a ;; b', "echo `rm 'x`", 'cat <(rm "a) > b']) {
      expect((await walk(src)).opaque, src).toEqual([`syntax: ${src}`]);
    }
    expect((await walk("bash -c 'rm \"x'")).opaque).toEqual(['syntax: rm "x']);
  });

  it('multiplies out plain brace lists and leaves sequences and richer lists unknown', async () => {
    const words = (cmd: { argv: (string | undefined)[] }) => cmd.argv.slice(1);
    const out = await walk('touch {a,b}.txt x{1..3} {a,{b,c}} {"a",b} {a}');
    expect(words(out.commands[0]!)).toEqual([undefined, undefined, undefined, undefined, '{a}']);
    const redirects = await walk('echo > {a,b}.txt');
    expect(redirects.redirects).toEqual([undefined]); // two values: not one literal
  });

  it('reads declarations as assignments, and still runs their substitutions', async () => {
    const out = await walk('export A=1 B; declare -x C=$(rm d); local -r E; F=2 G= cmd');
    expect(out.assignments).toEqual(['A', 'B', 'C', 'E', 'F', 'G']);
    expect(out.commands.map((c) => c.argv.join(' '))).toEqual(['rm d', 'cmd']);
  });

  it('tells descriptor duplication from writing a file', async () => {
    const out = await walk('a 2>&1 >&2 >&- 2>&$fd 2>&file >&f1 {v}>f2 &>f3 &>>f4 >|f5 <>f6 <f7 <<<f8');
    expect(out.redirects).toEqual(['f1', 'f2', 'f3', 'f4', 'f5', 'f6']);
  });

  it('feeds heredoc and here-string bodies to a shell as written, escapes removed when unquoted', async () => {
    const out = await walk('bash <<EOF\nrm \\$HOME/x\nEOF\nsh <<<"rm y"; bash <<\'Q\'\nrm "$z"\nQ');
    expect(out.commands.map((c) => c.argv.join(' '))).toEqual(['bash', 'rm /home/u/x', 'sh', 'rm y', 'bash', 'rm ']); // the inner shell expands $HOME
    const unknown = await walk('bash <<EOF\nrm $(x)\nEOF');
    expect(unknown.opaque).toEqual(['unknown-program: bash <<EOF']);
  });

  it('walks escaped backquotes inside backquotes in their own decoded text', async () => {
    const out = await walk('echo `echo \\`rm config/x\\``');
    expect(out.commands.map((c) => c.argv.join(' '))).toEqual(['rm config/x', 'echo ', 'echo ']);
  });

  it('treats a substitution it did not walk as code it cannot read (a form it does not take apart)', async () => {
    const parser = await loadShellParser();
    // A tree with a command substitution where the walker never looks: a pipeline's prefixes.
    const sneaky = parser.parse('! true')!;
    const substitution = (
      parser.parse('echo $(rm guard.sh)')!.commands[0]!.command as unknown as { suffix: { parts: unknown[] }[] }
    ).suffix[0]!.parts[0];
    (sneaky.commands[0]!.command as unknown as { prefixes: unknown[] }).prefixes = [substitution];
    const opaque: string[] = [];
    new Walker(
      { ...parser, parse: () => sneaky },
      { home: '/home/u', projectDir: '/repo' },
      {
        command: () => {},
        redirect: () => {},
        assignment: () => {},
        opaque: (text, why) => opaque.push(`${why}: ${text}`),
      },
    ).script('! true', initialState('/repo'));
    expect(opaque).toEqual(['unknown-program: ! true']);
  });

  it('never throws, whatever the line (a throw would end the hook without a verdict)', async () => {
    const parser = await loadShellParser();
    const token = fc.constantFrom(
      'echo',
      'rm',
      'x',
      'a/b',
      ' ',
      ';',
      '&&',
      '||',
      '|',
      '&',
      '>',
      '>>',
      '<',
      '<<EOF\nq\nEOF\n',
      '<<<',
      '(',
      ')',
      '{',
      '}',
      '$(',
      '`',
      '"',
      "'",
      '$X',
      '${X/a/b}',
      '${X:-$(rm y)}',
      '{a,b}',
      '[!x]',
      '*',
      '\\',
      '\n',
      'if',
      'then',
      'fi',
      'for',
      'in',
      'do',
      'done',
      'case',
      'esac',
      ';;',
      'bash -c',
      'eval',
      'cd',
      'F=1',
      'export',
      'declare -n',
      '<(',
      '>(',
      '$((',
      '))',
      '[[',
      ']]',
      'f()',
      '#',
      '~',
      "$'",
      'find . -exec',
      '\\;',
      '2>&1',
      '1>&',
      'sudo',
      'env A=1',
      'xargs',
    );
    const ignore = { command() {}, redirect() {}, assignment() {}, opaque() {} };
    fc.assert(
      fc.property(fc.array(token, { maxLength: 24 }), (tokens) => {
        new Walker(parser, { home: '/home/u', projectDir: '/repo' }, ignore).script(
          tokens.join(''),
          initialState('/repo'),
        );
      }),
      { numRuns: 2000 },
    );
  });
});
