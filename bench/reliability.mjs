// The attack pass of reliability-findings.md ("Every case", 203 cases), rerun against this build.
// Each case (bench/reliability/cases-*.mjs) is a small function with the report's number,
// category and expectation; it observes the real behaviour and computes held/FAIL from it. Every
// case runs in its own child Node process, so a case that takes Node down is a
// "FAIL (Node died)" row, not a dead run. A report generator, not a test suite.
//
//   node bench/reliability.mjs                      every case, one child process at a time
//   node bench/reliability.mjs 37 98-101 4-faults   only these cases or categories
//   node bench/reliability.mjs --out docs/reliability.md   also write the table there (with a
//                                                   subset: only those rows change)
//   node bench/reliability.mjs --jobs 2             two cases at a time
//
// Load and fuzz cases (categories 5 and 6, and the scale figures of 155, 156, 158) run at a
// reduced size (issue 26 owns the full-size runs); their rows say so.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES, helpers } from './reliability/common.mjs';
import './reliability/cases-escape.mjs';
import './reliability/cases-wasi.mjs';
import './reliability/cases-perms.mjs';
import './reliability/cases-resources.mjs';
import './reliability/cases-faults.mjs';
import './reliability/cases-load.mjs';

const self = fileURLToPath(import.meta.url);
const argv = process.argv.slice(2);

if (argv[0] === '--case') {
  // Child: run one case, print its RESULT line.
  const entry = CASES.get(Number(argv[1]));
  const h = await helpers();
  const events = [];
  process.on('unhandledRejection', (e) => events.push(`unhandledRejection: ${safe(e)}`));
  process.on('uncaughtException', (e) => events.push(`uncaughtException: ${safe(e)}`));
  let out;
  try {
    const [observed, held, note] = await entry.fn(h);
    out = { observed, held: Boolean(held), note };
  } catch (e) {
    out = { observed: `threw ${safe(e).slice(0, 300)}`, held: false };
  }
  if (events.length && !entry.allowEvents) {
    out.observed += ` | host events: ${events.slice(0, 3).join('; ').slice(0, 200)}`;
    out.held = false;
  }
  process.stdout.write(`\nRESULT ${JSON.stringify(out)}\n`);
  await Promise.race([h.cleanup(), new Promise((r) => setTimeout(r, 15000))]);
  process.exit(0);
}

function safe(e) {
  try { return String(e?.stack ?? e); } catch { return '<unprintable>'; }
}

function selected() {
  const sel = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out' || argv[i] === '--jobs') i += 1;
    else if (!argv[i].startsWith('--')) sel.push(argv[i]);
  }
  if (!sel.length) return [...CASES.keys()].sort((a, b) => a - b);
  const out = new Set();
  for (const s of sel) {
    const m = /^(\d+)-(\d+)?$/.exec(s);
    if (/^\d+$/.test(s)) out.add(Number(s));
    else if (m && m[2]) for (let i = Number(m[1]); i <= Number(m[2]); i++) out.add(i);
    else for (const e of CASES.values()) if (e.cat.startsWith(s)) out.add(e.n);
  }
  return [...out].filter((n) => CASES.has(n)).sort((a, b) => a - b);
}

function runChild(entry) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const p = spawn(process.execPath, ['--expose-gc', self, '--case', String(entry.n)], { stdio: ['ignore', 'pipe', 'pipe'], cwd: path.dirname(path.dirname(self)) });
    let out = '';
    let err = '';
    p.stdout.on('data', (d) => { out += d; });
    p.stderr.on('data', (d) => { err += d; });
    const timer = setTimeout(() => p.kill('SIGKILL'), entry.timeoutMs + 30_000);
    p.on('exit', (status, signal) => {
      clearTimeout(timer);
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      const ms = Date.now() - t0;
      if (line) return resolve({ ...JSON.parse(line.slice(7)), ms });
      const why = signal === 'SIGKILL' && ms > entry.timeoutMs ? `HANG: no result after ${ms} ms` : `NODE PROCESS DIED (${signal ?? `exit ${status}`}): ${err.trim().split('\n').slice(-2).join(' ').slice(0, 200)}`;
      resolve({ observed: why, held: false, died: true, ms });
    });
  });
}

const list = selected();
const jobsAt = argv.indexOf('--jobs');
const jobs = jobsAt >= 0 ? Number(argv[jobsAt + 1]) : 1;
const results = new Map();
let next = 0;
async function worker() {
  while (next < list.length) {
    const entry = CASES.get(list[next++]);
    const r = await runChild(entry);
    results.set(entry.n, r);
    const verdict = r.held ? 'held' : entry.byDesign ? 'FAIL (by design)' : r.died ? 'FAIL (Node died)' : 'FAIL';
    process.stderr.write(`[${verdict}] ${entry.n} ${entry.name.slice(0, 70)} (${r.ms} ms)\n`);
  }
}
await Promise.all(Array.from({ length: jobs }, worker));

const cell = (s) => String(s ?? '').replace(/\n/g, ' ⏎ ').replace(/\|/g, '\\|');
const outAt = argv.indexOf('--out');
const outFile = outAt >= 0 ? argv[outAt + 1] : null;
const begin = '<!-- reliability-table:begin -->';
const end = '<!-- reliability-table:end -->';
const old = outFile && fs.existsSync(outFile) ? fs.readFileSync(outFile, 'utf8') : '';
// Rows of cases not rerun now are kept from the file (--out with a subset updates those rows only).
const rowOf = new Map();
if (old.includes(begin)) {
  for (const line of old.slice(old.indexOf(begin), old.indexOf(end)).split('\n')) {
    const m = /^\| (\d+) \| ([^|]+) \|/.exec(line);
    if (m && CASES.has(Number(m[1]))) rowOf.set(Number(m[1]), line);
  }
}
for (const n of list) {
  const e = CASES.get(n);
  const r = results.get(n);
  const verdict = r.held ? 'held' : e.byDesign ? 'FAIL (by design)' : r.died ? '**FAIL (Node died)**' : '**FAIL**';
  const note = [e.note, r.note, !r.held && e.byDesign ? `by design: ${e.byDesign}` : ''].filter(Boolean).join('; ');
  rowOf.set(n, `| ${n} | ${e.cat} | ${cell(e.name)} | ${cell(e.expected)} | ${cell(r.observed)} | ${verdict} | ${cell(note)} |`);
}
const shown = [...rowOf.keys()].sort((a, b) => a - b);
const rows = shown.map((n) => rowOf.get(n));
const counts = new Map();
for (const n of shown) {
  const k = CASES.get(n).cat;
  const verdict = rowOf.get(n).split(' | ').at(-2);
  const t = counts.get(k) ?? { cases: 0, held: 0, failed: 0, byDesign: 0, died: 0 };
  t.cases += 1;
  if (verdict === 'held') t.held += 1;
  else if (verdict.includes('by design')) t.byDesign += 1;
  else { t.failed += 1; if (verdict.includes('Node died')) t.died += 1; }
  counts.set(k, t);
}
const all = { cases: 0, held: 0, failed: 0, byDesign: 0, died: 0 };
const summary = ['| category | cases | held | failed | failed by design | of which Node died |', '|---|---:|---:|---:|---:|---:|'];
for (const [k, t] of [...counts].sort()) {
  summary.push(`| ${k} | ${t.cases} | ${t.held} | ${t.failed} | ${t.byDesign} | ${t.died} |`);
  for (const f of Object.keys(all)) all[f] += t[f];
}
summary.push(`| **all** | **${all.cases}** | **${all.held}** | **${all.failed}** | **${all.byDesign}** | **${all.died}** |`);
const missing = [];
for (let i = 1; i <= 203; i++) if (!CASES.has(i)) missing.push(i);
const text = [
  `${shown.length} of the report's 203 cases (${list.length} rerun on ${new Date().toISOString().slice(0, 10)} by \`node bench/reliability.mjs\`, Node ${process.version}).`,
  ...(missing.length ? [`Cases without a script here: ${missing.join(', ')}.`] : []),
  '',
  ...summary,
  '',
  '| # | Cat. | Case | Expected | Observed | Result | Note |',
  '|---:|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
process.stdout.write(`${text}\n`);
if (outFile) {
  const body = `${begin}\n${text}${end}`;
  fs.writeFileSync(outFile, old.includes(begin) ? old.replace(new RegExp(`${begin}[\\s\\S]*${end}`), body) : `${old}${body}\n`);
}
