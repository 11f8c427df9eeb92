/**
 * `git config --list -z` output as key and value pairs: entries end in NUL, and a key is parted
 * from its value by the first newline (a key with no value has none). One entry per value.
 */
import type { ConfigEntries } from '../core/gateEdits.js';

export function parseConfigList(text: string): ConfigEntries {
  return text
    .split('\0')
    .filter((e) => e !== '')
    .map((e) => {
      const nl = e.indexOf('\n');
      return nl < 0 ? ([e, ''] as const) : ([e.slice(0, nl), e.slice(nl + 1)] as const);
    });
}
