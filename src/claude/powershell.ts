/**
 * The PowerShell tool: no parser is at hand for it, so a command that names a protected path at
 * all is denied (fail closed), and so is one that names a gate switch. Reads elsewhere pass.
 */
import type { Context } from './context.js';
import { fromFinding, type Denial } from './denial.js';
import type { Protection } from './protection.js';
import { programGateSwitches } from './shell/gateSwitch.js';
import { claudeText as c } from '../core/messages/claude.js';
import { namedIn } from './namedPaths.js';

export function decidePowerShell(command: string, ctx: Context, protection: Protection): Denial[] {
  const denials: Denial[] = programGateSwitches(command).map((g) => ({
    rule: 'gate-switch',
    message: c.gate.switch(g.kind, g.text),
    reason: c.gate.reason(),
    next: c.gate.next(),
    releasable: false,
  }));
  for (const f of namedIn(command, [ctx.place.cwd], protection)) denials.push(fromFinding(f, 'PowerShell', true));
  return denials;
}
