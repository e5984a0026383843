// node-fetch@2's only uses of Node's legacy `url` (parse, format), over the WHATWG URL parser
// it bundles (whatwg-url): bundled into js/vendor/fetch.js by scripts/vendor.mjs in place of
// `require('url')`, so fetch does not depend on a `url` builtin. Relative URLs are refused by
// node-fetch itself before they reach parse.
'use strict';
const { URL } = require('whatwg-url');

function parse(text) {
  const u = new URL(text);
  const auth = u.username || u.password ? `${decodeURIComponent(u.username)}${u.password ? `:${decodeURIComponent(u.password)}` : ''}` : null;
  return {
    protocol: u.protocol,
    slashes: true,
    auth,
    host: u.host,
    port: u.port === '' ? null : u.port,
    hostname: u.hostname.startsWith('[') ? u.hostname.slice(1, -1) : u.hostname,
    hash: u.hash || null,
    search: u.search || null,
    query: u.search ? u.search.slice(1) : null,
    pathname: u.pathname,
    path: `${u.pathname}${u.search}`,
    href: u.href,
  };
}

function format(parsed) {
  return typeof parsed === 'string' ? parsed : parsed.href;
}

module.exports = { parse, format, URL };
