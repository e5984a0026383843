// agentOS as a RivetKit actor (api.md section 11): the real `rivetkit` registry with its embedded
// engine on a free port, the real client, the real published WASM commands.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import common from '@rivet-dev/agent-os-common';
import { commandDir as oursCommandDir } from '@rivet-dev/agentos-common';
import { local } from '@rivet-dev/agentos-sandbox';
import { agentOS, setup } from '../index.mjs';
import { createClient } from '../client.mjs';
import { freePort, primed, stopEngines, uniqueKey } from './actor-harness.mjs';

const text = (data) => Buffer.from(data).toString();
/**
 * The events of `pid` (processOutput, and `{exit}` entries), each output event once: one produced
 * while a subscription is set up may arrive twice, with the same `seq`.
 */
function eventsOf(events, pid) {
  const seen = new Set();
  return events.filter((e) => {
    if (e.exit) return e.exit.pid === pid;
    if (e.pid !== pid || seen.has(e.seq)) return false;
    seen.add(e.seq);
    return true;
  });
}

describe('agentOS() actor', () => {
  let registry;
  let client;
  let endpoint;
  // Three instances for the whole file (each new key is a new actor placement by the engine).
  const keys = { main: uniqueKey('my-agent'), other: uniqueKey('isolated'), sleepy: uniqueKey('sleepy') };
  let booted = 0;

  let home;
  const savedHome = process.env.HOME;

  beforeAll(async () => {
    // The engine keeps its actors under $HOME/.rivetkit and wakes every one of them on start: a
    // fresh HOME per run keeps earlier runs' actors out of this one (the module cache stays).
    process.env.AGENTOS_MODULE_CACHE_DIR ??= path.join(os.homedir(), '.cache', 'agentos', 'modules');
    home = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-actor-home-'));
    process.env.HOME = home;
    const port = await freePort();
    const vm = agentOS({
      // Our guest HTTP server for the network.fetch action (one command, nothing else overridden).
      software: [common, { name: 'agentos-serve', commandDir: oursCommandDir, commands: [{ name: 'agentos-serve', permissionTier: 'full' }] }],
      bindings: [{
        name: 'greet',
        description: 'Greetings from the backend',
        bindings: { hello: { description: 'Say hello', inputSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] }, execute: ({ name }) => `hello ${name}` } },
      }],
      onVmBooted: () => { booted += 1; },
    });
    // Its own type with a short sleepTimeout for the sleep/wake test, so that the other
    // instances do not go to sleep between (or during) the actions of a test.
    const sleepy = agentOS({ software: [common], onVmBooted: () => { booted += 1; }, actorOptions: { sleepTimeout: 1500 } });
    // A second actor type whose instances each get a local() sandbox (sandbox.md 1).
    const sbx = agentOS({ software: [common], sandbox: { provider: local() } });
    registry = setup({ use: { vm, sbx, sleepy }, enginePort: port, logging: { level: 'warn' } });
    await registry.startAndWait();
    endpoint = `http://127.0.0.1:${port}`;
    client = createClient({ endpoint });
    await primed(client.vm.getOrCreate(keys.main));
    await primed(client.vm.getOrCreate(keys.other));
    await primed(client.sleepy.getOrCreate(keys.sleepy));
    await primed(client.sbx.getOrCreate(keys.main));
  }, 180_000);

  afterAll(async () => {
    await registry?.shutdown();
    process.env.HOME = savedHome;
    stopEngines();
    if (home) fs.rmSync(home, { recursive: true, force: true });
  });

  it('filesystem.writeFile then process.exec("cat …") returns the content; flat exec works too', async () => {
    const h = client.vm.getOrCreate(keys.main);
    await h.filesystem.writeFile('/home/agentos/a.txt', 'over the wire');
    const r = await h.process.exec('cat /home/agentos/a.txt');
    expect(r).toMatchObject({ exitCode: 0, stdout: 'over the wire', stderr: '' });
    expect((await h.exec('echo flat')).stdout).toBe('flat\n');
    const bytes = await h.readFile('/home/agentos/a.txt');
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(text(bytes)).toBe('over the wire');
    await h.writeFile('/home/agentos/b.bin', new Uint8Array([0, 255, 7]));
    expect([...(await h.filesystem.readFile('/home/agentos/b.bin'))]).toEqual([0, 255, 7]);
    expect(await h.filesystem.readdir('/home/agentos')).toEqual(expect.arrayContaining(['a.txt', 'b.bin']));
    expect((await h.exec('agentos-greet hello --name wire')).stdout).toBe('{"ok":true,"result":"hello wire"}\n');
  });

  it('network.fetch reaches a guest server on VM loopback and answers {status, headers, body}', async () => {
    const h = client.vm.getOrCreate(keys.main);
    await h.filesystem.writeFile('/home/agentos/www/hi.txt', 'hi over vm loopback');
    const { pid } = await h.process.spawn('agentos-serve', ['-p', '8080', '-d', '/home/agentos/www']);
    try {
      let res;
      for (let i = 0; i < 100 && res === undefined; i++) {
        res = await h.network.fetch(8080, { path: '/hi.txt' }).catch((e) => {
          if (!String(e.message).startsWith('ECONNREFUSED')) throw e;
          return new Promise((r) => setTimeout(r, 50));
        });
      }
      expect(res.status).toBe(200);
      expect(text(res.body)).toBe('hi over vm loopback');
      expect(res.headers).toEqual(expect.arrayContaining([['content-length', '19']]));
      const missing = await h.network.fetch(8080, '/nope');
      expect(missing.status).toBe(404);
      const refused = await h.network.fetch(8081, '/').catch((e) => e);
      expect(String(refused.message)).toMatch(/^ECONNREFUSED/);
    } finally {
      await h.process.kill(pid);
    }
  });

  it('a sandbox-enabled actor runs agentos-sandbox run-command through the client', async () => {
    const h = client.sbx.getOrCreate(keys.main);
    await h.filesystem.writeFile('/mnt/sandbox/app/hello.sh', 'echo hello from the sandbox\n');
    const r = await h.process.exec('agentos-sandbox run-command --command sh --args app/hello.sh');
    expect(r).toMatchObject({ exitCode: 0, stdout: 'hello from the sandbox\n' });
  });

  it('two clients on the same key share a VM; different keys are isolated', async () => {
    const secondClient = createClient(endpoint);
    await client.vm.getOrCreate(keys.main).writeFile('/home/agentos/shared.txt', 'same vm');
    expect(text(await secondClient.vm.getOrCreate(keys.main).readFile('/home/agentos/shared.txt'))).toBe('same vm');
    const otherKey = secondClient.vm.getOrCreate(keys.other);
    expect(await otherKey.exists('/home/agentos/shared.txt')).toBe(false);
  });

  it('bad input over the wire is a RivetKit error with our code; the actor stays alive', async () => {
    const h = client.vm.getOrCreate(keys.main);
    const relative = await h.readFile('relative/path').catch((e) => e);
    expect(relative).toMatchObject({ group: 'user', code: 'EINVAL' });
    expect(relative.message).toMatch(/^EINVAL: /);
    const missing = await h.filesystem.readFile('/nope').catch((e) => e);
    expect(missing).toMatchObject({ code: 'ENOENT' });
    const wrongType = await h.writeFile(42, 'x').catch((e) => e);
    expect(wrongType).toMatchObject({ code: 'EINVAL' });
    const unknownPid = await h.process.wait(999_999).catch((e) => e);
    expect(unknownPid).toMatchObject({ code: 'ESRCH' });
    const callback = await h.exec('echo x', { onStdout: 'not a function' }).catch((e) => e);
    expect(callback).toMatchObject({ code: 'EINVAL' });
    const badPid = await h.process.wait('abc').catch((e) => e);
    expect(badPid).toMatchObject({ code: 'EINVAL', message: 'EINVAL: pid must be a non-negative integer, got "abc"' });
    // A client must not reach the server's disk: only in-memory mounts are accepted over the wire.
    const hostMount = await h.mountFs('/mnt/host', { id: 'host_dir', config: { hostPath: '/', readOnly: true } }).catch((e) => e);
    expect(hostMount).toMatchObject({ code: 'EACCES' });
    await h.filesystem.mount('/mnt/scratch', { id: 'memory', config: {} });
    expect((await h.listMounts()).map((m) => m.path)).toContain('/mnt/scratch');
    await h.filesystem.unmount('/mnt/scratch');
    expect((await h.exec('echo alive')).stdout).toBe('alive\n');
  });

  it('files under /home/agentos survive sleep and wake; other files and processes do not', async () => {
    const h = client.sleepy.getOrCreate(keys.sleepy);
    await h.writeFile('/home/agentos/keep/notes.txt', 'persisted');
    await h.writeFile('/tmp/scratch.txt', 'ephemeral');
    const bootsBefore = booted;
    // sleepTimeout is 1.5 s: with no connection and no traffic the instance sleeps.
    await new Promise((r) => setTimeout(r, 4000));
    expect(text(await h.readFile('/home/agentos/keep/notes.txt'))).toBe('persisted');
    expect(await h.exists('/tmp/scratch.txt')).toBe(false);
    expect(booted).toBeGreaterThan(bootsBefore);
  });
  it('spawn on a connection delivers processOutput events for the pid, then processExit', async () => {
    const conn = client.vm.getOrCreate(keys.other).connect();
    try {
      const events = [];
      conn.on('processOutput', (e) => events.push(e));
      conn.on('processExit', (e) => events.push({ exit: e }));
      const { pid } = await conn.process.spawn('sh', ['-c', 'echo a; sleep 0.1; echo b']);
      expect(await conn.process.wait(pid)).toBe(0);
      await expect.poll(() => events.some((e) => e.exit), { timeout: 5000 }).toBe(true);
      const mine = events.filter((e) => (e.exit ? e.exit.pid : e.pid) === pid);
      const stdout = mine.filter((e) => e.stream === 'stdout');
      expect(stdout.map((e) => text(e.data))).toEqual(['a\n', 'b\n']);
      expect(stdout.every((e) => e.data instanceof Uint8Array)).toBe(true);
      expect(mine.at(-1)).toEqual({ exit: { pid, exitCode: 0 } });
    } finally {
      await conn.dispose();
    }
  });

  it('a process writing thousands of small chunks on both streams: every byte and the exit arrive (coalesced events)', async () => {
    const h = client.vm.getOrCreate(keys.other);
    const conn = h.connect();
    try {
      const got = { stdout: [], stderr: [] };
      const exits = [];
      conn.on('processOutput', (e) => got[e.stream]?.push(e));
      conn.on('processExit', (e) => exits.push(e));
      await new Promise((r) => setTimeout(r, 300));
      const n = 3000;
      const { pid } = await h.process.spawn('sh', ['-c', `for i in $(seq 1 ${n}); do echo line$i; echo err$i >&2; done`]);
      await expect.poll(() => exits.some((e) => e.pid === pid), { timeout: 30_000 }).toBe(true);
      const joined = (list) => eventsOf(list, pid).map((e) => text(e.data)).join('');
      const lines = (prefix) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}\n`).join('');
      expect(joined(got.stdout)).toBe(lines('line'));
      // stderr: the published shell may add its own warnings; our lines must all be there in order.
      expect(joined(got.stderr).split('\n').filter((l) => l.startsWith('err')).map((l) => `${l}\n`).join('')).toBe(lines('err'));
      // Far fewer events than the 6000 writes (OUTPUT_FLUSH_MS coalescing).
      expect(got.stdout.length + got.stderr.length).toBeLessThan(2 * n);
    } finally {
      await conn.dispose();
    }
  });

  it('the documented order (spawn, then connect and subscribe) loses no output: the backlog is replayed', async () => {
    const h = client.vm.getOrCreate(keys.other);
    // One process that already exited, one still running when the connection subscribes.
    const done = await h.process.spawn('sh', ['-c', 'echo first; echo oops >&2; exit 3']);
    expect(await h.process.wait(done.pid)).toBe(3);
    const running = await h.process.spawn('sh', ['-c', 'echo early; sleep 1; echo late']);
    await new Promise((r) => setTimeout(r, 300));
    const conn = h.connect();
    try {
      const events = [];
      conn.on('processOutput', (e) => events.push(e));
      conn.on('processExit', (e) => events.push({ exit: e }));
      await expect.poll(() => events.some((e) => e.exit?.pid === running.pid), { timeout: 10_000 }).toBe(true);
      const of = (pid) => eventsOf(events, pid);
      expect(of(done.pid).filter((e) => !e.exit).map((e) => [e.stream, text(e.data)])).toEqual([['stdout', 'first\n'], ['stderr', 'oops\n']]);
      expect(of(done.pid).find((e) => e.exit)).toEqual({ exit: { pid: done.pid, exitCode: 3 } });
      // stdout only: the published shell warns on stderr about `sleep`.
      expect(of(running.pid).filter((e) => e.stream === 'stdout').map((e) => text(e.data))).toEqual(['early\n', 'late\n']);
      expect(of(running.pid).at(-1)).toEqual({ exit: { pid: running.pid, exitCode: 0 } });
    } finally {
      await conn.dispose();
    }
  });

});
