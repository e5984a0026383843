// Prints the ms from process start of the agentOS work to the first exec's result (one VM).
import common from '@rivet-dev/agent-os-common';
import { AgentOs } from '../index.mjs';

const t = performance.now();
const vm = await AgentOs.create({ software: [common] });
await vm.exec('echo hi');
console.log((performance.now() - t).toFixed(1));
await vm.dispose();
