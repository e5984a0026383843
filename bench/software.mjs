// Our own guest software (issue 11, @rivet-dev/agentos-common) against native GNU tools, in one run.
// Prints two tables:
//   1. per module: cold start (compiling the module into an empty module cache, ms) and warm start
//      (spawn → exit of a trivial invocation with the module loaded, p50/p99 ms);
//   2. `grep -rn` over a 10 MiB tree and `sort -n` of 1 MiB: ours in the VM (exec, p50/p99 ms)
//      against the native GNU tools on a host copy of the same data (execFile, p50/p99 ms).
//
//   node bench/software.mjs [samples]     # default 20 per row
//
// Needs `npm run build:software`. Use a release addon for absolute numbers
// (`node scripts/ensure.mjs --release`); the published set lacks `grep -r` and its `sort` panics
// (guest-abi.md 16), so the comparison is with native tools only.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import published from '@rivet-dev/agent-os-common';
import ours, { commandDir } from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';
import { benchRow, flushRows } from './rows.mjs';

const samples = Number(process.argv[2] ?? 20);

function pct(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: pct(sorted, 50), p99: pct(sorted, 99) };
}
const fmt = (ms) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(2));

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log('');
}

// ---- 1. module start ------------------------------------------------------------------------------

/** module → a trivial invocation (argv) that starts it and exits 0 (grep: 1, no match). */
const TRIVIAL = {
  coreutils: ['true'],
  sh: ['sh', '-c', ':'],
  grep: ['grep', '-c', 'x', '/dev/null'],
  sed: ['sed', '-n', '1p', '/dev/null'],
  gzip: ['gzip', '-c', '/dev/null'],
  tar: ['tar', '--version'],
  diff: ['diff', '/dev/null', '/dev/null'],
  find: ['find', '/dev/null'],
  jq: ['jq', '-n', '1'],
  awk: ['awk', 'BEGIN { }'],
  curl: ['curl', '--version'],
  'agentos-serve': ['agentos-serve', '--help'],
};

const modules = [...new Set(ours.flatMap((d) => d.commands.map((c) => c.aliasOf ?? c.name)))].sort();
const vm = await AgentOs.create({ software: [published, ours] });
const startRows = [];
for (const module of modules) {
  const argv = TRIVIAL[module];
  if (!argv) continue;
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-cold-cache-'));
  const t0 = performance.now();
  AgentOs.precompile([path.join(commandDir, module)], { moduleCacheDir: cacheDir });
  const cold = performance.now() - t0;
  fs.rmSync(cacheDir, { recursive: true, force: true });

  const run = async () => {
    const t = performance.now();
    const { pid } = vm.spawn(argv[0], argv.slice(1));
    const code = await vm.waitProcess(pid);
    if (code !== (module === 'grep' ? 1 : 0)) throw new Error(`${argv.join(' ')}: exit ${code}`);
    return performance.now() - t;
  };
  await run(); // load from the shared cache into memory
  const times = [];
  for (let i = 0; i < samples * 5; i++) times.push(await run());
  const { p50, p99 } = stats(times);
  const size = fs.statSync(path.join(commandDir, module)).size;
  startRows.push([module, `${(size / 1024).toFixed(0)} KiB`, fmt(cold), fmt(p50), fmt(p99), argv.join(' ')]);
  benchRow({ name: `our ${module} module (${(size / 1024).toFixed(0)} KiB): compile into an empty cache (once per machine)`, p50: cold, n: 1 });
  benchRow({ name: `our ${module} module: spawn("${argv.join(' ')}") → exit, module loaded`, p50, p99, n: times.length });
}
console.log('Module start (cold = compile into an empty cache; warm = spawn to exit, module loaded)');
table(['module', 'size', 'cold ms', 'warm p50 ms', 'warm p99 ms', 'invocation'], startRows);

// ---- 2. grep -r and sort against native ------------------------------------------------------------

const hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-software-bench-'));
const line = 'the quick brown fox jumps over the lazy dog 0123456789 lorem ipsum dolor sit amet\n';
const files = 100;
const perFile = 100 * 1024;
await vm.mkdir('/tmp/tree', { recursive: true });
for (let i = 0; i < files; i++) {
  let text = '';
  let n = 0;
  while (text.length < perFile) {
    text += n % 500 === 250 ? `needle ${i} ${n}\n` : line;
    n += 1;
  }
  const sub = `d${i % 10}`;
  fs.mkdirSync(path.join(hostDir, 'tree', sub), { recursive: true });
  fs.writeFileSync(path.join(hostDir, 'tree', sub, `f${i}.txt`), text);
  await vm.mkdir(`/tmp/tree/${sub}`, { recursive: true });
  await vm.writeFile(`/tmp/tree/${sub}/f${i}.txt`, text);
}
const numbers = [];
let bytes = 0;
for (let i = 0; bytes < 1024 * 1024; i++) {
  const v = String((i * 7919) % 1000003);
  numbers.push(v);
  bytes += v.length + 1;
}
const sortInput = `${numbers.join('\n')}\n`;
fs.writeFileSync(path.join(hostDir, 'numbers'), sortInput);
await vm.writeFile('/tmp/numbers', sortInput);

async function vmTimes(command) {
  const first = await vm.exec(command);
  if (first.exitCode !== 0) throw new Error(`${command}: exit ${first.exitCode}: ${first.stderr}`);
  const times = [];
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    const r = await vm.exec(command);
    times.push(performance.now() - t);
    if (r.stdout !== first.stdout) throw new Error(`${command}: output changed between runs`);
  }
  return { ...stats(times), out: first.stdout };
}
function nativeTimes(file, args) {
  const out = execFileSync(file, args, { cwd: hostDir, maxBuffer: 64 << 20 }).toString();
  const times = [];
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    execFileSync(file, args, { cwd: hostDir, maxBuffer: 64 << 20 });
    times.push(performance.now() - t);
  }
  return { ...stats(times), out };
}

// The issue-6 pipeline on 1 MiB (a third of the lines contain x), also with the published set.
let pipeText = '';
for (let i = 0; pipeText.length < 1024 * 1024; i++) pipeText += i % 3 ? `line ${i} has an x in it\n` : `line ${i} has none\n`;
fs.writeFileSync(path.join(hostDir, 'f'), pipeText);
await vm.writeFile('/tmp/f', pipeText);
const publishedVm = await AgentOs.create({ software: [published] });
await publishedVm.writeFile('/tmp/f', pipeText);

const workRows = [];
{
  const pipeline = 'cat /tmp/f | grep x | wc -l';
  const mine = await vmTimes(pipeline);
  const native = nativeTimes('sh', ['-c', 'cat f | grep x | wc -l']);
  const pubFirst = await publishedVm.exec(pipeline);
  const pubTimes = [];
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    await publishedVm.exec(pipeline);
    pubTimes.push(performance.now() - t);
  }
  const pub = stats(pubTimes);
  benchRow({ name: 'our commands: exec("cat f | grep x | wc -l"), 1 MiB', p50: mine.p50, p99: mine.p99, n: samples, native: native.p50, nativeLabel: 'sh -c via execFile', target: '≤ 2× native' });
  benchRow({ name: 'published commands: the same', p50: pub.p50, p99: pub.p99, n: samples, native: native.p50, nativeLabel: 'sh -c via execFile', target: '≤ 2× native' });
  workRows.push(['cat f | grep x | wc -l (1 MiB), ours', fmt(mine.p50), fmt(mine.p99), fmt(native.p50), fmt(native.p99),
    `${(mine.p50 / native.p50).toFixed(2)}x`, mine.out.trim() === native.out.trim() ? 'yes' : 'NO']);
  workRows.push(['cat f | grep x | wc -l (1 MiB), published set', fmt(pub.p50), fmt(pub.p99), fmt(native.p50), fmt(native.p99),
    `${(pub.p50 / native.p50).toFixed(2)}x`, pubFirst.stdout.trim() === native.out.trim() ? 'yes' : 'NO']);
}
for (const [label, vmCommand, nativeFile, nativeArgs, normalise] of [
  ['grep -rn needle (10 MiB, 100 files)', 'cd /tmp && grep -rn needle tree | sort', 'sh', ['-c', 'grep -rn needle tree | sort'], (s) => s],
  ['grep -rc needle (10 MiB, 100 files)', 'cd /tmp && grep -rc needle tree | sort', 'sh', ['-c', 'grep -rc needle tree | sort'], (s) => s],
  ['sort -n (1 MiB)', 'sort -n /tmp/numbers', 'sort', ['-n', path.join(hostDir, 'numbers')], (s) => s],
]) {
  const mine = await vmTimes(vmCommand);
  const native = nativeTimes(nativeFile, nativeArgs);
  const same = normalise(mine.out) === normalise(native.out);
  benchRow({ name: `our commands: ${label}${same ? '' : ' (OUTPUT DIFFERS from native)'}`, p50: mine.p50, p99: mine.p99, n: samples, native: native.p50, nativeLabel: 'GNU via execFile' });
  workRows.push([label, fmt(mine.p50), fmt(mine.p99), fmt(native.p50), fmt(native.p99),
    `${(mine.p50 / native.p50).toFixed(2)}x`, same ? 'yes' : 'NO']);
}
console.log(`Workloads (${samples} samples each; ours = vm.exec with our sh and tools, native = GNU tools via execFile)`);
table(['workload', 'ours p50 ms', 'ours p99 ms', 'native p50 ms', 'native p99 ms', 'ratio', 'same output'], workRows);

await vm.dispose();
await publishedVm.dispose();
fs.rmSync(hostDir, { recursive: true, force: true });
flushRows();
