/**
 * The shell walker with the real parser: simple commands (unwrapped), redirections and
 * assignments, each with the directories it may run in. This is the API the command policy
 * (issue 6) builds on, so its shape is pinned here.
 */
import { describe, expect, it } from 'vitest';
import { loadShellParser } from '../../src/claude/shell/parser.js';
import { initialState } from '../../src/claude/shell/state.js';
import { Walker, type SimpleCommand } from '../../src/claude/shell/walk.js';
import { literal, textOf } from '../../src/claude/shell/words.js';

async function walk(src: string) {
  const parser = await loadShellParser();
  const out = { commands: [] as { argv: (string | undefined)[]; dirs: (string | null)[]; via: string[] }[], redirects: [] as (string | undefined)[], assignments: [] as string[], opaque: [] as string[] };
  const words = (cmd: SimpleCommand) => cmd.args.map((w) => (w.values.length === 1 ? textOf(w.values[0]!) : undefined));
  new Walker(parser, { home: '/home/u', projectDir: '/repo' }, {
    command: (cmd) => out.commands.push({ argv: words(cmd), dirs: cmd.dirs, via: cmd.via }),
    redirect: (r) => out.redirects.push(literal(r.word)),
    assignment: (a) => out.assignments.push(a.name),
    opaque: (text, why) => out.opaque.push(`${why}: ${text}`),
  }).script(src, initialState('/repo'));
  return out;
}

describe('Walker', () => {
  it('unwraps wrappers and tracks cd', async () => {
    const out = await walk('cd src && sudo -u root env A=1 timeout 5 rm -f x; cd /tmp; nohup touch y');
    expect(out.commands).toEqual([
      { argv: ['rm', '-f', 'x'], dirs: ['/repo/src'], via: ['sudo', 'env', 'timeout'] },
      { argv: ['touch', 'y'], dirs: ['/tmp'], via: ['nohup'] },
    ]);
    expect(out.assignments).toEqual(['A']);
  });

  it('walks bash -c bodies, eval, heredocs fed to a shell, and command substitutions', async () => {
    const out = await walk("bash -c 'rm a'; eval 'rm b'; sh <<'EOF'\nrm c\nEOF\necho $(rm d)");
    expect(out.commands.map((c) => c.argv.join(' '))).toEqual(['bash -c rm a', 'rm a', 'rm b', 'eval rm b', 'sh', 'rm c', 'rm d', 'echo ']);
  });

  it('expands ~, $HOME, $PWD, $CLAUDE_PROJECT_DIR and literal assignments, and knows when it cannot', async () => {
    const out = await walk('F=out.txt; echo > ~/a > $HOME/b > "$PWD/c" > $CLAUDE_PROJECT_DIR/d > $F > $X');
    expect(out.redirects).toEqual(['/home/u/a', '/home/u/b', '/repo/c', '/repo/d', 'out.txt', undefined]);
  });

  it('unions the directories a branch may leave', async () => {
    const out = await walk('cd a || true; ls');
    expect(out.commands[1]!.dirs).toEqual(['/repo/a', '/repo']);
    const unknown = await walk('cd "$(mktemp -d)"; ls');
    expect(unknown.commands[1]!.dirs).toEqual([null]);
  });

  it('reports code it cannot read and text that does not parse', async () => {
    expect((await walk('bash -c "$CMD"')).opaque).toEqual(['unknown-program: bash -c "$CMD"']);
    expect((await walk('echo "unterminated')).opaque).toEqual(['syntax: echo "unterminated']);
  });
});
