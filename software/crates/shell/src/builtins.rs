//! Builtins that brush-builtins only provides on unix (`kill`, `exec`, `umask`) or only partly
//! (`wait PID`, `wait -n`), implemented over brush-core's job table and `host_process`.

use std::io::Write as _;

use brush_core::builtins::{ContentOptions, ContentType, Registration};
use brush_core::commands::{CommandArg, ExecutionContext, ShellForCommand, SimpleCommand};
use brush_core::traps::TrapSignal;
use brush_core::{ExecutionControlFlow, ExecutionResult, ShellExtensions};
use futures::future::BoxFuture;

pub fn register<SE: ShellExtensions, S: brush_core::ShellBuilderState>(
    builder: brush_core::ShellBuilder<SE, S>,
) -> brush_core::ShellBuilder<SE, S> {
    builder
        .builtin(
            "kill",
            Registration {
                execute_func: kill::<SE>,
                content_func: kill_help,
                disabled: false,
                special_builtin: false,
                declaration_builtin: false,
            },
        )
        .builtin(
            "wait",
            Registration {
                execute_func: wait::<SE>,
                content_func: wait_help,
                disabled: false,
                special_builtin: false,
                declaration_builtin: false,
            },
        )
        .builtin(
            "printf",
            Registration {
                execute_func: crate::printf::printf::<SE>,
                content_func: crate::printf::help,
                disabled: false,
                special_builtin: false,
                declaration_builtin: false,
            },
        )
        .builtin(
            "jobs",
            Registration {
                execute_func: jobs::<SE>,
                content_func: jobs_help,
                disabled: false,
                special_builtin: false,
                declaration_builtin: false,
            },
        )
        .builtin(
            "exec",
            Registration {
                execute_func: exec::<SE>,
                content_func: exec_help,
                disabled: false,
                special_builtin: true,
                declaration_builtin: false,
            },
        )
        .builtin(
            "ulimit",
            Registration {
                execute_func: crate::ulimit::ulimit::<SE>,
                content_func: crate::ulimit::help,
                disabled: false,
                special_builtin: false,
                declaration_builtin: false,
            },
        )
        .builtin(
            "umask",
            Registration {
                execute_func: umask::<SE>,
                content_func: umask_help,
                disabled: false,
                special_builtin: false,
                declaration_builtin: false,
            },
        )
}

fn exec_help(_: &str, t: ContentType, _: &ContentOptions) -> Result<String, brush_core::Error> {
    help(
        t,
        "exec [command [argument ...]] [redirection ...]",
        "Without a command, make the redirections permanent in this shell; with one, run it and exit with its status (no process replacement on agentOS).",
    )
}

fn umask_help(_: &str, t: ContentType, _: &ContentOptions) -> Result<String, brush_core::Error> {
    help(
        t,
        "umask [-S] [mode]",
        "Show or set the file mode creation mask (recorded only: the agentOS host applies its own modes).",
    )
}

fn exec<SE: ShellExtensions>(
    context: ExecutionContext<'_, SE>,
    args: Vec<CommandArg>,
) -> BoxFuture<'_, Result<ExecutionResult, brush_core::Error>> {
    Box::pin(exec_impl(context, strings(args)))
}

async fn exec_impl<SE: ShellExtensions>(
    context: ExecutionContext<'_, SE>,
    mut args: Vec<String>,
) -> Result<ExecutionResult, brush_core::Error> {
    if args.first().is_some_and(|a| a == "--") {
        args.remove(0);
    }
    if args.is_empty() {
        // `exec >file 2>&1`: the redirections of this command become the shell's own.
        let fds: Vec<_> = context.iter_fds().collect();
        context.shell.replace_open_files(fds.into_iter());
        return Ok(ExecutionResult::success());
    }
    // `exec -a NAME cmd …`: the command runs with NAME as its argv[0].
    let mut argv0 = None;
    if args[0] == "-a" {
        if args.len() < 3 {
            let _ = writeln!(
                context.stderr(),
                "{}: -a: option requires an argument",
                context.command_name
            );
            return Ok(ExecutionResult::new(2));
        }
        argv0 = Some(args.remove(1));
        args.remove(0);
        if args.first().is_some_and(|a| a == "--") {
            args.remove(0);
        }
        if args.is_empty() {
            return Ok(ExecutionResult::success());
        }
    }
    if args[0].starts_with('-') {
        let _ = writeln!(
            context.stderr(),
            "{}: {}: option not supported",
            context.command_name,
            args[0]
        );
        return Ok(ExecutionResult::new(2));
    }
    // No process replacement in a WASM guest: run the command, then leave the shell with its
    // status (what a caller of the shell observes is the same).
    let name = args[0].clone();
    let mut cmd = SimpleCommand::new(
        ShellForCommand::ParentShell(context.shell),
        context.params,
        name,
        args.into_iter().map(CommandArg::String).collect(),
    );
    cmd.argv0 = argv0;
    let mut result = match cmd.execute().await {
        Ok(spawned) => ExecutionResult::from(spawned.wait().await?),
        Err(e) => return Err(e.into_fatal()),
    };
    result.next_control_flow = ExecutionControlFlow::ExitShell;
    Ok(result)
}

/// The umask when the kernel cannot say (a native build for quick checks): bash's usual.
static UMASK: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0o022);

/// The process's umask: the kernel's (files the shell and its children create get it), else ours.
fn current_umask() -> u32 {
    agentos_process::umask(None)
        .unwrap_or_else(|_| UMASK.load(std::sync::atomic::Ordering::Relaxed))
}

fn set_umask(mask: u32) {
    UMASK.store(mask, std::sync::atomic::Ordering::Relaxed);
    let _ = agentos_process::umask(Some(mask));
}

fn umask<SE: ShellExtensions>(
    context: ExecutionContext<'_, SE>,
    args: Vec<CommandArg>,
) -> BoxFuture<'_, Result<ExecutionResult, brush_core::Error>> {
    Box::pin(async move { Ok(umask_impl(&context, strings(args))) })
}

fn umask_impl<SE: ShellExtensions>(
    context: &ExecutionContext<'_, SE>,
    args: Vec<String>,
) -> ExecutionResult {
    let name = &context.command_name;
    // Options as bash reads them: -p and -S, `--` ends them; anything else is an error.
    let mut symbolic = false;
    let mut reusable = false;
    let mut rest = args.as_slice();
    while let Some(arg) = rest.first() {
        if arg == "--" {
            rest = &rest[1..];
            break;
        }
        if !arg.starts_with('-') || arg.len() < 2 {
            break;
        }
        for c in arg[1..].chars() {
            match c {
                'S' => symbolic = true,
                'p' => reusable = true,
                _ => {
                    let _ = writeln!(context.stderr(), "{name}: -{c}: invalid option");
                    let _ = writeln!(context.stderr(), "umask: usage: umask [-p] [-S] [mode]");
                    return ExecutionResult::new(2);
                }
            }
        }
        rest = &rest[1..];
    }
    let mask = current_umask();
    let symbolic_form = |mask: u32| {
        let part = |shift: u32| {
            let allowed = !(mask >> shift) & 7;
            let mut s = String::new();
            for (bit, c) in [(4, 'r'), (2, 'w'), (1, 'x')] {
                if allowed & bit != 0 {
                    s.push(c);
                }
            }
            s
        };
        format!("u={},g={},o={}", part(6), part(3), part(0))
    };
    // bash uses the first operand and ignores the rest.
    let Some(mode) = rest.first() else {
        let shown = if symbolic {
            symbolic_form(mask)
        } else {
            format!("{mask:04o}")
        };
        let line = match (reusable, symbolic) {
            (true, true) => format!("umask -S {shown}"),
            (true, false) => format!("umask {shown}"),
            _ => shown,
        };
        let _ = writeln!(context.stdout(), "{line}");
        return ExecutionResult::success();
    };
    let new_mask = if mode.starts_with(|c: char| c.is_ascii_digit()) {
        match u32::from_str_radix(mode, 8) {
            // bash takes any number up to 0o7777 and keeps its permission bits.
            Ok(m) if m <= 0o7777 => Some(m & 0o777),
            _ => {
                let _ = writeln!(
                    context.stderr(),
                    "{name}: {mode}: octal number out of range"
                );
                None
            }
        }
    } else {
        let parsed = symbolic_umask(mask, mode);
        if parsed.is_none() {
            let _ = writeln!(context.stderr(), "{name}: `{mode}': invalid symbolic mode");
        }
        parsed
    };
    match new_mask {
        Some(m) => {
            set_umask(m);
            // `umask -S MODE` prints the new mask in symbolic form, as bash does.
            if symbolic {
                let _ = writeln!(context.stdout(), "{}", symbolic_form(m));
            }
            ExecutionResult::success()
        }
        None => ExecutionResult::new(1),
    }
}

/// A symbolic mode (`u=rwx,g-w,o+r`, `a=r`, `=rx`) applied to the permissions a mask allows, as
/// bash's `umask` does; the new mask, or `None` on a syntax error.
fn symbolic_umask(mask: u32, mode: &str) -> Option<u32> {
    let mut allowed = !mask & 0o777;
    for clause in mode.split(',') {
        let mut chars = clause.chars().peekable();
        let mut who = 0u32;
        while let Some(&c) = chars.peek() {
            who |= match c {
                'u' => 0o700,
                'g' => 0o070,
                'o' => 0o007,
                'a' => 0o777,
                _ => break,
            };
            chars.next();
        }
        if who == 0 {
            who = 0o777;
        }
        let op = chars.next()?;
        if !matches!(op, '+' | '-' | '=') {
            return None;
        }
        let mut perm = 0u32;
        for c in chars {
            perm |= match c {
                'r' => 0o444,
                'w' => 0o222,
                'x' => 0o111,
                _ => return None,
            };
        }
        let bits = perm & who;
        allowed = match op {
            '+' => allowed | bits,
            '-' => allowed & !bits,
            _ => (allowed & !who) | bits,
        };
    }
    Some(!allowed & 0o777)
}

fn strings(args: Vec<CommandArg>) -> Vec<String> {
    args.into_iter().skip(1).map(|a| a.to_string()).collect()
}

pub fn help_text(
    content_type: ContentType,
    usage: &str,
    text: &str,
) -> Result<String, brush_core::Error> {
    help(content_type, usage, text)
}

fn help(content_type: ContentType, usage: &str, text: &str) -> Result<String, brush_core::Error> {
    Ok(match content_type {
        ContentType::ShortUsage => usage.to_string(),
        ContentType::ShortDescription | ContentType::DetailedHelp | ContentType::ManPage => {
            format!("{usage}\n    {text}\n")
        }
    })
}

fn kill_help(_: &str, t: ContentType, _: &ContentOptions) -> Result<String, brush_core::Error> {
    help(
        t,
        "kill [-s sigspec | -n signum | -sigspec] pid | jobspec ... or kill -l [sigspec]",
        "Send a signal to a job or process (default SIGTERM).",
    )
}

fn wait_help(_: &str, t: ContentType, _: &ContentOptions) -> Result<String, brush_core::Error> {
    help(
        t,
        "wait [id ...]",
        "Wait for jobs or processes (pids or jobspecs) and return the exit status of the last one.",
    )
}

fn parse_signal(spec: &str) -> Option<TrapSignal> {
    let sig = spec.parse::<TrapSignal>().ok()?;
    matches!(sig, TrapSignal::Signal(_) | TrapSignal::Exit).then_some(sig)
}

fn signal_number(sig: TrapSignal) -> i32 {
    i32::try_from(sig).unwrap_or(0)
}

fn kill<SE: ShellExtensions>(
    context: ExecutionContext<'_, SE>,
    args: Vec<CommandArg>,
) -> BoxFuture<'_, Result<ExecutionResult, brush_core::Error>> {
    Box::pin(async move {
        let mut context = context;
        let mut own = Vec::new();
        let result = kill_impl(&mut context, strings(args), &mut own);
        // A trapped signal a subshell sends to its own process runs the subshell's trap now (the
        // kernel's caught signals are the main shell's, see brush-core `run_pending_signal_traps`).
        for signal in own {
            let params = context.params.clone();
            let _ = context.shell.invoke_trap_handler(signal, &params).await;
        }
        Ok(result)
    })
}

fn kill_impl<SE: ShellExtensions>(
    context: &mut ExecutionContext<'_, SE>,
    args: Vec<String>,
    own: &mut Vec<TrapSignal>,
) -> ExecutionResult {
    let name = context.command_name.clone();
    let mut err = context.stderr();
    let mut signal = parse_signal("TERM");
    let mut list = false;
    let mut targets = Vec::new();
    let mut it = args.into_iter();
    while let Some(arg) = it.next() {
        if !targets.is_empty() {
            targets.push(arg);
            continue;
        }
        match arg.as_str() {
            "--" => {
                targets.extend(it.by_ref());
            }
            "-l" | "-L" => list = true,
            "-s" | "-n" => {
                let Some(spec) = it.next() else {
                    let _ = writeln!(err, "{name}: {arg}: option requires an argument");
                    return ExecutionResult::new(2);
                };
                signal = parse_signal(&spec);
                if signal.is_none() {
                    let _ = writeln!(err, "{name}: {spec}: invalid signal specification");
                    return ExecutionResult::new(1);
                }
            }
            s if s.starts_with('-') && s.len() > 1 && !list => {
                signal = parse_signal(&s[1..]);
                if signal.is_none() {
                    let _ = writeln!(err, "{name}: {}: invalid signal specification", &s[1..]);
                    return ExecutionResult::new(1);
                }
            }
            _ => targets.push(arg),
        }
    }

    let mut out = context.stdout();
    if list {
        if targets.is_empty() {
            let names: Vec<String> = TrapSignal::iterator()
                .filter(|s| matches!(s, TrapSignal::Signal(_)))
                .map(|s| format!("{}) {s}", signal_number(s)))
                .collect();
            let _ = writeln!(out, "{}", names.join("\n"));
            return ExecutionResult::success();
        }
        let mut status = 0;
        for t in targets {
            // A number (possibly an exit status 128+n) prints the name, a name prints the number.
            match t.parse::<i32>() {
                Ok(0) => {
                    let _ = writeln!(out, "EXIT");
                }
                Ok(n) => match TrapSignal::try_from(if n > 128 { n - 128 } else { n }) {
                    Ok(TrapSignal::Signal(s)) => {
                        let _ = writeln!(out, "{}", &s.as_str()[3..]);
                    }
                    _ => {
                        let _ = writeln!(err, "{name}: {t}: invalid signal specification");
                        status = 1;
                    }
                },
                Err(_) => match parse_signal(&t) {
                    Some(s) => {
                        let _ = writeln!(out, "{}", signal_number(s));
                    }
                    None => {
                        let _ = writeln!(err, "{name}: {t}: invalid signal specification");
                        status = 1;
                    }
                },
            }
        }
        return ExecutionResult::new(status);
    }

    let Some(signal) = signal else {
        return ExecutionResult::new(1);
    };
    if targets.is_empty() {
        let _ = writeln!(
            err,
            "{name}: usage: kill [-s sigspec | -n signum | -sigspec] pid | jobspec ... or kill -l [sigspec]"
        );
        return ExecutionResult::new(2);
    }
    let mut status = 0;
    for target in targets {
        let sent = if target.starts_with('%') {
            match context.shell.jobs_mut().resolve_job_spec(&target) {
                Some(job) => job.kill(signal),
                None => {
                    let _ = writeln!(err, "{name}: {target}: no such job");
                    status = 1;
                    continue;
                }
            }
        } else {
            match target.parse::<i32>() {
                // The main shell's traps are the kernel's caught signals (run after this
                // command); a subshell runs in this process too, so its own trap runs here.
                Ok(pid)
                    if u32::try_from(pid).is_ok_and(|p| p == agentos_process::getpid())
                        && context.shell.is_subshell()
                        && context.shell.traps().handles(signal) =>
                {
                    own.push(signal);
                    Ok(())
                }
                Ok(pid) => brush_core::sys::signal::kill_process(pid, signal),
                Err(_) => {
                    let _ = writeln!(
                        err,
                        "{name}: {target}: arguments must be process or job IDs"
                    );
                    status = 1;
                    continue;
                }
            }
        };
        if sent.is_err() {
            let _ = writeln!(err, "{name}: ({target}) - No such process");
            status = 1;
        }
    }
    ExecutionResult::new(status)
}

fn wait<SE: ShellExtensions>(
    context: ExecutionContext<'_, SE>,
    args: Vec<CommandArg>,
) -> BoxFuture<'_, Result<ExecutionResult, brush_core::Error>> {
    Box::pin(wait_impl(context, strings(args)))
}

async fn wait_impl<SE: ShellExtensions>(
    context: ExecutionContext<'_, SE>,
    args: Vec<String>,
) -> Result<ExecutionResult, brush_core::Error> {
    let name = context.command_name.clone();
    let mut ids: Vec<String> = args.into_iter().filter(|a| a != "--").collect();
    if ids.first().is_some_and(|a| a == "-n") {
        ids.remove(0);
        if !ids.is_empty() {
            return wait_next_of(context, ids).await;
        }
        return wait_next(context).await;
    }
    if let Some(opt) = ids.iter().find(|a| a.starts_with('-')) {
        let _ = writeln!(context.stderr(), "{name}: {opt}: option not supported");
        return Ok(ExecutionResult::new(2));
    }
    if ids.is_empty() {
        context.shell.jobs_mut().wait_all().await?;
        return Ok(ExecutionResult::success());
    }
    let mut last = ExecutionResult::success();
    for id in ids {
        let jobs = context.shell.jobs_mut();
        let job = if id.starts_with('%') {
            jobs.resolve_job_spec(&id)
        } else if let Ok(pid) = id.parse::<i32>() {
            if !jobs.jobs.iter().any(|j| j.pid == Some(pid)) {
                // A background job that ended before this wait: its status was kept.
                if let Some(result) = jobs.take_finished(pid) {
                    last = result;
                    continue;
                }
            }
            let found = jobs.jobs.iter_mut().find(|j| j.pid == Some(pid));
            match found {
                Some(job) => Some(job),
                None => {
                    // Not a job of ours (any more): a child we can still reap, or unknown.
                    match u32::try_from(pid)
                        .ok()
                        .and_then(|p| agentos_process::waitpid(p, false).ok().flatten())
                    {
                        Some(status) => {
                            last = ExecutionResult::new(
                                u8::try_from(status.code().unwrap_or(127) & 0xff).unwrap_or(127),
                            );
                        }
                        None => {
                            let _ = writeln!(
                                context.stderr(),
                                "{name}: pid {pid} is not a child of this shell"
                            );
                            last = ExecutionResult::new(127);
                        }
                    }
                    continue;
                }
            }
        } else {
            // bash: status 1 for an operand that is neither a pid nor a job spec.
            let _ = writeln!(
                context.stderr(),
                "{name}: `{id}': not a pid or valid job spec"
            );
            last = ExecutionResult::new(1);
            continue;
        };
        match job {
            Some(job) => {
                let job_id = job.id;
                let pid = job.pid;
                let command = job.command_line.clone();
                // Only the job's status counts: an `exit` or `return` inside a `{ …; } &` job
                // ends that job, never the shell waiting for it.
                last = ExecutionResult::new(u8::from(&job.wait().await?.exit_code));
                report_signal(&context, pid, &command, u8::from(&last.exit_code));
                // A waited job is gone (a later `wait %%` finds no such job, as in bash).
                let jobs = context.shell.jobs_mut();
                jobs.jobs.retain(|j| j.id != job_id);
                if let Some(pid) = pid {
                    let _ = jobs.take_finished(pid);
                }
            }
            None => {
                let _ = writeln!(context.stderr(), "{name}: {id}: no such job");
                last = ExecutionResult::new(127);
            }
        }
    }
    Ok(last)
}

/// bash's message for a waited job that a signal ended (`kill -HUP $!; wait $!` prints
/// `Hangup`), to stderr.
fn report_signal<SE: ShellExtensions>(
    context: &ExecutionContext<'_, SE>,
    pid: Option<i32>,
    command: &str,
    status: u8,
) {
    let text = match status.wrapping_sub(128) {
        1 => "Hangup",
        2 => "Interrupt",
        3 => "Quit",
        4 => "Illegal instruction",
        6 => "Aborted",
        8 => "Floating point exception",
        9 => "Killed",
        10 => "User defined signal 1",
        11 => "Segmentation fault",
        12 => "User defined signal 2",
        14 => "Alarm clock",
        15 => "Terminated",
        _ => return,
    };
    let pid = pid.map(|p| p.to_string()).unwrap_or_default();
    let _ = writeln!(context.stderr(), "{pid} {text}\t{command}");
}

/// `wait -n ID…`: the status of the first of those jobs to finish; 127 when none of them is a
/// job of this shell (any more).
async fn wait_next_of<SE: ShellExtensions>(
    context: ExecutionContext<'_, SE>,
    ids: Vec<String>,
) -> Result<ExecutionResult, brush_core::Error> {
    let name = context.command_name.clone();
    let mut pids = Vec::new();
    for id in &ids {
        let jobs = context.shell.jobs_mut();
        let pid = if id.starts_with('%') {
            jobs.resolve_job_spec(id).and_then(|j| j.pid)
        } else {
            id.parse::<i32>().ok()
        };
        match pid {
            Some(pid) => pids.push(pid),
            None => {
                let _ = writeln!(context.stderr(), "{name}: {id}: no such job");
            }
        }
    }
    let mut delay_ms = 1;
    loop {
        let jobs = context.shell.jobs_mut();
        let _ = jobs.poll()?;
        for pid in &pids {
            if let Some(result) = jobs.take_finished(*pid) {
                return Ok(result);
            }
        }
        if !jobs
            .jobs
            .iter()
            .any(|j| j.pid.is_some_and(|p| pids.contains(&p)))
        {
            return Ok(ExecutionResult::new(127));
        }
        tokio::task::yield_now().await;
        std::thread::sleep(std::time::Duration::from_millis(delay_ms));
        delay_ms = (delay_ms * 2).min(20);
    }
}

/// `wait -n`: the status of the next background job to finish (127 when there is none).
async fn wait_next<SE: ShellExtensions>(
    context: ExecutionContext<'_, SE>,
) -> Result<ExecutionResult, brush_core::Error> {
    let mut delay_ms = 1;
    loop {
        let jobs = context.shell.jobs_mut();
        if let Some((job, result)) = jobs.poll()?.into_iter().next() {
            if let Some(pid) = job.pid {
                let _ = jobs.take_finished(pid);
            }
            return result.map(|r| ExecutionResult::new(u8::from(&r.exit_code)));
        }
        if jobs.jobs.is_empty() {
            return Ok(ExecutionResult::new(127));
        }
        // Let internal jobs run, then sleep a little (no SIGCHLD to wait on).
        tokio::task::yield_now().await;
        std::thread::sleep(std::time::Duration::from_millis(delay_ms));
        delay_ms = (delay_ms * 2).min(20);
    }
}

fn jobs_help(_: &str, t: ContentType, _: &ContentOptions) -> Result<String, brush_core::Error> {
    help(
        t,
        "jobs [-lnprs] [jobspec ...]",
        "Display the status of jobs (finished ones once, as Done).",
    )
}

/// brush's `jobs`, after reaping finished jobs (reported as `Done`, as bash does): without
/// SIGCHLD nothing else updates their state in a non-interactive shell.
fn jobs<SE: ShellExtensions>(
    context: ExecutionContext<'_, SE>,
    args: Vec<CommandArg>,
) -> BoxFuture<'_, Result<ExecutionResult, brush_core::Error>> {
    Box::pin(async move {
        let done = context.shell.jobs_mut().poll()?;
        let mut out = context.stdout();
        for (job, _) in done {
            let _ = writeln!(out, "{job}");
        }
        let builtins = brush_builtins::default_builtins::<SE>(brush_builtins::BuiltinSet::BashMode);
        match builtins.get("jobs") {
            Some(reg) => (reg.execute_func)(context, args).await,
            None => Ok(ExecutionResult::success()),
        }
    })
}
