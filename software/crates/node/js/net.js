// agentOS node: `net` over host_net sockets (src/net.rs). A Socket is a Duplex over a
// non-blocking kernel fd driven by the reactor (internals.watchFd): POLLIN reads while the
// readable side wants data, POLLOUT finishes a write the socket's buffer could not take at once.
// Connects block the process for their duration (the host ABI's connect is synchronous); they run
// on the next loop turn so 'connect' and errors are asynchronous, as in Node. Servers listen on VM
// loopback (reached by this VM's processes and by the host's vm.fetch) and accept when the
// listener is readable.
'use strict';
const { native, watchFd } = internals;
const EventEmitter = require('events');
const { Duplex } = require('stream');
const { Buffer } = require('buffer');

// Node's errno numbers (Linux) for the codes our natives report.
const ERRNO = {
  EACCES: -13, EADDRINUSE: -98, EADDRNOTAVAIL: -99, EAGAIN: -11, ECONNREFUSED: -111, ECONNRESET: -104,
  EHOSTUNREACH: -113, EINVAL: -22, EMFILE: -24, ENETUNREACH: -101, ENFILE: -23, ENOTCONN: -107,
  ENOTSUP: -95, EPERM: -1, EPIPE: -32, EPROTO: -71, ETIMEDOUT: -110, EIO: -5, ENOTFOUND: -3008, EINTR: -4,
};

// A native failure (`code`, `call`) as Node's error: `connect ECONNREFUSED 127.0.0.1:80` with code,
// errno, syscall, address and port. A name the host could not resolve is getaddrinfo ENOTFOUND.
// Policy denials say so (the kernel only returns EACCES; the words are the host API's).
function netError(e, syscall, host, port) {
  let code = e && e.code ? e.code : 'EIO';
  if (code === 'ENOENT' && (syscall === 'connect' || syscall === 'getaddrinfo')) {
    code = 'ENOTFOUND';
    syscall = 'getaddrinfo';
  }
  let message;
  if (syscall === 'getaddrinfo') message = `getaddrinfo ${code} ${host}`;
  else message = `${syscall} ${code}${host !== undefined ? ` ${host}${port !== undefined ? `:${port}` : ''}` : ''}`;
  if (code === 'EACCES') {
    const resource = syscall === 'getaddrinfo' ? `dns://${host}` : `tcp://${host}:${port}`;
    message += ` (permission denied, ${resource}: blocked by network policy)`;
  }
  const err = new Error(message);
  err.errno = ERRNO[code] ?? -5;
  err.code = code;
  err.syscall = syscall;
  if (syscall === 'getaddrinfo') err.hostname = host;
  else if (host !== undefined) {
    err.address = host;
    if (port !== undefined) err.port = port;
  }
  return err;
}

const v4Seg = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])';
const v4Str = `(?:${v4Seg}\\.){3}${v4Seg}`;
const IPv4Reg = new RegExp(`^${v4Str}$`);
const v6Seg = '(?:[0-9a-fA-F]{1,4})';
const IPv6Reg = new RegExp('^(?:' +
  `(?:${v6Seg}:){7}(?:${v6Seg}|:)|` +
  `(?:${v6Seg}:){6}(?:${v4Str}|:${v6Seg}|:)|` +
  `(?:${v6Seg}:){5}(?::${v4Str}|(?::${v6Seg}){1,2}|:)|` +
  `(?:${v6Seg}:){4}(?:(?::${v6Seg}){0,1}:${v4Str}|(?::${v6Seg}){1,3}|:)|` +
  `(?:${v6Seg}:){3}(?:(?::${v6Seg}){0,2}:${v4Str}|(?::${v6Seg}){1,4}|:)|` +
  `(?:${v6Seg}:){2}(?:(?::${v6Seg}){0,3}:${v4Str}|(?::${v6Seg}){1,5}|:)|` +
  `(?:${v6Seg}:){1}(?:(?::${v6Seg}){0,4}:${v4Str}|(?::${v6Seg}){1,6}|:)|` +
  `(?::(?:(?::${v6Seg}){0,5}:${v4Str}|(?::${v6Seg}){1,7}|:))` +
')(?:%[0-9a-zA-Z-.:]{1,})?$');
const isIPv4 = (s) => typeof s === 'string' && IPv4Reg.test(s);
const isIPv6 = (s) => typeof s === 'string' && IPv6Reg.test(s);
const isIP = (s) => (isIPv4(s) ? 4 : isIPv6(s) ? 6 : 0);

function invalidArg(name, value) {
  const e = new TypeError(`The "${name}" argument must be of type number or string. Received ${internals.inspect(value)}`);
  e.code = 'ERR_INVALID_ARG_TYPE';
  return e;
}
function validPort(port) {
  const n = typeof port === 'string' && port.trim() !== '' ? Number(port) : port;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 65535) {
    const e = new RangeError(`Port should be >= 0 and < 65536. Received ${internals.inspect(port)}.`);
    e.code = 'ERR_SOCKET_BAD_PORT';
    throw e;
  }
  return n;
}

// connect(options[, cb]) | connect(port[, host][, cb]) | connect(path[, cb]) → [options, cb].
function normalizeArgs(args) {
  let options = {};
  let cb = null;
  if (args.length > 0 && typeof args[args.length - 1] === 'function') cb = args[args.length - 1];
  const first = args[0];
  if (first !== null && typeof first === 'object') options = { ...first };
  else if (typeof first === 'string' && !/^\d+$/.test(first)) options = { path: first };
  else {
    options = { port: first };
    if (typeof args[1] === 'string') options.host = args[1];
  }
  return [options, cb];
}

const READ_MAX = 65536;

class Socket extends Duplex {
  constructor(options = {}) {
    super({
      allowHalfOpen: !!options.allowHalfOpen,
      emitClose: false,
      autoDestroy: true,
      decodeStrings: true,
      readableHighWaterMark: options.readableHighWaterMark,
      writableHighWaterMark: options.writableHighWaterMark,
    });
    this._fd = -1;
    this._watcher = null;
    this._wantRead = false;
    this._pendingWrite = null; // [bytes, offset, cb] waiting for POLLOUT
    this._pendingConnectWrite = null; // a write made before the connection exists
    this._pendingFinal = null;
    this._timeoutMs = 0;
    this._timer = null;
    this._unref = false;
    this._server = null;
    this._hadError = false;
    this.connecting = false;
    this.bytesRead = 0;
    this._bytesWritten = 0;
    this.remoteAddress = undefined;
    this.remotePort = undefined;
    this.remoteFamily = undefined;
    this.localAddress = undefined;
    this.localPort = undefined;
    this.encrypted = undefined;
    if (typeof options.fd === 'number' && options.fd >= 0) this._attach(options.fd);
    if (options.timeout) this.setTimeout(options.timeout);
  }

  get bytesWritten() { return this._bytesWritten; }
  get pending() { return this._fd < 0; }
  get readyState() {
    if (this.connecting) return 'opening';
    if (this.readable && this.writable) return 'open';
    if (this.readable) return 'readOnly';
    if (this.writable) return 'writeOnly';
    return 'closed';
  }
  get _handle() { return this._fd >= 0 ? { fd: this._fd } : null; }

  connect(...args) {
    const [options, cb] = normalizeArgs(args);
    if (options.path !== undefined) {
      const e = new Error(`connect ENOTSUP ${options.path} (Unix domain sockets are not available in agentOS node)`);
      e.code = 'ENOTSUP';
      e.syscall = 'connect';
      process.nextTick(() => this.destroy(e));
      return this;
    }
    const port = validPort(options.port);
    const host = options.host || options.hostname || 'localhost';
    if (typeof host !== 'string') throw invalidArg('host', host);
    if (cb) this.once('connect', cb);
    if (options.timeout) this.setTimeout(options.timeout);
    this.connecting = true;
    this._connectHost = host;
    this._connectPort = port;
    setImmediate(() => this._doConnect(host, port, options));
    return this;
  }

  _doConnect(host, port, options) {
    if (this.destroyed) return;
    let fd;
    try {
      fd = native.netConnect(host.replace(/^\[|\]$/g, ''), port, Number(options.connectTimeout) || 0);
    } catch (e) {
      this.connecting = false;
      this.destroy(netError(e, 'connect', host, port));
      return;
    }
    this._attach(fd);
    if (typeof this._afterConnect === 'function' && !this._afterConnect(host, port, options)) return;
    // Done when the socket first polls writable (as libuv reports a connect), so events of
    // the same loop turn (the server's accept of this connection) come first, as in Node.
    this._awaitingConnect = true;
    this._updateEvents();
  }

  // The connection is usable: events, then what was written while connecting.
  _connected() {
    this.connecting = false;
    this.emit('connect');
    this.emit('ready');
    const w = this._pendingConnectWrite;
    this._pendingConnectWrite = null;
    if (w) this._writeBytes(w[0], 0, w[1]);
    const f = this._pendingFinal;
    this._pendingFinal = null;
    if (f) this._final(f);
    this._updateEvents();
  }

  _attach(fd) {
    this._fd = fd;
    const peer = native.netPeername(fd);
    if (peer) {
      this.remoteAddress = peer[0];
      this.remotePort = Number(peer[1]);
      this.remoteFamily = peer[0].includes(':') ? 'IPv6' : 'IPv4';
    }
    const local = native.netSockname(fd);
    if (local) {
      this.localAddress = local[0];
      this.localPort = Number(local[1]);
      this.localFamily = local[0].includes(':') ? 'IPv6' : 'IPv4';
    }
    this._watcher = watchFd(fd, 0, (revents) => this._onReady(revents));
    if (this._unref) this._watcher.unref();
    this._updateEvents();
  }

  _updateEvents() {
    if (!this._watcher) return;
    let events = 0;
    if (this._wantRead) events |= native.POLLIN;
    if (this._pendingWrite || this._awaitingConnect) events |= native.POLLOUT;
    this._watcher.setEvents(events);
  }

  _onReady(revents) {
    if (this.destroyed || this._fd < 0) return;
    if (this._awaitingConnect) {
      this._awaitingConnect = false;
      this._connected();
      this._updateEvents();
      return;
    }
    if (this._pendingWrite && (revents & (native.POLLOUT | native.POLLERR | native.POLLHUP))) {
      const [bytes, offset, cb] = this._pendingWrite;
      this._pendingWrite = null;
      this._writeBytes(bytes, offset, cb);
    }
    if (this._wantRead && (revents & (native.POLLIN | native.POLLHUP | native.POLLERR))) this._readNow();
    this._updateEvents();
  }

  _readNow() {
    while (this._wantRead && !this.destroyed) {
      let bytes;
      try {
        bytes = native.sockRead(this._fd, READ_MAX);
      } catch (e) {
        this.destroy(netError(e, 'read'));
        return;
      }
      if (bytes === null) return;
      if (bytes.length === 0) {
        this._wantRead = false;
        this._updateEvents();
        this.push(null);
        return;
      }
      this.bytesRead += bytes.length;
      this._activity();
      const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      if (!this.push(buf)) this._wantRead = false;
    }
  }

  _read() {
    this._wantRead = true;
    if (this._fd >= 0) this._updateEvents();
  }

  _write(chunk, encoding, cb) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
    if (this._fd < 0) {
      if (this.connecting) {
        this._pendingConnectWrite = [bytes, cb];
        return;
      }
      const e = new Error('This socket is closed');
      e.code = 'EPIPE';
      cb(e);
      return;
    }
    this._writeBytes(bytes, 0, cb);
  }

  _writeBytes(bytes, offset, cb) {
    while (offset < bytes.length) {
      let n;
      try {
        n = native.sockWrite(this._fd, offset === 0 ? bytes : bytes.subarray(offset));
      } catch (e) {
        cb(netError(e, 'write'));
        return;
      }
      if (n === 0) {
        this._pendingWrite = [bytes, offset, cb];
        this._updateEvents();
        return;
      }
      offset += n;
      this._bytesWritten += n;
    }
    this._activity();
    cb();
  }

  _final(cb) {
    if (this._fd < 0) {
      if (this.connecting) this._pendingFinal = cb;
      else cb();
      return;
    }
    native.sockShutdown(this._fd);
    cb();
  }

  _destroy(err, cb) {
    this.connecting = false;
    this._clearTimer();
    if (this._watcher) this._watcher.close();
    this._watcher = null;
    if (this._fd >= 0) native.closeFd(this._fd);
    this._fd = -1;
    if (this._pendingWrite) {
      const w = this._pendingWrite[2];
      this._pendingWrite = null;
      process.nextTick(w, err || new Error('socket destroyed'));
    }
    this._hadError = !!err;
    cb(err);
    process.nextTick(() => {
      this.emit('close', this._hadError);
      if (this._server) this._server._connectionClosed(this);
    });
  }

  destroySoon() {
    if (this.writable) this.end();
    if (this.writableFinished) this.destroy();
    else this.once('finish', () => this.destroy());
  }

  resetAndDestroy() { return this.destroy(); }

  setTimeout(ms, cb) {
    this._timeoutMs = Number(ms) || 0;
    if (cb) {
      if (this._timeoutMs === 0) this.removeListener('timeout', cb);
      else this.once('timeout', cb);
    }
    this._clearTimer();
    if (this._timeoutMs > 0) this._armTimer();
    return this;
  }
  get timeout() { return this._timeoutMs || undefined; }
  _armTimer() {
    this._timer = setTimeout(() => {
      this._timer = null;
      this.emit('timeout');
    }, this._timeoutMs);
    this._timer.unref();
  }
  _clearTimer() {
    if (this._timer) clearTimeout(this._timer);
    this._timer = null;
  }
  _activity() {
    if (this._timer) this._timer.refresh();
  }

  setNoDelay() { return this; }
  setKeepAlive() { return this; }
  address() {
    if (this.localAddress === undefined) return {};
    return { address: this.localAddress, family: this.localFamily, port: this.localPort };
  }
  ref() {
    this._unref = false;
    if (this._watcher) this._watcher.ref();
    return this;
  }
  unref() {
    this._unref = true;
    if (this._watcher) this._watcher.unref();
    return this;
  }
}

class Server extends EventEmitter {
  constructor(options, listener) {
    super();
    if (typeof options === 'function') {
      listener = options;
      options = {};
    }
    this._options = options || {};
    if (listener) this.on('connection', listener);
    this._fd = -1;
    this._watcher = null;
    this._connections = new Set();
    this._address = null;
    this._closing = false;
    this._unref = false;
    this.maxConnections = undefined;
  }
  get listening() { return this._fd >= 0; }

  // listen(port[, host][, backlog][, cb]) | listen(options[, cb]); the bind is synchronous (so
  // address() answers at once), 'listening' comes on the next tick; bind errors are 'error' events.
  listen(...args) {
    let cb = typeof args[args.length - 1] === 'function' ? args.pop() : null;
    let port = 0;
    let host;
    if (args[0] !== null && typeof args[0] === 'object') {
      port = args[0].port ?? 0;
      host = args[0].host;
      if (args[0].path !== undefined) throw Object.assign(new Error('Unix domain sockets are not available in agentOS node'), { code: 'ENOTSUP' });
    } else {
      if (args[0] !== undefined && args[0] !== null) port = args[0];
      if (typeof args[1] === 'string') host = args[1];
    }
    port = validPort(port);
    if (cb) this.once('listening', cb);
    if (this._fd >= 0) {
      const e = new Error('Listen method has been called more than once without closing.');
      e.code = 'ERR_SERVER_ALREADY_LISTEN';
      throw e;
    }
    const bindHost = host === undefined || host === '' ? '::' : host === 'localhost' ? '127.0.0.1' : host;
    const text = bindHost.includes(':') ? `[${bindHost}]:${port}` : `${bindHost}:${port}`;
    let fd;
    try {
      fd = native.netListen(text);
    } catch (e) {
      process.nextTick(() => this.emit('error', netError(e, 'listen', bindHost, port)));
      return this;
    }
    this._fd = fd;
    const local = native.netSockname(fd);
    this._address = {
      address: bindHost,
      family: bindHost.includes(':') ? 'IPv6' : 'IPv4',
      port: local ? Number(local[1]) : port,
    };
    this._watcher = watchFd(fd, native.POLLIN, () => this._accept());
    if (this._unref) this._watcher.unref();
    process.nextTick(() => this.emit('listening'));
    return this;
  }

  _accept() {
    for (;;) {
      let fd;
      try {
        fd = native.netAccept(this._fd);
      } catch (e) {
        this.emit('error', netError(e, 'accept'));
        return;
      }
      if (fd < 0) return;
      if (this.maxConnections !== undefined && this._connections.size >= this.maxConnections) {
        native.closeFd(fd);
        continue;
      }
      const socket = this._makeSocket(fd);
      socket._server = this;
      this._connections.add(socket);
      this._onConnection(socket);
    }
  }
  _makeSocket(fd) {
    return new Socket({ fd, allowHalfOpen: !!this._options.allowHalfOpen });
  }
  _onConnection(socket) {
    this.emit('connection', socket);
  }
  _connectionClosed(socket) {
    this._connections.delete(socket);
    this._maybeClosed();
  }
  _maybeClosed() {
    if (this._closing && this._fd < 0 && this._connections.size === 0) {
      this._closing = false;
      this.emit('close');
    }
  }

  address() {
    return this._fd >= 0 ? { ...this._address } : null;
  }
  close(cb) {
    if (this._fd < 0) {
      if (cb) {
        const e = new Error('Server is not running.');
        e.code = 'ERR_SERVER_NOT_RUNNING';
        process.nextTick(cb, e);
      }
      return this;
    }
    if (cb) this.once('close', cb);
    this._watcher.close();
    this._watcher = null;
    native.closeFd(this._fd);
    this._fd = -1;
    this._closing = true;
    process.nextTick(() => this._maybeClosed());
    return this;
  }
  getConnections(cb) {
    const n = this._connections.size;
    if (cb) process.nextTick(cb, null, n);
    return this;
  }
  ref() {
    this._unref = false;
    if (this._watcher) this._watcher.ref();
    return this;
  }
  unref() {
    this._unref = true;
    if (this._watcher) this._watcher.unref();
    return this;
  }
  [Symbol.asyncDispose]() {
    return new Promise((resolve) => this.close(() => resolve()));
  }
}

function createServer(options, listener) {
  return new Server(options, listener);
}

function connect(...args) {
  const [options] = normalizeArgs(args);
  const socket = new Socket(options);
  if (options.timeout) socket.setTimeout(options.timeout);
  return socket.connect(...args);
}

class BlockList {
  constructor() { this._rules = []; }
  addAddress(address) { this._rules.push(address); }
  check(address) { return this._rules.includes(address); }
}

module.exports = {
  Socket,
  Stream: Socket,
  Server,
  BlockList,
  createServer,
  connect,
  createConnection: connect,
  isIP,
  isIPv4,
  isIPv6,
  getDefaultAutoSelectFamily: () => false,
  setDefaultAutoSelectFamily: () => {},
};
// For tls, dns, http (not part of Node's API).
Object.defineProperty(module.exports, '_netError', { value: netError });
