// Guest networking (issue 19, runtimes.md 1, docs/network.md) from the host's side: the `network`
// options, the SSRF guard, HTTPS with `caCerts`, `vm.fetch` into a guest server, VM isolation, and
// many concurrent guest downloads without leaked host sockets. Real servers on 127.0.0.1 started
// here (Node's http/https; the test CA comes from the host's `openssl`), real guest `curl` and
// `agentos-serve` from @rivet-dev/agentos-common. The curl flag matrix is net-commands.test.mjs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs, AgentOsError } from '../index.mjs';
import { makeTestCa } from './test-ca.mjs';

/** A server on 127.0.0.1 that counts connections and requests; `routes[url]` answers. */
async function startServer(routes, { tls } = {}) {
  const stats = { connections: 0, requests: 0 };
  const handler = (req, res) => {
    stats.requests++;
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const route = routes[req.url.split('?')[0]];
      if (!route) return res.writeHead(404).end('not found');
      route(req, res, Buffer.concat(chunks));
    });
  };
  const server = tls ? https.createServer(tls, handler) : http.createServer(handler);
  server.on('connection', () => { stats.connections++; });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { port: server.address().port, stats, close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(r); }) };
}

const allowPort = (port, host = '127.0.0.1') => ({
  permissions: { network: { default: 'deny', rules: [{ mode: 'allow', patterns: [`tcp://${host}:${port}`] }] } },
  network: { loopbackExemptPorts: [port] },
});

function hostFds() {
  return fs.readdirSync('/proc/self/fd').length;
}
function fdTargets() {
  return fs.readdirSync('/proc/self/fd').map((fd) => { try { return fs.readlinkSync(`/proc/self/fd/${fd}`); } catch { return '?'; } }).sort();
}

/** Starts `agentos-serve` in `vm` on a free port; resolves `{pid, port}` once it listens. */
async function serve(vm, args = []) {
  let out = '';
  let resolvePort;
  let rejectPort;
  const portP = new Promise((resolve, reject) => { resolvePort = resolve; rejectPort = reject; });
  const { pid } = vm.spawn('agentos-serve', ['-p', '0', ...args], {
    onStdout: (c) => {
      out += Buffer.from(c).toString();
      const m = /listening on [^\s:]+:(\d+)/.exec(out);
      if (m) resolvePort(Number(m[1]));
    },
    // After the port was printed this is a no-op (the server ends at dispose).
    onExit: (code) => rejectPort(new Error(`agentos-serve exited ${code}: ${out}`)),
  });
  return { pid, port: await portP };
}

describe('options.network validation', () => {
  it('bad values reject with EINVAL naming the field', async () => {
    const cases = [
      [{ loopbackExemptPorts: 80 }, 'options.network.loopbackExemptPorts'],
      [{ loopbackExemptPorts: [0] }, 'options.network.loopbackExemptPorts[0]'],
      [{ loopbackExemptPorts: [8080, 70000] }, 'options.network.loopbackExemptPorts[1]'],
      [{ caCerts: 'pem' }, 'options.network.caCerts'],
      [{ caCerts: ['-----BEGIN CERTIFICATE-----\nnot base64\n-----END CERTIFICATE-----\n'] }, 'options.network.caCerts[0]'],
      [{ caCerts: ['no pem here'] }, 'options.network.caCerts[0]'],
      [{ maxSockets: 0 }, 'options.network.maxSockets'],
      [{ connectTimeoutMs: -1 }, 'options.network.connectTimeoutMs'],
    ];
    for (const [network, field] of cases) {
      const err = await AgentOs.create({ software: [], network }).then((vm) => vm.dispose().then(() => null), (e) => e);
      expect(err, field).toBeInstanceOf(AgentOsError);
      expect(err.code, field).toBe('EINVAL');
      expect(err.message, field).toContain(field);
    }
  });
});

describe('policy and SSRF guard', () => {
  let server;
  beforeAll(async () => {
    server = await startServer({ '/': (req, res) => res.end('hello') });
  });
  afterAll(() => server?.close());

  it('the default policy refuses with EACCES and no connection reaches the server', async () => {
    const vm = await AgentOs.create({ software: [ours] });
    try {
      const r = await vm.exec(`curl -sS http://127.0.0.1:${server.port}/`);
      expect(r.exitCode).toBe(7);
      expect(r.stderr).toMatch(/blocked by network policy/);
      expect(server.stats.connections).toBe(0);
    } finally {
      await vm.dispose();
    }
  });

  it('tcp://*:* still refuses loopback, private and metadata addresses unless named', async () => {
    const vm = await AgentOs.create({ software: [ours], permissions: { network: 'allow' } });
    try {
      for (const host of [`127.0.0.1:${server.port}`, 'localhost:' + server.port, '10.0.0.1:80', '169.254.169.254:80', '[::1]:' + server.port, '0.0.0.0:' + server.port]) {
        const r = await vm.exec(`curl -sS --max-time 5 http://${host}/`);
        expect(r.exitCode, host).toBe(7);
        expect(r.stderr, host).toMatch(/blocked by network policy/);
      }
      expect(server.stats.connections).toBe(0);
    } finally {
      await vm.dispose();
    }
    const wild = await AgentOs.create({ software: [ours], permissions: { network: { rules: [{ mode: 'allow', patterns: ['tcp://*:*'] }] } } });
    try {
      expect((await wild.exec(`curl -sS http://127.0.0.1:${server.port}/`)).exitCode).toBe(7);
      expect(server.stats.connections).toBe(0);
    } finally {
      await wild.dispose();
    }
    // Named literally: allowed without an exempt port.
    const named = await AgentOs.create({ software: [ours], permissions: { network: { rules: [{ mode: 'allow', patterns: [`tcp://127.0.0.1:${server.port}`] }] } } });
    try {
      expect(await named.exec(`curl -sS http://127.0.0.1:${server.port}/`)).toMatchObject({ exitCode: 0, stdout: 'hello' });
    } finally {
      await named.dispose();
    }
  });

  it('deny rules naming an IP hold for every spelling of it (hosts are canonicalised)', async () => {
    const before = server.stats.connections;
    const p = server.port;
    const spellings = [`127.1:${p}`, `2130706433:${p}`, `0x7f000001:${p}`, `0177.0.0.1:${p}`, `[::ffff:127.0.0.1]:${p}`];
    const deny = await AgentOs.create({
      software: [ours],
      permissions: { network: { default: 'allow', rules: [{ mode: 'deny', patterns: ['tcp://127.0.0.1:*', 'tcp://[::1]:*', 'tcp://localhost:*'] }] } },
      network: { loopbackExemptPorts: [p] },
    });
    try {
      for (const host of [...spellings, `[::1]:${p}`, `localhost:${p}`]) {
        const r = await deny.exec(`curl -sS --max-time 5 http://${host}/`);
        expect(r.exitCode, host).toBe(7);
        expect(r.stderr, host).toMatch(/blocked by network policy/);
      }
      expect(server.stats.connections).toBe(before);
    } finally {
      await deny.dispose();
    }
    // The canonical rule covers the other spellings, and they reach exactly that address.
    const allowed = await AgentOs.create({ software: [ours], permissions: { network: { rules: [{ mode: 'allow', patterns: [`tcp://127.0.0.1:${p}`] }] } } });
    try {
      for (const host of spellings) {
        expect(await allowed.exec(`curl -sS --max-time 5 http://${host}/`), host).toMatchObject({ exitCode: 0, stdout: 'hello' });
      }
    } finally {
      await allowed.dispose();
    }
  });

  it('IPv6 encodings of special IPv4 and site-local are refused before any connect', async () => {
    const vm = await AgentOs.create({ software: [ours], permissions: { network: 'allow' }, network: { loopbackExemptPorts: [server.port] } });
    try {
      for (const a of ['::127.0.0.1', '64:ff9b::7f00:1', '64:ff9b::a9fe:a9fe', '2002:7f00:1::1', 'fec0::1']) {
        const r = await vm.exec(`curl -sS --max-time 5 http://[${a}]:${server.port}/`);
        expect(r.exitCode, a).toBe(7);
        expect(r.stderr, a).toMatch(/blocked by network policy/);
      }
    } finally {
      await vm.dispose();
    }
  });

  it('an allowed name that resolves to loopback is refused without loopbackExemptPorts', async () => {
    const before = server.stats.connections;
    const rules = [{ mode: 'allow', patterns: [`tcp://localhost:${server.port}`] }];
    const vm = await AgentOs.create({ software: [ours], permissions: { network: { rules } } });
    try {
      expect((await vm.exec(`curl -sS http://localhost:${server.port}/`)).exitCode).toBe(7);
      expect(server.stats.connections).toBe(before);
    } finally {
      await vm.dispose();
    }
    const exempt = await AgentOs.create({ software: [ours], permissions: { network: { rules } }, network: { loopbackExemptPorts: [server.port] } });
    try {
      expect(await exempt.exec(`curl -sS http://localhost:${server.port}/`)).toMatchObject({ exitCode: 0, stdout: 'hello' });
      // Another port stays denied.
      expect((await exempt.exec(`curl -sS http://localhost:${server.port + 1}/`)).exitCode).toBe(7);
    } finally {
      await exempt.dispose();
    }
  });
});

describe('HTTPS with a test CA', () => {
  let dir;
  let server;
  let caPem;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-tls-'));
    const ca = makeTestCa(dir);
    caPem = ca.caPem;
    const tls = { key: ca.key, cert: ca.cert };
    server = await startServer({ '/secure': (req, res) => res.end('over tls') }, { tls });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('works with caCerts; without them curl fails verification with exit 60', async () => {
    const url = `https://localhost:${server.port}/secure`;
    const opts = allowPort(server.port, 'localhost');
    const trusted = await AgentOs.create({ software: [ours], ...opts, network: { ...opts.network, caCerts: [caPem] } });
    try {
      expect(await trusted.exec(`curl -sS ${url}`)).toMatchObject({ exitCode: 0, stdout: 'over tls' });
    } finally {
      await trusted.dispose();
    }
    const untrusted = await AgentOs.create({ software: [ours], ...opts });
    try {
      const r = await untrusted.exec(`curl -sS ${url}`);
      expect(r.exitCode).toBe(60);
      expect(r.stdout).toBe('');
    } finally {
      await untrusted.dispose();
    }
  });
});

describe('vm.fetch and VM loopback', () => {
  let vm;
  let other;
  let srv;
  beforeAll(async () => {
    vm = await AgentOs.create({ software: [ours] });
    other = await AgentOs.create({ software: [ours] });
    await vm.writeFile('/srv/hello.txt', 'hello from the guest\n');
    srv = await serve(vm, ['-d', '/srv']);
  });
  afterAll(async () => {
    await vm?.dispose();
    await other?.dispose();
  });

  it('answers vm.fetch with a Response (plain object, path string and Request forms)', async () => {
    const res = await vm.fetch(srv.port, { path: '/hello.txt' });
    expect(res).toBeInstanceOf(Response);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('hello from the guest\n');
    expect((await vm.network.fetch(srv.port, '/missing')).status).toBe(404);
    const body = crypto.randomBytes(300_000);
    const echoed = await vm.fetch(srv.port, new Request('http://vm/echo', { method: 'POST', body }));
    expect(echoed.status).toBe(200);
    expect(Buffer.from(await echoed.arrayBuffer()).equals(body)).toBe(true);
  });

  it('normalises methods and URL requests like fetch; drops caller framing headers', async () => {
    const body = 'hello';
    const echoed = await vm.fetch(srv.port, { method: 'post', path: '/echo', headers: { 'content-length': '2', 'x-keep': '1' }, body });
    expect(echoed.status).toBe(200);
    expect(await echoed.text()).toBe(body);
    const byUrl = await vm.fetch(srv.port, new URL('http://ignored/hello.txt'));
    expect(await byUrl.text()).toBe('hello from the guest\n');
  });

  it('is reached by a guest curl in the same VM without any network rule', async () => {
    expect(await vm.exec(`curl -sS http://127.0.0.1:${srv.port}/hello.txt`)).toMatchObject({ exitCode: 0, stdout: 'hello from the guest\n' });
  });

  it('is not reachable from another VM', async () => {
    await expect(other.fetch(srv.port, '/hello.txt')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const r = await other.exec(`curl -sS http://127.0.0.1:${srv.port}/hello.txt`);
    expect(r.exitCode).toBe(7);
  });

  it('rejects ECONNREFUSED when nothing listens and EINVAL for bad ports and requests', async () => {
    await expect(vm.fetch(1, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(vm.fetch(0, '/')).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(vm.fetch(70000, '/')).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(vm.fetch(srv.port, { path: 'no-slash' })).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(vm.fetch(srv.port, { method: 'GE T', path: '/' })).rejects.toMatchObject({ code: 'EINVAL' });
    await expect(vm.fetch(srv.port, { path: '/', headers: { 'x\nbad': '1' } })).rejects.toMatchObject({ code: 'EINVAL' });
  });
});

describe('bad peers', () => {
  let stall;
  let huge;
  let vm;
  const GIB = 1024 * 1024 * 1024;
  beforeAll(async () => {
    // Accepts and reads the request, then never answers.
    stall = await startServer({ '/': () => {} });
    // 1 GiB streamed in 1 MiB chunks, honouring backpressure.
    const chunk = Buffer.alloc(1024 * 1024, 'z');
    huge = await startServer({
      '/gib': (req, res) => {
        res.writeHead(200, { 'content-length': GIB });
        let sent = 0;
        const pump = () => {
          while (sent < GIB) {
            sent += chunk.length;
            if (!res.write(chunk)) return res.once('drain', pump);
          }
          res.end();
        };
        pump();
      },
    });
    const rules = [stall.port, huge.port].map((p) => ({ mode: 'allow', patterns: [`tcp://127.0.0.1:${p}`] }));
    vm = await AgentOs.create({ software: [ours], permissions: { network: { rules } } });
  });
  afterAll(async () => {
    await vm?.dispose();
    await stall?.close();
    await huge?.close();
  });

  it('a peer that stalls: --max-time ends curl with 28; a curl blocked in recv dies at once on kill', async () => {
    const t = performance.now();
    const r = await vm.exec(`curl -sS --max-time 1 http://127.0.0.1:${stall.port}/`);
    expect(r.exitCode).toBe(28);
    expect(performance.now() - t).toBeLessThan(10_000);
    let exited;
    const done = new Promise((resolve) => { exited = resolve; });
    const { pid } = vm.spawn('curl', ['-sS', `http://127.0.0.1:${stall.port}/`], { onExit: (code) => exited(code) });
    for (let i = 0; i < 100 && stall.stats.requests < 2; i++) await new Promise((r2) => setTimeout(r2, 20));
    expect(stall.stats.requests).toBe(2);
    vm.killProcess(pid);
    expect(await done).toBe(137);
  });

  it('--max-time and --connect-timeout bound a connect that hangs (a full accept queue)', async () => {
    // A listener with backlog 0 that never accepts, its queue filled: the host kernel drops
    // further SYNs, so a connect hangs until a timeout ends it.
    const { spawn } = await import('node:child_process');
    const net = await import('node:net');
    const py = spawn('python3', ['-c', 'import socket,sys,time\ns=socket.socket()\ns.bind(("127.0.0.1",0))\ns.listen(0)\nprint(s.getsockname()[1],flush=True)\ntime.sleep(120)'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const fill = [];
    try {
      const port = await new Promise((resolve, reject) => {
        py.stdout.once('data', (d) => resolve(Number(String(d).trim())));
        py.once('error', reject);
      });
      let hangs = false;
      for (let i = 0; i < 8 && !hangs; i++) {
        const sock = net.connect(port, '127.0.0.1');
        fill.push(sock);
        hangs = await new Promise((resolve) => {
          const t = setTimeout(() => resolve(true), 300);
          sock.once('connect', () => { clearTimeout(t); resolve(false); });
        });
      }
      expect(hangs, 'the accept queue could be filled').toBe(true);
      const hole = await AgentOs.create({ software: [ours], permissions: { network: { rules: [{ mode: 'allow', patterns: [`tcp://127.0.0.1:${port}`] }] } } });
      try {
        for (const flag of ['--max-time 1', '--connect-timeout 1']) {
          const t = performance.now();
          const r = await hole.exec(`curl -sS ${flag} http://127.0.0.1:${port}/`);
          expect(r.exitCode, flag).toBe(28);
          expect(performance.now() - t, flag).toBeLessThan(5000);
        }
        const w = await hole.exec(`wget -q -T 1 -O - http://127.0.0.1:${port}/`);
        expect(w.exitCode).toBe(4);
      } finally {
        await hole.dispose();
      }
    } finally {
      for (const sock of fill) sock.destroy();
      py.kill();
    }
  }, 60_000);

  it('a 1 GiB response streams through with bounded host memory', async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
    try {
      const r = await vm.exec(`curl -sS -f -o /dev/null -w '%{size_download}' http://127.0.0.1:${huge.port}/gib`, { timeoutMs: 120_000 });
      expect(r).toMatchObject({ exitCode: 0, stdout: String(GIB) });
    } finally {
      clearInterval(sampler);
    }
    // Node's side of the server plus the VM: far below the size of the body.
    expect((peak - before) / 1048576).toBeLessThan(256);
  }, 180_000);
});

describe('load', () => {
  it('50 guests × 20 concurrent downloads of 1 MiB are byte-exact; no host fd leaks after dispose', async () => {
    const blob = crypto.randomBytes(1024 * 1024);
    const sum = crypto.createHash('sha256').update(blob).digest('hex');
    const server = await startServer({ '/blob': (req, res) => res.writeHead(200, { 'content-length': blob.length }).end(blob) });
    try {
      const script = (n) => `for i in $(seq 1 ${n}); do curl -sS -f -o /tmp/b$i http://127.0.0.1:${server.port}/blob & done; wait; sha256sum /tmp/b* | cut -d' ' -f1 | sort | uniq -c`;
      // The script once first, so that what stays for the process (the host's network runtime,
      // wasmtime's memory images of the modules) exists before the baseline is taken.
      const warm = await AgentOs.create({ software: [ours], ...allowPort(server.port) });
      expect((await warm.exec(script(1))).stdout.trim()).toBe(`1 ${sum}`);
      await warm.dispose();
      await new Promise((r) => setTimeout(r, 100));
      const baseline = hostFds();
      const before = fdTargets();
      const vms = await Promise.all(Array.from({ length: 50 }, () => AgentOs.create({ software: [ours], ...allowPort(server.port) })));
      const results = await Promise.all(vms.map((v) => v.exec(script(20))));
      for (const r of results) {
        expect(r.stderr).toBe('');
        expect(r.stdout.trim()).toBe(`20 ${sum}`);
      }
      await Promise.all(vms.map((v) => v.dispose()));
      expect(server.stats.requests).toBe(1001);
      // Sockets are closed by dispose; allow the event loop to settle host-side closes.
      for (let i = 0; i < 50 && hostFds() > baseline; i++) await new Promise((r) => setTimeout(r, 20));
      const after = fdTargets();
      const extra = [...after];
      for (const t of before) { const i = extra.indexOf(t); if (i >= 0) extra.splice(i, 1); }
      expect(extra, 'new host fds').toEqual([]);
      expect(hostFds()).toBeLessThanOrEqual(baseline);
    } finally {
      await server.close();
    }
  }, 240_000);
});
