/**
 * A tool call's arguments (agentEvent.ts `BeforeCall.args`), read field by field by the tool's
 * decision when it needs each: a missing or mistyped field fails with the tool and field named.
 */
import { claudeText as c } from '../core/messages/claude.js';
import { HookFailure } from './failure.js';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Typed access to a call's arguments, failing with the tool and field named. */
export class ToolInput {
  constructor(
    readonly tool: string,
    private readonly data: Json,
  ) {}

  string(name: string): string {
    const v = this.data[name];
    if (typeof v !== 'string') throw new HookFailure(c.input.toolField(this.tool, name, 'a string'));
    return v;
  }

  optionalString(name: string): string | undefined {
    return this.data[name] === undefined || this.data[name] === null ? undefined : this.string(name);
  }

  optionalBoolean(name: string): boolean {
    const v = this.data[name];
    if (v === undefined || v === null) return false;
    if (typeof v !== 'boolean') throw new HookFailure(c.input.toolField(this.tool, name, 'true or false'));
    return v;
  }

  list(name: string): ToolInput[] {
    const v = this.data[name];
    if (!Array.isArray(v) || !v.every(isObject))
      throw new HookFailure(c.input.toolField(this.tool, name, 'a list of objects'));
    return v.map((item, i) => new ToolInput(`${this.tool} ${name}[${i}]`, item as Json));
  }
}
