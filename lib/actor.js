'use strict';
// agentOS as a RivetKit actor (api.md section 11): `agentOS(config)` returns a real `rivetkit`
// actor definition whose instances each own one VM. RivetKit (an optional peer dependency) is loaded on first use
// so that importing @rivet-dev/agentos without the actor costs nothing.

const { FLAT_ACTIONS, NAMESPACED_ACTIONS, CODE_ACTIONS, SESSION_ACTIONS } = require('./namespaces.js');
const { AgentOsError } = require('./errors.js');
const { AgentOs } = require('./agent-os.js');
const { manageEngine } = require('./engine.js');

const agentOsError = (code, message, details) => new AgentOsError(code, message, details);

/** Directory persisted in the actor's state across sleep/wake (api.md 11). */
const PERSISTED_ROOT = '/home/agentos';
/** How long a sleeping or destroyed actor waits for its running actions before the snapshot (ms). */
const SHUTDOWN_DRAIN_MS = 5000;
/**
 * Output of each process spawned through the actor is kept for connections that subscribe later
 * (the documented order spawns first and connects afterwards): the first OUTPUT_BACKLOG_BYTES of
 * its stdout and stderr together, as `onProcessStdout` keeps output before its first subscriber.
 * An exited process stays replayable for EXITED_KEPT_MS, at most EXITED_KEPT of them.
 */
const OUTPUT_BACKLOG_BYTES = 1024 * 1024;
const EXITED_KEPT = 16;
const EXITED_KEPT_MS = 60_000;
/**
 * Output is coalesced before it is broadcast: the chunks of a stream that arrive within
 * OUTPUT_FLUSH_MS of the first become one event of at most OUTPUT_EVENT_BYTES. Order within a
 * stream is kept; between stdout and stderr only to within that window (they are two pipes).
 * A process writing line by line otherwise sends one event per line, and RivetKit drops events
 * of a connection that falls that far behind.
 */
const OUTPUT_FLUSH_MS = 5;
const OUTPUT_EVENT_BYTES = 64 * 1024;

let rivetkitModule;
function rivetkit() {
  if (rivetkitModule === undefined) {
    try {
      rivetkitModule = require('rivetkit');
    } catch (cause) {
      // RivetKit is an optional peer dependency: programs that only embed AgentOs.create do not
      // install it (nor its dependencies, which include a native better-sqlite3 build).
      throw agentOsError('ENOENT', `agentOS() and setup() need the rivetkit package (an optional peer dependency): npm install rivetkit@~2.3.19 (${cause && cause.message})`, { cause });
    }
  }
  return rivetkitModule;
}

/** RivetKit's `setup` (re-exported as documented), with the local engine's lifetime managed (lib/engine.js). */
function setup(input) {
  return manageEngine(rivetkit().setup(input));
}

/** Turns any error into a RivetKit `UserError` carrying our code (visible to clients). */
function toWireError(err) {
  const { UserError } = rivetkit();
  const code = err && typeof err.code === 'string' ? err.code : 'EIO';
  const message = err instanceof Error ? err.message : String(err);
  const metadata = { code };
  for (const k of ['path', 'syscall', 'pid']) if (err && err[k] !== undefined) metadata[k] = err[k];
  return new UserError(message, { code, metadata });
}

const CALLBACK_OPTIONS = ['onStdout', 'onStderr', 'onExit'];

function rejectCallbacks(options, where) {
  if (options === null || typeof options !== 'object') return;
  for (const k of CALLBACK_OPTIONS) {
    if (options[k] !== undefined) {
      throw agentOsError('EINVAL', `${where}.${k} cannot be sent over the wire: subscribe to the processOutput/processExit events instead`);
    }
  }
}

/** Everything under PERSISTED_ROOT except mount points below it: [{path, type, content?, mode}]. */
async function snapshotHome(vm) {
  if (!(await vm.exists(PERSISTED_ROOT))) return [];
  const mounts = (await vm.listMounts()).map((m) => m.path).filter((p) => p.startsWith(`${PERSISTED_ROOT}/`));
  const inMount = (p) => mounts.some((m) => p === m || p.startsWith(`${m}/`));
  const entries = await vm.readdirRecursive(PERSISTED_ROOT, { exclude: mounts });
  const out = [];
  for (const e of entries) {
    if (inMount(e.path)) continue;
    if (e.type === 'directory') out.push({ path: e.path, type: 'directory' });
    else if (e.type === 'file') out.push({ path: e.path, type: 'file', content: await vm.readFile(e.path) });
  }
  return out;
}

async function restoreHome(vm, entries) {
  for (const e of entries ?? []) {
    if (e.type === 'directory') await vm.mkdir(e.path, { recursive: true });
    else if (e.type === 'file') await vm.writeFile(e.path, e.content);
  }
}

/**
 * A RivetKit actor definition: one VM per actor instance (key), created when the instance starts,
 * disposed when it sleeps or is destroyed. `config` takes the `AgentOs.create` options plus the hooks
 * `onBeforeConnect(c, params)`, `onVmBooted(c, vm)`, `onSessionEvent(c, sessionId, event)` and
 * `onPermissionRequest(c, sessionId, request)` (its reply "once" | "always" | "reject" answers the
 * request; undefined leaves it to clients). Errors reach clients as RivetKit errors whose `code`
 * is ours (`ENOENT`, `EINVAL`, …).
 *
 * Agent sessions (docs/sessions.md): the session actions broadcast `sessionEvent` {sessionId,
 * event} for each transcript entry and `permissionRequest` {sessionId, request} for each
 * permission request the hook did not answer; a client answers with `respondPermission(sessionId,
 * request.permissionId, reply)`. While no connection has subscribed to `permissionRequest`, such a
 * request is allowed (runtimes.md 4's default); else it waits for a reply (rejected after 120 s).
 * Sessions and their transcripts are kept in the actor's state across sleep; after a wake the
 * next prompt starts the agent again and resumes the session (session/load where supported).
 */
function agentOS(config = {}) {
  if (config === null || typeof config !== 'object' || Array.isArray(config)) {
    throw agentOsError('EINVAL', 'agentOS(config): config must be an object of AgentOs.create options');
  }
  const { onBeforeConnect, onVmBooted, onSessionEvent, onPermissionRequest, actorOptions, ...vmOptions } = config;
  const { actor } = rivetkit();

  async function ensureVm(c) {
    // An action that arrives while the VM is being snapshotted and disposed gets the next VM,
    // booted from that snapshot (RivetKit can deliver actions during the sleep grace period).
    while (c.vars.stopping) await c.vars.stopping;
    if (c.vars.vm) return c.vars.vm;
    if (!c.vars.booting) {
      c.vars.booting = (async () => {
        const vm = await AgentOs.create(vmOptions);
        try {
          await restoreHome(vm, c.state.home);
          if (Array.isArray(c.state.sessions) && c.state.sessions.length > 0) {
            vm.adoptSessions(c.state.sessions);
            for (const s of vm.listSessions()) if (!s.closed) wireSession(c, vm, s.sessionId);
          }
        } catch (err) {
          await vm.dispose();
          throw err;
        }
        c.vars.vm = vm;
        c.broadcast('vmBooted');
        if (typeof onVmBooted === 'function') await onVmBooted(c, vm);
        return vm;
      })().finally(() => { c.vars.booting = null; });
    }
    return c.vars.booting;
  }

  function shutdown(c, reason) {
    c.vars.stopping ??= (async () => {
      const vm = c.vars.vm ?? (c.vars.booting ? await c.vars.booting.catch(() => null) : null);
      if (!vm) return;
      // Actions already running on this VM finish first (at most SHUTDOWN_DRAIN_MS), so that
      // what they wrote is in the snapshot.
      let timer;
      await Promise.race([
        Promise.allSettled([...c.vars.running]),
        new Promise((resolve) => { timer = setTimeout(resolve, SHUTDOWN_DRAIN_MS); }),
      ]);
      clearTimeout(timer);
      try {
        c.state.home = await snapshotHome(vm);
      } catch (err) {
        console.error('[agentos] could not persist /home/agentos:', err);
      }
      saveSessions(c, vm);
      try {
        c.broadcast('vmShutdown', { reason });
      } catch {
        // No connections left: nothing to tell.
      }
      c.vars.vm = null;
      for (const b of c.vars.outputs.values()) clearTimeout(b.timer);
      c.vars.outputs.clear();
      await vm.dispose();
    })().finally(() => { c.vars.stopping = null; });
    return c.vars.stopping;
  }

  const wrap = (name, fn) => async (c, ...args) => {
    try {
      let vm = await ensureVm(c);
      // A shutdown that began while this action waited for the VM: take the next one.
      while (c.vars.stopping || c.vars.vm !== vm) vm = await ensureVm(c);
      const run = Promise.resolve().then(() => fn(c, vm, ...args));
      c.vars.running.add(run);
      try {
        return await run;
      } finally {
        c.vars.running.delete(run);
      }
    } catch (err) {
      if (err instanceof AgentOsError && err.code === 'EDISPOSED') c.vars.vm = null;
      throw toWireError(err);
    }
  };

  // The per-process output backlog (OUTPUT_BACKLOG_BYTES): pid → {events, bytes, exit, exitedAt}.
  const backlogOf = (c, pid) => {
    let b = c.vars.outputs.get(pid);
    if (b === undefined) {
      b = { events: [], bytes: 0, seq: 0, exit: undefined, exitedAt: 0, pending: [], pendingBytes: 0, timer: null };
      c.vars.outputs.set(pid, b);
    }
    return b;
  };
  const output = (c, pid, stream, data) => {
    const b = backlogOf(c, pid);
    // One pending part per stream, in the order the streams first wrote within the window.
    let part = b.pending.find((q) => q.stream === stream);
    if (part === undefined || part.bytes + data.byteLength > OUTPUT_EVENT_BYTES) {
      if (part !== undefined) flush(c, pid, b);
      part = { stream, parts: [], bytes: 0 };
      b.pending.push(part);
    }
    part.parts.push(data);
    part.bytes += data.byteLength;
    b.pendingBytes += data.byteLength;
    if (b.pendingBytes >= OUTPUT_EVENT_BYTES) flush(c, pid, b);
    else b.timer ??= setTimeout(() => flush(c, pid, b), OUTPUT_FLUSH_MS);
  };
  const flush = (c, pid, b) => {
    clearTimeout(b.timer);
    b.timer = null;
    const pending = b.pending;
    b.pending = [];
    b.pendingBytes = 0;
    for (const { stream, parts, bytes } of pending) {
      const joined = parts.length === 1 ? parts[0] : Buffer.concat(parts, bytes);
      const data = new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength);
      const event = { pid, stream, data, seq: ++b.seq };
      if (b.bytes + data.byteLength <= OUTPUT_BACKLOG_BYTES) {
        b.events.push(event);
        b.bytes += data.byteLength;
      }
      try {
        c.broadcast('processOutput', event);
      } catch {
        // The actor is going to sleep: the output stays in the backlog only.
      }
    }
  };
  const exited = (c, pid, exitCode) => {
    const b = backlogOf(c, pid);
    flush(c, pid, b);
    b.exit = { pid, exitCode };
    b.exitedAt = Date.now();
    // Exited processes stay replayable: the EXITED_KEPT newest, for EXITED_KEPT_MS.
    const gone = [...c.vars.outputs].filter(([, v]) => v.exit !== undefined).sort((x, y) => y[1].exitedAt - x[1].exitedAt);
    gone.forEach(([p, v], i) => {
      if (i >= EXITED_KEPT || b.exitedAt - v.exitedAt > EXITED_KEPT_MS) c.vars.outputs.delete(p);
    });
    c.broadcast('processExit', b.exit);
  };
  // A connection that subscribes gets the backlog of that event first, on its own (after the
  // subscription is in place: the hook runs before it). Live events follow; one produced while
  // the subscription is set up can arrive twice, with the same `seq`.
  const replay = (eventName) => (c) => {
    const conn = c.conn;
    const outputs = c.vars.outputs;
    setTimeout(() => {
      try {
        for (const b of outputs.values()) {
          if (eventName === 'processOutput') for (const e of b.events) conn.send('processOutput', e);
          else if (b.exit !== undefined) conn.send('processExit', b.exit);
        }
      } catch {
        // The connection went away meanwhile.
      }
    }, 0);
    return true;
  };

  const spawnAction = (c, vm, command, args, options) => {
    rejectCallbacks(options, 'options');
    const { pid } = vm.spawn(command, args ?? [], {
      ...(options ?? {}),
      onStdout: (data) => output(c, pid, 'stdout', data),
      onStderr: (data) => output(c, pid, 'stderr', data),
      onExit: (exitCode) => exited(c, pid, exitCode),
    });
    return { pid };
  };

  // Over the wire a client may only mount and unmount in-memory filesystems: a host directory (or
  // any other plugin) would hand every client of the actor a path into the server's own disk.
  // Operators configure such mounts in `agentOS(config).mounts`.
  const mountAction = (vm, path, plugin, options) => {
    if (plugin === null || typeof plugin !== 'object' || plugin.id !== 'memory') {
      throw agentOsError('EACCES', 'only in-memory filesystems ({id: "memory"}) can be mounted over the wire; configure other mounts in agentOS(config).mounts', { path });
    }
    return vm.mountFs(path, plugin, options);
  };
  const unmountAction = async (vm, path) => {
    const mount = (await vm.listMounts()).find((m) => m.path === path);
    if (mount && mount.kind !== 'memory') {
      throw agentOsError('EACCES', `the ${mount.kind} mount at ${path} was configured by the server and cannot be unmounted over the wire`, { path });
    }
    return vm.unmountFs(path);
  };

  // A Response does not cross the wire: the action answers {status, headers, body}.
  const fetchAction = async (vm, port, request) => {
    const res = await vm.fetch(port, request);
    return { status: res.status, headers: [...res.headers.entries()], body: new Uint8Array(await res.arrayBuffer()) };
  };

  // ----- agent sessions -----
  const saveSessions = (c, vm) => {
    try {
      c.state.sessions = vm.exportSessions();
    } catch (err) {
      if (!(err instanceof AgentOsError && err.code === 'EDISPOSED')) console.error('[agentos] could not persist the sessions:', err);
    }
  };
  /** Session events and permission requests of `sessionId` go to the hooks and to connections. */
  const wireSession = (c, vm, sessionId) => {
    vm.onSessionEvent(sessionId, (event) => {
      if (typeof onSessionEvent === 'function') {
        Promise.resolve().then(() => onSessionEvent(c, sessionId, event)).catch((err) => console.error('[agentos] onSessionEvent failed:', err));
      }
      try {
        c.broadcast('sessionEvent', { sessionId, event });
      } catch {
        // The actor is going to sleep: the event is in the transcript.
      }
    });
    vm.onPermissionRequest(sessionId, async (request) => {
      if (typeof onPermissionRequest === 'function') {
        const reply = await onPermissionRequest(c, sessionId, request);
        if (reply !== undefined && reply !== null) return reply;
      }
      if (c.vars.permissionSubscribers.size === 0) return 'once';
      try {
        c.broadcast('permissionRequest', { sessionId, request });
      } catch {
        return 'reject';
      }
      return undefined; // answered by respondPermission (or rejected after 120 s)
    });
  };
  const sessionAction = async (c, vm, name, args) => {
    if (name === 'createSession') {
      const created = await vm.createSession(...args);
      wireSession(c, vm, created.sessionId);
      saveSessions(c, vm);
      return created;
    }
    try {
      return await vm[name](...args);
    } finally {
      if (name !== 'listSessions' && name !== 'getSessionEvents') saveSessions(c, vm);
    }
  };

  const actions = {};
  for (const name of SESSION_ACTIONS) actions[name] = wrap(name, (c, vm, ...args) => sessionAction(c, vm, name, args));
  for (const name of FLAT_ACTIONS) {
    actions[name] = wrap(name, (c, vm, ...args) => {
      if (name === 'spawn') return spawnAction(c, vm, ...args);
      if (name === 'exec') rejectCallbacks(args[1], 'options');
      if (name === 'mountFs') return mountAction(vm, ...args);
      if (name === 'unmountFs') return unmountAction(vm, ...args);
      if (name === 'fetch') return fetchAction(vm, ...args);
      return vm[name](...args);
    });
  }
  for (const [dotted, flat] of Object.entries(NAMESPACED_ACTIONS)) actions[dotted] = actions[flat];
  for (const [dotted, [ns, method]] of Object.entries(CODE_ACTIONS)) {
    actions[dotted] = wrap(dotted, (c, vm, source, options) => vm[ns][method](source, options));
  }

  const definition = {
    state: { home: [], sessions: [] },
    createVars: () => ({ vm: null, booting: null, stopping: null, running: new Set(), outputs: new Map(), permissionSubscribers: new Set() }),
    events: {
      processOutput: { canSubscribe: replay('processOutput') },
      processExit: { canSubscribe: replay('processExit') },
      sessionEvent: {},
      permissionRequest: {
        canSubscribe: (c) => {
          c.vars.permissionSubscribers.add(c.conn.id);
          return true;
        },
      },
    },
    onDisconnect: (c, conn) => { c.vars.permissionSubscribers.delete(conn.id); },
    onWake: async (c) => {
      try {
        await ensureVm(c);
      } catch (err) {
        console.error('[agentos] VM boot failed:', err);
      }
    },
    onSleep: (c) => shutdown(c, 'sleep'),
    onDestroy: (c) => shutdown(c, 'destroy'),
    actions,
    ...(actorOptions ? { options: actorOptions } : {}),
  };
  if (typeof onBeforeConnect === 'function') definition.onBeforeConnect = onBeforeConnect;
  return actor(definition);
}

module.exports = { agentOS, setup };
