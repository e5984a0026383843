//! Small WAT guests that drive `host_net` (the real `curl` is built elsewhere): compiled with the
//! `wat` crate into a temp directory and registered as commands.

use std::path::PathBuf;

use agentos_wasi_host::{CommandSpec, Tier};

/// What a guest sends.
pub enum Payload {
    None,
    Text(String),
    /// `len` bytes of [`pattern`].
    Pattern(u32),
}

/// The bytes of `Payload::Pattern(len)`.
pub fn pattern(len: u32) -> Vec<u8> {
    (0..len)
        .map(|i| ((i.wrapping_mul(31) + 7) % 251) as u8)
        .collect()
}

fn wat_str(s: &str) -> String {
    s.bytes().map(|b| format!("\\{b:02x}")).collect()
}

const PRELUDE: &str = r#"
  (import "host_net" "net_socket" (func $socket (param i32 i32 i32 i32) (result i32)))
  (import "host_net" "net_connect" (func $connect (param i32 i32 i32) (result i32)))
  (import "host_net" "net_tls_connect" (func $tls (param i32 i32 i32) (result i32)))
  (import "host_net" "net_bind" (func $bind (param i32 i32 i32) (result i32)))
  (import "host_net" "net_listen" (func $listen (param i32 i32) (result i32)))
  (import "host_net" "net_accept" (func $accept (param i32 i32 i32 i32) (result i32)))
  (import "host_net" "net_getaddrinfo" (func $gai (param i32 i32 i32 i32 i32 i32) (result i32)))
  (import "host_net" "net_poll" (func $poll (param i32 i32 i32 i32) (result i32)))
  (import "host_net" "net_recv" (func $recv (param i32 i32 i32 i32 i32) (result i32)))
  (import "host_net" "net_getsockname" (func $getsockname (param i32 i32 i32) (result i32)))
  (import "host_net" "net_getpeername" (func $getpeername (param i32 i32 i32) (result i32)))
  (import "wasi_snapshot_preview1" "fd_read" (func $fd_read (param i32 i32 i32 i32) (result i32)))
  (import "wasi_snapshot_preview1" "fd_write" (func $fd_write (param i32 i32 i32 i32) (result i32)))
  (import "wasi_snapshot_preview1" "fd_close" (func $fd_close (param i32) (result i32)))
  (import "wasi_snapshot_preview1" "fd_filestat_get" (func $fd_filestat_get (param i32 i32) (result i32)))
  (import "wasi_snapshot_preview1" "sock_shutdown" (func $shutdown (param i32 i32) (result i32)))
  (import "wasi_snapshot_preview1" "proc_exit" (func $exit (param i32)))
  (memory (export "memory") 32)
  ;; 0: fd out; 4: accepted fd; 8: iovec; 16: count out; 24: len in/out; 64: filestat
  ;; 4096: text; 65536: read buffer (64 KiB); 0x100000: payload
  (func $check (param $e i32)
    (if (local.get $e) (then (call $exit (local.get $e)))))
  (func $write_all (param $fd i32) (param $ptr i32) (param $len i32)
    (block $done
      (loop $more
        (br_if $done (i32.eqz (local.get $len)))
        (i32.store (i32.const 8) (local.get $ptr))
        (i32.store (i32.const 12) (local.get $len))
        (call $check (call $fd_write (local.get $fd) (i32.const 8) (i32.const 1) (i32.const 16)))
        (local.set $ptr (i32.add (local.get $ptr) (i32.load (i32.const 16))))
        (local.set $len (i32.sub (local.get $len) (i32.load (i32.const 16))))
        (br $more))))
  ;; One read of up to 64 KiB into the buffer: the byte count.
  (func $read (param $fd i32) (result i32)
    (i32.store (i32.const 8) (i32.const 65536))
    (i32.store (i32.const 12) (i32.const 65536))
    (call $check (call $fd_read (local.get $fd) (i32.const 8) (i32.const 1) (i32.const 16)))
    (i32.load (i32.const 16)))
  ;; Copies `from` to `to` until EOF.
  (func $copy (param $from i32) (param $to i32)
    (local $n i32)
    (block $done
      (loop $more
        (local.set $n (call $read (local.get $from)))
        (br_if $done (i32.eqz (local.get $n)))
        (call $write_all (local.get $to) (i32.const 65536) (local.get $n))
        (br $more))))
  (func $pattern (param $len i32)
    (local $i i32)
    (block $done
      (loop $more
        (br_if $done (i32.ge_u (local.get $i) (local.get $len)))
        (i32.store8 (i32.add (i32.const 0x100000) (local.get $i))
          (i32.rem_u (i32.add (i32.mul (local.get $i) (i32.const 31)) (i32.const 7)) (i32.const 251)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $more))))
"#;

/// A client: socket, connect to `addr`, optionally TLS with `tls` as the server name, send the
/// payload, shut down writing when `shutdown`, then copy what it receives to stdout until EOF.
/// Exits with the errno of the first call that fails (0 when all succeed).
pub fn client(addr: &str, tls: Option<&str>, payload: &Payload, shutdown: bool) -> String {
    let mut body = String::new();
    body.push_str(&format!(
        "(data (i32.const 4096) \"{}\")\n(data (i32.const 8192) \"{}\")\n",
        wat_str(addr),
        wat_str(tls.unwrap_or(""))
    ));
    let (send, len) = match payload {
        Payload::None => (String::new(), 0),
        Payload::Text(t) => (
            format!("(data (i32.const 0x100000) \"{}\")\n", wat_str(t)),
            t.len(),
        ),
        Payload::Pattern(n) => (String::new(), *n as usize),
    };
    body.push_str(&send);
    let fill = match payload {
        Payload::Pattern(n) => format!("(call $pattern (i32.const {n}))"),
        _ => String::new(),
    };
    let tls_call = match tls {
        Some(name) => format!(
            "(call $check (call $tls (i32.load (i32.const 0)) (i32.const 8192) (i32.const {})))",
            name.len()
        ),
        None => String::new(),
    };
    let shut = if shutdown {
        "(call $check (call $shutdown (i32.load (i32.const 0)) (i32.const 2)))"
    } else {
        ""
    };
    format!(
        r#"(module {PRELUDE}
  {body}
  (func (export "_start")
    {fill}
    (call $check (call $socket (i32.const 1) (i32.const 6) (i32.const 0) (i32.const 0)))
    ;; filetype of the new fd must be SOCKET_STREAM (6): else exit 99
    (call $check (call $fd_filestat_get (i32.load (i32.const 0)) (i32.const 64)))
    (if (i32.ne (i32.load8_u (i32.const 80)) (i32.const 6)) (then (call $exit (i32.const 99))))
    (call $check (call $connect (i32.load (i32.const 0)) (i32.const 4096) (i32.const {alen})))
    {tls_call}
    (call $write_all (i32.load (i32.const 0)) (i32.const 0x100000) (i32.const {len}))
    {shut}
    (call $copy (i32.load (i32.const 0)) (i32.const 1))
    (call $exit (i32.const 0))))"#,
        alen = addr.len(),
    )
}

/// A server on VM loopback `addr`: accepts connections one after another, reads each request
/// up to its blank line, answers `response` and closes it.
pub fn server(addr: &str, response: &str) -> String {
    server_with(addr, response, false)
}

/// Like [`server`], but after `response` (a chunked head) it sends 64 KiB chunks until the
/// peer goes away (then it exits).
pub fn endless_server(addr: &str, response: &str) -> String {
    server_with(addr, response, true)
}

fn server_with(addr: &str, response: &str, endless: bool) -> String {
    let endless = if endless {
        r#"(loop $chunk
        (call $write_all (local.get $c) (i32.const 0x1F0000) (i32.const 7))
        (call $write_all (local.get $c) (i32.const 0x180000) (i32.const 0x10000))
        (call $write_all (local.get $c) (i32.const 0x1F0010) (i32.const 2))
        (br $chunk))"#
    } else {
        ""
    };
    format!(
        r#"(module {PRELUDE}
  (data (i32.const 4096) "{a}")
  (data (i32.const 0x100000) "{r}")
  (data (i32.const 0x1F0000) "10000\r\n")
  (data (i32.const 0x1F0010) "\r\n")
  ;; Reads until the buffer holds "\r\n\r\n" (or EOF).
  (func $read_head (param $fd i32)
    (local $total i32) (local $n i32) (local $i i32)
    (block $done
      (loop $more
        (i32.store (i32.const 8) (i32.add (i32.const 65536) (local.get $total)))
        (i32.store (i32.const 12) (i32.sub (i32.const 65536) (local.get $total)))
        (call $check (call $fd_read (local.get $fd) (i32.const 8) (i32.const 1) (i32.const 16)))
        (local.set $n (i32.load (i32.const 16)))
        (br_if $done (i32.eqz (local.get $n)))
        (local.set $total (i32.add (local.get $total) (local.get $n)))
        (local.set $i (i32.const 0))
        (block $scanned
          (loop $scan
            (br_if $scanned (i32.gt_u (i32.add (local.get $i) (i32.const 4)) (local.get $total)))
            (br_if $done (i32.eq (i32.load (i32.add (i32.const 65536) (local.get $i))) (i32.const 0x0a0d0a0d)))
            (local.set $i (i32.add (local.get $i) (i32.const 1)))
            (br $scan)))
        (br $more))))
  (func (export "_start")
    (local $fd i32) (local $c i32)
    (call $check (call $socket (i32.const 1) (i32.const 6) (i32.const 0) (i32.const 0)))
    (local.set $fd (i32.load (i32.const 0)))
    (call $check (call $bind (local.get $fd) (i32.const 4096) (i32.const {alen})))
    (call $check (call $listen (local.get $fd) (i32.const 16)))
    (loop $serve
      (call $check (call $accept (local.get $fd) (i32.const 4) (i32.const 0) (i32.const 0)))
      (local.set $c (i32.load (i32.const 4)))
      (call $read_head (local.get $c))
      (call $write_all (local.get $c) (i32.const 0x100000) (i32.const {rlen}))
      {endless}
      (call $check (call $fd_close (local.get $c)))
      (br $serve))))"#,
        a = wat_str(addr),
        r = wat_str(response),
        alen = addr.len(),
        rlen = response.len(),
    )
}

/// Opens `n` sockets; exits with the errno of the first failure (0 when all opened).
pub fn sockets(n: u32) -> String {
    format!(
        r#"(module {PRELUDE}
  (func (export "_start")
    (local $i i32)
    (block $done
      (loop $more
        (br_if $done (i32.ge_u (local.get $i) (i32.const {n})))
        (call $check (call $socket (i32.const 1) (i32.const 6) (i32.const 0) (i32.const 0)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $more)))
    (call $exit (i32.const 0))))"#
    )
}

/// Resolves `host` and writes the JSON answer to stdout; exits with the errno.
pub fn resolver(host: &str) -> String {
    format!(
        r#"(module {PRELUDE}
  (data (i32.const 4096) "{h}")
  (func (export "_start")
    (i32.store (i32.const 24) (i32.const 4096))
    (call $check (call $gai (i32.const 4096) (i32.const {hlen}) (i32.const 4096) (i32.const 0)
      (i32.const 65536) (i32.const 24)))
    (call $write_all (i32.const 1) (i32.const 65536) (i32.load (i32.const 24)))
    (call $exit (i32.const 0))))"#,
        h = wat_str(host),
        hlen = host.len(),
    )
}

/// Compiles `wat` to `<dir>/<name>.wasm` and returns it as a full-tier command.
pub fn command(dir: &std::path::Path, name: &str, wat: &str) -> CommandSpec {
    let wasm = wat::parse_str(wat).unwrap_or_else(|e| panic!("{name}: {e}"));
    std::fs::create_dir_all(dir).expect("temp dir");
    let path: PathBuf = dir.join(format!("{name}.wasm"));
    // Unchanged files keep their modification time: the engine's module cache keeps its entry.
    if std::fs::read(&path).ok().as_deref() != Some(&wasm[..]) {
        std::fs::write(&path, wasm).expect("write wasm");
    }
    CommandSpec {
        name: name.into(),
        path,
        tier: Tier::Full,
        fallback: None,
    }
}

/// Connects to `addr` and then behaves as `mode` says, exiting 0 on success:
/// - `"poll"`: sends `x`, shuts down writing, `net_poll`s the socket for `POLLIN` (5 s); exit 98
///   unless exactly it is ready with `POLLIN`, then copies what it receives to stdout;
/// - `"nonblock"`: a `SOCK_NONBLOCK` socket; `net_recv` must fail at once (its errno is the exit
///   status: `EAGAIN` 6);
/// - `"names"`: writes `<getsockname> <getpeername>` to stdout;
/// - `"idle"`: reads nothing and sleeps 3 s in `net_poll` with no fds.
pub fn connected(addr: &str, mode: &str) -> String {
    let ty = if mode == "nonblock" { 0x4006 } else { 6 };
    let then = match mode {
        "poll" => {
            r#"(i32.store8 (i32.const 0x100000) (i32.const 120))
    (call $write_all (local.get $fd) (i32.const 0x100000) (i32.const 1))
    (call $check (call $shutdown (local.get $fd) (i32.const 2)))
    (i32.store (i32.const 32) (local.get $fd))
    (i32.store16 (i32.const 36) (i32.const 1))
    (i32.store16 (i32.const 38) (i32.const 0))
    (call $check (call $poll (i32.const 32) (i32.const 1) (i32.const 5000) (i32.const 16)))
    (if (i32.ne (i32.load (i32.const 16)) (i32.const 1)) (then (call $exit (i32.const 98))))
    (if (i32.eqz (i32.and (i32.load16_u (i32.const 38)) (i32.const 1))) (then (call $exit (i32.const 98))))
    (call $copy (local.get $fd) (i32.const 1))"#
        }
        "names" => {
            r#"(i32.store (i32.const 16) (i32.const 200))
    (call $check (call $getsockname (local.get $fd) (i32.const 0x100000) (i32.const 16)))
    (call $write_all (i32.const 1) (i32.const 0x100000) (i32.load (i32.const 16)))
    (i32.store8 (i32.const 0x100000) (i32.const 32))
    (call $write_all (i32.const 1) (i32.const 0x100000) (i32.const 1))
    (i32.store (i32.const 16) (i32.const 200))
    (call $check (call $getpeername (local.get $fd) (i32.const 0x100000) (i32.const 16)))
    (call $write_all (i32.const 1) (i32.const 0x100000) (i32.load (i32.const 16)))"#
        }
        "nonblock" => {
            r#"(call $check (call $recv (local.get $fd) (i32.const 65536) (i32.const 16) (i32.const 0) (i32.const 16)))
    (call $exit (i32.const 97))"#
        }
        _ => {
            r#"(call $check (call $poll (i32.const 32) (i32.const 0) (i32.const 3000) (i32.const 16)))"#
        }
    };
    format!(
        r#"(module {PRELUDE}
  (data (i32.const 4096) "{a}")
  (func (export "_start")
    (local $fd i32)
    (call $check (call $socket (i32.const 1) (i32.const {ty}) (i32.const 0) (i32.const 0)))
    (local.set $fd (i32.load (i32.const 0)))
    (call $check (call $connect (local.get $fd) (i32.const 4096) (i32.const {alen})))
    {then}
    (call $exit (i32.const 0))))"#,
        a = wat_str(addr),
        alen = addr.len(),
    )
}
