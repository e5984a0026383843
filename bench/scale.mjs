// Scale (issue 26): 1,000 concurrent pipelines (`cat f | tr a-z A-Z | tr -d 0-9 | wc -c` over
// 1 MiB, 20 each in 50 VMs) against the same work run one after another, with exec p50/p99, the
// peak number of OS threads of this process, and RSS before, at the peak and after every VM was
// disposed. Prints one table; the targets of the issue are in the last column.
//
//   node --expose-gc bench/scale.mjs [vms] [perVm]     # default 50 20
import fs from 'node:fs';
import os from 'node:os';
import ours from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';
import { benchRow, flushRows } from './rows.mjs';

const VMS = Number(process.argv[2] ?? 50);
const PER_VM = Number(process.argv[3] ?? 20);
const PIPELINE = 'cat /tmp/f | tr a-z A-Z | tr -d 0-9 | wc -c';
const DATA = 'abc123\n'.repeat(Math.ceil((1024 * 1024) / 7)).slice(0, 1024 * 1024);
const EXPECTED = `${DATA.replace(/[0-9]/g, '').length}\n`;

const mib = (bytes) => bytes / 1048576;
const rss = () => mib(process.memoryUsage().rss);
function threads() {
  const m = /^Threads:\s+(\d+)/m.exec(fs.readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) : NaN;
}
function pct(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
async function settle() {
  global.gc?.();
  await new Promise((r) => setTimeout(r, 1000));
  global.gc?.();
}

const warm = await AgentOs.create({ software: [ours] });
await warm.writeFile('/tmp/f', DATA);
if ((await warm.exec(PIPELINE)).stdout !== EXPECTED) throw new Error('pipeline output differs');
await warm.dispose();
await settle();
const rssBefore = rss();

const vms = await Promise.all(Array.from({ length: VMS }, () => AgentOs.create({ software: [ours] })));
await Promise.all(vms.map((v) => v.writeFile('/tmp/f', DATA)));

let peakThreads = threads();
let peakRss = rss();
const sampler = setInterval(() => {
  peakThreads = Math.max(peakThreads, threads());
  peakRss = Math.max(peakRss, rss());
}, 50);
const latencies = [];
const t0 = performance.now();
await Promise.all(vms.flatMap((v) => Array.from({ length: PER_VM }, async () => {
  const t = performance.now();
  const r = await v.exec(PIPELINE);
  latencies.push(performance.now() - t);
  if (r.stdout !== EXPECTED) throw new Error(`pipeline output differs: ${r.stdout} ${r.stderr}`);
})));
const concurrentMs = performance.now() - t0;
clearInterval(sampler);

// The same work one after another (one VM at a time, one pipeline at a time).
const t1 = performance.now();
for (const v of vms.slice(0, Math.max(1, Math.floor(VMS / 10)))) {
  for (let i = 0; i < PER_VM; i++) await v.exec(PIPELINE);
}
const sequentialMs = (performance.now() - t1) * (VMS / Math.max(1, Math.floor(VMS / 10)));

await Promise.all(vms.map((v) => v.dispose()));
vms.length = 0;
await settle();
const rssAfter = rss();
const threadsAfter = threads();

latencies.sort((a, b) => a - b);
const total = VMS * PER_VM;
const rows = [
  [`${total} concurrent pipelines (${VMS} VMs × ${PER_VM}): wall ms`, concurrentMs.toFixed(0), `≤ 2× sequential (${sequentialMs.toFixed(0)}, extrapolated from a tenth)`],
  ['exec p50 / p99 ms', `${pct(latencies, 50).toFixed(0)} / ${pct(latencies, 99).toFixed(0)}`, 'reported'],
  ['peak OS threads', String(peakThreads), `≤ ${64 + os.cpus().length}`],
  ['OS threads after dispose', String(threadsAfter), 'reported'],
  ['RSS before / peak / after dispose MiB', `${rssBefore.toFixed(0)} / ${peakRss.toFixed(0)} / ${rssAfter.toFixed(0)}`, `after within 10% or 32 MiB of before`],
];
const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), ['workload', 'ours', 'target'][i].length));
const line = (c) => `| ${c.map((x, i) => x.padEnd(widths[i])).join(' | ')} |`;
console.log(line(['workload', 'ours', 'target']));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));

benchRow({ name: `${total} concurrent pipelines: wall`, p50: concurrentMs, native: sequentialMs, nativeLabel: 'sequential', target: '≤ 2× sequential' });
benchRow({ name: `${total} concurrent pipelines: exec`, p50: pct(latencies, 50), p99: pct(latencies, 99), n: total });
benchRow({ name: 'concurrent pipelines: peak OS threads', p50: peakThreads, unit: 'count', target: `≤ ${64 + os.cpus().length}` });
benchRow({ name: 'RSS after disposing the VMs minus before', p50: rssAfter - rssBefore, unit: 'MiB', target: '≤ 32 MiB or 10%' });
flushRows();
