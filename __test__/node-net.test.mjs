// `node`'s sockets (issue 20, runtimes.md 1.3 and 2): net, dns, tls, http, https (and fetch) in
// the VM over host_net. Real servers: guest servers on VM loopback reached by the host's vm.fetch,
// host servers on 127.0.0.1 started here (Node's http/https; the test CA from the host's openssl)
// reached through the network policy. Where output is deterministic the host's Node 22 is the
// oracle: the same script (a server and a client in one process) prints the same lines.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlibHost from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs, createHostDirBackend } from '../index.mjs';
import { makeTestCa } from './test-ca.mjs';
import { nodeOracle } from '../scripts/node-oracle.mjs';

const ORACLE = nodeOracle();
const q = (s) => `'${s.replaceAll("'", "'\\''")}'`;

/** A host server on 127.0.0.1 that counts connections; `routes[path]` answers. */
async function startServer(routes, { tls } = {}) {
  const stats = { connections: 0, requests: [] };
  const handler = (req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      stats.requests.push({ method: req.method, url: req.url, headers: req.headers, body: body.toString() });
      const route = routes[req.url.split('?')[0]];
      if (!route) return res.writeHead(404).end('not found');
      route(req, res, body);
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

function ok(r) {
  expect(r.stderr, `exit ${r.exitCode}`).not.toMatch(/wasm trap|panicked/);
  return r;
}

/** Runs `code` as a file in `vm` (`node /tmp/<name>.js args…`). */
async function run(vm, code, args = [], name = 'main') {
  await vm.writeFile(`/tmp/${name}.js`, code);
  return ok(await vm.exec(`node /tmp/${name}.js ${args.map(q).join(' ')}`, { timeoutMs: 60_000 }));
}

/** Starts `code` (a server printing `PORT <n>`) with `node` in `vm`; resolves the port. */
async function startGuest(vm, code) {
  await vm.writeFile('/tmp/server.js', code);
  let out = '';
  let err = '';
  return new Promise((resolve, reject) => {
    vm.spawn('node', ['/tmp/server.js'], {
      onStdout: (c) => {
        out += Buffer.from(c).toString();
        const m = /PORT (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      },
      onStderr: (c) => { err += Buffer.from(c).toString(); },
      onExit: (code) => reject(new Error(`guest server exited ${code}: ${out}${err}`)),
    });
  });
}

let vm;
let hostDir;
beforeAll(async () => {
  vm = await AgentOs.create({ software: [ours] });
  hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-node-net-'));
}, 300_000);
afterAll(async () => {
  await vm?.dispose();
  if (hostDir) fs.rmSync(hostDir, { recursive: true, force: true });
});

/** The same script in the VM and under the host's Node: identical stdout, exit 0. */
async function sameAsHost(code) {
  const r = await run(vm, code);
  expect(r.stderr).toBe('');
  expect(r.exitCode).toBe(0);
  fs.writeFileSync(path.join(hostDir, 'main.js'), code);
  expect(r.stdout).toBe(execFileSync(ORACLE, [path.join(hostDir, 'main.js')], { encoding: 'utf8', cwd: hostDir }));
  return r;
}

describe('net', () => {
  it('a server and a client in one process: events, addresses, echo, half-close (Node is the oracle)', async () => {
    await sameAsHost(`
const net = require('net');
console.log(net.isIP('10.0.0.1'), net.isIP('::1'), net.isIP('fe80::1%eth0'), net.isIP('1.2.3'), net.isIPv4('127.0.0.1'), net.isIPv6('127.0.0.1'));
const server = net.createServer((s) => {
  console.log('server: connection', s.remoteAddress, typeof s.remotePort);
  s.setEncoding('utf8');
  let got = '';
  s.on('data', (d) => { got += d; });
  s.on('end', () => { console.log('server: end', got); s.end('echo:' + got); });
  s.on('close', (hadError) => console.log('server: close', hadError));
});
server.on('listening', () => console.log('listening'));
server.listen(0, '127.0.0.1', () => {
  const { address, family, port } = server.address();
  console.log('address', address, family, port > 0);
  const c = net.connect({ port, host: '127.0.0.1' }, () => {
    console.log('client: connect', c.remoteAddress, c.remotePort === port, c.remoteFamily, c.localAddress, c.connecting);
    c.setNoDelay(true).setKeepAlive(true);
    c.write('hel');
    c.end('lo');
  });
  console.log('connecting', c.connecting, c.readyState);
  c.on('ready', () => console.log('client: ready'));
  c.setEncoding('utf8');
  let got = '';
  c.on('data', (d) => { got += d; });
  c.on('end', () => console.log('client: end', got, c.bytesRead, c.bytesWritten));
  c.on('close', (hadError) => {
    console.log('client: close', hadError, c.destroyed);
    server.close(() => console.log('server: closed', server.listening));
  });
});
`);
  });

  it('moves a megabyte each way through one connection (backpressure on both sides)', async () => {
    const r = await run(vm, `
const net = require('net');
const crypto = { sum: (b) => { let h = 0; for (const x of b) h = (h * 31 + x) >>> 0; return h; } };
const data = Buffer.alloc(1 << 20);
for (let i = 0; i < data.length; i++) data[i] = (i * 7 + (i >> 10)) & 0xff;
const server = net.createServer((s) => {
  const parts = [];
  s.on('data', (d) => parts.push(d));
  s.on('end', () => { const all = Buffer.concat(parts); s.end(all); });
});
server.listen(0, () => {
  const c = net.createConnection(server.address().port, 'localhost');
  const parts = [];
  c.on('data', (d) => parts.push(d));
  c.on('end', () => {
    const all = Buffer.concat(parts);
    console.log(all.length, crypto.sum(all) === crypto.sum(data), server.address().family);
    server.close();
  });
  console.log('write returned', c.write(data));
  c.end();
});
`);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(`write returned false\n${1 << 20} true IPv6\n`);
  });

  it('errors carry Node codes: EACCES with the policy words, ECONNREFUSED, EADDRINUSE, ERR_SOCKET_BAD_PORT', async () => {
    const closed = await startServer({});
    const port = closed.port;
    await closed.close();
    const code = `
const net = require('net');
const port = Number(process.argv[2]);
const show = (e) => console.log(e.code, e.errno, e.syscall, e.address, e.port, e.message);
net.connect(port, '127.0.0.1').on('error', (e) => {
  show(e);
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    net.createServer().listen(s.address().port, '127.0.0.1').on('error', (e) => { console.log(e.code, e.syscall); s.close(); });
  });
});
try { net.connect(70000); } catch (e) { console.log(e.code, e.name); }
`;
    const denied = await run(vm, code, [String(port)]);
    expect(denied.stdout).toBe(
      `ERR_SOCKET_BAD_PORT RangeError\nEACCES -13 connect 127.0.0.1 ${port} connect EACCES 127.0.0.1:${port} (permission denied, tcp://127.0.0.1:${port}: blocked by network policy)\nEADDRINUSE listen\n`);
    const allowed = await AgentOs.create({ software: [ours], ...allowPort(port) });
    try {
      const r = await run(allowed, code, [String(port)]);
      expect(r.stdout.split('\n')[1]).toBe(`ECONNREFUSED -111 connect 127.0.0.1 ${port} connect ECONNREFUSED 127.0.0.1:${port}`);
    } finally {
      await allowed.dispose();
    }
  });

  it('a connect that hangs is ETIMEDOUT after the VM\'s connectTimeoutMs (a full host accept queue)', async () => {
    // As in network.test.mjs: a listener with backlog 0 that never accepts, its queue filled, so
    // the host kernel drops further SYNs.
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
      const hole = await AgentOs.create({ software: [ours], permissions: { network: { rules: [{ mode: 'allow', patterns: [`tcp://127.0.0.1:${port}`] }] } }, network: { connectTimeoutMs: 500 } });
      try {
        const r = await run(hole, `
require('net').connect(${port}, '127.0.0.1').on('error', (e) => console.log(e.code, e.errno, e.syscall, e.message));
require('http').get('http://127.0.0.1:${port}/').on('error', (e) => console.log('http', e.code));
`);
        expect(r.stdout).toBe(`ETIMEDOUT -110 connect connect ETIMEDOUT 127.0.0.1:${port}\nhttp ETIMEDOUT\n`);
      } finally {
        await hole.dispose();
      }
    } finally {
      for (const sock of fill) sock.destroy();
      py.kill();
    }
  }, 60_000);

  it('setTimeout emits timeout on an idle socket; destroy() closes with hadError', async () => {
    const r = await run(vm, `
const net = require('net');
const server = net.createServer(() => {}).listen(0, () => {
  const c = net.connect(server.address().port);
  c.setTimeout(50, () => {
    console.log('timeout', c.timeout);
    c.destroy(new Error('gave up'));
  });
  c.on('error', (e) => console.log('error', e.message));
  c.on('close', (hadError) => {
    console.log('close', hadError);
    const req = require('http').get({ port: server.address().port, timeout: 50 }, () => console.log('no response expected'));
    req.on('timeout', () => { console.log('http timeout'); req.destroy(); });
    req.on('error', (e) => { console.log('http error', e.code, e.message); server.close(); });
  });
});
`);
    expect(r.stdout).toBe('timeout 50\nerror gave up\nclose true\nhttp timeout\nhttp error ECONNRESET socket hang up\n');
  });

  it('dns: lookup answers localhost and IP literals; a name under the default policy is EACCES', async () => {
    const r = await run(vm, `
const dns = require('dns');
dns.lookup('localhost', (e, a, f) => console.log('localhost', e, a, f));
dns.lookup('localhost', { all: true }, (e, list) => console.log('all', JSON.stringify(list)));
dns.lookup('::1', (e, a, f) => console.log('literal', a, f));
dns.promises.lookup('127.0.0.1').then((r) => console.log('promise', JSON.stringify(r)));
require('dns/promises').resolve4('localhost').then((r) => console.log('resolve4', r));
dns.lookup('example.com', (e) => console.log('denied', e.code, e.syscall, e.hostname, e.message));
`);
    expect(r.stderr).toBe('');
    const lines = r.stdout.split('\n');
    expect(lines).toContain('localhost null 127.0.0.1 4');
    expect(lines).toContain('all [{"address":"127.0.0.1","family":4},{"address":"::1","family":6}]');
    expect(lines).toContain('literal ::1 6');
    expect(lines).toContain('promise {"address":"127.0.0.1","family":4}');
    expect(lines).toContain("resolve4 [ '127.0.0.1' ]");
    expect(lines).toContain('denied EACCES getaddrinfo example.com getaddrinfo EACCES example.com (permission denied, dns://example.com: blocked by network policy)');
  });
});

describe('http', () => {
  it('a server and a client in one process (Node is the oracle)', async () => {
    await sameAsHost(`
const http = require('http');
const server = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (c) => { body += c; });
  req.on('end', () => {
    console.log('server:', req.method, req.url, req.httpVersion, req.headers['content-length'], req.headers['transfer-encoding'], JSON.stringify(body));
    if (req.url === '/chunked') {
      res.setHeader('X-Parts', ['a', 'b']);
      res.write('one,');
      res.write('two,');
      res.end('three');
      return;
    }
    if (req.url === '/empty') { res.statusCode = 204; res.end(); return; }
    res.writeHead(201, 'Made', { 'Content-Type': 'text/plain', 'X-Echo': req.headers['x-test'] || '' });
    res.end('got ' + body);
  });
});
function fetchOnce(options, body) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: server.address().port, ...options }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { data += c; });
      res.on('end', () => {
        console.log('client:', res.statusCode, res.statusMessage, res.headers['content-type'], res.headers['x-echo'], res.headers['x-parts'],
          res.headers['content-length'], res.headers['transfer-encoding'], res.complete, JSON.stringify(data));
        resolve();
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}
server.listen(0, '127.0.0.1', async () => {
  await fetchOnce({ path: '/a?b=1', headers: { 'X-Test': 'yes' } });
  await fetchOnce({ method: 'POST', path: '/post' }, 'streamed body');
  await fetchOnce({ method: 'PUT', path: '/put', headers: { 'Content-Length': 5 } }, 'fixed');
  await fetchOnce({ path: '/chunked' });
  await fetchOnce({ path: '/empty' });
  await new Promise((resolve) => http.get('http://127.0.0.1:' + server.address().port + '/get', (res) => {
    console.log('get:', res.statusCode);
    res.resume();
    res.on('end', resolve);
  }));
  server.close(() => console.log('closed'));
});
`);
  });

  describe('a guest server answers vm.fetch', () => {
    let port;
    beforeAll(async () => {
      port = await startGuest(vm, `
const http = require('http');
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    if (req.url === '/stream') {
      res.writeHead(200, { 'content-type': 'text/plain', 'x-count': '3' });
      let n = 0;
      const t = setInterval(() => { res.write('tick' + n + '\\n'); if (++n === 3) { clearInterval(t); res.end(); } }, 5);
      return;
    }
    if (req.url === '/missing') { res.writeHead(404, { 'content-type': 'text/plain' }); res.end('nope'); return; }
    res.setHeader('content-type', 'application/json');
    if (req.headers['x-test']) res.setHeader('x-echo', req.headers['x-test']);
    res.end(JSON.stringify({ method: req.method, url: req.url, length: body.length, sum: [...body].reduce((a, b) => (a * 31 + b) >>> 0, 0), agent: req.headers['user-agent'] || null, x: req.headers['x-test'] || null }));
  });
});
server.listen(0, () => console.log('PORT ' + server.address().port));
`);
    });

    it('GET, POST with a large body, headers', async () => {
      const res = await vm.fetch(port, { path: '/hello?x=1', headers: { 'x-test': 'abc' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(await res.json()).toMatchObject({ method: 'GET', url: '/hello?x=1', length: 0, x: 'abc' });
      const body = crypto.randomBytes(700_000);
      const posted = await vm.fetch(port, { method: 'POST', path: '/up', body });
      const sum = [...body].reduce((a, b) => (a * 31 + b) >>> 0, 0);
      expect(await posted.json()).toMatchObject({ method: 'POST', url: '/up', length: body.length, sum });
    });

    it('non-ASCII paths and latin1 header values arrive as host fetch sends them to a host Node server', async () => {
      const host = http.createServer((req, res) => {
        res.setHeader('content-type', 'application/json');
        if (req.headers['x-test']) res.setHeader('x-echo', req.headers['x-test']);
        res.end(JSON.stringify({ url: req.url, x: req.headers['x-test'] }));
      });
      await new Promise((r) => host.listen(0, '127.0.0.1', r));
      try {
        for (const { path: p, headers } of [
          { path: '/é?q=ü&s=a b', headers: { 'x-test': 'café' } },
          { path: '/dir/../%41"<>#frag', headers: { 'x-test': 'ÿ\tend' } },
        ]) {
          const expected = await fetch(`http://127.0.0.1:${host.address().port}${p}`, { headers });
          const got = await vm.fetch(port, { path: p, headers });
          const want = await expected.json();
          expect(await got.json()).toMatchObject({ url: want.url, x: want.x });
          expect(got.headers.get('x-echo')).toBe(expected.headers.get('x-echo'));
        }
        // fetch refuses a header char above U+00FF (TypeError); vm.fetch says EINVAL.
        await expect(fetch(`http://127.0.0.1:${host.address().port}/`, { headers: { 'x-test': '日本' } })).rejects.toThrow(TypeError);
        await expect(vm.fetch(port, { path: '/', headers: { 'x-test': '日本' } })).rejects.toMatchObject({ code: 'EINVAL' });
      } finally {
        await new Promise((r) => host.close(r));
      }
    });

    it('chunked streaming responses, statuses, many requests in a row', async () => {
      const res = await vm.fetch(port, { path: '/stream' });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-count')).toBe('3');
      expect(res.headers.get('transfer-encoding')).toBe('chunked');
      expect(await res.text()).toBe('tick0\ntick1\ntick2\n');
      const missing = await vm.fetch(port, { path: '/missing' });
      expect([missing.status, await missing.text()]).toEqual([404, 'nope']);
      for (let i = 0; i < 20; i++) {
        const r = await vm.fetch(port, { path: `/n${i}` });
        expect((await r.json()).url).toBe(`/n${i}`);
      }
    });

    it('a guest client in another process reaches it without any network rule', async () => {
      const r = await run(vm, `
require('http').get({ port: ${port}, path: '/from-guest' }, (res) => {
  let b = '';
  res.on('data', (c) => { b += c; });
  res.on('end', () => console.log(res.statusCode, JSON.parse(b).url));
});
`);
      expect([r.stdout, r.stderr]).toEqual(['200 /from-guest\n', '']);
    });
  });

  describe('a guest client reaches a host server through the policy', () => {
    let server;
    beforeAll(async () => {
      server = await startServer({
        '/text': (req, res) => res.end('hello from the host'),
        '/echo': (req, res, body) => res.writeHead(200, { 'content-type': 'application/octet-stream', 'x-method': req.method }).end(body),
        '/chunks': (req, res) => { res.write('a'); setTimeout(() => { res.write('b'); res.end('c'); }, 10); },
        '/redirect': (req, res) => res.writeHead(302, { location: '/text' }).end(),
      });
    });
    afterAll(() => server?.close());

    const client = (port) => `
const http = require('http');
const port = ${port};
function go(options, body) {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, ...options }, (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () => { const b = Buffer.concat(parts); console.log(res.statusCode, res.headers['x-method'] || '-', res.headers.location || '-', b.length, b.toString('latin1').slice(0, 40)); resolve(); });
    });
    req.on('error', (e) => { console.log('error', e.code, e.message); resolve(); });
    if (body !== undefined) req.end(body); else req.end();
  });
}
(async () => {
  await go({ path: '/text' });
  await go({ method: 'POST', path: '/echo' }, Buffer.alloc(300000, 'z'));
  await go({ path: '/chunks' });
  await go({ path: '/redirect' });
})();
`;

    it('works when a rule and loopbackExemptPorts allow it (bodies, chunked, redirects left to the caller)', async () => {
      const allowed = await AgentOs.create({ software: [ours], ...allowPort(server.port) });
      try {
        const r = await run(allowed, client(server.port));
        expect(r.stderr).toBe('');
        expect(r.stdout).toBe(`200 - - 19 hello from the host\n200 POST - 300000 ${'z'.repeat(40)}\n200 - - 3 abc\n302 - /text 0 \n`);
        const post = server.stats.requests.find((x) => x.url === '/echo');
        expect(post.headers['content-length']).toBe('300000');
        expect(post.headers.host).toBe(`127.0.0.1:${server.port}`);
      } finally {
        await allowed.dispose();
      }
    });

    it('fails with the policy error under the default policy and never connects', async () => {
      const before = server.stats.connections;
      const r = await run(vm, client(server.port));
      expect(r.stdout.split('\n')[0]).toBe(`error EACCES connect EACCES 127.0.0.1:${server.port} (permission denied, tcp://127.0.0.1:${server.port}: blocked by network policy)`);
      expect(server.stats.connections).toBe(before);
    });
  });

  describe('https with a test CA', () => {
    let dir;
    let server;
    let caPem;
    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-node-tls-'));
      const ca = makeTestCa(dir);
      caPem = ca.caPem;
      const tls = { key: ca.key, cert: ca.cert };
      server = await startServer({ '/secure': (req, res) => res.end(`over tls ${req.socket.servername || ''}`) }, { tls });
    });
    afterAll(async () => {
      await server?.close();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    const code = (port) => `
require('https').get('https://localhost:${port}/secure', (res) => {
  let b = '';
  res.on('data', (c) => { b += c; });
  res.on('end', () => console.log(res.statusCode, res.socket.encrypted, res.socket.authorized, b));
}).on('error', (e) => console.log('error', e.code));
const tls = require('tls');
const s = tls.connect(${port}, 'localhost', {}, () => {
  console.log('tls', s.authorized, s.encrypted);
  s.end('GET /secure HTTP/1.1\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n');
});
let raw = '';
s.on('data', (d) => { raw += d; });
s.on('end', () => console.log('raw', raw.split('\\r\\n')[0]));
s.on('error', (e) => console.log('tls error', e.code));
`;

    it('https.get and tls.connect work with the CA in the VM\'s caCerts; without it they fail verification', async () => {
      const opts = allowPort(server.port, 'localhost');
      const trusted = await AgentOs.create({ software: [ours], ...opts, network: { ...opts.network, caCerts: [caPem] } });
      try {
        const r = await run(trusted, code(server.port));
        expect(r.stderr).toBe('');
        expect(r.stdout.split('\n').sort()).toEqual(['', '200 true true over tls localhost', 'raw HTTP/1.1 200 OK', 'tls true true']);
      } finally {
        await trusted.dispose();
      }
      const untrusted = await AgentOs.create({ software: [ours], ...opts });
      try {
        const r = await run(untrusted, code(server.port));
        expect(r.stdout.split('\n').sort()).toEqual(['', 'error UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'tls error UNABLE_TO_VERIFY_LEAF_SIGNATURE']);
      } finally {
        await untrusted.dispose();
      }
    });
  });
});

describe('fetch', () => {
  let server;
  beforeAll(async () => {
    server = await startServer({
      '/json': (req, res) => res.writeHead(200, { 'content-type': 'application/json', 'x-seen': req.headers['x-test'] || '' }).end('{"a":[1,2],"b":"ü"}'),
      '/echo': (req, res, body) => res.writeHead(200, { 'x-type': req.headers['content-type'] || '', 'x-length': req.headers['content-length'] || '' }).end(body),
      '/bytes': (req, res) => res.end(Buffer.from([0, 1, 2, 255])),
      '/hang': () => {},
      '/status': (req, res) => res.writeHead(418, 'Teapot').end('short and stout'),
      '/gzip': (req, res) => res.writeHead(200, { 'content-encoding': 'gzip', 'x-accept': req.headers['accept-encoding'] || '' }).end(zlibHost.gzipSync('squeezed '.repeat(1000))),
    });
  });
  afterAll(() => server?.close());

  const code = (port) => `
const base = 'http://127.0.0.1:${port}';
(async () => {
  const r = await fetch(base + '/json', { headers: { 'X-Test': 'yes' } });
  console.log(r.status, r.ok, r.headers.get('content-type'), r.headers.get('x-seen'), JSON.stringify(await r.json()));
  const s = await fetch(new Request(base + '/status'));
  console.log(s.status, s.statusText, s.ok, await s.text());
  const b = await fetch(base + '/bytes');
  console.log([...new Uint8Array(await b.arrayBuffer())].join(','));
  // URLSearchParams bodies too once the global exists (nmod's globals).
  for (const body of ['plain text', Buffer.from('a buffer')]) {
    const e = await fetch(base + '/echo', { method: 'POST', body });
    console.log(e.headers.get('x-type'), e.headers.get('x-length'), await e.text());
  }
  const g = await fetch(base + '/gzip');
  const text = await g.text();
  console.log(g.headers.get('x-accept'), text.length, text.slice(0, 9));
  const h = new Headers({ 'A': '1' });
  h.append('a', '2');
  console.log(h.get('a'), new Response('made', { status: 201 }).status, await new Response('{"x":1}').json().then((j) => j.x));
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 50);
  try {
    await fetch(base + '/hang', { signal: controller.signal });
  } catch (e) {
    console.log('aborted', e.name, e.type);
  }
})().catch((e) => console.log('error', e.name, e.code, e.message));
`;

  it('fetch, Headers, Request, Response against a host server the policy allows (bodies, abort)', async () => {
    const allowed = await AgentOs.create({ software: [ours], ...allowPort(server.port) });
    try {
      const r = await run(allowed, code(server.port));
      expect(r.stderr).toBe('');
      expect(r.stdout).toBe([
        '200 true application/json yes {"a":[1,2],"b":"ü"}',
        "418 Teapot false short and stout",
        '0,1,2,255',
        'text/plain;charset=UTF-8 10 plain text',
        ' 8 a buffer',
        'gzip,deflate 9000 squeezed ',
        '1, 2 201 1',
        'aborted AbortError aborted',
        '',
      ].join('\n'));
    } finally {
      await allowed.dispose();
    }
  });

  it('under the default policy fetch rejects with the policy error and never connects', async () => {
    const before = server.stats.connections;
    const r = await run(vm, code(server.port));
    expect(r.stdout).toBe(`error FetchError EACCES request to http://127.0.0.1:${server.port}/json failed, reason: connect EACCES 127.0.0.1:${server.port} (permission denied, tcp://127.0.0.1:${server.port}: blocked by network policy)\n`);
    expect(server.stats.connections).toBe(before);
  });
});

describe('zlib (browserify-zlib over pako)', () => {
  it('sync, callback and stream forms agree with Node and decode what Node encodes', async () => {
    const input = 'hello zlib '.repeat(500);
    const encoded = zlibHost.gzipSync(input).toString('base64');
    await sameAsHost(`
const zlib = require('zlib');
const input = ${JSON.stringify(input)};
console.log(zlib.gunzipSync(Buffer.from(${JSON.stringify(encoded)}, 'base64')).toString() === input);
const d = zlib.deflateSync(input);
console.log(d.toString('base64'));
console.log(zlib.inflateSync(d).toString() === input, zlib.inflateRawSync(zlib.deflateRawSync(input)).toString() === input);
console.log(zlib.unzipSync(zlib.gzipSync(input)).length, zlib.constants.Z_BEST_COMPRESSION, typeof zlib.createGzip);
// The stream form starts after the callback form has printed: the two race in Node too.
zlib.gzip(input, (err, buf) => {
  zlib.gunzip(buf, (err2, back) => {
    console.log('callback', err, err2, back.toString() === input);
    const parts = [];
    const gz = zlib.createGzip();
    const gunzip = zlib.createGunzip();
    gz.pipe(gunzip);
    gunzip.on('data', (c) => parts.push(c));
    gunzip.on('end', () => console.log('stream', Buffer.concat(parts).toString() === input));
    gz.write(input.slice(0, 100));
    gz.end(input.slice(100));
  });
});
`);
  });
});

/**
 * An npm package installed on the host (one registry install, exact version) into a temporary app
 * directory mounted read-only at /app, and its `server.js` (the given source) running in a VM's
 * node: resolves { vm, port, dispose } once the server prints `PORT <n>`.
 */
async function startNpmApp(spec, serverSource) {
  const app = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-node-app-'));
  fs.writeFileSync(path.join(app, 'package.json'), '{"name":"app","private":true}');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--prefer-offline', spec], { cwd: app, stdio: 'pipe' });
  fs.writeFileSync(path.join(app, 'server.js'), serverSource);
  const appVm = await AgentOs.create({ software: [ours], mounts: [{ path: '/app', plugin: createHostDirBackend({ hostPath: app }) }] });
  const dispose = async () => {
    await appVm.dispose();
    fs.rmSync(app, { recursive: true, force: true });
  };
  let out = '';
  let err = '';
  try {
    const port = await new Promise((resolve, reject) => {
      appVm.spawn('node', ['/app/server.js'], {
        onStdout: (c) => { out += Buffer.from(c).toString(); const m = /PORT (\d+)/.exec(out); if (m) resolve(Number(m[1])); },
        onStderr: (c) => { err += Buffer.from(c).toString(); },
        onExit: (code) => reject(new Error(`${spec} server exited ${code}: ${out}${err}`)),
      });
    });
    return { vm: appVm, port, dispose };
  } catch (e) {
    await dispose();
    throw e;
  }
}

describe('a hono app from npm answers vm.fetch', () => {
  let app;
  let appVm;
  let port;
  beforeAll(async () => {
    app = await startNpmApp('hono@4.13.19', `
const { Hono } = require('hono');
const http = require('http');
const app = new Hono();
app.get('/', (c) => c.text('hono root'));
app.get('/json/:id', (c) => c.json({ id: c.req.param('id'), q: c.req.query('q') }));
app.post('/echo', async (c) => c.text('got ' + (await c.req.text())));
// Node's http in front of app.fetch (what @hono/node-server does, without web streams).
const server = http.createServer(async (req, res) => {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const body = Buffer.concat(chunks);
  const request = new Request('http://' + req.headers.host + req.url, { method: req.method, headers: req.headers, body: body.length ? body : undefined });
  const response = await app.fetch(request);
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  res.end(Buffer.from(await response.arrayBuffer()));
});
server.listen(0, () => console.log('PORT ' + server.address().port));
`);
    ({ vm: appVm, port } = app);
  }, 120_000);
  afterAll(async () => {
    await app?.dispose();
  });

  it('routes, params, JSON, request bodies and 404s', async () => {
    const root = await appVm.fetch(port, { path: '/' });
    expect([root.status, root.headers.get('content-type'), await root.text()]).toEqual([200, 'text/plain;charset=UTF-8', 'hono root']);
    const json = await appVm.fetch(port, { path: '/json/7?q=x' });
    expect(await json.json()).toEqual({ id: '7', q: 'x' });
    const echo = await appVm.fetch(port, { method: 'POST', path: '/echo', body: 'abc' });
    expect(await echo.text()).toBe('got abc');
    expect((await appVm.fetch(port, { path: '/nope' })).status).toBe(404);
  });
});

describe('an express app from npm answers vm.fetch', () => {
  let app;
  beforeAll(async () => {
    // express 5 loads depd, which reads V8's CallSite API (isEval, getEvalOrigin, …).
    app = await startNpmApp('express@5.3.0', `
const express = require('express');
const app = express();
app.use(express.json());
app.get('/', (req, res) => res.send('express root'));
app.get('/json/:id', (req, res) => res.json({ id: req.params.id, q: req.query.q }));
app.post('/echo', (req, res) => res.json({ got: req.body }));
app.get('/boom', () => { throw new Error('boom'); });
const server = app.listen(0, () => console.log('PORT ' + server.address().port));
`);
  }, 120_000);
  afterAll(async () => {
    await app?.dispose();
  });

  it('routes, params, JSON bodies, errors and 404s', async () => {
    const { vm: appVm, port } = app;
    const root = await appVm.fetch(port, { path: '/' });
    expect([root.status, root.headers.get('content-type'), await root.text()]).toEqual([200, 'text/html; charset=utf-8', 'express root']);
    const json = await appVm.fetch(port, { path: '/json/7?q=x' });
    expect(await json.json()).toEqual({ id: '7', q: 'x' });
    const echo = await appVm.fetch(port, { method: 'POST', path: '/echo', body: '{"a":[1,2]}', headers: { 'content-type': 'application/json' } });
    expect(await echo.json()).toEqual({ got: { a: [1, 2] } });
    const boom = await appVm.fetch(port, { path: '/boom' });
    expect(boom.status).toBe(500);
    expect(await boom.text()).toMatch(/Error: boom/);
    const missing = await appVm.fetch(port, { path: '/nope' });
    expect([missing.status, await missing.text()]).toEqual([404, expect.stringContaining('Cannot GET /nope')]);
  });
});
