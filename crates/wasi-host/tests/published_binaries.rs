//! Runs the real published agentOS WASM commands (`@rivet-dev/agent-os-common`, installed by
//! `npm install` at the repository root) through the VM. Fails loudly when they are missing.

mod common;

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use agentos_wasi_host::{CommandSpec, ExecOptions, Vm, VmConfig};
use common::{err, out, sh};

const PACKAGES: [&str; 8] = [
    "coreutils",
    "sed",
    "grep",
    "gawk",
    "findutils",
    "diffutils",
    "tar",
    "gzip",
];

fn commands() -> &'static Vec<CommandSpec> {
    static CMDS: OnceLock<Vec<CommandSpec>> = OnceLock::new();
    CMDS.get_or_init(|| common::commands(&PACKAGES))
}

fn vm() -> Vm {
    Vm::create(common::config(commands().clone())).expect("vm boots")
}

#[test]
fn pipelines_and_substitution() {
    let vm = vm();
    let o = sh(&vm, "echo hi | wc -c");
    assert_eq!(
        (o.exit_code, out(&o).as_str(), err(&o).as_str()),
        (0, "3\n", "")
    );
    assert_eq!(out(&sh(&vm, "cat /etc/hostname")), "agentos\n");
    assert_eq!(out(&sh(&vm, "x=$(echo 2); echo $((x*21))")), "42\n");
    assert_eq!(
        out(&sh(&vm, "printf 'b\\na\\n' > /tmp/f; grep -n a /tmp/f")),
        "2:a\n"
    );
    for _ in 0..5 {
        assert_eq!(out(&sh(&vm, "echo hello | cat")), "hello\n");
    }
}

#[test]
fn exit_statuses() {
    let vm = vm();
    assert_eq!(sh(&vm, "sh -c 'exit 3'").exit_code, 3);
    assert_eq!(sh(&vm, "false").exit_code, 1);
    let o = sh(&vm, "nosuchcmd");
    assert_eq!(o.exit_code, 127, "stderr: {}", err(&o));
    let o = sh(&vm, "ls /nope");
    assert_ne!(o.exit_code, 0);
    // The published ls prints a raw message key here (guest-abi.md 16).
    assert!(
        err(&o)
            .to_lowercase()
            .replace('-', " ")
            .contains("no such file"),
        "stderr: {}",
        err(&o)
    );
}

#[test]
fn files_written_by_the_host_are_seen_by_guests_and_back() {
    let vm = vm();
    let data: Vec<u8> = (0..=255u8).collect();
    vm.kernel()
        .write_file_parents("/home/agentos/in.bin", &data)
        .unwrap();
    let o = sh(&vm, "cat /home/agentos/in.bin > /tmp/out.bin");
    assert_eq!(o.exit_code, 0, "{}", err(&o));
    assert_eq!(vm.kernel().read_file("/tmp/out.bin").unwrap(), data);
}

#[test]
fn yes_head_terminates() {
    let vm = vm();
    let o = sh(&vm, "yes | head -n 2");
    assert_eq!(out(&o), "y\ny\n");
}

#[test]
fn exec_timeout_kills_a_busy_loop() {
    let vm = vm();
    let start = Instant::now();
    let o = vm
        .exec(
            "while true; do :; done",
            ExecOptions {
                timeout_ms: Some(300),
                ..Default::default()
            },
        )
        .unwrap();
    assert!(o.timed_out);
    assert_eq!(o.exit_code, 137);
    assert!(start.elapsed() < Duration::from_secs(5));
}

#[test]
fn max_wasm_fuel_ends_a_busy_loop_with_137_and_each_process_has_its_own_budget() {
    let vm = Vm::create(VmConfig {
        commands: commands().clone(),
        module_cache_dir: Some(std::env::temp_dir().join("agentos-test-module-cache")),
        max_wasm_fuel: Some(10_000_000),
        ..Default::default()
    })
    .expect("vm boots");
    let o = vm
        .exec(
            "while true; do :; done",
            ExecOptions {
                timeout_ms: Some(20_000),
                ..Default::default()
            },
        )
        .unwrap();
    assert!(!o.timed_out);
    assert_eq!(o.exit_code, 137);
    assert_eq!(err(&o), "agentos: cpu limit exceeded\n");
    let o = sh(&vm, "echo a; /bin/echo b");
    assert_eq!(
        (o.exit_code, out(&o)),
        (0, "a\nb\n".to_string()),
        "stderr: {}",
        err(&o)
    );
}

#[test]
fn a_non_wasm_file_cannot_execute() {
    let vm = vm();
    vm.kernel()
        .write_file_parents("/tmp/notwasm", b"hello world\n")
        .unwrap();
    let o = sh(&vm, "/tmp/notwasm");
    assert_ne!(o.exit_code, 0);
    assert_eq!(o.exit_code, 126, "stderr: {}", err(&o));
}

#[test]
fn a_guest_panic_ends_only_that_process() {
    let vm = vm();
    // The published sort panics on any sort (guest-abi.md 16): exit 134, VM stays usable.
    let o = sh(&vm, "printf 'b\\na\\n' | sort");
    assert_eq!(o.exit_code, 134, "stderr: {}", err(&o));
    assert_eq!(out(&sh(&vm, "echo still alive")), "still alive\n");
}
