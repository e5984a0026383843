// The two assertions browserify-zlib makes (assert/assert.ok and assert.equal), bundled into
// js/vendor/zlib.js by scripts/vendor.mjs in place of `require('assert')` so zlib does not
// depend on an assert builtin. A failure is an internal zlib error, as in browserify-zlib.
'use strict';
function fail(message) {
  const e = new Error(message || 'assertion failed');
  e.code = 'ERR_ASSERTION';
  throw e;
}
function ok(value, message) {
  if (!value) fail(message);
}
ok.ok = ok;
ok.equal = (actual, expected, message) => {
  // eslint-disable-next-line eqeqeq
  if (actual != expected) fail(message || `${actual} == ${expected}`);
};
module.exports = ok;
