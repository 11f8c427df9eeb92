/**
 * The test manifest shared by the command policy's tests, and a helper that judges a command line
 * the way the hook does: the real shell parser and walker (src/agent/commands) make the segments,
 * the pure core judges them.
 */
import { commandWalk } from '../../../src/agent/commands/commandSegments.js';
import { withForkBombs } from '../../../src/core/commands/catastrophic.js';
import { commandRules, type CommandRule } from '../../../src/core/commands/commandRules.js';
import { judgeCommand, type CommandVerdict } from '../../../src/core/commands/judgeCommand.js';
import { parseManifest } from '../../../src/core/parseManifest.js';

export const COMMAND_MANIFEST = [
  'command-deny\tgit push -f|--force|--force-with-lease\tHistory is rewritten only by a person',
  "command-deny\tgit reset --hard\tDiscarding work is a person's decision",
  "command-ask\tgit clean -f|--force\tDeleting untracked files is a person's decision",
  "command-ask\tnpm publish\tPublishing is a person's decision",
  'command-deny\tkubectl delete\tClusters change through the pipeline',
  "command-ask\tdocker compose down\tStopping the stack is a person's decision",
  'command-ask\trm -r|-R|--recursive\tRecursive deletes need a person',
  'command-deny\tterraform apply|destroy\tInfrastructure changes through CI',
  'command-ask\tnpm run deploy\tDeploys need a person',
  'command-deny\tmake deploy\tDeploys go through CI',
  'command-deny\tgh repo delete\tRepositories are deleted by a person',
  "command-ask\tsudo\tRunning as root is a person's decision",
  'command-ask\tcurl\tNetwork access needs a person',
  'command-allow\tgit status|diff|log|show\tRead-only',
  'command-allow\tls\tRead-only',
  'command-allow\tcat\tRead-only',
  'command-allow\tgrep\tRead-only',
  'command-allow\techo\tPrints',
  'command-allow\tpwd\tRead-only',
  'command-allow\ttrue\tDoes nothing',
  'command-allow\ttest|[\tConditions',
  'command-allow\twc|head|tail|sort\tRead-only',
  'command-allow\tnpm test\tTests',
  'command-allow\tnpm run build|lint|test\tScripts',
  'command-allow\tcargo *\tCargo builds and tests',
  'command-allow\tmake build|test\tBuilds',
  'command-allow\tdocker ps\tRead-only',
  'command-allow\tkubectl get\tRead-only',
  'command-allow\tgh pr view|list\tRead-only',
  '',
].join('\n');

export const HOME = '/home/u';
export const REPO = '/repo';

let compiled: CommandRule[] | undefined;

export function testRules(): CommandRule[] {
  if (compiled) return compiled;
  const { rules, errors } = commandRules(parseManifest(COMMAND_MANIFEST, '.diffgate.tsv').rules);
  if (errors.length > 0) throw new Error(JSON.stringify(errors));
  compiled = rules;
  return rules;
}

export async function judge(command: string, rules: CommandRule[] = testRules()): Promise<CommandVerdict> {
  const { segments, calls } = await commandWalk(command, { cwd: REPO, home: HOME, projectDir: REPO });
  return withForkBombs(judgeCommand({ text: command, segments, home: HOME }, rules), calls);
}

/** What decided: the catastrophic form, the deciding rule's pattern, or why an allow did not apply. */
export function deciding(v: CommandVerdict): string {
  if (v.decision === 'deny' && v.catastrophes.length > 0) return v.catastrophes[0]!.form;
  if (v.decision === 'deny' || v.decision === 'ask')
    return v.segments.find((s) => s.decision === v.decision)!.rule!.pattern.text;
  if (v.decision === null) return v.segments.find((s) => s.allowBlocked)?.allowBlocked!.kind ?? '';
  return '';
}
