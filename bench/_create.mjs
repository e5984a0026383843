import common from '@rivet-dev/agent-os-common';
import { AgentOs } from '../index.mjs';
const N = Number(process.argv[2] ?? 2000);
const w = await AgentOs.create({ software: [common] }); await w.exec('echo hi'); await w.dispose();
for (let round = 0; round < 3; round++) {
  const t = [];
  for (let i = 0; i < N; i++) { const t0 = performance.now(); const vm = await AgentOs.create({ software: [common] }); t.push(performance.now() - t0); await vm.dispose(); }
  t.sort((a, b) => a - b);
  console.log(`create p50 ${t[t.length >> 1].toFixed(3)} ms p99 ${t[Math.floor(t.length * 0.99)].toFixed(3)} ms`);
}
const kib = new Uint8Array(1024).fill(120);
const vm = await AgentOs.create({ software: [common] });
const t = [];
for (let i = 0; i < 2000; i++) { const t0 = performance.now(); await vm.writeFile(`/tmp/k${i}`, kib); await vm.readFile(`/tmp/k${i}`); t.push(performance.now() - t0); }
t.sort((a, b) => a - b);
console.log(`write+read pair p50 ${t[1000].toFixed(4)} ms`);
await vm.dispose();
