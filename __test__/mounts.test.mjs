// Memory mounts and the mount table rules (api.md 2.3 and 3): one truth for host and guest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { common } from './vm.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AgentOs, createHostDirBackend, createInMemoryFileSystem } from '../index.mjs';

describe('memory mounts', () => {
  let vm;
  beforeAll(async () => {
    vm = await AgentOs.create({
      software: [common],
      mounts: [
        { path: '/mnt/mem', plugin: createInMemoryFileSystem() },
        { path: '/mnt/ro', driver: createInMemoryFileSystem(), readOnly: true },
      ],
    });
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('lists mounts sorted by path, root excluded', async () => {
    expect(await vm.listMounts()).toEqual([
      { path: '/mnt/mem', kind: 'memory', readOnly: false },
      { path: '/mnt/ro', kind: 'memory', readOnly: true },
    ]);
    expect(await vm.readdir('/mnt')).toEqual(['mem', 'ro']);
  });

  it('host writes are seen by guests and guest writes by the host', async () => {
    await vm.writeFile('/mnt/mem/a/host.txt', 'from host\n');
    const r = await vm.exec('cat /mnt/mem/a/host.txt && echo from guest > /mnt/mem/a/guest.txt && ls /mnt/mem/a');
    expect(r).toMatchObject({ exitCode: 0, stdout: 'from host\nguest.txt\nhost.txt\n' });
    expect(new TextDecoder().decode(await vm.readFile('/mnt/mem/a/guest.txt'))).toBe('from guest\n');
  });

  it('a read-only mount rejects writes with EROFS for the host and the guest', async () => {
    await expect(vm.writeFile('/mnt/ro/f', 'x')).rejects.toMatchObject({ code: 'EROFS', path: '/mnt/ro/f' });
    await expect(vm.mkdir('/mnt/ro/d')).rejects.toMatchObject({ code: 'EROFS' });
    const r = await vm.exec('echo x > /mnt/ro/f');
    expect(r.exitCode).not.toBe(0);
    expect(await vm.exists('/mnt/ro/f')).toBe(false);
  });

  it('enforces the mount rules', async () => {
    await expect(vm.mountFs('/', createInMemoryFileSystem())).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(vm.mountFs('/mnt/mem', createInMemoryFileSystem())).rejects.toMatchObject({ code: 'EEXIST' });
    await expect(vm.unmountFs('/tmp')).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(vm.delete('/mnt/mem', { recursive: true })).rejects.toMatchObject({ code: 'EBUSY' });
    await expect(vm.move('/mnt/mem', '/tmp/elsewhere')).rejects.toMatchObject({ code: 'EBUSY' });
    await vm.writeFile('/mnt/mem/x.txt', 'x');
    await expect(vm.move('/mnt/mem/x.txt', '/tmp/x.txt')).rejects.toMatchObject({ code: 'EXDEV' });
  });

  it('mounts and unmounts at run time, nested mounts included', async () => {
    await vm.filesystem.mount('/mnt/run', createInMemoryFileSystem());
    await vm.mountFs('/mnt/run/inner', createInMemoryFileSystem());
    await vm.writeFile('/mnt/run/inner/f', 'inner');
    await expect(vm.unmountFs('/mnt/run')).rejects.toMatchObject({ code: 'EBUSY' });
    await vm.filesystem.unmount('/mnt/run/inner');
    await vm.unmountFs('/mnt/run');
    expect((await vm.filesystem.listMounts()).map((m) => m.path)).toEqual(['/mnt/mem', '/mnt/ro']);
    expect(await vm.exists('/mnt/run/inner/f')).toBe(false);
  });

  it('unsupported mount kinds reject ENOSYS instead of being ignored', async () => {
    await expect(vm.mountFs('/mnt/s', { id: 'nfs', config: {} })).rejects.toMatchObject({ code: 'ENOSYS' });
    // A sandbox_agent plugin without a server is invalid, not unimplemented.
    await expect(vm.mountFs('/mnt/s', { id: 'sandbox_agent', config: {} })).rejects.toMatchObject({ code: 'EINVAL' });
  });
});

describe('host directory mounts', () => {
  let vm;
  let host;
  beforeAll(async () => {
    host = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-hostdir-'));
    fs.mkdirSync(path.join(host, 'rw'));
    fs.mkdirSync(path.join(host, 'ro'));
    fs.writeFileSync(path.join(host, 'ro', 'given.txt'), 'given by the host\n');
    fs.writeFileSync(path.join(host, 'secret.txt'), 'outside the mount\n');
    fs.symlinkSync('../secret.txt', path.join(host, 'ro', 'escape'));
    vm = await AgentOs.create({
      software: [common],
      mounts: [
        { path: '/mnt/ro', plugin: createHostDirBackend({ hostPath: path.join(host, 'ro') }) },
        { path: '/mnt/rw', plugin: createHostDirBackend({ hostPath: path.join(host, 'rw'), readOnly: false }) },
      ],
    });
  });
  afterAll(async () => {
    await vm?.dispose();
    fs.rmSync(host, { recursive: true, force: true });
  });

  it('guests and the host API see the host files, and guest writes land on the host', async () => {
    expect(await vm.exec('cat /mnt/ro/given.txt')).toMatchObject({ exitCode: 0, stdout: 'given by the host\n' });
    const r = await vm.exec('echo written by a guest > /mnt/rw/out.txt && mkdir -p /mnt/rw/d/e && ls /mnt/rw');
    expect(r).toMatchObject({ exitCode: 0, stdout: 'd\nout.txt\n' });
    expect(fs.readFileSync(path.join(host, 'rw', 'out.txt'), 'utf8')).toBe('written by a guest\n');
    await vm.writeFile('/mnt/rw/d/e/api.txt', 'api');
    expect(fs.readFileSync(path.join(host, 'rw', 'd', 'e', 'api.txt'), 'utf8')).toBe('api');
    expect(await vm.listMounts()).toEqual([
      { path: '/mnt/ro', kind: 'host_dir', readOnly: true },
      { path: '/mnt/rw', kind: 'host_dir', readOnly: false },
    ]);
  });

  it('is read-only by default', async () => {
    await expect(vm.writeFile('/mnt/ro/x', 'x')).rejects.toMatchObject({ code: 'EROFS' });
    expect((await vm.exec('echo x > /mnt/ro/x')).exitCode).not.toBe(0);
    expect(fs.existsSync(path.join(host, 'ro', 'x'))).toBe(false);
  });

  it('cannot reach outside the host directory', async () => {
    // The symlink is resolved as a VM path (/mnt/secret.txt), never on the host.
    await expect(vm.readFile('/mnt/ro/escape')).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await vm.exec('cat /mnt/ro/../secret.txt')).exitCode).not.toBe(0);
  });

  it('escape attempts never read or write outside hostPath', async () => {
    const rw = path.join(host, 'rw');
    // An absolute symlink made on the host names a VM path, not a host path.
    fs.symlinkSync('/etc/passwd', path.join(rw, 'abs'));
    expect(new TextDecoder().decode(await vm.readFile('/mnt/rw/abs'))).toMatch(/^root:x:0:0:root:\/root:\/bin\/sh\nagentos:/);
    // A chain of relative symlinks climbing out of the mount stays in VM space.
    fs.symlinkSync('../..', path.join(rw, 'up2'));
    fs.symlinkSync('up2/secret.txt', path.join(rw, 'chain'));
    await expect(vm.readFile('/mnt/rw/chain')).rejects.toMatchObject({ code: 'ENOENT' });
    // A symlink the guest creates, then writes through, lands in the VM, not on the host.
    const r = await vm.exec(`ln -s ${host}/secret.txt /mnt/rw/out && echo pwned > /mnt/rw/out; cat ${host}/secret.txt`);
    expect(r.stdout).not.toContain('outside the mount');
    expect(fs.readFileSync(path.join(host, 'secret.txt'), 'utf8')).toBe('outside the mount\n');
    expect(fs.readdirSync(host).sort()).toEqual(['ro', 'rw', 'secret.txt']);
  });

  it('rejects a missing host directory and a relative hostPath', async () => {
    await expect(vm.mountFs('/mnt/missing', createHostDirBackend({ hostPath: path.join(host, 'nope') }))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(vm.mountFs('/mnt/rel', createHostDirBackend({ hostPath: 'relative/dir' }))).rejects.toMatchObject({ code: 'EINVAL' });
  });
});

describe('moving across mounts and read-only host directories (guest side)', () => {
  let vm;
  let host;
  beforeAll(async () => {
    host = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-mv-'));
    fs.mkdirSync(path.join(host, 'rw'));
    fs.mkdirSync(path.join(host, 'ro'));
    fs.writeFileSync(path.join(host, 'ro', 'given.txt'), 'unchanged\n');
    vm = await AgentOs.create({
      software: [common],
      mounts: [
        { path: '/mnt/mem', plugin: createInMemoryFileSystem() },
        { path: '/mnt/rw', plugin: createHostDirBackend({ hostPath: path.join(host, 'rw'), readOnly: false }) },
        { path: '/mnt/ro', plugin: createHostDirBackend({ hostPath: path.join(host, 'ro') }) },
      ],
    });
  });
  afterAll(async () => {
    await vm?.dispose();
    fs.rmSync(host, { recursive: true, force: true });
  });

  it('guest mv from the memory root to a memory mount and to a host directory copies (rename is EXDEV)', async () => {
    const blob = new Uint8Array(70_000).map((_, i) => (i * 31) & 0xff);
    await vm.writeFile('/tmp/a.bin', blob);
    await vm.writeFile('/tmp/b.txt', 'to the host\n');
    await expect(vm.move('/tmp/a.bin', '/mnt/mem/a.bin')).rejects.toMatchObject({ code: 'EXDEV' });
    const r = await vm.exec('mv /tmp/a.bin /mnt/mem/a.bin && mv /tmp/b.txt /mnt/rw/b.txt');
    expect(r).toMatchObject({ exitCode: 0, stderr: '' });
    expect(Buffer.compare(Buffer.from(await vm.readFile('/mnt/mem/a.bin')), Buffer.from(blob))).toBe(0);
    expect(fs.readFileSync(path.join(host, 'rw', 'b.txt'), 'utf8')).toBe('to the host\n');
    expect(await vm.exists('/tmp/a.bin')).toBe(false);
    expect(await vm.exists('/tmp/b.txt')).toBe(false);
  });

  it('guest touch on a read-only host directory fails with "Read-only file system" and changes nothing', async () => {
    const file = path.join(host, 'ro', 'given.txt');
    const before = fs.statSync(file);
    // A new file: the published touch prints the message key plus the OS error text.
    const r = await vm.exec('touch /mnt/ro/new.txt');
    expect(r.exitCode).not.toBe(0);
    expect(r.stderr).toContain('Read-only file system');
    expect(fs.existsSync(path.join(host, 'ro', 'new.txt'))).toBe(false);
    // An existing file: the published touch cannot set times at all on WASI ("Wasm not
    // implemented", README known limits), so it fails before reaching the mount.
    const r2 = await vm.exec('touch /mnt/ro/given.txt');
    expect(r2.exitCode).not.toBe(0);
    expect(r2.stderr).toMatch(/Read-only file system|touch-error-setting-times-of-path: Wasm not implemented/);
    const after = fs.statSync(file);
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(fs.readFileSync(file, 'utf8')).toBe('unchanged\n');
  });
});

describe('moving a directory with a mount below it', () => {
  it('is EBUSY from the host and from the guest: the mount never stays behind', async () => {
    const { AgentOs, createInMemoryFileSystem } = await import('../index.mjs');
    const vm = await AgentOs.create({ software: [common] });
    try {
      await vm.mountFs('/srv/mnt/e', createInMemoryFileSystem());
      await vm.writeFile('/srv/mnt/e/inside.txt', 'in mount');
      await expect(vm.move('/srv/mnt', '/srv/mnt2')).rejects.toMatchObject({ code: 'EBUSY' });
      expect(new TextDecoder().decode(await vm.readFile('/srv/mnt/e/inside.txt'))).toBe('in mount');
      // The published mv falls back to copy + remove when rename fails (as for EXDEV): the data
      // lands in the copy, the remove stops at the mount point, and the mount stays where it was.
      const r = await vm.exec('mv /srv/mnt /srv/mnt3');
      expect(r.exitCode).not.toBe(0);
      expect(await vm.readdir('/srv')).toEqual(['mnt', 'mnt3']);
      expect(new TextDecoder().decode(await vm.readFile('/srv/mnt3/e/inside.txt'))).toBe('in mount');
      expect((await vm.listMounts()).map((m) => m.path)).toEqual(['/srv/mnt/e']);
    } finally {
      await vm.dispose();
    }
  });
});

describe('package mounts (a software descriptor with mounts, api.md 2.2 extension)', () => {
  let hostDir;
  beforeAll(() => {
    hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-pkg-mounts-'));
    fs.mkdirSync(path.join(hostDir, 'share', 'cache'), { recursive: true });
    fs.writeFileSync(path.join(hostDir, 'share', 'data.txt'), 'shipped\n');
  });
  afterAll(() => fs.rmSync(hostDir, { recursive: true, force: true }));

  const pkg = () => ({
    name: 'with-mounts',
    commandDir: common[0].commandDir,
    commands: [],
    mounts: [
      { path: '/usr/share/pkg', plugin: createHostDirBackend({ hostPath: path.join(hostDir, 'share') }) },
      { path: '/usr/share/pkg/cache', plugin: createInMemoryFileSystem() },
    ],
  });

  it('are mounted when the package is in software: read-only host dir, a writable memory mount below it', async () => {
    const vm = await AgentOs.create({ software: [common, pkg()] });
    try {
      expect(Buffer.from(await vm.readFile('/usr/share/pkg/data.txt')).toString()).toBe('shipped\n');
      await expect(vm.writeFile('/usr/share/pkg/new.txt', 'x')).rejects.toMatchObject({ code: 'EROFS' });
      await vm.writeFile('/usr/share/pkg/cache/entry', 'written');
      const r = await vm.exec('cat /usr/share/pkg/data.txt /usr/share/pkg/cache/entry');
      expect(r.stdout).toBe('shipped\nwritten');
      expect(fs.existsSync(path.join(hostDir, 'share', 'cache', 'entry'))).toBe(false);
      expect((await vm.listMounts()).filter((m) => m.path.startsWith('/usr/share/pkg'))).toEqual([
        { path: '/usr/share/pkg', kind: 'host_dir', readOnly: true },
        { path: '/usr/share/pkg/cache', kind: 'memory', readOnly: false },
      ]);
    } finally {
      await vm.dispose();
    }
  });

  it('a user mount at the same path replaces the package mount; without the package there is none', async () => {
    const vm = await AgentOs.create({
      software: [common, pkg()],
      mounts: [{ path: '/usr/share/pkg', plugin: createInMemoryFileSystem() }],
    });
    try {
      expect(await vm.exists('/usr/share/pkg/data.txt')).toBe(false);
      await vm.writeFile('/usr/share/pkg/mine', 'ok');
    } finally {
      await vm.dispose();
    }
    const without = await AgentOs.create({ software: [common] });
    try {
      expect(await without.exists('/usr/share/pkg')).toBe(false);
    } finally {
      await without.dispose();
    }
  });

  it('a malformed mounts list is EINVAL naming the package', async () => {
    await expect(AgentOs.create({ software: [{ ...pkg(), mounts: 'nope' }] }))
      .rejects.toMatchObject({ code: 'EINVAL', message: expect.stringContaining('options.software[0].mounts') });
    await expect(AgentOs.create({ software: [{ ...pkg(), mounts: [{ path: 42, plugin: createInMemoryFileSystem() }] }] }))
      .rejects.toMatchObject({ code: 'EINVAL', message: expect.stringContaining('options.software[0].mounts[0].path') });
  });
});
