// First-ever exec of every command on an empty module cache (issue 24), for the published command
// set and ours, in two ways:
//   - "installed": the install step (`AgentOs.precompile`, what `npm run demo`/`npm test` run
//     through scripts/ensure.mjs) first, then a fresh Node process runs each command once;
//   - "no install step": a fresh Node process on an empty cache runs each command once right after
//     create, while the runtime's background warmer compiles the rest.
// Each command runs as `<cmd> --help </dev/null` (its exit status does not matter, only that it
// starts); p50/p99 over the commands, ms from exec to result. Then each command once more in the
// same VM (compiled now): first − warm is what the empty cache cost, apart from the command's
// own work (`pip --help` imports ~500 modules, ~0.5 s of CPython start-up even natively). Every
// Node process is fresh, every cache dir new. Standalone: `node bench/cold-start.mjs`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRow, flushRows } from './rows.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');

const SETS = [
  ['published', '@rivet-dev/agent-os-common'],
  ['ours', '@rivet-dev/agentos-common'],
];

/** Runs `code` (an ES module body) in a fresh Node process; returns its last stdout line as JSON. */
function child(code, env) {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30 * 60 * 1000,
    maxBuffer: 64 << 20,
  });
  if (r.status !== 0) throw new Error(`child failed (${r.status ?? r.signal}): ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

const pct = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

const runAll = (pkg) => `
  import { AgentOs } from ${JSON.stringify(path.join(root, 'index.mjs'))};
  import set from ${JSON.stringify(pkg)};
  const dir = process.env.AGENTOS_MODULE_CACHE_DIR;
  const t0 = performance.now();
  const vm = await AgentOs.create({ software: [set], moduleCacheDir: dir });
  const create = performance.now() - t0;
  const names = [...new Set(set.flatMap((d) => d.commands.map((c) => c.name)))]
    .filter((n) => /^[a-z0-9][a-z0-9_.+-]*$/.test(n) && n !== 'sh' && n !== 'bash');
  const run = async (name) => {
    const t = performance.now();
    await vm.exec(name + ' --help </dev/null >/dev/null 2>&1', { timeoutMs: 20000 });
    return performance.now() - t;
  };
  const times = [];
  for (const name of names) times.push(await run(name));
  // The same again, modules now compiled: what each command costs on its own. first - warm is
  // the cold start.
  const warm = [];
  for (const name of names) warm.push(await run(name));
  const slow = names.map((n, i) => [n, Math.round(times[i]), Math.round(warm[i])]).filter(([, ms]) => ms > 500);
  await vm.dispose();
  console.log(JSON.stringify({ create, times, warm, slow }));
`;

const rows = [];
for (const [label, pkg] of SETS) {
  // Installed: the install step, then a fresh process.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-cold-'));
  const t0 = performance.now();
  const report = child(`
    import { AgentOs } from ${JSON.stringify(path.join(root, 'index.mjs'))};
    import set from ${JSON.stringify(pkg)};
    console.log(JSON.stringify(AgentOs.precompile([set], { moduleCacheDir: process.env.AGENTOS_MODULE_CACHE_DIR })));
  `, { AGENTOS_MODULE_CACHE_DIR: dir });
  const install = performance.now() - t0;
  const installed = child(runAll(pkg), { AGENTOS_MODULE_CACHE_DIR: dir });
  fs.rmSync(dir, { recursive: true, force: true });
  // No install step: empty cache, the warmer starts at create.
  const dir2 = fs.mkdtempSync(path.join(os.tmpdir(), 'agentos-cold-'));
  const bare = child(runAll(pkg), { AGENTOS_MODULE_CACHE_DIR: dir2 });
  fs.rmSync(dir2, { recursive: true, force: true });

  rows.push([`${label}: install step (precompile ${report.compiled} modules)`, (install / 1000).toFixed(1) + ' s', '', '']);
  for (const [how, r] of [['installed', installed], ['no install step', bare]]) {
    const p50 = pct(r.times, 0.5);
    const p99 = pct(r.times, 0.99);
    rows.push([`${label}, ${how}: first exec of each of ${r.times.length} commands`, p50.toFixed(0) + ' ms', p99.toFixed(0) + ' ms',
      r.slow.length ? `${r.slow.length} over 500 ms (first/warm ms): ${r.slow.slice(0, 6).map(([n, ms, w]) => `${n} ${ms}/${w}`).join(', ')}${r.slow.length > 6 ? ', …' : ''}` : 'none over 500 ms']);
    const extra = r.times.map((t, i) => t - r.warm[i]);
    rows.push([`${label}, ${how}: cold-start cost (first exec − warm exec)`, pct(extra, 0.5).toFixed(0) + ' ms', pct(extra, 0.99).toFixed(0) + ' ms', '']);
    benchRow({ name: `first-ever exec of each ${label} command, ${how} (empty module cache)`, p50, p99, n: r.times.length, target: how === 'installed' ? '≤ 500 ms p99' : '' });
    benchRow({ name: `cold-start cost of each ${label} command, ${how} (first − warm exec)`, p50: pct(extra, 0.5), p99: pct(extra, 0.99), n: r.times.length, target: how === 'installed' ? '≤ 500 ms p99' : '' });
  }
}

console.log('First-ever exec of each command on an empty module cache (fresh Node process per row)');
console.log('| case | p50 | p99 | notes |');
console.log('|---|---:|---:|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
flushRows();
