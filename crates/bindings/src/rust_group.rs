//! Binding groups implemented in Rust (the built-in `sandbox` group): the dispatcher parses and
//! validates the input as for any group, then hands the call to a [`RustGroup`] instead of
//! the embedder's JavaScript host. The implementation decides the whole [`Output`] (stdout,
//! stderr, exit status), so a command can pass another program's output through.

use serde_json::Value;

use crate::cli::Output;

/// One validated invocation of a command of a Rust group.
#[derive(Debug, Clone)]
pub struct RustCall {
    /// The command name (kebab-case) within the group.
    pub command: String,
    /// The input object after merging, defaults and validation.
    pub input: Value,
    /// The calling process (kernel pid) and its working directory.
    pub pid: u32,
    pub cwd: String,
}

/// Receives the output of one Rust-group call, from any thread. Dropping it uncalled cancels the call
/// (the caller then fails it as cancelled).
pub type RustReply = Box<dyn FnOnce(Output) + Send>;

/// A binding group whose commands run in Rust.
pub trait RustGroup: Send + Sync {
    /// Starts `call` without blocking; `reply` receives the output. When the caller gave up
    /// meanwhile (timeout, signal) the output is discarded.
    fn invoke(&self, call: RustCall, reply: RustReply);
}
