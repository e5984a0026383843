// Issue 19, guest side: our curl, wget and agentos-serve (software/crates/curl, agentos-serve over
// software/crates/agentos-net) in the real VM against real Node servers on 127.0.0.1, through the
// host_net imports (docs/network.md) and the network policy (runtimes.md 1.1, 1.3); https against a
// Node https server whose throw-away CA (openssl CLI) is trusted through network.caCerts.
// Needs the host half of issue 19 (host_net in crates/wasi-host); the modules come from the built
// package @rivet-dev/agentos-common (`npm run build:software`).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';

const sha256 = (buf) => createHash('sha256').update(buf).digest('hex');

/** Deterministic bytes covering every byte value (xorshift), `n` long. */
function payload(n, seed = 0x9e3779b9) {
  const out = Buffer.alloc(n);
  let x = seed >>> 0;
  for (let i = 0; i < n; i++) {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    out[i] = x & 0xff;
  }
  return out;
}

const BYTES = payload(64 * 1024);
const BIG = payload(10 * 1024 * 1024, 12345);

/**
 * A Node HTTP server on 127.0.0.1 (port 0) that counts requests and connections and remembers the
 * last request body. Routes: /bytes (BYTES), /big (10 MiB), /echo (body back), /text, /missing
 * (404), /redirect?to=URL (302), anything else 200 "METHOD PATH".
 */
async function startServer() {
  const state = { requests: 0, connections: 0, lastBody: null, lastHeaders: null, lastMethod: null, server: null, port: 0 };
  const server = http.createServer((req, res) => {
    state.requests += 1;
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      state.lastBody = Buffer.concat(chunks);
      state.lastHeaders = req.headers;
      state.lastMethod = req.method;
      const url = new URL(req.url, 'http://x');
      if (url.pathname === '/bytes') {
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': BYTES.length });
        res.end(BYTES);
      } else if (url.pathname === '/big') {
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': BIG.length });
        res.end(BIG);
      } else if (url.pathname === '/echo') {
        res.writeHead(200, { 'content-type': req.headers['content-type'] ?? 'application/octet-stream' });
        res.end(state.lastBody);
      } else if (url.pathname === '/missing') {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not here\n');
      } else if (url.pathname === '/redirect') {
        res.writeHead(302, { location: url.searchParams.get('to') });
        res.end();
      } else {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(`${req.method} ${req.url}\n`);
      }
    });
  });
  server.on('connection', () => { state.connections += 1; });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.server = server;
  state.port = server.address().port;
  return state;
}

const closeServer = (s) => new Promise((resolve) => (s?.server ? s.server.close(resolve) : resolve()));

/** A VM with our software whose policy allows exactly `ports` on 127.0.0.1/localhost. */
function vmAllowing(ports) {
  return AgentOs.create({
    software: [ours],
    permissions: {
      network: {
        default: 'deny',
        rules: [{ mode: 'allow', patterns: ports.flatMap((p) => [`tcp://localhost:${p}`, `tcp://127.0.0.1:${p}`]) }],
      },
    },
    network: { loopbackExemptPorts: ports },
  });
}

describe('curl and wget against host servers (policy allows one port)', () => {
  let vm;
  let allowed;
  let denied;
  let base;

  beforeAll(async () => {
    allowed = await startServer();
    denied = await startServer();
    base = `http://127.0.0.1:${allowed.port}`;
    vm = await vmAllowing([allowed.port]);
  });

  afterAll(async () => {
    await vm?.dispose();
    await closeServer(allowed);
    await closeServer(denied);
  });

  it('GET is byte-exact (-o writes the file)', async () => {
    const r = await vm.exec(`curl -sS -o /tmp/bytes.bin ${base}/bytes`);
    expect(r).toMatchObject({ exitCode: 0, stdout: '', stderr: '' });
    expect(Buffer.from(await vm.readFile('/tmp/bytes.bin')).equals(BYTES)).toBe(true);
    const text = await vm.exec(`curl -s ${base}/hello?x=1`);
    expect(text).toMatchObject({ exitCode: 0, stdout: 'GET /hello?x=1\n' });
    expect(allowed.lastHeaders['content-length']).toBeUndefined();
  });

  it('POST --data-binary @file sends the body byte-exact and gets it back', async () => {
    await vm.writeFile('/tmp/post.bin', BYTES);
    const r = await vm.exec(`curl -sS --data-binary @/tmp/post.bin -o /tmp/echoed.bin ${base}/echo`);
    expect(r.exitCode).toBe(0);
    expect(allowed.lastMethod).toBe('POST');
    expect(allowed.lastBody.equals(BYTES)).toBe(true);
    expect(Buffer.from(await vm.readFile('/tmp/echoed.bin')).equals(BYTES)).toBe(true);
  });

  it('-d pieces are joined with & and sent as a form; --json sets the JSON types', async () => {
    const form = await vm.exec(`curl -s -d a=1 -d b=2 ${base}/echo`);
    expect(form).toMatchObject({ exitCode: 0, stdout: 'a=1&b=2' });
    expect(allowed.lastHeaders['content-type']).toBe('application/x-www-form-urlencoded');
    const json = await vm.exec(`curl -s --json '{"k":1}' ${base}/echo`);
    expect(json).toMatchObject({ exitCode: 0, stdout: '{"k":1}' });
    expect(allowed.lastHeaders).toMatchObject({ 'content-type': 'application/json', accept: 'application/json' });
  });

  it('-X, -H and -u reach the server', async () => {
    const r = await vm.exec(`curl -s -X PUT -H 'X-Test: yes' -u user:pw ${base}/thing`);
    expect(r).toMatchObject({ exitCode: 0, stdout: 'PUT /thing\n' });
    expect(allowed.lastHeaders['x-test']).toBe('yes');
    expect(allowed.lastHeaders.authorization).toBe(`Basic ${Buffer.from('user:pw').toString('base64')}`);
  });

  it("-w '%{http_code}' prints the status; -f makes 404 exit 22 with no output", async () => {
    expect(await vm.exec(`curl -s -o /dev/null -w '%{http_code}' ${base}/text`)).toMatchObject({ exitCode: 0, stdout: '200' });
    expect(await vm.exec(`curl -s -o /dev/null -w '%{http_code}' ${base}/missing`)).toMatchObject({ exitCode: 0, stdout: '404' });
    const failed = await vm.exec(`curl -sf ${base}/missing`);
    expect(failed).toMatchObject({ exitCode: 22, stdout: '' });
    const shown = await vm.exec(`curl -sSf ${base}/missing`);
    expect(shown.exitCode).toBe(22);
    expect(shown.stderr).toBe('curl: (22) The requested URL returned error: 404\n');
  });

  it('-I and -i show the response head', async () => {
    const head = await vm.exec(`curl -sI ${base}/text`);
    expect(head.exitCode).toBe(0);
    expect(head.stdout).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head.stdout.toLowerCase()).toContain('content-type: text/plain');
    expect(allowed.lastMethod).toBe('HEAD');
    const inc = await vm.exec(`curl -si ${base}/text`);
    expect(inc.stdout).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\nGET \/text\n$/);
  });

  it('-L follows a redirect on the allowed port', async () => {
    const to = encodeURIComponent(`${base}/landed`);
    const r = await vm.exec(`curl -sSL -w ' %{num_redirects}' ${base}/redirect?to=${to}`);
    expect(r).toMatchObject({ exitCode: 0, stdout: 'GET /landed\n 1' });
  });

  it('-L to a denied port is refused by the policy: the second hop never reaches its server', async () => {
    const before = allowed.requests;
    const to = encodeURIComponent(`http://127.0.0.1:${denied.port}/secret`);
    const r = await vm.exec(`curl -sSL ${base}/redirect?to=${to}`);
    expect(r.exitCode).toBe(7);
    expect(r.stderr).toBe(`curl: (7) Failed to connect to 127.0.0.1 port ${denied.port}: blocked by network policy\n`);
    expect(allowed.requests).toBe(before + 1);
    expect(denied.requests).toBe(0);
    expect(denied.connections).toBe(0);
  });

  it('a direct request to a port the policy does not allow exits 7', async () => {
    const r = await vm.exec(`curl -sS http://localhost:${denied.port}/`);
    expect(r.exitCode).toBe(7);
    expect(r.stderr).toContain('blocked by network policy');
    expect(denied.connections).toBe(0);
  });

  it('--max-redirs bounds -L (exit 47)', async () => {
    const loop = `${base}/redirect?to=${encodeURIComponent(`${base}/redirect?to=${encodeURIComponent(`${base}/text`)}`)}`;
    const r = await vm.exec(`curl -sS -L --max-redirs 1 '${loop}'`);
    expect(r.exitCode).toBe(47);
    expect(r.stderr).toBe('curl: (47) Maximum (1) redirects followed\n');
  });

  it('a 10 MiB response arrives byte-exact (sha256)', async () => {
    const r = await vm.exec(`curl -sS -o /tmp/big.bin ${base}/big && sha256sum /tmp/big.bin`, { timeoutMs: 120000 });
    expect(r.exitCode).toBe(0);
    expect(r.stdout.split(' ')[0]).toBe(sha256(BIG));
  }, 150000);

  it('usage and URL errors exit 2, 3 and 1 without any connection', async () => {
    expect((await vm.exec('curl -s')).exitCode).toBe(2);
    expect((await vm.exec('curl -s --no-such-flag x')).exitCode).toBe(2);
    expect((await vm.exec("curl -s 'http://a b/'")).exitCode).toBe(3);
    expect((await vm.exec('curl -s ftp://127.0.0.1/x')).exitCode).toBe(1);
  });

  it('bad user agents, referers and headers exit 2 (curl) and 2 (wget) with a message, never a panic, before any connection', async () => {
    const before = allowed.connections;
    const cases = [
      `curl -sS -A "$(printf 'ua\\001')" ${base}/`,
      `curl -sS -A "$(printf 'ua\\r\\nX: 1')" ${base}/`,
      `curl -sS -e "$(printf 'r\\nX: 1')" ${base}/`,
      `curl -sS -H "$(printf 'Cookie: c\\001')" ${base}/`,
      `curl -sS -H "$(printf 'Host: h\\rx')" ${base}/`,
    ];
    for (const command of cases) {
      const r = await vm.exec(command);
      expect(r.exitCode, command).toBe(2);
      expect(r.stderr, command).toMatch(/^curl: \(2\) cannot send this request/);
    }
    const w = await vm.exec(`wget -U "$(printf 'ua\\r\\nX: 1')" -O - ${base}/`);
    expect(w.exitCode).toBe(2);
    expect(w.stderr).toContain('cannot send this request');
    expect(allowed.connections).toBe(before);
  });

  it('non-ASCII hosts and over-long URLs are malformed URLs (exit 3); a non-ASCII path is sent percent-encoded', async () => {
    const before = allowed.connections;
    for (const url of [`http://\u24dbocalhost:${allowed.port}/`, `http://127\u30020\u30020\u30021:${allowed.port}/`, `${base}/${'a'.repeat(100000)}`]) {
      const r = await vm.exec(`curl -sS '${url}'`);
      expect(r.exitCode, url.slice(0, 40)).toBe(3);
      expect(r.stderr).toMatch(/^curl: \(3\) URL rejected/);
    }
    expect((await vm.exec(`wget -q 'http://\u24dbocalhost:${allowed.port}/'`)).exitCode).not.toBe(0);
    expect(allowed.connections).toBe(before);
    expect(await vm.exec(`curl -sS '${base}/\u00e9?q=\u00fc'`)).toMatchObject({ exitCode: 0, stdout: 'GET /%C3%A9?q=%C3%BC\n' });
  });

  it('wget saves to the basename (index.html for /), -P makes its directory, -O - writes stdout, 404 exits 8, denied exits 4', async () => {
    const saved = await vm.exec(`mkdir -p /tmp/w && cd /tmp/w && wget -q ${base}/bytes && wget -q ${base}/`);
    expect(saved.exitCode).toBe(0);
    expect(Buffer.from(await vm.readFile('/tmp/w/bytes')).equals(BYTES)).toBe(true);
    expect(Buffer.from(await vm.readFile('/tmp/w/index.html')).toString()).toBe('GET /\n');
    expect(await vm.exec(`wget -qO - --header 'X-W: 1' ${base}/hdr`)).toMatchObject({ exitCode: 0, stdout: 'GET /hdr\n' });
    expect(allowed.lastHeaders['x-w']).toBe('1');
    expect(await vm.exec(`wget -qO- --post-data 'p=1' ${base}/echo`)).toMatchObject({ exitCode: 0, stdout: 'p=1' });
    expect((await vm.exec(`wget -q ${base}/missing`)).exitCode).toBe(8);
    expect((await vm.exec(`wget -q http://127.0.0.1:${denied.port}/`)).exitCode).toBe(4);
    expect((await vm.exec('wget')).exitCode).toBe(2);
    expect((await vm.exec(`wget -q -P /tmp/w/new/deeper ${base}/bytes`)).exitCode).toBe(0);
    expect(Buffer.from(await vm.readFile('/tmp/w/new/deeper/bytes')).equals(BYTES)).toBe(true);
    expect(denied.connections).toBe(0);
  });
});

describe('limits and local errors are worded, not WASI numbers', () => {
  it('network.maxSockets reached: curl exits 7 "too many open sockets"', async () => {
    const vm = await AgentOs.create({ software: [ours], network: { maxSockets: 1 } });
    try {
      // agentos-serve's listener is the VM's one socket.
      const started = await vm.exec(
        'agentos-serve -p 0 -q > /tmp/serve.out & ' +
        'for i in $(seq 1 100); do grep -q listening /tmp/serve.out 2>/dev/null && break; sleep 0.05; done; ' +
        'port=$(sed "s/.*://" /tmp/serve.out); curl -sS "http://127.0.0.1:$port/"; echo " exit=$?"; kill %1',
        { timeoutMs: 30000 },
      );
      expect(started.stdout).toContain(' exit=7');
      expect(started.stderr).toMatch(/curl: \(7\) Failed to connect to 127\.0\.0\.1 port \d+ after \d+ ms: too many open sockets \(network\.maxSockets\)/);
      const missing = await vm.exec('curl -sS -d @/nope/x http://127.0.0.1:1/');
      expect(missing.exitCode).toBe(26);
      expect(missing.stderr).toContain('(ENOENT)');
      expect(missing.stderr).not.toMatch(/os error/);
    } finally {
      await vm.dispose();
    }
  });
});

/** A throw-away CA and a leaf for localhost and 127.0.0.1 signed by it (openssl CLI), as PEM. */
function testCertificates() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-net-tls-'));
  const f = (name) => path.join(dir, name);
  const openssl = (...args) => execFileSync('openssl', args, { stdio: 'pipe' });
  try {
    openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=agentOS test CA',
      '-keyout', f('ca.key'), '-out', f('ca.pem'),
      '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign');
    openssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-keyout', f('leaf.key'), '-out', f('leaf.csr'));
    fs.writeFileSync(f('leaf.ext'), 'basicConstraints=critical,CA:FALSE\nsubjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
    openssl('x509', '-req', '-in', f('leaf.csr'), '-CA', f('ca.pem'), '-CAkey', f('ca.key'), '-CAcreateserial',
      '-days', '2', '-extfile', f('leaf.ext'), '-out', f('leaf.pem'));
    return { ca: fs.readFileSync(f('ca.pem'), 'utf8'), cert: fs.readFileSync(f('leaf.pem'), 'utf8'), key: fs.readFileSync(f('leaf.key'), 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('https: TLS is done by the host (network.caCerts trusts a test CA)', () => {
  let certs;
  let server;
  let port;
  let trusting;
  let strict;
  let requests = 0;

  beforeAll(async () => {
    certs = testCertificates();
    server = https.createServer({ cert: certs.cert, key: certs.key }, (req, res) => {
      requests += 1;
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': BYTES.length });
      res.end(BYTES);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = server.address().port;
    const permissions = {
      network: { default: 'deny', rules: [{ mode: 'allow', patterns: [`tcp://localhost:${port}`, `tcp://127.0.0.1:${port}`] }] },
    };
    trusting = await AgentOs.create({ software: [ours], permissions, network: { loopbackExemptPorts: [port], caCerts: [certs.ca] } });
    strict = await AgentOs.create({ software: [ours], permissions, network: { loopbackExemptPorts: [port] } });
  });

  afterAll(async () => {
    await trusting?.dispose();
    await strict?.dispose();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  });

  it('curl https:// with a trusted CA is byte-exact, by name and by IP', async () => {
    const r = await trusting.exec(`curl -sS -o /tmp/tls.bin https://localhost:${port}/x`);
    expect(r).toMatchObject({ exitCode: 0, stderr: '' });
    expect(Buffer.from(await trusting.readFile('/tmp/tls.bin')).equals(BYTES)).toBe(true);
    const ip = await trusting.exec(`curl -sS -o /dev/null -w '%{http_code} %{scheme}' https://127.0.0.1:${port}/`);
    expect(ip).toMatchObject({ exitCode: 0, stdout: '200 HTTPS' });
  });

  it('an untrusted certificate is curl exit 60 and wget exit 5, before any request', async () => {
    const before = requests;
    const r = await strict.exec(`curl -sS https://localhost:${port}/`);
    expect(r.exitCode).toBe(60);
    expect(r.stderr).toMatch(/^curl: \(60\) SSL certificate problem/);
    expect((await strict.exec(`wget -q -O - https://localhost:${port}/`)).exitCode).toBe(5);
    expect(requests).toBe(before);
  });
});

describe('the default policy denies the network', () => {
  let vm;
  let server;

  beforeAll(async () => {
    server = await startServer();
    vm = await AgentOs.create({ software: [ours] });
  });

  afterAll(async () => {
    await vm?.dispose();
    await closeServer(server);
  });

  it('curl exits 7 and the server never sees a connection', async () => {
    const r = await vm.exec(`curl -sS http://127.0.0.1:${server.port}/`);
    expect(r.exitCode).toBe(7);
    expect(r.stderr).toBe(`curl: (7) Failed to connect to 127.0.0.1 port ${server.port}: blocked by network policy\n`);
    const quiet = await vm.exec(`curl -s http://localhost:${server.port}/`);
    expect(quiet).toMatchObject({ exitCode: 7, stderr: '' });
    expect(server.connections).toBe(0);
    expect(server.requests).toBe(0);
  });
});

describe('agentos-serve inside the VM, reached by guest curl over VM loopback', () => {
  let vm;

  beforeAll(async () => {
    vm = await AgentOs.create({ software: [ours] });
    await vm.exec('mkdir -p /srv/site/sub && printf hello > /srv/site/hello.txt && printf "<h1>i</h1>" > /srv/site/sub/index.html');
  });

  afterAll(async () => {
    await vm?.dispose();
  });

  /** Spawns agentos-serve with `args` and resolves its pid and the port it printed. */
  function serve(args) {
    return new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`agentos-serve printed no port: ${JSON.stringify(out)}`)), 10000);
      const { pid } = vm.spawn('agentos-serve', args, {
        onStdout: (c) => {
          out += Buffer.from(c).toString();
          const m = /listening on (?:127\.0\.0\.1|\[::1\]):(\d+)\n/.exec(out);
          if (m) {
            clearTimeout(timer);
            resolve({ pid, port: Number(m[1]) });
          }
        },
      });
    });
  }

  it('serves files, index.html, 404 and POST /echo byte-exact; -p 0 prints the real port', async () => {
    const { pid, port } = await serve(['-p', '0', '-d', '/srv/site', '-q']);
    expect(port).toBeGreaterThanOrEqual(49152);
    const url = `http://127.0.0.1:${port}`;
    expect(await vm.exec(`curl -sS ${url}/hello.txt`)).toMatchObject({ exitCode: 0, stdout: 'hello' });
    expect(await vm.exec(`curl -sSL ${url}/sub`)).toMatchObject({ exitCode: 0, stdout: '<h1>i</h1>' });
    expect(await vm.exec(`curl -s -o /dev/null -w '%{http_code}' ${url}/nope`)).toMatchObject({ stdout: '404' });
    const head = await vm.exec(`curl -sI ${url}/hello.txt`);
    expect(head.stdout.toLowerCase()).toContain('content-length: 5');
    await vm.writeFile('/tmp/body.bin', BYTES);
    const echo = await vm.exec(`curl -sS --data-binary @/tmp/body.bin -o /tmp/back.bin ${url}/echo`);
    expect(echo.exitCode).toBe(0);
    expect(Buffer.from(await vm.readFile('/tmp/back.bin')).equals(BYTES)).toBe(true);
    expect(await vm.exec(`wget -qO- http://localhost:${port}/hello.txt`)).toMatchObject({ exitCode: 0, stdout: 'hello' });
    vm.killProcess(pid);
    await vm.waitProcess(pid);
  });

  it('--once exits 0 after one request, started in the background by the shell', async () => {
    const r = await vm.exec(
      'agentos-serve -p 0 --once -d /srv/site > /tmp/serve.out & ' +
      'for i in $(seq 1 100); do grep -q listening /tmp/serve.out 2>/dev/null && break; sleep 0.05; done; ' +
      'port=$(sed "s/.*://" /tmp/serve.out); curl -sS "http://127.0.0.1:$port/hello.txt"; wait $!; echo " exit=$?"',
      { timeoutMs: 30000 },
    );
    expect(r).toMatchObject({ exitCode: 0, stdout: 'hello exit=0\n' });
  });

  it('vm.fetch reaches it from the host', async () => {
    const { pid, port } = await serve(['-p', '0', '-d', '/srv/site', '-q']);
    const res = await vm.fetch(port, { method: 'POST', path: '/echo', headers: { 'content-type': 'application/octet-stream' }, body: BYTES });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(BYTES)).toBe(true);
    vm.killProcess(pid);
    await vm.waitProcess(pid);
  });

  it('answers bad paths 400 and other methods 405, and keeps serving', async () => {
    const { pid, port } = await serve(['-p', '0', '-d', '/srv/site', '-q']);
    const bad = await vm.exec(`curl -s -o /dev/null -w '%{http_code}' 'http://127.0.0.1:${port}/a%00b'`);
    expect(bad).toMatchObject({ exitCode: 0, stdout: '400' });
    const put = await vm.exec(`curl -s -o /dev/null -w '%{http_code}' -X PUT -d x http://127.0.0.1:${port}/hello.txt`);
    expect(put).toMatchObject({ exitCode: 0, stdout: '405' });
    expect(await vm.exec(`curl -sS http://127.0.0.1:${port}/hello.txt`)).toMatchObject({ exitCode: 0, stdout: 'hello' });
    vm.killProcess(pid);
    await vm.waitProcess(pid);
  });

  it('serves 50 concurrent vm.fetch calls and 20 background guest curls, all 200', async () => {
    const { pid, port } = await serve(['-p', '0', '-d', '/srv/site', '-q']);
    const responses = await Promise.all(Array.from({ length: 50 }, () => vm.fetch(port, { path: '/hello.txt' })));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await Promise.all(responses.map((r) => r.text()))).toEqual(Array(50).fill('hello'));
    const curls = await vm.exec(
      `for i in $(seq 1 20); do curl -s -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:${port}/hello.txt > /tmp/c$i.out & done; wait; cat /tmp/c*.out`,
      { timeoutMs: 60000 },
    );
    expect(curls.stdout.trim().split('\n')).toEqual(Array(20).fill('200'));
    vm.killProcess(pid);
    await vm.waitProcess(pid);
  }, 90000);

  it('does not follow symbolic links out of -d DIR; a 60,000-byte path is 414', async () => {
    await vm.exec('mkdir -p /srv/out && printf secret > /srv/out/s.txt && ln -s /srv/out /srv/site/h && ln -s sub/index.html /srv/site/in.html');
    const { pid, port } = await serve(['-p', '0', '-d', '/srv/site', '-q']);
    const code = (p) => vm.exec(`curl -s -o /dev/null -w '%{http_code}' 'http://127.0.0.1:${port}${p}'`);
    expect(await code('/h/s.txt')).toMatchObject({ exitCode: 0, stdout: '404' });
    expect(await code('/h/')).toMatchObject({ exitCode: 0, stdout: '404' });
    expect(await code('/in.html')).toMatchObject({ exitCode: 0, stdout: '200' });
    expect(await code('/hello.txt/x')).toMatchObject({ exitCode: 0, stdout: '404' });
    expect(await code('/hello.txt/')).toMatchObject({ exitCode: 0, stdout: '404' });
    expect(await code(`/${'a'.repeat(300)}`)).toMatchObject({ exitCode: 0, stdout: '404' });
    const long = await vm.fetch(port, { path: `/${'a'.repeat(60000)}` });
    expect(long.status).toBe(414);
    expect(await code('/hello.txt')).toMatchObject({ exitCode: 0, stdout: '200' });
    vm.killProcess(pid);
    await vm.waitProcess(pid);
    await vm.exec('rm /srv/site/h /srv/site/in.html');
  });

  it('--bind ::1 prints the address it bound', async () => {
    const { pid, port } = await new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`no listening line: ${JSON.stringify(out)}`)), 10000);
      const p = vm.spawn('agentos-serve', ['-p', '0', '--bind', '::1', '-d', '/srv/site', '-q'], {
        onStdout: (c) => {
          out += Buffer.from(c).toString();
          const m = /listening on \[::1\]:(\d+)\n/.exec(out);
          if (m) {
            clearTimeout(timer);
            resolve({ pid: p.pid, port: Number(m[1]) });
          }
        },
      });
    });
    expect(await vm.exec(`curl -sS 'http://[::1]:${port}/hello.txt'`)).toMatchObject({ exitCode: 0, stdout: 'hello' });
    vm.killProcess(pid);
    await vm.waitProcess(pid);
  });
});
