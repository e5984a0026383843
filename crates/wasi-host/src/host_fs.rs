//! `host_fs`: permission bits that WASI's filestat cannot carry (`guest-abi.md` section 11).

use agentos_kernel::fd_table::FileKind;
use agentos_kernel::path::join_normalize;
use agentos_kernel::permissions::FsOp;
use agentos_kernel::KResult;
use wasmtime::{Caller, Linker};

use crate::abi::{errno_call, u, value_call};
use crate::ctx::ProcCtx;
use crate::wasi::fd_stat_of;

const M: &str = "host_fs";

/// Where a raw guest path points: absolute as is; a relative one through the most recent
/// `path_filestat_get` when that resolved to `…/<path>`, else against `/` (the published
/// binaries' libc cwd).
fn guest_path(ctx: &ProcCtx, raw: &str) -> String {
    if raw.starts_with('/') {
        return join_normalize("/", raw);
    }
    if let Some(last) = &ctx.last_stat_path {
        let suffix = format!("/{}", raw.trim_start_matches("./"));
        if last.ends_with(&suffix) {
            return last.clone();
        }
    }
    join_normalize("/", raw)
}

fn path_mode(ctx: &ProcCtx, raw: &str, follow: bool) -> KResult<u32> {
    let path = guest_path(ctx, raw);
    ctx.checked1(&path, FsOp::Stat, follow, |p| {
        Ok(ctx.kernel().stat(p, follow)?.mode())
    })
}

pub fn add_to_linker(linker: &mut Linker<ProcCtx>) -> wasmtime::Result<()> {
    linker.func_wrap(
        M,
        "path_mode",
        |mut c: Caller<'_, ProcCtx>, p: i32, l: i32, follow: i32| {
            value_call(&mut c, |mem, ctx| {
                mem.path(u(p), u(l))
                    .and_then(|raw| path_mode(ctx, &raw, follow != 0))
                    .map(|m| m as i32)
                    .unwrap_or(0)
            })
        },
    )?;
    linker.func_wrap(M, "fd_mode", |mut c: Caller<'_, ProcCtx>, fd: i32| {
        value_call(&mut c, |_mem, ctx| {
            let Ok(f) = ctx.fd(u(fd)) else { return 0 };
            match &f.kind {
                FileKind::PipeRead(_) | FileKind::PipeWrite(_) => 0o010600,
                FileKind::Sink(_) => 0o020666,
                FileKind::Device(_) => 0o020666,
                FileKind::Socket(_) => 0o140600,
                _ => fd_stat_of(ctx, &f).map(|s| s.mode() as i32).unwrap_or(0),
            }
        })
    })?;
    linker.func_wrap(
        M,
        "chmod",
        |mut c: Caller<'_, ProcCtx>, p: i32, l: i32, mode: i32| {
            errno_call(&mut c, |mem, ctx| {
                ctx.may_mutate()?;
                let raw = mem.path(u(p), u(l))?;
                let path = guest_path(ctx, &raw);
                ctx.checked1(&path, FsOp::Chmod, true, |p| {
                    ctx.kernel().chmod(p, u(mode) & 0o7777)
                })
            })
        },
    )?;
    Ok(())
}
