// The workloads of the side-by-side comparison (issue 6), one file for every implementation:
//
//   node bench/workloads.mjs ours --out f.json        # this package (Node 20+)
//   <node 22> bench/workloads.mjs reference --out f.json   # @rivet-dev/agent-os-core@0.1.1 from bench/.reference
//   node bench/workloads.mjs native --out f.json      # host yardsticks (child_process, fs)
//
// bench/compare.mjs runs all three in one `npm run bench` and prints the table. Both VM
// implementations are driven through the same five calls (`AgentOs.create({ software: [common] })`,
// `exec`, `writeFile`, `readFile`, `dispose`); an adapter only says where the package is. The
// command set is the published `@rivet-dev/agent-os-common` for both, and for one more row our
// own `@rivet-dev/agentos-common` (built from software/), again for both. A sample that throws or
// returns a wrong result is counted as an error, with the first message kept, and never turned
// into a number.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const execFileP = promisify(execFile);

// ----- adapters: where each implementation's `AgentOs` and the `common` software come from -----

/** Our own command set (`packages/agentos-common`), loaded by path so both Nodes find it. */
const ownSet = async () => (await import(pathToFileURL(path.join(here, '..', 'packages', 'agentos-common', 'index.mjs')).href)).default;

const adapters = {
  async ours() {
    const { AgentOs } = await import(pathToFileURL(path.join(here, '..', 'index.mjs')).href);
    const common = (await import('@rivet-dev/agent-os-common')).default;
    const own = await ownSet();
    return { create: () => AgentOs.create({ software: [common] }), createOwnSet: () => AgentOs.create({ software: [own] }) };
  },
  async reference() {
    const modules = path.join(here, '.reference', 'node_modules', '@rivet-dev');
    const { AgentOs } = await import(pathToFileURL(path.join(modules, 'agent-os-core', 'dist', 'index.js')).href);
    const common = (await import(pathToFileURL(path.join(modules, 'agent-os-common', 'dist', 'index.js')).href)).default;
    const own = await ownSet();
    return { create: () => AgentOs.create({ software: [common] }), createOwnSet: () => AgentOs.create({ software: [own] }) };
  },
};

// ----- sampling -----

function pct(samples, p) {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/**
 * Times `fn(i)` up to `n` times, stopping early once `budgetMs` has passed (after at least `min`
 * samples). A throw is an error sample: counted, first message kept. `fn` may return a number of
 * ms to use instead of its own wall time.
 */
async function measure(fn, { n, budgetMs = 20000, min = 3 }) {
  const out = [];
  const failed = [];
  let error;
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    if (i >= min && performance.now() - start > budgetMs) break;
    const t = performance.now();
    try {
      const r = await fn(i);
      out.push(typeof r === 'number' ? r : performance.now() - t);
    } catch (e) {
      failed.push(performance.now() - t);
      error ??= String(e?.message ?? e).split('\n')[0].slice(0, 300);
    }
  }
  const errors = failed.length;
  // How long the failing samples took is kept apart: it is not a result, only context.
  const failedP50 = errors ? { failedP50: pct(failed, 50) } : {};
  if (out.length === 0) return { n: 0, errors, error, ...failedP50 };
  return { p50: pct(out, 50), p99: pct(out, 99), n: out.length, errors, ...(error ? { error, ...failedP50 } : {}) };
}

function check(cond, message) {
  if (!cond) throw new Error(message);
}

// Output quoted in an error message: ANSI colours and the reference's "could not retrieve pid"
// warnings removed, so the message shows the actual failure.
const oneLine = (s) => JSON.stringify(String(s).replace(/\x1b\[[0-9;]*m/g, '').split('\n')
  .filter((l) => l && !/WARN could not retrieve pid/.test(l)).join(' / ').slice(0, 160));

// ----- the data: a 1 MiB text file, one line in three without an "x" -----

function megabyte() {
  const lines = [];
  let size = 0;
  let withX = 0;
  for (let i = 0; ; i++) {
    const line = i % 3 ? `row ${i} x\n` : `row ${i}\n`;
    if (size + line.length > 1024 * 1024) break;
    lines.push(line);
    size += line.length;
    if (i % 3) withX++;
  }
  return { text: lines.join(''), withX };
}

const PIPELINE = 'cat /tmp/f | grep x | wc -l';
const CONCURRENT = 10;
const IDLE_VMS = 100;

// ----- the VM workloads, the same code for every adapter -----

async function vmWorkloads(adapter) {
  const results = {};
  const { text, withX } = megabyte();
  const expectCount = (r) => {
    check(r.exitCode === 0, `exit ${r.exitCode}: ${oneLine(r.stderr)}`);
    check(r.stdout.trim() === String(withX), `wrong output ${oneLine(r.stdout)} (expected ${withX}), stderr ${oneLine(r.stderr)}`);
  };

  // Load code, engines and module caches once: every row below is steady state.
  const warm = await adapter.create();
  await warm.exec('echo hi');

  // Memory first, before other workloads leave freed memory the allocator would hand back.
  {
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    const vms = [];
    let error;
    try {
      for (let i = 0; i < IDLE_VMS; i++) vms.push(await adapter.create());
    } catch (e) {
      error = String(e?.message ?? e).split('\n')[0];
    }
    globalThis.gc?.();
    const grown = process.memoryUsage().rss - before;
    results.idleRss = { kib: vms.length ? grown / vms.length / 1024 : undefined, vms: vms.length, ...(error ? { error } : {}) };
    await Promise.all(vms.map((v) => v.dispose()));
  }

  results.create = await measure(async () => {
    const t = performance.now();
    const vm = await adapter.create();
    const ms = performance.now() - t;
    await vm.dispose();
    return ms;
  }, { n: 200, budgetMs: 30000 });

  results.echo = await measure(async () => {
    const r = await warm.exec('echo hi');
    check(r.exitCode === 0 && r.stdout === 'hi\n', `exit ${r.exitCode}, stdout ${oneLine(r.stdout)}, stderr ${oneLine(r.stderr)}`);
  }, { n: 200, budgetMs: 30000 });

  // A fresh VM to its first command (module caches warm): what a backend pays per task.
  results.firstExec = await measure(async () => {
    const t = performance.now();
    const vm = await adapter.create();
    const r = await vm.exec('echo hi');
    const ms = performance.now() - t;
    await vm.dispose();
    check(r.exitCode === 0 && r.stdout === 'hi\n', `exit ${r.exitCode}, stdout ${oneLine(r.stdout)}, stderr ${oneLine(r.stderr)}`);
    return ms;
  }, { n: 100, budgetMs: 30000 });

  await warm.writeFile('/tmp/f', text);
  results.pipeline = await measure(async () => expectCount(await warm.exec(PIPELINE)), { n: 50, budgetMs: 40000 });

  // The same pipeline with our own command set (packages/agentos-common).
  {
    let own;
    try {
      own = await adapter.createOwnSet();
      await own.writeFile('/tmp/f', text);
      await own.exec(PIPELINE); // compile or load the modules outside the samples
      results.pipelineOwnSet = await measure(async () => expectCount(await own.exec(PIPELINE)), { n: 50, budgetMs: 40000 });
    } catch (e) {
      results.pipelineOwnSet = { n: 0, errors: 1, error: String(e?.message ?? e).split('\n')[0] };
    } finally {
      await own?.dispose();
    }
  }

  {
    const kib = new Uint8Array(1024).fill(120);
    const pairs = [];
    let total = 0;
    let error;
    let errors = 0;
    const start = performance.now();
    for (let i = 0; i < 1000; i++) {
      const t = performance.now();
      try {
        await warm.writeFile(`/tmp/k${i}`, kib);
        const back = await warm.readFile(`/tmp/k${i}`);
        check(back.length === 1024 && back[1023] === 120, `read back ${back.length} bytes`);
        pairs.push(performance.now() - t);
      } catch (e) {
        errors++;
        error ??= String(e?.message ?? e).split('\n')[0];
      }
    }
    total = performance.now() - start;
    results.files = pairs.length
      ? { p50: pct(pairs, 50), p99: pct(pairs, 99), n: pairs.length, totalMs: total, errors, ...(error ? { error } : {}) }
      : { n: 0, errors, error };
  }

  // Not part of the timings: the shell's view of the root, where the reference is known to fail.
  try {
    const r = await warm.exec('ls /');
    results.lsRoot = { exitCode: r.exitCode, stderr: r.stderr.trim().slice(0, 200) };
  } catch (e) {
    results.lsRoot = { error: String(e?.message ?? e).split('\n')[0] };
  }
  await warm.dispose();

  {
    const vms = [];
    for (let i = 0; i < CONCURRENT; i++) {
      const vm = await adapter.create();
      await vm.writeFile('/tmp/f', text);
      vms.push(vm);
    }
    results.concurrent = await measure(async () => {
      const rs = await Promise.all(vms.map((vm) => vm.exec(PIPELINE)));
      for (const r of rs) expectCount(r);
    }, { n: 20, budgetMs: 60000 });
    await Promise.all(vms.map((v) => v.dispose()));
  }
  return results;
}

// ----- native yardsticks: the same work on the host -----

async function nativeWorkloads() {
  const results = {};
  const { text, withX } = megabyte();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-bench-native-'));
  const file = path.join(dir, 'f');
  fs.writeFileSync(file, text);
  const pipeline = ['-c', `cat ${file} | grep x | wc -l`];
  const expectCount = ({ stdout }) => check(stdout.trim() === String(withX), `wrong output ${oneLine(stdout)}`);
  try {
    results.echo = await measure(() => execFileP('/bin/echo', ['hi']), { n: 200 });
    results.shEcho = await measure(() => execFileP('/bin/sh', ['-c', 'echo hi']), { n: 200 });
    results.pipeline = await measure(async () => expectCount(await execFileP('/bin/sh', pipeline)), { n: 50 });
    results.concurrent = await measure(async () => {
      const rs = await Promise.all(Array.from({ length: CONCURRENT }, () => execFileP('/bin/sh', pipeline)));
      for (const r of rs) expectCount(r);
    }, { n: 20 });
    const kib = new Uint8Array(1024).fill(120);
    results.files = await measure(async (i) => {
      await fs.promises.writeFile(path.join(dir, `k${i}`), kib);
      await fs.promises.readFile(path.join(dir, `k${i}`));
    }, { n: 1000 });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  results.docker = await dockerWorkloads();
  // Sandboxes: local() always, docker() where an engine answers (our providers: what a backend
  // pays when a task needs a real Linux box).
  const { providerKinds, sandboxFirstCommand } = await import('./sandbox-start.mjs');
  const kinds = providerKinds();
  for (const [label, make] of kinds) {
    const key = label === 'docker()' ? 'dockerFirst' : 'localFirst';
    try {
      const { fromCreate } = await sandboxFirstCommand(make, 10);
      results[key] = { p50: pct(fromCreate, 50), p99: pct(fromCreate, 99), n: fromCreate.length, errors: 0 };
    } catch (e) {
      results[key] = { n: 0, errors: 1, error: String(e?.message ?? e).split('\n')[0] };
    }
  }
  if (kinds.length === 1) results.dockerFirst = { skipped: 'no Docker Engine answers (docker info failed)' };
  return results;
}

/** `docker run --rm <local image> true`, only where a Docker daemon answers and an image is local. */
async function dockerWorkloads() {
  let images;
  try {
    await execFileP('docker', ['info', '--format', '{{.ServerVersion}}'], { timeout: 5000 });
    images = (await execFileP('docker', ['images', '--format', '{{.Repository}}:{{.Tag}}'], { timeout: 5000 })).stdout
      .split('\n').filter((s) => s && !s.includes('<none>'));
  } catch (e) {
    const why = String(e?.stderr || e?.message || e).trim().split('\n').pop();
    return { skipped: `docker is not usable here: ${why}` };
  }
  const image = images.find((i) => /busybox|alpine/.test(i)) ?? images[0];
  if (!image) return { skipped: 'docker runs but has no local image (nothing is pulled by the benchmark)' };
  return { image, run: await measure(() => execFileP('docker', ['run', '--rm', image, 'true']), { n: 10, budgetMs: 60000 }) };
}

// ----- main -----

const impl = process.argv[2];
const outIndex = process.argv.indexOf('--out');
const out = outIndex > 0 ? process.argv[outIndex + 1] : null;
if (!['ours', 'reference', 'native'].includes(impl)) {
  console.error('usage: node bench/workloads.mjs ours|reference|native [--out file.json]');
  process.exit(2);
}
const started = performance.now();
let results;
try {
  results = impl === 'native' ? await nativeWorkloads() : await vmWorkloads(await adapters[impl]());
} catch (e) {
  results = { fatal: String(e?.stack ?? e) };
}
const doc = { impl, node: process.version, loadavg: os.loadavg(), seconds: (performance.now() - started) / 1000, results };
if (out) fs.writeFileSync(out, JSON.stringify(doc, null, 2));
else console.log(JSON.stringify(doc, null, 2));
// The reference keeps handles (timers, sqlite) open after dispose; do not wait for them.
process.exit(0);
