//! napi glue for `@rivet-dev/agentos`: JS ⇄ Rust type conversion and spawning blocking work off
//! the JS thread. No VM logic lives here (see `crates/kernel` and `crates/wasi-host`).
//!
//! Errors cross as JS `Error`s whose message starts with the errno name (`"ENOENT: …"`), in Node
//! style with `, <syscall> '<path>'` when known; `index.js` turns them into `AgentOsError`s. Every
//! entry point catches panics: none crosses into Node.

#![deny(clippy::all)]

mod bindings;
mod convert;
mod driver;
mod error;
mod options;
mod precompile;
mod run;
mod sandbox;
mod vm;
