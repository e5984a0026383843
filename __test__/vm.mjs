// Shared fixture for the suites: a VM with the published common command set.
import common from '@rivet-dev/agent-os-common';
import { AgentOs } from '../index.mjs';

export { common };

/** Boots a VM with `software: [common]` plus any extra create options. */
export function bootVm(options = {}) {
  return AgentOs.create({ software: [common], ...options });
}

/** Every command name the published common packages register, in registry order. */
export function commonCommandNames() {
  return common.flatMap((pkg) => pkg.commands.map((c) => c.name));
}
