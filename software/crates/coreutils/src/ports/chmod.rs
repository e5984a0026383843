//! `chmod [-R] [-c|-v|-f] MODE[,MODE]... FILE...` and `--reference=RFILE`, over `host_fs.chmod` and
//! `host_fs.path_mode` (WASI has no permission bits). Mode parsing is uucore's (`uucore::mode`).

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use crate::host;

use super::{describe, error, usage_error};

/// The process's umask (`host_process.proc_umask`, inherited from the shell), used for modes like
/// `+x` without a `who`; the conventional `0o022` where the host does not say.
fn umask() -> u32 {
    agentos_process::umask(None).unwrap_or(0o022)
}

#[derive(Default)]
struct Options {
    recursive: bool,
    verbose: bool,
    changes: bool,
    quiet: bool,
    preserve_root: bool,
    /// The process's umask, read once (who-less modes).
    umask: u32,
}

pub fn main(args: Vec<OsString>) -> i32 {
    // uucore::mode reports through uucore's messages; without them it falls back to message ids.
    let _ = uucore::locale::setup_localization("chmod");
    let mut opts = Options::default();
    let mut mode: Option<String> = None;
    let mut reference: Option<PathBuf> = None;
    let mut files: Vec<PathBuf> = Vec::new();
    let mut options_done = false;
    for arg in args.iter().skip(1) {
        let text = arg.to_string_lossy().into_owned();
        if options_done || !text.starts_with('-') || text == "-" {
            if mode.is_none() && reference.is_none() {
                mode = Some(text);
            } else {
                files.push(PathBuf::from(arg));
            }
            continue;
        }
        match text.as_str() {
            "--" => options_done = true,
            "--recursive" => opts.recursive = true,
            "--verbose" => opts.verbose = true,
            "--changes" => opts.changes = true,
            "--silent" | "--quiet" => opts.quiet = true,
            "--preserve-root" => opts.preserve_root = true,
            "--no-preserve-root" => opts.preserve_root = false,
            "--help" => {
                println!("Usage: chmod [OPTION]... MODE[,MODE]... FILE...");
                println!("  or:  chmod [OPTION]... OCTAL-MODE FILE...");
                println!("  or:  chmod [OPTION]... --reference=RFILE FILE...");
                println!("Change the mode of each FILE to MODE.\n");
                println!(
                    "  -c, --changes          like verbose but report only when a change is made"
                );
                println!("  -f, --silent, --quiet  suppress most error messages");
                println!("  -v, --verbose          output a diagnostic for every file processed");
                println!("      --reference=RFILE  use RFILE's mode instead of MODE values");
                println!("  -R, --recursive        change files and directories recursively");
                return 0;
            }
            "--version" => {
                println!("chmod (agentOS coreutils) {}", env!("CARGO_PKG_VERSION"));
                return 0;
            }
            long if long.starts_with("--reference=") => {
                reference = Some(PathBuf::from(&long["--reference=".len()..]))
            }
            long if long.starts_with("--") => {
                return usage_error("chmod", &format!("unrecognized option '{long}'"), 1)
            }
            short => {
                // `-w`, `-x`, `-rwx`, `-g+w`… are modes, not options (as in GNU chmod).
                let looks_like_mode = short[1..].chars().all(|c| "rwxXst".contains(c))
                    || short.contains(['+', '='])
                    || short[1..].chars().all(|c| c.is_ascii_digit());
                if looks_like_mode && mode.is_none() && reference.is_none() {
                    mode = Some(text);
                    continue;
                }
                for c in short[1..].chars() {
                    match c {
                        'R' => opts.recursive = true,
                        'v' => opts.verbose = true,
                        'c' => opts.changes = true,
                        'f' => opts.quiet = true,
                        other => {
                            return usage_error("chmod", &format!("invalid option -- '{other}'"), 1)
                        }
                    }
                }
            }
        }
    }

    // With --reference, the first operand is a file.
    if reference.is_some() {
        if let Some(first) = mode.take() {
            files.insert(0, PathBuf::from(first));
        }
    }
    let Some(spec) = mode.or_else(|| reference.as_ref().map(|_| String::new())) else {
        return usage_error("chmod", "missing operand", 1);
    };
    if files.is_empty() {
        return usage_error("chmod", &format!("missing operand after '{spec}'"), 1);
    }
    let change = match &reference {
        Some(rfile) => match host::path_mode(rfile, true) {
            Some(m) => Change::Fixed(m & 0o7777),
            None => {
                error!(
                    "chmod",
                    "failed to get attributes of '{}': No such file or directory",
                    rfile.display()
                );
                return 1;
            }
        },
        None => {
            // Validate once up front so a bad mode is reported before touching anything.
            opts.umask = umask();
            if let Err(err) = uucore::mode::parse_chmod(0o644, &spec, false, opts.umask) {
                error!("chmod", "invalid mode: '{spec}'");
                let _ = err;
                return 1;
            }
            Change::Spec(spec)
        }
    };

    let mut status = 0;
    for file in &files {
        if opts.recursive && opts.preserve_root && host::absolute(file) == Path::new("/") {
            error!("chmod", "it is dangerous to operate recursively on '/'");
            error!("chmod", "use --no-preserve-root to override this failsafe");
            status = 1;
            continue;
        }
        status |= apply(file, &change, &opts, true);
    }
    status
}

enum Change {
    Spec(String),
    Fixed(u32),
}

fn apply(path: &Path, change: &Change, opts: &Options, top: bool) -> i32 {
    // Command-line symlinks are followed; symlinks met while recursing are skipped (GNU default -H-less).
    let Some(mode) = host::path_mode(path, true) else {
        if !top && host::path_mode(path, false).is_some() {
            return 0; // dangling symlink inside a tree
        }
        if !opts.quiet {
            error!(
                "chmod",
                "cannot access '{}': No such file or directory",
                path.display()
            );
        }
        return 1;
    };
    let is_dir = mode & 0o170000 == 0o040000;
    let old = mode & 0o7777;
    let new = match change {
        Change::Fixed(m) => *m,
        Change::Spec(spec) => match uucore::mode::parse_chmod(old, spec, is_dir, opts.umask) {
            Ok(m) => m & 0o7777,
            Err(_) => {
                error!("chmod", "invalid mode: '{spec}'");
                return 1;
            }
        },
    };
    let mut status = 0;
    if new != old {
        if let Err(err) = host::chmod(path, new) {
            if !opts.quiet {
                error!(
                    "chmod",
                    "changing permissions of '{}': {}",
                    path.display(),
                    describe(&err)
                );
            }
            return 1;
        }
    }
    // As GNU chmod: a mode that depends on the umask (no who: `-w`, `+x`) and leaves bits set
    // that it asked to clear (`-w` under umask 022) is applied and reported, status 1.
    if let Change::Spec(spec) = change {
        if let Ok(naive) = uucore::mode::parse_chmod(old, spec, is_dir, 0) {
            if new & !(naive & 0o7777) != 0 {
                if !opts.quiet {
                    error!(
                        "chmod",
                        "{}: new permissions are {}, not {}",
                        path.display(),
                        rwx(new),
                        rwx(naive & 0o7777)
                    );
                }
                status = 1;
            }
        }
    }
    if opts.verbose || (opts.changes && new != old) {
        if new == old {
            println!(
                "mode of '{}' retained as {:04o} ({})",
                path.display(),
                old,
                rwx(old)
            );
        } else {
            println!(
                "mode of '{}' changed from {:04o} ({}) to {:04o} ({})",
                path.display(),
                old,
                rwx(old),
                new,
                rwx(new)
            );
        }
    }
    if opts.recursive && is_dir {
        match std::fs::read_dir(path) {
            Ok(entries) => {
                let mut children: Vec<PathBuf> =
                    entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
                children.sort();
                for child in children {
                    let is_link =
                        std::fs::symlink_metadata(&child).is_ok_and(|m| m.file_type().is_symlink());
                    if !is_link {
                        status |= apply(&child, change, opts, false);
                    }
                }
            }
            Err(err) => {
                if !opts.quiet {
                    error!(
                        "chmod",
                        "cannot read directory '{}': {}",
                        path.display(),
                        describe(&err)
                    );
                }
                status = 1;
            }
        }
    }
    status
}

/// `rwxr-xr-x` for the permission bits (with s/S/t/T).
pub fn rwx(mode: u32) -> String {
    let mut s = String::with_capacity(9);
    for (shift, special, special_char) in [(6, 0o4000, 's'), (3, 0o2000, 's'), (0, 0o1000, 't')] {
        let bits = (mode >> shift) & 7;
        s.push(if bits & 4 != 0 { 'r' } else { '-' });
        s.push(if bits & 2 != 0 { 'w' } else { '-' });
        s.push(match (bits & 1 != 0, mode & special != 0) {
            (true, true) => special_char,
            (false, true) => special_char.to_ascii_uppercase(),
            (true, false) => 'x',
            (false, false) => '-',
        });
    }
    s
}

#[cfg(test)]
mod tests {
    use super::rwx;

    #[test]
    fn renders_permission_bits() {
        assert_eq!(rwx(0o755), "rwxr-xr-x");
        assert_eq!(rwx(0o600), "rw-------");
        assert_eq!(rwx(0o4755), "rwsr-xr-x");
        assert_eq!(rwx(0o1644), "rw-r--r-T");
    }
}
