//! The binding bridge: JS binding groups into `agentos_bindings` specs, and binding calls out to
//! the JS dispatcher.

use napi::bindgen_prelude::*;
use napi::threadsafe_function::ThreadsafeFunctionCallMode;
use napi_derive::napi;

use crate::error::{AgentError, AgentResult};

use crate::options::positive;

/// One binding command (`bindings-cli.md` section 1), its schema already JSON Schema.
#[napi(object)]
pub struct NativeBindingCommand {
    /// The key as written (camelCase allowed; converted to kebab-case in Rust).
    pub name: String,
    pub description: String,
    /// The input JSON Schema as JSON text.
    pub schema: String,
    /// `[{description, input}]` as JSON text.
    pub examples: Option<String>,
    /// ms; 0 = none; default 30000.
    pub timeout_ms: Option<f64>,
    /// Fill in `default`s of absent properties (plain JSON schemas).
    pub fill_defaults: Option<bool>,
    /// The JS layer's id for the `execute` function.
    pub handler: u32,
}

/// One binding group.
#[napi(object)]
pub struct NativeBindingGroup {
    pub name: String,
    pub description: String,
    pub commands: Vec<NativeBindingCommand>,
}

/// A message to the JS binding dispatcher: `kind` `invoke` (run handler `handler` with `input`,
/// JSON text) or `abort` (the caller of call `id` gave up: timeout, signal, dispose).
#[napi(object)]
pub struct NativeBindingCall {
    pub kind: String,
    pub id: f64,
    pub handler: u32,
    pub group: String,
    pub command: String,
    pub input: String,
    pub pid: u32,
    pub cwd: String,
}

/// Delivers binding calls to JS; never blocks the calling guest thread (unbounded queue: at most
/// two entries per running binding process, which `maxProcesses` bounds). Weak: an idle VM does
/// not keep Node's event loop alive.
pub(crate) type BindingFn = napi::threadsafe_function::ThreadsafeFunction<
    NativeBindingCall,
    (),
    NativeBindingCall,
    Status,
    false,
    true,
    0,
>;

pub(crate) struct JsBindingHost {
    pub(crate) tsfn: BindingFn,
}

impl JsBindingHost {
    fn send(&self, call: NativeBindingCall) -> std::result::Result<(), String> {
        match self
            .tsfn
            .call(call, ThreadsafeFunctionCallMode::NonBlocking)
        {
            Status::Ok => Ok(()),
            other => Err(format!(
                "binding dispatcher unavailable ({other:?}): the VM is shutting down"
            )),
        }
    }
}

impl agentos_wasi_host::BindingHost for JsBindingHost {
    fn invoke(&self, call: agentos_wasi_host::BindingCall) -> std::result::Result<(), String> {
        self.send(NativeBindingCall {
            kind: "invoke".into(),
            id: call.id as f64,
            handler: call.handler as u32,
            group: call.group,
            command: call.command,
            input: call.input,
            pid: call.pid,
            cwd: call.cwd,
        })
    }

    fn abort(&self, id: u64) {
        let _ = self.send(NativeBindingCall {
            kind: "abort".into(),
            id: id as f64,
            handler: 0,
            group: String::new(),
            command: String::new(),
            input: String::new(),
            pid: 0,
            cwd: String::new(),
        });
    }
}

pub(crate) fn binding_specs(
    groups: Vec<NativeBindingGroup>,
) -> AgentResult<Vec<agentos_bindings::GroupSpec>> {
    let bad = AgentError::einval;
    groups
        .into_iter()
        .map(|g| {
            let commands = g
                .commands
                .into_iter()
                .map(|c| {
                    let schema = serde_json::from_str(&c.schema).map_err(|e| {
                        bad(format!(
                            "binding {}:{} inputSchema is not JSON: {e}",
                            g.name, c.name
                        ))
                    })?;
                    let examples = match c.examples.as_deref() {
                        None => Vec::new(),
                        Some(text) => match serde_json::from_str(text) {
                            Ok(serde_json::Value::Array(a)) => a,
                            _ => {
                                return Err(bad(format!(
                                    "binding {}:{} examples must be a JSON array",
                                    g.name, c.name
                                )))
                            }
                        },
                    };
                    let timeout_ms = match positive(c.timeout_ms, "timeout") {
                        Ok(t) => t.unwrap_or(agentos_bindings::registry::DEFAULT_TIMEOUT_MS),
                        Err(_) => {
                            return Err(bad(format!(
                                "binding {}:{} timeout must be a non-negative integer (ms)",
                                g.name, c.name
                            )))
                        }
                    };
                    Ok(agentos_bindings::CommandSpec {
                        key: c.name,
                        description: c.description,
                        schema,
                        examples,
                        timeout_ms,
                        fill_defaults: c.fill_defaults.unwrap_or(true),
                        handler: c.handler as u64,
                    })
                })
                .collect::<AgentResult<Vec<_>>>()?;
            Ok(agentos_bindings::GroupSpec {
                key: g.name,
                description: g.description,
                commands,
            })
        })
        .collect()
}
