/** What each rule says when it blocks a change: what, why (the manifest's reason), and the next action. */
import { NO_WORKAROUND, WAIT, plural } from './common.js';

export const fileKind = (t: string) =>
  t === 'file' ? 'a regular file' : t === 'symlink' ? 'a symlink' : 'a submodule';

export const violationText = {
  freeze: {
    modified: () => 'Changed the content of a frozen file.',
    deleted: () => 'Deleted a frozen file.',
    renamed: (to: string) => `Renamed a frozen file away (to ${to}); that deletes its path.`,
    mode: (from: string, to: string) => `Changed the mode of a frozen file (${from} -> ${to}).`,
    type: (from: string, to: string) => `Changed a frozen path from ${fileKind(from)} to ${fileKind(to)}.`,
    next: () => `This file is frozen. ${NO_WORKAROUND} ${WAIT}`,
  },
  invariant: {
    changed: (a: number, b: number) => `Changed the invariant span that was at lines ${a}-${b}.`,
    deleted: (n: number) => `Deleted or renamed away a file with ${plural(n, 'invariant span')}.`,
    binary: () => 'Changed a binary file that has invariant spans; a binary change counts as a change to all of it.',
    nested: (line: number) => `An INVARIANT-START at line ${line} opens a span inside another span.`,
    unopened: (line: number) => `An INVARIANT-END at line ${line} closes no span.`,
    unclosed: (line: number) => `The span opened at line ${line} is never closed; it runs to the end of the file.`,
    next: () =>
      `The lines between INVARIANT-START and INVARIANT-END (markers included) must stay exactly as they were. Edit outside the span. If the span itself must change, do not work around the block by changing another file instead: ${WAIT.charAt(0).toLowerCase()}${WAIT.slice(1)}`,
    markersNext: () =>
      'Keep every INVARIANT-START paired with its own INVARIANT-END, without nesting; restore the marker you moved or removed.',
  },
  append: {
    changed: (oldLine: number) => `Removed or changed existing line ${oldLine} of an append-only file.`,
    moved: (oldLine: number, newLine: number) =>
      `Moved existing line ${oldLine} of an append-only file (its text is now at line ${newLine}); existing lines keep their place and order.`,
    notAtEnd: (oldLine: number) =>
      `Inserted or changed content before the end of an append-only file (at its line ${oldLine}); new lines go at the end.`,
    deleted: () => 'Deleted or renamed away an append-only file.',
    binary: () => 'Changed a binary append-only file; a binary change counts as a change to all of it.',
    headNext: (line: string) =>
      `This file is append-only from its first released line down: the lines above it may change, the released lines may not. Restore ${JSON.stringify(line)} and the released lines around it exactly; add new entries above the released part. ${NO_WORKAROUND}`,
    next: (atEnd: boolean) =>
      `This file is append-only. Restore the existing lines exactly and add your text as new lines${atEnd ? ' after the existing content' : ''}. ${NO_WORKAROUND}`,
  },
  budget: {
    lines: (after: number, before: number, limit: number) =>
      `Grew a file that is over its budget: ${after} lines after the change (was ${before}), budget ${limit}.`,
    bytes: (after: number, before: number, limit: number) =>
      `Grew a file that is over its budget: ${after} bytes after the change (was ${before}), budget ${limit}.`,
    next: (measure: 'lines' | 'bytes', limit: number) =>
      `This file is over its budget of ${limit} ${measure}. Make room first: merge, shorten or remove existing ${measure === 'lines' ? 'lines' : 'text'} so the change does not grow it (one in, one out). ${NO_WORKAROUND}`,
  },
  deny: {
    added: () => 'Added a path the manifest denies.',
    next: (path: string) =>
      `Remove it from the change (git rm --cached -- ${JSON.stringify(path)}) and keep it out of the repository. If it must be committed, a person adds an "allow" line for it to the manifest.`,
    /** For a file git does not track yet (check --worktree): nothing to unstage. */
    nextUntracked: (path: string) =>
      `Do not add it (it is not staged): move it out of the repository or add ${JSON.stringify(path)} to .gitignore. If it must be committed, a person adds an "allow" line for it to the manifest.`,
  },
  secret: {
    added: (segment: string) =>
      `Added a path that looks like a secret (${JSON.stringify(segment)} is on the built-in secret list).`,
    reason: () => 'Secrets, keys and production credentials must not enter the repository.',
    next: (path: string) =>
      `Remove it from the change (git rm --cached -- ${JSON.stringify(path)}) and add it to .gitignore. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
    /** For a file git does not track yet (check --worktree): nothing to unstage. */
    nextUntracked: (path: string) =>
      `Do not add it (it is not staged): add ${JSON.stringify(path)} to .gitignore, or move it out of the repository. If it is not a secret (a test fixture, say), a person adds an "allow" line for it to the manifest.`,
  },
  manifest: {
    weakened: (kind: string, pattern: string, source: string) =>
      `Removed or weakened the rule "${kind} ${pattern}" (${source}).`,
    loosened: (kind: string, pattern: string) => `Added a loosening rule "${kind} ${pattern}".`,
    release: (phrases: string[]) =>
      `Changed the release phrase (now ${phrases.map((p) => JSON.stringify(p)).join(', ')}).`,
    invalid: (detail: string) => `The changed manifest does not parse: ${detail}`,
    reason: () => 'The manifest protects itself: a change may add or strengthen rules, never remove or weaken one.',
    next: () =>
      `Keep the old rule as it was; you may add a stricter or broader rule beside it. ${NO_WORKAROUND} ${WAIT}`,
    invalidNext: () => 'Fix the manifest line named above; the manifest must parse before anything else is checked.',
    adopted: (n: number) =>
      `Adopting a first manifest (${n === 1 ? '1 rule' : `${n} rules`}; none was in force): it may hold any rule.`,
    adoptedAllows: (kind: string, pattern: string, line: number) =>
      `  it allows: ${kind === 'allow' ? `adding ${JSON.stringify(pattern)} despite deny rules and the built-in secret list` : kind === 'command-allow' ? `the command ${JSON.stringify(pattern)} without asking` : `a person to release a block by typing ${JSON.stringify(pattern)}`} (line ${line})`,
    adoptedFromNow: () =>
      'From the next change on, the manifest protects itself: rules may be added or strengthened, never removed or weakened.',
  },
};
