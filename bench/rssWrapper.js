// Runs the built CLI in this process and reports its peak resident memory (KiB) on stderr at exit,
// so the benchmark can measure the CLI's own peak without an external `time -v`.
import { resourceUsage } from 'node:process';

process.on('exit', () => process.stderr.write(`\nDIFFGATE_MAXRSS_KB=${resourceUsage().maxRSS}\n`));
await import(process.env.DIFFGATE_BENCH_CLI);
