// exec() latency with the published shell (brush from @rivet-dev/agent-os-common) and with ours
// (software/crates/shell, issue 12), same VM options, same published tools. Prints one table.
//
//   node bench/shell.mjs [samples]     # default 200 per row
//
// Our module: AGENTOS_SHELL_WASM, else the built package (packages/agentos-common/wasm/sh).
// Use a release addon for absolute numbers (`node scripts/ensure.mjs --release`); the two columns
// share the addon, so their ratio is meaningful with either build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import common from '@rivet-dev/agent-os-common';
import { AgentOs } from '../index.mjs';
import { benchRow, flushRows } from './rows.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const samples = Number(process.argv[2] ?? 200);

const wasm = process.env.AGENTOS_SHELL_WASM ?? path.join(root, 'packages/agentos-common/wasm/sh');
if (!fs.existsSync(wasm)) {
  console.error(`shell module not found: ${wasm} (npm run build:software)`);
  process.exit(1);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-shell-bench-'));
for (const name of ['sh', 'bash']) fs.copyFileSync(wasm, path.join(dir, name));
const ours = {
  name: 'agentos-shell',
  commandDir: dir,
  commands: [
    { name: 'sh', permissionTier: 'full' },
    { name: 'bash', permissionTier: 'full' },
  ],
};

function pct(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function once(vm, command) {
  const t = performance.now();
  const r = await vm.exec(command);
  const ms = performance.now() - t;
  if (r.exitCode !== 0) throw new Error(`${command}: exit ${r.exitCode}: ${r.stderr}`);
  return ms;
}

const rows = [
  ['exec("echo hi")', 'echo hi', samples],
  ['exec("echo hi | cat | wc -l")', 'echo hi | cat | wc -l', samples],
  ['exec("cat /etc/hostname")', 'cat /etc/hostname', samples],
  ['exec("x=$(cat /etc/hostname); echo $x")', 'x=$(cat /etc/hostname); echo $x', samples],
  ['exec("n=$(seq 1 200000); echo ${#n}")', 'n=$(seq 1 200000); echo ${#n}', Math.max(5, Math.floor(samples / 20))],
];

// Both VMs live side by side and the samples alternate between them, so load from anything
// else on the machine hits both columns alike.
const published = await AgentOs.create({ software: [common] });
const oursVm = await AgentOs.create({ software: [common, ours] });
// Warm up: compiles the shell and tool modules once (the module cache is per process).
for (const vm of [published, oursVm]) for (const [, command] of rows) await vm.exec(command);
const results = { 'published sh': [], 'our sh': [] };
for (const [, command, n] of rows) {
  const a = [];
  const b = [];
  for (let i = 0; i < n; i++) {
    a.push(await once(published, command));
    b.push(await once(oursVm, command));
  }
  for (const [label, out] of [['published sh', a], ['our sh', b]]) {
    out.sort((x, y) => x - y);
    results[label].push({ p50: pct(out, 50), p99: pct(out, 99) });
  }
}
await published.dispose();
await oursVm.dispose();
fs.rmSync(dir, { recursive: true, force: true });

const fmt = (x) => x.toFixed(2).padStart(8);
console.log(`shell exec latency, ms (p50 / p99; ${samples} samples per row, the 1.2 MiB row fewer)`);
console.log(`${'row'.padEnd(42)} ${'published sh'.padStart(19)} ${'our sh'.padStart(19)}`);
rows.forEach(([label], i) => {
  const a = results['published sh'][i];
  const b = results['our sh'][i];
  console.log(`${label.padEnd(42)} ${fmt(a.p50)} / ${fmt(a.p99)} ${fmt(b.p50)} / ${fmt(b.p99)}`);
  benchRow({ name: `our sh: ${label}`, p50: b.p50, p99: b.p99, target: `vs the published sh: ${a.p50.toFixed(2)} / ${a.p99.toFixed(2)} ms` });
});
flushRows();
console.log(`our module: ${wasm} (${(fs.statSync(wasm).size / 1e6).toFixed(2)} MB)`);
