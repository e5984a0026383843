//! `kill [-s SIGNAL | -SIGNAL] PID...` and `kill -l [SIGNAL]...` over `host_process.proc_kill`.

use std::ffi::OsString;

use super::{describe, error, string_args, usage_error};

/// Linux signal numbers (`guest-abi.md` 12 uses the same numbering).
pub const SIGNALS: &[(&str, i32)] = &[
    ("HUP", 1),
    ("INT", 2),
    ("QUIT", 3),
    ("ILL", 4),
    ("TRAP", 5),
    ("ABRT", 6),
    ("BUS", 7),
    ("FPE", 8),
    ("KILL", 9),
    ("USR1", 10),
    ("SEGV", 11),
    ("USR2", 12),
    ("PIPE", 13),
    ("ALRM", 14),
    ("TERM", 15),
    ("STKFLT", 16),
    ("CHLD", 17),
    ("CONT", 18),
    ("STOP", 19),
    ("TSTP", 20),
    ("TTIN", 21),
    ("TTOU", 22),
    ("URG", 23),
    ("XCPU", 24),
    ("XFSZ", 25),
    ("VTALRM", 26),
    ("PROF", 27),
    ("WINCH", 28),
    ("POLL", 29),
    ("PWR", 30),
    ("SYS", 31),
];

/// A signal by name (`TERM`, `SIGTERM`, `term`) or number (0..=64).
pub fn signal_number(spec: &str) -> Option<i32> {
    if let Ok(n) = spec.parse::<i32>() {
        return (0..=64).contains(&n).then_some(n);
    }
    let upper = spec.to_ascii_uppercase();
    let name = upper.strip_prefix("SIG").unwrap_or(&upper);
    match name {
        "IOT" => Some(6),
        "CLD" => Some(17),
        "IO" => Some(29),
        _ => SIGNALS
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, num)| num),
    }
}

fn signal_name(num: i32) -> Option<&'static str> {
    SIGNALS
        .iter()
        .find(|&&(_, n)| n == num)
        .map(|&(name, _)| name)
}

pub fn main(args: Vec<OsString>) -> i32 {
    let args = string_args(&args);
    let mut signal = 15;
    let mut list = false;
    let mut table = false;
    let mut i = 0;
    while let Some(arg) = args.get(i) {
        match arg.as_str() {
            "--" => {
                i += 1;
                break;
            }
            "--help" => {
                println!("Usage: kill [-s SIGNAL | -SIGNAL] PID...");
                println!("  or:  kill -l [SIGNAL]...");
                println!("  or:  kill -t [SIGNAL]...");
                println!("Send signals to processes of the VM, or list signals.");
                return 0;
            }
            "--version" => {
                println!("kill (agentOS coreutils) {}", env!("CARGO_PKG_VERSION"));
                return 0;
            }
            "-l" | "--list" => list = true,
            "-L" | "-t" | "--table" => table = true,
            "-s" | "-n" | "--signal" => {
                let Some(spec) = args.get(i + 1) else {
                    return usage_error(
                        "kill",
                        &format!(
                            "option requires an argument -- '{}'",
                            arg.trim_start_matches('-')
                        ),
                        1,
                    );
                };
                let Some(n) = signal_number(spec) else {
                    error!("kill", "{spec}: invalid signal");
                    return 1;
                };
                signal = n;
                i += 1;
            }
            _ if arg.starts_with("--signal=") => {
                let spec = &arg["--signal=".len()..];
                let Some(n) = signal_number(spec) else {
                    error!("kill", "{spec}: invalid signal");
                    return 1;
                };
                signal = n;
            }
            _ if arg.starts_with('-') && arg.len() > 1 && !(list || table) => {
                // -9, -KILL, -SIGKILL; a negative number after a signal would be a process group.
                let spec = &arg[1..];
                let Some(n) = signal_number(spec) else {
                    error!("kill", "{spec}: invalid signal");
                    return 1;
                };
                signal = n;
            }
            _ => break,
        }
        i += 1;
    }
    let operands = &args[i..];

    if list || table {
        return list_signals(operands, table);
    }
    if operands.is_empty() {
        return usage_error("kill", "no process ID specified", 1);
    }
    let mut status = 0;
    for operand in operands {
        let pid = match operand.parse::<i64>() {
            Ok(pid) if pid > 0 && pid <= i64::from(u32::MAX) => pid as u32,
            Ok(_) => {
                error!(
                    "kill",
                    "({operand}): process groups are not supported in the agentOS VM"
                );
                status = 1;
                continue;
            }
            Err(_) => {
                error!(
                    "kill",
                    "failed to parse argument {operand}: invalid digit found in string"
                );
                status = 1;
                continue;
            }
        };
        if let Err(err) = agentos_process::kill(pid, signal) {
            error!("kill", "({pid}): {}", describe(&err));
            status = 1;
        }
    }
    status
}

fn list_signals(operands: &[String], table: bool) -> i32 {
    if operands.is_empty() {
        for (name, num) in SIGNALS {
            if table {
                println!("{num:>2} {name}");
            } else {
                println!("{name}");
            }
        }
        return 0;
    }
    let mut status = 0;
    for op in operands {
        match op.parse::<i32>() {
            // `kill -l 143` names the signal of an exit status.
            Ok(n) => match signal_name(if n > 128 { n - 128 } else { n }) {
                Some(name) => println!("{name}"),
                None => {
                    error!("kill", "'{op}': invalid signal");
                    status = 1;
                }
            },
            Err(_) => match signal_number(op) {
                Some(n) => println!("{n}"),
                None => {
                    error!("kill", "'{op}': invalid signal");
                    status = 1;
                }
            },
        }
    }
    status
}
