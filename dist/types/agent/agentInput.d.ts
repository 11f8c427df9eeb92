export type Json = Record<string, unknown>;
export declare const isObject: (v: unknown) => v is Json;
export declare class AgentInput {
    readonly agent: string;
    readonly data: Json;
    private readonly where;
    private constructor();
    static parse(agent: string, text: string): AgentInput;
    private fail;
    string(name: string): string;
    nonEmpty(name: string): string;
    absolute(name: string): string;
    optionalString(name: string): string | undefined;
    object(name: string): Json;
    /**
     * A field holding an object, or the object serialised as a JSON string (Copilot CLI's toolArgs:
     * an object in 1.0.102, a string in its hook reference).
     */
    objectOrJson(name: string): Json;
    /** A field holding an object serialised as a JSON string. */
    jsonObject(name: string): Json;
    stringList(name: string): string[];
    /** The first of several names a field has had across the agent's versions. */
    firstOf(names: readonly string[], opts?: {
        optional?: boolean;
    }): string | undefined;
    child(name: string, data: Json): AgentInput;
}
