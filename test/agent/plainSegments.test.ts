/**
 * The command policy's parser-free path must give exactly the parser's segments for every line it
 * takes, and must refuse every line that needs the parser.
 */
import { describe, expect, it } from 'vitest';
import { commandSegments } from '../../src/agent/commands/commandSegments.js';
import { plainSegments } from '../../src/agent/commands/plainSegments.js';

const place = { cwd: '/repo', home: '/home/me', projectDir: '/repo' };
const shape = (segments: { argv: readonly unknown[]; text: string }[]) =>
  segments.map((s) => ({ argv: s.argv, text: s.text }));

describe('plainSegments', () => {
  it.each([
    'git status',
    'git status && npm test',
    'git log --oneline -5 | head -3',
    'npm run build; npm test',
    'cargo build --release || cargo test',
    'ls -la src && cat README.md | grep -n main | wc -l',
    'git diff HEAD --stat & git status',
    'cd src && ls',
    'docker compose up -d',
    'kubectl get pods -n kube-system',
    'gh pr view 12 --json title',
    'python3 lint.py draft.md',
    'grep -r TODO src | head -20 | wc -l',
  ])('%s: the same segments as the parser', async (command) => {
    const plain = plainSegments(command);
    expect(plain).toBeDefined();
    expect(shape(plain!)).toEqual(shape(await commandSegments(command, place)));
  });

  it.each([
    ['quotes', "git commit -m 'x'"],
    ['an expansion', 'git push origin $BRANCH'],
    ['a command substitution', 'git push origin $(git branch --show-current)'],
    ['a glob', 'ls *.md'],
    ['a redirection', 'git status > out.txt'],
    ['a wrapper', 'sudo git push --force'],
    ['a shell', 'bash -c ls'],
    ['an assignment', 'GIT_DIR=x git status'],
    ['a writing command', 'rm -rf build'],
    ['a gate switch', 'git commit --no-verify'],
    ['builtin', 'builtin echo x'],
    ['an interpreter with options', 'python3 -c print'],
    ['a command that may write (sort -o)', 'grep x a | sort'],
    ['a word naming diffgate', 'cat README.md | grep diffgate'],
  ])('refuses %s: %s', (_name, command) => {
    expect(plainSegments(command)).toBeUndefined();
  });
});
