//! `sed` for agentOS: uutils sed (MIT) with the caller's working directory adopted first, so
//! `cd /tmp && sed -i 's/b/B/' f` edits `/tmp/f` (guest-abi.md 8).

fn main() {
    agentos_process::adopt_pwd();
    let mut args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // argv[0] is whatever the caller typed (`sed`, `/bin/sed`); uutils only uses it for messages.
    if let Some(first) = args.first_mut() {
        *first = "sed".into();
    }
    std::process::exit(sed::sed::uumain(args.into_iter()));
}
