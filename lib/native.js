'use strict';
// The native addon, loaded on first use so that importing the package never fails by itself.

const { AgentOsError } = require('./errors.js');

let nativeBinding;
function loadNative() {
  if (nativeBinding === undefined) {
    try {
      nativeBinding = require('../binding.cjs');
    } catch (cause) {
      throw new AgentOsError('ENOENT',
        'the agentOS native addon could not be loaded (in a source checkout run `npm run build`; ' +
        `installed packages need @rivet-dev/agentos-linux-x64-gnu): ${cause && cause.message}`, { cause });
    }
  }
  return nativeBinding;
}

module.exports = { loadNative };
