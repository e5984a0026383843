// agentOS node: `https` is js/http.js over tls.connect (host-side TLS; see js/tls.js for what the
// host verifies). HTTPS servers are not available: the host does TLS for outgoing connections only.
'use strict';
const http = require('http');
const tls = require('tls');

class Agent extends http.Agent {
  constructor(options = {}) {
    super({ defaultPort: 443, protocol: 'https:', ...options });
  }
  createConnection(options, cb) {
    const socket = tls.connect(options);
    if (cb) socket.once('secureConnect', () => cb(null, socket));
    return socket;
  }
}
const globalAgent = new Agent({ keepAlive: true });

const defaults = { protocol: 'https:', port: 443, connect: (options) => tls.connect(options) };

function request(input, options, cb) {
  return new http.ClientRequest(input, options, cb, defaults);
}
function get(input, options, cb) {
  const req = request(input, options, cb);
  req.end();
  return req;
}

module.exports = {
  Agent,
  globalAgent,
  request,
  get,
  createServer: tls.createServer,
  Server: tls.Server,
};
