//! `which [-a] COMMAND...` (Debian's debianutils `which`; not in uutils): prints the path of each
//! command that `PATH` finds as an executable file, in the VM by its mode (`host_fs.path_mode`).
//! Exit status: 0 all found, 1 some not found, 2 bad option (as debianutils 5).

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use agentos_process::host;

/// Whether `path` is a regular file (not a directory) with an execute bit, or of unknown mode.
fn executable(path: &Path) -> bool {
    match std::fs::metadata(path) {
        Ok(m) if m.is_file() => host::path_mode(path, true).is_none_or(|mode| mode & 0o111 != 0),
        _ => false,
    }
}

fn candidates(name: &str, path_var: &str, all: bool) -> Vec<PathBuf> {
    if name.contains('/') {
        let p = PathBuf::from(name);
        return if executable(&p) { vec![p] } else { vec![] };
    }
    let mut found = Vec::new();
    for dir in path_var.split(':') {
        // An empty PATH entry is the current directory.
        let candidate = if dir.is_empty() {
            PathBuf::from(".").join(name)
        } else {
            Path::new(dir).join(name)
        };
        if executable(&candidate) {
            found.push(candidate);
            if !all {
                break;
            }
        }
    }
    found
}

pub fn main(args: Vec<OsString>) -> i32 {
    let mut all = false;
    let mut names = Vec::new();
    let mut options_done = false;
    for arg in super::string_args(&args) {
        if !options_done && arg.starts_with('-') && arg.len() > 1 {
            if arg == "--" {
                options_done = true;
                continue;
            }
            if arg == "--help" {
                println!("Usage: which [-a] args\nReturns the pathnames of the files (or links) which would be executed in the\ncurrent environment, had its arguments been given as commands.\n  -a  print all matching pathnames of each argument");
                return 0;
            }
            for c in arg.chars().skip(1) {
                match c {
                    'a' => all = true,
                    's' => {}
                    _ => {
                        eprintln!("Illegal option -{c}");
                        eprintln!("Usage: which [-as] args");
                        return 2;
                    }
                }
            }
            continue;
        }
        names.push(arg);
    }
    let path_var = std::env::var("PATH").unwrap_or_default();
    let mut status = 0;
    for name in &names {
        let found = candidates(name, &path_var, all);
        if found.is_empty() {
            status = 1;
        }
        for p in found {
            println!("{}", p.display());
        }
    }
    if names.is_empty() {
        1
    } else {
        status
    }
}
