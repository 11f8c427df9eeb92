/**
 * A synthetic history in the shape seen on real repositories (issue 31), written with one
 * `git fast-import`: a root commit holding the manifest (CHANGELOG.md append-only below its
 * Unreleased head, migrations frozen), then `commits` commits, each one CHANGELOG edit in the
 * Unreleased head and a change to a file no rule covers, some adding a migration, a release every
 * 25th, and a few breaking the manifest: a released entry corrected (every 97th) or an old
 * migration reformatted (every 131st). Returns the messages of the commits that break it, and of
 * all commits, oldest first. Shared by test/cli/pushHistory.test.ts and bench/pushHistory.js.
 */
import { execFileSync } from 'node:child_process';

export const HISTORY_MANIFEST = [
  'append\tCHANGELOG.md\tReleased changelog entries are a record\thead=^## \\[?v?\\d',
  'freeze\tdb/migrate/**\tMigrations are applied history: add a new one instead',
  '',
].join('\n');

/** fast-import's `data` command with the exact byte count, and the optional LF after it. */
const data = (text) => `data ${Buffer.byteLength(text)}\n${text}\n`;

/** Writes the history onto `ref` (default refs/heads/main) of the repository at `dir`. */
export function syntheticHistory(dir, commits, { ref = 'refs/heads/main', env = process.env } = {}) {
  let unreleased = ['- draft entry'];
  let released = ['## [1.0.0] - 2025-01-01', '', '- first', '- second', ''];
  const migrations = new Map([['db/migrate/0001_create_users.rb', migration(1)]]);
  const changelog = () => `# Changelog\n\n## [Unreleased]\n\n${unreleased.join('\n')}\n\n${released.join('\n')}`;
  const out = [];
  const blocked = [];
  const messages = [];
  let time = 1767225600; // 2026-01-01
  const commit = (message, files) => {
    time += 60;
    out.push(
      `commit ${ref}\n`,
      `author Bench <bench@diffgate.invalid> ${time} +0000\n`,
      `committer Bench <bench@diffgate.invalid> ${time} +0000\n`,
      data(message),
    );
    for (const [path, text] of files) out.push(`M 100644 inline ${path}\n`, data(text));
    out.push('\n');
    messages.push(message);
  };
  commit('c0', [
    ['.diffgate.tsv', HISTORY_MANIFEST],
    ['CHANGELOG.md', changelog()],
    ['src/app.txt', 'app 0\n'],
    ...migrations,
  ]);
  for (let i = 1; i <= commits; i++) {
    const message = `c${i}`;
    const files = [['src/app.txt', `app ${i}\n`]];
    if (i % 25 === 0) {
      // a release: the head's entries become a dated section above the released ones
      released = [`## [1.${i / 25}.0] - 2026-01-01`, '', ...unreleased, '', ...released];
      unreleased = [];
    } else if (i % 97 === 0) {
      released[2] = `${released[2]} (typo fixed in ${i})`; // a released entry corrected
      blocked.push(message);
    } else if (i % 3 === 0 && unreleased.length > 0) {
      unreleased[0] = `${unreleased[0]} (reworded)`;
    } else {
      unreleased.unshift(`- entry ${i}`);
    }
    files.push(['CHANGELOG.md', changelog()]);
    if (i % 131 === 0) {
      // a formatter run over an old migration
      const [path, text] = [...migrations][(i / 131) % migrations.size];
      const reformatted = text.replace(/ {2}/g, '    ').concat(`# reformatted ${i}\n`);
      migrations.set(path, reformatted);
      files.push([path, reformatted]);
      if (!blocked.includes(message)) blocked.push(message);
    } else if (i % 10 === 0) {
      const path = `db/migrate/${String(i + 1).padStart(4, '0')}_step_${i}.rb`;
      migrations.set(path, migration(i));
      files.push([path, migration(i)]);
    }
    commit(message, files);
  }
  execFileSync('git', ['fast-import', '--quiet', '--done'], {
    cwd: dir,
    env,
    input: `${out.join('')}done\n`,
    maxBuffer: 1 << 30,
  });
  return { blocked, messages };
}

function migration(i) {
  return `class Step${i} < ActiveRecord::Migration[7.1]\n  def change\n    add_column :users, :field_${i}, :string\n  end\nend\n`;
}
