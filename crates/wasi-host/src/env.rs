//! The environment rule (`api.md` 2.5): reserved names, and how variables are merged.

/// Whether an environment variable name is reserved for the host (`AGENTOS_*`, `AGENT_OS_*`).
pub fn is_reserved_env(name: &str) -> bool {
    name.starts_with("AGENTOS_") || name.starts_with("AGENT_OS_")
}
