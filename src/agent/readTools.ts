/**
 * Read, Grep, Glob and LS: the workspace boundary and the secret list, by the same path rules as
 * the writing tools. A Grep `glob` or Glob `pattern` that singles out secret files (`*.pem`,
 * `.env*`) is refused too; a broad one (`**\/*`) is not, since it names no secret in particular.
 */
import { realpathSync } from 'node:fs';
import { posix } from 'node:path';
import picomatch from 'picomatch';
import { claudeText as c } from '../core/messages/claude.js';
import { GLOB_OPTIONS } from '../core/pathIndex.js';
import { secretSegment } from '../core/secrets.js';
import { type BraceNode, braceAlternatives } from './braceAlternatives.js';
import type { Context } from './context.js';
import type { Denial } from './denial.js';
import type { ToolInput } from './toolInput.js';
import { isWithin } from './realPath.js';
import { isDenial, resolveToolPath } from './toolPath.js';

export type ReadTool = 'Read' | 'Grep' | 'Glob' | 'LS';

/** A name of each kind on the secret list, and names that are surely not secrets. */
const SECRET_SAMPLES = [
  '.env',
  '.env.local',
  'server.pem',
  'deploy.key',
  'id_rsa',
  'id_dsa',
  'id_ecdsa',
  'id_ed25519',
  '.git',
  'application-prod.yml',
  'application-prod.yaml',
  'application-prod.properties',
  'secrets.json',
];
const PLAIN_SAMPLES = ['README.md', 'index.ts', 'main.py', 'notes.txt'];
/** Brace alternatives one glob segment is checked for, one by one. */
const MAX_ALTERNATIVES = 256;

export async function decideRead(tool: ReadTool, input: ToolInput, ctx: Context): Promise<Denial[]> {
  const paths: string[] = [];
  if (tool === 'Read') paths.push(input.string('file_path'));
  else if (tool === 'LS') paths.push(input.string('path'));
  else paths.push(input.optionalString('path') ?? ctx.place.cwd);
  const globs: string[] = [];
  if (tool === 'Grep') {
    const g = input.optionalString('glob');
    if (g !== undefined) globs.push(g);
  }
  if (tool === 'Glob') {
    const pattern = input.string('pattern');
    globs.push(pattern);
    const base = picomatch.scan(pattern.replace(/\\/g, '/')).base;
    if (
      pattern.startsWith('/') ||
      pattern.startsWith('~') ||
      pattern.split(/[\\/]/).includes('..') ||
      /^[A-Za-z]:|^\\\\/.test(pattern)
    ) {
      paths.push(pattern.startsWith('~/') ? posix.join(ctx.place.home, base.slice(2)) : base || pattern);
    }
  }
  for (const p of paths) {
    const resolved = resolveToolPath(p, ctx, () => tempDirs(ctx.place.workspace, ctx.place.tempDirs));
    if (isDenial(resolved)) return [resolved];
  }
  for (const g of globs) {
    const found = await secretTargeting(g);
    if (found !== undefined) {
      const { segment, braces } = found;
      return [
        {
          rule: 'secret',
          path: g,
          message: braces
            ? c.workspace.secretBraces(JSON.stringify(g), segment, MAX_ALTERNATIVES)
            : c.workspace.secret(JSON.stringify(g), segment),
          reason: c.workspace.secretReason(),
          next: c.workspace.secretNext(),
          releasable: false,
        },
      ];
    }
  }
  return [];
}

/**
 * The temporary folders' real paths (a build log, a test report under /tmp is read daily). Only
 * reading tools reach them; a symlink there to a file elsewhere is judged by where it points. A
 * temporary folder that holds the workspace is not one: the boundary is then the workspace's.
 */
function tempDirs(workspace: string, extra: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const d of ['/tmp', '/var/tmp', ...extra]) {
    if (!d.startsWith('/')) continue;
    try {
      const real = realpathSync.native(d);
      if (real !== '/' && !isWithin(workspace, real)) out.push(real);
    } catch {
      // no such folder here
    }
  }
  return out;
}

/**
 * The segment of a glob that singles out secret files, if any: a name on the secret list
 * (`.env.production`, `prod.key`), or a glob that matches names of the list's kinds and no
 * ordinary names (`*.pem`, `.env*`). A brace list is checked alternative by alternative
 * (`*.{pem,txt}` singles out `*.pem`). A broad glob (`*`, `**`, `*.md`) names no secret in
 * particular and passes.
 */
async function secretTargeting(glob: string): Promise<{ segment: string; braces?: true } | undefined> {
  for (const segment of glob.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '**') continue;
    let alternatives: string[] = [segment];
    // a few lists at most: nested or chained lists multiply (a cap on the work, not on safety);
    // past the caps a list is not known to spare secrets (as a whole, `*.md` among its
    // alternatives would make `*.pem` look ordinary)
    if (segment.includes('{')) {
      if ((segment.match(/\{/g)?.length ?? 0) > 4) return { segment, braces: true };
      try {
        // loaded only for a brace list: every Read, Grep and Glob call would pay for it otherwise
        const braces = (await import('braces')).default as typeof import('braces') & {
          parse(pattern: string): BraceNode;
        };
        // counted before they are made: three ranges of 1,000 are 10^9 strings (review-15c F04)
        if (braceAlternatives(braces.parse(segment)) > MAX_ALTERNATIVES) return { segment, braces: true };
        alternatives = braces.expand(segment);
      } catch {
        return { segment, braces: true }; // a list that cannot be expanded is not known to spare secrets
      }
      if (alternatives.length > MAX_ALTERNATIVES) return { segment, braces: true };
      if (alternatives.length === 0) alternatives = [segment];
    }
    for (const alternative of alternatives) {
      if (targetsSecrets(alternative)) return { segment };
    }
  }
  return undefined;
}

function targetsSecrets(segment: string): boolean {
  if (!picomatch.scan(segment).isGlob) return secretSegment(segment) !== undefined;
  let isMatch: (s: string) => boolean;
  try {
    isMatch = picomatch(segment, GLOB_OPTIONS);
  } catch {
    return true;
  }
  return SECRET_SAMPLES.some((s) => isMatch(s)) && !PLAIN_SAMPLES.some((s) => isMatch(s));
}
