//! Pipes over the agentOS `host_process.fd_pipe` import (kernel pipes usable as child stdio).

/// The read end of a pipe.
pub(crate) type PipeReader = std::fs::File;
/// The write end of a pipe.
pub(crate) type PipeWriter = std::fs::File;

/// Creates a kernel pipe; both ends are plain files (`OpenFile::File`).
pub(crate) fn pipe() -> std::io::Result<(PipeReader, PipeWriter)> {
    agentos_process::pipe()
}
