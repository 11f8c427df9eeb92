/** Copilot CLI's hook driven as the client drives it: its payload shape, the installed entry's event variable. */
import { type Harness, runHook } from '../../agent/hookHarness.js';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function copilot(h: Harness, body: Record<string, unknown>, event?: string) {
  h.env.CLAUDE_PROJECT_DIR = undefined;
  h.env.DIFFGATE_COPILOT_EVENT = event;
  return runHook(h, JSON.stringify({ timestamp: 1764590400000, cwd: h.repo.dir, ...body }), ['hook', 'copilot']);
}
export const toolCall = (toolName: string, args: Record<string, unknown>, sessionId = 'ses-1') => ({
  sessionId,
  toolName,
  toolArgs: JSON.stringify(args),
});
export const decision = (r: { stdout: string }) => (r.stdout === '' ? 'pass' : JSON.parse(r.stdout).permissionDecision);
