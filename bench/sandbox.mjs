// Sandbox mount benchmark (issue 5): the sandbox_agent mount against direct HTTP calls to the same
// Sandbox Agent server in the same run, and local() cold start to the first command. Standalone:
// `node bench/sandbox.mjs` (after `node scripts/ensure.mjs --release` for release numbers). Not a
// test: prints numbers and the aim (mount ≥ 0.9× direct HTTP throughput).
// Then docker() against local() (issue 9): lazy start of 10 fresh VMs each (p50 and p99 from
// AgentOs.create and from the first touch to the first `agentos-sandbox run-command --command true`,
// and from create to the first mount operation) and the mount's throughput (1 MiB and 100 × 1 KiB
// files). The docker() rows are skipped with a message when no Docker Engine answers.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import common from '@rivet-dev/agent-os-common';
import { createSandboxFs, local } from '@rivet-dev/agentos-sandbox';
import { AgentOs } from '../index.mjs';
import { startSandboxServer } from '../scripts/sandbox-server.mjs';
import { benchRow, flushRows } from './rows.mjs';
import { providerKinds, sandboxFirstCommand } from './sandbox-start.mjs';

const MiB = 1024 * 1024;
const now = () => performance.now();

const startServer = (token) => startSandboxServer(token, { label: 'bench' });

function row(name, value, unit, aim = '') {
  benchRow({ name: `sandbox: ${name}`, p50: Number(value), unit: unit === 'MiB/s' ? 'MiB/s' : 'ms', target: aim });
  console.log(`${name.padEnd(44)} ${String(value).padStart(10)} ${unit.padEnd(8)} ${aim}`);
}

async function main() {
  const token = randomBytes(16).toString('hex');
  const server = await startServer(token);
  const auth = { authorization: `Bearer ${token}` };
  const url = (ep, p) => `${server.baseUrl}/v1/fs/${ep}?path=${encodeURIComponent(p)}`;
  const vm = await AgentOs.create({
    software: [common],
    mounts: [{ path: '/sbx', plugin: createSandboxFs({ client: { baseUrl: server.baseUrl, token }, sandboxRoot: server.home }) }],
  });
  try {
    const data = randomBytes(MiB);
    let t = now();
    for (let i = 0; i < 100; i++) await vm.writeFile(`/sbx/m${i}`, data);
    const mountWrite = 100 / ((now() - t) / 1000);
    t = now();
    for (let i = 0; i < 100; i++) await vm.readFile(`/sbx/m${i}`);
    const mountRead = 100 / ((now() - t) / 1000);
    t = now();
    for (let i = 0; i < 100; i++) await fetch(url('file', `${server.home}/h${i}`), { method: 'PUT', headers: auth, body: data });
    const httpWrite = 100 / ((now() - t) / 1000);
    t = now();
    for (let i = 0; i < 100; i++) await (await fetch(url('file', `${server.home}/h${i}`), { headers: auth })).arrayBuffer();
    const httpRead = 100 / ((now() - t) / 1000);
    row('1 MiB writes, mount', mountWrite.toFixed(1), 'MiB/s', `${(mountWrite / httpWrite).toFixed(2)}x direct (aim >= 0.9x)`);
    row('1 MiB writes, direct HTTP', httpWrite.toFixed(1), 'MiB/s');
    row('1 MiB reads, mount', mountRead.toFixed(1), 'MiB/s', `${(mountRead / httpRead).toFixed(2)}x direct (aim >= 0.9x)`);
    row('1 MiB reads, direct HTTP', httpRead.toFixed(1), 'MiB/s');

    fs.mkdirSync(path.join(server.home, 'many'));
    for (let i = 0; i < 1000; i++) fs.writeFileSync(path.join(server.home, 'many', `f${i}`), '');
    t = now();
    const names = await vm.readdir('/sbx/many');
    row(`readdir of ${names.length} entries, mount`, (now() - t).toFixed(1), 'ms');
    t = now();
    await (await fetch(url('entries', `${server.home}/many`), { headers: auth })).json();
    row('readdir of 1000 entries, direct HTTP', (now() - t).toFixed(1), 'ms');
    await new Promise((r) => setTimeout(r, 1100)); // past the metadata cache
    t = now();
    for (let i = 0; i < 100; i++) await vm.stat(`/sbx/many/f${i}`);
    row('stat, mount (uncached)', ((now() - t) / 100).toFixed(2), 'ms');
    t = now();
    for (let i = 0; i < 100; i++) await (await fetch(url('stat', `${server.home}/many/f${i}`), { headers: auth })).json();
    row('stat, direct HTTP', ((now() - t) / 100).toFixed(2), 'ms');
  } finally {
    await vm.dispose();
    server.stop();
  }

  const t0 = now();
  const cold = await AgentOs.create({ software: [common], sandbox: { provider: local() } });
  try {
    const r = await cold.exec('agentos-sandbox run-command --command true');
    if (r.exitCode !== 0) throw new Error(`first command failed: ${r.stderr}`);
    row('local() create + cold start to first command', (now() - t0).toFixed(1), 'ms');
  } finally {
    await cold.dispose();
  }
}

/** p50 and p99 (nearest rank) of `xs`. */
function percentiles(xs) {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p99: at(0.99) };
}

/** docker() against local(): lazy start to the first command / mount operation, mount throughput. */
async function providers() {
  const kinds = providerKinds();
  if (kinds.length === 1) console.log('docker() rows skipped: no Docker Engine answers (start dockerd; see .ci/run)');
  const N = 10;
  console.log('');
  console.log(`${'provider rows (10 fresh VMs each)'.padEnd(44)} ${'p50'.padStart(10)} ${'p99'.padStart(10)}`);
  const prow = (name, { p50, p99 }, unit, aim = '') => {
    benchRow({ name: `sandbox: ${name}`, p50, p99, n: N, target: aim });
    console.log(`${name.padEnd(44)} ${p50.toFixed(1).padStart(10)} ${p99.toFixed(1).padStart(10)} ${unit.padEnd(6)} ${aim}`);
  };
  for (const [label, make] of kinds) {
    const { fromCreate, fromTouch } = await sandboxFirstCommand(make, N);
    const mountOp = [];
    for (let i = 0; i < N; i++) {
      const t0 = now();
      const vm = await AgentOs.create({ software: [common], sandbox: { provider: make() } });
      await vm.readdir('/mnt/sandbox');
      mountOp.push(now() - t0);
      await vm.dispose();
    }
    prow(`${label} create to first command`, percentiles(fromCreate), 'ms');
    prow(`${label} first touch to first command`, percentiles(fromTouch), 'ms', label === 'docker()' ? '(aim <= 1000 ms)' : '');
    prow(`${label} create to first mount op (readdir)`, percentiles(mountOp), 'ms');

    const vm = await AgentOs.create({ software: [common], sandbox: { provider: make() } });
    try {
      await vm.mkdir('/mnt/sandbox/bench');
      const big = randomBytes(MiB);
      const ROUNDS = 20;
      let t = now();
      for (let i = 0; i < ROUNDS; i++) await vm.writeFile(`/mnt/sandbox/bench/big${i}`, big);
      const w = ROUNDS / ((now() - t) / 1000);
      t = now();
      for (let i = 0; i < ROUNDS; i++) await vm.readFile(`/mnt/sandbox/bench/big${i}`);
      const rd = ROUNDS / ((now() - t) / 1000);
      const small = randomBytes(1024);
      t = now();
      for (let i = 0; i < 100; i++) await vm.writeFile(`/mnt/sandbox/bench/s${i}`, small);
      const sw = now() - t;
      t = now();
      for (let i = 0; i < 100; i++) await vm.readFile(`/mnt/sandbox/bench/s${i}`);
      const sr = now() - t;
      row(`${label} mount: 1 MiB writes`, w.toFixed(1), 'MiB/s');
      row(`${label} mount: 1 MiB reads`, rd.toFixed(1), 'MiB/s');
      row(`${label} mount: 100 x 1 KiB writes`, sw.toFixed(0), 'ms');
      row(`${label} mount: 100 x 1 KiB reads`, sr.toFixed(0), 'ms');
    } finally {
      await vm.dispose();
    }
  }
}

main().then(providers).then(flushRows).catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
