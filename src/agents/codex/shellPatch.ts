/**
 * The patches a Codex shell line hands to apply_patch. codex-rs runs a shell line that calls
 * apply_patch as the patch itself (codex-rs/apply-patch/src/invocation.rs: the direct form
 * `apply_patch <patch>`, a heredoc `apply_patch <<'EOF' ... EOF`, the same after `cd <path> &&`,
 * and any of them inside `bash -lc "..."`), relative to the folder it cd's into. Every patch found
 * in the line, under each way it may be quoted (plain, `'...'` with `'\''`, `"..."` with
 * backslashes, `$'...'`), is returned with that folder; the shell line is judged as well.
 */
import { resolve } from 'node:path';

export interface ShellPatch {
  patch: string;
  /** The folder the patch is applied in (the cd'd folder, else the call's). */
  cwd: string;
}

const CALLS_PATCH = /\b(?:apply_patch|applypatch)\b/;
const PATCH = /\*\*\* Begin Patch[\s\S]*?\*\*\* End Patch/g;
const CD = /(?:^|[\s;&|("'])cd\s+(?:(['"])(.+?)\1|([^\s;&|'"]+))\s*&&\s*(?:apply_patch|applypatch)\b/;

const C_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', a: '\x07' };

/** The line read under each quoting a patch may be written in. */
function readings(command: string): string[] {
  const single = command.replace(/'\\''/g, "'");
  const double = command.replace(/\\(["\\$`])/g, '$1').replace(/\\\n/g, '');
  const ansi = command.replace(/\\([ntr\\'"a])/g, (_, c: string) => C_ESCAPES[c]!);
  return [...new Set([command, single, double, ansi, ansi.replace(/'\\''/g, "'")])];
}

export function shellPatches(command: string, cwd: string): ShellPatch[] {
  if (!CALLS_PATCH.test(command) || !command.includes('*** Begin Patch')) return [];
  const out = new Map<string, ShellPatch>();
  for (const text of readings(command)) {
    const cd = CD.exec(text);
    const dir = cd ? resolve(cwd, cd[2] ?? cd[3]!) : cwd;
    for (const m of text.matchAll(PATCH)) out.set(`${dir}\0${m[0]}`, { patch: `${m[0]}\n`, cwd: dir });
  }
  return [...out.values()];
}
