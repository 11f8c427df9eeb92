/**
 * The first record when the walk cannot take the whole workspace (review-14r F09): each rule's base
 * folder is walked first and not counted toward MAX_WALKED_FOLDERS, and a fresh record keeps what
 * the record it replaces held. Real folders in a real repository, the record taken by the module.
 */
import { mkdirSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRules } from '../../../src/agent/context.js';
import { locate } from '../../../src/agent/place.js';
import { ABSENT, keyOf, lstatOrUndefined } from '../../../src/agent/tripwire/statKey.js';
import { firstRecord, MAX_WALKED_FOLDERS } from '../../../src/agent/tripwire/survey.js';
import { WatchList } from '../../../src/agent/tripwire/watchList.js';
import { emptyState, type State, WatchStore } from '../../../src/agent/tripwire/watchState.js';
import { cleanEnv } from '../../helpers/gitRepo.js';
import { type Harness, MANIFEST, openHarness } from '../hookHarness.js';

async function watchOf(h: Harness): Promise<{ list: WatchList; store: WatchStore }> {
  const env = cleanEnv({
    HOME: h.home,
    XDG_CONFIG_HOME: join(h.home, '.config'),
    XDG_STATE_HOME: join(h.home, '.local/state'),
    CLAUDE_PROJECT_DIR: h.repo.dir,
  });
  const place = locate(h.repo.dir, env, h.home);
  const rules = await loadRules(place, env);
  const storeDir = join(place.gitDir!, 'diffgate');
  return {
    list: new WatchList({ place, rules }, env, storeDir, join(h.home, 'no-cli')),
    store: new WatchStore(storeDir),
  };
}

/**
 * A folder that the walk lists before `hooks/` (readdir's order is the file system's), holding
 * more folders than the walk takes: the walk stops inside it. Returns its path.
 */
function crowdBeforeHooks(root: string): string {
  for (let i = 1; i <= 40; i++) mkdirSync(join(root, `c${i}`));
  const names = readdirSync(root);
  const chosen = names.slice(0, names.indexOf('hooks')).find((n) => /^c\d+$/.test(n));
  if (chosen === undefined) throw new Error(`no folder listed before hooks/ in ${names.join(' ')}`);
  for (let i = 1; i <= 40; i++) if (`c${i}` !== chosen) rmdirSync(join(root, `c${i}`));
  const crowd = join(root, chosen);
  for (let i = 1; i <= MAX_WALKED_FOLDERS + 1; i++) mkdirSync(join(crowd, `d${i}`));
  return crowd;
}

/** Every folder under `dir` (itself included), each with its key: a record that walked them all. */
function allFolders(dir: string, into: State): void {
  into.dirs[dir] = keyOf(lstatOrUndefined(dir));
  for (const name of readdirSync(dir, { withFileTypes: true }))
    if (name.isDirectory() && name.name !== '.git') allFolders(join(dir, name.name), into);
}

const rel = (h: Harness, state: State) => Object.keys(state.files).map((p) => p.slice(h.repo.dir.length + 1));

describe('the first record past MAX_WALKED_FOLDERS', () => {
  // one repository for the three: removing 20,000 folders takes the longest (40 s on a loaded disk)
  let h: ReturnType<typeof openHarness>;
  let crowd: string;
  beforeAll(() => {
    h = openHarness();
    crowd = crowdBeforeHooks(h.repo.dir);
  }, 120_000);
  afterAll(() => h.close(), 120_000);

  it("walks each rule's base folder first and uncounted, and records the files rules name outright", async () => {
    h.repo.write('.diffgate.tsv', `${MANIFEST}freeze\tdeep/down/*.sh\tNot there yet\n`);
    const { list, store } = await watchOf(h);
    const state = emptyState(Date.now(), h.repo.dir);
    firstRecord(state, list, store, Date.now());
    expect(state.partial).toBe(1); // the walk did stop in the crowd
    // the folders it stopped at are named, so that a later listing of the crowd does not take them for new
    expect(state.unwalked!.length).toBeGreaterThan(0);
    for (const d of state.unwalked!) expect(state.dirs[d]).toBeUndefined();
    expect(state.unwalked!.filter((d) => d.startsWith(`${crowd}/`)).length).toBeGreaterThan(0);
    expect(Object.keys(state.dirs).filter((d) => d.startsWith(`${crowd}/`)).length).toBeLessThan(MAX_WALKED_FOLDERS);
    expect(rel(h, state)).toEqual(
      expect.arrayContaining(['hooks/a.sh', 'hooks/b.sh', 'memory/notes.md', 'docs/style.md', 'logs/decisions.md']),
    );
    expect(state.files[join(h.repo.dir, 'hooks/a.sh')]!.b).toBeDefined(); // its bytes kept, to put back
    expect(list.ruleFolders).toEqual(expect.arrayContaining([join(h.repo.dir, 'hooks')]));
    // a rule's base that is not there yet is recorded absent, so that making it is a change
    expect(state.dirs[join(h.repo.dir, 'deep/down')]).toBeUndefined(); // (deep/ is not there either)
    mkdirSync(join(h.repo.dir, 'deep'));
    const again = emptyState(Date.now(), h.repo.dir);
    firstRecord(again, (await watchOf(h)).list, store, Date.now());
    expect(again.dirs[join(h.repo.dir, 'deep/down')]).toBe(ABSENT);
  }, 120_000);

  it('keeps every path the previous record held that is still watched, where the walk no longer reaches', async () => {
    h.repo.write('.diffgate.tsv', 'freeze\t**/*.sh\tScripts are decided\n');
    const { list, store } = await watchOf(h);
    // a script where the walk stops (the last folder the crowd lists), as a previous record held it
    const script = join(crowd, readdirSync(crowd).at(-1)!, 'deep.sh');
    writeFileSync(script, 'echo deep\n');
    const previous = emptyState(Date.now(), h.repo.dir);
    previous.files[script] = store.entry(script, lstatOrUndefined(script), true, Date.now());
    // without the previous record the fresh one loses it (the bound is real) ...
    const alone = emptyState(Date.now(), h.repo.dir);
    firstRecord(alone, list, store, Date.now());
    expect(alone.partial).toBe(1);
    expect(alone.files[script]).toBeUndefined();
    // a rule whose base is the root (`**`) is not walked first: the bound holds, past the crowd nothing is found
    expect(alone.files[join(h.repo.dir, 'hooks/a.sh')]).toBeUndefined();
    // ... with it, it keeps it, recorded as it is now (bytes kept)
    writeFileSync(script, 'echo deeper\n');
    previous.files[join(h.repo.dir, 'notes.txt')] = previous.files[script]!; // no rule watches this one
    const fresh = emptyState(Date.now(), h.repo.dir);
    firstRecord(fresh, list, store, Date.now(), undefined, previous);
    expect(fresh.partial).toBe(1);
    expect(fresh.files[script]).toMatchObject({ t: 'f' });
    expect(new TextDecoder().decode(store.readBlob(fresh.files[script]!.b!))).toBe('echo deeper\n');
    expect(fresh.files[join(h.repo.dir, 'notes.txt')]).toBeUndefined();
  }, 120_000);

  it('walks again, uncounted, every folder the previous record held: new files a rule covers in them are found', async () => {
    h.repo.write('.diffgate.tsv', 'freeze\t**/*.sh\tScripts are decided\n');
    const { list, store } = await watchOf(h);
    const previous = emptyState(Date.now(), h.repo.dir);
    allFolders(h.repo.dir, previous); // as a record holds a crowd that a call made (found under a moved folder)
    const last = join(crowd, readdirSync(crowd).at(-2)!);
    writeFileSync(join(last, 'new.sh'), 'echo new\n');
    const fresh = emptyState(Date.now(), h.repo.dir);
    firstRecord(fresh, list, store, Date.now(), undefined, previous);
    expect(fresh.partial).toBeUndefined();
    expect(fresh.dirs[last]).toBeDefined();
    expect(fresh.files[join(last, 'new.sh')]).toMatchObject({ t: 'f' });
    expect(rel(h, fresh)).toEqual(expect.arrayContaining(['guard.sh', 'hooks/a.sh', 'hooks/b.sh']));
  }, 120_000);
});

/**
 * In Python's user base only the folders leading to a site are looked into for new files, not the
 * person's packages (a `pip install --user` would add every package folder to the record); a
 * repository that lies there itself is walked as any other.
 */
describe('the walk in a Python user base', () => {
  let h: ReturnType<typeof openHarness>;
  beforeAll(() => {
    h = openHarness();
  });
  afterAll(() => h.close());

  it('skips the packages in a site, not a repository there', async () => {
    const { list } = await watchOf(h);
    const site = join(h.home, '.local/lib/python3.12/site-packages');
    expect(list.skips(join(site, 'requests'))).toBe(true);
    expect(list.skips(join(h.home, '.local/lib/node_modules'))).toBe(true);
    expect(list.skips(join(h.home, '.local/lib/python3.99'))).toBe(false);
    expect(list.skips(site)).toBe(false);
    const root = join(site, 'mine');
    const place = locate(h.repo.dir, cleanEnv({ HOME: h.home }), h.home);
    const here = new WatchList(
      { place: { ...place, root, workspace: root }, rules: await loadRules(place, cleanEnv({ HOME: h.home })) },
      {},
      join(h.repo.dir, '.git/diffgate'),
      join(h.home, 'no-cli'),
    );
    expect(here.skips(join(root, 'src'))).toBe(false);
    expect(here.skips(join(site, 'requests'))).toBe(true);
  });
});
