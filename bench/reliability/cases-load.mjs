// Categories 5 and 6 of the attack pass (cases 195-200), at a reduced size: load (byte-exact
// streams, create/dispose leaks, concurrent pipelines) and two small fuzzers (the JS API, the shell
// grammar). The full-size runs belong to issue 26 (bench/scale.mjs and its fuzzers).
import { c, crypto, sleep } from './common.mjs';

const settle = async () => { for (let i = 0; i < 3; i++) { globalThis.gc?.(); await sleep(30); } };

c(195, '5-load', '100 spawns (20 at a time) with streaming output checked byte-exact: `cat` fed 256 KiB of random bytes, and `seq 1 20000`', 'every stream byte-exact, onExit after the last chunk', async (h) => {
  const vm = await h.vm();
  const seq = `${Array.from({ length: 20000 }, (_, i) => i + 1).join('\n')}\n`;
  let ok = 0; let wrong = 0; let late = 0;
  const one = async (i) => {
    const input = crypto.randomBytes(256 * 1024);
    const chunks = [];
    let exited = false;
    const done = new Promise((resolve) => {
      const args = i % 2 ? ['seq', ['1', '20000']] : ['cat', []];
      const { pid } = vm.spawn(args[0], args[1], { onStdout: (d) => { if (exited) late++; chunks.push(Buffer.from(d)); }, onExit: () => { exited = true; resolve(); } });
      if (!(i % 2)) vm.writeProcessStdin(pid, input).then(() => vm.closeProcessStdin(pid));
    });
    await done;
    const out = Buffer.concat(chunks);
    if (out.equals(i % 2 ? Buffer.from(seq) : input)) ok++; else wrong++;
  };
  const [, ms] = await h.timed(async () => { for (let b = 0; b < 100; b += 20) await Promise.all(Array.from({ length: 20 }, (_, k) => one(b + k))); });
  return [`ok=${ok} wrong=${wrong} chunks-after-exit=${late}; wall ${ms} ms`, ok === 100 && late === 0];
}, { note: 'reduced: 100 spawns (the report: 1,000)' });

c(196, '5-load', '1,000 create/dispose cycles (bare VM), RSS growth per cycle', '≤ 64 KiB per VM lifecycle (the reference leak gate)', async (h) => {
  for (let i = 0; i < 100; i++) await (await h.AgentOs.create({ software: h.software })).dispose();
  await settle();
  const r0 = process.memoryUsage().rss;
  const [, ms] = await h.timed(async () => { for (let i = 0; i < 1000; i++) await (await h.AgentOs.create({ software: h.software })).dispose(); });
  await settle();
  const per = (process.memoryUsage().rss - r0) / 1024 / 1000;
  return [`${per.toFixed(2)} KiB/cycle; ${(ms / 1000).toFixed(2)} ms/cycle`, per <= 64];
}, { note: 'reduced: 1,000 cycles after 100 warm-up (the report: 10,000 after 500)' });

c(197, '5-load', '300 cycles of create + exec("echo hi | cat") + binding call + JS-driver mount + dispose, RSS per cycle', '≤ 64 KiB per VM lifecycle', async (h) => {
  const cycle = async () => {
    const vm = await h.AgentOs.create({ software: h.software, bindings: [{ name: 'b', description: 'b', bindings: { ping: { description: 'p', execute: () => 'pong' } } }], mounts: [{ path: '/mnt/js', driver: h.mapDriver() }] });
    await vm.writeFile('/mnt/js/f', 'x');
    const r = await vm.exec('echo hi | cat; agentos-b ping; cat /mnt/js/f');
    await vm.dispose();
    return r.stdout === 'hi\n{"ok":true,"result":"pong"}\nx';
  };
  for (let i = 0; i < 50; i++) await cycle();
  await settle();
  const r0 = process.memoryUsage().rss;
  let wrong = 0;
  const [, ms] = await h.timed(async () => { for (let i = 0; i < 300; i++) if (!(await cycle())) wrong++; });
  await settle();
  const per = (process.memoryUsage().rss - r0) / 1024 / 300;
  return [`${per.toFixed(2)} KiB/cycle; wrong outputs ${wrong}; ${(ms / 300).toFixed(1)} ms/cycle`, per <= 64 && wrong === 0];
}, { timeoutMs: 300_000, note: 'reduced: 300 cycles after 50 warm-up (the report: 3,000)' });

c(198, '5-load', '5 VMs × 4 concurrent execs of `cat f | tr a-z A-Z | tr -d 0-9` over a 1 MiB file (20 at once)', 'every stdout byte-exact; no error; Node RSS bounded', async (h) => {
  const vms = [];
  const expect = [];
  for (let v = 0; v < 5; v++) {
    const vm = await h.vm();
    const text = crypto.randomBytes(512 * 1024).toString('hex');
    await vm.writeFile('/tmp/f', text);
    vms.push(vm);
    expect.push(text.toUpperCase().replace(/[0-9]/g, ''));
  }
  const rss0 = h.rssMiB();
  let ok = 0; let wrong = 0; let errors = 0;
  const [, ms] = await h.timed(() => Promise.all(vms.flatMap((vm, v) => Array.from({ length: 4 }, () => vm.exec('cat /tmp/f | tr a-z A-Z | tr -d 0-9').then((r) => { if (r.stdout === expect[v]) ok++; else wrong++; }, () => { errors++; })))));
  return [`ok=${ok} wrong=${wrong} errors=${errors}; wall ${ms} ms; peak RSS +${Math.round(process.resourceUsage().maxRSS / 1024 - rss0)} MiB`, ok === 20];
}, { note: 'reduced: 20 concurrent execs (the report: 50 VMs × 20)' });

// --- fuzzers ---------------------------------------------------------------------------------
function rng(seed) {
  let x = BigInt(seed) || 1n;
  return () => { x ^= (x << 13n) & 0xffffffffffffffffn; x ^= x >> 7n; x ^= (x << 17n) & 0xffffffffffffffffn; return Number(x & 0xffffffffn) / 2 ** 32; };
}

c(199, '6-fuzz', 'JS API fuzzer: 3,000 random calls (paths, option objects, drivers, binding argv) against one VM', '0 crashes, 0 hangs, only AgentOsError rejections', async (h) => {
  const { AgentOsError } = await import('../../index.mjs');
  const r = rng(0x5eed);
  const pick = (a) => a[Math.floor(r() * a.length)];
  const junk = () => pick([undefined, null, 0, -1, NaN, Infinity, 1.5, '', 'x', '/', '..', '/tmp/../..', '\0', 'a'.repeat(5000), '/tmp/' + 'a/'.repeat(3000), {}, [], { recursive: 'yes' }, { maxDepth: -1 }, { timeoutMs: -5 }, () => {}, Symbol('s'), 10n, '\ud800', '/mnt/js/x', '/dev/null', '/proc', Buffer.from('x')]);
  const vm = await h.vm({ mounts: [{ path: '/mnt/js', driver: h.mapDriver({ async stat() { return pick([null, { isDirectory: true }, { size: -1 }, 5]); } }) }] });
  const methods = ['readFile', 'writeFile', 'readdir', 'readdirRecursive', 'stat', 'lstat', 'exists', 'mkdir', 'delete', 'move', 'readFiles', 'writeFiles', 'exec', 'spawn', 'killProcess', 'waitProcess', 'getProcess', 'writeProcessStdin', 'mountFs', 'unmountFs'];
  const kinds = {};
  let resolved = 0; let aoe = 0; let hangs = 0; let other = 0;
  for (let i = 0; i < 3000; i++) {
    const m = pick(methods);
    const args = Array.from({ length: 1 + Math.floor(r() * 3) }, junk);
    let p;
    try { p = Promise.resolve(vm[m](...args)); } catch (e) { p = Promise.reject(e); }
    const t = await Promise.race([p.then(() => 'ok', (e) => e), sleep(8000).then(() => 'HANG')]);
    if (t === 'ok') resolved++;
    else if (t === 'HANG') hangs++;
    else if (t instanceof AgentOsError) aoe++;
    else { other++; kinds[`${m}:${t?.constructor?.name}`] = String(t?.message ?? t).slice(0, 60); }
  }
  const u = (await vm.exec('echo ok').catch(() => ({}))).stdout === 'ok\n';
  return [`inputs=3000 resolved=${resolved} AgentOsError=${aoe} non-AgentOsError=${other} hangs=${hangs} usable=${u}; non-AOE kinds: ${JSON.stringify(kinds).slice(0, 200)}`, other === 0 && hangs === 0];
}, { timeoutMs: 600_000, note: 'reduced: 3,000 calls (the report: 352,651 in 364 s)' });

c(200, '6-fuzz', 'shell grammar fuzzer: 300 random command lines through exec (timeout 500 ms)', '0 crashes, 0 hangs beyond the timeout, VM stays usable, no non-AgentOsError', async (h) => {
  const r = rng(0xc0ffee);
  const pick = (a) => a[Math.floor(r() * a.length)];
  const words = ['echo', 'cat', 'ls', 'true', 'false', 'seq 3', 'wc -l', 'grep a', 'sort', 'head -1', 'tr a b', 'sed s/a/b/', 'awk "{print}"', 'jq .', 'yes', 'sleep 1', 'printf %s', 'x=1', '$x', '"$(echo a)"', '$((1+2))', '${x:-d}', '*', '/tmp/*', '<<< hi', '> /tmp/o', '< /etc/passwd', '2>&1', 'cd /tmp', 'f(){ echo f; }', 'f', 'agentos list-bindings'];
  const ops = [' | ', ' && ', ' || ', '; ', ' & ', ' '];
  const line = () => {
    if (r() < 0.04) return String.fromCharCode(...Array.from({ length: 30 }, () => 32 + Math.floor(r() * 95)));
    const n = 1 + Math.floor(r() * 5);
    let s = pick(words);
    for (let i = 1; i < n; i++) s += pick(ops) + pick(words);
    if (r() < 0.1) s = `( ${s} )`;
    if (r() < 0.1) s = `if ${s}; then echo y; fi`;
    if (r() < 0.05) s = `for i in 1 2; do ${s}; done`;
    return s;
  };
  const vm = await h.vm();
  const exits = {};
  let hangs = 0; let other = 0; let aoe = 0;
  for (let i = 0; i < 300; i++) {
    const cmd = line();
    const t0 = Date.now();
    const res = await Promise.race([vm.exec(cmd, { timeoutMs: 500 }).then((x) => x, (e) => e), sleep(15000).then(() => 'HANG')]);
    if (res === 'HANG' || Date.now() - t0 > 10000) hangs++;
    else if (res instanceof Error) { if (res.code) aoe++; else other++; }
    else exits[res.exitCode] = (exits[res.exitCode] ?? 0) + 1;
  }
  const u = (await vm.exec('echo ok')).stdout === 'ok\n';
  return [`inputs=300 exit codes=${JSON.stringify(exits)} hangs=${hangs} AgentOsError=${aoe} non-AOE=${other} usable=${u}`, hangs === 0 && other === 0 && u];
}, { timeoutMs: 600_000, note: 'reduced: 300 lines (the report: 11,640 in 240 s)' });
