//! `timeout [OPTION] DURATION COMMAND [ARG]...` over `agentos-process`: exit 124 when the command
//! timed out.

use std::ffi::OsString;
use std::time::{Duration, Instant};

use super::kill::signal_number;
use super::spawn::start;
use super::{describe, error, usage_error};

const TIMED_OUT: i32 = 124;
const FAILURE: i32 = 125;

const HELP: &str = "\
Usage: timeout [OPTION] DURATION COMMAND [ARG]...
Start COMMAND, and kill it if still running after DURATION.

  -k, --kill-after=DURATION  also send a KILL signal if COMMAND is still running
                             this long after the initial signal was sent
  -p, --preserve-status      exit with the same status as COMMAND, even when it times out
      --foreground           accepted (the VM has no terminals)
  -s, --signal=SIGNAL        the signal to send on timeout (default TERM)
  -v, --verbose              diagnose to stderr any signal sent upon timeout

DURATION is a floating point number with an optional suffix: 's' seconds (default),
'm' minutes, 'h' hours, 'd' days. 0 disables the timeout.
Exit status: 124 if COMMAND times out and --preserve-status is not given, 125 if timeout itself
fails, 126 if COMMAND is found but cannot be invoked, 127 if not found, else COMMAND's status.
";

/// Parses `1`, `0.5`, `2m`, `1.5h`, `1d`.
pub fn parse_duration(s: &str) -> Option<Duration> {
    let (number, unit) = match s.char_indices().last()? {
        (i, c @ ('s' | 'm' | 'h' | 'd')) => (&s[..i], c),
        _ => (s, 's'),
    };
    let value: f64 = number.parse().ok()?;
    if !value.is_finite() || value < 0.0 {
        return None;
    }
    let secs = value
        * match unit {
            'm' => 60.0,
            'h' => 3600.0,
            'd' => 86400.0,
            _ => 1.0,
        };
    // Longer than ~a century counts as "forever" rather than overflowing.
    Some(Duration::from_secs_f64(secs.min(3.0e9)))
}

pub fn main(args: Vec<OsString>) -> i32 {
    let mut signal = 15;
    let mut kill_after: Option<Duration> = None;
    let mut preserve = false;
    let mut verbose = false;
    let mut i = 1;
    while let Some(arg) = args.get(i).map(|a| a.to_string_lossy().into_owned()) {
        let take_value = |i: &mut usize, long: &str, short: &str| -> Option<String> {
            if arg == long || arg == short {
                *i += 1;
                args.get(*i).map(|v| v.to_string_lossy().into_owned())
            } else if let Some(v) = arg.strip_prefix(&format!("{long}=")) {
                Some(v.to_string())
            } else {
                arg.strip_prefix(short).map(str::to_string)
            }
        };
        match arg.as_str() {
            "--" => {
                i += 1;
                break;
            }
            "--help" => {
                print!("{HELP}");
                return 0;
            }
            "--version" => {
                println!("timeout (agentOS coreutils) {}", env!("CARGO_PKG_VERSION"));
                return 0;
            }
            "-p" | "--preserve-status" => preserve = true,
            "-v" | "--verbose" => verbose = true,
            "--foreground" => {}
            _ if arg.starts_with("-s") || arg.starts_with("--signal") => {
                let Some(spec) = take_value(&mut i, "--signal", "-s") else {
                    return usage_error("timeout", "option requires an argument -- 's'", FAILURE);
                };
                let Some(n) = signal_number(&spec) else {
                    error!("timeout", "{spec}: invalid signal");
                    return FAILURE;
                };
                signal = n;
            }
            _ if arg.starts_with("-k") || arg.starts_with("--kill-after") => {
                let Some(spec) = take_value(&mut i, "--kill-after", "-k") else {
                    return usage_error("timeout", "option requires an argument -- 'k'", FAILURE);
                };
                let Some(d) = parse_duration(&spec) else {
                    return usage_error(
                        "timeout",
                        &format!("invalid time interval '{spec}'"),
                        FAILURE,
                    );
                };
                kill_after = Some(d);
            }
            _ if arg.starts_with('-') && arg.len() > 1 && parse_duration(&arg).is_none() => {
                return usage_error("timeout", &format!("unrecognized option '{arg}'"), FAILURE);
            }
            _ => break,
        }
        i += 1;
    }
    let Some(duration_arg) = args.get(i).map(|a| a.to_string_lossy().into_owned()) else {
        return usage_error("timeout", "missing operand", FAILURE);
    };
    let Some(duration) = parse_duration(&duration_arg) else {
        return usage_error(
            "timeout",
            &format!("invalid time interval '{duration_arg}'"),
            FAILURE,
        );
    };
    let command = &args[i + 1..];
    if command.is_empty() {
        return usage_error(
            "timeout",
            &format!("missing operand after '{duration_arg}'"),
            FAILURE,
        );
    }

    let mut child = match start("timeout", command, None, None) {
        Ok(child) => child,
        Err(code) => return code,
    };
    let name = command[0].to_string_lossy();
    let started = Instant::now();
    let deadline = (!duration.is_zero()).then(|| started + duration);
    match wait_until(&mut child, deadline) {
        Ok(Some(status)) => return status,
        Ok(None) => {}
        Err(err) => {
            error!("timeout", "waiting for '{name}': {}", describe(&err));
            return FAILURE;
        }
    }

    // Timed out.
    if verbose {
        eprintln!(
            "timeout: sending signal {} to command '{name}'",
            signal_label(signal)
        );
    }
    let _ = child.signal(signal);
    let status = match kill_after {
        Some(grace) => match wait_until(&mut child, Some(Instant::now() + grace)) {
            Ok(Some(status)) => status,
            _ => {
                if verbose {
                    eprintln!("timeout: sending signal KILL to command '{name}'");
                }
                let _ = child.kill();
                let _ = child.wait();
                // GNU exits 137 after it had to send KILL, even with --preserve-status.
                return 128 + 9;
            }
        },
        None => child
            .wait()
            .map(|s| s.code().unwrap_or(1))
            .unwrap_or(128 + signal),
    };
    if preserve {
        status
    } else {
        TIMED_OUT
    }
}

fn signal_label(signal: i32) -> String {
    super::kill::SIGNALS
        .iter()
        .find(|&&(_, n)| n == signal)
        .map_or_else(|| signal.to_string(), |(name, _)| name.to_string())
}

/// Polls the child until it exits (`Some(status)`) or the deadline passes (`None`). Polling starts
/// at 1 ms so short commands return promptly and backs off to 20 ms.
fn wait_until(
    child: &mut agentos_process::Child,
    deadline: Option<Instant>,
) -> std::io::Result<Option<i32>> {
    let Some(deadline) = deadline else {
        return child.wait().map(|s| Some(s.code().unwrap_or(1)));
    };
    let mut step = Duration::from_millis(1);
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Some(status.code().unwrap_or(1)));
        }
        let now = Instant::now();
        if now >= deadline {
            return Ok(None);
        }
        std::thread::sleep(step.min(deadline - now));
        step = (step * 2).min(Duration::from_millis(20));
    }
}

#[cfg(test)]
mod tests {
    use super::parse_duration;
    use std::time::Duration;

    #[test]
    fn parses_durations() {
        assert_eq!(parse_duration("1"), Some(Duration::from_secs(1)));
        assert_eq!(parse_duration("0.5s"), Some(Duration::from_millis(500)));
        assert_eq!(parse_duration("2m"), Some(Duration::from_secs(120)));
        assert_eq!(parse_duration("1h"), Some(Duration::from_secs(3600)));
        assert_eq!(parse_duration("x"), None);
        assert_eq!(parse_duration("-1"), None);
    }
}
