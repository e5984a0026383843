// The packages as a user installs them (issue 24, Packaging): scripts/pack.mjs packs the four
// tarballs, they are installed with npm into a fresh project outside the repository (no workspace
// links, no node_modules of the repo; rivetkit and sandbox-agent from the registry), and the product
// pages' examples run there as written: "External Sandboxes" (a RivetKit server with a docker()
// sandbox, its client: writeFile, exec printing `hello`, spawn + processOutput) and "Sandbox
// Mounting" (SandboxAgent + createSandboxFs + createSandboxToolkit). The install is cached by the
// tarballs' hashes under ~/.cache/agentos/packed (AGENTOS_PACKED_CACHE_DIR): a rerun with unchanged
// packages skips it. Needs Docker like docker.test.mjs: skipped without an engine, failed when
// CI=true or AGENTOS_REQUIRE_DOCKER=1.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const required = process.env.CI === 'true' || process.env.AGENTOS_REQUIRE_DOCKER === '1';
const engineUp = spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0;
if (!engineUp && required) throw new Error('Docker Engine not reachable, and the packed-tarball test is required (CI=true / AGENTOS_REQUIRE_DOCKER=1)');
if (!engineUp) console.warn('[packed.test] skipping: no Docker Engine answers (set AGENTOS_REQUIRE_DOCKER=1 to fail instead)');

const cacheRoot = process.env.AGENTOS_PACKED_CACHE_DIR || path.join(os.homedir(), '.cache', 'agentos', 'packed');
const moduleCache = process.env.AGENTOS_MODULE_CACHE_DIR || path.join(os.homedir(), '.cache', 'agentos', 'modules');
const readJson = (p) => JSON.parse(fs.readFileSync(p, 'utf8'));
const rootPkg = readJson(path.join(root, 'package.json'));
const sandboxPkg = readJson(path.join(root, 'packages/agentos-sandbox/package.json'));
/** What the fresh project installs from the registry besides the tarballs, at the ranges we declare. */
const registrySpecs = [
  `rivetkit@${rootPkg.peerDependencies.rivetkit}`,
  `sandbox-agent@${sandboxPkg.peerDependencies['sandbox-agent']}`,
  // sandbox-agent/docker's own optional peers, which its docker provider imports.
  'dockerode@^4.0.0',
  'get-port@^7.0.0',
];

/** Runs a command; resolves {code, signal, stdout, stderr}. */
function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

async function must(cmd, args, options) {
  const r = await run(cmd, args, options);
  if (r.code !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.code ?? r.signal}):\n${r.stderr.slice(-3000)}`);
  return r;
}

/** A port with port + 1 and port + 10 free too (the engine listens on all three). */
async function freePort() {
  const free = (port) => new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 30000);
    if ((await free(port)) && (await free(port + 1)) && (await free(port + 10))) return port;
  }
}

/** Live rivet-engine / rivet-services processes whose binary lives in `dir` (the fresh project). */
function helpersIn(dir) {
  const out = [];
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue;
      const exe = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0];
      const name = path.basename(exe);
      if ((name === 'rivet-engine' || name === 'rivet-services') && exe.startsWith(dir + path.sep)) out.push({ pid: Number(pid), name });
    } catch {
      // Ended meanwhile, or not ours to read.
    }
  }
  return out;
}

async function until(what, f, ms = 30_000) {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await f()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const containers = (filter) => spawnSync('docker', ['ps', '-aq', '--filter', filter], { encoding: 'utf8' }).stdout.trim().split('\n').filter(Boolean);

/**
 * The fresh project: tarballs copied in, `npm install`ed from them and the registry. Cached under
 * cacheRoot/<hash of the tarballs and the registry specs>; other entries are removed.
 */
async function installProject(tarballs) {
  const hash = crypto.createHash('sha256');
  for (const t of tarballs) hash.update(`${t.name} ${t.integrity}\n`);
  hash.update(registrySpecs.join('\n'));
  const key = hash.digest('hex').slice(0, 16);
  const dir = path.join(cacheRoot, key);
  fs.mkdirSync(cacheRoot, { recursive: true });
  for (const old of fs.readdirSync(cacheRoot)) {
    if (old !== key && /^[0-9a-f]{16}$/.test(old)) fs.rmSync(path.join(cacheRoot, old), { recursive: true, force: true });
  }
  if (fs.existsSync(path.join(dir, '.installed'))) return { dir, cached: true };
  const tmp = fs.mkdtempSync(path.join(cacheRoot, 'tmp-'));
  try {
    fs.mkdirSync(path.join(tmp, 'tarballs'));
    for (const t of tarballs) fs.copyFileSync(t.file, path.join(tmp, 'tarballs', path.basename(t.file)));
    fs.writeFileSync(path.join(tmp, 'package.json'), `${JSON.stringify({ name: 'agentos-packed-app', private: true, type: 'module' }, null, 2)}\n`);
    const specs = tarballs.map((t) => `./tarballs/${path.basename(t.file)}`);
    await must('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...specs, ...registrySpecs], { cwd: tmp });
    fs.writeFileSync(path.join(tmp, '.installed'), `${new Date().toISOString()}\n`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(tmp, dir);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return { dir, cached: false };
}

/** The test image with a sandbox-agent entrypoint (sandbox-agent/docker runs `<image> server …`). */
async function sandboxAgentImage(base, project) {
  const bin = path.join(project, 'node_modules/@sandbox-agent/cli-linux-x64/bin/sandbox-agent');
  const tag = crypto.createHash('sha256').update(base).update(fs.readFileSync(bin)).digest('hex').slice(0, 12);
  const image = `agentos-test-node-sandbox-agent:${tag}`;
  if ((await run('docker', ['image', 'inspect', image])).code === 0) return image;
  const id = (await must('docker', ['create', base, '/bin/true'])).stdout.trim();
  try {
    await must('docker', ['cp', bin, `${id}:/usr/local/bin/sandbox-agent`]);
    await must('docker', ['commit', '--change', 'ENTRYPOINT ["/usr/local/bin/sandbox-agent"]', '--change', 'CMD []', id, image]);
  } finally {
    await run('docker', ['rm', '-f', id]);
  }
  return image;
}

// Node strips TypeScript types by default from 22.18 / 23.6 on: then the pages' .ts files run as
// written; on older Node the same code as .mjs without its two type-only constructs.
const typescript = Boolean(process.features.typescript);
const ext = typescript ? 'ts' : 'mjs';
const js = (source) => (typescript ? source : source.replace(/^import type .*\n/m, '').replace('createClient<typeof registry>(', 'createClient('));

describe.skipIf(!engineUp)('packed tarballs installed into a fresh project', () => {
  let tarballs;
  let project;
  let image;
  let home;
  const runDirs = [];
  const servers = [];

  beforeAll(async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-pack-'));
    try {
      const packed = await must(process.execPath, [path.join(root, 'scripts/pack.mjs'), '--out', outDir]);
      tarballs = packed.stdout.trim().split('\n').map((l) => JSON.parse(l));
      const started = Date.now();
      const { dir, cached } = await installProject(tarballs);
      console.log(`[packed.test] project ${dir}: ${cached ? 'cached install' : `installed in ${((Date.now() - started) / 1000).toFixed(0)} s`}`);
      project = dir;
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
    image = (await must(process.execPath, [path.join(root, 'scripts/docker-test-image.mjs')])).stdout.trim();
    home = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-packed-home-'));
  }, 20 * 60_000);

  afterAll(() => {
    for (const s of servers) if (s.exitCode === null && s.signalCode === null) s.kill('SIGKILL');
    if (project) for (const h of helpersIn(project)) {
      try { process.kill(h.pid, 'SIGKILL'); } catch { /* gone */ }
    }
    for (const d of runDirs) fs.rmSync(d, { recursive: true, force: true });
    if (home) fs.rmSync(home, { recursive: true, force: true });
  });

  /** A fresh directory inside the project (its node_modules resolve from there). */
  const runDir = () => {
    const d = fs.mkdtempSync(path.join(project, 'run-'));
    runDirs.push(d);
    return d;
  };
  const env = (extra) => {
    const e = { ...process.env, HOME: home, AGENTOS_MODULE_CACHE_DIR: moduleCache, ...extra };
    delete e.RIVETKIT_STORAGE_PATH;
    delete e.NODE_PATH;
    return e;
  };

  it('the tarballs hold what each package needs, and the project uses them, not the repository', () => {
    const byName = Object.fromEntries(tarballs.map((t) => [t.name, t]));
    expect(Object.keys(byName).sort()).toEqual(['@rivet-dev/agentos', '@rivet-dev/agentos-common', '@rivet-dev/agentos-linux-x64-gnu', '@rivet-dev/agentos-sandbox']);
    // The platform package carries the addon (it was a 296-byte tarball without it).
    expect(byName['@rivet-dev/agentos-linux-x64-gnu'].files).toEqual(expect.arrayContaining(['agentos.linux-x64-gnu.node', 'package.json']));
    expect(byName['@rivet-dev/agentos-linux-x64-gnu'].size).toBeGreaterThan(1_000_000);
    // Our guest software: every module of wasm/ and commands.json, which names only modules that are there.
    const common = byName['@rivet-dev/agentos-common'].files;
    const wasm = fs.readdirSync(path.join(root, 'packages/agentos-common/wasm'));
    expect(common).toEqual(expect.arrayContaining(['commands.json', 'index.js', 'index.mjs', 'index.d.ts', ...wasm.map((f) => `wasm/${f}`)]));
    const installedCommon = path.join(project, 'node_modules/@rivet-dev/agentos-common');
    const descriptor = readJson(path.join(installedCommon, 'commands.json'));
    const names = JSON.stringify(descriptor);
    expect(names).toContain('"sh"');
    // The root package: the JS API and the addon loader, no native binary, no sources or tests.
    const rootFiles = byName['@rivet-dev/agentos'].files;
    expect(rootFiles).toEqual(expect.arrayContaining(['addon.cjs', 'index.js', 'index.mjs', 'client.mjs', 'lib/actor.js']));
    expect(rootFiles.filter((f) => f.endsWith('.node') || /^(src|crates|__test__|software|scripts)\//.test(f))).toEqual([]);
    // Installed from the tarballs: real directories outside the repository, the addon present.
    expect(project.startsWith(root + path.sep)).toBe(false);
    for (const name of Object.keys(byName)) {
      const p = fs.realpathSync(path.join(project, 'node_modules', name));
      expect(p.startsWith(path.join(project, 'node_modules'))).toBe(true);
      expect(readJson(path.join(p, 'package.json')).version).toBe(byName[name].version);
    }
    expect(fs.statSync(path.join(project, 'node_modules/@rivet-dev/agentos-linux-x64-gnu/agentos.linux-x64-gnu.node')).size).toBeGreaterThan(1_000_000);
  });

  it("the package's postinstall precompiles the installed command sets (run as npm runs it, from the installed package)", async () => {
    const pkg = path.join(project, 'node_modules/@rivet-dev/agentos');
    expect(readJson(path.join(pkg, 'package.json')).scripts.postinstall).toBe('node lib/postinstall.js');
    // npm 11 asks before it runs a dependency's install scripts: the script itself, as npm runs it
    // (cwd the package, in the project), against the module cache the other tests use.
    const r = await must(process.execPath, ['lib/postinstall.js'], { cwd: pkg, env: env() });
    const ours = /\[agentos\] @rivet-dev\/agentos-common: (\d+) modules compiled into the module cache, (\d+) already there/.exec(r.stderr);
    expect(ours, r.stderr).not.toBeNull();
    const modules = new Set(fs.readdirSync(path.join(project, 'node_modules/@rivet-dev/agentos-common/wasm')).filter((f) => !f.startsWith('.')));
    expect(Number(ours[1]) + Number(ours[2])).toBe(modules.size);
    // Run again: everything is there.
    const again = await must(process.execPath, ['lib/postinstall.js'], { cwd: pkg, env: env() });
    expect(again.stderr).toMatch(new RegExp(`@rivet-dev/agentos-common: 0 modules compiled into the module cache, ${modules.size} already there`));
    const skipped = await must(process.execPath, ['lib/postinstall.js'], { cwd: pkg, env: env({ AGENTOS_SKIP_PRECOMPILE: '1' }) });
    expect(skipped.stderr).toBe('');
  }, 600_000);

  it('External Sandboxes: the RivetKit server and client as written print hello and the processOutput lines', async () => {
    expect(helpersIn(project)).toEqual([]);
    const dir = runDir();
    const port = await freePort();
    // The page's server. Deviation: the default docker() image has no `node` (it holds only the
    // sandbox-agent binary and busybox), so the image is the test image with the host's node
    // (scripts/docker-test-image.mjs). The port comes from RivetKit's RIVET_RUN_ENGINE_PORT.
    fs.writeFileSync(path.join(dir, `server.${ext}`), `import { agentOS, setup } from "@rivet-dev/agentos";
import { docker } from "@rivet-dev/agentos-sandbox";

const vm = agentOS({
	sandbox: {
		provider: docker({ image: ${JSON.stringify(image)} }),
		mountPath: "/home/agentos/sandbox",
	},
});

export const registry = setup({ use: { vm } });

registry.start();
`);
    // The page's client, on this test's port. Deviations: the app's package.json (the page's app
    // has a dev script) and the last lines, which end the script once the spawned process has exited.
    fs.writeFileSync(path.join(dir, `client.${ext}`), js(`import { createClient } from "@rivet-dev/agentos/client";
import type { registry } from "./server";

const client = createClient<typeof registry>({
	endpoint: "http://localhost:${port}",
});
const vm = client.vm.getOrCreate("my-agent");

// Write code via the filesystem. The /home/agentos/sandbox mount maps to the sandbox root.
await vm.filesystem.writeFile("/home/agentos/sandbox/app/index.ts", 'console.log("hello")');

// Run it inside the sandbox through the generated binding command.
// The VM path above maps to /app/index.ts at the sandbox root.
const result = await vm.process.exec(
	"agentos-sandbox run-command --command node --args /app/index.ts",
);
console.log(result.stdout); // "hello\\n"

// (The test image has no npm: this prints a non-zero exit code.)
const install = await vm.process.exec(
	"agentos-sandbox run-command --command npm --args install --args --prefix --args /app",
);
console.log(install.exitCode, install.stdout);

// (The page's app has a dev script; this one is written here.)
await vm.filesystem.writeFile("/home/agentos/sandbox/app/package.json", JSON.stringify({ name: "app", version: "1.0.0", scripts: { dev: "echo line1 && sleep 1 && echo line2" } }));

// Spawn a long-running process and stream its output. Connect to the VM,
// then subscribe to \`processOutput\` events for the spawned pid.
const { pid } = await vm.process.spawn("npm", ["run", "dev", "--prefix", "/home/agentos/sandbox/app"]);
const conn = vm.connect();
 conn.on("processOutput", (payload) => {
 	if (payload.pid !== pid) return;
	console.log(payload.stream, new TextDecoder().decode(payload.data));
});

conn.on("processExit", async (event) => {
	if (event.pid !== pid) return;
	console.log("exit", event.exitCode);
	await conn.dispose();
	process.exit(0);
});
`));

    const server = spawn(process.execPath, [`server.${ext}`], { cwd: dir, env: env({ RIVET_RUN_ENGINE_PORT: String(port) }), stdio: ['ignore', 'pipe', 'pipe'] });
    servers.push(server);
    let serverOut = '';
    server.stdout.on('data', (d) => { serverOut += d; });
    server.stderr.on('data', (d) => { serverOut += d; });
    const serverExit = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));
    try {
      await until('the server to answer /health', async () => {
        if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${serverOut.slice(-3000)}`);
        try {
          return (await fetch(`http://127.0.0.1:${port}/health`)).ok;
        } catch {
          return false;
        }
      }, 120_000);
      // The engine answers /health before `registry.start()` has registered its runner (the client
      // then fails `no_runner_config_configured`), and RivetKit's client gives up placing a new
      // actor after 15 s, which a loaded 2-core machine can exceed (see actor.test.mjs): only these
      // two engine-side "not ready yet" errors run the client again; the first attempt that gets
      // past them is the one asserted.
      let client;
      for (let attempt = 1; attempt <= 10; attempt++) {
        // Bounded (spawn's timeout sends SIGTERM): a client whose server went away retries forever.
        client = await run(process.execPath, [`client.${ext}`], { cwd: dir, env: env(), timeout: 180_000 });
        if (client.code === 0 || !/route_resolve_query_timeout|no_runner_config_configured/.test(client.stderr)) break;
        await new Promise((r) => setTimeout(r, 1000));
      }
      expect(client.code, `${client.stderr}\nserver (exit ${server.exitCode}):\n${serverOut.slice(-3000)}`).toBe(0);
      const lines = client.stdout.split('\n');
      expect(lines[0]).toBe('hello');
      expect(lines[2]).toMatch(/^\d+ /); // npm is missing in the image: an exit code, no exception
      // The processOutput events of `npm run dev` in the VM: npm's script header, then the
      // script's two lines, a second apart (an event produced while subscribing may arrive twice).
      const output = client.stdout.split('\n').slice(3).join('\n');
      expect(output).toContain('> app@1.0.0 dev');
      expect(output.indexOf('line1')).toBeGreaterThan(-1);
      expect(output.indexOf('line2')).toBeGreaterThan(output.indexOf('line1'));
      expect(output).not.toMatch(/^stderr /m);
      expect(lines.filter((l) => l.startsWith('exit '))).toEqual(['exit 0']);
      expect(client.stdout.trimEnd().endsWith('exit 0')).toBe(true);
    } finally {
      // Ctrl-C, as a user stops it: the engine, Services and the sandbox container go with it.
      server.kill('SIGINT');
      await serverExit;
    }
    await until('the engine helpers to stop', () => helpersIn(project).length === 0, 15_000);
    expect(helpersIn(project)).toEqual([]);
    await until('the sandbox container to go', () => containers(`name=agentos-sbx-${server.pid}-`).length === 0, 15_000);
  }, 10 * 60_000);

  it('Sandbox Mounting: SandboxAgent + createSandboxFs + createSandboxToolkit run node in the sandbox', async () => {
    const dir = runDir();
    const agentImage = await sandboxAgentImage(image, project);
    // The page with our package names. Deviation: sandbox-agent 0.4.2 exports the provider as
    // docker(options) (no DockerProvider class), and its default image comes from Docker Hub:
    // the test image with a sandbox-agent entrypoint instead. The last lines print and clean up.
    fs.writeFileSync(path.join(dir, `mount.${ext}`), `import { SandboxAgent } from "sandbox-agent";
import { docker } from "sandbox-agent/docker";
import { AgentOs } from "@rivet-dev/agentos";
import common from "@rivet-dev/agentos-common";
import { createSandboxFs, createSandboxToolkit } from "@rivet-dev/agentos-sandbox";

const sandbox = await SandboxAgent.start({
  sandbox: docker({ image: ${JSON.stringify(agentImage)} }),
});

const vm = await AgentOs.create({
  software: [common],
  mounts: [
    {
      path: "/sandbox",
      driver: createSandboxFs({ client: sandbox }),
    },
  ],
  toolKits: [createSandboxToolkit({ client: sandbox })],
});

// Write code via the filesystem. The /sandbox mount maps to the sandbox root.
await vm.writeFile("/sandbox/app/index.ts", 'console.log("hello")');

// Run it via the toolkit. Commands execute inside the sandbox, so paths are
// relative to the sandbox root (/app/index.ts), not the VM mount (/sandbox/app/index.ts).
const result = await vm.exec("agentos-sandbox run-command --command node --json '{\\"args\\": [\\"/app/index.ts\\"]}'");

console.log(JSON.stringify(result));
await vm.dispose();
await sandbox.destroySandbox();
`);
    const r = await run(process.execPath, [`mount.${ext}`], { cwd: dir, env: env() });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout.trim().split('\n').at(-1))).toMatchObject({ exitCode: 0, stdout: 'hello\n' });
    await until('the sandbox-agent container to go', () => containers(`ancestor=${agentImage}`).length === 0, 15_000);
  }, 5 * 60_000);
});
