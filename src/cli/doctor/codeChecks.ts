/**
 * Whether an agent hook runs the code and the node that were installed: its command holds node's
 * absolute path and the hash of the CLI's sums (src/agents/install/verifiedCommand.ts), checked
 * here as the loader will check them at the next call.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { cacheIntact } from '../../agents/install/codeCache.js';
import { CodeCheckError, codeHash, parseVerified } from '../../agents/install/verifiedCommand.js';
import { codeCheckText } from '../../core/messages/codeCheck.js';
import { doctorText as t } from '../../core/messages/doctor.js';
import { ok, problem, type Finding } from './finding.js';

export function checkAgentCode(command: string, agent: string, user: boolean, file: string): Finding {
  const fix = t.fix.reinstallCode(agent, user);
  const v = parseVerified(command);
  if (!v) return problem(t.check.codeVerified, t.codeUnverifiedOld(file), fix);
  if (!existsSync(v.node)) return problem(t.check.codeVerified, t.codeNodeGone(file, v.node), fix);
  let hash: string;
  try {
    hash = codeHash(v.dir);
  } catch (e) {
    if (!(e instanceof CodeCheckError)) throw e;
    return problem(t.check.codeVerified, t.codeChanged(file, e.message), fix);
  }
  if (hash !== v.hash) return problem(t.check.codeVerified, t.codeChanged(file, `${v.dir}/SHA256SUMS`), fix);
  const cache =
    v.cache && v.cache.hash !== '-'
      ? { dir: v.cache.dir, intact: cacheIntact(v.cache), reinstall: codeCheckText.reinstall(agent, user) }
      : undefined;
  return ok(t.check.codeVerified, t.codeVerifiedAgent(file, v.node, v.dir, writable(v.node), cache));
}

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
