//! The host API's checked operations (`host_api.rs`) under `permissions.applyToHost`: each one
//! runs its policy checks itself, so an embedder method calling it cannot skip one. Real VMs over
//! the real kernel; each case also runs on a trusted host (no `applyToHost`), where it succeeds.

use std::sync::Arc;

use agentos_kernel::permissions::Policy;
use agentos_kernel::{Errno, KernelConfig};
use agentos_wasi_host::{HostError, Vm, VmConfig};

/// A VM whose policy is `fs` (the `permissions.fs` object) with `applyToHost` as given; other
/// scopes allowed except `process`.
fn vm(fs: serde_json::Value, apply_to_host: bool) -> Vm {
    let policy = serde_json::json!({
        "applyToHost": apply_to_host,
        "fs": fs,
        "env": "allow",
        "childProcess": "allow",
        "network": "allow",
        "tool": "allow",
        "process": "deny",
    });
    let policy = Policy::from_json(&policy.to_string()).expect("policy");
    Vm::create(VmConfig {
        kernel: KernelConfig {
            permissions: Arc::new(policy),
            ..Default::default()
        },
        ..Default::default()
    })
    .expect("vm")
}

/// `fs` allowing everything except `operations` on `paths` (each pattern as written).
fn deny(operations: &[&str], paths: &[&str]) -> serde_json::Value {
    serde_json::json!({
        "default": "allow",
        "rules": [{ "mode": "deny", "operations": operations, "paths": paths }],
    })
}

/// Asserts `r` is the host API's policy denial for `path`.
#[track_caller]
fn assert_denied<T: std::fmt::Debug>(r: Result<T, HostError>, path: &str) {
    let e = r.expect_err("denied");
    assert_eq!(e.errno, Errno::Eacces, "{}", e.message);
    assert_eq!(e.path.as_deref(), Some(path), "{}", e.message);
    assert!(
        e.message.starts_with(&format!(
            "EACCES: permission denied, {path}: blocked by fs."
        )),
        "{}",
        e.message
    );
}

#[test]
fn write_with_parents_checks_create_dir_on_each_missing_ancestor() {
    let rules = deny(&["create_dir"], &["/data/locked", "/data/locked/**"]);
    let v = vm(rules.clone(), true);
    v.mkdir("/data", false).unwrap();
    v.write_file("/data/ok.txt", b"x").unwrap();
    // The nearest missing ancestor is judged first.
    assert_denied(v.write_file("/data/locked/a/f.txt", b"x"), "/data/locked/a");
    assert!(!v.exists("/data/locked").unwrap(), "nothing was created");
    assert_denied(v.mkdir("/data/locked/a", true), "/data/locked/a");
    assert_denied(v.mkdir("/data/locked", false), "/data/locked");

    let trusted = vm(rules, false);
    trusted.write_file("/data/locked/a/f.txt", b"x").unwrap();
    assert_eq!(trusted.read_file("/data/locked/a/f.txt").unwrap(), b"x");
}

#[test]
fn write_read_stat_readdir_and_exists_check_their_operation() {
    let v = vm(deny(&["write"], &["/data/ro/**"]), true);
    v.mkdir("/data/ro", true).unwrap();
    assert_denied(v.write_file("/data/ro/f", b"x"), "/data/ro/f");

    let v = vm(deny(&["read"], &["/data/secret/**"]), true);
    v.write_file("/data/secret/f", b"x").unwrap();
    assert_denied(v.read_file("/data/secret/f"), "/data/secret/f");
    assert_denied(
        v.read_file_limit("/data/secret/f", 1 << 20),
        "/data/secret/f",
    );

    let v = vm(deny(&["stat"], &["/data/hidden/**"]), true);
    v.write_file("/data/hidden/f", b"x").unwrap();
    assert_denied(v.stat("/data/hidden/f", true), "/data/hidden/f");
    assert_denied(v.stat("/data/hidden/f", false), "/data/hidden/f");
    assert_denied(v.exists("/data/hidden/f"), "/data/hidden/f");

    let v = vm(
        deny(&["readdir"], &["/data/closed", "/data/closed/**"]),
        true,
    );
    v.write_file("/data/closed/f", b"x").unwrap();
    assert_denied(v.readdir("/data/closed"), "/data/closed");
    assert_denied(
        v.readdir_recursive("/data/closed", None, &[]),
        "/data/closed",
    );
    assert_eq!(v.readdir("/data").unwrap(), vec!["closed".to_string()]);
}

#[test]
fn recursive_readdir_drops_entries_the_policy_hides() {
    let rules = deny(&["stat"], &["/data/tree/hidden", "/data/tree/hidden/**"]);
    for (apply, expected) in [
        (true, vec!["/data/tree/shown"]),
        (
            false,
            vec![
                "/data/tree/hidden",
                "/data/tree/hidden/f",
                "/data/tree/shown",
            ],
        ),
    ] {
        let v = vm(rules.clone(), apply);
        v.write_file("/data/tree/hidden/f", b"x").unwrap();
        v.write_file("/data/tree/shown", b"x").unwrap();
        let paths: Vec<String> = v
            .readdir_recursive("/data/tree", None, &[])
            .unwrap()
            .into_iter()
            .map(|e| e.path)
            .collect();
        assert_eq!(paths, expected, "applyToHost {apply}");
    }
}

#[test]
fn recursive_remove_refuses_when_one_entry_deep_in_the_tree_is_denied_and_deletes_nothing() {
    let rules = deny(&["rm"], &["/data/tree/a/b/c.txt"]);
    let v = vm(rules.clone(), true);
    v.write_file("/data/tree/a/b/c.txt", b"x").unwrap();
    v.write_file("/data/tree/keep.txt", b"x").unwrap();
    assert_denied(v.remove("/data/tree", true), "/data/tree/a/b/c.txt");
    assert!(v.exists("/data/tree/keep.txt").unwrap(), "nothing removed");
    assert!(v.exists("/data/tree/a/b/c.txt").unwrap());
    assert_denied(
        v.remove("/data/tree/a/b/c.txt", false),
        "/data/tree/a/b/c.txt",
    );
    v.remove("/data/tree/keep.txt", false).unwrap();

    let trusted = vm(rules, false);
    trusted.write_file("/data/tree/a/b/c.txt", b"x").unwrap();
    trusted.remove("/data/tree", true).unwrap();
    assert!(!trusted.exists("/data/tree").unwrap());
}

#[test]
fn rename_checks_both_ends() {
    let v = vm(deny(&["rename"], &["/data/pinned"]), true);
    v.write_file("/data/pinned", b"x").unwrap();
    v.write_file("/data/free", b"x").unwrap();
    assert_denied(v.rename("/data/pinned", "/data/moved"), "/data/pinned");
    assert_denied(v.rename("/data/free", "/data/pinned"), "/data/pinned");
    assert!(v.exists("/data/pinned").unwrap() && v.exists("/data/free").unwrap());

    let v = vm(deny(&["write"], &["/data/ro/**"]), true);
    v.write_file("/data/f", b"x").unwrap();
    v.mkdir("/data/ro", true).unwrap();
    assert_denied(v.rename("/data/f", "/data/ro/f"), "/data/ro/f");
    v.rename("/data/f", "/data/g").unwrap();
    let e = v.rename("/data/nope", "/data/h").unwrap_err();
    assert_eq!(e.errno, Errno::Enoent);
    assert_eq!(e.path.as_deref(), Some("/data/nope"));
    assert_eq!(e.syscall, Some("rename"));
    assert_eq!(e.dest.as_deref(), Some("/data/h"));
}

#[test]
fn mounts_check_write_and_mount_sensitive() {
    let v = vm(deny(&["write"], &["/mnt/ro", "/mnt/ro/**"]), true);
    assert_denied(v.mount_memory("/mnt/ro", false), "/mnt/ro");
    assert_denied(
        v.mount_host_dir("/mnt/ro", "/definitely/not/a/dir", false),
        "/mnt/ro",
    );
    v.mount_memory("/mnt/rw", false).unwrap();
    v.unmount("/mnt/rw").unwrap();

    let v = vm(deny(&["mount_sensitive"], &["/**"]), true);
    assert_denied(v.mount_memory("/etc/x", false), "/etc/x");
    v.mount_memory("/srv/x", false).unwrap();
    let trusted = vm(deny(&["mount_sensitive"], &["/**"]), false);
    trusted.mount_memory("/etc/x", false).unwrap();
}

#[test]
fn process_listings_check_process_inspect() {
    let e = vm(serde_json::json!({"default": "allow"}), true)
        .list_processes()
        .unwrap_err();
    assert_eq!(e.errno, Errno::Eacces);
    assert_eq!(
        e.message,
        "EACCES: permission denied, process://snapshot: blocked by process.inspect policy"
    );
    assert!(vm(serde_json::json!({"default": "allow"}), false)
        .list_processes()
        .is_ok());
}

#[test]
fn errors_carry_syscall_path_and_pid() {
    let v = vm(serde_json::json!({"default": "allow"}), false);
    let e = v.read_file("/nope").unwrap_err();
    assert_eq!(
        (e.errno, e.syscall, e.path.as_deref()),
        (Errno::Enoent, Some("open"), Some("/nope"))
    );
    assert_eq!(e.message, "ENOENT: no such file or directory, open '/nope'");
    for e in [
        v.signal(4242, 15).unwrap_err(),
        v.wait(4242).unwrap_err(),
        v.close_stdin(4242).unwrap_err(),
        v.write_stdin(4242, b"x").unwrap_err(),
    ] {
        assert_eq!(
            (e.errno, e.pid),
            (Errno::Esrch, Some(4242)),
            "{}",
            e.message
        );
        assert_eq!(e.message, "ESRCH: Process not found: 4242");
    }
    let e = v.mount_host_dir("/mnt/h", "/definitely/not/a/dir", false);
    let e = e.unwrap_err();
    assert_eq!(
        (e.syscall, e.path.as_deref()),
        (Some("opendir"), Some("/definitely/not/a/dir"))
    );
}
