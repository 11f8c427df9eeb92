// After the run: each real client's pinned version, then one row per scenario and its result for that
// client (pass, FAIL, open = a known defect marked .fails, flaky = passed only on its retry, skip), and
// a count per client. Vitest's own reporter still prints the details above it.
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const clients: Record<string, { package: string; version: string }> = JSON.parse(
  readFileSync(new URL('./clients.json', import.meta.url), 'utf8'),
);

function state(t: {
  options: { fails: boolean | undefined };
  result(): { state: string };
  diagnostic(): { flaky: boolean } | undefined;
}): string {
  const s = t.result().state;
  if (s === 'passed' && t.options.fails) return 'open';
  if (s === 'passed') return t.diagnostic()?.flaky ? 'flaky' : 'pass';
  if (s === 'failed') return 'FAIL';
  return 'skip';
}

export default class TableReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const lines: string[] = ['', 'real-agent conformance: scenario by client', ''];
    const totals: string[] = [];
    for (const m of [...modules].sort((a, b) => a.moduleId.localeCompare(b.moduleId))) {
      const name = basename(dirname(m.moduleId));
      const c = clients[name];
      lines.push(`${name}  ${c ? `${c.package}@${c.version}` : '(not in clients.json)'}`);
      const count: Record<string, number> = {};
      for (const t of m.children.allTests()) {
        const s = state(t);
        count[s] = (count[s] ?? 0) + 1;
        lines.push(`  ${s.padEnd(5)} ${t.name}`);
      }
      totals.push(
        `${name.padEnd(9)} ${Object.entries(count)
          .map(([k, v]) => `${v} ${k}`)
          .join(', ')}`,
      );
      lines.push('');
    }
    lines.push(...totals, '');
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
