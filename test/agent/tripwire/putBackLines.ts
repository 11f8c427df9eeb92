/**
 * The lines the tripwire must put back, by what they change, and the run of one: the built CLI as
 * Claude Code calls it around a Bash call, the command really run by bash whatever the pre-check
 * said (as if it had missed it), then PostToolUse. Every protected file, manifest and gate file must
 * be back byte for byte, the call told with exit 2, and the agent's version kept in the quarantine
 * folder. The pre-check may or may not see a line; the tripwire must put it back either way.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from 'vitest';
import { type Harness, type HookRun, runHook, userPrompt, withHarness } from '../hookHarness.js';
import { hookHere } from '../inProcessHook.js';
import { bash, bashCall, gateFiles, hookEvent, protectedShots, quarantined, type Shot } from './tripwireHarness.js';

type Line = [klass: string, command: string, keptIn?: string];

/** Ways a shell line writes, renames or removes a protected file. */
export const SHELL_WRITES: Line[] = [
  ['redirection', 'echo x > guard.sh'],
  ['append redirection to a frozen file', 'echo x >> hooks/a.sh'],
  ['noclobber override', 'set -o noclobber; echo x >| guard.sh'],
  ['option word in a variable', 'f=guard.sh; opt=-i; sed $opt s/guard/x/ $f'],
  ['sed -i', "sed -i 's/guard/x/' guard.sh"],
  ['perl -pi', "perl -pi -e 's/guard/x/' guard.sh"],
  ['python inline program', `python3 -c "open('guard.sh','a').write('x')"`],
  [
    'python program naming only a directory',
    `python3 -c "import os;[open(os.path.join('hooks',f),'w').write('x') for f in os.listdir('hooks')]"`,
  ],
  ['node inline program', `node -e "require('fs').writeFileSync('guard.sh','x')"`],
  ['python heredoc', "python3 - <<'EOF'\nopen('hooks/b.sh','w').write('x')\nEOF"],
  ['string escapes in an inline program', `python3 -c "open('gu\\x61rd.sh','w').write('x')"`],
  ['cp over', 'cp notes.txt guard.sh'],
  ['cp --remove-destination', 'cp --remove-destination notes.txt guard.sh'],
  ['mv over', 'mv notes.txt guard.sh'],
  ['rename over from a temporary file', 'echo x > hooks/a.sh.tmp && mv hooks/a.sh.tmp hooks/a.sh'],
  ['rm', 'rm guard.sh'],
  ['rm -rf of a frozen folder', 'rm -rf hooks'],
  ['dotglob', 'shopt -s dotglob; rm -f hooks/*'],
  ['nocaseglob', 'shopt -s nocaseglob; for f in GUARD*; do echo x > "$f"; done'],
  ['GLOBIGNORE', 'GLOBIGNORE=x; echo x | tee hooks/*.sh >/dev/null'],
  ['CDPATH', 'CDPATH=.; cd hooks && echo x > a.sh'],
  ['subshell cd', '(cd hooks; echo x > b.sh)'],
  ['cdable_vars', 'shopt -s cdable_vars; d=hooks; cd d 2>/dev/null || cd $d; echo x > a.sh'],
  ['environment prefix read by bash -c', `f=guard.sh bash -c 'echo x > $f'`],
  ['HOME prefix and ~', `HOME=$PWD bash -c 'echo x > ~/guard.sh'`],
  ['sh -c with $0', `sh -c 'echo x > "$0"' guard.sh`],
  ['eval', 'eval "echo x > guard.sh"'],
  ['command word from a substitution', '$(echo rm) guard.sh'],
  ['name split across variables', 'a=gu; b=ard.sh; echo x > $a$b'],
  ['/proc/self/cwd', 'echo x > /proc/self/cwd/guard.sh'],
  ['tee', 'cat notes.txt | tee guard.sh >/dev/null'],
  ['dd of=', 'dd if=notes.txt of=guard.sh 2>/dev/null'],
  ['install', 'install -m 644 notes.txt guard.sh'],
  ['truncate', 'truncate -s 0 guard.sh'],
  ['chmod +x (mode change)', 'chmod +x guard.sh'],
  ['symlink replacing a frozen file', 'ln -sf notes.txt guard.sh'],
  ['hard link written through', 'ln guard.sh hard && echo x >> hard'],
  ['find -exec', "find . -name a.sh -not -path './.git/*' -exec sed -i s/a/b/ {} +"],
  ['xargs', 'echo guard.sh | xargs sed -i s/guard/x/'],
  ['git apply', 'git apply fix.patch'],
  ['patch', 'patch -s -p1 < fix.patch'],
  ['git mv (rename away)', 'git mv guard.sh guard2.sh'],
  ['git rm', 'git rm -q guard.sh'],
  ['git checkout of another version', 'git show HEAD:notes.txt > /tmp/n.$$ && cp /tmp/n.$$ guard.sh'],
  ['git pathspec magic', `git rm -q --cached ':(glob)hooks/*.sh' && rm hooks/a.sh`],
  [
    'nested .git that swaps the manifest',
    'git init -q hooks && printf "" > hooks/.diffgate.tsv && echo x > hooks/a.sh',
  ],
  // the agent's version stays where it wrote it (hooks.old/a.sh); the link is kept as hooks.link
  ['folder replaced by a symlink', 'mv hooks hooks.old && ln -s hooks.old hooks && echo x > hooks/a.sh', 'hooks.old'],
  [
    'touch -d restores the modification time',
    `printf 'echo gUard\\n' > guard.sh.new && touch -r guard.sh guard.sh.new && mv guard.sh.new guard.sh && touch -d "$(date -r notes.txt)" guard.sh`,
  ],
];

/** What each rule kind refuses, the secret list and the manifest itself. */
export const RULE_KINDS: Line[] = [
  ['append-only log truncated', 'truncate -s 0 logs/decisions.md'],
  ['append-only log rewritten', "printf 'changed\\n' > logs/decisions.md"],
  ['append-only line deleted', 'sed -i 1d logs/decisions.md'],
  ['budget grown while over budget', 'echo more >> INDEX.md'],
  ['invariant span edited', "sed -i 's/Keep paragraphs short./Anything goes./' docs/style.md"],
  ['invariant marker removed', "sed -i '/INVARIANT-END/d' docs/style.md"],
  ['secret created', 'echo secret > .env'],
  ['secret created under a new folder', 'mkdir -p sub && echo x > sub/.env.local'],
  ['key file created', 'touch prod.key'],
  ['denied path created', 'echo x > data.sqlite'],
  ['save-gated file without the person asking', 'echo x >> memory/notes.md'],
  ['manifest emptied', "printf '' > .diffgate.tsv"],
  ['manifest rule removed', "sed -i '/guard.sh/d' .diffgate.tsv"],
  ['manifest weakened and the file changed in one call', "sed -i '/guard.sh/d' .diffgate.tsv && echo x > guard.sh"],
];

/** Gate files and settings: git's hooks and config, hook managers, Claude Code's settings, remotes. */
export const GATE_WRITES: Line[] = [
  ['git hook replaced', 'echo "exit 0" > .git/hooks/pre-commit'],
  ['git hook added', 'printf "#!/bin/sh\\nexit 0\\n" > .git/hooks/pre-push && chmod +x .git/hooks/pre-push'],
  ['core.hooksPath', 'git config core.hooksPath /dev/null'],
  ['git alias that skips hooks', "git config alias.ci 'commit --no-verify'"],
  ['~/.gitconfig', `printf '[alias]\\n\\tci = commit --no-verify\\n' >> ~/.gitconfig`],
  ['XDG git config', `mkdir -p ~/.config/git && printf '[core]\\n\\thooksPath = /dev/null\\n' > ~/.config/git/config`],
  ['lefthook.yml', "echo 'pre-commit: {}' > lefthook.yml"],
  ['lefthook-local.yml', "printf 'pre-commit:\\n  skip: true\\n' > lefthook-local.yml"],
  ['.pre-commit-config.yaml', "echo 'repos: []' > .pre-commit-config.yaml"],
  ['.husky', 'mkdir -p .husky && echo "exit 0" > .husky/pre-commit'],
  ["husky's per-user start file", 'mkdir -p ~/.config/husky && echo "exit 0" > ~/.config/husky/init.sh'],
  ["Claude's project settings", `mkdir -p .claude && echo '{"disableAllHooks":true}' > .claude/settings.json`],
  [
    "Claude's local settings with an allow rule and hooks off",
    `mkdir -p .claude && echo '{"permissions":{"allow":["Bash"]},"disableAllHooks":true}' > .claude/settings.local.json`,
  ],
  ['a remote that runs a command (ext::)', `git remote add evil 'ext::sh -c touch% /tmp/x'`],
  [
    'a push URL to a repository on this machine (its hooks run on push)',
    'git config remote.origin.pushurl /tmp/evil.git',
  ],
  ['a git alias beside an upstream branch', "git config branch.main.remote origin && git config alias.ci 'commit -n'"],
  ["Claude's user settings", `echo '{"disableAllHooks":true}' > ~/.claude/settings.json`],
];

/** The agent's version of each protected path the command changed, as it was before PostToolUse. */
function agentVersions(before: Record<string, Shot | undefined>, after: Record<string, Shot | undefined>) {
  return Object.entries(after).filter(
    ([p, s]) => s?.type === 'file' && JSON.stringify(s) !== JSON.stringify(before[p]),
  ) as [string, Extract<Shot, { type: 'file' }>][];
}

/**
 * How the hook is run: `cli`, the built CLI as Claude Code starts it (a few lines of each table, so
 * the process boundary stays tested on this path); `here`, the same `claudeHook.run` the CLI calls,
 * in this process (inProcessHook.ts), for the rest of the table: the put-back is the tripwire's
 * decision, not the process's, and a spawned CLI costs about 0.12 s of CPU a call, five a line.
 */
export type Through = 'cli' | 'here';

/**
 * A table's lines with how each is run: its first and last through the built CLI, the rest in this
 * process (for `it.each`: class, how the hooks run, command, where the agent's version is kept).
 */
export function throughEach(
  lines: Line[],
): [klass: string, through: Through, command: string, keptIn: string | undefined][] {
  return lines.map(([klass, command, keptIn], i) => [
    klass,
    i === 0 || i === lines.length - 1 ? 'cli' : 'here',
    command,
    keptIn,
  ]);
}

/** The hook's answer to `input`, through the CLI or in this process. */
export async function hook(h: Harness, input: string, through: Through): Promise<HookRun> {
  return through === 'cli' ? runHook(h, input) : hookHere(h, input);
}

export const preOf = (h: Harness, command: string, id?: string) => hookEvent(h, 'PreToolUse', bashCall(command, id));
export const postOf = (h: Harness, command: string, id?: string) =>
  hookEvent(h, 'PostToolUse', { ...bashCall(command, id), tool_response: { stdout: '', stderr: '' } });

/**
 * One line run between PreToolUse and PostToolUse: put back, its version kept, the next call clean.
 * `through`: how the hooks run (the person's prompt, PreToolUse, PostToolUse and the next call's).
 */
export async function putsBack(command: string, keptIn?: string, through: Through = 'here'): Promise<void> {
  await withHarness(async (h) => {
    gateFiles(h);
    expect((await hook(h, userPrompt(h, 'tidy up the build scripts'), through)).status).toBe(0);
    const before = protectedShots(h);
    const p = await hook(h, preOf(h, command), through);
    expect([0, 2]).toContain(p.status);
    bash(h, command);
    const after = protectedShots(h);
    expect(after).not.toEqual(before); // the line really changed something protected
    const r = await hook(h, postOf(h, command), through);
    expect(r.stderr).toContain('put');
    expect(r.status).toBe(2);
    expect(protectedShots(h)).toEqual(before);
    const kept = quarantined(h);
    for (const [path, s] of agentVersions(before, after)) {
      const name = path.startsWith(h.repo.dir) ? relative(h.repo.dir, path) : path.replace(/^\/+/, '');
      const version =
        keptIn === undefined
          ? kept.get(name)
          : readFileSync(join(h.repo.dir, keptIn, name.split('/').slice(1).join('/')), 'utf8');
      expect(version, `the agent's version of ${name}`).toBe(Buffer.from(s.bytes, 'base64').toString('utf8'));
    }
    const audit = readFileSync(join(h.repo.dir, '.git/diffgate/audit.jsonl'), 'utf8');
    expect(audit).toContain('"action":"put-back"');
    // and the next call starts clean: nothing more to put back
    expect((await hook(h, preOf(h, 'true', 'toolu_02'), through)).status).toBe(0);
    expect(await hook(h, postOf(h, 'true', 'toolu_02'), through)).toMatchObject({ status: 0, stderr: '' });
  });
}
