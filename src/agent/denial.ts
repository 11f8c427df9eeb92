/**
 * What the Claude adapter blocks on, as data: the checker's violations, plus the adapter's own
 * refusals (workspace, secrets, shell write targets, gate switches). Rendered in render.ts.
 */
import { claudeText as c } from '../core/messages/claude.js';
import { violationText } from '../core/messages/violation.js';
import type { Violation } from '../core/verdict.js';
import type { Finding } from './protection.js';

export interface Denial {
  /** Stable id: a checker rule (`freeze`, `invariant`, ...) or the adapter's (`workspace`, `shell-target`, ...). */
  rule: string;
  path?: string;
  line?: number;
  endLine?: number;
  message: string;
  reason: string;
  next: string;
  /** Where the rule is written (`.diffgate.tsv:3`). */
  source?: string;
  /** Whether the person's release phrase lifts it (rules do; the workspace, secrets and gate switches do not). */
  releasable: boolean;
  /** For a save-gate: the words in the person's prompt that open it. */
  saveWords?: readonly string[];
}

/**
 * A checker violation as the hook reports it. The git hook's next step for an added path names
 * the staged file (`git rm --cached`); for an edit only proposed, nothing exists yet to remove.
 */
export function fromViolation(v: Violation): Denial {
  if (v.rule === 'deny') return { ...v, next: c.shell.denyNext(), releasable: true };
  if (v.rule === 'secret') return { ...v, next: c.workspace.secretNext(), releasable: false };
  return { ...v, releasable: true };
}

/** A shell command (or inline program) that would write a protected path; `edit` names the agent's checked edit tool. */
export function fromFinding(f: Finding, how: string, program: boolean, edit: string): Denial {
  const next = (kindNext: string) => (program ? c.shell.programNext(edit) : kindNext);
  switch (f.kind) {
    case 'rule': {
      const { rule } = f;
      const source = `${rule.file}:${rule.line}`;
      const base = { path: f.path, reason: rule.reason, source, releasable: true };
      if (rule.kind === 'save-gate') {
        return {
          ...base,
          rule: 'save-gate',
          message: c.saveGate.message(f.path),
          next: c.saveGate.next(rule.options.words ?? []),
          saveWords: rule.options.words ?? ['save', 'remember'],
        };
      }
      const message = program ? c.shell.programNames(how, f.path, rule.kind) : c.shell.writes(how, f.path, rule.kind);
      if (rule.kind === 'freeze') return { ...base, rule: 'freeze', message, next: next(violationText.freeze.next()) };
      if (rule.kind === 'deny') return { ...base, rule: 'deny', message, next: next(c.shell.denyNext()) };
      return { ...base, rule: rule.kind, message, next: c.shell.useEdit(edit) };
    }
    case 'manifest':
      return {
        rule: 'manifest',
        path: f.path,
        reason: violationText.manifest.reason(),
        message: program ? c.shell.programNames(how, f.path, 'manifest') : c.shell.writes(how, f.path, 'manifest'),
        next: c.shell.useEdit(edit),
        releasable: true,
      };
    case 'git-hooks':
      return {
        rule: 'gate-switch',
        path: f.path,
        reason: c.gate.reason(),
        message: c.gate.gitHooks(how, f.path),
        next: c.gate.next(),
        releasable: false,
      };
    case 'gate-file':
      return {
        rule: 'gate-switch',
        path: f.path,
        reason: c.gate.reason(),
        message: c.gate.gateFile(how, f.path),
        next: c.gate.next(),
        releasable: false,
      };
    case 'git':
      return {
        rule: 'git-dir',
        path: f.path,
        reason: c.gate.gitDirReason(),
        message: c.gate.gitDir(how, f.path),
        next: c.gate.gitDirNext(),
        releasable: false,
      };
    case 'secret':
      return {
        rule: 'secret',
        path: f.path,
        reason: violationText.secret.reason(),
        message: c.shell.secret(how, f.path, f.segment),
        next: c.workspace.secretNext(),
        releasable: false,
      };
  }
}
