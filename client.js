'use strict';
// @rivet-dev/agentos/client: placeholder until the RivetKit actor lands.
const { AgentOsError } = require('./index.js');

const MESSAGE = 'not implemented yet: the RivetKit client lands with the agentOS() actor issue';

/** Not implemented yet: always throws AgentOsError `ENOSYS`. */
function createClient() {
  throw new AgentOsError('ENOSYS', MESSAGE);
}

module.exports = { createClient };
