// The real clients' timing tests' arithmetic and their floor (conformance/lib/timing.ts), without a client: the quartiles, the
// paired order, and the floor command made from an installed one.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { floorCommand, median, pairedTurns, quantile } from '../../conformance/lib/timing.js';

describe('timing', () => {
  it('takes quantiles between the nearest values', () => {
    expect(quantile([4, 1, 3, 2], 0.25)).toBe(1.75);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([1, 2, 3, 10])).toBe(2.5);
  });

  it('runs the pairs back to back, the order alternating, after one uncounted turn a side', async () => {
    const order: string[] = [];
    const r = await pairedTurns(3, async (install) => {
      order.push(install ? 'w' : 'o');
      return order.length;
    });
    expect(order.join('')).toBe('wowoowwo');
    expect(r).toEqual({ turnWith: [3, 6, 7], turnWithout: [4, 5, 8] });
  });

  it('makes the floor from the installed command: the loader runs an empty CLI and exits 0', () => {
    const work = mkdtempSync(join(tmpdir(), 'diffgate-floor-test-'));
    try {
      // the installed command's shape (verifiedCommand.ts): node, the loader, the CLI's folder and sums, the cache and its sums
      const loader =
        'const f=require("fs"),c=require("crypto"),[n,d,h]=process.argv,s=f.readFileSync(d+"/SHA256SUMS");if(c.createHash("sha256").update(s).digest("hex")!==h)process.exit(2);require(d+"/index.js")';
      const installed = `NODE_OPTIONS= '${process.execPath}' -e '${loader}' '/nowhere/dist/cli' ${'a'.repeat(64)} '/nowhere/cache' ${'b'.repeat(64)} hook gemini || exit 2`;
      expect(spawnSync('sh', ['-c', installed]).status).not.toBe(0); // the real CLI is not there
      const floor = floorCommand(installed, 'gemini', work);
      expect(floor).not.toContain('/nowhere/');
      expect(spawnSync('sh', ['-c', floor], { input: '' }).status).toBe(0);
      expect(() => floorCommand('node cli.js hook gemini', 'gemini', work)).toThrow(/no verifying loader/);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
