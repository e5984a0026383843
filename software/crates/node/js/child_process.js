// Node's `child_process` over host_process (src/process.rs): spawnSync/execSync/execFileSync
// read the child's pipes with poll(2) until both end, then wait; spawn/exec/execFile return a
// ChildProcess whose stdout/stderr are Readables and stdin a Writable over the pipes through the
// fd reactor (js/tty.js). The exit is learnt without blocking the loop: a non-blocking waitpid,
// retried on timers backing off from 1 to 50 ms, and at once when the child's output pipes end
// (host_process has no exit descriptor to poll).
'use strict';
const { EventEmitter } = require('events');
const { native, Buffer, inspect } = internals;

const signals = require('os').constants.signals;
const signalName = (n) => Object.keys(signals).find((k) => signals[k] === n) || null;
function signalNumber(sig) {
  if (sig === undefined || sig === null) return signals.SIGTERM;
  if (typeof sig === 'number') return sig;
  if (Object.prototype.hasOwnProperty.call(signals, sig)) return signals[sig];
  const e = new TypeError(`Unknown signal: ${sig}`);
  e.code = 'ERR_UNKNOWN_SIGNAL';
  throw e;
}

function typeError(code, message) {
  const e = new TypeError(message);
  e.code = code;
  return e;
}
function checkArgs(file, args, options) {
  if (typeof file !== 'string' || file === '') {
    throw typeError(file === '' ? 'ERR_INVALID_ARG_VALUE' : 'ERR_INVALID_ARG_TYPE',
      file === '' ? "The argument 'file' cannot be empty. Received ''" : `The "file" argument must be of type string. Received ${inspect(file)}`);
  }
  if (args !== undefined && args !== null && !Array.isArray(args)) {
    throw typeError('ERR_INVALID_ARG_TYPE', `The "args" argument must be an instance of Array. Received ${inspect(args)}`);
  }
  if (options !== undefined && options !== null && typeof options !== 'object') {
    throw typeError('ERR_INVALID_ARG_TYPE', `The "options" argument must be of type object. Received ${inspect(options)}`);
  }
}
/** (file, args, options) after Node's optional-argument shuffles and `shell`. */
function normalize(file, args, options) {
  if (args !== undefined && args !== null && !Array.isArray(args) && typeof args === 'object') {
    options = args;
    args = [];
  }
  checkArgs(file, args, options);
  options = { ...(options || {}) };
  args = (args || []).map(String);
  let argv = [file, ...args];
  if (options.shell) {
    const command = [file, ...args].join(' ');
    const shell = typeof options.shell === 'string' ? options.shell : '/bin/sh';
    argv = [shell, '-c', command];
    file = shell;
  }
  if (options.argv0 !== undefined) argv[0] = String(options.argv0);
  const env = options.env || process.env;
  const envList = [];
  for (const k of Object.keys(env)) if (env[k] !== undefined) envList.push(`${k}=${env[k]}`);
  let cwd = options.cwd;
  if (cwd && typeof cwd === 'object' && typeof cwd.href === 'string') cwd = decodeURIComponent(cwd.pathname);
  return { file, args, argv, options, envList, cwd: cwd === undefined || cwd === null ? '' : String(cwd) };
}
/** Node's stdio option as three slot specs (-1 pipe, -2 ignore, -3 inherit, ≥ 0 an fd). */
function stdioSpecs(stdio, fallback = 'pipe') {
  const one = (s, i) => {
    if (s === undefined || s === null) s = fallback;
    if (s === 'pipe' || s === 'overlapped') return -1;
    if (s === 'ignore') return -2;
    if (s === 'inherit') return i <= 2 ? i : -3;
    if (typeof s === 'number') return s;
    if (s && typeof s === 'object' && typeof s.fd === 'number') return s.fd;
    throw typeError('ERR_INVALID_ARG_VALUE', `The argument 'stdio' is invalid. Received ${inspect(s)}`);
  };
  if (stdio === undefined || stdio === null) stdio = fallback;
  if (typeof stdio === 'string') return [0, 1, 2].map((i) => one(stdio, i));
  if (!Array.isArray(stdio)) throw typeError('ERR_INVALID_ARG_VALUE', `The argument 'stdio' is invalid. Received ${inspect(stdio)}`);
  return [0, 1, 2].map((i) => one(stdio[i], i));
}
function spawnError(e, syscall, file, args) {
  const err = new Error(`${syscall} ${file} ${e.code}`);
  err.errno = e.errno;
  err.code = e.code;
  err.syscall = `${syscall} ${file}`;
  err.path = file;
  err.spawnargs = args;
  return err;
}
const status = (w) => (w[1] !== 0 ? { code: null, signal: signalName(w[1]) } : { code: w[0], signal: null });
const toBuffer = (u8) => Buffer.from(u8.buffer, u8.byteOffset, u8.byteLength);

// ---------------------------------------------------------------------------------------------
// Synchronous.

function spawnSync(file, args, options) {
  const n = normalize(file, args, options);
  const o = n.options;
  const specs = stdioSpecs(o.stdio);
  const maxBuffer = o.maxBuffer === undefined ? 1024 * 1024 : o.maxBuffer;
  const result = { pid: 0, output: null, stdout: null, stderr: null, status: null, signal: null };
  let ids;
  try {
    ids = native.procSpawn(n.argv, n.envList, n.cwd, specs);
  } catch (e) {
    result.error = spawnError(e, 'spawnSync', n.file, n.argv.slice(1));
    return result;
  }
  const [pid, fdIn, fdOut, fdErr] = ids;
  result.pid = pid;
  if (fdIn >= 0) {
    if (o.input !== undefined && o.input !== null) {
      const bytes = typeof o.input === 'string' ? Buffer.from(o.input, o.encoding && o.encoding !== 'buffer' ? o.encoding : 'utf8') : o.input;
      try {
        let rest = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        while (rest.length > 0) rest = rest.subarray(native.writeSome(fdIn, rest));
      } catch (e) {
        if (e.code !== 'EPIPE') result.error = e;
      }
    }
    native.closeFd(fdIn);
  }
  const chunks = { [fdOut]: [], [fdErr]: [] };
  const sizes = { [fdOut]: 0, [fdErr]: 0 };
  const open = [fdOut, fdErr].filter((fd) => fd >= 0);
  const deadline = o.timeout > 0 ? Date.now() + o.timeout : Infinity;
  const killSignal = signalNumber(o.killSignal);
  let killed = false;
  const kill = (why) => {
    if (killed) return;
    killed = true;
    try { native.procKill(pid, killSignal); } catch {}
    if (why) result.error = why;
  };
  while (open.length > 0) {
    const left = deadline === Infinity ? -1 : Math.max(0, deadline - Date.now());
    const pairs = [];
    for (const fd of open) pairs.push(fd, native.POLLIN);
    const revents = native.poll(pairs, killed ? -1 : left);
    if (!killed && deadline !== Infinity && Date.now() >= deadline && revents.every((r) => r === 0)) {
      const e = new Error(`spawnSync ${n.file} ETIMEDOUT`);
      e.errno = -110;
      e.code = 'ETIMEDOUT';
      e.syscall = `spawnSync ${n.file}`;
      e.path = n.file;
      e.spawnargs = n.argv.slice(1);
      kill(e);
      continue;
    }
    for (let i = open.length - 1; i >= 0; i--) {
      if (revents[i] === 0) continue;
      const fd = open[i];
      let data;
      try {
        data = native.readSome(fd, 65536);
      } catch {
        data = new Uint8Array(0);
      }
      if (data.length === 0) {
        native.closeFd(fd);
        open.splice(i, 1);
        continue;
      }
      chunks[fd].push(toBuffer(data));
      sizes[fd] += data.length;
      if (sizes[fd] > maxBuffer) {
        const e = new Error(`spawnSync ${n.file} ENOBUFS`);
        e.errno = -105;
        e.code = 'ENOBUFS';
        e.syscall = `spawnSync ${n.file}`;
        e.path = n.file;
        e.spawnargs = n.argv.slice(1);
        kill(e);
      }
    }
  }
  // Only inherited or ignored outputs: wait with the timeout, checking now and then.
  let w = null;
  if (deadline !== Infinity) {
    for (let pause = 1; (w = native.procWait(pid, true)) == null; pause = Math.min(pause * 2, 20)) {
      if (!killed && Date.now() >= deadline) {
        const e = new Error(`spawnSync ${n.file} ETIMEDOUT`);
        e.errno = -110;
        e.code = 'ETIMEDOUT';
        e.syscall = `spawnSync ${n.file}`;
        e.path = n.file;
        e.spawnargs = n.argv.slice(1);
        kill(e);
      }
      native.sleepMs(pause);
    }
  } else {
    w = native.procWait(pid, false);
  }
  const s = status(w);
  result.status = s.code;
  result.signal = s.signal;
  const enc = o.encoding && o.encoding !== 'buffer' ? o.encoding : null;
  const collect = (fd) => {
    if (fd < 0) return null;
    const b = Buffer.concat(chunks[fd]);
    return enc ? b.toString(enc) : b;
  };
  result.stdout = collect(fdOut);
  result.stderr = collect(fdErr);
  result.output = [null, result.stdout, result.stderr];
  return result;
}

function checkExecSync(ret, command, o) {
  // Without a stdio option, the child's stderr goes to ours (Node's execSync/execFileSync).
  if (o.stdio === undefined && ret.stderr && ret.stderr.length > 0) process.stderr.write(ret.stderr);
  if (ret.error) {
    ret.error.status = ret.status;
    ret.error.signal = ret.signal;
    ret.error.output = ret.output;
    ret.error.pid = ret.pid;
    ret.error.stdout = ret.stdout;
    ret.error.stderr = ret.stderr;
    throw ret.error;
  }
  if (ret.status !== 0) {
    let msg = `Command failed: ${command}`;
    if (ret.stderr && ret.stderr.length > 0) msg += `\n${ret.stderr.toString()}`;
    const e = new Error(msg);
    Object.assign(e, { status: ret.status, signal: ret.signal, output: ret.output, pid: ret.pid, stdout: ret.stdout, stderr: ret.stderr });
    throw e;
  }
  return ret.stdout;
}
function execSync(command, options) {
  const o = { ...(options || {}), shell: (options && options.shell) || true };
  const ret = spawnSync(command, [], o);
  return checkExecSync(ret, command, o);
}
function execFileSync(file, args, options) {
  if (args !== undefined && args !== null && !Array.isArray(args) && typeof args === 'object') {
    options = args;
    args = [];
  }
  const o = { ...(options || {}) };
  const ret = spawnSync(file, args || [], o);
  return checkExecSync(ret, [file, ...(args || [])].join(' '), o);
}

// ---------------------------------------------------------------------------------------------
// Asynchronous.

class ChildProcess extends EventEmitter {
  constructor() {
    super();
    this.pid = undefined;
    this.exitCode = null;
    this.signalCode = null;
    this.killed = false;
    this.connected = false;
    this.stdin = null;
    this.stdout = null;
    this.stderr = null;
    this.stdio = [null, null, null];
    this.spawnfile = undefined;
    this.spawnargs = [];
    this._open = 0;
    this._exited = false;
    this._timer = null;
    this._ref = true;
  }
  spawn(options) {
    const n = normalize(options.file, options.args, options);
    this.spawnfile = n.file;
    this.spawnargs = n.argv;
    let ids;
    try {
      ids = native.procSpawn(n.argv, n.envList, n.cwd, stdioSpecs(n.options.stdio));
    } catch (e) {
      const err = spawnError(e, 'spawn', n.file, n.argv.slice(1));
      process.nextTick(() => {
        this.emit('error', err);
        this._exited = true;
        this.emit('close', -2, null);
      });
      return err;
    }
    const [pid, fdIn, fdOut, fdErr] = ids;
    this.pid = pid;
    const { FdReadable, FdWritable, kFdEnd } = require('tty')._fdStreams;
    if (fdIn >= 0) {
      this.stdin = new FdWritable(fdIn);
      this.stdin.on('error', () => {});
    }
    for (const [fd, name] of [[fdOut, 'stdout'], [fdErr, 'stderr']]) {
      if (fd < 0) continue;
      const s = new FdReadable(fd);
      this[name] = s;
      this._open++;
      // As Node's pipe sockets: read at once (into the buffer while nobody consumes), and the
      // child is 'close'd once every output reached its end of file.
      s.once(kFdEnd, () => { this._outputEnded(); this._streamClosed(); });
      s.once('close', () => { if (!s.fdEnded) this._streamClosed(); });
      s.read(0);
    }
    this.stdio = [this.stdin, this.stdout, this.stderr];
    process.nextTick(() => this.emit('spawn'));
    this._watchExit();
    if (n.options.timeout > 0) {
      const t = setTimeout(() => this.kill(n.options.killSignal), n.options.timeout);
      this.once('exit', () => clearTimeout(t));
    }
    if (n.options.signal) {
      const sig = n.options.signal;
      const onAbort = () => {
        this.kill(n.options.killSignal);
        const e = new Error('The operation was aborted');
        e.name = 'AbortError';
        e.code = 'ABORT_ERR';
        this.emit('error', e);
      };
      if (sig.aborted) process.nextTick(onAbort);
      else {
        sig.addEventListener('abort', onAbort, { once: true });
        this.once('exit', () => sig.removeEventListener('abort', onAbort));
      }
    }
    return undefined;
  }
  _outputEnded() {
    this._ended = (this._ended || 0) + 1;
    const outputs = (this.stdout ? 1 : 0) + (this.stderr ? 1 : 0);
    // The child closed its outputs, so it has most likely exited: look now.
    if (this._ended >= outputs && this._timer !== null) {
      clearTimeout(this._timer);
      this._timer = null;
      this._watchExit();
    }
  }
  // Retries a non-blocking waitpid on timers (1 ms doubling to 50 ms) until the child is reaped.
  _watchExit(pause = 0) {
    if (this._exited || this._timer !== null) return;
    let w;
    try {
      w = native.procWait(this.pid, true);
    } catch (e) {
      w = [0, 0];
    }
    if (w == null) {
      this._timer = setTimeout(() => {
        this._timer = null;
        this._watchExit(Math.min(Math.max(1, pause * 2), 50));
      }, pause);
      if (!this._ref) this._timer.unref();
      return;
    }
    this._exited = true;
    const s = status(w);
    this.exitCode = s.code;
    this.signalCode = s.signal;
    if (this.stdin) this.stdin.destroy();
    this.emit('exit', s.code, s.signal);
    this._maybeClose();
  }
  _streamClosed() {
    this._open--;
    this._maybeClose();
  }
  _maybeClose() {
    if (this._exited && this._open <= 0 && !this._closed) {
      this._closed = true;
      process.nextTick(() => this.emit('close', this.exitCode, this.signalCode));
    }
  }
  kill(sig) {
    if (this._exited || this.pid === undefined) return false;
    try {
      native.procKill(this.pid, signalNumber(sig));
    } catch (e) {
      if (e.code === 'ESRCH') return false;
      throw e;
    }
    this.killed = true;
    return true;
  }
  ref() {
    this._ref = true;
    if (this._timer) this._timer.ref();
    for (const s of [this.stdout, this.stderr]) if (s) s.ref();
  }
  unref() {
    this._ref = false;
    if (this._timer) this._timer.unref();
    for (const s of [this.stdout, this.stderr]) if (s) s.unref();
  }
  disconnect() {}
  send() {
    const e = new Error('child_process IPC channels are not available in agentOS node');
    e.code = 'ERR_IPC_CHANNEL_CLOSED';
    throw e;
  }
}

function spawn(file, args, options) {
  if (args !== undefined && args !== null && !Array.isArray(args) && typeof args === 'object') {
    options = args;
    args = [];
  }
  checkArgs(file, args, options);
  const child = new ChildProcess();
  child.spawn({ ...(options || {}), file, args: args || [] });
  return child;
}

function execFile(file, args, options, callback) {
  if (typeof args === 'function') { callback = args; args = []; options = {}; }
  else if (args !== undefined && args !== null && !Array.isArray(args) && typeof args === 'object') { callback = options; options = args; args = []; }
  if (typeof options === 'function') { callback = options; options = {}; }
  options = { encoding: 'utf8', maxBuffer: 1024 * 1024, killSignal: 'SIGTERM', ...(options || {}) };
  const child = spawn(file, args || [], options);
  const out = [];
  const err = [];
  let sizes = [0, 0];
  let failure = null;
  const enc = options.encoding && options.encoding !== 'buffer' && Buffer.isEncoding(options.encoding) ? options.encoding : null;
  const collect = (s, list, i, name) => {
    if (!s) return;
    s.on('data', (c) => {
      sizes[i] += c.length;
      if (sizes[i] > options.maxBuffer) {
        failure = new RangeError(`${name} maxBuffer length exceeded`);
        failure.code = 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER';
        list.push(c.subarray(0, c.length - (sizes[i] - options.maxBuffer)));
        child.kill(options.killSignal);
        return;
      }
      list.push(c);
    });
  };
  collect(child.stdout, out, 0, 'stdout');
  collect(child.stderr, err, 1, 'stderr');
  const cmd = [file, ...(args || [])].join(' ');
  let done = false;
  const finish = (code, signal, spawnErr) => {
    if (done) return;
    done = true;
    const so = enc ? Buffer.concat(out).toString(enc) : Buffer.concat(out);
    const se = enc ? Buffer.concat(err).toString(enc) : Buffer.concat(err);
    if (typeof callback !== 'function') return;
    let e = spawnErr || failure;
    if (!e && (code !== 0 || signal !== null)) {
      e = new Error(`Command failed: ${cmd}\n${se}`);
      e.code = code;
      e.killed = child.killed;
      e.signal = signal;
      e.cmd = cmd;
    } else if (e) {
      e.cmd = cmd;
    }
    if (e && e.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') e.cmd = cmd;
    callback(e || null, so, se);
  };
  child.on('error', (e) => finish(null, null, e));
  child.on('close', (code, signal) => finish(code, signal));
  return child;
}

function exec(command, options, callback) {
  if (typeof options === 'function') { callback = options; options = {}; }
  const o = { ...(options || {}), shell: (options && options.shell) || true };
  const child = execFile(command, [], o, callback && ((e, so, se) => {
    if (e && typeof e.cmd === 'string') e.cmd = command;
    if (e && typeof e.message === 'string' && e.message.startsWith('Command failed: ')) e.message = `Command failed: ${command}\n${se}`;
    callback(e, so, se);
  }));
  return child;
}

function fork() {
  const e = new Error('child_process.fork needs an IPC channel, which agentOS node does not have; use spawn(process.execPath, [file]) instead');
  e.code = 'ERR_FEATURE_UNAVAILABLE_ON_PLATFORM';
  throw e;
}

const promisifyCustom = Symbol.for('nodejs.util.promisify.custom');
// util.promisify(exec) resolves { stdout, stderr } and carries the child, as Node's does.
for (const f of [exec, execFile]) {
  Object.defineProperty(f, promisifyCustom, {
    value: (...args) => {
      let child;
      const promise = new Promise((resolve, reject) => {
        child = f(...args, (e, stdout, stderr) => {
          if (e) { e.stdout = stdout; e.stderr = stderr; reject(e); } else resolve({ stdout, stderr });
        });
      });
      promise.child = child;
      return promise;
    },
  });
}

module.exports = { ChildProcess, spawn, spawnSync, exec, execSync, execFile, execFileSync, fork };
