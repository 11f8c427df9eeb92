/**
 * Command rules that can never match (a flag where the program belongs, more words than the
 * command's prefix has) are configuration errors like any malformed line, wherever the manifest is
 * read. The command-policy modules (its arity table among them) are loaded only for a manifest
 * that has command rules, so a commit under a manifest without them does not pay for them.
 */
import type { Manifest } from './parseManifest.js';

export async function withCommandRuleErrors(manifest: Manifest): Promise<Manifest> {
  if (!manifest.rules.some((r) => r.kind.startsWith('command-'))) return manifest;
  const { commandRules } = await import('./commands/commandRules.js');
  const { errors } = commandRules(manifest.rules);
  if (errors.length === 0) return manifest;
  return { ...manifest, errors: [...manifest.errors, ...errors].sort((a, b) => a.line - b.line || a.column - b.column) };
}
