import type { AllowBlock, CommandVerdict, SegmentVerdict } from './judgeCommand.js';
export declare function prefixOf(s: SegmentVerdict): string;
/** Why a person is asked: every segment that asks, with its rule and reason. */
export declare function askReason(verdict: CommandVerdict): string | undefined;
/** Why the line is allowed: each segment's allow rule. */
export declare function allowReason(verdict: CommandVerdict): string;
export declare function allowBlockText(b: AllowBlock): string;
/** `diffgate explain --command`: each segment, its canonical prefix, the rule that matched, the verdict. */
export declare function explainVerdict(command: string, verdict: CommandVerdict): string;
