//! agentOS coreutils: one multicall module for `wasm32-wasip1`.
//!
//! Dispatches on the basename of `argv[0]` (`ls`, `/bin/ls`, …) or, when called as `coreutils`, on
//! `argv[1]` (`coreutils ls -l`). Most utilities are the uutils `uu_*` crates; the ones that need
//! the agentOS host imports (processes, permission bits, the user database) are ports of our own
//! in [`ports`]. Every utility first adopts `$PWD` as its working directory (`guest-abi.md` 8).

use agentos_process::host;
mod ports;

use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;

/// A uutils utility: `uumain` plus the name its messages are looked up under.
type UuMain = fn(std::vec::IntoIter<OsString>) -> i32;

/// What a command name runs.
enum Util {
    /// A uutils crate; the string is the canonical name for its localized messages.
    Uu(UuMain, &'static str),
    /// A port of ours over the agentOS host imports.
    Port(fn(Vec<OsString>) -> i32),
}

macro_rules! uutils {
    ($name:expr; $($cmd:literal => $krate:ident),+ $(,)?) => {
        match $name {
            $($cmd => Some(Util::Uu(|args| $krate::uumain(args), canonical($cmd))),)+
            _ => None,
        }
    };
}

/// The locale bundle name of a command (`[` is `test`, `dir`/`vdir` are `ls`).
fn canonical(cmd: &'static str) -> &'static str {
    match cmd {
        "[" => "test",
        "dir" | "vdir" => "ls",
        other => other,
    }
}

/// Every command this module serves, in the order `coreutils --list` prints them.
pub const COMMANDS: &[&str] = &[
    "[",
    "b2sum",
    "base32",
    "base64",
    "basename",
    "basenc",
    "cat",
    "chmod",
    "cksum",
    "comm",
    "cp",
    "csplit",
    "cut",
    "date",
    "dir",
    "dircolors",
    "dirname",
    "du",
    "echo",
    "env",
    "expand",
    "expr",
    "factor",
    "false",
    "fmt",
    "fold",
    "head",
    "hostname",
    "id",
    "join",
    "kill",
    "link",
    "ln",
    "logname",
    "ls",
    "md5sum",
    "mkdir",
    "mktemp",
    "mv",
    "nice",
    "nl",
    "nohup",
    "nproc",
    "numfmt",
    "od",
    "paste",
    "pathchk",
    "pr",
    "printenv",
    "printf",
    "ptx",
    "pwd",
    "readlink",
    "realpath",
    "rev",
    "rm",
    "rmdir",
    "seq",
    "sha1sum",
    "sha224sum",
    "sha256sum",
    "sha384sum",
    "sha512sum",
    "shred",
    "shuf",
    "sleep",
    "sort",
    "split",
    "stat",
    "sum",
    "tac",
    "tail",
    "tee",
    "test",
    "timeout",
    "touch",
    "tr",
    "true",
    "truncate",
    "tsort",
    "tty",
    "uname",
    "unexpand",
    "uniq",
    "unlink",
    "vdir",
    "wc",
    "whoami",
    "yes",
];

fn lookup(name: &str) -> Option<Util> {
    if let Some(port) = ports::lookup(name) {
        return Some(Util::Port(port));
    }
    uutils! { name;
        "[" => uu_test, "b2sum" => uu_b2sum, "base32" => uu_base32, "base64" => uu_base64,
        "basename" => uu_basename, "basenc" => uu_basenc, "cat" => uu_cat, "cksum" => uu_cksum,
        "comm" => uu_comm, "cp" => uu_cp, "csplit" => uu_csplit, "cut" => uu_cut, "date" => uu_date,
        "dircolors" => uu_dircolors, "dirname" => uu_dirname,
    "echo" => uu_echo, "expand" => uu_expand, "expr" => uu_expr,
        "factor" => uu_factor, "false" => uu_false, "fmt" => uu_fmt, "fold" => uu_fold,
        "head" => uu_head, "join" => uu_join, "link" => uu_link, "ln" => uu_ln,
    "ls" => uu_ls_agentos, "md5sum" => uu_md5sum, "mkdir" => uu_mkdir,
        "mktemp" => uu_mktemp, "mv" => uu_mv, "nl" => uu_nl, "nproc" => uu_nproc,
        "numfmt" => uu_numfmt, "od" => uu_od, "paste" => uu_paste, "pathchk" => uu_pathchk,
        "pr" => uu_pr, "printenv" => uu_printenv, "printf" => uu_printf, "ptx" => uu_ptx,
        "pwd" => uu_pwd, "readlink" => uu_readlink, "realpath" => uu_realpath, "rm" => uu_rm,
        "rmdir" => uu_rmdir, "seq" => uu_seq, "sha1sum" => uu_sha1sum, "sha224sum" => uu_sha224sum,
        "sha256sum" => uu_sha256sum, "sha384sum" => uu_sha384sum, "sha512sum" => uu_sha512sum,
        "shred" => uu_shred, "shuf" => uu_shuf, "sleep" => uu_sleep, "sort" => uu_sort,
        "split" => uu_split, "sum" => uu_sum, "tac" => uu_tac, "tail" => uu_tail, "tee" => uu_tee,
        "test" => uu_test, "touch" => uu_touch, "tr" => uu_tr, "true" => uu_true,
        "truncate" => uu_truncate, "tsort" => uu_tsort, "tty" => uu_tty, "uname" => uu_uname,
        "unexpand" => uu_unexpand, "uniq" => uu_uniq, "unlink" => uu_unlink,
        "wc" => uu_wc, "yes" => uu_yes, "dir" => uu_ls_agentos, "vdir" => uu_ls_agentos,
    }
}

fn basename(arg0: &OsString) -> String {
    let arg0 = arg0.to_string_lossy();
    arg0.rsplit('/').next().unwrap_or_default().to_string()
}

/// `std::env::temp_dir()` panics on wasip1 ("no filesystem on wasm"); crates that use `tempfile`
/// (tac's stdin spool, split, od…) get `$TMPDIR` or `/tmp` instead.
fn set_temp_dir() {
    let dir = std::env::var_os("TMPDIR")
        .filter(|d| std::path::Path::new(d).is_absolute())
        .unwrap_or_else(|| OsString::from("/tmp"));
    let _ = tempfile::env::override_temp_dir(std::path::Path::new(&dir));
}

/// uu_cat refuses character devices on wasip1 ("unknown filetype": std has no `is_char_device`
/// there), so `cat /dev/null > f` and `cat /dev/urandom | head -c 8` failed. When no option is
/// given and an operand is such a special file, cat copies each operand's bytes in order here
/// (`-` = stdin), as GNU does. A closed pipe ends it silently with 141 (SIGPIPE's status).
fn cat_special_files(args: &[OsString]) -> Option<u8> {
    let operands = args.get(1..)?;
    let is_option = |a: &OsString| a.to_string_lossy().starts_with('-') && a != "-";
    if operands.is_empty() || operands.iter().any(is_option) {
        return None;
    }
    let is_special = |p: &OsString| {
        p != "-"
            && std::fs::metadata(p).is_ok_and(|m| {
                let t = m.file_type();
                !t.is_file() && !t.is_dir() && !t.is_symlink()
            })
    };
    if !operands.iter().any(is_special) {
        return None;
    }
    let mut out = std::io::stdout().lock();
    let mut status = 0;
    for operand in operands {
        let copied = if operand == "-" {
            std::io::copy(&mut std::io::stdin().lock(), &mut out)
        } else {
            std::fs::File::open(operand).and_then(|mut f| std::io::copy(&mut f, &mut out))
        };
        match copied {
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => return Some(141),
            Err(e) => {
                eprintln!(
                    "cat: {}: {}",
                    operand.to_string_lossy(),
                    ports::describe(&e)
                );
                status = 1;
            }
        }
    }
    if out.flush().is_err() {
        return Some(141);
    }
    Some(status)
}

/// uu_sort runs `--merge` on reader threads, which wasip1 cannot start (the process would trap).
/// `--merge` gives the same output as a full sort of inputs that are sorted already, so it is
/// dropped. (`--check` reads on the calling thread in our patched uu_sort.)
fn sort_without_threads(args: &mut Vec<OsString>) -> Result<(), i32> {
    let mut operands_only = false;
    let mut kept = Vec::with_capacity(args.len());
    for (i, arg) in args.drain(..).enumerate() {
        let text = arg.to_string_lossy();
        if i == 0 || operands_only || !text.starts_with('-') || text == "-" {
            kept.push(arg);
            continue;
        }
        if text == "--" {
            operands_only = true;
        } else if text == "--merge" {
            continue;
        } else if !text.starts_with("--") {
            // Bundled short flags: drop `m`; stop at a flag that takes a value.
            let mut flags = String::from("-");
            for (j, c) in text[1..].char_indices() {
                if "koStT".contains(c) {
                    flags.push_str(&text[1 + j..]);
                    break;
                }
                match c {
                    'm' => {}
                    c => flags.push(c),
                }
            }
            if flags.len() > 1 {
                kept.push(OsString::from(flags));
            }
            continue;
        }
        kept.push(arg);
    }
    *args = kept;
    Ok(())
}

/// Memory exhaustion ends the program with a message and status 1, not a wasm trap.
#[global_allocator]
static ALLOC: agentos_process::alloc::Guarded = agentos_process::alloc::Guarded;

fn main() -> ExitCode {
    agentos_process::adopt_pwd();
    set_temp_dir();
    let mut args: Vec<OsString> = std::env::args_os().collect();
    let mut name = args.first().map(basename).unwrap_or_default();

    if lookup(&name).is_none() {
        // `coreutils <util> args…` (or any other file name for this module).
        match args.get(1).map(|a| a.to_string_lossy().into_owned()) {
            Some(flag) if flag == "--list" => {
                let mut out = std::io::stdout().lock();
                for cmd in COMMANDS {
                    let _ = writeln!(out, "{cmd}");
                }
                return ExitCode::SUCCESS;
            }
            Some(util) if lookup(&util).is_some() => {
                uucore::set_utility_is_second_arg();
                args.remove(0);
                name = util;
            }
            Some(util) if !util.starts_with('-') => {
                eprintln!("coreutils: {util}: function/utility not found");
                return ExitCode::from(1);
            }
            _ => {
                eprintln!("Usage: coreutils [function [arguments...]]");
                eprintln!("       coreutils --list");
                return ExitCode::from(1);
            }
        }
    }

    if let Some(cmd) = COMMANDS.iter().find(|c| **c == name) {
        agentos_process::alloc::set_program_name(cmd);
    }

    // GNU: `dir` is `ls -C -b`, `vdir` is `ls -l -b`.
    if name == "dir" || name == "vdir" {
        let format = if name == "dir" { "-C" } else { "-l" };
        args.splice(1..1, [OsString::from(format), OsString::from("-b")]);
    }

    if name == "cat" {
        if let Some(code) = cat_special_files(&args) {
            return ExitCode::from(code);
        }
    }

    if name == "sort" {
        if let Err(code) = sort_without_threads(&mut args) {
            return ExitCode::from(code as u8);
        }
    }

    let code = match lookup(&name) {
        Some(Util::Port(port)) => port(args),
        Some(Util::Uu(uumain, canonical)) => run_uutils(uumain, canonical, args),
        None => unreachable!("dispatch checked above"),
    };
    ExitCode::from(code.clamp(0, 255) as u8)
}

/// Runs a uutils `uumain` as its own `main` would (`uucore::bin!`): localized messages, quiet
/// broken pipes, stdout flushed before exit.
fn run_uutils(uumain: UuMain, canonical: &str, args: Vec<OsString>) -> i32 {
    uucore::panic::mute_sigpipe_panic();
    if let Err(err) = uucore::locale::setup_localization(canonical) {
        eprintln!("{canonical}: could not initialise messages: {err}");
        return 99;
    }
    let code = uumain(args.into_iter());
    if let Err(err) = std::io::stdout().flush() {
        if err.kind() != std::io::ErrorKind::BrokenPipe {
            eprintln!("{canonical}: error flushing stdout: {err}");
            return 1;
        }
    }
    code
}
