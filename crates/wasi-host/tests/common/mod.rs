//! Fixtures shared by the integration tests: the published command packages, a VM config over
//! them, and `exec` shorthands.
// Each test crate uses its own part of this module.
#![allow(dead_code)]

pub mod guests;

use std::path::PathBuf;

use agentos_wasi_host::{CommandSpec, ExecOptions, ExecOutput, Tier, Vm, VmConfig};

/// The commands of the published packages `@rivet-dev/agent-os-<pkg>` (installed by
/// `npm install` at the repository root), sorted by name. Panics when a package is missing.
pub fn commands(packages: &[&str]) -> Vec<CommandSpec> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../node_modules/@rivet-dev");
    let mut out = Vec::new();
    for pkg in packages {
        let dir = root.join(format!("agent-os-{pkg}/wasm"));
        let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| {
            panic!(
                "{}: {e}. Run `npm install` at the repository root first (npm test does).",
                dir.display()
            )
        });
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if !name.starts_with('_') {
                out.push(CommandSpec {
                    name,
                    path: e.path(),
                    tier: Tier::Full,
                    fallback: None,
                });
            }
        }
    }
    out.sort_by(|a, b| a.name.cmp(&b.name));
    out
}

/// A VM configuration running `commands`, with the module cache the tests share.
pub fn config(commands: Vec<CommandSpec>) -> VmConfig {
    VmConfig {
        commands,
        module_cache_dir: Some(std::env::temp_dir().join("agentos-test-module-cache")),
        ..Default::default()
    }
}

/// `sh -c cmd` with default options.
pub fn sh(vm: &Vm, cmd: &str) -> ExecOutput {
    vm.exec(cmd, ExecOptions::default()).expect("exec runs")
}

pub fn out(o: &ExecOutput) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn err(o: &ExecOutput) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// [`sh`] as `(exit code, stdout, stderr)`.
pub fn sh_text(vm: &Vm, cmd: &str) -> (i32, String, String) {
    let o = sh(vm, cmd);
    (o.exit_code, out(&o), err(&o))
}
