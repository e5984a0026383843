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

/// Runs a host function that returns an errno.
pub fn errno_call<F>(caller: &mut Caller<'_, ProcCtx>, f: F) -> wasmtime::Result<i32>
where
    F: FnOnce(&mut GuestMem<'_>, &mut ProcCtx) -> KResult<()>,
{
    let Some(memory) = caller.data().memory else {
        return Ok(Errno::Efault.wasi());
    };
    let (bytes, ctx) = memory.data_and_store_mut(caller);
    let mut mem = GuestMem { bytes };
    let r = f(&mut mem, ctx);
    if let Some(exit) = pending_exit(ctx) {
        return Err(wasmtime::Error::new(exit));
    }
    Ok(match r {
        Ok(()) => 0,
        Err(e) => e.wasi(),
    })
}

/// Runs a host function that returns its value directly (the `host_fs` mode functions).
pub fn value_call<F>(caller: &mut Caller<'_, ProcCtx>, f: F) -> wasmtime::Result<i32>
where
    F: FnOnce(&mut GuestMem<'_>, &mut ProcCtx) -> i32,
{
    let Some(memory) = caller.data().memory else {
        return Ok(0);
    };
    let (bytes, ctx) = memory.data_and_store_mut(caller);
    let mut mem = GuestMem { bytes };
    let v = f(&mut mem, ctx);
    if let Some(exit) = pending_exit(ctx) {
        return Err(wasmtime::Error::new(exit));
    }
    Ok(v)
}

/// Guest integers are reinterpreted as unsigned pointers / fds.
#[inline]
pub fn u(v: i32) -> u32 {
    v as u32
}
