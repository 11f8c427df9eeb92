/** Which path rules an edited file falls under, for the edit tools' decisions. */
import { PathIndex } from '../../core/pathIndex.js';
import type { Rule } from '../../core/rule.js';
import type { Context } from '../context.js';
import type { ToolPath } from '../toolPath.js';

/** One index per list of rules: the pre-check, the save gates and a refused edit all ask it in one call. */
const indexes = new WeakMap<readonly Rule[], PathIndex>();

/** The path rules (of the repository's manifest inside it, of the lines naming outside paths else) that match the file. */
export function pathRulesAt(ctx: Context, path: ToolPath): readonly Rule[] {
  const rules = path.inRepo ? ctx.rules.repo.rules : ctx.rules.outside.rules;
  let index = indexes.get(rules);
  if (!index)
    indexes.set(
      rules,
      (index = new PathIndex(
        rules.filter((r) => r.kind !== 'allow' && r.kind !== 'release' && !r.kind.startsWith('command-')),
      )),
    );
  return index.match(path.rel);
}

/** Whether any path rule, or the manifests' own protection, covers the file. */
export function covered(ctx: Context, path: ToolPath): boolean {
  if (path.real === ctx.rules.repoFile || ctx.rules.userFiles.includes(path.real)) return true;
  return pathRulesAt(ctx, path).length > 0;
}
