//! The Docker provider against the real Docker Engine (`sandbox.md` 5) and the real Sandbox Agent
//! binary from npm. Without an engine the tests skip with a message, unless `CI=true` or
//! `AGENTOS_REQUIRE_DOCKER=1`: then a missing engine fails them (`sandbox.md` 5.5).

use std::path::PathBuf;
use std::time::Duration;

use agentos_sandbox::client::{Client, RunRequest};
use agentos_sandbox::docker::{DockerOptions, DockerProvider};
use agentos_sandbox::provider::Provider;

fn binary() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../node_modules/@sandbox-agent/cli-linux-x64/bin/sandbox-agent")
}

fn docker_required() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true")
        || std::env::var("AGENTOS_REQUIRE_DOCKER").is_ok_and(|v| v == "1")
}

/// `false` (after printing why) when there is no engine and it is not required.
fn engine_available() -> bool {
    let socket = std::env::var("DOCKER_HOST")
        .ok()
        .and_then(|h| h.strip_prefix("unix://").map(str::to_string))
        .unwrap_or_else(|| "/var/run/docker.sock".into());
    let up = std::os::unix::net::UnixStream::connect(&socket).is_ok();
    if !up {
        assert!(
            !docker_required(),
            "Docker Engine not reachable at {socket}, and Docker tests are required (CI)"
        );
        eprintln!("skipping Docker tests: no Docker Engine at {socket} (set AGENTOS_REQUIRE_DOCKER=1 to fail instead)");
    }
    up
}

fn rt() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime")
}

#[test]
fn default_image_is_built_locally_and_runs_commands() {
    if !engine_available() {
        return;
    }
    rt().block_on(async {
        let provider = DockerProvider::new(DockerOptions {
            binary_path: binary(),
            ..Default::default()
        })
        .expect("options");
        let started = tokio::time::timeout(
            Duration::from_secs(120),
            provider.start(Duration::from_secs(30)),
        )
        .await
        .expect("start within 120 s")
        .expect("docker sandbox starts");
        assert_eq!(started.default_root, "/");
        let client = Client::new(&started.endpoint, Duration::from_secs(30)).expect("client");
        client
            .write_file("/app/hello.txt", b"from the host\n".to_vec())
            .await
            .expect("write");
        let r = client
            .run(&RunRequest {
                command: "cat".into(),
                args: vec!["/app/hello.txt".into()],
                cwd: None,
                env: None,
                timeout_ms: Some(10_000),
            })
            .await
            .expect("run");
        assert_eq!(r.stdout, "from the host\n", "{r:?}");
        let r = client
            .run(&RunRequest {
                command: "sh".into(),
                args: vec!["-c".into(), "exit 3".into()],
                cwd: None,
                env: None,
                timeout_ms: Some(10_000),
            })
            .await
            .expect("run sh");
        assert_eq!(r.exit_code, Some(3), "{r:?}");
        started.instance.destroy().await;
        assert!(
            client.health().await.is_err(),
            "the container is gone after destroy"
        );
    });
}

#[test]
fn a_missing_image_fails_fast_naming_it() {
    if !engine_available() {
        return;
    }
    rt().block_on(async {
        let provider = DockerProvider::new(DockerOptions {
            binary_path: binary(),
            image: Some("agentos-test-no-such-image:1".into()),
            ..Default::default()
        })
        .expect("options");
        let err = match provider.start(Duration::from_secs(5)).await {
            Ok(_) => panic!("a missing image must not start"),
            Err(e) => e.to_string(),
        };
        assert!(
            err.contains("agentos-test-no-such-image:1") && err.contains("pull"),
            "{err}"
        );
    });
}

#[test]
fn tcp_sockets_are_rejected() {
    let e = DockerProvider::new(DockerOptions {
        socket_path: Some("tcp://127.0.0.1:2375".into()),
        ..Default::default()
    });
    assert!(e.is_err());
}

/// The local test image with a shell and Node (scripts/docker-test-image.mjs builds it once).
fn node_image() -> String {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = std::process::Command::new("node")
        .arg(root.join("scripts/docker-test-image.mjs"))
        .output()
        .expect("node runs scripts/docker-test-image.mjs");
    assert!(
        out.status.success(),
        "building the test image failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

#[test]
fn any_image_becomes_a_sandbox_by_uploading_the_binary() {
    if !engine_available() {
        return;
    }
    let image = node_image();
    rt().block_on(async {
        let provider = DockerProvider::new(DockerOptions {
            binary_path: binary(),
            image: Some(image.clone()),
            ..Default::default()
        })
        .expect("options");
        let started = provider
            .start(Duration::from_secs(30))
            .await
            .unwrap_or_else(|e| panic!("{image}: {e}"));
        let client = Client::new(&started.endpoint, Duration::from_secs(30)).expect("client");
        client
            .write_file("/app/index.ts", b"console.log(\"hello\")".to_vec())
            .await
            .expect("write");
        let r = client
            .run(&RunRequest {
                command: "node".into(),
                args: vec!["/app/index.ts".into()],
                cwd: None,
                env: None,
                timeout_ms: Some(20_000),
            })
            .await
            .expect("run node");
        assert_eq!(
            (r.exit_code, r.stdout.as_str()),
            (Some(0), "hello\n"),
            "{r:?}"
        );
        started.instance.destroy().await;
    });
}

/// Ids of the containers carrying label `test.case=<case>` (each test labels its own through
/// `createContainerOptions`, since the tests of this binary share one owner pid).
fn containers_of(case: &str) -> Vec<String> {
    let out = std::process::Command::new("docker")
        .args([
            "ps",
            "-aq",
            "--no-trunc",
            "--filter",
            &format!("label=test.case={case}"),
        ])
        .output()
        .expect("docker ps");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .filter(|l| !l.is_empty())
        .collect()
}

fn docker_cli(args: &[&str]) -> String {
    let out = std::process::Command::new("docker")
        .args(args)
        .output()
        .expect("docker CLI");
    assert!(
        out.status.success(),
        "docker {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

fn labelled(case: &str, extra: serde_json::Value) -> serde_json::Value {
    let mut v = serde_json::json!({ "Labels": { "test.case": case } });
    if let (Some(o), serde_json::Value::Object(more)) = (v.as_object_mut(), extra) {
        for (k, val) in more {
            if k == "Labels" {
                if let (Some(l), serde_json::Value::Object(ml)) =
                    (o.get_mut("Labels").and_then(|l| l.as_object_mut()), val)
                {
                    l.extend(ml);
                }
            } else {
                o.insert(k, val);
            }
        }
    }
    v
}

#[test]
fn a_killed_container_fails_the_operation_with_eio_and_the_next_use_starts_a_new_one() {
    use agentos_kernel::driver_fs::take_last_error;
    use agentos_kernel::vfs::{FileSystem, OpenOptions};
    use agentos_kernel::Errno;
    use agentos_sandbox::{sandbox_fs, Sandbox, SandboxOptions, Source};

    if !engine_available() {
        return;
    }
    let case = "fault-kill";
    let provider = DockerProvider::new(DockerOptions {
        binary_path: binary(),
        create_options: Some(labelled(case, serde_json::json!({}))),
        ..Default::default()
    })
    .expect("options");
    let sb = Sandbox::new(
        Source::Provider(std::sync::Arc::new(provider)),
        SandboxOptions {
            timeout: Duration::from_secs(10),
            startup_timeout: Duration::from_secs(120),
            ..Default::default()
        },
    )
    .expect("sandbox");
    let fs = sandbox_fs(sb.clone()).expect("mount");
    let write = |path: &str, data: &[u8]| -> Result<(), Errno> {
        let f = fs.open(
            path,
            &OpenOptions {
                write: true,
                create: true,
                truncate: true,
                mode: 0o644,
                ..Default::default()
            },
        )?;
        f.write_at(0, data)?;
        f.flush()
    };
    let read_all = |f: &dyn agentos_kernel::vfs::FileHandle| -> Result<Vec<u8>, Errno> {
        let mut buf = vec![0u8; 64];
        let n = f.read_at(0, &mut buf)?;
        buf.truncate(n);
        Ok(buf)
    };
    write("/tmp/before.txt", b"one").expect("first write starts the container");
    let first = containers_of(case);
    assert_eq!(first.len(), 1, "{first:?}");
    // An fd opened (and read) in the first container.
    let old_fd = fs
        .open(
            "/tmp/before.txt",
            &OpenOptions {
                read: true,
                ..Default::default()
            },
        )
        .expect("open");
    assert_eq!(read_all(&*old_fd).expect("read"), b"one");

    docker_cli(&["kill", &first[0]]);

    // The operation that meets the dead container fails with EIO and says why.
    let _ = take_last_error();
    let err = fs.readdir("/tmp").expect_err("the container is dead");
    assert_eq!(err, Errno::Eio);
    let msg = take_last_error().unwrap_or_default();
    assert!(
        msg.contains("sandbox container") && msg.contains("next use starts a new one"),
        "{msg}"
    );
    // Open files of the dead container fail too (no stale reads, no uploads elsewhere).
    assert_eq!(read_all(&*old_fd), Err(Errno::Eio));
    assert_eq!(old_fd.write_at(0, b"x"), Err(Errno::Eio));
    let msg = take_last_error().unwrap_or_default();
    assert!(msg.contains("sandbox that is gone"), "{msg}");

    // The next use starts a new container: the old files are gone, new ones work.
    assert_eq!(fs.lstat("/tmp/before.txt").err(), Some(Errno::Enoent));
    write("/tmp/after.txt", b"two").expect("write in the new container");
    let second = containers_of(case);
    assert_eq!(second.len(), 1, "{second:?}");
    assert_ne!(first[0], second[0], "a new container");
    sb.dispose_blocking();
    assert!(containers_of(case).is_empty(), "dispose removes it");
}

#[test]
fn network_and_create_container_options_reach_the_container() {
    if !engine_available() {
        return;
    }
    let case = "create-options";
    let net = format!("agentos-test-net-{}", std::process::id());
    let _ = std::process::Command::new("docker")
        .args(["network", "create", &net])
        .output();
    rt().block_on(async {
        let provider = DockerProvider::new(DockerOptions {
            binary_path: binary(),
            env: vec!["FROM_ENV_OPTION=1".into()],
            network: Some(net.clone()),
            create_options: Some(labelled(
                case,
                serde_json::json!({
                    "Env": ["FROM_CREATE_OPTIONS=yes"],
                    "Labels": { "test.extra": "x" },
                    "HostConfig": { "Memory": 268435456_i64 }
                }),
            )),
            ..Default::default()
        })
        .expect("options");
        let started = provider
            .start(Duration::from_secs(30))
            .await
            .expect("starts");
        let [id] = containers_of(case).try_into().expect("one container");
        let env = docker_cli(&["inspect", "-f", "{{json .Config.Env}}", &id]);
        assert!(
            env.contains("FROM_CREATE_OPTIONS=yes") && env.contains("FROM_ENV_OPTION=1"),
            "{env}"
        );
        let label = docker_cli(&[
            "inspect",
            "-f",
            "{{index .Config.Labels \"test.extra\"}} {{index .Config.Labels \"dev.rivet.agentos\"}}",
            &id,
        ]);
        assert_eq!(label, "x 1");
        let mem = docker_cli(&["inspect", "-f", "{{.HostConfig.Memory}}", &id]);
        assert_eq!(mem, "268435456");
        let mode = docker_cli(&["inspect", "-f", "{{.HostConfig.NetworkMode}}", &id]);
        assert_eq!(mode, net);
        // Still reachable through the published port.
        let client = Client::new(&started.endpoint, Duration::from_secs(10)).expect("client");
        client.health().await.expect("healthy on a user-defined network");
        started.instance.destroy().await;
    });
    let _ = std::process::Command::new("docker")
        .args(["network", "rm", &net])
        .output();
}

#[test]
fn create_container_options_that_touch_our_fields_are_einval() {
    let try_opts = |v: serde_json::Value| {
        DockerProvider::new(DockerOptions {
            create_options: Some(v),
            ..Default::default()
        })
        .err()
        .map(|e| (e.errno(), e.to_string()))
    };
    for (v, needle) in [
        (serde_json::json!({"Cmd": ["sh"]}), "Cmd"),
        (serde_json::json!({"Image": "x"}), "Image"),
        (
            serde_json::json!({"HostConfig": {"AutoRemove": false}}),
            "AutoRemove",
        ),
        (
            serde_json::json!({"HostConfig": {"PortBindings": {}}}),
            "PortBindings",
        ),
        (
            serde_json::json!({"HostConfig": {"NetworkMode": "host"}}),
            "network option",
        ),
        (
            serde_json::json!({"Labels": {"dev.rivet.agentos.vm": "x"}}),
            "dev.rivet.agentos",
        ),
        (serde_json::json!({"Memroy": 1}), "unknown field"),
        (
            serde_json::json!({"HostConfig": {"Memroy": 1}}),
            "unknown field",
        ),
        (serde_json::json!({"Env": "A=1"}), "createContainerOptions"),
        (serde_json::json!([1]), "must be an object"),
    ] {
        let (errno, msg) = try_opts(v.clone()).unwrap_or_else(|| panic!("{v} accepted"));
        assert_eq!(errno, agentos_kernel::Errno::Einval, "{v}");
        assert!(msg.contains(needle), "{v}: {msg}");
    }
    for net in ["none", "host", "container:abc", ""] {
        let e = DockerProvider::new(DockerOptions {
            network: Some(net.into()),
            ..Default::default()
        });
        assert!(e.is_err(), "network {net:?} accepted");
    }
    assert!(DockerProvider::new(DockerOptions {
        network: Some("my-net".into()),
        create_options: Some(serde_json::json!({"User": "1000", "HostConfig": {"Memory": 1}})),
        ..Default::default()
    })
    .is_ok());
}
