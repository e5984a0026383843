// A 200-line bash script (bench/fixtures/script-200.sh: functions, loops, indexed and associative
// arrays, string operations, arithmetic, case, here-docs, command substitution, printf) run by the
// VM's `bash` (ours, software/crates/shell) and by the host's /bin/bash, samples alternating. The
// two outputs are compared first: a bench of a wrong answer measures nothing.
//
//   node bench/shell-script.mjs [samples]     # default 20
//
// Use a release addon for absolute numbers (`node scripts/ensure.mjs --release`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ours from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';
import { benchRow, flushRows } from './rows.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const samples = Number(process.argv[2] ?? 20);
const script = fs.readFileSync(path.join(here, 'fixtures', 'script-200.sh'));
const lines = script.toString().split('\n').length - 1;

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: pct(sorted, 50), p99: pct(sorted, 99) };
};

const vm = await AgentOs.create({ software: [ours] });
try {
  await vm.writeFile('/work/script.sh', script);
  const host = () => execFileSync('/bin/bash', [path.join(here, 'fixtures', 'script-200.sh')], { encoding: 'utf8', cwd: here });
  const guest = async () => {
    const r = await vm.exec('bash /work/script.sh', { cwd: '/work' });
    if (r.exitCode !== 0) throw new Error(`bash in the VM: exit ${r.exitCode}: ${r.stderr}`);
    return r.stdout;
  };
  const expected = host();
  const got = await guest();
  if (got !== expected) {
    console.error('the VM\'s bash and /bin/bash disagree on bench/fixtures/script-200.sh:');
    const a = expected.split('\n');
    const b = got.split('\n');
    for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) console.error(`line ${i + 1}: bash ${JSON.stringify(a[i])} vm ${JSON.stringify(b[i])}`);
    process.exit(1);
  }
  const inVm = [];
  const onHost = [];
  for (let i = 0; i < samples; i++) {
    let t = performance.now();
    await guest();
    inVm.push(performance.now() - t);
    t = performance.now();
    host();
    onHost.push(performance.now() - t);
  }
  const v = stats(inVm);
  const h = stats(onHost);
  console.log(`${lines}-line script, ${samples} runs each (output identical to /bin/bash)`);
  console.log('| run | p50 | p99 |');
  console.log('|---|---|---|');
  console.log(`| VM \`bash\` (exec) | ${v.p50.toFixed(1)} ms | ${v.p99.toFixed(1)} ms |`);
  console.log(`| host /bin/bash (execFile) | ${h.p50.toFixed(1)} ms | ${h.p99.toFixed(1)} ms |`);
  console.log(`ratio (p50): ${(v.p50 / h.p50).toFixed(2)}x`);
  benchRow({ name: `shell: exec of a ${lines}-line bash script (functions, loops, arrays, strings)`, p50: v.p50, p99: v.p99, n: samples, native: h.p50, nativeLabel: '/bin/bash' });
} finally {
  await vm.dispose();
  flushRows();
}
