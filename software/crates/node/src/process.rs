//! `child_process` natives over `host_process` (guest-abi 7, through agentos-process): spawn with
//! pipes whose parent ends JavaScript owns as plain fds (read through the reactor), a
//! non-blocking or blocking waitpid, kill, and a sleep for spawnSync's timeout.

use std::os::fd::IntoRawFd;

use agentos_process::{Command, Stdio};
use rquickjs::{Ctx, Function, Object};

use crate::native::throw_io;

/// A stdio slot as JavaScript describes it: -1 pipe, -2 ignore (/dev/null), -3 inherit, ≥ 0 an fd.
fn stdio_of(spec: i32) -> Stdio {
    match spec {
        -1 => Stdio::Piped,
        -2 => Stdio::Null,
        n if n >= 0 => Stdio::Fd(n),
        _ => Stdio::Inherit,
    }
}

/// `native.procSpawn`, `procWait`, `procKill`, `sleepMs` on the native object.
pub fn install<'js>(ctx: &Ctx<'js>, n: &Object<'js>) -> rquickjs::Result<()> {
    // procSpawn(argv, env ["K=V", …], cwd ("" = ours), [in, out, err]) → [pid, inFd, outFd, errFd]
    // (-1 where the slot is not a pipe); throws with the errno's code (ENOENT, EACCES, …).
    n.set(
        "procSpawn",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>,
             argv: Vec<String>,
             env: Vec<String>,
             cwd: String,
             stdio: Vec<i32>|
             -> rquickjs::Result<Vec<f64>> {
                let program = argv.first().cloned().unwrap_or_default();
                let mut cmd = Command::new(&program);
                cmd.args(argv.iter().skip(1));
                cmd.env_clear();
                for kv in &env {
                    if let Some((k, v)) = kv.split_once('=') {
                        cmd.env(k, v);
                    }
                }
                if !cwd.is_empty() {
                    cmd.current_dir(&cwd);
                }
                let spec = |i: usize| stdio.get(i).copied().unwrap_or(-3);
                cmd.stdin(stdio_of(spec(0)));
                cmd.stdout(stdio_of(spec(1)));
                cmd.stderr(stdio_of(spec(2)));
                let mut child = cmd
                    .spawn()
                    .map_err(|e| throw_io(&ctx, e, "spawn", &program, None))?;
                let fd_in = child
                    .stdin
                    .take()
                    .map_or(-1, |p| p.into_file().into_raw_fd());
                let fd_out = child
                    .stdout
                    .take()
                    .map_or(-1, |p| p.into_file().into_raw_fd());
                let fd_err = child
                    .stderr
                    .take()
                    .map_or(-1, |p| p.into_file().into_raw_fd());
                Ok(vec![
                    f64::from(child.id()),
                    f64::from(fd_in),
                    f64::from(fd_out),
                    f64::from(fd_err),
                ])
            },
        )?,
    )?;
    // procWait(pid, nohang) → null while it runs, else [status 0..255, signal (0: none)].
    n.set(
        "procWait",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, pid: u32, nohang: bool| -> rquickjs::Result<Option<Vec<i32>>> {
                match agentos_process::waitpid(pid, nohang) {
                    Ok(None) => Ok(None),
                    Ok(Some(status)) => Ok(Some(vec![
                        status.code().unwrap_or(0),
                        status.signal().unwrap_or(0),
                    ])),
                    Err(e) => Err(throw_io(&ctx, e, "waitpid", "", None)),
                }
            },
        )?,
    )?;
    n.set(
        "procKill",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, pid: i32, signal: i32| -> rquickjs::Result<()> {
                // Process groups (pid ≤ 0) are not addressable through proc_kill (guest-abi 7.4: EINVAL).
                let r = u32::try_from(pid)
                    .ok()
                    .filter(|p| *p > 0)
                    .ok_or_else(|| std::io::Error::from(std::io::ErrorKind::InvalidInput))
                    .and_then(|p| agentos_process::kill(p, signal));
                r.map_err(|e| throw_io(&ctx, e, "kill", "", None))
            },
        )?,
    )?;
    n.set(
        "sleepMs",
        Function::new(ctx.clone(), |ms: f64| crate::reactor::sleep(ms))?,
    )?;
    Ok(())
}
