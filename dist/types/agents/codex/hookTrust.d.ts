export interface TrustedHook {
    /** The `hooks.state` key. */
    key: string;
    /** The handler's command. */
    command: string;
    /** `sha256:<hex>`, what `trusted_hash` must hold. */
    hash: string;
}
type Json = Record<string, unknown>;
/** The trust hash Codex computes for one command handler of a matcher group. */
export declare function codexHookHash(event: string, matcher: string | undefined, handler: Json): string;
/** Every command hook of a hooks.json (its parsed content, at the absolute path `file`) with its key and hash. */
export declare function codexHookTrust(file: string, hooksJson: unknown): TrustedHook[];
/** The config.toml lines that record these hooks as reviewed (what Codex's /hooks writes). */
export declare function codexTrustToml(trusted: readonly TrustedHook[]): string;
export {};
