// Installs the pinned real agent clients (conformance/clients.json) from the npm registry into a
// cache folder outside the package: they are what the conformance suite runs, not dependencies of
// diffgate. One folder per client and version, so a newer version is a one-line change in
// clients.json and an old install is never reused for it. Usage: node conformance/installClients.js [name...]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const clients = JSON.parse(readFileSync(new URL('./clients.json', import.meta.url), 'utf8'));

/** The cache folder for the real clients (DIFFGATE_AGENT_CACHE, default ~/.cache/diffgate-agents). */
export function cacheRoot() {
  return process.env.DIFFGATE_AGENT_CACHE || join(homedir(), '.cache', 'diffgate-agents');
}

/** Where one pinned client is installed, and the path of its executable. */
export function clientPaths(name) {
  const c = clients[name];
  if (!c) throw new Error(`conformance/clients.json names no client "${name}"`);
  const dir = join(cacheRoot(), `${name}@${c.version}`);
  return { ...c, name, dir, bin: join(dir, 'node_modules', '.bin', c.bin) };
}

/** Installs a client unless its folder already holds that exact version. */
export function installClient(name) {
  const p = clientPaths(name);
  const stamp = join(p.dir, '.installed');
  if (existsSync(stamp) && existsSync(p.bin)) return p;
  mkdirSync(p.dir, { recursive: true });
  writeFileSync(join(p.dir, 'package.json'), '{"private":true}\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--save-exact', `${p.package}@${p.version}`], {
    cwd: p.dir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (!existsSync(p.bin)) throw new Error(`${p.package}@${p.version} installed no ${p.bin}`);
  writeFileSync(stamp, `${p.package}@${p.version}\n`);
  return p;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(clients);
  for (const n of names) {
    const p = installClient(n);
    console.log(`${p.package}@${p.version} -> ${p.bin}`);
  }
}
