// Copyright 2017 Google Inc.
//
// Use of this source code is governed by a MIT-style
// license that can be found in the LICENSE file or at
// https://opensource.org/licenses/MIT.

use std::cell::RefCell;
use std::error::Error;
use std::ffi::{OsStr, OsString};
use std::io::{stderr, Write};
use std::path::Path;
// agentOS: std::process::Command fails at run time on wasm32-wasip1; spawn through host_process.
use agentos_process::Command;

use super::{Matcher, MatcherIO, WalkEntry};

enum Arg {
    FileArg(Vec<OsString>),
    LiteralArg(OsString),
}

fn parse_arg(s: &str) -> Arg {
    let parts = s.split("{}").collect::<Vec<_>>();
    if parts.len() == 1 {
        Arg::LiteralArg(OsString::from(s))
    } else {
        Arg::FileArg(parts.iter().map(OsString::from).collect())
    }
}

/// Reject a relative `$PATH` entry, which GNU find refuses for
/// `-execdir`/`-okdir` since they run the command from the scanned directory.
pub fn check_path_for_relative_entries(action: &str) -> Result<(), Box<dyn Error>> {
    match std::env::var_os("PATH") {
        Some(path) => check_path_entries(&path, action),
        None => Ok(()),
    }
}

fn check_path_entries(path: &OsStr, action: &str) -> Result<(), Box<dyn Error>> {
    for entry in crate::split_paths(path) {
        if entry.as_os_str().is_empty() || entry == Path::new(".") {
            return Err(From::from(format!(
                "The current directory is included in the PATH environment variable, \
                 which is insecure in combination with the {action} action of find.  \
                 Please remove the current directory from your $PATH (that is, remove \
                 \".\", doubled colons, or leading or trailing colons)"
            )));
        }
        if entry.is_relative() {
            return Err(From::from(format!(
                "The relative path '{}' is included in the PATH environment variable, \
                 which is insecure in combination with the {action} action of find.  \
                 Please remove that entry from $PATH",
                entry.display()
            )));
        }
    }
    Ok(())
}

pub struct SingleExecMatcher {
    executable: Arg,
    args: Vec<Arg>,
    exec_in_parent_dir: bool,
    interactive: bool,
}

impl SingleExecMatcher {
    pub fn new(
        executable: &str,
        args: &[&str],
        exec_in_parent_dir: bool,
    ) -> Result<Self, Box<dyn Error>> {
        Ok(Self::new_impl(executable, args, exec_in_parent_dir, false))
    }

    pub fn new_interactive(
        executable: &str,
        args: &[&str],
        exec_in_parent_dir: bool,
    ) -> Result<Self, Box<dyn Error>> {
        Ok(Self::new_impl(executable, args, exec_in_parent_dir, true))
    }

    fn new_impl(
        executable: &str,
        args: &[&str],
        exec_in_parent_dir: bool,
        interactive: bool,
    ) -> Self {
        let transformed_args = args.iter().map(|&a| parse_arg(a)).collect();

        Self {
            executable: parse_arg(executable),
            args: transformed_args,
            exec_in_parent_dir,
            interactive,
        }
    }
}

impl Matcher for SingleExecMatcher {
    fn matches(&self, file_info: &WalkEntry, matcher_io: &mut MatcherIO) -> bool {
        let path_to_file = if self.exec_in_parent_dir {
            if let Some(f) = file_info.path().file_name() {
                Path::new(".").join(f)
            } else {
                Path::new(".").join(file_info.path())
            }
        } else {
            file_info.path().to_path_buf()
        };

        let resolved_executable = match self.executable {
            Arg::LiteralArg(ref a) => a.clone(),
            Arg::FileArg(ref parts) => parts.join(path_to_file.as_os_str()),
        };

        if self.interactive {
            // GNU find prints a fixed, abbreviated prompt of the form
            // "< executable ... pathname > ? ".  It does not render the
            // substituted argument list, and always shows the full path of
            // the entry being processed (even for -okdir, whose command runs
            // with the "./basename" form).
            let prompt = format!(
                "< {} ... {} > ? ",
                resolved_executable.to_string_lossy(),
                file_info.path().to_string_lossy()
            );

            if !matcher_io.confirm(&prompt) {
                return false;
            }
        }

        let mut command = Command::new(&resolved_executable);

        for arg in &self.args {
            match *arg {
                Arg::LiteralArg(ref a) => command.arg(a.as_os_str()),
                Arg::FileArg(ref parts) => command.arg(parts.join(path_to_file.as_os_str())),
            };
        }
        if self.exec_in_parent_dir {
            match file_info.path().parent() {
                None => {
                    // Root paths like "/" have no parent.  Run them from the root to match GNU find.
                    command.current_dir(file_info.path());
                }
                Some(parent) if parent == Path::new("") => {
                    // Paths like "foo" have a parent of "".  Avoid chdir("").
                }
                Some(parent) => {
                    command.current_dir(parent);
                }
            }
        }
        match command.status() {
            Ok(status) => status.success(),
            Err(e) => {
                writeln!(
                    &mut stderr(),
                    "Failed to run {}: {}",
                    resolved_executable.to_string_lossy(),
                    e
                )
                .unwrap();
                false
            }
        }
    }

    fn has_side_effects(&self) -> bool {
        true
    }
}

/// agentOS: replaces `argmax::Command` (a size-limited `std::process::Command`) for `-exec ... {} +`.
struct ArgCommand {
    command: Command,
    size: usize,
}

impl ArgCommand {
    /// Bytes of arguments per command line before a new one is started (GNU find uses ~128 KiB).
    const LIMIT: usize = 128 * 1024;

    fn new(program: impl AsRef<OsStr>) -> Self {
        let size = program.as_ref().len() + 1;
        Self { command: Command::new(program), size }
    }

    fn try_arg(&mut self, arg: impl AsRef<OsStr>) -> std::io::Result<&mut Self> {
        let len = arg.as_ref().len() + 1;
        if self.size + len > Self::LIMIT {
            return Err(std::io::Error::new(std::io::ErrorKind::InvalidInput, "argument list too long"));
        }
        self.size += len;
        self.command.arg(arg);
        Ok(self)
    }

    fn try_args<I: IntoIterator<Item = S>, S: AsRef<OsStr>>(&mut self, args: I) -> std::io::Result<&mut Self> {
        for arg in args {
            self.try_arg(arg)?;
        }
        Ok(self)
    }

    fn current_dir(&mut self, dir: impl AsRef<Path>) -> &mut Self {
        self.command.current_dir(dir);
        self
    }

    fn status(&mut self) -> std::io::Result<agentos_process::ExitStatus> {
        self.command.status()
    }
}

pub struct MultiExecMatcher {
    executable: String,
    args: Vec<OsString>,
    exec_in_parent_dir: bool,
    /// Command to build while matching.
    command: RefCell<Option<ArgCommand>>,
}

impl MultiExecMatcher {
    pub fn new(
        executable: &str,
        args: &[&str],
        exec_in_parent_dir: bool,
    ) -> Result<Self, Box<dyn Error>> {
        let transformed_args = args.iter().map(OsString::from).collect();

        Ok(Self {
            executable: executable.to_string(),
            args: transformed_args,
            exec_in_parent_dir,
            command: RefCell::new(None),
        })
    }

    fn new_command(&self) -> ArgCommand {
        let mut command = ArgCommand::new(&self.executable);
        command.try_args(&self.args).unwrap();
        command
    }

    fn run_command(&self, command: &mut ArgCommand, matcher_io: &mut MatcherIO) {
        match command.status() {
            Ok(status) => {
                if !status.success() {
                    matcher_io.set_exit_code(1);
                }
            }
            Err(e) => {
                writeln!(&mut stderr(), "Failed to run {}: {}", self.executable, e).unwrap();
                matcher_io.set_exit_code(1);
            }
        }
    }
}

impl Matcher for MultiExecMatcher {
    fn matches(&self, file_info: &WalkEntry, matcher_io: &mut MatcherIO) -> bool {
        let path_to_file = if self.exec_in_parent_dir {
            if let Some(f) = file_info.path().file_name() {
                Path::new(".").join(f)
            } else {
                Path::new(".").join(file_info.path())
            }
        } else {
            file_info.path().to_path_buf()
        };
        let mut command = self.command.borrow_mut();
        let command = command.get_or_insert_with(|| self.new_command());

        // Build command, or dispatch it before when it is long enough.
        if command.try_arg(&path_to_file).is_err() {
            if self.exec_in_parent_dir {
                match file_info.path().parent() {
                    None => {
                        // Root paths like "/" have no parent.  Run them from the root to match GNU find.
                        command.current_dir(file_info.path());
                    }
                    Some(parent) if parent == Path::new("") => {
                        // Paths like "foo" have a parent of "".  Avoid chdir("").
                    }
                    Some(parent) => {
                        command.current_dir(parent);
                    }
                }
            }
            self.run_command(command, matcher_io);

            // Reset command status.
            *command = self.new_command();
            if let Err(e) = command.try_arg(&path_to_file) {
                writeln!(
                    &mut stderr(),
                    "Cannot fit a single argument {}: {}",
                    path_to_file.to_string_lossy(),
                    e
                )
                .unwrap();
                matcher_io.set_exit_code(1);
            }
        }
        true
    }

    fn finished_dir(&self, dir: &Path, matcher_io: &mut MatcherIO) {
        // Dispatch command for -execdir.
        if self.exec_in_parent_dir {
            let mut command = self.command.borrow_mut();
            if let Some(mut command) = command.take() {
                command.current_dir(Path::new(".").join(dir));
                self.run_command(&mut command, matcher_io);
            }
        }
    }

    fn finished(&self, matcher_io: &mut MatcherIO) {
        // Dispatch command for -exec.
        if !self.exec_in_parent_dir {
            let mut command = self.command.borrow_mut();
            if let Some(mut command) = command.take() {
                self.run_command(&mut command, matcher_io);
            }
        }
    }

    fn has_side_effects(&self) -> bool {
        true
    }
}

// Unix-only: the cases below are written with ':' separators and rootless
// absolute paths, neither of which means the same thing on Windows.
#[cfg(all(test, unix))]
/// Only the pure helpers are tested here: everything else needs to call out to
/// an external executable, see `tests/exec_unit_tests.rs` instead.
mod tests {
    use super::check_path_entries;
    use std::ffi::OsStr;

    fn error_for(path: &str) -> String {
        check_path_entries(OsStr::new(path), "-okdir")
            .expect_err("expected the PATH to be rejected")
            .to_string()
    }

    #[test]
    fn absolute_path_entries_are_accepted() {
        assert!(check_path_entries(OsStr::new("/opt/bin:/sbin"), "-execdir").is_ok());
    }

    #[test]
    fn empty_path_entries_are_rejected() {
        for path in ["", ":/sbin", "/sbin:", "/sbin::/opt/bin"] {
            assert!(
                error_for(path).starts_with("The current directory is included"),
                "PATH {path:?} was not rejected as the current directory"
            );
        }
    }

    #[test]
    fn dot_path_entry_is_rejected() {
        assert!(error_for("/sbin:.").starts_with("The current directory is included"));
    }

    #[test]
    fn relative_path_entry_is_rejected() {
        let message = error_for("/sbin:tools/bin");
        assert!(
            message.starts_with("The relative path 'tools/bin' is included"),
            "unexpected message: {message}"
        );
        assert!(message.contains("the -okdir action of find"));
    }
}
