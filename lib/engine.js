'use strict';
// The lifetime of RivetKit's local helper processes around `registry.start()` (api.md 11): the
// engine (`rivet-engine`) and its Services process (`rivet-services`, which listens on 8642).
//
// RivetKit spawns both on the first start and leaves the engine running on purpose
// ("intentionally orphaned"): a later start on the same endpoint reuses it. Helpers left by an
// ended process block the next server: the engine still holds the storage directory's database
// (a start on another port fails "Engine health check failed") and Services its port ("Services
// failed to start"). agentOS's `setup()` therefore:
// - before a start, stops orphaned helpers (their owner process is gone): the Services process,
//   and the engine of the same storage directory when it serves another endpoint; one serving the
//   same endpoint is reused, as RivetKit does, and stopped by us at exit;
// - stops the helpers this process spawned when the process exits (`exit`), or dies of SIGINT or
//   SIGTERM after RivetKit's own shutdown handler ran (which re-raises the signal). Only SIGKILL
//   leaves them running; the next start then reuses or stops them.
// The engine's stamp, `<storage>/var/engine/runtime.json` ({pid, endpoint}), names it; the storage
// directory is `RIVETKIT_STORAGE_PATH` or `~/.rivetkit`, as RivetKit resolves it. Linux only
// (/proc); elsewhere the registry is RivetKit's, unchanged.

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** How long a stale helper gets to stop after SIGTERM before SIGKILL (ms): the engine flushes its
 * database; Services has nothing to keep (and was seen ignoring SIGTERM). */
const STOP_GRACE_MS = { 'rivet-engine': 5000, 'rivet-services': 1000 };

function storageRoot() {
  return process.env.RIVETKIT_STORAGE_PATH || path.join(os.homedir(), '.rivetkit');
}

/** `{pid, endpoint}` of the engine stamped in the storage directory, or null. */
function readStamp() {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(storageRoot(), 'var', 'engine', 'runtime.json'), 'utf8'));
    return Number.isInteger(stamp?.pid) && stamp.pid > 1 ? stamp : null;
  } catch {
    return null;
  }
}

/** RivetKit's helper processes: the engine and its Services process. */
const RIVET_PROGRAMS = new Set(['rivet-engine', 'rivet-services']);

/** `{pid, ppid, name}` of a live process, from /proc (Linux); null when it is gone or unreadable. */
function processInfo(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z') return null; // a zombie has stopped
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return { pid, ppid: Number(fields[1]), name: path.basename(cmdline[0] ?? '') };
  } catch {
    return null;
  }
}

/** Live rivet-engine and rivet-services processes this user can see. */
function rivetProcesses() {
  const out = [];
  let entries = [];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const info = processInfo(Number(entry));
    if (info !== null && RIVET_PROGRAMS.has(info.name)) out.push(info);
  }
  return out;
}

/** Whether a process that spawned an engine is still there to own it (a JS runtime). */
function ownerAlive(ppid) {
  if (ppid <= 1) return false;
  try {
    const exe = path.basename(fs.readlinkSync(`/proc/${ppid}/exe`));
    return /^(node|bun|deno)/.test(exe);
  } catch {
    return false;
  }
}

function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** SIGTERM, then SIGKILL after its STOP_GRACE_MS; waits for the process to go (synchronously). */
function stopSync(pid, name) {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + (STOP_GRACE_MS[name] ?? 1000);
  while (processInfo(pid) !== null) {
    if (Date.now() > deadline) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
      return;
    }
    sleepSync(50);
  }
}

/**
 * Before a start: orphaned helpers of an ended process block it. An orphaned engine of this storage
 * directory serving another endpoint holds the database, and an orphaned Services process holds its
 * port (8642): stop them. An orphaned engine serving `endpoint` is reused by RivetKit; it is then
 * ours to stop at exit. Returns the pids it stopped.
 */
function releaseStale(endpoint) {
  const stamp = readStamp();
  const db = path.join(storageRoot(), 'var', 'engine', 'db');
  const stopped = [];
  for (const p of rivetProcesses()) {
    if (ownerAlive(p.ppid)) continue;
    if (p.name === 'rivet-engine') {
      // Which storage directory and endpoint: the stamp, or the engine's own environment when it
      // was stopped before it wrote the stamp (a server killed during its start).
      const env = engineEnv(p.pid);
      const stamped = stamp !== null && stamp.pid === p.pid;
      if (!stamped && (env === null || path.resolve(env.db) !== db)) continue; // another storage directory's engine
      const serves = stamped ? stamp.endpoint : env.endpoint;
      if (serves === endpoint) {
        adopted = p.pid;
        continue;
      }
    }
    stopSync(p.pid, p.name);
    stopped.push(p.pid);
  }
  return stopped;
}

/** `{db, endpoint}` from an engine's environment (RivetKit passes its config that way), or null. */
function engineEnv(pid) {
  try {
    const vars = new Map(fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').map((kv) => {
      const i = kv.indexOf('=');
      return [kv.slice(0, i), kv.slice(i + 1)];
    }));
    const cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
    const db = vars.get('RIVET__FILE_SYSTEM__PATH');
    const host = vars.get('RIVET__GUARD__HOST');
    const port = vars.get('RIVET__GUARD__PORT');
    if (!db || !host || !port) return null;
    return { db: path.resolve(cwd, db), endpoint: `http://${host}:${port}` };
  } catch {
    return null;
  }
}

/** An orphaned engine this process reuses (and so stops at exit). */
let adopted = null;
let hooksInstalled = false;

/** At exit: SIGTERM the helpers this process spawned, and the engine it adopted. */
function stopOwnHelpers() {
  for (const p of rivetProcesses()) {
    if (p.ppid === process.pid || p.pid === adopted) {
      try {
        process.kill(p.pid, 'SIGTERM');
      } catch {
        // Gone meanwhile.
      }
    }
  }
  adopted = null;
}

function onSignal(signal) {
  // RivetKit's own handler (when installed) drains the registry, removes itself and re-raises the
  // signal: act on that second delivery, when ours is the last listener.
  if (process.listeners(signal).length > 1) return;
  stopOwnHelpers();
  process.removeListener('SIGINT', onSigint);
  process.removeListener('SIGTERM', onSigterm);
  process.kill(process.pid, signal);
}
const onSigint = () => onSignal('SIGINT');
const onSigterm = () => onSignal('SIGTERM');

function installHooks() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on('exit', stopOwnHelpers);
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
}

/**
 * Wraps a RivetKit registry's `start`/`startAndWait` with the engine lifetime above (Linux:
 * process information comes from /proc; elsewhere the registry is returned unchanged).
 */
function manageEngine(registry) {
  if (process.platform !== 'linux') return registry;
  // The endpoint of the engine RivetKit spawns or reuses for this config; null when it spawns none
  // (a remote endpoint, or no endpoint at all outside development).
  const localEndpoint = () => {
    try {
      const config = registry.parseConfig();
      const local = `http://${config.engineHost}:${config.enginePort}`;
      return config.startEngine || config.endpoint === local ? local : null;
    } catch {
      return null; // RivetKit reports a bad config itself when it starts
    }
  };
  for (const method of ['start', 'startAndWait']) {
    const original = registry[method];
    if (typeof original !== 'function') continue;
    registry[method] = function startWithEngine(...args) {
      const endpoint = localEndpoint();
      if (endpoint !== null) {
        releaseStale(endpoint);
        installHooks();
      }
      return original.apply(this, args);
    };
  }
  return registry;
}

module.exports = { manageEngine, rivetProcesses };
