//! The one place where host-call results become wasm results: `Ok` → errno 0, an [`Errno`] → its
//! WASI number, a [`GuestExit`] → a wasmtime error that unwinds the guest. Also checks after every
//! call whether the process was signalled, so a process blocked in a host call dies promptly.

use agentos_kernel::{Errno, KResult};
use wasmtime::Caller;

use crate::ctx::ProcCtx;
use crate::error::GuestExit;
use crate::memory::GuestMem;

pub(crate) fn pending_exit(ctx: &ProcCtx) -> Option<GuestExit> {
    ctx.process.pending_signal().map(GuestExit::Signal)
}

/// Runs one attempt of a host call on the guest's memory and context: `Err` is the process's
/// exit (a fatal signal arrived), `Ok(Err(errno))` the call's failure. No memory export:
/// `EFAULT`. Every host call goes through here, synchronous ones ([`errno_call`],
/// [`value_call`]) and each try of an async one (`wait.rs`).
pub fn attempt<T>(
    caller: &mut Caller<'_, ProcCtx>,
    f: impl FnOnce(&mut GuestMem<'_>, &mut ProcCtx) -> KResult<T>,
) -> wasmtime::Result<KResult<T>> {
    let Some(memory) = caller.data().memory else {
        return Ok(Err(Errno::Efault));
    };
    let (bytes, ctx) = memory.data_and_store_mut(caller);
    let mut mem = GuestMem { bytes };
    let r = f(&mut mem, ctx);
    if let Some(exit) = pending_exit(ctx) {
        return Err(wasmtime::Error::new(exit));
    }
    Ok(r)
}

/// The WASI return value of a call's outcome.
pub fn errno(r: KResult<()>) -> i32 {
    match r {
        Ok(()) => 0,
        Err(e) => e.wasi(),
    }
}

/// Runs a host function that returns an errno.
pub fn errno_call<F>(caller: &mut Caller<'_, ProcCtx>, f: F) -> wasmtime::Result<i32>
where
    F: FnOnce(&mut GuestMem<'_>, &mut ProcCtx) -> KResult<()>,
{
    attempt(caller, f).map(errno)
}

/// Runs a host function that returns its value directly (the `host_fs` mode functions); 0 when
/// the module exports no memory.
pub fn value_call<F>(caller: &mut Caller<'_, ProcCtx>, f: F) -> wasmtime::Result<i32>
where
    F: FnOnce(&mut GuestMem<'_>, &mut ProcCtx) -> i32,
{
    Ok(attempt(caller, |mem, ctx| Ok(f(mem, ctx)))?.unwrap_or(0))
}

/// Guest integers are reinterpreted as unsigned pointers / fds.
#[inline]
pub fn u(v: i32) -> u32 {
    v as u32
}
