// Memory kept by ad-hoc modules (reliability-findings D8, issue 25 item 6): RSS before and after
// running and disposing N unique ad-hoc modules, each in its own VM (create, write a unique tiny
// module with a 64 KiB data segment, one exec of it, dispose). The in-memory module cache keeps
// only a bounded LRU of ad-hoc modules and none is written to the disk cache, so RSS should come
// back near where it started. Standalone: `node --expose-gc bench/adhoc-modules.mjs [N]`
// (default 1000); under bench/run.mjs its row joins the one table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import common from '@rivet-dev/agent-os-common';
import { AgentOs } from '../index.mjs';
import { encodeModule, I32, op } from '../__test__/wasm-encode.mjs';
import { benchRow, flushRows } from './rows.mjs';

const N = Number(process.argv[2] ?? 1000);
const MiB = 1024 * 1024;
const rss = () => process.memoryUsage().rss / MiB;
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-bench-adhoc-'));

/** A module with a unique 64 KiB data segment that exits 0. */
function unique(i) {
  const bytes = Buffer.alloc(64 * 1024, i & 0xff);
  bytes.writeUInt32LE(i, 0);
  return encodeModule({
    imports: [{ module: 'wasi_snapshot_preview1', name: 'proc_exit', params: [I32], results: [] }],
    memories: [{ min: 2, export: 'memory' }],
    funcs: [{ export: '_start', body: [...op.i32(0), ...op.call(0)] }],
    data: [{ offset: 0, bytes }],
  });
}

async function runOne(i) {
  const vm = await AgentOs.create({ software: [common], moduleCacheDir: cacheDir });
  await vm.writeFile('/tmp/m.wasm', unique(i));
  const { pid } = vm.spawn('/tmp/m.wasm', []);
  const code = await vm.waitProcess(pid);
  await vm.dispose();
  if (code !== 0) throw new Error(`module ${i} exited ${code}`);
}

async function settle() {
  for (let i = 0; i < 3; i++) {
    globalThis.gc?.();
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Warm-up (the VM machinery itself), then the measurement.
for (let i = 0; i < 20; i++) await runOne(1e9 + i);
await settle();
const artefacts = () => fs.readdirSync(cacheDir, { recursive: true }).filter((f) => String(f).endsWith('.cwasm')).length;
const artefactsBefore = artefacts();
const before = rss();
const t0 = performance.now();
for (let i = 0; i < N; i++) await runOne(i);
const ms = (performance.now() - t0) / N;
await settle();
const after = rss();
// Registered commands (the shell, compiled at create) are cached as always; count the new ones.
const files = artefacts() - artefactsBefore;
fs.rmSync(cacheDir, { recursive: true, force: true });

const name = `ad-hoc modules: RSS growth over ${N} unique (VM + exec + dispose each; RSS ${before.toFixed(0)} → ${after.toFixed(0)} MiB, ${files} new artefacts on disk, ${ms.toFixed(1)} ms each)`;
benchRow({ name, p50: after - before, unit: 'MiB', target: '< 64 MiB, 0 ad-hoc artefacts' });
console.log(`| ${name} | ${(after - before).toFixed(1)} MiB |`);
flushRows();
