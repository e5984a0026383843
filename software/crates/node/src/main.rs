//! `node` for agentOS: a Node.js-like command line over QuickJS-ng (through rquickjs, MIT).
//!
//! Rust owns the command line, the event loop and the native primitives (`native.rs`: stdout and
//! stderr, `fs` over std::fs, i.e. WASI on our kernel); the Node surface (console, process, timers,
//! CommonJS `require`, `path`, `os`, `util`) is JavaScript in `js/`, embedded at build time.
//! The loop: run the main script, then drain QuickJS's job queue (promises, queueMicrotask), then
//! run the earliest due timer, drain again, … until no job and no referenced timer remains.
//! No path panics on JS input: engine errors become a message and exit status 1.

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

const BOOTSTRAP: &str = include_str!("../js/bootstrap.js");
/// Pure-JS builtins bundled as sources (compiled by bootstrap.js on first use): name, source.
/// Each file's licence is next to it in js/ (`<name>.LICENSE`).
const BUNDLED: &[(&str, &str)] = &[
    // path-browserify 1.0.1 (MIT): Node's POSIX path module.
    ("path", include_str!("../js/path.js")),
    // path 0.12.7 (MIT): Node 0.12's path.js, for path.win32.
    ("path-win32", include_str!("../js/path-win32.js")),
    // events 3.3.0 (MIT): Node's EventEmitter.
    ("events", include_str!("../js/events.js")),
    // buffer 5.7.1 (MIT) with its dependencies base64-js 1.5.1 (MIT) and ieee754 1.2.1 (BSD-3-Clause).
    ("buffer", include_str!("../js/buffer.js")),
    ("base64-js", include_str!("../js/base64-js.js")),
    ("ieee754", include_str!("../js/ieee754.js")),
    // Bundled from npm by scripts/vendor.mjs (versions in vendor/package.json).
    // readable-stream 4.7.0 (MIT): Node's stream module.
    ("stream", include_str!("../js/vendor/stream.js")),
    // string_decoder 1.3.0 (MIT).
    (
        "string_decoder",
        include_str!("../js/vendor/string_decoder.js"),
    ),
    // abort-controller 3.0.0 (MIT) with event-target-shim 5.0.1: AbortController and AbortSignal.
    (
        "abort-controller",
        include_str!("../js/vendor/abort-controller.js"),
    ),
    // http-parser-js 0.5.10 (MIT): the HTTP/1.1 parser of js/http.js.
    (
        "http-parser-js",
        include_str!("../js/vendor/http-parser-js.js"),
    ),
    // Ours, over src/net.rs: sockets, names, TLS clients, HTTP.
    ("net", include_str!("../js/net.js")),
    ("dns", include_str!("../js/dns.js")),
    ("tls", include_str!("../js/tls.js")),
    ("http", include_str!("../js/http.js")),
    ("https", include_str!("../js/https.js")),
    ("http2", include_str!("../js/http2.js")),
    // node-fetch 2.7.0 (MIT) with whatwg-url 5.0.0: fetch, Headers, Request, Response.
    ("fetch", include_str!("../js/vendor/fetch.js")),
    // browserify-zlib 0.2.0 (MIT) over pako 1.0.11 (MIT AND Zlib): Node's zlib without brotli.
    ("zlib", include_str!("../js/vendor/zlib.js")),
    // Ours: fd streams and the tty module, readline.
    ("tty", include_str!("../js/tty.js")),
    ("fs", include_str!("../js/fs.js")),
    ("child_process", include_str!("../js/child_process.js")),
    ("readline", include_str!("../js/readline.js")),
    // event-target-shim 6.0.2 (MIT): EventTarget and Event.
    (
        "event-target-shim",
        include_str!("../js/vendor/event-target-shim.js"),
    ),
    // whatwg-url 14.2.0 (MIT, with tr46 and webidl-conversions): URL and URLSearchParams.
    ("whatwg-url", include_str!("../js/vendor/whatwg-url.js")),
    // @ungap/structured-clone 1.3.0 (ISC): structuredClone.
    (
        "structured-clone",
        include_str!("../js/vendor/structured-clone.js"),
    ),
    // sucrase 3.35.0 (MIT): TypeScript type stripping for .ts/.mts/.cts and tsx.
    ("sucrase", include_str!("../js/vendor/sucrase.js")),
    // @pkgjs/parseargs 0.11.0 (MIT): util.parseArgs (Node's own code as a package).
    ("parseargs", include_str!("../js/vendor/parseargs.js")),
    // node-stdlib-browser's members: url 0.11.4 (MIT, with qs), assert 2.1.0 (MIT),
    // querystring-es3 0.2.1 (MIT), punycode 2.3.1 (MIT).
    ("legacy-url", include_str!("../js/vendor/url.js")),
    ("assert", include_str!("../js/vendor/assert.js")),
    ("querystring", include_str!("../js/vendor/querystring.js")),
    ("punycode", include_str!("../js/vendor/punycode.js")),
    // Ours: url (over whatwg-url and the url package), timers/promises, constants, crypto, ….
    ("url", include_str!("../js/url.js")),
    ("timers/promises", include_str!("../js/timers_promises.js")),
    ("constants", include_str!("../js/constants.js")),
    (
        "diagnostics_channel",
        include_str!("../js/diagnostics_channel.js"),
    ),
    ("async_hooks", include_str!("../js/async_hooks.js")),
    ("worker_threads", include_str!("../js/worker_threads.js")),
    // web-streams-polyfill 4.3.0 (MIT): ReadableStream, WritableStream, TransformStream, strategies.
    ("web-streams", include_str!("../js/vendor/web-streams.js")),
    // @formatjs/intl-segmenter 12.2.15 (MIT, with @formatjs/intl-localematcher): Intl.Segmenter.
    (
        "intl-segmenter",
        include_str!("../js/vendor/intl-segmenter.js"),
    ),
    // fetch-blob 3.2.0 and formdata-polyfill 4.0.10 (MIT): Blob, File, FormData.
    ("blob", include_str!("../js/vendor/blob.js")),
    // minimatch 9.0.5 (ISC, with brace-expansion and balanced-match, MIT): fs.glob's matcher.
    ("minimatch", include_str!("../js/vendor/minimatch.js")),
    // pako 1.0.11's crc32 (MIT AND Zlib): zlib.crc32.
    ("crc32", include_str!("../js/vendor/crc32.js")),
    // Ours, over src/crypto.rs: hashes, HMAC, PBKDF2, scrypt, random values, webcrypto digest.
    ("crypto", include_str!("../js/crypto.js")),
    // browserify-aes 1.2.0 (MIT) with cipher-base, evp_bytestokey: crypto's AES ciphers.
    ("ciphers", include_str!("../js/vendor/ciphers.js")),
];

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
            let bundled = Object::new(ctx.clone())?;
            for &(name, source) in BUNDLED {
                bundled.set(name, source)?;
            }
            ctx.globals().set("__agentosBundled", bundled)?;
            compile(&ctx, BOOTSTRAP.to_owned(), "node:internal/bootstrap")
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
