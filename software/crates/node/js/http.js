// agentOS node: `http` over net sockets, with http-parser-js (MIT; Node's own JS fallback parser)
// doing the HTTP/1.1 parsing. Ours: the message objects (IncomingMessage a Readable,
// OutgoingMessage/ClientRequest/ServerResponse Writables from the bundled stream package), framing
// (Content-Length, chunked), the server's keep-alive with responses in request order, and a
// minimal Agent (no pooling: every client request has its own connection and says
// `Connection: close` unless the caller set Connection). https.js reuses all of it over tls.
'use strict';
const net = require('net');
const { Readable, Writable } = require('stream');
const { Buffer } = require('buffer');
const { HTTPParser } = require('http-parser-js');
// Node's parser hands the URL and header values over as latin1 (one char per byte); http-parser-js
// defaults to 'ascii', which drops each byte's high bit.
HTTPParser.encoding = 'latin1';
const EventEmitter = require('events');

const STATUS_CODES = {
  100: 'Continue', 101: 'Switching Protocols', 102: 'Processing', 103: 'Early Hints',
  200: 'OK', 201: 'Created', 202: 'Accepted', 203: 'Non-Authoritative Information', 204: 'No Content',
  205: 'Reset Content', 206: 'Partial Content', 207: 'Multi-Status', 208: 'Already Reported', 226: 'IM Used',
  300: 'Multiple Choices', 301: 'Moved Permanently', 302: 'Found', 303: 'See Other', 304: 'Not Modified',
  305: 'Use Proxy', 307: 'Temporary Redirect', 308: 'Permanent Redirect',
  400: 'Bad Request', 401: 'Unauthorized', 402: 'Payment Required', 403: 'Forbidden', 404: 'Not Found',
  405: 'Method Not Allowed', 406: 'Not Acceptable', 407: 'Proxy Authentication Required', 408: 'Request Timeout',
  409: 'Conflict', 410: 'Gone', 411: 'Length Required', 412: 'Precondition Failed', 413: 'Payload Too Large',
  414: 'URI Too Long', 415: 'Unsupported Media Type', 416: 'Range Not Satisfiable', 417: 'Expectation Failed',
  418: "I'm a Teapot", 421: 'Misdirected Request', 422: 'Unprocessable Entity', 423: 'Locked', 424: 'Failed Dependency',
  425: 'Too Early', 426: 'Upgrade Required', 428: 'Precondition Required', 429: 'Too Many Requests',
  431: 'Request Header Fields Too Large', 451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error', 501: 'Not Implemented', 502: 'Bad Gateway', 503: 'Service Unavailable',
  504: 'Gateway Timeout', 505: 'HTTP Version Not Supported', 506: 'Variant Also Negotiates', 507: 'Insufficient Storage',
  508: 'Loop Detected', 509: 'Bandwidth Limit Exceeded', 510: 'Not Extended', 511: 'Network Authentication Required',
};
const METHODS = HTTPParser.methods.slice().sort();

const tokenRe = /^[\^_`a-zA-Z\-0-9!#$%&'*+.|~]+$/;
const badValueRe = /[^\t\x20-\x7e\x80-\xff]/;
function checkName(name) {
  if (typeof name !== 'string' || !tokenRe.test(name)) {
    const e = new TypeError(`Header name must be a valid HTTP token ["${name}"]`);
    e.code = 'ERR_INVALID_HTTP_TOKEN';
    throw e;
  }
}
function checkValue(name, value) {
  if (value === undefined) {
    const e = new TypeError(`Invalid value "${value}" for header "${name}"`);
    e.code = 'ERR_HTTP_INVALID_HEADER_VALUE';
    throw e;
  }
  if (badValueRe.test(String(value))) {
    const e = new TypeError(`Invalid character in header content ["${name}"]`);
    e.code = 'ERR_INVALID_CHAR';
    throw e;
  }
}

// Node's rules for repeated incoming headers: set-cookie is an array, some keep their first value,
// cookie joins with '; ', the rest with ', '.
const firstWins = new Set(['age', 'authorization', 'content-length', 'content-type', 'etag', 'expires', 'from', 'host',
  'if-modified-since', 'if-unmodified-since', 'last-modified', 'location', 'max-forwards', 'proxy-authorization',
  'referer', 'retry-after', 'server', 'user-agent']);
function headersObject(raw) {
  const headers = Object.create(null);
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const key = raw[i].toLowerCase();
    const value = raw[i + 1];
    if (key === 'set-cookie') (headers[key] || (headers[key] = [])).push(value);
    else if (headers[key] === undefined) headers[key] = value;
    else if (firstWins.has(key)) continue;
    else headers[key] += (key === 'cookie' ? '; ' : ', ') + value;
  }
  return headers;
}

class IncomingMessage extends Readable {
  constructor(socket) {
    super();
    this.socket = socket;
    this.httpVersionMajor = 1;
    this.httpVersionMinor = 1;
    this.httpVersion = '1.1';
    this.complete = false;
    this.rawHeaders = [];
    this.headers = {};
    this.rawTrailers = [];
    this.trailers = {};
    this.aborted = false;
    this.upgrade = false;
    this.url = '';
    this.method = null;
    this.statusCode = null;
    this.statusMessage = null;
  }
  get connection() { return this.socket; }
  get headersDistinct() {
    const out = Object.create(null);
    for (let i = 0; i + 1 < this.rawHeaders.length; i += 2) (out[this.rawHeaders[i].toLowerCase()] ||= []).push(this.rawHeaders[i + 1]);
    return out;
  }
  _read() {
    if (this.socket && this.socket.isPaused && this.socket.isPaused()) this.socket.resume();
  }
  _push(chunk) {
    if (!this.push(chunk) && this.socket && !this.socket.destroyed) this.socket.pause();
  }
  setTimeout(ms, cb) {
    if (this.socket) this.socket.setTimeout(ms, cb);
    return this;
  }
  _setInfo(info) {
    this.httpVersionMajor = info.versionMajor;
    this.httpVersionMinor = info.versionMinor;
    this.httpVersion = `${info.versionMajor}.${info.versionMinor}`;
    this.rawHeaders = info.headers;
    this.headers = headersObject(info.headers);
    this.upgrade = !!info.upgrade;
  }
}

// Outgoing: headers kept by lowercase name ([name as set, value]); the head goes out with the
// first body bytes (or at end). Body framing: Content-Length when known, else chunked on HTTP/1.1
// (closing the connection at the end for HTTP/1.0 peers).
class OutgoingMessage extends Writable {
  constructor() {
    super({ decodeStrings: true, emitClose: false, autoDestroy: false });
    this._headers = new Map();
    this.headersSent = false;
    this._wroteBody = false;
    this._chunked = false;
    this._hasBody = true;
    this.sendDate = false;
    this.socket = null;
    this.finished = false;
    this.chunkedEncoding = false;
    this.useChunkedEncodingByDefault = true;
    this.shouldKeepAlive = false;
    this._contentLength = null;
    this.strictContentLength = false;
  }
  get connection() { return this.socket; }
  setHeader(name, value) {
    if (this.headersSent) {
      const e = new Error('Cannot set headers after they are sent to the client');
      e.code = 'ERR_HTTP_HEADERS_SENT';
      throw e;
    }
    checkName(name);
    checkValue(name, value);
    this._headers.set(name.toLowerCase(), [name, Array.isArray(value) ? value.map(String) : value]);
    return this;
  }
  setHeaders(headers) {
    for (const [k, v] of headers instanceof Map || (headers && typeof headers.entries === 'function' && !Array.isArray(headers)) ? headers.entries() : Object.entries(headers)) this.setHeader(k, v);
    return this;
  }
  appendHeader(name, value) {
    const old = this.getHeader(name);
    if (old === undefined) return this.setHeader(name, value);
    return this.setHeader(name, [].concat(old, value));
  }
  getHeader(name) {
    const h = this._headers.get(String(name).toLowerCase());
    return h ? h[1] : undefined;
  }
  hasHeader(name) { return this._headers.has(String(name).toLowerCase()); }
  removeHeader(name) {
    if (this.headersSent) {
      const e = new Error('Cannot remove headers after they are sent to the client');
      e.code = 'ERR_HTTP_HEADERS_SENT';
      throw e;
    }
    this._headers.delete(String(name).toLowerCase());
  }
  getHeaderNames() { return [...this._headers.keys()]; }
  getRawHeaderNames() { return [...this._headers.values()].map(([n]) => n); }
  getHeaders() {
    const out = Object.create(null);
    for (const [k, [, v]] of this._headers) out[k] = v;
    return out;
  }
  flushHeaders() {
    if (!this.headersSent) this._sendHead(null, () => {});
  }
  // The head (first line and headers), framing decided from what is known now.
  _head() {
    const lines = [this._firstLine()];
    if (this.sendDate && !this._headers.has('date')) lines.push(`Date: ${new Date().toUTCString()}`);
    const cl = this._headers.get('content-length');
    const te = this._headers.get('transfer-encoding');
    if (te && /chunked/i.test(String(te[1]))) this._chunked = true;
    else if (cl) this._contentLength = Number(cl[1]);
    else if (!this._hasBody) { /* no framing */ }
    else if (this._knownLength !== undefined) lines.push(`Content-Length: ${this._knownLength}`);
    else if (this._canChunk()) {
      this._chunked = true;
      lines.push('Transfer-Encoding: chunked');
    } else {
      this.shouldKeepAlive = false;
    }
    this.chunkedEncoding = this._chunked;
    if (!this._headers.has('connection')) lines.push(`Connection: ${this.shouldKeepAlive ? 'keep-alive' : 'close'}`);
    else if (/close/i.test(String(this._headers.get('connection')[1]))) this.shouldKeepAlive = false;
    for (const [, [name, value]] of this._headers) {
      if (Array.isArray(value)) for (const v of value) lines.push(`${name}: ${v}`);
      else lines.push(`${name}: ${value}`);
    }
    return `${lines.join('\r\n')}\r\n\r\n`;
  }
  _canChunk() { return true; }
  _frame(chunk) {
    if (!this._chunked) return chunk;
    return Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
  }
  // Node sends the head in one write with the first body chunk when that chunk is a utf8 (or
  // latin1) string and the body is not chunked, so the header values go out in that encoding;
  // otherwise (a Buffer, chunked framing, no body) as latin1.
  _noteFirst(chunk, encoding) {
    if (this.headersSent || this._firstEncoding !== undefined || chunk === undefined || chunk === null) return;
    const enc = typeof encoding === 'string' ? encoding.toLowerCase() : undefined;
    this._firstEncoding = typeof chunk === 'string' && (!enc || enc === 'utf8' || enc === 'utf-8') ? 'utf8' : 'latin1';
  }
  write(chunk, encoding, cb) {
    this._noteFirst(chunk, typeof encoding === 'function' ? undefined : encoding);
    return super.write(chunk, encoding, cb);
  }
  _sendHead(chunk, cb) {
    const text = this._head();
    const head = Buffer.from(text, this._chunked || !chunk ? 'latin1' : this._firstEncoding || 'latin1');
    this.headersSent = true;
    this._deliver(chunk && chunk.length > 0 ? Buffer.concat([head, this._frame(chunk)]) : head, cb);
  }
  _write(chunk, encoding, cb) {
    if (!this._hasBody) {
      cb();
      return;
    }
    this._wroteBody = true;
    if (!this.headersSent) this._sendHead(chunk, cb);
    else if (chunk.length === 0) cb();
    else this._deliver(this._frame(chunk), cb);
  }
  _final(cb) {
    const done = () => {
      this.finished = true;
      this._onFinished();
      cb();
    };
    if (!this.headersSent) {
      if (!this._wroteBody && this._hasBody && !this._headFixed && !this._headers.has('content-length') && !this._headers.has('transfer-encoding')) {
        this._knownLength = 0;
      }
      this._sendHead(null, () => this._chunked ? this._deliver(Buffer.from('0\r\n\r\n'), done) : done());
      return;
    }
    if (this._chunked) this._deliver(Buffer.from('0\r\n\r\n'), done);
    else done();
  }
  end(chunk, encoding, cb) {
    if (typeof chunk === 'function') {
      cb = chunk;
      chunk = undefined;
    } else if (typeof encoding === 'function') {
      cb = encoding;
      encoding = undefined;
    }
    if (this.writableEnded) {
      if (cb) process.nextTick(cb);
      return this;
    }
    // All of the body at once: its length is known (unless writeHead already fixed the head).
    if (!this.headersSent && !this._wroteBody && !this._headFixed && this.writableLength === 0 && chunk !== undefined && chunk !== null) {
      this._knownLength = typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.length;
    }
    if (chunk !== undefined && chunk !== null) {
      this._noteFirst(chunk, encoding);
      super.write(chunk, encoding);
    }
    super.end(cb);
    return this;
  }
  _onFinished() {}
}

// ---------------------------------------------------------------------------------------------
// Server

class ServerResponse extends OutgoingMessage {
  constructor(req) {
    super();
    this.req = req;
    this.statusCode = 200;
    this.statusMessage = undefined;
    this.sendDate = true;
    this._attached = false;
    this._waiting = null;
    this._hasBody = req.method !== 'HEAD';
    this.shouldKeepAlive = req._keepAlive;
    this._sentContinue = false;
  }
  _firstLine() {
    const code = this.statusCode;
    if (code === 204 || code === 304 || (code >= 100 && code < 200)) this._hasBody = false;
    const msg = this.statusMessage || STATUS_CODES[code] || 'unknown';
    return `HTTP/1.1 ${code} ${msg}`;
  }
  _canChunk() {
    return this.req.httpVersionMinor >= 1 || this.req.httpVersionMajor > 1;
  }
  writeHead(statusCode, reason, headers) {
    if (this.headersSent) {
      const e = new Error('Cannot write headers after they are sent to the client');
      e.code = 'ERR_HTTP_HEADERS_SENT';
      throw e;
    }
    const code = Number(statusCode);
    if (!Number.isInteger(code) || code < 100 || code > 999) {
      const e = new RangeError(`Invalid status code: ${statusCode}`);
      e.code = 'ERR_HTTP_INVALID_STATUS_CODE';
      throw e;
    }
    if (typeof reason !== 'string') {
      headers = reason;
      reason = undefined;
    }
    this.statusCode = code;
    if (reason !== undefined) this.statusMessage = reason;
    // Node builds the head here: a body written after it is chunked unless it has a length.
    this._headFixed = true;
    if (Array.isArray(headers)) {
      if (headers.length > 0 && Array.isArray(headers[0])) for (const [k, v] of headers) this.appendHeader(k, v);
      else for (let i = 0; i + 1 < headers.length; i += 2) this.appendHeader(headers[i], headers[i + 1]);
    } else if (headers) {
      for (const k of Object.keys(headers)) if (headers[k] !== undefined) this.setHeader(k, headers[k]);
    }
    return this;
  }
  writeContinue(cb) {
    this.socket.write('HTTP/1.1 100 Continue\r\n\r\n', cb);
    this._sentContinue = true;
  }
  writeEarlyHints() {}
  assignSocket(socket) {
    this.socket = socket;
    this._attached = true;
    const w = this._waiting;
    this._waiting = null;
    if (w) w();
  }
  detachSocket() { this.socket = null; }
  _deliver(bytes, cb) {
    if (!this._attached) {
      this._waiting = () => this._deliver(bytes, cb);
      return;
    }
    if (this.socket.destroyed) {
      cb();
      return;
    }
    this.socket.write(bytes, () => cb());
  }
  _onFinished() {
    this.req._connection._responseDone(this);
  }
  setTimeout(ms, cb) {
    if (this.socket) this.socket.setTimeout(ms, cb);
    return this;
  }
}

// One connection of a server: a request parser and the responses in request order.
class Connection {
  constructor(server, socket) {
    this.server = server;
    this.socket = socket;
    this.queue = [];
    this.req = null;
    this.parser = new HTTPParser(HTTPParser.REQUEST);
    this.parser[HTTPParser.kOnHeadersComplete] = (info) => this.onHeaders(info);
    this.parser[HTTPParser.kOnBody] = (b, start, len) => {
      if (this.req) this.req._push(Buffer.from(b.subarray(start, start + len)));
    };
    this.parser[HTTPParser.kOnMessageComplete] = () => {
      const req = this.req;
      if (!req) return;
      req.complete = true;
      req.push(null);
      this.req = null;
    };
    socket.on('data', (d) => this.onData(d));
    socket.on('end', () => {
      this.parser.finish();
      if (this.queue.length === 0) socket.end();
      else this.closeAfter = true;
    });
    socket.on('error', (e) => {
      if (server.listenerCount('clientError') > 0) server.emit('clientError', e, socket);
    });
    socket.on('close', () => {
      if (this.req && !this.req.complete) {
        this.req.aborted = true;
        this.req.emit('aborted');
        this.req.destroy();
      }
      for (const res of this.queue) res.emit('close');
      this.queue = [];
    });
    if (server.keepAliveTimeout > 0) this.idle();
  }
  idle() {
    this.socket.setTimeout(this.server.keepAliveTimeout || this.server.timeout, () => {
      if (this.queue.length === 0) this.socket.destroy();
    });
  }
  onData(d) {
    const r = this.parser.execute(d);
    if (r instanceof Error) {
      const err = r;
      err.code = err.code || 'HPE_INVALID';
      if (this.server.listenerCount('clientError') > 0) this.server.emit('clientError', err, this.socket);
      else if (!this.socket.destroyed) this.socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    }
  }
  onHeaders(info) {
    const req = new IncomingMessage(this.socket);
    req._setInfo(info);
    req.method = HTTPParser.methods[info.method];
    req.url = info.url;
    req._connection = this;
    const conn = (req.headers.connection || '').toLowerCase();
    req._keepAlive = !!info.shouldKeepAlive && !conn.includes('close') && !this.server._closing;
    if (info.versionMajor === 1 && info.versionMinor === 0) req._keepAlive = conn.includes('keep-alive');
    this.req = req;
    const res = new ServerResponse(req);
    this.queue.push(res);
    if (this.queue.length === 1) res.assignSocket(this.socket);
    this.socket.setTimeout(this.server.timeout || 0);
    if (info.upgrade && this.server.listenerCount('upgrade') > 0) {
      this.socket.removeAllListeners('data');
      this.queue = [];
      this.server.emit('upgrade', req, this.socket, Buffer.alloc(0));
      return true;
    }
    const expect = (req.headers.expect || '').toLowerCase();
    if (expect === '100-continue') {
      if (this.server.listenerCount('checkContinue') > 0) {
        this.server.emit('checkContinue', req, res);
        return false;
      }
      res.writeContinue();
    }
    this.server.emit('request', req, res);
    return false;
  }
  _responseDone(res) {
    const i = this.queue.indexOf(res);
    if (i >= 0) this.queue.splice(i, 1);
    res.emit('close');
    if (!res.shouldKeepAlive || this.closeAfter) {
      this.socket.end();
      return;
    }
    if (this.queue.length > 0) this.queue[0].assignSocket(this.socket);
    else if (this.server.keepAliveTimeout > 0) this.idle();
  }
}

class Server extends net.Server {
  constructor(options, requestListener) {
    if (typeof options === 'function') {
      requestListener = options;
      options = {};
    }
    super({ allowHalfOpen: true });
    this.options = options || {};
    this.timeout = 0;
    this.keepAliveTimeout = 5000;
    this.headersTimeout = 60000;
    this.requestTimeout = 300000;
    this.maxHeadersCount = null;
    this.maxRequestsPerSocket = 0;
    if (requestListener) this.on('request', requestListener);
    this.on('connection', (socket) => { socket._httpConnection = new Connection(this, socket); });
  }
  setTimeout(ms, cb) {
    this.timeout = ms;
    if (cb) this.on('timeout', cb);
    return this;
  }
  close(cb) {
    this._closing = true;
    this.closeIdleConnections();
    return super.close(cb);
  }
  closeAllConnections() {
    for (const s of this._connections) s.destroy();
  }
  closeIdleConnections() {
    for (const s of this._connections) {
      const c = s._httpConnection;
      if (!c || c.queue.length === 0) s.destroy();
    }
  }
  _onConnection(socket) {
    this.emit('connection', socket);
  }
}
function createServer(options, requestListener) {
  return new Server(options, requestListener);
}

// ---------------------------------------------------------------------------------------------
// Client

class Agent extends EventEmitter {
  constructor(options = {}) {
    super();
    this.options = { ...options };
    this.keepAlive = !!options.keepAlive;
    this.maxSockets = options.maxSockets || Infinity;
    this.maxFreeSockets = options.maxFreeSockets || 256;
    this.defaultPort = options.defaultPort || 80;
    this.protocol = options.protocol || 'http:';
    this.maxTotalSockets = options.maxTotalSockets || Infinity;
    this.totalSocketCount = 0;
    this.sockets = {};
    this.freeSockets = {};
    this.requests = {};
  }
  createConnection(options, cb) {
    const socket = net.connect(options);
    if (cb) socket.once('connect', () => cb(null, socket));
    return socket;
  }
  // Node's agent protocol, which agents built on http.Agent override (agent-base, under npm, connects
  // asynchronously in createSocket): a request asks addRequest for a socket and gets it through
  // req.onSocket. Every request gets a new connection (no pooling).
  addRequest(req, options) {
    this.createSocket(req, options, (err, socket) => req.onSocket(socket, err));
  }
  createSocket(req, options, cb) {
    let done = false;
    const oncreate = (err, socket) => {
      if (done) return;
      done = true;
      cb(err, socket);
    };
    const socket = this.createConnection(options, oncreate);
    if (socket) oncreate(null, socket);
  }
  getName(options = {}) {
    return `${options.host || 'localhost'}:${options.port || ''}:${options.localAddress || ''}`;
  }
  destroy() {}
}
const globalAgent = new Agent({ keepAlive: true });

// A URL (string or URL object) as request options.
function urlToOptions(url) {
  let u = url;
  if (typeof url === 'string') {
    if (typeof URL === 'function') u = new URL(url);
    else {
      const m = /^([a-z][a-z0-9+.-]*:)\/\/(?:([^@/?#]*)@)?(\[[^\]]*\]|[^:/?#]*)(?::(\d*))?([^?#]*)(\?[^#]*)?/i.exec(url);
      if (!m) {
        const e = new TypeError(`Invalid URL: ${url}`);
        e.code = 'ERR_INVALID_URL';
        e.input = url;
        throw e;
      }
      u = { protocol: m[1].toLowerCase(), username: (m[2] || '').split(':')[0], password: (m[2] || '').split(':').slice(1).join(':'),
        hostname: m[3], port: m[4] || '', pathname: m[5] || '/', search: m[6] || '' };
    }
  }
  const options = {
    protocol: u.protocol,
    hostname: typeof u.hostname === 'string' && u.hostname.startsWith('[') ? u.hostname.slice(1, -1) : u.hostname,
    path: `${u.pathname || '/'}${u.search || ''}`,
  };
  if (u.port !== '' && u.port !== undefined) options.port = Number(u.port);
  if (u.username || u.password) options.auth = `${decodeURIComponent(u.username || '')}:${decodeURIComponent(u.password || '')}`;
  return options;
}

class ClientRequest extends OutgoingMessage {
  constructor(input, options, cb, defaults = { protocol: 'http:', port: 80, connect: net.connect }) {
    super();
    if (typeof input === 'string' || (input && typeof input.href === 'string' && typeof input.searchParams === 'object')) {
      const fromUrl = urlToOptions(input);
      if (typeof options === 'function') {
        cb = options;
        options = {};
      }
      options = { ...fromUrl, ...(options || {}) };
    } else {
      cb = typeof options === 'function' ? options : cb;
      options = { ...(input || {}) };
    }
    const protocol = options.protocol || defaults.protocol;
    if (protocol !== defaults.protocol) {
      const e = new TypeError(`Protocol "${protocol}" not supported. Expected "${defaults.protocol}"`);
      e.code = 'ERR_INVALID_PROTOCOL';
      throw e;
    }
    const agent = options.agent;
    const defaultPort = options.defaultPort || (agent && agent.defaultPort) || defaults.port;
    const host = options.hostname || (options.host ? options.host.replace(/:\d+$/, '') : 'localhost');
    const port = Number(options.port) || defaultPort;
    this.method = String(options.method || 'GET').toUpperCase();
    if (!tokenRe.test(this.method)) {
      const e = new TypeError(`Method must be a valid HTTP token ["${options.method}"]`);
      e.code = 'ERR_INVALID_HTTP_TOKEN';
      throw e;
    }
    this.path = options.path || '/';
    if (/[\u0000-\u0020]/.test(this.path)) {
      const e = new TypeError('Request path contains unescaped characters');
      e.code = 'ERR_UNESCAPED_CHARACTERS';
      throw e;
    }
    this.host = host;
    this.protocol = protocol;
    this.reusedSocket = false;
    this.aborted = false;
    this.res = null;
    this._hasBody = true;
    this.maxHeadersCount = null;
    if (Array.isArray(options.headers)) {
      for (let i = 0; i + 1 < options.headers.length; i += 2) this.appendHeader(options.headers[i], options.headers[i + 1]);
    } else if (options.headers) {
      for (const k of Object.keys(options.headers)) if (options.headers[k] !== undefined) this.setHeader(k, options.headers[k]);
    }
    if (!this.hasHeader('host') && options.setHost !== false) {
      const h = host.includes(':') ? `[${host}]` : host;
      this.setHeader('Host', port === defaultPort ? h : `${h}:${port}`);
    }
    if (options.auth && !this.hasHeader('authorization')) this.setHeader('Authorization', `Basic ${Buffer.from(options.auth).toString('base64')}`);
    this.useChunkedEncodingByDefault = !['GET', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT'].includes(this.method);
    this.shouldKeepAlive = false;
    if (cb) this.once('response', cb);
    if (options.signal) {
      const signal = options.signal;
      const onAbort = () => {
        const e = new Error('The operation was aborted');
        e.name = 'AbortError';
        e.code = 'ABORT_ERR';
        this.destroy(e);
      };
      if (signal.aborted) process.nextTick(onAbort);
      else {
        signal.addEventListener('abort', onAbort, { once: true });
        this.once('close', () => signal.removeEventListener('abort', onAbort));
      }
    }
    // `path` is the request's; for net it would name a Unix socket (socketPath: unsupported, net says so).
    const connectOptions = { ...options, host, port, path: options.socketPath, servername: options.servername || (net.isIP(host) ? undefined : host) };
    let socket;
    if (typeof options.createConnection !== 'function' && agent && typeof agent.addRequest === 'function' &&
        (agent.addRequest !== Agent.prototype.addRequest || agent.createSocket !== Agent.prototype.createSocket)) {
      // An agent of its own: the socket comes later, through onSocket; output waits for it.
      this._waiting = [];
      if (options.timeout !== undefined) this.setTimeout(options.timeout);
      agent.addRequest(this, connectOptions);
      return;
    }
    if (typeof options.createConnection === 'function') socket = options.createConnection(connectOptions);
    else if (agent && typeof agent.createConnection === 'function' && agent.createConnection !== Agent.prototype.createConnection) socket = agent.createConnection(connectOptions);
    else socket = defaults.connect(connectOptions);
    this._attachSocket(socket);
    if (options.timeout !== undefined) this.setTimeout(options.timeout);
  }
  _firstLine() {
    return `${this.method} ${this.path} HTTP/1.1`;
  }
  _canChunk() {
    return this._wroteBody || this.useChunkedEncodingByDefault;
  }
  _final(cb) {
    // GET and friends without a body: no framing headers at all.
    if (!this.headersSent && !this._wroteBody && !this.useChunkedEncodingByDefault && this._knownLength === undefined) {
      const saved = this._hasBody;
      this._hasBody = false;
      super._final(cb);
      this._hasBody = saved;
      return;
    }
    super._final(cb);
  }
  _deliver(bytes, cb) {
    if (!this.socket && this._waiting) {
      this._waiting.push([bytes, cb]);
      return;
    }
    if (this.socket.destroyed) {
      cb();
      return;
    }
    this.socket.write(bytes, () => cb());
  }
  // The agent's answer to addRequest.
  onSocket(socket, err) {
    process.nextTick(() => {
      if (err || !socket) {
        this._fail(err || new Error('the agent returned no socket'));
        return;
      }
      if (this._destroyedReq) {
        socket.destroy();
        return;
      }
      this._attachSocket(socket);
      if (this._timeoutMs !== undefined) socket.setTimeout(this._timeoutMs);
      const waiting = this._waiting || [];
      this._waiting = null;
      for (const [bytes, cb] of waiting) this._deliver(bytes, cb);
    });
  }
  _attachSocket(socket) {
    this.socket = socket;
    const parser = new HTTPParser(HTTPParser.RESPONSE);
    let res = null;
    parser[HTTPParser.kOnHeadersComplete] = (info) => {
      if (info.statusCode >= 100 && info.statusCode < 200 && info.statusCode !== 101) {
        this.emit('information', { statusCode: info.statusCode, statusMessage: info.statusMessage, httpVersion: `${info.versionMajor}.${info.versionMinor}`, headers: headersObject(info.headers), rawHeaders: info.headers });
        if (info.statusCode === 100) this.emit('continue');
        parser.initialize(HTTPParser.RESPONSE);
        return false;
      }
      res = new IncomingMessage(socket);
      res._setInfo(info);
      res.statusCode = info.statusCode;
      res.statusMessage = info.statusMessage;
      res.req = this;
      this.res = res;
      const skip = this.method === 'HEAD';
      if (!this.emit('response', res)) res.resume();
      return skip;
    };
    parser[HTTPParser.kOnBody] = (b, start, len) => {
      if (res) res._push(Buffer.from(b.subarray(start, start + len)));
    };
    parser[HTTPParser.kOnMessageComplete] = () => {
      if (!res) return;
      res.complete = true;
      res.push(null);
      socket.removeAllListeners('data');
      socket.destroySoon();
    };
    socket.on('data', (d) => {
      const r = parser.execute(d);
      if (r instanceof Error) {
        const e = new Error(`Parse Error: ${r.message}`);
        e.code = r.code || 'HPE_INVALID_CONSTANT';
        e.bytesParsed = 0;
        socket.removeAllListeners('data');
        socket.destroy();
        this._fail(e);
      }
    });
    socket.on('end', () => {
      if (!res || !res.complete) {
        const r = parser.finish();
        if (r instanceof Error && !res) this._fail(r);
      }
    });
    socket.on('error', (e) => this._fail(e));
    socket.on('timeout', () => this.emit('timeout'));
    socket.on('close', () => {
      if (res && !res.complete) {
        res.aborted = true;
        res.emit('aborted');
        const e = new Error('aborted');
        e.code = 'ECONNRESET';
        res.destroy(e);
      } else if (!res) {
        const e = new Error('socket hang up');
        e.code = 'ECONNRESET';
        this._fail(e);
      }
      this.emit('close');
    });
    process.nextTick(() => this.emit('socket', socket));
  }
  _fail(e) {
    if (this._failed) return;
    this._failed = true;
    if (this.res && !this.res.complete) {
      if (!this.res.destroyed) this.res.destroy(e);
      return;
    }
    if (this.res) return;
    this.emit('error', e);
  }
  setTimeout(ms, cb) {
    if (cb) this.once('timeout', cb);
    if (this.socket) this.socket.setTimeout(ms);
    else this._timeoutMs = ms;
    return this;
  }
  setNoDelay() {}
  setSocketKeepAlive() {}
  abort() {
    if (this.aborted) return;
    this.aborted = true;
    process.nextTick(() => this.emit('abort'));
    this.destroy();
  }
  destroy(err) {
    if (this._destroyedReq) return this;
    this._destroyedReq = true;
    if (err) this._fail(err);
    else if (!this.res) {
      const e = new Error('socket hang up');
      e.code = 'ECONNRESET';
      this._fail(e);
    }
    this._failed = true;
    if (this.socket) this.socket.destroy();
    return this;
  }
}

function request(input, options, cb) {
  return new ClientRequest(input, options, cb);
}
function get(input, options, cb) {
  const req = request(input, options, cb);
  req.end();
  return req;
}

const validateHeaderName = (name) => checkName(name);
const validateHeaderValue = (name, value) => checkValue(name, value);

module.exports = {
  METHODS,
  STATUS_CODES,
  Agent,
  globalAgent,
  ClientRequest,
  IncomingMessage,
  OutgoingMessage,
  Server,
  ServerResponse,
  createServer,
  request,
  get,
  validateHeaderName,
  validateHeaderValue,
  maxHeaderSize: 16384,
  setMaxIdleHTTPParsers: () => {},
};
