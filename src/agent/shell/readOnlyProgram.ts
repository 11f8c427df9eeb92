/**
 * Whether an inline program surely only reads files (`python3 -c 'print(open("guard.sh").read())'`,
 * `node -e 'console.log(require("fs").readFileSync("guard.sh", "utf8"))'`): then the protected
 * paths it names are read, not written, and it passes. Recognised by what it may call, not by
 * what it means: the program holds no name of anything that writes, runs or reaches names
 * indirectly (`getattr`, `eval`, `globals()`, computed members, string escapes that could spell a
 * name), imports only modules that cannot write, and opens files only with a literal read mode.
 * Everything else is judged as before: a program that names a protected path may write it.
 */

/** Python modules that cannot write files or run programs. */
const PY_SAFE_MODULES = new Set([
  'json',
  'sys',
  're',
  'csv',
  'tomllib',
  'yaml',
  'pprint',
  'collections',
  'itertools',
  'functools',
  'textwrap',
  'math',
  'hashlib',
  'base64',
  'string',
  'difflib',
  'statistics',
]);

/** A call of open with a literal path and no mode or a literal read mode (what the program opens is named as a string). */
const PY_READ_OPEN =
  /\bopen\(\s*(?:'[^'\\]*'|"[^"\\]*")\s*(?:,\s*(?:mode\s*=\s*)?(?:'r[bt]?'|"r[bt]?"))?\s*(?:,\s*encoding\s*=\s*(?:'[\w-]+'|"[\w-]+"))?\s*\)/g;
/** Names that write, run, or reach other names indirectly. */
const PY_UNSAFE =
  /\b(?:open|exec|eval|compile|getattr|setattr|delattr|globals|locals|vars|breakpoint|input|__\w+__|write|writelines|truncate|os|shutil|subprocess|pathlib|Path|io|ctypes|importlib|pty|socket|tempfile|fileinput|signal|system|popen|unlink|remove|rename|replace|rmtree|mkdir|chmod|chown|symlink|link)\b|\\/;

/** Node: the fs functions that only read, the only members of fs it may use. */
const NODE_FS_READ = /\b(?:readFileSync|existsSync|statSync|lstatSync|readdirSync|readlinkSync|realpathSync)\b/g;
const NODE_UNSAFE =
  /\b(?:write\w*|append\w*|unlink\w*|rm\w*|rename\w*|copy\w*|cp\w*|mkdir\w*|mkdtemp\w*|chmod\w*|chown\w*|truncate\w*|symlink\w*|link\w*|utimes\w*|open\w*|create\w*|child_process|exec\w*|spawn\w*|fork|eval|Function|import|process|globalThis|global|Reflect|Proxy|constructor|prototype|__proto__|Buffer|fetch|require\s*\.\s*\w+|module|promises|fd\w*)\b|\[|\\|`/;

export function readOnlyProgram(interpreter: string, text: string): boolean {
  if (/^python[\d.]*$/.test(interpreter)) return readOnlyPython(text);
  if (interpreter === 'node' || interpreter === 'nodejs') return readOnlyNode(text);
  return false;
}

function readOnlyPython(text: string): boolean {
  for (const m of text.matchAll(/^\s*(?:from\s+([\w.]+)\s+import\b[^\n;]*|import\s+([^\n;]+))/gm)) {
    const names = m[1] !== undefined ? [m[1]] : m[2]!.split(',').map((s) => s.trim().split(/\s+as\s+/)[0]!);
    if (!names.every((n) => PY_SAFE_MODULES.has(n))) return false;
  }
  // `import` anywhere else (inside a line, after `;`): not read here
  const rest = text.replace(/^\s*(?:from\s+[\w.]+\s+)?import\b[^\n;]*/gm, '').replace(PY_READ_OPEN, 'READ');
  if (/\bimport\b/.test(rest)) return false;
  return !PY_UNSAFE.test(rest);
}

function readOnlyNode(text: string): boolean {
  const rest = text.replace(/\brequire\(\s*(['"])(?:node:)?(?:fs|path)\1\s*\)/g, 'LIB').replace(NODE_FS_READ, 'READ');
  return !NODE_UNSAFE.test(rest);
}
