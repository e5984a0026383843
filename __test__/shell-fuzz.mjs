// The shell fuzz run (issue 23): random lines from shell-fuzz-grammar.mjs, each as
// `( eval 'LINE' )` in batches in one shell of a VM, a progress marker after each. A batch whose
// markers stop short names its culprit line at once (the shell panicked, trapped, died or hung
// there); that line is rerun alone in our shell and under host bash with the same bound, and counts
// as a finding unless bash does not finish it either. Used by shell-fuzz.test.mjs and runnable
// alone: `node __test__/shell-fuzz.mjs [LINES] [SEED]`.
import { spawnSync } from 'node:child_process';
import { lines as grammarLines } from './shell-fuzz-grammar.mjs';

const q = (s) => `'${s.replaceAll("'", "'\\''")}'`;
const SETUP = 'mkdir -p d && printf "a\\nb\\n" > a && printf "x\\n" > b.txt && : > f';
const ALONE_MS = 10_000;

/** One line as the batch runs it: its own subshell, nothing in or out, then a marker. */
const wrapped = (line, k) => `( eval ${q(line)} ) </dev/null >/dev/null 2>&1; echo __L${k}`;

/** What marks a guest failure rather than a shell error message. */
function crashed(r) {
  return /panicked|RUST_BACKTRACE|wasm trap|unreachable|out of bounds memory/i.test(r.stderr) || r.exitCode === 134;
}

/** Whether host bash ends the line within the bound, its subshell not killed by a signal. */
function hostBashFinishes(line) {
  const r = spawnSync('/bin/bash', ['-c', `cd "$(mktemp -d)" && ${SETUP} && ${wrapped(line, 'END')} $?`], {
    encoding: 'utf8', timeout: ALONE_MS, env: { PATH: '/usr/local/bin:/usr/bin:/bin', LC_ALL: 'C.UTF-8' },
  });
  // 134/139: bash's own stack overflow on unbounded recursion (ours reports a depth error).
  const end = /^__LEND (\d+)$/m.exec(r.stdout ?? '');
  return r.status === 0 && end !== null && end[1] !== '134' && end[1] !== '139';
}

/**
 * Runs `count` lines of `seed` in `vm`, `batch` lines per exec. Returns
 * `{ lines, batches, findings: [{ line, kind, stderr }], bashAlsoFails: [line], ms }`.
 */
export async function fuzzShell(vm, { count, seed, batch = 500, batchTimeoutMs = 30_000 }) {
  const all = grammarLines(seed, count);
  const findings = [];
  const bashAlsoFails = [];
  const started = Date.now();
  let batches = 0;
  let at = 0;
  while (at < all.length) {
    const chunk = all.slice(at, at + batch);
    const dir = `/tmp/fuzz-${seed}-${batches++}`;
    const script = [`mkdir -p ${dir} && cd ${dir} && ${SETUP}`, ...chunk.map(wrapped)].join('\n');
    const r = await vm.exec(script, { timeoutMs: batchTimeoutMs });
    const done = (r.stdout.match(/^__L\d+$/gm) ?? []).length;
    if (done === chunk.length && !crashed(r)) {
      at += chunk.length;
      continue;
    }
    // The first line without its marker is the culprit; rerun it alone to classify it.
    const culprit = chunk[Math.min(done, chunk.length - 1)];
    const alone = await vm.exec(`mkdir -p ${dir}-alone && cd ${dir}-alone && ${SETUP}\n${wrapped(culprit, 'END')}`, { timeoutMs: ALONE_MS });
    const ok = alone.exitCode === 0 && alone.stdout.includes('__LEND') && !crashed(alone);
    if (!ok) {
      if (!crashed(alone) && !hostBashFinishes(culprit)) bashAlsoFails.push(culprit);
      else findings.push({ line: culprit, kind: crashed(alone) ? 'crash' : alone.timedOut ? 'hang' : 'died', exitCode: alone.exitCode, stderr: alone.stderr.slice(-600) });
    } else if (crashed(r)) {
      findings.push({ line: culprit, kind: 'crash in batch only', exitCode: r.exitCode, stderr: r.stderr.slice(-600) });
    } else {
      findings.push({ line: culprit, kind: r.timedOut ? 'hang in batch only' : 'died in batch only', exitCode: r.exitCode, stderr: r.stderr.slice(-600) });
    }
    at += done + 1;
  }
  return { lines: all.length, batches, findings, bashAlsoFails, ms: Date.now() - started };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { AgentOs } = await import('../index.mjs');
  const { default: ours } = await import('@rivet-dev/agentos-common');
  const count = Number(process.argv[2] ?? 100_000);
  const seed = Number(process.argv[3] ?? 1);
  const vm = await AgentOs.create({ software: [ours] });
  const result = await fuzzShell(vm, { count, seed });
  console.log(JSON.stringify(result, null, 1));
  await vm.dispose();
}
