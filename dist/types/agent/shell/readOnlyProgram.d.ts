/**
 * Whether an inline program surely only reads files (`python3 -c 'print(open("guard.sh").read())'`,
 * `node -e 'console.log(require("fs").readFileSync("guard.sh", "utf8"))'`): then the protected
 * paths it names are read, not written, and it passes. Recognised by what it may call, not by
 * what it means: the program holds no name of anything that writes, runs or reaches names
 * indirectly (`getattr`, `eval`, `globals()`, computed members, string escapes that could spell a
 * name), imports only modules that cannot write, and opens files only with a literal read mode.
 * Everything else is judged as before: a program that names a protected path may write it.
 */
export declare function readOnlyProgram(interpreter: string, text: string): boolean;
