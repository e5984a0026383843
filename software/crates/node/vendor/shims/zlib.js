// node-fetch@2 needs zlib only to decode a compressed response: the builtin is required when it
// is first used, so fetch loads without it (bundled into js/vendor/fetch.js by scripts/vendor.mjs
// in place of `require('zlib')`).
'use strict';
const zlib = () => require('zlib');
module.exports = {
  Z_SYNC_FLUSH: 2,
  createGunzip: (o) => zlib().createGunzip(o),
  createInflate: (o) => zlib().createInflate(o),
  createInflateRaw: (o) => zlib().createInflateRaw(o),
  get createBrotliDecompress() { return zlib().createBrotliDecompress; },
};
