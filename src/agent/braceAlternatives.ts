/**
 * How many strings a brace pattern stands for, counted on the `braces` package's parse tree
 * without making them: `src/{1..1000}{1..1000}{1..1000}.ts` is 10^9 strings, which
 * `braces.expand` would build synchronously (review-15c F04, a hook that never answers).
 * Lists add up their alternatives, consecutive lists and ranges multiply. Where the tree has a
 * shape this count does not know, it counts high, never low: a count is only used as a cap.
 */

/** A node of `braces.parse`'s tree (the package's types do not declare `parse`). */
export interface BraceNode {
  type: string;
  value?: string;
  nodes?: BraceNode[];
  commas?: number;
  ranges?: number;
  close?: boolean;
}

export function braceAlternatives(root: BraceNode): number {
  return sequence(root.nodes ?? []);
}

function sequence(nodes: readonly BraceNode[]): number {
  let n = 1;
  for (const node of nodes) if (node.type === 'brace') n *= list(node);
  return n;
}

function list(node: BraceNode): number {
  const inner = (node.nodes ?? []).filter((n) => n.type !== 'open' && n.type !== 'close');
  let n = sequence(inner); // text, or a list's nested lists
  if (!node.close) return n;
  if ((node.ranges ?? 0) > 0) n = Math.max(n, range(inner));
  if ((node.commas ?? 0) > 0) {
    let sum = 0;
    let part: BraceNode[] = [];
    for (const child of inner) {
      if (child.type === 'comma') {
        sum += sequence(part);
        part = [];
      } else part.push(child);
    }
    n = Math.max(n, sum + sequence(part));
  }
  return n;
}

const isInteger = (s: string) => s !== '' && Number.isInteger(Number(s));

/**
 * `{1..1000}`, `{a..z}`, `{1..10..3}`: the range's length, read as `braces` reads it (its text
 * parts are the ends and the step; ends of one character that are not numbers are letters);
 * 1 for a text that is no range.
 */
function range(inner: readonly BraceNode[]): number {
  const [from, to, by] = inner.filter((n) => n.type === 'text').map((n) => n.value ?? '');
  if (!from || !to) return 1;
  if (by !== undefined && by !== '' && !isInteger(by)) return 1;
  const step = Math.abs(Number(by || 1)) || 1;
  if (isInteger(from) && isInteger(to)) return Math.floor(Math.abs(Number(to) - Number(from)) / step) + 1;
  if ((!isInteger(from) && from.length > 1) || (!isInteger(to) && to.length > 1)) return 1;
  return Math.floor(Math.abs(to.charCodeAt(0) - from.charCodeAt(0)) / step) + 1;
}
