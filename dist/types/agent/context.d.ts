import { type Place } from './place.js';
import { type KnownPatterns } from '../core/commandRuleErrors.js';
import { type Manifest } from '../core/parseManifest.js';
import type { ToolNames } from './toolNames.js';
/** No manifest is larger than this: a longer one is refused, not read (see readRegular). */
export declare const MANIFEST_LIMIT: number;
export declare const MANIFEST_NAME = ".diffgate.tsv";
export interface Rules {
    repo: Manifest;
    /** Absolute path of the repository's manifest, and its path relative to the root. */
    repoFile: string;
    repoRel: string;
    user: Manifest | null;
    /** The user manifest's path and, when it is a symlink (a dotfile manager's), its real path: both are the manifest. */
    userFiles: string[];
    /** Path rules naming files outside the repository, with patterns made relative to `/`. */
    outside: Manifest;
    releasePhrases: string[];
}
export interface Context {
    place: Place;
    rules: Rules;
    /** The context for a file, by its real path (see contextOf); set by the hook, so tool modules need not load this one. */
    ownContext?: (real: string) => Promise<Context>;
    /** The calling agent's tool names, for the messages (default Claude Code's). */
    tools?: ToolNames;
}
/**
 * The context for a file in another repository inside the workspace (a folder that holds
 * repositories, or one nested in another): that repository's rules apply to it, as its own
 * pre-commit hook would apply them. The same context when the file is in the workspace's own.
 */
export declare function contextOf(real: string, ctx: Context, rulesFor: (place: Place) => Promise<Rules>): Promise<Context>;
export declare function userManifestFile(env: NodeJS.ProcessEnv, home: string): string;
/**
 * `texts`: manifests' texts by path, read instead of the files (null: the file did not exist), so
 * that the tripwire judges a call under the manifests as they were before it.
 */
export declare function loadRules(place: Place, env: NodeJS.ProcessEnv, known?: KnownPatterns, texts?: ReadonlyMap<string, string | null>): Promise<Rules>;
