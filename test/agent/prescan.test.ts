/**
 * The pre-scan clears only plain command lines that name nothing that writes, runs other code or
 * switches the gate off; everything else goes to the parser. Every line it clears must also pass
 * the parser's check (the Bash table in shell.test.ts runs the same commands end to end).
 */
import { describe, expect, it } from 'vitest';
import { surelyHarmless } from '../../src/agent/shell/prescan.js';

describe('surelyHarmless', () => {
  it.each([
    'grep def guard.sh',
    'git status',
    'git diff --stat',
    'git log --oneline -5',
    'git log --format=%H -1',
    'ls -la hooks && cat guard.sh',
    'wc -l INDEX.md | head -n 1',
    'head -n 5 README.md; tail README.md',
    'python3 lint.py draft.md',
    'npm test',
    'npx vitest run test/claude',
    'cd build && make',
  ])('clears %j', (command) => expect(surelyHarmless(command)).toBe(true));

  it.each([
    'echo x > guard.sh',
    'rm guard.sh',
    'timeout 5 rm guard.sh',
    'npx rm -f x',
    "grep 'def' guard.sh",
    'cat $FILE',
    'ls `pwd`',
    'ls *.sh',
    'X=1 ls',
    'DIFFGATE_RELEASE=1 make',
    'git -c core.hooksPath=x status',
    'git commit -m x',
    'git diff --output=guard.sh',
    'python3 -c print',
    'perl -pi guard.sh',
    'awk 1 guard.sh',
    'sort -o guard.sh notes.txt',
    'npx diffgate hook claude',
    'make --no-verify',
    'r\\m guard.sh',
    'ls {a,b}',
    'ls ~',
    'cat < guard.sh',
    '(ls)',
    'ls # comment',
    'sudo make install',
    'bash script.sh',
    'git grep -O rm guard',
    'git grep --open-files-in-pager=rm guard',
    'git grep --open=rm guard',
    'git grep --op=rm -e guard',
    'git grep -iOrm guard',
    // tools that write the files they are given (review-15b F08)
    'shuf -o guard.sh guard.sh',
    'xxd guard.sh guard.sh',
    'iconv -f utf8 -t utf16 -o guard.sh guard.sh',
    'zip -qm /tmp/x.zip guard.sh',
    'cmake -E rm -f guard.sh',
    'objcopy --strip-debug guard.sh',
    'openssl enc -base64 -in guard.sh -out guard.sh',
    'split -n1 guard.sh guard.',
    'ls && /usr/bin/cmake -E remove_directory hooks',
  ])('sends %j to the parser', (command) => expect(surelyHarmless(command)).toBe(false));
});
