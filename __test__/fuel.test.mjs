// limits.maxWasmFuel (api.md 8): wasmtime fuel per process on a second, fuel-metering engine.
import { afterAll, describe, expect, it } from 'vitest';
import { AgentOs } from '../index.mjs';
import { bootVm } from './vm.mjs';

describe('limits.maxWasmFuel (issue 8)', () => {
  const vms = [];
  afterAll(async () => {
    await Promise.all(vms.map((v) => v.dispose()));
  });

  it('must be a positive safe integer (EINVAL), also under limits.resources', async () => {
    for (const bad of [0, -1, 1.5, '1000', Number.NaN, 2 ** 53]) {
      for (const limits of [{ maxWasmFuel: bad }, { resources: { maxWasmFuel: bad } }]) {
        const err = await AgentOs.create({ limits }).then(() => null, (e) => e);
        expect(err, JSON.stringify(limits)).toMatchObject({ code: 'EINVAL' });
        expect(err.message).toMatch(/maxWasmFuel must be a positive integer/);
      }
    }
  });

  it('a busy loop under a small budget exits 137 with "agentos: cpu limit exceeded"; the VM stays usable', async () => {
    const vm = await bootVm({ limits: { maxWasmFuel: 10_000_000 } });
    vms.push(vm);
    const r = await vm.exec('while true; do :; done', { timeoutMs: 20_000 });
    expect(r).toMatchObject({ exitCode: 137, timedOut: false, stderr: 'agentos: cpu limit exceeded\n' });
    // Each process has its own budget: later commands run normally.
    expect(await vm.exec('echo still here; /bin/echo external')).toMatchObject({ exitCode: 0, stdout: 'still here\nexternal\n' });
    const { pid } = vm.spawn('sh', ['-c', 'while true; do :; done']);
    expect(await vm.waitProcess(pid)).toBe(137);
  });

  it('a generous budget runs real work unchanged', async () => {
    const vm = await bootVm({ limits: { maxWasmFuel: 10_000_000_000 } });
    vms.push(vm);
    await vm.writeFile('/tmp/in.txt', Array.from({ length: 2000 }, (_, i) => `${i % 3 ? 'x' : 'y'} ${i}\n`).join(''));
    expect(await vm.exec('echo hi')).toMatchObject({ exitCode: 0, stdout: 'hi\n', stderr: '' });
    expect(await vm.exec('cat /tmp/in.txt | grep x | wc -l')).toMatchObject({ exitCode: 0, stdout: '1333\n', stderr: '' });
  });

  it('without maxWasmFuel the same loop is not fuel-limited (only the exec timeout ends it)', async () => {
    const vm = await bootVm();
    vms.push(vm);
    const r = await vm.exec('while true; do :; done', { timeoutMs: 300 });
    expect(r).toMatchObject({ exitCode: 137, timedOut: true });
    expect(r.stderr).not.toMatch(/cpu limit/);
  });
});
