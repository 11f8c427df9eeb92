/** What the agent hooks' verifying loader and its install say (src/agents/install/verifiedCommand.ts). */
export const codeCheckText = {
  /** The command to run again, for an agent and scope. */
  reinstall: (agent: string, user: boolean) => `npx diffgate install --${agent}${user ? ' --user' : ''}`,
  /**
   * Printed by the loader, around the file that did not match (the file goes between the two parts):
   * what was blocked, why, and what to do.
   */
  changed: (reinstall: string) => ({
    before: 'diffgate blocked this call: the code diffgate installed was changed since it was installed: ',
    after: ` does not match the sums recorded in the hook command at install. If you upgraded or rebuilt diffgate, run: ${reinstall}. If you did not, something rewrote the installed CLI: reinstall the package (npm ci), then run: ${reinstall}. Until then every call is blocked.\n`,
  }),
  /** Printed by the hook command's shell when the node it was installed with is gone. */
  nodeMissing: (node: string, reinstall: string) =>
    `diffgate blocked this call: ${node}, the node diffgate's hooks were installed with, is not there any more (node upgraded or moved?). Run: ${reinstall} (with the node you use now). Until then every call is blocked.`,
  /**
   * Gemini CLI's answer, printed by the hook command's shell when the node it ran ended without an
   * answer (killed, crashed, or stopped by the shell's watchdog): `status` is the shell's exit status.
   */
  noAnswer: (status: string, watchdog: number, reinstall: string) =>
    `diffgate blocked this call: diffgate's hook ended without an answer (exit status ${status}: killed by a signal, crashed, or stopped after ${watchdog} s by the hook command's watchdog), so nothing was checked and the call is blocked (fail closed). Tell the person: run npx diffgate doctor in this repository; if it reports the hook is fine, the machine may be short of memory or time. If diffgate was upgraded, run ${reinstall}.`,
  /** Said after an install: what the hooks now depend on, and when to install again. */
  installedNote: (node: string, dir: string, reinstall: string) =>
    `The hooks run ${node} and the CLI in ${dir} by absolute path, and check the CLI's code before it runs: after upgrading or moving node or diffgate, run ${reinstall} again (until then every call is blocked, saying so).`,
  /** `install` refuses a CLI whose files do not match its own sums. */
  notIntact: (file: string) =>
    `${file} does not match the sums in the CLI's SHA256SUMS, so its code cannot be verified: reinstall the package (npm ci, or npm install diffgate), then run the install again.`,
  noSums: (dir: string) =>
    `${dir} has no SHA256SUMS, so its code cannot be verified by the hooks: reinstall a built copy of diffgate (npm ci, or npm run build in a checkout), then run the install again.`,
};
