'use strict';
// The native addon (`addon.cjs`, the loader `napi build` generates), loaded on first use so that
// importing the package never fails by itself.

const { AgentOsError } = require('./errors.js');

let addon;
function loadAddon() {
  if (addon === undefined) {
    try {
      addon = require('../addon.cjs');
    } catch (cause) {
      throw new AgentOsError('ENOENT',
        'the agentOS native addon could not be loaded (in a source checkout run `npm run build`; ' +
        `installed packages need @rivet-dev/agentos-linux-x64-gnu): ${cause && cause.message}`, { cause });
    }
  }
  return addon;
}

module.exports = { loadAddon };
