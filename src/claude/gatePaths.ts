/**
 * Files that switch the gate itself off when written: the agent's hook settings (Claude Code reads
 * `disableAllHooks` and the hook commands from them) and diffgate's own installed code, which
 * the hook command runs. Like git's hooks, only a person changes them.
 */
import { posix } from 'node:path';
import type { Place } from './context.js';
import { isWithin } from './realPath.js';

/** The gate files and folders of a place, worked out once (a shell line asks for every target). */
export class GatePaths {
  /** The settings files of the workspace, its repository and the user. */
  private readonly settings: string[];
  /** The installed diffgate: its command, and its package folder. */
  private readonly installed: string[];
  private readonly folders: string[];

  constructor(place: Place) {
    const roots = [...new Set([place.workspace, place.root])];
    this.settings = [...new Set([...roots, place.home, place.realHome])].flatMap((dir) => [
      posix.join(dir, '.claude', 'settings.json'),
      posix.join(dir, '.claude', 'settings.local.json'),
    ]);
    this.installed = roots.map((r) => posix.join(r, 'node_modules', '.bin', 'diffgate'));
    this.folders = roots.map((r) => posix.join(r, 'node_modules', 'diffgate'));
  }

  /** The gate file or folder the path is, or lies in; undefined when it is none. */
  at(path: string): string | undefined {
    return (
      this.settings.find((f) => f === path) ??
      this.installed.find((f) => f === path) ??
      this.folders.find((d) => isWithin(path, d))
    );
  }

  /**
   * The settings files under a directory a command removes or rewrites whole (`rm -rf .claude`).
   * Not the installed package: removing `node_modules` does not switch the gate off (the hook
   * command then fails, which blocks), and `rm -rf node_modules` is an everyday command.
   */
  under(dir: string): string[] {
    return this.settings.filter((f) => isWithin(f, dir));
  }
}

/** Every gate file and folder of a place: absolute paths, both as named and by real path, deduplicated. */
export interface GateSet {
  files: string[];
  folders: string[];
}

export function gateSet(place: Place, env: NodeJS.ProcessEnv, selfDir?: string): GateSet {
  const roots = [...new Set([place.workspace, place.root])];
  const homes = [...new Set([place.home, place.realHome])];
  const config =
    env.XDG_CONFIG_HOME && posix.isAbsolute(env.XDG_CONFIG_HOME)
      ? [env.XDG_CONFIG_HOME]
      : homes.map((h) => posix.join(h, '.config'));
  const files = [
    ...[...roots, ...homes].flatMap((d) => [
      posix.join(d, '.claude', 'settings.json'),
      posix.join(d, '.claude', 'settings.local.json'),
    ]),
    ...roots.flatMap((r) => [
      posix.join(r, 'node_modules', '.bin', 'diffgate'),
      ...['lefthook', '.lefthook', 'lefthook-local', '.lefthook-local'].flatMap((n) =>
        ['yml', 'yaml', 'json', 'toml'].map((e) => posix.join(r, `${n}.${e}`)),
      ),
      posix.join(r, '.pre-commit-config.yaml'),
      posix.join(r, '.pre-commit-config.yml'),
    ]),
    ...homes.map((h) => posix.join(h, '.gitconfig')),
    ...config.map((c) => posix.join(c, 'git', 'config')),
  ];
  const folders = [
    ...roots.flatMap((r) => [posix.join(r, 'node_modules', 'diffgate'), posix.join(r, '.husky')]),
    ...(selfDir ? [selfDir] : []),
  ];
  return { files: [...new Set(files)], folders: [...new Set(folders)] };
}
