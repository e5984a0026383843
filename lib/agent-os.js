'use strict';
// The `AgentOs` class (api.md sections 3-5, 12): every VM method over the native `NativeVm`,
// plus the inline budget of the `...Now` filesystem calls.

const nodePath = require('node:path');
const { NAMESPACED_ACTIONS } = require('./namespaces.js');
const { codeNamespaces } = require('./code-mode.js');
const { AgentOsError, toAgentOsError, checkPid, einval } = require('./errors.js');
const { loadAddon } = require('./native.js');
const {
  isObjectLike, optionalObject, checkString, checkStringRecord, checkNonNegativeInteger, checkPath, toBuffer,
  toBytes, decodeUtf8, readOnlyFlag
} = require('./validate.js');
const { flattenSoftware, defaultSoftware } = require('./software.js');
const { untrackSandboxVm, trackSandboxVm } = require('./sandbox.js');
const { createBindingDispatcher } = require('./bindings.js');
const { driverTimeout, mountPlugin, mountNative } = require('./mounts.js');
const { convertCreateOptions, convertExecOptions, recursiveFlag } = require('./options.js');
const { checkPort, toNativeRequest, toResponse } = require('./network.js');
const { Sessions } = require('./sessions.js');

const CONSTRUCT = Symbol('AgentOs.construct');

/**
 * Calls a user callback for process events. A callback that throws must not take the Node process
 * down (it runs from a native threadsafe-function dispatch) nor affect the guest: it is logged.
 */
function callHandler(handler, value, pid, what) {
  try {
    handler(value);
  } catch (err) {
    console.error(`agentos: ${what} handler for pid ${pid} threw:`, err);
  }
}
function copyStat(s) {
  return {
    mode: s.mode, size: s.size, blocks: s.blocks, dev: s.dev, rdev: s.rdev, ino: s.ino, nlink: s.nlink,
    uid: s.uid, gid: s.gid, atimeMs: s.atimeMs, mtimeMs: s.mtimeMs, ctimeMs: s.ctimeMs,
    birthtimeMs: s.birthtimeMs, isDirectory: s.isDirectory, isFile: s.isFile, isSymbolicLink: s.isSymbolicLink,
  };
}
// Host filesystem calls on in-memory paths run on the JS thread (the `…Now` native methods). A
// run of them settles only promises, so an `await` loop of such calls would never let the event
// loop turn (timers, I/O, process callbacks). Budget: inline calls for at most INLINE_BUDGET_MS
// per event-loop turn; after that, calls take the worker path (which yields) until a
// setImmediate marks the next turn. Long paths always take the worker path: resolving a path is
// linear in its components and `mkdir -p` quadratic.
const INLINE_BUDGET_MS = 2;
const INLINE_MAX_PATH = 512;
let inlineTurnEnds = 0;
let inlineTurnOpen = false;

function inlineAllowed(path) {
  if (path.length > INLINE_MAX_PATH) return false;
  const now = performance.now();
  if (!inlineTurnOpen) {
    inlineTurnOpen = true;
    inlineTurnEnds = now + INLINE_BUDGET_MS;
    setImmediate(() => { inlineTurnOpen = false; });
    return true;
  }
  return now < inlineTurnEnds;
}

class AgentOs {
  #native;
  #disposing = null;
  /** Called after the native dispose (the sandbox option's client `dispose`); errors are logged. */
  #afterDispose = [];
  #sessions = null;
  #sessionConfig = undefined;
  /** pid → record of a process started with `spawn` (newest 1000 kept). */
  #procs = new Map();

  /** @private use `AgentOs.create(options)` */
  constructor(token, native) {
    if (token !== CONSTRUCT) throw einval('use AgentOs.create(options) to create a VM');
    this.#native = native;
    const namespaces = { filesystem: {}, process: {}, network: {} };
    for (const [dotted, flat] of Object.entries(NAMESPACED_ACTIONS)) {
      const [ns, name] = dotted.split('.');
      namespaces[ns][name] = this[flat].bind(this);
    }
    /** Namespaced filesystem methods (same behaviour as the flat ones). */
    this.filesystem = Object.freeze(namespaces.filesystem);
    /** Namespaced process methods (same behaviour as the flat ones). */
    this.process = Object.freeze(namespaces.process);
    /** Namespaced network methods (`network.fetch` is `fetch`). */
    this.network = Object.freeze(namespaces.network);
    const code = codeNamespaces(this);
    /** Code mode in the VM's `node` (lib/code-mode.js): `evaluate`, `execute`, `typescript.*`. */
    this.javascript = code.javascript;
    /** Code mode for TypeScript (types stripped as `node file.ts` does): `evaluate`, `execute`. */
    this.typescript = code.typescript;
    /** Code mode in the VM's `python3`: `evaluate`, `execute`. */
    this.python = code.python;
  }

  /**
   * Compiles the command modules of a software set ahead of time into the on-disk module cache
   * (`options.moduleCacheDir`, else `$AGENTOS_MODULE_CACHE_DIR`, else `~/.cache/agentos/modules`),
   * so that no exec compiles one. `software` is what `create` takes (descriptors, arrays of them)
   * or absolute module file paths. Synchronous; returns `{compiled, cached}`.
   */
  static precompile(software, options) {
    const opts = optionalObject(options, 'options');
    const items = Array.isArray(software) ? software.flat(Infinity) : [software];
    const paths = new Set();
    const descriptors = [];
    items.forEach((item, i) => {
      if (typeof item === 'string') {
        if (!nodePath.isAbsolute(item)) throw einval(`software[${i}] must be an absolute module path, got ${JSON.stringify(item)}`);
        paths.add(item);
      } else {
        descriptors.push(item);
      }
    });
    const commands = new Map();
    flattenSoftware(descriptors, 'software', commands);
    const cacheDir = opts.moduleCacheDir === undefined ? undefined : checkString(opts.moduleCacheDir, 'options.moduleCacheDir');
    try {
      // The core resolves each command to its file as `create` does (check, aliasOf fallback).
      return loadAddon().precompileModules([...paths], cacheDir, [...commands.values()]);
    } catch (err) {
      throw toAgentOsError(err);
    }
  }

  /** Boots a VM. Rejects EINVAL (bad options), ENOSYS (unimplemented feature), ENOENT/ENOEXEC (command files). */
  static async create(options) {
    try {
      const defaults = options?.software === undefined ? (await defaultSoftware()).software : [];
      const { native: nativeOptions, mounts, handlers, afterDispose, agents, info, sessionBridge } = convertCreateOptions(options, defaults);
      const dispatcher = createBindingDispatcher(handlers);
      // No threadsafe function (and its libuv handle) for a VM without JS binding handlers.
      const vm = loadAddon().NativeVm.create(nativeOptions, handlers.length > 0 ? dispatcher.onCall : undefined);
      dispatcher.attach(vm);
      try {
        for (const m of mounts) await mountNative(vm, m.path, m.plugin, m.readOnly);
      } catch (err) {
        await vm.dispose();
        throw err;
      }
      const agent = new AgentOs(CONSTRUCT, vm);
      agent.#afterDispose = afterDispose;
      agent.#sessionConfig = { agents, info, sessionBridge };
      if (nativeOptions.sandbox?.docker !== undefined || nativeOptions.sandbox?.local !== undefined) trackSandboxVm(vm);
      return agent;
    } catch (err) {
      throw toAgentOsError(err);
    }
  }

  // Runs `fn(native)` unless the VM is disposed; converts every error.
  async #call(fn) {
    if (this.#disposing !== null) throw new AgentOsError('EDISPOSED', 'VM already disposed');
    try {
      return await fn(this.#native);
    } catch (err) {
      const e = toAgentOsError(err);
      // A call that dispose() cut short fails with whatever the torn-down VM said (often EIO, or
      // ECONNRESET for a fetch whose guest server was killed); what happened is that the VM was
      // disposed.
      if (this.#disposing !== null && (e.code === 'EIO' || e.code === 'ECONNRESET')) {
        throw new AgentOsError('EDISPOSED', `VM disposed while the call ran (${e.message})`, { cause: e });
      }
      throw e;
    }
  }

  // ----- process -----

  async exec(command, options) {
    return this.#call(async (vm) => {
      checkString(command, 'command');
      if (command.includes('\0')) throw einval('command must not contain NUL bytes');
      const { native, onStdout, onStderr } = convertExecOptions(options);
      const r = await vm.exec(command, native);
      // Output is delivered once, whole, after exit (streaming lands with spawn).
      if (onStdout && r.stdout.length > 0) onStdout(toBytes(r.stdout));
      if (onStderr && r.stderr.length > 0) onStderr(toBytes(r.stderr));
      return {
        exitCode: r.exitCode,
        stdout: decodeUtf8(r.stdout),
        stderr: decodeUtf8(r.stderr),
        timedOut: r.timedOut,
        stdoutTruncated: r.stdoutTruncated,
        stderrTruncated: r.stderrTruncated,
      };
    });
  }

  // ----- spawned processes (api.md 4.2) -----

  #live() {
    if (this.#disposing !== null) throw new AgentOsError('EDISPOSED', 'VM already disposed');
    return this.#native;
  }

  #sync(fn) {
    const native = this.#live();
    try {
      return fn(native);
    } catch (err) {
      throw toAgentOsError(err);
    }
  }

  #record(pid) {
    const rec = this.#procs.get(pid);
    if (!rec) throw new AgentOsError('ESRCH', `Process not found: ${pid}`, { pid });
    return rec;
  }

  #onEvent(rec, ev) {
    if (ev.kind === 'exit') {
      rec.exitCode = ev.exitCode;
      rec.stdinClosed = true;
      for (const h of rec.exit) callHandler(h, ev.exitCode, rec.pid, 'onExit');
      for (const resolve of rec.waiters) resolve(ev.exitCode);
      rec.waiters = [];
      return;
    }
    const chunk = toBytes(ev.data);
    const handlers = rec[ev.kind];
    if (handlers.size > 0) {
      for (const h of handlers) callHandler(h, chunk, rec.pid, ev.kind === 'stdout' ? 'onStdout' : 'onStderr');
    } else if (rec.buffered[ev.kind].bytes + chunk.length <= 1024 * 1024) {
      // Kept for the first subscriber (api.md 4.2: up to 1 MiB per stream).
      rec.buffered[ev.kind].chunks.push(chunk);
      rec.buffered[ev.kind].bytes += chunk.length;
    }
  }

  /**
   * Starts `command` with `args` without a shell; returns `{pid}` at once. Throws ENOENT (unknown
   * command), EACCES, EAGAIN (process limit), EINVAL (bad options).
   */
  spawn(command, args, options) {
    return this.#sync((vm) => {
      checkString(command, 'command');
      const argv = args ?? [];
      if (!Array.isArray(argv) || argv.some((a) => typeof a !== 'string')) throw einval('args must be an array of strings');
      // A C argv cannot hold NUL: the guest would see the argument cut there.
      if (command.includes('\0')) throw einval('command must not contain NUL bytes');
      const nul = argv.findIndex((a) => a.includes('\0'));
      if (nul >= 0) throw einval(`args[${nul}] must not contain NUL bytes`);
      const opts = optionalObject(options, 'options');
      const native = {};
      const env = checkStringRecord(opts.env, 'options.env');
      if (env !== undefined) native.env = env;
      if (opts.cwd !== undefined) native.cwd = checkPath(opts.cwd, 'options.cwd');
      for (const key of ['onStdout', 'onStderr', 'onExit']) {
        if (opts[key] !== undefined && typeof opts[key] !== 'function') throw einval(`options.${key} must be a function`);
      }
      const rec = {
        command, args: [...argv], exitCode: null, stdinClosed: false, waiters: [],
        stdout: new Set(), stderr: new Set(), exit: new Set(),
        buffered: { stdout: { chunks: [], bytes: 0 }, stderr: { chunks: [], bytes: 0 } },
      };
      if (opts.onStdout) rec.stdout.add(opts.onStdout);
      if (opts.onStderr) rec.stderr.add(opts.onStderr);
      if (opts.onExit) rec.exit.add(opts.onExit);
      const pid = vm.spawn(command, rec.args, native, (ev) => this.#onEvent(rec, ev));
      rec.pid = pid;
      this.#procs.set(pid, rec);
      if (this.#procs.size > 1000) this.#procs.delete(this.#procs.keys().next().value);
      return { pid };
    });
  }

  #subscribe(pid, stream, handler) {
    if (typeof handler !== 'function') throw einval('handler must be a function');
    const rec = this.#record(pid);
    const set = rec[stream];
    const first = set.size === 0;
    set.add(handler);
    if (first && rec.buffered[stream].chunks.length > 0) {
      const chunks = rec.buffered[stream].chunks;
      rec.buffered[stream] = { chunks: [], bytes: 0 };
      for (const c of chunks) callHandler(handler, c, pid, stream === 'stdout' ? 'onStdout' : 'onStderr');
    }
    return () => set.delete(handler);
  }

  /** Subscribes to stdout chunks (Uint8Array, in write order); returns an unsubscribe function. */
  onProcessStdout(pid, handler) {
    checkPid(pid);
    return this.#subscribe(pid, 'stdout', handler);
  }

  /** Subscribes to stderr chunks; returns an unsubscribe function. */
  onProcessStderr(pid, handler) {
    checkPid(pid);
    return this.#subscribe(pid, 'stderr', handler);
  }

  /** Calls `handler(exitCode)` once, after the output was delivered (next tick if already exited). */
  onProcessExit(pid, handler) {
    checkPid(pid);
    if (typeof handler !== 'function') throw einval('handler must be a function');
    const rec = this.#record(pid);
    if (rec.exitCode !== null) {
      let active = true;
      process.nextTick(() => active && callHandler(handler, rec.exitCode, pid, 'onExit'));
      return () => { active = false; };
    }
    rec.exit.add(handler);
    return () => rec.exit.delete(handler);
  }

  /**
   * Writes to the stdin of a spawned process. Rejects (async: never throws) with EPIPE after
   * closeProcessStdin or once the process exited, ESRCH for an unknown pid.
   */
  async writeProcessStdin(pid, data) {
    checkPid(pid);
    const rec = this.#record(pid);
    if (rec.stdinClosed) throw new AgentOsError('EPIPE', `stdin of process ${pid} is closed`, { pid });
    const bytes = toBuffer(data, 'data');
    return this.#call((vm) => vm.writeStdin(pid, bytes));
  }

  /** Closes the stdin of a spawned process (the process sees EOF). */
  closeProcessStdin(pid) {
    checkPid(pid);
    const rec = this.#record(pid);
    rec.stdinClosed = true;
    this.#sync((vm) => vm.closeStdin(pid));
  }

  /** Resolves with the exit code; for spawned processes after their output was delivered. ESRCH. */
  async waitProcess(pid) {
    checkPid(pid);
    const rec = this.#procs.get(pid);
    if (rec) {
      if (rec.exitCode !== null) return rec.exitCode;
      return new Promise((resolve) => rec.waiters.push(resolve));
    }
    return this.#call((vm) => vm.wait(pid));
  }

  /** SIGTERM to the process group of `pid` (exit 143 unless it exits otherwise). ESRCH. */
  stopProcess(pid) {
    checkPid(pid);
    this.#sync((vm) => vm.signal(pid, 15));
  }

  /** SIGKILL to the process group of `pid` (exit 137). ESRCH. */
  killProcess(pid) {
    checkPid(pid);
    this.#sync((vm) => vm.signal(pid, 9));
  }

  /** `{pid, command, args, running, exitCode}` of processes started with `spawn`. */
  listProcesses() {
    this.#sync((vm) => vm.checkProcessInspect());
    return [...this.#procs.values()].map((r) => ({
      pid: r.pid, command: r.command, args: [...r.args], running: r.exitCode === null, exitCode: r.exitCode,
    }));
  }

  /** Every kernel process (API-started and guest children), running or exited within 60 s. */
  allProcesses() {
    return this.#sync((vm) => vm.processes().map((p) => ({
      pid: p.pid, ppid: p.ppid, pgid: p.pgid, sid: p.pgid, command: p.command, args: p.args, cwd: p.cwd,
      status: p.running ? 'running' : 'exited', exitCode: p.exitCode ?? null, startTime: p.startTime,
      exitTime: p.exitTime ?? null, driver: p.driver,
    })));
  }

  /** `allProcesses()` as a forest: roots are processes whose parent is init or no longer listed. */
  processTree() {
    const all = this.allProcesses().map((p) => ({ ...p, children: [] }));
    const byPid = new Map(all.map((p) => [p.pid, p]));
    const roots = [];
    for (const p of all) {
      const parent = byPid.get(p.ppid);
      if (parent) parent.children.push(p);
      else roots.push(p);
    }
    return roots;
  }

  /** The summary of one process. Throws ESRCH `Process not found: <pid>`. */
  getProcess(pid) {
    checkPid(pid);
    this.#sync((vm) => vm.checkProcessInspect());
    const rec = this.#procs.get(pid);
    if (rec) return { pid, command: rec.command, args: [...rec.args], running: rec.exitCode === null, exitCode: rec.exitCode };
    const p = this.allProcesses().find((x) => x.pid === pid);
    if (!p) throw new AgentOsError('ESRCH', `Process not found: ${pid}`, { pid });
    return { pid, command: p.command, args: p.args, running: p.status === 'running', exitCode: p.exitCode };
  }

  // ----- network -----

  /**
   * One HTTP/1.1 request to a guest server listening on VM loopback `port` (runtimes.md 1.3).
   * Resolves a `Response`; rejects ECONNREFUSED when nothing listens, EINVAL for a bad request.
   */
  async fetch(port, request) {
    return this.#call(async (vm) => toResponse(await vm.fetch(checkPort(port), await toNativeRequest(request))));
  }

  // ----- filesystem -----

  // Each filesystem call first tries the `…Now` variant, which does the work on this thread when
  // the path stays on in-memory mounts (and the file is small), and otherwise returns null/false
  // without doing anything; then the async one runs it on a worker thread (issue 6).

  async readFile(path) {
    return this.#call(async (vm) => {
      checkPath(path);
      return toBytes((inlineAllowed(path) ? vm.readFileNow(path) : null) ?? await vm.readFile(path));
    });
  }

  async writeFile(path, content) {
    return this.#call(async (vm) => {
      checkPath(path);
      const data = toBuffer(content, 'content');
      if (!(inlineAllowed(path) && vm.writeFileNow(path, data))) await vm.writeFile(path, data);
    });
  }

  async writeFiles(entries) {
    return this.#call(async () => {
      if (!Array.isArray(entries)) throw einval('entries must be an array of {path, content}');
      const results = [];
      for (let i = 0; i < entries.length; i++) {
        const entry = entries[i];
        const path = isObjectLike(entry) ? entry.path : undefined;
        try {
          if (!isObjectLike(entry)) throw einval(`entries[${i}] must be an object {path, content}`);
          await this.writeFile(entry.path, entry.content);
          results.push({ path, success: true });
        } catch (err) {
          results.push({ path, success: false, error: toAgentOsError(err).message });
        }
      }
      return results;
    });
  }

  async readFiles(paths) {
    return this.#call(async () => {
      if (!Array.isArray(paths)) throw einval('paths must be an array of strings');
      const results = [];
      for (const path of paths) {
        try {
          results.push({ path, content: await this.readFile(path) });
        } catch (err) {
          results.push({ path, content: null, error: toAgentOsError(err).message });
        }
      }
      return results;
    });
  }

  async mkdir(path, options) {
    return this.#call(async (vm) => {
      checkPath(path);
      const recursive = recursiveFlag(options, 'options');
      if (!(inlineAllowed(path) && vm.mkdirNow(path, recursive))) await vm.mkdir(path, recursive);
    });
  }

  async readdir(path) {
    return this.#call(async (vm) => (inlineAllowed(checkPath(path)) ? vm.readdirNow(path) : null) ?? vm.readdir(path));
  }

  async readdirRecursive(path, options) {
    return this.#call(async (vm) => {
      checkPath(path);
      const opts = optionalObject(options, 'options');
      const maxDepth = opts.maxDepth === undefined || opts.maxDepth === null
        ? undefined : checkNonNegativeInteger(opts.maxDepth, 'options.maxDepth');
      let exclude = [];
      if (opts.exclude !== undefined && opts.exclude !== null) {
        if (!Array.isArray(opts.exclude)) throw einval('options.exclude must be an array of strings');
        exclude = opts.exclude.map((name, i) => checkString(name, `options.exclude[${i}]`));
      }
      const entries = await vm.readdirRecursive(path, maxDepth, exclude);
      return entries.map((e) => ({ path: e.path, type: e.type, size: e.size }));
    });
  }

  async stat(path) {
    return this.#call(async (vm) => copyStat((inlineAllowed(checkPath(path)) ? vm.statNow(path, true) : null) ?? await vm.stat(path)));
  }

  async lstat(path) {
    return this.#call(async (vm) => copyStat((inlineAllowed(checkPath(path)) ? vm.statNow(path, false) : null) ?? await vm.lstat(path)));
  }

  async exists(path) {
    return this.#call(async (vm) => (inlineAllowed(checkPath(path)) ? vm.existsNow(path) : null) ?? vm.exists(path));
  }

  async move(from, to) {
    return this.#call(async (vm) => {
      checkPath(from, 'from');
      checkPath(to, 'to');
      await vm.rename(from, to);
    });
  }

  async delete(path, options) {
    return this.#call(async (vm) => {
      checkPath(path);
      await vm.remove(path, recursiveFlag(options, 'options'));
    });
  }

  async deleteFile(path, options) {
    return this.delete(path, options);
  }

  async remove(path, options) {
    return this.delete(path, options);
  }

  // ----- mounts -----

  /**
   * Mounts `plugin` (e.g. `createInMemoryFileSystem()`) or a JS driver object at `path`. EINVAL for
   * `/`, EEXIST when taken, ENOSYS for unsupported kinds. `options.timeoutMs`: per driver call.
   */
  async mountFs(path, plugin, options) {
    return this.#call(async (vm) => {
      checkPath(path);
      const opts = optionalObject(options, 'options');
      const p = mountPlugin(plugin, 'mountFs(path, plugin)');
      if (p.id === 'js') p.timeoutMs = driverTimeout(opts.timeoutMs, 'options.timeoutMs');
      await mountNative(vm, path, p, readOnlyFlag(opts.readOnly, 'options.readOnly'));
    });
  }

  /** Detaches the mount at `path`. EINVAL when not a mount point, EBUSY with child mounts. */
  async unmountFs(path) {
    return this.#call(async (vm) => {
      checkPath(path);
      await vm.unmount(path);
    });
  }

  /** `{path, kind, readOnly}[]` of every mount but the root, sorted by path. */
  async listMounts() {
    return this.#call(async (vm) => vm.listMounts().map((m) => {
      const entry = { path: m.path, kind: m.kind, readOnly: m.readOnly };
      // The `sandbox` option's mount with local(): the isolation in effect (sandbox.md 6).
      if (m.isolation) entry.isolation = m.isolation;
      return entry;
    }));
  }

  // ----- lifecycle -----

  /** Idempotent: every call returns the same promise; afterwards every method rejects with EDISPOSED. */
  // Agent sessions (runtimes.md 4; lib/sessions.js, docs/sessions.md): an ACP agent as a VM process.
  get #agentSessions() {
    this.#live();
    return (this.#sessions ??= new Sessions(this, this.#sessionConfig));
  }
  /** Starts `agent` (an installed agent's name such as "pi", or a descriptor) and opens an ACP session. */
  createSession(agent, options) { return this.#agentSessions.create(agent, options); }
  /** Sends a prompt (text or ACP content blocks): `{stopReason, text}`. */
  prompt(sessionId, content, options) { return this.#agentSessions.prompt(sessionId, content, options); }
  /** The reference's name for `prompt`. */
  sendPrompt(sessionId, content, options) { return this.prompt(sessionId, content, options); }
  onSessionEvent(sessionId, handler) { return this.#agentSessions.onEvent(sessionId, handler); }
  onPermissionRequest(sessionId, handler) { return this.#agentSessions.onPermissionRequest(sessionId, handler); }
  respondPermission(sessionId, permissionId, reply) { return this.#agentSessions.respondPermission(sessionId, permissionId, reply); }
  cancelSession(sessionId) { return this.#agentSessions.cancel(sessionId); }
  /** The reference's name for `cancelSession`. */
  cancelPrompt(sessionId) { return this.cancelSession(sessionId); }
  closeSession(sessionId) { return this.#agentSessions.close(sessionId); }
  listSessions() { return this.#agentSessions.list(); }
  getSessionEvents(sessionId) { return this.#agentSessions.events(sessionId); }
  /** Every session as plain data (agent, options, transcript), for adoptSessions in a later VM. */
  exportSessions() { return this.#agentSessions.export(); }
  /** Takes over exported sessions: each one's agent starts again at its next prompt. */
  adoptSessions(sessions) { return this.#agentSessions.adopt(sessions); }

  dispose() {
    if (this.#disposing === null) {
      this.#disposing = Promise.resolve()
        .then(() => this.#native.dispose())
        .finally(() => untrackSandboxVm(this.#native))
        .catch((err) => {
          // Disposing twice natively is not an error for callers.
          const converted = toAgentOsError(err);
          if (converted.code !== 'EDISPOSED') throw converted;
        })
        .then(async () => {
          for (const hook of this.#afterDispose) {
            try {
              await hook();
            } catch (err) {
              console.error('[agentos] sandbox dispose failed:', err);
            }
          }
        });
    }
    return this.#disposing;
  }
}

module.exports = { AgentOs };
