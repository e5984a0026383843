// Security regressions of the WASI host (issue 25, reliability-findings.md D1, D3, D8, D14, D15)
// and a fuzz run of every import. Every case that could take Node down runs in a child `node`
// process (child.mjs below), so a crash is a failed assertion here, not a dead suite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);

/**
 * Runs `body` (an async function body with `AgentOs`, `common`, `enc` (wasm-encode.mjs) and
 * `report(value)` in scope) in a child Node process; resolves with its exit status, signal and
 * the value it reported.
 */
function inChild(body, { timeoutMs = 120_000, env = {} } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-sec-wasi-'));
  const file = path.join(dir, 'case.mjs');
  fs.writeFileSync(file, `
import { AgentOs } from ${JSON.stringify(path.join(root, 'index.mjs'))};
import { common } from ${JSON.stringify(path.join(here, 'vm.mjs'))};
import * as enc from ${JSON.stringify(path.join(here, 'wasm-encode.mjs'))};
const report = (v) => process.stdout.write('\\nREPORT ' + JSON.stringify(v) + '\\n');
const rssMiB = () => process.memoryUsage().rss / 1048576;
void AgentOs; void common; void enc; void rssMiB;
${body}
`);
  const r = spawnSync(process.execPath, ['--expose-gc', file], {
    encoding: 'utf8', timeout: timeoutMs, maxBuffer: 64 << 20, env: { ...process.env, ...env },
  });
  fs.rmSync(dir, { recursive: true, force: true });
  const line = r.stdout.split('\n').reverse().find((l) => l.startsWith('REPORT '));
  return {
    status: r.status,
    signal: r.signal,
    stderr: r.stderr.slice(-4000),
    report: line ? JSON.parse(line.slice(7)) : undefined,
  };
}

/** The D1 reproduction, verbatim: `fd_write(1, 0, 0xFFFFFFFF, 8)`, exit status = its errno. */
const D1_MODULE = 'AGFzbQEAAAABEANgAX8AYAR/f39/AX9gAAACRgIWd2FzaV9zbmFwc2hvdF9wcmV2aWV3MQlwcm9jX2V4aXQAABZ3YXNpX3NuYXBzaG90X3ByZXZpZXcxCGZkX3dyaXRlAAEDAgECBQMBAAEHEwIGbWVtb3J5AgAGX3N0YXJ0AAIKEAEOAEEBQQBBf0EIEAEQAAs=';

const EINVAL = 28;
const EFAULT = 21;

describe('security: the WASI host under hostile ad-hoc modules (issue 25)', () => {
  it('item 1 (D1): fd_write/fd_read/fd_pread/fd_pwrite with iovs_len 0xffffffff and poll_oneoff with nsubscriptions 0xffffffff return EINVAL and the host survives', () => {
    const r = inChild(`
const vm = await AgentOs.create({ software: [common] });
const out = {};
// The finding's exact repro: a guest writes the module with base64 and runs it.
const d1 = await vm.exec('echo ${D1_MODULE} | base64 -d > /tmp/x && chmod +x /tmp/x && /tmp/x');
out.d1 = d1.exitCode;
const I32 = enc.I32, I64 = enc.I64;
const cases = {
  fd_read: { params: [I32, I32, I32, I32], args: [0, 0, -1, 8] },
  fd_pread: { params: [I32, I32, I32, I64, I32], args: [3, 0, -1, 0n, 8] },
  fd_pwrite: { params: [I32, I32, I32, I64, I32], args: [1, 0, -1, 0n, 8] },
  fd_write_iov_max_plus_1: { name: 'fd_write', params: [I32, I32, I32, I32], args: [1, 0, 1025, 8] },
  fd_write_2gib_reserve: { name: 'fd_write', params: [I32, I32, I32, I32], args: [1, 0, 0x10000000, 8] },
  fd_write_array_past_memory: { name: 'fd_write', params: [I32, I32, I32, I32], args: [1, 65536 - 8, 2, 8] },
  poll_oneoff: { params: [I32, I32, I32, I32], args: [0, 0, -1, 8] },
  poll_oneoff_past_memory: { name: 'poll_oneoff', params: [I32, I32, I32, I32], args: [0, 0, 2000, 8] },
  args_get_wrapping: { name: 'args_get', params: [I32, I32], args: [-2, 0] },
  fd_prestat_get_wrapping: { name: 'fd_prestat_get', params: [I32, I32], args: [3, -2] },
};
for (const [key, c] of Object.entries(cases)) {
  await vm.writeFile('/tmp/' + key, enc.callOnce({ module: 'wasi_snapshot_preview1', name: c.name ?? key, params: c.params, args: c.args }));
  const res = await vm.exec('/tmp/' + key, { timeoutMs: 10000 });
  out[key] = res.exitCode;
}
// The VM still works.
out.after = (await vm.exec('echo ok')).stdout;
await vm.dispose();
report(out);
`);
    expect(r.signal, r.stderr).toBeNull();
    expect(r.status, r.stderr).toBe(0);
    expect(r.report).toEqual({
      d1: EINVAL,
      fd_read: EINVAL,
      fd_pread: EINVAL,
      fd_pwrite: EINVAL,
      fd_write_iov_max_plus_1: EINVAL,
      fd_write_2gib_reserve: EINVAL,
      fd_write_array_past_memory: EFAULT,
      poll_oneoff: EINVAL,
      poll_oneoff_past_memory: EFAULT,
      args_get_wrapping: EFAULT,
      fd_prestat_get_wrapping: EFAULT,
      after: 'ok\n',
    });
  }, 180_000);

  it('item 5 (D3): maxWasmMemoryBytes covers all memories and tables of a process (4 x 500 MiB multi-memory, a 64 Mi-entry table)', () => {
    const r = inChild(`
const MIB = 1048576;
const { op, I32 } = enc;
// Grows each of 4 memories by 500 MiB and touches every page of the ones that grew; exits with
// the number that grew.
const body = [...op.i32(0), ...op.localSet(0)];
for (let m = 0; m < 4; m++) {
  body.push(...op.i32(8000), ...op.memoryGrow(m), ...op.i32(-1), ...op.i32Ne, ...op.if,
    ...op.localGet(0), ...op.i32(1), ...op.i32Add, ...op.localSet(0),
    ...op.i32(0), ...op.localSet(1),
    ...op.block, ...op.loop,
    ...op.localGet(1), ...op.i32(8000 * 65536), ...op.i32GeU, ...op.brIf(1),
    ...op.localGet(1), ...op.i32(1), ...op.i32Store(m),
    ...op.localGet(1), ...op.i32(65536), ...op.i32Add, ...op.localSet(1),
    ...op.br(0), ...op.end, ...op.end,
    ...op.end);
}
body.push(...op.localGet(0), ...op.call(0));
const multi = enc.encodeModule({
  imports: [{ module: 'wasi_snapshot_preview1', name: 'proc_exit', params: [I32], results: [] }],
  memories: [{ min: 0, export: 'memory' }, { min: 0 }, { min: 0 }, { min: 0 }],
  funcs: [{ export: '_start', locals: [[2, I32]], body }],
});
// table.grow by 64 Mi null funcrefs: exit 1 when refused (-1), 0 when granted.
const table = enc.encodeModule({
  imports: [{ module: 'wasi_snapshot_preview1', name: 'proc_exit', params: [I32], results: [] }],
  memories: [{ min: 1, export: 'memory' }],
  tables: [{ min: 0 }],
  funcs: [{ export: '_start', body: [...op.refNull, ...op.i32(64 * MIB), ...op.tableGrow(0), ...op.i32(-1), ...op.i32Eq, ...op.call(0)] }],
});
// Nine memories: more than a process may have.
const nine = enc.encodeModule({
  imports: [{ module: 'wasi_snapshot_preview1', name: 'proc_exit', params: [I32], results: [] }],
  memories: Array.from({ length: 9 }, (_, i) => ({ min: 0, export: i === 0 ? 'memory' : undefined })),
  funcs: [{ export: '_start', body: [...op.i32(0), ...op.call(0)] }],
});
const vm = await AgentOs.create({ software: [common] });
await vm.writeFile('/tmp/multi', multi);
await vm.writeFile('/tmp/table', table);
await vm.writeFile('/tmp/nine', nine);
const before = process.resourceUsage().maxRSS / 1024;
const m = await vm.exec('/tmp/multi');
const t = await vm.exec('/tmp/table');
const peak = process.resourceUsage().maxRSS / 1024;
const n = await vm.exec('/tmp/nine');
report({ multi: m.exitCode, table: t.exitCode, nine: n.exitCode, nineErr: n.stderr, growthMiB: peak - before,
  after: (await vm.exec('echo ok')).stdout });
await vm.dispose();
`);
    expect(r.signal, r.stderr).toBeNull();
    expect(r.status, r.stderr).toBe(0);
    const { multi, table, nine, nineErr, growthMiB, after } = r.report;
    // Only the first 500 MiB memory fits the 512 MiB default budget.
    expect(multi).toBe(1);
    expect(table).toBe(1);
    expect(nine).toBe(134);
    expect(nineErr).toMatch(/memor/);
    expect(growthMiB).toBeLessThan(768);
    expect(after).toBe('ok\n');
  }, 180_000);

  it('item 6 (D8): 200 unique ad-hoc modules run and disposed do not stay in memory, and none is written to the disk cache', () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-sec-cache-'));
    const r = inChild(`
const fs = await import('node:fs');
const path = await import('node:path');
const { op, I32 } = enc;
const cacheDir = ${JSON.stringify(cacheDir)};
const files = () => {
  const out = [];
  const walk = (d) => { for (const e of fs.readdirSync(d, { withFileTypes: true })) { const p = path.join(d, e.name); e.isDirectory() ? walk(p) : out.push(p); } };
  walk(cacheDir);
  return out.sort();
};
/** A module with a unique 256 KiB data segment that exits 7. */
const unique = (i, size = 256 * 1024) => {
  const bytes = Buffer.alloc(size, i & 0xff);
  bytes.writeUInt32LE(i, 0);
  return enc.encodeModule({
    imports: [{ module: 'wasi_snapshot_preview1', name: 'proc_exit', params: [I32], results: [] }],
    memories: [{ min: Math.ceil(size / 65536) + 1, export: 'memory' }],
    funcs: [{ export: '_start', body: [...op.i32(7), ...op.call(0)] }],
    data: [{ offset: 0, bytes }],
  });
};
const runOne = async (bytes) => {
  // No command set: the background warmer would write registered modules into this cache.
  const vm = await AgentOs.create({ software: [], moduleCacheDir: cacheDir });
  await vm.writeFile('/tmp/m.wasm', bytes);
  const { pid } = vm.spawn('/tmp/m.wasm', []);
  const code = await vm.waitProcess(pid);
  await vm.dispose();
  return code;
};
const settle = async () => { for (let i = 0; i < 3; i++) { globalThis.gc(); await new Promise((r) => setTimeout(r, 50)); } };
// Warm-up: the VM machinery itself, then measure.
for (let i = 0; i < 20; i++) await runOne(unique(1_000_000 + i));
await settle();
const filesBefore = files();
const rssBefore = rssMiB();
const codes = new Set();
for (let i = 0; i < 200; i++) codes.add(await runOne(unique(i)));
await settle();
const rssAfter = rssMiB();
// One module with a 100 MiB data segment.
codes.add(await runOne(unique(5_000_000, 100 * 1048576)));
await settle();
const rssAfterBig = rssMiB();
report({ codes: [...codes], growthMiB: rssAfter - rssBefore, bigGrowthMiB: rssAfterBig - rssBefore, newFiles: files().filter((f) => !filesBefore.includes(f)) });
`, { timeoutMs: 600_000 });
    fs.rmSync(cacheDir, { recursive: true, force: true });
    expect(r.signal, r.stderr).toBeNull();
    expect(r.status, r.stderr).toBe(0);
    expect(r.report.codes).toEqual([7]);
    expect(r.report.newFiles).toEqual([]);
    expect(r.report.growthMiB).toBeLessThan(64);
    expect(r.report.bigGrowthMiB).toBeLessThan(128);
  }, 620_000);

  it('D14: compiling a huge ad-hoc module honours the exec timeout and cpuTimeLimitMs', () => {
    const r = inChild(`
// The finding's compile bomb, 4.5 M x (i32.const 1; drop), made 4 times larger (12 functions of
// 1.5 M: wasmparser caps one function body at 7.65 MB) so that its compile takes several times the
// limits below on any machine (about 0.8 s for the original on a quiet 2-core machine).
const N = 1_500_000;
const body = Buffer.alloc(N * 3);
for (let i = 0; i < N; i++) { body[i * 3] = 0x41; body[i * 3 + 1] = 0x01; body[i * 3 + 2] = 0x1a; }
const funcs = [{ export: '_start', body }];
for (let i = 1; i < 12; i++) funcs.push({ body });
const bomb = enc.encodeModule({ memories: [{ min: 1, export: 'memory' }], funcs });
const vm = await AgentOs.create({ software: [common] });
await vm.writeFile('/tmp/cb.wasm', bomb);
let t0 = performance.now();
const a = await vm.exec('/tmp/cb.wasm', { timeoutMs: 500 });
const timeoutMs = performance.now() - t0;
await vm.dispose();
const vm2 = await AgentOs.create({ software: [common], limits: { cpuTimeLimitMs: 500 } });
await vm2.writeFile('/tmp/cb2.wasm', Buffer.concat([bomb, Buffer.from([0, 2, 1, 0x78])])); // a custom section: a new module
t0 = performance.now();
const { pid } = vm2.spawn('/tmp/cb2.wasm', []);
const code = await vm2.waitProcess(pid);
const cpuMs = performance.now() - t0;
report({ exit: a.exitCode, timedOut: a.timedOut, timeoutMs, stderr: a.stderr, cpuExit: code, cpuMs });
process.exit(0); // the abandoned compiles need not finish
`, { timeoutMs: 300_000 });
    expect(r.signal, r.stderr).toBeNull();
    expect(r.status, r.stderr).toBe(0);
    expect(r.report, JSON.stringify(r.report)).toMatchObject({ exit: 137, timedOut: true, cpuExit: 137 });
    // Generous bounds on a hang (the finding: 5.9 s with timeoutMs 2000, 5.0 s + 9.7 s of CPU with
    // cpuTimeLimitMs 1000, in debug; this bomb is 4 times larger).
    expect(r.report.timeoutMs).toBeLessThan(3000);
    expect(r.report.cpuMs).toBeLessThan(3000);
  }, 320_000);

  it('D15: a corrupted .cwasm in the disk cache is detected by its digest and recompiled, not run', () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-sec-cache-'));
    const cmdDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-sec-cmd-'));
    // A registered command (registered modules are the ones persisted): prints "hi" via fd_write.
    const body = `
const { op, I32 } = enc;
const hi = enc.encodeModule({
  imports: [
    { module: 'wasi_snapshot_preview1', name: 'proc_exit', params: [I32], results: [] },
    { module: 'wasi_snapshot_preview1', name: 'fd_write', params: [I32, I32, I32, I32], results: [I32] },
  ],
  memories: [{ min: 1, export: 'memory' }],
  // Enough code that bytes 4096..20479 of the artefact are machine code.
  funcs: [{ export: '_start', body: [
    ...Array.from({ length: 3000 }, (_, i) => [...op.i32(4096 + (i % 1000) * 4), ...op.i32(i * 7), ...op.i32Store()]).flat(),
    ...op.i32(1), ...op.i32(16), ...op.i32(1), ...op.i32(32), ...op.call(1), ...op.call(0)] }],
  data: [{ offset: 16, bytes: Buffer.from([24, 0, 0, 0, 3, 0, 0, 0, 0x68, 0x69, 0x0a]) }],
});
const fs = await import('node:fs');
fs.writeFileSync(${JSON.stringify(path.join(cmdDir, 'hi'))}, hi);
const software = [common, { name: 'sec-hi', commandDir: ${JSON.stringify(cmdDir)}, commands: [{ name: 'hi', permissionTier: 'isolated' }] }];
const vm = await AgentOs.create({ software, moduleCacheDir: ${JSON.stringify(cacheDir)} });
const out = [];
const { pid } = vm.spawn('hi', [], { onStdout: (c) => out.push(Buffer.from(c)) });
const code = await vm.waitProcess(pid);
await new Promise((r) => setTimeout(r, 300));
await vm.dispose();
report({ code, out: Buffer.concat(out).toString() });
`;
    const first = inChild(body);
    expect(first.status, first.stderr).toBe(0);
    expect(first.report).toEqual({ code: 0, out: 'hi\n' });
    const artefacts = [];
    const walk = (d) => { for (const e of fs.readdirSync(d, { withFileTypes: true })) { const p = path.join(d, e.name); if (e.isDirectory()) walk(p); else if (p.endsWith('.cwasm')) artefacts.push(p); } };
    walk(cacheDir);
    expect(artefacts.length).toBeGreaterThan(0);
    for (const a of artefacts) {
      const b = fs.readFileSync(a);
      expect(fs.existsSync(`${a}.sha256`)).toBe(true);
      b.fill(0, 4096, Math.min(20480, b.length));
      fs.writeFileSync(a, b);
    }
    const second = inChild(body);
    fs.rmSync(cacheDir, { recursive: true, force: true });
    fs.rmSync(cmdDir, { recursive: true, force: true });
    expect(second.signal, second.stderr).toBeNull();
    expect(second.status, second.stderr).toBe(0);
    expect(second.report).toEqual({ code: 0, out: 'hi\n' });
  }, 300_000);

  it('fuzz: every WASI and host_* import called with random and extreme arguments, >= 100,000 calls; Node survives, each call returns or traps its own process, the VM stays usable', () => {
    const r = inChild(`
const fs = await import('node:fs');
const imports = JSON.parse(fs.readFileSync(${JSON.stringify(path.join(here, 'fixtures', 'wasi-imports.json'))}, 'utf8'));
const ITER = 2000; // per import and round: 2 rounds x 86 imports
// Imports that may legitimately block or end their process early: they run with a short timeout
// and their calls are not counted (sleep_ms sleeps up to 49 days, poll_oneoff waits on clocks
// from guest memory and net_poll for up to 24 days, proc_kill may signal the process itself or its
// shell, proc_exit ends it).
const mayEnd = new Set(['sleep_ms', 'poll_oneoff', 'net_poll', 'proc_kill', 'proc_exit']);
const vm = await AgentOs.create({ software: [common], limits: { execTimeoutMs: 20000 } });
await vm.exec('mkdir -p /fuzz /fuzz-b && echo x > /fuzz/a');
const results = [];
let calls = 0;
const started = performance.now();
let seed = 0x9e3779b97f4a7c15n;
for (const round of [0, 1]) for (const imp of imports) {
  seed = (seed * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
  const file = '/tmp/fz-' + round + '-' + imp.module + '-' + imp.name + '-' + imp.params.length;
  await vm.writeFile(file, enc.fuzzModule(imp, { seed, iterations: ITER }));
  const res = await vm.exec(file, { timeoutMs: mayEnd.has(imp.name) ? 3000 : 20000 });
  results.push({ name: imp.module + '.' + imp.name + '/' + imp.params.length + ' #' + round, exit: res.exitCode, stderr: res.stderr.slice(0, 300) });
  if (res.exitCode === 0 && !mayEnd.has(imp.name)) calls += ITER;
}
const seconds = (performance.now() - started) / 1000;
const after = await vm.exec('echo ok; ls / >/dev/null; echo $?');
await vm.dispose();
report({ calls, seconds, results, after: after.stdout });
`, { timeoutMs: 600_000 });
    expect(r.signal, r.stderr).toBeNull();
    expect(r.status, r.stderr).toBe(0);
    const { calls, results, after } = r.report;
    const exits = {};
    for (const x of results) exits[x.exit] = x.exit === 0 ? (exits[0] ?? 0) + 1 : [...(exits[x.exit] ?? []), x.name];
    console.log(`fuzz: ${calls} calls counted in ${r.report.seconds.toFixed(1)} s; exit statuses: ${JSON.stringify(exits)}`);
    // Every import is defined (an undefined one would trap with "unknown import").
    for (const x of results) {
      expect(x.stderr, x.name).not.toMatch(/unknown import|host panic/);
    }
    const failed = results.filter((x) => x.exit !== 0 && !/\.(sleep_ms|poll_oneoff|net_poll|proc_kill|proc_exit)\//.test(x.name));
    expect(results.length).toBe(2 * 86);
    expect(failed).toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(100_000);
    expect(after).toBe('ok\n0\n');
  }, 620_000);
});
