// Idle guests (issue 25 item 7): the host CPU that N guest processes blocked in `sleep 60` cost,
// and a neighbour VM's exec latency with and without them. Prints one table.
//
//   node bench/idle.mjs [sleepers] [samples]     # default 256 sleepers, 100 exec samples
//
// CPU is the Node process's user + system time (process.cpuUsage(): every thread, guest threads
// included) over a few seconds of wall time, as % of one core.
import common from '@rivet-dev/agent-os-common';
import { AgentOs } from '../index.mjs';
import { benchRow, flushRows } from './rows.mjs';

const sleepers = Number(process.argv[2] ?? 256);
const samples = Number(process.argv[3] ?? 100);
const WINDOW_MS = 3000;

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** % of one core the whole Node process used over `ms` of wall time (the event loop stays idle). */
async function cpuPercent(ms) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, ms));
  const c = process.cpuUsage(c0);
  return ((c.user + c.system) / 1000 / (performance.now() - t0)) * 100;
}

async function execLatency(vm) {
  const out = [];
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    const r = await vm.exec('echo hi');
    out.push(performance.now() - t);
    if (r.exitCode !== 0) throw new Error(`echo hi: exit ${r.exitCode}: ${r.stderr}`);
  }
  out.sort((a, b) => a - b);
  return { p50: pct(out, 50), p99: pct(out, 99), n: out.length };
}

const neighbour = await AgentOs.create({ software: [common] });
for (let i = 0; i < 20; i++) await neighbour.exec('echo hi'); // compile and warm up
const quietCpu = await cpuPercent(WINDOW_MS);
const quiet = await execLatency(neighbour);

// maxOpenFds is raised so that the old fd accounting (4 budgeted fds per process, D23) does not
// stop the flood short of 256.
const vm = await AgentOs.create({ software: [common], limits: { maxProcesses: sleepers + 8, maxOpenFds: 8 * sleepers + 64 } });
await vm.exec('sleep 0'); // compiles sleep
const exits = [];
for (let i = 0; i < sleepers; i++) {
  exits.push(new Promise((resolve) => vm.spawn('sleep', ['60'], { onExit: resolve })));
}
await new Promise((r) => setTimeout(r, 1500)); // every sleeper instantiated and blocked
const busyCpu = await cpuPercent(WINDOW_MS);
const beside = await execLatency(neighbour);

const t0 = performance.now();
await vm.dispose();
await Promise.all(exits);
const disposeMs = performance.now() - t0;
await neighbour.dispose();

const rows = [
  { name: `host CPU, ${sleepers} guests in \`sleep 60\` (% of a core; idle Node ${quietCpu.toFixed(1)} %)`, p50: busyCpu, unit: '%', target: '< 2 %' },
  { name: 'neighbour VM exec("echo hi"), no sleepers', ...quiet },
  { name: `neighbour VM exec("echo hi") beside ${sleepers} sleepers`, ...beside, native: quiet.p50, nativeLabel: 'the same without sleepers', target: '≤ 2× without' },
  { name: `dispose() of the VM with ${sleepers} sleepers → last exit event`, p50: disposeMs, n: 1 },
];
for (const r of rows) benchRow(r);
flushRows();

const fmt = (r, k) => (r[k] === undefined ? '' : r.unit === '%' ? `${r[k].toFixed(1)} %` : `${r[k].toFixed(2)} ms`);
console.log(`idle guests (${sleepers} sleepers, ${samples} exec samples)\n`);
console.log('| measurement | p50 | p99 | target |');
console.log('|---|---:|---:|---|');
for (const r of rows) console.log(`| ${r.name} | ${fmt(r, 'p50')} | ${fmt(r, 'p99')} | ${r.target ?? ''} |`);
