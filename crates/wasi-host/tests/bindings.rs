//! Bindings as guest commands (`bindings-cli.md`), run by the real published shell and coreutils,
//! with a Rust [`BindingHost`] standing in for the JS layer (the napi layer is tested by vitest).

mod common;

use std::sync::mpsc::{channel, Sender};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use agentos_bindings::{CommandSpec as BindingSpec, GroupSpec};
use agentos_wasi_host::{BindingCall, BindingHost, BindingResult, ExecOptions, Vm, VmConfig};
use common::sh_text as sh;
use serde_json::json;

/// Answers `kv:get` with `{"key": <key>, "value": "x-<key>"}` from a worker thread; `kv:hang`
/// never answers; `kv:fail` fails. Records aborted call ids.
struct Host {
    tx: Mutex<Sender<BindingCall>>,
    aborted: Arc<Mutex<Vec<u64>>>,
}

impl BindingHost for Host {
    fn invoke(&self, call: BindingCall) -> Result<(), String> {
        self.tx
            .lock()
            .map_err(|_| "poisoned".to_string())?
            .send(call)
            .map_err(|e| e.to_string())
    }
    fn abort(&self, id: u64) {
        if let Ok(mut a) = self.aborted.lock() {
            a.push(id);
        }
    }
}

fn kv_group() -> GroupSpec {
    let cmd = |key: &str, timeout_ms: u64, handler: u64| BindingSpec {
        key: key.into(),
        description: format!("{key} a value"),
        schema: json!({"type": "object", "properties": {"key": {"type": "string"}}, "required": ["key"]}),
        examples: vec![],
        timeout_ms,
        fill_defaults: true,
        handler,
    };
    GroupSpec {
        key: "kv".into(),
        description: "A key-value store".into(),
        commands: vec![
            cmd("get", 5_000, 1),
            cmd("hang", 300, 2),
            cmd("fail", 5_000, 3),
        ],
    }
}

fn vm() -> (Vm, Arc<Mutex<Vec<u64>>>) {
    let (tx, rx) = channel::<BindingCall>();
    let aborted = Arc::new(Mutex::new(Vec::new()));
    let host = Arc::new(Host {
        tx: Mutex::new(tx),
        aborted: aborted.clone(),
    });
    let vm = Vm::create(VmConfig {
        bindings: vec![kv_group()],
        binding_host: Some(host),
        ..common::config(common::commands(&["coreutils", "grep", "findutils"]))
    })
    .expect("vm boots");
    let cell: Arc<OnceLock<Vm>> = Arc::new(OnceLock::new());
    let _ = cell.set(vm.clone());
    std::thread::spawn(move || {
        while let Ok(call) = rx.recv() {
            let Some(vm) = cell.get() else { return };
            let input: serde_json::Value = serde_json::from_str(&call.input).unwrap_or_default();
            let key = input["key"].as_str().unwrap_or("").to_string();
            let result = match call.handler {
                1 => BindingResult::Ok(
                    json!({"key": key, "value": format!("x-{key}"), "pid": call.pid}).to_string(),
                ),
                2 => continue,
                _ => BindingResult::Err(format!("no such key: {key}")),
            };
            vm.complete_binding(call.id, result);
        }
    });
    (vm, aborted)
}

#[test]
fn bindings_run_in_pipelines_and_substitutions() {
    let (vm, _) = vm();
    let (code, out, err) = sh(&vm, "agentos-kv get --key a");
    assert_eq!((code, err.as_str()), (0, ""), "{out}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["ok"], json!(true));
    assert_eq!(v["result"]["value"], json!("x-a"));
    let (code, out, _) = sh(&vm, "agentos-kv get --key a | grep -c x-a");
    assert_eq!((code, out.as_str()), (0, "1\n"));
    let (code, out, _) = sh(&vm, "v=$(agentos kv get --key b); echo \"got $v\"");
    assert_eq!(code, 0);
    assert!(out.starts_with("got {\"ok\":true"), "{out}");
    let (code, out, _) = sh(&vm, "echo '{\"key\":\"s\"}' | agentos-kv get");
    assert_eq!(code, 0);
    assert!(out.contains("x-s"), "{out}");
    // (`command -v` is not checked: the published shell prints `<first PATH dir>/<name>` without
    // looking, see README "Known limits".)
    let (code, out, _) = sh(
        &vm,
        "ls /bin/agentos /usr/local/bin/agentos-kv /bin/agentos-kv",
    );
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "/bin/agentos\n/bin/agentos-kv\n/usr/local/bin/agentos-kv\n"
    );
}

#[test]
fn failures_timeouts_and_signals() {
    let (vm, aborted) = vm();
    let (code, out, err) = sh(&vm, "agentos-kv fail --key z");
    assert_eq!(
        (code, out.as_str(), err.as_str()),
        (1, "", "no such key: z\n")
    );
    let (code, _, err) = sh(&vm, "agentos-kv get");
    assert_eq!((code, err.as_str()), (1, "Missing required flag: --key\n"));
    let t = Instant::now();
    let (code, _, err) = sh(&vm, "agentos-kv hang --key q");
    assert_eq!(code, 1);
    assert_eq!(err, "Binding \"kv:hang\" timed out after 300ms\n");
    assert!(t.elapsed() < Duration::from_secs(5));
    assert_eq!(aborted.lock().unwrap().len(), 1);
    let o = vm
        .exec(
            "agentos-kv hang --key q",
            ExecOptions {
                timeout_ms: Some(100),
                ..Default::default()
            },
        )
        .unwrap();
    assert!(o.timed_out);
    assert_eq!(o.exit_code, 137);
    // An unregistered group is not a command at all: the shell reports 127.
    let (code, out, _) = sh(&vm, "agentos-nope x; echo $?");
    assert_eq!((code, out.as_str()), (0, "127\n"));
}
