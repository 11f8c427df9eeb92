/**
 * The Bash tool end to end: a table of shell commands, half of them writes to protected paths
 * (denied, exit 2, with the rule named on stderr) and half reads, runs and writes elsewhere
 * (no opinion: exit 0, no output). One line per case: [command, the rule ids expected or []].
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STYLE, openHarness, rulesIn, tool, type Harness } from './hookHarness.js';
import { toolHere } from './inProcessHook.js';

const DENIED: [string, string[]][] = [
  ['echo x > guard.sh', ['freeze']],
  ['echo x >> guard.sh', ['freeze']],
  ['echo x &> guard.sh', ['freeze']],
  ['echo x >| guard.sh', ['freeze']],
  ["cat <<'EOF' > guard.sh\nx\nEOF", ['freeze']],
  ["sed -i 's/a/b/' guard.sh", ['freeze']],
  ["sed -i.bak -e 's/a/b/' hooks/a.sh", ['freeze']],
  ["perl -pi -e 's/a/b/' docs/style.md", ['invariant']],
  ['tee guard.sh < /dev/null', ['freeze']],
  ['echo x | tee -a logs/decisions.md', ['append']],
  ['cp notes.txt guard.sh', ['freeze']],
  ['mv guard.sh old.sh', ['freeze']],
  ['mv notes.txt hooks/a.sh', ['freeze']],
  ['rm guard.sh', ['freeze']],
  ['rm -rf hooks', ['freeze', 'freeze']],
  ['rm hooks/*.sh', ['freeze', 'freeze']],
  ['chmod -x guard.sh', ['freeze']],
  ['truncate -s 0 logs/decisions.md', ['append']],
  ['touch guard.sh', ['freeze']],
  ['ln -sf /etc/passwd guard.sh', ['freeze']],
  ['dd if=/dev/zero of=guard.sh count=1', ['freeze']],
  ['install -m 755 notes.txt hooks/a.sh', ['freeze']],
  ['rsync -a build/ hooks/', ['freeze', 'freeze']],
  ['git checkout -- guard.sh', ['freeze']],
  ['git restore docs/style.md', ['invariant']],
  ['cd hooks && echo x > a.sh', ['freeze']],
  ["cd docs; sed -i 's/x/y/' style.md", ['invariant']],
  ["bash -c 'echo x > guard.sh'", ['freeze']],
  ['sh -c "rm -f hooks/a.sh"', ['freeze']],
  ['(cd hooks && rm a.sh)', ['freeze']],
  ['true && echo x > INDEX.md', ['budget']],
  ['false || cp notes.txt logs/decisions.md', ['append']],
  ["find . -name '*.sh' | xargs sed -i 's/a/b/'", ['shell-unresolved']],
  ['sudo tee guard.sh < /dev/null', ['freeze']],
  ['env FOO=1 rm guard.sh', ['freeze']],
  ['timeout 5 truncate -s0 guard.sh', ['freeze']],
  ['nohup cp notes.txt guard.sh &', ['freeze']],
  ['command rm -f guard.sh', ['freeze']],
  ['echo x > "$CLAUDE_PROJECT_DIR/guard.sh"', ['freeze']],
  ['echo x > "$PWD/hooks/a.sh"', ['freeze']],
  ['F=guard.sh; echo x > $F', ['freeze']],
  ['for f in hooks/*.sh; do sed -i \'s/a/b/\' "$f"; done', ['freeze', 'freeze']],
  ["python3 -c \"open('guard.sh','w').write('x')\"", ['freeze']],
  ["node -e \"require('fs').writeFileSync('docs/style.md','')\"", ['invariant']],
  ["python3 - <<'EOF'\nopen('logs/decisions.md','w')\nEOF", ['append']],
  ['perl -e \'unlink "guard.sh"\'', ['freeze']],
  ['ruby -e \'File.write("INDEX.md", "")\'', ['budget']],
  ['echo "freeze\tx\ty" >> .diffgate.tsv', ['manifest']],
  ["printf '#!/bin/sh\\n' > .git/hooks/pre-commit", ['gate-switch']],
  ['echo x > .git/config', ['git-dir']],
  ['git commit --no-verify -m x', ['gate-switch']],
  ['git commit -nm x', ['gate-switch']],
  ['git -c core.hooksPath=/dev/null commit -m x', ['gate-switch']],
  ['git config core.hooksPath .nohooks', ['gate-switch']],
  ['DIFFGATE_RELEASE=yes git commit -m x', ['gate-switch']],
  ['export DIFFGATE_RELEASE=yes', ['gate-switch']],
  ['HUSKY=0 git commit -m x', ['gate-switch']],
  ['npx diffgate hook claude < fake.json', ['gate-switch']],
  ['echo x > $OUT', ['shell-unresolved']],
  ['cp notes.txt "$(mktemp -u -p "$D")"', ['shell-unresolved']],
  ['echo x > memory/notes.md', ['save-gate']],
  ['touch data.sqlite', ['deny']],
  ['echo SECRET=1 > .env', ['secret']],
  ['eval "rm guard.sh"', ['freeze']],
  ["bash <<'EOF'\nrm guard.sh\nEOF", ['freeze']],
  ['git apply fix.patch', ['freeze']],
  ['patch -p1 < fix.patch', ['freeze']],
  ['cat > INDEX.md <<EOF\nx\nEOF', ['budget']],
  ['{ echo a; echo b; } > hooks/b.sh', ['freeze']],
  ['if true; then rm guard.sh; fi', ['freeze']],
  ['\\rm guard.sh', ['freeze']],
  ["r'm' guard.sh", ['freeze']],
  ['/bin/rm ./hooks/../guard.sh', ['freeze']],
  ['exec 3> guard.sh', ['freeze']],
  ['tar -xf archive.tar -C hooks', ['freeze', 'freeze']],
  // review-15c F07: what tar --remove-files adds is deleted
  ['tar -cf /dev/null --remove-files guard.sh', ['freeze']],
  ['tar --rem -czf /tmp/x.tgz hooks', ['freeze', 'freeze']],
  ['tar -c --remove-f -f /tmp/x.tar guard.sh', ['freeze']],
  ['echo $(rm guard.sh)', ['freeze']],
  ['"$EDITOR" guard.sh', ['freeze']],
  ['cp -t hooks notes.txt a.sh', ['freeze']],
  // found by running the hook and bash side by side (a / inside $(...) in a ${X/pattern/} once hid it)
  ['echo "${X/$(rm hooks/a.sh)/}"', ['freeze']],
  ["bash -c -- 'rm guard.sh'", ['freeze']],
  ['F="notes.txt guard.sh"; rm $F', ['freeze']],
  ['{rm,guard.sh}', ['freeze']],
  ['a[$(rm guard.sh)]=1', ['freeze']],
  ['time -- rm guard.sh', ['freeze']],
  ['bash /dev/stdin <<< "rm guard.sh"', ['freeze']],
  ['echo "rm guard.sh" | sh', ['shell-unresolved']],
  ['source <(echo rm guard.sh)', ['shell-unresolved']],
  ['echo x > hooks/[!x].sh', ['freeze', 'freeze']],
  ['echo {a,$(rm guard.sh)}', ['freeze']],
  ['echo x[$(rm guard.sh)]', ['freeze']],
  ['X=g; rm -f [$X]uard.sh', ['shell-unresolved']],
  ['echo x 1>&guard.sh', ['freeze']],
  ['eval -- "rm guard.sh"', ['freeze']],
  ['builtin eval "rm guard.sh"', ['freeze']],
  ['flock /tmp/lock -c "rm guard.sh"', ['freeze']],
  ['runuser -u x -- touch -c guard.sh', ['freeze']],
  ['su -c "rm guard.sh"', ['freeze']],
  ['setsid tee guard.sh < /dev/null', ['freeze']],
  ['taskset -c 0 truncate -s0 guard.sh', ['freeze']],
  ['find . -execdir rm a.sh \\;', ['shell-unresolved']],
  [': "${HOME/<(rm guard.sh)/}"', ['shell-unresolved']],
  ['declare -n R=F; F=guard.sh; rm $R', ['shell-unresolved']],
];

const PASSED: string[] = [
  'grep def guard.sh',
  'md5sum hooks/*.sh > /tmp/list.txt',
  'python3 lint.py draft.md',
  'F="notes.txt draft.md"; rm $F',
  'source .venv/bin/activate && bash scripts/run.sh < input.txt',
  'echo "${X/a|b;c/$(date)}" > /tmp/out.txt',
  'cat guard.sh',
  'ls -la hooks',
  'git status',
  'git diff --stat',
  'git log --oneline -5',
  'echo hello > notes.txt',
  'echo x >> build/out.txt',
  "sed -i 's/a/b/' notes.txt",
  "sed 's/a/b/' guard.sh > /tmp/guard.sh",
  'cp guard.sh /tmp/guard-copy.sh',
  'cp guard.sh backup/',
  'mv notes.txt notes2.txt',
  'rm -rf build',
  'rm /tmp/list.txt',
  'tee /tmp/out.txt < guard.sh',
  'cd /tmp && echo x > guard.sh',
  "bash -c 'cat guard.sh'",
  'bash hooks/a.sh',
  'sh guard.sh',
  'node -e "console.log(1)"',
  'python3 -c "print(open(\'notes.txt\').read())"',
  'npm test',
  'npx vitest run',
  "find . -name '*.md'",
  "find build -name '*.tmp' -delete",
  'git commit -m "message"',
  'git add -A',
  'git checkout -b feature',
  'git restore --staged guard.sh',
  'echo "guard.sh" > /tmp/names.txt',
  'wc -l INDEX.md',
  'diff guard.sh hooks/a.sh',
  'chmod +x build/run.sh',
  'touch src/new.ts',
  'touch hooks/new.sh',
  'echo x 2>&1 | tee /tmp/log.txt',
  'mkdir -p build/dist && cp src/app.ts build/dist/',
  'rm -f /tmp/*.log',
  'FOO=1 python3 lint.py',
  'echo x > /dev/null',
  'ln -s ../guard.sh build/guard-link.sh',
  'curl -o /tmp/file.txt https://example.com',
  "cat <<'EOF' > notes.txt\nhello\nEOF",
  'for f in build/*.txt; do cp "$f" /tmp/; done',
  'grep -r "DIFFGATE_RELEASE" src',
  'git log --format=%H -1',
  'echo x > out.log 2>&1',
  'cd build && rm -f out.txt',
  'npm run build > /tmp/build.log 2>&1',
  'tar -xf /tmp/archive.tar -C /tmp/unpacked',
  'tar -czf /tmp/src.tgz guard.sh hooks',
  'tar --remove-files -czf /tmp/build.tgz build',
  // forms the walker takes apart since the parser became unbash: none of these writes a protected path
  'mkdir -p build/{a,b,c} && touch build/{a,b}/x.txt',
  'for i in {1..3}; do echo "$i" >> /tmp/n.txt; done',
  'for f in src/*.ts; do wc -l "$f"; done > /tmp/counts.txt',
  'OUT=/tmp/report.txt; date > "$OUT"',
  'export NODE_ENV=test; npm test',
  'declare -a files=(a b); echo "${files[@]}" > /tmp/f.txt',
  'echo "${HOME//root/x}" > /tmp/h.txt',
  'echo ${PWD##*/} > /tmp/base.txt',
  'if [[ -f guard.sh ]]; then echo present > /tmp/state.txt; fi',
  'case "$1" in start) echo go > /tmp/go.txt;; esac',
  'while read -r line; do echo "$line"; done < guard.sh > /tmp/copy.txt',
  '(( n = 2 + 3 )); echo $n > /tmp/sum.txt',
  'f() { echo "$1" > /tmp/f.txt; }; f hello',
  'python3 - <<EOF > /tmp/py.txt\nprint("hi")\nEOF',
  "bash <<'EOF'\necho safe > /tmp/safe.txt\nEOF",
  'git diff | tee /tmp/patch.diff | wc -l',
  'cat guard.sh | grep echo | sort | uniq > /tmp/u.txt',
  'xargs -n1 echo < notes.txt > /tmp/words.txt',
  'diff <(sort notes.txt) <(sort draft.md) > /tmp/d.txt',
  "echo $'tab\\there' > /tmp/tab.txt",
  'printf "%s\\n" a b > /tmp/p.txt 2>/dev/null',
  'timeout 10 npm test 2>&1 | tail -5',
  'sudo -u nobody ls /tmp > /tmp/ls.txt',
  'env -i PATH=/usr/bin ls > /tmp/env.txt',
  'nohup npm start > /tmp/server.log 2>&1 &',
  'cd build && { make; echo done > status.txt; }',
  'eval "echo hi > /tmp/e.txt"',
  'bash -c -- "echo ok > /tmp/ok.txt"',
  'FILES="build/a.txt build/b.txt"; rm -f $FILES',
];

describe('Bash: write targets of shell commands', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    h.repo.commit('fixture');
    // work in progress on two protected files: `git checkout --`/`git restore` would put them back
    h.repo.write('guard.sh', 'echo guard edited\n').write('docs/style.md', `${STYLE}edited\n`);
  });
  afterAll(() => h.close());

  it('has at least 80 commands, half of them denied', () => {
    expect(DENIED.length + PASSED.length).toBeGreaterThanOrEqual(80);
    expect(DENIED.length).toBeGreaterThanOrEqual(40);
    expect(PASSED.length).toBeGreaterThanOrEqual(40);
  });

  it.each(DENIED)('denies %j', async (command, rules) => {
    const r = await toolHere(h, 'Bash', { command, description: 'test' });
    expect(r.stdout).toBe('');
    expect(rulesIn(r.stderr), r.stderr).toEqual([...rules].sort());
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/Do not work around the block by changing another file/);
  });

  it.each(PASSED)('passes %j', async (command) => {
    const r = await toolHere(h, 'Bash', { command });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('');
    expect(r.status).toBe(0);
  });

  it('tells the model to use the Edit tool for invariant, append and budget paths, and to wait for a person on frozen ones', () => {
    const invariant = tool(h, 'Bash', { command: "sed -i 's/x/y/' docs/style.md" });
    expect(invariant.stderr).toContain(
      'docs/style.md [invariant] The command writes docs/style.md (sed -i), a file with invariant spans.',
    );
    expect(invariant.stderr).toContain('why: The marked principles are decided (.diffgate.tsv:3)');
    expect(invariant.stderr).toContain('Use the Edit tool, whose proposed change can be checked');
    const frozen = tool(h, 'Bash', { command: 'echo x > guard.sh' });
    expect(frozen.stderr).toContain('guard.sh [freeze] The command writes guard.sh (> guard.sh), a frozen file.');
    expect(frozen.stderr).toContain('This file is frozen.');
    expect(frozen.stderr).toContain('wait for a person to release it');
    expect(frozen.stderr).toContain('"guard release"');
  });

  it('resolves targets against the directory of the tool call', () => {
    const r = tool(h, 'Bash', { command: 'echo x > a.sh' }, { cwd: `${h.repo.dir}/hooks` });
    expect(rulesIn(r.stderr)).toEqual(['freeze']);
  });

  it('checks PowerShell commands by the protected paths they name', () => {
    const denied = tool(h, 'PowerShell', { command: 'Set-Content -Path hooks\\a.sh -Value x' });
    expect(denied.status).toBe(2);
    expect(rulesIn(denied.stderr)).toEqual(['freeze']);
    const passed = tool(h, 'PowerShell', { command: 'Get-ChildItem src' });
    expect([passed.status, passed.stderr]).toEqual([0, '']);
    const gate = tool(h, 'PowerShell', { command: 'git commit --no-verify -m x' });
    expect(rulesIn(gate.stderr)).toEqual(['gate-switch']);
  });
});

describe('Bash: a target that cannot be resolved, against globs of names', () => {
  // No rule here covers a whole folder, so only the rules' last segments can rule a target out.
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness((repo) =>
      repo
        .write('.diffgate.tsv', 'deny\t**/*.sqlite\tDatabases are not committed\nfreeze\thooks/*.sh\tHooks\n')
        .write('hooks/a.sh', 'echo a\n')
        .write('logs/x.log', 'x\n'),
    );
    h.repo.commit('fixture');
  });
  afterAll(() => h.close());

  it.each<[string, string[]]>([
    ["find . -name '*.log' -exec rm {} +", []],
    ['echo x > "$OUT.bak"', []],
    ['echo x > "$DIR/$NAME.txt"', []],
    ["find . -name '*.sh' -exec rm {} +", ['shell-unresolved']],
    ['echo x > "$OUT.sqlite"', ['shell-unresolved']],
    ['echo x > "$OUT.sh"', ['shell-unresolved']],
    ['touch "$DIR"/*', ['shell-unresolved']],
  ])('%j -> %j', (command, rules) => {
    const r = tool(h, 'Bash', { command });
    expect(rulesIn(r.stderr), r.stderr).toEqual(rules);
    expect(r.status, r.stderr).toBe(rules.length > 0 ? 2 : 0);
  });
});

describe('Bash: lines an adversarial review found passing (2026-11-30), now denied', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness();
    // a patch whose paths name no directory: where it lands depends on -d / --directory
    h.repo.write('nodir.patch', '--- a/a.sh\n+++ b/a.sh\n@@ -1 +1 @@\n-echo a\n+echo changed\n');
    h.repo.commit('fixture');
  });
  afterAll(() => h.close());

  it.each<[string, string[]]>([
    // a command word that expands to the command and its operands
    ['X=$(echo rm guard.sh); $X', ['shell-unresolved']],
    ['set -- rm guard.sh; "$@"', ['shell-unresolved']],
    ['f() { "$@"; }; f rm guard.sh', ['shell-unresolved']],
    // values a builtin, eval or a function changes
    ['F=notes.txt; read F <<< guard.sh; rm $F', ['shell-unresolved']],
    ['F=notes.txt; printf -v F guard.sh; rm "$F"', ['shell-unresolved']],
    ['F=notes.txt; eval F=guard.sh; rm $F', ['freeze']],
    ['F=notes.txt; f() { F=guard.sh; }; f; rm $F', ['freeze']],
    ['IFS=_; F=guard.sh_notes.txt; rm $F', ['shell-unresolved']],
    // a cd that may fail, or runs inside eval or a function
    ['cd /nonexistent; echo x > guard.sh', ['freeze']],
    ['f() { cd hooks; }; f; rm a.sh', ['freeze']],
    ['eval cd hooks; rm a.sh', ['freeze']],
    // clustered interpreter options
    ['perl -le \'unlink "guard.sh"\'', ['freeze']],
    ["perl -lpi -e 's/a/b/' guard.sh", ['freeze']],
    ["perl -0pi -e 's/a/b/' guard.sh", ['freeze']],
    ["node -pe \"require('fs').writeFileSync('guard.sh','x')\"", ['freeze']],
    ["python3 -Ic \"open('guard.sh','w').write('x')\"", ['freeze']],
    // programs read from a pipe, a process substitution or another name for stdin
    ["echo \"open('guard.sh','w')\" | python3", ['shell-unresolved']],
    ["python3 <(echo \"open('guard.sh','w')\")", ['shell-unresolved']],
    ["python3 /dev/stdin <<'EOF'\nopen('guard.sh','w')\nEOF", ['freeze']],
    ["bash < <(echo 'rm guard.sh')", ['shell-unresolved']],
    ["bash /proc/self/fd/0 <<< 'rm guard.sh'", ['freeze']],
    ["sh /dev/fd/3 3<<< 'rm guard.sh'", ['shell-unresolved']],
    ["trap 'rm guard.sh' EXIT", ['freeze']],
    // options that move or name what is written
    ['git apply --directory=hooks nodir.patch', ['freeze']],
    ['patch -d hooks -p1 < nodir.patch', ['freeze']],
    ['git diff HEAD --output=guard.sh', ['freeze']],
    ['git archive -o guard.sh HEAD', ['freeze']],
    ['git restore --source=HEAD~1 --pathspec-from-file=list.txt', ['shell-unresolved']],
    ['dd "of=guard.sh" if=/dev/zero count=1', ['freeze']],
    ['busybox rm guard.sh', ['freeze']],
    // wrappers and option clusters
    ['sudo -nu root rm guard.sh', ['freeze']],
    ['/usr/bin/time -o guard.sh true', ['freeze']],
    ['strace -f -o /dev/null rm guard.sh', ['freeze']],
    ['fakeroot rm guard.sh', ['freeze']],
    ["fish -c 'rm guard.sh'", ['freeze']],
    // what a command writes besides its operands
    ['cd /tmp && cp --parents hooks/a.sh ' + '"$CLAUDE_PROJECT_DIR"', ['freeze']],
    ['gunzip -f hooks/a.sh.gz', ['freeze']],
    ['tar -xPf /tmp/a.tar', ['shell-unresolved']],
    ['tar xfC /tmp/a.tar hooks', ['freeze', 'freeze']],
    ["awk -v f=guard.sh '{print > f}' notes.txt", ['freeze']],
    ['git checkout-index -f guard.sh', ['freeze']],
    // settings that run code
    ["git -c alias.x='!rm guard.sh' x", ['freeze']],
    ["git config alias.x '!rm guard.sh'", ['gate-switch']],
    ['git config --local include.path /tmp/evil.cfg', ['gate-switch']],
    // code stored in strings the shell runs later
    ["mapfile -C 'rm guard.sh' -c 1 < notes.txt", ['freeze']],
    ["PS4='$(rm guard.sh)'; set -x; true", ['shell-unresolved']],
    ["a='x[$(rm guard.sh)]'; echo $((a))", ['shell-unresolved']],
    ["printf -v 'x[$(rm guard.sh)]' %s 1", ['shell-unresolved']],
    ['hash -p /bin/rm ls; ls guard.sh', ['shell-unresolved']],
    ['shopt -s expand_aliases\nalias zz=rm\nzz guard.sh', ['shell-unresolved']],
    // the files that decide whether the agent's hooks run
    ['echo "{}" > .claude/settings.local.json', ['gate-switch']],
    // settings.json, settings.local.json, scheduled_tasks.json (jobs whose prompts fire as prompts), commands/ (templates)
    ['rm -rf .claude', ['gate-switch', 'gate-switch', 'gate-switch', 'gate-switch']],
    ['cp /tmp/fake node_modules/.bin/diffgate', ['gate-switch']],
    // lines built to take longer than the agent's hook timeout (which lets the call through)
    [`X=a; true${' && true'.repeat(30)} && echo x > guard.sh`, ['freeze']],
    [`A=a B=a C=a D=a E=a F=a G=a H=a; true${' && true'.repeat(30)} && echo x > guard.sh`, ['freeze']],
    [`rm -f${' /usr/share/*/*/zz'.repeat(200)} && echo x > guard.sh`, ['freeze']],
  ])('%j -> %j', (command, rules) => {
    const started = Date.now();
    const r = tool(h, 'Bash', { command });
    expect(rulesIn(r.stderr), r.stderr).toEqual([...rules].sort());
    expect(r.status, r.stderr).toBe(2);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it.each([
    'rm -rf node_modules && npm ci',
    'cd build; rm -f out.txt',
    'OUT=/tmp/o.txt; true && true && true && true && true && true && true && true && true; echo hi > $OUT',
    "perl -lne 'print' notes.txt",
    'python3 -u lint.py',
    'node -pe "1 + 1"',
    'echo 1 | python3 -c "import sys; print(sys.stdin.read())"',
    'trap "rm -f /tmp/lock" EXIT',
    'F=/tmp/a; read -r G < notes.txt; echo x > $F',
    'busybox ls hooks',
    'git diff --output=/tmp/d.patch',
    'f() { echo "$1" > /tmp/f.txt; }; f a; f b',
    'git -c core.pager=cat log',
    'git config user.name "A Person"',
    'sudo -nu nobody ls /tmp',
    'gunzip -k /tmp/a.gz',
  ])('passes %j', (command) => {
    const r = tool(h, 'Bash', { command });
    expect([r.status, r.stderr, r.stdout]).toEqual([0, '', '']);
  });
});
