// Security regressions of issue 25 item 7 (idle guests burned host CPU: every blocked host call
// polled) and issue 27 D22/D23 (reliability-findings.md D7, D22, D23).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bootVm } from './vm.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
/** Compile work on its own threads, not the cost of idle guests. */
const COMPILE_THREADS = new Set(['agentos-compile', 'agentos-warm', 'agentos-precomp']);

/** utime + stime in clock ticks of each kernel thread of this process, by tid. */
function kernelThreadTicks() {
  const ticks = new Map();
  for (const tid of fs.readdirSync('/proc/self/task')) {
    let comm;
    let stat;
    try {
      comm = fs.readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
      stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended between readdir and read
    }
    const ours = (comm.startsWith('agentos-') && !COMPILE_THREADS.has(comm)) || comm.startsWith('tokio-');
    if (!ours) continue;
    // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks.set(tid, Number(fields[11]) + Number(fields[12]));
  }
  return ticks;
}

/** Spawns `command args` and returns its pid and a promise of `{ code, at }` at its exit event. */
function spawnTracked(vm, command, args) {
  let resolve;
  const exited = new Promise((r) => { resolve = r; });
  const { pid } = vm.spawn(command, args, { onExit: (code) => resolve({ code, at: performance.now() }) });
  return { pid, exited };
}

/** `p`, or a rejection naming `what` after `ms` (bounds a hang; not a timing assertion). */
function within(p, ms, what) {
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([p, limit]).finally(() => clearTimeout(timer));
}

function runningSleepers(vm) {
  return vm.allProcesses().filter((p) => p.command === 'sleep' && p.status === 'running').length;
}

describe('security: idle guests', () => {
  it('item 7: 128 guests in `sleep 60` across 2 VMs cost almost no host CPU and still die promptly on kill and dispose', async () => {
    const vms = [await bootVm(), await bootVm()];
    for (const vm of vms) await vm.exec('sleep 0'); // compiles sleep once
    await sleep(1000); // idle pool threads of earlier work go (0.5 s keep-alive)
    const threadsBefore = fs.readdirSync('/proc/self/task').length;
    const sleepers = vms.map((vm) => Array.from({ length: 64 }, () => spawnTracked(vm, 'sleep', ['60'])));
    // Every sleeper instantiated and blocked before the measurement starts.
    const ready = Date.now() + 20_000;
    while (vms.some((vm) => runningSleepers(vm) < 64) && Date.now() < ready) await sleep(50);
    await sleep(500);
    for (const vm of vms) expect(runningSleepers(vm)).toBe(64);

    // Polling every 5-20 ms per blocked thread (a sleep tick and a spawn watcher each) cost
    // 0.26-0.28 s of CPU in a 2 s window on a debug build; a parked guest costs nothing. What is
    // measured is the CPU of the threads the kernel runs guests and host calls on
    // (`agentos-guest`, `agentos-epoch`, tokio's workers), read per thread from
    // /proc: the whole process's CPU also counts this worker's V8 and other test files' leftover
    // work (the module-cache warmer, a GC), which is not idle cost (CI saw 0.12-0.17 s that way).
    const before = kernelThreadTicks();
    await sleep(2000);
    const after = kernelThreadTicks();
    let ticks = 0;
    for (const [tid, t] of after) ticks += t - (before.get(tid) ?? 0);
    const cpuSeconds = ticks / CLK_TCK;
    const threadsAsleep = fs.readdirSync('/proc/self/task').length;
    console.log(JSON.stringify({ threadsBefore, threadsAsleep, measured: after.size, cpuSeconds }));
    expect(after.size).toBeGreaterThan(0); // the guest executor's threads were measured
    // A sleeping guest is a parked fiber, not a thread (issue 26).
    expect(threadsAsleep).toBeLessThan(threadsBefore + 16);
    expect(cpuSeconds).toBeLessThan(0.08);
    for (const vm of vms) expect(runningSleepers(vm)).toBe(64);

    // Kill: every sleeper of VM 1 exits soon after its kill.
    const killedAt = performance.now();
    for (const s of sleepers[0]) vms[0].killProcess(s.pid);
    const killed = await within(Promise.all(sleepers[0].map((s) => s.exited)), 10_000, 'kill');
    for (const k of killed) {
      expect(k.code).toBe(137);
      expect(k.at - killedAt).toBeLessThan(2000);
    }

    // Dispose: ends every sleeper of VM 2.
    const disposedAt = performance.now();
    await within(vms[1].dispose(), 10_000, 'dispose');
    expect(performance.now() - disposedAt).toBeLessThan(2000);
    const ended = await within(Promise.all(sleepers[1].map((s) => s.exited)), 10_000, 'exit events after dispose');
    for (const e of ended) expect(e.at - disposedAt).toBeLessThan(2000);
    await vms[0].dispose();
  }, 60_000);

  it('item 7: a process blocked in a pipe read and one blocked in waitpid are killed promptly', async () => {
    const vm = await bootVm();
    try {
      // `cat` with an open, empty stdin blocks in fd_read of its stdin pipe.
      const reader = spawnTracked(vm, 'cat', []);
      // The shell blocks waiting for its child `sleep` (waitpid). The published `kill` sends no
      // signals, so the host kills the group; the shell must wake from its own wait at once
      // (kernel/src/process_table.rs tests kill a waitpid alone).
      const waiter = spawnTracked(vm, 'sh', ['-c', 'sleep 100; echo never']);
      const ready = Date.now() + 20_000;
      while (runningSleepers(vm) < 1 && Date.now() < ready) await sleep(50);
      await sleep(300);
      expect(vm.allProcesses().find((p) => p.pid === reader.pid)?.status).toBe('running');

      let t = performance.now();
      vm.killProcess(reader.pid);
      const r = await within(reader.exited, 10_000, 'kill of a pipe reader');
      expect(r.code).toBe(137);
      expect(r.at - t).toBeLessThan(2000);

      t = performance.now();
      vm.killProcess(waiter.pid);
      const w = await within(waiter.exited, 10_000, 'kill of a shell in waitpid');
      expect(w.code).toBe(137);
      expect(w.at - t).toBeLessThan(2000);
    } finally {
      await vm.dispose();
    }
  }, 60_000);

  it('item 7: a process blocked in a binding call and one blocked in a JS driver call are killed promptly', async () => {
    const never = () => new Promise(() => {});
    const file = { mode: 0o100644, size: 1, isDirectory: false, isFile: true, isSymbolicLink: false };
    const dir = { mode: 0o040755, size: 0, isDirectory: true, isFile: false, isSymbolicLink: false };
    const driver = {
      stat: async (p) => (p === '/' ? dir : file),
      exists: async () => true,
      readDir: async () => ['f'],
      readFile: never,
      writeFile: never,
      mkdir: never,
      removeFile: never,
      removeDir: never,
      rename: never,
    };
    const vm = await bootVm({
      bindings: [{ name: 'idle', description: 'Never answers', bindings: { hang: { description: 'Never resolves', timeout: 60_000, execute: never } } }],
    });
    try {
      await vm.mountFs('/mnt/hang', driver, { timeoutMs: 60_000 });
      const caller = spawnTracked(vm, 'agentos-idle', ['hang']);
      const reader = spawnTracked(vm, 'cat', ['/mnt/hang/f']);
      await sleep(1000);
      for (const p of [caller, reader]) {
        expect(vm.allProcesses().find((x) => x.pid === p.pid)?.status).toBe('running');
        const t = performance.now();
        vm.killProcess(p.pid);
        const r = await within(p.exited, 10_000, `kill of ${p.pid}`);
        expect(r.code).toBe(137);
        expect(r.at - t).toBeLessThan(2000);
      }
    } finally {
      await vm.dispose();
    }
  }, 60_000);

  it('D23: with default limits 256 spawns of `sleep 100` succeed and the next one is EAGAIN (not ENFILE)', async () => {
    const vm = await bootVm();
    try {
      const pids = [];
      for (let i = 0; i < 256; i++) pids.push(vm.spawn('sleep', ['100']).pid);
      let err;
      try {
        vm.spawn('sleep', ['100']);
      } catch (e) {
        err = e;
      }
      expect(err?.code).toBe('EAGAIN');
      expect(pids).toHaveLength(256);
    } finally {
      await vm.dispose();
    }
  }, 60_000);

  it('D22: writeProcessStdin on an exited process returns a rejected promise (EPIPE/ESRCH), no synchronous throw', async () => {
    const vm = await bootVm();
    try {
      const { pid } = vm.spawn('true', []);
      await vm.waitProcess(pid);
      let p;
      expect(() => { p = vm.writeProcessStdin(pid, 'x'); }).not.toThrow();
      expect(p).toBeInstanceOf(Promise);
      await expect(p).rejects.toMatchObject({ code: expect.stringMatching(/^(EPIPE|ESRCH)$/) });
      // An unknown pid and a closed stdin reject too.
      await expect(vm.writeProcessStdin(99999, 'x')).rejects.toMatchObject({ code: 'ESRCH' });
      const cat = vm.spawn('cat', []);
      vm.closeProcessStdin(cat.pid);
      await expect(vm.writeProcessStdin(cat.pid, 'x')).rejects.toMatchObject({ code: 'EPIPE' });
    } finally {
      await vm.dispose();
    }
  }, 30_000);
});
