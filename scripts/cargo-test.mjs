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
if (r.status !== 0) process.exit(r.status ?? 1);

// The unit tests of our guest crates that run on the host (CLI parsing, URL and redirect handling,
// the HTTP client and server against real sockets): software/ builds for wasm32-wasip1 by default,
// so the host triple is passed explicitly, into software/'s own target dir.
const software = ['agentos-net', 'agentos-curl', 'agentos-serve', 'agentos-process'];
const swArgs = ['test', '--manifest-path', 'software/Cargo.toml', '--target', host, ...software.flatMap((p) => ['-p', p])];
console.log(`[cargo-test] $ cargo ${swArgs.join(' ')}`);
const env = { ...process.env };
if (process.env.AGENTOS_SOFTWARE_TARGET_DIR) env.CARGO_TARGET_DIR = process.env.AGENTOS_SOFTWARE_TARGET_DIR;
else delete env.CARGO_TARGET_DIR;
const sw = spawnSync('cargo', swArgs, { stdio: 'inherit', env });
process.exit(sw.status ?? 1);
