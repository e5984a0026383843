//! Running a command the way `env`, `nice`, `nohup` and `timeout` do, over `agentos-process`.

use std::ffi::OsString;

use agentos_process::{Child, Command};

use super::{describe, error, usage_error};

/// Exit status when the command was found but could not be run (GNU `env`, `nice`, `timeout`).
pub const CANNOT_INVOKE: i32 = 126;
/// Exit status when the command was not found.
pub const NOT_FOUND: i32 = 127;

/// Starts `argv` (with `env` applied when given), or prints why not and returns the exit code.
pub fn start(
    name: &str,
    argv: &[OsString],
    env: Option<&[(OsString, OsString)]>,
    chdir: Option<&OsString>,
) -> Result<Child, i32> {
    let mut cmd = Command::new(&argv[0]);
    cmd.args(&argv[1..]);
    if let Some(env) = env {
        cmd.env_clear();
        cmd.envs(env.iter().map(|(k, v)| (k, v)));
    }
    if let Some(dir) = chdir {
        cmd.current_dir(dir);
    }
    cmd.spawn().map_err(|err| {
        let program = argv[0].to_string_lossy();
        match err.raw_os_error() {
            Some(44) => {
                error!(name, "'{program}': No such file or directory");
                NOT_FOUND
            }
            _ => {
                error!(name, "'{program}': {}", describe(&err));
                CANNOT_INVOKE
            }
        }
    })
}

/// Waits for `child`; its status becomes ours (`128 + n` after signal `n`).
pub fn wait(name: &str, mut child: Child) -> i32 {
    match child.wait() {
        Ok(status) => status.code().unwrap_or(1),
        Err(err) => {
            error!(name, "waiting for the command: {}", describe(&err));
            CANNOT_INVOKE
        }
    }
}

/// `nice [-n ADJUSTMENT] [COMMAND [ARG]...]`. The VM has no scheduling priorities: the niceness is
/// always 0 and the command runs unchanged.
pub fn nice_main(args: Vec<OsString>) -> i32 {
    let mut rest: &[OsString] = &args[1..];
    let mut adjustment: Option<String> = None;
    while let Some(arg) = rest.first().map(|a| a.to_string_lossy().into_owned()) {
        if arg == "--" {
            rest = &rest[1..];
            break;
        } else if arg == "--help" {
            println!("Usage: nice [OPTION] [COMMAND [ARG]...]");
            println!("Run COMMAND with an adjusted niceness (the agentOS VM has no priorities: it runs unchanged).");
            println!("With no COMMAND, print the current niceness.\n");
            println!("  -n, --adjustment=N   add integer N to the niceness (default 10)");
            return 0;
        } else if arg == "--version" {
            println!("nice (agentOS coreutils) {}", env!("CARGO_PKG_VERSION"));
            return 0;
        } else if arg == "-n" || arg == "--adjustment" {
            let Some(value) = rest.get(1) else {
                return usage_error(
                    "nice",
                    &format!(
                        "option requires an argument -- '{}'",
                        arg.trim_start_matches('-')
                    ),
                    125,
                );
            };
            adjustment = Some(value.to_string_lossy().into_owned());
            rest = &rest[2..];
        } else if let Some(v) = arg
            .strip_prefix("--adjustment=")
            .or_else(|| arg.strip_prefix("-n").filter(|v| !v.is_empty()))
        {
            adjustment = Some(v.to_string());
            rest = &rest[1..];
        } else if arg.len() > 1 && arg.starts_with('-') && arg[1..].parse::<i64>().is_ok() {
            adjustment = Some(arg[1..].to_string());
            rest = &rest[1..];
        } else if arg.starts_with('-') && arg.len() > 1 {
            return usage_error("nice", &format!("invalid option -- '{}'", &arg[1..]), 125);
        } else {
            break;
        }
    }
    if let Some(adj) = &adjustment {
        if adj.trim_start_matches(['+', '-']).parse::<u64>().is_err() {
            error!("nice", "invalid adjustment '{adj}'");
            return 125;
        }
    }
    if rest.is_empty() {
        if adjustment.is_some() {
            return usage_error("nice", "a command must be given with an adjustment", 125);
        }
        println!("0");
        return 0;
    }
    match start("nice", rest, None, None) {
        Ok(child) => wait("nice", child),
        Err(code) => code,
    }
}

/// `nohup COMMAND [ARG]...`: the VM has no terminals and no hang-ups, so it runs the command with
/// the same stdio (GNU would redirect a terminal stdout to `nohup.out`).
pub fn nohup_main(args: Vec<OsString>) -> i32 {
    let mut rest: &[OsString] = &args[1..];
    match rest
        .first()
        .map(|a| a.to_string_lossy().into_owned())
        .as_deref()
    {
        Some("--help") => {
            println!("Usage: nohup COMMAND [ARG]...");
            println!("Run COMMAND, ignoring hangup signals (the agentOS VM has no terminals; output stays where it is).");
            return 0;
        }
        Some("--version") => {
            println!("nohup (agentOS coreutils) {}", env!("CARGO_PKG_VERSION"));
            return 0;
        }
        Some("--") => rest = &rest[1..],
        Some(opt) if opt.starts_with('-') && opt.len() > 1 => {
            return usage_error("nohup", &format!("invalid option -- '{}'", &opt[1..]), 125);
        }
        _ => {}
    }
    if rest.is_empty() {
        return usage_error("nohup", "missing operand", 125);
    }
    match start("nohup", rest, None, None) {
        Ok(child) => wait("nohup", child),
        Err(code) => code,
    }
}
