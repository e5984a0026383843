//! napi glue for `@rivet-dev/agentos`: JS ⇄ Rust type conversion and spawning blocking work off
//! the JS thread. No VM logic lives here (see `crates/kernel` and `crates/wasi-host`).
//!
//! Errors cross as JS `Error`s whose message starts with the errno name (`"ENOENT: …"`), in Node
//! style with `, <syscall> '<path>'` when known, and which carry `code`, `path`, `dest`,
//! `syscall` and `pid` as properties (`error.rs`); `lib/errors.js` turns them into `AgentOsError`s
//! from those fields. Every entry point catches panics: none crosses into Node.
//!
//! Host API methods make one checked call into `agentos_wasi_host::host_api` each: no policy
//! check is made here.

#![deny(clippy::all)]

mod bindings;
mod convert;
mod driver;
mod error;
mod options;
mod precompile;
// Reachable from the crate root, as napi registers it (the lib-test build registers nothing).
pub use precompile::{precompile_modules, NativePrecompileReport};
mod run;
mod sandbox;
mod vm;

/// How long an idle thread of the addon's tokio blocking pool (where host-API calls such as `exec`
/// wait) lives before it exits. Tokio's default, 10 s, kept hundreds of idle threads and their
/// stacks after a burst of concurrent calls (issue 26: 527 threads and ~30 MiB still held a second
/// after 1,000 concurrent `exec`s ended); a new thread costs tens of microseconds.
const BLOCKING_KEEP_ALIVE: std::time::Duration = std::time::Duration::from_millis(500);

/// napi's tokio runtime, as napi builds it (multi-threaded, every driver) but with
/// [`BLOCKING_KEEP_ALIVE`]. Without it (a build error) napi builds its default one.
#[napi_derive::module_init]
fn init_runtime() {
    if let Ok(rt) = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_keep_alive(BLOCKING_KEEP_ALIVE)
        .build()
    {
        napi::bindgen_prelude::create_custom_tokio_runtime(rt);
    }
}
