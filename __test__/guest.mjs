// Builds the guest test program `tests/guest/sigtest` (Rust, wasm32-wasip1) for the suites that
// run it in the VM. Fails loudly when the toolchain or the wasm32-wasip1 target is missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const crate = path.join(root, 'tests', 'guest', 'sigtest');
const TARGET = 'wasm32-wasip1';

function run(command, args) {
  const r = spawnSync(command, args, { cwd: crate, encoding: 'utf8' });
  if (r.error) throw new Error(`${command} ${args.join(' ')}: ${r.error.message}`);
  return r;
}

function ensureTarget() {
  const installed = run('rustup', ['target', 'list', '--installed']);
  if (installed.status === 0 && installed.stdout.split('\n').includes(TARGET)) return;
  const add = run('rustup', ['target', 'add', TARGET]);
  if (add.status !== 0) {
    throw new Error(`cannot install the ${TARGET} Rust target (needed to build tests/guest/sigtest): ${add.stderr}`);
  }
}

let built;

/** The bytes of `sigtest.wasm`, built (release) on first use in this process. */
export function sigtestWasm() {
  if (built) return built;
  ensureTarget();
  const targetDir = path.join(crate, 'target');
  const r = run('cargo', ['build', '--release', '--target', TARGET, '--target-dir', targetDir]);
  if (r.status !== 0) throw new Error(`building tests/guest/sigtest failed:\n${r.stderr}`);
  built = new Uint8Array(fs.readFileSync(path.join(targetDir, TARGET, 'release', 'sigtest.wasm')));
  return built;
}
