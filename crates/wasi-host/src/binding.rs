//! The binding dispatcher as a kernel process (`bindings-cli.md` sections 4 and 8): `agentos` and
//! `agentos-<group>` run here, on the process's own thread, with the process's stdio fds. Calls
//! go to the embedder's [`BindingHost`]; the thread blocks until the result arrives, the timeout
//! expires or the process is signalled.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use agentos_bindings::{dispatch, Action, InputSource, Invocation, Invoked, Output, RustCall};
use agentos_kernel::host_call::{NoAnswer, Reply};
use agentos_kernel::path::join_normalize;
use agentos_kernel::permissions::{FsOp, Scope};
use agentos_kernel::process_table::signal::SIGKILL;
use agentos_kernel::process_table::{Pid, Process};
use agentos_kernel::{CheckedError, Errno, FsCheck, Kernel};

/// Largest input read from stdin or `--json-file`, bytes.
pub const MAX_INPUT_BYTES: usize = 16 * 1024 * 1024;

/// Name of the master command.
pub const MASTER: &str = "agentos";

/// The group an `agentos-<group>` command name stands for (`None` for other names).
pub fn group_of(command: &str) -> Option<&str> {
    command.strip_prefix("agentos-").filter(|g| !g.is_empty())
}

/// One call of a host function.
#[derive(Debug, Clone)]
pub struct BindingCall {
    /// Unique per process; pass it back to [`crate::Vm::complete_binding`].
    pub id: u64,
    /// The embedder's handler id from [`agentos_bindings::CommandSpec::handler`].
    pub handler: u64,
    pub group: String,
    pub command: String,
    /// The validated input object as compact JSON.
    pub input: String,
    /// The calling process.
    pub pid: Pid,
    /// The calling process's working directory.
    pub cwd: String,
}

/// What a host function produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BindingResult {
    /// The result value as JSON text (`null` for `undefined`).
    Ok(String),
    /// A message for stderr (exit status 1).
    Err(String),
}

/// Where binding calls go (the napi layer sends them to JS `execute`).
pub trait BindingHost: Send + Sync {
    /// Starts `call`. Must not block; the result comes back through
    /// [`crate::Vm::complete_binding`]. An `Err` fails the call with that message.
    fn invoke(&self, call: BindingCall) -> Result<(), String>;
    /// The caller gave up on call `id` (timeout, signal, VM dispose): abort its work.
    fn abort(&self, id: u64);
}

/// Binding calls waiting for their result.
pub type PendingCalls = agentos_kernel::host_call::PendingCalls<BindingResult>;

/// What the dispatcher needs of its VM: the registered groups and where their calls go. Built
/// once by the VM and shared with every dispatcher process.
pub struct BindingEnv {
    /// Binding groups (`bindings-cli.md` section 1).
    pub groups: agentos_bindings::Bindings,
    /// Runs calls of groups without a Rust implementation; `None`: every such call fails.
    pub host: Option<Arc<dyn BindingHost>>,
    /// Groups implemented in Rust, by group name (kebab-case).
    pub rust: HashMap<String, Arc<dyn agentos_bindings::RustGroup>>,
    /// Calls to [`BindingEnv::host`] waiting for their result.
    pub pending: PendingCalls,
}

struct ProcessInput<'a> {
    kernel: &'a Kernel,
    process: &'a Process,
}

impl InputSource for ProcessInput<'_> {
    fn stdin(&mut self) -> Result<Vec<u8>, String> {
        let f = self
            .process
            .fds
            .lock()
            .get(0)
            .map_err(|e| format!("stdin: {}", e.description()))?;
        let mut out = Vec::new();
        let mut buf = vec![0u8; 64 * 1024];
        loop {
            match f.read_blocking(&mut buf, self.process) {
                Ok(0) => return Ok(out),
                Ok(n) => {
                    out.extend_from_slice(&buf[..n]);
                    if out.len() > MAX_INPUT_BYTES {
                        return Err(format!("input larger than {MAX_INPUT_BYTES} bytes"));
                    }
                }
                Err(e) => return Err(format!("stdin: {}", e.description())),
            }
        }
    }

    fn file(&mut self, path: &str) -> Result<Vec<u8>, String> {
        let abs = join_normalize(&self.process.cwd(), path);
        // The file is read on behalf of the guest: the fs policy applies, to the file read.
        let kernel = self.kernel;
        // The size may change after a stat: the read itself stops at the cap.
        let read = kernel.checked(&[FsCheck::new(&abs, &[FsOp::Read], true)], |p| {
            kernel.read_file_limit(&p[0], MAX_INPUT_BYTES as u64)
        });
        match read {
            Ok(Some(data)) => Ok(data),
            Ok(None) => Err(format!("{path}: larger than {MAX_INPUT_BYTES} bytes")),
            Err(CheckedError::Denied(_)) => Err(format!("{path}: {}", Errno::Eacces.description())),
            Err(CheckedError::Errno(e)) => Err(format!("{path}: {}", e.description())),
        }
    }
}

fn write_all(process: &Process, fd: u32, mut data: &[u8]) {
    let Ok(f) = process.fds.lock().get(fd) else {
        return;
    };
    while !data.is_empty() {
        match f.write_blocking(data, process) {
            Ok(0) => return,
            Ok(n) => data = &data[n..],
            Err(_) => return,
        }
    }
}

/// Runs the dispatcher for `process` (`argv[0]` names `agentos` or `agentos-<group>`); the exit
/// status (0, 1, or 128 + signal).
pub fn run(kernel: &Kernel, env: &BindingEnv, process: &Arc<Process>) -> i32 {
    let name = process.command.clone();
    let invoked = match group_of(&name) {
        Some(g) => Invoked::Group(g),
        None => Invoked::Master,
    };
    let args: Vec<String> = process.argv.iter().skip(1).cloned().collect();
    if let Some(label) = invocation_label(env, invoked, &args) {
        // `bindings-cli.md` 8 step 1: the policy decides before any argument parsing.
        if kernel
            .policy()
            .check(Scope::Binding, "invoke", &label)
            .is_err()
        {
            write_all(
                process,
                2,
                format!("EACCES: blocked by binding.invoke policy for {label}\n").as_bytes(),
            );
            return 1;
        }
    }
    let action = {
        let mut io = ProcessInput { kernel, process };
        dispatch(&env.groups, invoked, &args, &mut io)
    };
    if let Some(sig) = process.pending_signal() {
        return 128 + sig as i32;
    }
    let out = match action {
        Action::Print(o) => o,
        Action::Invoke(inv) => match call(env, process, inv) {
            Ok(o) => o,
            Err(sig) => return 128 + sig as i32,
        },
    };
    write_all(process, 1, &out.stdout);
    write_all(process, 2, &out.stderr);
    match process.pending_signal() {
        Some(sig) => 128 + sig as i32,
        None => out.exit,
    }
}

/// `<group>:<command>` when `args` (after `agentos` or `agentos-<group>`) name a registered
/// command of a registered group, i.e. the call is an invocation rather than help or a listing.
fn invocation_label(env: &BindingEnv, invoked: Invoked<'_>, args: &[String]) -> Option<String> {
    let (group, rest) = match invoked {
        Invoked::Group(g) => (g, args),
        Invoked::Master => (args.first()?.as_str(), args.get(1..).unwrap_or(&[])),
    };
    let command = rest.first()?;
    env.groups
        .group(group)
        .filter(|g| g.commands.contains_key(command.as_str()))
        .map(|g| format!("{}:{command}", g.name))
}

/// Calls the host function and waits. `Err(signal)` when the process was signalled.
fn call(env: &BindingEnv, process: &Arc<Process>, inv: Invocation) -> Result<Output, u32> {
    let Some(command) = inv.command() else {
        return Ok(Output::fail("binding disappeared"));
    };
    let label = format!("{}:{}", inv.group.name, command.name);
    let timeout =
        (command.spec.timeout_ms > 0).then(|| Duration::from_millis(command.spec.timeout_ms));
    if let Some(group) = env.rust.get(&inv.group.name) {
        let reply = Reply::new();
        let answer = NativeAnswer(Some(reply.clone()));
        group.invoke(
            RustCall {
                command: command.name.clone(),
                input: inv.input.clone(),
                pid: process.pid,
                cwd: process.cwd(),
            },
            Box::new(move |out| answer.send(out)),
        );
        // Giving up drops nothing the implementation holds: its late output is discarded.
        return match reply.wait(timeout, &**process) {
            Ok(out) => Ok(out),
            Err(e) => gave_up(process, &label, timeout, e),
        };
    }
    let Some(host) = env.host.clone() else {
        return Ok(Output::fail(format!(
            "Binding \"{label}\" has no host to run it"
        )));
    };
    let (id, reply) = env.pending.begin();
    let sent = host.invoke(BindingCall {
        id,
        handler: command.spec.handler,
        group: inv.group.name.clone(),
        command: command.name.clone(),
        input: inv.input.to_string(),
        pid: process.pid,
        cwd: process.cwd(),
    });
    if let Err(msg) = sent {
        env.pending.forget(id);
        return Ok(Output::fail(msg));
    }
    // The thread sleeps until the reply, the timeout or a signal to the process wakes it.
    match reply.wait(timeout, &**process) {
        Ok(BindingResult::Ok(json)) => Ok(Output::ok_raw(&json)),
        Ok(BindingResult::Err(msg)) => Ok(Output::fail(msg)),
        Err(e) => {
            if e != NoAnswer::Cancelled {
                env.pending.forget(id);
                host.abort(id);
            }
            gave_up(process, &label, timeout, e)
        }
    }
}

/// The outcome of a binding call that got no answer: `Err(signal)` when the process was
/// signalled, else a failed output naming why.
fn gave_up(
    process: &Process,
    label: &str,
    timeout: Option<Duration>,
    why: NoAnswer,
) -> Result<Output, u32> {
    match why {
        NoAnswer::Interrupted => Err(process.pending_signal().unwrap_or(SIGKILL)),
        NoAnswer::TimedOut => Ok(Output::fail(format!(
            "Binding \"{label}\" timed out after {}ms",
            timeout.map_or(0, |t| t.as_millis())
        ))),
        NoAnswer::Cancelled => Ok(Output::fail(format!("Binding \"{label}\" was cancelled"))),
    }
}

/// Hands a Rust group's output to the waiting thread; dropped uncalled, it cancels the call.
struct NativeAnswer(Option<Arc<Reply<Output>>>);

impl NativeAnswer {
    fn send(mut self, out: Output) {
        if let Some(r) = self.0.take() {
            r.answer(out);
        }
    }
}

impl Drop for NativeAnswer {
    fn drop(&mut self) {
        if let Some(r) = self.0.take() {
            r.cancel();
        }
    }
}
