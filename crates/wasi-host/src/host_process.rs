//! `host_process`: spawning, waiting, signals, pipes and fd duplication (`guest-abi.md` section 7).

use std::time::{Duration, Instant};

use agentos_kernel::fd_table::{FileKind, OpenFile};
use agentos_kernel::interrupt::Interrupt;
use agentos_kernel::path::join_normalize;
use agentos_kernel::pipe::Pipe;
use agentos_kernel::vfs::FileType;
use agentos_kernel::{Errno, KResult};
use wasmtime::{Caller, Linker};

use crate::abi::{errno_call, u};
use crate::ctx::ProcCtx;
use crate::env;
use crate::host::SpawnRequest;
use crate::memory::GuestMem;
use crate::wait::{attempt, interrupted, HostFuture, Waiter};

const M: &str = "host_process";

/// `0xFFFFFFFF` as a stdio argument: `/dev/null`.
const STDIO_NULL: u32 = u32::MAX;

/// Most bytes of argv plus envp one `proc_spawn` accepts, each string counted with its NUL and
/// an 8-byte pointer, as Linux counts `ARG_MAX` (its default, 2 MiB). More is `E2BIG`.
pub const ARG_MAX: u64 = 2 << 20;

/// `E2BIG` unless argv and envp (NUL-separated blocks of guest memory) fit in [`ARG_MAX`].
/// Checked before any string is split out, so the number of strings (and the host `Vec`s they
/// become) is bounded too.
fn check_arg_max(argv: &[u8], envp: &[u8]) -> KResult<()> {
    let strings = |b: &[u8]| b.iter().filter(|&&c| c == 0).count() as u64 + 1;
    let total = argv.len() as u64 + envp.len() as u64 + 8 * (strings(argv) + strings(envp));
    if total > ARG_MAX {
        return Err(Errno::E2big);
    }
    Ok(())
}

/// Splits NUL-terminated strings, keeping empty ones; a missing final NUL is tolerated.
fn split_nul(data: &[u8]) -> Vec<String> {
    if data.is_empty() {
        return Vec::new();
    }
    let body = data.strip_suffix(&[0]).unwrap_or(data);
    body.split(|b| *b == 0)
        .map(|s| String::from_utf8_lossy(s).into_owned())
        .collect()
}

/// Parses `KEY=VALUE\0` entries: entries without `=` are ignored, the last duplicate wins,
/// reserved `AGENTOS_*`/`AGENT_OS_*` variables are removed.
fn parse_env(data: &[u8]) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for entry in split_nul(data) {
        let Some((k, v)) = entry.split_once('=') else {
            continue;
        };
        if !env::is_settable(k) {
            continue;
        }
        env::set(&mut out, k.to_string(), v.to_string());
    }
    out
}

#[allow(clippy::too_many_arguments)]
fn proc_spawn(
    mem: &mut GuestMem<'_>,
    ctx: &mut ProcCtx,
    argv: (u32, u32),
    envp: (u32, u32),
    stdio: [u32; 3],
    cwd: (u32, u32),
    pid_out: u32,
) -> KResult<()> {
    ctx.may_spawn()?;
    let argv_bytes = mem.slice(argv.0, argv.1)?;
    let envp_bytes = if envp.1 == 0 {
        &[][..]
    } else {
        mem.slice(envp.0, envp.1)?
    };
    check_arg_max(argv_bytes, envp_bytes)?;
    let args = split_nul(argv_bytes);
    if args.is_empty() {
        return Err(Errno::Einval);
    }
    tracing::trace!(pid = ctx.process.pid, argv = ?args, "proc_spawn");
    let env = if envp.1 == 0 {
        ctx.process.env.clone()
    } else {
        parse_env(envp_bytes)
    };
    let parent_cwd = ctx.process.cwd();
    let cwd = if cwd.1 == 0 {
        parent_cwd
    } else {
        join_normalize(&parent_cwd, &mem.path(cwd.0, cwd.1)?)
    };
    if ctx.kernel().stat(&cwd, true)?.file_type != FileType::Directory {
        return Err(Errno::Enotdir);
    }
    let mut files: Vec<std::sync::Arc<OpenFile>> = Vec::with_capacity(3);
    for fd in stdio {
        files.push(if fd == STDIO_NULL {
            OpenFile::dev_null()
        } else {
            ctx.fd(fd)?
        });
    }
    let [f0, f1, f2]: [std::sync::Arc<OpenFile>; 3] =
        files.try_into().map_err(|_| Errno::Einval)?;
    let child = ctx.spawner.clone().spawn(SpawnRequest {
        ppid: ctx.process.pid,
        pgid: Some(ctx.process.pgid),
        argv: args,
        env,
        cwd,
        stdio: [f0, f1, f2],
    })?;
    // Reserved slots (guest-abi.md 7.2): the published std never closes a child's pipe end.
    let released: Vec<_> = {
        let mut fds = ctx.process.fds.lock();
        let managed: Vec<u32> = stdio
            .iter()
            .copied()
            .filter(|&fd| fd >= 3 && fd != STDIO_NULL && fds.is_host_managed(fd))
            .collect();
        managed
            .into_iter()
            .filter_map(|fd| fds.reserve(fd))
            .collect()
    };
    drop(released);
    mem.write_u32(pid_out, child)
}

/// The status word `proc_waitpid` writes: the raw exit status (`guest-abi.md` 12) in the POSIX
/// "exited" encoding (`status << 8`), which is what the published std decodes with `WEXITSTATUS`
/// (it has no signal decoding on WASI: a bare raw value makes the shell report "unhandled process
/// exit"). Signal deaths therefore reach the guest as exit statuses `128 + signal`, as a shell's
/// `$?` shows them.
pub fn wait_status(raw: i32) -> u32 {
    ((raw as u32) & 0xFF) << 8
}

/// One look of `proc_waitpid`: `Ok(true)` when a blocking wait found children that still run
/// (nothing written; the caller waits for an exit and looks again).
fn waitpid_once(
    mem: &mut GuestMem<'_>,
    ctx: &mut ProcCtx,
    pid: i32,
    options: i32,
    status_out: u32,
    pid_out: Option<u32>,
) -> KResult<bool> {
    let target = if pid == -1 || pid == 0 {
        None
    } else if pid < 0 {
        return Err(Errno::Ebusy);
    } else {
        Some(pid as u32)
    };
    let nohang = options & 1 != 0;
    let table = &ctx.kernel().processes;
    match table.waitpid(ctx.process.pid, target, true, &*ctx.process)? {
        Some((child, status)) => {
            mem.write_u32(status_out, wait_status(status))?;
            if let Some(p) = pid_out {
                mem.write_u32(p, child)?;
            }
            Ok(false)
        }
        None if !nohang => {
            if ctx.process.interrupted() {
                return Err(Errno::Eintr);
            }
            Ok(true)
        }
        None => match pid_out {
            // The published try_wait tests for exactly 10 ("still running").
            None => Err(Errno::Ebusy),
            Some(p) => {
                mem.write_u32(status_out, 0)?;
                mem.write_u32(p, 0).map(|()| false)
            }
        },
    }
}

/// `proc_waitpid`: while the awaited children run, the guest's fiber parks until an exit in the
/// VM or a signal (`EINTR`).
fn waitpid(
    mut caller: Caller<'_, ProcCtx>,
    pid: i32,
    options: i32,
    status_out: u32,
    pid_out: Option<u32>,
) -> HostFuture<'_> {
    Box::new(async move {
        let mut waiter: Option<Waiter> = None;
        loop {
            let r = attempt(&mut caller, |mem, ctx| {
                waitpid_once(mem, ctx, pid, options, status_out, pid_out)
            })?;
            match r {
                Ok(true) => {}
                Ok(false) => return Ok(0),
                Err(e) => return Ok(e.wasi()),
            }
            let w = waiter.get_or_insert_with(|| Waiter::new(caller.data().process.clone()));
            if !w.registered() {
                let kernel = caller.data().kernel.clone();
                w.register(Vec::new(), Some(kernel));
                continue;
            }
            w.wait(None).await;
        }
    })
}

/// Defines `proc_waitpid` in the shape the module declares: 3 or 4 parameters (`guest-abi.md` 7.3).
pub fn add_waitpid(linker: &mut Linker<ProcCtx>, arity: usize) -> wasmtime::Result<()> {
    if arity == 4 {
        linker.func_wrap_async(
            M,
            "proc_waitpid",
            |c: Caller<'_, ProcCtx>, (pid, opt, st, po): (i32, i32, i32, i32)| {
                waitpid(c, pid, opt, u(st), Some(u(po)))
            },
        )?;
    } else {
        linker.func_wrap_async(
            M,
            "proc_waitpid",
            |c: Caller<'_, ProcCtx>, (pid, opt, st): (i32, i32, i32)| {
                waitpid(c, pid, opt, u(st), None)
            },
        )?;
    }
    Ok(())
}

fn dup_into(ctx: &ProcCtx, fd: u32, min: u32) -> KResult<u32> {
    let mut fds = ctx.process.fds.lock();
    let f = fds.get(fd)?;
    fds.insert_min(f, min, true)
}

/// `sleep_ms`: the guest's fiber parks until the end or a signal (`EINTR`); a sleeping guest
/// holds no thread and costs no CPU.
fn sleep_ms(mut caller: Caller<'_, ProcCtx>, ms: i32) -> HostFuture<'_> {
    Box::new(async move {
        let end = Instant::now().checked_add(Duration::from_millis(u(ms) as u64));
        let mut waiter = Waiter::new(caller.data().process.clone());
        loop {
            if waiter.interrupted() {
                drop(waiter);
                return interrupted(&mut caller);
            }
            if end.is_some_and(|e| Instant::now() >= e) {
                return Ok(0);
            }
            if !waiter.registered() {
                waiter.register(Vec::new(), None);
                continue;
            }
            waiter.wait(end).await;
        }
    })
}

/// Defines `host_process` (all but `proc_waitpid`, which depends on the module).
pub fn add_to_linker(linker: &mut Linker<ProcCtx>) -> wasmtime::Result<()> {
    linker.func_wrap(
        M,
        "proc_spawn",
        |mut c: Caller<'_, ProcCtx>,
         ap: i32,
         al: i32,
         ep: i32,
         el: i32,
         i: i32,
         o: i32,
         e: i32,
         cp: i32,
         cl: i32,
         po: i32| {
            errno_call(&mut c, |mem, ctx| {
                proc_spawn(
                    mem,
                    ctx,
                    (u(ap), u(al)),
                    (u(ep), u(el)),
                    [u(i), u(o), u(e)],
                    (u(cp), u(cl)),
                    u(po),
                )
            })
        },
    )?;
    linker.func_wrap(
        M,
        "proc_kill",
        |mut c: Caller<'_, ProcCtx>, pid: i32, sig: i32| {
            errno_call(&mut c, |_mem, ctx| {
                ctx.may_spawn()?;
                if pid <= 0 || !(0..=64).contains(&sig) {
                    return Err(Errno::Einval);
                }
                ctx.kernel().processes.kill(pid as u32, sig as u32)
            })
        },
    )?;
    linker.func_wrap(M, "proc_getpid", |mut c: Caller<'_, ProcCtx>, out: i32| {
        errno_call(&mut c, |mem, ctx| mem.write_u32(u(out), ctx.process.pid))
    })?;
    linker.func_wrap(M, "proc_getppid", |mut c: Caller<'_, ProcCtx>, out: i32| {
        errno_call(&mut c, |mem, ctx| mem.write_u32(u(out), ctx.process.ppid))
    })?;
    // `proc_umask(mask, old_out)`: the process's file mode creation mask; `mask` < 0 only reads
    // it, otherwise its permission bits (`& 0o777`) become the new mask. Children inherit it.
    linker.func_wrap(
        M,
        "proc_umask",
        |mut c: Caller<'_, ProcCtx>, mask: i32, out: i32| {
            errno_call(&mut c, |mem, ctx| {
                let old = match u32::try_from(mask) {
                    Ok(m) => ctx.process.set_umask(m),
                    Err(_) => ctx.process.umask(),
                };
                mem.write_u32(u(out), old)
            })
        },
    )?;
    linker.func_wrap(
        M,
        "fd_pipe",
        |mut c: Caller<'_, ProcCtx>, rout: i32, wout: i32| {
            errno_call(&mut c, |mem, ctx| {
                let (r, w) = Pipe::with_capacity(ctx.kernel().config.max_pipe_bytes);
                let rf = OpenFile::new(FileKind::PipeRead(r), String::new(), true, false, 0);
                let wf = OpenFile::new(FileKind::PipeWrite(w), String::new(), false, true, 0);
                let (rfd, wfd) = {
                    let mut fds = ctx.process.fds.lock();
                    let rfd = fds.insert(rf, true)?;
                    match fds.insert(wf, true) {
                        Ok(wfd) => (rfd, wfd),
                        Err(e) => {
                            let slot = fds.close(rfd);
                            drop(fds);
                            drop(slot);
                            return Err(e);
                        }
                    }
                };
                mem.write_u32(u(rout), rfd)?;
                mem.write_u32(u(wout), wfd)
            })
        },
    )?;
    linker.func_wrap(
        M,
        "fd_dup",
        |mut c: Caller<'_, ProcCtx>, fd: i32, out: i32| {
            errno_call(&mut c, |mem, ctx| {
                let n = dup_into(ctx, u(fd), 0)?;
                mem.write_u32(u(out), n)
            })
        },
    )?;
    linker.func_wrap(
        M,
        "fd_dup_min",
        |mut c: Caller<'_, ProcCtx>, fd: i32, min: i32, out: i32| {
            errno_call(&mut c, |mem, ctx| {
                let n = dup_into(ctx, u(fd), u(min))?;
                mem.write_u32(u(out), n)
            })
        },
    )?;
    linker.func_wrap(
        M,
        "fd_dup2",
        |mut c: Caller<'_, ProcCtx>, old: i32, new: i32| {
            errno_call(&mut c, |_mem, ctx| {
                let mut fds = ctx.process.fds.lock();
                let f = fds.get(u(old))?;
                if old == new {
                    return Ok(());
                }
                let prev = fds.set(u(new), f, true)?;
                drop(fds);
                drop(prev);
                Ok(())
            })
        },
    )?;
    linker.func_wrap_async(M, "sleep_ms", |c: Caller<'_, ProcCtx>, (ms,): (i32,)| {
        sleep_ms(c, ms)
    })?;
    linker.func_wrap(
        M,
        "pty_open",
        |mut c: Caller<'_, ProcCtx>, _m: i32, _s: i32| {
            errno_call(&mut c, |_mem, _ctx| Err(Errno::Enosys))
        },
    )?;
    linker.func_wrap(
        M,
        "proc_sigaction",
        |mut c: Caller<'_, ProcCtx>, sig: i32, action: i32, _lo: i32, _hi: i32, _fl: i32| {
            errno_call(&mut c, |_mem, ctx| {
                if !(1..=64).contains(&sig) {
                    return Err(Errno::Einval);
                }
                // 0 default, 1 ignore, 2 handler: no handler is ever invoked (no trampoline is
                // exported), so it acts as the default (guest-abi.md 7.4); 3 (ours) catches: the
                // signal is recorded for `proc_sigpending` instead.
                if !(0..=3).contains(&action) {
                    return Err(Errno::Einval);
                }
                ctx.process.set_disposition(sig as u32, action as u32);
                Ok(())
            })
        },
    )?;
    // `proc_sigpending(set_out)`: writes the caught signals delivered since the last call (u64,
    // bit `s - 1` = signal `s`) and clears them.
    linker.func_wrap(
        M,
        "proc_sigpending",
        |mut c: Caller<'_, ProcCtx>, out: i32| {
            errno_call(&mut c, |mem, ctx| {
                let pending = ctx.process.take_pending_caught();
                mem.write_u64(u(out), pending)
            })
        },
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn argv_keeps_empty_arguments() {
        assert_eq!(split_nul(b"grep\0\0f\0"), vec!["grep", "", "f"]);
        assert_eq!(split_nul(b"a\0b"), vec!["a", "b"]);
        assert!(split_nul(b"").is_empty());
    }

    #[test]
    fn argv_and_env_are_bounded_by_arg_max() {
        assert_eq!(check_arg_max(b"ls\0-l\0", b"A=1\0"), Ok(()));
        // 1 MiB of NULs is 1 Mi empty strings: 9 MiB counted with their pointers.
        let nuls = vec![0u8; 1 << 20];
        assert_eq!(check_arg_max(&nuls, b""), Err(Errno::E2big));
        assert_eq!(check_arg_max(b"sh\0", &nuls), Err(Errno::E2big));
        let long = vec![b'a'; ARG_MAX as usize];
        assert_eq!(check_arg_max(&long, b""), Err(Errno::E2big));
        let fits = vec![b'a'; (ARG_MAX as usize) / 2];
        assert_eq!(check_arg_max(&fits, b""), Ok(()));
    }

    #[test]
    fn env_parsing_rules() {
        let env = parse_env(b"A=1\0junk\0A=2\0AGENTOS_X=1\0B=x=y\0");
        assert_eq!(
            env,
            vec![("A".into(), "2".into()), ("B".into(), "x=y".into())]
        );
    }
}
