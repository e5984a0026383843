// A 4 MiB wasm stack (Rust's default is 1 MiB): QuickJS recursion is bounded by
// set_max_stack_size below it, so deep JS recursion throws a RangeError instead of overrunning.
fn main() {
    println!("cargo:rustc-link-arg-bins=-zstack-size=4194304");
}
