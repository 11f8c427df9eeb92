/**
 * The part of mvdan-sh (mvdan.cc/sh compiled to JavaScript by GopherJS) this adapter uses. Nodes are
 * Go structs seen through GopherJS: fields are read as properties, slices as arrays, positions
 * through methods. Typed loosely on purpose: node kinds are told apart with `syntax.NodeType`.
 */
declare module 'mvdan-sh' {
  export interface Pos {
    Offset(): number;
    Line(): number;
    Col(): number;
  }
  /** Any syntax node; fields depend on its NodeType. */
  export interface Node {
    Pos(): Pos;
    End(): Pos;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    [field: string]: any;
  }
  export interface Parser {
    /** Throws a Go error object (with `Error()`) on a syntax error. */
    Parse(src: string, name: string): Node;
  }
  export interface Syntax {
    NewParser(...options: unknown[]): Parser;
    Variant(lang: unknown): unknown;
    LangBash: unknown;
    NodeType(node: Node): string;
    SplitBraces(word: Node): Node;
    Walk(node: Node, visit: (node: Node | null) => boolean): void;
  }
  const mvdan: { syntax: Syntax };
  export default mvdan;
}
