// Shared fixture for the suites: a VM with the published common command set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import published from '@rivet-dev/agent-os-common';
import { AgentOs } from '../index.mjs';

/**
 * The published common set, plus our own shell (issue 12) as `sh`/`bash` when
 * `AGENTOS_SHELL_WASM` names its module: then every suite using this fixture runs with it.
 */
function withOurShell(set) {
  const wasm = process.env.AGENTOS_SHELL_WASM;
  if (!wasm) return set;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-shell-'));
  for (const name of ['sh', 'bash']) fs.copyFileSync(wasm, path.join(dir, name));
  return [...set, {
    name: 'agentos-shell',
    commandDir: dir,
    commands: [{ name: 'sh', permissionTier: 'full' }, { name: 'bash', permissionTier: 'full' }],
  }];
}

export const common = withOurShell(published);

/** Boots a VM with `software: [common]` plus any extra create options. */
export function bootVm(options = {}) {
  return AgentOs.create({ software: [common], ...options });
}

/** Every command name the published common packages register, in registry order. */
export function commonCommandNames() {
  return published.flatMap((pkg) => pkg.commands.map((c) => c.name));
}
