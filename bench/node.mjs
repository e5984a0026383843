// `node` in the VM (software/crates/node: QuickJS-ng through rquickjs, issue 20) beside host Node
// and the reference (@rivet-dev/agent-os-core 0.1.1, Node on V8 isolates, installed by
// bench/compare.mjs into bench/.reference), in one run:
//   1. `node -e 'console.log(1)'` as a fresh process: VM exec vs host execFile vs the reference's
//      exec (after one warm-up call each), and VM spawn (no shell) with the builtins' embedded
//      bytecode and with NODE_NO_BYTECODE=1 (compiled from source, as before the bytecode);
//   2. CPU workloads timed inside the program (performance.now): fib(27), JSON 1 MiB
//      stringify+parse ×5, regex over 1 MiB ×5 — VM vs host node;
//   3. `require('typescript')` (the catalog's biggest package, 9 MB of JS): the first process on
//      the machine (a module cache of its own, with an empty machine store: it parses, puts its
//      bytecode in the VM's store, and the host compiles it for the machine store), the first
//      process of another new VM once the machine store has it, the p50 of the first VM's next
//      ones (the VM's store), and the same with NODE_NO_BYTECODE=1 (every process parses);
//   4. the catalog's typescript program (compiles a small project through the compiler API, then
//      with the `tsc -p` command line in a child process).
//
//   node bench/node.mjs [samples]     # default 20 fresh processes per row
//
// Needs `npm run build:software`; the catalog is installed on first use (scripts/node-catalog.mjs).
// Use a release addon for absolute numbers.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ours from '@rivet-dev/agentos-common';
import { AgentOs, createHostDirBackend } from '../index.mjs';
import { ensureReference } from './compare.mjs';
import { benchRow, flushRows } from './rows.mjs';
import { catalogFixture, installCatalog } from '../scripts/node-catalog.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const samples = Number(process.argv[2] ?? 20);
const HOST = process.env.AGENTOS_NODE_ORACLE || process.execPath;

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return { p50: pct(50), p99: pct(99) };
}
const fmt = (ms) => (ms === undefined ? '—' : ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

const WORKLOADS = {
  'fib(27)': 'function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); } fib(27);',
  'JSON 1 MiB stringify+parse ×5': 'const d = []; for (let i = 0; i < 12000; i++) d.push({ id: i, name: "item" + i, tags: ["a", "b", "c"], v: i * 0.5 }); for (let k = 0; k < 5; k++) JSON.parse(JSON.stringify(d));',
  'regex over 1 MiB ×5': 'let s = ""; for (let i = 0; s.length < 1048576; i++) s += "row " + i + (i % 3 ? " x@example.com\\n" : "\\n"); let n = 0; for (let k = 0; k < 5; k++) n += (s.match(/\\b[a-z]+@[a-z]+\\.com\\b/g) || []).length;',
};
const timed = (code) => `const t0 = performance.now(); ${code} console.log(performance.now() - t0);`;

/** The reference's `node -e` p50/p99 over `n` fresh processes, run by its own Node 22. */
function referenceNodeE(n) {
  let nodeBin;
  try {
    nodeBin = ensureReference();
  } catch (e) {
    return { error: `reference not installed: ${e.message}` };
  }
  const modules = path.join(here, '.reference', 'node_modules', '@rivet-dev');
  const script = `
    const { AgentOs } = await import(${JSON.stringify(path.join(modules, 'agent-os-core', 'dist', 'index.js'))});
    const common = (await import(${JSON.stringify(path.join(modules, 'agent-os-common', 'dist', 'index.js'))})).default;
    const vm = await AgentOs.create({ software: [common] });
    const first = performance.now();
    const r0 = await vm.exec("node -e 'console.log(1)'");
    const firstMs = performance.now() - first;
    if (r0.stdout.trim() !== '1') throw new Error('reference node -e printed ' + JSON.stringify(r0.stdout) + ' ' + JSON.stringify(r0.stderr));
    const times = [];
    for (let i = 0; i < ${n}; i++) { const t = performance.now(); await vm.exec("node -e 'console.log(1)'"); times.push(performance.now() - t); }
    await vm.dispose();
    console.log(JSON.stringify({ firstMs, times }));
    process.exit(0);`;
  const r = spawnSync(nodeBin, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 300_000 });
  const line = r.stdout.trim().split('\n').pop();
  try {
    const { firstMs, times } = JSON.parse(line);
    return { firstMs, ...stats(times) };
  } catch {
    return { error: `reference run failed (${r.status ?? r.signal}): ${(r.stderr || r.stdout).trim().split('\n').slice(-2).join(' / ').slice(0, 200)}` };
  }
}

const catalog = installCatalog();
// A module cache of its own with the compiled modules of the default one but an empty machine
// store of node's bytecode (its jscache/), so "first process on the machine" parses.
const defaultModules = process.env.AGENTOS_MODULE_CACHE_DIR || path.join(os.homedir(), '.cache', 'agentos', 'modules');
const moduleCacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-bench-modules-'));
if (fs.existsSync(defaultModules)) {
  fs.cpSync(defaultModules, moduleCacheDir, { recursive: true, filter: (src) => path.basename(src) !== 'jscache' });
}
const catalogVm = () => AgentOs.create({
  software: [ours],
  moduleCacheDir,
  mounts: [{ path: '/catalog/node_modules', plugin: createHostDirBackend({ hostPath: path.join(catalog, 'node_modules'), readOnly: true }) }],
});
const vm = await catalogVm();
try {
  const run = async (command, options = {}) => {
    const r = await vm.exec(command, { timeoutMs: 300_000, ...options });
    if (r.exitCode !== 0) throw new Error(`${command}: exit ${r.exitCode}: ${r.stderr.slice(0, 300)}`);
    return r;
  };

  // 1. node -e, fresh process.
  const firstT = performance.now();
  await run("node -e 'console.log(1)'");
  const vmFirst = performance.now() - firstT;
  const inVm = [];
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    const r = await run("node -e 'console.log(1)'");
    inVm.push(performance.now() - t);
    if (r.stdout !== '1\n') throw new Error(`node -e printed ${JSON.stringify(r.stdout)}`);
  }
  const onHost = [];
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    execFileSync(HOST, ['-e', 'console.log(1)']);
    onHost.push(performance.now() - t);
  }
  // The same without the shell (vm.spawn), from bytecode and from source.
  const spawned = async (env) => {
    const times = [];
    for (let i = 0; i <= samples; i++) {
      const t = performance.now();
      let out = '';
      const { pid } = vm.spawn('node', ['-e', 'console.log(1)'], { env, onStdout: (d) => { out += Buffer.from(d).toString(); } });
      const code = await vm.waitProcess(pid);
      if (code !== 0) throw new Error(`spawn node -e: exit ${code}`);
      if (i > 0) times.push(performance.now() - t); // the first is a warm-up
    }
    return stats(times);
  };
  const spawnBc = await spawned({});
  const spawnSrc = await spawned({ NODE_NO_BYTECODE: '1' });
  const ref = referenceNodeE(samples);
  const a = stats(inVm);
  const b = stats(onHost);
  console.log("| node -e 'console.log(1)' (fresh process) | first ms | p50 ms | p99 ms |");
  console.log('|---|---:|---:|---:|');
  console.log(`| VM: exec (ours, QuickJS-ng) | ${fmt(vmFirst)} | ${fmt(a.p50)} | ${fmt(a.p99)} |`);
  console.log(`| host: execFile(node ${execFileSync(HOST, ['-v'], { encoding: 'utf8' }).trim()}) | | ${fmt(b.p50)} | ${fmt(b.p99)} |`);
  console.log(`| VM: spawn (no shell), builtins from embedded bytecode | | ${fmt(spawnBc.p50)} | ${fmt(spawnBc.p99)} |`);
  console.log(`| VM: spawn (no shell), NODE_NO_BYTECODE=1 (builtins from source) | | ${fmt(spawnSrc.p50)} | ${fmt(spawnSrc.p99)} |`);
  console.log(ref.error ? `| reference: ${ref.error} | | | |` : `| reference: exec (agent-os-core 0.1.1, V8 isolate) | ${fmt(ref.firstMs)} | ${fmt(ref.p50)} | ${fmt(ref.p99)} |`);
  console.log();
  benchRow({ name: "node: spawn(node -e 'console.log(1)'), builtins from bytecode", p50: spawnBc.p50, p99: spawnBc.p99, n: samples, native: spawnSrc.p50, nativeLabel: 'the same from source (NODE_NO_BYTECODE=1)' });
  benchRow({ name: "node: exec(\"node -e 'console.log(1)'\"), fresh process", p50: a.p50, p99: a.p99, n: samples, native: b.p50, nativeLabel: 'host node via execFile', reference: ref.p50, referenceP99: ref.p99, target: '≤ 20 ms p50' });

  // 2. CPU.
  console.log('| workload | VM ms (p50 of 3) | host node ms (p50 of 3) | ratio |');
  console.log('|---|---:|---:|---:|');
  for (const [name, code] of Object.entries(WORKLOADS)) {
    const mine = [];
    const native = [];
    for (let i = 0; i < 3; i++) {
      await vm.writeFile('/tmp/bench.js', timed(code));
      mine.push(Number((await run('node /tmp/bench.js')).stdout));
      native.push(Number(execFileSync(HOST, ['-e', timed(code)], { encoding: 'utf8' })));
    }
    const m = stats(mine).p50;
    const n = stats(native).p50;
    console.log(`| ${name} | ${fmt(m)} | ${fmt(n)} | ${(m / n).toFixed(1)}× |`);
    benchRow({ name: `node: ${name}`, p50: m, n: 3, native: n, nativeLabel: 'host node (V8 JIT)', target: name.startsWith('fib') ? undefined : '≤ 5× native' });
  }
  console.log();

  // 3. require('typescript'), first and later processes.
  const req = "node -e 'require(\"typescript\")'";
  const reqFirstT = performance.now();
  await run(req, { cwd: '/catalog' });
  const reqFirst = performance.now() - reqFirstT;
  // The host compiles typescript.js itself for the machine store in the background: wait until a
  // new VM's first process finds it, then time one more new VM's first process.
  const newVmFirst = async (env = {}) => {
    const fresh = await catalogVm();
    try {
      const t = performance.now();
      const r = await fresh.exec(req, { cwd: '/catalog', timeoutMs: 300_000, env });
      return { ms: performance.now() - t, r };
    } finally {
      await fresh.dispose();
    }
  };
  let stored = false;
  for (let i = 0; i < 60 && !stored; i++) {
    const { r } = await newVmFirst({ NODE_DEBUG_BYTECODE: '1' });
    stored = /node: bytecode hit: .*typescript\.js/.test(r.stderr);
    if (!stored) await new Promise((res) => setTimeout(res, 2000));
  }
  const reqNewVm = stored ? (await newVmFirst()).ms : NaN;
  const reqLater = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    await run(req, { cwd: '/catalog' });
    reqLater.push(performance.now() - t);
  }
  const reqSource = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    await run(req, { cwd: '/catalog', env: { NODE_NO_BYTECODE: '1' } });
    reqSource.push(performance.now() - t);
  }
  const hostDir = fs.mkdtempSync('/tmp/agentos-bench-node-');
  fs.symlinkSync(path.join(catalog, 'node_modules'), path.join(hostDir, 'node_modules'));
  const hostReq = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    execFileSync(HOST, ['-e', 'require("typescript")'], { cwd: hostDir });
    hostReq.push(performance.now() - t);
  }
  // 4. the typescript program (a small project compiled through the compiler API, then by `tsc -p`).
  const program = fs.readFileSync(path.join(catalogFixture, 'programs', 'typescript.js'));
  await vm.writeFile('/catalog/typescript.js', program);
  fs.writeFileSync(path.join(hostDir, 'typescript.js'), program);
  const tscT = performance.now();
  const tscOut = (await run('node typescript.js', { cwd: '/catalog' })).stdout;
  const tscVm = performance.now() - tscT;
  const tscHostT = performance.now();
  const tscHostOut = execFileSync(HOST, ['typescript.js'], { cwd: hostDir, encoding: 'utf8' });
  const tscHost = performance.now() - tscHostT;
  fs.rmSync(hostDir, { recursive: true, force: true });
  if (tscOut !== tscHostOut) throw new Error('the typescript program printed something else in the VM than under host node');
  console.log('| large package | VM ms | host node ms |');
  console.log('|---|---:|---:|');
  console.log(`| require("typescript"): first process on the machine (parses, puts its bytecode) | ${fmt(reqFirst)} | |`);
  console.log(`| require("typescript"): first process of another new VM (bytecode from the machine store) | ${stored ? fmt(reqNewVm) : 'not stored within 120 s'} | |`);
  console.log(`| require("typescript"): later processes, bytecode from the VM's store (p50 of 3) | ${fmt(stats(reqLater).p50)} | ${fmt(stats(hostReq).p50)} |`);
  console.log(`| require("typescript"): NODE_NO_BYTECODE=1, every process parses (p50 of 3) | ${fmt(stats(reqSource).p50)} | |`);
  console.log(`| compile a 2-file project twice: compiler API, then \`tsc -p\` in a child process | ${fmt(tscVm)} | ${fmt(tscHost)} |`);
  benchRow({ name: 'node: require("typescript"), first process on the machine', p50: reqFirst, n: 1 });
  benchRow({ name: 'node: require("typescript"), first process of a new VM (machine store)', p50: reqNewVm, n: 1 });
  benchRow({ name: 'node: require("typescript"), later process', p50: stats(reqLater).p50, n: 3, native: stats(hostReq).p50, nativeLabel: 'host node' });
  benchRow({ name: 'node: typescript on a 2-file project (compiler API + tsc -p)', p50: tscVm, n: 1, native: tscHost, nativeLabel: 'host node' });
} finally {
  await vm.dispose();
  fs.rmSync(moduleCacheDir, { recursive: true, force: true });
}
flushRows();
