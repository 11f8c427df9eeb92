/** Rules as the manifest declares them. */
export type PathRuleKind = 'freeze' | 'invariant' | 'append' | 'budget' | 'deny' | 'allow' | 'save-gate';
export type CommandRuleKind = 'command-allow' | 'command-ask' | 'command-deny';
export type RuleKind = PathRuleKind | CommandRuleKind | 'release';

/** Letters from the seed's manifest: A freeze, B invariant, C append. */
export const KIND_ALIASES: Readonly<Record<string, RuleKind>> = { A: 'freeze', B: 'invariant', C: 'append' };

export const RULE_KINDS: readonly RuleKind[] = [
  'freeze',
  'invariant',
  'append',
  'budget',
  'deny',
  'allow',
  'save-gate',
  'release',
  'command-allow',
  'command-ask',
  'command-deny',
];

export interface RuleOptions {
  /** append: new lines only after the existing content. */
  atEnd?: boolean;
  /**
   * append: a record with a mutable head. The lines above the first line matching this regular
   * expression may change freely; from that line down the file is append-only.
   */
  head?: string;
  /** budget limits. */
  lines?: number;
  bytes?: number;
  /** save-gate trigger words. */
  words?: string[];
}

export interface Rule {
  kind: RuleKind;
  /** A glob for path rules, a phrase for release, a command prefix for command rules. */
  pattern: string;
  reason: string;
  options: RuleOptions;
  /** Where the rule is written. */
  file: string;
  line: number;
  /** The option column as written, for messages and comparisons. */
  optionsText: string;
}

export function isPathKind(kind: RuleKind): kind is PathRuleKind {
  return kind !== 'release' && !kind.startsWith('command-');
}

/** A path rule's pattern that names files outside the repository (Claude adapter only). */
export function isOutsidePattern(pattern: string): boolean {
  return pattern.startsWith('~/') || pattern.startsWith('/');
}

export const DEFAULT_RELEASE_PHRASE = 'guard release';

/** The phrases that release a block: the manifest's `release` rules, else the default. */
export function releasePhrases(rules: readonly Rule[]): string[] {
  const phrases = rules.filter((r) => r.kind === 'release').map((r) => r.pattern);
  return phrases.length > 0 ? phrases : [DEFAULT_RELEASE_PHRASE];
}
export const DEFAULT_SAVE_WORDS: readonly string[] = ['save', 'remember'];
