import type { Installer } from './installTarget.js';
/**
 * githooks/ of the package this CLI runs from: the bin is dist/cli/index.js (reached through
 * node_modules/.bin's link, hence the real path), so it is ../../githooks from there. The CLI
 * bundle is CommonJS (faster to start than an ES module), so there is no import.meta here.
 */
export declare function packageHooksDir(): string;
export declare const hooksPath: Installer;
