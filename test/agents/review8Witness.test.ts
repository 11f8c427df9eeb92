/**
 * Review 8 (adversarial, against the built CLI): the gate witness (gateWitness.ts,
 * `~/.local/state/diffgate/git-dirs/<hash>.gates/index.json`) was read as "none" whenever it could
 * not be taken as written: over its 8 MB read bound, not JSON, another git folder's, and a gate file
 * it did not list was simply not restored. So a call that removes the tripwire's record and switches
 * a gate off (`core.hooksPath = /dev/null` in `.git/config`, a file HEAD does not hold) got it past
 * the tripwire by *touching* the witness, without removing it (the open L3 case is removing it):
 *  - W1: the one entry of `.git/config` deleted from the witness;
 *  - W2: the witness padded with spaces past the read bound (still valid JSON);
 *  - W3: its `git` field set to another folder.
 * W0 (the witness left alone) holds: `.git/config` is put back and the agent's version kept.
 * Fixed (gateWitness.ts, tripwire.ts): a witness that is there but cannot be taken as written is
 * broken, never none, and it lists every gate path it holds (`paths`), so an entry taken out of
 * `files` alone is seen. What it can still give is taken (W1: every other entry); every gate file
 * HEAD does not hold that it cannot vouch for and that is there now is judged as changed. There is
 * nothing to put such a file back to, so it is left as it is (a copy in the quarantine), the call is
 * told plainly, and every later pass says so and blocks, until the person's next message takes the
 * files as they are then (the message tells them to check the files and run `diffgate doctor`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, withHarness } from '../agent/hookHarness.js';
import { cycle, quarantined, withGates } from '../agent/tripwire/tripwireHarness.js';
import { hidden } from './personShell.js';

/** The call's script: hooksPath off in .git/config, the record removed, then `touch` run on the witness. */
const call = (touch: string) =>
  [
    'import glob,json,os,shutil',
    "open('.git/con'+'fig','a').write('[core]\\n\\thooksPath = /dev/null\\n')",
    "shutil.rmtree('.git/diff'+'gate/trip'+'wire')",
    "for f in glob.glob(os.path.expanduser('~/.local/state/diff'+'gate/git-dirs/*.gates/index.json')):",
    `  ${touch}`,
    '',
  ].join('\n');

const hooksOff = (h: Harness) => readFileSync(join(h.repo.dir, '.git/config'), 'utf8').includes('/dev/null');

function witnessFiles(h: Harness): string[] {
  const dir = join(h.home, '.local/state/diffgate/git-dirs');
  return readdirSync(dir)
    .filter((n) => n.endsWith('.gates'))
    .map((n) => join(dir, n, 'index.json'));
}

/** The call, and what the tripwire says of it, the end of the turn, and the person's next message. */
async function attack(touch: string, then: (h: Harness, turn: ReturnType<typeof cycle>) => void) {
  await withHarness(async (h) => {
    withGates(h);
    const [witness] = witnessFiles(h);
    // the witness is there and lists .git/config before the call
    expect(JSON.parse(readFileSync(witness!, 'utf8')).files).toHaveProperty([join(h.repo.dir, '.git/config')]);
    const turn = cycle(h, [{ command: hidden(call(touch)), id: 'toolu_r8w' }], { next: 'thanks' });
    expect(turn.calls[0]?.pre).toMatchObject({ status: 0, stderr: '' });
    expect(turn.calls[0]?.post.stderr).toContain('compared with HEAD instead');
    then(h, turn);
  });
}

/** The gate switched off and the agent's .git/config in the quarantine. */
const outcome = (h: Harness) => ({
  off: hooksOff(h),
  kept: [...quarantined(h).values()].some((v) => v.includes('/dev/null')),
});

/** A broken witness: said plainly, .git/config judged as changed, left (kept), and the end of the turn blocked. */
async function broken(touch: string, why: string, only = false) {
  await attack(touch, (h, turn) => {
    const post = turn.calls[0]!.post;
    expect(post.status).toBe(2);
    expect(post.stderr).toContain("diffgate's witness of the gate files git's HEAD does not hold");
    expect(post.stderr).toContain(why);
    const listed =
      /left as (?:it is|they are) \(there is nothing to put (?:it|them) back to\): (.*?)\. A gate file removed/.exec(
        post.stderr,
      );
    expect(listed?.[1]?.split(', ')).toContain('.git/config');
    // where the witness is readable and this repository's, what it does give is taken
    if (only) expect(listed?.[1]).toBe('.git/config');
    expect(post.stderr).toContain('diffgate doctor');
    // nothing to put it back to: left as the call wrote it, a copy kept (lose nothing)
    expect(outcome(h)).toEqual({ off: true, kept: true });
    // the end of the turn says so again and blocks (fail closed)
    expect(turn.stop.status).toBe(2);
    const still = /diffgate cannot vouch for .*?\): (.*?)\. Every call is blocked/.exec(turn.stop.stderr);
    expect(still?.[1]?.split(', ')).toContain('.git/config');
    // the person's next message takes the files as they are then (as the message says)
    expect(turn.next?.status).toBe(0);
  });
}

describe('review 8: the gate witness touched, not removed', () => {
  it('W0 (held): the witness left alone: .git/config is put back, the agent version kept', async () => {
    await attack('pass', (h, turn) => {
      expect(turn.calls[0]?.post.stderr).not.toContain('witness');
      expect(outcome(h)).toEqual({ off: false, kept: true });
    });
  });

  it("W1: the witness's entry of .git/config deleted: broken, the other entries taken", async () => {
    await broken(
      "d=json.load(open(f)); d['files']={k:v for k,v in d['files'].items() if not k.endswith('/.git/config')}; open(f,'w').write(json.dumps(d))",
      'the entry of 1 gate path it lists is missing',
      true,
    );
  });

  it("W1b: the entry and the witness's list of paths both taken out: broken", async () => {
    await broken(
      "d=json.load(open(f)); d['files']={k:v for k,v in d['files'].items() if not k.endswith('/.git/config')}; d.pop('paths'); open(f,'w').write(json.dumps(d))",
      'the list of the gate paths it holds is missing',
    );
  });

  it('W2: the witness padded with spaces past its read bound (8 MB): broken', async () => {
    await broken("s=open(f).read(); open(f,'w').write(s+' '*(9<<20))", 'it is over the 8 MiB diffgate reads of it');
  });

  it("W3: the witness's git folder set to another one: broken", async () => {
    await broken(
      "d=json.load(open(f)); d['git']='/elsewhere/.git'; open(f,'w').write(json.dumps(d))",
      'it names another git folder (/elsewhere/.git)',
    );
  });

  it('W4: the witness made unreadable (not JSON): broken', async () => {
    await broken("open(f,'w').write('{')", 'it is not the JSON diffgate writes');
  });
});
