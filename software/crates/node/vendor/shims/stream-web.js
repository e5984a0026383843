// fetch-blob's fallback when `require('node:stream/web')` fails: inside node.wasm it never does, so
// the bundle takes the builtin instead of carrying web-streams-polyfill 3 as well.
'use strict';
module.exports = require('stream/web');
