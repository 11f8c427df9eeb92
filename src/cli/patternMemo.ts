/**
 * The command patterns this build of the CLI has already checked and found valid, kept next to
 * the code cache (one file per build, so a new checker checks again). With it, a manifest whose
 * command rules were checked once does not load the command-policy modules again just to learn
 * that they are fine. Only valid patterns are written, so an invalid one is reported every time;
 * an edited or corrupt file can at worst hide a "can never match" error, never lift a rule. Any
 * failure to read or write it means checking as usual. Off when running from source.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { readRegularText } from '../git/readRegular.js';
import { join } from 'node:path';
import type { KnownPatterns } from '../core/commandRuleErrors.js';
import { BUILD_ID, FROM_SOURCE, patternMemoDir, patternMemoName } from './compileCache.js';

const MAX_BYTES = 64 * 1024;

export function patternMemo(env: NodeJS.ProcessEnv, build = BUILD_ID): KnownPatterns | undefined {
  const dir = patternMemoDir(env);
  if (!dir || build === FROM_SOURCE) return undefined;
  const file = join(dir, patternMemoName(build));
  // Read on first use: a manifest without command rules never asks.
  let text: string | undefined;
  let known: Set<string> | undefined;
  const load = (): Set<string> => {
    if (known) return known;
    try {
      text = readRegularText(file, 4 * 1024 * 1024);
    } catch {
      text = ''; // none yet
    }
    // Every line ends with a newline; the last piece is empty, or a line cut short: never trusted.
    known = new Set(text.split('\n').slice(0, -1));
    return known;
  };
  return {
    has: (pattern) => load().has(pattern),
    add: (patterns) => {
      if (patterns.length === 0) return;
      const set = load();
      try {
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        if (text!.length > MAX_BYTES) writeFileSync(file, '', { mode: 0o600 });
        appendFileSync(file, patterns.map((p) => `${p}\n`).join(''), { mode: 0o600 });
      } catch {
        // Unwritten: the next run checks again.
      }
      for (const p of patterns) set.add(p);
    },
  };
}
