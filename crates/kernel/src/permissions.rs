//! The permission policy (`api.md` section 7): parsing and validation of the `permissions` option,
//! and evaluation of one request `(scope, operation, resource)`.
//!
//! Pure: no I/O and no knowledge of where requests come from. The kernel and the WASI host ask
//! [`Policy::check`] at their choke points; filesystem resources are normalised lexically here
//! (`..` resolved, trailing and repeated slashes dropped) so `/data/../secret` is judged as
//! `/secret`. Symlinks are resolved by the kernel before it asks ([`crate::Kernel::check_fs`]).
//!
//! Evaluation: a scope given as a mode is that decision. A rule set starts from its `default`
//! (deny when absent) and every matching rule, in order, sets the decision — the last matching
//! rule wins. Globs (via `globset`, case-sensitive, `/` separates segments): `*` and `?` stay
//! within one segment, `**` as a whole segment matches zero or more segments.

use std::fmt;

use globset::{GlobBuilder, GlobMatcher, GlobSet, GlobSetBuilder};
use serde_json::{Map, Value};

use crate::path::normalize;

/// A permission scope.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    Fs,
    Network,
    ChildProcess,
    Process,
    Env,
    Binding,
}

impl Scope {
    const ALL: [Scope; 6] = [
        Scope::Fs,
        Scope::Network,
        Scope::ChildProcess,
        Scope::Process,
        Scope::Env,
        Scope::Binding,
    ];

    /// The option key (`childProcess`, …).
    pub fn name(self) -> &'static str {
        match self {
            Scope::Fs => "fs",
            Scope::Network => "network",
            Scope::ChildProcess => "childProcess",
            Scope::Process => "process",
            Scope::Env => "env",
            Scope::Binding => "binding",
        }
    }

    /// The operations a rule of this scope may name (`api.md` 7.3).
    pub fn operations(self) -> &'static [&'static str] {
        match self {
            Scope::Fs => &[
                "read",
                "write",
                "stat",
                "readdir",
                "create_dir",
                "rm",
                "rename",
                "symlink",
                "readlink",
                "chmod",
                "truncate",
                "mount_sensitive",
            ],
            Scope::Network => &["dns", "http", "fetch", "listen"],
            Scope::ChildProcess => &["spawn"],
            Scope::Process => &["inspect"],
            Scope::Env => &["read", "write"],
            Scope::Binding => &["invoke"],
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// A filesystem operation (`api.md` 7.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FsOp {
    Read,
    Write,
    Stat,
    Readdir,
    CreateDir,
    Rm,
    Rename,
    Symlink,
    Readlink,
    Chmod,
    Truncate,
    MountSensitive,
}

impl FsOp {
    /// The operation name used in rules.
    pub fn name(self) -> &'static str {
        match self {
            FsOp::Read => "read",
            FsOp::Write => "write",
            FsOp::Stat => "stat",
            FsOp::Readdir => "readdir",
            FsOp::CreateDir => "create_dir",
            FsOp::Rm => "rm",
            FsOp::Rename => "rename",
            FsOp::Symlink => "symlink",
            FsOp::Readlink => "readlink",
            FsOp::Chmod => "chmod",
            FsOp::Truncate => "truncate",
            FsOp::MountSensitive => "mount_sensitive",
        }
    }
}

/// A decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Allow,
    Deny,
}

/// A denied request. Displays as `permission denied, <resource>: blocked by <scope>.<op> policy`
/// (the host API prefixes `EACCES: `, `api.md` 7.5).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("permission denied, {resource}: blocked by {scope}.{operation} policy")]
pub struct Denied {
    pub scope: &'static str,
    pub operation: String,
    pub resource: String,
}

impl From<Denied> for crate::Errno {
    fn from(_: Denied) -> Self {
        crate::Errno::Eacces
    }
}

/// An invalid `permissions` option. `field` names the offending value
/// (`permissions.fs.rules[1].operations[0]`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{field} {problem}")]
pub struct PolicyError {
    pub field: String,
    pub problem: String,
}

fn err(field: &str, problem: impl Into<String>) -> PolicyError {
    PolicyError {
        field: field.to_string(),
        problem: problem.into(),
    }
}

#[derive(Clone, Debug)]
struct Rule {
    mode: Mode,
    /// `None` = every operation (`"*"`).
    operations: Option<Vec<&'static str>>,
    patterns: GlobSet,
    /// The patterns without a glob character, as written (the SSRF guard's "a rule names this
    /// address literally", `runtimes.md` 1.1).
    literals: Vec<String>,
    /// fs scope: where each pattern reaches, used to stop renames and hard links that would carry
    /// files out from under the rule.
    reach: Vec<Reach>,
}

/// The paths an fs pattern can match, as a question about directories: can it match `dir` or a
/// path below it ([`Reach::reaches`])?
#[derive(Clone, Debug)]
enum Reach {
    /// The pattern split at `/`: `None` is a whole-segment `**` (zero or more segments), `Some`
    /// one segment's glob.
    Segments(Vec<Option<GlobMatcher>>),
    /// A pattern whose globs do not split at `/` (a `{a,b/c}` or `[/]` spanning segments): judged
    /// conservatively as reaching every path at or below its literal root, and that root's
    /// ancestors.
    Root(String),
    /// `/**`: the rule matches every path, wherever a rename puts it; it never needs guarding.
    Everywhere,
}

impl Reach {
    fn new(pattern: &str) -> Reach {
        if pattern.split('/').all(|s| s.is_empty() || s == "**") {
            return Reach::Everywhere;
        }
        let mut segs = Vec::new();
        for seg in pattern.split('/').filter(|s| !s.is_empty()) {
            if seg == "**" {
                segs.push(None);
                continue;
            }
            match GlobBuilder::new(seg)
                .literal_separator(true)
                .backslash_escape(true)
                .build()
            {
                Ok(g) => segs.push(Some(g.compile_matcher())),
                Err(_) => return Reach::Root(pattern_root(pattern)),
            }
        }
        Reach::Segments(segs)
    }

    /// Whether some path at or below `dir` (normalised) can match the pattern: the pattern's
    /// segments are run over `dir`'s as a set of positions (a `**` both stays and steps on);
    /// a position left over can always be completed by names below `dir`.
    fn reaches(&self, dir: &str) -> bool {
        match self {
            Reach::Everywhere => false,
            Reach::Root(root) => is_at_or_below(root, dir) || is_at_or_below(dir, root),
            Reach::Segments(pat) => {
                let n = pat.len();
                let close = |states: &mut Vec<bool>| {
                    for i in 0..n {
                        if states[i] && pat[i].is_none() {
                            states[i + 1] = true;
                        }
                    }
                };
                let mut states = vec![false; n + 1];
                states[0] = true;
                close(&mut states);
                for seg in dir.split('/').filter(|s| !s.is_empty()) {
                    let mut next = vec![false; n + 1];
                    for i in (0..n).filter(|&i| states[i]) {
                        match &pat[i] {
                            None => next[i] = true,
                            Some(g) if g.is_match(seg) => next[i + 1] = true,
                            Some(_) => {}
                        }
                    }
                    close(&mut next);
                    if !next.contains(&true) {
                        return false;
                    }
                    states = next;
                }
                true
            }
        }
    }
}

/// Whether normalised `path` is `dir` or below it.
fn is_at_or_below(path: &str, dir: &str) -> bool {
    dir == "/"
        || path == dir
        || path
            .strip_prefix(dir)
            .is_some_and(|rest| rest.starts_with('/'))
}

/// The literal path a normalised fs pattern is anchored at (its segments before the first glob
/// character): `/data/secret/**` → `/data/secret`, `/data/*.txt` → `/data`, `/**` → `/`.
fn pattern_root(pattern: &str) -> String {
    let literal: Vec<&str> = pattern
        .split('/')
        .filter(|s| !s.is_empty())
        .take_while(|seg| !seg.contains(['*', '?', '[', '{', '\\']))
        .collect();
    format!("/{}", literal.join("/"))
}

#[derive(Clone, Debug)]
enum ScopePolicy {
    Mode(Mode),
    Rules { default: Mode, rules: Vec<Rule> },
}

/// A validated policy.
#[derive(Clone, Debug)]
pub struct Policy {
    scopes: [ScopePolicy; 6],
    apply_to_host: bool,
}

impl Default for Policy {
    /// The secure baseline (`runtimes.md` 1.1): everything allowed but network. It is the policy
    /// when `permissions` is omitted, and what a `permissions` object is merged over.
    fn default() -> Self {
        let a = ScopePolicy::Mode(Mode::Allow);
        Policy {
            scopes: [
                a.clone(),
                ScopePolicy::Mode(Mode::Deny),
                a.clone(),
                a.clone(),
                a.clone(),
                a,
            ],
            apply_to_host: false,
        }
    }
}

impl Policy {
    /// Parses the `permissions` option from JSON text (`null` = omitted). Errors name the field.
    pub fn from_json(text: &str) -> Result<Policy, PolicyError> {
        let v: Value = serde_json::from_str(text)
            .map_err(|e| err("permissions", format!("is not valid JSON: {e}")))?;
        Policy::from_value(&v)
    }

    /// Parses the `permissions` option (`null` = omitted), merged over the secure baseline
    /// ([`Policy::default`], `runtimes.md` 1.1): a scope the object does not list keeps the
    /// baseline's mode; an explicit `"deny"` denies it.
    pub fn from_value(v: &Value) -> Result<Policy, PolicyError> {
        let obj = match v {
            Value::Null => return Ok(Policy::default()),
            Value::Object(o) => o,
            _ => return Err(err("permissions", "must be an object")),
        };
        let Policy { mut scopes, .. } = Policy::default();
        let mut seen = [false; 6];
        let mut apply_to_host = false;
        for (key, value) in obj {
            let field = format!("permissions.{key}");
            let scope = match key.as_str() {
                "applyToHost" => {
                    apply_to_host = value
                        .as_bool()
                        .ok_or_else(|| err(&field, "must be a boolean"))?;
                    continue;
                }
                "tool" => Scope::Binding,
                k => Scope::ALL
                    .into_iter()
                    .find(|s| s.name() == k)
                    .ok_or_else(|| {
                        err(
                            &field,
                            "is not a permission scope (expected fs, network, childProcess, \
                             process, env, binding, tool or applyToHost)",
                        )
                    })?,
            };
            if seen[scope.index()] {
                return Err(err(
                    &field,
                    "repeats the binding scope (binding and tool are aliases)",
                ));
            }
            seen[scope.index()] = true;
            scopes[scope.index()] = parse_scope(scope, value, &field)?;
        }
        Ok(Policy {
            scopes,
            apply_to_host,
        })
    }

    /// Whether the host API is subject to the policy (`permissions.applyToHost`).
    pub fn apply_to_host(&self) -> bool {
        self.apply_to_host
    }

    /// Whether `scope` is plainly `"allow"`: callers may skip preparing the resource.
    pub fn allows_all(&self, scope: Scope) -> bool {
        matches!(self.scopes[scope.index()], ScopePolicy::Mode(Mode::Allow))
    }

    /// The decision for one request. Filesystem resources are normalised first.
    pub fn decide(&self, scope: Scope, operation: &str, resource: &str) -> Mode {
        match &self.scopes[scope.index()] {
            ScopePolicy::Mode(m) => *m,
            ScopePolicy::Rules { default, rules } => {
                let normalised;
                let resource = match scope {
                    Scope::Fs => {
                        normalised = normalize(resource);
                        normalised.as_str()
                    }
                    Scope::Binding => {
                        normalised = binding_name(resource);
                        normalised.as_str()
                    }
                    _ => resource,
                };
                let mut decision = *default;
                for r in rules {
                    let op_matches = r
                        .operations
                        .as_ref()
                        .is_none_or(|ops| ops.contains(&operation));
                    if op_matches && r.patterns.is_match(resource) {
                        decision = r.mode;
                    }
                }
                decision
            }
        }
    }

    /// [`Policy::decide`] for one object known by several resources (a module registered under
    /// several names): a rule matches when it matches any of them; the last matching rule wins.
    /// Not for the fs scope (its resources are normalised paths).
    pub fn decide_any(&self, scope: Scope, operation: &str, resources: &[String]) -> Mode {
        match &self.scopes[scope.index()] {
            ScopePolicy::Mode(m) => *m,
            ScopePolicy::Rules { default, rules } => {
                let mut decision = *default;
                for r in rules {
                    let op_matches = r
                        .operations
                        .as_ref()
                        .is_none_or(|ops| ops.contains(&operation));
                    if op_matches && resources.iter().any(|res| r.patterns.is_match(res)) {
                        decision = r.mode;
                    }
                }
                decision
            }
        }
    }

    /// [`Policy::decide_any`] as a check; the denial names the first resource.
    pub fn check_any(
        &self,
        scope: Scope,
        operation: &str,
        resources: &[String],
    ) -> Result<(), Denied> {
        match self.decide_any(scope, operation, resources) {
            Mode::Allow => Ok(()),
            Mode::Deny => Err(Denied {
                scope: scope.name(),
                operation: operation.to_string(),
                resource: resources.first().cloned().unwrap_or_default(),
            }),
        }
    }

    /// Whether `resource` is allowed by a rule that names it literally: an allow rule for
    /// `operation` with `resource` itself as a pattern (no wildcard), and no later rule denying
    /// it. A plain `"allow"` scope names nothing. The SSRF guard lets a connection to a private
    /// address through only then (`runtimes.md` 1.1). Not for the fs scope.
    pub fn allows_literally(&self, scope: Scope, operation: &str, resource: &str) -> bool {
        let ScopePolicy::Rules { rules, .. } = &self.scopes[scope.index()] else {
            return false;
        };
        let mut named = false;
        for r in rules {
            let op_matches = r
                .operations
                .as_ref()
                .is_none_or(|ops| ops.contains(&operation));
            if !op_matches || !r.patterns.is_match(resource) {
                continue;
            }
            named = r.mode == Mode::Allow && r.literals.iter().any(|l| l == resource);
        }
        named
    }

    /// `Ok` when allowed, else the [`Denied`] to report.
    pub fn check(&self, scope: Scope, operation: &str, resource: &str) -> Result<(), Denied> {
        match self.decide(scope, operation, resource) {
            Mode::Allow => Ok(()),
            Mode::Deny => Err(Denied {
                scope: scope.name(),
                operation: operation.to_string(),
                resource: if scope == Scope::Fs {
                    normalize(resource)
                } else {
                    resource.to_string()
                },
            }),
        }
    }

    /// [`Policy::check`] for the filesystem scope. A rename is also denied when a deny rule
    /// ([`Policy::carries_protected`]) can match `path` or a path below it: moving it would carry
    /// the files the rule protects to a path no rule covers (`mv /data /x; cat /x/a.txt` under
    /// `deny read /data/*.txt`).
    pub fn check_fs(&self, op: FsOp, path: &str) -> Result<(), Denied> {
        self.check(Scope::Fs, op.name(), path)?;
        if op == FsOp::Rename && self.carries_protected(path) {
            return Err(Denied {
                scope: Scope::Fs.name(),
                operation: op.name().to_string(),
                resource: normalize(path),
            });
        }
        Ok(())
    }

    /// Whether a deny rule of the fs scope, for any operation, can match `path` or a path below
    /// it (the rule's glob is run over `path`'s segments, so `/data/*.txt`, `/data/**/secret`
    /// and `/data/secret*` all reach `/data` and `/`). Renaming such a path, or hard-linking it,
    /// would give the protected object a name the rule does not cover. Conservative: a later
    /// allow rule that re-allows the files is not taken into account.
    pub fn carries_protected(&self, path: &str) -> bool {
        let ScopePolicy::Rules { rules, .. } = &self.scopes[Scope::Fs.index()] else {
            return false;
        };
        let dir = normalize(path);
        rules
            .iter()
            .any(|r| r.mode == Mode::Deny && r.reach.iter().any(|g| g.reaches(&dir)))
    }
}

fn parse_mode(v: &Value, field: &str) -> Result<Mode, PolicyError> {
    match v.as_str() {
        Some("allow") => Ok(Mode::Allow),
        // "ask" is accepted and treated as "deny" (`api.md` 7.1): there is nobody to ask.
        Some("deny") | Some("ask") => Ok(Mode::Deny),
        _ => Err(err(field, "must be \"allow\", \"deny\" or \"ask\"")),
    }
}

fn parse_scope(scope: Scope, v: &Value, field: &str) -> Result<ScopePolicy, PolicyError> {
    let obj = match v {
        Value::String(_) => return parse_mode(v, field).map(ScopePolicy::Mode),
        Value::Object(o) => o,
        _ => {
            return Err(err(
                field,
                "must be \"allow\", \"deny\" or {default?, rules: [...]}",
            ))
        }
    };
    let mut default = Mode::Deny;
    let mut rules = Vec::new();
    for (key, value) in obj {
        let f = format!("{field}.{key}");
        match key.as_str() {
            "default" => default = parse_mode(value, &f)?,
            "rules" => {
                let list = value
                    .as_array()
                    .ok_or_else(|| err(&f, "must be an array of rules"))?;
                for (i, r) in list.iter().enumerate() {
                    rules.push(parse_rule(scope, r, &format!("{f}[{i}]"))?);
                }
            }
            _ => return Err(err(&f, "is not a rule-set key (expected default, rules)")),
        }
    }
    Ok(ScopePolicy::Rules { default, rules })
}

fn string_list<'a>(v: &'a Value, field: &str) -> Result<Vec<(String, &'a str)>, PolicyError> {
    let list = v
        .as_array()
        .ok_or_else(|| err(field, "must be an array of strings"))?;
    if list.is_empty() {
        return Err(err(field, "must not be empty"));
    }
    list.iter()
        .enumerate()
        .map(|(i, s)| {
            let f = format!("{field}[{i}]");
            s.as_str()
                .map(|s| (f.clone(), s))
                .ok_or_else(|| err(&f, "must be a string"))
        })
        .collect()
}

fn parse_rule(scope: Scope, v: &Value, field: &str) -> Result<Rule, PolicyError> {
    let obj: &Map<String, Value> = v.as_object().ok_or_else(|| {
        err(
            field,
            "must be an object {mode, operations?, paths?|patterns?}",
        )
    })?;
    let mut mode = None;
    let mut operations: Option<Vec<&'static str>> = None;
    let mut patterns: Option<Vec<(String, &str)>> = None;
    for (key, value) in obj {
        let f = format!("{field}.{key}");
        match key.as_str() {
            "mode" => mode = Some(parse_mode(value, &f)?),
            "operations" => {
                let mut ops = Vec::new();
                let mut all = false;
                for (of, op) in string_list(value, &f)? {
                    if op == "*" {
                        all = true;
                        continue;
                    }
                    let known = scope
                        .operations()
                        .iter()
                        .find(|k| **k == op)
                        .ok_or_else(|| {
                            err(
                                &of,
                                format!(
                                    "is not a {} operation: {op:?} (expected one of {}, or \"*\")",
                                    scope.name(),
                                    scope.operations().join(", ")
                                ),
                            )
                        })?;
                    ops.push(*known);
                }
                operations = if all { None } else { Some(ops) };
            }
            "paths" | "patterns" => {
                if patterns.is_some() {
                    return Err(err(&f, "given together with its alias (paths, patterns)"));
                }
                patterns = Some(string_list(value, &f)?);
            }
            _ => {
                return Err(err(
                    &f,
                    "is not a rule key (expected mode, operations, paths or patterns)",
                ))
            }
        }
    }
    let mode = mode.ok_or_else(|| err(&format!("{field}.mode"), "is required"))?;
    let mut reach = Vec::new();
    let mut literals = Vec::new();
    let mut set = GlobSetBuilder::new();
    match patterns {
        None => add_glob(&mut set, "**", field)?,
        Some(list) => {
            for (f, p) in list {
                if scope == Scope::Fs {
                    let globs = fs_globs(p, &f)?;
                    if let Some(first) = globs.first() {
                        reach.push(Reach::new(first));
                    }
                    for g in globs {
                        add_glob(&mut set, &g, &f)?;
                    }
                } else {
                    if p.is_empty() {
                        return Err(err(&f, "must not be empty"));
                    }
                    let p = if scope == Scope::Binding {
                        binding_name(p)
                    } else {
                        p.to_string()
                    };
                    let (glob, rest) = match bracketed_host(&p) {
                        Some((host, tail)) => (
                            format!("tcp://\\[{host}\\]:{tail}"),
                            format!("{host}{tail}"),
                        ),
                        None => (p.clone(), p.clone()),
                    };
                    add_glob(&mut set, &glob, &f)?;
                    if !rest.contains(['*', '?', '[', '{', '\\']) {
                        literals.push(p);
                    }
                }
            }
        }
    }
    let patterns = set
        .build()
        .map_err(|e| err(field, format!("has a malformed pattern: {e}")))?;
    Ok(Rule {
        mode,
        operations,
        patterns,
        literals,
        reach,
    })
}

/// A binding resource or pattern `<group>:<command>` in the registry's spelling: each side through
/// the same camelCase → kebab-case conversion the registry applies to definitions
/// (`weather:getSecret` → `weather:get-secret`; kebab-case names are unchanged).
fn binding_name(name: &str) -> String {
    use agentos_bindings::names::kebab;
    match name.split_once(':') {
        Some((group, command)) => format!("{}:{}", kebab(group), kebab(command)),
        None => kebab(name),
    }
}

/// The host and the rest of a network pattern `tcp://[<IPv6>]:<rest>`: its brackets are the
/// address's, not a glob class, so `tcp://[::1]:*` matches `tcp://[::1]:80`.
fn bracketed_host(p: &str) -> Option<(&str, &str)> {
    let rest = p.strip_prefix("tcp://[")?;
    let (host, tail) = rest.split_once("]:")?;
    (!host.is_empty()
        && host
            .bytes()
            .all(|b| b.is_ascii_hexdigit() || b == b':' || b == b'.'))
    .then_some((host, tail))
}

fn add_glob(set: &mut GlobSetBuilder, pattern: &str, field: &str) -> Result<(), PolicyError> {
    let g = GlobBuilder::new(pattern)
        .literal_separator(true)
        .backslash_escape(true)
        .build()
        .map_err(|e| {
            err(
                field,
                format!("is a malformed pattern: {pattern:?}: {}", e.kind()),
            )
        })?;
    set.add(g);
    Ok(())
}

/// An fs pattern as globs over normalised paths: absolute, `//` and `.` collapsed, a trailing
/// slash dropped, `..` refused (it would make the glob mean something else than it reads).
/// `<dir>/**` also matches `<dir>` itself (`api.md` 7.2: `**` is zero or more segments).
fn fs_globs(pattern: &str, field: &str) -> Result<Vec<String>, PolicyError> {
    if !pattern.starts_with('/') {
        return Err(err(
            field,
            format!("must be an absolute path pattern: {pattern:?}"),
        ));
    }
    let mut segs: Vec<&str> = Vec::new();
    for s in pattern.split('/') {
        match s {
            "" | "." => {}
            ".." => {
                return Err(err(
                    field,
                    format!("must not contain '..' segments: {pattern:?}"),
                ))
            }
            s => segs.push(s),
        }
    }
    let joined = format!("/{}", segs.join("/"));
    let mut out = vec![joined.clone()];
    if segs.last() == Some(&"**") {
        let parent = &segs[..segs.len() - 1];
        out.push(format!("/{}", parent.join("/")));
    }
    Ok(out)
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Mode::Allow => "allow",
            Mode::Deny => "deny",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn policy(v: Value) -> Policy {
        Policy::from_value(&v).unwrap_or_else(|e| panic!("{e}"))
    }

    fn invalid(v: Value) -> String {
        match Policy::from_value(&v) {
            Ok(_) => panic!("accepted {v}"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn renames_cannot_carry_files_out_from_under_a_deny_rule() {
        assert_eq!(pattern_root("/data/secret/**"), "/data/secret");
        assert_eq!(pattern_root("/data/*.txt"), "/data");
        assert_eq!(pattern_root("/**"), "/");
        assert_eq!(pattern_root("/data/secret"), "/data/secret");
        let p = Policy::from_json(
            r#"{"fs": {"default": "allow", "rules": [
                {"mode": "deny", "paths": ["/data/secret/**"]},
                {"mode": "allow", "paths": ["/pub/sub/**"]}]}}"#,
        )
        .unwrap();
        assert!(
            p.check_fs(FsOp::Rename, "/data").is_err(),
            "parent of a deny rule"
        );
        assert!(p.check_fs(FsOp::Rename, "/").is_err());
        assert!(
            p.check_fs(FsOp::Rename, "/data/secret").is_err(),
            "the rule itself"
        );
        assert!(p.check_fs(FsOp::Rename, "/data/other").is_ok());
        assert!(
            p.check_fs(FsOp::Rename, "/dat").is_ok(),
            "a sibling with a common prefix"
        );
        assert!(
            p.check_fs(FsOp::Rename, "/pub").is_ok(),
            "allow rules do not guard"
        );
    }

    #[test]
    fn rename_guard_follows_globs_below_the_renamed_directory() {
        // D6: rules whose literal root IS the renamed directory (or an ancestor of it).
        for pattern in ["/data/*.txt", "/data/**/secret", "/data/secret*"] {
            let p = policy(json!({ "fs": { "default": "allow", "rules": [
                { "mode": "deny", "operations": ["read"], "paths": [pattern] },
            ]}}));
            for dir in ["/data", "/", "/data/"] {
                assert!(
                    p.check_fs(FsOp::Rename, dir).is_err(),
                    "{pattern}: rename {dir}"
                );
            }
            assert!(p.check_fs(FsOp::Rename, "/dat").is_ok(), "{pattern}");
            assert!(p.check_fs(FsOp::Rename, "/other/x").is_ok(), "{pattern}");
            assert!(p.check_fs(FsOp::Rename, "/tmp").is_ok(), "{pattern}");
        }
        let p = policy(json!({ "fs": { "default": "allow", "rules": [
            { "mode": "deny", "operations": ["read"], "paths": ["/data/*.txt"] },
            { "mode": "deny", "operations": ["chmod"], "paths": ["/a/**/secret"] },
            { "mode": "deny", "operations": ["read"], "paths": ["/b/s{x,y/z}"] },
            { "mode": "deny", "operations": ["write"], "paths": ["/**"] },
        ]}}));
        // The protected file itself, though the rule does not name `rename`.
        assert!(p.check_fs(FsOp::Rename, "/data/a.txt").is_err());
        assert!(p.check_fs(FsOp::Rename, "/data/a.md").is_ok());
        assert!(
            p.check_fs(FsOp::Rename, "/data/sub").is_ok(),
            "`*` stays in one segment"
        );
        // `**` reaches any depth, and the deepest ancestors.
        // (`/a/x/secret2/secret` matches, so any directory below `/a` is guarded.)
        for dir in ["/a", "/a/x", "/a/x/y/z", "/a/secret", "/a/x/secret2"] {
            assert!(p.check_fs(FsOp::Rename, dir).is_err(), "{dir}");
        }
        assert!(p.check_fs(FsOp::Rename, "/ab").is_ok());
        // A glob that does not split at `/`: everything at or below its literal root.
        assert!(p.check_fs(FsOp::Rename, "/b").is_err());
        assert!(p.check_fs(FsOp::Rename, "/b/any/thing").is_err());
        assert!(p.check_fs(FsOp::Rename, "/c").is_ok());
        // `/**` matches wherever the files go: no guard.
        assert!(p.check_fs(FsOp::Rename, "/tmp/x").is_ok());
        assert!(p.carries_protected("/data"));
        assert!(!p.carries_protected("/tmp"));
        assert!(!policy(json!({ "fs": "allow" })).carries_protected("/"));
    }

    #[test]
    fn fs_matcher_table() {
        use Mode::{Allow as A, Deny as D};
        // One policy, many requests: default deny, reads of /data/**, no writes below
        // /data/secret, everything in /tmp, single-segment `*` under /seg.
        let p = policy(json!({ "fs": {
            "default": "deny",
            "rules": [
                { "mode": "allow", "operations": ["read", "stat", "readdir"], "paths": ["/data/**"] },
                { "mode": "allow", "operations": ["write"], "paths": ["/data/**"] },
                { "mode": "deny", "operations": ["write", "rm"], "paths": ["/data/secret/**"] },
                { "mode": "allow", "paths": ["/tmp/**"] },
                { "mode": "allow", "operations": ["read"], "paths": ["/seg/*"] },
                { "mode": "allow", "operations": ["read"], "paths": ["/trail/"] },
                { "mode": "allow", "operations": ["read"], "paths": ["/q/file?.txt"] },
                { "mode": "allow", "operations": ["read"], "paths": ["/deep/**/leaf"] },
                { "mode": "deny", "paths": ["/tmp/locked"] },
            ]
        }}));
        let cases: &[(FsOp, &str, Mode)] = &[
            // `**` matches the directory itself and any depth below it.
            (FsOp::Read, "/data", A),
            (FsOp::Read, "/data/a", A),
            (FsOp::Read, "/data/a/b/c", A),
            (FsOp::Read, "/database", D),
            (FsOp::Read, "/other", D),
            // Last match wins: the later deny beats the earlier allow…
            (FsOp::Write, "/data/x", A),
            (FsOp::Write, "/data/secret/x", D),
            (FsOp::Write, "/data/secret", D),
            (FsOp::Rm, "/data/secret/x/y", D),
            // …but only for the operations it names.
            (FsOp::Read, "/data/secret/x", A),
            (FsOp::Rename, "/data/secret/x", D),
            // `..` and `.` are resolved before matching: no bypass.
            (FsOp::Write, "/data/../data/secret/x", D),
            (FsOp::Write, "/data/public/../secret/x", D),
            (FsOp::Write, "/data/./secret/x", D),
            (FsOp::Read, "/data/../etc/passwd", D),
            (FsOp::Read, "/tmp/../../data/a", A),
            (FsOp::Write, "/tmp/../data/secret/k", D),
            // Trailing and repeated slashes.
            (FsOp::Write, "/data/secret/", D),
            (FsOp::Write, "//data//secret//x", D),
            (FsOp::Read, "/trail", A),
            (FsOp::Read, "/trail/", A),
            (FsOp::Read, "/trail/x", D),
            (FsOp::Write, "/tmp/", A),
            // `*` stays within one segment, `**` crosses them.
            (FsOp::Read, "/seg/a", A),
            (FsOp::Read, "/seg/a/b", D),
            (FsOp::Read, "/seg", D),
            (FsOp::Read, "/seg/.hidden", A),
            (FsOp::Read, "/deep/leaf", A),
            (FsOp::Read, "/deep/a/b/leaf", A),
            (FsOp::Read, "/deep/a/b/leafy", D),
            // `?` is one character within a segment.
            (FsOp::Read, "/q/file1.txt", A),
            (FsOp::Read, "/q/file12.txt", D),
            (FsOp::Read, "/q/file/.txt", D),
            // A later exact deny beats the earlier `/tmp/**` allow for every operation.
            (FsOp::Write, "/tmp/locked", D),
            (FsOp::Read, "/tmp/locked", D),
            (FsOp::Read, "/tmp/lockedx", A),
            // Case-sensitive.
            (FsOp::Read, "/DATA/a", D),
            // Unlisted operations fall to the default.
            (FsOp::Chmod, "/data/a", D),
            (FsOp::Symlink, "/data/a", D),
        ];
        assert!(cases.len() >= 30);
        for (op, path, want) in cases {
            assert_eq!(
                p.decide(Scope::Fs, op.name(), path),
                *want,
                "{} {path}",
                op.name()
            );
        }
    }

    #[test]
    fn default_mode_and_rule_order() {
        let allow_first = policy(json!({ "fs": { "default": "allow", "rules": [
            { "mode": "allow", "paths": ["/x/**"] },
            { "mode": "deny", "paths": ["/x/**"] },
        ]}}));
        let deny_first = policy(json!({ "fs": { "default": "deny", "rules": [
            { "mode": "deny", "paths": ["/x/**"] },
            { "mode": "allow", "paths": ["/x/**"] },
        ]}}));
        assert_eq!(allow_first.decide(Scope::Fs, "read", "/x/a"), Mode::Deny);
        assert_eq!(allow_first.decide(Scope::Fs, "read", "/y"), Mode::Allow);
        assert_eq!(deny_first.decide(Scope::Fs, "read", "/x/a"), Mode::Allow);
        assert_eq!(deny_first.decide(Scope::Fs, "read", "/y"), Mode::Deny);
        // No default: deny.
        let bare = policy(json!({ "fs": { "rules": [] } }));
        assert_eq!(bare.decide(Scope::Fs, "read", "/"), Mode::Deny);
        // Omitted paths = "**" (everything, `/` included).
        let all =
            policy(json!({ "fs": { "rules": [{ "mode": "allow", "operations": ["stat"] }] } }));
        assert_eq!(all.decide(Scope::Fs, "stat", "/"), Mode::Allow);
        assert_eq!(all.decide(Scope::Fs, "stat", "/a/b"), Mode::Allow);
        assert_eq!(all.decide(Scope::Fs, "read", "/a/b"), Mode::Deny);
        let root = policy(json!({ "fs": { "rules": [{ "mode": "allow", "paths": ["/**"] }] } }));
        assert_eq!(root.decide(Scope::Fs, "read", "/"), Mode::Allow);
        assert_eq!(root.decide(Scope::Fs, "read", "/a"), Mode::Allow);
    }

    #[test]
    fn network_rule_set() {
        let p = policy(json!({ "network": { "default": "deny", "rules": [
            { "mode": "allow", "patterns": ["tcp://api.example.com:443"] },
        ]}}));
        let d = |r: &str| p.decide(Scope::Network, "http", r);
        assert_eq!(d("tcp://api.example.com:443"), Mode::Allow);
        assert_eq!(d("tcp://api.example.com:80"), Mode::Deny);
        assert_eq!(d("tcp://evil.example.com:443"), Mode::Deny);
        assert_eq!(d("tcp://api.example.com:4430"), Mode::Deny);
        assert_eq!(d("dns://api.example.com"), Mode::Deny);
        assert_eq!(d("udp://api.example.com:443"), Mode::Deny);
        let err = p.check(Scope::Network, "http", "tcp://x:1").unwrap_err();
        assert_eq!(
            err.to_string(),
            "permission denied, tcp://x:1: blocked by network.http policy"
        );
        assert!(p.allows_literally(Scope::Network, "http", "tcp://api.example.com:443"));
        assert!(!p.allows_literally(Scope::Network, "http", "tcp://api.example.com:80"));
        let wild = policy(json!({ "network": { "rules": [
            { "mode": "allow", "operations": ["dns"], "patterns": ["dns://*.example.com"] },
            { "mode": "allow", "patterns": ["tcp://*.example.com:*"] },
        ]}}));
        assert_eq!(
            wild.decide(Scope::Network, "http", "tcp://api.example.com:443"),
            Mode::Allow
        );
        assert!(!wild.allows_literally(Scope::Network, "http", "tcp://api.example.com:443"));
        // Brackets around an IPv6 host are the address's, not a glob class.
        let v6 = policy(json!({ "network": { "rules": [
            { "mode": "allow", "patterns": ["tcp://[::1]:8080", "tcp://[fe80::1]:*"] },
        ]}}));
        assert!(v6.allows_literally(Scope::Network, "http", "tcp://[::1]:8080"));
        assert_eq!(
            v6.decide(Scope::Network, "http", "tcp://[fe80::1]:443"),
            Mode::Allow
        );
        assert_eq!(
            v6.decide(Scope::Network, "http", "tcp://1:8080"),
            Mode::Deny
        );
        assert!(!v6.allows_literally(Scope::Network, "http", "tcp://[fe80::1]:443"));
        let later_deny = policy(json!({ "network": { "rules": [
            { "mode": "allow", "patterns": ["tcp://10.0.0.1:80"] },
            { "mode": "deny", "patterns": ["tcp://10.*:*"] },
        ]}}));
        assert!(!later_deny.allows_literally(Scope::Network, "http", "tcp://10.0.0.1:80"));
        assert_eq!(
            wild.decide(Scope::Network, "dns", "dns://api.example.com"),
            Mode::Allow
        );
        assert_eq!(
            wild.decide(Scope::Network, "http", "dns://api.example.com"),
            Mode::Deny
        );
        assert_eq!(
            wild.decide(Scope::Network, "http", "tcp://example.org:443"),
            Mode::Deny
        );
    }

    #[test]
    fn defaults() {
        let omitted = Policy::from_json("null").unwrap();
        for s in [
            Scope::Fs,
            Scope::ChildProcess,
            Scope::Process,
            Scope::Env,
            Scope::Binding,
        ] {
            assert!(omitted.allows_all(s), "{s:?}");
        }
        assert_eq!(
            omitted.decide(Scope::Network, "http", "tcp://a:1"),
            Mode::Deny
        );
        assert!(!omitted.apply_to_host());
        // An object is merged over the baseline: unlisted scopes keep it (network stays denied).
        let merged = policy(json!({ "fs": { "default": "deny" } }));
        assert_eq!(merged.decide(Scope::Fs, "read", "/x"), Mode::Deny);
        for s in [
            Scope::ChildProcess,
            Scope::Process,
            Scope::Env,
            Scope::Binding,
        ] {
            assert!(merged.allows_all(s), "{s:?}");
        }
        assert_eq!(
            merged.decide(Scope::Network, "http", "tcp://a:1"),
            Mode::Deny
        );
        // The old explicit-object behaviour is spelled out with "deny" entries.
        let explicit = policy(json!({
            "fs": "allow", "network": "deny", "childProcess": "deny",
            "process": "deny", "env": "deny", "binding": "deny",
        }));
        assert!(explicit.allows_all(Scope::Fs));
        for s in [
            Scope::Network,
            Scope::ChildProcess,
            Scope::Process,
            Scope::Env,
            Scope::Binding,
        ] {
            assert_eq!(explicit.decide(s, "x", "y"), Mode::Deny, "{s:?}");
        }
        let net = policy(json!({ "network": "allow" }));
        assert!(net.allows_all(Scope::Network));
        assert!(net.allows_all(Scope::Fs));
        let tool = policy(json!({ "tool": "allow", "applyToHost": true, "env": "ask" }));
        assert!(tool.allows_all(Scope::Binding));
        assert!(tool.apply_to_host());
        assert_eq!(tool.decide(Scope::Env, "read", "PATH"), Mode::Deny);
    }

    #[test]
    fn other_scopes() {
        let p = policy(json!({
            "childProcess": { "default": "allow", "rules": [{ "mode": "deny", "patterns": ["tar"] }] },
            "env": { "rules": [{ "mode": "allow", "patterns": ["PATH", "HOME", "LC_*"] }] },
            "binding": { "rules": [{ "mode": "allow", "operations": ["invoke"], "patterns": ["weather:forecast"] }] },
        }));
        assert_eq!(p.decide(Scope::ChildProcess, "spawn", "tar"), Mode::Deny);
        assert_eq!(p.decide(Scope::ChildProcess, "spawn", "sh"), Mode::Allow);
        assert_eq!(p.decide(Scope::ChildProcess, "spawn", "tarx"), Mode::Allow);
        assert_eq!(p.decide(Scope::Env, "read", "PATH"), Mode::Allow);
        assert_eq!(p.decide(Scope::Env, "read", "LC_ALL"), Mode::Allow);
        assert_eq!(p.decide(Scope::Env, "read", "SECRET"), Mode::Deny);
        assert_eq!(
            p.decide(Scope::Binding, "invoke", "weather:forecast"),
            Mode::Allow
        );
        assert_eq!(
            p.decide(Scope::Binding, "invoke", "weather:current"),
            Mode::Deny
        );
        // Unlisted: the baseline's allow.
        assert_eq!(
            p.decide(Scope::Process, "inspect", "process://snapshot"),
            Mode::Allow
        );
    }

    #[test]
    fn binding_rules_use_the_registry_spelling() {
        let p = policy(json!({ "binding": { "default": "allow", "rules": [
            { "mode": "deny", "patterns": ["weather:getSecret", "myTools:*"] },
        ]}}));
        let d = |r: &str| p.decide(Scope::Binding, "invoke", r);
        assert_eq!(d("weather:get-secret"), Mode::Deny);
        assert_eq!(d("weather:getSecret"), Mode::Deny);
        assert_eq!(d("weather:forecast"), Mode::Allow);
        assert_eq!(d("my-tools:list-orders"), Mode::Deny);
        assert_eq!(binding_name("weather:GetSecret"), "weather:get-secret");
        assert_eq!(binding_name("a-b:c-d"), "a-b:c-d");
        assert_eq!(binding_name("*"), "*");
    }

    #[test]
    fn aliases_are_judged_together() {
        let deny_sh = policy(json!({ "childProcess": { "default": "allow", "rules": [
            { "mode": "deny", "patterns": ["sh"] },
        ]}}));
        let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            deny_sh.decide_any(Scope::ChildProcess, "spawn", &names(&["bash", "sh"])),
            Mode::Deny
        );
        assert_eq!(
            deny_sh.decide_any(Scope::ChildProcess, "spawn", &names(&["cat"])),
            Mode::Allow
        );
        let allow_list = policy(json!({ "childProcess": { "rules": [
            { "mode": "allow", "patterns": ["sh", "cat"] },
        ]}}));
        assert_eq!(
            allow_list.decide_any(Scope::ChildProcess, "spawn", &names(&["bash", "sh"])),
            Mode::Allow
        );
        assert_eq!(
            allow_list.decide_any(Scope::ChildProcess, "spawn", &names(&["wasm:/tmp/cat"])),
            Mode::Deny
        );
        let e = allow_list
            .check_any(Scope::ChildProcess, "spawn", &names(&["wasm:/tmp/cat"]))
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "permission denied, wasm:/tmp/cat: blocked by childProcess.spawn policy"
        );
    }

    #[test]
    fn validation_names_the_field() {
        let e = invalid(json!({ "fs": { "rules": [
            { "mode": "allow" },
            { "mode": "deny", "operations": ["read", "wrte"] },
        ]}}));
        assert!(
            e.starts_with("permissions.fs.rules[1].operations[1] is not a fs operation: \"wrte\""),
            "{e}"
        );
        let e = invalid(json!({ "filesystem": "allow" }));
        assert!(
            e.starts_with("permissions.filesystem is not a permission scope"),
            "{e}"
        );
        let e = invalid(
            json!({ "network": { "rules": [{ "mode": "allow", "patterns": ["tcp://[a"] }] } }),
        );
        assert!(
            e.starts_with("permissions.network.rules[0].patterns[0] is a malformed pattern"),
            "{e}"
        );
        let e = invalid(json!({ "fs": { "rules": [{ "mode": "allow", "paths": ["data/**"] }] } }));
        assert!(
            e.starts_with("permissions.fs.rules[0].paths[0] must be an absolute"),
            "{e}"
        );
        let e = invalid(json!({ "fs": { "rules": [{ "mode": "allow", "paths": ["/a/../b"] }] } }));
        assert!(
            e.starts_with("permissions.fs.rules[0].paths[0] must not contain '..'"),
            "{e}"
        );
        let e = invalid(json!({ "fs": { "rules": [{ "mode": "allow", "paths": [] }] } }));
        assert_eq!(e, "permissions.fs.rules[0].paths must not be empty");
        let e = invalid(json!({ "fs": { "rules": [{ "mode": "allow", "operations": [] }] } }));
        assert_eq!(e, "permissions.fs.rules[0].operations must not be empty");
        let e = invalid(json!({ "fs": { "rules": [{ "operations": ["read"] }] } }));
        assert_eq!(e, "permissions.fs.rules[0].mode is required");
        let e = invalid(json!({ "env": { "rules": [{ "mode": "maybe" }] } }));
        assert!(
            e.starts_with("permissions.env.rules[0].mode must be"),
            "{e}"
        );
        let e = invalid(json!({ "env": { "rules": [{ "mode": "allow", "pattern": ["X"] }] } }));
        assert!(
            e.starts_with("permissions.env.rules[0].pattern is not a rule key"),
            "{e}"
        );
        let e = invalid(json!({ "binding": "allow", "tool": "deny" }));
        assert!(e.starts_with("permissions.tool repeats"), "{e}");
        let e = invalid(
            json!({ "process": { "rules": [{ "mode": "allow", "operations": ["kill"] }] } }),
        );
        assert!(
            e.starts_with("permissions.process.rules[0].operations[0] is not a process operation"),
            "{e}"
        );
        let e = invalid(json!({ "applyToHost": "yes" }));
        assert_eq!(e, "permissions.applyToHost must be a boolean");
        assert_eq!(invalid(json!(3)), "permissions must be an object");
        let e = Policy::from_json("{").unwrap_err().to_string();
        assert!(e.starts_with("permissions is not valid JSON"), "{e}");
    }
}
