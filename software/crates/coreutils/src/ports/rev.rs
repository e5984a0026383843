//! `rev [FILE]...`: reverses the characters of every line (util-linux's `rev`; not in uutils).

use std::ffi::OsString;
use std::io::{BufRead, BufReader, Read, Write};

use super::{describe, error};

pub fn main(args: Vec<OsString>) -> i32 {
    let mut files: Vec<OsString> = Vec::new();
    for arg in args.iter().skip(1) {
        match arg.to_str() {
            Some("--help" | "-h") => {
                println!("Usage: rev [FILE]...\nReverse lines characterwise.");
                return 0;
            }
            Some("--version" | "-V") => {
                println!("rev (agentOS coreutils) {}", env!("CARGO_PKG_VERSION"));
                return 0;
            }
            _ => files.push(arg.clone()),
        }
    }
    if files.is_empty() {
        files.push(OsString::from("-"));
    }
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut status = 0;
    for file in files {
        let input: Box<dyn Read> = if file == "-" {
            Box::new(std::io::stdin().lock())
        } else {
            match std::fs::File::open(&file) {
                Ok(f) => Box::new(f),
                Err(err) => {
                    error!(
                        "rev",
                        "cannot open {}: {}",
                        file.to_string_lossy(),
                        describe(&err)
                    );
                    status = 1;
                    continue;
                }
            }
        };
        let mut reader = BufReader::new(input);
        let mut line = Vec::new();
        loop {
            line.clear();
            match reader.read_until(b'\n', &mut line) {
                Ok(0) => break,
                Ok(_) => {
                    let newline = line.last() == Some(&b'\n');
                    let body = if newline {
                        &line[..line.len() - 1]
                    } else {
                        &line[..]
                    };
                    let reversed: String = String::from_utf8_lossy(body).chars().rev().collect();
                    let end = if newline { "\n" } else { "" };
                    if write!(out, "{reversed}{end}").is_err() {
                        return 1;
                    }
                }
                Err(err) => {
                    error!("rev", "{}: {}", file.to_string_lossy(), describe(&err));
                    status = 1;
                    break;
                }
            }
        }
    }
    if out.flush().is_err() {
        return 1;
    }
    status
}
