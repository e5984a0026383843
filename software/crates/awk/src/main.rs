//! `awk` for agentOS: the one true awk (C, compiled by build.rs) with the caller's working directory
//! adopted first, and `system()`, `popen()`, `pclose()` implemented over `host_process` (wasi-libc
//! has none of them): `system("cmd")`, `print | "cmd"` and `"cmd" | getline` run `sh -c cmd`.

use std::ffi::{c_char, c_int, CStr, CString, OsString};
use std::sync::Mutex;

use agentos_process::{Child, Command, ExitStatus, Stdio};

#[repr(C)]
pub struct FILE {
    _private: [u8; 0],
}

extern "C" {
    fn awk_c_main(argc: c_int, argv: *mut *mut c_char) -> c_int;
    fn exit(code: c_int) -> !;
    fn fdopen(fd: c_int, mode: *const c_char) -> *mut FILE;
    fn fclose(f: *mut FILE) -> c_int;
}

/// Children started by `popen`, by the address of their `FILE`.
static PIPES: Mutex<Vec<(usize, Child)>> = Mutex::new(Vec::new());

/// POSIX wait status (`code << 8`, or the signal number) for awk's `WEXITSTATUS`/`WTERMSIG`.
fn encode(status: ExitStatus) -> c_int {
    match status.signal() {
        Some(sig) => sig,
        None => status.code().unwrap_or(0) << 8,
    }
}

fn shell(cmd: *const c_char) -> Command {
    // SAFETY: awk passes NUL-terminated strings.
    let text = unsafe { CStr::from_ptr(cmd) }
        .to_string_lossy()
        .into_owned();
    let mut command = Command::new("sh");
    command.arg("-c").arg(text);
    command
}

/// # Safety
/// `cmd` is NULL or a NUL-terminated string.
#[no_mangle]
pub unsafe extern "C" fn system(cmd: *const c_char) -> c_int {
    if cmd.is_null() {
        return 1;
    }
    match shell(cmd).status() {
        Ok(status) => encode(status),
        Err(_) => 127 << 8,
    }
}

/// # Safety
/// `cmd` and `mode` are NUL-terminated strings.
#[no_mangle]
pub unsafe extern "C" fn popen(cmd: *const c_char, mode: *const c_char) -> *mut FILE {
    #[cfg(target_os = "wasi")]
    use std::os::fd::IntoRawFd;
    #[cfg(not(target_os = "wasi"))]
    use std::os::unix::io::IntoRawFd;
    let reading = unsafe { *mode } == b'r' as c_char;
    let mut command = shell(cmd);
    if reading {
        command.stdout(Stdio::piped());
    } else {
        command.stdin(Stdio::piped());
    }
    let Ok(mut child) = command.spawn() else {
        return std::ptr::null_mut();
    };
    let fd = if reading {
        child.stdout.take().map(|s| s.into_raw_fd())
    } else {
        child.stdin.take().map(|s| s.into_raw_fd())
    };
    let Some(fd) = fd else {
        return std::ptr::null_mut();
    };
    // SAFETY: `fd` is an open pipe end we own; mode is "r" or "w".
    let file = unsafe {
        fdopen(
            fd,
            if reading {
                c"r".as_ptr()
            } else {
                c"w".as_ptr()
            },
        )
    };
    if file.is_null() {
        return file;
    }
    PIPES
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push((file as usize, child));
    file
}

/// # Safety
/// `file` was returned by `popen`.
#[no_mangle]
pub unsafe extern "C" fn pclose(file: *mut FILE) -> c_int {
    let child = {
        let mut pipes = PIPES.lock().unwrap_or_else(|e| e.into_inner());
        let at = pipes.iter().position(|(f, _)| *f == file as usize);
        at.map(|i| pipes.remove(i).1)
    };
    // SAFETY: closes our pipe end (the child then sees EOF or EPIPE).
    unsafe { fclose(file) };
    match child {
        Some(mut child) => child.wait().map(encode).unwrap_or(-1),
        None => -1,
    }
}

fn main() {
    agentos_process::adopt_pwd();
    let args: Vec<OsString> = std::env::args_os().collect();
    let mut owned: Vec<CString> = args
        .iter()
        .map(|a| CString::new(a.to_string_lossy().into_owned().into_bytes()).unwrap_or_default())
        .collect();
    // Messages say `awk: ...` whatever path the caller typed.
    match owned.first_mut() {
        Some(first) => *first = CString::new("awk").unwrap_or_default(),
        None => owned.push(CString::new("awk").unwrap_or_default()),
    }
    let mut argv: Vec<*mut c_char> = owned.iter().map(|a| a.as_ptr() as *mut c_char).collect();
    argv.push(std::ptr::null_mut());
    // SAFETY: argv is a NULL-terminated array of NUL-terminated strings that outlive the call.
    let code = unsafe { awk_c_main((argv.len() - 1) as c_int, argv.as_mut_ptr()) };
    // C's exit flushes awk's stdio buffers.
    unsafe { exit(code) }
}
