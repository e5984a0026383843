//! Binding definitions and their validation (`bindings-cli.md` section 1).

use std::collections::BTreeMap;
use std::sync::Arc;

use serde_json::Value;

use crate::names::{kebab, valid_name, RESERVED_GROUPS};
use crate::schema;

/// Longest description, in characters.
pub const MAX_DESCRIPTION_CHARS: usize = 200;
/// Default `timeout` of a command, ms (`bindings-cli.md` 8.2).
pub const DEFAULT_TIMEOUT_MS: u64 = 30_000;

/// A definition error; the `Display` form starts with the errno name as the spec's table shows.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DefinitionError {
    /// `EINVAL`: a name, description, schema or timeout breaks a rule.
    #[error("EINVAL: {0}")]
    Invalid(String),
    /// `EEXIST`: a group or command name is taken.
    #[error("EEXIST: {0}")]
    Exists(String),
}

/// One command as the embedder declares it.
#[derive(Debug, Clone)]
pub struct CommandSpec {
    /// The key as written (camelCase allowed).
    pub key: String,
    pub description: String,
    /// A JSON Schema (already converted from Zod by the embedder).
    pub schema: Value,
    /// `[{description, input}]`, shown by `--help`.
    pub examples: Vec<Value>,
    /// ms; 0 = no timeout.
    pub timeout_ms: u64,
    /// Fill in `default`s of absent properties (plain JSON schemas; Zod applies its own).
    pub fill_defaults: bool,
    /// Opaque id the embedder uses to find the function to call.
    pub handler: u64,
}

/// One group as the embedder declares it.
#[derive(Debug, Clone)]
pub struct GroupSpec {
    /// The name as written (camelCase allowed).
    pub key: String,
    pub description: String,
    pub commands: Vec<CommandSpec>,
}

/// A validated command: its kebab-case name and the declaration, whose `schema` is the prepared
/// one (see [`schema::prepare`]).
#[derive(Debug, Clone)]
pub struct Command {
    /// kebab-case name.
    pub name: String,
    pub spec: CommandSpec,
}

/// A validated group; commands by name.
#[derive(Debug, Clone)]
pub struct Group {
    pub name: String,
    pub key: String,
    pub description: String,
    pub commands: BTreeMap<String, Command>,
}

/// Every binding group of a VM, by name.
#[derive(Debug, Clone, Default)]
pub struct Bindings {
    groups: BTreeMap<String, Arc<Group>>,
}

fn check_description(what: &str, d: &str) -> Result<(), DefinitionError> {
    let n = d.chars().count();
    if d.trim().is_empty() {
        return Err(DefinitionError::Invalid(format!(
            "{what} description is empty"
        )));
    }
    if n > MAX_DESCRIPTION_CHARS {
        return Err(DefinitionError::Invalid(format!(
            "{what} description is {n} characters, max is {MAX_DESCRIPTION_CHARS}"
        )));
    }
    Ok(())
}

impl Bindings {
    /// Validates `specs` (`bindings-cli.md` section 1). Errors name the group or command.
    pub fn new(specs: Vec<GroupSpec>) -> Result<Bindings, DefinitionError> {
        let mut groups = BTreeMap::new();
        for g in specs {
            let name = kebab(&g.key);
            if !valid_name(&name) {
                return Err(DefinitionError::Invalid(format!(
                    "binding group name \"{}\" is invalid (lowercase letters, digits and single hyphens, at most 64 characters)",
                    g.key
                )));
            }
            if RESERVED_GROUPS.contains(&name.as_str()) {
                return Err(DefinitionError::Invalid(format!(
                    "binding group name \"{name}\" is reserved"
                )));
            }
            check_description(&format!("binding group \"{name}\""), &g.description)?;
            if g.commands.is_empty() {
                return Err(DefinitionError::Invalid(format!(
                    "binding group \"{name}\" has no commands"
                )));
            }
            if groups.contains_key(&name) {
                return Err(DefinitionError::Exists(format!(
                    "binding group already registered: {name}"
                )));
            }
            let mut commands = BTreeMap::new();
            for c in g.commands {
                let cname = kebab(&c.key);
                if !valid_name(&cname) {
                    return Err(DefinitionError::Invalid(format!(
                        "binding command name \"{}\" in group \"{name}\" is invalid",
                        c.key
                    )));
                }
                let full = format!("{name}:{cname}");
                check_description(&format!("binding \"{full}\""), &c.description)?;
                if commands.contains_key(&cname) {
                    return Err(DefinitionError::Exists(format!(
                        "binding command already registered: {full}"
                    )));
                }
                let mut spec = c;
                spec.schema = schema::prepare(std::mem::take(&mut spec.schema))
                    .map_err(|e| DefinitionError::Invalid(format!("{e} (binding {full})")))?;
                commands.insert(cname.clone(), Command { name: cname, spec });
            }
            groups.insert(
                name.clone(),
                Arc::new(Group {
                    name,
                    key: g.key,
                    description: g.description,
                    commands,
                }),
            );
        }
        Ok(Bindings { groups })
    }

    /// The group called `name` (kebab-case).
    pub fn group(&self, name: &str) -> Option<&Arc<Group>> {
        self.groups.get(name)
    }

    /// Groups in name order.
    pub fn groups(&self) -> impl Iterator<Item = &Arc<Group>> {
        self.groups.values()
    }

    /// Group names in name order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.groups.keys().map(String::as_str)
    }

    pub fn is_empty(&self) -> bool {
        self.groups.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn cmd(key: &str) -> CommandSpec {
        CommandSpec {
            key: key.into(),
            description: "d".into(),
            schema: json!({"type": "object", "properties": {}}),
            examples: vec![],
            timeout_ms: DEFAULT_TIMEOUT_MS,
            fill_defaults: true,
            handler: 0,
        }
    }

    fn group(key: &str, commands: Vec<CommandSpec>) -> GroupSpec {
        GroupSpec {
            key: key.into(),
            description: "group".into(),
            commands,
        }
    }

    #[test]
    fn converts_names() {
        let b = Bindings::new(vec![group("orderStore", vec![cmd("listOrders")])]).unwrap();
        let g = b.group("order-store").unwrap();
        assert!(g.commands.contains_key("list-orders"));
    }

    #[test]
    fn rejects_bad_definitions() {
        let e = Bindings::new(vec![group("bad_name", vec![cmd("a")])]).unwrap_err();
        assert!(e
            .to_string()
            .starts_with("EINVAL: binding group name \"bad_name\" is invalid"));
        let e = Bindings::new(vec![group("list-tools", vec![cmd("a")])]).unwrap_err();
        assert!(e.to_string().contains("reserved"));
        let e = Bindings::new(vec![group("a", vec![])]).unwrap_err();
        assert!(e.to_string().contains("no commands"));
        let e = Bindings::new(vec![group("a", vec![cmd("x")]), group("a", vec![cmd("y")])])
            .unwrap_err();
        assert_eq!(e.to_string(), "EEXIST: binding group already registered: a");
        let e = Bindings::new(vec![group("a", vec![cmd("getX"), cmd("get-x")])]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "EEXIST: binding command already registered: a:get-x"
        );
        let mut long = group("browser", vec![cmd("a")]);
        long.description = "x".repeat(201);
        let e = Bindings::new(vec![long]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "EINVAL: binding group \"browser\" description is 201 characters, max is 200"
        );
        let mut c = cmd("a");
        c.schema = json!({"type": "string"});
        let e = Bindings::new(vec![group("g", vec![c])]).unwrap_err();
        assert!(e.to_string().contains("HostToolSchemaConversionError at $"));
    }
}
