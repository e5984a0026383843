//! Errors as they cross to JS: [`AgentError`] carries the errno name, the message users see and
//! the path/dest/syscall/pid as data, and becomes a JS `Error` with those as properties.
//!
//! napi-rs builds a JS error from an `Error`'s status and reason only. To give it more
//! properties, the object is built here on the JS thread and handed back as a `napi::Error`
//! holding a reference to it, which napi-rs then throws (or rejects with) as it is: for sync
//! methods through [`AgentError::into_napi`], for async ones through [`Settled`], whose
//! conversion runs on the JS thread when the promise settles.

use agentos_wasi_host::HostError;
use napi::bindgen_prelude::*;
use napi::sys;

/// An error for JS. `message` is the full text (`"ENOENT: no such file or directory, open
/// '/x'"`); `code` the errno name it starts with (or `EDISPOSED`).
#[derive(Debug)]
pub struct AgentError {
    pub(crate) code: &'static str,
    pub(crate) message: String,
    pub(crate) path: Option<String>,
    pub(crate) dest: Option<String>,
    pub(crate) syscall: Option<&'static str>,
    pub(crate) pid: Option<u32>,
}

/// Result of the napi layer's own work.
pub(crate) type AgentResult<T> = std::result::Result<T, AgentError>;

impl AgentError {
    /// `"<code>: <detail>"` with no path, syscall or pid.
    pub(crate) fn new(code: &'static str, detail: impl std::fmt::Display) -> Self {
        AgentError {
            code,
            message: format!("{code}: {detail}"),
            path: None,
            dest: None,
            syscall: None,
            pid: None,
        }
    }

    /// `EINVAL: <detail>` (a bad option or argument).
    pub(crate) fn einval(detail: impl std::fmt::Display) -> Self {
        AgentError::new("EINVAL", detail)
    }

    /// The JS error for this error, as a `napi::Error` that napi-rs throws or rejects with
    /// unchanged. Must run on the JS thread (`env` is the calling method's).
    pub(crate) fn into_napi(self, env: &Env) -> Error {
        let fallback = Error::new(Status::GenericFailure, self.message.clone());
        match self.build_js(env) {
            Ok(e) => e,
            Err(_) => fallback,
        }
    }

    fn build_js(self, env: &Env) -> Result<Error> {
        let mut obj = env.create_error(Error::new(Status::GenericFailure, self.message))?;
        obj.set_named_property("code", self.code)?;
        if let Some(path) = self.path {
            obj.set_named_property("path", path)?;
        }
        if let Some(dest) = self.dest {
            obj.set_named_property("dest", dest)?;
        }
        if let Some(syscall) = self.syscall {
            obj.set_named_property("syscall", syscall)?;
        }
        if let Some(pid) = self.pid {
            obj.set_named_property("pid", pid)?;
        }
        Ok(Error::from(obj.to_unknown()))
    }
}

impl From<HostError> for AgentError {
    fn from(e: HostError) -> Self {
        AgentError {
            code: e.errno.name(),
            message: e.message,
            path: e.path,
            dest: e.dest,
            syscall: e.syscall,
            pid: e.pid,
        }
    }
}

impl From<agentos_sandbox::SandboxError> for AgentError {
    /// `"<CODE>: <error>"`.
    fn from(e: agentos_sandbox::SandboxError) -> Self {
        AgentError::new(e.errno().name(), e)
    }
}

/// `EDISPOSED`: the VM was disposed.
pub(crate) fn disposed() -> AgentError {
    AgentError::new("EDISPOSED", "the VM has been disposed")
}

/// A sandbox error inside a checked host operation: the same `"<CODE>: <error>"` message.
pub(crate) fn sandbox_host_error(e: agentos_sandbox::SandboxError) -> HostError {
    HostError::new(e.errno(), e)
}

/// What an async `#[napi]` method settles with: its value, or an [`AgentError`] rejected as a JS
/// error with fields (built when the promise settles, on the JS thread). Such methods name their
/// TypeScript return type with `ts_return_type`, since the generated one would say `Settled`.
pub struct Settled<T>(pub(crate) AgentResult<T>);

impl<T> From<AgentResult<T>> for Settled<T> {
    fn from(r: AgentResult<T>) -> Self {
        Settled(r)
    }
}

impl<T: ToNapiValue> ToNapiValue for Settled<T> {
    unsafe fn to_napi_value(env: sys::napi_env, val: Self) -> Result<sys::napi_value> {
        match val.0 {
            Ok(v) => T::to_napi_value(env, v),
            Err(e) => Err(e.into_napi(&Env::from_raw(env))),
        }
    }
}

/// Runs a sync `#[napi]` method's work, its error thrown as a JS error with fields.
pub(crate) fn sync<T>(env: &Env, f: impl FnOnce() -> AgentResult<T>) -> Result<T> {
    f().map_err(|e| e.into_napi(env))
}

/// Runs an async `#[napi]` method's work: see [`Settled`].
pub(crate) async fn settle<T>(f: impl std::future::Future<Output = AgentResult<T>>) -> Settled<T> {
    Settled(f.await)
}
