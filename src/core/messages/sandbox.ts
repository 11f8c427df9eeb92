/**
 * The kernel layer: `diffgate run` (bubblewrap) and `install --claude --sandbox` (Claude Code's
 * sandbox.filesystem.denyWrite). A write the kernel refuses reaches the agent as the kernel's own
 * error; these sentences name the same paths, the same reason and the same next action as the
 * pre-check and the tripwire, so the three layers agree.
 */
import { plural } from './common.js';

/** The kernel's words for a refused write, as a command prints them. */
export const KERNEL_ERRORS =
  '"Read-only file system" (EROFS), or "Device or resource busy" (EBUSY) for a rename or removal';

export const sandboxText = {
  /**
   * The one sentence the pre-check and the tripwire can add for a frozen path or gate file, and
   * that `run` prints when it starts: which paths are read-only, why, and what the agent then sees.
   */
  readOnlyNote: () =>
    `Frozen files, the diffgate manifest and the gate files (they could switch a check off) are read-only here; a write to one fails with ${KERNEL_ERRORS}. Do not work around this by changing another file instead, or by making the same change another way (another tool, a script, a background process); show the person the change you intended and why, and wait for them to decide.`,
  start: (files: number, frozen: number, folders: number) =>
    `diffgate run: ${plural(files, 'file')} (${frozen} frozen by the manifest, the rest manifests and gate files) and ${plural(folders, 'gate folder')} are read-only for this command and every process it starts (bubblewrap).`,
  links: (paths: string[]) =>
    `diffgate run: not bound (a bind mount would protect the link's target, not the frozen link): ${paths.join(', ')}; the pre-check and the tripwire still guard them.`,
  /** Why bubblewrap cannot sandbox here: bwrap missing from the system's places, or no namespaces. */
  bwrapMissing: (places: string[]) =>
    `bubblewrap (bwrap) is not installed where diffgate looks for it (${places.join(', ')}; the file and its folders owned by root and writable by no one else). PATH is not searched, so that no program an earlier command wrote can stand in for it`,
  noNamespaces: (output: string) =>
    `bubblewrap is installed but cannot create a sandbox here (user namespaces are off or restricted): ${output.trim() || 'no output'}`,
  installBwrap: () =>
    'Install it (Debian/Ubuntu: apt-get install bubblewrap; Fedora: dnf install bubblewrap; Arch: pacman -S bubblewrap)',
  allowNamespaces: () =>
    'Allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1; on Ubuntu 24.04 and later an AppArmor profile for bwrap, or sysctl kernel.apparmor_restrict_unprivileged_userns=0), or install bwrap setuid',
  /** The refusal: the reason, what to do, and the way to run without the layer. */
  refused: (reason: string, fix: string) =>
    `diffgate run: ${reason}, so frozen files and gate files cannot be made read-only. ${fix}, and run again; or pass --allow-unsandboxed to run without this layer.`,
  gateLinks: (paths: string[]) =>
    `diffgate run: gate files that are symbolic links: their targets are read-only, but each link itself can be replaced (a bind mount protects the target): ${paths.join(', ')}; the pre-check and the tripwire still guard them.`,
  unsandboxed: (reason: string) =>
    `diffgate run: running WITHOUT the read-only layer (--allow-unsandboxed): ${reason}. The pre-check, the tripwire and the git hooks still apply.`,
  noCommand: () => 'name the command to run after --: diffgate run [--allow-unsandboxed] -- COMMAND [ARG...]',
  notStarted: (command: string, why: string) => `diffgate run: could not start ${command}: ${why}`,
  notFound: () => 'no such file (nor on PATH)',
  notExecutable: () => 'not executable',
  manifestUnreadable: (file: string, why: string) => `cannot read ${file}: ${why}`,
  manifestInvalid: (errors: string[]) =>
    `the manifest has errors, so diffgate cannot tell which paths to protect:\n${errors.map((e) => `  ${e}`).join('\n')}`,
  install: {
    userUnsupported: () =>
      "the sandbox deny list names this repository's files, so it goes into the project's .claude/settings.local.json: run diffgate install --claude --sandbox without --user",
    written: (file: string, n: number) =>
      `${file}: sandbox.filesystem.denyWrite lists ${plural(n, 'path')} (frozen files, manifests, gate files). sandbox.enabled is left as it is: turn the sandbox on yourself (/sandbox in Claude Code, or "sandbox": {"enabled": true}); only then does the kernel refuse those writes.`,
    same: (file: string, n: number) =>
      `${file}: sandbox.filesystem.denyWrite already lists the ${plural(n, 'path')}; nothing to change. sandbox.enabled is left to you.`,
    removed: (file: string, n: number) =>
      `${file}: removed ${plural(n, 'path')} diffgate had added to sandbox.filesystem.denyWrite.`,
    absent: (file: string) => `${file}: no diffgate paths in sandbox.filesystem.denyWrite; nothing to remove.`,
    badSandbox: (file: string, key: string) =>
      `${file}: "${key}" is not what Claude Code expects (an object, with denyWrite a list of strings); fix it first, diffgate will not overwrite it.`,
  },
  doctor: {
    check: 'claude sandbox',
    notInstalled: () =>
      'the sandbox deny list is not installed (optional: diffgate install --claude --sandbox makes frozen files and gate files read-only for sandboxed commands)',
    on: (file: string) => `the sandbox is on (sandbox.enabled in ${file})`,
    off: () =>
      'the sandbox is off (no settings file sets sandbox.enabled to true), so its deny list is not enforced; the hook layers still apply',
    fixOff: () => 'run /sandbox in Claude Code, or set "sandbox": {"enabled": true} in .claude/settings.local.json',
    matches: (n: number) =>
      `sandbox.filesystem.denyWrite covers the ${plural(n, 'path')} the manifest in force protects now`,
    stale: (missing: string[], extra: string[]) =>
      `sandbox.filesystem.denyWrite no longer matches the manifest in force (it changed since install, or files were added)${missing.length ? `; missing: ${missing.join(', ')}` : ''}${extra.length ? `; listed but no longer protected by the manifest: ${extra.join(', ')}` : ''}`,
    fixStale: () => 'diffgate install --claude --sandbox',
    cannotCompute: (why: string) => `cannot work out the protected paths: ${why}`,
  },
};
