// Shared by the actor tests: a free engine port, the engines a test process started, and
// instance creation that tolerates the engine's slow first placement.
import fs from 'node:fs';
import net from 'node:net';

/** A TCP port that is free now, with the next one free too (the engine also listens on port + 1). */
export async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const srv = net.createServer();
      srv.once('error', reject);
      srv.listen(0, '127.0.0.1', () => {
        const { port: p } = srv.address();
        srv.close(() => resolve(p));
      });
    });
    const nextFree = await new Promise((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port + 1, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (nextFree && port < 65000) return port;
  }
}

/** Engine processes this test process started (RivetKit leaves them running after shutdown). */
export function childEngines() {
  const out = [];
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (ppid === process.pid && /rivet-(engine|services)/.test(cmd)) out.push(Number(pid));
    } catch {
      // The process ended meanwhile.
    }
  }
  return out;
}

/**
 * Creates (or reaches) an actor instance, retrying RivetKit's own route-resolution timeout: on a
 * loaded 2-core machine the embedded engine can take longer than the client's 15 s to place a new
 * actor. Only that engine-side error is retried; every error of ours fails at once.
 */
export async function primed(handle) {
  for (let attempt = 1; ; attempt++) {
    try {
      await handle.exists('/');
      return handle;
    } catch (err) {
      if (err?.code !== 'route_resolve_query_timeout' || attempt === 3) throw err;
    }
  }
}

export const uniqueKey = (name) => `${name}-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Ends the engines this test process started (RivetKit leaves them running after shutdown). */
export function stopEngines() {
  for (const pid of childEngines()) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
