// Node's `url`: the WHATWG URL and URLSearchParams (whatwg-url), the legacy parse/format/resolve
// (the url package of node-stdlib-browser), and fileURLToPath/pathToFileURL over POSIX paths.
'use strict';
const legacy = internals.shared('legacy-url');
const { URL, URLSearchParams } = internals.shared('whatwg-url');
const path = require('path');
const punycode = require('punycode');

function codedError(Ctor, code, message) {
  const e = new Ctor(message);
  e.code = code;
  // The engine's stack starts with "Name: message"; Node's coded errors say "Name [CODE]: message".
  const frames = typeof e.stack === 'string' && e.stack.search(/^ {4}at /m) >= 0 ? e.stack.slice(e.stack.search(/^ {4}at /m)) : '';
  e.stack = `${e.name} [${code}]: ${message}\n${frames}`;
  return e;
}

function fileURLToPath(u) {
  if (typeof u === 'string') u = new URL(u);
  else if (!(u instanceof URL) && !(u && typeof u.href === 'string' && typeof u.protocol === 'string')) {
    throw codedError(TypeError, 'ERR_INVALID_ARG_TYPE', `The "path" argument must be of type string or an instance of URL. Received ${internals.inspect(u)}`);
  }
  if (u.protocol !== 'file:') throw codedError(TypeError, 'ERR_INVALID_URL_SCHEME', 'The URL must be of scheme file');
  if (u.hostname !== '' && u.hostname !== 'localhost') {
    throw codedError(TypeError, 'ERR_INVALID_FILE_URL_HOST', 'File URL host must be "localhost" or empty on linux');
  }
  const pathname = u.pathname;
  if (/%2f/i.test(pathname)) throw codedError(TypeError, 'ERR_INVALID_FILE_URL_PATH', 'File URL path must not include encoded / characters');
  return decodeURIComponent(pathname);
}

function pathToFileURL(p) {
  let resolved = path.resolve(p);
  if (p.endsWith('/') && !resolved.endsWith('/')) resolved += '/';
  const out = new URL('file://');
  out.pathname = resolved.replace(/%/g, '%25').replace(/\\/g, '%5C').replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/\t/g, '%09');
  return out;
}

function urlToHttpOptions(u) {
  const options = {
    protocol: u.protocol,
    hostname: u.hostname.startsWith('[') ? u.hostname.slice(1, -1) : u.hostname,
    hash: u.hash,
    search: u.search,
    pathname: u.pathname,
    path: `${u.pathname || ''}${u.search || ''}`,
    href: u.href,
  };
  if (u.port !== '') options.port = Number(u.port);
  if (u.username || u.password) options.auth = `${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}`;
  return options;
}

function format(u, options) {
  if (u instanceof URL) {
    const o = { fragment: true, unicode: false, search: true, auth: true, ...options };
    let s = `${u.protocol}${u.host !== '' || u.protocol === 'file:' ? '//' : ''}`;
    if (o.auth && (u.username || u.password)) s += `${u.username}${u.password ? `:${u.password}` : ''}@`;
    s += o.unicode ? punycode.toUnicode(u.hostname) + (u.port ? `:${u.port}` : '') : u.host;
    s += u.pathname;
    if (o.search) s += u.search;
    if (o.fragment) s += u.hash;
    return s;
  }
  return legacy.format(u);
}

module.exports = {
  ...legacy,
  format,
  URL,
  URLSearchParams,
  fileURLToPath,
  pathToFileURL,
  urlToHttpOptions,
  domainToASCII: (d) => { try { return new URL(`ws://${d}`).hostname; } catch { return ''; } },
  domainToUnicode: (d) => { try { return punycode.toUnicode(new URL(`ws://${d}`).hostname); } catch { return ''; } },
};
