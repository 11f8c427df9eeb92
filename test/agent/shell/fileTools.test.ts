/**
 * The write targets of tools the table did not know (review-15b F08), read as each program reads
 * its arguments: one line per case, the words a command writes (as written) and how.
 */
import { describe, expect, it } from 'vitest';
import { longPrefixes } from '../../../src/agent/shell/fileTools.js';
import type { SimpleCommand } from '../../../src/agent/shell/simpleCommand.js';
import { commandWrites } from '../../../src/agent/shell/writeTargets.js';
import type { Word } from '../../../src/agent/shell/words.js';

const word = (text: string): Word => ({ values: [[{ text, quoted: true }]], raw: text });
const unknown = (raw: string): Word => {
  const known = raw.slice(0, raw.indexOf('$'));
  return { values: [known === '' ? [null] : [{ text: known, quoted: true }, null]], raw };
};
const command = (line: string): SimpleCommand => ({
  args: line.split(' ').map((w) => (w.includes('$') ? unknown(w) : word(w))),
  assigns: [],
  dirs: ['/repo'],
  stdin: [],
  text: line,
  via: [],
});
const written = (line: string) =>
  commandWrites(command(line)).targets.map(
    (t) => `${t.word.raw}${t.removes ? ' (removed)' : ''}${t.tree ? ' (tree)' : ''}`,
  );

describe('write targets of file tools (review-15b F08)', () => {
  it.each<[string, string[]]>([
    ['shuf -o guard.sh guard.sh', ['guard.sh']],
    ['shuf --output=guard.sh notes', ['guard.sh']],
    ['shuf --outp guard.sh notes', ['guard.sh']],
    ['shuf -n 3 -oguard.sh notes', ['guard.sh']],
    ['shuf notes', []],
    ['shuf --random-source guard.sh notes', []],
    ['xxd guard.sh guard.sh', ['guard.sh']],
    ['xxd -r dump guard.sh', ['guard.sh']],
    ['xxd -c 8 guard.sh out', ['out']],
    ['xxd -cols 8 -s -16 guard.sh out', ['out']],
    ['xxd -c8 guard.sh out', ['out']],
    ['xxd guard.sh', []],
    ['xxd -- guard.sh out', ['out']],
    ['iconv -f utf8 -t utf16 -o guard.sh guard.sh', ['guard.sh']],
    ['iconv --output=guard.sh x', ['guard.sh']],
    ['iconv --out guard.sh x', ['guard.sh']],
    ['iconv -f utf8 -t ascii guard.sh', []],
    ['zip -qm /tmp/x.zip guard.sh', ['/tmp/x.zip', 'guard.sh (removed)']],
    ['zip --move a.zip guard.sh', ['a.zip', 'guard.sh (removed)']],
    ['zip -rm a hooks', ['a', 'a.zip', 'hooks (removed) (tree)']],
    ['zip -r a.zip src -x src/x', ['a.zip']],
    ['zip -m a.zip src -x guard.sh', ['a.zip', 'src (removed)']],
    ['zip -O guard.sh a.zip x', ['guard.sh', 'a.zip']],
    ['zip -m@ a.zip', ['a.zip', '(names read from input) (removed) (tree)']],
    ['cmake -E rm -f guard.sh', ['guard.sh (removed)']],
    ['cmake -E rm -rf docs', ['docs (removed) (tree)']],
    ['cmake -E remove guard.sh', ['guard.sh (removed)']],
    ['cmake -E remove_directory hooks', ['hooks (removed) (tree)']],
    ['cmake -E copy INDEX.md guard.sh', ['guard.sh']],
    ['cmake -E copy_if_different a b hooks', ['hooks']],
    ['cmake -E copy -t hooks a b', ['hooks']],
    ['cmake -E copy_directory src hooks', ['hooks (tree)']],
    ['cmake -E rename guard.sh x.sh', ['guard.sh (removed) (tree)', 'x.sh (tree)']],
    ['cmake -E touch .diffgate.tsv', ['.diffgate.tsv']],
    ['cmake -E make_directory a b', ['a', 'b']],
    ['cmake -E create_symlink x guard.sh', ['guard.sh']],
    ['cmake -E tar xf a.tar', ['. (tree)']],
    ['cmake -E echo guard.sh', []],
    ['cmake --build build', []],
    ['objcopy --update-section=x=guard.sh /dev/null guard.sh', ['guard.sh']],
    ['objcopy --strip-debug guard.sh', ['guard.sh']],
    ['objcopy -O binary a.elf a.bin', ['a.bin']],
    ['objcopy --only-section .text a.elf a.bin', ['a.bin']],
    ['objcopy --dump-section .x=guard.sh a.elf b.elf', ['guard.sh', 'b.elf']],
    ['openssl enc -base64 -in guard.sh -out guard.sh', ['guard.sh']],
    ['openssl enc -base64 -in x -out=guard.sh', ['guard.sh']],
    ['openssl req -new --keyout guard.sh --out x.csr', ['guard.sh', 'x.csr']],
    ['openssl ca -outdir hooks', ['hooks (tree)']],
    ['openssl rand -hex 8', []],
    ['openssl x509 -in guard.sh -noout -text', []],
    ['split -n1 guard.sh logs/decisions.md', ['logs/decisions.md?*']],
    ['split -l 10 notes', ['x?*']],
    ['split -n l/1/2 notes', []],
    ['split --additional-suffix=.sqlite notes db.', ['db.?*.sqlite']],
    ['split --filter=sh notes', ['(what the filter command writes) (tree)', 'x?*']],
  ])('%s writes %j', (line, targets) => expect(written(line)).toEqual(targets));

  it('an option word not known before it runs may be the one that writes (shuf $OPT FILE)', () => {
    expect(written('shuf $OPT guard.sh')).toContain('guard.sh');
    expect(written('openssl enc $OUT guard.sh')).toContain('guard.sh');
    expect(written('zip a.zip $M guard.sh')).toContain('guard.sh (removed)');
    expect(written('shuf --output=$X notes')).toEqual(['$X']);
  });

  it('longPrefixes expands a long option only when one matches', () => {
    const out = longPrefixes([word('--outp'), word('--o=x'), word('--'), word('--outp')], ['--output', '--other']);
    expect(out.map((w) => w.raw)).toEqual(['--output', '--o=x', '--', '--outp']);
  });
});
