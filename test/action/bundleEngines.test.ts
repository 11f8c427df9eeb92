/**
 * The Action's bundle carries its dependencies, so their `engines` must admit every node that the
 * package's own `engines` admits (its floor: node 20). Walks package-lock.json from the packages
 * src/action imports, resolving each dependency as node does (nested node_modules first).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/gitRepo.js';

/** What src/action imports from node_modules (the bundle holds these and what they depend on). */
const ROOTS = ['@actions/core', '@actions/github', '@octokit/plugin-retry', '@octokit/plugin-throttling'];

interface LockEntry {
  version: string;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const parse = (v: string) => v.split('.').map((n) => Number(n) || 0);
function compare(a: number[], b: number[]): number {
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** Whether `version` satisfies an engines range of the forms npm packages use (`>= 20`, `^20.19.0 || >=22`, `>=18.17`). */
function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split('||').some((part) =>
    part
      .trim()
      .replace(/([<>=^~]+)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((c) => {
        const m = /^(>=|<=|>|<|\^|~|=)?v?(\d+(?:\.\d+){0,2})/.exec(c);
        if (!m) throw new Error(`engines range not understood: ${range}`);
        const w = parse(m[2]!);
        const d = compare(v, w);
        switch (m[1]) {
          case '>=':
            return d >= 0;
          case '>':
            return d > 0;
          case '<=':
            return d <= 0;
          case '<':
            return d < 0;
          case '^':
            return d >= 0 && v[0] === w[0];
          case '~':
            return d >= 0 && v[0] === w[0] && v[1] === w[1];
          default:
            return d === 0 || (m[2]!.split('.').length === 1 && v[0] === w[0]);
        }
      }),
  );
}

describe('bundle dependencies and engines', () => {
  it.each([
    ['20.0.0', '>= 20', true],
    ['20.0.0', '>=22', false],
    ['20.0.0', '^20.19.0 || >=22.12.0', false],
    ['20.0.0', '>=18.17', true],
    ['24.0.0', '^20.0.0 || ^22.0.0 || >=24.0.0', true],
  ])('%s satisfies %s: %s', (version, range, want) => expect(satisfies(version, range)).toBe(want));

  it("every package bundled into the Action admits the package's lowest node", () => {
    const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8'));
    const floor = /(\d+(?:\.\d+){0,2})/.exec(pkg.engines.node)![1]!;
    const lock: Record<string, LockEntry> = JSON.parse(
      readFileSync(join(PROJECT_ROOT, 'package-lock.json'), 'utf8'),
    ).packages;
    const resolveFrom = (from: string, name: string): string | undefined => {
      for (let at = from; ; at = at.replace(/\/?node_modules\/(?:@[^/]+\/)?[^/]+$/, '')) {
        const key = `${at ? `${at}/` : ''}node_modules/${name}`;
        if (lock[key]) return key;
        if (at === '') return undefined;
      }
    };
    const seen = new Set<string>();
    const queue = ROOTS.map((r) => resolveFrom('', r)!);
    while (queue.length > 0) {
      const key = queue.pop()!;
      if (seen.has(key)) continue;
      seen.add(key);
      for (const dep of Object.keys({ ...lock[key]!.dependencies, ...lock[key]!.peerDependencies })) {
        const found = resolveFrom(key, dep);
        if (found) queue.push(found);
      }
    }
    const misfits = [...seen]
      .filter((key) => lock[key]!.engines?.node && !satisfies(floor, lock[key]!.engines!.node!))
      .map((key) => `${key}@${lock[key]!.version} (engines.node ${lock[key]!.engines!.node})`);
    expect(seen.size).toBeGreaterThan(10);
    expect(seen).toContain('node_modules/content-type');
    expect(misfits).toEqual([]);
  });
});
