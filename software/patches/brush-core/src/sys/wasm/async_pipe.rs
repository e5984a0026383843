//! Reading the output of a command substitution.
//!
//! The runtime is single-threaded here, so there is no `spawn_blocking`: the caller runs the
//! producer to completion first (the host buffers up to 16 MiB per pipe without blocking the
//! writer) and then reads the pipe to its end.

use std::io::{self, Read};

pub(crate) struct AsyncPipeReader {
    inner: Option<std::fs::File>,
}

impl AsyncPipeReader {
    pub(crate) fn new(fd: std::fs::File) -> io::Result<Self> {
        Ok(Self { inner: Some(fd) })
    }

    pub(crate) async fn read_to_string(&mut self) -> io::Result<String> {
        let Some(mut reader) = self.inner.take() else {
            return Ok(String::new());
        };
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes)?;
        Ok(match String::from_utf8(bytes) {
            Ok(s) => s,
            Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        })
    }
}
