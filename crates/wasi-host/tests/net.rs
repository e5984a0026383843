//! Guest networking end to end (`docs/network.md`): WAT guests drive `host_net` through the
//! normal VM and command path; the peers are real TCP and TLS servers on 127.0.0.1 (no other
//! network), and every wait is bounded.

mod common;

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use agentos_kernel::permissions::Policy;
use agentos_kernel::{Errno, KernelConfig};
use agentos_wasi_host::vm::ProcessEvent;
use agentos_wasi_host::{ExecOptions, ExecOutput, FetchRequest, NetworkConfig, Vm};
use common::guests::{self, Payload};

const EACCES: i32 = 2;
const ECONNREFUSED: i32 = 14;
const ENFILE: i32 = 41;
const EPERM: i32 = 63;

/// What a test server does with each connection.
#[derive(Clone, Copy)]
enum Mode {
    /// Reads to EOF, then writes back what it read.
    Echo,
    /// Keeps the connection open without a byte until the test ends.
    Hold,
}

/// A TCP server on 127.0.0.1 counting the connections it accepted.
struct Server {
    port: u16,
    accepted: Arc<AtomicUsize>,
    /// What echo connections received, in order.
    received: Arc<Mutex<Vec<Vec<u8>>>>,
    _held: Arc<Mutex<Vec<TcpStream>>>,
}

fn server(mode: Mode) -> Server {
    let l = TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = l.local_addr().expect("addr").port();
    let accepted = Arc::new(AtomicUsize::new(0));
    let received = Arc::new(Mutex::new(Vec::new()));
    let held = Arc::new(Mutex::new(Vec::new()));
    let (a, r, h) = (accepted.clone(), received.clone(), held.clone());
    std::thread::spawn(move || {
        for s in l.incoming() {
            let Ok(mut s) = s else { return };
            a.fetch_add(1, Ordering::SeqCst);
            match mode {
                Mode::Hold => h.lock().unwrap().push(s),
                Mode::Echo => {
                    let r = r.clone();
                    std::thread::spawn(move || {
                        let _ = s.set_read_timeout(Some(Duration::from_secs(20)));
                        let mut buf = Vec::new();
                        let _ = s.read_to_end(&mut buf);
                        let _ = s.write_all(&buf);
                        r.lock().unwrap().push(buf);
                    });
                }
            }
        }
    });
    Server {
        port,
        accepted,
        received,
        _held: held,
    }
}

fn policy(v: serde_json::Value) -> Policy {
    Policy::from_value(&v).expect("policy")
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("agentos-net-{}-{name}", std::process::id()))
}

/// A VM with `sh` and the given guests, `permissions` and network options.
fn vm(
    name: &str,
    guests: &[(&str, String)],
    permissions: Option<Policy>,
    network: NetworkConfig,
) -> Vm {
    let dir = temp_dir(name);
    let mut commands: Vec<_> = common::commands(&["coreutils"])
        .into_iter()
        .filter(|c| c.name == "sh")
        .collect();
    for (n, wat) in guests {
        commands.push(guests::command(&dir, n, wat));
    }
    let mut config = common::config(commands);
    config.kernel = KernelConfig {
        permissions: Arc::new(permissions.unwrap_or_default()),
        ..Default::default()
    };
    config.network = network;
    Vm::create(config).expect("vm")
}

fn run(vm: &Vm, cmd: &str) -> ExecOutput {
    vm.exec(
        cmd,
        ExecOptions {
            timeout_ms: Some(20_000),
            ..Default::default()
        },
    )
    .expect("exec")
}

fn exempt(port: u16) -> NetworkConfig {
    NetworkConfig {
        loopback_exempt_ports: vec![port],
        ..Default::default()
    }
}

fn allow(patterns: &[String]) -> Policy {
    // `Policy` denies the scopes an object leaves out (the JS layer merges over the baseline).
    policy(serde_json::json!({
        "fs": "allow", "childProcess": "allow", "process": "allow", "env": "allow",
        "network": { "default": "deny", "rules": [{ "mode": "allow", "patterns": patterns }] },
    }))
}

fn text_client(addr: &str, text: &str) -> String {
    guests::client(addr, None, &Payload::Text(text.into()), true)
}

#[test]
fn the_default_policy_denies_connect_before_any_host_socket() {
    let s = server(Mode::Echo);
    let c = text_client(&format!("127.0.0.1:{}", s.port), "x");
    let c2 = text_client(&format!("localhost:{}", s.port), "x");
    // Exempting the port does not help: the policy denies first.
    let vm = vm("default", &[("c", c), ("c2", c2)], None, exempt(s.port));
    assert_eq!(run(&vm, "c").exit_code, EACCES);
    assert_eq!(run(&vm, "c2").exit_code, EACCES);
    std::thread::sleep(Duration::from_millis(50));
    assert_eq!(s.accepted.load(Ordering::SeqCst), 0);
    vm.dispose(Duration::from_secs(1));
}

#[test]
fn an_allowed_exempt_localhost_port_carries_bytes_both_ways() {
    let s = server(Mode::Echo);
    let other = server(Mode::Echo);
    // 300 kB: more than a socket buffers, so both directions apply backpressure.
    let len = 300_000;
    let c = guests::client(
        &format!("localhost:{}", s.port),
        None,
        &Payload::Pattern(len),
        true,
    );
    let denied = text_client(&format!("localhost:{}", other.port), "x");
    let vm = vm(
        "exact",
        &[("c", c), ("denied", denied)],
        Some(allow(&[format!("tcp://localhost:{}", s.port)])),
        NetworkConfig {
            loopback_exempt_ports: vec![s.port, other.port],
            ..Default::default()
        },
    );
    let o = run(&vm, "c");
    assert_eq!(o.exit_code, 0, "{}", common::err(&o));
    let want = guests::pattern(len);
    assert_eq!(s.received.lock().unwrap().first(), Some(&want));
    assert!(o.stdout == want, "echo differs ({} bytes)", o.stdout.len());
    // Another port on the same host: no rule names it.
    assert_eq!(run(&vm, "denied").exit_code, EACCES);
    assert_eq!(other.accepted.load(Ordering::SeqCst), 0);
    vm.dispose(Duration::from_secs(1));
}

#[test]
fn the_ssrf_guard_refuses_private_addresses_unless_named_literally() {
    let s = server(Mode::Echo);
    let guests_list = [
        ("lo", text_client(&format!("127.0.0.1:{}", s.port), "lo")),
        ("name", text_client(&format!("localhost:{}", s.port), "nm")),
        ("ten", text_client("10.0.0.1:80", "x")),
        ("meta", text_client("169.254.169.254:80", "x")),
        ("v6", text_client(&format!("[::1]:{}", s.port), "x")),
    ];
    let wild = vm(
        "ssrf-wild",
        &guests_list,
        Some(allow(&["tcp://*:*".into()])),
        NetworkConfig::default(),
    );
    for g in ["lo", "name", "ten", "meta", "v6"] {
        assert_eq!(run(&wild, g).exit_code, EACCES, "{g}");
    }
    assert_eq!(s.accepted.load(Ordering::SeqCst), 0);
    wild.dispose(Duration::from_secs(1));
    // A rule naming the address itself lets it through; one naming a name resolving to it does
    // not (without the exempt port).
    let literal = vm(
        "ssrf-literal",
        &guests_list,
        Some(allow(&[format!("tcp://127.0.0.1:{}", s.port)])),
        NetworkConfig::default(),
    );
    let o = run(&literal, "lo");
    assert_eq!(o.exit_code, 0, "{}", common::err(&o));
    assert_eq!(o.stdout, b"lo");
    let name = vm(
        "ssrf-name",
        &guests_list,
        Some(allow(&[format!("tcp://localhost:{}", s.port)])),
        NetworkConfig::default(),
    );
    assert_eq!(run(&name, "name").exit_code, EACCES);
    name.dispose(Duration::from_secs(1));
    assert_eq!(s.accepted.load(Ordering::SeqCst), 1);
    literal.dispose(Duration::from_secs(1));
}

#[test]
fn deny_rules_naming_an_ip_hold_for_every_spelling_of_it() {
    let s = server(Mode::Echo);
    let p = s.port;
    let spellings = [
        format!("127.1:{p}"),
        format!("2130706433:{p}"),
        format!("0x7f000001:{p}"),
        format!("0177.0.0.1:{p}"),
        format!("[::ffff:127.0.0.1]:{p}"),
        format!("[::ffff:7f00:1]:{p}"),
        format!("[0:0:0:0:0:0:0:1]:{p}"),
    ];
    let guests_list: Vec<(String, String)> = spellings
        .iter()
        .enumerate()
        .map(|(i, a)| (format!("c{i}"), text_client(a, "x")))
        .collect();
    let refs: Vec<(&str, String)> = guests_list
        .iter()
        .map(|(n, w)| (n.as_str(), w.clone()))
        .collect();
    let deny = policy(serde_json::json!({
        "fs": "allow", "childProcess": "allow", "process": "allow", "env": "allow",
        "network": { "default": "allow", "rules": [{ "mode": "deny", "patterns": [
            "tcp://127.0.0.1:*", "tcp://[::1]:*", "tcp://localhost:*",
        ] }] },
    }));
    let denied = vm("deny-spellings", &refs, Some(deny), exempt(p));
    for (i, a) in spellings.iter().enumerate() {
        assert_eq!(run(&denied, &format!("c{i}")).exit_code, EACCES, "{a}");
    }
    std::thread::sleep(Duration::from_millis(50));
    assert_eq!(s.accepted.load(Ordering::SeqCst), 0);
    denied.dispose(Duration::from_secs(1));
    // An allow rule naming the canonical address covers every spelling of it (policy and the
    // SSRF guard's literal exemption alike, no exempt port), and the connection goes there.
    let allowed = vm(
        "allow-spellings",
        &refs,
        Some(allow(&[format!("tcp://127.0.0.1:{p}")])),
        NetworkConfig::default(),
    );
    for (i, a) in spellings.iter().enumerate().take(6) {
        let o = run(&allowed, &format!("c{i}"));
        assert_eq!(o.exit_code, 0, "{a}: {}", common::err(&o));
        assert_eq!(o.stdout, b"x", "{a}");
    }
    assert_eq!(s.accepted.load(Ordering::SeqCst), 6);
    allowed.dispose(Duration::from_secs(1));
}

/// IPv6 encodings of special IPv4 addresses, and site-local: none may reach a host socket.
const SPECIAL_V6: [&str; 8] = [
    "::127.0.0.1",
    "::7f00:1",
    "64:ff9b::7f00:1",
    "64:ff9b::a9fe:a9fe",
    "64:ff9b:1::1",
    "2002:7f00:1::1",
    "2002:a9fe:a9fe::",
    "fec0::1",
];

#[test]
fn the_ssrf_guard_refuses_ipv6_encodings_of_special_ipv4_before_any_connect() {
    let s = server(Mode::Echo);
    // Judged by the guard alone: no socket at all.
    let v = vm("ssrf-v6-guard", &[], None, exempt(s.port));
    let wild = allow(&["tcp://*:*".into()]);
    for a in SPECIAL_V6 {
        let addr: std::net::SocketAddr = format!("[{a}]:{}", s.port).parse().expect("addr");
        assert!(!v.net().guard(&wild, addr), "{a}");
        // Named literally (canonical text), it is let through.
        let named = allow(&[format!("tcp://[{}]:{}", addr.ip(), s.port)]);
        assert!(v.net().guard(&named, addr), "{a} named");
    }
    assert!(v
        .net()
        .guard(&wild, "[64:ff9b::5db8:d822]:80".parse().expect("addr")));
    v.dispose(Duration::from_secs(1));
    // Through a guest: EACCES, and no host connect was attempted.
    let list: Vec<(String, String)> = SPECIAL_V6
        .iter()
        .enumerate()
        .map(|(i, a)| {
            (
                format!("c{i}"),
                text_client(&format!("[{a}]:{}", s.port), "x"),
            )
        })
        .collect();
    let refs: Vec<(&str, String)> = list.iter().map(|(n, w)| (n.as_str(), w.clone())).collect();
    let g = vm("ssrf-v6", &refs, Some(wild), exempt(s.port));
    for (i, a) in SPECIAL_V6.iter().enumerate() {
        assert_eq!(run(&g, &format!("c{i}")).exit_code, EACCES, "{a}");
    }
    assert_eq!(g.net().host_connects(), 0);
    assert_eq!(s.accepted.load(Ordering::SeqCst), 0);
    g.dispose(Duration::from_secs(1));
}

#[test]
fn getsockname_on_a_host_connection_is_the_vm_side_view() {
    let s = server(Mode::Echo);
    let names = guests::connected(&format!("127.0.0.1:{}", s.port), "names");
    let v = vm(
        "sockname",
        &[("names", names)],
        Some(allow(&[format!("tcp://127.0.0.1:{}", s.port)])),
        NetworkConfig::default(),
    );
    let o = run(&v, "names");
    assert_eq!(o.exit_code, 0, "{}", common::err(&o));
    let out = common::out(&o);
    let (local, peer) = out.split_once(' ').expect("two names");
    assert_eq!(peer, format!("127.0.0.1:{}", s.port));
    // Not the host's address and port: the VM's unspecified address and one of its ports.
    let port: u16 = local
        .strip_prefix("0.0.0.0:")
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("local {local:?}"));
    assert!(port >= agentos_wasi_host::net::EPHEMERAL_FIRST, "{local}");
    v.dispose(Duration::from_secs(1));
}

#[test]
fn a_closed_port_is_econnrefused() {
    let port = {
        let l = TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let c = text_client(&format!("127.0.0.1:{port}"), "x");
    let vm = vm(
        "refused",
        &[("c", c)],
        Some(allow(&[format!("tcp://127.0.0.1:{port}")])),
        NetworkConfig::default(),
    );
    assert_eq!(run(&vm, "c").exit_code, ECONNREFUSED);
    vm.dispose(Duration::from_secs(1));
}

#[test]
fn max_sockets_is_enfile() {
    let vm = vm(
        "enfile",
        &[("three", guests::sockets(3)), ("four", guests::sockets(4))],
        None,
        NetworkConfig {
            max_sockets: 3,
            ..Default::default()
        },
    );
    assert_eq!(run(&vm, "three").exit_code, 0);
    assert_eq!(run(&vm, "four").exit_code, ENFILE);
    // The sockets of exited processes were returned.
    assert_eq!(run(&vm, "three").exit_code, 0);
    assert_eq!(vm.net().open_sockets(), 0);
    vm.dispose(Duration::from_secs(1));
}

#[test]
fn getaddrinfo_answers_localhost_and_checks_dns_policy() {
    let vm = vm(
        "dns",
        &[
            ("lh", guests::resolver("localhost")),
            ("ex", guests::resolver("example.com")),
        ],
        None,
        NetworkConfig::default(),
    );
    let o = run(&vm, "lh");
    assert_eq!(o.exit_code, 0);
    assert_eq!(
        common::out(&o),
        r#"[{"addr":"127.0.0.1","family":4},{"addr":"::1","family":6}]"#
    );
    assert_eq!(run(&vm, "ex").exit_code, EACCES);
    vm.dispose(Duration::from_secs(1));
}

#[test]
fn a_stalled_peer_is_interrupted_by_kill() {
    let s = server(Mode::Hold);
    let addr = format!("127.0.0.1:{}", s.port);
    let recv = guests::client(&addr, None, &Payload::None, false);
    let tls = guests::client(&addr, Some("localhost"), &Payload::None, false);
    let vm = vm(
        "stall",
        &[("recv", recv), ("tls", tls)],
        Some(allow(&[format!("tcp://{addr}")])),
        NetworkConfig::default(),
    );
    for g in ["recv", "tls"] {
        let t = Instant::now();
        let o = vm
            .exec(
                g,
                ExecOptions {
                    timeout_ms: Some(500),
                    ..Default::default()
                },
            )
            .expect("exec");
        assert!(o.timed_out, "{g}: {o:?}");
        assert!(
            t.elapsed() < Duration::from_secs(3),
            "{g}: {:?}",
            t.elapsed()
        );
    }
    assert_eq!(s.accepted.load(Ordering::SeqCst), 2);
    vm.dispose(Duration::from_secs(1));
}

/// A TLS echo server on 127.0.0.1 with a certificate for `localhost` from a fresh CA: `(port,
/// the CA's PEM)`.
fn tls_server() -> (u16, String) {
    let ca_key = rcgen::KeyPair::generate().unwrap();
    let mut ca_params = rcgen::CertificateParams::new(Vec::<String>::new()).unwrap();
    ca_params.is_ca = rcgen::IsCa::Ca(rcgen::BasicConstraints::Unconstrained);
    let ca = ca_params.self_signed(&ca_key).unwrap();
    let leaf_key = rcgen::KeyPair::generate().unwrap();
    let leaf = rcgen::CertificateParams::new(vec!["localhost".to_string()])
        .unwrap()
        .signed_by(&leaf_key, &rcgen::Issuer::from_params(&ca_params, &ca_key))
        .unwrap();
    let key = rustls_pki_types::PrivateKeyDer::Pkcs8(leaf_key.serialize_der().into());
    let config = rustls::ServerConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .unwrap()
    .with_no_client_auth()
    .with_single_cert(vec![leaf.der().clone()], key)
    .unwrap();
    let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(config));
    let l = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = l.local_addr().unwrap().port();
    l.set_nonblocking(true).unwrap();
    std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async move {
            use tokio::io::{AsyncReadExt, AsyncWriteExt};
            let l = tokio::net::TcpListener::from_std(l).unwrap();
            loop {
                let Ok((tcp, _)) = l.accept().await else {
                    return;
                };
                let acceptor = acceptor.clone();
                tokio::spawn(async move {
                    let Ok(mut tls) = acceptor.accept(tcp).await else {
                        return;
                    };
                    let mut buf = Vec::new();
                    let _ = tls.read_to_end(&mut buf).await;
                    let mut reply = b"tls:".to_vec();
                    reply.extend_from_slice(&buf);
                    let _ = tls.write_all(&reply).await;
                    let _ = tls.shutdown().await;
                });
            }
        });
    });
    (port, ca.pem())
}

#[test]
fn tls_verifies_against_ca_certs() {
    let (port, ca) = tls_server();
    let c = guests::client(
        &format!("localhost:{port}"),
        Some("localhost"),
        &Payload::Text("ping".into()),
        true,
    );
    let rules = Some(allow(&[format!("tcp://localhost:{port}")]));
    let trusted = vm(
        "tls-ok",
        &[("c", c.clone())],
        rules.clone(),
        NetworkConfig {
            loopback_exempt_ports: vec![port],
            ca_certs: vec![ca],
            ..Default::default()
        },
    );
    let o = run(&trusted, "c");
    assert_eq!(o.exit_code, 0, "{}", common::err(&o));
    assert_eq!(common::out(&o), "tls:ping");
    trusted.dispose(Duration::from_secs(1));
    let untrusted = vm("tls-untrusted", &[("c", c)], rules, exempt(port));
    assert_eq!(run(&untrusted, "c").exit_code, EPERM);
    untrusted.dispose(Duration::from_secs(1));
}

#[test]
fn invalid_ca_certs_fail_create() {
    let mut config = common::config(Vec::new());
    config.network.ca_certs =
        vec!["-----BEGIN CERTIFICATE-----\nnot base64!\n-----END CERTIFICATE-----\n".into()];
    let e = Vm::create(config).err().expect("create fails");
    assert_eq!(e.errno, Errno::Einval);
    assert!(e.message.contains("network.caCerts[0]"), "{}", e.message);
    let mut config = common::config(Vec::new());
    config.network.ca_certs = vec!["no pem here".into()];
    let e = Vm::create(config).err().expect("create fails");
    assert!(e.message.contains("network.caCerts[0]"), "{}", e.message);
}

const RESPONSE: &str =
    "HTTP/1.1 200 OK\r\ncontent-length: 5\r\nx-guest: yes\r\nconnection: close\r\n\r\nhello";

/// Waits until the guest listener on `port` answers `vm.fetch`.
fn fetch_when_up(vm: &Vm, port: u16) -> agentos_wasi_host::FetchResponse {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let req = FetchRequest {
            method: "GET".into(),
            path: "/x?y=1".into(),
            headers: vec![("accept".into(), "*/*".into())],
            body: Vec::new(),
        };
        match vm.fetch(port, req) {
            Ok(r) => return r,
            Err(e) if e.errno == Errno::Econnrefused && Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(20))
            }
            Err(e) => panic!("fetch: {e}"),
        }
    }
}

#[test]
fn a_guest_listener_serves_fetch_and_its_vm_only() {
    let srv = guests::server("127.0.0.1:8080", RESPONSE);
    let get = text_client("127.0.0.1:8080", "GET / HTTP/1.1\r\nhost: x\r\n\r\n");
    let a = vm(
        "listen-a",
        &[("srv", srv), ("get", get.clone())],
        None,
        NetworkConfig::default(),
    );
    let b = vm("listen-b", &[("get", get)], None, NetworkConfig::default());
    let pid = a
        .spawn(
            "srv",
            Vec::new(),
            &[],
            None,
            Arc::new(|_e: ProcessEvent| {}),
        )
        .expect("spawn");
    let r = fetch_when_up(&a, 8080);
    assert_eq!(r.status, 200);
    assert_eq!(r.body, b"hello");
    assert!(r.headers.iter().any(|(k, v)| k == "x-guest" && v == "yes"));
    // Another process of the same VM, through the kernel (no policy needed).
    let o = run(&a, "get");
    assert_eq!(o.exit_code, 0, "{}", common::err(&o));
    assert_eq!(common::out(&o), RESPONSE);
    // Another VM sees no listener there: its connect is a host connect, which the policy denies.
    assert_eq!(run(&b, "get").exit_code, EACCES);
    let e = b
        .fetch(
            8080,
            FetchRequest {
                method: "GET".into(),
                path: "/".into(),
                ..Default::default()
            },
        )
        .unwrap_err();
    assert_eq!(e.errno, Errno::Econnrefused);
    let bad = a
        .fetch(
            8080,
            FetchRequest {
                method: "GE T".into(),
                path: "/".into(),
                ..Default::default()
            },
        )
        .unwrap_err();
    assert_eq!(bad.errno, Errno::Einval);
    let bad = a
        .fetch(
            8080,
            FetchRequest {
                method: "GET".into(),
                path: "/".into(),
                headers: vec![("bad header".into(), "v".into())],
                ..Default::default()
            },
        )
        .unwrap_err();
    assert_eq!(bad.errno, Errno::Einval);
    a.signal(pid, 9).expect("kill");
    a.dispose(Duration::from_secs(1));
    b.dispose(Duration::from_secs(1));
}

/// `vm.fetch` of `/` on `port`, retried while the guest listener is not up yet.
fn fetch_result(
    vm: &Vm,
    port: u16,
) -> Result<agentos_wasi_host::FetchResponse, agentos_wasi_host::HostError> {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let req = FetchRequest {
            method: "GET".into(),
            path: "/".into(),
            ..Default::default()
        };
        match vm.fetch(port, req) {
            Err(e) if e.errno == Errno::Econnrefused && Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(20))
            }
            r => return r,
        }
    }
}

#[test]
fn fetch_of_a_malformed_response_is_eproto_and_an_early_close_econnreset() {
    let many_headers = format!("HTTP/1.1 200 OK\r\n{}\r\n", "x-h: v\r\n".repeat(200));
    let cases: [(u16, String, Errno, &str); 5] = [
        (
            8101,
            "garbage\r\n\r\n".into(),
            Errno::Eproto,
            "malformed response (",
        ),
        (
            8102,
            "HTTP/1.1 abc OK\r\n\r\n".into(),
            Errno::Eproto,
            "malformed response (",
        ),
        (8103, many_headers, Errno::Eproto, "malformed response ("),
        (
            8104,
            "HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n".into(),
            Errno::Eproto,
            "malformed response (",
        ),
        (
            8105,
            "HTTP/1.1 200 OK\r\ncontent-length: 10\r\n\r\nabc".into(),
            Errno::Econnreset,
            "socket hang up (",
        ),
    ];
    let list: Vec<(String, String)> = cases
        .iter()
        .map(|(p, r, _, _)| {
            (
                format!("s{p}"),
                guests::server(&format!("127.0.0.1:{p}"), r),
            )
        })
        .collect();
    let refs: Vec<(&str, String)> = list.iter().map(|(n, w)| (n.as_str(), w.clone())).collect();
    let v = vm("fetch-malformed", &refs, None, NetworkConfig::default());
    for (p, _, errno, prefix) in &cases {
        let pid = v
            .spawn(
                &format!("s{p}"),
                Vec::new(),
                &[],
                None,
                Arc::new(|_e: ProcessEvent| {}),
            )
            .expect("spawn");
        let e = fetch_result(&v, *p).expect_err("malformed");
        assert_eq!(e.errno, *errno, "{p}: {e}");
        assert!(e.message.contains(prefix), "{p}: {}", e.message);
        assert_eq!(e.syscall, Some("fetch"));
        v.signal(pid, 9).expect("kill");
    }
    v.dispose(Duration::from_secs(1));
}

#[test]
fn fetch_bodies_over_the_cap_are_efbig_promptly() {
    let huge = guests::server(
        "127.0.0.1:8201",
        "HTTP/1.1 200 OK\r\ncontent-length: 4294967296\r\n\r\nabc",
    );
    let endless = guests::endless_server(
        "127.0.0.1:8202",
        "HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n",
    );
    let v = vm(
        "fetch-efbig",
        &[("huge", huge), ("endless", endless)],
        None,
        NetworkConfig::default(),
    );
    for (name, port, within) in [("huge", 8201, 2), ("endless", 8202, 20)] {
        let pid = v
            .spawn(name, Vec::new(), &[], None, Arc::new(|_e: ProcessEvent| {}))
            .expect("spawn");
        let t = Instant::now();
        let e = fetch_result(&v, port).expect_err("too big");
        assert_eq!(e.errno, Errno::Efbig, "{name}: {e}");
        assert!(
            t.elapsed() < Duration::from_secs(within),
            "{name}: {:?}",
            t.elapsed()
        );
        v.signal(pid, 9).expect("kill");
    }
    v.dispose(Duration::from_secs(1));
}

#[test]
fn fetch_with_nothing_listening_is_econnrefused() {
    let vm = vm("fetch-none", &[], None, NetworkConfig::default());
    let e = vm
        .fetch(
            3000,
            FetchRequest {
                method: "GET".into(),
                path: "/".into(),
                ..Default::default()
            },
        )
        .unwrap_err();
    assert_eq!(e.errno, Errno::Econnrefused);
    assert_eq!(e.message, "connect ECONNREFUSED 127.0.0.1:3000");
    assert_eq!(e.syscall, Some("connect"));
    vm.dispose(Duration::from_secs(1));
}

#[test]
fn net_poll_and_nonblock_on_sockets() {
    let s = server(Mode::Echo);
    let addr = format!("127.0.0.1:{}", s.port);
    let vm = vm(
        "poll",
        &[
            ("poll", guests::connected(&addr, "poll")),
            ("nb", guests::connected(&addr, "nonblock")),
        ],
        Some(allow(&[format!("tcp://{addr}")])),
        exempt(s.port),
    );
    let o = run(&vm, "poll");
    assert_eq!(o.exit_code, 0, "{}", common::err(&o));
    assert_eq!(o.stdout, b"x");
    assert_eq!(run(&vm, "nb").exit_code, 6, "EAGAIN");
    vm.dispose(Duration::from_secs(1));
}

#[test]
fn a_guest_that_does_not_read_stops_the_host_sending() {
    let l = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = l.local_addr().unwrap().port();
    let sent = Arc::new(AtomicUsize::new(0));
    let counter = sent.clone();
    std::thread::spawn(move || {
        let Ok((mut s, _)) = l.accept() else { return };
        let _ = s.set_write_timeout(Some(Duration::from_millis(1500)));
        let chunk = vec![7u8; 64 * 1024];
        // Up to 1 GiB, until a write stalls.
        while counter.load(Ordering::SeqCst) < 1 << 30 {
            match s.write(&chunk) {
                Ok(n) => counter.fetch_add(n, Ordering::SeqCst),
                Err(_) => return,
            };
        }
    });
    let addr = format!("127.0.0.1:{port}");
    let vm = vm(
        "backpressure",
        &[("idle", guests::connected(&addr, "idle"))],
        Some(allow(&[format!("tcp://{addr}")])),
        NetworkConfig::default(),
    );
    let o = run(&vm, "idle");
    assert_eq!(o.exit_code, 0, "{}", common::err(&o));
    // The socket buffers 256 KiB and the pump 64 KiB; the rest is the host kernel's TCP buffers.
    let n = sent.load(Ordering::SeqCst);
    assert!(n < 64 << 20, "{n} bytes sent to a guest that reads nothing");
    vm.dispose(Duration::from_secs(1));
}

#[test]
fn host_net_is_full_tier_only() {
    let dir = temp_dir("tier");
    let mut commands: Vec<_> = common::commands(&["coreutils"])
        .into_iter()
        .filter(|c| c.name == "sh")
        .collect();
    let mut spec = guests::command(&dir, "one", &guests::sockets(1));
    spec.tier = agentos_wasi_host::Tier::ReadWrite;
    commands.push(spec);
    let vm = Vm::create(common::config(commands)).expect("vm");
    assert_eq!(run(&vm, "one").exit_code, EACCES);
    vm.dispose(Duration::from_secs(1));
}

/// A listener whose accept queue is full (backlog 0, never accepting, filled by two connects):
/// the host kernel drops further SYNs, so a connect to it hangs. `None` when the host kernel
/// still answers (then the tests that need it check nothing).
/// The listener, the filling connections and the runtime must live while the test runs.
type BlackHole = (
    u16,
    tokio::net::TcpListener,
    Vec<TcpStream>,
    tokio::runtime::Runtime,
);

fn black_hole() -> Option<BlackHole> {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .ok()?;
    let listener = rt.block_on(async {
        let s = tokio::net::TcpSocket::new_v4().ok()?;
        s.bind("127.0.0.1:0".parse().ok()?).ok()?;
        s.listen(0).ok()
    })?;
    let port = listener.local_addr().ok()?.port();
    let addr = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    let mut fill = Vec::new();
    for _ in 0..8 {
        match TcpStream::connect_timeout(&addr, Duration::from_millis(300)) {
            Ok(s) => fill.push(s),
            Err(_) => return Some((port, listener, fill, rt)),
        }
    }
    None
}

#[test]
fn a_hanging_connect_times_out_and_is_interrupted_by_kill() {
    let Some((port, _listener, _fill, _rt)) = black_hole() else {
        eprintln!("the host kernel accepts every SYN here: skipped");
        return;
    };
    let addr = format!("127.0.0.1:{port}");
    let c = text_client(&addr, "x");
    let rules = Some(allow(&[format!("tcp://{addr}")]));
    let quick = vm(
        "hang-timeout",
        &[("c", c.clone())],
        rules.clone(),
        NetworkConfig {
            connect_timeout_ms: 300,
            ..Default::default()
        },
    );
    let t = Instant::now();
    assert_eq!(run(&quick, "c").exit_code, 73, "ETIMEDOUT");
    assert!(t.elapsed() < Duration::from_secs(5));
    quick.dispose(Duration::from_secs(1));
    let slow = vm("hang-kill", &[("c", c)], rules, NetworkConfig::default());
    let t = Instant::now();
    let o = slow
        .exec(
            "c",
            ExecOptions {
                timeout_ms: Some(500),
                ..Default::default()
            },
        )
        .expect("exec");
    assert!(o.timed_out, "{o:?}");
    assert!(t.elapsed() < Duration::from_secs(3), "{:?}", t.elapsed());
    slow.dispose(Duration::from_secs(1));
}
