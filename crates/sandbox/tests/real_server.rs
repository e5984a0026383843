//! Against the real Sandbox Agent 0.4.2 server binary (`npm install` puts it in
//! `node_modules/@sandbox-agent/cli-linux-x64/bin/sandbox-agent`): the HTTP client, the
//! `local()` provider's lifecycle and the mount through the kernel.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use agentos_kernel::kernel::{Kernel, KernelConfig};
use agentos_kernel::Errno;
use agentos_sandbox::client::RunRequest;
use agentos_sandbox::provider::Provider;
use agentos_sandbox::{
    runtime, sandbox_fs, Client, Isolation, LocalOptions, LocalProvider, Sandbox, SandboxError,
    SandboxOptions, Source,
};

fn binary() -> PathBuf {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../node_modules/@sandbox-agent/cli-linux-x64/bin/sandbox-agent");
    assert!(
        p.exists(),
        "{} is missing: run `npm install` at the repository root first",
        p.display()
    );
    p
}

/// Without isolation: these tests look at the server's files on the host.
fn provider() -> Arc<LocalProvider> {
    Arc::new(LocalProvider::new(LocalOptions {
        binary_path: binary(),
        isolation: Isolation::None,
        ..Default::default()
    }))
}

#[test]
fn client_against_a_local_server() {
    let rt = runtime::handle().unwrap();
    rt.block_on(async {
        let started = provider().start(Duration::from_secs(10)).await.unwrap();
        let pid = started.instance.pid().unwrap();
        assert!(PathBuf::from(format!("/proc/{pid}")).exists());
        let c = Client::new(&started.endpoint, Duration::from_secs(10)).unwrap();
        let root = started.default_root.clone();
        c.health().await.unwrap();
        let f = format!("{root}/d/ü file.txt");
        c.write_file(&f, b"hello".to_vec()).await.unwrap();
        assert_eq!(c.read_file(&f, 1024).await.unwrap(), b"hello");
        assert_eq!(
            c.read_file(&f, 2).await.unwrap_err(),
            SandboxError::TooLarge { limit: 2 }
        );
        let st = c.stat(&f).await.unwrap();
        assert_eq!((st.entry_type.as_str(), st.size), ("file", 5));
        let names: Vec<String> = c
            .entries(&format!("{root}/d"))
            .await
            .unwrap()
            .into_iter()
            .filter_map(|e| e.name)
            .collect();
        assert_eq!(names, vec!["ü file.txt".to_string()]);
        let missing = c.stat(&format!("{root}/nope")).await.unwrap_err();
        assert_eq!(missing.errno(), Errno::Enoent);
        let dir = c.read_file(&format!("{root}/d"), 1024).await.unwrap_err();
        assert_eq!(dir.errno(), Errno::Eisdir);
        let busy = c.delete(&format!("{root}/d"), false).await.unwrap_err();
        assert_eq!(busy.errno(), Errno::Enotempty);
        c.move_entry(&f, &format!("{root}/moved.txt"), true)
            .await
            .unwrap();
        c.delete(&format!("{root}/d"), false).await.unwrap();
        let r = c
            .run(&RunRequest {
                command: "sh".into(),
                args: vec!["-c".into(), "cat moved.txt; echo e >&2; exit 3".into()],
                cwd: Some(root.clone()),
                ..Default::default()
            })
            .await
            .unwrap();
        assert_eq!(
            (r.exit_code, r.stdout.as_str(), r.stderr.as_str()),
            (Some(3), "hello", "e\n")
        );
        // A wrong token is EACCES.
        let mut bad = started.endpoint.clone();
        bad.token = Some("wrong".into());
        let e = Client::new(&bad, Duration::from_secs(5))
            .unwrap()
            .stat("/")
            .await
            .unwrap_err();
        assert_eq!(e.errno(), Errno::Eacces);
        assert!(e.to_string().starts_with("401 Token Invalid"), "{e}");
        started.instance.destroy().await;
        assert!(!PathBuf::from(format!("/proc/{pid}")).exists());
        assert!(!PathBuf::from(&root).exists(), "workdir removed");
        // A stopped server is a transport error: EIO.
        let gone = c.health().await.unwrap_err();
        assert_eq!(gone.errno(), Errno::Eio);
    });
}

#[test]
fn mount_through_the_kernel_and_lazy_start() {
    let sb = Sandbox::new(
        Source::Provider(provider()),
        SandboxOptions {
            timeout: Duration::from_secs(10),
            ..Default::default()
        },
    )
    .unwrap();
    let k = Kernel::new(KernelConfig::default()).unwrap();
    k.mount(
        "/mnt/sandbox",
        Arc::new(sandbox_fs(sb.clone()).unwrap()),
        false,
    )
    .unwrap();
    assert_eq!(sb.server_pid(), None, "nothing starts before the first use");
    k.write_file_parents("/mnt/sandbox/app/a.txt", b"hi\n")
        .unwrap();
    let pid = sb.server_pid().unwrap();
    assert_eq!(k.read_file("/mnt/sandbox/app/a.txt").unwrap(), b"hi\n");
    assert_eq!(k.stat("/mnt/sandbox/app", true).unwrap().perm, 0o755);
    assert_eq!(k.stat("/mnt/sandbox/app/a.txt", true).unwrap().size, 3);
    let names: Vec<String> = k
        .readdir("/mnt/sandbox/app")
        .unwrap()
        .into_iter()
        .map(|e| e.name)
        .collect();
    assert_eq!(names, vec!["a.txt"]);
    assert_eq!(
        k.mkdir("/mnt/sandbox/app", 0o755).err(),
        Some(Errno::Eexist)
    );
    assert_eq!(
        k.mkdir("/mnt/sandbox/x/y", 0o755).err(),
        Some(Errno::Enoent)
    );
    assert_eq!(k.read_file("/mnt/sandbox/none").err(), Some(Errno::Enoent));
    assert_eq!(k.list_mounts()[0].1, "sandbox_agent");
    sb.dispose_blocking();
    assert!(!PathBuf::from(format!("/proc/{pid}")).exists());
    assert_eq!(
        k.read_file("/mnt/sandbox/app/a.txt").err(),
        Some(Errno::Eio)
    );
}

#[test]
fn startup_timeout_is_a_startup_error_and_leaves_nothing() {
    let sb = Sandbox::new(
        Source::Provider(provider()),
        SandboxOptions {
            startup_timeout: Duration::from_millis(1),
            ..Default::default()
        },
    )
    .unwrap();
    let e = runtime::handle()
        .unwrap()
        .block_on(sb.live())
        .err()
        .unwrap();
    assert!(matches!(e, SandboxError::Startup(_)), "{e}");
    assert!(e.to_string().contains("startupTimeoutMs"), "{e}");
    assert_eq!(sb.server_pid(), None);
}
