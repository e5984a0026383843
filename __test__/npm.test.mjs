// `npm` and `npx` in the VM (issue 20, runtimes.md 2): npm's own CLI (the release pinned in
// software/crates/node/npm.json, mounted read-only at /usr/lib/node_modules/npm) run by our node.
// The oracle is the very same npm-cli.js run by the host's Node 22 in a host directory of the same
// name. Fixture packages are packed on the host with `npm pack`; at most two small installs come
// from the public registry (the one network exception), everything else is offline.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs, createHostDirBackend } from '../index.mjs';
import { nodeOracle } from '../scripts/node-oracle.mjs';

const ORACLE = nodeOracle();
const pin = JSON.parse(fs.readFileSync(new URL('../software/crates/node/npm.json', import.meta.url), 'utf8'));
const NPM_CLI = new URL(`../packages/agentos-common/npm/${pin.version}/bin/npm-cli.js`, import.meta.url).pathname;

const q = (s) => `'${s.replaceAll("'", "'\\''")}'`;

let vm;
let dir; // host directory mounted at the same path in the VM
let hostSide; // the oracle's directory (never mounted)
beforeAll(async () => {
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-npm-')));
  hostSide = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-npm-host-')));
  vm = await AgentOs.create({ software: [ours], mounts: [{ path: dir, plugin: createHostDirBackend({ hostPath: dir, readOnly: false }) }] });
  // Fixture packages, packed on the host: a pure-JS package with a bin, and one that needs a
  // native build (binding.gyp and no install script: npm runs `node-gyp rebuild`).
  const hello = path.join(dir, 'src', 'agentos-hello');
  fs.mkdirSync(path.join(hello, 'bin'), { recursive: true });
  fs.writeFileSync(path.join(hello, 'package.json'), JSON.stringify({
    name: 'agentos-hello', version: '1.2.3', main: 'index.js', bin: { 'agentos-hello': 'bin/hello.js' }, license: 'MIT',
  }, null, 2));
  fs.writeFileSync(path.join(hello, 'index.js'), "module.exports = (who) => `hello, ${who}`;\n");
  // Requires its package relative to where it really is (node_modules/.bin/ holds a symlink).
  fs.writeFileSync(path.join(hello, 'bin', 'hello.js'),
    "#!/usr/bin/env node\nconst greet = require('..');\nconsole.log(greet(process.argv.slice(2).join(' ') || 'nobody'), require('../package.json').version);\n");
  fs.chmodSync(path.join(hello, 'bin', 'hello.js'), 0o755);
  const native = path.join(dir, 'src', 'agentos-native');
  fs.mkdirSync(native, { recursive: true });
  fs.writeFileSync(path.join(native, 'package.json'), JSON.stringify({ name: 'agentos-native', version: '0.1.0', main: 'index.js', license: 'MIT' }, null, 2));
  fs.writeFileSync(path.join(native, 'index.js'), "module.exports = require('./build/Release/addon.node');\n");
  fs.writeFileSync(path.join(native, 'binding.gyp'), JSON.stringify({ targets: [{ target_name: 'addon', sources: ['addon.cc'] }] }));
  fs.writeFileSync(path.join(native, 'addon.cc'), '// never compiled\n');
  for (const pkg of [hello, native]) {
    execFileSync(ORACLE, [NPM_CLI, 'pack', '--pack-destination', dir], { cwd: pkg, stdio: 'pipe' });
  }
}, 300_000);
afterAll(async () => {
  await vm?.dispose();
  for (const d of [dir, hostSide]) if (d) fs.rmSync(d, { recursive: true, force: true });
});

function ok(r) {
  expect(r.stderr, `exit ${r.exitCode}`).not.toMatch(/wasm trap|panicked/);
  return r;
}
/** `command` through the VM's sh in `cwd`. */
const sh = async (command, cwd = dir, options = {}) => ok(await vm.exec(command, { cwd, timeoutMs: 180_000, ...options }));
/** The same npm-cli.js under the host's Node 22, in `cwd` (a host directory). */
function hostNpm(args, cwd) {
  const r = spawnSync(ORACLE, [NPM_CLI, ...args], {
    cwd, encoding: 'utf8', env: { PATH: `${path.dirname(ORACLE)}:${process.env.PATH}`, HOME: hostSide, npm_config_cache: path.join(hostSide, '.npm') },
  });
  return { exitCode: r.status, stdout: r.stdout, stderr: r.stderr };
}
/** A fresh project directory `name` in the VM's shared directory and on the oracle's side. */
function project(name, pkg) {
  const ours = path.join(dir, 'p', name);
  const host = path.join(hostSide, 'p', name);
  for (const d of [ours, host]) {
    fs.mkdirSync(d, { recursive: true });
    if (pkg) fs.writeFileSync(path.join(d, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  }
  return { ours, host };
}

describe('npm and npx commands', () => {
  it('npm --version and npx --version print the pinned npm release', async () => {
    for (const cmd of ['npm', 'npx']) {
      const r = await sh(`${cmd} --version`);
      expect([r.exitCode, r.stdout, r.stderr]).toEqual([0, `${pin.version}\n`, '']);
    }
  });

  it('npm runs from the read-only layer at /usr/lib/node_modules/npm', async () => {
    const r = await sh('npm root -g; npm prefix -g; touch /usr/lib/node_modules/npm/x');
    expect(r.stdout).toBe('/usr/lib/node_modules\n/usr\n');
    expect(r.stderr).toMatch(/touch: .*\/usr\/lib\/node_modules\/npm\/x.*Read-only file system/);
  });
});

describe('the Node APIs npm needs', () => {
  it('match the host Node: os.constants.errno, path.win32, fs.writev/readv, http2.constants, vm, v8, umask, process events, Module internals', async () => {
    const code = [
      "const fs = require('fs'), path = require('path'), os = require('os');",
      "console.log(os.constants.errno.EEXIST, os.constants.errno.ENOTDIR, Object.keys(os.constants.errno).length > 50);",
      "console.log(JSON.stringify(path.win32.parse('C:\\\\a\\\\b.txt')), path.win32.isAbsolute('/x'), require('path/win32') === path.win32);",
      "const f = path.join(process.argv[2], 'v.bin'); const fd = fs.openSync(f, 'w+');",
      "console.log(fs.writevSync(fd, [Buffer.from('ab'), Buffer.from('cde')], 0));",
      "const bufs = [Buffer.alloc(1), Buffer.alloc(3)]; console.log(fs.readvSync(fd, bufs, 1), bufs.map(String).join('|'));",
      "fs.writev(fd, [Buffer.from('Z')], 4, (e, n, b) => { console.log('writev', e, n, b.length, fs.readFileSync(f, 'utf8')); fs.closeSync(fd); });",
      "const h2 = require('http2').constants; console.log(h2.HTTP2_HEADER_LOCATION, h2.HTTP_STATUS_TOO_MANY_REQUESTS);",
      "const vm = require('vm'); console.log(vm.runInThisContext('1 + 2', 'x.js'), new vm.Script('typeof require').runInThisContext(), vm.isContext({}));",
      "console.log(typeof require('v8').getHeapStatistics().heap_size_limit);",
      "console.log(process.umask().toString(8), process.umask(0o077).toString(8), process.umask(0o022).toString(8));",
      "const l = () => {}; process.on('SIGINT', l); process.prependListener('SIGINT', console.log);",
      "console.log(process.listeners('SIGINT').length, process.getMaxListeners(), process.setMaxListeners(20) === process, process.getMaxListeners());",
      "process.removeAllListeners('SIGINT'); console.log(process.listenerCount('SIGINT'));",
      "const { Module } = require('module'); console.log(Module._nodeModulePaths('/a/node_modules/b').join(','), Module._resolveFilename('fs', null));",
      "const m = new Module('/tmp/x.js', null); m.paths = Module._nodeModulePaths('/tmp'); console.log(typeof m.require('path').join);",
      "console.log(typeof process.report.getReport().header, Array.isArray(process.report.getReport().sharedObjects));",
    ].join('\n');
    fs.writeFileSync(path.join(dir, 'apis.js'), code);
    const ours = await sh(`node apis.js ${q(dir)}`);
    const host = spawnSync(ORACLE, ['apis.js', dir], { cwd: dir, encoding: 'utf8' });
    expect(host.status, host.stderr).toBe(0);
    expect([ours.exitCode, ours.stderr]).toEqual([0, '']);
    expect(ours.stdout).toBe(host.stdout);
  });
});

describe('npm init and npm run', () => {
  it('npm init -y writes the package.json the host npm writes', async () => {
    const p = project('init-demo');
    const r = await sh('npm init -y', p.ours);
    const host = hostNpm(['init', '-y'], p.host);
    expect(host.exitCode, host.stderr).toBe(0);
    expect([r.exitCode, r.stderr]).toEqual([0, '']);
    const read = (d) => fs.readFileSync(path.join(d, 'package.json'), 'utf8');
    expect(read(p.ours)).toBe(read(p.host));
    expect(r.stdout.replaceAll(p.ours, '<dir>')).toBe(host.stdout.replaceAll(p.host, '<dir>'));
  });

  it('npm run <script> runs it in the VM shell with npm\'s environment; the exit status carries', async () => {
    const pkg = {
      name: 'run-demo', version: '2.0.0',
      scripts: {
        greet: 'echo "hello from $npm_package_name@$npm_package_version ($npm_lifecycle_event)" && node -p "1 + 1" | tr 2 X',
        pregreet: 'echo pre',
        fails: 'echo failing; exit 3',
      },
    };
    const p = project('run-demo', pkg);
    const r = await sh('npm run greet', p.ours);
    const host = hostNpm(['run', 'greet'], p.host);
    expect([r.exitCode, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toBe(host.stdout);
    expect(r.stdout).toContain('hello from run-demo@2.0.0 (greet)\nX\n');
    const f = await sh('npm run fails', p.ours);
    const hostFail = hostNpm(['run', 'fails'], p.host);
    expect(hostFail.exitCode).toBe(3);
    expect([f.exitCode, f.stdout, f.stderr]).toEqual([3, hostFail.stdout, hostFail.stderr]);
    expect(f.stdout).toContain('failing\n');
  });
});

describe('installs from a local tarball (offline)', () => {
  it('npm install ./agentos-hello-1.2.3.tgz installs it, links its bin; require, npx, npm exec and .bin/ run it', async () => {
    const p = project('tgz-demo', { name: 'tgz-demo', version: '1.0.0' });
    const r = await sh(`npm install --no-audit --no-fund ${q(path.join(dir, 'agentos-hello-1.2.3.tgz'))}`, p.ours);
    expect([r.exitCode, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toMatch(/added 1 package/);
    const pkg = JSON.parse(fs.readFileSync(path.join(p.ours, 'package.json'), 'utf8'));
    expect(pkg.dependencies['agentos-hello']).toMatch(/agentos-hello-1\.2\.3\.tgz$/);
    expect(fs.readlinkSync(path.join(p.ours, 'node_modules', '.bin', 'agentos-hello'))).toBe('../agentos-hello/bin/hello.js');
    const used = await sh(`node -e ${q("console.log(require('agentos-hello')('vm'))")}`, p.ours);
    expect([used.exitCode, used.stdout]).toEqual([0, 'hello, vm\n']);
    // npx, npm exec and the #!/usr/bin/env node symlink straight from the shell.
    for (const cmd of ['npx agentos-hello a b', 'npm exec -- agentos-hello a b', './node_modules/.bin/agentos-hello a b']) {
      const x = await sh(cmd, p.ours);
      expect([x.exitCode, x.stdout, x.stderr], cmd).toEqual([0, 'hello, a b 1.2.3\n', '']);
    }
    // npm ls as the host's npm prints it for the same tree.
    const ls = await sh('npm ls --json', p.ours);
    expect(JSON.parse(ls.stdout).dependencies['agentos-hello'].version).toBe('1.2.3');
  });

  it('a package that needs a native build fails with a message pointing to a sandbox', async () => {
    const p = project('native-demo', { name: 'native-demo', version: '1.0.0' });
    const r = await sh(`npm install --no-audit --no-fund ${q(path.join(dir, 'agentos-native-0.1.0.tgz'))}`, p.ours);
    expect(r.exitCode).not.toBe(0);
    expect(r.stderr).toMatch(/needs a native build \(node-gyp, binding\.gyp\)/);
    expect(r.stderr).toMatch(/sandbox/);
  });
});

describe('scripts with #!/usr/bin/env node', () => {
  it('an executable script runs from the shell through env, with its arguments', async () => {
    fs.writeFileSync(path.join(dir, 'envscript.js'), '#!/usr/bin/env node\nconsole.log(process.argv.slice(2).join(","), typeof require);\n');
    fs.chmodSync(path.join(dir, 'envscript.js'), 0o755);
    const r = await sh(`${q(path.join(dir, 'envscript.js'))} x 'y z'; cd ${q(dir)} && ./envscript.js 1`);
    expect([r.exitCode, r.stdout, r.stderr]).toEqual([0, 'x,y z function\n1 function\n', '']);
  });
});

describe('the public registry', () => {
  // The registry the VM's npm is configured with (npm's default unless an npmrc says otherwise).
  let registry;
  beforeAll(async () => {
    const r = await sh('npm config get registry');
    expect(r.exitCode).toBe(0);
    registry = new URL(r.stdout.trim());
    expect(registry.protocol).toBe('https:');
  });

  it('with the default policy an install fails with the policy message', async () => {
    const p = project('denied-demo', { name: 'denied-demo', version: '1.0.0' });
    // npm retries failed fetches (fetch-retries, 10 s and more apart); no retry keeps this short.
    const r = await sh('npm install --no-audit --no-fund --fetch-retries=0 left-pad', p.ours);
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(/^npm error code EACCES$/m);
    const host = registry.hostname;
    expect(r.stderr).toContain(`npm error FetchError: request to ${new URL('left-pad', registry)} failed, reason: connect EACCES ${host}:443 ` +
      `(permission denied, tcp://${host}:443: blocked by network policy)`);
    expect(fs.existsSync(path.join(p.ours, 'node_modules'))).toBe(false);
  });

  it('with the registry allowed: npm init -y && npm install left-pad semver && node -e "require(\'semver\')"', async () => {
    const net = await AgentOs.create({
      software: [ours],
      mounts: [{ path: dir, plugin: createHostDirBackend({ hostPath: dir, readOnly: false }) }],
      permissions: { network: { default: 'deny', rules: [{ mode: 'allow', patterns: [`dns://${registry.hostname}`, `tcp://${registry.hostname}:443`] }] } },
      // What the host's Node trusts besides the public roots (a TLS-intercepting proxy's CA, where
      // the machine has one) the VM trusts through its documented option.
      network: { caCerts: process.env.NODE_EXTRA_CA_CERTS ? [fs.readFileSync(process.env.NODE_EXTRA_CA_CERTS, 'utf8')] : [] },
    });
    try {
      const p = project('registry-demo');
      const r = ok(await net.exec(
        `npm init -y >/dev/null && npm install --no-audit --no-fund --no-update-notifier left-pad semver && node -e ${q("const s = require('semver'); console.log(s.satisfies(s.coerce('v7.1.2'), '^7'), require('left-pad')('7', 3, '0'))")}`,
        { cwd: p.ours, timeoutMs: 300_000 }));
      // No update notice either: that one depends on what the registry published today.
      expect(r.stderr).toBe('');
      expect(r.exitCode).toBe(0);
      expect(r.stdout).toMatch(/added 2 packages/);
      expect(r.stdout.endsWith('true 007\n')).toBe(true);
      const pkg = JSON.parse(fs.readFileSync(path.join(p.ours, 'package.json'), 'utf8'));
      expect(Object.keys(pkg.dependencies).sort()).toEqual(['left-pad', 'semver']);
    } finally {
      await net.dispose();
    }
  }, 400_000);
});
