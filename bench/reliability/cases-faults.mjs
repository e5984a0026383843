// Category 4 of the attack pass: faults (cases 148, 149, 153, 154, 160-194, 201): lying and
// hanging drivers, FIFOs, dispose under load, re-entrancy, throwing callbacks, the local() sandbox
// server killed or stopped, Node ending in every way, and a corrupted module cache.
import { c, fs, path, sleep, alive } from './common.mjs';

const f4 = (n, name, expected, fn, opts) => c(n, '4-faults', name, expected, fn, opts);
const usable = async (vm) => (await vm.exec('echo ok')).stdout === 'ok\n';
const never = () => new Promise(() => {});

function lyingDriver(h) {
  return h.mapDriver({
    async stat(p) { if (p === '/f') return { isFile: true, size: 2 ** 45, mode: 0o755 }; if (p === '/') return { isDirectory: true }; throw Object.assign(new Error('x'), { code: 'ENOENT' }); },
    async readFile() { return Buffer.from('\0asm\x01\0\0\0'); },
  });
}
f4(148, 'JS driver stat() lies (size 2^45): host readFile', 'EIO/EFBIG or reads the real bytes; Node alive', async (h) => {
  const vm = await h.vm({ mounts: [{ path: '/mnt/js', driver: lyingDriver(h) }] });
  const r = await h.code(vm.readFile('/mnt/js/f'));
  return [r, ['EFBIG', 'EIO'].includes(r) || r.startsWith('OK')];
});
f4(149, 'JS driver stat() lies (size 2^45): guest executes the file', 'ENOEXEC/EIO; Node alive', async (h) => {
  const vm = await h.vm({ mounts: [{ path: '/mnt/js', driver: lyingDriver(h) }] });
  const r = await vm.exec('/mnt/js/f; echo rc=$?');
  return [h.fmt(r), /rc=[1-9]/.test(r.stdout) && await usable(vm)];
});

function fifoLayout(h) {
  const L = h.hostLayout();
  h.execFifo = true;
  // mkfifo through the host's coreutils
  fs.rmSync(path.join(L.hp, 'fifo'), { force: true });
  return import('node:child_process').then(({ execFileSync }) => { execFileSync('mkfifo', [path.join(L.hp, 'fifo')]); return L; });
}
f4(153, 'host-dir mount containing a FIFO: guest cat with exec timeout 2 s, then dispose', 'timeout at 2 s (or an error), VM usable, dispose completes', async (h) => {
  const L = await fifoLayout(h);
  const vm = await h.AgentOs.create({ software: h.software, mounts: [h.hostMount(L.hp)] });
  const [r, ms] = await h.timed(() => vm.exec('cat /mnt/h/fifo', { timeoutMs: 2000 }));
  const u = await usable(vm);
  const [, dms] = await h.timed(() => vm.dispose());
  return [JSON.stringify({ exec: { exitCode: r.exitCode, timedOut: r.timedOut, ms, stderr: h.abbr(r.stderr, 60) }, usable: u, disposeMs: dms }), ms < 3500 && u && dms < 5000];
});
f4(154, 'host-dir mount containing a FIFO: host readFile, then dispose', 'error or bounded wait; dispose completes', async (h) => {
  const L = await fifoLayout(h);
  const vm = await h.AgentOs.create({ software: h.software, mounts: [h.hostMount(L.hp)] });
  const [r, ms] = await h.timed(() => Promise.race([h.code(vm.readFile('/mnt/h/fifo')), sleep(5000).then(() => 'HANG >5s')]));
  const [, dms] = await h.timed(() => Promise.race([vm.dispose(), sleep(10000)]));
  return [JSON.stringify({ readFile: r, ms, disposeMs: dms }), r !== 'HANG >5s' && dms < 10000];
});

f4(160, 'dispose() while processes run (busy loop, sleep, pipeline, 200 MiB cat)', 'dispose settles fast; every pending exec settles (137 or EDISPOSED)', async (h) => {
  const vm = await h.AgentOs.create({ software: h.software });
  await vm.writeFile('/tmp/big', Buffer.alloc(200 * 1048576));
  const execs = ['while true; do :; done', 'sleep 100', 'yes | cat | cat > /dev/null', 'cat /tmp/big > /dev/null; cat /tmp/big > /dev/null'].map((cmd) => h.code(vm.exec(cmd).then((r) => r.exitCode)));
  const { pid } = vm.spawn('sleep', ['100']);
  const w = h.code(vm.waitProcess(pid));
  await sleep(500);
  const [, ms] = await h.timed(() => vm.dispose());
  const all = await Promise.race([Promise.all([...execs, w]), sleep(10000).then(() => ['HANG'])]);
  return [`dispose ${ms}ms; execs+wait: ${all.join(',')}`, ms < 3000 && !all.includes('HANG')];
});
f4(161, 'dispose() while a binding call is pending (execute never settles)', 'exec settles; ctx.signal aborted', async (h) => {
  let aborted = false;
  const vm = await h.AgentOs.create({ software: h.software, bindings: [{ name: 'g', description: 'g', bindings: { hang: { description: 'h', execute: (_i, ctx) => { ctx.signal.addEventListener('abort', () => { aborted = true; }); return never(); } } } }] });
  const e = h.code(vm.exec('agentos-g hang').then((r) => `exit=${r.exitCode}`));
  await sleep(800);
  const [, ms] = await h.timed(() => vm.dispose());
  const r = await Promise.race([e, sleep(10000).then(() => 'HANG')]);
  await sleep(50);
  return [`dispose ${ms}ms exec: ${r} aborted=${aborted}`, r !== 'HANG' && aborted];
});
f4(162, 'dispose() while a JS-driver call is pending (guest cat on a driver whose readFile never answers)', 'dispose settles; exec settles', async (h) => {
  const vm = await h.AgentOs.create({ software: h.software, mounts: [{ path: '/mnt/js', driver: h.mapDriver({ async stat(p) { return p === '/' ? { isDirectory: true } : { isFile: true, size: 3 }; }, readFile: never }) }] });
  const e = h.code(vm.exec('cat /mnt/js/f').then((r) => `exit=${r.exitCode}`));
  await sleep(800);
  const [, ms] = await h.timed(() => Promise.race([vm.dispose(), sleep(35000)]));
  const r = await Promise.race([e, sleep(5000).then(() => 'HANG')]);
  return [`dispose ${ms}ms; exec: ${r}`, r !== 'HANG' && ms < 35000];
}, { timeoutMs: 90_000 });
f4(163, 'host readFile pending on a never-answering driver (timeoutMs 3000), dispose meanwhile', 'rejects (EIO after the driver timeout, or EDISPOSED)', async (h) => {
  const vm = await h.AgentOs.create({ software: h.software, mounts: [{ path: '/mnt/js', timeoutMs: 3000, driver: h.mapDriver({ async stat(p) { return p === '/' ? { isDirectory: true } : { isFile: true, size: 3 }; }, readFile: never }) }] });
  const t0 = Date.now();
  const p = h.code(vm.readFile('/mnt/js/f')).then((x) => `${x} after ${Date.now() - t0}ms`);
  await sleep(300);
  await vm.dispose();
  const r = await Promise.race([p, sleep(10000).then(() => 'HANG')]);
  return [r, /^(EIO|EDISPOSED)/.test(r)];
});
f4(164, 'driver that never answers (timeoutMs 500): guest cat, ls, host stat', 'EIO after ~0.5 s each, VM usable', async (h) => {
  const vm = await h.vm({ mounts: [{ path: '/mnt/js', timeoutMs: 500, driver: h.mapDriver({ stat: never, readFile: never, readDir: never }) }] });
  const [r, ms] = await h.timed(() => vm.exec('cat /mnt/js/f; echo a=$?; ls /mnt/js; echo b=$?'));
  const [s, ms2] = await h.timed(() => h.code(vm.stat('/mnt/js/f')));
  return [`${h.fmt(r)} ${ms}ms; host stat ${s} ${ms2}ms`, /a=[1-9]/.test(r.stdout) && s === 'EIO' && ms2 < 2000 && await usable(vm)];
});
f4(165, 'binding re-entrancy: execute() calls vm.exec (nested agentos-g) and one calls vm.dispose()', 'nested exec works; self-dispose settles the outer exec', async (h) => {
  let vm;
  vm = await h.AgentOs.create({ software: h.software, bindings: [{ name: 'g', description: 'g', bindings: {
    inner: { description: 'i', execute: () => 'inner-ok' },
    outer: { description: 'o', execute: async () => (await vm.exec('agentos-g inner')).stdout.trim() },
    kill: { description: 'k', execute: async () => { await vm.dispose(); return 'x'; } },
  } }] });
  const a = await vm.exec('agentos-g outer');
  const b = await Promise.race([h.code(vm.exec('agentos-g kill').then((r) => `exit=${r.exitCode}`)), sleep(10000).then(() => 'HANG')]);
  return [`outer: ${h.abbr(a.stdout, 100)} | self-dispose: ${b}`, a.stdout.includes('inner-ok') && b !== 'HANG'];
});
c(166, '4-faults', 'host callbacks that throw (exec onStdout, spawn onStdout/onExit)', 'the throw surfaces as a normal rejection/uncaughtException (not a native abort); VM keeps working', async (h) => {
  const uncaught = [];
  process.on('uncaughtException', (e) => uncaught.push(String(e.message)));
  const vm = await h.vm();
  const a = await h.code(vm.exec('echo hi', { onStdout: () => { throw new Error('cb-throw-exec'); } }));
  vm.spawn('echo', ['x'], { onStdout: () => { throw new Error('cb-throw-spawn'); }, onExit: () => { throw new Error('cb-throw-exit'); } });
  await sleep(800);
  const u = await usable(vm);
  return [`exec: ${a}; uncaught: ${JSON.stringify(uncaught)}; usable=${u}`, u];
}, { allowEvents: true });
f4(167, 'dispose storm: 50 execs started then dispose at once; 20 VMs disposed concurrently with running work', 'all promises settle, no hang', async (h) => {
  const vm = await h.AgentOs.create({ software: h.software });
  const execs = Array.from({ length: 50 }, (_, i) => h.code(vm.exec(i % 2 ? 'sleep 5' : 'echo hi')));
  await vm.dispose();
  const a = await Promise.race([Promise.all(execs), sleep(15000).then(() => null)]);
  const vms = await Promise.all(Array.from({ length: 20 }, () => h.AgentOs.create({ software: h.software })));
  const work = vms.map((v) => h.code(v.exec('sleep 3')));
  const d = await Promise.race([Promise.all([...vms.map((v) => v.dispose()), ...work]), sleep(15000).then(() => null)]);
  const after = await h.code(vm.exec('echo'));
  return [`50 execs: hang=${a ? 0 : 1} ${a ? `resolved=${a.filter((x) => x.startsWith('OK')).length} rejected=${a.filter((x) => !x.startsWith('OK')).length}` : ''}; 20 VMs: hang=${d ? 0 : 1}; after dispose: ${after}`, a && d && after === 'EDISPOSED'];
});
f4(168, 'unmountFs while a guest streams from the mount; remount/unmount 50 times under load', 'EBUSY or clean detach; no crash', async (h) => {
  const vm = await h.vm();
  const L = h.hostLayout();
  fs.writeFileSync(path.join(L.hp, 'big'), Buffer.alloc(64 * 1048576));
  await vm.mountFs('/mnt/h', h.createHostDirBackend({ hostPath: L.hp }));
  const reader = vm.exec('cat /mnt/h/big /mnt/h/big /mnt/h/big > /dev/null; echo rc=$?');
  await sleep(100);
  const un = await h.code(vm.unmountFs('/mnt/h'));
  const rr = await reader;
  const errs = {};
  let ok = 0;
  for (let i = 0; i < 50; i++) {
    const load = vm.exec('ls /mnt >/dev/null');
    const a = await h.code(vm.mountFs('/mnt/c', h.createHostDirBackend({ hostPath: L.hp })));
    const b = await h.code(vm.unmountFs('/mnt/c'));
    for (const x of [a, b]) if (x.startsWith('OK')) ok++; else errs[x] = (errs[x] ?? 0) + 1;
    await load;
  }
  return [`unmount during read: ${un}; reader: ${rr.stdout.trim()}; churn ok=${ok} errs=${JSON.stringify(errs)}`, await usable(vm)];
}, { note: 'reduced: 50 remount cycles (the report: 200)' });

// --- local() sandbox faults -------------------------------------------------------------------
async function sandboxVm(h, opts = {}) {
  const { local } = await import('@rivet-dev/agentos-sandbox');
  const vm = await h.AgentOs.create({ software: h.software, sandbox: { provider: local(), ...opts } });
  await vm.writeFile('/mnt/sandbox/a', 'hi\n');
  const pids = h.serverPids();
  return { vm, pids };
}
f4(169, 'sandbox: SIGKILL the local() server mid-write (4 MiB upload loop), then keep using the mount', 'operation in flight fails EIO with a reason; the next use starts a new server', async (h) => {
  const { vm, pids } = await sandboxVm(h);
  const data = Buffer.alloc(4 * 1048576, 1);
  const results = [];
  let killed = false;
  for (let i = 0; i < 20; i++) {
    if (i === 3) { for (const p of pids) process.kill(p, 'SIGKILL'); killed = true; }
    results.push(await h.code(vm.writeFile(`/mnt/sandbox/w${i}`, data)).then((x) => x.slice(0, 3)));
  }
  const g = await vm.exec('echo hi > /mnt/sandbox/b; cat /mnt/sandbox/b');
  const fresh = h.serverPids();
  await vm.dispose();
  await sleep(1500);
  const gone = fresh.every((p) => !alive(p));
  return [`server ${pids} killed=${killed}; writes: ${results.join(',')}; guest after: ${h.fmt(g)}; new server ${fresh}, gone after dispose: ${gone}`, g.stdout === 'hi\n' && gone && results.slice(-5).every((x) => x === 'OK:')];
}, { timeoutMs: 180_000 });
f4(170, 'sandbox: SIGSTOP the server ("network unplugged"), request timeout 2000 ms', 'ops fail EIO after ~2 s; dispose still completes', async (h) => {
  const { vm, pids } = await sandboxVm(h, { timeoutMs: 2000 });
  for (const p of pids) process.kill(p, 'SIGSTOP');
  const [r, ms] = await h.timed(() => h.code(vm.readFile('/mnt/sandbox/a')));
  const [g, gms] = await h.timed(() => vm.exec('cat /mnt/sandbox/a; echo rc=$?', { timeoutMs: 15000 }));
  const [, dms] = await h.timed(() => vm.dispose());
  for (const p of pids) { try { process.kill(p, 'SIGCONT'); } catch { /* gone */ } }
  await sleep(1500);
  const gone = pids.every((p) => !alive(p));
  return [`host read: ${r} ${ms}ms; guest: ${h.fmt(g)} ${gms}ms; dispose ${dms}ms; server gone=${gone}`, r === 'EIO' && ms < 4000 && dms < 5000 && gone];
}, { timeoutMs: 120_000 });
f4(171, 'driver throws odd values (42, null, undefined, {code:"ENOENT"} plain object, code "EBOGUS", sync throw, trapping Proxy)', 'errno kept for errno names, else EIO; AgentOsError on the host; nothing unhandled', async (h) => {
  const unhandled = [];
  process.on('unhandledRejection', (e) => unhandled.push(String(e?.message ?? e)));
  const throws = [() => 42, () => null, () => undefined, () => ({ code: 'ENOENT' }), () => Object.assign(new Error('b'), { code: 'EBOGUS' }), () => Object.assign(new Error('a'), { code: 'EACCES' }), () => Symbol('s'), () => new Proxy({}, { get() { throw new Error('trap'); } })];
  const out = [];
  for (const t of throws) {
    const vm = await h.vm({ mounts: [{ path: '/mnt/js', timeoutMs: 3000, driver: h.mapDriver({ async readFile() { throw t(); } }) }] });
    await vm.writeFile('/mnt/js/f', 'x').catch(() => {});
    const r = await h.code(vm.readFile('/mnt/js/f'));
    const g = await vm.exec('cat /mnt/js/f; echo rc=$?');
    out.push(`${r}/${g.stdout.trim()}`);
  }
  await sleep(200);
  return [`${out.join(' | ')} | unhandled: ${unhandled.length}`, unhandled.length === 0 && out[3].startsWith('ENOENT') && out[5].startsWith('EACCES') && out.every((x) => /^[A-Z]+\/rc=[1-9]/.test(x))];
}, { allowEvents: true });
f4(172, 'driver returns wrong types (stat: null/number/{size:-1}/{size:NaN}/{size:"1e9"}; readFile: number/object/null/array)', 'EIO or sane defaults; no crash, no hang', async (h) => {
  const stats = [null, 5, 'str', { size: -1, isFile: true }, { size: NaN, isFile: true }, { size: '1e9', isFile: true }];
  const reads = [5, { a: 1 }, null, [1, 2, 3]];
  const out = [];
  for (const s of stats) {
    const vm = await h.vm({ mounts: [{ path: '/mnt/js', timeoutMs: 3000, driver: h.mapDriver({ async stat(p) { return p === '/' ? { isDirectory: true } : s; }, async readDir() { return ['f']; } }) }] });
    const [g, ms] = await h.timed(() => vm.exec('ls -l /mnt/js/f; cat /mnt/js/f; echo rc=$?', { timeoutMs: 10000 }));
    out.push(`stat=${JSON.stringify(s)}:${await h.code(vm.stat('/mnt/js/f')).then((x) => x.slice(0, 20))}/${g.timedOut ? 'TIMEOUT' : 'ok'} ${ms}ms`);
  }
  for (const r of reads) {
    const vm = await h.vm({ mounts: [{ path: '/mnt/js', timeoutMs: 3000, driver: h.mapDriver({ async stat(p) { return p === '/' ? { isDirectory: true } : { isFile: true, size: 3 }; }, async readFile() { return r; } }) }] });
    const [g, ms] = await h.timed(() => vm.exec('cat /mnt/js/f; echo rc=$?', { timeoutMs: 10000 }));
    out.push(`readFile=${JSON.stringify(r)}:${await h.code(vm.readFile('/mnt/js/f')).then((x) => x.slice(0, 20))}/${g.timedOut ? 'TIMEOUT' : g.stdout.trim().slice(-5)} ${ms}ms`);
  }
  return [out.join(' | '), !out.some((x) => x.includes('TIMEOUT'))];
});
f4(173, 'driver readDir returns hostile names ("..", "a/b", "", "x\\0y", 10k-char, duplicates, 1e5 entries, non-array)', 'bad names filtered or EIO; `..` never escapes the mount; no crash', async (h) => {
  const lists = [['..', '.', 'ok'], ['a/b', '../../etc', 'ok'], [''], ['x\0y'], ['n'.repeat(10000)], ['d', 'd', 'd'], Array.from({ length: 100000 }, (_, i) => `e${i}`), 'notarray'];
  const out = [];
  for (const l of lists) {
    const vm = await h.vm({ mounts: [{ path: '/mnt/js', timeoutMs: 5000, driver: h.mapDriver({ async readDir() { return l; }, async stat(p) { return p === '/' ? { isDirectory: true } : { isFile: true, size: 1 }; } }) }] });
    const host = await h.code(vm.readdir('/mnt/js'));
    const [g, ms] = await h.timed(() => vm.exec('ls /mnt/js | wc -l; find /mnt/js -maxdepth 1 | head -3', { timeoutMs: 30000 }));
    out.push(`${JSON.stringify(l).slice(0, 24)} → host:${host.slice(0, 40)} guest:${h.abbr(g.stdout, 50)} ${ms}ms`);
    if (/etc|passwd/.test(g.stdout)) out.push('ESCAPED');
  }
  return [out.join(' | '), !out.includes('ESCAPED')];
}, { timeoutMs: 300_000 });
f4(174, 'binding returns non-JSON / throws odd values (BigInt, circular, function, Symbol, NaN, undefined, throw 42, throw null, 17 MiB)', 'exit 1 with a message (undefined may print null); Node alive', async (h) => {
  const circ = {}; circ.self = circ;
  const kinds = { big: () => 10n, circ: () => circ, fn: () => () => 1, sym: () => Symbol('s'), nan: () => NaN, undef: () => undefined, t42: () => { throw 42; }, tnull: () => { throw null; }, huge: () => 'x'.repeat(17 * 1048576) };
  const vm = await h.vm({ bindings: [{ name: 'odd', description: 'o', bindings: Object.fromEntries(Object.entries(kinds).map(([k, f]) => [k, { description: k, execute: f }])) }] });
  const out = [];
  for (const k of Object.keys(kinds)) {
    const r = await vm.exec(`agentos-odd ${k} | head -c 80; echo " rc=\${PIPESTATUS[0]}"`);
    out.push(`${k}: ${h.abbr(r.stdout.trim(), 60)} ${h.abbr(r.stderr.trim(), 60)}`);
  }
  return [out.join(' | '), await usable(vm)];
});
f4(175, 'process API misuse: writeProcessStdin after exit/close, kill/stop/wait of exited and bogus pids', 'EPIPE/ESRCH/EINVAL AgentOsErrors, no throw of other types (and no synchronous throw from a Promise API)', async (h) => {
  const vm = await h.vm();
  const { pid } = vm.spawn('true', []);
  await vm.waitProcess(pid);
  // Promise-typed calls must reject, never throw synchronously; the void/value-typed ones
  // (closeProcessStdin, killProcess, stopProcess, getProcess) may throw an AgentOsError.
  const promised = {
    write: await h.codeSync(() => vm.writeProcessStdin(pid, 'x')),
    waitBogus: await h.codeSync(() => vm.waitProcess(999999)),
    write0: await h.codeSync(() => vm.writeProcessStdin(0, 'x')),
    writeNaN: await h.codeSync(() => vm.writeProcessStdin(NaN, 'x')),
  };
  const sync = (fn) => { try { fn(); return 'ok'; } catch (e) { return e instanceof h.AgentOsError ? e.code : `NOT-AGENTOSERROR ${e}`; } };
  const plain = {
    close: sync(() => vm.closeProcessStdin(pid)),
    kill: sync(() => vm.killProcess(pid)),
    stop: sync(() => vm.stopProcess(pid)),
    killNeg: sync(() => vm.killProcess(-1)),
    killNaN: sync(() => vm.killProcess(NaN)),
    killStr: sync(() => vm.killProcess('1')),
    getBig: sync(() => vm.getProcess(2 ** 40)),
  };
  const held = !Object.values(promised).some((x) => String(x).startsWith('SYNC-THROW')) && Object.values(plain).every((x) => !x.startsWith('NOT-'));
  return [JSON.stringify({ ...promised, ...plain }), held];
});

function cleanupCase(n, how, label) {
  f4(n, `sandbox cleanup: ${label}`, 'the local() server process is gone ≤ 3 s after Node ends', async (h) => {
    let serverPids = [];
    h.onReport = (rep, proc) => {
      serverPids = rep.pids;
      if (how.startsWith('SIG')) proc.kill(how);
    };
    const body = `
const vm = await AgentOs.create({ software, sandbox: { provider: local() } });
await vm.writeFile('/mnt/sandbox/a', 'x');
report({ pids: serverPids() });
${how === 'exit' ? 'process.exit(0);' : how === 'throw' ? "setTimeout(() => { throw new Error('boom'); }, 10);" : how === 'abort' ? 'setTimeout(() => process.abort(), 10);' : 'setInterval(() => {}, 1000);'}
`;
    const r = await h.nodeChild(body, { timeoutMs: 60_000 });
    await sleep(3000);
    const left = serverPids.filter(alive);
    return [`node ended code=${r.status} signal=${r.signal}; server pids ${serverPids.join(',')} alive after 3 s: ${left.length > 0}`, serverPids.length > 0 && left.length === 0];
  }, { timeoutMs: 90_000 });
}
cleanupCase(176, 'exit', 'process.exit(0) with a live sandbox VM');
cleanupCase(177, 'throw', 'uncaught exception ends Node');
cleanupCase(178, 'SIGTERM', 'SIGTERM to Node (no own handler)');
cleanupCase(179, 'SIGINT', 'SIGINT to Node');
cleanupCase(180, 'SIGKILL', 'SIGKILL to Node');
cleanupCase(181, 'abort', 'Node aborted (process.abort(); the report used the D1 crash, fixed since)');

f4(182, 'sandbox: server left idle 25 s (PDEATHSIG tied to a worker thread?)', 'server alive and usable after 25 s idle (idleTimeoutMs default 300 s)', async (h) => {
  const { vm, pids } = await sandboxVm(h);
  await sleep(25000);
  const still = pids.every(alive);
  const r = await vm.exec('cat /mnt/sandbox/a; echo rc=$?');
  return [`SERVER ${pids} ALIVE_AFTER_IDLE ${still} USE ${JSON.stringify(r.stdout)}`, still && r.stdout === 'hi\nrc=0\n'];
}, { timeoutMs: 90_000 });
f4(183, 'sandbox: SIGSTOPped server, `agentos-sandbox run-command` (request timeout 30 s default)', 'fails within ~timeoutMs', async (h) => {
  const { vm, pids } = await sandboxVm(h);
  for (const p of pids) process.kill(p, 'SIGSTOP');
  const [r, ms] = await h.timed(() => vm.exec('agentos-sandbox run-command --command true; echo rc=$?', { timeoutMs: 90000 }));
  for (const p of pids) { try { process.kill(p, 'SIGCONT'); } catch { /* gone */ } }
  return [`SERVER ${pids} RUNCMD ${ms}ms ${JSON.stringify(r.stdout + r.stderr).slice(0, 160)}`, ms < 36000 && /rc=[1-9]/.test(r.stdout)];
}, { timeoutMs: 120_000 });

function cacheCase(n, label, corrupt) {
  f4(n, `compiled-module cache corruption: .cwasm ${label}`, 'detected → recompiled (or clean error); never a crash', async (h) => {
    const cacheDir = h.tmp('cache');
    const cmdDir = h.tmp('cmd');
    const { op, I32 } = h.enc;
    const hi = h.enc.encodeModule({
      imports: [{ module: 'wasi_snapshot_preview1', name: 'proc_exit', params: [I32], results: [] }, { module: 'wasi_snapshot_preview1', name: 'fd_write', params: [I32, I32, I32, I32], results: [I32] }],
      memories: [{ min: 1, export: 'memory' }],
      funcs: [{ export: '_start', body: [...Array.from({ length: 3000 }, (_, i) => [...op.i32(4096 + (i % 1000) * 4), ...op.i32(i * 7), ...op.i32Store()]).flat(), ...op.i32(1), ...op.i32(16), ...op.i32(1), ...op.i32(32), ...op.call(1), ...op.call(0)] }],
      data: [{ offset: 16, bytes: Buffer.from([24, 0, 0, 0, 10, 0, 0, 0, ...Buffer.from('cached-ok\n')]) }],
    });
    fs.writeFileSync(path.join(cmdDir, 'hi'), hi);
    const body = `
const vm = await AgentOs.create({ software: [...software, { name: 'rel-hi', commandDir: ${JSON.stringify(cmdDir)}, commands: [{ name: 'hi', permissionTier: 'isolated' }] }], moduleCacheDir: ${JSON.stringify(cacheDir)} });
const r = await vm.exec('hi; echo rc=$?');
await vm.dispose();
report(r.stdout);
`;
    const prime = await h.nodeChild(body);
    const arts = fs.readdirSync(cacheDir, { recursive: true }).map((f) => path.join(cacheDir, f)).filter((f) => f.endsWith('.cwasm'));
    for (const a of arts) { const b = fs.readFileSync(a); corrupt(b); fs.writeFileSync(a, b); }
    const next = await h.nodeChild(body);
    const obs = `prime: ${JSON.stringify(prime.report)} | ${arts.length} artifact(s) corrupted | next process: ${next.signal ? `NODE PROCESS DIED (${next.signal})` : JSON.stringify(next.report)}`;
    return [obs, !next.signal && next.report === 'cached-ok\nrc=0\n'];
  }, { timeoutMs: 180_000 });
}
cacheCase(184, 'truncated to half', (b) => b.fill(0, b.length >> 1));
cacheCase(185, '1000 random bytes flipped in the second half', (b) => { for (let i = 0; i < 1000; i++) { const j = (b.length >> 1) + Math.floor(Math.random() * (b.length >> 1)); b[j] ^= 0xff; } });
cacheCase(186, 'every byte of the .text section zeroed (16 KiB at offset 4096)', (b) => b.fill(0, 4096, Math.min(20480, b.length)));
cacheCase(187, 'replaced with random bytes of the same length', (b) => { for (let i = 0; i < b.length; i++) b[i] = Math.floor(Math.random() * 256); });

f4(188, 'moduleCacheDir below a regular file', 'works without the disk cache', async (h) => {
  const d = h.tmp('file');
  fs.writeFileSync(path.join(d, 'f'), 'x');
  const vm = await h.vm({ moduleCacheDir: path.join(d, 'f', 'cache') });
  const r = await vm.exec('echo cached-ok; echo rc=$?');
  return [h.fmt(r), r.stdout === 'cached-ok\nrc=0\n'];
});
f4(189, 'moduleCacheDir on an unwritable path (/proc)', 'works without the disk cache', async (h) => {
  const vm = await h.vm({ moduleCacheDir: '/proc/agentos-cache' });
  const r = await vm.exec('echo cached-ok; echo rc=$?');
  return [h.fmt(r), r.stdout === 'cached-ok\nrc=0\n'];
});
f4(190, 'software commandDir holding a FIFO as a command file', 'create rejects (ENOEXEC) or skips it; never blocks the event loop', async (h) => {
  const d = h.tmp('fifo');
  const { execFileSync } = await import('node:child_process');
  execFileSync('mkfifo', [path.join(d, 'evil')]);
  const [r, gap] = await h.tickGap(() => h.code(h.AgentOs.create({ software: [{ name: 'evil', commandDir: d, commands: [{ name: 'evil' }] }] }).then(async (vm) => { const x = await vm.exec('evil; echo rc=$?').catch((e) => e.code); await vm.dispose(); return x; })));
  return [`${r} longest event-loop gap ${gap}ms`, gap < 1000 && (r.startsWith('ENOEXEC') || r.includes('rc=12'))];
});
f4(191, 'commandDir entries symlinked to /dev/zero and /dev/urandom', 'ENOEXEC at create; no unbounded read', async (h) => {
  const d = h.tmp('zero');
  fs.symlinkSync('/dev/zero', path.join(d, 'zero'));
  fs.symlinkSync('/dev/urandom', path.join(d, 'rnd'));
  const rss0 = h.rssMiB();
  const [r, ms] = await h.timed(() => h.code(h.AgentOs.create({ software: [{ name: 'z', commandDir: d, commands: [{ name: 'zero' }, { name: 'rnd' }] }] }).then(async (vm) => { const x = await vm.exec('zero; echo rc=$?').catch((e) => e.code); await vm.dispose(); return x; })));
  return [`${r} ${ms}ms rss +${h.rssMiB() - rss0} MiB`, (r.startsWith('ENOEXEC') || /rc=12/.test(r)) && h.rssMiB() - rss0 < 200];
});
f4(192, 'sandbox timeoutMs 2000, server SIGSTOPped: `agentos-sandbox run-command` vs list-processes vs mount read', 'each fails within ~timeoutMs (2 s)', async (h) => {
  const { vm, pids } = await sandboxVm(h, { timeoutMs: 2000 });
  for (const p of pids) process.kill(p, 'SIGSTOP');
  const out = [];
  let worst = 0;
  for (const cmd of ['agentos-sandbox run-command --command true', 'agentos-sandbox list-processes', 'cat /mnt/sandbox/a']) {
    const [r, ms] = await h.timed(() => vm.exec(`${cmd}; echo rc=$?`, { timeoutMs: 60000 }));
    out.push(`${cmd}: ${ms}ms ${r.stdout.trim()}`);
    worst = Math.max(worst, ms);
  }
  for (const p of pids) { try { process.kill(p, 'SIGCONT'); } catch { /* gone */ } }
  return [out.join(' | '), worst < 6000];
}, { timeoutMs: 120_000 });
f4(193, 'sandbox server SIGSTOPped: host spawn() with cwd inside the sandbox mount', 'bounded by the request timeout; the JS thread is not blocked', async (h) => {
  const { vm, pids } = await sandboxVm(h, { timeoutMs: 3000 });
  await vm.exec('mkdir -p /mnt/sandbox/d');
  for (const p of pids) process.kill(p, 'SIGSTOP');
  const [r, gap] = await h.tickGap(async () => {
    try {
      const { pid } = vm.spawn('pwd', [], { cwd: '/mnt/sandbox/d' });
      return `exit ${await vm.waitProcess(pid)}`;
    } catch (e) { return e.code; }
  });
  for (const p of pids) { try { process.kill(p, 'SIGCONT'); } catch { /* gone */ } }
  return [`spawn → ${r}; longest event-loop gap ${gap} ms`, gap < 1000];
}, { timeoutMs: 90_000 });
f4(194, 'guest killed while it waits on a JS-driver call (driver answers after 3 s)', 'reaped when the call settles; VM otherwise usable meanwhile', async (h) => {
  const vm = await h.vm({ mounts: [{ path: '/mnt/js', driver: h.mapDriver({ async stat(p) { return p === '/' ? { isDirectory: true } : { isFile: true, size: 3 }; }, async readFile() { await sleep(3000); return Buffer.from('abc'); } }) }] });
  const out = [];
  const { pid } = vm.spawn('cat', ['/mnt/js/f'], { onStdout: (d) => out.push(Buffer.from(d)) });
  await sleep(300);
  const t0 = Date.now();
  await vm.killProcess(pid);
  const [o, oms] = await h.timed(() => vm.exec('echo other'));
  const code = await vm.waitProcess(pid);
  return [`killed → exit ${code} after ${Date.now() - t0} ms; other exec meanwhile ${oms} ms; output ${JSON.stringify(Buffer.concat(out).toString())}`, code === 137 && o.stdout === 'other\n' && oms < 1500];
});
f4(201, 'host readdirRecursive over a JS driver whose tree never ends (every dir contains "a")', 'stops at the 4096-byte path limit (ENAMETOOLONG) or a depth cap; Node alive', async (h) => {
  const driver = { async readDir() { return ['a']; }, async stat() { return { isDirectory: true }; }, async readFile() { return ''; }, async writeFile() {}, async mkdir() {}, async removeFile() {}, async removeDir() {}, async rename() {} };
  const vm = await h.vm({ mounts: [{ path: '/mnt/js', driver }] });
  const [r, ms] = await h.timed(() => h.code(vm.readdirRecursive('/mnt/js')));
  return [`${r} after ${ms}ms`, r === 'ENAMETOOLONG'];
}, { timeoutMs: 200_000 });
