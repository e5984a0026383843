//! `hostname [-s|-f|-d]`: prints the VM's host name, which the kernel writes to `/etc/hostname` at
//! boot (`KernelConfig::hostname`, default `agentos`). The VM user is not root, so setting a name
//! fails as it does for an unprivileged user on Linux.

use std::ffi::OsString;

use super::{error, string_args, usage_error};

const NAME: &str = "hostname";

enum Part {
    Full,
    Short,
    Domain,
}

pub fn main(args: Vec<OsString>) -> i32 {
    let mut part = Part::Full;
    for arg in string_args(&args) {
        match arg.as_str() {
            "-s" | "--short" => part = Part::Short,
            "-f" | "--fqdn" | "--long" | "-A" | "--all-fqdns" => part = Part::Full,
            "-d" | "--domain" => part = Part::Domain,
            "--help" | "-h" => {
                println!(
                    "Usage: hostname [-s|--short] [-f|--fqdn] [-d|--domain]\n\
                     Print the VM's host name (from /etc/hostname)."
                );
                return 0;
            }
            "--version" | "-V" => {
                println!("hostname (agentOS coreutils) {}", env!("CARGO_PKG_VERSION"));
                return 0;
            }
            "-i" | "--ip-address" | "-I" | "--all-ip-addresses" => {
                error!(
                    NAME,
                    "{arg}: not supported (the VM has no network interfaces)"
                );
                return 1;
            }
            other if other.starts_with('-') => {
                return usage_error(
                    NAME,
                    &format!("invalid option -- '{}'", other.trim_start_matches('-')),
                    1,
                );
            }
            _ => {
                error!(NAME, "you must be root to change the host name");
                return 1;
            }
        }
    }
    let name = match read_hostname() {
        Some(name) => name,
        None => {
            error!(
                NAME,
                "cannot determine the host name (no /etc/hostname and no $HOSTNAME)"
            );
            return 1;
        }
    };
    let (short, domain) = match name.split_once('.') {
        Some((short, domain)) => (short, domain),
        None => (name.as_str(), ""),
    };
    match part {
        Part::Full => println!("{name}"),
        Part::Short => println!("{short}"),
        Part::Domain => println!("{domain}"),
    }
    0
}

/// The first line of `/etc/hostname`, else `$HOSTNAME` (both set by the VM at boot).
fn read_hostname() -> Option<String> {
    let from_file = std::fs::read_to_string("/etc/hostname")
        .ok()
        .and_then(|text| text.lines().next().map(str::trim).map(str::to_owned))
        .filter(|name| !name.is_empty());
    from_file.or_else(|| std::env::var("HOSTNAME").ok().filter(|n| !n.is_empty()))
}
