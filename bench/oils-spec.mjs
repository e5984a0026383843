// The Oils project's shell spec suite (oils-for-unix/oils, `spec/*.test.sh`, Apache-2.0) run by the
// VM's `bash` and by the host's /bin/bash as the oracle, the method of issue 23: every case whose
// stdout and exit status are the same in two runs of host bash counts; a case matches when the VM
// gives the same stdout and exit status. Each case runs as `bash case.sh` in a fresh VM, in a new
// directory that is also `$TMP`, with `$SH=bash` and the suite's helpers (`argv.py`, `printenv.py`,
// `stdout_stderr.py`, `read_from_fd.py`: our own Python 3 versions of what they print) first on
// PATH. The suite is not vendored: pass a checkout (only its `spec/` is read).
//
//   node bench/oils-spec.mjs --oils DIR [--files a,b,...] [--jobs N] [--out results.json]
//
// Prints a table per spec file (matching/counted), the overall rate, the panics (exit 134) and the
// hangs (VM timeout where bash finished). stdout is compared as UTF-8 text on both sides (the VM's
// `exec` decodes it so; invalid bytes are U+FFFD in both). Writes every mismatch to --out (default
// .cache/oils-spec.json) with bash's and the VM's stdout and status.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ours from '@rivet-dev/agentos-common';
import { AgentOs } from '../index.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : dflt;
};
const oilsDir = opt('oils', process.env.OILS_DIR);
if (!oilsDir || !fs.existsSync(path.join(oilsDir, 'spec'))) {
  console.error('usage: node bench/oils-spec.mjs --oils DIR (a checkout of oils-for-unix/oils; DIR/spec/*.test.sh)');
  process.exit(2);
}
const jobs = Number(opt('jobs', 3));
const outFile = opt('out', path.join('.cache', 'oils-spec.json'));
const onlyFiles = opt('files', '') ? new Set(opt('files', '').split(',')) : null;
const HOST_TIMEOUT_MS = 5000;
const VM_TIMEOUT_MS = 15000;
const MAX_OUTPUT = 1 << 20;

// The helpers, written from what the suite's expected outputs show (Python 2's list repr of byte
// strings for argv.py), so host and VM run the same files.
const HELPERS = {
  'argv.py': [
    '#!/usr/bin/env python3',
    'import os, sys',
    "print('[' + ', '.join(repr(os.fsencode(a))[1:] for a in sys.argv[1:]) + ']')",
  ],
  'printenv.py': [
    '#!/usr/bin/env python3',
    'import os, sys',
    'for name in sys.argv[1:]:',
    '    print(os.environ.get(name))',
  ],
  'stdout_stderr.py': [
    '#!/usr/bin/env python3',
    'import sys',
    'out = sys.argv[1] if len(sys.argv) > 1 else "STDOUT"',
    'err = sys.argv[2] if len(sys.argv) > 2 else "STDERR"',
    'status = int(sys.argv[3]) if len(sys.argv) > 3 else 0',
    'print(out)',
    'sys.stdout.flush()',
    'print(err, file=sys.stderr)',
    'sys.exit(status)',
  ],
  'read_from_fd.py': [
    '#!/usr/bin/env python3',
    'import os, sys',
    'for arg in sys.argv[1:]:',
    '    fd = int(arg)',
    '    try:',
    '        data = os.read(fd, 1024)',
    '    except OSError as e:',
    "        print('FATAL: Error reading from fd %d: %s' % (fd, e), file=sys.stderr)",
    '        sys.exit(1)',
    "    sys.stdout.buffer.write(b'%d: ' % fd + data)",
    '    sys.stdout.flush()',
  ],
};

/** Cases of one spec file: `#### name` starts a case; `## ...` lines and `## KEY:` … `## END` blocks are metadata. */
function parseSpec(text) {
  const cases = [];
  let cur = null;
  let inBlock = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('#### ')) {
      cur = { name: line.slice(5).trim(), lines: [] };
      cases.push(cur);
      inBlock = false;
      continue;
    }
    if (!cur) continue;
    if (inBlock) {
      if (line === '## END') inBlock = false;
      continue;
    }
    if (/^## [A-Za-z0-9_-]+(?: [A-Za-z0-9_-]+)*:\s*$/.test(line)) {
      inBlock = true;
      continue;
    }
    if (line.startsWith('## ') || line === '##') continue;
    cur.lines.push(line);
  }
  return cases.map((c) => ({ name: c.name, script: `${c.lines.join('\n').replace(/\n+$/, '')}\n` }));
}

function runHost(script, binDir) {
  return new Promise((resolve) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oils-case-'));
    fs.writeFileSync(path.join(dir, 'case.sh'), script);
    const child = spawn('/bin/bash', ['case.sh'], {
      cwd: dir,
      env: { PATH: `${binDir}:/usr/local/bin:/usr/bin:/bin`, SH: 'bash', TMP: dir, HOME: dir, LC_ALL: 'C.UTF-8' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const out = [];
    let size = 0;
    let tooBig = false;
    child.stdout.on('data', (d) => {
      size += d.length;
      if (size <= MAX_OUTPUT) out.push(d);
      else if (!tooBig) {
        tooBig = true;
        try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ }
      }
    });
    child.stderr.resume();
    const timer = setTimeout(() => {
      try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ }
    }, HOST_TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      fs.rmSync(dir, { recursive: true, force: true });
      // A case that floods stdout counts as not deterministic (as a timeout does).
      const timedOut = signal === 'SIGKILL';
      resolve({ stdout: Buffer.concat(out).toString('utf8'), status: code ?? 128 + (os.constants.signals[signal] ?? 0), timedOut });
    });
  });
}

async function runVm(script) {
  const vm = await AgentOs.create({ software: [ours] });
  try {
    for (const [name, lines] of Object.entries(HELPERS)) {
      await vm.writeFile(`/opt/oils/bin/${name}`, `${lines.join('\n')}\n`);
    }
    await vm.exec('chmod +x /opt/oils/bin/*');
    await vm.writeFile('/tmp/case/case.sh', script);
    const r = await vm.exec('bash case.sh', {
      cwd: '/tmp/case',
      env: { PATH: '/opt/oils/bin:/usr/local/bin:/usr/bin:/bin', SH: 'bash', TMP: '/tmp/case', HOME: '/tmp/case', LC_ALL: 'C.UTF-8' },
      timeoutMs: VM_TIMEOUT_MS,
    });
    return { stdout: r.stdout, status: r.exitCode, timedOut: r.timedOut === true, stderr: r.stderr };
  } catch (err) {
    return { stdout: '', status: -1, timedOut: /ETIMEDOUT|timed out/i.test(String(err?.message)), stderr: String(err?.message ?? err) };
  } finally {
    await vm.dispose();
  }
}

async function pool(items, n, fn) {
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  }));
}

const specDir = path.join(oilsDir, 'spec');
const files = fs.readdirSync(specDir)
  .filter((f) => f.endsWith('.test.sh') && !/^(ysh|hay)/.test(f))
  .filter((f) => /^## compare_shells:.*\bbash\b/m.test(fs.readFileSync(path.join(specDir, f), 'utf8')))
  .filter((f) => !onlyFiles || onlyFiles.has(f.replace(/\.test\.sh$/, '')))
  .sort();
const binDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oils-bin-'));
for (const [name, lines] of Object.entries(HELPERS)) fs.writeFileSync(path.join(binDir, name), `${lines.join('\n')}\n`, { mode: 0o755 });

const cases = [];
for (const f of files) {
  for (const c of parseSpec(fs.readFileSync(path.join(specDir, f), 'utf8'))) cases.push({ file: f.replace(/\.test\.sh$/, ''), ...c });
}
const started = performance.now();
console.error(`${files.length} spec files, ${cases.length} cases; host bash twice, then the VM (${jobs} at a time)`);
await pool(cases, jobs * 2, async (c) => {
  const a = await runHost(c.script, binDir);
  const b = await runHost(c.script, binDir);
  c.deterministic = !a.timedOut && !b.timedOut && a.stdout === b.stdout && a.status === b.status;
  c.bash = a;
});
const counted = cases.filter((c) => c.deterministic);
let done = 0;
await pool(counted, jobs, async (c) => {
  c.vm = await runVm(c.script);
  c.match = c.vm.stdout === c.bash.stdout && c.vm.status === c.bash.status;
  if (++done % 200 === 0) console.error(`  ${done}/${counted.length}`);
});
fs.rmSync(binDir, { recursive: true, force: true });

const byFile = new Map();
for (const c of counted) {
  const s = byFile.get(c.file) ?? { match: 0, total: 0 };
  s.total += 1;
  if (c.match) s.match += 1;
  byFile.set(c.file, s);
}
const matched = counted.filter((c) => c.match).length;
const panics = counted.filter((c) => c.vm.status === 134);
const hangs = counted.filter((c) => c.vm.timedOut);
console.log(`Oils spec suite (${path.resolve(oilsDir)}), ${files.length} files with bash in compare_shells`);
console.log('| spec file | match / counted |');
console.log('|---|---:|');
for (const [f, s] of [...byFile].sort((x, y) => (x[1].match / x[1].total) - (y[1].match / y[1].total))) console.log(`| ${f} | ${s.match}/${s.total} |`);
console.log(`\n${cases.length} cases, ${counted.length} deterministic under bash; the VM matches ${matched} (${((100 * matched) / counted.length).toFixed(1)}%); panics (exit 134): ${panics.length}; hangs: ${hangs.length}; ${((performance.now() - started) / 1000).toFixed(0)} s`);
for (const c of [...panics, ...hangs]) console.log(`  ${c.vm.status === 134 ? 'panic' : 'hang'}: ${c.file} #### ${c.name}`);
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, JSON.stringify(counted.filter((c) => !c.match).map((c) => ({
  file: c.file, name: c.name, script: c.script, bash: { stdout: c.bash.stdout, status: c.bash.status }, vm: { stdout: c.vm.stdout, status: c.vm.status, stderr: c.vm.stderr?.slice(0, 2000) },
})), null, 1));
console.error(`mismatches written to ${outFile}`);
