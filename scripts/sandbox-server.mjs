// Starts the real Sandbox Agent server binary (from @sandbox-agent/cli-linux-x64) by hand on
// 127.0.0.1 with a free port, a given token and a private HOME, for tests and benchmarks of the
// explicit forms (createSandboxFs / createSandboxBindings / the client option), which own their server.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sandboxAgentBinary } from '@rivet-dev/agentos-sandbox';

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server and waits (up to `timeoutMs`) for `/v1/health`. Resolves
 * `{baseUrl, home, child, stop()}`; `stop()` kills it, waits for the exit and removes `home`.
 */
export async function startSandboxServer(token, { timeoutMs = 10_000, label = 'test' } = {}) {
  const binary = sandboxAgentBinary();
  fs.chmodSync(binary, 0o755);
  const home = fs.mkdtempSync(path.join(os.tmpdir(), `agentos-sbx-${label}-`));
  const port = await freePort();
  const child = spawn(binary, ['server', '--host', '127.0.0.1', '--port', String(port), '--token', token, '--no-telemetry'], {
    cwd: home, env: { ...process.env, HOME: home }, stdio: 'ignore',
  });
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    child.kill('SIGKILL');
    if (child.exitCode === null && child.signalCode === null) await exited;
    fs.rmSync(home, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const r = await fetch(`${baseUrl}/v1/health`, { headers: { authorization: `Bearer ${token}` } });
      if (r.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the sandbox-agent server did not answer /v1/health within ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { baseUrl, home, child, stop };
}
