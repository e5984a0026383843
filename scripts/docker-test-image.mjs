#!/usr/bin/env node
// Builds (once per machine) a small local Docker image with a shell and Node.js for the docker()
// tests, without any registry: the host's own `node` binary with the shared libraries it needs,
// a static busybox for the shell and coreutils, imported with `docker import`. The image name is
// printed on stdout: `agentos-test-node:<hash of node + busybox>`, so it is rebuilt only when one
// of them changes. Exits 1 with a message when Docker or busybox is missing.
//
//   node scripts/docker-test-image.mjs

import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function fail(message) {
  console.error(`[docker-test-image] ${message}`);
  process.exit(1);
}

const docker = spawnSync('docker', ['version', '--format', '{{.Server.Version}}'], { encoding: 'utf8' });
if (docker.status !== 0) fail(`no Docker Engine answers: ${(docker.stderr || docker.error?.message || '').trim()}`);

const nodeBin = fs.realpathSync(process.execPath);
const busybox = ['/bin/busybox', '/usr/bin/busybox'].find((p) => fs.existsSync(p));
if (!busybox) fail('a static busybox is needed (Debian: apt-get install busybox-static)');

const hash = crypto.createHash('sha256');
hash.update(fs.readFileSync(nodeBin));
hash.update(fs.readFileSync(busybox));
const image = `agentos-test-node:${hash.digest('hex').slice(0, 12)}`;

if (spawnSync('docker', ['image', 'inspect', image], { stdio: 'ignore' }).status === 0) {
  console.log(image);
  process.exit(0);
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-test-image-'));
try {
  const put = (src, dest, mode = 0o755) => {
    const target = path.join(root, dest);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(src, target);
    fs.chmodSync(target, mode);
  };
  put(nodeBin, 'usr/local/bin/node');
  // The dynamic loader and every library `ldd` lists, at the same paths.
  const ldd = execFileSync('ldd', [nodeBin], { encoding: 'utf8' });
  for (const line of ldd.split('\n')) {
    const m = /(\/\S+)\s+\(0x/.exec(line);
    if (m) put(fs.realpathSync(m[1]), m[1].slice(1), 0o755);
  }
  put(busybox, 'bin/busybox');
  const applets = execFileSync(busybox, ['--list'], { encoding: 'utf8' }).split('\n').map((s) => s.trim())
    .filter((a) => a && a !== 'busybox' && !a.includes('/'));
  for (const a of applets) fs.symlinkSync('busybox', path.join(root, 'bin', a));
  for (const d of ['tmp', 'home/sandbox', 'proc', 'sys', 'dev', 'etc', 'app']) fs.mkdirSync(path.join(root, d), { recursive: true });
  fs.chmodSync(path.join(root, 'tmp'), 0o1777);
  fs.writeFileSync(path.join(root, 'etc/passwd'), 'root:x:0:0:root:/root:/bin/sh\nsandbox:x:1000:1000:sandbox:/home/sandbox:/bin/sh\n');
  fs.writeFileSync(path.join(root, 'etc/group'), 'root:x:0:\nsandbox:x:1000:\n');
  // tar (the system's) streams the root into `docker import`.
  const tar = spawnSync('sh', ['-c', `tar -C "${root}" -cf - . | docker import --change 'ENV PATH=/usr/local/bin:/usr/bin:/bin' --change 'WORKDIR /' - ${image}`], { encoding: 'utf8' });
  if (tar.status !== 0) fail(`docker import failed: ${tar.stderr.trim()}`);
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}
console.log(image);
