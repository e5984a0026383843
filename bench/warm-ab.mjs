// Warm paths for an A/B of two builds of the addon: VM create + dispose, `exec("echo hi")`, our
// 1 MiB pipeline, 10 VMs at once. Prints one JSON line of [p50, p99] ms per row. Run it with
// NAPI_RS_NATIVE_LIBRARY_PATH naming each build in turn, alternating processes:
//
//   for v in old new old new; do NAPI_RS_NATIVE_LIBRARY_PATH=/tmp/$v.node node bench/warm-ab.mjs; done
import ours from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';
const pct = (a, p) => { const s = [...a].sort((x, y) => x - y); return s[Math.min(s.length - 1, Math.floor(p / 100 * s.length))]; };
const out = {};
async function time(name, n, fn) { const xs = []; for (let i = 0; i < n; i++) { const t = performance.now(); await fn(); xs.push(performance.now() - t); } out[name] = [pct(xs, 50), pct(xs, 99)]; }
const vm = await AgentOs.create({ software: [ours] });
await vm.writeFile('/tmp/f', 'hello world x\nabc\n'.repeat(1048576 / 18));
for (let i = 0; i < 20; i++) await vm.exec('cat /tmp/f | grep x | wc -l');
await time('create', 300, async () => { const v = await AgentOs.create({ software: [ours] }); await v.dispose(); });
await time('exec echo hi', 300, () => vm.exec('echo hi'));
await time('pipeline 1 MiB', 60, () => vm.exec('cat /tmp/f | grep x | wc -l'));
await time('10 VMs pipeline', 15, async () => { const vs = await Promise.all(Array.from({ length: 10 }, () => AgentOs.create({ software: [ours] }))); await Promise.all(vs.map(async (v) => { await v.writeFile('/tmp/f', 'hello world x\n'.repeat(70000)); await v.exec('cat /tmp/f | grep x | wc -l'); await v.dispose(); })); });
await vm.dispose();
console.log(JSON.stringify(out));
