// Host filesystem API (api.md section 3): flat methods and vm.filesystem.*.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentOsError } from '../index.mjs';
import { bootVm } from './vm.mjs';

let vm;
beforeAll(async () => {
  vm = await bootVm();
});
afterAll(async () => {
  await vm?.dispose();
});

const text = (bytes) => Buffer.from(bytes).toString('utf8');

describe('boot filesystem (api.md 2.4)', () => {
  it('has the standard directories and identity files', async () => {
    const root = await vm.readdir('/');
    for (const dir of ['bin', 'dev', 'etc', 'home', 'mnt', 'opt', 'proc', 'run', 'sbin', 'srv', 'sys', 'tmp', 'usr', 'var']) {
      expect(root).toContain(dir);
    }
    expect((await vm.stat('/home/agentos')).isDirectory).toBe(true);
    expect(text(await vm.readFile('/etc/hostname'))).toBe('agentos\n');
    expect(text(await vm.readFile('/etc/passwd'))).toMatch(/^agentos:.*:1000:1000:.*:\/home\/agentos:\/bin\/sh$/m);
  });
});

describe('readFile / writeFile', () => {
  it('round-trips strings as UTF-8 and bytes byte-exact', async () => {
    await vm.writeFile('/home/agentos/s.txt', 'héllo ✓');
    expect(text(await vm.readFile('/home/agentos/s.txt'))).toBe('héllo ✓');
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    await vm.writeFile('/home/agentos/b.bin', all);
    const back = await vm.readFile('/home/agentos/b.bin');
    expect(back).toBeInstanceOf(Uint8Array);
    expect(Array.from(back)).toEqual(Array.from(all));
  });

  it('writes a subarray view exactly (offset and length respected)', async () => {
    const big = Uint8Array.from([9, 9, 1, 2, 3, 9]);
    await vm.writeFile('/tmp/view.bin', big.subarray(2, 5));
    expect(Array.from(await vm.readFile('/tmp/view.bin'))).toEqual([1, 2, 3]);
  });

  it('truncates on overwrite and creates missing parents', async () => {
    await vm.writeFile('/home/agentos/deep/er/file', 'long content');
    await vm.writeFile('/home/agentos/deep/er/file', 'short');
    expect(text(await vm.readFile('/home/agentos/deep/er/file'))).toBe('short');
    expect((await vm.stat('/home/agentos/deep/er')).isDirectory).toBe(true);
  });

  it('empty files', async () => {
    await vm.writeFile('/tmp/empty', '');
    expect((await vm.readFile('/tmp/empty')).length).toBe(0);
  });

  it('errors: ENOENT, EISDIR, ENOTDIR', async () => {
    await expect(vm.readFile('/home/agentos/missing')).rejects.toMatchObject({ code: 'ENOENT', path: '/home/agentos/missing' });
    await expect(vm.readFile('/home/agentos')).rejects.toMatchObject({ code: 'EISDIR' });
    await expect(vm.writeFile('/home/agentos', 'x')).rejects.toMatchObject({ code: 'EISDIR' });
    await vm.writeFile('/tmp/plain', 'x');
    await expect(vm.writeFile('/tmp/plain/child', 'x')).rejects.toMatchObject({ code: 'ENOTDIR' });
  });
});

describe('in-memory calls and the event loop', () => {
  it('an await loop of host filesystem calls still lets timers and process callbacks run', async () => {
    // In-memory calls run on the JS thread; the loop must not starve the event loop (it once
    // polled 2.4 million times without seeing the exit of `true`).
    let exited = false;
    vm.spawn('sh', ['-c', 'true'], { onExit: () => { exited = true; } });
    let ticks = 0;
    const ticker = setInterval(() => { ticks++; }, 1);
    const t0 = Date.now();
    while (!exited && Date.now() - t0 < 10_000) {
      await vm.exists('/tmp/none');
      await vm.writeFile('/tmp/loop.txt', 'x');
      await vm.readFile('/tmp/loop.txt');
    }
    const until = Date.now() + 20;
    while (Date.now() < until) await vm.stat('/tmp/loop.txt');
    clearInterval(ticker);
    expect(exited).toBe(true);
    expect(ticks).toBeGreaterThan(0);
  });
});

describe('writeFiles / readFiles', () => {
  it('reports per-entry results and never rejects for a single entry', async () => {
    await vm.writeFile('/tmp/afile', 'x');
    const results = await vm.writeFiles([
      { path: '/tmp/wf/one', content: '1' },
      { path: '/tmp/afile/two', content: '2' },
      { path: '/tmp/wf/three', content: new Uint8Array([3]) },
    ]);
    expect(results).toEqual([
      { path: '/tmp/wf/one', success: true },
      { path: '/tmp/afile/two', success: false, error: expect.stringMatching(/^ENOTDIR: /) },
      { path: '/tmp/wf/three', success: true },
    ]);
    const read = await vm.readFiles(['/tmp/wf/one', '/tmp/wf/missing', '/tmp/wf/three']);
    expect(read.map((r) => r.path)).toEqual(['/tmp/wf/one', '/tmp/wf/missing', '/tmp/wf/three']);
    expect(text(read[0].content)).toBe('1');
    expect(read[1]).toEqual({ path: '/tmp/wf/missing', content: null, error: expect.stringMatching(/^ENOENT: /) });
    expect(Array.from(read[2].content)).toEqual([3]);
  });

  it('a relative path is a per-entry EINVAL', async () => {
    const [r] = await vm.writeFiles([{ path: 'relative.txt', content: 'x' }]);
    expect(r).toMatchObject({ success: false, error: expect.stringMatching(/^EINVAL: /) });
  });

  it('rejects EINVAL only when the argument is not an array', async () => {
    await expect(vm.writeFiles({ path: '/x', content: 'x' })).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(vm.readFiles('/x')).rejects.toMatchObject({ code: 'EINVAL' });
  });
});

describe('mkdir / readdir / readdirRecursive', () => {
  it('mkdir non-recursive: EEXIST, ENOENT for a missing parent', async () => {
    await vm.mkdir('/tmp/m1');
    await expect(vm.mkdir('/tmp/m1')).rejects.toMatchObject({ code: 'EEXIST' });
    await expect(vm.mkdir('/tmp/nope/m2')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('mkdir recursive: creates the chain, succeeds when it exists, fails through a file', async () => {
    await vm.mkdir('/tmp/m3/a/b/c', { recursive: true });
    await vm.mkdir('/tmp/m3/a/b/c', { recursive: true });
    expect((await vm.stat('/tmp/m3/a/b/c')).isDirectory).toBe(true);
    await vm.writeFile('/tmp/m3/file', 'x');
    await expect(vm.mkdir('/tmp/m3/file/sub', { recursive: true })).rejects.toMatchObject({ code: expect.stringMatching(/^(EEXIST|ENOTDIR)$/) });
  });

  it('readdir sorts byte-wise without . and ..; ENOTDIR on a file', async () => {
    await vm.mkdir('/tmp/rd');
    for (const name of ['b', 'a', 'C', '_x', '.hidden']) await vm.writeFile(`/tmp/rd/${name}`, name);
    expect(await vm.readdir('/tmp/rd')).toEqual(['.hidden', 'C', '_x', 'a', 'b']);
    await expect(vm.readdir('/tmp/rd/a')).rejects.toMatchObject({ code: 'ENOTDIR' });
    await expect(vm.readdir('/tmp/rd-missing')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('readdirRecursive: sorted by path, types and sizes, maxDepth, exclude', async () => {
    await vm.writeFile('/tmp/rr/top.txt', '12345');
    await vm.writeFile('/tmp/rr/sub/inner.txt', 'abc');
    await vm.writeFile('/tmp/rr/node_modules/dep/index.js', 'x');
    await vm.exec('ln -s /tmp/rr/top.txt /tmp/rr/link');

    const all = await vm.readdirRecursive('/tmp/rr');
    expect(all.map((e) => e.path)).toEqual([
      '/tmp/rr/link', '/tmp/rr/node_modules', '/tmp/rr/node_modules/dep', '/tmp/rr/node_modules/dep/index.js',
      '/tmp/rr/sub', '/tmp/rr/sub/inner.txt', '/tmp/rr/top.txt',
    ]);
    const byPath = Object.fromEntries(all.map((e) => [e.path, e]));
    expect(byPath['/tmp/rr/top.txt']).toEqual({ path: '/tmp/rr/top.txt', type: 'file', size: 5 });
    expect(byPath['/tmp/rr/sub'].type).toBe('directory');
    expect(byPath['/tmp/rr/link'].type).toBe('symlink');

    const shallow = await vm.readdirRecursive('/tmp/rr', { maxDepth: 0 });
    expect(shallow.map((e) => e.path)).toEqual(['/tmp/rr/link', '/tmp/rr/node_modules', '/tmp/rr/sub', '/tmp/rr/top.txt']);

    const pruned = await vm.readdirRecursive('/tmp/rr', { exclude: ['node_modules'] });
    expect(pruned.map((e) => e.path)).toEqual(['/tmp/rr/link', '/tmp/rr/sub', '/tmp/rr/sub/inner.txt', '/tmp/rr/top.txt']);
  });
});

describe('stat / exists', () => {
  it('stat reports type bits, size, blocks and times', async () => {
    await vm.writeFile('/tmp/st.txt', 'x'.repeat(1000));
    const s = await vm.stat('/tmp/st.txt');
    expect(s).toMatchObject({ size: 1000, isFile: true, isDirectory: false, isSymbolicLink: false });
    expect(s.mode & 0o170000).toBe(0o100000);
    expect(s.blocks).toBeGreaterThanOrEqual(2);
    for (const key of ['atimeMs', 'mtimeMs', 'ctimeMs', 'birthtimeMs']) expect(s[key]).toBeGreaterThan(1_500_000_000_000);
    const d = await vm.stat('/tmp');
    expect(d.isDirectory).toBe(true);
    expect(d.mode & 0o170000).toBe(0o040000);
  });

  it('stat follows symlinks, lstat does not', async () => {
    await vm.writeFile('/tmp/target.txt', 'abc');
    await vm.exec('ln -s /tmp/target.txt /tmp/sym');
    expect((await vm.stat('/tmp/sym')).isFile).toBe(true);
    const l = await vm.lstat('/tmp/sym');
    expect(l.isSymbolicLink).toBe(true);
    expect(l.mode & 0o170000).toBe(0o120000);
  });

  it('exists is false for ENOENT and ENOTDIR', async () => {
    await vm.writeFile('/tmp/ex', 'x');
    expect(await vm.exists('/tmp/ex')).toBe(true);
    expect(await vm.exists('/tmp')).toBe(true);
    expect(await vm.exists('/tmp/none')).toBe(false);
    expect(await vm.exists('/tmp/ex/below')).toBe(false);
  });
});

describe('move / delete', () => {
  it('move renames files and directories, replaces a file', async () => {
    await vm.writeFile('/tmp/mv/a', 'A');
    await vm.move('/tmp/mv/a', '/tmp/mv/b');
    expect(await vm.exists('/tmp/mv/a')).toBe(false);
    expect(text(await vm.readFile('/tmp/mv/b'))).toBe('A');
    await vm.writeFile('/tmp/mv/c', 'C');
    await vm.move('/tmp/mv/c', '/tmp/mv/b');
    expect(text(await vm.readFile('/tmp/mv/b'))).toBe('C');
    await vm.move('/tmp/mv', '/tmp/mv2');
    expect(await vm.readdir('/tmp/mv2')).toEqual(['b']);
  });

  it('move errors: ENOENT, ENOTEMPTY, EISDIR, ENOTDIR', async () => {
    await expect(vm.move('/tmp/mv-none', '/tmp/x')).rejects.toMatchObject({ code: 'ENOENT' });
    await vm.writeFile('/tmp/mvd/src/f', '1');
    await vm.writeFile('/tmp/mvd/full/g', '2');
    await vm.writeFile('/tmp/mvd/file', '3');
    await expect(vm.move('/tmp/mvd/src', '/tmp/mvd/full')).rejects.toMatchObject({ code: 'ENOTEMPTY' });
    await expect(vm.move('/tmp/mvd/file', '/tmp/mvd/src')).rejects.toMatchObject({ code: 'EISDIR' });
    await expect(vm.move('/tmp/mvd/src', '/tmp/mvd/file')).rejects.toMatchObject({ code: 'ENOTDIR' });
  });

  it('delete: files, ENOENT, ENOTEMPTY, recursive', async () => {
    await vm.writeFile('/tmp/del/f', 'x');
    await expect(vm.delete('/tmp/del')).rejects.toMatchObject({ code: 'ENOTEMPTY' });
    await vm.delete('/tmp/del/f');
    await expect(vm.delete('/tmp/del/f')).rejects.toMatchObject({ code: 'ENOENT' });
    await vm.delete('/tmp/del');
    await vm.writeFile('/tmp/del2/a/b/c', 'x');
    await vm.delete('/tmp/del2', { recursive: true });
    expect(await vm.exists('/tmp/del2')).toBe(false);
  });

  it('deleteFile, remove and filesystem.remove are aliases of delete', async () => {
    for (const [i, del] of [vm.deleteFile, vm.remove, vm.filesystem.remove].entries()) {
      await vm.writeFile(`/tmp/alias${i}/f`, 'x');
      await del.call(vm, `/tmp/alias${i}`, { recursive: true });
      expect(await vm.exists(`/tmp/alias${i}`)).toBe(false);
    }
  });
});

describe('vm.filesystem namespace', () => {
  it('exposes the documented methods, usable detached', async () => {
    const { filesystem } = vm;
    for (const m of ['readFile', 'writeFile', 'writeFiles', 'readFiles', 'mkdir', 'readdir', 'readdirRecursive',
      'stat', 'exists', 'move', 'remove']) {
      expect(typeof filesystem[m]).toBe('function');
    }
    const { writeFile, readFile, exists, mkdir, readdir, move, stat, remove } = filesystem;
    await mkdir('/tmp/ns', { recursive: true });
    await writeFile('/tmp/ns/a', 'ns');
    await move('/tmp/ns/a', '/tmp/ns/b');
    expect(await readdir('/tmp/ns')).toEqual(['b']);
    expect(text(await readFile('/tmp/ns/b'))).toBe('ns');
    expect((await stat('/tmp/ns/b')).size).toBe(2);
    await remove('/tmp/ns', { recursive: true });
    expect(await exists('/tmp/ns')).toBe(false);
  });

  it('errors from the namespace are AgentOsError too', async () => {
    const err = await vm.filesystem.readFile('/tmp/none').catch((e) => e);
    expect(err).toBeInstanceOf(AgentOsError);
    expect(err.code).toBe('ENOENT');
  });
});
