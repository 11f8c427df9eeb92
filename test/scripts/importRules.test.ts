// The import rules npm test holds (.dependency-cruiser.cjs): each is shown failing on a small tree
// that breaks it, and the real src/ passes them.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const depcruise = join(root, 'node_modules', '.bin', 'depcruise');
const config = join(root, '.dependency-cruiser.cjs');

function cruise(files: Record<string, string>): { status: number | null; out: string } {
  const dir = mkdtempSync(join(tmpdir(), 'diffgate-imports-'));
  try {
    writeFileSync(
      join(dir, 'tsconfig.json'),
      '{"compilerOptions":{"module":"nodenext","moduleResolution":"nodenext"}}',
    );
    for (const [p, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, p)), { recursive: true });
      writeFileSync(join(dir, p), text);
    }
    const r = spawnSync(depcruise, ['src', '--config', config, '--output-type', 'err'], { cwd: dir, encoding: 'utf8' });
    return { status: r.status, out: r.stdout + r.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const leaf = 'export const x = 1;\n';
const uses = (spec: string) => `import { x } from '${spec}';\nexport const y = x;\n`;

describe('import rules', () => {
  it.each([
    ['a cycle', { 'src/agent/a.ts': uses('./b.js'), 'src/agent/b.ts': uses('./a.js') }, 'no-circular'],
    [
      'a type-only cycle',
      {
        'src/agent/a.ts': "import type { X } from './b.js';\nexport type Y = X;\nexport const x = 1;\n",
        'src/agent/b.ts': `${uses('./a.js')}export type X = number;\n`,
      },
      'no-circular',
    ],
    ['core importing git', { 'src/core/a.ts': uses('../git/b.js'), 'src/git/b.ts': leaf }, 'core-is-pure'],
    [
      'core reading files',
      { 'src/core/a.ts': "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n" },
      'core-no-io',
    ],
    ['git importing the decision layer', { 'src/git/a.ts': uses('../agent/b.js'), 'src/agent/b.ts': leaf }, 'git-down'],
    [
      'the decision layer importing an agent',
      { 'src/agent/a.ts': uses('../agents/claude/b.js'), 'src/agents/claude/b.ts': leaf },
      'agent-down',
    ],
    [
      'the decision layer importing the CLI',
      { 'src/agent/a.ts': uses('../cli/b.js'), 'src/cli/b.ts': leaf },
      'agent-down',
    ],
    ['sandbox importing the CLI', { 'src/sandbox/a.ts': uses('../cli/b.js'), 'src/cli/b.ts': leaf }, 'sandbox-down'],
    [
      'an agent importing the library root',
      { 'src/agents/codex/a.ts': uses('../../index.js'), 'src/index.ts': leaf },
      'agents-down',
    ],
    [
      'an agent importing another',
      { 'src/agents/codex/a.ts': uses('../gemini/b.js'), 'src/agents/gemini/b.ts': leaf },
      'no-agent-imports-another',
    ],
    [
      'the Action importing an agent',
      { 'src/action/a.ts': uses('../agents/codex/b.js'), 'src/agents/codex/b.ts': leaf },
      'action-down',
    ],
  ])('refuses %s', (_name, files, rule) => {
    const r = cruise(files);
    expect(r.status, r.out).not.toBe(0);
    expect(r.out).toContain(`error ${rule}:`);
  });

  it('allows imports that run downward', () => {
    const r = cruise({
      'src/cli/a.ts': uses('../agents/codex/b.js'),
      'src/agents/codex/b.ts': uses('../../agent/c.js'),
      'src/agents/gemini/b.ts': uses('../install/d.js'),
      'src/agents/install/d.ts': uses('../../agent/c.js'),
      'src/agent/c.ts': uses('../git/e.js'),
      'src/git/e.ts': uses('../core/f.js'),
      'src/core/f.ts': "import { posix } from 'node:path';\nexport const x = posix.sep;\n",
    });
    expect(r.status, r.out).toBe(0);
  });

  it('holds for src/', () => {
    expect(() =>
      execFileSync(depcruise, ['src', '--config', config, '--output-type', 'err'], { cwd: root }),
    ).not.toThrow();
  });
});
