// A guest test program of our own (tests/guest/sigtest, Rust for wasm32-wasip1, built here) run in
// the VM as an ad-hoc WASM file: signal dispositions through host_process.proc_sigaction, and
// unbounded allocation under maxWasmMemoryBytes (issue 8 acceptance).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootVm } from './vm.mjs';
import { sigtestWasm } from './guest.mjs';

const WASM_PATH = '/tmp/sigtest.wasm';
const MIB = 1024 * 1024;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A VM with sigtest.wasm written to /tmp and compiled (one `hello` run). */
async function vmWithSigtest(options = {}) {
  const vm = await bootVm(options);
  await vm.writeFile(WASM_PATH, sigtestWasm());
  const out = [];
  const { pid } = vm.spawn(WASM_PATH, ['hello'], { onStdout: (c) => out.push(Buffer.from(c)) });
  expect(await vm.waitProcess(pid)).toBe(0);
  expect(Buffer.concat(out).toString()).toBe('hello\n');
  return vm;
}

/** Spawns sigtest with `args` and resolves with its pid once it printed `ready`. */
async function startReady(vm, args) {
  let out = '';
  let exited = null;
  const { pid } = vm.spawn(WASM_PATH, args, {
    onStdout: (c) => { out += Buffer.from(c).toString(); },
    onExit: (code) => { exited = code; },
  });
  const deadline = performance.now() + 10_000;
  while (!out.includes('ready\n')) {
    if (exited !== null) throw new Error(`sigtest ${args.join(' ')} exited with ${exited} before ready: ${out}`);
    if (performance.now() > deadline) throw new Error(`sigtest ${args.join(' ')} never printed ready`);
    await sleep(5);
  }
  return pid;
}

describe('guest program: signal dispositions through proc_sigaction (issue 8)', () => {
  let vm;
  beforeAll(async () => {
    vm = await vmWithSigtest();
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  for (const loop of ['busy', 'sleep']) {
    it(`SIGTERM set to SIG_IGN (${loop} loop): survives stopProcess, killProcess ends it with 137`, async () => {
      const pid = await startReady(vm, ['ignore-term', loop]);
      vm.stopProcess(pid);
      await sleep(300);
      expect(vm.getProcess(pid)).toMatchObject({ running: true, exitCode: null });
      const started = performance.now();
      vm.killProcess(pid);
      expect(await vm.waitProcess(pid)).toBe(137);
      expect(performance.now() - started).toBeLessThan(1000);
    });
  }

  it('a registered handler (action 2) acts as the default: stopProcess ends it with 143', async () => {
    const pid = await startReady(vm, ['handle-term']);
    vm.stopProcess(pid);
    expect(await vm.waitProcess(pid)).toBe(143);
  });

  it('a caught signal (action 3) is pending for proc_sigpending, not fatal; SIGKILL still ends it', async () => {
    let out = '';
    const { pid } = vm.spawn(WASM_PATH, ['catch-term'], { onStdout: (c) => { out += Buffer.from(c).toString(); } });
    while (!out.includes('ready\n')) await sleep(5);
    vm.stopProcess(pid);
    expect(await vm.waitProcess(pid)).toBe(7);
    expect(out).toBe('ready\ncaught 15\n');
    const other = await startReady(vm, ['catch-term']);
    vm.killProcess(other);
    expect(await vm.waitProcess(other)).toBe(137);
  });

  it('proc_sigaction rejects signals outside 1..64 with EINVAL (28) and accepts 15', async () => {
    const out = [];
    const { pid } = vm.spawn(WASM_PATH, ['sigaction-bad'], { onStdout: (c) => out.push(Buffer.from(c)) });
    expect(await vm.waitProcess(pid)).toBe(0);
    expect(Buffer.concat(out).toString()).toBe('28\n28\n0\n');
  });
});

describe('maxWasmMemoryBytes (issue 8)', () => {
  let vm;
  afterAll(async () => {
    await vm?.dispose();
  });

  it('a guest allocating without bound under 64 MiB fails inside the guest; Node RSS stays within 64 MiB + slack', async () => {
    vm = await vmWithSigtest({ limits: { maxWasmMemoryBytes: 64 * MIB } });
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 5);
    const out = [];
    try {
      // The program stops by itself at 1024 MiB (exit 3) should the limit not hold.
      const { pid } = vm.spawn(WASM_PATH, ['alloc', '1024'], { onStdout: (c) => out.push(Buffer.from(c)) });
      expect(await vm.waitProcess(pid)).toBe(2);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    const text = Buffer.concat(out).toString();
    const got = Number(/allocated (\d+) MiB/.exec(text)?.[1]);
    expect(got, text).toBeGreaterThanOrEqual(32);
    expect(got, text).toBeLessThan(64);
    const grewMiB = (peak - before) / MIB;
    console.log(`alloc under maxWasmMemoryBytes 64 MiB: guest got ${got} MiB, Node RSS peak +${grewMiB.toFixed(1)} MiB`);
    expect(grewMiB).toBeLessThan(150);
    expect((await vm.exec('echo alive')).stdout).toBe('alive\n');
  });
});
