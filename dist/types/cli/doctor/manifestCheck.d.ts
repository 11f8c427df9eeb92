import { type Manifest } from '../../core/parseManifest.js';
import { type Finding } from './finding.js';
import { type HookSetup } from './hookSetup.js';
export interface ManifestInForce {
    /** The parsed manifest, or undefined when it has errors (nothing can be checked then). */
    manifest: Manifest | undefined;
    /** Repository path of the manifest when one exists (for the manifest's self-protection). */
    path: string | null;
    findings: Finding[];
}
export declare function checkManifest(setup: HookSetup): Promise<ManifestInForce>;
