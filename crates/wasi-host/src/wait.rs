//! Async waits of host calls (issue 26): a host call that would block tries its operation without
//! blocking; when that would wait, it registers one [`AsyncParker`] with what can change the
//! outcome (the polled pipes and sockets, the process table's exits) and with the process's
//! signal, tries once more (no lost wakeup), and then parks its fiber until a wake or a deadline.
//! The guest's thread meanwhile runs other guests ([`crate::executor`]).

use std::future::Future;
use std::sync::Arc;
use std::time::Instant;

use agentos_kernel::fd_table::OpenFile;
use agentos_kernel::interrupt::{AsyncParker, Interrupt, Wake};
use agentos_kernel::process_table::Process;
use agentos_kernel::{KResult, Kernel};
use wasmtime::Caller;

pub use crate::abi::{attempt, errno};
use crate::ctx::ProcCtx;
use crate::memory::GuestMem;

/// The registrations of one waiting host call; dropping it undoes them.
pub struct Waiter {
    parker: Arc<AsyncParker>,
    waker: Arc<dyn Wake>,
    process: Arc<Process>,
    files: Vec<Arc<OpenFile>>,
    exits: Option<Arc<Kernel>>,
    /// The process's signal waker before ours (restored on drop); `None` until registered.
    prev_signal: Option<Option<Arc<dyn Wake>>>,
}

impl Waiter {
    pub fn new(process: Arc<Process>) -> Waiter {
        let parker = AsyncParker::new();
        Waiter {
            waker: parker.clone(),
            parker,
            process,
            files: Vec::new(),
            exits: None,
            prev_signal: None,
        }
    }

    /// Whether [`Waiter::register`] ran.
    pub fn registered(&self) -> bool {
        self.prev_signal.is_some()
    }

    /// Makes a signal to the process, every change of `files` and (with `exits`) every process
    /// exit of that kernel wake this waiter. The caller then tries its operation once more before
    /// it [`Waiter::wait`]s.
    pub fn register(&mut self, files: Vec<Arc<OpenFile>>, exits: Option<Arc<Kernel>>) {
        self.prev_signal = Some(self.process.swap_waker(Some(self.waker.clone())));
        for f in &files {
            f.watch(&self.waker);
        }
        self.files = files;
        if let Some(k) = &exits {
            k.processes.watch_exits(&self.waker);
        }
        self.exits = exits;
    }

    /// Completes at the first wake since the last wait, or at `deadline`.
    pub async fn wait(&self, deadline: Option<Instant>) {
        match deadline {
            Some(d) => {
                let _ = tokio::time::timeout_at(d.into(), self.parker.park()).await;
            }
            None => self.parker.park().await,
        }
    }

    /// Whether the process has a pending signal.
    pub fn interrupted(&self) -> bool {
        self.process.interrupted()
    }
}

impl Drop for Waiter {
    fn drop(&mut self) {
        for f in &self.files {
            f.unwatch(&self.waker);
        }
        if let Some(k) = &self.exits {
            k.processes.unwatch_exits(&self.waker);
        }
        if let Some(prev) = self.prev_signal.take() {
            self.process.swap_waker(prev);
        }
    }
}

/// A host call's return when its process was signalled while it waited: the process's exit for
/// a fatal signal, else `EINTR`.
pub fn interrupted(caller: &mut Caller<'_, ProcCtx>) -> wasmtime::Result<i32> {
    let r = attempt(caller, |_, _| Err::<(), _>(agentos_kernel::Errno::Eintr))?;
    Ok(errno(r))
}

/// A boxed host-call future, the shape `Linker::func_wrap_async` takes.
pub type HostFuture<'a> = Box<dyn Future<Output = wasmtime::Result<i32>> + Send + 'a>;

/// Runs a host call whose one try either finishes (`Ok(None)`, or an errno) or names the pipe or
/// socket it would block on (`Ok(Some(file))`: nothing done yet); then the fiber parks until that
/// file changes or a signal arrives, and tries again. The try itself must not block (it uses
/// the objects' non-blocking forms) and must return `EINTR` when the process is signalled.
pub async fn retry_on_file<F>(
    caller: &mut Caller<'_, ProcCtx>,
    mut once: F,
) -> wasmtime::Result<i32>
where
    F: FnMut(&mut GuestMem<'_>, &mut ProcCtx) -> KResult<Option<Arc<OpenFile>>> + Send,
{
    let mut waiter: Option<Waiter> = None;
    loop {
        let f = match attempt(caller, &mut once)? {
            Ok(None) => return Ok(0),
            Ok(Some(f)) => f,
            Err(e) => return Ok(e.wasi()),
        };
        let w = waiter.get_or_insert_with(|| Waiter::new(caller.data().process.clone()));
        if !w.registered() {
            w.register(vec![f], None);
            continue;
        }
        w.wait(None).await;
    }
}
