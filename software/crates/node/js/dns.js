// agentOS node: `dns` over the host's resolver (net_getaddrinfo, under the dns:// policy). The
// lookup blocks the process for its duration and answers on the next loop turn; `localhost` and IP
// literals answer without a lookup. resolve4/resolve6 are getaddrinfo's answers filtered by family
// (no DNS records beyond addresses: resolveMx, resolveTxt, … fail with ENOTSUP).
'use strict';
const { native } = internals;
const net = require('net');

function lookupSync(hostname, family) {
  if (typeof hostname !== 'string') {
    const e = new TypeError(`The "hostname" argument must be of type string. Received ${internals.inspect(hostname)}`);
    e.code = 'ERR_INVALID_ARG_TYPE';
    throw e;
  }
  const bare = hostname.replace(/^\[|\]$/g, '');
  let addrs;
  if (net.isIP(bare)) addrs = [bare];
  else if (bare === '') addrs = ['127.0.0.1', '::1'];
  else {
    try {
      addrs = native.netResolve(bare);
    } catch (e) {
      throw net._netError(e, 'getaddrinfo', hostname);
    }
  }
  let list = addrs.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  if (family === 4 || family === 6) list = list.filter((a) => a.family === family);
  if (list.length === 0) throw net._netError({ code: 'ENOTFOUND' }, 'getaddrinfo', hostname);
  return list;
}

function familyOf(options) {
  if (typeof options === 'number') return options;
  if (options && typeof options === 'object') {
    const f = options.family;
    return f === 'IPv4' ? 4 : f === 'IPv6' ? 6 : Number(f) || 0;
  }
  return 0;
}

function lookup(hostname, options, callback) {
  if (typeof options === 'function') {
    callback = options;
    options = {};
  }
  if (typeof callback !== 'function') {
    const e = new TypeError(`The "callback" argument must be of type function. Received ${internals.inspect(callback)}`);
    e.code = 'ERR_INVALID_ARG_TYPE';
    throw e;
  }
  const all = !!(options && typeof options === 'object' && options.all);
  setImmediate(() => {
    let list;
    try {
      list = lookupSync(hostname, familyOf(options));
    } catch (e) {
      callback(e);
      return;
    }
    if (all) callback(null, list);
    else callback(null, list[0].address, list[0].family);
  });
  return {};
}

function resolveFamily(family) {
  return (hostname, options, callback) => {
    if (typeof options === 'function') callback = options;
    setImmediate(() => {
      let list;
      try {
        list = lookupSync(hostname, family);
      } catch (e) {
        e.syscall = family === 4 ? 'queryA' : 'queryAaaa';
        callback(e);
        return;
      }
      callback(null, list.map((a) => a.address));
    });
  };
}
const resolve4 = resolveFamily(4);
const resolve6 = resolveFamily(6);

function unsupported(name) {
  return (...args) => {
    const cb = args.find((a) => typeof a === 'function');
    const e = new Error(`dns.${name} is not available in agentOS node (the host resolves addresses only)`);
    e.code = 'ENOTSUP';
    if (cb) setImmediate(cb, e);
    else throw e;
  };
}

function resolve(hostname, rrtype, callback) {
  if (typeof rrtype === 'function') {
    callback = rrtype;
    rrtype = 'A';
  }
  if (rrtype === 'A') return resolve4(hostname, callback);
  if (rrtype === 'AAAA') return resolve6(hostname, callback);
  return unsupported(`resolve(${rrtype})`)(callback);
}

const promisify = (fn) => (...args) => new Promise((res, rej) => fn(...args, (err, v) => (err ? rej(err) : res(v))));

const promises = {
  lookup: (hostname, options) => new Promise((res, rej) => lookup(hostname, options || {}, (err, address, family) => {
    if (err) rej(err);
    else res(Array.isArray(address) ? address : { address, family });
  })),
  resolve: promisify(resolve),
  resolve4: promisify(resolve4),
  resolve6: promisify(resolve6),
  setDefaultResultOrder: () => {},
  getDefaultResultOrder: () => 'verbatim',
};

const codes = {
  NODATA: 'ENODATA', FORMERR: 'EFORMERR', SERVFAIL: 'ESERVFAIL', NOTFOUND: 'ENOTFOUND', NOTIMP: 'ENOTIMP',
  REFUSED: 'EREFUSED', BADQUERY: 'EBADQUERY', BADNAME: 'EBADNAME', BADFAMILY: 'EBADFAMILY', BADRESP: 'EBADRESP',
  CONNREFUSED: 'ECONNREFUSED', TIMEOUT: 'ETIMEOUT', EOF: 'EOF', FILE: 'EFILE', NOMEM: 'ENOMEM', DESTRUCTION: 'EDESTRUCTION',
  BADSTR: 'EBADSTR', BADFLAGS: 'EBADFLAGS', NONAME: 'ENONAME', BADHINTS: 'EBADHINTS', NOTINITIALIZED: 'ENOTINITIALIZED',
  LOADIPHLPAPI: 'ELOADIPHLPAPI', ADDRGETNETWORKPARAMS: 'EADDRGETNETWORKPARAMS', CANCELLED: 'ECANCELLED',
};

module.exports = {
  lookup,
  resolve,
  resolve4,
  resolve6,
  resolveMx: unsupported('resolveMx'),
  resolveTxt: unsupported('resolveTxt'),
  resolveSrv: unsupported('resolveSrv'),
  resolveCname: unsupported('resolveCname'),
  resolveNs: unsupported('resolveNs'),
  reverse: unsupported('reverse'),
  lookupService: unsupported('lookupService'),
  getServers: () => [],
  setServers: () => {},
  setDefaultResultOrder: () => {},
  getDefaultResultOrder: () => 'verbatim',
  ADDRCONFIG: 1024,
  V4MAPPED: 2048,
  ALL: 256,
  promises,
  ...codes,
};
