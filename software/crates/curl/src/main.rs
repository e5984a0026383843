//! `curl` and `wget` for agentOS in one module, dispatched on the basename of argv[0]: our command
//! lines over ureq 3 with a transport over `host_net` (the host resolves, connects and does TLS, and
//! checks the network policy on every hop).

/// `eprintln!`/`eprint!`/`print!` that never panic: a closed stdout or stderr (a reader that went
/// away) loses the text instead of trapping the process.
macro_rules! errln {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($t)*);
    }};
}
macro_rules! errp {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stderr(), $($t)*);
    }};
}
macro_rules! outp {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let mut out = std::io::stdout().lock();
        let _ = write!(out, $($t)*);
        let _ = out.flush();
    }};
}

mod curl;
mod failure;
mod http;
mod transport;
mod url;
mod wget;
mod write_out;

/// Memory exhaustion ends the program with a message and status 1, not a wasm trap.
#[global_allocator]
static ALLOC: agentos_process::alloc::Guarded = agentos_process::alloc::Guarded;

fn main() {
    agentos_process::adopt_pwd();
    let mut args = std::env::args_os().map(|a| a.to_string_lossy().into_owned());
    let argv0 = args.next().unwrap_or_default();
    let rest: Vec<String> = args.collect();
    let name = argv0.rsplit('/').next().unwrap_or("");
    agentos_process::alloc::set_program_name(if name == "wget" { "wget" } else { "curl" });
    let code = if name == "wget" {
        wget::main(&rest)
    } else {
        curl::main(&rest)
    };
    std::process::exit(code);
}
