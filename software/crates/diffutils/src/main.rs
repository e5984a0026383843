//! `diff` and `cmp` for agentOS: uutils diffutils (MIT/Apache-2.0). `cmp` is the library's own
//! entry point; `diff` is a small driver over the library's formatters (upstream keeps its `diff`
//! driver in the binary, not the library), with the caller's cwd adopted first, GNU's
//! `diff FILE DIR` → `DIR/FILE` rule, and directory comparison (`-r`, `-N`, `Only in ...`), which
//! diffutils 0.6 lacks.

use std::ffi::OsString;
use std::fs;
use std::io::{self, Read, Write};
use std::path::Path;
use std::process::ExitCode;

use diffutilslib::params::{parse_params, Format, Params};
use diffutilslib::utils::report_failure_to_read_input_file;
use diffutilslib::{context_diff, ed_diff, normal_diff, side_diff, unified_diff};

fn read_input(path: &OsString) -> io::Result<Vec<u8>> {
    if path == "-" {
        let mut content = Vec::new();
        io::stdin().read_to_end(&mut content).map(|_| content)
    } else {
        fs::read(path)
    }
}

/// GNU: when exactly one operand is a directory, compare with the same-named file inside it.
fn resolve(from: &mut OsString, to: &mut OsString) {
    let is_dir = |p: &OsString| p != "-" && Path::new(p).is_dir();
    let inside = |dir: &OsString, file: &OsString| -> Option<OsString> {
        Path::new(file)
            .file_name()
            .map(|name| Path::new(dir).join(name).into_os_string())
    };
    match (is_dir(from), is_dir(to)) {
        (true, false) => {
            if let Some(p) = inside(from, to) {
                *from = p;
            }
        }
        (false, true) => {
            if let Some(p) = inside(to, from) {
                *to = p;
            }
        }
        _ => {}
    }
}

/// Options the library does not parse (`-r`, `-N`), taken out of the argument list; the rest, as
/// typed, for the `diff -r ...` header lines.
struct Extra {
    recursive: bool,
    new_file: bool,
    switches: Vec<String>,
}

fn take_extra(args: &mut Vec<OsString>) -> Extra {
    let mut extra = Extra {
        recursive: false,
        new_file: false,
        switches: Vec::new(),
    };
    let mut kept = Vec::with_capacity(args.len());
    let mut operands_only = false;
    for (i, arg) in std::mem::take(args).into_iter().enumerate() {
        let s = arg.to_string_lossy().into_owned();
        if i == 0 || operands_only || !s.starts_with('-') || s == "-" {
            kept.push(arg);
            continue;
        }
        if s == "--" {
            operands_only = true;
            kept.push(arg);
            continue;
        }
        match s.as_str() {
            "--recursive" => extra.recursive = true,
            "--new-file" => extra.new_file = true,
            _ if !s.starts_with("--") && s[1..].chars().all(|c| c.is_ascii_alphabetic()) => {
                let rest: String = s[1..]
                    .chars()
                    .filter(|c| match c {
                        'r' => {
                            extra.recursive = true;
                            false
                        }
                        'N' => {
                            extra.new_file = true;
                            false
                        }
                        _ => true,
                    })
                    .collect();
                if !rest.is_empty() {
                    kept.push(format!("-{rest}").into());
                }
            }
            _ => kept.push(arg),
        }
        extra.switches.push(s);
    }
    *args = kept;
    extra
}

fn diff(mut args: Vec<OsString>) -> ExitCode {
    let extra = take_extra(&mut args);
    let mut params = match parse_params(args.into_iter().peekable()) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let is_dir = |p: &OsString| p != "-" && Path::new(p).is_dir();
    if is_dir(&params.from) && is_dir(&params.to) {
        if !extra.recursive {
            // GNU without -r: "Common subdirectories: ..." for subdirs, files compared one level.
            return ExitCode::from(compare_dirs(&params, &extra, false));
        }
        return ExitCode::from(compare_dirs(&params, &extra, true));
    }
    resolve(&mut params.from, &mut params.to);
    ExitCode::from(compare_files(&params, &extra, false))
}

/// Compares two directories; returns 0 (same), 1 (different) or 2 (trouble).
fn compare_dirs(params: &Params, extra: &Extra, recursive: bool) -> u8 {
    let list = |dir: &OsString| -> Result<Vec<OsString>, io::Error> {
        let mut names: Vec<OsString> = fs::read_dir(dir)?
            .filter_map(|e| e.ok())
            .map(|e| e.file_name())
            .collect();
        names.sort();
        Ok(names)
    };
    let (a, b) = match (list(&params.from), list(&params.to)) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(e), _) => {
            report_failure_to_read_input_file(&"diff".into(), &params.from, &e);
            return 2;
        }
        (_, Err(e)) => {
            report_failure_to_read_input_file(&"diff".into(), &params.to, &e);
            return 2;
        }
    };
    let mut names: Vec<&OsString> = a.iter().chain(b.iter()).collect();
    names.sort();
    names.dedup();
    let mut status = 0u8;
    let join = |dir: &OsString, name: &OsString| Path::new(dir).join(name).into_os_string();
    for name in names {
        let (pa, pb) = (join(&params.from, name), join(&params.to, name));
        let (ea, eb) = (a.contains(name), b.contains(name));
        let mut sub = params.clone();
        sub.from = pa.clone();
        sub.to = pb.clone();
        if !(extra.new_file || ea && eb) {
            let dir = if ea { &params.from } else { &params.to };
            println!(
                "Only in {}: {}",
                dir.to_string_lossy(),
                name.to_string_lossy()
            );
            status = status.max(1);
            continue;
        }
        let (da, db) = (Path::new(&pa).is_dir(), Path::new(&pb).is_dir());
        let code = match (da, db) {
            (true, true) if recursive => compare_dirs(&sub, extra, true),
            (true, true) => {
                println!(
                    "Common subdirectories: {} and {}",
                    pa.to_string_lossy(),
                    pb.to_string_lossy()
                );
                0
            }
            (true, false) | (false, true) if ea && eb => {
                let (d, f) = if da { (&pa, &pb) } else { (&pb, &pa) };
                println!(
                    "File {} is a directory while file {} is a regular file",
                    d.to_string_lossy(),
                    f.to_string_lossy()
                );
                1
            }
            _ => compare_files(&sub, extra, true),
        };
        status = status.max(code);
    }
    status
}

/// Compares two files; `header` prints GNU's `diff SWITCHES A B` line before differences (in a
/// directory comparison).
fn compare_files(params: &Params, extra: &Extra, header: bool) -> u8 {
    let exe = "diff".into();
    for p in [&params.from, &params.to] {
        if p != "-" && Path::new(p).is_dir() {
            eprintln!("diff: {}: Is a directory", p.to_string_lossy());
            return 2;
        }
    }
    let identical = || {
        if params.report_identical_files {
            println!(
                "Files {} and {} are identical",
                params.from.to_string_lossy(),
                params.to.to_string_lossy()
            );
        }
    };
    if params.from == "-" && params.to == "-" {
        identical();
        return 0;
    }
    let mut failed = false;
    let mut read = |p: &OsString| match read_input(p) {
        Ok(c) => c,
        Err(e) if extra.new_file && e.kind() == io::ErrorKind::NotFound => Vec::new(),
        Err(e) => {
            report_failure_to_read_input_file(&exe, p, &e);
            failed = true;
            Vec::new()
        }
    };
    let from = read(&params.from);
    let to = read(&params.to);
    if failed {
        return 2;
    }
    if from == to {
        identical();
        return 0;
    }
    let mut stdout = io::stdout().lock();
    if header && !params.brief {
        let mut line = String::from("diff");
        for s in &extra.switches {
            line.push(' ');
            line.push_str(s);
        }
        let _ = writeln!(
            stdout,
            "{line} {} {}",
            params.from.to_string_lossy(),
            params.to.to_string_lossy()
        );
    }
    let result: Vec<u8> = match params.format {
        Format::Normal => normal_diff::diff(&from, &to, params),
        Format::Unified => unified_diff::diff(&from, &to, params),
        Format::Context => context_diff::diff(&from, &to, params),
        Format::Ed => match ed_diff::diff(&from, &to, params) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("diff: {e}");
                return 2;
            }
        },
        Format::SideBySide => side_diff::diff(&from, &to, &mut stdout, params),
    };
    let written = if params.brief && !result.is_empty() {
        writeln!(
            stdout,
            "Files {} and {} differ",
            params.from.to_string_lossy(),
            params.to.to_string_lossy()
        )
    } else {
        stdout.write_all(&result)
    };
    if written.and_then(|_| stdout.flush()).is_err() {
        return 2;
    }
    if result.is_empty() {
        identical();
        0
    } else {
        1
    }
}

/// Memory exhaustion ends the program with a message and status 1, not a wasm trap.
#[global_allocator]
static ALLOC: agentos_process::alloc::Guarded = agentos_process::alloc::Guarded;

fn main() -> ExitCode {
    agentos_process::alloc::set_program_name("diff");
    agentos_process::adopt_pwd();
    let mut args: Vec<OsString> = std::env::args_os().collect();
    let argv0 = args.first().cloned().unwrap_or_else(|| "diff".into());
    let base = Path::new(&argv0)
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    if base == "cmp" {
        args[0] = "cmp".into();
        // The library's cmp reads its arguments from the process (it takes `ArgsOs`).
        return diffutilslib::cmp::main(std::env::args_os().peekable());
    }
    if let Some(first) = args.first_mut() {
        *first = "diff".into();
    }
    diff(args)
}
