/** A process as the ledger keeps it: its pid and its start, exactly as the system gave it. */
export interface ProcessId {
    p: number;
    s: string;
    /** The namespaces (user, pid, mount) of the hook that found it; none where the system has none to read. */
    n?: string;
}
/**
 * A shell running diffgate's installed hook command as a client runs it: `sh -c '<command>'` (or
 * `bash -lc`, any shell flags ending in c), the command one line beginning with the installed
 * command's check of its node (agents/install/verifiedCommand.ts) and naming a hook. A command of
 * the agent's runs in a shell of its own (Claude Code's Bash tool is `bash -c -l '... eval ...'`):
 * that one is never this, so the walk up stops there, at a process that is not the client.
 */
export declare function isHookCommandShell(argv: readonly string[] | undefined): boolean;
export interface SenderPorts {
    env: NodeJS.ProcessEnv;
    /** This process (default process.pid). */
    self?: number;
    /** Where the process table is read (default /proc). */
    proc?: string;
}
/**
 * The namespaces this hook runs in (user, pid, mount), as the kernel names them; undefined where
 * there is no /proc. A command run in namespaces of its own (`unshare -r -p -f --mount-proc`: the
 * client is then in no table it can read, and reads as ended, review 3 R2) runs the hook in others
 * than the client's hooks run in; `forged` where /proc is not the kernel's.
 */
export declare function namespaces(proc?: string): string | undefined;
/** The process that ran this hook: its nearest ancestor outside the installed hook command; undefined where it cannot be read. */
export declare function promptSender(ports: SenderPorts): ProcessId | undefined;
/** Whether the process is still the one named: alive, its start the same. Unreadable counts as alive (fail closed). */
export declare function alive(id: ProcessId, ports: SenderPorts): boolean;
/**
 * A prompt's sender, and whether it is foreign:
 *  - it runs in other namespaces than the hook that found the client did (R1, R2);
 *  - it is not the process that sent the session's previous prompt (`client`, as the ledger keeps
 *    it) while that process is alive; a sender that cannot be read, with a client known and alive,
 *    is foreign too (fail closed);
 *  - it, or a process it descends from, started during the session's last turn (`lastTurn`: from
 *    the previous prompt to the agent's last act): a process the agent's calls left running, which
 *    would otherwise be taken for the client once a headless client ended (review 3 R7).
 * With no client known (the session's first prompt, a ledger from before this), every sender is
 * taken as the client.
 */
export declare function promptFrom(client: ProcessId | undefined, ports: SenderPorts, lastTurn?: {
    from: number;
    to: number;
}): PromptFrom;
/** Why a prompt is no person's: other namespaces, another process while the client lives, a process of the last turn. */
export type Foreign = 'namespaces' | 'client' | 'lastTurn';
export interface PromptFrom {
    sender: ProcessId | undefined;
    /** Set when the prompt is no person's. */
    foreign?: Foreign;
}
