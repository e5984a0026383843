// Permissions (api.md 7, issue 7): the policy is enforced in the kernel for every guest operation,
// run here by the real published shell and coreutils. The host API stays trusted unless
// `permissions.applyToHost` is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentOsError } from '../index.mjs';
import { bootVm } from './vm.mjs';

// Coreutils say "Permission denied"; the published rm and mv print their message keys instead
// (`rm-error-cannot-remove-permission-denied`, `mv-error-permission-denied`, see README).
const DENIED = /Permission denied|permission-denied/i;
const WRITE_OPS = ['write', 'create_dir', 'rm', 'rename', 'symlink', 'chmod', 'truncate'];
const out = (r) => `${r.stdout}${r.stderr}`;

describe('fs rules: allow read of /data/**, deny write of /data/secret/**', () => {
  let vm;
  beforeAll(async () => {
    vm = await bootVm({
      permissions: {
        fs: {
          default: 'allow',
          rules: [
            { mode: 'allow', operations: ['read'], paths: ['/data/**'] },
            { mode: 'deny', operations: WRITE_OPS, paths: ['/data/secret/**'] },
          ],
        },
        childProcess: 'allow',
        env: 'allow',
      },
    });
    // The host API is trusted (no applyToHost): it may write below /data/secret.
    await vm.writeFile('/data/secret/key', 'k1\n');
    await vm.writeFile('/data/public/a', 'a\n');
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('cat reads below /data, the secret directory included', async () => {
    expect(await vm.exec('cat /data/secret/key /data/public/a')).toMatchObject({ exitCode: 0, stdout: 'k1\na\n' });
  });

  it('echo > into /data/secret fails with Permission denied; elsewhere it works', async () => {
    expect(await vm.exec('echo ok > /data/public/b && cat /data/public/b')).toMatchObject({ exitCode: 0, stdout: 'ok\n' });
    for (const target of ['/data/secret/key', '/data/secret/new', '/data/public/../secret/key', '/data//secret/./key']) {
      const r = await vm.exec(`echo x > ${target}`);
      expect(r.exitCode, target).not.toBe(0);
      expect(out(r), target).toMatch(DENIED);
    }
    expect(await vm.readFile('/data/secret/key')).toEqual(new TextEncoder().encode('k1\n'));
    expect(await vm.exists('/data/secret/new')).toBe(false);
  });

  it('rm fails and the file stays', async () => {
    const r = await vm.exec('rm /data/secret/key');
    expect(r.exitCode).not.toBe(0);
    expect(out(r)).toMatch(DENIED);
    expect(await vm.exists('/data/secret/key')).toBe(true);
    const rf = await vm.exec('rm -rf /data/secret');
    expect(rf.exitCode).not.toBe(0);
    expect(await vm.exists('/data/secret/key')).toBe(true);
  });

  it('mv out of /data/secret fails; mv within /data/public works', async () => {
    const r = await vm.exec('mv /data/secret/key /tmp/key');
    expect(r.exitCode).not.toBe(0);
    expect(out(r)).toMatch(DENIED);
    // The source stays. (The published mv falls back to copy + unlink when rename fails; the
    // copy may appear because reading the secret file is allowed — the unlink is not.)
    expect(await vm.exists('/data/secret/key')).toBe(true);
    expect(await vm.exec('mv /data/public/a /data/public/a2 && cat /data/public/a2')).toMatchObject({ exitCode: 0, stdout: 'a\n' });
  });

  it('ln -s to a secret file works, but writing through the link fails', async () => {
    const ln = await vm.exec('ln -s /data/secret/key /tmp/link');
    expect(ln.exitCode).toBe(0);
    expect(await vm.exec('cat /tmp/link')).toMatchObject({ exitCode: 0, stdout: 'k1\n' });
    for (const cmd of ['echo x > /tmp/link', 'echo x >> /tmp/link', 'ln -s /data/secret /tmp/dirlink && echo x > /tmp/dirlink/key']) {
      const r = await vm.exec(cmd);
      expect(r.exitCode, cmd).not.toBe(0);
      expect(out(r), cmd).toMatch(DENIED);
    }
    expect(await vm.readFile('/data/secret/key')).toEqual(new TextEncoder().encode('k1\n'));
  });

  it('mkdir, touch and hard links into /data/secret fail', async () => {
    for (const cmd of ['mkdir /data/secret/d', 'touch /data/secret/t', 'ln /data/secret/key /tmp/hard']) {
      const r = await vm.exec(cmd);
      expect(r.exitCode, cmd).not.toBe(0);
    }
    expect(await vm.exists('/data/secret/d')).toBe(false);
    expect(await vm.exists('/data/secret/t')).toBe(false);
    expect(await vm.exists('/tmp/hard')).toBe(false);
  });
});

describe('renaming a parent directory does not carry files out from under a rule', () => {
  it('mv /data /elsewhere is denied while /data/secret/** is denied; the secret stays unread', async () => {
    const vm = await bootVm({
      permissions: {
        fs: { default: 'allow', rules: [{ mode: 'deny', paths: ['/data/secret/**'] }] },
        childProcess: 'allow',
        env: 'allow',
      },
    });
    try {
      await vm.writeFile('/data/secret/key.txt', 'TOPSECRET\n');
      await vm.writeFile('/data/open.txt', 'open\n');
      const r = await vm.exec('mv /data /data2; cat /data2/secret/key.txt /data/secret/key.txt');
      expect(r.stdout).not.toContain('TOPSECRET');
      expect(await vm.exists('/data/secret/key.txt')).toBe(true);
      // Directories without a rule below them still move.
      expect((await vm.exec('mkdir /tmp/a && mv /tmp/a /tmp/b && ls -d /tmp/b')).stdout).toBe('/tmp/b\n');
    } finally {
      await vm.dispose();
    }
  });
});

describe('childProcess rule denying tar', () => {
  let vm;
  beforeAll(async () => {
    vm = await bootVm({
      permissions: {
        fs: 'allow',
        env: 'allow',
        childProcess: { default: 'allow', rules: [{ mode: 'deny', operations: ['spawn'], patterns: ['tar'] }] },
      },
    });
    await vm.writeFile('/home/agentos/data/f', 'x');
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('tar prints Permission denied and exits non-zero; sh and ls work', async () => {
    const r = await vm.exec('tar cf /tmp/a.tar -C /home/agentos data');
    expect(r.exitCode).not.toBe(0);
    expect(out(r)).toMatch(DENIED);
    expect(await vm.exists('/tmp/a.tar')).toBe(false);
    expect(await vm.exec('ls /home/agentos/data')).toMatchObject({ exitCode: 0, stdout: 'f\n' });
    expect(await vm.exec("sh -c 'echo nested'")).toMatchObject({ exitCode: 0, stdout: 'nested\n' });
    // Through a path too: the resource is the registered command name.
    const byPath = await vm.exec('/bin/tar --help');
    expect(byPath.exitCode).not.toBe(0);
    expect(out(byPath)).toMatch(DENIED);
  });

  it('the trusted host API may still spawn tar', async () => {
    const { pid } = vm.spawn('tar', ['--help']);
    expect(await vm.waitProcess(pid)).toBe(0);
  });
});

describe('binding rule allowing weather:forecast only', () => {
  let vm;
  const calls = [];
  const def = (name) => ({
    description: name,
    inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
    execute: async (input) => {
      calls.push(name);
      return { name, city: input.city };
    },
  });
  beforeAll(async () => {
    vm = await bootVm({
      bindings: [{ name: 'weather', description: 'Weather', bindings: { forecast: def('forecast'), current: def('current') } }],
      permissions: {
        fs: 'allow',
        childProcess: 'allow',
        env: 'allow',
        tool: { default: 'deny', rules: [{ mode: 'allow', operations: ['invoke'], patterns: ['weather:forecast'] }] },
      },
    });
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('forecast runs, current is denied before parsing with the exact message', async () => {
    const ok = await vm.exec('agentos-weather forecast --city Paris');
    expect(ok).toMatchObject({ exitCode: 0 });
    expect(JSON.parse(ok.stdout)).toEqual({ ok: true, result: { name: 'forecast', city: 'Paris' } });
    for (const cmd of ['agentos-weather current --city Paris', 'agentos weather current --no-such-flag', 'agentos-weather current --help']) {
      const r = await vm.exec(cmd);
      expect(r, cmd).toMatchObject({ exitCode: 1, stdout: '', stderr: 'EACCES: blocked by binding.invoke policy for weather:current\n' });
    }
    expect(calls).toEqual(['forecast']);
    // Listing is not an invocation.
    expect(await vm.exec('agentos list-bindings')).toMatchObject({ exitCode: 0 });
  });
});

describe('env rule allowing PATH and HOME only', () => {
  let vm;
  beforeAll(async () => {
    vm = await bootVm({
      env: { SECRET: 's3cret' },
      permissions: { fs: 'allow', childProcess: 'allow', env: { rules: [{ mode: 'allow', patterns: ['PATH', 'HOME'] }] } },
    });
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('printenv SECRET prints nothing; env shows only PATH and HOME', async () => {
    const r = await vm.exec('printenv SECRET');
    expect(r.stdout).toBe('');
    expect(r.exitCode).not.toBe(0);
    expect(await vm.exec('printenv HOME')).toMatchObject({ exitCode: 0, stdout: '/home/agentos\n' });
    const env = await vm.exec('env');
    const names = env.stdout.trim().split('\n').map((l) => l.split('=')[0]).sort();
    expect(names).toEqual(['HOME', 'PATH']);
    // Per-call variables pass the same policy.
    expect((await vm.exec('printenv SECRET', { env: { SECRET: 'again' } })).stdout).toBe('');
    expect((await vm.exec('echo "[$SECRET]"')).stdout).toBe('[]\n');
  });

  it('without a policy the same variable is visible (control)', async () => {
    const open = await bootVm({ env: { SECRET: 's3cret' } });
    try {
      expect(await open.exec('printenv SECRET')).toMatchObject({ exitCode: 0, stdout: 's3cret\n' });
    } finally {
      await open.dispose();
    }
  });
});

describe('defaults and validation', () => {
  it('an object is merged over the baseline: unlisted scopes stay allowed, network denied', async () => {
    const vm = await bootVm({ env: { SECRET: 's' }, permissions: { fs: { default: 'allow', rules: [{ mode: 'deny', paths: ['/etc/**'] }] } } });
    try {
      const r = await vm.exec('echo "[$SECRET]"; ls / >/dev/null && echo listed; cat /etc/hostname');
      expect(r.stdout).toBe('[s]\nlisted\n');
      expect(r.stderr).toMatch(DENIED);
    } finally {
      await vm.dispose();
    }
  });

  it('explicit "deny" entries deny those scopes to guests (the pre-merge behaviour)', async () => {
    const permissions = { fs: 'allow', childProcess: 'deny', env: 'deny', process: 'deny', binding: 'deny', network: 'deny' };
    const vm = await bootVm({ env: { SECRET: 's' }, permissions });
    try {
      // The host starts sh (trusted); the guest shell may not spawn, and sees no variables.
      const r = await vm.exec('echo "[$SECRET]"; ls /');
      expect(r.stdout).toBe('[]\n');
      expect(r.stderr).toMatch(DENIED);
      expect(r.exitCode).not.toBe(0);
    } finally {
      await vm.dispose();
    }
  });

  it('invalid policies reject with EINVAL naming the field', async () => {
    const cases = [
      [{ fs: { rules: [{ mode: 'allow' }, { mode: 'deny', operations: ['wrte'] }] } }, 'options.permissions.fs.rules[1].operations[0]'],
      [{ filesystem: 'allow' }, 'options.permissions.filesystem'],
      [{ network: { rules: [{ mode: 'allow', patterns: ['tcp://[oops'] }] } }, 'options.permissions.network.rules[0].patterns[0]'],
      [{ fs: { rules: [{ mode: 'allow', paths: ['relative/**'] }] } }, 'options.permissions.fs.rules[0].paths[0]'],
      [{ env: { rules: [{ mode: 'allow', patterns: [] }] } }, 'options.permissions.env.rules[0].patterns'],
      [{ childProcess: 'sometimes' }, 'options.permissions.childProcess'],
    ];
    for (const [permissions, field] of cases) {
      const err = await bootVm({ permissions }).then(() => null, (e) => e);
      expect(err, field).toBeInstanceOf(AgentOsError);
      expect(err.code, field).toBe('EINVAL');
      expect(err.message.startsWith(`EINVAL: ${field} `), err.message).toBe(true);
    }
  });
});

describe('applyToHost: the host API obeys the same rules', () => {
  let vm;
  beforeAll(async () => {
    vm = await bootVm({
      permissions: {
        applyToHost: true,
        fs: { default: 'allow', rules: [{ mode: 'deny', operations: WRITE_OPS, paths: ['/data/secret/**'] }] },
        process: 'deny',
        childProcess: 'deny',
      },
    });
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('mounting a JS driver checks the policy like any other mount', async () => {
    const driver = { readFile: async () => 'x', writeFile: async () => {}, readDir: async () => [], stat: async () => ({ isDirectory: true }) };
    await expect(vm.mountFs('/data/secret/mnt', driver)).rejects.toMatchObject({ code: 'EACCES' });
  });

  it('writes below /data/secret reject with EACCES and the spec message', async () => {
    await vm.writeFile('/data/open/a', 'a');
    const err = await vm.writeFile('/data/secret/x', 'x').then(() => null, (e) => e);
    expect(err).toBeInstanceOf(AgentOsError);
    expect(err.code).toBe('EACCES');
    expect(err.message).toBe('EACCES: permission denied, /data/secret/x: blocked by fs.write policy');
    expect((await vm.mkdir('/data/secret/d', { recursive: true }).catch((e) => e)).code).toBe('EACCES');
    expect((await vm.move('/data/open/a', '/data/secret/a').catch((e) => e)).code).toBe('EACCES');
    expect(await vm.exists('/data/secret')).toBe(false);
    expect(await vm.readFile('/data/open/a')).toEqual(new TextEncoder().encode('a'));
  });

  it('exec and spawn need childProcess.spawn (denied here)', async () => {
    const err = await vm.exec('echo hi').then(() => null, (e) => e);
    expect(err).toBeInstanceOf(AgentOsError);
    expect(err.message).toBe('EACCES: permission denied, sh: blocked by childProcess.spawn policy');
    expect(() => vm.spawn('ls', ['/'])).toThrow(/^EACCES: permission denied, ls: blocked by childProcess.spawn policy$/);
  });

  it('process listings need process.inspect', async () => {
    expect(() => vm.listProcesses()).toThrow(/EACCES: permission denied, process:\/\/snapshot: blocked by process.inspect policy/);
  });
});
