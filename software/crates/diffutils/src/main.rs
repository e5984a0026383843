//! `diff` and `cmp` for agentOS: uutils diffutils (MIT/Apache-2.0). `cmp` is the library's own
//! entry point; `diff` is a small driver over the library's formatters (upstream keeps its `diff`
//! driver in the binary, not the library), with the caller's cwd adopted first and GNU's
//! `diff FILE DIR` → `DIR/FILE` rule.

use std::ffi::OsString;
use std::fs;
use std::io::{self, Read, Write};
use std::path::Path;
use std::process::ExitCode;

use diffutilslib::params::{parse_params, Format};
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

fn diff(args: Vec<OsString>) -> ExitCode {
    let mut params = match parse_params(args.into_iter().peekable()) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    resolve(&mut params.from, &mut params.to);
    let exe = "diff".into();
    for p in [&params.from, &params.to] {
        if p != "-" && Path::new(p).is_dir() {
            eprintln!(
                "diff: {}: Is a directory (recursive comparison is not supported)",
                p.to_string_lossy()
            );
            return ExitCode::from(2);
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
        return ExitCode::SUCCESS;
    }
    let mut failed = false;
    let mut read = |p: &OsString| match read_input(p) {
        Ok(c) => c,
        Err(e) => {
            report_failure_to_read_input_file(&exe, p, &e);
            failed = true;
            Vec::new()
        }
    };
    let from = read(&params.from);
    let to = read(&params.to);
    if failed {
        return ExitCode::from(2);
    }
    if from == to {
        identical();
        return ExitCode::SUCCESS;
    }
    let mut stdout = io::stdout().lock();
    let result: Vec<u8> = match params.format {
        Format::Normal => normal_diff::diff(&from, &to, &params),
        Format::Unified => unified_diff::diff(&from, &to, &params),
        Format::Context => context_diff::diff(&from, &to, &params),
        Format::Ed => match ed_diff::diff(&from, &to, &params) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("diff: {e}");
                return ExitCode::from(2);
            }
        },
        Format::SideBySide => side_diff::diff(&from, &to, &mut stdout, &params),
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
        return ExitCode::from(2);
    }
    if result.is_empty() {
        identical();
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

fn main() -> ExitCode {
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
