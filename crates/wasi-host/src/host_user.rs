//! `host_user`: the single VM user (`guest-abi.md` section 10).

use agentos_kernel::Errno;
use wasmtime::{Caller, Linker};

use crate::abi::{errno_call, u};
use crate::ctx::ProcCtx;

const M: &str = "host_user";

/// The VM user's uid and gid.
pub const AGENTOS_UID: u32 = 1000;

/// The passwd line for `uid` (`name:x:uid:gid:gecos:home:shell`).
pub fn passwd_entry(uid: u32) -> String {
    match uid {
        0 => "root:x:0:0:root:/root:/bin/sh".to_string(),
        AGENTOS_UID => "agentos:x:1000:1000::/home/agentos:/bin/sh".to_string(),
        n => format!("user{n}:x:{n}:{n}::/home/user{n}:/bin/sh"),
    }
}

pub fn add_to_linker(linker: &mut Linker<ProcCtx>) -> wasmtime::Result<()> {
    for name in ["getuid", "getgid", "geteuid", "getegid"] {
        linker.func_wrap(M, name, |mut c: Caller<'_, ProcCtx>, out: i32| {
            errno_call(&mut c, |mem, _ctx| mem.write_u32(u(out), AGENTOS_UID))
        })?;
    }
    linker.func_wrap(
        M,
        "isatty",
        |mut c: Caller<'_, ProcCtx>, fd: i32, out: i32| {
            errno_call(&mut c, |mem, ctx| {
                mem.write_u32(u(out), 0)?;
                ctx.fd(u(fd)).map(|_| ())
            })
        },
    )?;
    linker.func_wrap(
        M,
        "getpwuid",
        |mut c: Caller<'_, ProcCtx>, uid: i32, buf: i32, len: i32, out: i32| {
            errno_call(&mut c, |mem, _ctx| {
                let line = passwd_entry(u(uid));
                let n = line.len().min(u(len) as usize);
                mem.slice_mut(u(buf), n as u32)?
                    .copy_from_slice(&line.as_bytes()[..n]);
                mem.write_u32(u(out), n as u32)
            })
        },
    )?;
    let _ = Errno::Ebadf;
    Ok(())
}
