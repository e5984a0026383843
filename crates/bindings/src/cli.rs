//! The command grammar of `agentos` and `agentos-<group>` (`bindings-cli.md` sections 5-8):
//! help and list output, input assembly from `--json`/`--json-file`/stdin/flags, flag parsing and
//! schema validation. The result is either text to print or an [`Invocation`] to run.

use std::sync::Arc;

use serde_json::{Map, Value};

use crate::registry::{Bindings, Command, Group};
use crate::schema::{self, FlagKind, Property};

/// Where input outside the argument list comes from.
pub trait InputSource {
    /// Reads the process's stdin to EOF. `Err` carries a readable reason.
    fn stdin(&mut self) -> Result<Vec<u8>, String>;
    /// Reads a file; `path` is as given (relative to the process's cwd).
    fn file(&mut self, path: &str) -> Result<Vec<u8>, String>;
}

/// What to print and the exit status.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Output {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub exit: i32,
}

impl Output {
    /// Compact JSON `{"ok":true,"result":<result>}` and a newline, exit 0.
    pub fn ok(result: Value) -> Output {
        let mut env = Map::new();
        env.insert("ok".into(), Value::Bool(true));
        env.insert("result".into(), result);
        let mut stdout = Value::Object(env).to_string().into_bytes();
        stdout.push(b'\n');
        Output {
            stdout,
            stderr: Vec::new(),
            exit: 0,
        }
    }

    /// `message` and a newline on stderr, exit 1.
    pub fn fail(message: impl AsRef<str>) -> Output {
        let mut stderr = message.as_ref().as_bytes().to_vec();
        if !stderr.ends_with(b"\n") {
            stderr.push(b'\n');
        }
        Output {
            stdout: Vec::new(),
            stderr,
            exit: 1,
        }
    }

    /// The success envelope around an already serialised JSON `result` (from the host function).
    pub fn ok_raw(result_json: &str) -> Output {
        let mut stdout = Vec::with_capacity(result_json.len() + 24);
        stdout.extend_from_slice(b"{\"ok\":true,\"result\":");
        stdout.extend_from_slice(result_json.as_bytes());
        stdout.extend_from_slice(b"}\n");
        Output {
            stdout,
            stderr: Vec::new(),
            exit: 0,
        }
    }
}

/// A validated call to run.
#[derive(Debug, Clone)]
pub struct Invocation {
    pub group: Arc<Group>,
    /// The command name (kebab-case) within `group`.
    pub command: String,
    /// The input object after merging, defaults and validation.
    pub input: Value,
}

impl Invocation {
    /// The command definition.
    pub fn command(&self) -> Option<&Command> {
        self.group.commands.get(&self.command)
    }
}

/// What the dispatcher decided.
#[derive(Debug, Clone)]
pub enum Action {
    Print(Output),
    Invoke(Invocation),
}

/// How the dispatcher was started.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Invoked<'a> {
    /// `agentos`.
    Master,
    /// `agentos-<group>`.
    Group(&'a str),
}

const USAGE: &str = "Usage: agentos <command>

Commands:
  list-bindings [group]       List binding groups, or the commands of one group
  <group> --help              Describe a group
  <group> <command> --help    Describe a command
  <group> <command> [flags]   Run a binding
";

fn is_help(arg: &str) -> bool {
    arg == "--help" || arg == "-h"
}

fn unknown_group(bindings: &Bindings, name: &str) -> Output {
    let names: Vec<&str> = bindings.names().collect();
    Output::fail(format!(
        "No binding group \"{name}\". Available: {}",
        names.join(", ")
    ))
}

/// Runs the grammar of section 5 for `args` (without argv\[0\]).
pub fn dispatch(
    bindings: &Bindings,
    invoked: Invoked<'_>,
    args: &[String],
    io: &mut dyn InputSource,
) -> Action {
    match invoked {
        Invoked::Group(name) => match bindings.group(name) {
            Some(g) => group_action(g, args, io),
            None => Action::Print(unknown_group(bindings, name)),
        },
        Invoked::Master => {
            let Some(first) = args.first() else {
                return Action::Print(usage());
            };
            let rest = &args[1..];
            match first.as_str() {
                a if is_help(a) => Action::Print(usage()),
                "list-bindings" | "list-host-functions" => {
                    Action::Print(list(bindings, rest, ListStyle::Bindings))
                }
                "list-tools" => Action::Print(list(bindings, rest, ListStyle::Tools)),
                name => match bindings.group(name) {
                    Some(g) => group_action(g, rest, io),
                    None => Action::Print(unknown_group(bindings, name)),
                },
            }
        }
    }
}

fn usage() -> Output {
    Output {
        stdout: USAGE.as_bytes().to_vec(),
        stderr: Vec::new(),
        exit: 0,
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum ListStyle {
    Bindings,
    Tools,
}

fn list(bindings: &Bindings, rest: &[String], style: ListStyle) -> Output {
    let (list_key, item_key) = match style {
        ListStyle::Bindings => ("bindings", "commands"),
        ListStyle::Tools => ("toolkits", "tools"),
    };
    match rest.first() {
        None => {
            let items: Vec<Value> = bindings
                .groups()
                .map(|g| {
                    let mut m = Map::new();
                    m.insert("name".into(), Value::String(g.name.clone()));
                    m.insert("description".into(), Value::String(g.description.clone()));
                    m.insert(
                        item_key.into(),
                        Value::Array(g.commands.keys().cloned().map(Value::String).collect()),
                    );
                    Value::Object(m)
                })
                .collect();
            let mut m = Map::new();
            m.insert(list_key.into(), Value::Array(items));
            Output::ok(Value::Object(m))
        }
        Some(name) => match bindings.group(name) {
            Some(g) => Output::ok(describe_group(g, item_key, false)),
            None => unknown_group(bindings, name),
        },
    }
}

fn describe_group(g: &Group, item_key: &str, examples: bool) -> Value {
    let mut commands = Map::new();
    for (name, c) in &g.commands {
        let mut m = Map::new();
        m.insert(
            "description".into(),
            Value::String(c.spec.description.clone()),
        );
        m.insert("flags".into(), schema::flag_descriptors(&c.spec.schema));
        if examples {
            m.insert("examples".into(), Value::Array(c.spec.examples.clone()));
        }
        commands.insert(name.clone(), Value::Object(m));
    }
    let mut m = Map::new();
    m.insert("name".into(), Value::String(g.name.clone()));
    m.insert("description".into(), Value::String(g.description.clone()));
    m.insert(item_key.into(), Value::Object(commands));
    Value::Object(m)
}

fn describe_command(g: &Group, c: &Command) -> Value {
    let mut m = Map::new();
    m.insert("group".into(), Value::String(g.name.clone()));
    m.insert("command".into(), Value::String(c.name.clone()));
    m.insert("toolkit".into(), Value::String(g.name.clone()));
    m.insert("tool".into(), Value::String(c.name.clone()));
    m.insert(
        "description".into(),
        Value::String(c.spec.description.clone()),
    );
    m.insert("flags".into(), schema::flag_descriptors(&c.spec.schema));
    m.insert("examples".into(), Value::Array(c.spec.examples.clone()));
    Value::Object(m)
}

fn group_action(g: &Arc<Group>, args: &[String], io: &mut dyn InputSource) -> Action {
    let Some(first) = args.first() else {
        return Action::Print(Output::ok(describe_group(g, "commands", true)));
    };
    if is_help(first) {
        return Action::Print(Output::ok(describe_group(g, "commands", true)));
    }
    let Some(c) = g.commands.get(first.as_str()) else {
        let names: Vec<&str> = g.commands.keys().map(String::as_str).collect();
        return Action::Print(Output::fail(format!(
            "No command \"{first}\" in group \"{}\". Available: {}",
            g.name,
            names.join(", ")
        )));
    };
    let rest = &args[1..];
    if rest.first().is_some_and(|a| is_help(a)) {
        return Action::Print(Output::ok(describe_command(g, c)));
    }
    match assemble_input(c, rest, io) {
        Ok(Assembled::Help) => Action::Print(Output::ok(describe_command(g, c))),
        Ok(Assembled::Input(input)) => Action::Invoke(Invocation {
            group: g.clone(),
            command: c.name.clone(),
            input,
        }),
        Err(msg) => Action::Print(Output::fail(msg)),
    }
}

enum Assembled {
    Input(Value),
    Help,
}

fn parse_object(bytes: &[u8], what: &str) -> Result<Map<String, Value>, String> {
    let text = String::from_utf8_lossy(bytes);
    if text.trim().is_empty() && what == "stdin" {
        return Ok(Map::new());
    }
    let v: Value = serde_json::from_str(&text).map_err(|e| match what {
        "--json" => format!("Invalid JSON for --json: {e}"),
        "stdin" => format!("Invalid JSON on stdin: {e}"),
        _ => format!("Invalid JSON file: {e}"),
    })?;
    match v {
        Value::Object(m) => Ok(m),
        _ => Err("Input must be a JSON object".into()),
    }
}

fn find_property<'p>(props: &'p [Property], name: &str) -> Option<&'p Property> {
    props
        .iter()
        .find(|p| p.flag == name)
        .or_else(|| props.iter().find(|p| p.key == name))
}

fn convert_scalar(kind: &FlagKind, flag: &str, raw: &str) -> Result<Value, String> {
    match kind {
        FlagKind::String => Ok(Value::String(raw.to_string())),
        FlagKind::Number => raw
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|x| x.is_finite() && !raw.trim().is_empty())
            .and_then(serde_json::Number::from_f64)
            .map(|n| {
                // Keep integral values integral (`2` rather than `2.0`).
                if n.as_f64()
                    .is_some_and(|f| f.fract() == 0.0 && f.abs() < 9.007e15)
                {
                    Value::from(n.as_f64().unwrap_or_default() as i64)
                } else {
                    Value::Number(n)
                }
            })
            .ok_or_else(|| format!("Flag --{flag} expects a number, got \"{raw}\"")),
        FlagKind::Integer => {
            let t = raw.trim();
            if let Ok(i) = t.parse::<i64>() {
                return Ok(Value::from(i));
            }
            match t.parse::<f64>() {
                Ok(f) if f.is_finite() && f.fract() == 0.0 && f.abs() < 9.007e15 => {
                    Ok(Value::from(f as i64))
                }
                _ => Err(format!("Flag --{flag} expects an integer, got \"{raw}\"")),
            }
        }
        FlagKind::Boolean => match raw {
            "true" => Ok(Value::Bool(true)),
            "false" => Ok(Value::Bool(false)),
            _ => Err(format!(
                "Flag --{flag} expects true or false, got \"{raw}\""
            )),
        },
        FlagKind::Enum(values) => {
            if values.iter().any(|v| v == raw) {
                Ok(Value::String(raw.to_string()))
            } else {
                Err(format!(
                    "Flag --{flag} expects one of: {}; got \"{raw}\"",
                    values.join(", ")
                ))
            }
        }
        FlagKind::Json | FlagKind::Array(_) | FlagKind::Record => {
            Ok(serde_json::from_str(raw).unwrap_or_else(|_| Value::String(raw.to_string())))
        }
    }
}

fn assemble_input(
    c: &Command,
    args: &[String],
    io: &mut dyn InputSource,
) -> Result<Assembled, String> {
    let props = schema::properties(&c.spec.schema);
    let required = schema::required_keys(&c.spec.schema);
    let mut base: Option<Map<String, Value>> = None;
    let mut flags: Map<String, Value> = Map::new();
    if args.is_empty() && !required.is_empty() {
        base = Some(parse_object(&io.stdin()?, "stdin")?);
    }
    let mut i = 0;
    while i < args.len() {
        let tok = &args[i];
        i += 1;
        let Some(body) = tok.strip_prefix("--").filter(|b| !b.is_empty()) else {
            return Err(format!("Unexpected positional argument: \"{tok}\""));
        };
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (body, None),
        };
        let take_value = |i: &mut usize| -> Result<String, String> {
            if let Some(v) = inline.clone() {
                return Ok(v);
            }
            match args.get(*i) {
                Some(v) => {
                    *i += 1;
                    Ok(v.clone())
                }
                None => Err(format!("Flag --{name} requires a value")),
            }
        };
        if (name == "json" || name == "json-file") && find_property(&props, name).is_none() {
            if base.is_some() {
                return Err("Only one of --json and --json-file may be given".into());
            }
            let value = take_value(&mut i)?;
            let obj = if name == "json" {
                if value == "-" {
                    parse_object(&io.stdin()?, "--json")?
                } else {
                    parse_object(value.as_bytes(), "--json")?
                }
            } else {
                let bytes = if value == "-" {
                    io.stdin()
                } else {
                    io.file(&value)
                }
                .map_err(|e| format!("Invalid JSON file: {e}"))?;
                parse_object(&bytes, "--json-file")?
            };
            base = Some(obj);
            continue;
        }
        if name == "help" && find_property(&props, name).is_none() {
            return Ok(Assembled::Help);
        }
        let (prop, negated) = match find_property(&props, name) {
            Some(p) => (p, false),
            None => match name
                .strip_prefix("no-")
                .and_then(|n| find_property(&props, n))
                .filter(|p| p.kind == FlagKind::Boolean)
            {
                Some(p) => (p, true),
                None => return Err(format!("Unknown flag: --{name}")),
            },
        };
        let flag = prop.flag.as_str();
        let value = match &prop.kind {
            FlagKind::Boolean if negated => {
                if inline.is_some() {
                    return Err(format!("Flag --{name} does not take a value"));
                }
                Value::Bool(false)
            }
            FlagKind::Boolean => match inline.as_deref() {
                None => Value::Bool(true),
                Some(v) => convert_scalar(&FlagKind::Boolean, flag, v)?,
            },
            FlagKind::Array(item) => {
                let raw = take_value(&mut i)?;
                let v = convert_scalar(item, flag, &raw)?;
                let mut items = match flags.remove(&prop.key) {
                    Some(Value::Array(a)) => a,
                    _ => Vec::new(),
                };
                items.push(v);
                Value::Array(items)
            }
            FlagKind::Record => {
                let raw = take_value(&mut i)?;
                let Some((k, v)) = raw.split_once('=') else {
                    return Err(format!("Flag --{flag} expects KEY=VALUE, got \"{raw}\""));
                };
                let mut m = match flags.remove(&prop.key) {
                    Some(Value::Object(m)) => m,
                    _ => Map::new(),
                };
                m.insert(k.to_string(), Value::String(v.to_string()));
                Value::Object(m)
            }
            kind => {
                let raw = take_value(&mut i)?;
                convert_scalar(kind, flag, &raw)?
            }
        };
        flags.insert(prop.key.clone(), value);
    }
    let mut input = base.unwrap_or_default();
    for (k, v) in flags {
        input.insert(k, v);
    }
    let mut input = Value::Object(input);
    if c.spec.fill_defaults {
        schema::fill_defaults(&c.spec.schema, &mut input);
    }
    if let Some(missing) = required.iter().find(|k| input.get(k.as_str()).is_none()) {
        let flag = props
            .iter()
            .find(|p| &p.key == missing)
            .map(|p| p.flag.clone())
            .unwrap_or_else(|| crate::names::kebab(missing));
        return Err(format!("Missing required flag: --{flag}"));
    }
    schema::validate(&c.spec.schema, &input).map_err(|v| v.to_string())?;
    Ok(Assembled::Input(input))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::{CommandSpec, GroupSpec};
    use serde_json::json;

    struct Io {
        stdin: Vec<u8>,
        read_stdin: bool,
    }

    impl InputSource for Io {
        fn stdin(&mut self) -> Result<Vec<u8>, String> {
            self.read_stdin = true;
            Ok(std::mem::take(&mut self.stdin))
        }
        fn file(&mut self, path: &str) -> Result<Vec<u8>, String> {
            match path {
                "in.json" => Ok(br#"{"city":"Lima"}"#.to_vec()),
                _ => Err(format!("{path}: No such file or directory")),
            }
        }
    }

    fn io() -> Io {
        Io {
            stdin: Vec::new(),
            read_stdin: false,
        }
    }

    fn bindings() -> Bindings {
        Bindings::new(vec![GroupSpec {
            key: "weather".into(),
            description: "Weather lookups".into(),
            commands: vec![
                CommandSpec {
                    key: "forecast".into(),
                    description: "Forecast for a city".into(),
                    schema: json!({
                        "type": "object",
                        "properties": {
                            "city": {"type": "string"},
                            "days": {"type": "integer"},
                            "units": {"type": "string", "enum": ["c", "f"]},
                            "tags": {"type": "array", "items": {"type": "string"}},
                            "verbose": {"type": "boolean"},
                            "fullPage": {"type": "boolean"},
                            "env": {"type": "object", "additionalProperties": {"type": "string"}},
                            "ratio": {"type": "number"}
                        },
                        "required": ["city"]
                    }),
                    examples: vec![json!({"description": "Paris", "input": {"city": "Paris"}})],
                    timeout_ms: 1000,
                    fill_defaults: true,
                    handler: 7,
                },
                CommandSpec {
                    key: "ping".into(),
                    description: "Ping".into(),
                    schema: json!({"type": "object", "properties": {"n": {"type": "integer", "default": 1}}}),
                    examples: vec![],
                    timeout_ms: 1000,
                    fill_defaults: true,
                    handler: 8,
                },
            ],
        }])
        .unwrap()
    }

    fn args(s: &[&str]) -> Vec<String> {
        s.iter().map(|a| a.to_string()).collect()
    }

    fn run(invoked: Invoked<'_>, a: &[&str]) -> Result<Value, Output> {
        match dispatch(&bindings(), invoked, &args(a), &mut io()) {
            Action::Invoke(inv) => Ok(inv.input),
            Action::Print(o) => Err(o),
        }
    }

    fn err(invoked: Invoked<'_>, a: &[&str]) -> String {
        let o = run(invoked, a).unwrap_err();
        assert_eq!(o.exit, 1, "{o:?}");
        assert!(o.stdout.is_empty());
        String::from_utf8(o.stderr).unwrap().trim_end().to_string()
    }

    fn printed(invoked: Invoked<'_>, a: &[&str]) -> Value {
        let o = run(invoked, a).unwrap_err();
        assert_eq!(o.exit, 0);
        serde_json::from_slice(&o.stdout).unwrap()
    }

    const W: Invoked<'static> = Invoked::Group("weather");

    #[test]
    fn worked_example_inputs() {
        assert_eq!(
            run(W, &["forecast", "--city", "Paris", "--days", "3"]).unwrap(),
            json!({"city": "Paris", "days": 3})
        );
        assert_eq!(
            run(
                Invoked::Master,
                &[
                    "weather",
                    "forecast",
                    "--city=Paris",
                    "--units",
                    "f",
                    "--tags",
                    "a",
                    "--tags",
                    "b",
                    "--no-verbose"
                ]
            )
            .unwrap(),
            json!({"city": "Paris", "units": "f", "tags": ["a", "b"], "verbose": false})
        );
        assert_eq!(
            run(W, &["forecast", "--json", r#"{"city":"Oslo","days":2}"#]).unwrap(),
            json!({"city": "Oslo", "days": 2})
        );
        assert_eq!(
            run(
                W,
                &[
                    "forecast",
                    "--days",
                    "5",
                    "--json",
                    r#"{"city":"Oslo","days":2}"#
                ]
            )
            .unwrap(),
            json!({"city": "Oslo", "days": 5})
        );
        assert_eq!(
            run(W, &["forecast", "--json-file", "in.json"]).unwrap(),
            json!({"city": "Lima"})
        );
        assert_eq!(
            run(
                W,
                &[
                    "forecast",
                    "--city",
                    "-x",
                    "--full-page",
                    "--fullPage=false"
                ]
            )
            .unwrap(),
            json!({"city": "-x", "fullPage": false})
        );
        assert_eq!(
            run(
                W,
                &["forecast", "--city", "a", "--env", "A=1", "--env", "B=x=y", "--ratio", "2.5"]
            )
            .unwrap(),
            json!({"city": "a", "env": {"A": "1", "B": "x=y"}, "ratio": 2.5})
        );
        assert_eq!(run(W, &["ping"]).unwrap(), json!({"n": 1}));
    }

    #[test]
    fn implicit_stdin_only_without_arguments_and_with_required_properties() {
        let b = bindings();
        let mut i = Io {
            stdin: br#"{"city":"Rome"}"#.to_vec(),
            read_stdin: false,
        };
        match dispatch(&b, W, &args(&["forecast"]), &mut i) {
            Action::Invoke(inv) => assert_eq!(inv.input, json!({"city": "Rome"})),
            Action::Print(o) => panic!("{o:?}"),
        }
        assert!(i.read_stdin);
        let mut i = io();
        let _ = dispatch(&b, W, &args(&["ping"]), &mut i);
        assert!(!i.read_stdin, "no required property: stdin is not read");
        let mut i = io();
        match dispatch(&b, W, &args(&["forecast"]), &mut i) {
            Action::Print(o) => assert_eq!(o.stderr, b"Missing required flag: --city\n"),
            Action::Invoke(_) => panic!("empty stdin is {{}}"),
        }
    }

    #[test]
    fn worked_example_errors() {
        assert_eq!(
            err(W, &["forecast", "--days", "3"]),
            "Missing required flag: --city"
        );
        assert_eq!(
            err(W, &["forecast", "--city", "X", "--days", "two"]),
            "Flag --days expects an integer, got \"two\""
        );
        assert_eq!(
            err(W, &["forecast", "--city", "X", "--days", "1.5"]),
            "Flag --days expects an integer, got \"1.5\""
        );
        assert_eq!(
            err(W, &["forecast", "--json", r#"{"city":"X","days":"2"}"#]),
            "ToolInputSchemaViolation at $.days: expected integer, got string"
        );
        assert_eq!(
            err(W, &["forecast", "--city", "X", "--wind"]),
            "Unknown flag: --wind"
        );
        assert_eq!(
            err(W, &["forecast", "--city"]),
            "Flag --city requires a value"
        );
        assert_eq!(
            err(W, &["forecast", "paris"]),
            "Unexpected positional argument: \"paris\""
        );
        assert_eq!(
            err(W, &["forecast", "--verbose", "true", "--city", "x"]),
            "Unexpected positional argument: \"true\""
        );
        assert_eq!(
            err(W, &["forecast", "--city", "x", "--units", "k"]),
            "Flag --units expects one of: c, f; got \"k\""
        );
        assert_eq!(
            err(W, &["forecast", "--city", "x", "--ratio", "abc"]),
            "Flag --ratio expects a number, got \"abc\""
        );
        assert_eq!(
            err(W, &["forecast", "--city", "x", "--env", "A"]),
            "Flag --env expects KEY=VALUE, got \"A\""
        );
        assert_eq!(
            err(W, &["forecast", "--json", "{}", "--json-file", "in.json"]),
            "Only one of --json and --json-file may be given"
        );
        assert!(err(W, &["forecast", "--json", "{"]).starts_with("Invalid JSON for --json: "));
        assert_eq!(
            err(W, &["forecast", "--json", "[1]"]),
            "Input must be a JSON object"
        );
        assert!(
            err(W, &["forecast", "--json-file", "nope.json"]).starts_with("Invalid JSON file: ")
        );
        assert_eq!(
            err(W, &["nope"]),
            "No command \"nope\" in group \"weather\". Available: forecast, ping"
        );
        assert_eq!(
            err(Invoked::Master, &["nope"]),
            "No binding group \"nope\". Available: weather"
        );
    }

    #[test]
    fn help_and_lists() {
        let g = printed(W, &["--help"]);
        assert_eq!(g["ok"], json!(true));
        assert_eq!(g["result"]["name"], "weather");
        assert_eq!(
            g["result"]["commands"]["forecast"]["examples"][0]["description"],
            "Paris"
        );
        assert_eq!(printed(W, &[]), g);
        assert_eq!(printed(Invoked::Master, &["weather"]), g);
        let c = printed(W, &["forecast", "--help"]);
        assert_eq!(c["result"]["tool"], "forecast");
        assert_eq!(c["result"]["flags"][0]["flag"], "--city");
        assert_eq!(printed(W, &["forecast", "-h"]), c);
        assert_eq!(printed(W, &["forecast", "--city", "x", "--help"]), c);
        let l = printed(Invoked::Master, &["list-bindings"]);
        assert_eq!(
            l,
            json!({"ok": true, "result": {"bindings": [{"name": "weather", "description": "Weather lookups", "commands": ["forecast", "ping"]}]}})
        );
        let t = printed(Invoked::Master, &["list-tools"]);
        assert_eq!(
            t["result"]["toolkits"][0]["tools"],
            json!(["forecast", "ping"])
        );
        assert_eq!(printed(Invoked::Master, &["list-host-functions"]), l);
        let lg = printed(Invoked::Master, &["list-tools", "weather"]);
        assert!(lg["result"]["tools"]["forecast"]["flags"].is_array());
        assert!(lg["result"]["tools"]["forecast"].get("examples").is_none());
        let u = run(Invoked::Master, &[]).unwrap_err();
        assert!(String::from_utf8(u.stdout)
            .unwrap()
            .starts_with("Usage: agentos <command>"));
    }

    #[test]
    fn envelopes() {
        assert_eq!(
            Output::ok_raw("{\"a\":1}").stdout,
            b"{\"ok\":true,\"result\":{\"a\":1}}\n"
        );
        assert_eq!(
            Output::ok(Value::Null).stdout,
            b"{\"ok\":true,\"result\":null}\n"
        );
    }
}
