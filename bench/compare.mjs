// Side-by-side comparison with the reference implementation and native tools (issue 6).
//
// Runs bench/workloads.mjs three times in one run, each in its own Node process: `ours` on this Node
// (20+), `reference` (the published @rivet-dev/agent-os-core@0.1.1 with the same
// @rivet-dev/agent-os-common) on Node 22, and `native` (child_process and fs on the host). The
// reference and Node 22 (the `node` npm package) are installed on first use into bench/.reference/,
// a scratch folder that is gitignored and never a dependency of the product.
//
//   node bench/compare.mjs       # the comparison alone: prints the table, writes results.json and chart.png
//   npm run bench                # bench/run.mjs calls report() below with its own rows
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const refDir = path.join(here, '.reference');
const REFERENCE_CORE = '0.1.1';

function log(message) {
  console.error(`[compare] ${message}`);
}

function uptime() {
  const r = spawnSync('uptime', { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : `load average: ${os.loadavg().map((x) => x.toFixed(2)).join(', ')}`;
}

// ----- the reference, installed once into bench/.reference -----

function installedVersion(name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(refDir, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

/** Installs Node 22 and the reference into bench/.reference when missing; returns the node binary. */
export function ensureReference() {
  const ours = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const common = ours.devDependencies['@rivet-dev/agent-os-common'];
  const wanted = {
    node: '22',
    '@rivet-dev/agent-os-core': REFERENCE_CORE,
    // The same commands (WASM binaries) as ours, so the comparison is of the two runtimes.
    '@rivet-dev/agent-os-common': common,
  };
  const nodeBin = path.join(refDir, 'node_modules', 'node', 'bin', 'node');
  const ok = installedVersion('node')?.startsWith('22.')
    && installedVersion('@rivet-dev/agent-os-core') === REFERENCE_CORE
    && installedVersion('@rivet-dev/agent-os-common') === common
    && fs.existsSync(nodeBin);
  if (!ok) {
    log(`installing the reference into ${path.relative(root, refDir)}/ (first run): ${Object.entries(wanted).map(([k, v]) => `${k}@${v}`).join(' ')}`);
    fs.mkdirSync(refDir, { recursive: true });
    fs.writeFileSync(path.join(refDir, 'package.json'), `${JSON.stringify({
      name: 'agentos-bench-reference',
      private: true,
      description: 'Scratch install for bench/compare.mjs: the reference implementation and Node 22. Not part of the product.',
      dependencies: wanted,
    }, null, 2)}\n`);
    const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock'], { cwd: refDir, stdio: ['ignore', 'inherit', 'inherit'] });
    if (r.status !== 0) throw new Error(`npm install in ${refDir} failed (${r.status ?? r.signal})`);
  }
  const v = spawnSync(nodeBin, ['-v'], { encoding: 'utf8' }).stdout?.trim();
  if (!v?.startsWith('v22.')) throw new Error(`${nodeBin} -v printed ${v}, expected v22`);
  return nodeBin;
}

// ----- running the workloads -----

function runWorkloads(impl, nodeBin) {
  const out = path.join(os.tmpdir(), `agentos-bench-${impl}-${process.pid}.json`);
  const load = uptime();
  log(`${impl} on ${nodeBin === process.execPath ? `Node ${process.version}` : nodeBin} — ${load}`);
  return new Promise((resolve) => {
    const child = spawn(nodeBin, ['--expose-gc', '--no-warnings', path.join(here, 'workloads.mjs'), impl, '--out', out], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20 * 60 * 1000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      let doc;
      try {
        doc = JSON.parse(fs.readFileSync(out, 'utf8'));
        fs.rmSync(out, { force: true });
      } catch {
        doc = { impl, results: { fatal: `workloads.mjs ${impl} exited with ${code ?? signal} and wrote no results` } };
      }
      doc.uptime = load;
      resolve(doc);
    });
  });
}

/** Runs ours, the reference and the native yardsticks; returns the three result documents. */
export async function runComparison() {
  const runs = {};
  runs.ours = await runWorkloads('ours', process.execPath);
  try {
    runs.reference = await runWorkloads('reference', ensureReference());
  } catch (e) {
    log(`reference not run: ${e.message}`);
    runs.reference = { impl: 'reference', results: { fatal: e.message } };
  }
  runs.native = await runWorkloads('native', process.execPath);
  if (runs.native.results.docker?.skipped) log(`docker rows skipped: ${runs.native.results.docker.skipped}`);
  return runs;
}

// ----- the table -----

const ms = (x) => (x === undefined ? '' : x >= 100 ? `${x.toFixed(0)} ms` : x >= 1 ? `${x.toFixed(2)} ms` : `${x.toFixed(3)} ms`);
const times = (x) => (x >= 100 ? `${x.toFixed(0)}×` : x >= 10 ? `${x.toFixed(1)}×` : x >= 0.1 ? `${x.toFixed(2)}×` : `${x.toPrecision(2)}×`);

/**
 * One cell for a measurement: the number, or why there is none. Errors are shown, never hidden:
 * a row whose samples all failed says so (with how long the failing runs took).
 */
function cell(m, key = 'p50') {
  if (!m) return { text: 'not run' };
  if (m.n === 0) return { text: `fails: ${m.error}${m.failedP50 !== undefined ? ` (failing runs took ${ms(m.failedP50)})` : ''}`, failed: true };
  const note = m.errors ? ` (${m.errors} of ${m.n + m.errors} failed: ${m.error})` : '';
  return { text: `${ms(m[key])}${key === 'p50' ? note : ''}`, value: m[key] };
}

const WORKLOADS = [
  { key: 'create', name: 'VM create', target: 'ours ≥ 100× faster than the reference', ratioTarget: 100, native: 'dockerRun' },
  { key: 'echo', name: 'exec("echo hi")', target: '≥ 50× faster than the reference, ≤ native execFile("/bin/echo")', ratioTarget: 50, native: 'echo', nativeTarget: 1 },
  { key: 'pipeline', name: 'exec("cat f | grep x | wc -l"), 1 MiB file', target: '≤ 2× native sh', native: 'pipeline', nativeTarget: 2 },
  { key: 'pipelineOwnSet', name: 'the same pipeline with our commands (@rivet-dev/agentos-common)', chartName: 'the pipeline, our commands', target: '≤ 2× native sh', native: 'pipeline', nativeTarget: 2 },
  { key: 'files', name: 'writeFile + readFile 1 KiB (each pair, 1,000 files)', target: '', native: 'files' },
  { key: 'concurrent', name: '10 VMs at once, each running the pipeline (wall time)', target: '', native: 'concurrent' },
  { key: 'firstExec', name: 'new VM → first exec("echo hi") (create + exec); native: local() sandbox → first command', chartName: 'new VM → first command (native: local())', target: '', native: 'localFirst' },
  { key: 'firstExec', name: 'the same; native: docker() sandbox → first command', target: '', native: 'dockerFirst', chart: false },
];

/** The comparison rows, as data (results.json) and as table cells. */
export function comparisonRows(runs) {
  const o = runs.ours?.results ?? {};
  const r = runs.reference?.results ?? {};
  const n = runs.native?.results ?? {};
  const rows = [];
  for (const w of WORKLOADS) {
    const ours = o[w.key];
    const ref = r[w.key];
    const natRaw = w.native === 'dockerRun' ? n.docker?.run : n[w.native];
    const nat = natRaw?.skipped ? undefined : natRaw;
    const ratio = ours?.n && ref?.n ? ref.p50 / ours.p50 : undefined;
    const vsNative = ours?.n && nat?.n ? ours.p50 / nat.p50 : undefined;
    const checks = [];
    if (w.ratioTarget) checks.push(ratio !== undefined ? ratio >= w.ratioTarget : null);
    if (w.nativeTarget) checks.push(vsNative !== undefined ? vsNative <= w.nativeTarget : null);
    rows.push({
      key: w.key,
      workload: w.name,
      ours,
      reference: ref,
      native: nat,
      nativeLabel: w.native === 'dockerRun' ? (n.docker?.image ? `docker run --rm ${n.docker.image} true` : n.docker?.skipped ?? 'docker not run')
        : natRaw?.skipped ? `skipped: ${natRaw.skipped}` : undefined,
      chart: w.chart !== false,
      chartName: w.chartName,
      referenceOverOurs: ratio,
      oursOverNative: vsNative,
      target: w.target,
      met: checks.length === 0 ? undefined : checks.includes(null) ? null : checks.every(Boolean),
    });
  }
  const mem = { key: 'idleRss', workload: 'RSS per idle VM (100 VMs)', ours: o.idleRss, reference: r.idleRss, target: '≤ 256 KiB' };
  mem.referenceOverOurs = o.idleRss?.kib && r.idleRss?.kib ? r.idleRss.kib / o.idleRss.kib : undefined;
  mem.met = o.idleRss?.kib !== undefined ? o.idleRss.kib <= 256 : null;
  rows.push(mem);
  rows.push({ key: 'lsRoot', workload: 'exec("ls /") (correctness, not timed)', ours: o.lsRoot, reference: r.lsRoot, target: 'exit 0' });
  return rows;
}

function kib(m) {
  if (!m) return 'not run';
  if (m.kib === undefined) return `fails: ${m.error}`;
  return `${m.kib.toFixed(0)} KiB${m.error ? ` (only ${m.vms} VMs: ${m.error})` : ''}`;
}

function lsCell(m) {
  if (!m) return 'not run';
  if (m.error) return `fails: ${m.error}`;
  return m.exitCode === 0 ? 'exit 0' : `exit ${m.exitCode}: ${m.stderr.replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter((l) => !/WARN could not retrieve pid/.test(l)).join(' / ')}`;
}

/** A Markdown table cell: `|` escaped. */
const cellText = (s) => String(s).replace(/\|/g, '\\|');

const metText = (m) => (m === undefined ? '' : m === null ? 'n/a' : m ? 'yes' : '**no**');

/**
 * Prints the one table: the comparison rows first, then `extra` rows measured by run.mjs for ours
 * (`{ name, p50, p99, n, target, unit, native?, nativeLabel?, reference?, referenceP99? }`, unit `ms` by default, `MiB/s`, `MiB`, `%` of a core or `count`).
 */
export function printTable(comparison, extra = [], header = '') {
  const lines = [];
  if (header) lines.push(header, '');
  lines.push('| workload | ours p50 | ours p99 | reference p50 | reference p99 | reference ÷ ours | native p50 | ours ÷ native | target | met |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---|---|');
  for (const row of comparison) {
    if (row.key === 'idleRss') {
      lines.push(`| ${row.workload} | ${kib(row.ours)} | | ${kib(row.reference)} | | ${row.referenceOverOurs ? times(row.referenceOverOurs) : ''} | | | ${row.target} | ${metText(row.met)} |`);
    } else if (row.key === 'lsRoot') {
      lines.push(`| ${cellText(row.workload)} | ${cellText(lsCell(row.ours))} | | ${cellText(lsCell(row.reference))} | | | | | ${row.target} | |`);
    } else {
      const nat = row.native ? cell(row.native).text : row.nativeLabel ?? '';
      const natText = row.nativeLabel && row.native ? `${nat} (${row.nativeLabel})` : nat;
      lines.push(`| ${cellText(row.workload)} | ${cellText(cell(row.ours).text)} | ${cell(row.ours, 'p99').text} | ${cellText(cell(row.reference).text)} | ${row.reference?.n ? cell(row.reference, 'p99').text : ''} | ${row.referenceOverOurs ? times(row.referenceOverOurs) : ''} | ${cellText(natText)} | ${row.oursOverNative ? times(row.oursOverNative) : ''} | ${row.target} | ${metText(row.met)} |`);
    }
  }
  for (const e of extra) {
    const fmt = e.unit === 'MiB/s' ? (x) => (x === undefined ? '' : `${x.toFixed(0)} MiB/s`)
      : e.unit === '%' ? (x) => (x === undefined ? '' : `${x.toFixed(1)} %`)
      : e.unit === 'MiB' ? (x) => (x === undefined ? '' : `${x.toFixed(1)} MiB`)
      : e.unit === 'count' ? (x) => (x === undefined ? '' : `${x}`) : ms;
    const nat = e.native === undefined ? '' : `${fmt(e.native)}${e.nativeLabel ? ` (${e.nativeLabel})` : ''}`;
    const ratio = e.native > 0 && e.p50 !== undefined && (e.unit ?? 'ms') === 'ms' ? times(e.p50 / e.native) : '';
    const refRatio = e.reference > 0 && e.p50 > 0 ? times(e.reference / e.p50) : '';
    lines.push(`| ${cellText(e.name)} | ${fmt(e.p50)} | ${fmt(e.p99)} | ${e.reference === undefined ? '' : fmt(e.reference)} | ${e.referenceP99 === undefined ? '' : fmt(e.referenceP99)} | ${refRatio} | ${cellText(nat)} | ${ratio} | ${cellText(e.target ?? '')} | |`);
  }
  console.log(`\n${lines.join('\n')}\n`);
}

// ----- the chart: an SVG drawn here, rasterised by @resvg/resvg-js -----

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Grouped horizontal bars, p50 on a log scale, one group per workload; returns the SVG text. */
export function chartSvg(comparison, subtitle = '') {
  const series = [
    { key: 'ours', label: 'agentOS (this package)', color: '#2563eb' },
    { key: 'reference', label: 'reference @rivet-dev/agent-os-core 0.1.1', color: '#f97316' },
    { key: 'native', label: 'native (child_process, fs, docker, local())', color: '#6b7280' },
  ];
  const rows = comparison.filter((r) => r.chart && WORKLOADS.some((w) => w.key === r.key));
  const values = rows.flatMap((r) => series.map((s) => r[s.key]?.p50).filter((x) => x > 0));
  // A decade of room below the smallest value, so that no bar is drawn as nothing.
  const lo = 10 ** (Math.floor(Math.log10(Math.min(...values))) - 1);
  const hi = 10 ** Math.ceil(Math.log10(Math.max(...values)));
  const W = 960;
  const left = 330;
  const right = 120;
  const bar = 16;
  const group = series.length * (bar + 3) + 22;
  const top = 80;
  const H = top + rows.length * group + 50;
  const x = (v) => left + ((Math.log10(v) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo))) * (W - left - right);
  const out = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="DejaVu Sans, Arial, sans-serif">`);
  out.push(`<rect width="${W}" height="${H}" fill="#ffffff"/>`);
  out.push(`<text x="20" y="28" font-size="18" font-weight="bold">agentOS vs the reference vs native: p50 latency (ms, log scale, lower is better)</text>`);
  if (subtitle) out.push(`<text x="20" y="48" font-size="12" fill="#555">${esc(subtitle)}</text>`);
  series.forEach((s, i) => {
    out.push(`<rect x="${20 + i * 300}" y="58" width="12" height="12" fill="${s.color}"/><text x="${36 + i * 300}" y="69" font-size="12">${esc(s.label)}</text>`);
  });
  for (let d = lo; d <= hi; d *= 10) {
    const gx = x(d);
    out.push(`<line x1="${gx}" y1="${top}" x2="${gx}" y2="${H - 40}" stroke="#ddd"/>`);
    out.push(`<text x="${gx}" y="${H - 24}" font-size="11" text-anchor="middle" fill="#555">${d >= 1 ? d : d.toPrecision(1)}</text>`);
  }
  rows.forEach((r, gi) => {
    const gy = top + gi * group;
    out.push(`<text x="${left - 10}" y="${gy + group / 2 - 4}" font-size="12" text-anchor="end">${esc((r.chartName ?? r.workload.replace(/ \(.*\)$/, '')).slice(0, 48))}</text>`);
    series.forEach((s, si) => {
      const m = r[s.key];
      const y = gy + si * (bar + 3);
      if (m?.p50 > 0) {
        out.push(`<rect x="${left}" y="${y}" width="${Math.max(1, x(m.p50) - left)}" height="${bar}" fill="${s.color}"/>`);
        out.push(`<text x="${x(m.p50) + 4}" y="${y + bar - 4}" font-size="11">${esc(ms(m.p50))}</text>`);
      } else {
        const why = m ? (m.n === 0 ? 'fails (wrong output or error)' : '') : 'not measured';
        out.push(`<text x="${left + 4}" y="${y + bar - 4}" font-size="11" fill="${s.color}">${esc(why)}</text>`);
      }
    });
  });
  out.push('</svg>');
  return out.join('\n');
}

export async function writeChart(comparison, file, subtitle) {
  const svg = chartSvg(comparison, subtitle);
  const { Resvg } = await import('@resvg/resvg-js');
  const fontFiles = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'].filter((f) => fs.existsSync(f));
  const png = new Resvg(svg, { font: { fontFiles, loadSystemFonts: fontFiles.length === 0, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
  fs.writeFileSync(file, png);
  return file;
}

/**
 * The whole comparison for `npm run bench`: runs the workloads, prints the one table with `extra`
 * rows appended, writes the chart, and returns what belongs in results.json.
 */
export async function report(extra = [], { chart = path.join(here, 'chart.png') } = {}) {
  const runs = await runComparison();
  const comparison = comparisonRows(runs);
  const loads = ['ours', 'reference', 'native'].map((k) => `${k}: ${runs[k]?.uptime?.replace(/^.*load average/, 'load average') ?? '?'}`).join('; ');
  printTable(comparison, extra, `Same run, ${new Date().toISOString()}, ${os.cpus().length} cores; ${loads}`);
  for (const [k, doc] of Object.entries(runs)) if (doc.results?.fatal) console.log(`${k}: ${doc.results.fatal}`);
  try {
    await writeChart(comparison, chart, `${os.cpus().length} cores, Node ${process.version} (ours) and ${runs.reference?.node ?? 'Node 22'} (reference); ${new Date().toISOString().slice(0, 10)}`);
    log(`chart written to ${path.relative(root, chart)}`);
  } catch (e) {
    log(`chart not written: ${e.message}`);
  }
  return { comparison, runs };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { comparison, runs } = await report();
  fs.writeFileSync(path.join(here, 'results.json'), JSON.stringify({ date: new Date().toISOString(), comparison, runs }, null, 2));
}
