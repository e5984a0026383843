//! Sandbox options (`sandbox.md`): the `sandbox` option, `createSandboxFs`/`createSandboxBindings`
//! configs and the `local()`/`docker()` providers, converted into `agentos_sandbox` types.

use std::collections::HashMap;
use std::path::PathBuf;
use std::time::Duration;

use napi_derive::napi;

use crate::error::{AgentError, AgentResult};

/// Where a Sandbox Agent server is (`sandbox.md` 1.1) and the mount settings of
/// `createSandboxFs` (`sandbox.md` 1.2). Times in ms, sizes in bytes.
#[napi(object)]
pub struct NativeSandboxConfig {
    pub base_url: String,
    pub token: Option<String>,
    pub headers: Option<HashMap<String, String>>,
    pub sandbox_root: Option<String>,
    pub timeout_ms: Option<f64>,
    pub max_full_read_bytes: Option<f64>,
}

/// The `local()` provider's options (`sandbox.md` 6).
#[napi(object)]
pub struct NativeLocalProvider {
    pub binary_path: String,
    pub host: Option<String>,
    /// An integer in 0..=65535, checked here.
    pub port: Option<f64>,
    /// A fixed token; absent = random.
    pub token: Option<String>,
    /// `token: false` → `--no-token`.
    pub no_token: Option<bool>,
    pub workdir: Option<String>,
    pub env: Option<HashMap<String, String>>,
    /// `none` (default) or `bwrap`.
    pub isolation: Option<String>,
}

/// The `docker()` provider's options (`sandbox.md` 5.1); byte values in bytes.
#[napi(object)]
pub struct NativeDockerProvider {
    pub binary_path: String,
    pub socket_path: Option<String>,
    pub image: Option<String>,
    pub pull: Option<bool>,
    pub busybox_path: Option<String>,
    /// An integer in 1..=65535, checked here.
    pub agent_port: Option<f64>,
    /// `K=V` entries.
    pub env: Option<Vec<String>>,
    pub binds: Option<Vec<String>>,
    pub memory_bytes: Option<f64>,
    pub pids_limit: Option<f64>,
    pub cpus: Option<f64>,
    pub nofile: Option<f64>,
    pub hardened: Option<bool>,
    /// `HostConfig.NetworkMode`: `bridge` (default) or a user-defined network.
    pub network: Option<String>,
    /// `createContainerOptions` as JSON text (an object in the Engine API's spelling).
    pub create_container_options: Option<String>,
}

/// The `sandbox` option of `AgentOs.create`: exactly one of `local`, `docker` and `client`.
#[napi(object)]
pub struct NativeSandboxOption {
    pub local: Option<NativeLocalProvider>,
    pub docker: Option<NativeDockerProvider>,
    pub client: Option<NativeSandboxConfig>,
    pub mount_path: String,
    pub sandbox_root: Option<String>,
    pub timeout_ms: Option<f64>,
    pub max_full_read_bytes: Option<f64>,
    /// ms; 0 = never.
    pub idle_timeout_ms: Option<f64>,
    pub startup_timeout_ms: Option<f64>,
    pub read_only: Option<bool>,
}

fn ms_option(v: Option<f64>, name: &str) -> AgentResult<Option<Duration>> {
    match v {
        None => Ok(None),
        Some(x) if x.is_finite() && x >= 0.0 && x.fract() == 0.0 => {
            Ok(Some(Duration::from_millis(x as u64)))
        }
        Some(x) => Err(AgentError::einval(format!(
            "{name} must be a non-negative integer (ms), got {x}"
        ))),
    }
}

fn endpoint_of(c: &NativeSandboxConfig) -> agentos_sandbox::Endpoint {
    let mut headers: Vec<(String, String)> = c
        .headers
        .as_ref()
        .map(|h| h.iter().map(|(k, v)| (k.clone(), v.clone())).collect())
        .unwrap_or_default();
    headers.sort();
    agentos_sandbox::Endpoint {
        base_url: c.base_url.clone(),
        token: c.token.clone(),
        headers,
    }
}

/// Sandbox options shared by the three forms; `where_` names the option in errors.
fn sandbox_options(
    sandbox_root: Option<String>,
    timeout_ms: Option<f64>,
    max_full_read_bytes: Option<f64>,
    where_: &str,
) -> AgentResult<agentos_sandbox::SandboxOptions> {
    let mut o = agentos_sandbox::SandboxOptions::default();
    if let Some(t) = ms_option(timeout_ms, &format!("{where_}.timeoutMs"))? {
        if !t.is_zero() {
            o.timeout = t;
        }
    }
    if let Some(m) = max_full_read_bytes {
        if !(m.is_finite() && m > 0.0 && m.fract() == 0.0) {
            return Err(AgentError::einval(format!(
                "{where_}.maxFullReadBytes must be a positive integer, got {m}"
            )));
        }
        o.max_full_read = m as u64;
    }
    o.sandbox_root = sandbox_root.filter(|r| !r.is_empty());
    Ok(o)
}

pub(crate) fn client_sandbox(
    c: &NativeSandboxConfig,
    where_: &str,
) -> AgentResult<std::sync::Arc<agentos_sandbox::Sandbox>> {
    let opts = sandbox_options(
        c.sandbox_root.clone(),
        c.timeout_ms,
        c.max_full_read_bytes,
        where_,
    )?;
    agentos_sandbox::Sandbox::new(agentos_sandbox::Source::Client(endpoint_of(c)), opts)
        .map_err(AgentError::from)
}

/// The `sandbox` option's sandbox ([`OptionSandbox`]).
pub(crate) fn option_sandbox(s: NativeSandboxOption) -> AgentResult<OptionSandbox> {
    use agentos_sandbox::{Isolation, LocalOptions, LocalProvider, Sandbox, Source};
    let mut opts = sandbox_options(
        s.sandbox_root.clone(),
        s.timeout_ms,
        s.max_full_read_bytes,
        "options.sandbox",
    )?;
    if let Some(t) = ms_option(s.startup_timeout_ms, "options.sandbox.startupTimeoutMs")? {
        if !t.is_zero() {
            opts.startup_timeout = t;
        }
    }
    let idle = ms_option(s.idle_timeout_ms, "options.sandbox.idleTimeoutMs")?;
    // A provider's sandbox stops after the core's default idle time unless told (0 = never); the
    // client form's server is not ours to stop.
    let provider_idle = match idle {
        None => Some(agentos_sandbox::sandbox::DEFAULT_IDLE_TIMEOUT),
        Some(d) if d.is_zero() => None,
        d => d,
    };
    let mut isolation_name = None;
    let source = match (s.local, s.docker, s.client) {
        (None, Some(d), None) => {
            opts.idle_timeout = provider_idle;
            // The ranges of these numbers are checked here only (lib/sandbox.js checks they are numbers).
            let whole = |v: Option<f64>, name: &str| -> AgentResult<Option<i64>> {
                match v {
                    None => Ok(None),
                    Some(x) if x.is_finite() && x > 0.0 && x.fract() == 0.0 && x < 9.0e15 => {
                        Ok(Some(x as i64))
                    }
                    Some(_) => Err(AgentError::einval(format!(
                        "options.sandbox.provider.{name} must be a positive integer"
                    ))),
                }
            };
            // Defaults are the core's.
            let defaults = agentos_sandbox::DockerOptions::default();
            let agent_port = match whole(d.agent_port, "agentPort")? {
                None => defaults.agent_port,
                Some(p) => u16::try_from(p).map_err(|_| {
                    AgentError::einval(format!("docker().agentPort {p} is out of range"))
                })?,
            };
            let provider = agentos_sandbox::DockerProvider::new(agentos_sandbox::DockerOptions {
                socket_path: d.socket_path,
                image: d.image,
                pull: d.pull.unwrap_or(defaults.pull),
                binary_path: PathBuf::from(d.binary_path),
                busybox_path: d.busybox_path.map(PathBuf::from),
                agent_port,
                env: d.env.unwrap_or_default(),
                binds: d.binds.unwrap_or_default(),
                memory_bytes: whole(d.memory_bytes, "memoryBytes")?,
                pids_limit: whole(d.pids_limit, "pidsLimit")?,
                cpus: d.cpus,
                nofile: whole(d.nofile, "nofile")?.map_or(defaults.nofile, |n| n as u64),
                hardened: d.hardened.unwrap_or(defaults.hardened),
                network: d.network,
                create_options: match d.create_container_options.as_deref() {
                    None => None,
                    Some(text) => Some(serde_json::from_str(text).map_err(|e| {
                        AgentError::einval(format!(
                            "docker().createContainerOptions is not JSON: {e}"
                        ))
                    })?),
                },
            })
            .map_err(AgentError::from)?;
            Source::Provider(std::sync::Arc::new(provider))
        }
        (Some(l), None, None) => {
            opts.idle_timeout = provider_idle;
            // Default: bubblewrap where it works (probed once per process), else none.
            let isolation = match l.isolation.as_deref() {
                None => Isolation::Auto.resolve(),
                Some("none") => Isolation::None,
                Some("bwrap") => Isolation::Bwrap,
                Some(other) => {
                    return Err(AgentError::einval(format!(
                        "local().isolation must be \"none\" or \"bwrap\", got {other:?}"
                    )))
                }
            };
            let mut env: Vec<(String, String)> = l.env.unwrap_or_default().into_iter().collect();
            env.sort();
            // The port's range is checked here only (lib/sandbox.js checks it is a number).
            let port = match l.port {
                None => None,
                Some(p) if p.is_finite() && p >= 0.0 && p.fract() == 0.0 && p < 9.0e15 => {
                    let p = p as u64;
                    Some(u16::try_from(p).map_err(|_| {
                        AgentError::einval(format!("local().port {p} is out of range"))
                    })?)
                }
                Some(_) => {
                    return Err(AgentError::einval(
                        "options.sandbox.provider.port must be a non-negative integer",
                    ))
                }
            };
            let source = Source::Provider(std::sync::Arc::new(LocalProvider::new(LocalOptions {
                binary_path: PathBuf::from(l.binary_path),
                host: l.host,
                port,
                token: if l.no_token == Some(true) {
                    Some(None)
                } else {
                    l.token.map(Some)
                },
                workdir: l.workdir.map(PathBuf::from),
                env,
                isolation,
            })));
            isolation_name = Some(isolation.name());
            source
        }
        (None, None, Some(c)) => Source::Client(endpoint_of(&c)),
        _ => {
            return Err(AgentError::einval(
                "options.sandbox needs exactly one of provider and client",
            ))
        }
    };
    let sb = Sandbox::new(source, opts).map_err(AgentError::from)?;
    Ok(OptionSandbox {
        sandbox: sb,
        mount_path: s.mount_path,
        read_only: s.read_only == Some(true),
        isolation: isolation_name,
    })
}

/// The `sandbox` option's sandbox, its mount point and read-only flag, and the `local()`
/// isolation in effect (`"bwrap"` | `"none"`; `None` for other providers and the client form).
pub(crate) struct OptionSandbox {
    pub(crate) sandbox: std::sync::Arc<agentos_sandbox::Sandbox>,
    pub(crate) mount_path: String,
    pub(crate) read_only: bool,
    pub(crate) isolation: Option<&'static str>,
}
