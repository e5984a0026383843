//! `node` for agentOS: a Node.js-like command line over QuickJS-ng (through rquickjs, MIT).
//!
//! Rust owns the command line, the event loop and the native primitives (`native.rs`: stdout and
//! stderr, `fs` over std::fs, i.e. WASI on our kernel); the Node surface (console, process, timers,
//! CommonJS `require`, `path`, `os`, `util`) is JavaScript in `js/`, embedded at build time.
//! The loop: run the main script, then drain QuickJS's job queue (promises, queueMicrotask), then
//! run the earliest due timer, drain again, … until no job and no referenced timer remains.
//! No path panics on JS input: engine errors become a message and exit status 1.

// Shared with build.rs, which uses the archive reader; the program only the list and keys.
#[allow(dead_code)]
mod bundled;
mod bytecode;
mod cli;
mod crypto;
mod encoding;
mod esm;
mod fs;
mod isatty;
mod native;
mod net;
mod process;
mod reactor;

use rquickjs::{
    CatchResultExt, CaughtError, Context, Ctx, Function, Object, Persistent, Runtime, Value,
};

/// Memory exhaustion ends the program with a message and status 1, not a wasm trap.
#[global_allocator]
static ALLOC: agentos_process::alloc::Guarded = agentos_process::alloc::Guarded;

/// Bytes of (linear-memory) C stack QuickJS may use before it throws `RangeError: Maximum call
/// stack size exceeded` (the check is on for WASI through patches/rquickjs-sys-0.14.0.patch).
/// What runs out first is wasmtime's native stack (2 MiB in the host): measured, plain recursion
/// reaches ~1,800 frames at 512 KiB and a callback through Array.prototype.map traps at 768 KiB;
/// 384 KiB leaves a margin (~1,350 plain frames, ~400 through map), and fits Rust's default 1 MiB
/// wasm stack.
const MAX_JS_STACK: usize = 384 << 10;

fn main() {
    agentos_process::alloc::set_program_name("node");
    agentos_process::adopt_pwd();
    let mut args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    // Hidden flags of the build (scripts/build-software.mjs) and the tests: src/bytecode.rs.
    if matches!(
        args.first().map(String::as_str),
        Some("--agentos-emit-bytecode" | "--agentos-bytecode-info" | "--agentos-compile-file")
    ) {
        bytecode_tool(&args);
    }
    if let Some(script) = npm_script() {
        args.insert(0, script);
    }
    let invocation = match cli::parse(&args) {
        Ok(cli::Parsed::Run(i)) => i,
        Ok(cli::Parsed::Exit(code)) => native::exit(code),
        Err((message, code)) => {
            native::write_fd(2, format!("node: {message}\n").as_bytes());
            native::exit(code);
        }
    };
    let rt = match Runtime::new() {
        Ok(rt) => rt,
        Err(e) => fatal(&format!("cannot create the JavaScript runtime: {e}")),
    };
    rt.set_max_stack_size(MAX_JS_STACK);
    // ES modules: bootstrap.js resolves specifiers and gives sources (src/esm.rs).
    rt.set_loader(esm::JsResolver, esm::JsLoader);
    // Unhandled rejections are reported after the job queue drains (internal.checkRejections).
    rt.set_host_promise_rejection_tracker(Some(Box::new(
        |ctx: Ctx<'_>, promise: Value<'_>, reason: Value<'_>, handled: bool| {
            if let Ok(internal) = internal_of(&ctx) {
                if let Ok(f) = internal.get::<_, Function>("onRejection") {
                    let _ = f.call::<_, ()>((promise, reason, handled));
                }
            }
        },
    )));
    let ctx = match Context::full(&rt) {
        Ok(ctx) => ctx,
        Err(e) => fatal(&format!("cannot create the JavaScript context: {e}")),
    };
    let internal: Persistent<Object<'static>> = ctx.with(|ctx| {
        let setup = (|| -> rquickjs::Result<Object> {
            let native = native::object(&ctx, &invocation)?;
            ctx.globals().set("__agentosNative", native)?;
            bytecode::eval_embedded(
                &ctx,
                bytecode::BOOTSTRAP,
                bytecode::bootstrap_bytecode(),
                bytecode::BOOTSTRAP_FILENAME,
            )
        })();
        match setup.catch(&ctx) {
            Ok(internal) => Persistent::save(&ctx, internal),
            Err(e) => fatal(&format!("bootstrap failed: {e}")),
        }
    });

    // The main script.
    ctx.with(|ctx| {
        let r = internal_of(&ctx)
            .and_then(|i| i.get::<_, Function>("runMain"))
            .and_then(|f| f.call::<_, ()>(()));
        if let Err(e) = r.catch(&ctx) {
            report_uncaught(&ctx, e);
        }
    });

    // The event loop.
    loop {
        drain(&rt);
        // What to wait for: [timeoutMs (negative: none), fd, events, fd, events, …], or
        // nothing when no referenced timer, immediate or watched descriptor is left.
        let wait: Option<Vec<f64>> = ctx.with(|ctx| {
            let r = internal_of(&ctx).and_then(|i| {
                i.get::<_, Function>("checkRejections")?.call::<_, ()>(())?;
                i.get::<_, Function>("nextWait")?
                    .call::<_, Option<Vec<f64>>>(())
            });
            match r.catch(&ctx) {
                Ok(w) => w,
                Err(e) => report_uncaught(&ctx, e),
            }
        });
        let Some(wait) = wait else { break };
        let timeout = wait.first().copied().unwrap_or(-1.0);
        let fds: Vec<(i32, i16)> = wait[1.min(wait.len())..]
            .chunks_exact(2)
            .map(|p| (p[0] as i32, p[1] as i16))
            .collect();
        if fds.is_empty() {
            reactor::sleep(timeout);
        } else {
            let revents: Vec<i32> = reactor::poll(&fds, timeout)
                .into_iter()
                .map(i32::from)
                .collect();
            if revents.iter().any(|r| *r != 0) {
                ctx.with(|ctx| {
                    let r = internal_of(&ctx)
                        .and_then(|i| i.get::<_, Function>("onPoll"))
                        .and_then(|f| f.call::<_, ()>((revents,)));
                    if let Err(e) = r.catch(&ctx) {
                        report_uncaught(&ctx, e);
                    }
                });
                // One ready callback per call, the job queue drained after each (as Node does).
                loop {
                    let more = ctx.with(|ctx| {
                        let r = internal_of(&ctx)
                            .and_then(|i| i.get::<_, Function>("runReady"))
                            .and_then(|f| f.call::<_, bool>(()));
                        match r.catch(&ctx) {
                            Ok(more) => more,
                            Err(e) => report_uncaught(&ctx, e),
                        }
                    });
                    drain(&rt);
                    if !more {
                        break;
                    }
                }
            }
        }
        ctx.with(|ctx| {
            let r = internal_of(&ctx)
                .and_then(|i| i.get::<_, Function>("runTimer"))
                .and_then(|f| f.call::<_, ()>(()));
            if let Err(e) = r.catch(&ctx) {
                report_uncaught(&ctx, e);
            }
        });
    }

    let code = ctx.with(|ctx| {
        let r = internal_of(&ctx)
            .and_then(|i| i.get::<_, Function>("finish"))
            .and_then(|f| f.call::<_, i32>(()));
        match r.catch(&ctx) {
            Ok(code) => code,
            Err(e) => report_uncaught(&ctx, e),
        }
    });
    drop(internal);
    native::exit(code);
}

/// `node --agentos-emit-bytecode FILE`, `node --agentos-bytecode-info` and
/// `node --agentos-compile-file NAME` (src/bytecode.rs).
fn bytecode_tool(args: &[String]) -> ! {
    let rt = match Runtime::new() {
        Ok(rt) => rt,
        Err(e) => fatal(&format!("cannot create the JavaScript runtime: {e}")),
    };
    rt.set_max_stack_size(MAX_JS_STACK);
    let ctx = match Context::full(&rt) {
        Ok(ctx) => ctx,
        Err(e) => fatal(&format!("cannot create the JavaScript context: {e}")),
    };
    ctx.with(|ctx| {
        if args[0] == "--agentos-bytecode-info" {
            native::write_fd(1, bytecode::info(&ctx).as_bytes());
            native::exit(0);
        }
        if args[0] == "--agentos-compile-file" {
            // The host's trusted compile for its machine-wide store (host_jscache.rs): the
            // source on stdin, compiled (not run) as `compile_file` compiles it under NAME, its
            // bytecode on stdout.
            let Some(name) = args.get(1) else {
                fatal("--agentos-compile-file needs the file's name")
            };
            let mut source = Vec::new();
            if let Err(e) = std::io::Read::read_to_end(&mut std::io::stdin(), &mut source) {
                fatal(&format!("cannot read the source: {e}"));
            }
            let Ok(source) = String::from_utf8(source) else {
                fatal("the source is not UTF-8")
            };
            match bytecode::compile_to_bytecode(&ctx, &source, name) {
                Ok(bytes) => {
                    native::write_fd(1, &bytes);
                    native::exit(0);
                }
                Err(e) => fatal(&format!("cannot compile: {e}")),
            }
        }
        let Some(file) = args.get(1) else {
            fatal("--agentos-emit-bytecode needs an output file")
        };
        match bytecode::emit(&ctx, file) {
            Ok((count, bytes)) => {
                native::write_fd(
                    1,
                    format!("node: {count} scripts, {bytes} bytes of bytecode in {file}\n")
                        .as_bytes(),
                );
                native::exit(0);
            }
            Err(e) => fatal(&format!("cannot emit bytecode: {e}")),
        }
    })
}

/// Where npm's CLI is in the VM: the agentos-common package mounts it read-only here
/// (software/crates/node/npm.json).
const NPM_DIR: &str = "/usr/lib/node_modules/npm";

/// Called as `npm` or `npx` (aliases of this module, Cargo.toml metadata): the npm CLI script to
/// run with the arguments, as npm's own `bin/npm` does; exits with a message when it is missing.
fn npm_script() -> Option<String> {
    let argv0 = std::env::args_os().next()?;
    let name = std::path::Path::new(&argv0)
        .file_name()?
        .to_string_lossy()
        .into_owned();
    if name != "npm" && name != "npx" {
        return None;
    }
    agentos_process::alloc::set_program_name(if name == "npm" { "npm" } else { "npx" });
    let script = format!("{NPM_DIR}/bin/{name}-cli.js");
    if std::fs::metadata(&script).is_err() {
        native::write_fd(2, format!("{name}: npm's CLI is not installed: {script} is missing (the agentos-common software package mounts it)\n").as_bytes());
        native::exit(127);
    }
    Some(script)
}

/// Runs QuickJS's job queue (promise reactions, queueMicrotask) until it is empty; an uncaught
/// error in a job ends the program as Node does.
fn drain(rt: &Runtime) {
    loop {
        match rt.execute_pending_job() {
            Ok(true) => {}
            Ok(false) => break,
            Err(job) => {
                let ctx = job.0.clone();
                ctx.with(|ctx| {
                    let e = ctx.catch();
                    report_uncaught(&ctx, CaughtError::Value(e));
                })
            }
        }
    }
}

/// The object bootstrap.js returns (runMain, nextTimer, runTimer, reportUncaught, …).
fn internal_of<'js>(ctx: &Ctx<'js>) -> rquickjs::Result<Object<'js>> {
    ctx.globals().get::<_, Object>("__agentosInternal")
}

/// Evaluates `source` as a classic (sloppy) script named `filename` (in stacks and errors).
pub(crate) fn compile<'js, V: rquickjs::FromJs<'js>>(
    ctx: &Ctx<'js>,
    source: String,
    filename: &str,
) -> rquickjs::Result<V> {
    let mut options = rquickjs::context::EvalOptions::default();
    options.global = true;
    options.strict = false;
    options.filename = Some(filename.to_owned());
    ctx.eval_with_options(source, options)
}

/// Prints an uncaught exception the way Node does (through internal.reportUncaught) and exits 1.
fn report_uncaught<'js>(ctx: &Ctx<'js>, error: CaughtError<'js>) -> ! {
    let value = match error {
        CaughtError::Exception(e) => e.into_value(),
        CaughtError::Value(v) => v,
        CaughtError::Error(e) => {
            // An error of the engine binding itself (type conversion, out of memory, …).
            native::write_fd(2, format!("node: {e}\n").as_bytes());
            native::exit(1);
        }
    };
    let printed = internal_of(ctx)
        .and_then(|i| i.get::<_, Function>("reportUncaught"))
        .and_then(|f| f.call::<_, ()>((value.clone(),)));
    if printed.is_err() {
        let text = value
            .as_string()
            .and_then(|s| s.to_string().ok())
            .unwrap_or_else(|| "uncaught exception".into());
        native::write_fd(2, format!("Uncaught {text}\n").as_bytes());
    }
    native::exit(1);
}

fn fatal(message: &str) -> ! {
    native::write_fd(2, format!("node: {message}\n").as_bytes());
    native::exit(1);
}
