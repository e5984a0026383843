'use strict';
// @rivet-dev/agentos-pi: the Pi coding agent (@mariozechner/pi-coding-agent) and its ACP adapter
// (pi-acp) as an agent descriptor (runtimes.md 4): `software: [common, pi]`, then
// `vm.createSession('pi', {env})`. Both packages are this package's npm dependencies; the
// descriptor mounts the host's node_modules that holds them read-only into the VM, so a session
// needs no network to start. The agent runs in the VM's own node, as an ordinary VM process:
// node pi-acp → `pi --mode rpc` (vm/pi, with agentOS's Pi extension vm/agentos.js: it appends
// /etc/agentos/instructions.md to the system prompt and asks the host before each tool call).

const fs = require('node:fs');
const path = require('node:path');

/** Where the agent lives in the VM. */
const ROOT = '/opt/agentos/agents/pi';

/**
 * The node_modules directory that holds `name`, searched as Node resolves a bare name from this
 * package (its own node_modules, then each parent's). A package's `exports` may hide its
 * package.json from require.resolve, so the directories are looked at directly.
 */
function nodeModulesOf(name) {
  for (const dir of require.resolve.paths(name) ?? []) {
    if (fs.existsSync(path.join(dir, name, 'package.json'))) return dir;
  }
  const err = new Error(`@rivet-dev/agentos-pi: ${name} is not installed (npm install @rivet-dev/agentos-pi installs it)`);
  err.code = 'ENOENT';
  throw err;
}

function hostDir(hostPath) {
  return { id: 'host_dir', config: { hostPath: fs.realpathSync(hostPath), readOnly: true } };
}

const modules = nodeModulesOf('pi-acp');
const piModules = nodeModulesOf('@mariozechner/pi-coding-agent');
// npm normally hoists both into one node_modules; after a nested install Pi's tree is mounted on
// its own (pi-acp finds pi through PI_ACP_PI_COMMAND, not through module resolution).
const oneTree = fs.realpathSync(piModules) === fs.realpathSync(modules);
const piCli = `${ROOT}/${oneTree ? 'node_modules' : 'pi_modules'}/@mariozechner/pi-coding-agent/dist/cli.js`;

const pi = {
  name: 'pi',
  type: 'agent',
  description: 'Pi, a minimal coding agent (read, write, edit, bash tools), over the Agent Client Protocol with pi-acp',
  version: JSON.parse(fs.readFileSync(path.join(piModules, '@mariozechner', 'pi-coding-agent', 'package.json'), 'utf8')).version,
  /** How the VM starts the agent: an ACP agent on stdio. */
  agent: {
    command: 'node',
    args: [`${ROOT}/node_modules/pi-acp/dist/index.js`],
    env: {
      // pi-acp starts `$PI_ACP_PI_COMMAND --mode rpc …`: our wrapper adds the agentOS extension.
      PI_ACP_PI_COMMAND: `${ROOT}/vm/pi`,
      PI_AGENTOS_CLI: piCli,
      PI_AGENTOS_EXTENSION: `${ROOT}/vm/agentos.js`,
    },
  },
  mounts: [
    { path: `${ROOT}/node_modules`, plugin: hostDir(modules) },
    ...(oneTree ? [] : [{ path: `${ROOT}/pi_modules`, plugin: hostDir(piModules) }]),
    { path: `${ROOT}/vm`, plugin: hostDir(path.join(__dirname, 'vm')) },
  ],
};

module.exports = pi;
module.exports.default = pi;
