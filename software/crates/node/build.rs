//! Embeds bootstrap.js and the bundled builtins (src/bundled.rs), each with its QuickJS bytecode
//! when the archive named by AGENTOS_NODE_BYTECODE (written by `node --agentos-emit-bytecode`,
//! run by scripts/build-software.mjs under the VM after a first build) holds a blob whose key,
//! SHA-256 of name and source as compiled, matches the source here. A missing, malformed or stale
//! archive only means less bytecode: those builtins compile from source as before.

#[path = "src/bundled.rs"]
#[allow(dead_code)]
mod bundled;

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// A blob of the archive: its key and its bytecode.
type Blob<'a> = ([u8; 32], &'a [u8]);

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    let js = manifest.join("js");
    println!("cargo:rerun-if-changed=src/bundled.rs");
    println!("cargo:rerun-if-changed=js");
    println!("cargo:rerun-if-env-changed=AGENTOS_NODE_BYTECODE");

    // The engine's build identity beyond its version string: our patch of rquickjs-sys.
    let patch = manifest.join("../../patches/rquickjs-sys-0.14.0.patch");
    println!("cargo:rerun-if-changed={}", patch.display());
    let patch_id = match std::fs::read(&patch) {
        Ok(bytes) => hex(&bundled::key("patch", &String::from_utf8_lossy(&bytes))[..8]),
        Err(_) => "none".to_owned(),
    };
    println!("cargo:rustc-env=AGENTOS_NODE_ENGINE_PATCH={patch_id}");

    let archive = std::env::var_os("AGENTOS_NODE_BYTECODE").map(PathBuf::from);
    let data = archive.as_ref().and_then(|p| {
        println!("cargo:rerun-if-changed={}", p.display());
        std::fs::read(p).ok()
    });
    let parsed = data.as_deref().and_then(bundled::read_archive);
    if let (Some(p), None) = (&archive, &parsed) {
        println!(
            "cargo:warning=no usable bytecode archive at {}: builtins compile from source",
            p.display()
        );
    }
    let (engine, blobs): (&str, HashMap<&str, Blob<'_>>) = match &parsed {
        Some((engine, entries)) => (
            engine,
            entries
                .iter()
                .map(|e| (e.name, (e.key, e.bytecode)))
                .collect(),
        ),
        None => ("", HashMap::new()),
    };

    let bc_dir = out.join("bytecode");
    let _ = std::fs::remove_dir_all(&bc_dir);
    std::fs::create_dir_all(&bc_dir).expect("create OUT_DIR/bytecode");
    let mut index = 0usize;
    let mut embedded = 0usize;
    // The bytecode expression for `name` compiled from `source`: include_bytes! of its blob when
    // the archive's key matches, else an empty slice.
    let mut blob_for = |name: &str, source: &str| -> String {
        match blobs.get(name) {
            Some((key, bytecode)) if *key == bundled::key(name, source) => {
                index += 1;
                embedded += 1;
                let file = bc_dir.join(format!("{index}.qbc"));
                std::fs::write(&file, bytecode).expect("write OUT_DIR/bytecode");
                format!("include_bytes!({:?})", file.display().to_string())
            }
            _ => "b\"\"".to_owned(),
        }
    };

    let read = |file: &Path| std::fs::read_to_string(file).expect("read a bundled JS file");
    let mut code = String::new();
    let bootstrap = js.join("bootstrap.js");
    let bootstrap_bc = blob_for(bundled::BOOTSTRAP_NAME, &read(&bootstrap));
    let probe_bc = blob_for(bundled::PROBE_NAME, bundled::PROBE_SOURCE);
    let _ = writeln!(
        code,
        "pub const BOOTSTRAP: &str = include_str!({:?});\npub const BOOTSTRAP_BC: &[u8] = {bootstrap_bc};\npub const PROBE_BC: &[u8] = {probe_bc};",
        bootstrap.display().to_string()
    );
    let _ = writeln!(
        code,
        "/// The engine id of the node.wasm that emitted the embedded bytecode.\npub const ENGINE: &str = {engine:?};"
    );
    let _ = writeln!(
        code,
        "/// name, source (as in js/), bytecode of HEAD + source + TAIL (empty: none).\npub const SOURCES: &[(&str, &str, &[u8])] = &["
    );
    for (name, file) in bundled::FILES {
        let path = js.join(file);
        let wrapped = format!("{}{}{}", bundled::HEAD, read(&path), bundled::TAIL);
        let bc = blob_for(name, &wrapped);
        let _ = writeln!(
            code,
            "    ({name:?}, include_str!({:?}), {bc}),",
            path.display().to_string()
        );
    }
    code.push_str("];\n");
    std::fs::write(out.join("embedded.rs"), code).expect("write OUT_DIR/embedded.rs");
    if archive.is_some() {
        println!(
            "cargo:warning=node: {embedded} of {} scripts embedded as bytecode",
            bundled::FILES.len() + 2
        );
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
