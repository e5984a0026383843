//! No leaked host descriptors: after `dispose` the process's open fds (`/proc/self/fd`) are back
//! to what they were before the VM, whatever its sockets were doing. Alone in its own test binary
//! so that no other test opens fds meanwhile.

mod common;

use std::io::{Read, Write};
use std::net::TcpListener;
use std::sync::Arc;
use std::time::{Duration, Instant};

use agentos_kernel::permissions::Policy;
use agentos_kernel::KernelConfig;
use agentos_wasi_host::vm::ProcessEvent;
use agentos_wasi_host::{ExecOptions, FetchRequest, NetworkConfig, Vm};
use common::guests::{self, Payload};

/// Open fds, less the memory images of compiled modules (the engine's process-wide cache).
fn open_fds() -> usize {
    fd_list()
        .iter()
        .filter(|f| !f.contains("memfd:wasm-memory-image"))
        .count()
}

fn fd_list() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir("/proc/self/fd")
        .map(|d| {
            d.flatten()
                .map(|e| {
                    let target = std::fs::read_link(e.path()).unwrap_or_default();
                    format!("{}->{}", e.file_name().to_string_lossy(), target.display())
                })
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// An echo server on 127.0.0.1: each connection is read to EOF and written back.
fn echo_server() -> u16 {
    let l = TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = l.local_addr().expect("addr").port();
    std::thread::spawn(move || {
        for s in l.incoming() {
            let Ok(mut s) = s else { return };
            std::thread::spawn(move || {
                let _ = s.set_read_timeout(Some(Duration::from_secs(30)));
                let mut buf = Vec::new();
                let _ = s.read_to_end(&mut buf);
                let _ = s.write_all(&buf);
            });
        }
    });
    port
}

const RESPONSE: &str = "HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok";

/// A VM; both of the test's VMs run the same module files (a module compiled for the second
/// would hold a memory image fd of the engine's cache).
fn vm(port: u16) -> Vm {
    let dir = std::env::temp_dir().join(format!("agentos-net-fds-{}", std::process::id()));
    let addr = format!("127.0.0.1:{port}");
    let mut commands: Vec<_> = common::commands(&["coreutils"])
        .into_iter()
        .filter(|c| c.name == "sh")
        .collect();
    commands.push(guests::command(
        &dir,
        "srv",
        &guests::server("127.0.0.1:8080", RESPONSE),
    ));
    commands.push(guests::command(
        &dir,
        "echo1",
        &guests::client(&addr, None, &Payload::Text("one".into()), true),
    ));
    // Never shuts down writing: the echo server waits, the connection stays open.
    commands.push(guests::command(
        &dir,
        "stuck",
        &guests::client(&addr, None, &Payload::Text("two".into()), false),
    ));
    let mut config = common::config(commands);
    let policy = Policy::from_value(&serde_json::json!({
        "fs": "allow", "childProcess": "allow", "process": "allow", "env": "allow",
        "network": { "default": "deny", "rules": [{ "mode": "allow", "patterns": [format!("tcp://{addr}")] }] },
    }))
    .expect("policy");
    config.kernel = KernelConfig {
        permissions: Arc::new(policy),
        ..Default::default()
    };
    config.network = NetworkConfig::default();
    Vm::create(config).expect("vm")
}

/// Uses every kind of socket once: a guest listener reached by `fetch`, a finished host
/// connection, and one still open (its process blocked in a read) at dispose.
fn exercise(vm: &Vm) {
    let nop = Arc::new(|_e: ProcessEvent| {});
    vm.spawn("srv", Vec::new(), &[], None, nop.clone())
        .expect("spawn srv");
    let deadline = Instant::now() + Duration::from_secs(10);
    let r = loop {
        match vm.fetch(
            8080,
            FetchRequest {
                method: "GET".into(),
                path: "/".into(),
                ..Default::default()
            },
        ) {
            Ok(r) => break r,
            Err(_) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(20)),
            Err(e) => panic!("fetch: {e}"),
        }
    };
    assert_eq!(r.body, b"ok");
    let o = vm
        .exec(
            "echo1",
            ExecOptions {
                timeout_ms: Some(20_000),
                ..Default::default()
            },
        )
        .expect("exec");
    assert_eq!(o.stdout, b"one", "{}", String::from_utf8_lossy(&o.stderr));
    vm.spawn("stuck", Vec::new(), &[], None, nop)
        .expect("spawn stuck");
    // Let it connect.
    let deadline = Instant::now() + Duration::from_secs(10);
    while vm.net().open_sockets() < 2 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(vm.net().open_sockets() >= 2);
}

#[test]
fn dispose_releases_every_host_descriptor() {
    let port = echo_server();
    // Warm up what lives for the whole process: the network runtime, the engine, the modules.
    let warm = vm(port);
    exercise(&warm);
    warm.dispose(Duration::from_secs(1));
    drop(warm);
    // Settled: the warm-up's connections are gone.
    let mut baseline = open_fds();
    for _ in 0..50 {
        std::thread::sleep(Duration::from_millis(20));
        let now = open_fds();
        if now == baseline {
            break;
        }
        baseline = now;
    }
    let before = fd_list();
    let vm = vm(port);
    exercise(&vm);
    // The stuck connection holds two host fds (our end and the echo server's).
    let deadline = Instant::now() + Duration::from_secs(5);
    while open_fds() < baseline + 2 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(open_fds() >= baseline + 2, "the stuck connection is open");
    vm.dispose(Duration::from_secs(1));
    drop(vm);
    let deadline = Instant::now() + Duration::from_secs(5);
    while open_fds() > baseline && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        open_fds() <= baseline,
        "{} fds open after dispose, {baseline} before: {:?} then {:?}",
        open_fds(),
        before,
        fd_list()
    );
}
