//! agentOS bindings: the backend's functions as guest CLI commands (`bindings-cli.md`).
//!
//! Pure logic, no I/O: [`registry`] validates definitions, [`cli`] turns an argument list into
//! text to print or an [`cli::Invocation`], [`schema`] prepares and checks JSON Schemas. The
//! WASI host runs the dispatcher as a kernel process and delivers invocations to the embedder.

pub mod cli;
pub mod names;
pub mod registry;
pub mod rust_group;
pub mod schema;

pub use cli::{dispatch, Action, InputSource, Invocation, Invoked, Output};
pub use registry::{Bindings, Command, CommandSpec, DefinitionError, Group, GroupSpec};
pub use rust_group::{RustCall, RustGroup, RustReply};
