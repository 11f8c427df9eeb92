/**
 * The text an Edit or MultiEdit leaves, computed as the tool computes it: each old_string must
 * occur; its first occurrence is replaced, or every one with replace_all; MultiEdit applies its
 * edits in order, each to the result of the one before, and fails as a whole. Replacement is
 * literal (no `$&` patterns). An empty old_string creates the file, or fills an empty one.
 * Where the file uses CRLF line endings and the edit's strings use LF, the edit is matched with
 * CRLF, as Claude Code does for files it reads with CRLF.
 */
export interface Edit {
  oldString: string;
  newString: string;
  replaceAll: boolean;
}

export type EditResult = { ok: true; text: string } | { ok: false; failed: number; why: 'not-found' | 'exists' };

export function applyEdits(current: string | null, edits: readonly Edit[]): EditResult {
  let text = current;
  for (let i = 0; i < edits.length; i++) {
    const edit = edits[i]!;
    if (edit.oldString === '') {
      if (text !== null && text !== '') return { ok: false, failed: i, why: 'exists' };
      text = edit.newString;
      continue;
    }
    if (text === null) return { ok: false, failed: i, why: 'not-found' };
    const next = replace(text, edit) ?? (text.includes('\r\n') ? replace(text, crlf(edit)) : undefined);
    if (next === undefined) return { ok: false, failed: i, why: 'not-found' };
    text = next;
  }
  return { ok: true, text: text ?? '' };
}

function replace(text: string, edit: Edit): string | undefined {
  const at = text.indexOf(edit.oldString);
  if (at === -1) return undefined;
  if (edit.replaceAll) return text.split(edit.oldString).join(edit.newString);
  return text.slice(0, at) + edit.newString + text.slice(at + edit.oldString.length);
}

function crlf(edit: Edit): Edit {
  const to = (s: string) => s.replace(/\r?\n/g, '\r\n');
  return { ...edit, oldString: to(edit.oldString), newString: to(edit.newString) };
}
