/** The git hooks' checks, in the order a person would fix them: where, what, with what, and the proof. */
import { doctorText as t } from '../../core/messages/doctor.js';
import { ok, problem, type CheckGroup, type Finding } from './finding.js';
import { checkHookFiles, checkHooksDir, checkSwitches } from './hookChecks.js';
import { hookSetup } from './hookSetup.js';
import { checkManifest } from './manifestCheck.js';
import { probePreCommit, probePrePush } from './probe.js';
import { chooseProbe } from './probeTarget.js';
import { checkCli, checkCodeVerified, checkNode, checkPrograms, findNode } from './runtimeChecks.js';

export const gitHookChecks: CheckGroup = {
  title: t.groupGitHooks(),
  async run(ctx) {
    const setup = await hookSetup(ctx);
    const findings: Finding[] = [checkHooksDir(setup)];
    if (setup.hooksDirExists) findings.push(...(await checkHookFiles(setup)));
    findings.push(...checkSwitches(setup));
    const node = await findNode(setup);
    findings.push(checkNode(node));
    findings.push(checkPrograms(ctx.env));
    const cli = await checkCli(setup, node);
    if (cli) findings.push(cli, checkCodeVerified());
    const manifest = await checkManifest(setup);
    findings.push(...manifest.findings);
    if (!manifest.manifest) {
      findings.push(problem(t.check.probe('pre-commit'), t.probeNoManifest(), t.fix.manifestFirst()));
      return findings;
    }
    const target = await chooseProbe(setup, manifest.manifest, manifest.path);
    if (!target) {
      findings.push(problem(t.check.probe('pre-commit'), t.probeNoTarget(), t.fix.probeTarget()));
      return findings;
    }
    findings.push(await probePreCommit(setup, target));
    // pre-push judges only commits whose parent has a manifest: without one in HEAD, a probe on
    // top of HEAD must pass, and proves nothing.
    findings.push(
      manifest.path === null
        ? ok(t.check.probe('pre-push'), t.probePushNoManifest())
        : await probePrePush(setup, target),
    );
    return findings;
  },
};
