// `node` I/O in the real VM (issue 20, spec runtimes.md 2): process.stdin/stdout/stderr as streams
// over the fd reactor, tty, readline, fs (callbacks, promises, fds, streams, mounts) and
// child_process over host_process. Node 22 is the oracle where the output does not depend on the
// file system's content: the same program runs in both and stdout must match byte for byte.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ours from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';
import { nodeOracle } from '../scripts/node-oracle.mjs';

let vm;
let hostDir;
beforeAll(async () => {
  vm = await AgentOs.create({ software: [ours] });
  hostDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-node-io-'));
}, 300_000);
afterAll(async () => {
  await vm?.dispose();
  if (hostDir) fs.rmSync(hostDir, { recursive: true, force: true });
});

const sh = (command, options = {}) => vm.exec(command, { timeoutMs: 60_000, ...options });
/** Single-quotes `s` for sh. */
const q = (s) => `'${s.replaceAll("'", "'\\''")}'`;
const ORACLE = nodeOracle();
/** Host Node's stdout for `node -e code` with `input` on its stdin. */
const viaHost = (code, input = '', args = []) => execFileSync(ORACLE, ['-e', code, ...args], { input, encoding: 'utf8', cwd: hostDir });

function ok(r) {
  expect(r.stderr, `exit ${r.exitCode}`).not.toMatch(/wasm trap|panicked/);
  return r;
}

/** `printf '%s' input | node -e code` in the VM must print what host Node prints, exit 0, no stderr. */
async function sameWithInput(code, input) {
  const r = ok(await sh(`printf '%s' ${q(input)} | node -e ${q(code)}`));
  expect(r.stderr).toBe('');
  expect(r.exitCode).toBe(0);
  expect(r.stdout).toBe(viaHost(code, input));
  return r;
}

describe('process.stdin/stdout/stderr are streams', () => {
  it("stdin is a Readable over the reactor: 'data'/'end', setEncoding, 'readable'/read(), async iteration, pipe", async () => {
    await sameWithInput("let s = ''; process.stdin.setEncoding('utf8'); process.stdin.on('data', (c) => { s += c; }); process.stdin.on('end', () => console.log('got', JSON.parse(s)));", '{"a":1}\n');
    await sameWithInput("const c = []; process.stdin.on('readable', () => { let b; while ((b = process.stdin.read()) !== null) c.push(b.toString()); }); process.stdin.on('end', () => console.log(c.join('').split('\\n')))", 'x\ny\n');
    await sameWithInput("(async () => { let t = ''; for await (const c of process.stdin) t += c; console.log(t.split('\\n'), typeof t); })()", 'p\nq\n');
    await sameWithInput("const { Readable, Writable } = require('stream'); console.log(process.stdin instanceof Readable, process.stdout instanceof Writable, process.stderr instanceof Writable, process.stdin.fd, process.stdout.fd, process.stderr.fd); process.stdin.pipe(process.stdout)", 'piped through\n');
    // Nobody reads stdin: node does not wait for it; reading it later works.
    expect(ok(await sh("node -e 'console.log(typeof process.stdin.on)'", { stdin: 'unread' })).stdout).toBe('function\n');
    await sameWithInput("setTimeout(() => process.stdin.once('data', (d) => { console.log('late', String(d)); process.stdin.pause(); }), 50)", 'abc');
  });

  it('stdout/stderr writes are synchronous and ordered with console.log; write callbacks, end, the finish event', async () => {
    const code = "process.stdout.write('a'); console.log('b'); process.stdout.write(Buffer.from('c\\n'), () => console.log('cb')); process.stderr.write('to stderr\\n'); console.log(process.stdout.write('d\\n'), process.stdout.writable); process.stdout.on('finish', () => console.error('finished')); const orig = process.stdout.write; process.stdout.write = function (c, ...r) { return orig.call(process.stdout, '[' + c + ']', ...r); }; process.stdout.write('hooked'); process.stdout.write(Buffer.from('\\n'));";
    const r = ok(await sh(`node -e ${q(code)}`));
    expect(r.stdout).toBe(viaHost(code));
    expect(r.stderr).toBe('to stderr\n');
  });

  it('stdout is unbuffered: a partial line comes before a child\'s output and fs.writeSync(1)', async () => {
    const code = "process.stdout.write('a'); require('child_process').execSync('printf b', { stdio: 'inherit' }); require('fs').writeSync(1, 'c'); process.stdout.write('d'); require('child_process').spawnSync('printf', ['e'], { stdio: 'inherit' }); console.log('f')";
    const r = ok(await sh(`node -e ${q(code)} | cat`));
    expect(r.stdout).toBe(viaHost(code));
  });

  it('a closed reader (node … | head -1) ends the program quietly, as Node does', async () => {
    const code = "let i = 0; const w = () => { while (process.stdout.write(`line ${i++}\\n`) && i % 1000 !== 0); setImmediate(w); }; w();";
    const r = ok(await sh(`node -e ${q(code)} | head -1; echo "status $?"`));
    expect(r.stdout).toBe('line 0\nstatus 0\n');
    expect(r.stderr).toBe('');
    const r2 = ok(await sh(`node -e ${q("for (let i = 0; i < 100000; i++) console.log('x' + i)")} | head -2`));
    expect([r2.stdout, r2.stderr]).toEqual(['x0\nx1\n', '']);
  });

  it('isTTY/columns/rows from the kernel (no terminals: isatty is false for every fd), and the tty module', async () => {
    const code = "const tty = require('tty'); console.log(tty.isatty(0), tty.isatty(1), tty.isatty(2), tty.isatty(99), tty.isatty(-1), process.stdout.isTTY, process.stdin.isTTY, process.stdout.columns, process.stderr.rows, typeof tty.ReadStream, typeof tty.WriteStream, require('node:tty') === tty)";
    const r = ok(await sh(`echo | node -e ${q(code)} | cat`));
    expect(r.stdout).toBe(viaHost(code, '\n'));
  });
});

describe('readline', () => {
  it("createInterface over stdin: 'line' for each line (\\n, \\r\\n, a last line without newline), then 'close'", async () => {
    await sameWithInput("const rl = require('readline').createInterface({ input: process.stdin }); rl.on('line', (l) => console.log('line', JSON.stringify(l))); rl.on('close', () => console.log('close'));", 'a\nb\r\n\nc');
  });

  it('for await over the lines of stdin, and over a file stream', async () => {
    await sameWithInput("(async () => { const rl = require('readline').createInterface({ input: process.stdin, crlfDelay: Infinity }); const out = []; for await (const line of rl) out.push(line.toUpperCase()); console.log(out); })()", 'one\ntwo\nthree\n');
  });

  it('question() with a callback and readline/promises question(), prompts on stdout', async () => {
    await sameWithInput("const rl = require('readline').createInterface({ input: process.stdin, output: process.stdout }); rl.question('name? ', (a) => { rl.question('age? ', (b) => { console.log(`\\nhi ${a}, ${b}`); rl.close(); }); });", 'bob\n42\n');
    await sameWithInput("(async () => { const rl = require('readline/promises').createInterface({ input: process.stdin, output: process.stdout }); const a = await rl.question('q1? '); console.log('[' + a + ']'); rl.close(); })()", 'answer\nignored\n');
    await sameWithInput("const rl = require('node:readline').createInterface({ input: process.stdin, output: process.stdout, prompt: '$ ' }); rl.prompt(); rl.on('line', (l) => { if (l === 'quit') rl.close(); else { console.log('echo ' + l); rl.prompt(); } }).on('close', () => console.log('bye'));", 'x\ny\nquit\nz\n');
  });

  it('close() with stdin still open lets the program end (the host keeps stdin open)', async () => {
    const chunks = [];
    const { pid } = vm.spawn('node', ['-e', "const rl = require('readline').createInterface({ input: process.stdin }); rl.on('line', (l) => { console.log('got ' + l); if (l === 'stop') rl.close(); });"], { onStdout: (c) => chunks.push(Buffer.from(c).toString()) });
    await vm.writeProcessStdin(pid, 'hello\nstop\n');
    expect(await vm.waitProcess(pid)).toBe(0);
    expect(chunks.join('')).toBe('got hello\ngot stop\n');
  });
});

describe('fs', () => {
  // Each program works in a fresh mkdtemp directory under os.tmpdir() and prints paths relative
  // to it, so the VM and host Node print the same thing.
  const prelude = "const fs = require('fs'), path = require('path'), os = require('os'); const d = fs.mkdtempSync(path.join(os.tmpdir(), 'nio-')); const p = (...a) => path.join(d, ...a); const rel = (s) => typeof s === 'string' ? s.split(d).join('<d>') : s; const err = (e) => [e.code, e.syscall, e.errno, rel(e.message), rel(e.path), rel(e.dest)].filter((x) => x !== undefined).join(' | '); const out = []; const log = (...a) => out.push(a.map(rel)); const attempt = (f) => { try { return f(); } catch (e) { return err(e); } };";
  async function sameAsHost(body) {
    const code = `${prelude}\n${body}`;
    const r = ok(await sh(`node -e ${q(code)}`));
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toBe(viaHost(code));
    return r;
  }

  it('sync API: fds (open/read/write/fstat/ftruncate/close), appendFile, copyFile, mkdir recursive, rm, rename, existsSync, access, errors', async () => {
    await sameAsHost(`
fs.writeFileSync(p('a.txt'), 'hello\\n'); fs.appendFileSync(p('a.txt'), 'world\\n'); log(fs.readFileSync(p('a.txt'), 'utf8'));
const fd = fs.openSync(p('b.bin'), 'w+'); log(typeof fd, fs.writeSync(fd, 'abcdef'), fs.writeSync(fd, Buffer.from('XY'), 0, 2, 1));
const b = Buffer.alloc(4); log(fs.readSync(fd, b, 0, 4, 0), b.toString(), fs.readSync(fd, b, { position: 6 }));
fs.ftruncateSync(fd, 3); const st = fs.fstatSync(fd); log(st.size, st.isFile(), st.isDirectory(), st.mtime instanceof Date, typeof st.mtimeMs, typeof st.ino, st.nlink); fs.closeSync(fd);
log(fs.readFileSync(p('b.bin'), 'latin1'), fs.readFileSync(p('b.bin')).length, fs.readFileSync(p('b.bin'), { encoding: 'base64' }));
log(attempt(() => fs.closeSync(fd)), attempt(() => fs.openSync(p('nope'), 'r')), attempt(() => fs.readFileSync(p('nope'))), attempt(() => fs.openSync(p('a.txt'), 'wx')));
log(fs.mkdirSync(p('x', 'y', 'z'), { recursive: true }), fs.mkdirSync(p('x', 'y'), { recursive: true }), attempt(() => fs.mkdirSync(p('x'))));
fs.copyFileSync(p('a.txt'), p('x', 'c.txt')); log(fs.readFileSync(p('x', 'c.txt'), 'utf8'), attempt(() => fs.copyFileSync(p('a.txt'), p('x', 'c.txt'), fs.constants.COPYFILE_EXCL)), attempt(() => fs.copyFileSync(p('nope'), p('q'))));
fs.renameSync(p('x', 'c.txt'), p('x', 'y', 'd.txt')); log(fs.existsSync(p('x', 'c.txt')), fs.existsSync(p('x', 'y', 'd.txt')), fs.existsSync(p('nope')), fs.existsSync());
log(attempt(() => fs.accessSync(p('a.txt'))), attempt(() => fs.accessSync(p('nope'), fs.constants.R_OK)), fs.constants.F_OK, fs.constants.W_OK, fs.constants.O_CREAT, fs.constants.S_IFMT);
log(attempt(() => fs.rmSync(p('x'))), attempt(() => fs.rmdirSync(p('x'))), attempt(() => fs.unlinkSync(p('nope'))), attempt(() => fs.rmSync(p('nope'))), attempt(() => fs.rmSync(p('nope'), { force: true })));
fs.rmSync(p('x'), { recursive: true }); log(fs.existsSync(p('x')), attempt(() => fs.readdirSync(p('x'))), attempt(() => fs.readFileSync(d)), attempt(() => fs.readdirSync(p('a.txt'))));
fs.truncateSync(p('a.txt'), 2); log(fs.readFileSync(p('a.txt'), 'utf8'));
fs.writeFileSync(p('w.txt'), 'one', { flag: 'a' }); fs.writeFileSync(p('w.txt'), 'two', { flag: 'a' }); fs.writeFileSync(p('e.txt'), 'aGk=', 'base64'); log(fs.readFileSync(p('w.txt'), 'utf8'), fs.readFileSync(p('e.txt'), 'utf8'), attempt(() => fs.writeFileSync(p('w.txt'), 'x', { flag: 'wx' })));
log(attempt(() => fs.readFileSync(42)), attempt(() => fs.openSync({})), attempt(() => fs.readFileSync('a\\u0000b')));
fs.rmSync(d, { recursive: true }); console.log(JSON.stringify(out, null, 1));`);
  });

  it('Stats, symlinks, hard links, realpath, readlink, chmod, utimes, readdir withFileTypes/recursive, opendir, mkdtemp, cpSync', async () => {
    await sameAsHost(`
fs.mkdirSync(p('t', 'u', 'v'), { recursive: true }); fs.writeFileSync(p('t', 'f1'), '1'); fs.writeFileSync(p('t', 'u', 'f2'), '22'); fs.writeFileSync(p('t', 'u', 'v', 'f3'), '333');
fs.symlinkSync('f1', p('t', 'ln')); fs.symlinkSync(p('t', 'u'), p('t', 'dirln')); fs.linkSync(p('t', 'f1'), p('t', 'hard'));
const ls = fs.lstatSync(p('t', 'ln')); const s = fs.statSync(p('t', 'ln'));
log(ls.isSymbolicLink(), ls.isFile(), s.isFile(), s.size, fs.statSync(p('t', 'f1')).nlink, fs.statSync(p('t', 'hard')).ino === fs.statSync(p('t', 'f1')).ino, (fs.statSync(p('t')).mode & 0o170000).toString(8), (s.mode & 0o170000).toString(8), (ls.mode & 0o170000).toString(8));
log(fs.readlinkSync(p('t', 'ln')), fs.realpathSync(p('t', 'ln')) === fs.realpathSync(p('t', 'f1')), fs.realpathSync(p('t', 'dirln', 'v')) === fs.realpathSync(p('t', 'u', 'v')), attempt(() => fs.realpathSync(p('t', 'missing'))), attempt(() => fs.readlinkSync(p('t', 'f1'))), attempt(() => fs.symlinkSync('x', p('t', 'ln'))));
fs.chmodSync(p('t', 'f1'), 0o600); log((fs.statSync(p('t', 'f1')).mode & 0o777).toString(8)); fs.chmodSync(p('t', 'f1'), '755'); log((fs.statSync(p('t', 'f1')).mode & 0o777).toString(8), attempt(() => fs.chmodSync(p('nope'), 0o600)));
fs.utimesSync(p('t', 'f1'), 1000, new Date(2000000000)); const ut = fs.statSync(p('t', 'f1')); log(ut.mtimeMs, ut.mtime.toISOString(), ut.atimeMs);
log(fs.readdirSync(p('t')), fs.readdirSync(p('t'), { withFileTypes: true }).map((e) => [e.name, e.isFile(), e.isDirectory(), e.isSymbolicLink(), rel(e.parentPath)]));
log(fs.readdirSync(p('t'), { recursive: true }), fs.readdirSync(p('t', 'u'), { recursive: true, withFileTypes: true }).map((e) => rel(path.join(e.parentPath, e.name))));
const dir = fs.opendirSync(p('t', 'u')); const names = []; for (let e = dir.readSync(); e !== null; e = dir.readSync()) names.push([e.name, e.isDirectory()]); dir.closeSync(); log(names.sort(), attempt(() => dir.closeSync()));
fs.cpSync(p('t', 'u'), p('copy'), { recursive: true }); log(fs.readdirSync(p('copy'), { recursive: true }), fs.readFileSync(p('copy', 'v', 'f3'), 'utf8'), attempt(() => fs.cpSync(p('t', 'u'), p('copy2'))));
log(fs.mkdtempSync(p('tmp-')).length - d.length, fs.readdirSync(d).filter((n) => n.startsWith('tmp-'))[0].length);
log(typeof fs.Stats, fs.statSync(p('t')) instanceof fs.Stats, typeof fs.Dirent, attempt(() => fs.statSync(p('nope'))), attempt(() => fs.lstatSync(p('nope'))), fs.statSync(p('nope'), { throwIfNoEntry: false }), typeof fs.statSync(p('t'), { bigint: true }).size);
fs.rmSync(d, { recursive: true, force: true }); console.log(JSON.stringify(out, null, 1));`);
  });

  it('callback API and fs.promises / fs/promises run on later loop turns; FileHandle; streams', async () => {
    await sameAsHost(`
const order = [];
fs.writeFile(p('cb.txt'), 'via callback', (e) => {
  order.push('written ' + e);
  fs.readFile(p('cb.txt'), 'utf8', (e2, data) => {
    order.push(['read', e2, data]);
    fs.stat(p('nope'), (e3) => {
      order.push(err(e3));
      fs.readdir(d, (e4, list) => {
        order.push(list);
        fs.exists(p('cb.txt'), (yes) => { order.push('exists ' + yes); next(); });
      });
    });
  });
});
order.push('sync first');
async function next() {
  const fsp = require('fs/promises');
  log(fsp === fs.promises, fsp === require('node:fs/promises'));
  await fsp.writeFile(p('pr.txt'), 'line1\\nline2\\n');
  await fsp.appendFile(p('pr.txt'), 'line3\\n');
  log(await fsp.readFile(p('pr.txt'), 'utf8'), (await fsp.stat(p('pr.txt'))).size, await fsp.readdir(d));
  log(await fsp.readFile(p('nope')).catch(err), await fsp.access(p('nope')).catch(err), await fsp.mkdir(p('m', 'n'), { recursive: true }).then(rel));
  const fh = await fsp.open(p('pr.txt'), 'r+');
  const { bytesRead, buffer } = await fh.read(Buffer.alloc(5), 0, 5, 0);
  log(typeof fh.fd, bytesRead, buffer.toString(), (await fh.stat()).size);
  await fh.write('LINE', 0); await fh.truncate(10); await fh.close();
  log(await fsp.readFile(p('pr.txt'), 'utf8'));
  const lines = []; const h2 = await fsp.open(p('pr.txt')); for await (const l of h2.readLines()) lines.push(l); log(lines);
  await fsp.rm(p('m'), { recursive: true }); log(await fsp.readdir(d)); log((await fsp.mkdtemp(p('z-'))).length - d.length, await fsp.realpath(d) === fs.realpathSync(d));
  const ws = fs.createWriteStream(p('s.txt'));
  ws.on('open', (fd) => log('open', typeof fd));
  for (let i = 0; i < 5; i++) ws.write('chunk ' + i + '\\n');
  ws.end('end\\n');
  ws.on('finish', () => {
    log('bytesWritten', ws.bytesWritten);
    const chunks = [];
    const rs = fs.createReadStream(p('s.txt'), { encoding: 'utf8', highWaterMark: 16, start: 2, end: 30 });
    rs.on('data', (c) => chunks.push(c));
    rs.on('end', () => {
      log(chunks, rs.bytesRead);
      fs.createReadStream(p('nope')).on('error', (e) => {
        log(err(e));
        const rl = require('readline').createInterface({ input: fs.createReadStream(p('s.txt')) });
        const all = []; rl.on('line', (l) => all.push(l)); rl.on('close', () => {
          log(all);
          require('stream').pipeline(fs.createReadStream(p('s.txt')), fs.createWriteStream(p('copy.txt')), (e) => {
            log('pipeline', e, fs.readFileSync(p('copy.txt'), 'utf8') === fs.readFileSync(p('s.txt'), 'utf8'));
            fs.rmSync(d, { recursive: true }); console.log(JSON.stringify([order, out], null, 1));
          });
        });
      });
    });
  });
}`);
  });

  it('fs.watch and fs.watchFile fail with a clear error', async () => {
    const r = ok(await sh(`node -e ${q("for (const f of ['watch', 'watchFile']) { try { require('fs')[f]('/tmp'); } catch (e) { console.log(e.code, e.message); } }")}`));
    expect(r.stdout).toMatch(/^ERR_FEATURE_UNAVAILABLE_ON_PLATFORM fs\.watch is not available/);
    expect(r.stdout.split('\n')).toHaveLength(3);
  });
});

describe('fs over mounts: node reads and writes them as cat does', () => {
  // Writes with node (sync, callback, promise, stream), reads with cat; writes with sh, reads with node.
  const program = (dir) => `
const fs = require('fs'); const d = ${JSON.stringify(dir)};
fs.mkdirSync(d + '/sub', { recursive: true });
fs.writeFileSync(d + '/sync.txt', 'sync\\n');
fs.writeFile(d + '/cb.txt', 'callback\\n', (e) => {
  if (e) throw e;
  fs.promises.writeFile(d + '/promise.txt', 'promise\\n').then(() => {
    const ws = fs.createWriteStream(d + '/sub/stream.txt');
    ws.end('stream\\n');
    ws.on('finish', () => {
      fs.appendFileSync(d + '/sync.txt', 'appended\\n');
      fs.renameSync(d + '/cb.txt', d + '/renamed.txt');
      console.log(JSON.stringify([fs.readdirSync(d).sort(), fs.statSync(d + '/sync.txt').size, fs.statSync(d + '/sub').isDirectory(), fs.existsSync(d + '/cb.txt')]));
    });
  });
});`;
  const readBack = (dir) => `
const fs = require('fs'); const d = ${JSON.stringify(dir)};
(async () => {
  const a = fs.readFileSync(d + '/from-sh.txt', 'utf8');
  const b = await fs.promises.readFile(d + '/from-sh.txt', 'utf8');
  const c = await new Promise((r) => fs.readFile(d + '/from-sh.txt', 'utf8', (e, v) => r(e ? e.code : v)));
  const chunks = []; for await (const x of fs.createReadStream(d + '/from-sh.txt', { encoding: 'utf8' })) chunks.push(x);
  console.log(JSON.stringify([a, a === b && b === c && c === chunks.join(''), fs.readdirSync(d, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)]));
  fs.rmSync(d + '/sub', { recursive: true }); fs.unlinkSync(d + '/from-sh.txt');
  console.log(fs.readdirSync(d).sort().join(' '));
})();`;
  async function exercise(v, dir) {
    const w = ok(await v.exec(`node -e ${q(program(dir))}`, { timeoutMs: 60_000 }));
    expect([w.exitCode, w.stderr]).toEqual([0, '']);
    expect(JSON.parse(w.stdout)).toEqual([['promise.txt', 'renamed.txt', 'sub', 'sync.txt'], 14, true, false]);
    const c = ok(await v.exec(`cat ${dir}/sync.txt ${dir}/renamed.txt ${dir}/promise.txt ${dir}/sub/stream.txt`));
    expect(c.stdout).toBe('sync\nappended\ncallback\npromise\nstream\n');
    ok(await v.exec(`printf 'from sh\\n' > ${dir}/from-sh.txt`));
    const r = ok(await v.exec(`node -e ${q(readBack(dir))}`, { timeoutMs: 60_000 }));
    expect([r.exitCode, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toBe(`${JSON.stringify(['from sh\n', true, ['sub']])}\npromise.txt renamed.txt sync.txt\n`);
  }

  it('a host-directory mount and a JS-driver mount', async () => {
    const { createHostDirBackend } = await import('../index.mjs');
    const host = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-node-mount-'));
    const files = new Map();
    const dirs = new Set(['/']);
    const parent = (p) => p.slice(0, p.lastIndexOf('/')) || '/';
    const fail = (code, p) => Object.assign(new Error(`${code}: ${p}`), { code });
    const tick = () => new Promise((r) => setImmediate(r));
    const children = (p) => [...files.keys(), ...dirs].filter((k) => k !== '/' && k !== p && parent(k) === p);
    const driver = {
      async readFile(p) { await tick(); if (!files.has(p)) throw fail(dirs.has(p) ? 'EISDIR' : 'ENOENT', p); return files.get(p); },
      async writeFile(p, data) { await tick(); if (!dirs.has(parent(p))) throw fail('ENOENT', p); files.set(p, Uint8Array.from(data)); },
      async readDir(p) { await tick(); if (!dirs.has(p)) throw fail('ENOENT', p); return children(p).map((k) => k.slice(k.lastIndexOf('/') + 1)); },
      async stat(p) {
        await tick();
        if (dirs.has(p)) return { mode: 0o040755, size: 0, isDirectory: true, isFile: false, isSymbolicLink: false };
        if (!files.has(p)) throw fail('ENOENT', p);
        return { mode: 0o100644, size: files.get(p).length, isDirectory: false, isFile: true, isSymbolicLink: false, mtimeMs: 1_700_000_000_000 };
      },
      async mkdir(p) { await tick(); if (dirs.has(p) || files.has(p)) throw fail('EEXIST', p); if (!dirs.has(parent(p))) throw fail('ENOENT', p); dirs.add(p); },
      async removeFile(p) { await tick(); if (!files.delete(p)) throw fail('ENOENT', p); },
      async removeDir(p) { await tick(); if (!dirs.has(p)) throw fail('ENOENT', p); if (children(p).length > 0) throw fail('ENOTEMPTY', p); dirs.delete(p); },
      async rename(from, to) { await tick(); if (!files.has(from)) throw fail('ENOENT', from); files.set(to, files.get(from)); files.delete(from); },
      async exists(p) { return files.has(p) || dirs.has(p); },
      async utimes() {},
      async chmod() {},
    };
    const v = await AgentOs.create({ software: [ours], mounts: [
      { path: '/mnt/host', plugin: createHostDirBackend({ hostPath: host, readOnly: false }) },
      { path: '/mnt/js', driver },
    ] });
    try {
      await exercise(v, '/mnt/host/work');
      // The host sees what node wrote.
      expect(fs.readFileSync(path.join(host, 'work', 'sync.txt'), 'utf8')).toBe('sync\nappended\n');
      await exercise(v, '/mnt/js/work');
      expect(new TextDecoder().decode(files.get('/work/promise.txt'))).toBe('promise\n');
    } finally {
      await v.dispose();
      fs.rmSync(host, { recursive: true, force: true });
    }
  }, 120_000);

  it('the sandbox mount (local() provider)', async () => {
    const { local } = await import('@rivet-dev/agentos-sandbox');
    const v = await AgentOs.create({ software: [ours], sandbox: { provider: local() } });
    try {
      await exercise(v, '/mnt/sandbox/node-io');
    } finally {
      await v.dispose();
    }
  }, 120_000);
});

describe('node as a command and child_process', () => {
  it("works in pipelines, $(…) and xargs: echo '{\"a\":1}' | node -e … | jq .a", async () => {
    const code = "let s = ''; process.stdin.on('data', (c) => { s += c; }).on('end', () => { const o = JSON.parse(s); o.a += 1; console.log(JSON.stringify(o)); })";
    const r = ok(await sh(`echo '{"a":1}' | node -e ${q(code)} | jq .a`));
    expect([r.exitCode, r.stdout, r.stderr]).toEqual([0, '2\n', '']);
    expect(ok(await sh('x=$(node -e "process.stdout.write(String(6*7))"); echo "got $x"')).stdout).toBe('got 42\n');
    const x = ok(await sh(`printf 'a b\\nc\\n' | xargs node -e ${q('console.log(process.argv.slice(1))')}`));
    expect(x.stdout).toBe(viaHost('console.log(process.argv.slice(1))', '', ['a', 'b', 'c']));
  });

  it('vm.spawn(node) streams: each line written to stdin is answered before the next is written', async () => {
    const code = "const rl = require('readline').createInterface({ input: process.stdin }); rl.on('line', (l) => console.log(JSON.stringify({ echo: l, n: l.length }))); rl.on('close', () => console.log('bye'));";
    let buffered = '';
    let wake = null;
    const { pid } = vm.spawn('node', ['-e', code], { onStdout: (c) => { buffered += Buffer.from(c).toString(); if (wake) wake(); } });
    const nextLine = async () => {
      while (!buffered.includes('\n')) await new Promise((r) => { wake = r; });
      const i = buffered.indexOf('\n');
      const line = buffered.slice(0, i);
      buffered = buffered.slice(i + 1);
      return line;
    };
    for (const word of ['one', 'three', 'fifteen']) {
      await vm.writeProcessStdin(pid, `${word}\n`);
      expect(JSON.parse(await nextLine())).toEqual({ echo: word, n: word.length });
    }
    vm.closeProcessStdin(pid);
    expect(await nextLine()).toBe('bye');
    expect(await vm.waitProcess(pid)).toBe(0);
  });

  // The same program under host Node: sh, cat and node (process.execPath) as children.
  const program = `
const cp = require('child_process');
const out = [];
const r = cp.spawnSync('sh', ['-c', 'echo out; echo err >&2; cat; exit 3'], { input: 'IN\\n', encoding: 'utf8' });
out.push(['spawnSync', r.status, r.signal, r.stdout, r.stderr, r.output.length, typeof r.pid]);
out.push(['execSync', cp.execSync('echo $((6*7)) && echo "$FOO"', { encoding: 'utf8', env: { ...process.env, FOO: 'bar' } })]);
out.push(['execFileSync cat', cp.execFileSync('cat', { input: Buffer.from('catted') }).toString()]);
out.push(['node', cp.execFileSync(process.execPath, ['-e', 'process.stdin.pipe(process.stdout)'], { input: 'through node', encoding: 'utf8' })]);
out.push(['cwd', cp.execSync('pwd', { cwd: '/', encoding: 'utf8' })]);
out.push(['shell', cp.spawnSync('echo $((1+2))', { shell: true, encoding: 'utf8' }).stdout]);
try { cp.execSync('echo failing >&2; exit 4', { stdio: 'pipe' }); } catch (e) { out.push(['execSync fails', e.status, e.signal, e.message, String(e.stderr)]); }
try { cp.execFileSync('sh', ['-c', 'exit 5'], { stdio: 'ignore' }); } catch (e) { out.push(['execFileSync fails', e.status, e.message, e.stdout]); }
const bad = cp.spawnSync('no-such-command-xyz', ['a']);
out.push(['ENOENT', bad.error.code, bad.error.errno, bad.error.syscall, bad.error.path, bad.error.spawnargs, bad.error.message, bad.status, bad.pid]);
const big = cp.spawnSync('sh', ['-c', 'yes | head -c 2000000'], { maxBuffer: 1000 });
out.push(['maxBuffer', big.error && big.error.code, big.stdout.length > 0]);
const slow = cp.spawnSync('sleep', ['5'], { timeout: 100 });
out.push(['timeout', slow.error && slow.error.code, slow.signal, slow.status]);
const c = cp.spawn('sh', ['-c', 'read x; echo "got $x"; echo e >&2; exit 2']);
const got = { out: '', err: '' };
c.stdout.setEncoding('utf8');
c.stdout.on('data', (d) => { got.out += d; });
c.stderr.on('data', (d) => { got.err += d; });
const events = [];
c.on('spawn', () => events.push('spawn'));
c.on('exit', (code, sig) => events.push(['exit', code, sig]));
c.on('close', (code, sig) => {
  events.push(['close', code, sig]);
  out.push(['spawn', typeof c.pid, c.exitCode, c.signalCode, got, events]);
  cp.exec('echo via exec; echo e2 >&2; exit 1', (e, so, se) => {
    out.push(['exec', e.code, e.killed, e.signal, e.cmd, so, se]);
    cp.execFile(process.execPath, ['-e', 'console.log(process.argv.length)', 'x'], (e2, so2) => {
      out.push(['execFile node', e2, so2]);
      const n = cp.spawn(process.execPath, ['-e', "process.stdin.setEncoding('utf8'); let t = ''; process.stdin.on('data', (d) => t += d).on('end', () => console.log(t.toUpperCase()))"], { stdio: ['pipe', 'pipe', 'inherit'] });
      let nout = '';
      n.stdout.on('data', (d) => { nout += d; });
      n.stdin.write('piped ');
      n.stdin.end('into node');
      n.on('close', (code) => {
        out.push(['node async', code, nout]);
        const k = cp.spawn('sleep', ['10'], { stdio: 'inherit' });
        k.on('exit', (code2, sig) => {
          out.push(['kill', code2, sig, k.killed]);
          const m = cp.spawn('no-such-command-xyz');
          m.on('error', (e3) => { out.push(['spawn ENOENT', e3.code, e3.syscall, e3.message]); console.log(JSON.stringify(out, null, 1)); });
        });
        setTimeout(() => out.push(['kill returns', k.kill()]), 50);
      });
    });
  });
});
c.stdin.write('hello\\n');
c.stdin.end();`;

  it('util.promisify(exec/execFile) resolves { stdout, stderr } and rejects with the status; for await over a child\'s lines', async () => {
    const code = `
const { promisify } = require('util'); const cp = require('child_process'); const readline = require('readline');
(async () => {
  const exec = promisify(cp.exec); const execFile = promisify(cp.execFile);
  const a = await exec('echo one; echo two >&2');
  const b = await execFile('sh', ['-c', 'printf %s three']);
  const c = await exec('echo out; exit 7').catch((e) => [e.code, e.stdout, e.message]);
  const lines = []; const child = cp.spawn('sh', ['-c', 'printf "l1\\nl2\\nl3\\n"']);
  for await (const line of readline.createInterface({ input: child.stdout })) lines.push(line);
  console.log(JSON.stringify([a, b, c, lines]));
})();`;
    const r = ok(await sh(`node -e ${q(code)}`));
    expect([r.exitCode, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toBe(viaHost(code));
  });

  it('node spawning sh, cat and node through child_process, sync and async, stdin piped and output captured (Node 22 as the oracle)', async () => {
    const r = ok(await sh(`node -e ${q(program)}`));
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(viaHost(program)));
  });
});

describe('process.kill, os, missing modules', () => {
  it('process.kill: signal 0 checks a pid, a child dies of the signal sent, unknown pids are ESRCH; os.constants.signals', async () => {
    const code = `
const cp = require('child_process'); const os = require('os');
const out = [process.kill(process.pid, 0), os.constants.signals.SIGTERM, os.constants.signals.SIGKILL, os.constants.signals.SIGINT, os.cpus().length > 0, Array.isArray(os.loadavg()), typeof os.networkInterfaces()];
try { process.kill(2147483646, 0); } catch (e) { out.push([e.code, e.syscall, e.message]); }
try { process.kill(process.pid, 'SIGNOPE'); } catch (e) { out.push([e.code, e.message]); }
try { process.kill('x'); } catch (e) { out.push(e.code); }
const child = cp.spawn('sleep', ['10']);
child.on('exit', (code, sig) => { out.push(['child', code, sig]); console.log(JSON.stringify(out)); });
setTimeout(() => out.push(process.kill(child.pid, 'SIGKILL')), 20);`;
    const r = ok(await sh(`node -e ${q(code)}`));
    expect([r.exitCode, r.stderr]).toEqual([0, '']);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(viaHost(code)));
  });

  it('worker_threads loads (main thread only); new Worker fails naming the module', async () => {
    const r = ok(await sh(`node -e ${q("const w = require('worker_threads'); try { new w.Worker('x.js'); } catch (e) { console.log(e.code, /worker_threads/.test(e.message)); }")}`));
    expect(r.stdout).toBe('ERR_AGENTOS_UNSUPPORTED_BUILTIN true\n');
  });
});
