//! Errors as they cross to JS: `js_error` and the few errors the napi layer makes itself.

use agentos_wasi_host::HostError;
use napi::bindgen_prelude::*;

pub(crate) fn js_error(e: HostError) -> Error {
    Error::new(Status::GenericFailure, e.message)
}

pub(crate) fn disposed() -> Error {
    Error::new(
        Status::GenericFailure,
        "EDISPOSED: the VM has been disposed",
    )
}

pub(crate) fn sandbox_error(e: agentos_sandbox::SandboxError) -> Error {
    Error::new(Status::InvalidArg, format!("{}: {e}", e.errno().name()))
}

/// A sandbox error inside a checked host operation: the same `"<CODE>: <error>"` message.
pub(crate) fn sandbox_host_error(e: agentos_sandbox::SandboxError) -> HostError {
    HostError::new(e.errno(), e)
}
