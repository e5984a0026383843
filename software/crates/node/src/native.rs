//! Native primitives behind the JS layer (`globalThis.__agentosNative`, read once by bootstrap.js):
//! stdout/stderr, exit, the invocation, and `fs` over std::fs (WASI calls into our kernel).
//! File errors are thrown as Node-shaped errors: `ENOENT: no such file or directory, open '/x'`
//! with `code`, `errno`, `syscall` and `path`.

use crate::cli::{Invocation, Source, NODE_VERSION};
use rquickjs::{Array, Ctx, Exception, Function, Object, TypedArray, Value};
use std::io::{self, Read, Write};

/// Flushes stdout and ends the process with `code`.
pub fn exit(code: i32) -> ! {
    let _ = io::stdout().flush();
    std::process::exit(code);
}

/// Bytes of a JS string or Uint8Array argument (other values: their string form).
pub(crate) fn bytes_of(value: &Value<'_>) -> rquickjs::Result<Vec<u8>> {
    if let Some(s) = value.as_string() {
        return Ok(s.to_string()?.into_bytes());
    }
    if let Ok(array) = TypedArray::<u8>::from_value(value.clone()) {
        return Ok(match array.as_raw() {
            // SAFETY: the pointer covers the array's bytes; nothing runs JS while we copy.
            Some(raw) => unsafe { raw.as_ref() }.to_vec(),
            None => Vec::new(),
        });
    }
    Ok(value
        .get::<rquickjs::convert::Coerced<String>>()?
        .0
        .into_bytes())
}

/// Node's (code, errno, description) for an I/O error.
fn errno_of(e: &io::Error) -> (&'static str, i32, &'static str) {
    use io::ErrorKind as K;
    // WASI errno numbers (guest-abi 6.6) that ErrorKind folds together or leaves uncategorized.
    #[cfg(target_os = "wasi")]
    match e.raw_os_error() {
        Some(8) => return ("EBADF", -9, "bad file descriptor"),
        Some(55) => return ("ENOTEMPTY", -39, "directory not empty"),
        Some(28) => return ("EINVAL", -22, "invalid argument"),
        Some(6) => return ("EAGAIN", -11, "resource temporarily unavailable"),
        Some(10) => return ("ECHILD", -10, "no child processes"),
        Some(22) => return ("EFBIG", -27, "file too large"),
        Some(32) => return ("ELOOP", -40, "too many symbolic links encountered"),
        Some(33) => return ("EMFILE", -24, "too many open files"),
        Some(37) => return ("ENAMETOOLONG", -36, "name too long"),
        Some(51) => return ("ENOSPC", -28, "no space left on device"),
        Some(58) => return ("ENOTSUP", -95, "operation not supported on socket"),
        Some(63) => return ("EPERM", -1, "operation not permitted"),
        Some(70) => return ("ESPIPE", -29, "invalid seek"),
        Some(71) => return ("ESRCH", -3, "no such process"),
        Some(75) => return ("EXDEV", -18, "cross-device link not permitted"),
        _ => {}
    }
    match e.kind() {
        K::NotFound => ("ENOENT", -2, "no such file or directory"),
        K::PermissionDenied => ("EACCES", -13, "permission denied"),
        K::AlreadyExists => ("EEXIST", -17, "file already exists"),
        K::NotADirectory => ("ENOTDIR", -20, "not a directory"),
        K::IsADirectory => ("EISDIR", -21, "illegal operation on a directory"),
        K::DirectoryNotEmpty => ("ENOTEMPTY", -39, "directory not empty"),
        K::InvalidInput => ("EINVAL", -22, "invalid argument"),
        K::ReadOnlyFilesystem => ("EROFS", -30, "read-only file system"),
        K::BrokenPipe => ("EPIPE", -32, "broken pipe"),
        K::CrossesDevices => ("EXDEV", -18, "cross-device link not permitted"),
        K::Unsupported => ("ENOSYS", -38, "function not implemented"),
        _ => ("EIO", -5, "i/o error"),
    }
}

/// Throws a Node-shaped file error.
pub(crate) fn throw_io(
    ctx: &Ctx<'_>,
    e: io::Error,
    syscall: &str,
    path: &str,
    dest: Option<&str>,
) -> rquickjs::Error {
    let (code, errno, text) = errno_of(&e);
    let message = match dest {
        Some(d) => format!("{code}: {text}, {syscall} '{path}' -> '{d}'"),
        None if path.is_empty() => format!("{code}: {text}, {syscall}"),
        None => format!("{code}: {text}, {syscall} '{path}'"),
    };
    let build = || -> rquickjs::Result<Value> {
        let exc = Exception::from_message(ctx.clone(), &message)?;
        exc.set("errno", errno)?;
        exc.set("code", code)?;
        exc.set("syscall", syscall)?;
        if !path.is_empty() {
            exc.set("path", path)?;
        }
        if let Some(d) = dest {
            exc.set("dest", d)?;
        }
        Ok(exc.into_value())
    };
    match build() {
        Ok(v) => ctx.throw(v),
        Err(e) => e,
    }
}

/// File kind as bootstrap.js reads it: 1 file, 2 directory, 3 symlink, 4 other.
fn kind_of(t: std::fs::FileType) -> i32 {
    if t.is_symlink() {
        3
    } else if t.is_dir() {
        2
    } else if t.is_file() {
        1
    } else {
        4
    }
}

/// Writes to stdout (1) or stderr (2) without panicking (println! panics on a closed pipe).
pub fn write_fd(fd: i32, data: &[u8]) {
    let r = if fd == 2 {
        let _ = io::stdout().flush();
        io::stderr().lock().write_all(data)
    } else {
        // Unbuffered as Node's: a partial line must not wait behind a child's or fs.writeSync(1)'s output.
        let mut out = io::stdout().lock();
        out.write_all(data).and_then(|()| out.flush())
    };
    // A closed reader (`node … | head -1`): stop quietly, as a SIGPIPE'd program would (a
    // closed stderr too: there is nowhere left to report).
    if r.is_err() {
        std::process::exit(1);
    }
}

pub fn object<'js>(ctx: &Ctx<'js>, invocation: &Invocation) -> rquickjs::Result<Object<'js>> {
    let n = Object::new(ctx.clone())?;
    let (mode, code, file) = match &invocation.source {
        Source::Eval { code, print } => (
            if *print { "print" } else { "eval" },
            code.clone(),
            String::new(),
        ),
        Source::File(f) => ("file", String::new(), f.clone()),
        Source::Stdin => ("stdin", String::new(), String::new()),
    };
    n.set("mode", mode)?;
    n.set("code", code)?;
    n.set("file", file)?;
    n.set("args", invocation.script_args.clone())?;
    n.set("inputType", invocation.input_type.clone())?;
    // Called as `tsx` (the same module, Cargo.toml metadata): -e/-p/stdin code is TypeScript too.
    let argv0 = std::env::args_os()
        .next()
        .map(|a| a.to_string_lossy().into_owned())
        .unwrap_or_default();
    n.set(
        "tsx",
        std::path::Path::new(&argv0)
            .file_name()
            .is_some_and(|f| f == "tsx"),
    )?;
    n.set("version", NODE_VERSION)?;
    n.set("pid", agentos_process::getpid())?;
    n.set("ppid", agentos_process::getppid().unwrap_or(0))?;
    let env = Object::new(ctx.clone())?;
    for (k, v) in std::env::vars_os() {
        env.set(
            k.to_string_lossy().into_owned(),
            v.to_string_lossy().into_owned(),
        )?;
    }
    n.set("env", env)?;

    n.set(
        "write",
        Function::new(
            ctx.clone(),
            |fd: i32, data: Value<'js>| -> rquickjs::Result<bool> {
                write_fd(fd, &bytes_of(&data)?);
                Ok(true)
            },
        )?,
    )?;
    n.set(
        "exit",
        Function::new(ctx.clone(), |code: i32| -> () { exit(code) })?,
    )?;
    n.set(
        "cwd",
        Function::new(ctx.clone(), || -> String {
            std::env::current_dir()
                .map(|p| p.to_string_lossy().into_owned())
                .unwrap_or_else(|_| "/".into())
        })?,
    )?;
    n.set(
        "loadBundled",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, name: String| -> rquickjs::Result<Value<'js>> {
                crate::bytecode::load_bundled(&ctx, &name)
            },
        )?,
    )?;
    n.set(
        "compileFile",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, source: String, filename: String| -> rquickjs::Result<Value<'js>> {
                crate::bytecode::compile_file(&ctx, source, &filename)
            },
        )?,
    )?;
    n.set(
        "compile",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, source: String, filename: String| -> rquickjs::Result<Value<'js>> {
                crate::compile(&ctx, source, &filename)
            },
        )?,
    )?;

    // fs. `target` is a path, or the number 0 for stdin.
    n.set(
        "readFile",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, target: Value<'js>, utf8: bool| -> rquickjs::Result<Value<'js>> {
                let (data, name) = if target.as_int() == Some(0) {
                    let mut buf = Vec::new();
                    (
                        io::stdin().lock().read_to_end(&mut buf).map(|_| buf),
                        "0".to_owned(),
                    )
                } else {
                    let path: String = target.get()?;
                    (std::fs::read(&path), path)
                };
                let syscall = if name == "0" { "read" } else { "open" };
                let data = data.map_err(|e| throw_io(&ctx, e, syscall, &name, None))?;
                if utf8 {
                    Ok(
                        rquickjs::String::from_str(ctx.clone(), &String::from_utf8_lossy(&data))?
                            .into_value(),
                    )
                } else {
                    Ok(TypedArray::<u8>::new(ctx.clone(), data)?.into_value())
                }
            },
        )?,
    )?;
    n.set(
        "writeFile",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, path: String, data: Value<'js>, append: bool| -> rquickjs::Result<()> {
                let bytes = bytes_of(&data)?;
                let r = std::fs::OpenOptions::new()
                    .write(true)
                    .create(true)
                    .append(append)
                    .truncate(!append)
                    .open(&path)
                    .and_then(|mut f| f.write_all(&bytes));
                r.map_err(|e| throw_io(&ctx, e, "open", &path, None))
            },
        )?,
    )?;
    n.set(
        "exists",
        Function::new(ctx.clone(), |path: String| -> bool {
            std::fs::metadata(path).is_ok()
        })?,
    )?;
    n.set(
        "readdir",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, path: String| -> rquickjs::Result<Array<'js>> {
                let entries = std::fs::read_dir(&path)
                    .map_err(|e| throw_io(&ctx, e, "scandir", &path, None))?;
                let mut list: Vec<(String, i32)> = Vec::new();
                for entry in entries {
                    let entry = entry.map_err(|e| throw_io(&ctx, e, "scandir", &path, None))?;
                    let mut kind = entry.file_type().map(crate::fs::kind_of).unwrap_or(0);
                    if kind == 0 {
                        kind = crate::fs::lstat_kind(&format!(
                            "{}/{}",
                            path.trim_end_matches('/'),
                            entry.file_name().to_string_lossy()
                        ));
                    }
                    list.push((entry.file_name().to_string_lossy().into_owned(), kind));
                }
                // libuv's scandir sorts names (strcmp), so Node's readdirSync does.
                list.sort();
                let out = Array::new(ctx.clone())?;
                for (i, (name, kind)) in list.into_iter().enumerate() {
                    let pair = Array::new(ctx.clone())?;
                    pair.set(0, name)?;
                    pair.set(1, kind)?;
                    out.set(i, pair)?;
                }
                Ok(out)
            },
        )?,
    )?;
    n.set(
        "mkdir",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, path: String, recursive: bool| -> rquickjs::Result<()> {
                let r = if recursive {
                    std::fs::create_dir_all(&path)
                } else {
                    std::fs::create_dir(&path)
                };
                r.map_err(|e| throw_io(&ctx, e, "mkdir", &path, None))
            },
        )?,
    )?;
    n.set(
        "stat",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, path: String, follow: bool| -> rquickjs::Result<Vec<f64>> {
                let m = if follow {
                    std::fs::metadata(&path)
                } else {
                    std::fs::symlink_metadata(&path)
                };
                match m {
                    Ok(m) => {
                        let mtime = m
                            .modified()
                            .ok()
                            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                            .map(|d| d.as_secs_f64() * 1000.0)
                            .unwrap_or(0.0);
                        Ok(vec![kind_of(m.file_type()) as f64, m.len() as f64, mtime])
                    }
                    Err(e) => Err(throw_io(
                        &ctx,
                        e,
                        if follow { "stat" } else { "lstat" },
                        &path,
                        None,
                    )),
                }
            },
        )?,
    )?;
    n.set(
        "unlink",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, path: String| -> rquickjs::Result<()> {
                std::fs::remove_file(&path).map_err(|e| throw_io(&ctx, e, "unlink", &path, None))
            },
        )?,
    )?;
    n.set(
        "rmdir",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, path: String, recursive: bool| -> rquickjs::Result<()> {
                let r = if recursive {
                    std::fs::remove_dir_all(&path)
                } else {
                    std::fs::remove_dir(&path)
                };
                r.map_err(|e| throw_io(&ctx, e, "rmdir", &path, None))
            },
        )?,
    )?;
    n.set(
        "rename",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, from: String, to: String| -> rquickjs::Result<()> {
                std::fs::rename(&from, &to)
                    .map_err(|e| throw_io(&ctx, e, "rename", &from, Some(&to)))
            },
        )?,
    )?;
    crate::reactor::install(ctx, &n)?;
    crate::net::install(ctx, &n)?;
    crate::fs::install(ctx, &n)?;
    crate::process::install(ctx, &n)?;
    crate::esm::install(ctx, &n)?;
    crate::encoding::install(ctx, &n)?;
    crate::crypto::install(ctx, &n)?;
    crate::isatty::install(ctx, &n)?;
    Ok(n)
}
