// Guest networking (issue 19, runtimes.md 1): guest `curl` of a 1 KiB and a 10 MiB response from a
// local HTTP server beside host `curl` of the same URL, and `vm.fetch` round trips to a guest
// `agentos-serve` beside Node's `fetch` to a host server, in one run (ratios in the last column).
//
//   node bench/network.mjs [samples]     # default 30 per row (10 MiB rows: a third)
//
// Needs `npm run build:software` (curl and agentos-serve are ours) and host `curl`. Use a release
// addon for absolute numbers (`node scripts/ensure.mjs --release`).
import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';
import ours from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';
import { benchRow, flushRows } from './rows.mjs';

const execFileP = promisify(execFile);
const samples = Number(process.argv[2] ?? 30);

function pct(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
async function timed(n, fn) {
  const ms = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: pct(ms, 50), p99: pct(ms, 99), n };
}
const fmt = (ms) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(2));

const BODIES = { '/1k': Buffer.alloc(1024, 'a'), '/10m': Buffer.alloc(10 * 1024 * 1024, 'b') };
const server = http.createServer((req, res) => {
  const body = BODIES[req.url];
  if (!body) return res.writeHead(404).end();
  res.writeHead(200, { 'content-length': body.length, 'content-type': 'application/octet-stream' });
  res.end(body);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const { port } = server.address();

const vm = await AgentOs.create({
  software: [ours],
  permissions: { network: { default: 'deny', rules: [{ mode: 'allow', patterns: [`tcp://127.0.0.1:${port}`] }] } },
  network: { loopbackExemptPorts: [port] },
});

const rows = [];
for (const [route, n] of [['/1k', samples], ['/10m', Math.max(3, Math.floor(samples / 3))]]) {
  const url = `http://127.0.0.1:${port}${route}`;
  const cmd = `curl -sS -f -o /dev/null ${url}`;
  const first = await vm.exec(cmd);
  if (first.exitCode !== 0) throw new Error(`guest curl ${route}: exit ${first.exitCode}: ${first.stderr}`);
  const guest = await timed(n, async () => {
    const r = await vm.exec(cmd);
    if (r.exitCode !== 0) throw new Error(`guest curl: ${r.stderr}`);
  });
  const host = await timed(n, () => execFileP('curl', ['-sS', '-f', '-o', '/dev/null', url]));
  rows.push([`curl ${route} (exec in the VM vs host curl)`, guest, host]);
}

// vm.fetch to a guest server on VM loopback vs Node's fetch to a host server on 127.0.0.1.
await vm.writeFile('/srv/small.txt', 'x'.repeat(128));
let servePort;
const serve = vm.spawn('agentos-serve', ['-p', '0', '-d', '/srv'], {
  onStdout: (chunk) => {
    const m = /listening on [^:]+:(\d+)/.exec(Buffer.from(chunk).toString());
    if (m) servePort = Number(m[1]);
  },
});
for (let i = 0; i < 500 && servePort === undefined; i++) await new Promise((r) => setTimeout(r, 10));
if (servePort === undefined) throw new Error('agentos-serve did not print its port');
const fetchGuest = await timed(samples * 3, async () => {
  const res = await vm.fetch(servePort, '/small.txt');
  if (res.status !== 200 || (await res.text()).length !== 128) throw new Error(`vm.fetch: ${res.status}`);
});
const fetchHost = await timed(samples * 3, async () => {
  const res = await fetch(`http://127.0.0.1:${port}/1k`);
  if (res.status !== 200) throw new Error(`fetch: ${res.status}`);
  await res.arrayBuffer();
});
rows.push(['vm.fetch round trip (guest agentos-serve vs Node fetch of a host server)', fetchGuest, fetchHost]);
vm.killProcess(serve.pid);
await vm.dispose();
server.close();

const header = ['workload', 'ours p50 ms', 'ours p99 ms', 'native p50 ms', 'native p99 ms', 'ours/native (p50)'];
const table = rows.map(([name, a, b]) => [name, fmt(a.p50), fmt(a.p99), fmt(b.p50), fmt(b.p99), `${(a.p50 / b.p50).toFixed(2)}×`]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of table) console.log(line(r));
for (const [name, a, b] of rows) benchRow({ name, p50: a.p50, p99: a.p99, n: a.n, native: b.p50, nativeLabel: 'host' });
flushRows();
