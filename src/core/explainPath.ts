/**
 * `diffgate explain PATH`: which rules cover a path, as data, and what a commit that changes it
 * gets from the checker. Every path rule is listed (save-gate too, which only the agent hook
 * enforces), with the same matcher the checker and the hooks use; the manifest's own implicit
 * strengthen-only rule is named when the path is the manifest.
 */
import type { Manifest } from './parseManifest.js';
import { PathIndex } from './pathIndex.js';
import { isPathKind, type Rule } from './rule.js';
import { secretSegment } from './secrets.js';

export interface PathExplanation {
  path: string;
  /** Every path rule but allow that matches, in manifest order. */
  rules: readonly Rule[];
  allowedBy: readonly Rule[];
  /** The built-in secret list segment the path matches, if any (whether or not an allow exempts it). */
  secret: string | undefined;
  /** The path is the manifest in force: a change to it may only add or strengthen rules. */
  isManifest: boolean;
  /** What a commit (or pull request) that changes the path gets from the checker. */
  commit: { verdict: 'blocked' | 'judged' | 'free'; rules: string[] };
}

/** One index per manifest (explain asks for several paths). */
const indexes = new WeakMap<Manifest, { rules: PathIndex; allow: PathIndex }>();

/**
 * `exists`: whether the path exists now. A commit that modifies an existing file meets freeze,
 * invariant, append and budget; one that adds a missing path meets deny, the secret list and budget.
 */
export function explainPath(
  manifest: Manifest,
  manifestPath: string | null,
  path: string,
  exists: boolean,
): PathExplanation {
  let index = indexes.get(manifest);
  if (!index) {
    const pathRules = manifest.rules.filter((r) => isPathKind(r.kind));
    index = {
      rules: new PathIndex(pathRules.filter((r) => r.kind !== 'allow')),
      allow: new PathIndex(pathRules.filter((r) => r.kind === 'allow')),
    };
    indexes.set(manifest, index);
  }
  const rules = [...index.rules.match(path)].sort((a, b) => a.line - b.line);
  const allowedBy = index.allow.match(path);
  const secret = secretSegment(path);
  const isManifest = manifestPath !== null && path === manifestPath;
  const blocked: string[] = [];
  const judged: string[] = [];
  if (isManifest) judged.push('manifest');
  for (const r of rules) {
    if (r.kind === 'freeze' && exists) blocked.push(r.kind);
    else if ((r.kind === 'invariant' || r.kind === 'append') && exists) judged.push(r.kind);
    else if (r.kind === 'budget') judged.push(r.kind);
    else if (r.kind === 'deny' && !exists && allowedBy.length === 0) blocked.push(r.kind);
  }
  if (secret !== undefined && !exists && allowedBy.length === 0) blocked.push('secret');
  const commit =
    blocked.length > 0
      ? { verdict: 'blocked' as const, rules: unique(blocked) }
      : judged.length > 0
        ? { verdict: 'judged' as const, rules: unique(judged) }
        : { verdict: 'free' as const, rules: [] };
  return { path, rules, allowedBy, secret, isManifest, commit };
}

const unique = (xs: string[]) => [...new Set(xs)];
