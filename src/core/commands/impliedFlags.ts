/**
 * Flags a command has by what it does, though not written as such: `git push origin +main` and
 * `git push --mirror` force-update the remote like `git push --force`, so a rule on `--force`
 * (or `-f`) matches them too.
 */
import { known, type ArgWord } from './argWord.js';
import type { Canonical } from './canonicalPrefix.js';
import type { FlagFacts } from './flagFacts.js';
import { hasFlag, optionsOf } from './longOptions.js';

export function impliedFlags(flags: FlagFacts, canonical: Canonical, argv: readonly ArgWord[]): FlagFacts {
  const prefix = canonical.prefixes[0] ?? [];
  if (prefix[0] !== 'git' || prefix[1] !== 'push') return flags;
  const options = optionsOf('git push');
  const after = argv.slice(argv.findIndex((w) => known(w) === 'push') + 1);
  const end = after.findIndex((w) => known(w) === '--');
  const operands = (end === -1 ? after : after.slice(end + 1)).map(known);
  const forced =
    hasFlag(flags.present, '--mirror', options) ||
    operands.some((t) => t !== undefined && t.length > 1 && t.startsWith('+'));
  if (!forced) return flags;
  return { ...flags, present: new Set([...flags.present, '--force', '-f']) };
}
