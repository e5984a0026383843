#!/usr/bin/env node
// Runs `cargo test --workspace` for the host triple, passed explicitly with `--target` so it
// shares compiled dependencies with `napi build --platform` (which always passes `--target`).
// Without this, wasmtime would be compiled twice (≈10 minutes each on a 2-core machine).
import { spawnSync } from 'node:child_process';

const info = spawnSync('rustc', ['-vV'], { encoding: 'utf8' });
if (info.status !== 0) {
  console.error('[cargo-test] rustc not found: install Rust (https://rustup.rs)');
  process.exit(1);
}
const host = /^host: (.+)$/m.exec(info.stdout)?.[1];
if (!host) {
  console.error('[cargo-test] cannot read the host triple from `rustc -vV`');
  process.exit(1);
}
const args = ['test', '--workspace', '--target', host, ...process.argv.slice(2)];
console.log(`[cargo-test] $ cargo ${args.join(' ')}`);
const r = spawnSync('cargo', args, { stdio: 'inherit' });
process.exit(r.status ?? 1);
