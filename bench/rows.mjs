// Rows for the one table of `npm run bench`: bench/run.mjs runs the other bench scripts as child
// processes with AGENTOS_BENCH_ROWS=<file>, and each writes its measurements there as JSON,
// `[{ name, p50, p99?, n?, unit?: 'ms' | 'MiB/s' | 'MiB' | '%' | 'count', target?, native?, nativeLabel? }]` (ms unless
// `unit` says otherwise; `native` is the yardstick's p50 in the same unit). Run alone, the scripts
// print their own tables and write nothing.
import fs from 'node:fs';

const collected = [];

/** Records one row (kept only when run under bench/run.mjs). */
export function benchRow(row) {
  collected.push(row);
}

/** Writes the recorded rows to $AGENTOS_BENCH_ROWS, when set. */
export function flushRows() {
  const file = process.env.AGENTOS_BENCH_ROWS;
  if (file) fs.writeFileSync(file, JSON.stringify(collected));
}
