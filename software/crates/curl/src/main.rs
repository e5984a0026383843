//! `curl` and `wget` for agentOS in one module, dispatched on the basename of argv[0]: our command
//! lines over ureq 3 with a transport over `host_net` (the host resolves, connects and does TLS, and
//! checks the network policy on every hop).

mod curl;
mod failure;
mod http;
mod transport;
mod url;
mod wget;
mod write_out;

fn main() {
    agentos_process::adopt_pwd();
    let mut args = std::env::args_os().map(|a| a.to_string_lossy().into_owned());
    let argv0 = args.next().unwrap_or_default();
    let rest: Vec<String> = args.collect();
    let name = argv0.rsplit('/').next().unwrap_or("");
    let code = if name == "wget" { wget::main(&rest) } else { curl::main(&rest) };
    std::process::exit(code);
}
