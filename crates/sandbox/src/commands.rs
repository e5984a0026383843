//! The `agentos-sandbox` commands (binding group `sandbox`, `sandbox.md` 3), implemented in Rust
//! against `/v1/processes/*`: the dispatcher validates the flags against the schemas below and
//! hands the call to [`SandboxCommands`], which answers on the sandbox runtime.

use std::sync::Arc;

use agentos_bindings::{CommandSpec, GroupSpec, Output, RustCall, RustGroup, RustReply};
use base64::Engine as _;
use serde_json::{json, Map, Value};

use crate::client::RunRequest;
use crate::error::SandboxError;
use crate::sandbox::{Live, Sandbox};

/// The group name.
pub const GROUP: &str = "sandbox";
/// The group description.
pub const DESCRIPTION: &str =
    "Execute commands and manage processes in a remote sandbox environment.";
/// Binding timeout of `run-command`, ms.
pub const RUN_COMMAND_TIMEOUT_MS: u64 = 120_000;

fn string(description: &str) -> Value {
    json!({"type": "string", "description": description})
}

fn command_props() -> Map<String, Value> {
    let mut m = Map::new();
    m.insert(
        "command".into(),
        string("Program to run (looked up on the sandbox PATH); a whole command line runs through sh -c when no args are given"),
    );
    m.insert(
        "args".into(),
        json!({"type": "array", "items": {"type": "string"}, "description": "Arguments (repeat the flag)"}),
    );
    m.insert(
        "cwd".into(),
        string("Working directory in the sandbox (default: the mount root)"),
    );
    m.insert(
        "env".into(),
        json!({"type": "object", "additionalProperties": {"type": "string"}, "description": "Environment variables KEY=VALUE (repeat the flag)"}),
    );
    m
}

fn id_prop() -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("id".into(), string("Process id (proc_<n>)"));
    m
}

fn schema(props: Map<String, Value>, required: &[&str]) -> Value {
    json!({"type": "object", "properties": props, "required": required})
}

fn spec(
    key: &str,
    description: &str,
    schema: Value,
    examples: Vec<Value>,
    timeout_ms: u64,
) -> CommandSpec {
    CommandSpec {
        key: key.into(),
        description: description.into(),
        schema,
        examples,
        timeout_ms,
        fill_defaults: true,
        handler: 0,
    }
}

/// The group definition (names, schemas, examples, timeouts).
pub fn group_spec() -> GroupSpec {
    let mut run = command_props();
    run.insert(
        "timeoutMs".into(),
        json!({"type": "integer", "minimum": 0, "description": "Kill the command after this many ms (server default 30000)"}),
    );
    run.insert(
        "outputJson".into(),
        json!({"type": "boolean", "description": "Print the JSON envelope {stdout, stderr, exitCode, ...} instead of passing the output through"}),
    );
    let mut logs = id_prop();
    logs.insert(
        "stream".into(),
        json!({"type": "string", "enum": ["stdout", "stderr", "combined"], "description": "Which stream (default combined)"}),
    );
    logs.insert(
        "tail".into(),
        json!({"type": "integer", "minimum": 0, "description": "Only the last N entries"}),
    );
    let mut input = id_prop();
    input.insert(
        "data".into(),
        string("Text to write to the process's stdin"),
    );
    input.insert("input".into(), string("Alias of --data"));
    let d = crate::DEFAULT_BINDING_TIMEOUT_MS;
    GroupSpec {
        key: GROUP.into(),
        description: DESCRIPTION.into(),
        commands: vec![
            spec(
                "run-command",
                "Run a command in the sandbox and wait for it; its output and exit status pass through",
                schema(run, &["command"]),
                vec![json!({"description": "Run a script", "input": {"command": "node", "args": ["/app/index.ts"]}})],
                RUN_COMMAND_TIMEOUT_MS,
            ),
            spec(
                "create-process",
                "Start a background process in the sandbox",
                schema(command_props(), &["command"]),
                vec![json!({"description": "A dev server", "input": {"command": "npm", "args": ["run", "dev"]}})],
                d,
            ),
            spec(
                "list-processes",
                "List the sandbox's processes",
                schema(Map::new(), &[]),
                vec![],
                d,
            ),
            spec(
                "get-process-logs",
                "Read a process's output",
                schema(logs, &["id"]),
                vec![json!({"description": "Last 20 entries", "input": {"id": "proc_1", "tail": 20}})],
                d,
            ),
            spec(
                "stop-process",
                "Stop a process (SIGTERM)",
                schema(id_prop(), &["id"]),
                vec![],
                d,
            ),
            spec(
                "kill-process",
                "Kill a process (SIGKILL)",
                schema(id_prop(), &["id"]),
                vec![],
                d,
            ),
            spec(
                "send-input",
                "Write text to a process's stdin",
                schema(input, &["id"]),
                vec![json!({"description": "A line", "input": {"id": "proc_1", "data": "yes\n"}})],
                d,
            ),
        ],
    }
}

/// The group's implementation over one [`Sandbox`].
pub struct SandboxCommands {
    sandbox: Arc<Sandbox>,
}

impl SandboxCommands {
    pub fn new(sandbox: Arc<Sandbox>) -> Self {
        SandboxCommands { sandbox }
    }
}

impl RustGroup for SandboxCommands {
    fn invoke(&self, call: RustCall, reply: RustReply) {
        let sandbox = self.sandbox.clone();
        match crate::runtime::handle() {
            Ok(h) => {
                h.spawn(async move {
                    let out = run(&sandbox, &call.command, &call.input).await;
                    reply(out);
                });
            }
            Err(e) => reply(Output::fail(e.command_message())),
        }
    }
}

fn str_field<'a>(input: &'a Value, key: &str) -> Option<&'a str> {
    input.get(key).and_then(Value::as_str)
}

fn strings(input: &Value, key: &str) -> Vec<String> {
    input
        .get(key)
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(|v| v.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// `{command, args}` with the command-line compatibility rule of `sandbox.md` 3.
fn command_and_args(input: &Value) -> (String, Vec<String>) {
    let command = str_field(input, "command").unwrap_or_default().to_string();
    let args = strings(input, "args");
    if args.is_empty() && command.chars().any(char::is_whitespace) {
        ("sh".into(), vec!["-c".into(), command])
    } else {
        (command, args)
    }
}

fn env_of(input: &Value) -> Option<Map<String, Value>> {
    input.get("env").and_then(Value::as_object).cloned()
}

fn pick(v: &Value, keys: &[&str]) -> Value {
    let mut m = Map::new();
    for k in keys {
        m.insert((*k).into(), v.get(*k).cloned().unwrap_or(Value::Null));
    }
    Value::Object(m)
}

async fn run(sb: &Sandbox, command: &str, input: &Value) -> Output {
    let out = {
        let _use = sb.begin_use();
        run_inner(sb, command, input).await
    };
    // Sandbox processes may change any file: the mount's cached metadata is stale.
    sb.clear_cache();
    match out {
        Ok(o) => o,
        Err(e) => Output::fail(e.command_message()),
    }
}

async fn run_inner(sb: &Sandbox, command: &str, input: &Value) -> Result<Output, SandboxError> {
    let live = sb.live().await?;
    match run_live(&live, command, input).await {
        Err(SandboxError::Transport(m)) => match sb.forget_if_dead(&live).await {
            Some(reason) => Err(SandboxError::Transport(format!(
                "{m} ({reason}; the next use starts a new one)"
            ))),
            None => Err(SandboxError::Transport(m)),
        },
        other => other,
    }
}

async fn run_live(live: &Live, command: &str, input: &Value) -> Result<Output, SandboxError> {
    let c = &live.client;
    let id = || str_field(input, "id").unwrap_or_default().to_string();
    let default_cwd = || live.remote("/");
    match command {
        "run-command" => {
            let (cmd, args) = command_and_args(input);
            let req = RunRequest {
                command: cmd,
                args,
                cwd: Some(
                    str_field(input, "cwd")
                        .map(str::to_string)
                        .unwrap_or_else(default_cwd),
                ),
                env: env_of(input),
                timeout_ms: input.get("timeoutMs").and_then(Value::as_u64),
            };
            let r = c.run(&req).await?;
            if input.get("outputJson").and_then(Value::as_bool) == Some(true) {
                let v =
                    serde_json::to_value(&r).map_err(|e| SandboxError::Transport(e.to_string()))?;
                return Ok(Output::ok(pick(
                    &v,
                    &[
                        "stdout",
                        "stderr",
                        "exitCode",
                        "timedOut",
                        "durationMs",
                        "stdoutTruncated",
                        "stderrTruncated",
                    ],
                )));
            }
            let mut stderr = r.stderr.into_bytes();
            let exit = match (r.exit_code, r.timed_out) {
                (Some(code), _) => code,
                (None, true) => {
                    stderr.extend_from_slice(
                        format!(
                            "agentos-sandbox: command timed out after {} ms\n",
                            r.duration_ms
                        )
                        .as_bytes(),
                    );
                    124
                }
                (None, false) => 1,
            };
            Ok(Output {
                stdout: r.stdout.into_bytes(),
                stderr,
                exit,
            })
        }
        "create-process" => {
            let (cmd, args) = command_and_args(input);
            let mut body = json!({
                "command": cmd,
                "args": args,
                "cwd": str_field(input, "cwd").map(str::to_string).unwrap_or_else(default_cwd),
            });
            if let (Some(env), Some(obj)) = (env_of(input), body.as_object_mut()) {
                obj.insert("env".into(), Value::Object(env));
            }
            let info = c.create_process(&body).await?;
            Ok(Output::ok(pick(
                &info,
                &["id", "command", "args", "status", "pid"],
            )))
        }
        "list-processes" => {
            let v = c.list_processes().await?;
            let list: Vec<Value> = v
                .get("processes")
                .and_then(Value::as_array)
                .map(|a| {
                    a.iter()
                        .map(|p| pick(p, &["id", "command", "args", "status", "exitCode", "pid"]))
                        .collect()
                })
                .unwrap_or_default();
            Ok(Output::ok(json!({ "processes": list })))
        }
        "get-process-logs" => {
            let v = c
                .logs(
                    &id(),
                    str_field(input, "stream"),
                    input.get("tail").and_then(Value::as_u64),
                )
                .await?;
            let b64 = base64::engine::general_purpose::STANDARD;
            let logs: Vec<Value> = v
                .get("entries")
                .and_then(Value::as_array)
                .map(|a| {
                    a.iter()
                        .map(|e| {
                            let raw = str_field(e, "data").unwrap_or_default();
                            let data = b64
                                .decode(raw)
                                .map(|b| String::from_utf8_lossy(&b).into_owned())
                                .unwrap_or_else(|_| raw.to_string());
                            json!({
                                "data": data,
                                "stream": e.get("stream").cloned().unwrap_or(Value::Null),
                                "timestampMs": e.get("timestampMs").cloned().unwrap_or(Value::Null),
                            })
                        })
                        .collect()
                })
                .unwrap_or_default();
            Ok(Output::ok(json!({ "logs": logs })))
        }
        "stop-process" | "kill-process" => {
            let info = c.signal_process(&id(), command == "kill-process").await?;
            Ok(Output::ok(pick(&info, &["id", "status", "exitCode"])))
        }
        "send-input" => {
            let Some(data) = str_field(input, "data").or_else(|| str_field(input, "input")) else {
                return Ok(Output::fail("Missing required flag: --data"));
            };
            c.input(&id(), data.as_bytes()).await?;
            Ok(Output::ok(json!({"sent": true})))
        }
        other => Ok(Output::fail(format!(
            "No command \"{other}\" in group \"{GROUP}\""
        ))),
    }
}
