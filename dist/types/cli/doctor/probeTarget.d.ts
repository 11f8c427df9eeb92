import type { Manifest } from '../../core/parseManifest.js';
import type { HookSetup } from './hookSetup.js';
export declare const PROBE_DIR = "diffgate-doctor-probe";
export interface ProbeTarget {
    path: string;
    mode: string;
    content: Uint8Array;
    /** The rules diffgate must name when it blocks this change. */
    rules: string[];
    /** Why this path: a freeze rule, or the secret list. */
    kind: 'freeze' | 'secret';
}
/** A file a freeze rule covers (changed), else a new secret file no allow line exempts. */
export declare function chooseProbe(setup: HookSetup, manifest: Manifest, manifestPath: string | null): Promise<ProbeTarget | undefined>;
