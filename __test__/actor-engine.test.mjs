// The lifetime of RivetKit's helper processes (rivet-engine, rivet-services) around
// `registry.start()` (lib/engine.js): a server killed with SIGINT, SIGTERM or SIGKILL, or ended by
// process.exit, leaves nothing that blocks the next one, and nothing is left at the end. Real
// RivetKit, real engine, each server in its own `node` process with a private HOME.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const server = path.join(here, 'fixtures', 'engine-server.mjs');

/** Ports whose next two are free too (the engine listens on port, port + 1 and port + 10). */
async function freePort() {
  const free = (port) => new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 30000);
    if ((await free(port)) && (await free(port + 1)) && (await free(port + 10))) return port;
  }
}

/** Live rivet-engine / rivet-services processes started for this test's HOME or ports. */
function helpers(home, ports) {
  const out = [];
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue;
      const name = path.basename(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]);
      if (name !== 'rivet-engine' && name !== 'rivet-services') continue;
      const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8');
      if (env.includes(home) || ports.some((p) => env.includes(`127.0.0.1:${p}\0`) || env.includes(`PORT=${p}\0`))) out.push({ pid: Number(pid), name });
    } catch {
      // Ended meanwhile, or not ours to read.
    }
  }
  return out;
}

/** Starts a server; resolves {child, exited} once it printed "ready". */
function start(home, port, mode = 'wait') {
  const env = { ...process.env, HOME: home };
  delete env.RIVETKIT_STORAGE_PATH;
  const child = spawn(process.execPath, [server, String(port), mode], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, out })));
  const ready = new Promise((resolve, reject) => {
    const onData = (d) => {
      out += d;
      if (/ready \d+/.test(out)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d) => { out += d; });
    exited.then(({ code, signal }) => reject(new Error(`server exited (${code ?? signal}) before ready:\n${out.slice(-2000)}`)));
  });
  return ready.then(() => ({ child, exited }));
}

async function gone(home, ports) {
  for (let i = 0; i < 100 && helpers(home, ports).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
  return helpers(home, ports);
}

describe.skipIf(process.platform !== 'linux')('registry.start() helpers (lib/engine.js)', () => {
  let home;
  const ports = [];
  beforeAll(() => {
    home = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-engine-home-'));
  });
  afterAll(() => {
    for (const h of helpers(home, ports)) {
      try { process.kill(h.pid, 'SIGKILL'); } catch { /* gone */ }
    }
    fs.rmSync(home, { recursive: true, force: true });
  });

  const names = (list) => list.map((h) => h.name).sort();
  // [signal, where the next server listens, what the killed server leaves running]
  const cases = [
    ['SIGINT', 'another port', []],
    ['SIGTERM', 'another port', []],
    ['SIGKILL', 'another port', ['rivet-engine', 'rivet-services']],
    ['SIGKILL', 'the same port', ['rivet-engine', 'rivet-services']],
  ];
  for (const [signal, where, left] of cases) {
    it(`a server killed with ${signal} leaves ${left.length ? 'orphans' : 'nothing'}; the next server on ${where} comes up, and process.exit leaves nothing`, async () => {
      const p1 = await freePort();
      ports.push(p1);
      const first = await start(home, p1);
      expect(names(helpers(home, ports))).toEqual(['rivet-engine', 'rivet-services']);
      first.child.kill(signal);
      await first.exited;
      // SIGKILL runs no handler: the next start stops the orphans (or reuses the engine on the same port).
      expect(names(left.length ? helpers(home, ports) : await gone(home, ports))).toEqual(left);
      const p2 = where === 'the same port' ? p1 : await freePort();
      ports.push(p2);
      const second = await start(home, p2, 'exit');
      expect((await second.exited).code).toBe(0);
      expect(await gone(home, ports)).toEqual([]);
    }, 120_000);
  }
});
