//! `id` and `whoami` from `host_user` (the VM has one user, `agentos`, uid/gid 1000).

use std::ffi::OsString;

use crate::host;

use super::{error, string_args, usage_error};

pub fn whoami_main(args: Vec<OsString>) -> i32 {
    print_user(
        "whoami",
        "Print the user name associated with the current effective user ID.",
        host::euid(),
        &args,
    )
}

/// `logname`: the VM has no login sessions; the login name is the VM user's.
pub fn logname_main(args: Vec<OsString>) -> i32 {
    print_user(
        "logname",
        "Print the user's login name.",
        host::uid(),
        &args,
    )
}

fn print_user(name: &str, about: &str, uid: u32, args: &[OsString]) -> i32 {
    match string_args(args).first().map(String::as_str) {
        None => {
            println!("{}", host::user_name(uid));
            0
        }
        Some("--help") => {
            println!("Usage: {name}\n{about}");
            0
        }
        Some("--version") => {
            println!("{name} (agentOS coreutils) {}", env!("CARGO_PKG_VERSION"));
            0
        }
        Some(arg) if arg.starts_with('-') => {
            usage_error(name, &format!("unrecognized option '{arg}'"), 1)
        }
        Some(arg) => usage_error(name, &format!("extra operand '{arg}'"), 1),
    }
}

pub fn id_main(args: Vec<OsString>) -> i32 {
    let (mut user, mut group, mut groups, mut name, mut real, mut zero) =
        (false, false, false, false, false, false);
    let mut operands = Vec::new();
    let mut only_options = true;
    for arg in string_args(&args) {
        if !only_options || !arg.starts_with('-') || arg == "-" {
            operands.push(arg);
            continue;
        }
        match arg.as_str() {
            "--" => only_options = false,
            "--user" => user = true,
            "--group" => group = true,
            "--groups" => groups = true,
            "--name" => name = true,
            "--real" => real = true,
            "--zero" => zero = true,
            "--help" => {
                println!("Usage: id [OPTION]... [USER]...");
                println!("Print user and group information for each USER, or the current user.\n");
                println!("  -g, --group   print only the effective group ID");
                println!("  -G, --groups  print all group IDs");
                println!("  -n, --name    print a name instead of a number, for -ugG");
                println!(
                    "  -r, --real    print the real ID instead of the effective ID, with -ugG"
                );
                println!("  -u, --user    print only the effective user ID");
                println!("  -z, --zero    delimit entries with NUL characters, not whitespace");
                return 0;
            }
            "--version" => {
                println!("id (agentOS coreutils) {}", env!("CARGO_PKG_VERSION"));
                return 0;
            }
            long if long.starts_with("--") => {
                return usage_error("id", &format!("unrecognized option '{long}'"), 1)
            }
            short => {
                for c in short[1..].chars() {
                    match c {
                        'u' => user = true,
                        'g' => group = true,
                        'G' => groups = true,
                        'n' => name = true,
                        'r' => real = true,
                        'z' => zero = true,
                        'a' => {}
                        other => {
                            return usage_error("id", &format!("invalid option -- '{other}'"), 1)
                        }
                    }
                }
            }
        }
    }
    if [user, group, groups].iter().filter(|&&b| b).count() > 1 {
        return usage_error("id", "cannot print \"only\" of more than one choice", 1);
    }
    if (name || real) && !(user || group || groups) {
        return usage_error(
            "id",
            "cannot print only names or real IDs in default format",
            1,
        );
    }
    if zero && !(user || group || groups) {
        return usage_error("id", "option --zero not permitted in default format", 1);
    }

    let targets: Vec<Option<String>> = if operands.is_empty() {
        vec![None]
    } else {
        operands.into_iter().map(Some).collect()
    };
    let mut status = 0;
    for target in targets {
        let (uid, gid) = match &target {
            None if real => (host::uid(), host::gid()),
            None => (host::euid(), host::egid()),
            Some(spec) => match host::lookup_user(spec).and_then(host::getpwuid) {
                Some(p) => (p.uid, p.gid),
                None => {
                    error!("id", "'{spec}': no such user");
                    status = 1;
                    continue;
                }
            },
        };
        let end = if zero { "\0" } else { "\n" };
        let num_or_name = |n: u32, is_user: bool| {
            if !name {
                n.to_string()
            } else if is_user {
                host::user_name(n)
            } else {
                host::group_name(n)
            }
        };
        if user {
            print!("{}{end}", num_or_name(uid, true));
        } else if group || groups {
            print!("{}{end}", num_or_name(gid, false));
        } else {
            let (u, g) = (host::user_name(uid), host::group_name(gid));
            println!("uid={uid}({u}) gid={gid}({g}) groups={gid}({g})");
        }
    }
    status
}
