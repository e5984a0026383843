// The shell interprets function calls recursively, on the linear-memory stack (8 KiB and more per
// call level; Rust's default 1 MiB overflowed at 131 levels, a wasm trap) and on the native wasm
// stack (wasmtime's 2 MiB ends a compound function body at about 200 levels). 16 MiB of linear
// stack and src/main.rs's `MAX_FUNCTION_DEPTH` (150) keep recursion an error, not a trap.
fn main() {
    println!("cargo:rustc-link-arg-bin=sh=-zstack-size=16777216");
}
