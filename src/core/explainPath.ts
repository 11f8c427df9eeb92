/** `diffgate explain PATH`: which rules cover a path, as data. */
import type { Checker } from './check.js';
import type { Rule } from './rule.js';

export interface PathExplanation {
  path: string;
  rules: readonly Rule[];
  allowedBy: readonly Rule[];
  /** The built-in secret list segment the path matches, if any. */
  secret: string | undefined;
}

export function explainPath(checker: Checker, path: string): PathExplanation {
  return { path, ...checker.rulesFor(path) };
}
