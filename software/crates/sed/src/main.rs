//! `sed` for agentOS: uutils sed (MIT) with the caller's working directory adopted first, so
//! `cd /tmp && sed -i 's/b/B/' f` edits `/tmp/f` (guest-abi.md 8).

/// Memory exhaustion ends the program with a message and status 1, not a wasm trap.
#[global_allocator]
static ALLOC: agentos_process::alloc::Guarded = agentos_process::alloc::Guarded;

fn main() {
    agentos_process::alloc::set_program_name("sed");
    agentos_process::adopt_pwd();
    let mut args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // argv[0] is whatever the caller typed (`sed`, `/bin/sed`); uutils only uses it for messages.
    if let Some(first) = args.first_mut() {
        *first = "sed".into();
    }
    std::process::exit(sed::sed::uumain(args.into_iter()));
}
