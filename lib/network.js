'use strict';
// `vm.fetch(port, request)` (runtimes.md 1.3): the request shapes it takes and the Response it
// resolves, converted to and from the native `{method, path, headers, body}` objects.

const { AgentOsError, einval } = require('./errors.js');
const { isObjectLike, checkString, toBuffer } = require('./validate.js');

/** Statuses whose Response has no body (fetch spec "null body status"). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** Methods the fetch spec normalises to upper case ("normalize a method"). */
const NORMALISED_METHODS = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT']);

/**
 * Headers that describe the connection and the message framing: the HTTP client sets them from
 * the body it sends, so a caller's value is dropped (as fetch drops forbidden request headers)
 * rather than framing the body wrongly.
 */
const FRAMING_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'te', 'trailer', 'upgrade']);

function normaliseMethod(method) {
  const upper = method.toUpperCase();
  return NORMALISED_METHODS.has(upper) ? upper : method;
}

function checkPort(port) {
  if (!Number.isSafeInteger(port) || port < 1 || port > 65535) {
    throw einval(`port must be an integer port (1-65535), got ${typeof port === 'number' ? port : typeof port}`);
  }
  return port;
}

function headerPairs(headers, where) {
  if (headers === undefined || headers === null) return [];
  let entries;
  if (typeof headers.entries === 'function' && !Array.isArray(headers)) entries = [...headers.entries()];
  else if (Array.isArray(headers)) entries = headers;
  else if (isObjectLike(headers)) entries = Object.entries(headers);
  else throw einval(`${where} must be an object, an array of [name, value] pairs or a Headers`);
  const out = [];
  entries.forEach((pair, i) => {
    if (!Array.isArray(pair) || pair.length !== 2) throw einval(`${where}[${i}] must be a [name, value] pair`);
    const name = checkString(pair[0], `${where}[${i}][0]`);
    const value = typeof pair[1] === 'number' ? String(pair[1]) : checkString(pair[1], `${where}[${i}][1]`);
    // A header is bytes: fetch takes a ByteString (each char one byte, as latin1) and throws a
    // TypeError for a char above U+00FF.
    const wide = /[^\x00-\xff]/.exec(name) ?? /[^\x00-\xff]/.exec(value);
    if (wide) throw einval(`${where}[${i}] is not a ByteString: ${JSON.stringify(wide[0])} (U+${wide[0].codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}) is above U+00FF`);
    if (!FRAMING_HEADERS.has(name.toLowerCase())) out.push([name, value]);
  });
  return out;
}

function bodyBytes(body, where) {
  if (body === undefined || body === null) return Buffer.alloc(0);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  return toBuffer(body, where);
}

/**
 * The path and query of `path` as fetch sends them: parsed as a WHATWG URL, so characters outside
 * the URL code points (non-ASCII, spaces, `"`, `<`, …) are UTF-8 percent-encoded, `.`/`..` segments
 * resolved and a `#fragment` dropped.
 */
function originForm(path) {
  let url;
  try {
    url = new URL(`http://vm${path}`);
  } catch {
    throw einval(`request.path is not a valid URL path: ${JSON.stringify(path)}`);
  }
  return `${url.pathname}${url.search}`;
}

/**
 * `request` → `{method, path, headers: [name, value][], body: Buffer}`. A WHATWG `Request`
 * contributes its method, the path and query of its URL, its headers and its body; a `URL` its
 * path and query; a plain object `{method = 'GET', path = '/', headers, body}` its fields (`body`:
 * string, bytes or ArrayBuffer; `method` upper-cased when it is one fetch normalises; `path`
 * encoded as fetch encodes a URL's; header names and values ByteStrings, sent as latin1). Framing
 * headers (`content-length`, `transfer-encoding`, `connection`, …) are dropped: the client sets
 * them from the body.
 */
async function toNativeRequest(request) {
  if (typeof Request === 'function' && request instanceof Request) {
    const url = new URL(request.url);
    const body = request.body === null ? Buffer.alloc(0) : Buffer.from(await request.arrayBuffer());
    return { method: request.method, path: `${url.pathname}${url.search}`, headers: headerPairs(request.headers, 'request.headers'), body };
  }
  if (request instanceof URL) request = { path: `${request.pathname}${request.search}` };
  if (request === undefined || request === null) request = {};
  if (typeof request === 'string') request = { path: request };
  if (!isObjectLike(request)) throw einval('request must be a Request, a URL, a path or {method, path, headers, body}');
  const method = request.method === undefined ? 'GET' : normaliseMethod(checkString(request.method, 'request.method'));
  const path = request.path === undefined ? '/' : checkString(request.path, 'request.path');
  if (!path.startsWith('/')) throw einval(`request.path must start with "/", got ${JSON.stringify(path)}`);
  return { method, path: originForm(path), headers: headerPairs(request.headers, 'request.headers'), body: bodyBytes(request.body, 'request.body') };
}

/** The native `{status, headers, body}` as a WHATWG `Response`. */
function toResponse(native) {
  if (native.status < 200 || native.status > 599) {
    // WHATWG Response cannot carry these (a 101 upgrade, a bare 1xx).
    throw new AgentOsError('EPROTO', `the guest server answered status ${native.status}, which a Response cannot carry`);
  }
  const body = NULL_BODY.has(native.status) ? null : native.body;
  return new Response(body, { status: native.status, headers: native.headers });
}

module.exports = { checkPort, toNativeRequest, toResponse };
