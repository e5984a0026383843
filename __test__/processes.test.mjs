// Spawned processes (api.md 4.2-4.3): callbacks, stdin, signals, listings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { common } from './vm.mjs';
import { killProcessEndsTheGroup } from './guest-abi-17.mjs';
import { AgentOs } from '../index.mjs';

const text = (chunks) => Buffer.concat(chunks.map((c) => Buffer.from(c))).toString();

describe('spawn', () => {
  let vm;
  beforeAll(async () => {
    vm = await AgentOs.create({ software: [common] });
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('cat echoes stdin byte-exact and exits 0 after stdin closes (guest-abi 17 #22)', async () => {
    const out = [];
    const events = [];
    const { pid } = vm.spawn('cat', [], {
      onStdout: (c) => { expect(c).toBeInstanceOf(Uint8Array); out.push(c); events.push('out'); },
      onExit: (code) => events.push(`exit ${code}`),
    });
    const bytes = new Uint8Array(256).map((_, i) => i);
    await vm.writeProcessStdin(pid, 'abc');
    await vm.writeProcessStdin(pid, bytes);
    vm.closeProcessStdin(pid);
    expect(await vm.waitProcess(pid)).toBe(0);
    expect(Buffer.concat(out.map((c) => Buffer.from(c)))).toEqual(Buffer.concat([Buffer.from('abc'), Buffer.from(bytes)]));
    expect(events.at(-1)).toBe('exit 0');
    await expect(vm.writeProcessStdin(pid, 'x')).rejects.toMatchObject({ code: 'EPIPE' });
  });

  it('stdout and stderr arrive on their own streams, exit codes pass through', async () => {
    const out = [];
    const err = [];
    const { pid } = vm.spawn('sh', ['-c', 'echo out; echo err >&2; exit 3'], { onStdout: (c) => out.push(c), onStderr: (c) => err.push(c) });
    expect(await vm.waitProcess(pid)).toBe(3);
    expect(text(out)).toBe('out\n');
    expect(text(err)).toBe('err\n');
  });

  it('spawn refuses NUL bytes in the command or an argument (EINVAL), as exec does', () => {
    expect(() => vm.spawn('echo', ['a\0b', 'c'])).toThrow(expect.objectContaining({ code: 'EINVAL', message: 'EINVAL: args[0] must not contain NUL bytes' }));
    expect(() => vm.spawn('/bin/ec\0ho')).toThrow(expect.objectContaining({ code: 'EINVAL' }));
  });

  it('output produced before a subscription is delivered to the first subscriber', async () => {
    const { pid } = vm.spawn('sh', ['-c', 'echo early']);
    await vm.waitProcess(pid);
    const got = [];
    const unsubscribe = vm.onProcessStdout(pid, (c) => got.push(c));
    expect(text(got)).toBe('early\n');
    unsubscribe();
    const code = await new Promise((resolve) => vm.onProcessExit(pid, resolve));
    expect(code).toBe(0);
  });

  it('killProcess kills the whole group (shell and its sleep) with 137 (guest-abi 17 #21)', () => killProcessEndsTheGroup(vm));

  it('stopProcess sends SIGTERM: 143', async () => {
    const { pid } = vm.spawn('sleep', ['60']);
    vm.stopProcess(pid);
    expect(await vm.process.wait(pid)).toBe(143);
    vm.stopProcess(pid); // no-op on an exited process
  });

  it('lists processes and builds the tree', async () => {
    const { pid } = vm.spawn('sh', ['-c', 'sleep 0.5']);
    await new Promise((r) => setTimeout(r, 200));
    expect(vm.listProcesses().find((p) => p.pid === pid)).toEqual({ pid, command: 'sh', args: ['-c', 'sleep 0.5'], running: true, exitCode: null });
    const node = vm.processTree().find((p) => p.pid === pid);
    expect(node.children.map((c) => c.command)).toEqual(['sleep']);
    expect(node).toMatchObject({ ppid: 1, status: 'running', cwd: '/home/agentos', driver: 'wasm' });
    await vm.waitProcess(pid);
    expect(vm.getProcess(pid)).toMatchObject({ running: false, exitCode: 0 });
  });

  it('errors: unknown command ENOENT, unknown pid ESRCH, bad args EINVAL', async () => {
    expect(() => vm.spawn('no-such-command')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
    expect(() => vm.getProcess(99999)).toThrow(expect.objectContaining({ code: 'ESRCH', message: 'ESRCH: Process not found: 99999' }));
    expect(() => vm.killProcess(99999)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
    expect(() => vm.spawn('cat', 'not-an-array')).toThrow(expect.objectContaining({ code: 'EINVAL' }));
    await expect(vm.waitProcess(99999)).rejects.toMatchObject({ code: 'ESRCH' });
  });
});

describe('spawn acceptance (issue 8)', () => {
  let vm;
  beforeAll(async () => {
    vm = await AgentOs.create({ software: [common], limits: { maxProcesses: 32 } });
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('delivers chunks as they are written, then onExit(0)', async () => {
    const events = [];
    const { pid } = vm.spawn('sh', ['-c', 'for i in 1 2 3; do echo $i; sleep 0.05; done'], {
      onStdout: (c) => events.push(Buffer.from(c).toString()),
      onExit: (code) => events.push(`exit ${code}`),
    });
    await vm.waitProcess(pid);
    expect(events.join('')).toBe('1\n2\n3\nexit 0');
    expect(events.length).toBeGreaterThanOrEqual(4);
  });

  it('cat passes 1 MiB of random bytes through exactly', async () => {
    const input = new Uint8Array(1024 * 1024);
    for (let i = 0; i < input.length; i += 65536) crypto.getRandomValues(input.subarray(i, i + 65536));
    const out = [];
    const { pid } = vm.spawn('cat', [], { onStdout: (c) => out.push(Buffer.from(c)) });
    await vm.writeProcessStdin(pid, input);
    vm.closeProcessStdin(pid);
    expect(await vm.waitProcess(pid)).toBe(0);
    expect(Buffer.concat(out).equals(Buffer.from(input))).toBe(true);
  });

  it('killProcess ends a busy loop with 137 within 100 ms', async () => {
    const { pid } = vm.spawn('sh', ['-c', 'while true; do :; done']);
    await new Promise((r) => setTimeout(r, 200));
    const started = performance.now();
    vm.killProcess(pid);
    expect(await vm.waitProcess(pid)).toBe(137);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('a fork bomb under maxProcesses 32 ends and the VM stays usable', async () => {
    const r = await vm.exec('f() { f | f & }; f; sleep 1', { timeoutMs: 5000 });
    expect([0, 1, 2, 126, 128 + 9, 137]).toContain(r.exitCode);
    await new Promise((r2) => setTimeout(r2, 500));
    for (const p of vm.allProcesses().filter((x) => x.status === 'running')) vm.killProcess(p.pgid);
    await new Promise((r2) => setTimeout(r2, 300));
    expect((await vm.exec('echo alive')).stdout).toBe('alive\n');
  });

  it('a callback that throws is logged and does not affect the process', async () => {
    const { pid } = vm.spawn('sh', ['-c', 'echo one; echo two'], { onStdout: () => { throw new Error('boom'); } });
    expect(await vm.waitProcess(pid)).toBe(0);
  });
});

describe('concurrency (issue 8)', () => {
  it('20 VMs × 10 concurrent pipelines over 1 MiB inputs: every output exact, no deadlock', async () => {
    const lines = Array.from({ length: 1024 * 16 }, (_, i) => (i % 4 === 0 ? `match ${i} ${'x'.repeat(50)}` : `other ${i} ${'y'.repeat(50)}`));
    const input = `${lines.join('\n')}\n`;
    const expected = String(lines.filter((l) => l.startsWith('match')).length);
    const started = performance.now();
    const vms = await Promise.all(Array.from({ length: 20 }, () => AgentOs.create({ software: [common] })));
    try {
      await Promise.all(vms.map((v) => v.writeFile('/tmp/in.txt', input)));
      const results = await Promise.all(vms.flatMap((v) => Array.from({ length: 10 }, () =>
        v.exec('cat /tmp/in.txt | grep match | wc -l', { timeoutMs: 120_000 }))));
      for (const r of results) expect(r).toMatchObject({ exitCode: 0, stdout: `${expected}\n` });
      console.log(`20 VMs x 10 pipelines over ${(input.length / 1048576).toFixed(2)} MiB: ${(performance.now() - started).toFixed(0)} ms`);
    } finally {
      await Promise.all(vms.map((v) => v.dispose()));
    }
  }, 180_000);
});
