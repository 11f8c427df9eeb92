/**
 * What the tripwire watches: every path a rule or the secret list covers, the manifests, and the
 * gate files (whatever could switch a check off). Files named outright are watched whether or not
 * they exist (creating `~/.gitconfig` is a change); trees are walked for new files a rule covers.
 */
import { posix } from 'node:path';
import picomatch from 'picomatch';
import { PathIndex, staticBase } from '../../core/pathIndex.js';
import { isOutsidePattern, type Rule, type RuleKind } from '../../core/rule.js';
import { secretSegment } from '../../core/secrets.js';
import type { Context } from '../context.js';
import { gateSet, installedPaths, keyFolders, programPaths, snapshotFolders } from '../gatePaths.js';
import { ownStatePaths } from '../ownState.js';
import { isWithin } from '../realPath.js';

/** How a watched path is protected. */
export interface Guard {
  /** Its bytes are kept, so that any change can be judged and put back (content and gate rules). */
  keep: boolean;
  /** A gate file or manifest: any change is refused, and no release phrase lifts it. */
  gate: boolean;
  /** The repository manifest or the user manifest. */
  manifest: boolean;
  /** Rules matching the path (repository rules inside it, outside rules elsewhere). */
  rules: Rule[];
  /** On the secret list (creating it is refused). */
  secret: boolean;
  /** The installed CLI or the memo folder, or in them: removing it is not a gate switch (see judge). */
  installed: boolean;
}

/** Rules whose files are watched. */
const WATCHED: ReadonlySet<RuleKind> = new Set(['freeze', 'invariant', 'append', 'budget', 'save-gate', 'deny']);
/** Of those, the ones that need the old bytes to judge and to put back. */
const KEEPS: ReadonlySet<RuleKind> = new Set(['freeze', 'invariant', 'append', 'budget', 'save-gate']);
/** Folders never descended into while looking for new files: git's own and installed packages. */
const SKIPPED = new Set(['.git', 'node_modules']);

export class WatchList {
  /** Files watched by name, existing or not. */
  readonly files: string[];
  /** Folders whose every file is a gate file. */
  readonly gateFolders: string[];
  /**
   * Folders recorded by their stat key alone, never walked (those leading to Python's user sites):
   * what is made in them later is looked at by its shape (gatePaths.ts `keyFolders`).
   */
  readonly keyFolders: readonly string[];
  /** Trees walked for new files that a rule covers. */
  readonly trees: string[];
  /**
   * The literal base folder of each glob rule (`hooks` for `hooks/*.sh`): every file the rule can
   * cover lies under it, so it is walked whole, before the trees and not counted toward their
   * bound (the rule bounds it). A base that is the repository root (a pattern starting with `**`,
   * or `*.sh`), or for an outside rule `/` or a folder holding the home or the workspace, is not
   * bounded by its rule: it is left to the trees' bounded walk.
   */
  readonly ruleFolders: string[];
  /** Files repository rules name outright (`freeze guard.sh`), recorded by name like the gate files. */
  readonly ruleFiles: string[];
  private readonly inside: PathIndex;
  private readonly outside: PathIndex;
  private readonly allowInside: PathIndex;
  private readonly allowOutside: PathIndex;
  private readonly gateFiles: Set<string>;
  private readonly manifests: Set<string>;
  private readonly installed: string[];
  private readonly snapshotFolders: ReadonlySet<string>;
  /** Gate files watched by key only, their bytes not kept (node: gatePaths.ts's programPaths). */
  private readonly unkept: ReadonlySet<string>;
  private readonly shape: ReturnType<typeof keyFolders>['shape'];
  /** `gateFolders` by path, for `inGateFolder`'s look up a path's folders. */
  private readonly gateFolderSet: ReadonlySet<string>;

  /** The hook's own working state (its record, the prompt store, the quarantine, the audit log). */
  private readonly own: string[];

  /** `storeDir`: where the hook keeps its state for this place (`.git/diffgate`, or the XDG state folder). */
  constructor(
    private readonly ctx: Context,
    env: NodeJS.ProcessEnv,
    storeDir: string,
    selfDir?: string,
  ) {
    const { place, rules } = ctx;
    this.own = ownStatePaths(storeDir, place, env);
    const watchedInside = rules.repo.rules.filter((r) => WATCHED.has(r.kind));
    this.inside = new PathIndex(watchedInside);
    this.outside = new PathIndex(rules.outside.rules.filter((r) => WATCHED.has(r.kind)));
    this.allowInside = new PathIndex(rules.repo.rules.filter((r) => r.kind === 'allow'));
    this.allowOutside = new PathIndex(rules.outside.rules.filter((r) => r.kind === 'allow'));
    const gates = gateSet(place, env, selfDir);
    this.installed = installedPaths(place, env, selfDir);
    this.snapshotFolders = snapshotFolders(place, env, selfDir);
    this.unkept = programPaths(place, env, selfDir);
    const keyed = keyFolders(place, env, selfDir);
    this.keyFolders = keyed.folders;
    this.shape = keyed.shape;
    this.manifests = new Set([rules.repoFile, ...rules.userFiles]);
    const git = place.gitDir;
    const gitFiles = git ? [posix.join(git, 'config'), posix.join(git, 'config.worktree')] : [];
    const gitFolders = git
      ? [posix.join(git, 'hooks'), posix.join(git, 'diffgate', 'releases'), posix.join(git, 'diffgate', 'refused')]
      : [];
    // outside files a rule names outright (`freeze ~/bin/tool.sh`): watched by name, as no folder walk reaches them
    const outsideFiles = rules.outside.rules
      .filter((r) => WATCHED.has(r.kind) && !picomatch.scan(r.pattern).isGlob)
      .map((r) => posix.join('/', r.pattern));
    this.gateFiles = new Set([...gates.files, ...gitFiles]);
    this.files = [...new Set([...this.manifests, ...this.gateFiles, ...outsideFiles])];
    this.gateFolders = [...new Set([...gates.folders, ...gitFolders])];
    this.gateFolderSet = new Set(this.gateFolders.map((f) => (f.length > 1 ? f.replace(/\/+$/, '') : f)));
    const outsideBases = rules.outside.rules
      .filter((r) => WATCHED.has(r.kind))
      .map((r) => posix.join('/', picomatch.scan(r.pattern).base));
    // Outside a repository there are no repository rules to find files for (a workspace that is a
    // home folder or `/` would be walked whole): only the outside rules' folders are walked.
    this.trees = [...new Set([...(place.gitDir !== null ? [place.workspace, place.root] : []), ...outsideBases])];
    const insideRules = place.gitDir !== null ? watchedInside.filter((r) => !isOutsidePattern(r.pattern)) : [];
    const inside = (rel: string) => {
      const abs = posix.join(place.root, rel);
      // never in the folders the walk leaves out (.git, node_modules), as the trees' walk would not reach them
      return rel !== '' && isWithin(abs, place.root) && !rel.split('/').some((s) => SKIPPED.has(s)) ? [abs] : [];
    };
    this.ruleFiles = [
      ...new Set(insideRules.filter((r) => staticBase(r.pattern) === r.pattern).flatMap((r) => inside(r.pattern))),
    ];
    const unbounded = (dir: string) =>
      dir === '/' || [place.home, place.realHome, place.workspace, place.root].some((p) => isWithin(p, dir));
    this.ruleFolders = [
      ...new Set([
        ...insideRules.filter((r) => staticBase(r.pattern) !== r.pattern).flatMap((r) => inside(staticBase(r.pattern))),
        ...rules.outside.rules
          .filter((r) => WATCHED.has(r.kind) && staticBase(r.pattern) !== r.pattern)
          .map((r) => posix.join('/', staticBase(r.pattern)))
          .filter((d) => !unbounded(d)),
      ]),
    ].filter((d) => !this.isOwn(d));
  }

  /** The repository root (the workspace outside a repository). */
  get root(): string {
    return this.ctx.place.root;
  }

  /** Whether a path is the hook's own working state. */
  isOwn(path: string): boolean {
    // and what the hook set aside of it (storeRepair.ts `<path>.set-aside-…`, calls.ts `<dir>-set-aside-…`):
    // the agent's replacement of the store, kept where the message says, not judged again as a new gate file
    return this.own.some(
      (o) => isWithin(path, o) || path.startsWith(`${o}.set-aside-`) || path.startsWith(`${o}-set-aside-`),
    );
  }

  /** Whether a folder is left out of the walk for new files (its own files are another tool's). */
  skips(dir: string): boolean {
    if (this.isOwn(dir)) return true;
    // in Python's user base, only the folders leading to a site are looked into (not the person's
    // packages), unless the repository is there itself
    const { root, workspace } = this.ctx.place;
    if (this.shape(dir) === 'other' && !isWithin(dir, root) && !isWithin(dir, workspace)) return true;
    const name = posix.basename(dir);
    if (SKIPPED.has(name)) return true;
    const git = this.ctx.place.gitDir;
    return git !== null && (dir === git || isWithin(dir, git));
  }

  /** How a path is protected, or undefined when the tripwire does not watch it. */
  guard(abs: string): Guard | undefined {
    const { place } = this.ctx;
    const manifest = this.manifests.has(abs);
    const gate =
      manifest ||
      this.gateFiles.has(abs) ||
      this.inGateFolder(abs) ||
      this.snapshotFolders.has(abs.slice(0, abs.lastIndexOf('/'))) ||
      // a Python start file of a version no listing named; a folder leading to a site that is no folder now
      (this.shape(abs) !== undefined && this.shape(abs) !== 'other');
    const inRepo = isWithin(abs, place.root);
    const rel = inRepo ? posix.relative(place.root, abs) : abs.replace(/^\/+/, '');
    if (inRepo && rel.split('/').includes('.git') && !gate) return undefined;
    const allowed = (inRepo ? this.allowInside : this.allowOutside).match(rel).length > 0;
    const rules = rel === '' ? [] : (inRepo ? this.inside : this.outside).match(rel);
    const kept = rules.filter((r) => r.kind !== 'deny' || !allowed);
    const secret = inRepo && !allowed && secretSegment(rel) !== undefined;
    if (!gate && kept.length === 0 && !secret) return undefined;
    const installed = gate && this.installed.some((p) => abs === p || isWithin(abs, p));
    const keep = (gate && !this.unkept.has(abs)) || kept.some((r) => KEEPS.has(r.kind));
    return { keep, gate, manifest, rules: kept, secret, installed };
  }

  /** Whether a folder is watched by its key alone, or has the shape of one (a new version's site). */
  isKeyFolder(abs: string): boolean {
    return this.shape(abs) === 'site';
  }

  /**
   * Whether a path is, or lies in, a gate folder (and is not the hook's own state). Asked for every
   * path the tripwire looks at (every file of a folder whose key moved): the path's own folders are
   * looked up, a few lookups, not each of the sixty-odd gate folders compared.
   */
  inGateFolder(abs: string): boolean {
    let found = false;
    for (let p = abs; p.length > 1; p = p.slice(0, Math.max(p.lastIndexOf('/'), 1))) {
      if (this.gateFolderSet.has(p)) {
        found = true;
        break;
      }
    }
    if (!found && this.gateFolderSet.has('/')) found = abs.startsWith('/');
    return found && !this.isOwn(abs);
  }
}
