// AgentOs.create options (api.md 2.1, 2.2), AgentOsError (section 9), dispose (section 5).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '@rivet-dev/agent-os-common';
import { AgentOs, AgentOsError, hostTool, toolKit } from '../index.mjs';
import { createClient } from '../client.mjs';
import { bootVm } from './vm.mjs';

const coreutils = common.find((pkg) => pkg.name === 'coreutils');
const wasmFile = (name) => path.join(coreutils.commandDir, name);

let scratch;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-test-'));
});
afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

/**
 * A host directory holding the given files: `name → "<coreutils command>"` copies that published
 * WASM file, `name → Buffer` writes the bytes as they are.
 */
function commandDir(label, files) {
  const dir = path.join(scratch, label);
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, source] of Object.entries(files)) {
    if (typeof source === 'string') fs.copyFileSync(wasmFile(source), path.join(dir, name));
    else fs.writeFileSync(path.join(dir, name), source);
  }
  return dir;
}

describe('default software', () => {
  it('AgentOs.create() without software boots the default set (ours, built here); software: [] boots none', async () => {
    const ours = JSON.parse(fs.readFileSync(new URL('../packages/agentos-common/commands.json', import.meta.url), 'utf8'));
    const names = ours.packages.flatMap((p) => p.commands.map((c) => c.name)).sort();
    const vm = await AgentOs.create();
    try {
      // `agentos` (the bindings CLI) is always there.
      expect((await vm.readdir('/bin')).filter((n) => n !== 'agentos').sort()).toEqual(names);
      const r = await vm.exec('echo hi | tr a-z A-Z; jq --version');
      expect(r).toMatchObject({ exitCode: 0, stdout: expect.stringMatching(/^HI\njq-.*agentOS/) });
    } finally {
      await vm.dispose();
    }
    const bare = await AgentOs.create({ software: [] });
    try {
      expect(await bare.readdir('/bin')).toEqual(['agentos']);
    } finally {
      await bare.dispose();
    }
  });
});

describe('AgentOsError', () => {
  let vm;
  beforeAll(async () => {
    vm = await bootVm();
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('native errors become AgentOsError with code, path, syscall and a "<CODE>: " message', async () => {
    const err = await vm.readFile('/nope').catch((e) => e);
    expect(err).toBeInstanceOf(AgentOsError);
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('AgentOsError');
    expect(err.code).toBe('ENOENT');
    expect(err.message).toMatch(/^ENOENT: /);
    expect(err.path).toBe('/nope');
    expect(err.syscall).toBe('open');
  });

  it('a relative path rejects EINVAL', async () => {
    for (const call of [() => vm.readFile('relative/file'), () => vm.writeFile('x.txt', 'x'), () => vm.stat('.'),
      () => vm.mkdir('dir'), () => vm.readdir('tmp')]) {
      await expect(call()).rejects.toMatchObject({ code: 'EINVAL', message: expect.stringMatching(/^EINVAL: /) });
    }
  });

  it('a path containing NUL rejects EINVAL', async () => {
    await expect(vm.writeFile('/tmp/a\0b', 'x')).rejects.toMatchObject({ code: 'EINVAL' });
  });

  it('a non-string path or content rejects EINVAL', async () => {
    await expect(vm.readFile(42)).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(vm.writeFile('/tmp/x', { not: 'bytes' })).rejects.toMatchObject({ code: 'EINVAL' });
  });

  it('is the same class for require() and import', () => {
    // Checked in a plain Node process: vitest's module runner keeps its own copy of CJS modules.
    const script = `
      import { AgentOs, AgentOsError } from '../index.mjs';
      import { createClient } from '../client.mjs';
      import { createRequire } from 'node:module';
      const require = createRequire(import.meta.url);
      const cjs = require('../index.js');
      console.log(JSON.stringify([cjs.AgentOsError === AgentOsError, cjs.AgentOs === AgentOs,
        require('../client.js').createClient === createClient, typeof cjs.agentOS, typeof cjs.setup]));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(import.meta.dirname) });
    expect(JSON.parse(out.toString())).toEqual([true, true, true, 'function', 'function']);
  });

  it('cannot construct AgentOs directly', () => {
    expect(() => new AgentOs()).toThrow(AgentOsError);
  });
});

describe('dispose', () => {
  it('is idempotent and afterwards every method rejects EDISPOSED', async () => {
    const vm = await bootVm();
    await vm.writeFile('/tmp/x', 'x');
    await vm.dispose();
    await vm.dispose();
    const calls = [
      () => vm.exec('echo hi'), () => vm.process.exec('echo hi'), () => vm.readFile('/tmp/x'),
      () => vm.writeFile('/tmp/x', 'y'), () => vm.writeFiles([]), () => vm.readFiles([]), () => vm.mkdir('/tmp/d'),
      () => vm.readdir('/'), () => vm.readdirRecursive('/'), () => vm.stat('/'), () => vm.lstat('/'),
      () => vm.exists('/'), () => vm.move('/tmp/x', '/tmp/y'), () => vm.delete('/tmp/x'),
      () => vm.deleteFile('/tmp/x'), () => vm.remove('/tmp/x'), () => vm.filesystem.readFile('/tmp/x'),
    ];
    for (const call of calls) {
      const err = await call().then(() => null, (e) => e);
      expect(err).toBeInstanceOf(AgentOsError);
      expect(err.code).toBe('EDISPOSED');
      expect(err.message).toMatch(/^EDISPOSED: /);
    }
  });

  it('concurrent dispose calls all resolve', async () => {
    const vm = await bootVm();
    await Promise.all([vm.dispose(), vm.dispose(), vm.dispose()]);
  });
});

describe('AgentOs.create options', () => {
  it('rejects malformed options with EINVAL naming the option path', async () => {
    const cases = [
      [{ env: { FOO: 1 } }, 'EINVAL: options.env.FOO must be a string'],
      [{ env: 'FOO=1' }, /^EINVAL: options\.env /],
      [{ cwd: 7 }, 'EINVAL: options.cwd must be a string'],
      [{ software: 'common' }, 'EINVAL: options.software must be an array'],
      [{ software: [42] }, /^EINVAL: options\.software\[0\] /],
      [{ software: [[{}, { commandDir: 5 }]] }, /^EINVAL: options\.software\[0\]\[0\] /],
      [{ software: [{ name: 'x', commands: [{ name: 1 }], commandDir: '/tmp' }] }, 'EINVAL: options.software[0].commands[0].name must be a string'],
      [{ software: [{ type: 'weird', commandDir: '/tmp' }] }, /^EINVAL: options\.software\[0\]\.type /],
      [{ limits: { maxProcesses: 0 } }, 'EINVAL: options.limits.maxProcesses must be a positive integer'],
      [{ limits: { resources: { maxOpenFds: 1.5 } } }, 'EINVAL: options.limits.resources.maxOpenFds must be a positive integer'],
      [{ limits: { execTimeoutMs: -1 } }, 'EINVAL: options.limits.execTimeoutMs must be a non-negative integer'],
      ['not an object', 'EINVAL: options must be an object'],
    ];
    for (const [options, message] of cases) {
      const err = await AgentOs.create(options).then(() => null, (e) => e);
      expect(err, JSON.stringify(options)).toBeInstanceOf(AgentOsError);
      expect(err.code).toBe('EINVAL');
      if (typeof message === 'string') expect(err.message).toBe(message);
      else expect(err.message).toMatch(message);
    }
  });

  it('rejects features that are not implemented yet with ENOSYS (no silent ignoring)', async () => {
    const cases = [
      { mounts: [{ path: '/mnt/x', plugin: { id: 'nfs', config: {} } }] },
      // Clients that only work through their own fetch function (SDK placeholder URL).
      { sandbox: { client: { baseUrl: 'http://sandbox-agent' } } },
    ];
    for (const options of cases) {
      const err = await AgentOs.create(options).then(() => null, (e) => e);
      expect(err, JSON.stringify(options)).toBeInstanceOf(AgentOsError);
      expect(err.code).toBe('ENOSYS');
      expect(err.message).toMatch(/^ENOSYS: .*not implemented yet/);
    }
  });

  it('accepts empty feature lists, unknown keys and limits', async () => {
    const vm = await AgentOs.create({
      software: [common], bindings: [], toolKits: [], mounts: [],
      loopbackExemptPorts: [3000], additionalInstructions: 'ignored',
      limits: { maxProcesses: 64, execTimeoutMs: 0, resources: { maxFilesystemBytes: 64 * 1024 * 1024 }, unknownLimit: 1 },
    });
    try {
      expect((await vm.exec('echo ok')).stdout).toBe('ok\n');
    } finally {
      await vm.dispose();
    }
  });

  it('cwd option: created if missing and recorded as PWD', async () => {
    const vm = await bootVm({ cwd: '/work/project' });
    try {
      expect((await vm.stat('/work/project')).isDirectory).toBe(true);
      // The published shell resets PWD to its libc cwd `/` (guest-abi.md 8), so the kernel cwd is
      // not observable from its output; exec must still succeed in both directories.
      expect((await vm.exec('true')).exitCode).toBe(0);
      expect((await vm.exec('true', { cwd: '/tmp' })).exitCode).toBe(0);
      await expect(vm.exec('true', { cwd: '/nope' })).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await vm.dispose();
    }
  });
});

describe('software descriptors', () => {
  it('the registry shape registers every listed command (common: 125)', async () => {
    const vm = await bootVm();
    try {
      const bin = await vm.readdir('/bin');
      for (const name of ['sh', 'bash', 'cat', 'more', '[', 'grep', 'egrep', 'awk', 'find', 'xargs', 'diff', 'tar', 'gzip', 'zcat', 'sed']) {
        expect(bin).toContain(name);
      }
    } finally {
      await vm.dispose();
    }
  });

  it('nested arrays are flattened; later entries override earlier ones', async () => {
    // `wc` replaced by a copy of `true`: prints nothing, exits 0.
    const dir = commandDir('override', { wc: 'true' });
    const vm = await AgentOs.create({ software: [[common], [[{ commandDir: dir }]]] });
    try {
      expect(await vm.exec('echo hi | wc -c')).toMatchObject({ exitCode: 0, stdout: '' });
    } finally {
      await vm.dispose();
    }
  });

  it('typed and bare shapes: every file not starting with _ or . is a command; aliases', async () => {
    const dir = commandDir('typed', { sh: 'sh', cat: 'cat', _private: 'cat', '.dotfile': 'cat' });
    const vm = await AgentOs.create({
      software: [{ type: 'wasm-commands', commandDir: dir, aliases: { kitty: 'cat' }, permissions: { readOnly: ['cat'], full: '*' } }],
    });
    try {
      const bin = await vm.readdir('/bin');
      expect(bin).toEqual(expect.arrayContaining(['sh', 'cat', 'kitty']));
      expect(bin).not.toContain('_private');
      expect(bin).not.toContain('.dotfile');
      expect(await vm.exec('echo typed | cat')).toMatchObject({ exitCode: 0, stdout: 'typed\n' });
    } finally {
      await vm.dispose();
    }
  });

  it('agent and tool packages are skipped with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const vm = await AgentOs.create({ software: [{ type: 'agent', name: 'pi' }, { type: 'tool', name: 'x' }] });
      await vm.dispose();
      expect(warn).toHaveBeenCalledTimes(2);
      expect(String(warn.mock.calls[0][0])).toMatch(/not supported/);
    } finally {
      warn.mockRestore();
    }
  });

  it('a command file that is not WASM rejects ENOEXEC naming the file', async () => {
    const dir = commandDir('notwasm', { bogus: Buffer.from('this is not a wasm module\n') });
    const err = await AgentOs.create({ software: [{ commandDir: dir }] }).then(() => null, (e) => e);
    expect(err).toBeInstanceOf(AgentOsError);
    expect(err.code).toBe('ENOEXEC');
    expect(err.message).toContain(path.join(dir, 'bogus'));
  });

  it('a listed command without a file rejects ENOENT naming the file', async () => {
    const dir = commandDir('missing', { sh: 'sh' });
    const pkg = { name: 'broken', commands: [{ name: 'sh' }, { name: 'ghost' }], get commandDir() { return dir; } };
    const err = await AgentOs.create({ software: [pkg] }).then(() => null, (e) => e);
    expect(err).toBeInstanceOf(AgentOsError);
    expect(err.code).toBe('ENOENT');
    expect(err.message).toContain(path.join(dir, 'ghost'));
  });

  it('a missing commandDir rejects ENOENT', async () => {
    await expect(AgentOs.create({ software: [{ commandDir: path.join(scratch, 'does-not-exist') }] }))
      .rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('an invalid command name rejects EINVAL', async () => {
    const dir = commandDir('badname', { 'bad name': 'true' });
    await expect(AgentOs.create({ software: [{ commandDir: dir }] })).rejects.toMatchObject({ code: 'EINVAL' });
  });
});

describe('binding helpers and client placeholder', () => {
  it('toolKit maps tools to bindings; hostTool is the identity', () => {
    const def = { description: 'd', inputSchema: {}, execute: () => 1 };
    expect(hostTool(def)).toBe(def);
    expect(toolKit({ name: 'g', description: 'group', tools: { t: def } })).toEqual({ name: 'g', description: 'group', bindings: { t: def } });
  });

  it('@rivet-dev/agentos/client returns a RivetKit client with namespaced handle accessors', () => {
    const client = createClient({ endpoint: 'http://127.0.0.1:1' });
    const handle = client.vm.getOrCreate('k');
    expect(typeof handle.exec).toBe('function');
    expect(typeof handle.filesystem.writeFile).toBe('function');
    expect(typeof handle.process.wait).toBe('function');
    expect(Object.keys(handle.process)).toContain('spawn');
  });
});
