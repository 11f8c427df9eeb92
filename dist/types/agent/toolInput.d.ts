type Json = Record<string, unknown>;
/** Typed access to a call's arguments, failing with the tool and field named. */
export declare class ToolInput {
    readonly tool: string;
    private readonly data;
    constructor(tool: string, data: Json);
    string(name: string): string;
    optionalString(name: string): string | undefined;
    optionalBoolean(name: string): boolean;
    list(name: string): ToolInput[];
}
export {};
