// agentOS node: `tls` clients over host-side TLS (net_tls_connect): the host does the handshake
// (rustls, webpki roots plus the VM's network.caCerts, verification always on, SNI = servername)
// and the socket then carries plaintext, so a TLSSocket is a net.Socket upgraded after connect.
// What the host cannot do is said, not faked: verification cannot be turned off
// (rejectUnauthorized: false still verifies) and per-connection `ca` is not used (the VM's caCerts
// are); peer certificates are not exposed. TLS servers are not available (tls.createServer throws).
'use strict';
const { native } = internals;
const net = require('net');

class TLSSocket extends net.Socket {
  constructor(socket, options = {}) {
    super(options);
    this.encrypted = true;
    this.authorized = false;
    this.authorizationError = null;
    this.alpnProtocol = false;
    this._tlsOptions = options;
  }
  // After the TCP connect: the handshake, then 'secureConnect' after 'connect'.
  _afterConnect(host, port, options) {
    const servername = options.servername || host;
    try {
      native.netTls(this._fd, servername.replace(/^\[|\]$/g, ''));
    } catch (e) {
      this.destroy(tlsError(e, servername, host, port));
      return false;
    }
    this.authorized = true;
    this.servername = servername;
    return true;
  }
  _connected() {
    super._connected();
    this.emit('secureConnect');
  }
  getPeerCertificate() { return {}; }
  getCertificate() { return {}; }
  getProtocol() { return 'TLSv1.3'; }
  getCipher() { return { name: 'TLS_AES_128_GCM_SHA256', standardName: 'TLS_AES_128_GCM_SHA256', version: 'TLSv1.3' }; }
  getSession() { return undefined; }
  isSessionReused() { return false; }
  setServername() {}
  setMaxSendFragment() { return true; }
  exportKeyingMaterial() {
    const e = new Error('exportKeyingMaterial is not available (TLS is done by the agentOS host)');
    e.code = 'ERR_AGENTOS_UNSUPPORTED';
    throw e;
  }
}

function tlsError(e, servername, host, port) {
  if (e && e.code === 'EPERM') {
    const err = new Error(`unable to verify the server certificate for ${servername}: the agentOS host did not trust it (webpki roots plus the VM's network.caCerts; expired, untrusted or for another name). Verification cannot be turned off in the VM; add the CA to network.caCerts`);
    err.code = 'UNABLE_TO_VERIFY_LEAF_SIGNATURE';
    return err;
  }
  if (e && e.code === 'EPROTO') {
    const err = new Error(`TLS handshake with ${host}:${port} failed`);
    err.code = 'EPROTO';
    err.errno = -71;
    err.syscall = 'write';
    return err;
  }
  if (e && e.code === 'ENOTSUP') {
    const err = new Error(`TLS to ${host}:${port} is not available: both ends are in this VM (the host only does TLS to hosts outside it)`);
    err.code = 'ENOTSUP';
    err.errno = -95;
    return err;
  }
  return net._netError(e, 'connect', host, port);
}

// connect(options[, cb]) | connect(port[, host][, options][, cb])
function connect(...args) {
  const cb = typeof args[args.length - 1] === 'function' ? args.pop() : null;
  let options = {};
  if (args[0] !== null && typeof args[0] === 'object') options = { ...args[0] };
  else {
    options.port = args[0];
    if (typeof args[1] === 'string') {
      options.host = args[1];
      if (args[2] && typeof args[2] === 'object') options = { ...args[2], ...options };
    } else if (args[1] && typeof args[1] === 'object') options = { ...args[1], ...options };
  }
  if (options.socket) {
    const e = new Error('tls.connect({socket}) is not available: the agentOS host upgrades its own connections only');
    e.code = 'ERR_AGENTOS_UNSUPPORTED';
    throw e;
  }
  const socket = new TLSSocket(null, options);
  if (cb) socket.once('secureConnect', cb);
  socket.connect({ ...options, port: options.port ?? 443, host: options.host || options.hostname || 'localhost' });
  return socket;
}

function createServer() {
  const e = new Error('tls.createServer is not available in agentOS node: TLS is done by the host for outgoing connections only (serve plain HTTP; vm.fetch reaches it)');
  e.code = 'ERR_AGENTOS_UNSUPPORTED';
  throw e;
}

class SecureContext {
  constructor(options) { this.options = options; this.context = {}; }
}

module.exports = {
  TLSSocket,
  SecureContext,
  Server: class Server { constructor() { createServer(); } },
  connect,
  createServer,
  createSecureContext: (options) => new SecureContext(options),
  checkServerIdentity: () => undefined,
  getCiphers: () => ['tls_aes_128_gcm_sha256', 'tls_aes_256_gcm_sha384', 'tls_chacha20_poly1305_sha256'],
  rootCertificates: [],
  DEFAULT_ECDH_CURVE: 'auto',
  DEFAULT_MIN_VERSION: 'TLSv1.2',
  DEFAULT_MAX_VERSION: 'TLSv1.3',
  DEFAULT_CIPHERS: 'TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256:TLS_AES_128_GCM_SHA256',
};
