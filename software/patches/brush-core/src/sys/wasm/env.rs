//! Environment variable retrieval (agentOS patch: the process environment is real on WASI).

/// Retrieves environment variables from the host process (non-UTF-8 bytes replaced).
pub(crate) fn get_host_env_vars() -> impl Iterator<Item = (String, String)> {
    std::env::vars_os().map(|(k, v)| {
        (
            k.to_string_lossy().into_owned(),
            v.to_string_lossy().into_owned(),
        )
    })
}
