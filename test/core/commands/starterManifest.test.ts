/**
 * The command examples `diffgate init` writes (commented out) compile when uncommented and match
 * what their reasons say: force pushes and hard resets denied, cleaning and publishing asked.
 */
import { describe, expect, it } from 'vitest';
import { commandRules } from '../../../src/core/commands/commandRules.js';
import { STARTER_MANIFEST } from '../../../src/core/messages/starterManifest.js';
import { parseManifest } from '../../../src/core/parseManifest.js';
import { judge } from './commandTable.js';

const uncommented = STARTER_MANIFEST.split('\n')
  .filter((l) => l.startsWith('# command-'))
  .map((l) => l.slice(2))
  .join('\n');
const { rules, errors } = commandRules(parseManifest(uncommented, '.diffgate.tsv').rules);

describe("the starter manifest's command examples", () => {
  it('has four, all valid', () => {
    expect(errors).toEqual([]);
    expect(rules.map((r) => `${r.decision} ${r.pattern.text}`)).toEqual([
      'deny git push -f|--force|--force-with-lease',
      'deny git reset --hard',
      'ask git clean -f|--force',
      'ask npm publish',
    ]);
  });

  it.each([
    ['git push --force', 'deny'],
    ['git push -f origin main', 'deny'],
    ['git push --force-with-lease origin main', 'deny'],
    ['git -C repo push --force', 'deny'],
    ['git push origin main', null],
    ['git reset --hard HEAD~1', 'deny'],
    ['git reset --soft HEAD~1', null],
    ['git clean -fd', 'ask'],
    ['git clean -xdf', 'ask'],
    ['git clean --force', 'ask'],
    ['git clean -n', null],
    ['npm publish', 'ask'],
    ['npm --workspace web publish --access public', 'ask'],
    ['npm pack', null],
  ] as const)('%s -> %s', async (command, verdict) => {
    expect((await judge(command, rules)).decision).toBe(verdict);
  });
});
