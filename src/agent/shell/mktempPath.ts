/**
 * What `$(mktemp ...)` stands for: a new file in the temporary folder, or next to the template it
 * is given. Its name is unknown (the X's are random) but its folder is not, and the random part
 * holds no slash: it becomes a glob of one name there (`/tmp/tmp.*`), so a write to it is judged
 * as a write to such a name in that folder (`f=$(mktemp); echo x > "$f"` writes under /tmp, not
 * anywhere). Only plain forms are read; anything else stays an unknown word.
 *
 * GNU and BSD mktemp: with no template the file is made in $TMPDIR (else /tmp); a template without
 * a slash is made in the current folder unless `-t`, `--tmpdir` or `-p DIR` put it in the temporary
 * folder (or DIR); the last run of three or more X's is replaced.
 */
import type { ParsedScript } from 'unbash';
import type { ShellEnv, ShellState } from './state.js';
import { textOf, type Value } from './words.js';

const FLAGS = new Set(['-d', '-u', '-q', '--directory', '--dry-run', '--quiet']);

export function mktempValue(script: ParsedScript | undefined, state: ShellState, env: ShellEnv): Value | undefined {
  const stmt = script?.commands.length === 1 ? script.commands[0] : undefined;
  const cmd = stmt && !stmt.background ? stmt.command : undefined;
  if (cmd?.type !== 'Command' || !cmd.name || cmd.name.parts || cmd.prefix.length > 0) return undefined;
  if (cmd.name.text !== 'mktemp' && !/^\/(usr\/)?bin\/mktemp$/.test(cmd.name.text)) return undefined;
  const words: string[] = [];
  for (const a of cmd.args) {
    if (a.type !== 'Word' || a.parts) return undefined; // quoted or expanded: not read here
    words.push(a.text);
  }
  let tmpdirMode = false;
  let dir: string | undefined;
  let suffix = '';
  const operands: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (FLAGS.has(w) || /^-[duq]+$/.test(w)) continue;
    if (w === '-t' || w === '--tmpdir') tmpdirMode = true;
    else if (w.startsWith('--tmpdir=')) dir = w.slice('--tmpdir='.length);
    else if (w === '-p') dir = words[++i];
    else if (/^-p./.test(w)) dir = w.slice(2);
    else if (w.startsWith('--suffix=')) suffix = w.slice('--suffix='.length);
    else if (w === '--suffix') suffix = words[++i] ?? '';
    else if (w.startsWith('-')) return undefined;
    else operands.push(w);
  }
  if (operands.length > 1 || dir === '' || suffix.includes('/')) return undefined;
  const inTmp = tmpdirMode || dir !== undefined || operands.length === 0;
  let folder = '';
  if (inTmp) {
    const base = dir ?? temporaryFolder(state, env);
    if (base === undefined) return undefined;
    folder = base.endsWith('/') ? base : `${base}/`;
  }
  const template = operands[0] ?? 'tmp.XXXXXXXXXX';
  if (inTmp && template.includes('/')) return undefined;
  const m = /^(.*?)(X{3,})([^X]*)$/s.exec(template);
  if (!m) return undefined;
  // The random part as a glob (letters and digits, never a slash): the path is matched against the
  // rules as a pattern of one folder, and no existing file is the new one.
  const value: Value = [];
  if (folder + m[1]! !== '') value.push({ text: folder + m[1]!, quoted: true });
  value.push({ text: '*', quoted: false });
  if (m[3]! + suffix !== '') value.push({ text: m[3]! + suffix, quoted: true });
  return value;
}

/** $TMPDIR as the line set it (unknown when set to something unknown), else as the hook sees it, else /tmp. */
function temporaryFolder(state: ShellState, env: ShellEnv): string | undefined {
  if (state.vars.has('TMPDIR')) {
    const values = state.vars.get('TMPDIR');
    const text = values?.length === 1 ? textOf(values[0]!) : undefined;
    return text === undefined || text === '' ? undefined : text;
  }
  return env.tmpDir || '/tmp';
}
