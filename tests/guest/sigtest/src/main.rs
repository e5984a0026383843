//! Guest test program for the agentOS VM (wasm32-wasip1). Modes, chosen by the first argument:
//!
//! - `hello`: prints `hello` and exits 0.
//! - `ignore-term [busy|sleep]`: sets SIGTERM (15) to SIG_IGN through `host_process.proc_sigaction`,
//!   prints `ready`, then loops forever, spinning (`busy`, default) or sleeping 10 ms at a time.
//! - `handle-term`: registers a handler (action 2) for SIGTERM, prints `ready`, spins forever. The
//!   host treats handlers as the default action (no trampoline is exported), so SIGTERM ends it.
//! - `catch-term`: catches SIGTERM (action 3) and polls `host_process.proc_sigpending` every 10 ms;
//!   prints `ready`, then `caught 15` and exits 7 once a SIGTERM arrived.
//! - `sigaction-bad`: prints the return codes of `proc_sigaction` for signals 0, 65 and 15, one a line.
//! - `alloc [max MiB]`: allocates 1 MiB chunks (touching every page) until an allocation fails or
//!   `max MiB` (default 1024) were allocated; prints `allocated <n> MiB` and exits 2 when an
//!   allocation failed, 3 when the cap was reached first.

use std::io::Write;

#[link(wasm_import_module = "host_process")]
extern "C" {
    /// `(sig, action, mask_lo, mask_hi, flags) -> errno`; action 0 = default, 1 = ignore, 2 =
    /// handler, 3 = catch.
    fn proc_sigaction(sig: i32, action: i32, mask_lo: i32, mask_hi: i32, flags: i32) -> i32;
    /// `(set_out) -> errno`: the caught signals delivered since the last call, cleared.
    fn proc_sigpending(set_out: *mut u64) -> i32;
}

const SIGTERM: i32 = 15;
const MIB: usize = 1024 * 1024;
const PAGE: usize = 4096;

fn sigaction(sig: i32, action: i32) -> i32 {
    // SAFETY: a plain host call taking integers only.
    unsafe { proc_sigaction(sig, action, 0, 0, 0) }
}

fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

fn spin() -> ! {
    let mut x: u64 = 1;
    loop {
        x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
    }
}

fn set_or_die(sig: i32, action: i32) {
    let rc = sigaction(sig, action);
    if rc != 0 {
        say(&format!("proc_sigaction({sig}, {action}) returned {rc}"));
        std::process::exit(1);
    }
}

fn alloc(max_mib: usize) -> ! {
    say("allocating");
    let mut chunks: Vec<Vec<u8>> = Vec::new();
    if chunks.try_reserve(max_mib).is_err() {
        say("cannot reserve the chunk list");
        std::process::exit(1);
    }
    let failed = loop {
        if chunks.len() >= max_mib {
            break false;
        }
        let mut chunk: Vec<u8> = Vec::new();
        if chunk.try_reserve_exact(MIB).is_err() {
            break true;
        }
        chunk.resize(MIB, 0);
        for i in (0..MIB).step_by(PAGE) {
            chunk[i] = 1;
        }
        chunks.push(chunk);
    };
    let n = chunks.len();
    drop(chunks);
    say(&format!("allocated {n} MiB"));
    std::process::exit(if failed { 2 } else { 3 });
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mode = args.get(1).map(String::as_str).unwrap_or("");
    let opt = args.get(2).map(String::as_str);
    match mode {
        "hello" => say("hello"),
        "ignore-term" => {
            set_or_die(SIGTERM, 1);
            say("ready");
            match opt {
                Some("sleep") => loop {
                    std::thread::sleep(std::time::Duration::from_millis(10));
                },
                _ => spin(),
            }
        }
        "handle-term" => {
            set_or_die(SIGTERM, 2);
            say("ready");
            spin()
        }
        "catch-term" => {
            set_or_die(SIGTERM, 3);
            say("ready");
            loop {
                let mut set = 0u64;
                // SAFETY: one live u64 out-pointer.
                let rc = unsafe { proc_sigpending(&mut set) };
                if rc != 0 {
                    say(&format!("proc_sigpending returned {rc}"));
                    std::process::exit(1);
                }
                if set & (1 << (SIGTERM - 1)) != 0 {
                    say("caught 15");
                    std::process::exit(7);
                }
                std::thread::sleep(std::time::Duration::from_millis(10));
            }
        }
        "sigaction-bad" => {
            for sig in [0, 65, SIGTERM] {
                say(&sigaction(sig, 0).to_string());
            }
        }
        "alloc" => alloc(opt.and_then(|s| s.parse().ok()).unwrap_or(1024)),
        _ => {
            eprintln!("usage: sigtest hello | ignore-term [busy|sleep] | handle-term | catch-term | sigaction-bad | alloc [max MiB]");
            std::process::exit(64);
        }
    }
}
