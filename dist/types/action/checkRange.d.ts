import { type ManifestText } from '../core/decideChange.js';
import type { ManifestError } from '../core/parseManifest.js';
import type { Verdict } from '../core/verdict.js';
import type { Range } from './resolveRange.js';
export type Checked = {
    kind: 'verdict';
    verdict: Verdict;
    manifest: {
        label: string;
        missing: boolean;
    };
} | {
    kind: 'manifest-errors';
    manifest: ManifestText;
    errors: ManifestError[];
};
export declare function checkRange(range: Range, manifestInput: string | undefined, cwd: string, env: NodeJS.ProcessEnv, rules?: ManifestText): Promise<Checked>;
