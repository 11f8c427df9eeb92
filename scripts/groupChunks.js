// Merges the chunks that one `import()` loads together into one file. webpack splits the modules
// shared by several commands into chunks of their own, so loading `diffgate check` took seven files
// and a Write through the Claude hook eight. Each chunk costs node a module lookup, a file read and a
// compile of its own, a part of what the hook adds to node's start. So each site
// `Promise.all([e(6), e(36), e(524)])` becomes `e("6-36-524")`, a file holding the modules of all
// three that marks all three as loaded. A module that is already loaded is registered again but not
// run again (webpack keeps its exports by id). Chunks that no site loads alone any more are removed.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SITE =
  /Promise\.all\(\/\* import\(\)(?: \| [\w-]+)? \*\/\[((?:(?:__webpack_require__|__nccwpck_require__)\.e\(\d+\)(?:, )?)+)\]\)/g;
const SINGLE = /(?:__webpack_require__|__nccwpck_require__)\.e\((?:\/\* import\(\) (?:\| [\w-]+ )?\*\/ )?(\d+)\)/g;
const MODULES_START = 'exports.modules = {\n';
const MODULE_HEAD = /\n(?=\/\*\*\*\/ \d+:\n)/;

/** The chunk's modules as `id → source text` (`/***\/ ID:\n/***\/ (...)`, without the separating comma). */
function modulesOf(code, name) {
  const start = code.indexOf(MODULES_START);
  const end = code.lastIndexOf('\n};');
  if (start === -1 || end < start) throw new Error(`groupChunks: ${name} is not a webpack chunk`);
  const modules = new Map();
  for (const piece of `\n${code.slice(start + MODULES_START.length, end)}`.split(MODULE_HEAD)) {
    const text = piece.trim().replace(/,$/, '');
    if (text === '') continue;
    const id = /^\/\*\*\*\/ (\d+):\n/.exec(text)?.[1];
    if (id === undefined) throw new Error(`groupChunks: cannot read the modules of ${name}`);
    modules.set(id, text);
  }
  return modules;
}

/** Rewrites the bundle in `dir` (index.js and its `N.index.js` chunks); returns the groups made. */
export function groupChunks(dir) {
  const files = readdirSync(dir).filter((f) => f === 'index.js' || /^\d+\.index\.js$/.test(f));
  const groups = new Map();
  for (const file of files) {
    const code = readFileSync(join(dir, file), 'utf8');
    const grouped = code.replace(SITE, (site, list) => {
      const runtime = site.includes('__nccwpck_require__') ? '__nccwpck_require__' : '__webpack_require__';
      const ids = [...list.matchAll(/\.e\((\d+)\)/g)].map((m) => Number(m[1])).sort((a, b) => a - b);
      const name = ids.join('-');
      groups.set(name, ids);
      return `${runtime}.e(/* import() */ ${JSON.stringify(name)})`;
    });
    if (grouped !== code) writeFileSync(join(dir, file), grouped);
  }
  for (const [name, ids] of groups) {
    const modules = new Map();
    for (const id of ids) {
      const file = `${id}.index.js`;
      for (const [m, text] of modulesOf(readFileSync(join(dir, file), 'utf8'), file)) modules.set(m, text);
    }
    const body = [...modules.values()].join(',\n\n');
    writeFileSync(
      join(dir, `${name}.index.js`),
      `"use strict";\nexports.id = ${JSON.stringify(name)};\nexports.ids = ${JSON.stringify([name, ...ids])};\nexports.modules = {\n\n${body}\n\n};\n`,
    );
  }
  // A chunk still loaded on its own somewhere stays; one that only groups load goes.
  const alone = new Set();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(SINGLE)) alone.add(Number(m[1]));
  }
  for (const ids of groups.values())
    for (const id of ids) if (!alone.has(id)) rmSync(join(dir, `${id}.index.js`), { force: true });
  return groups;
}
