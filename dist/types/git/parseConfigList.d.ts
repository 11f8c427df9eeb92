/**
 * `git config --list -z` output as key and value pairs: entries end in NUL, and a key is parted
 * from its value by the first newline (a key with no value has none). One entry per value.
 */
import type { ConfigEntries } from '../core/gateEdits.js';
export declare function parseConfigList(text: string): ConfigEntries;
