// The "External Sandboxes" seed example with the docker() provider: a VM whose /home/agentos/sandbox
// is a Docker container's filesystem, and node run inside the container through agentos-sandbox.
// Needs a running Docker Engine and an image with node; by default it builds one locally from this
// machine's node and busybox (scripts/docker-test-image.mjs), so no registry is needed:
//
//   node examples/docker-sandbox.mjs [image]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import common from '@rivet-dev/agent-os-common';
import { docker } from '@rivet-dev/agentos-sandbox';
import { AgentOs } from '../index.mjs';

const image = process.argv[2]
  ?? execFileSync(process.execPath, [path.join(import.meta.dirname, '../scripts/docker-test-image.mjs')], { encoding: 'utf8' }).trim();

const vm = await AgentOs.create({
  software: [common],
  sandbox: { provider: docker({ image }), mountPath: '/home/agentos/sandbox' },
});
try {
  await vm.writeFile('/home/agentos/sandbox/app/index.ts', 'console.log("hello")');
  const result = await vm.exec('agentos-sandbox run-command --command node --args /app/index.ts');
  process.stdout.write(result.stdout); // hello
  if (result.exitCode !== 0) {
    process.stderr.write(result.stderr);
    process.exitCode = 1;
  }
} finally {
  await vm.dispose();
}
