/**
 * The one checker: the rules in force and a list of changes in, a verdict out. Reads only the
 * contents of changed files that a content rule covers, a bounded batch at a time.
 */
import { isBinary } from './bytes.js';
import type { FileChange, FileSide, LoadedChange } from './change.js';
import { checkManifestChange } from './manifestGuard.js';
import { violationText as t } from './messages.js';
import type { Manifest } from './parseManifest.js';
import { PathIndex } from './pathIndex.js';
import type { Rule } from './rule.js';
import { addsPath } from './rules/deny.js';
import { RULE_CHECKS } from './rules/registry.js';
import { touchesOldPath } from './rules/ruleCheck.js';
import { secretSegment } from './secrets.js';
import type { Verdict, Violation } from './verdict.js';

export interface CheckInput {
  /** The rules in force: for a commit HEAD's manifest, for a range the base's. Must have no errors. */
  manifest: Manifest;
  /** Repository-relative path of the manifest file, when it lives in the repository. */
  manifestPath: string | null;
  changes: readonly FileChange[];
}

/** A side whose bytes could not be read; names the path so the adapter can say which. */
export class ReadError extends Error {
  constructor(readonly path: string, override readonly cause: unknown) {
    super(`cannot read ${path}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

const BATCH = 256;

interface Plan {
  change: FileChange;
  rules: { rule: Rule; side: 'old' | 'new' }[];
  readOld: boolean;
  readNew: boolean;
}

export class Checker {
  private readonly index: PathIndex;
  private readonly allowed: PathIndex;

  constructor(private readonly manifest: Manifest, private readonly manifestPath: string | null) {
    if (manifest.errors.length > 0) throw new Error('the manifest has errors; report them before checking');
    this.index = new PathIndex(manifest.rules.filter((r) => r.kind in RULE_CHECKS));
    this.allowed = new PathIndex(manifest.rules.filter((r) => r.kind === 'allow'));
  }

  /** Rules of every path kind that cover `path`, for `explain`. */
  rulesFor(path: string): { rules: Rule[]; allowedBy: Rule[]; secret: string | undefined } {
    return { rules: this.index.match(path), allowedBy: this.allowed.match(path), secret: secretSegment(path) };
  }

  async check(changes: readonly FileChange[]): Promise<Verdict> {
    const violations: Violation[] = [];
    for (let i = 0; i < changes.length; i += BATCH) {
      const plans = changes.slice(i, i + BATCH).map((c) => this.plan(c));
      const loaded = await Promise.all(plans.map(load));
      plans.forEach((plan, k) => violations.push(...this.run(plan, loaded[k]!)));
    }
    violations.push(...(await this.checkManifest(changes)));
    return { violations, checked: changes.length };
  }

  private plan(change: FileChange): Plan {
    const rules: Plan['rules'] = [];
    if (change.old && touchesOldPath(change)) {
      for (const rule of this.index.match(change.old.path)) if (RULE_CHECKS[rule.kind as keyof typeof RULE_CHECKS]!.side === 'old') rules.push({ rule, side: 'old' });
    }
    if (change.new) {
      for (const rule of this.index.match(change.new.path)) if (RULE_CHECKS[rule.kind as keyof typeof RULE_CHECKS]!.side === 'new') rules.push({ rule, side: 'new' });
    }
    const reads = rules.map((r) => RULE_CHECKS[r.rule.kind as keyof typeof RULE_CHECKS]!.reads);
    return { change, rules, readOld: reads.some((r) => r.old), readNew: reads.some((r) => r.new) };
  }

  private run(plan: Plan, change: LoadedChange): Violation[] {
    const found: Violation[] = [];
    const exempt = change.new ? this.allowed.match(change.new.path).length > 0 : false;
    for (const { rule } of plan.rules) {
      if (rule.kind === 'deny' && exempt) continue;
      found.push(...RULE_CHECKS[rule.kind as keyof typeof RULE_CHECKS]!.check(rule, change));
    }
    if (addsPath(change) && !exempt) {
      const segment = secretSegment(change.new!.path);
      if (segment !== undefined) {
        const path = change.new!.path;
        found.push({ rule: 'secret', path, reason: t.secret.reason(), message: t.secret.added(segment), next: t.secret.next(path) });
      }
    }
    return found;
  }

  private async checkManifest(changes: readonly FileChange[]): Promise<Violation[]> {
    const path = this.manifestPath;
    if (path === null) return [];
    const touching = changes.filter((c) => c.new?.path === path || (c.old?.path === path && touchesOldPath(c)));
    if (touching.length === 0) return [];
    const replacement = touching.find((c) => c.new?.path === path);
    const text = replacement ? new TextDecoder().decode(await read(replacement.new!)) : null;
    return checkManifestChange(this.manifest, path, text);
  }
}

/** Convenience: check a list of changes under a manifest. */
export function check(input: CheckInput): Promise<Verdict> {
  return new Checker(input.manifest, input.manifestPath).check(input.changes);
}

async function read(side: FileSide): Promise<Uint8Array> {
  try {
    return await side.read();
  } catch (e) {
    throw new ReadError(side.path, e);
  }
}

async function load(plan: Plan): Promise<LoadedChange> {
  const { change } = plan;
  const side = async (s: FileSide | null, wanted: boolean) => {
    if (!s) return null;
    const { path, mode } = s;
    if (!wanted) return { path, mode };
    const bytes = await read(s);
    return { path, mode, bytes, binary: isBinary(bytes) };
  };
  const [oldSide, newSide] = await Promise.all([side(change.old, plan.readOld), side(change.new, plan.readNew)]);
  return { status: change.status, old: oldSide, new: newSide };
}
