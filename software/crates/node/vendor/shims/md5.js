// md5.js's API (`new MD5().update(data).digest()`) over our crypto's native MD5, bundled into
// js/vendor/ciphers.js by scripts/vendor.mjs in place of md5.js (and its hash-base/readable-stream
// copy): evp_bytestokey derives keys for createCipher with it.
'use strict';
const { createHash } = require('crypto');
module.exports = function MD5() {
  return createHash('md5');
};
