//! `find` and `xargs` for agentOS: uutils findutils (MIT), one module dispatching on argv[0], with
//! the caller's working directory adopted first.

use std::ffi::OsString;
use std::path::Path;

/// Memory exhaustion ends the program with a message and status 1, not a wasm trap.
#[global_allocator]
static ALLOC: agentos_process::alloc::Guarded = agentos_process::alloc::Guarded;

fn main() {
    agentos_process::alloc::set_program_name("find");
    agentos_process::adopt_pwd();
    let args: Result<Vec<String>, OsString> =
        std::env::args_os().map(OsString::into_string).collect();
    let argv0 = std::env::args_os().next().unwrap_or_else(|| "find".into());
    let base = Path::new(&argv0)
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let xargs = base == "xargs";
    let mut args = match args {
        Ok(a) => a,
        Err(invalid) => {
            eprintln!(
                "{}: invalid (non-UTF-8) argument: {}",
                if xargs { "xargs" } else { "find" },
                invalid.to_string_lossy()
            );
            std::process::exit(1);
        }
    };
    if args.is_empty() {
        args.push(String::new());
    }
    args[0] = if xargs { "xargs".into() } else { "find".into() };
    let strs: Vec<&str> = args.iter().map(String::as_str).collect();
    let code = if xargs {
        findutils::xargs::xargs_main(&strs)
    } else {
        findutils::find::find_main(&strs, &findutils::find::StandardDependencies::new())
    };
    std::process::exit(code);
}
