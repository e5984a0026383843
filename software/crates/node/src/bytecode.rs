//! Build-time QuickJS bytecode of the JavaScript node embeds (bootstrap.js and the bundled
//! builtins of src/bundled.rs), so no process parses them from source.
//!
//! `node --agentos-emit-bytecode FILE` compiles each embedded script (compile only, nothing runs)
//! and writes an archive (bundled::write_archive) with the engine id and, per script, the key
//! SHA-256(name NUL source) and the bytecode; scripts/build-software.mjs runs it under the VM and
//! rebuilds node, whose build.rs embeds every blob whose key matches the source it embeds.
//! At run time a blob is used only when the archive's engine id equals this binary's and the
//! embedded probe script loads and gives 42; else, and for a blob that does not read, the source.
//! Bytecode is only ever read from this binary's own data: never from a file a guest can write.

use std::ffi::CStr;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;

use rquickjs::{qjs, Ctx, Error, FromJs, Function, Value};

use crate::bundled;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/embedded.rs"));
}
pub use embedded::{BOOTSTRAP, SOURCES};

/// How many embedded scripts this process loaded from bytecode and from source.
static FROM_BYTECODE: AtomicU32 = AtomicU32::new(0);
static FROM_SOURCE: AtomicU32 = AtomicU32::new(0);
static TRUSTED: OnceLock<bool> = OnceLock::new();

/// What identifies the engine's bytecode format: QuickJS-ng's version, the binding's and our
/// patch of it (its hash, from build.rs). QuickJS also refuses a blob of another BC_VERSION.
pub fn engine_id() -> String {
    // SAFETY: JS_GetVersion returns a static NUL-terminated string.
    let version = unsafe { CStr::from_ptr(qjs::JS_GetVersion()) }.to_string_lossy();
    format!(
        "quickjs-ng {version}, rquickjs-sys 0.14.0, patch {}",
        env!("AGENTOS_NODE_ENGINE_PATCH")
    )
}

pub const BOOTSTRAP_FILENAME: &str = "node:internal/bootstrap";

/// The file name a bundled builtin's functions carry in stacks and errors.
pub fn filename_of(name: &str) -> String {
    format!("node:{name}")
}

/// Whether the embedded bytecode may be used: it exists, was emitted by this engine, and the
/// probe blob loads and returns 42. Decided once per process.
fn trusted(ctx: &Ctx<'_>) -> bool {
    *TRUSTED.get_or_init(|| {
        // NODE_NO_BYTECODE=1: source only (the bench's comparison row, a way out).
        if std::env::var_os("NODE_NO_BYTECODE").is_some_and(|v| v == "1") {
            return false;
        }
        if embedded::PROBE_BC.is_empty() || embedded::ENGINE != engine_id() {
            return false;
        }
        let r = load(ctx, embedded::PROBE_BC)
            .and_then(|v| Function::from_js(ctx, v))
            .and_then(|f| f.call::<_, i32>(()));
        match r {
            Ok(n) => n == 42,
            Err(_) => {
                let _ = ctx.catch();
                false
            }
        }
    })
}

/// Reads a blob and evaluates it (a script's top level). Err(Error::Exception) with the
/// exception pending, when it does not read or throws.
fn load<'js>(ctx: &Ctx<'js>, bytecode: &'static [u8]) -> rquickjs::Result<Value<'js>> {
    let raw = ctx.as_raw().as_ptr();
    // SAFETY: `bytecode` is this binary's own data, written by the same engine build (checked by
    // `trusted`); JS_ReadObject bounds-checks its reads. JS_EvalFunction takes the object.
    unsafe {
        let obj = qjs::JS_ReadObject(
            raw,
            bytecode.as_ptr(),
            bytecode.len() as _,
            qjs::JS_READ_OBJ_BYTECODE as i32,
        );
        if qjs::JS_IsException(obj) {
            return Err(Error::Exception);
        }
        let result = qjs::JS_EvalFunction(raw, obj);
        if qjs::JS_IsException(result) {
            return Err(Error::Exception);
        }
        Ok(Value::from_raw(ctx.clone(), result))
    }
}

/// Whether a blob reads as bytecode (without running it); clears the exception when not.
fn reads<'js>(ctx: &Ctx<'js>, bytecode: &[u8]) -> Option<qjs::JSValue> {
    let raw = ctx.as_raw().as_ptr();
    // SAFETY: as in `load`.
    let obj = unsafe {
        qjs::JS_ReadObject(
            raw,
            bytecode.as_ptr(),
            bytecode.len() as _,
            qjs::JS_READ_OBJ_BYTECODE as i32,
        )
    };
    if unsafe { qjs::JS_IsException(obj) } {
        let _ = ctx.catch();
        return None;
    }
    Some(obj)
}

/// Evaluates one embedded script as a classic sloppy script: from its bytecode when it has one
/// and the engine is trusted, else from source. A blob that does not read falls back to source;
/// an exception while running is the script's own (the same as from source) and is returned.
pub fn eval_embedded<'js, V: FromJs<'js>>(
    ctx: &Ctx<'js>,
    source: &str,
    bytecode: &'static [u8],
    filename: &str,
) -> rquickjs::Result<V> {
    if !bytecode.is_empty() && trusted(ctx) {
        if let Some(obj) = reads(ctx, bytecode) {
            let raw = ctx.as_raw().as_ptr();
            // SAFETY: `obj` is a function object just read; JS_EvalFunction takes it.
            let result = unsafe { qjs::JS_EvalFunction(raw, obj) };
            if unsafe { qjs::JS_IsException(result) } {
                return Err(Error::Exception);
            }
            FROM_BYTECODE.fetch_add(1, Ordering::Relaxed);
            // SAFETY: `result` is an owned value of this context.
            let value = unsafe { Value::from_raw(ctx.clone(), result) };
            return V::from_js(ctx, value);
        }
    }
    FROM_SOURCE.fetch_add(1, Ordering::Relaxed);
    crate::compile(ctx, source.to_owned(), filename)
}

/// A bundled builtin's module function (bootstrap.js's loadBundled calls it through the natives).
pub fn load_bundled<'js>(ctx: &Ctx<'js>, name: &str) -> rquickjs::Result<Value<'js>> {
    let Some(&(_, source, bytecode)) = SOURCES.iter().find(|(n, _, _)| *n == name) else {
        return Err(Error::new_from_js_message(
            "string",
            "bundled module",
            format!("no bundled module {name}"),
        ));
    };
    let wrapped = format!("{}{source}{}", bundled::HEAD, bundled::TAIL);
    eval_embedded(ctx, &wrapped, bytecode, &filename_of(name))
}

/// Compiles `source` as a classic sloppy script named `filename` without running it: the
/// compiled object, or Err(Error::Exception) with the (syntax) error pending.
fn compile_obj(ctx: &Ctx<'_>, source: &str, filename: &str) -> rquickjs::Result<qjs::JSValue> {
    let raw = ctx.as_raw().as_ptr();
    let mut input = Vec::with_capacity(source.len() + 1);
    input.extend_from_slice(source.as_bytes());
    input.push(0); // JS_Eval wants input[len] == 0
    let name = std::ffi::CString::new(filename)?;
    // SAFETY: `input` is NUL-terminated and outlives the call.
    let obj = unsafe {
        qjs::JS_Eval(
            raw,
            input.as_ptr().cast(),
            source.len() as _,
            name.as_ptr(),
            (qjs::JS_EVAL_TYPE_GLOBAL | qjs::JS_EVAL_FLAG_COMPILE_ONLY) as i32,
        )
    };
    if unsafe { qjs::JS_IsException(obj) } {
        return Err(Error::Exception);
    }
    Ok(obj)
}

/// The bytecode of a compiled object (debug info and source text kept, so stacks, errors and
/// Function.prototype.toString read as from source); None when it cannot be written.
fn write_obj(ctx: &Ctx<'_>, obj: qjs::JSValue) -> Option<Vec<u8>> {
    let raw = ctx.as_raw().as_ptr();
    let mut len = 0;
    // SAFETY: `obj` is a live compiled object; the buffer is copied and freed with js_free.
    unsafe {
        let buf = qjs::JS_WriteObject(raw, &mut len, obj, qjs::JS_WRITE_OBJ_BYTECODE as i32);
        if buf.is_null() {
            let _ = ctx.catch();
            return None;
        }
        let out = std::slice::from_raw_parts(buf, len as usize).to_vec();
        qjs::js_free(raw, buf.cast());
        Some(out)
    }
}

/// Runs a compiled (or read) object's top level, taking it.
fn run_obj<'js>(ctx: &Ctx<'js>, obj: qjs::JSValue) -> rquickjs::Result<Value<'js>> {
    let raw = ctx.as_raw().as_ptr();
    // SAFETY: `obj` is owned by us and taken by JS_EvalFunction; `result` is an owned value.
    unsafe {
        let result = qjs::JS_EvalFunction(raw, obj);
        if qjs::JS_IsException(result) {
            return Err(Error::Exception);
        }
        Ok(Value::from_raw(ctx.clone(), result))
    }
}

/// The bytecode [`compile_file`] would put for `source` under `filename` (compile only): what
/// `node --agentos-compile-file NAME` prints for the host's machine-wide store.
pub fn compile_to_bytecode(ctx: &Ctx<'_>, source: &str, filename: &str) -> Result<Vec<u8>, String> {
    compile_only(ctx, source, filename)
}

fn compile_only(ctx: &Ctx<'_>, source: &str, filename: &str) -> Result<Vec<u8>, String> {
    let obj = compile_obj(ctx, source, filename).map_err(|_| {
        let e = ctx.catch();
        format!("{filename}: {e:?}")
    })?;
    let out = write_obj(ctx, obj);
    // SAFETY: `obj` is ours and not used after.
    unsafe { qjs::JS_FreeValue(ctx.as_raw().as_ptr(), obj) };
    out.ok_or_else(|| format!("{filename}: cannot write its bytecode"))
}

// ---------------------------------------------------------------------------------------------
// Large user files: the VM's bytecode store (host_jscache, crates/wasi-host/src/host_jscache.rs).

/// Files at least this large go through the VM's bytecode store.
pub const CACHE_MIN_SOURCE: usize = 64 << 10;

#[cfg(target_arch = "wasm32")]
#[link(wasm_import_module = "host_jscache")]
unsafe extern "C" {
    fn jscache_get(
        engine: *const u8,
        engine_len: usize,
        name: *const u8,
        name_len: usize,
        source: *const u8,
        source_len: usize,
        buf: *mut u8,
        cap: usize,
        len_out: *mut u32,
    ) -> i32;
    fn jscache_put(
        engine: *const u8,
        engine_len: usize,
        name: *const u8,
        name_len: usize,
        source: *const u8,
        source_len: usize,
        bytecode: *const u8,
        len: usize,
    ) -> i32;
}

const E2BIG: i32 = 1;

/// The largest entry the host keeps (crates/wasi-host/src/jscache.rs MAX_ENTRY_BYTES).
const CACHE_MAX_ENTRY: u32 = 64 << 20;

/// The bytecode the VM's store holds for this source: one call learns the size (a miss ends
/// there), a second one fills a buffer of exactly that size, so nothing is allocated on a guess.
#[cfg(target_arch = "wasm32")]
fn cache_get(engine: &str, name: &str, source: &str) -> Option<Vec<u8>> {
    let call = |buf: &mut [u8], len: &mut u32| -> i32 {
        // SAFETY: every pointer/length pair is a live slice; the host writes at most `cap` bytes.
        unsafe {
            jscache_get(
                engine.as_ptr(),
                engine.len(),
                name.as_ptr(),
                name.len(),
                source.as_ptr(),
                source.len(),
                buf.as_mut_ptr(),
                buf.len(),
                len,
            )
        }
    };
    let mut len = 0u32;
    if call(&mut [], &mut len) != E2BIG || len == 0 || len > CACHE_MAX_ENTRY {
        return None;
    }
    let mut buf = vec![0u8; len as usize];
    let mut got = 0u32;
    // Another process may have replaced the entry in between: then a miss.
    (call(&mut buf, &mut got) == 0 && got == len).then_some(buf)
}

#[cfg(target_arch = "wasm32")]
fn cache_put(engine: &str, name: &str, source: &str, bytecode: &[u8]) {
    // SAFETY: every pointer/length pair is a live slice. A refusal (ENOSPC, EFBIG) only means
    // later processes compile too.
    unsafe {
        jscache_put(
            engine.as_ptr(),
            engine.len(),
            name.as_ptr(),
            name.len(),
            source.as_ptr(),
            source.len(),
            bytecode.as_ptr(),
            bytecode.len(),
        );
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn cache_get(_: &str, _: &str, _: &str) -> Option<Vec<u8>> {
    None
}

#[cfg(not(target_arch = "wasm32"))]
fn cache_put(_: &str, _: &str, _: &str, _: &[u8]) {}

/// NODE_DEBUG_BYTECODE=1: one stderr line per store lookup (the tests see hits and misses).
fn debug(what: &str, filename: &str) {
    if std::env::var_os("NODE_DEBUG_BYTECODE").is_some_and(|v| v == "1") {
        crate::native::write_fd(2, format!("node: bytecode {what}: {filename}\n").as_bytes());
    }
}

/// Compiles and runs a user file's top level (bootstrap.js's CommonJS wrapper around it): through
/// the VM's bytecode store when it is large, else as `crate::compile`. A blob that does not read
/// is reported and the source compiled; a syntax error is the source's own.
pub fn compile_file<'js>(
    ctx: &Ctx<'js>,
    source: String,
    filename: &str,
) -> rquickjs::Result<Value<'js>> {
    if source.len() < CACHE_MIN_SOURCE
        || std::env::var_os("NODE_NO_BYTECODE").is_some_and(|v| v == "1")
    {
        return crate::compile(ctx, source, filename);
    }
    let engine = engine_id();
    if let Some(bytecode) = cache_get(&engine, filename, &source) {
        let raw = ctx.as_raw().as_ptr();
        // The blob comes from this VM's store (host_jscache's threat model): at worst it harms
        // this VM.
        match reads(ctx, &bytecode) {
            None => debug("unreadable, compiled from source", filename),
            // SAFETY: reading the tag of a value we own.
            Some(obj) if unsafe { qjs::JS_VALUE_GET_TAG(obj) } != qjs::JS_TAG_FUNCTION_BYTECODE => {
                // SAFETY: ours, not used after.
                unsafe { qjs::JS_FreeValue(raw, obj) };
                debug("not a script, compiled from source", filename);
            }
            Some(obj) => {
                debug("hit", filename);
                return run_obj(ctx, obj);
            }
        }
    } else {
        debug("miss", filename);
    }
    let obj = compile_obj(ctx, &source, filename)?;
    if let Some(bytecode) = write_obj(ctx, obj) {
        cache_put(&engine, filename, &source, &bytecode);
    }
    run_obj(ctx, obj)
}

/// `node --agentos-emit-bytecode FILE`: the archive of every embedded script's bytecode, always
/// compiled from the sources (never copied from this binary's own blobs).
pub fn emit(ctx: &Ctx<'_>, file: &str) -> Result<(usize, usize), String> {
    let mut blobs: Vec<(String, [u8; 32], Vec<u8>)> = Vec::new();
    let mut add = |name: &str, source: &str, filename: &str| -> Result<(), String> {
        let bc = compile_only(ctx, source, filename)?;
        blobs.push((name.to_owned(), bundled::key(name, source), bc));
        Ok(())
    };
    add(
        bundled::PROBE_NAME,
        bundled::PROBE_SOURCE,
        "node:internal/probe",
    )?;
    add(bundled::BOOTSTRAP_NAME, BOOTSTRAP, BOOTSTRAP_FILENAME)?;
    for (name, source, _) in SOURCES {
        let wrapped = format!("{}{source}{}", bundled::HEAD, bundled::TAIL);
        add(name, &wrapped, &filename_of(name))?;
    }
    let entries: Vec<bundled::Entry<'_>> = blobs
        .iter()
        .map(|(name, key, bc)| bundled::Entry {
            name,
            key: *key,
            bytecode: bc,
        })
        .collect();
    let archive = bundled::write_archive(&engine_id(), &entries);
    std::fs::write(file, &archive).map_err(|e| format!("{file}: {e}"))?;
    Ok((entries.len(), archive.len()))
}

/// `node --agentos-bytecode-info`: one JSON line saying whether the embedded bytecode is in use,
/// after loading every bundled builtin's module function the way `require` does.
pub fn info(ctx: &Ctx<'_>) -> String {
    let trusted = trusted(ctx);
    let mut failed = 0;
    for (name, _, _) in SOURCES {
        if load_bundled(ctx, name).is_err() {
            let _ = ctx.catch();
            failed += 1;
        }
    }
    let with_bytecode = SOURCES.iter().filter(|s| !s.2.is_empty()).count();
    format!(
        "{{\"engine\":{:?},\"emittedBy\":{:?},\"trusted\":{trusted},\"bootstrapBytecode\":{},\"builtins\":{},\"builtinsWithBytecode\":{with_bytecode},\"loadedFromBytecode\":{},\"loadedFromSource\":{},\"failed\":{failed}}}\n",
        engine_id(),
        embedded::ENGINE,
        !embedded::BOOTSTRAP_BC.is_empty(),
        SOURCES.len(),
        FROM_BYTECODE.load(Ordering::Relaxed),
        FROM_SOURCE.load(Ordering::Relaxed),
    )
}

pub fn bootstrap_bytecode() -> &'static [u8] {
    embedded::BOOTSTRAP_BC
}
