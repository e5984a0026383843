//! The environment rule (`api.md` 2.5): reserved names, which variables may be set or read, and
//! how they merge (the last of duplicates wins).

use agentos_kernel::permissions::{Policy, Scope};

/// Whether an environment variable name is reserved for the host (`AGENTOS_*`, `AGENT_OS_*`).
pub fn is_reserved_env(name: &str) -> bool {
    name.starts_with("AGENTOS_") || name.starts_with("AGENT_OS_")
}

/// Whether a caller (embedder or guest) may set `name`: not empty, no `=`, not reserved.
pub fn is_settable(name: &str) -> bool {
    !name.is_empty() && !name.contains('=') && !is_reserved_env(name)
}

/// Sets `name` to `value`, replacing any earlier entry (the variable moves to the end).
pub fn set(env: &mut Vec<(String, String)>, name: String, value: String) {
    env.retain(|(k, _)| *k != name);
    env.push((name, value));
}

/// Merges variables an embedder gives (`VmConfig::env`, per-call `env` of `exec`/`spawn`) over
/// `env`: names that are not [settable](is_settable) or that the policy's `env.write` denies
/// are dropped silently (`api.md` 2.5); the last of duplicates wins.
pub fn merge_written(
    env: &mut Vec<(String, String)>,
    extra: impl IntoIterator<Item = (String, String)>,
    policy: &Policy,
) {
    for (k, v) in extra {
        if !is_settable(&k) {
            continue;
        }
        if policy.check(Scope::Env, "write", &k).is_err() {
            continue;
        }
        set(env, k, v);
    }
}

/// The environment a process starts with, whoever spawns it: `env` without reserved names,
/// `PWD` set to `cwd`, and only the variables the policy's `env.read` allows.
pub fn for_process(
    env: Vec<(String, String)>,
    cwd: &str,
    policy: &Policy,
) -> Vec<(String, String)> {
    let mut e: Vec<(String, String)> = env
        .into_iter()
        .filter(|(k, _)| !is_reserved_env(k))
        .collect();
    set(&mut e, "PWD".into(), cwd.to_string());
    if !policy.allows_all(Scope::Env) {
        e.retain(|(k, _)| policy.check(Scope::Env, "read", k).is_ok());
    }
    e
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(v: &[(&str, &str)]) -> Vec<(String, String)> {
        v.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn written_variables_merge_last_wins_and_skip_what_cannot_be_set() {
        let policy = Policy::from_json(
            r#"{"env": {"default": "allow", "rules": [
                {"mode": "deny", "operations": ["write"], "patterns": ["SECRET"]}]}}"#,
        )
        .unwrap();
        let mut env = pairs(&[("A", "0"), ("B", "b")]);
        merge_written(
            &mut env,
            pairs(&[
                ("A", "1"),
                ("", "empty"),
                ("X=Y", "eq"),
                ("AGENTOS_TOKEN", "t"),
                ("SECRET", "s"),
                ("A", "2"),
            ]),
            &policy,
        );
        assert_eq!(env, pairs(&[("B", "b"), ("A", "2")]));
    }

    #[test]
    fn a_process_gets_pwd_and_only_readable_unreserved_variables() {
        let all = Policy::default();
        let env = for_process(
            pairs(&[("PWD", "/old"), ("AGENT_OS_X", "1"), ("HOME", "/h")]),
            "/work",
            &all,
        );
        assert_eq!(env, pairs(&[("HOME", "/h"), ("PWD", "/work")]));
        let read_home =
            Policy::from_json(r#"{"env": {"rules": [{"mode": "allow", "patterns": ["HOME"]}]}}"#)
                .unwrap();
        let env = for_process(pairs(&[("HOME", "/h"), ("TOKEN", "t")]), "/", &read_home);
        assert_eq!(env, pairs(&[("HOME", "/h")]));
    }
}
