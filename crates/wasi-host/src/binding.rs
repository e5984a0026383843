//! The binding dispatcher as a kernel process (`bindings-cli.md` sections 4 and 8): `agentos` and
//! `agentos-<group>` run here, on the process's own thread, with the process's stdio fds. Calls
//! go to the embedder's [`BindingHost`]; the thread blocks until the result arrives, the timeout
//! expires or the process is signalled.

use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::sync::Arc;
use std::time::{Duration, Instant};

use agentos_bindings::{dispatch, Action, InputSource, Invocation, Invoked, NativeCall, Output};
use agentos_kernel::path::join_normalize;
use agentos_kernel::permissions::{FsOp, Scope};
use agentos_kernel::pipe::INTERRUPT_POLL;
use agentos_kernel::process_table::{Pid, Process};
use agentos_kernel::Errno;

use crate::vm::VmShared;

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

struct ProcessInput<'a> {
    vm: &'a VmShared,
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
            match f.read(&mut buf, self.process) {
                Ok(0) => return Ok(out),
                Ok(n) => {
                    out.extend_from_slice(&buf[..n]);
                    if out.len() > MAX_INPUT_BYTES {
                        return Err(format!("input larger than {MAX_INPUT_BYTES} bytes"));
                    }
                }
                Err(Errno::Eagain) => std::thread::sleep(INTERRUPT_POLL),
                Err(e) => return Err(format!("stdin: {}", e.description())),
            }
        }
    }

    fn file(&mut self, path: &str) -> Result<Vec<u8>, String> {
        let abs = join_normalize(&self.process.cwd(), path);
        // The file is read on behalf of the guest: the fs policy applies.
        self.vm
            .kernel
            .check_fs(FsOp::Read, &abs, true)
            .map_err(|_| format!("{path}: {}", Errno::Eacces.description()))?;
        let st = self
            .vm
            .kernel
            .stat(&abs, true)
            .map_err(|e| format!("{path}: {}", e.description()))?;
        if st.size as usize > MAX_INPUT_BYTES {
            return Err(format!("{path}: larger than {MAX_INPUT_BYTES} bytes"));
        }
        // The size may change after the stat: the read stops at the cap as well.
        self.vm
            .kernel
            .read_file_limit(&abs, MAX_INPUT_BYTES as u64)
            .map_err(|e| format!("{path}: {}", e.description()))?
            .ok_or_else(|| format!("{path}: larger than {MAX_INPUT_BYTES} bytes"))
    }
}

fn write_all(process: &Process, fd: u32, mut data: &[u8]) {
    let Ok(f) = process.fds.lock().get(fd) else {
        return;
    };
    while !data.is_empty() {
        match f.write(data, process) {
            Ok(0) => return,
            Ok(n) => data = &data[n..],
            Err(Errno::Eagain) => std::thread::sleep(INTERRUPT_POLL),
            Err(_) => return,
        }
    }
}

/// Runs the dispatcher for `process` (`argv[0]` names `agentos` or `agentos-<group>`); the exit
/// status (0, 1, or 128 + signal).
pub fn run(vm: &Arc<VmShared>, process: &Arc<Process>) -> i32 {
    let name = process.command.clone();
    let invoked = match group_of(&name) {
        Some(g) => Invoked::Group(g),
        None => Invoked::Master,
    };
    let args: Vec<String> = process.argv.iter().skip(1).cloned().collect();
    if let Some(label) = invocation_label(vm, invoked, &args) {
        // `bindings-cli.md` 8 step 1: the policy decides before any argument parsing.
        if vm
            .kernel
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
        let mut io = ProcessInput { vm, process };
        dispatch(&vm.bindings, invoked, &args, &mut io)
    };
    if let Some(sig) = process.pending_signal() {
        return 128 + sig as i32;
    }
    let out = match action {
        Action::Print(o) => o,
        Action::Invoke(inv) => match call(vm, process, inv) {
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
fn invocation_label(vm: &VmShared, invoked: Invoked<'_>, args: &[String]) -> Option<String> {
    let (group, rest) = match invoked {
        Invoked::Group(g) => (g, args),
        Invoked::Master => (args.first()?.as_str(), args.get(1..).unwrap_or(&[])),
    };
    let command = rest.first()?;
    vm.bindings
        .group(group)
        .filter(|g| g.commands.contains_key(command.as_str()))
        .map(|g| format!("{}:{command}", g.name))
}

/// Calls the host function and waits. `Err(signal)` when the process was signalled.
fn call(vm: &Arc<VmShared>, process: &Arc<Process>, inv: Invocation) -> Result<Output, u32> {
    let Some(command) = inv.command() else {
        return Ok(Output::fail("binding disappeared"));
    };
    let label = format!("{}:{}", inv.group.name, command.name);
    if let Some(native) = vm.native_bindings.get(&inv.group.name) {
        let rx = native.invoke(NativeCall {
            command: command.name.clone(),
            input: inv.input.clone(),
            pid: process.pid,
            cwd: process.cwd(),
        });
        return wait_native(process, &label, command.timeout_ms, rx);
    }
    let Some(host) = vm.binding_host.clone() else {
        return Ok(Output::fail(format!(
            "Binding \"{label}\" has no host to run it"
        )));
    };
    let (id, rx) = vm.pending_bindings.begin();
    let forget = || vm.pending_bindings.forget(id);
    let started = Instant::now();
    let sent = host.invoke(BindingCall {
        id,
        handler: command.handler,
        group: inv.group.name.clone(),
        command: command.name.clone(),
        input: inv.input.to_string(),
        pid: process.pid,
        cwd: process.cwd(),
    });
    if let Err(msg) = sent {
        forget();
        return Ok(Output::fail(msg));
    }
    let timeout = (command.timeout_ms > 0).then(|| Duration::from_millis(command.timeout_ms));
    loop {
        match rx.recv_timeout(INTERRUPT_POLL) {
            Ok(BindingResult::Ok(json)) => return Ok(Output::ok_raw(&json)),
            Ok(BindingResult::Err(msg)) => return Ok(Output::fail(msg)),
            Err(RecvTimeoutError::Disconnected) => {
                return Ok(Output::fail(format!("Binding \"{label}\" was cancelled")))
            }
            Err(RecvTimeoutError::Timeout) => {}
        }
        if let Some(sig) = process.pending_signal() {
            forget();
            host.abort(id);
            return Err(sig);
        }
        if let Some(t) = timeout.filter(|t| started.elapsed() >= *t) {
            forget();
            host.abort(id);
            return Ok(Output::fail(format!(
                "Binding \"{label}\" timed out after {}ms",
                t.as_millis()
            )));
        }
    }
}

/// Waits for a native binding's output, polling for signals and the command's timeout like
/// [`call`]; giving up drops the receiver (the late output is discarded).
fn wait_native(
    process: &Process,
    label: &str,
    timeout_ms: u64,
    rx: Receiver<Output>,
) -> Result<Output, u32> {
    let started = Instant::now();
    let timeout = (timeout_ms > 0).then(|| Duration::from_millis(timeout_ms));
    loop {
        match rx.recv_timeout(INTERRUPT_POLL) {
            Ok(out) => return Ok(out),
            Err(RecvTimeoutError::Disconnected) => {
                return Ok(Output::fail(format!("Binding \"{label}\" was cancelled")))
            }
            Err(RecvTimeoutError::Timeout) => {}
        }
        if let Some(sig) = process.pending_signal() {
            return Err(sig);
        }
        if let Some(t) = timeout.filter(|t| started.elapsed() >= *t) {
            return Ok(Output::fail(format!(
                "Binding \"{label}\" timed out after {}ms",
                t.as_millis()
            )));
        }
    }
}
