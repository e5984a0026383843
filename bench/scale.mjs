// Scale (issue 26): 1,000 concurrent pipelines (`cat f | tr a-z A-Z | tr -d 0-9 | wc -c` over
// 1 MiB, 20 each in 50 VMs) against the same work run one after another, with exec p50/p99, the
// peak number of OS threads of this process, and RSS before, at the peak and after every VM was
// disposed; then 10,000 `sleep 30` guests across 100 VMs: the host CPU they cost while asleep, the
// OS threads, and RSS after disposing them. Prints two tables; the targets of the issue are in the
// last column.
//
//   node --expose-gc bench/scale.mjs [vms] [perVm]     # default 50 20
//   SLEEP_VMS=100 SLEEPERS_PER_VM=100                   # the sleepers (default 100 × 100)
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
await settle(); // the addon's pool threads of the creates and writes above go (0.5 s keep-alive)

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

// Idle guests: SLEEPERS `sleep 30` processes across SLEEP_VMS VMs (`vm.spawn`, no shell), then
// the host CPU they cost while they sleep (this Node process's user + system time over a window,
// every thread included), the OS threads, and RSS after disposing them.
const SLEEP_VMS = Number(process.env.SLEEP_VMS ?? 100);
const SLEEPERS_PER_VM = Number(process.env.SLEEPERS_PER_VM ?? 100);
const sleepers = SLEEP_VMS * SLEEPERS_PER_VM;
await settle();
const rssBeforeSleep = rss();
// Created one after another (creates in parallel would each hold a thread of the addon's pool
// for a moment, which is not what the guests cost).
const sleepVms = [];
for (let i = 0; i < SLEEP_VMS; i++) {
  sleepVms.push(await AgentOs.create({ software: [ours], limits: { maxProcesses: SLEEPERS_PER_VM + 8, maxOpenFds: 8 * SLEEPERS_PER_VM + 64 } }));
}
await sleepVms[0].exec('sleep 0'); // compiles sleep once
await settle();
const exits = [];
let sleepPeakThreads = threads();
for (const v of sleepVms) {
  for (let i = 0; i < SLEEPERS_PER_VM; i++) {
    exits.push(new Promise((resolve) => v.spawn('sleep', ['30'], { onExit: resolve })));
  }
  sleepPeakThreads = Math.max(sleepPeakThreads, threads());
}
// Every sleeper instantiated and parked: the VMs list them as running.
const tSpawned = performance.now();
for (;;) {
  const running = sleepVms.reduce((n, v) => n + v.allProcesses().filter((p) => p.running && p.command === 'sleep').length, 0);
  sleepPeakThreads = Math.max(sleepPeakThreads, threads());
  if (running >= sleepers || performance.now() - tSpawned > 20000) break;
  await new Promise((r) => setTimeout(r, 200));
}
await new Promise((r) => setTimeout(r, 1000));
const c0 = process.cpuUsage();
const w0 = performance.now();
const SLEEP_WINDOW_MS = 5000;
const sampler2 = setInterval(() => { sleepPeakThreads = Math.max(sleepPeakThreads, threads()); }, 100);
await new Promise((r) => setTimeout(r, SLEEP_WINDOW_MS));
clearInterval(sampler2);
const cu = process.cpuUsage(c0);
const sleepCpu = ((cu.user + cu.system) / 1000 / (performance.now() - w0)) * 100;
const sleepRss = rss();
const tDispose = performance.now();
await Promise.all(sleepVms.map((v) => v.dispose()));
await Promise.all(exits);
const sleepDisposeMs = performance.now() - tDispose;
sleepVms.length = 0;
await settle();
const rssAfterSleep = rss();
const sleepRows = [
  [`${sleepers} \`sleep 30\` guests (${SLEEP_VMS} VMs): host CPU while asleep`, `${sleepCpu.toFixed(2)}% of a core`, '< 2% of a core'],
  ['peak OS threads', String(sleepPeakThreads), `≤ ${64 + os.cpus().length}`],
  ['RSS before / asleep / after dispose MiB', `${rssBeforeSleep.toFixed(0)} / ${sleepRss.toFixed(0)} / ${rssAfterSleep.toFixed(0)}`, 'after within 10% or 32 MiB of before'],
  ['dispose of every VM (SIGTERM to the sleepers) ms', sleepDisposeMs.toFixed(0), 'reported'],
];
console.log();
console.log(line(['workload', 'ours', 'target']));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of sleepRows) console.log(line(r));

benchRow({ name: `${total} concurrent pipelines: wall`, p50: concurrentMs, native: sequentialMs, nativeLabel: 'sequential', target: '≤ 2× sequential' });
benchRow({ name: `${total} concurrent pipelines: exec`, p50: pct(latencies, 50), p99: pct(latencies, 99), n: total });
benchRow({ name: 'concurrent pipelines: peak OS threads', p50: peakThreads, unit: 'count', target: `≤ ${64 + os.cpus().length}` });
benchRow({ name: 'RSS after disposing the VMs minus before', p50: rssAfter - rssBefore, unit: 'MiB', target: '≤ 32 MiB or 10%' });
benchRow({ name: `${sleepers} sleeping guests: host CPU`, p50: sleepCpu, unit: '% of a core', target: '< 2%' });
benchRow({ name: 'sleeping guests: peak OS threads', p50: sleepPeakThreads, unit: 'count', target: `≤ ${64 + os.cpus().length}` });
benchRow({ name: 'RSS after disposing the sleepers minus before', p50: rssAfterSleep - rssBeforeSleep, unit: 'MiB', target: '≤ 32 MiB or 10%' });
flushRows();
