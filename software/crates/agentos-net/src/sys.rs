//! The raw `host_net` imports (`docs/network.md`): every parameter an `i32` (pointers are offsets
//! into guest memory), every return a WASI errno.
#![allow(clippy::missing_safety_doc)]

#[link(wasm_import_module = "host_net")]
extern "C" {
    pub fn net_socket(domain: i32, ty: i32, proto: i32, fd_out: *mut u32) -> i32;
    pub fn net_connect(fd: i32, addr: *const u8, addr_len: i32) -> i32;
    pub fn net_tls_connect(fd: i32, servername: *const u8, len: i32) -> i32;
    pub fn net_getaddrinfo(
        host: *const u8,
        host_len: i32,
        port: *const u8,
        port_len: i32,
        buf_out: *mut u8,
        len_inout: *mut u32,
    ) -> i32;
    pub fn net_getsockname(fd: i32, buf: *mut u8, len_inout: *mut u32) -> i32;
    pub fn net_getpeername(fd: i32, buf: *mut u8, len_inout: *mut u32) -> i32;
    pub fn net_poll(fds: *mut u8, nfds: i32, timeout_ms: i32, ready_out: *mut u32) -> i32;
    pub fn net_bind(fd: i32, addr: *const u8, len: i32) -> i32;
    pub fn net_listen(fd: i32, backlog: i32) -> i32;
    pub fn net_setsockopt(fd: i32, level: i32, opt: i32, val: *const u8, val_len: i32) -> i32;
}
