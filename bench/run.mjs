// agentOS benchmarks: prints one table (ours beside the reference implementation and native tools
// for the workloads of bench/compare.mjs, then the rows below, measured for ours only), writes
// bench/results.json and bench/chart.png. Run with `npm run bench` (builds the addon with --release
// first). Not a test: nothing here fails on a number; the targets from the issues are printed
// beside the measurements.
import { execFile, spawn as spawnChild, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import common from '@rivet-dev/agent-os-common';
import { AgentOs } from '../index.mjs';
import { report } from './compare.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const execFileP = promisify(execFile);

function pct(samples, p) {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/** p50/p99 of `n` samples, each the number (ms) `fn(i)` resolves with. */
async function sampled(n, fn) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await fn(i));
  return { p50: pct(out, 50), p99: pct(out, 99), n };
}

async function time(n, fn) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    out.push(performance.now() - t);
  }
  return { p50: pct(out, 50), p99: pct(out, 99), n };
}

const rows = [];
function row(name, r, target = '') {
  rows.push({ name, p50: r.p50, p99: r.p99, n: r.n, target });
}

// Warm the module cache once so the runs below measure steady state.
const warm = await AgentOs.create({ software: [common] });
await warm.exec('echo hi | cat | wc -l');
await warm.dispose();

// VM create, exec("echo hi"), the pipeline, writeFile+readFile, idle RSS and their native
// yardsticks are measured in bench/compare.mjs (beside the reference), not here.
const vm = await AgentOs.create({ software: [common] });
{
  // Time past the deadline until exec resolves: kill via epoch interruption plus output drain.
  const r = await time(10, async () => {
    const res = await vm.exec('while true; do :; done', { timeoutMs: 200 });
    if (!res.timedOut) throw new Error('expected a timeout');
  });
  row('exec timeout overshoot past timeoutMs=200', { p50: r.p50 - 200, p99: r.p99 - 200, n: r.n }, '≤ 100 ms');
}

// Processes (issue 8): spawn to first stdout chunk, kill latency of a busy loop, cat throughput.
row('spawn("echo", ["hi"]) → first stdout chunk', await sampled(200, () => new Promise((resolve, reject) => {
  let first = null;
  const t0 = performance.now();
  vm.spawn('echo', ['hi'], {
    onStdout: () => { first ??= performance.now() - t0; },
    onExit: (code) => (code === 0 && first !== null ? resolve(first) : reject(new Error(`echo: exit ${code}`))),
  });
})));
row('killProcess(busy loop) → onExit', await sampled(50, async () => {
  let exited;
  const done = new Promise((resolve) => { exited = resolve; });
  const { pid } = vm.spawn('sh', ['-c', 'while true; do :; done'], { onExit: (code) => exited({ at: performance.now(), code }) });
  await new Promise((r) => setTimeout(r, 30));
  const t0 = performance.now();
  vm.killProcess(pid);
  const { at, code } = await done;
  if (code !== 137) throw new Error(`busy loop: exit ${code}`);
  return at - t0;
}), '≤ 50 ms');

const CAT_CHUNK = new Uint8Array(1024 * 1024);
for (let i = 0; i < CAT_CHUNK.length; i += 65536) crypto.getRandomValues(CAT_CHUNK.subarray(i, i + 65536));
const CAT_MIB = 32;
const throughput = [];
async function catRuns(name, runs, once) {
  const ms = [];
  for (let i = 0; i < runs; i++) ms.push(await once());
  const mibs = ms.map((m) => CAT_MIB / (m / 1000));
  throughput.push({ name, p50: pct(mibs, 50), worst: Math.min(...mibs), n: runs });
}
await catRuns(`spawn("cat"): ${CAT_MIB} MiB stdin → stdout`, 5, () => new Promise((resolve, reject) => {
  let got = 0;
  const t0 = performance.now();
  const { pid } = vm.spawn('cat', [], {
    onStdout: (c) => { got += c.length; },
    onExit: (code) => (code === 0 && got === CAT_MIB * CAT_CHUNK.length
      ? resolve(performance.now() - t0) : reject(new Error(`cat: exit ${code}, ${got} bytes`))),
  });
  (async () => {
    for (let i = 0; i < CAT_MIB; i++) await vm.writeProcessStdin(pid, CAT_CHUNK);
    vm.closeProcessStdin(pid);
  })().catch(reject);
}));
await catRuns(`native /bin/cat (child_process): ${CAT_MIB} MiB`, 5, () => new Promise((resolve, reject) => {
  let got = 0;
  const t0 = performance.now();
  const child = spawnChild('/bin/cat', [], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdout.on('data', (c) => { got += c.length; });
  child.on('error', reject);
  child.on('close', (code) => (code === 0 && got === CAT_MIB * CAT_CHUNK.length
    ? resolve(performance.now() - t0) : reject(new Error(`/bin/cat: exit ${code}, ${got} bytes`))));
  (async () => {
    for (let i = 0; i < CAT_MIB; i++) {
      if (!child.stdin.write(CAT_CHUNK)) await new Promise((r) => child.stdin.once('drain', r));
    }
    child.stdin.end();
  })().catch(reject);
}));
await vm.dispose();

{
  // Bindings: a trivial host function called from the guest (guest → Rust → JS → Rust → guest).
  const bvm = await AgentOs.create({
    software: [common],
    bindings: [{ name: 'echo', description: 'Echo', bindings: { ping: { description: 'Returns pong', execute: () => 'pong' } } }],
  });
  await bvm.exec('agentos-echo ping');
  row('exec("agentos-echo ping") binding round trip', await time(200, async () => {
    const r = await bvm.exec('agentos-echo ping');
    if (r.stdout !== '{"ok":true,"result":"pong"}\n') throw new Error(`unexpected binding output ${r.stdout}`);
  }), 'compare exec("echo hi")');
  row('spawn("agentos-echo", ["ping"]) to exit', await time(200, async () => {
    const { pid } = bvm.spawn('agentos-echo', ['ping']);
    await bvm.waitProcess(pid);
  }));
  await bvm.dispose();
}

// ----- Filesystem throughput (issue 3): memory root, host-dir mount, JS-driver mount, Node fs. -----
{
  const hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-bench-fs-'));
  const files = new Map();
  const jsDriver = {
    async readFile(p) { const f = files.get(p); if (!f) throw Object.assign(new Error(p), { code: 'ENOENT' }); return f; },
    async writeFile(p, d) { files.set(p, Uint8Array.from(d)); },
    async stat(p) {
      if (p === '/') return { isDirectory: true };
      const f = files.get(p);
      if (!f) throw Object.assign(new Error(p), { code: 'ENOENT' });
      return { isFile: true, size: f.length };
    },
    async readDir() { return [...files.keys()].map((k) => k.slice(1)); },
    async removeFile(p) { files.delete(p); },
  };
  const fvm = await AgentOs.create({
    software: [common],
    limits: { maxFilesystemBytes: 512 * 1024 * 1024 },
    mounts: [
      { path: '/mnt/host', plugin: { id: 'host_dir', config: { hostPath: hostDir, readOnly: false } } },
      { path: '/mnt/js', driver: jsDriver },
    ],
  });
  const kib = new Uint8Array(1024).fill(7);
  const many = async (label, dir, write, read) => {
    const r = await time(1, async () => {
      for (let i = 0; i < 10000; i++) await write(`${dir}/f${i}`, kib);
      for (let i = 0; i < 10000; i++) {
        const back = await read(`${dir}/f${i}`);
        if (back.length !== 1024) throw new Error(`short read of ${dir}/f${i}`);
      }
    });
    row(`${label}: write+read 1 KiB × 10,000 files (total)`, r);
  };
  await fvm.mkdir('/tmp/many');
  await many('host API, memory root', '/tmp/many', (p, d) => fvm.writeFile(p, d), (p) => fvm.readFile(p));
  await fvm.delete('/tmp/many', { recursive: true });
  await fvm.mkdir('/mnt/host/many');
  await many('host API, host-dir mount', '/mnt/host/many', (p, d) => fvm.writeFile(p, d), (p) => fvm.readFile(p));
  fs.rmSync(path.join(hostDir, 'many'), { recursive: true, force: true });
  fs.mkdirSync(path.join(hostDir, 'node-many'));
  await many('Node fs.promises, same host dir (yardstick)', path.join(hostDir, 'node-many'),
    (p, d) => fs.promises.writeFile(p, d), (p) => fs.promises.readFile(p));
  fs.rmSync(path.join(hostDir, 'node-many'), { recursive: true, force: true });

  const big = new Uint8Array(100 * 1024 * 1024);
  for (let i = 0; i < big.length; i += 4096) big[i] = i & 0xff;
  const bigRow = async (label, p, write, read) => {
    row(`${label}: write+read one 100 MiB file`, await time(5, async () => {
      await write(p, big);
      const back = await read(p);
      if (back.length !== big.length) throw new Error(`short read of ${p}`);
    }));
  };
  await bigRow('host API, memory root', '/tmp/big100', (p, d) => fvm.writeFile(p, d), (p) => fvm.readFile(p));
  await bigRow('host API, host-dir mount', '/mnt/host/big100', (p, d) => fvm.writeFile(p, d), (p) => fvm.readFile(p));
  await bigRow('Node fs.promises, same host dir (yardstick)', path.join(hostDir, 'node-big100'),
    (p, d) => fs.promises.writeFile(p, d), (p) => fs.promises.readFile(p));
  await fvm.writeFile('/mnt/js/big100', big);
  const cat = async (label, p) => {
    row(`guest cat 100 MiB > /dev/null, ${label}`, await time(5, async () => {
      const r = await fvm.exec(`cat ${p} > /dev/null`);
      if (r.exitCode !== 0) throw new Error(`cat ${p} failed: ${r.stderr}`);
    }));
  };
  await cat('memory root', '/tmp/big100');
  await cat('host-dir mount', '/mnt/host/big100');
  await cat('JS-driver mount', '/mnt/js/big100');
  row('native cat 100 MiB > /dev/null, same host dir (yardstick)', await time(5, () =>
    execFileP('/bin/sh', ['-c', `cat ${path.join(hostDir, 'big100')} > /dev/null`])), 'yardstick');
  // Deep paths on a host-dir mount (D9): every lookup walks the chain with directory handles.
  const deep = `/mnt/host/deep${'/a'.repeat(500)}`;
  row('guest mkdir -p of a 500-level chain, host-dir mount', await time(1, async () => {
    const r = await fvm.exec(`mkdir -p ${deep}`);
    if (r.exitCode !== 0) throw new Error(`mkdir -p failed: ${r.stderr}`);
  }));
  row('host readdirRecursive of that 500-level chain, host-dir mount', await time(1, async () => {
    const list = await fvm.readdirRecursive('/mnt/host/deep');
    if (list.length !== 500) throw new Error(`listed ${list.length} entries`);
  }));
  await fvm.dispose();
  fs.rmSync(hostDir, { recursive: true, force: true });
}

// First command in a fresh Node process: with an empty on-disk module cache, then with it filled.
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-bench-cache-'));
const probe = path.join(here, 'first-command.mjs');
for (const label of ['first exec, cold module cache', 'first exec, warm module cache']) {
  const r = spawnSync(process.execPath, [probe], { env: { ...process.env, AGENTOS_MODULE_CACHE_DIR: cacheDir }, encoding: 'utf8' });
  const ms = Number(r.stdout.trim());
  row(label, { p50: ms, p99: ms, n: 1 });
}
fs.rmSync(cacheDir, { recursive: true, force: true });

// The other bench scripts (our guest software, the shells, the sandboxes), each in its own Node
// process with its output on stderr; the rows they write (bench/rows.mjs) join the one table.
const scriptRows = [];
for (const [script, args] of [['software.mjs', ['10']], ['shell.mjs', ['100']], ['shell-script.mjs', ['10']], ['sandbox.mjs', []], ['idle.mjs', ['256', '100']], ['adhoc-modules.mjs', ['1000']], ['network.mjs', ['20']], ['scale.mjs', []], ['cold-start.mjs', []], ['python.mjs', ['20']], ['node.mjs', ['20']]]) {
  const file = path.join(os.tmpdir(), `agentos-bench-rows-${process.pid}-${script}.json`);
  console.error(`[bench] node bench/${script} ${args.join(' ')}`);
  const r = spawnSync(process.execPath, ['--expose-gc', path.join(here, script), ...args], {
    env: { ...process.env, AGENTOS_BENCH_ROWS: file },
    stdio: ['ignore', 2, 2],
    timeout: 20 * 60 * 1000,
  });
  let got = null;
  try {
    got = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.rmSync(file, { force: true });
  } catch {
    // no rows: reported below
  }
  if (r.status === 0 && Array.isArray(got)) scriptRows.push(...got);
  else scriptRows.push({ name: `bench/${script}`, target: `**failed**: exit ${r.status ?? r.signal ?? r.error?.message}; its output is above` });
}

// One table: the comparison with the reference and native tools, then the rows above.
const extra = [
  ...rows,
  ...throughput.map((t) => ({ name: `${t.name} (MiB/s; p99 column: worst of ${t.n})`, p50: t.p50, p99: t.worst, unit: 'MiB/s' })),
  ...scriptRows,
];
const { comparison, runs } = await report(extra);
fs.writeFileSync(path.join(here, 'results.json'), JSON.stringify({ date: new Date().toISOString(), comparison, runs, rows, throughput, scriptRows }, null, 2));
