/**
 * Claude Code's `sandbox.filesystem.denyWrite` entries for a protected set. Claude Code reads a
 * sandbox path by its prefix: `//` is absolute from the filesystem root, `~/` is under the home,
 * a single `/` is relative to the settings file's folder and anything else relative (the settings
 * reference, "Sandbox settings"; sandbox-runtime's Path Prefixes). Every entry is written `//`
 * absolute, so it means the same whichever settings file holds it. No globs: on Linux, a
 * denyWrite glob with a wildcard mid-path is silently ignored (anthropics/claude-code#92684) and
 * on macOS a `**` glob is anchored to the working folder (sandbox-runtime#432), so each frozen glob
 * is expanded here to the files it covers now, as `diffgate run` expands it.
 */
export interface DenySource {
    files: string[];
    folders: string[];
}
/** `/abs/path` as Claude Code's absolute form `//abs/path`. */
export declare const claudeAbsolute: (abs: string) => string;
export declare function denyWriteEntries(set: DenySource): string[];
