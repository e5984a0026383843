// agentOS as a RivetKit actor: run `node examples/actor/server.mjs`, then in another terminal
// `node examples/actor/client.mjs`. RivetKit's embedded engine serves http://127.0.0.1:6420.
import fs from 'node:fs';
import common from '@rivet-dev/agent-os-common';
import { docker, local } from '@rivet-dev/agentos-sandbox';
import { agentOS, setup } from '../../index.mjs';

// "External Sandboxes": each actor instance gets a full Linux sandbox mounted at
// /home/agentos/sandbox — a Docker container when an engine is reachable, else a local process.
const dockerSocket = (process.env.DOCKER_HOST ?? 'unix:///var/run/docker.sock').replace(/^unix:\/\//, '');
const provider = fs.existsSync(dockerSocket) ? docker() : local();
console.log(`[server] sandbox provider: ${provider.kind}`);

const vm = agentOS({
  software: [common],
  sandbox: { provider, mountPath: '/home/agentos/sandbox' },
  bindings: [{
    name: 'notes',
    description: 'Notes kept by the backend',
    bindings: {
      add: {
        description: 'Store a note and return its id',
        inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
        execute: async ({ text }) => ({ id: Date.now(), text }),
      },
    },
  }],
  onVmBooted: (c) => console.log(`[server] VM booted for actor key ${JSON.stringify(c.key)}`),
});

export const registry = setup({ use: { vm } });
await registry.startAndWait();
console.log('[server] agentOS registry ready on http://127.0.0.1:6420 (Ctrl-C to stop)');
