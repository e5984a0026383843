// Bad input and hostile guests: clear errors with codes, no lost data, the VM stays usable.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { common } from './vm.mjs';
import { AgentOs } from '../index.mjs';

describe('robustness', () => {
  let vm;
  beforeAll(async () => {
    vm = await AgentOs.create({ software: [common], limits: { maxFilesystemBytes: 1_000_000 } });
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('rejects environment names that would inject variables and values with NUL', async () => {
    await expect(AgentOs.create({ env: { 'A=B': 'c' } })).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(vm.exec('true', { env: { 'A=B': 'c' } })).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(vm.exec('true', { env: { A: 'a\0b' } })).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(vm.exec('echo a\0b')).rejects.toMatchObject({ code: 'EINVAL' });
  });

  it('rm -rf of the working directory does not break later execs', async () => {
    expect((await vm.exec('rm -rf /home/agentos')).exitCode).toBe(0);
    expect(await vm.exec('echo still here')).toMatchObject({ exitCode: 0, stdout: 'still here\n' });
    expect((await vm.stat('/home/agentos')).isDirectory).toBe(true);
  });

  it('devices cannot be deleted or renamed', async () => {
    await expect(vm.delete('/dev/null')).rejects.toMatchObject({ code: 'EPERM' });
    await expect(vm.move('/dev/zero', '/tmp/zero')).rejects.toMatchObject({ code: 'EPERM' });
    expect((await vm.exec('echo hi > /dev/null; echo ok')).stdout).toBe('ok\n');
    expect((await vm.stat('/dev/null')).size).toBe(0);
  });

  it('ENOSPC keeps the old contents and leaves no new empty file behind', async () => {
    await vm.writeFile('/tmp/keep', 'old');
    const big = new Uint8Array(2_000_000);
    await expect(vm.writeFile('/tmp/keep', big)).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(new TextDecoder().decode(await vm.readFile('/tmp/keep'))).toBe('old');
    await expect(vm.writeFile('/tmp/new-big', big)).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(await vm.exists('/tmp/new-big')).toBe(false);
    expect((await vm.exec('echo fine')).stdout).toBe('fine\n');
  });

  it('empty directories and files count toward maxFilesystemBytes', async () => {
    const entries = Array.from({ length: 20_000 }, (_, i) => ({ path: `/tmp/many/f${i}`, content: '' }));
    const results = await vm.writeFiles(entries);
    expect(results.some((r) => !r.success && r.error.startsWith('ENOSPC: '))).toBe(true);
    await vm.delete('/tmp/many', { recursive: true });
    await vm.writeFile('/tmp/after', 'x');
  });

  it('names longer than 255 bytes are ENAMETOOLONG, paths longer than 4096 too', async () => {
    await expect(vm.writeFile(`/tmp/${'n'.repeat(256)}`, 'x')).rejects.toMatchObject({ code: 'ENAMETOOLONG' });
    const err = await vm.readFile(`/${'a'.repeat(5000)}`).then(() => null, (e) => e);
    expect(err).toMatchObject({ code: 'ENAMETOOLONG' });
    expect(err.message).toMatch(/^ENAMETOOLONG: path longer than 4096 bytes/);
  });

  it('dispose returns the same promise every time', async () => {
    const other = await AgentOs.create();
    const a = other.dispose();
    expect(other.dispose()).toBe(a);
    await a;
  });
});

describe('inode limit and busy mounts', () => {
  it('maxInodeCount bounds the number of files', async () => {
    const vm = await AgentOs.create({ software: [], limits: { maxInodeCount: 200 } });
    try {
      const results = await vm.writeFiles(Array.from({ length: 300 }, (_, i) => ({ path: `/tmp/f${i}`, content: '' })));
      const failed = results.filter((r) => !r.success);
      expect(failed.length).toBeGreaterThan(100);
      expect(failed[0].error).toMatch(/^ENOSPC: /);
    } finally {
      await vm.dispose();
    }
  });
});

describe('maxPipeBytes', () => {
  it('bounds guest pipes: streams still flow, a larger $(...) capture blocks until the timeout', async () => {
    const vm = await AgentOs.create({ software: [common], limits: { maxPipeBytes: 65536 } });
    try {
      expect((await vm.exec('yes | head -c 1000000 | wc -c')).stdout.trim()).toBe('1000000');
      expect((await vm.exec('x=$(head -c 60000 /dev/zero | tr "\\0" a); echo ${#x}')).stdout).toBe('60000\n');
      const r = await vm.exec('x=$(head -c 200000 /dev/zero | tr "\\0" a); echo ${#x}', { timeoutMs: 1500 });
      expect(r).toMatchObject({ timedOut: true, exitCode: 137 });
    } finally {
      await vm.dispose();
    }
  });
});

describe('maxOpenFds (api.md 8)', () => {
  it('is a VM-wide fd budget: a pipe that would exceed it fails (ENFILE), the VM recovers', async () => {
    // A process's fds 0-3 (stdio + the / preopen) cost no budget (maxProcesses bounds them,
    // issue 27 D23); `a | b` needs a pipe: two more fds in sh.
    const vm = await AgentOs.create({ software: [common], limits: { maxOpenFds: 1 } });
    try {
      expect((await vm.exec('echo builtin')).stdout).toBe('builtin\n');
      expect((await vm.exec('cat /etc/hostname')).stdout).toBe('agentos\n');
      const r = await vm.exec('echo a | cat');
      expect(r.exitCode).not.toBe(0);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/Too many open files in system/);
      expect((await vm.exec('echo again')).stdout).toBe('again\n');
    } finally {
      await vm.dispose();
    }
    const roomy = await AgentOs.create({ software: [common], limits: { maxOpenFds: 16 } });
    try {
      expect((await roomy.exec('echo a | cat')).stdout).toBe('a\n');
    } finally {
      await roomy.dispose();
    }
  });
});

describe('pid arguments', () => {
  it('non-integer and negative pids are EINVAL, not a wrapped-around ESRCH', async () => {
    const vm = await AgentOs.create({ software: [common] });
    try {
      for (const pid of [-1, 1.5, 'abc', null, 2 ** 33]) {
        expect(() => vm.killProcess(pid)).toThrow(expect.objectContaining({ code: 'EINVAL' }));
        expect(() => vm.getProcess(pid)).toThrow(expect.objectContaining({ code: 'EINVAL' }));
        await expect(vm.waitProcess(pid)).rejects.toMatchObject({ code: 'EINVAL' });
      }
      expect(() => vm.killProcess(999999)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
    } finally {
      await vm.dispose();
    }
  });
});

describe('dispose releases the VM', () => {
  it('disposed VMs with bindings and JS-driver mounts do not stay in memory', () => {
    // A child process with --expose-gc; each VM carries 64 KiB of files. A leaked VM costs more
    // than 100 KiB of RSS; released ones cost (almost) nothing once collected.
    const child = fileURLToPath(new URL('./fixtures/dispose-leak-child.mjs', import.meta.url));
    const out = execFileSync(process.execPath, ['--expose-gc', child, '400'], { encoding: 'utf8', timeout: 120_000 });
    const { perVm } = JSON.parse(out.trim().split('\n').pop());
    expect(perVm).toBeLessThan(32 * 1024);
  }, 130_000);
});
