/**
 * Reading an agent's hook JSON field by field. A missing or mistyped field is a HookFailure that
 * names the agent, the field and what was expected (the adapter then blocks the way its agent needs).
 */
import { HookFailure } from './failure.js';
import { agentsText as t } from '../core/messages/agents.js';

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export class AgentInput {
  private constructor(
    readonly agent: string,
    readonly data: Json,
    private readonly where = '',
  ) {}

  static parse(agent: string, text: string): AgentInput {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (e) {
      throw new HookFailure(t.input.badJson(agent, (e as Error).message));
    }
    if (!isObject(data)) throw new HookFailure(t.input.notObject(agent));
    return new AgentInput(agent, data);
  }

  private fail(name: string, expected: string): never {
    throw new HookFailure(t.input.field(this.agent, `${this.where}${name}`, expected));
  }

  string(name: string): string {
    const v = this.data[name];
    if (typeof v !== 'string') this.fail(name, 'a string');
    return v as string;
  }

  nonEmpty(name: string): string {
    const v = this.string(name);
    if (v === '') this.fail(name, 'a non-empty string');
    return v;
  }

  absolute(name: string): string {
    const v = this.string(name);
    if (!v.startsWith('/')) this.fail(name, 'an absolute path');
    return v;
  }

  optionalString(name: string): string | undefined {
    const v = this.data[name];
    return v === undefined || v === null ? undefined : this.string(name);
  }

  object(name: string): Json {
    const v = this.data[name];
    if (!isObject(v)) this.fail(name, 'an object');
    return v as Json;
  }

  /**
   * A field holding an object, or the object serialised as a JSON string (Copilot CLI's toolArgs:
   * an object in 1.0.102, a string in its hook reference).
   */
  objectOrJson(name: string): Json {
    return isObject(this.data[name]) ? (this.data[name] as Json) : this.jsonObject(name);
  }

  /** A field holding an object serialised as a JSON string. */
  jsonObject(name: string): Json {
    const v = this.string(name);
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      this.fail(name, 'a JSON object in a string');
    }
    if (!isObject(parsed)) this.fail(name, 'a JSON object in a string');
    return parsed as Json;
  }

  stringList(name: string): string[] {
    const v = this.data[name];
    if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) this.fail(name, 'a list of strings');
    return v as string[];
  }

  /** The first of several names a field has had across the agent's versions. */
  firstOf(names: readonly string[], opts: { optional?: boolean } = {}): string | undefined {
    for (const n of names) if (this.data[n] !== undefined && this.data[n] !== null) return this.string(n);
    if (opts.optional) return undefined;
    return this.fail(names.join('" or "'), 'a string');
  }

  child(name: string, data: Json): AgentInput {
    return new AgentInput(this.agent, data, `${this.where}${name}.`);
  }
}
