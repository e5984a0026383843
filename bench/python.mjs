// python3 in the VM (software/python: CPython 3.11.2 for wasm32-wasi, issue 21) against host
// CPython of the same version (/usr/bin/python3.11), in one run:
//   1. fresh start: `python3 -c pass` as a new VM process (exec) vs the host interpreter (execFile);
//   2. CPU workloads (fib(25), 1.2 MB JSON dumps+loads ×5, 200k LCG + sort): time inside the
//      interpreter (time.perf_counter), VM vs host.
//
//   node bench/python.mjs [samples]     # default 20 start-ups, 3 runs per workload
//
// Needs `npm run build:software`. Use a release addon for absolute numbers.
import { execFileSync } from 'node:child_process';
import ours from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';
import { benchRow, flushRows } from './rows.mjs';

const samples = Number(process.argv[2] ?? 20);
const HOST = '/usr/bin/python3.11';

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return { p50: pct(50), p99: pct(99) };
}
const fmt = (ms) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

const WORKLOADS = {
  'fib(25)': 'def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nfib(25)',
  'JSON 1.2 MB dumps+loads ×5': 'import json\nd = [{"id": i, "name": "item%d" % i, "tags": ["a", "b", "c"], "v": i * 0.5} for i in range(20000)]\nfor _ in range(5):\n    json.loads(json.dumps(d))',
  'LCG 200k + sort': 'x = 1\nl = []\nfor _ in range(200000):\n    x = (x * 1103515245 + 12345) % 2147483648\n    l.append(x)\nl.sort()',
};
const timed = (code) => `import time\nt = time.perf_counter()\n${code}\nprint((time.perf_counter() - t) * 1000)`;

const vm = await AgentOs.create({ software: [ours] });
try {
  await vm.exec('python3 -c pass'); // load the module (precompiled by build:software)
  const inVm = [];
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    const r = await vm.exec('python3 -c pass');
    inVm.push(performance.now() - t);
    if (r.exitCode !== 0) throw new Error(`python3 -c pass: exit ${r.exitCode}: ${r.stderr}`);
  }
  const onHost = [];
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    execFileSync(HOST, ['-c', 'pass']);
    onHost.push(performance.now() - t);
  }
  const a = stats(inVm);
  const b = stats(onHost);
  console.log('| python3 -c pass (fresh process) | p50 ms | p99 ms |');
  console.log('|---|---|---|');
  console.log(`| VM: exec("python3 -c pass") | ${fmt(a.p50)} | ${fmt(a.p99)} |`);
  console.log(`| host: execFile("${HOST}", ["-c", "pass"]) | ${fmt(b.p50)} | ${fmt(b.p99)} |\n`);
  benchRow({ name: 'python3: exec("python3 -c pass"), fresh process', p50: a.p50, p99: a.p99, n: samples, native: b.p50, nativeLabel: 'host python3.11 via execFile', target: '≤ 25 ms' });

  console.log('| workload | VM ms (p50) | host ms (p50) | ratio |');
  console.log('|---|---|---|---|');
  for (const [name, code] of Object.entries(WORKLOADS)) {
    const mine = [];
    const native = [];
    for (let i = 0; i < 3; i++) {
      const r = await vm.exec(`python3 -c '${timed(code)}'`, { timeoutMs: 120_000 });
      if (r.exitCode !== 0) throw new Error(`${name}: exit ${r.exitCode}: ${r.stderr}`);
      mine.push(Number(r.stdout));
      native.push(Number(execFileSync(HOST, ['-c', timed(code)], { encoding: 'utf8' })));
    }
    const m = stats(mine).p50;
    const n = stats(native).p50;
    console.log(`| ${name} | ${fmt(m)} | ${fmt(n)} | ${(m / n).toFixed(1)}× |`);
    benchRow({ name: `python3: ${name}`, p50: m, n: 3, native: n, nativeLabel: 'host python3.11', target: '≤ 4× native' });
  }
} finally {
  await vm.dispose();
}
flushRows();
