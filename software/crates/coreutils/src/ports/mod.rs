//! Utilities of our own where uutils cannot work on `wasm32-wasip1`: the spawners (`env`, `timeout`,
//! `nice`, `nohup`) use `agentos-process` because `std::process::Command` fails on wasip1; `kill`
//! signals through `host_process.proc_kill`; `chmod`, `stat`, `id` and `whoami` need `host_fs` and
//! `host_user` (`guest-abi.md` 10, 11); `du` because uu_du does not build for wasi; `hostname` because
//! there is no uutils one (it prints the VM's `/etc/hostname`, not the published stub's `wasm-host`);
//! `which` (debianutils') and `column` (util-linux's) likewise.

mod chmod;
mod column;
mod du;
mod env;
mod hostname;
mod id;
mod kill;
mod rev;
mod spawn;
mod stat;
mod timeout;
mod which;

use std::ffi::OsString;

/// The port serving `name`, if any.
pub fn lookup(name: &str) -> Option<fn(Vec<OsString>) -> i32> {
    Some(match name {
        "chmod" => chmod::main,
        "column" => column::main,
        "du" => du::main,
        "env" => env::main,
        "hostname" => hostname::main,
        "id" => id::id_main,
        "whoami" => id::whoami_main,
        "logname" => id::logname_main,
        "kill" => kill::main,
        "nice" => spawn::nice_main,
        "nohup" => spawn::nohup_main,
        "rev" => rev::main,
        "stat" => stat::main,
        "timeout" => timeout::main,
        "which" => which::main,
        _ => return None,
    })
}

/// Arguments as UTF-8 (lossy), without `argv[0]`.
fn string_args(args: &[OsString]) -> Vec<String> {
    args.iter()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect()
}

/// Prints `name: message` to stderr.
macro_rules! error {
    ($name:expr, $($arg:tt)*) => {
        eprintln!("{}: {}", $name, format_args!($($arg)*))
    };
}
pub(crate) use error;

/// The GNU "Try '… --help'" hint after a usage error; returns `code`.
fn usage_error(name: &str, message: &str, code: i32) -> i32 {
    eprintln!("{name}: {message}");
    eprintln!("Try '{name} --help' for more information.");
    code
}

/// A short description of an `io::Error` without Rust's "(os error N)" suffix.
pub(crate) fn describe(err: &std::io::Error) -> String {
    match err.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".into(),
        _ => match err.raw_os_error() {
            Some(63) => "Operation not permitted".into(),
            Some(69) => "Read-only file system".into(),
            Some(71) => "No such process".into(),
            Some(54) => "Not a directory".into(),
            _ => {
                let s = err.to_string();
                s.split(" (os error").next().unwrap_or(&s).to_string()
            }
        },
    }
}
