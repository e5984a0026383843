// Python's network in the VM (issue 21, runtimes.md 1.3 and 3): socket, select/selectors,
// asyncio, http.client, urllib.request, ssl over host TLS, and pip installing through the network
// policy. Real servers: host servers on 127.0.0.1 started here (Node's http/https/net; the test
// CA from the host's openssl) reached through the policy, a guest server reached by vm.fetch, a
// local package index served here, and PyPI itself (requests and its four dependencies). Host CPython of the same
// version (/usr/bin/python3.11) is the oracle where output is deterministic: the same script runs
// in both against the same servers and stdout must match.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';
import { makeTestCa } from './test-ca.mjs';

const ORACLE = '/usr/bin/python3.11';

function ok(r) {
  expect(r.stderr, `exit ${r.exitCode}`).not.toMatch(/wasm trap|panicked/);
  return r;
}

/** A host HTTP(S) server on 127.0.0.1; `routes[path](req, res, body)` answers. */
async function startServer(routes, { tls } = {}) {
  const stats = { connections: 0, requests: [] };
  const handler = (req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      stats.requests.push({ method: req.method, url: req.url, headers: req.headers });
      const route = routes[req.url.split('?')[0]];
      if (!route) return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      route(req, res, body);
    });
  };
  const server = tls ? https.createServer(tls, handler) : http.createServer(handler);
  server.on('connection', () => { stats.connections++; });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { port: server.address().port, stats, close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(r); }) };
}

const allow = (patterns, ports = []) => ({
  permissions: { network: { default: 'deny', rules: [{ mode: 'allow', patterns }] } },
  network: { loopbackExemptPorts: ports },
});
// The policy is checked on the name a program connects to: both spellings of the test servers.
const allowPort = (port) => allow([`tcp://127.0.0.1:${port}`, `tcp://localhost:${port}`], [port]);
// The public registry through whatever the host trusts (its system bundle: this machine's egress may
// re-sign TLS with its own CA, which only that bundle holds).
const hostRoots = () => {
  const file = process.env.SSL_CERT_FILE || '/etc/ssl/certs/ca-certificates.crt';
  return fs.existsSync(file) ? [fs.readFileSync(file, 'utf8')] : [];
};

let hostDir;
const vms = [];
async function makeVm(options = {}) {
  const vm = await AgentOs.create({ software: [ours], ...options });
  vms.push(vm);
  return vm;
}
beforeAll(() => {
  hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-python-net-'));
});
afterAll(async () => {
  for (const vm of vms) await vm.dispose();
  if (hostDir) fs.rmSync(hostDir, { recursive: true, force: true });
});

/** Runs `code` as /tmp/<name>.py in `vm` with `args`. */
async function run(vm, code, args = [], name = 'main') {
  await vm.writeFile(`/tmp/${name}.py`, code);
  return ok(await vm.exec(`python3 /tmp/${name}.py ${args.map((a) => `'${a}'`).join(' ')}`, { timeoutMs: 120_000 }));
}

/** The same script in `vm` and under host CPython: identical stdout, both exit 0. */
async function sameAsHost(vm, code, args = []) {
  const r = await run(vm, code, args);
  expect(r.stderr).toBe('');
  expect(r.exitCode).toBe(0);
  const file = path.join(hostDir, 'main.py');
  fs.writeFileSync(file, code);
  // Asynchronous: the test servers run in this process.
  const host = await promisify(execFile)(ORACLE, [file, ...args], { encoding: 'utf8', cwd: hostDir, env: { PATH: process.env.PATH, LC_ALL: 'C.UTF-8' } });
  expect(r.stdout).toBe(host.stdout);
  return r;
}

describe('socket', () => {
  it('a TCP client talks to a host server on 127.0.0.1 through the policy (host CPython is the oracle)', async () => {
    const server = net.createServer((s) => {
      let got = '';
      s.on('data', (d) => {
        got += d;
        if (got.endsWith('\n')) s.end(`echo:${got}`);
      });
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address();
    try {
      const vm = await makeVm(allowPort(port));
      await sameAsHost(vm, `
import socket, sys
port = int(sys.argv[1])
with socket.create_connection(('127.0.0.1', port), timeout=10) as s:
    print(s.family.name, s.type.name, s.gettimeout(), s.getpeername() == ('127.0.0.1', port))
    s.sendall(b'hello\\n')
    data = b''
    while chunk := s.recv(3):
        data += chunk
    print(data)
s = socket.socket()
s.connect(('localhost', port))
f = s.makefile('rwb')
f.write(b'via makefile\\n'); f.flush()
print(f.readline(), f.read())
f.close(); s.close()
`, [String(port)]);
    } finally {
      server.close();
    }
  });

  it('a server and a client in one process: bind, listen, accept, timeouts, select and selectors (oracle)', async () => {
    const vm = await makeVm();
    await sameAsHost(vm, `
import select, selectors, socket
srv = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
srv.bind(('127.0.0.1', 0))
srv.listen()
host, port = srv.getsockname()
print(host, port > 0)
srv.settimeout(0.2)
try:
    srv.accept()
except TimeoutError as e:
    print('accept timed out:', e)
c = socket.create_connection((host, port))
conn, addr = srv.accept()
print('accepted', addr[0], conn.getsockname() == (host, port), c.getpeername() == (host, port))
print('readable before:', select.select([conn], [], [], 0)[0] == [])
c.sendall(b'ping')
r, w, _ = select.select([conn], [c], [], 5)
print('readable after:', r == [conn], w == [c])
print(conn.recv(100))
sel = selectors.DefaultSelector()
conn.setblocking(False)
sel.register(conn, selectors.EVENT_READ, 'conn')
print('nothing yet:', sel.select(0))
c.sendall(b'more')
print([(k.data, ev) for k, ev in sel.select(5)])
print(conn.recv(100))
try:
    conn.recv(100)
except BlockingIOError:
    print('would block')
c.shutdown(socket.SHUT_WR)
sel.select(5)
print('eof:', conn.recv(100))
sel.close(); conn.close(); c.close(); srv.close()
print([(f.name, t.name, p, c, sa) for f, t, p, c, sa in socket.getaddrinfo('127.0.0.1', 80, type=socket.SOCK_STREAM)])
print([sa for *_, sa in socket.getaddrinfo(None, 8080, socket.AF_INET, socket.SOCK_STREAM, 0, socket.AI_PASSIVE)])
print(socket.gethostbyname('localhost'), socket.inet_aton('1.2.3.4'), socket.getfqdn('127.0.0.1'))
try:
    socket.getaddrinfo('1.2.3.4', 'no-such-service')
except socket.gaierror as e:
    print('gaierror', e.errno == socket.EAI_SERVICE)
`);
  });
});

describe('http.client, urllib and ssl', () => {
  let server;
  let tlsServer;
  let ca;
  beforeAll(async () => {
    const dir = path.join(hostDir, 'ca');
    fs.mkdirSync(dir);
    ca = makeTestCa(dir);
    const routes = {
      '/hello': (req, res) => res.writeHead(200, { 'content-type': 'text/plain', 'x-agent': 'os' }).end(`hello ${req.method}`),
      '/echo': (req, res, body) => res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ got: body.toString(), type: req.headers['content-type'] })),
      '/chunked': (req, res) => { res.write('a'.repeat(5000)); res.end('end'); },
      '/redirect': (req, res) => res.writeHead(302, { location: '/hello' }).end(),
    };
    server = await startServer(routes);
    tlsServer = await startServer(routes, { tls: { key: ca.key, cert: ca.cert } });
  });
  afterAll(async () => {
    await server?.close();
    await tlsServer?.close();
  });

  const client = `
import http.client, json, sys, urllib.request, urllib.error
scheme, port, cafile = sys.argv[1], int(sys.argv[2]), sys.argv[3]
import ssl
ctx = ssl.create_default_context(cafile=cafile) if scheme == 'https' else None
Conn = http.client.HTTPSConnection if scheme == 'https' else http.client.HTTPConnection
c = Conn('localhost', port, timeout=10, **({'context': ctx} if ctx else {}))
c.request('GET', '/hello')
r = c.getresponse()
print(r.status, r.reason, r.getheader('x-agent'), r.read())
c.request('POST', '/echo', body=b'{"a": 1}', headers={'content-type': 'application/json'})
r = c.getresponse()
print(r.status, json.loads(r.read()))
c.request('GET', '/chunked')
r = c.getresponse()
print(r.status, r.getheader('transfer-encoding'), len(r.read()))
c.close()
base = f'{scheme}://localhost:{port}'
with urllib.request.urlopen(base + '/redirect', context=ctx, timeout=10) as r:
    print(r.status, r.url, r.read())
try:
    urllib.request.urlopen(base + '/missing', context=ctx, timeout=10)
except urllib.error.HTTPError as e:
    print('HTTPError', e.code, e.read())
`;

  it('http.client and urllib.request over HTTP (host CPython is the oracle)', async () => {
    const vm = await makeVm(allowPort(server.port));
    await sameAsHost(vm, client, ['http', String(server.port), '-']);
  });

  it('over HTTPS with the test CA in the VM\'s caCerts (oracle: host CPython with the CA file)', async () => {
    const opts = allowPort(tlsServer.port);
    const vm = await makeVm({ ...opts, network: { ...opts.network, caCerts: [ca.caPem] } });
    // The same path in both: the host's CPython reads the CA file; in the VM the host's roots do.
    await vm.mkdir(path.dirname(ca.caFile), { recursive: true });
    await vm.writeFile(ca.caFile, ca.caPem);
    await sameAsHost(vm, client, ['https', String(tlsServer.port), ca.caFile]);
  });

  it('a certificate the host does not trust fails verification like CPython', async () => {
    const vm = await makeVm(allowPort(tlsServer.port));
    await sameAsHost(vm, `
import ssl, sys, urllib.request, urllib.error
try:
    urllib.request.urlopen(f'https://localhost:{sys.argv[1]}/hello', timeout=10)
except urllib.error.URLError as e:
    print(type(e.reason).__name__, e.reason.reason, isinstance(e.reason, ssl.SSLError), e.reason.verify_code > 0)
`, [String(tlsServer.port)]);
  });

  it('the default policy refuses with a PermissionError naming the resource', async () => {
    const vm = await makeVm();
    const before = server.stats.connections;
    const r = await run(vm, `
import socket, sys, urllib.request
try:
    socket.create_connection(('127.0.0.1', int(sys.argv[1])), timeout=5)
except PermissionError as e:
    print('connect:', e)
try:
    urllib.request.urlopen('http://example.com/', timeout=5)
except Exception as e:
    print('urlopen:', type(e).__name__, e)
`, [String(server.port)]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain(`connect: [Errno ${r.stdout.match(/Errno (\d+)/)?.[1]}] Permission denied: tcp://127.0.0.1:${server.port} blocked by the VM's network policy`);
    expect(r.stdout).toMatch(/urlopen: URLError <urlopen error \[Errno \d+\] Permission denied: dns:\/\/example\.com blocked by the VM's network policy>/);
    expect(server.stats.connections).toBe(before);
  });
});

describe('asyncio and guest servers', () => {
  it('an asyncio echo server and client in one process (host CPython is the oracle)', async () => {
    const vm = await makeVm();
    await sameAsHost(vm, `
import asyncio
async def handle(reader, writer):
    data = await reader.readline()
    writer.write(b'echo:' + data)
    await writer.drain()
    writer.close()
    await writer.wait_closed()
async def main():
    server = await asyncio.start_server(handle, '127.0.0.1', 0)
    port = server.sockets[0].getsockname()[1]
    async with server:
        results = []
        async def one(i):
            reader, writer = await asyncio.open_connection('localhost', port)
            writer.write(f'hello {i}\\n'.encode())
            await writer.drain()
            results.append(await reader.read())
            writer.close()
            await writer.wait_closed()
        await asyncio.gather(*(one(i) for i in range(5)))
        print(sorted(results))
        print(await asyncio.wait_for(asyncio.sleep(0.01, 'slept'), 5))
asyncio.run(main())
`);
  });

  it('python3 -m http.server inside the VM answers vm.fetch (one request at a time: no threads)', async () => {
    const vm = await makeVm();
    await vm.mkdir('/tmp/www', { recursive: true });
    await vm.writeFile('/tmp/www/hello.txt', 'hello from python\n');
    const port = 8765;
    let err = '';
    let exited = null;
    vm.spawn('python3', ['-m', 'http.server', '--bind', '127.0.0.1', '--directory', '/tmp/www', String(port)], {
      onStderr: (c) => { err += Buffer.from(c).toString(); },
      onExit: (code) => { exited = code; },
    });
    // Its banner is block-buffered on a pipe: wait for the listener itself.
    let res;
    for (let i = 0; i < 300 && !res; i++) {
      try {
        res = await vm.fetch(port, { path: '/hello.txt' });
      } catch (e) {
        if (e.code !== 'ECONNREFUSED' || exited !== null) throw new Error(`${e.message}; server exit ${exited}: ${err}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    expect([res.status, await res.text()]).toEqual([200, 'hello from python\n']);
    const [a, b] = await Promise.all([vm.fetch(port, { path: '/hello.txt' }), vm.fetch(port, { path: '/nope' })]);
    expect([a.status, await a.text(), b.status]).toEqual([200, 'hello from python\n', 404]);
    expect(err).toMatch(/"GET \/hello.txt HTTP\/1.1" 200/);
  });
});

describe('pip', () => {
  /** A pure-Python wheel (or, with `tag`, one claiming a C extension) built by host CPython. */
  function makeWheel(dir, name, version, tag = 'py3-none-any') {
    const file = path.join(dir, `${name}-${version}-${tag}.whl`);
    execFileSync(ORACLE, ['-c', `
import base64, hashlib, sys, zipfile
file, name, version, tag = sys.argv[1:]
files = {
    f'{name}/__init__.py': f'def hello():\\n    return "hello from {name} {version}"\\n',
    f'{name}-{version}.dist-info/METADATA': f'Metadata-Version: 2.1\\nName: {name}\\nVersion: {version}\\n',
    f'{name}-{version}.dist-info/WHEEL': f'Wheel-Version: 1.0\\nGenerator: test\\nRoot-Is-Purelib: {"true" if tag == "py3-none-any" else "false"}\\nTag: {tag}\\n',
}
record = ''
for p, text in files.items():
    digest = base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()).rstrip(b'=').decode()
    record += f'{p},sha256={digest},{len(text.encode())}\\n'
record += f'{name}-{version}.dist-info/RECORD,,\\n'
with zipfile.ZipFile(file, 'w') as z:
    for p, text in files.items():
        z.writestr(p, text)
    z.writestr(f'{name}-{version}.dist-info/RECORD', record)
`, file, name, version, tag]);
    return file;
  }

  it('installs from a local index on 127.0.0.1 through the policy, and a local wheel offline', async () => {
    const dir = path.join(hostDir, 'index');
    fs.mkdirSync(dir);
    const wheel = makeWheel(dir, 'agentos_hello', '1.0');
    const wheelName = path.basename(wheel);
    const index = await startServer({
      '/simple/agentos-hello/': (req, res) => res.writeHead(200, { 'content-type': 'text/html' })
        .end(`<!DOCTYPE html><html><body><a href="/files/${wheelName}">${wheelName}</a></body></html>`),
      [`/files/${wheelName}`]: (req, res) => res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(fs.readFileSync(wheel)),
    });
    try {
      const vm = await makeVm(allowPort(index.port));
      const r = ok(await vm.exec(`pip install --disable-pip-version-check --no-cache-dir --index-url http://127.0.0.1:${index.port}/simple agentos-hello`, { timeoutMs: 180_000 }));
      expect(r.stdout, r.stderr).toContain('Successfully installed agentos-hello-1.0');
      expect(r.exitCode).toBe(0);
      const use = ok(await vm.exec(`python3 -c 'import agentos_hello; print(agentos_hello.hello())'`));
      expect([use.exitCode, use.stdout]).toEqual([0, 'hello from agentos_hello 1.0\n']);
      expect(index.stats.requests.map((q) => q.url)).toEqual(expect.arrayContaining(['/simple/agentos-hello/', `/files/${wheelName}`]));
    } finally {
      await index.close();
    }
    // Offline (default policy): a wheel file in the VM.
    const vm = await makeVm();
    const two = makeWheel(dir, 'agentos_hello', '2.0');
    await vm.writeFile(`/tmp/${path.basename(two)}`, fs.readFileSync(two));
    const r = ok(await vm.exec(`pip install --disable-pip-version-check --no-index /tmp/${path.basename(two)}`, { timeoutMs: 180_000 }));
    expect(r.stdout, r.stderr).toContain('Successfully installed agentos-hello-2.0');
    const use = ok(await vm.exec(`python3 -c 'import agentos_hello; print(agentos_hello.hello())'`));
    expect(use.stdout).toBe('hello from agentos_hello 2.0\n');
    // A wheel built for CPython on Linux (a C extension) is refused with pip's own message.
    const cext = makeWheel(dir, 'agentos_cext', '1.0', 'cp311-cp311-manylinux_2_17_x86_64');
    await vm.writeFile(`/tmp/${path.basename(cext)}`, fs.readFileSync(cext));
    const bad = ok(await vm.exec(`pip install --disable-pip-version-check --no-index /tmp/${path.basename(cext)}`, { timeoutMs: 180_000 }));
    expect(bad.exitCode).not.toBe(0);
    expect(bad.stderr).toContain(`${path.basename(cext)} is not a supported wheel on this platform`);
    expect(bad.stderr).toContain('agentOS: this package needs native code (a C extension)');
    expect(bad.stderr).toContain('in a sandbox');
  }, 400_000);

  it('the default policy: pip says the VM\'s network policy blocked the index', async () => {
    const vm = await makeVm();
    const r = ok(await vm.exec('pip install --disable-pip-version-check --retries 1 --timeout 5 six', { timeoutMs: 180_000 }));
    expect(r.exitCode).not.toBe(0);
    expect(r.stdout + r.stderr).toContain("dns://pypi.org blocked by the VM's network policy");
  }, 200_000);

  it('installs requests and its dependencies from PyPI (public registry allowed by rules), then requests.get reaches a local server', async () => {
    const server = await startServer({ '/hello': (req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: req.url, ua: req.headers['user-agent'] })) });
    try {
      const opts = allow(['dns://pypi.org', 'tcp://pypi.org:443', 'dns://files.pythonhosted.org', 'tcp://files.pythonhosted.org:443', `tcp://127.0.0.1:${server.port}`], [server.port]);
      const vm = await makeVm({ ...opts, network: { ...opts.network, caCerts: hostRoots() } });
      const r = ok(await vm.exec('pip install --disable-pip-version-check --no-cache-dir requests==2.32.3', { timeoutMs: 300_000 }));
      expect(r.stdout, r.stderr).toMatch(/Successfully installed .*requests-2\.32\.3/);
      for (const dep of ['urllib3-', 'idna-', 'certifi-', 'charset-normalizer-']) expect(r.stdout).toContain(dep);
      const use = ok(await vm.exec(`python3 -c 'import requests; r = requests.get("http://127.0.0.1:${server.port}/hello?x=1"); print(r.status_code, r.json()["path"], r.json()["ua"].split("/")[0])'`, { timeoutMs: 60_000 }));
      // No warning either: urllib3 2 checks the ssl module's OPENSSL_VERSION.
      expect([use.exitCode, use.stdout, use.stderr]).toEqual([0, '200 /hello?x=1 python-requests\n', '']);
    } finally {
      await server.close();
    }
  }, 400_000);
});
