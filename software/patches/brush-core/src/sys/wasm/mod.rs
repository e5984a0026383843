// agentOS patch: the wasm32-wasip1 platform layer is real (processes, pipes, waiting and signals over
// the agentOS `host_process` imports through the `agentos-process` crate); see PATCHES.md.
pub mod async_pipe;
pub mod commands;
pub(crate) mod env;
pub use crate::sys::stubs::fd;
pub(crate) mod fs;
pub use crate::sys::stubs::input;
pub(crate) use crate::sys::stubs::network;
pub(crate) mod pipes;
pub use crate::sys::stubs::poll;
pub mod process;
pub use crate::sys::stubs::resource;
pub mod signal;
pub use crate::sys::stubs::terminal;
pub(crate) use crate::sys::stubs::users;

/// Platform-specific errors.
#[derive(Debug, thiserror::Error)]
pub enum PlatformError {}
