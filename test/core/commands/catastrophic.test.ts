/**
 * The five catastrophic forms. The raw-text check (no parser) must find each form in every
 * spelling and nesting, and must not find the near misses: the same words as data (`echo 'rm -rf
 * /'`), other paths, a missing -r or -f. The per-segment check reads parsed words, where the
 * parser already expanded `~`, `$HOME` and variables. One line per case.
 */
import { describe, expect, it } from 'vitest';
import type { ArgWord } from '../../../src/core/commands/argWord.js';
import {
  CATASTROPHIC_FORMS,
  catastrophicArgv,
  catastrophicText,
  isForkBomb,
  normalise,
} from '../../../src/core/commands/catastrophic.js';
import { peelWrappers, rawCommands } from '../../../src/core/commands/rawCommands.js';

const formIn = (text: string) => catastrophicText(text)[0]?.form ?? null;

describe('catastrophicText (raw text, no parser)', () => {
  it('knows exactly five forms', () => expect(CATASTROPHIC_FORMS).toHaveLength(5));

  it.each([
    ['rm -rf /', 'rm -rf /'],
    ['rm -fr /', 'rm -rf /'],
    ['rm -r -f /', 'rm -rf /'],
    ['rm -f -r /', 'rm -rf /'],
    ['rm -Rf /', 'rm -rf /'],
    ['rm -rfv /', 'rm -rf /'],
    ['rm -vfR /', 'rm -rf /'],
    ['rm --recursive --force /', 'rm -rf /'],
    ['rm --force --recursive /', 'rm -rf /'],
    ['rm -r --force /', 'rm -rf /'],
    ['rm --recursive -f /', 'rm -rf /'],
    ['rm --rec --forc /', 'rm -rf /'],
    ['rm -rf -- /', 'rm -rf /'],
    ['rm -rf --no-preserve-root /', 'rm -rf /'],
    ['rm -rf / --no-preserve-root', 'rm -rf /'],
    ['rm -rf //', 'rm -rf /'],
    ['rm -rf /.', 'rm -rf /'],
    ['rm -rf /./', 'rm -rf /'],
    ['rm -rf /tmp/..', 'rm -rf /'],
    ['rm -rf "/"', 'rm -rf /'],
    ["rm -rf '/'", 'rm -rf /'],
    ['rm -rf \\/', 'rm -rf /'],
    ['rm -rf /tmp/x /', 'rm -rf /'],
    ['/bin/rm -rf /', 'rm -rf /'],
    ['/usr/bin/rm -rf /', 'rm -rf /'],
    ['\\rm -rf /', 'rm -rf /'],
    ["'rm' -rf /", 'rm -rf /'],
    ['"rm" -rf /', 'rm -rf /'],
    ['sudo rm -rf /', 'rm -rf /'],
    ['sudo -u root rm -rf /', 'rm -rf /'],
    ['sudo -- rm -rf /', 'rm -rf /'],
    ['doas rm -rf /', 'rm -rf /'],
    ['env rm -rf /', 'rm -rf /'],
    ['env -u X A=1 rm -rf /', 'rm -rf /'],
    ['A=1 B=2 rm -rf /', 'rm -rf /'],
    ['command rm -rf /', 'rm -rf /'],
    ['builtin command rm -rf /', 'rm -rf /'],
    ['nohup rm -rf / &', 'rm -rf /'],
    ['nice -n 19 rm -rf /', 'rm -rf /'],
    ['time rm -rf /', 'rm -rf /'],
    ['timeout 5 rm -rf /', 'rm -rf /'],
    ['timeout -s KILL 5 rm -rf /', 'rm -rf /'],
    ['exec rm -rf /', 'rm -rf /'],
    ['xargs rm -rf /', 'rm -rf /'],
    ['stdbuf -oL rm -rf /', 'rm -rf /'],
    ['busybox rm -rf /', 'rm -rf /'],
    ['sudo env timeout 5 nice rm -rf /', 'rm -rf /'],
    ['rm -rf / 2>/dev/null', 'rm -rf /'],
    ['rm -rf / > /tmp/log', 'rm -rf /'],
    ['rm -rf /*', 'rm -rf /*'],
    ['rm -fr /*', 'rm -rf /*'],
    ['rm -rf /**', 'rm -rf /*'],
    ['rm -rf "/"*', 'rm -rf /*'],
    ['sudo rm -r -f /*', 'rm -rf /*'],
    ['rm -rf ~', 'rm -rf ~'],
    ['rm -rf ~/', 'rm -rf ~'],
    ['rm -rf ~/*', 'rm -rf ~'],
    ['rm -rf ~/..', 'rm -rf ~'],
    ['rm -rf /home/u', 'rm -rf $HOME'],
    ['rm -r /', 'rm -rf /'],
    ['rm -fr ~', 'rm -rf ~'],
    ['rm --recursive --force ~/', 'rm -rf ~'],
    ['rm -rf $HOME', 'rm -rf $HOME'],
    ['rm -rf "$HOME"', 'rm -rf $HOME'],
    ['rm -rf ${HOME}', 'rm -rf $HOME'],
    ['rm -rf "${HOME}"', 'rm -rf $HOME'],
    ['rm -rf $HOME/', 'rm -rf $HOME'],
    ['rm -rf "$HOME/"', 'rm -rf $HOME'],
    ['rm -rf $HOME/*', 'rm -rf $HOME'],
    ['rm -rf "${HOME}/".', 'rm -rf $HOME'],
    ["bash -c 'rm -rf /'", 'rm -rf /'],
    ['sh -c "rm -rf ~"', 'rm -rf ~'],
    ['bash -lc "sudo rm -fr /"', 'rm -rf /'],
    ["zsh -c 'echo hi; rm -rf $HOME'", 'rm -rf $HOME'],
    ['bash -c "bash -c \'rm -rf /\'"', 'rm -rf /'],
    ["eval 'rm -rf /'", 'rm -rf /'],
    ['echo $(rm -rf /)', 'rm -rf /'],
    ['echo "$(rm -rf $HOME)"', 'rm -rf $HOME'],
    ['echo `rm -rf /`', 'rm -rf /'],
    ['echo "`rm -rf ~`"', 'rm -rf ~'],
    ['cat <(rm -rf /)', 'rm -rf /'],
    ['(rm -rf /)', 'rm -rf /'],
    ['{ rm -rf /; }', 'rm -rf /'],
    ['git status && rm -rf /', 'rm -rf /'],
    ['false || rm -rf ~', 'rm -rf ~'],
    ['ls | rm -rf /', 'rm -rf /'],
    ['ls; rm -rf /', 'rm -rf /'],
    ['ls\nrm -rf /', 'rm -rf /'],
    ['if true; then rm -rf /; fi', 'rm -rf /'],
    ['for d in a; do rm -rf /; done', 'rm -rf /'],
    ['while true; do rm -rf ~; done', 'rm -rf ~'],
    ['! rm -rf /', 'rm -rf /'],
    ['bash <<EOF\nrm -rf /\nEOF', 'rm -rf /'],
    ['rm -rf / "unterminated', 'rm -rf /'],
    ['rm -rf / $(', 'rm -rf /'],
    [':(){ :|:& };:', ':(){ :|:& };:'],
    [':(){ :|: & };:', ':(){ :|:& };:'],
    [': () { : | : & } ; :', ':(){ :|:& };:'],
    [':(){ :|:&};:', ':(){ :|:& };:'],
    [':(){\n:|:&\n};:', ':(){ :|:& };:'],
    ['bomb(){ bomb|bomb& };bomb', ':(){ :|:& };:'],
    ['function f { f|f& }; f', ':(){ :|:& };:'],
    ['function f() { f | f & }; f', ':(){ :|:& };:'],
    ["bash -c ':(){ :|:& };:'", ':(){ :|:& };:'],
    ['sh -c ":(){ :|:& };:"', ':(){ :|:& };:'],
    // fork bombs spelled other ways (review-15 F01)
    ['f(){ \\f|\\f& };f', ':(){ :|:& };:'],
    ['f(){ eval f|eval f& };f', ':(){ :|:& };:'],
    ['f(){ a=1 f|a=1 f& };f', ':(){ :|:& };:'],
    ['f() if :; then f|f& fi; f', ':(){ :|:& };:'],
    ['f() while :; do f|f& done; f', ':(){ :|:& };:'],
    ['f() for i in 1; do f|f& done; f', ':(){ :|:& };:'],
    ['f(){ { f; }|{ f; }& };f', ':(){ :|:& };:'],
    ['f(){ (f)|(f)& };f', ':(){ :|:& };:'],
    ['f(){ coproc f; coproc f; };f', ':(){ :|:& };:'],
    ['f(){ $(f) & $(f); };f', ':(){ :|:& };:'],
    // globs that match the homes or every entry of the home (review-15 F02)
    ['rm -rf /ho*', 'rm -rf $HOME'],
    ['rm -rf /hom[e]', 'rm -rf $HOME'],
    ['rm -rf /[h]ome', 'rm -rf $HOME'],
    ['rm -rf /r*', 'rm -rf $HOME'],
    ['rm -rf /roo?', 'rm -rf $HOME'],
    ['rm -rf ~/[a-z]*', 'rm -rf ~'],
    ['rm -rf ~/[a-zA-Z0-9_]*', 'rm -rf ~'],
    ['find / -true -delete', 'rm -rf /'],
    ['find ~ -name "*" -delete', 'rm -rf ~'],
    ['find / -path "*" -delete', 'rm -rf /'],
    ['find ~ -mindepth 1 -name "*" -exec rm -rf {} +', 'rm -rf ~'],
    // find's expression evaluated: the action first, another -o branch, tests every entry passes (review-15b F07)
    ['find ~ -delete -name x', 'rm -rf ~'],
    ['find ~ -name x -o -delete', 'rm -rf ~'],
    ['find ~ -newer / -o -delete', 'rm -rf ~'],
    ["find ~ -name '?*' -delete", 'rm -rf ~'],
    ["find ~ -regex '.*' -delete", 'rm -rf ~'],
    ['find ~ -links +0 -delete', 'rm -rf ~'],
    ['find ~ -perm -0 -delete', 'rm -rf ~'],
    ['find ~ -size -1000000000k -delete', 'rm -rf ~'],
    ['find ~ -mtime -99999 -delete', 'rm -rf ~'],
    ['find ~ -readable -delete', 'rm -rf ~'],
    ['find / -delete -name x', 'rm -rf /'],
    ['find $HOME -name x -prune -o -exec rm -rf {} +', 'rm -rf $HOME'],
    ['find / \\( -name a -o -true \\) -delete', 'rm -rf /'],
    // cmake's tool mode deletes trees like rm -rf (review-15b F08)
    ['cmake -E rm -rf /', 'rm -rf /'],
    ['cmake -E rm -r ~', 'rm -rf ~'],
    ['cmake -E rm -R -f -- /', 'rm -rf /'],
    ['cmake -E remove_directory ~', 'rm -rf ~'],
    ['cmake -E remove_directory build $HOME', 'rm -rf $HOME'],
    ['cmake -E chdir /tmp rm -rf /', 'rm -rf /'],
    ['cmake -E env A=1 rm -rf ~', 'rm -rf ~'],
    ['cmake -E time cmake -E remove_directory /', 'rm -rf /'],
    ['sudo cmake -E rm -rf /*', 'rm -rf /*'],
    // archivers that delete what they add (review-15c F07)
    ['tar --remove-files -cf /dev/null ~', 'rm -rf ~'],
    ['tar -c --remove-f -f /dev/null $HOME', 'rm -rf $HOME'],
    ['tar --remove-files -cf /dev/null /', 'rm -rf /'],
    ['zip -qrm /tmp/x.zip ~', 'rm -rf ~'],
    ['zip --recurse-paths --move x.zip /', 'rm -rf /'],
  ] as const)('finds %j: %s', (text, form) => expect(formIn(text)).toBe(form));

  it.each([
    'rm -rf /tmp/build*',
    'rm -rf ~/*.pyc',
    'rm -rf ~/proj/[a-z]*',
    'find ~ -name "*.pyc" -delete',
    'find ~ -name x -delete',
    'find /tmp/x -delete',
    'find ~ -path ~/.cache -prune -o -name "*.pyc" -delete',
    "find ~ \\( -name '*.pyc' -o -name '*.pyo' \\) -delete",
    'find ~ -type d -empty -delete',
    'find ~ -name x -delete -o -print',
    'cmake -E rm -f /',
    'cmake -E rm -rf build',
    'cmake -E remove_directory ./build ~/project/build',
    'cmake -E echo rm -rf /',
    'f(){ f; f; };f',
    'f(){ { f; } && { f; }; };f',
    'walk(){ (walk x) || true; }; walk',
    'rm -rf /var/*',
    'tar -cf /dev/null ~',
    'tar --remove-files -czf b.tgz build',
    'zip -qr x.zip ~',
    'zip -m x.zip ~/notes.txt',
  ])('near miss %j is not catastrophic', (text) => expect(formIn(text)).toBeNull());

  it.each([
    'rm -rf /tmp/x',
    'rm -rf ./build',
    'rm -rf build/',
    'rm -rf ~/project',
    'rm -rf $HOME/project',
    'rm -rf "$HOME/.cache"',
    'rm -rf /home/u/project',
    'rm -rf /home/u/*/build',
    'rm -f /',
    'rm /',
    'rm -rf',
    "echo 'rm -rf /'",
    'echo "rm -rf /"',
    'echo rm -rf /',
    'grep "rm -rf /" notes.md',
    "grep -r 'rm -rf ~' .",
    "git commit -m 'never rm -rf /'",
    'printf "%s\\n" "rm -rf $HOME"',
    'echo "x; rm -rf /"',
    "cat <<'EOF'\nrm -rf /\nEOF",
    'cat <<EOF\nrm -rf ~\nEOF',
    '# rm -rf /',
    'ls / && ls ~',
    'ssh host ls /',
    "echo ':(){ :|:& };:'",
    'f(){ g|f& };f',
    ':(){ echo; };:',
    'rm -rf /tmp/* ~/tmp/*',
  ])('does not find %j', (text) => expect(formIn(text)).toBeNull());
});

describe('catastrophicArgv (a parsed segment)', () => {
  const where = { home: '/home/u', dirs: ['/repo'] };
  it.each([
    [['rm', '-rf', '/'], {}, 'rm -rf /'],
    [['rm', '-rf', { glob: '/*' }], {}, 'rm -rf /*'],
    [['rm', '-rf', '/home/u'], where, 'rm -rf $HOME'],
    [['rm', '-rf', '/home/u/'], where, 'rm -rf $HOME'],
    [['rm', '-rf', { glob: '/home/u/*' }], where, 'rm -rf $HOME'],
    [['rm', '-rf', { glob: '*' }], { dirs: ['/'] }, 'rm -rf /*'],
    [['rm', '-rf', { glob: '*' }], { home: '/home/u', dirs: ['/home/u'] }, 'rm -rf $HOME'],
    [['rm', '-rf', '../..'], { dirs: ['/a/b'] }, 'rm -rf /'],
    [['rm', '-rf', { oneOf: ['/tmp/a', '/'] }], {}, 'rm -rf /'],
    [['rm', '-rf', null, '/'], {}, 'rm -rf /'],
    [['bash', '-c', 'rm -rf /'], {}, 'rm -rf /'],
    [['eval', 'rm', '-rf', '~'], {}, 'rm -rf ~'],
    [['busybox', 'rm', '-rf', '/'], {}, 'rm -rf /'],
    [['rm', '-rf', '/home/u/project'], where, null],
    [['rm', '-rf', { glob: '*' }], { dirs: ['/repo'] }, null],
    [['rm', '-rf', { glob: '*' }], { dirs: [null] }, null],
    [['rm', '-rf', null], where, null],
    [['rm', '-r', '/'], {}, 'rm -rf /'],
    [['rm', '-f', '/'], {}, null],
    [['echo', 'rm', '-rf', '/'], {}, null],
    [['rm', '-rf', '/'], { home: '/' }, 'rm -rf /'],
  ] as const)('%j in %j: %s', (argv, w, form) =>
    expect(catastrophicArgv(argv as unknown as ArgWord[], w) ?? null).toBe(form),
  );

  it('names the home form as it was written', () => {
    expect(catastrophicArgv(['rm', '-rf', '/home/u'], { home: '/home/u', written: 'rm -rf ~' })).toBe('rm -rf ~');
    expect(catastrophicArgv(['rm', '-rf', '/home/u'], { home: '/home/u', written: 'rm -rf "$HOME"' })).toBe(
      'rm -rf $HOME',
    );
  });
});

describe('rawCommands', () => {
  it.each([
    ['a b; c "d e" | f', [['a', 'b'], ['c', 'd e'], ['f']]],
    ["x 'y;z' && w", [['x', 'y;z'], ['w']]],
    ['sudo -u root env A=1 timeout 5 rm x', [['rm', 'x']]],
    ['echo $(ls /) more', [['echo'], ['ls', '/'], ['more']]],
    [
      'echo "a $(b c) d"',
      [
        ['b', 'c'],
        ['echo', 'a $(b c) d'],
      ],
    ],
    ['cat <<EOF > out\nrm x\nEOF\nls', [['cat'], ['ls']]],
    ["bash -c 'a; b'", [['bash', '-c', 'a; b'], ['a'], ['b']]],
    ['if x; then y; fi', [['x'], ['y']]],
    ['for i in 1 2; do z $i; done', [['z', '$i']]],
    ['echo "unclosed; rm x', [['echo', 'unclosed; rm x']]],
    ['a 2>&1 >/dev/null b', [['a', 'b']]],
    ['echo ${HOME} $HOME ~', [['echo', '${HOME}', '$HOME', '~']]],
  ] as const)('%j -> %j', (text, commands) => expect(rawCommands(text).commands).toEqual(commands));

  it('blanks quoted text in the code it keeps for shape checks', () => {
    expect(rawCommands("echo ':(){ :|:& };:'").code).toEqual(["echo ''"]);
    expect(isForkBomb(rawCommands(':(){ :|:& };:').code[0]!)).toBe(true);
  });

  it('peels wrappers and their options', () => {
    expect(peelWrappers(['nice', '-n', '5', 'nohup', 'ls', '-l'])).toEqual(['ls', '-l']);
    expect(peelWrappers(['ls'])).toEqual(['ls']);
  });

  it('normalises paths', () => {
    expect(['/', '//', '/.', '/a/..', '/**', '/a/../*'].map(normalise)).toEqual(['/', '/', '/', '/', '/*', '/*']);
  });
});
