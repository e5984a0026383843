// JS-driver mounts (api.md 2.3, issue 3): a plain object with async methods mounted into the VM,
// reached by the host API and by guest processes (published WASM commands) alike. The driver here
// is the user's code: a Map-backed filesystem, nothing of ours is mocked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { AgentOs, AgentOsError } from '../index.mjs';
import { bootVm } from './vm.mjs';

const text = (bytes) => new TextDecoder().decode(bytes);

function fsError(code, message) {
  return Object.assign(new Error(message), { code });
}

/** A user's driver: files and directories in Maps, every method async (resolves on a later tick). */
function mapDriver() {
  const files = new Map(); // path → Uint8Array
  const dirs = new Set(['/']);
  const parent = (p) => p.slice(0, p.lastIndexOf('/')) || '/';
  const tick = () => new Promise((r) => setImmediate(r));
  const children = (p) => [...files.keys(), ...dirs].filter((k) => k !== '/' && k !== p && parent(k) === p);
  return {
    files,
    dirs,
    async readFile(p) {
      await tick();
      const f = files.get(p);
      if (f === undefined) throw fsError(dirs.has(p) ? 'EISDIR' : 'ENOENT', `no such file: ${p}`);
      return f;
    },
    async writeFile(p, data) {
      await tick();
      if (!dirs.has(parent(p))) throw fsError('ENOENT', `no such directory: ${parent(p)}`);
      if (dirs.has(p)) throw fsError('EISDIR', `is a directory: ${p}`);
      files.set(p, Uint8Array.from(data));
    },
    async readDir(p) {
      await tick();
      if (!dirs.has(p)) throw fsError('ENOENT', `no such directory: ${p}`);
      return children(p).map((k) => k.slice(k.lastIndexOf('/') + 1));
    },
    async stat(p) {
      await tick();
      if (dirs.has(p)) return { mode: 0o040755, size: 0, isDirectory: true, isFile: false, isSymbolicLink: false };
      const f = files.get(p);
      if (f === undefined) throw fsError('ENOENT', `no such file: ${p}`);
      return { mode: 0o100644, size: f.length, isDirectory: false, isFile: true, isSymbolicLink: false, mtimeMs: 1_700_000_000_000 };
    },
    async mkdir(p) {
      await tick();
      if (dirs.has(p) || files.has(p)) throw fsError('EEXIST', `exists: ${p}`);
      if (!dirs.has(parent(p))) throw fsError('ENOENT', `no such directory: ${parent(p)}`);
      dirs.add(p);
    },
    async removeFile(p) {
      await tick();
      if (!files.delete(p)) throw fsError('ENOENT', `no such file: ${p}`);
    },
    async removeDir(p) {
      await tick();
      if (!dirs.has(p)) throw fsError('ENOENT', `no such directory: ${p}`);
      if (children(p).length > 0) throw fsError('ENOTEMPTY', `not empty: ${p}`);
      dirs.delete(p);
    },
    async rename(from, to) {
      await tick();
      if (!files.has(from)) throw fsError('ENOENT', `no such file: ${from}`);
      files.set(to, files.get(from));
      files.delete(from);
    },
    async exists(p) {
      return files.has(p) || dirs.has(p);
    },
    async utimes() {},
    async chmod() {},
  };
}

describe('JS-driver mounts: host API and guests share the driver', () => {
  let vm;
  let driver;
  beforeAll(async () => {
    driver = mapDriver();
    vm = await bootVm({ mounts: [{ path: '/mnt/js', driver }] });
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('is listed with kind js', async () => {
    expect(await vm.listMounts()).toEqual([{ path: '/mnt/js', kind: 'js', readOnly: false }]);
  });

  it('host writes go to the driver and guests cat them', async () => {
    await vm.writeFile('/mnt/js/docs/a.txt', 'hello from the host\n');
    expect(driver.dirs.has('/docs')).toBe(true);
    expect(text(driver.files.get('/docs/a.txt'))).toBe('hello from the host\n');
    const r = await vm.exec('cat /mnt/js/docs/a.txt');
    expect(r).toMatchObject({ exitCode: 0, stdout: 'hello from the host\n' });
    expect(text(await vm.readFile('/mnt/js/docs/a.txt'))).toBe('hello from the host\n');
  });

  it('guest echo, cp, sed -i and tar x land byte-exact in the driver', async () => {
    const blob = randomBytes(300 * 1024);
    await vm.writeFile('/tmp/blob.bin', blob);
    await vm.writeFile('/home/agentos/data/one.txt', 'one\n');
    await vm.writeFile('/home/agentos/data/sub/two.bin', blob.subarray(0, 4097));
    const r = await vm.exec([
      'echo guest line > /mnt/js/echo.txt',
      'cp /tmp/blob.bin /mnt/js/blob.bin',
      'printf "alpha\\nbeta\\n" > /mnt/js/s.txt',
      'sed -i -e s/alpha/ALPHA/ /mnt/js/s.txt',
      'tar cf /tmp/data.tar -C /home/agentos data',
      'mkdir /mnt/js/x',
      'tar xf /tmp/data.tar -C /mnt/js/x',
    ].join(' && '));
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    expect(text(driver.files.get('/echo.txt'))).toBe('guest line\n');
    expect(Buffer.compare(Buffer.from(driver.files.get('/blob.bin')), blob)).toBe(0);
    expect(text(driver.files.get('/s.txt'))).toBe('ALPHA\nbeta\n');
    expect(text(driver.files.get('/x/data/one.txt'))).toBe('one\n');
    expect(Buffer.compare(Buffer.from(driver.files.get('/x/data/sub/two.bin')), blob.subarray(0, 4097))).toBe(0);
    // No temporary files of sed or tar are left behind in the driver.
    expect([...driver.files.keys()].filter((k) => !k.startsWith('/docs/')).sort())
      .toEqual(['/blob.bin', '/echo.txt', '/s.txt', '/x/data/one.txt', '/x/data/sub/two.bin']);
  });

  it('host calls through a symlink in memory into the driver reach the driver (no JS-thread shortcut)', async () => {
    // In-memory paths are served on the JS thread; a path that leads into a driver mount must
    // still go through a worker, or the driver call could never be answered.
    await vm.mkdir('/mnt/js/via');
    expect((await vm.exec('ln -s /mnt/js/via /tmp/via-link')).exitCode).toBe(0);
    await vm.writeFile('/tmp/via-link/f.txt', 'through the link');
    expect(text(driver.files.get('/via/f.txt'))).toBe('through the link');
    expect(text(await vm.readFile('/tmp/via-link/f.txt'))).toBe('through the link');
    expect(await vm.exists('/tmp/via-link/f.txt')).toBe(true);
    expect(await vm.readdir('/tmp/via-link')).toEqual(['f.txt']);
    expect((await vm.stat('/tmp/via-link/f.txt')).size).toBe(16);
    await vm.mkdir('/tmp/via-link/sub/deeper', { recursive: true });
    expect(driver.dirs.has('/via/sub/deeper')).toBe(true);
    // Files over the inline limit (256 KiB) in memory take the worker path and come back whole.
    const big = randomBytes(600 * 1024);
    await vm.writeFile('/tmp/big.bin', big);
    expect(Buffer.compare(Buffer.from(await vm.readFile('/tmp/big.bin')), big)).toBe(0);
  });

  it('a failed synchronous driver call does not leak its message into the next error', async () => {
    // spawn is synchronous: resolving a command path on a driver mount fails on the JS thread
    // (EIO). The next in-memory error must carry only its own message.
    expect(() => vm.spawn('/mnt/js/no-such-command', [])).toThrow();
    const err = await vm.readFile('/tmp/none-such').catch((e) => e);
    expect(err.code).toBe('ENOENT');
    expect(err.message).toBe("ENOENT: no such file or directory, open '/tmp/none-such'");
  });

  it('guest ls and stat agree with vm.readdir and vm.stat', async () => {
    await vm.writeFile('/mnt/js/ls/b.txt', 'bb');
    await vm.writeFile('/mnt/js/ls/a.txt', 'a');
    await vm.mkdir('/mnt/js/ls/dir');
    const r = await vm.exec('ls /mnt/js/ls && stat -c "%s %F" /mnt/js/ls/b.txt /mnt/js/ls/dir && wc -c < /mnt/js/ls/b.txt');
    expect(r.exitCode).toBe(0);
    const names = await vm.readdir('/mnt/js/ls');
    expect(names).toEqual(['a.txt', 'b.txt', 'dir']);
    const st = await vm.stat('/mnt/js/ls/b.txt');
    expect(st).toMatchObject({ isFile: true, isDirectory: false, size: 2, mode: 0o100644, mtimeMs: 1_700_000_000_000 });
    expect((await vm.stat('/mnt/js/ls/dir')).isDirectory).toBe(true);
    const lines = r.stdout.trim().split('\n');
    expect(lines.slice(0, 3)).toEqual(names);
    expect(lines[3]).toBe(`${st.size} regular file`);
    expect(lines[4]).toBe('0 directory');
    expect(lines[5].trim()).toBe(String(st.size));
  });

  it('guest rm and mv inside the mount reach the driver', async () => {
    const r = await vm.exec('echo z > /mnt/js/z.txt && mv /mnt/js/z.txt /mnt/js/z2.txt && rm /mnt/js/echo.txt');
    expect(r.exitCode).toBe(0);
    expect(driver.files.has('/z.txt')).toBe(false);
    expect(text(driver.files.get('/z2.txt'))).toBe('z\n');
    expect(driver.files.has('/echo.txt')).toBe(false);
    await expect(vm.readFile('/mnt/js/echo.txt')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('a guest blocked on the driver does not block the event loop', async () => {
    let release;
    const gate = new Promise((r) => { release = r; });
    const slow = { ...mapDriver() };
    const base = slow.readFile;
    slow.readFile = async (p) => { await gate; return base(p); };
    await vm.mountFs('/mnt/slow', slow);
    await vm.writeFile('/mnt/slow/f', 'late\n');
    const pending = vm.exec('cat /mnt/slow/f');
    let ticks = 0;
    const timer = setInterval(() => { ticks += 1; }, 5);
    await new Promise((r) => setTimeout(r, 200));
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(10); // the JS thread ran timers while the guest waited
    release();
    expect(await pending).toMatchObject({ exitCode: 0, stdout: 'late\n' });
    await vm.unmountFs('/mnt/slow');
  });
});

describe('JS-driver mounts: errors', () => {
  let vm;
  beforeAll(async () => {
    vm = await bootVm();
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('a driver method that throws maps to its code, or EIO with its message; the VM stays usable', async () => {
    const d = mapDriver();
    d.readFile = async (p) => { throw new Error(`backend exploded reading ${p}`); };
    d.stat = async (p) => {
      if (p === '/secret') throw fsError('EACCES', 'not for you');
      if (p === '/') return { isDirectory: true };
      return { isFile: true, size: 3 };
    };
    await vm.mountFs('/mnt/bad', d);
    const e1 = await vm.readFile('/mnt/bad/thing').then(() => null, (e) => e);
    expect(e1).toBeInstanceOf(AgentOsError);
    expect(e1.code).toBe('EIO');
    expect(e1.message).toMatch(/^EIO: .*backend exploded reading \/thing/);
    expect(e1.path).toBe('/mnt/bad/thing');
    const e2 = await vm.stat('/mnt/bad/secret').then(() => null, (e) => e);
    expect(e2).toMatchObject({ code: 'EACCES', path: '/mnt/bad/secret' });
    expect(e2.message).toContain('not for you');
    const r = await vm.exec('cat /mnt/bad/anything');
    expect(r.exitCode).not.toBe(0);
    // Still usable: other files, other commands.
    expect(await vm.exec('echo ok')).toMatchObject({ exitCode: 0, stdout: 'ok\n' });
    await vm.writeFile('/tmp/ok.txt', 'ok');
    expect(text(await vm.readFile('/tmp/ok.txt'))).toBe('ok');
    await vm.unmountFs('/mnt/bad');
  });

  it('a driver whose writeFile rejects fails the guest redirect and the host writeFile with its code', async () => {
    const d = mapDriver();
    d.writeFile = async () => { throw fsError('ENOSPC', 'quota exceeded'); };
    await vm.mountFs('/mnt/full', d);
    const r = await vm.exec('echo x > /mnt/full/f');
    expect(r.exitCode).not.toBe(0);
    const e = await vm.writeFile('/mnt/full/f', 'x').then(() => null, (err) => err);
    expect(e).toMatchObject({ code: 'ENOSPC', path: '/mnt/full/f' });
    expect(e.message).toContain('quota exceeded');
    expect(d.files.size).toBe(0);
    await vm.unmountFs('/mnt/full');
  });

  it('a failed upload at flush time is the host writer\'s error', async () => {
    const d = mapDriver();
    const base = d.writeFile;
    // Creating the (empty) file works, uploading contents does not.
    d.writeFile = async (p, data) => {
      if (data.length > 0) throw fsError('EFBIG', 'too big for this backend');
      return base(p, data);
    };
    await vm.mountFs('/mnt/small', d);
    await expect(vm.writeFile('/mnt/small/f', 'content')).rejects.toMatchObject({ code: 'EFBIG' });
    await vm.unmountFs('/mnt/small');
  });

  it('missing optional methods fail that operation with ENOSYS', async () => {
    const d = mapDriver();
    delete d.mkdir;
    await vm.mountFs('/mnt/nomkdir', d);
    await expect(vm.mkdir('/mnt/nomkdir/d')).rejects.toMatchObject({ code: 'ENOSYS' });
    const r = await vm.exec('ln -s /tmp /mnt/nomkdir/link');
    expect(r.exitCode).not.toBe(0); // no symlink method
    expect(d.files.size).toBe(0);
    await vm.writeFile('/mnt/nomkdir/f', 'still works');
    expect(text(d.files.get('/f'))).toBe('still works');
    await vm.unmountFs('/mnt/nomkdir');
  });

  it('a driver call that never settles fails with EIO after the timeout', async () => {
    const d = mapDriver();
    d.readFile = () => new Promise(() => {});
    await vm.mountFs('/mnt/hang', d, { timeoutMs: 300 });
    await vm.writeFile('/mnt/hang/f', 'x');
    const started = Date.now();
    const e = await vm.readFile('/mnt/hang/f').then(() => null, (err) => err);
    expect(e).toMatchObject({ code: 'EIO' });
    expect(e.message).toMatch(/did not settle within 300 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
    const r = await vm.exec('cat /mnt/hang/f');
    expect(r.exitCode).not.toBe(0);
    await vm.unmountFs('/mnt/hang');
  });

  it('mounts at create time; a non-driver object is EINVAL', async () => {
    const d = mapDriver();
    // No software: the default set's packages bring mounts of their own (python3's stdlib).
    const vm2 = await AgentOs.create({ software: [], mounts: [{ path: '/data', driver: d, readOnly: true }] });
    try {
      expect(await vm2.listMounts()).toEqual([{ path: '/data', kind: 'js', readOnly: true }]);
      await expect(vm2.writeFile('/data/f', 'x')).rejects.toMatchObject({ code: 'EROFS' });
      expect(d.files.size).toBe(0);
    } finally {
      await vm2.dispose();
    }
    await expect(vm.mountFs('/mnt/none', { hello: 1 })).rejects.toMatchObject({ code: 'EINVAL' });
  });
});
