import { type InstallAgentOptions, type InstallAgentResult } from '../install/installAgent.js';
export declare const MARK = "// Written by `diffgate install --opencode`; `diffgate uninstall --opencode` removes it.";
export declare function opencodeFile(o: {
    cwd: string;
    user: boolean;
    home: string;
    env?: NodeJS.ProcessEnv;
}): string;
export declare function pluginModule(projectRoot: string | undefined, cliPath?: string): string;
export declare function installOpencode(o: InstallAgentOptions & {
    env?: NodeJS.ProcessEnv;
}): Promise<InstallAgentResult>;
