import common from '@rivet-dev/agent-os-common';
import { AgentOs } from '../index.mjs';
for (let b = 0; b < 5; b++) {
  const t0 = performance.now();
  for (let i = 0; i < 2000; i++) { const vm = await AgentOs.create({ software: [common] }); await vm.dispose(); }
  const t1 = performance.now();
  for (let i = 0; i < 200; i++) { await new Promise((r) => setImmediate(r)); }
  console.log(`batch ${b}: create+dispose ${((t1 - t0) / 2000).toFixed(3)} ms; 200 setImmediate ticks ${(performance.now() - t1).toFixed(2)} ms; rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MiB`);
}
