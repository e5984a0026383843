// Errors cross the napi seam as fields (issue 18, T3): the addon's own error (an AgentOsError's
// `cause`) carries `code`, `path`, `dest`, `syscall` and `pid` as properties, and AgentOsError
// takes them from there, never from the message text. Real mounts: a host directory, a JS driver
// and the local() sandbox (the real Sandbox Agent server).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AgentOs, AgentOsError, createHostDirBackend } from '../index.mjs';
import { local } from '@rivet-dev/agentos-sandbox';
import { bootVm } from './vm.mjs';

const failure = (promise) => promise.then(() => { throw new Error('expected a rejection'); }, (e) => e);

/** `err` is an AgentOsError whose native cause carries the same fields as properties. */
function expectFields(err, { code, path: p, syscall }) {
  expect(err).toBeInstanceOf(AgentOsError);
  expect({ code: err.code, path: err.path, syscall: err.syscall }).toEqual({ code, path: p, syscall });
  expect(err.cause).toBeInstanceOf(Error);
  expect(err.cause).not.toBeInstanceOf(AgentOsError);
  expect({ code: err.cause.code, path: err.cause.path, syscall: err.cause.syscall }).toEqual({ code, path: p, syscall });
  expect(err.message).toBe(err.cause.message);
}

describe('in-memory paths (errors thrown on the JS thread)', () => {
  let vm;
  beforeAll(async () => {
    vm = await AgentOs.create({});
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('readFile, stat and rename (dest) carry their fields', async () => {
    const err = await failure(vm.readFile('/nope'));
    expectFields(err, { code: 'ENOENT', path: '/nope', syscall: 'open' });
    expect(err.message).toBe("ENOENT: no such file or directory, open '/nope'");
    expectFields(await failure(vm.stat('/nope')), { code: 'ENOENT', path: '/nope', syscall: 'stat' });
    const moved = await failure(vm.move('/nope', '/there'));
    expectFields(moved, { code: 'ENOENT', path: '/nope', syscall: 'rename' });
    expect(moved.cause.dest).toBe('/there');
  });

  it('a policy denial names its path though the message has no quoted suffix', async () => {
    const locked = await AgentOs.create({
      permissions: { applyToHost: true, fs: { default: 'allow', rules: [{ mode: 'deny', operations: ['write'], paths: ['/locked/**'] }] } },
    });
    try {
      const err = await failure(locked.writeFile('/locked/f', 'x'));
      expect(err.message).toBe('EACCES: permission denied, /locked/f: blocked by fs.write policy');
      expect(err.code).toBe('EACCES');
      expect(err.cause.code).toBe('EACCES');
      expect(err.path).toBe('/locked/f');
      expect(err.cause.path).toBe('/locked/f');
      // The host call that was refused is named too (the message stays the policy's).
      expect(err.syscall).toBe('open');
      expect((await failure(locked.mkdir('/locked/d'))).syscall).toBe('mkdir');
      expect((await failure(locked.move('/tmp', '/locked/t'))).syscall).toBe('rename');
    } finally {
      await locked.dispose();
    }
  });
});

describe('host-directory mount', () => {
  let vm;
  let dir;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-errfields-'));
    fs.writeFileSync(path.join(dir, 'a.txt'), 'a');
    vm = await AgentOs.create({ mounts: [{ path: '/mnt/host', plugin: createHostDirBackend({ hostPath: dir, readOnly: false }) }] });
  });
  afterAll(async () => {
    await vm?.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a missing file: ENOENT with the VM path and open', async () => {
    expectFields(await failure(vm.readFile('/mnt/host/missing.txt')), { code: 'ENOENT', path: '/mnt/host/missing.txt', syscall: 'open' });
    expectFields(await failure(vm.readdir('/mnt/host/a.txt')), { code: 'ENOTDIR', path: '/mnt/host/a.txt', syscall: 'scandir' });
    const moved = await failure(vm.move('/mnt/host/missing.txt', '/mnt/host/b.txt'));
    expectFields(moved, { code: 'ENOENT', path: '/mnt/host/missing.txt', syscall: 'rename' });
    expect(moved.cause.dest).toBe('/mnt/host/b.txt');
  });

  it('a bad host directory: the host path and opendir', async () => {
    const missing = path.join(dir, 'not-there');
    expectFields(await failure(vm.mountFs('/mnt/bad', createHostDirBackend({ hostPath: missing }))), { code: 'ENOENT', path: missing, syscall: 'opendir' });
  });
});

describe('JS driver mount', () => {
  // The driver's own message ends like a Node-style suffix naming another path and syscall: the
  // fields must still be the VM path and the host call's syscall, whatever the message says.
  const decoy = () => Object.assign(new Error("odd, stat '/elsewhere'"), { code: 'ENOENT' });
  const driver = {
    async stat(p) {
      if (p === '/') return { isDirectory: true, isFile: false, isSymbolicLink: false, mode: 0o040755, size: 0 };
      if (p === '/a') return { isDirectory: false, isFile: true, isSymbolicLink: false, mode: 0o100644, size: 0 };
      throw decoy();
    },
    async readFile() { throw decoy(); },
    async writeFile() { throw Object.assign(new Error('read-only driver'), { code: 'EROFS' }); },
    async readDir() { return []; },
    async rename() { throw Object.assign(new Error('driver rename says no'), { code: 'EACCES' }); },
  };
  let vm;
  beforeAll(async () => {
    vm = await bootVm({ mounts: [{ path: '/mnt/js', driver }] });
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it("the driver's code, the VM path and the syscall come through as fields", async () => {
    const err = await failure(vm.readFile('/mnt/js/x.txt'));
    expectFields(err, { code: 'ENOENT', path: '/mnt/js/x.txt', syscall: 'open' });
    // Parsing this message's last `, <syscall> '<path>'` would have given stat and a wrong path.
    expect(err.message.startsWith('ENOENT: no such file or directory (driver ')).toBe(true);
    expect(err.message.endsWith("odd, stat '/elsewhere'), open '/mnt/js/x.txt'")).toBe(true);
    const written = await failure(vm.writeFile('/mnt/js/y.txt', 'y'));
    expectFields(written, { code: 'EROFS', path: '/mnt/js/y.txt', syscall: 'open' });
    expect(written.message).toContain("(driver writeFile('/y.txt'): read-only driver)");
  });

  it("rename keeps the driver's message too, with both paths as fields", async () => {
    const err = await failure(vm.move('/mnt/js/a', '/mnt/js/c'));
    expectFields(err, { code: 'EACCES', path: '/mnt/js/a', syscall: 'rename' });
    expect(err.cause.dest).toBe('/mnt/js/c');
    expect(err.message).toMatch(/^EACCES: permission denied \(driver rename\('\/a'.*driver rename says no\), rename '\/mnt\/js\/a' -> '\/mnt\/js\/c'$/);
  });
});

describe('local() sandbox mount', () => {
  let vm;
  beforeAll(async () => {
    vm = await bootVm({ sandbox: { provider: local() } });
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('a missing file in the sandbox: ENOENT with the VM path and open', async () => {
    const err = await failure(vm.readFile('/mnt/sandbox/missing.txt'));
    expectFields(err, { code: 'ENOENT', path: '/mnt/sandbox/missing.txt', syscall: 'open' });
    expectFields(await failure(vm.stat('/mnt/sandbox/missing.txt')), { code: 'ENOENT', path: '/mnt/sandbox/missing.txt', syscall: 'stat' });
  });
});
