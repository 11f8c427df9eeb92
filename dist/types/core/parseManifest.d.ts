/**
 * The TSV manifest parser. Collects every malformed line, each with file, line, column and what
 * was expected, so a user fixes them all in one pass. Pure: takes the text, returns data.
 */
import { type Rule } from './rule.js';
export interface ManifestError {
    file: string;
    line: number;
    column: number;
    message: string;
}
export interface Manifest {
    file: string;
    rules: Rule[];
    errors: ManifestError[];
}
export declare function formatManifestError(e: ManifestError): string;
export declare function parseManifest(text: string, file: string): Manifest;
