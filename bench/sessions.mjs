// Agent sessions (issue 22): the published Pi (pi-coding-agent 0.73.1 + pi-acp 0.0.23, from
// @rivet-dev/agentos-pi) in one VM, against the scripted OpenAI-compatible server on 127.0.0.1:
//   1. createSession → ready (pi-acp started, initialize, session/new: pi-acp starts pi --mode rpc
//      and runs `pi --version` twice itself);
//   2. a first prompt round trip: three LLM turns (write, bash `cat`, text) to end_turn.
//
//   node bench/sessions.mjs [samples]     # default 5
//
// Needs `npm run build:software`. Use a release addon for absolute
// numbers. The reference reports 451 ms p50 for Pi session creation.
import ours from '@rivet-dev/agentos-common';
import pi from '@rivet-dev/agentos-pi';
import { AgentOs } from '../index.mjs';
import { startLlmServer } from '../__test__/llm-server.mjs';
import { configurePi } from '../__test__/pi-agent.mjs';
import { benchRow, flushRows } from './rows.mjs';

const samples = Number(process.argv[2] ?? 5);

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return { p50: pct(50), p99: pct(99) };
}

const llm = await startLlmServer([
  { toolCalls: [{ name: 'write', arguments: { path: 'hello.txt', content: 'hi\n' } }] },
  { toolCalls: [{ name: 'bash', arguments: { command: 'cat hello.txt' } }] },
  { text: 'hello.txt contains hi.' },
]);
const vm = await AgentOs.create({
  software: [ours, pi],
  permissions: { network: { default: 'deny', rules: [{ mode: 'allow', patterns: [`tcp://127.0.0.1:${llm.port}`] }] } },
  network: { loopbackExemptPorts: [llm.port] },
});
try {
  await configurePi(vm, llm.baseUrl);
  await vm.mkdir('/work', { recursive: true });
  const create = [];
  const prompt = [];
  for (let i = 0; i < samples; i++) {
    let t = performance.now();
    const { sessionId } = await vm.createSession('pi', { cwd: '/work' });
    create.push(performance.now() - t);
    t = performance.now();
    const { stopReason } = await vm.prompt(sessionId, 'create hello.txt containing hi and run cat on it');
    prompt.push(performance.now() - t);
    if (stopReason !== 'end_turn') throw new Error(`prompt ${i}: stopReason ${stopReason}`);
    await vm.closeSession(sessionId);
  }
  const c = stats(create);
  const p = stats(prompt);
  // The first session of a VM loads Pi from source; later ones find its bytecode in the VM's store.
  const later = stats(create.slice(1));
  console.log(`createSession → ready: p50 ${c.p50.toFixed(0)} ms, p99 ${c.p99.toFixed(0)} ms (n=${samples}); the VM's first ${create[0].toFixed(0)} ms, later ones p50 ${later.p50?.toFixed(0)} ms`);
  console.log(`first prompt round trip (3 LLM turns, 2 tools): p50 ${p.p50.toFixed(0)} ms, p99 ${p.p99.toFixed(0)} ms`);
  benchRow({ name: 'sessions: Pi createSession → ready (pi-acp + pi in the VM node)', p50: c.p50, p99: c.p99, n: samples, target: '451 ms (reference)' });
  benchRow({ name: 'sessions: Pi first prompt, 3 scripted LLM turns with write + bash', p50: p.p50, p99: p.p99, n: samples });
} finally {
  await vm.dispose();
  await llm.close();
  flushRows();
}
