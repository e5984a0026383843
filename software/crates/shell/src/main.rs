//! `sh`/`bash` for agentOS: the brush shell (MIT) for wasm32-wasip1, with processes, pipes and
//! signals over `host_process` (see `software/patches/brush-core-0.5.0.patch`, whose PATCHES.md lists the changes).
//!
//! Usage (bash-compatible subset):
//! `sh [-euxvfnC] [-o opt]... [+o opt]... [-c CMD [NAME [ARG...]] | -s [ARG...] | FILE [ARG...]]`.
//! Without `-c` and FILE, commands are read from stdin.

mod builtins;
mod printf;
mod printf_format;
mod ulimit;

use std::process::ExitCode;

use brush_builtins::ShellBuilderExt as _;

/// Errors as bash prints them (`sh: msg`), never coloured.
#[derive(Clone, Default)]
struct PlainErrors;

impl brush_core::extensions::ErrorFormatter for PlainErrors {
    fn format_error(
        &self,
        error: &brush_core::Error,
        shell: &brush_core::Shell<impl brush_core::ShellExtensions>,
    ) -> String {
        let name = shell
            .current_shell_name()
            .map_or_else(|| "sh".to_string(), |n| n.to_string());
        use brush_core::ErrorKind;
        match error.kind() {
            ErrorKind::CommandNotFound(cmd) => format!("{name}: {cmd}: command not found\n"),
            ErrorKind::FailedToExecuteCommand(cmd, e) => {
                format!("{name}: {cmd}: {}\n", io_message(e))
            }
            _ => format!("{name}: {}\n", strip_os_error(&error.to_string())),
        }
    }
}

type Extensions = brush_core::extensions::ShellExtensionsImpl<PlainErrors>;

#[derive(Default)]
struct Args {
    argv0: String,
    command: Option<String>,
    read_stdin: bool,
    operands: Vec<String>,
    /// `-o NAME` and `-O NAME` (set and shopt names share one lookup) to turn on; `+o`/`+O` off.
    enable: Vec<String>,
    disable: Vec<String>,
    errexit: bool,
    nounset: bool,
    xtrace: bool,
    verbose: bool,
    noglob: bool,
    noexec: bool,
    noclobber: bool,
    login: bool,
    posix: bool,
    /// `-i`: prompts run PROMPT_COMMAND, commands are recorded in the history (saved to
    /// HISTFILE at exit), the rc file is read, errors do not end the shell.
    interactive: bool,
    /// `--norc`, or the `--rcfile FILE` to read instead of ~/.bashrc.
    norc: bool,
    rcfile: Option<String>,
}

const USAGE: &str = "usage: sh [-euxvfnCi] [-o option] [+o option] [-O shopt] [+O shopt] [-c command [name [arg ...]] | -s [arg ...] | file [arg ...]]";

fn parse_args(mut argv: std::vec::IntoIter<String>) -> Result<Args, String> {
    let mut args = Args {
        argv0: argv.next().unwrap_or_else(|| "sh".into()),
        ..Args::default()
    };
    let mut dash_c = false;
    while let Some(arg) = argv.next() {
        match arg.as_str() {
            "--" => break,
            // bash: `-` ends the options too and turns -x and -v off.
            "-" => {
                args.xtrace = false;
                args.verbose = false;
                break;
            }
            "--login" => args.login = true,
            "--posix" => args.posix = true,
            "--norc" => args.norc = true,
            "--noprofile" | "--noediting" => {}
            // The rc file of an interactive shell instead of ~/.bashrc.
            "--rcfile" | "--init-file" => {
                args.rcfile = Some(
                    argv.next()
                        .ok_or_else(|| format!("{arg}: option requires an argument"))?,
                );
            }
            "--version" => {
                println!(
                    "agentOS sh (brush-core 0.5.0) {}",
                    env!("CARGO_PKG_VERSION")
                );
                std::process::exit(0);
            }
            "--help" => {
                println!("{USAGE}");
                std::process::exit(0);
            }
            s if s.starts_with("--") => return Err(format!("{s}: invalid option")),
            s if (s.starts_with('-') || s.starts_with('+')) && s.len() > 1 => {
                let on = s.starts_with('-');
                for flag in s[1..].chars() {
                    match flag {
                        // bash takes `+c` as `-c`.
                        'c' => dash_c = true,
                        's' if on => args.read_stdin = true,
                        'i' => args.interactive = on,
                        'l' => args.login = on,
                        'e' => args.errexit = on,
                        'u' => args.nounset = on,
                        'x' => args.xtrace = on,
                        'v' => args.verbose = on,
                        'f' => args.noglob = on,
                        'n' => args.noexec = on,
                        'C' => args.noclobber = on,
                        'o' | 'O' => {
                            let name = argv.next().ok_or_else(|| {
                                format!("{}{flag}: option requires an argument", &s[..1])
                            })?;
                            if on {
                                args.enable.push(name);
                            } else {
                                args.disable.push(name);
                            }
                        }
                        _ => return Err(format!("{}{flag}: invalid option", &s[..1])),
                    }
                }
            }
            _ => {
                args.operands.push(arg);
                break;
            }
        }
    }
    args.operands.extend(argv);
    if dash_c {
        if args.operands.is_empty() {
            return Err("-c: option requires an argument".into());
        }
        args.command = Some(args.operands.remove(0));
    }
    Ok(args)
}

/// Deepest shell function recursion: beyond it a call fails with an error (bash's `FUNCNEST`)
/// instead of overflowing the wasm stack (build.rs sizes the stack for it).
const MAX_FUNCTION_DEPTH: usize = 150;

/// Memory exhaustion ends the program with a message and status 1, not a wasm trap.
#[global_allocator]
static ALLOC: agentos_process::alloc::Guarded = agentos_process::alloc::Guarded;

fn main() -> ExitCode {
    agentos_process::alloc::set_program_name("sh");
    agentos_process::adopt_pwd();
    let argv: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let args = match parse_args(argv.into_iter()) {
        Ok(args) => args,
        Err(msg) => {
            eprintln!("sh: {msg}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut builder = tokio::runtime::Builder::new_current_thread();
    // A native build (for quick checks against /bin/bash) spawns through tokio's process driver.
    #[cfg(not(target_family = "wasm"))]
    builder.enable_all();
    let runtime = match builder.build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("sh: cannot start: {e}");
            return ExitCode::from(2);
        }
    };
    ExitCode::from(runtime.block_on(run(args)))
}

async fn run(args: Args) -> u8 {
    let script_mode = args.command.is_none() && !args.read_stdin && !args.operands.is_empty();
    // $0 and the positional parameters.
    let (shell_name, shell_args) = if args.command.is_some() {
        let mut ops = args.operands.clone().into_iter();
        (
            ops.next().unwrap_or_else(|| args.argv0.clone()),
            ops.collect(),
        )
    } else if script_mode {
        (args.operands[0].clone(), Vec::new())
    } else {
        (args.argv0.clone(), args.operands.clone())
    };

    let mut enable = args.enable.clone();
    let mut disable = args.disable.clone();
    for (flag, name) in [(args.noclobber, "noclobber")] {
        if flag {
            enable.push(name.to_string());
        }
    }
    disable.retain(|o| !enable.contains(o));

    // As bash: SHELLOPTS and BASHOPTS in the environment (exported by a parent shell) turn
    // their options on before the command line's.
    for var in ["SHELLOPTS", "BASHOPTS"] {
        if let Ok(list) = std::env::var(var) {
            let inherited = list
                .split(':')
                .filter(|name| !name.is_empty() && !disable.iter().any(|d| d == name))
                .map(str::to_owned);
            enable.splice(0..0, inherited);
        }
    }
    let builder = brush_core::Shell::builder_with_extensions::<Extensions>()
        .enable_options(enable)
        .disable_options(disable)
        .interactive(args.interactive)
        .login(args.login)
        // An interactive shell starts in emacs mode (`set -o emacs`), as bash does.
        .no_editing(!args.interactive)
        .profile(brush_core::ProfileLoadBehavior::Skip)
        .rc(brush_core::RcLoadBehavior::Skip)
        .command_string_mode(args.command.is_some())
        .read_commands_from_stdin(args.command.is_none() && !script_mode)
        .shell_name(shell_name)
        .shell_args(shell_args)
        .posix(args.posix)
        .print_commands_and_arguments(args.xtrace)
        .verbose(args.verbose)
        .treat_unset_variables_as_error(args.nounset)
        .exit_on_nonzero_command_exit(args.errexit)
        .disable_pathname_expansion(args.noglob)
        .do_not_execute_commands(args.noexec)
        .shell_version(env!("CARGO_PKG_VERSION").to_string())
        .max_function_call_depth(MAX_FUNCTION_DEPTH)
        .default_builtins(brush_builtins::BuiltinSet::BashMode);
    let builder = builtins::register(builder);

    let mut shell = match builder.build().await {
        Ok(shell) => shell,
        Err(e) => {
            eprintln!("sh: {e}");
            return 2;
        }
    };

    if args.interactive && !args.norc {
        if let Some(code) = read_rc_file(&mut shell, args.rcfile.as_deref()).await {
            return code;
        }
    }

    let result = if let Some(command) = args.command {
        shell.run_dash_c_command(command).await
    } else if script_mode {
        let mut ops = args.operands.into_iter();
        let path = ops.next().unwrap_or_default();
        if let Err(e) = std::fs::metadata(&path) {
            let code = if e.kind() == std::io::ErrorKind::NotFound {
                127
            } else {
                126
            };
            eprintln!("sh: {path}: {}", describe(&e));
            return code;
        }
        shell.run_script(&path, ops).await
    } else {
        run_stdin(&mut shell, args.interactive).await
    };

    // Background lists still queued (`a && b &` that never got to run because the shell did not
    // wait) get a bounded chance (50 ms) to finish, so quick ones do not lose their output; longer
    // ones end with the shell (a WASM task cannot outlive its process).
    let drain_until = std::time::Instant::now() + std::time::Duration::from_millis(50);
    while tokio::runtime::Handle::current()
        .metrics()
        .num_alive_tasks()
        > 0
        && std::time::Instant::now() < drain_until
    {
        tokio::task::yield_now().await;
    }
    #[cfg(target_family = "wasm")]
    brush_core::sys::process::remove_temp_files();
    match result {
        Ok(_) => shell.last_exit_status(),
        Err(e) => {
            let _ = shell.display_error(&mut std::io::stderr(), &e);
            1
        }
    }
}

/// The message of an I/O error without Rust's " (os error N)" suffix.
fn io_message(e: &std::io::Error) -> String {
    strip_os_error(&e.to_string())
}

/// Removes every " (os error N)" (WASI errno numbers mean nothing to users).
fn strip_os_error(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(" (os error ") {
        out.push_str(&rest[..i]);
        let after = &rest[i + " (os error ".len()..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0 && after[digits..].starts_with(')') {
            rest = &after[digits + 1..];
        } else {
            out.push_str(" (os error ");
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

fn describe(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".into(),
        _ => e.to_string(),
    }
}

/// Whether `text` is a complete program (or a definite syntax error), as brush's own line reader
/// decides it: unterminated quotes, here-documents or compound commands need more lines.
fn is_complete(shell: &brush_core::Shell<impl brush_core::ShellExtensions>, text: &str) -> bool {
    match shell.parse_string(text.to_owned()) {
        Err(brush_parser::ParseError::Tokenizing { inner, .. }) if inner.is_incomplete() => false,
        Err(brush_parser::ParseError::ParsingAtEndOfInput) => false,
        _ => true,
    }
}

/// Reads one line from fd 0 a byte at a time (like bash, so that commands the script runs, and
/// `read`, see the rest of stdin). `None` at end of input.
fn read_line(stdin: &mut impl std::io::Read) -> std::io::Result<Option<String>> {
    let mut line = Vec::new();
    let mut byte = [0u8; 1];
    loop {
        match stdin.read(&mut byte) {
            Ok(0) => break,
            Ok(_) => {
                line.push(byte[0]);
                if byte[0] == b'\n' {
                    break;
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    if line.is_empty() {
        return Ok(None);
    }
    Ok(Some(String::from_utf8_lossy(&line).into_owned()))
}

/// The rc file of an interactive shell (`--rcfile FILE`, else ~/.bashrc when it exists), sourced
/// as bash does before the first command; `Some(status)` when it ran `exit`.
async fn read_rc_file(
    shell: &mut brush_core::Shell<impl brush_core::ShellExtensions>,
    rcfile: Option<&str>,
) -> Option<u8> {
    let path = match rcfile {
        Some(path) => shell.absolute_path(path),
        None => std::path::Path::new(shell.env_str("HOME")?.as_ref()).join(".bashrc"),
    };
    if !path.exists() {
        if rcfile.is_some() {
            eprintln!("sh: {}: No such file or directory", path.display());
        }
        return None;
    }
    let params = shell.default_exec_params();
    match shell
        .source_script(&path, std::iter::empty::<String>(), &params)
        .await
    {
        Ok(result)
            if matches!(
                result.next_control_flow,
                brush_core::ExecutionControlFlow::ExitShell
            ) =>
        {
            Some(shell.last_exit_status())
        }
        Ok(_) => None,
        Err(e) => {
            let _ = shell.display_error(&mut std::io::stderr(), &e);
            None
        }
    }
}

/// bash's PROMPT_COMMAND before each prompt of an interactive shell: the variable's value, or each
/// element of it as an array, run with `$?` kept for the next command.
async fn run_prompt_command(shell: &mut brush_core::Shell<impl brush_core::ShellExtensions>) {
    let commands: Vec<String> = match shell.env().get("PROMPT_COMMAND") {
        Some((_, var)) => match var.value() {
            brush_core::ShellValue::IndexedArray(values) => values.values().cloned().collect(),
            brush_core::ShellValue::String(value) => vec![value.clone()],
            _ => return,
        },
        None => return,
    };
    let status = shell.last_exit_status();
    let source = brush_core::SourceInfo::from("PROMPT_COMMAND");
    for command in commands.into_iter().filter(|c| !c.is_empty()) {
        let params = shell.default_exec_params();
        let _ = shell.run_string(command, &source, &params).await;
    }
    shell.set_last_exit_status(status);
}

/// A command of several lines as one history entry, joined as bash's `cmdhist` does: after a
/// line that ends in a keyword or operator that expects more (`do`, `then`, `{`, `|`, `&&` …) with
/// a space, otherwise with `; `.
fn history_entry(command: &str) -> String {
    let mut entry = String::new();
    for line in command.lines().filter(|l| !l.trim().is_empty()) {
        if !entry.is_empty() {
            let prev = entry.trim_end();
            let open = [
                "do", "then", "else", "in", "{", "(", "|", "&&", "||", ";", "&",
            ]
            .iter()
            .any(|w| {
                prev.ends_with(w)
                    && (w.len() == prev.len()
                        || !w.chars().all(char::is_alphanumeric)
                        || prev[..prev.len() - w.len()].ends_with([' ', '\t', ';']))
            });
            entry.push_str(if open { " " } else { "; " });
        }
        entry.push_str(line);
    }
    entry
}

/// `sh` with the program on stdin: runs each complete command as soon as its lines have arrived
/// (a caller can drive the shell interactively through a pipe), stops at `exit`. Interactive
/// (`-i`): PROMPT_COMMAND runs before each command is read, commands are recorded in the history
/// while `set -o history` is on, and the history is saved to HISTFILE at the end.
async fn run_stdin(
    shell: &mut brush_core::Shell<impl brush_core::ShellExtensions>,
    interactive: bool,
) -> Result<brush_core::ExecutionResult, brush_core::Error> {
    let source = brush_core::SourceInfo::from("stdin");
    // fd 0 unbuffered (std's `Stdin` reads ahead 8 KiB); never closed here.
    // SAFETY: fd 0 stays open for the life of the process; ManuallyDrop keeps it open.
    let mut stdin = std::mem::ManuallyDrop::new(unsafe {
        <std::fs::File as std::os::fd::FromRawFd>::from_raw_fd(0)
    });
    let mut pending = String::new();
    let mut last = brush_core::ExecutionResult::success();
    loop {
        if interactive && pending.is_empty() {
            run_prompt_command(shell).await;
        }
        let line = match read_line(&mut *stdin) {
            Ok(line) => line,
            Err(e) => {
                eprintln!("sh: reading stdin: {}", describe(&e));
                break;
            }
        };
        let eof = line.is_none();
        if let Some(line) = line {
            pending.push_str(&line);
            if !is_complete(shell, &pending) {
                continue;
            }
        }
        if !pending.trim().is_empty() {
            if interactive && shell.options().enable_command_history {
                let _ = shell.add_to_history(&history_entry(&pending));
            }
            let params = shell.default_exec_params();
            last = shell
                .run_string(std::mem::take(&mut pending), &source, &params)
                .await?;
            if matches!(
                last.next_control_flow,
                brush_core::ExecutionControlFlow::ExitShell
            ) {
                break;
            }
        }
        pending.clear();
        if eof {
            break;
        }
    }
    // The EXIT trap's `exit N` sets the status.
    if let Ok(Some(exited)) = shell.on_exit().await {
        last = exited;
    }
    if interactive && shell.options().enable_command_history {
        if let Err(e) = shell.save_history() {
            let _ = shell.display_error(&mut std::io::stderr(), &e);
        }
    }
    Ok(last)
}
