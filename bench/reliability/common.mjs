// Shared part of bench/reliability.mjs (the attack pass of reliability-findings.md rerun): the case
// table, formatting, and the helpers a case gets (VMs with the report's software set, host dirs,
// hand-assembled WASM, a writable JS driver, grandchild Node processes).
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(path.dirname(here));
const self = fileURLToPath(import.meta.url);

// ---------------------------------------------------------------------------------------------
// The case table. c(n, category, case, expected, fn, {timeoutMs, note})
// fn(h) returns [observed, held] or [observed, held, note]; h holds the helpers below.
// ---------------------------------------------------------------------------------------------
const CASES = new Map();
function c(n, cat, name, expected, fn, opts = {}) {
  CASES.set(n, { n, cat, name, expected, fn, timeoutMs: opts.timeoutMs ?? 120_000, note: opts.note ?? '', byDesign: opts.byDesign, allowEvents: opts.allowEvents });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const abbr = (s, n = 160) => {
  const t = String(s ?? '').replace(/\n/g, ' ⏎ ').replace(/\|/g, '\\|');
  return t.length > n ? `${t.slice(0, n)}…(${t.length})` : t;
};
const fmt = (r) => `exit=${r.exitCode}${r.timedOut ? ' TIMEOUT' : ''} out=${abbr(r.stdout, 120)} err=${abbr(r.stderr, 120)}`;
const rssMiB = () => Math.round(process.memoryUsage().rss / 1048576);
async function code(p) {
  try {
    const v = await p;
    return `OK:${abbr(typeof v === 'string' ? v : v instanceof Uint8Array ? Buffer.from(v).toString() : JSON.stringify(v), 60)}`;
  } catch (e) {
    return e?.code ?? `THROW ${String(e).slice(0, 60)}`;
  }
}
function codeSync(fn) {
  try {
    const v = fn();
    return v && typeof v.then === 'function' ? v.then(() => 'ok', (e) => e?.code ?? String(e)) : 'ok';
  } catch (e) {
    return `SYNC-THROW ${e?.code ?? e}`;
  }
}
const timed = async (fn) => {
  const t0 = performance.now();
  const value = await fn();
  return [value, Math.round(performance.now() - t0)];
};

/** Longest gap between 20 ms ticks of the event loop while fn runs. */
async function tickGap(fn) {
  let last = Date.now();
  let worst = 0;
  const t = setInterval(() => { const now = Date.now(); worst = Math.max(worst, now - last); last = now; }, 20);
  try {
    const v = await fn();
    worst = Math.max(worst, Date.now() - last);
    return [v, worst];
  } finally {
    clearInterval(t);
  }
}

// ---------------------------------------------------------------------------------------------
// Child side: helpers for one case.
// ---------------------------------------------------------------------------------------------
async function helpers() {
  const { AgentOs, AgentOsError, createHostDirBackend } = await import(path.join(root, 'index.mjs'));
  const published = (await import('@rivet-dev/agent-os-common')).default;
  const ours = (await import('@rivet-dev/agentos-common')).default;
  const enc = await import(path.join(root, '__test__', 'wasm-encode.mjs'));
  const { serverPids } = await import(path.join(root, '__test__', 'sandbox-procs.mjs'));
  const software = [published, ours]; // the report's set: ours win where both have one
  const vms = [];
  const dirs = [];
  const h = {
    AgentOs, AgentOsError, createHostDirBackend, published, ours, software, enc, serverPids, sleep, abbr, fmt, code, codeSync, timed, tickGap, rssMiB,
    async vm(opts = {}) {
      const v = await AgentOs.create({ software, ...opts });
      vms.push(v);
      return v;
    },
    tmp(tag = 'x') {
      const d = fs.mkdtempSync(path.join(os.tmpdir(), `agentos-rel-${tag}-`));
      dirs.push(d);
      return d;
    },
    /** A host dir layout: base/h (mounted at /mnt/h), base/outside/secret.txt. */
    hostLayout() {
      const base = h.tmp('host');
      const hp = path.join(base, 'h');
      const outside = path.join(base, 'outside');
      fs.mkdirSync(hp);
      fs.mkdirSync(outside);
      const secret = `HOST-SECRET-${crypto.randomBytes(6).toString('hex')}`;
      fs.writeFileSync(path.join(outside, 'secret.txt'), `${secret}\n`);
      fs.writeFileSync(path.join(hp, 'inside.txt'), 'INSIDE\n');
      return { base, hp, outside, secret };
    },
    hostMount(hp, readOnly = false) {
      return { path: '/mnt/h', plugin: createHostDirBackend({ hostPath: hp, readOnly }) };
    },
    /** Host passwd lines that the VM's /etc/passwd does not have. */
    async hostOnlyPasswd(vm) {
      const vmp = Buffer.from(await vm.readFile('/etc/passwd')).toString();
      return fs.readFileSync('/etc/passwd', 'utf8').split('\n').filter((l) => l && !vmp.includes(l));
    },
    /** A module that writes `text` to stdout and exits `status`. */
    printer(text, status = 0) {
      const { op, I32 } = enc;
      const bytes = Buffer.from(text);
      return enc.encodeModule({
        imports: [
          { module: 'wasi_snapshot_preview1', name: 'proc_exit', params: [I32], results: [] },
          { module: 'wasi_snapshot_preview1', name: 'fd_write', params: [I32, I32, I32, I32], results: [I32] },
        ],
        memories: [{ min: 1, export: 'memory' }],
        funcs: [{ export: '_start', body: [...op.i32(1), ...op.i32(16), ...op.i32(1), ...op.i32(8), ...op.call(1), ...op.drop, ...op.i32(status), ...op.call(0)] }],
        data: [{ offset: 16, bytes: Buffer.concat([Buffer.from([64, 0, 0, 0, bytes.length, 0, 0, 0])]) }, { offset: 64, bytes }],
      });
    },
    /**
     * A program of host calls: each step {module?, name, params, args} where an arg 'FD' is the
     * i32 at address 8 (the fd out-pointer of an earlier path_open). A step with `check` exits with
     * its result when it is not 0; the last step's result is the exit status. `data`: [{offset, bytes}].
     */
    prog(steps, { data = [], pages = 1, memories } = {}) {
      const { op, I32, I64 } = enc;
      const imports = [{ module: 'wasi_snapshot_preview1', name: 'proc_exit', params: [I32], results: [] }];
      const index = (s) => {
        const key = `${s.module ?? 'wasi_snapshot_preview1'}.${s.name}/${s.params.length}`;
        let i = imports.findIndex((im) => im.key === key);
        if (i < 0) { i = imports.length; imports.push({ key, module: s.module ?? 'wasi_snapshot_preview1', name: s.name, params: s.params, results: s.results ?? [I32] }); }
        return i;
      };
      const body = [];
      steps.forEach((s, k) => {
        s.params.forEach((t, i) => {
          const a = s.args[i];
          if (a === 'FD') body.push(...op.i32(8), 0x28, 2, 0);
          else if (a === 'N') body.push(...op.i32(12), 0x28, 2, 0);
          else body.push(...(t === I64 ? op.i64(a) : op.i32(a)));
        });
        body.push(...op.call(index(s)));
        const last = k === steps.length - 1;
        if (last) body.push(...op.call(0));
        else if (s.check) body.push(...op.localTee(0), ...op.if, ...op.localGet(0), ...op.call(0), ...op.end);
        else body.push(...op.drop);
      });
      return enc.encodeModule({
        imports,
        memories: memories ?? [{ min: pages, export: 'memory' }],
        funcs: [{ export: '_start', locals: [[1, I32]], body }],
        data,
      });
    },
    /** A writable in-memory JS driver (VirtualFileSystem). */
    mapDriver(extra = {}) {
      const files = new Map();
      const dirs = new Set(['/']);
      const parent = (p) => path.posix.dirname(p);
      const enoent = () => Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return {
        files,
        async readFile(p) { if (!files.has(p)) throw enoent(); return files.get(p); },
        async writeFile(p, d) { files.set(p, Buffer.from(d)); },
        async readDir(p) { if (!dirs.has(p)) throw enoent(); const pre = p === '/' ? '/' : `${p}/`; return [...new Set([...files.keys(), ...dirs].filter((k) => k !== p && k.startsWith(pre) && !k.slice(pre.length).includes('/')).map((k) => k.slice(pre.length)))]; },
        async stat(p) { if (dirs.has(p)) return { isDirectory: true, size: 0, mode: 0o755 }; if (files.has(p)) return { isFile: true, size: files.get(p).length, mode: 0o644 }; throw enoent(); },
        async mkdir(p) { if (!dirs.has(parent(p))) throw enoent(); dirs.add(p); },
        async removeFile(p) { if (!files.delete(p)) throw enoent(); },
        async removeDir(p) { if (!dirs.delete(p)) throw enoent(); },
        async rename(a, b) { if (files.has(a)) { files.set(b, files.get(a)); files.delete(a); } else throw enoent(); },
        ...extra,
      };
    },
    /** Runs `body` (ESM source, `report(v)` in scope) in a grandchild node; {status, signal, report, stderr}. */
    nodeChild(body, { timeoutMs = 120_000, args = [] } = {}) {
      const file = path.join(h.tmp('child'), 'c.mjs');
      const url = (name) => JSON.stringify(import.meta.resolve(name));
      fs.writeFileSync(file, `import { AgentOs, createHostDirBackend } from ${JSON.stringify(path.join(root, 'index.mjs'))};
import published from ${url('@rivet-dev/agent-os-common')};
import ours from ${url('@rivet-dev/agentos-common')};
import { local } from ${url('@rivet-dev/agentos-sandbox')};
import { serverPids } from ${JSON.stringify(path.join(root, '__test__', 'sandbox-procs.mjs'))};
const software = [published, ours];
const report = (v) => process.stdout.write('\\nREPORT ' + JSON.stringify(v) + '\\n');
void AgentOs; void createHostDirBackend; void local; void serverPids; void software;
${body}
`);
      return new Promise((resolve) => {
        const p = spawn(process.execPath, [file, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        let err = '';
        p.stdout.on('data', (d) => { out += d; const m = /REPORT (.*)\n/.exec(out); if (m && h.onReport) h.onReport(JSON.parse(m[1]), p); });
        p.stderr.on('data', (d) => { err += d; });
        const t = setTimeout(() => p.kill('SIGKILL'), timeoutMs);
        p.on('exit', (status, signal) => {
          clearTimeout(t);
          const line = out.split('\n').reverse().find((l) => l.startsWith('REPORT '));
          resolve({ status, signal, stderr: err.slice(-2000), report: line ? JSON.parse(line.slice(7)) : undefined, pid: p.pid });
        });
      });
    },
    async cleanup() {
      for (const v of vms) await v.dispose().catch(() => {});
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    },
  };
  return h;
}

const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
const ENO = { EBADF: 8, EFAULT: 21, EFBIG: 22, EINVAL: 28, EMFILE: 33, ENAMETOOLONG: 37, ENFILE: 41, ENOENT: 44, ENOSYS: 52, EPERM: 63, ESPIPE: 70, ESRCH: 71, EACCES: 2, ECHILD: 10, EILSEQ: 25, ENOTCAPABLE: 76 };

export { c, CASES, sleep, abbr, fmt, code, timed, tickGap, alive, ENO, helpers, here, root, self, fs, os, path, crypto, zlib, spawn, spawnSync, execFileSync };
