/**
 * What only the person can open: a save-gate opens in the turn after a prompt that contains one of
 * its words; the release phrase lifts every releasable block for that turn, and each lifted block
 * is recorded in the audit log. Words and phrases match case-insensitively anywhere in the prompt
 * (so they work in languages that attach endings to words).
 */
import type { Denial } from './denial.js';
import type { AuditEntry, PromptStore } from './prompts.js';

export interface GateInput {
  session: string;
  tool: string;
  toolUseId: string | undefined;
  releasePhrases: readonly string[];
}

export async function applyPersonGates(
  denials: Denial[],
  input: GateInput,
  store: PromptStore,
  now: () => Date,
): Promise<Denial[]> {
  if (denials.length === 0) return denials;
  if (!denials.some((d) => d.releasable || d.saveWords)) return denials;
  const prompt = (await store.latest(input.session))?.toLowerCase();
  if (prompt === undefined) return denials;
  const open = denials.filter((d) => !d.saveWords?.some((w) => prompt.includes(w.toLowerCase())));
  const phrase = input.releasePhrases.find((p) => prompt.includes(p.toLowerCase()));
  if (phrase === undefined || open.length === 0) return open;
  const kept = open.filter((d) => !d.releasable);
  if (kept.length > 0) return kept;
  const time = now().toISOString();
  const entries: AuditEntry[] = open.map((d) => ({
    time,
    session: input.session,
    tool: input.tool,
    ...(input.toolUseId ? { tool_use_id: input.toolUseId } : {}),
    rule: d.rule,
    ...(d.path !== undefined ? { path: d.path } : {}),
    ...(d.source ? { source: d.source } : {}),
    phrase,
  }));
  await store.audit(entries);
  return [];
}
