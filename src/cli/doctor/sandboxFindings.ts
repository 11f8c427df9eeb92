/**
 * doctor's word on Claude Code's sandbox: whether it is on (the most specific settings file that
 * sets `sandbox.enabled` decides: local, then project, then user), and whether the denyWrite
 * lists diffgate installed still cover what the manifest in force protects now. A manifest
 * changed since install, or frozen files added, is a finding with the command that fixes it.
 */
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { posix } from 'node:path';
import { locate } from '../../agent/place.js';
import { readRecord, sandboxRecordFile } from '../../agents/claude/installClaude.js';
import { sandboxText } from '../../core/messages/sandbox.js';
import type { DoctorContext, Finding } from './finding.js';
import { ok, problem } from './finding.js';
import { claudeDenyList, localSettingsFile } from '../../agents/claude/claudeDenyList.js';
import { ManifestInvalid } from '../../sandbox/protectedSet.js';

const t = sandboxText.doctor;

interface SandboxSettings {
  enabled?: unknown;
  filesystem?: { denyWrite?: unknown };
}

export async function sandboxFindings(ctx: DoctorContext): Promise<Finding[]> {
  const home = ctx.env.HOME || homedir();
  const place = locate(ctx.top, ctx.env, home);
  const userDir = ctx.env.CLAUDE_CONFIG_DIR || posix.join(home, '.claude');
  // Most specific first: the first file that sets sandbox.enabled decides.
  const files = [
    localSettingsFile(place),
    posix.join(place.root, '.claude', 'settings.json'),
    posix.join(userDir, 'settings.json'),
  ];
  const read = await Promise.all(files.map(readSandbox));
  const decided = read.findIndex((s) => typeof s?.enabled === 'boolean');
  const on = decided >= 0 && read[decided]!.enabled === true;
  const listed = new Set(
    read.flatMap((s) => (Array.isArray(s?.filesystem?.denyWrite) ? (s.filesystem.denyWrite as unknown[]) : [])),
  );
  const recorded = place.gitDir ? await readRecord(sandboxRecordFile(place.gitDir)) : [];
  const enabled = on ? ok(t.check, t.on(files[decided]!)) : problem(t.check, t.off(), t.fixOff());
  if (recorded.length === 0) return [ok(t.check, `${t.notInstalled()}; ${on ? t.on(files[decided]!) : t.off()}`)];
  let wanted: string[];
  try {
    wanted = await claudeDenyList(place, ctx.env);
  } catch (e) {
    if (!(e instanceof ManifestInvalid)) throw e;
    return [enabled, problem(t.check, t.cannotCompute(e.message), t.fixStale())];
  }
  const missing = wanted.filter((e) => !listed.has(e));
  const extra = recorded.filter((e) => !wanted.includes(e));
  const list =
    missing.length + extra.length === 0
      ? ok(t.check, t.matches(wanted.length))
      : problem(t.check, t.stale(missing, extra), t.fixStale());
  return [enabled, list];
}

async function readSandbox(file: string): Promise<SandboxSettings | undefined> {
  try {
    const data = JSON.parse(await readFile(file, 'utf8')) as { sandbox?: unknown };
    return typeof data?.sandbox === 'object' && data.sandbox !== null ? (data.sandbox as SandboxSettings) : undefined;
  } catch {
    return undefined; // absent or not JSON: Claude Code reports unreadable settings itself
  }
}
