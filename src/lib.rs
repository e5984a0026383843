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
