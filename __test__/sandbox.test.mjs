// Sandbox mounting (sandbox.md, issue 5) against the real Sandbox Agent 0.4.2 server binary from
// @sandbox-agent/cli-linux-x64: the `local()` provider starts it, the explicit forms talk to a
// server this file starts itself. Nothing is mocked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AgentOs } from '../index.mjs';
import { createSandboxBindings, createSandboxFs, docker, local } from '@rivet-dev/agentos-sandbox';
import { bootVm } from './vm.mjs';
import { startSandboxServer } from '../scripts/sandbox-server.mjs';
import { serverPids } from './sandbox-procs.mjs';

const text = (bytes) => new TextDecoder().decode(bytes);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));


async function waitFor(fn, ms, what) {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Starts the real server by hand (the explicit/client forms own their server). */
const startServer = (token) => startSandboxServer(token);

describe('local() provider: mount and agentos-sandbox commands', () => {
  let vm;
  beforeAll(async () => {
    vm = await bootVm({ sandbox: { provider: local() } });
  });
  afterAll(async () => {
    await vm?.dispose();
  });

  it('starts lazily: no server before the first touch', async () => {
    expect(serverPids()).toEqual([]);
    const bwrap = (process.env.PATH ?? '').split(':').some((d) => d && fs.existsSync(path.join(d, 'bwrap')));
    // local() defaults to bubblewrap where it is installed (and works); listMounts says which.
    expect(await vm.listMounts()).toContainEqual({ path: '/mnt/sandbox', kind: 'sandbox_agent', readOnly: false, isolation: bwrap ? 'bwrap' : 'none' });
  });

  it('a file written by the guest is read by a sandboxed cat; exit statuses pass through', async () => {
    const w = await vm.exec('mkdir -p /mnt/sandbox/app && echo hi > /mnt/sandbox/app/a.txt');
    expect(w.stderr).toBe('');
    expect(w.exitCode).toBe(0);
    expect(serverPids()).toHaveLength(1);
    const r = await vm.exec('agentos-sandbox run-command --command cat --args app/a.txt');
    expect(r).toMatchObject({ exitCode: 0, stdout: 'hi\n' });
    const three = await vm.exec("agentos-sandbox run-command --command sh --args -c --args 'echo out; echo err >&2; exit 3'");
    expect(three.exitCode).toBe(3);
    expect(three.stdout).toBe('out\n');
    expect(three.stderr).toContain('err\n');
    // A whole command line without --args runs through the sandbox's sh -c.
    const line = await vm.exec('agentos-sandbox run-command --command "echo hello world"');
    expect(line).toMatchObject({ exitCode: 0, stdout: 'hello world\n' });
  });

  it('--output-json gives the envelope; a timeout exits 124', async () => {
    const r = await vm.exec("agentos-sandbox run-command --command sh --args -c --args 'echo x; exit 2' --output-json");
    expect(r.exitCode).toBe(0);
    const env = JSON.parse(r.stdout);
    expect(env.ok).toBe(true);
    expect(env.result).toMatchObject({ stdout: 'x\n', stderr: '', exitCode: 2, timedOut: false, stdoutTruncated: false, stderrTruncated: false });
    expect(typeof env.result.durationMs).toBe('number');
    const t = await vm.exec('agentos-sandbox run-command --command sleep --args 5 --timeout-ms 200');
    expect(t.exitCode).toBe(124);
    expect(t.stderr).toContain('timed out');
  });

  it('files made by sandbox processes are seen by guest ls -l and vm.readFile', async () => {
    const r = await vm.exec("agentos-sandbox run-command --command sh --args -c --args 'printf made > app/b.txt'");
    expect(r.exitCode).toBe(0);
    const ls = await vm.exec('ls -l /mnt/sandbox/app');
    expect(ls.exitCode).toBe(0);
    expect(ls.stdout).toContain('b.txt');
    expect(text(await vm.readFile('/mnt/sandbox/app/b.txt'))).toBe('made');
  });

  it('background processes: create, send input, read logs, kill, list', async () => {
    const c = await vm.exec(`agentos-sandbox create-process --command sh --args -c --args 'while read l; do echo got:$l; done'`);
    expect(c.exitCode).toBe(0);
    const proc = JSON.parse(c.stdout).result;
    expect(proc).toMatchObject({ command: 'sh', status: 'running' });
    expect(proc.id).toMatch(/^proc_\d+$/);
    // --data is sent verbatim; the JSON form carries the newline `read` needs.
    const s = await vm.exec(`agentos-sandbox send-input --json '{"id":"${proc.id}","data":"yes\\n"}'`);
    expect(s).toMatchObject({ exitCode: 0, stdout: '{"ok":true,"result":{"sent":true}}\n' });
    const alias = await vm.exec(`agentos-sandbox send-input --id ${proc.id} --input again`);
    expect(alias.exitCode).toBe(0);
    const logs = await waitFor(async () => {
      const l = await vm.exec(`agentos-sandbox get-process-logs --id ${proc.id} --stream stdout`);
      const entries = JSON.parse(l.stdout).result.logs;
      return entries.some((e) => e.data.includes('got:yes')) ? entries : null;
    }, 5000, 'got:yes in the logs');
    expect(logs[0]).toMatchObject({ stream: 'stdout' });
    expect(typeof logs[0].timestampMs).toBe('number');
    const k = await vm.exec(`agentos-sandbox kill-process --id ${proc.id}`);
    expect(k.exitCode).toBe(0);
    expect(JSON.parse(k.stdout).result).toMatchObject({ id: proc.id, status: 'exited', exitCode: null });
    const list = JSON.parse((await vm.exec('agentos-sandbox list-processes')).stdout).result.processes;
    expect(list.find((p) => p.id === proc.id)).toMatchObject({ status: 'exited', command: 'sh' });
    const missing = await vm.exec('agentos-sandbox kill-process --id proc_999');
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain('sandbox request failed: 404 Not Found: not found: process proc_999');
  });

  it('a 10 MiB random file round-trips byte-exact in both directions', async () => {
    const data = randomBytes(10 * 1024 * 1024);
    await vm.writeFile('/mnt/sandbox/big.bin', data);
    const r = await vm.exec('cp /mnt/sandbox/big.bin /tmp/big.bin && cp /tmp/big.bin /mnt/sandbox/big2.bin');
    expect(r.exitCode).toBe(0);
    expect(Buffer.from(await vm.readFile('/tmp/big.bin')).equals(data)).toBe(true);
    expect(Buffer.from(await vm.readFile('/mnt/sandbox/big2.bin')).equals(data)).toBe(true);
    const sum = await vm.exec('agentos-sandbox run-command --command cmp --args big.bin --args big2.bin');
    expect(sum.exitCode).toBe(0);
  });

  it('tar of a folder on the mount, sed -i on a mounted file', async () => {
    const t = await vm.exec('tar cf - -C /mnt/sandbox app | gzip > /tmp/app.tgz && gunzip -c /tmp/app.tgz | tar tf -');
    expect(t.exitCode).toBe(0);
    expect(t.stdout).toContain('app/a.txt');
    const s = await vm.exec('sed -i -e s/hi/bye/ /mnt/sandbox/app/a.txt && cat /mnt/sandbox/app/a.txt');
    expect(s).toMatchObject({ exitCode: 0, stdout: 'bye\n' });
    const seen = await vm.exec('agentos-sandbox run-command --command cat --args app/a.txt');
    expect(seen.stdout).toBe('bye\n');
  });

  it('POSIX errors: ENOENT, EEXIST, ENOTEMPTY, EISDIR', async () => {
    await expect(vm.readFile('/mnt/sandbox/nope')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(vm.mkdir('/mnt/sandbox/app')).rejects.toMatchObject({ code: 'EEXIST' });
    await expect(vm.mkdir('/mnt/sandbox/no/such')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(vm.delete('/mnt/sandbox/app')).rejects.toMatchObject({ code: 'ENOTEMPTY' });
    await expect(vm.readFile('/mnt/sandbox/app')).rejects.toMatchObject({ code: 'EISDIR' });
    const cat = await vm.exec('cat /mnt/sandbox/nope');
    expect(cat.exitCode).not.toBe(0);
    await vm.move('/mnt/sandbox/app/b.txt', '/mnt/sandbox/app/c.txt');
    expect(await vm.readdir('/mnt/sandbox/app')).toEqual(['a.txt', 'c.txt']);
  });
});

describe('faults', () => {
  it('a killed server: the writer gets EIO within timeoutMs and the VM stays usable', async () => {
    const vm = await bootVm({ sandbox: { provider: local(), timeoutMs: 3000 } });
    try {
      await vm.writeFile('/mnt/sandbox/x.txt', 'before');
      const [pid] = serverPids();
      expect(pid).toBeGreaterThan(0);
      // A guest holds the file open for writing while the server dies.
      const writer = vm.spawn('sh', ['-c', 'cat > /mnt/sandbox/stream.txt']);
      await vm.writeProcessStdin(writer.pid, 'part one\n');
      // The guest has opened (created) the file before the server dies.
      await waitFor(() => vm.exists('/mnt/sandbox/stream.txt'), 10_000, 'the writer to open its file');
      process.kill(pid, 'SIGKILL');
      await waitFor(() => !serverPids().includes(pid), 5000, 'the server to die');
      const t0 = Date.now();
      await expect(vm.writeFile('/mnt/sandbox/x.txt', 'after')).rejects.toMatchObject({ code: 'EIO' });
      expect(Date.now() - t0).toBeLessThan(3000);
      vm.closeProcessStdin(writer.pid);
      expect(typeof (await vm.waitProcess(writer.pid))).toBe('number');
      expect((await vm.exec('echo still here')).stdout).toBe('still here\n');
      // The dead server is forgotten: the next use starts a new one (its files are gone).
      await vm.writeFile('/mnt/sandbox/z.txt', 'again');
      expect(text(await vm.readFile('/mnt/sandbox/z.txt'))).toBe('again');
      await expect(vm.readFile('/mnt/sandbox/x.txt')).rejects.toMatchObject({ code: 'ENOENT' });
      const [next] = serverPids();
      expect(next).toBeGreaterThan(0);
      expect(next).not.toBe(pid);
    } finally {
      await vm.dispose();
    }
  });

  it('startupTimeoutMs exceeded: SandboxStartupError on the host, EIO in the guest, exit 1 for commands', async () => {
    const vm = await bootVm({ sandbox: { provider: local(), startupTimeoutMs: 1 } });
    try {
      const err = await vm.readFile('/mnt/sandbox/a').catch((e) => e);
      expect(err.code).toBe('EIO');
      expect(err.message).toContain('SandboxStartupError');
      const g = await vm.exec('cat /mnt/sandbox/a');
      expect(g.exitCode).not.toBe(0);
      const c = await vm.exec('agentos-sandbox list-processes');
      expect(c.exitCode).toBe(1);
      expect(c.stderr).toContain('SandboxStartupError: local sandbox did not become healthy within 1 ms');
      // The half-started servers were killed (SIGKILL as the start was abandoned).
      await waitFor(() => serverPids().length === 0, 3000, 'the half-started servers to die');
    } finally {
      await vm.dispose();
    }
  });

  it('idle stop and lazy restart; dispose leaves no server process', async () => {
    const vm = await bootVm({ sandbox: { provider: local(), idleTimeoutMs: 400 } });
    let second;
    try {
      await vm.writeFile('/mnt/sandbox/f', '1');
      const [first] = serverPids();
      expect(first).toBeGreaterThan(0);
      // Stopped and reaped (no zombie left).
      await waitFor(() => serverPids().length === 0 && !fs.existsSync(`/proc/${first}`), 5000, 'the idle stop');
      // A fresh sandbox: remote files are gone.
      await expect(vm.readFile('/mnt/sandbox/f')).rejects.toMatchObject({ code: 'ENOENT' });
      [second] = serverPids();
      expect(second).toBeGreaterThan(0);
      expect(second).not.toBe(first);
    } finally {
      await vm.dispose();
    }
    expect(serverPids()).toEqual([]);
    expect(fs.existsSync(`/proc/${second}`)).toBe(false);
  });
});

describe('explicit forms against a server the caller owns', () => {
  let server;
  const token = randomBytes(16).toString('hex');
  beforeAll(async () => {
    server = await startServer(token);
    fs.mkdirSync(path.join(server.home, 'proj'));
    fs.writeFileSync(path.join(server.home, 'proj', 'readme.txt'), 'hello from the host\n');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('createSandboxFs + createSandboxBindings; sandboxRoot maps the mount root', async () => {
    const client = { baseUrl: server.baseUrl, token };
    const vm = await bootVm({
      mounts: [{ path: '/sbx', plugin: createSandboxFs({ client, sandboxRoot: path.join(server.home, 'proj') }) }],
      bindings: [createSandboxBindings({ client })],
    });
    try {
      expect(text(await vm.readFile('/sbx/readme.txt'))).toBe('hello from the host\n');
      await vm.writeFile('/sbx/new.txt', 'n');
      expect(fs.readFileSync(path.join(server.home, 'proj', 'new.txt'), 'utf8')).toBe('n');
      const r = await vm.exec(`agentos-sandbox run-command --command cat --args ${path.join(server.home, 'proj', 'new.txt')}`);
      expect(r).toMatchObject({ exitCode: 0, stdout: 'n' });
      const help = JSON.parse((await vm.exec('agentos list-bindings')).stdout).result.bindings;
      expect(help).toContainEqual({
        name: 'sandbox',
        description: 'Execute commands and manage processes in a remote sandbox environment.',
        commands: ['create-process', 'get-process-logs', 'kill-process', 'list-processes', 'run-command', 'send-input', 'stop-process'],
      });
    } finally {
      await vm.dispose();
    }
    // The caller's server is not disposed with the VM.
    expect((await fetch(`${server.baseUrl}/v1/health`, { headers: { authorization: `Bearer ${token}` } })).ok).toBe(true);
  });

  it('accepts client objects shaped like the SandboxAgent SDK (baseUrl, token, defaultHeaders)', async () => {
    // The SDK keeps these as (TypeScript-private) instance fields; defaultHeaders is a HeadersInit.
    class SdkLike {
      constructor(baseUrl, tok) {
        this.baseUrl = baseUrl;
        this.token = tok;
        this.defaultHeaders = new Headers({ 'x-agentos-test': '1' });
      }
    }
    const vm = await bootVm({ sandbox: { client: new SdkLike(server.baseUrl, token), sandboxRoot: 'proj' } });
    try {
      // A relative sandboxRoot resolves against the server's home directory.
      expect(text(await vm.readFile('/mnt/sandbox/readme.txt'))).toBe('hello from the host\n');
    } finally {
      await vm.dispose();
    }
  });

  it('a wrong token is EACCES; readOnly is EROFS without the server', async () => {
    const vm = await bootVm({
      mounts: [
        { path: '/bad', plugin: createSandboxFs({ client: { baseUrl: server.baseUrl, token: 'wrong' } }) },
        { path: '/ro', plugin: createSandboxFs({ client: { baseUrl: server.baseUrl, token } }), readOnly: true },
      ],
    });
    try {
      await expect(vm.readFile('/bad/etc/hostname')).rejects.toMatchObject({ code: 'EACCES' });
      await expect(vm.writeFile('/ro/x', 'x')).rejects.toMatchObject({ code: 'EROFS' });
    } finally {
      await vm.dispose();
    }
  });

  it('the client form of the sandbox option and its dispose hook', async () => {
    let disposed = 0;
    const client = { baseUrl: server.baseUrl, token, dispose: () => { disposed += 1; } };
    const vm = await bootVm({ sandbox: { client, dispose: true, mountPath: '/home/agentos/sandbox', sandboxRoot: server.home } });
    const r = await vm.exec('cat /home/agentos/sandbox/proj/readme.txt');
    expect(r.stdout).toBe('hello from the host\n');
    await vm.dispose();
    expect(disposed).toBe(1);
  });
});

describe('option validation', () => {
  it('rejects bad sandbox options', async () => {
    await expect(bootVm({ sandbox: {} })).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(bootVm({ sandbox: { provider: local(), client: { baseUrl: 'http://127.0.0.1:1' } } }))
      .rejects.toMatchObject({ code: 'EINVAL' });
    const group = { name: 'sandbox', description: 'mine', bindings: { x: { description: 'x', inputSchema: { type: 'object', properties: {} }, execute: () => 1 } } };
    await expect(bootVm({ sandbox: { provider: local() }, bindings: [group] })).rejects.toMatchObject({ code: 'EEXIST' });
    expect(docker()).toMatchObject({ kind: 'docker' });
    await expect(AgentOs.create({ sandbox: { provider: local({ isolation: 'chroot' }) } })).rejects.toMatchObject({ code: 'EINVAL' });
  });
});

describe('local({isolation: "bwrap"})', () => {
  const bwrap = (process.env.PATH ?? '').split(':').some((d) => d && fs.existsSync(path.join(d, 'bwrap')));
  it.skipIf(!bwrap)('runs the server under bubblewrap with the workdir as /', async () => {
    const vm = await bootVm({ sandbox: { provider: local({ isolation: 'bwrap' }) } });
    try {
      await vm.writeFile('/mnt/sandbox/app/a.txt', 'hi\n');
      const abs = await vm.exec('agentos-sandbox run-command --command cat --args /app/a.txt');
      expect(abs).toMatchObject({ exitCode: 0, stdout: 'hi\n' });
      const rel = await vm.exec('agentos-sandbox run-command --command cat --args app/a.txt');
      expect(rel).toMatchObject({ exitCode: 0, stdout: 'hi\n' });
      // The host's files outside the workdir are not there.
      const home = await vm.exec(`agentos-sandbox run-command --command ls --args ${JSON.stringify(process.cwd())}`);
      expect(home.exitCode).not.toBe(0);
    } finally {
      await vm.dispose();
    }
    expect(serverPids()).toEqual([]);
  });
  if (!bwrap && process.env.AGENTOS_REQUIRE_BWRAP === '1') {
    it('bubblewrap is installed (AGENTOS_REQUIRE_BWRAP=1, as .ci/run sets)', () => {
      throw new Error('bwrap is not on PATH, and the bwrap tests are required');
    });
  } else if (!bwrap) it('bwrap tests skipped: bubblewrap is not installed', () => {});
});
