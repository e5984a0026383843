//! `host_net`: linked so modules that import it instantiate; every function returns `ENOSYS`
//! until guest networking exists (`guest-abi.md` section 13, `api.md` 13).

use agentos_kernel::Errno;
use wasmtime::{Caller, Linker};

use crate::ctx::ProcCtx;

const M: &str = "host_net";

fn enosys() -> wasmtime::Result<i32> {
    Ok(Errno::Enosys.wasi())
}

pub fn add_to_linker(linker: &mut Linker<ProcCtx>) -> wasmtime::Result<()> {
    linker.func_wrap(M, "net_close", |_: Caller<'_, ProcCtx>, _: i32| enosys())?;
    linker.func_wrap(M, "net_listen", |_: Caller<'_, ProcCtx>, _: i32, _: i32| {
        enosys()
    })?;
    for name in [
        "net_connect",
        "net_tls_connect",
        "net_getsockname",
        "net_getpeername",
        "net_bind",
    ] {
        linker.func_wrap(M, name, |_: Caller<'_, ProcCtx>, _: i32, _: i32, _: i32| {
            enosys()
        })?;
    }
    for name in ["net_socket", "net_poll", "net_accept"] {
        linker.func_wrap(
            M,
            name,
            |_: Caller<'_, ProcCtx>, _: i32, _: i32, _: i32, _: i32| enosys(),
        )?;
    }
    for name in ["net_send", "net_recv", "net_setsockopt"] {
        linker.func_wrap(
            M,
            name,
            |_: Caller<'_, ProcCtx>, _: i32, _: i32, _: i32, _: i32, _: i32| enosys(),
        )?;
    }
    linker.func_wrap(
        M,
        "net_getaddrinfo",
        |_: Caller<'_, ProcCtx>, _: i32, _: i32, _: i32, _: i32, _: i32, _: i32| enosys(),
    )?;
    for name in ["net_sendto", "net_recvfrom"] {
        linker.func_wrap(
            M,
            name,
            |_: Caller<'_, ProcCtx>, _: i32, _: i32, _: i32, _: i32, _: i32, _: i32, _: i32| {
                enosys()
            },
        )?;
    }
    Ok(())
}
