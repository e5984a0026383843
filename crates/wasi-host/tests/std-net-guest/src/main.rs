use std::io::{Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::os::fd::FromRawFd;

#[link(wasm_import_module = "host_net")]
extern "C" {
    fn net_socket(domain: i32, ty: i32, proto: i32, fd_out: *mut u32) -> i32;
    fn net_connect(fd: i32, addr: *const u8, len: i32) -> i32;
    fn net_bind(fd: i32, addr: *const u8, len: i32) -> i32;
    fn net_listen(fd: i32, backlog: i32) -> i32;
}

fn sock() -> i32 {
    let mut fd = 0u32;
    let e = unsafe { net_socket(1, 6, 0, &mut fd) };
    assert_eq!(e, 0, "socket");
    fd as i32
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let addr = "127.0.0.1:7000";
    match args[1].as_str() {
        "serve" => {
            let fd = sock();
            assert_eq!(unsafe { net_bind(fd, addr.as_ptr(), addr.len() as i32) }, 0);
            assert_eq!(unsafe { net_listen(fd, 8) }, 0);
            let l = unsafe { TcpListener::from_raw_fd(fd) };
            for s in l.incoming() {
                let mut s = s.unwrap();
                let mut buf = Vec::new();
                s.read_to_end(&mut buf).unwrap();
                s.write_all(b"echo:").unwrap();
                s.write_all(&buf).unwrap();
                s.shutdown(Shutdown::Write).unwrap();
            }
        }
        _ => {
            let fd = sock();
            let e = unsafe { net_connect(fd, addr.as_ptr(), addr.len() as i32) };
            if e != 0 {
                std::process::exit(e);
            }
            let mut s = unsafe { TcpStream::from_raw_fd(fd) };
            s.write_all(b"hi from std").unwrap();
            s.shutdown(Shutdown::Write).unwrap();
            let mut out = String::new();
            s.read_to_string(&mut out).unwrap();
            print!("{out}");
        }
    }
}
