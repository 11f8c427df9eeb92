/**
 * The PowerShell tool: no parser is at hand for it, so a command that names a protected path at
 * all is denied (fail closed), and so is one that names a gate switch. Reads elsewhere pass.
 */
import { readdirSync } from 'node:fs';
import { posix } from 'node:path';
import picomatch from 'picomatch';
import type { Context } from './context.js';
import { toolsOf } from './toolNames.js';
import { fromFinding, type Denial } from './denial.js';
import type { Finding, Protection } from './protection.js';
import { programGateSwitches } from './shell/gateSwitch.js';
import { claudeText as c } from '../core/messages/claude.js';
import { namedIn } from './namedPaths.js';

/**
 * The protected files a PowerShell wildcard matches: its folder is listed and the last segment
 * matched as PowerShell does (case-insensitive, hidden names too). A wildcard in a folder part,
 * `-Recurse`, or a folder that cannot be listed: any protected name under it.
 */
function wildcardFindings(token: string, cwd: string, recurse: boolean, protection: Protection): Finding[] {
  const slash = token.lastIndexOf('/');
  const folder = slash === -1 ? '.' : token.slice(0, slash) || '/';
  const base = token.slice(slash + 1);
  if (/[*?]/.test(folder) || base === '') return protection.partial(null, null, false);
  const dir = posix.resolve(cwd, folder);
  if (recurse) return protection.partial(dir, null, false);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const isMatch = picomatch(base, { dot: true, nocase: true, windows: false });
  return names.filter((n) => isMatch(n)).flatMap((n) => protection.exact(posix.join(dir, n), false));
}

export function decidePowerShell(command: string, ctx: Context, protection: Protection): Denial[] {
  const denials: Denial[] = programGateSwitches(command).map((g) => ({
    rule: 'gate-switch',
    message: c.gate.switch(g.kind, g.text),
    reason: c.gate.reason(),
    next: c.gate.next(),
    releasable: false,
  }));
  for (const f of namedIn(command, [ctx.place.cwd], protection))
    denials.push(fromFinding(f, 'PowerShell', true, toolsOf(ctx).edit));
  // A backtick escape (`g`uard.sh`) spells a name the text does not show; a wildcard (`guard.*`,
  // `*`) names whatever matches it. Either is judged by the protected paths it could name.
  const unseen: Finding[] = [];
  if (/`[^\r\n]/.test(command)) unseen.push(...protection.partial(null, null, false));
  const recurse = /\s-r(ecurse)?\b/i.test(command);
  for (const m of command.matchAll(/[^\s'"`,;|()]*[*?][^\s'"`,;|()]*/g))
    unseen.push(...wildcardFindings(m[0].replace(/\\/g, '/'), ctx.place.cwd, recurse, protection));
  if (unseen.length > 0)
    denials.push({
      rule: 'shell-unresolved',
      message: c.shell.unresolved('PowerShell', command.length > 60 ? `${command.slice(0, 57)}...` : command, [
        ...new Set(unseen.map((f) => f.path)),
      ]),
      reason: c.shell.unresolvedReason(),
      next: c.shell.unresolvedNext(toolsOf(ctx).edit),
      releasable: true,
    });
  return denials;
}
