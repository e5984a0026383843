//! `env [OPTION]... [-] [NAME=VALUE]... [COMMAND [ARG]...]`, running COMMAND through
//! `agentos-process`.

use std::ffi::OsString;
use std::io::Write;

use super::spawn::{start, wait};
use super::{error, usage_error};

const HELP: &str = "\
Usage: env [OPTION]... [-] [NAME=VALUE]... [COMMAND [ARG]...]
Set each NAME to VALUE in the environment and run COMMAND.

  -i, --ignore-environment  start with an empty environment
  -0, --null           end each output line with NUL, not newline
  -u, --unset=NAME     remove variable from the environment
  -C, --chdir=DIR      change working directory to DIR
  -S, --split-string=S  process and split S into separate arguments;
                        used to pass multiple arguments on shebang lines
  -v, --debug          print verbose information for each processing step
      --help           display this help and exit
      --version        output version information and exit

A mere - implies -i.  If no COMMAND, print the resulting environment.
";

/// Exit status of `env` itself failing (GNU: 125).
const ENV_FAILURE: i32 = 125;

pub fn main(args: Vec<OsString>) -> i32 {
    let mut vars: Vec<(OsString, OsString)> = std::env::vars_os().collect();
    let mut null = false;
    let mut chdir: Option<OsString> = None;
    let mut debug = false;
    let mut rest: Vec<OsString> = args[1..].to_vec();
    let mut i = 0;

    // Options (and -S, which splices its words back into the argument list).
    while i < rest.len() {
        let arg = rest[i].to_string_lossy().into_owned();
        let value_of = |i: usize, long: &str, short: &str| -> Option<(OsString, usize)> {
            if arg == long || arg == short {
                rest.get(i + 1).map(|v| (v.clone(), 2))
            } else if let Some(v) = arg.strip_prefix(&format!("{long}=")) {
                Some((v.into(), 1))
            } else {
                arg.strip_prefix(short)
                    .filter(|v| !v.is_empty())
                    .map(|v| (v.into(), 1))
            }
        };
        match arg.as_str() {
            "--" => {
                i += 1;
                break;
            }
            "-" | "-i" | "--ignore-environment" => vars.clear(),
            "-0" | "--null" => null = true,
            "-v" | "--debug" => debug = true,
            "--help" => {
                print!("{HELP}");
                return 0;
            }
            "--version" => {
                println!("env (agentOS coreutils) {}", env!("CARGO_PKG_VERSION"));
                return 0;
            }
            _ if arg.starts_with("-u") || arg.starts_with("--unset") => {
                let Some((name, used)) = value_of(i, "--unset", "-u") else {
                    return usage_error("env", "option requires an argument -- 'u'", ENV_FAILURE);
                };
                if name.is_empty() || name.to_string_lossy().contains('=') {
                    error!(
                        "env",
                        "cannot unset '{}': Invalid argument",
                        name.to_string_lossy()
                    );
                    return ENV_FAILURE;
                }
                vars.retain(|(k, _)| *k != name);
                i += used;
                continue;
            }
            _ if arg.starts_with("-C") || arg.starts_with("--chdir") => {
                let Some((dir, used)) = value_of(i, "--chdir", "-C") else {
                    return usage_error("env", "option requires an argument -- 'C'", ENV_FAILURE);
                };
                chdir = Some(dir);
                i += used;
                continue;
            }
            _ if arg.starts_with("-S") || arg.starts_with("--split-string") => {
                let Some((text, used)) = value_of(i, "--split-string", "-S") else {
                    return usage_error("env", "option requires an argument -- 'S'", ENV_FAILURE);
                };
                let words = match split_string(&text.to_string_lossy()) {
                    Ok(words) => words,
                    Err(msg) => {
                        error!("env", "{msg}");
                        return ENV_FAILURE;
                    }
                };
                rest.splice(i..i + used, words.into_iter().map(OsString::from));
                continue;
            }
            _ if arg.starts_with('-') && arg.len() > 1 => {
                // Bundled short flags such as `-i0`.
                if arg[1..].chars().all(|c| matches!(c, 'i' | '0' | 'v')) && !arg.starts_with("--")
                {
                    for c in arg[1..].chars() {
                        match c {
                            'i' => vars.clear(),
                            '0' => null = true,
                            _ => debug = true,
                        }
                    }
                } else {
                    let shown = arg.trim_start_matches('-');
                    let msg = if arg.starts_with("--") {
                        format!("unrecognized option '{arg}'")
                    } else {
                        format!(
                            "invalid option -- '{}'",
                            shown.chars().next().unwrap_or('-')
                        )
                    };
                    return usage_error("env", &msg, ENV_FAILURE);
                }
            }
            _ => break,
        }
        i += 1;
    }

    // NAME=VALUE assignments.
    while let Some(arg) = rest.get(i) {
        let text = arg.to_string_lossy();
        let Some(eq) = text.find('=').filter(|&eq| eq > 0) else {
            break;
        };
        let (name, value) = (OsString::from(&text[..eq]), OsString::from(&text[eq + 1..]));
        if debug {
            eprintln!(
                "setenv:   {}={}",
                name.to_string_lossy(),
                value.to_string_lossy()
            );
        }
        vars.retain(|(k, _)| *k != name);
        vars.push((name, value));
        i += 1;
    }

    let command = &rest[i..];
    if command.is_empty() {
        if chdir.is_some() {
            return usage_error("env", "must specify command with --chdir (-C)", ENV_FAILURE);
        }
        let mut out = std::io::stdout().lock();
        for (k, v) in &vars {
            let end = if null { "\0" } else { "\n" };
            if write!(out, "{}={}{end}", k.to_string_lossy(), v.to_string_lossy()).is_err() {
                return 1;
            }
        }
        return i32::from(out.flush().is_err());
    }
    if null {
        return usage_error(
            "env",
            "cannot specify --null (-0) with command",
            ENV_FAILURE,
        );
    }
    if debug {
        eprintln!("executing: {}", command[0].to_string_lossy());
    }
    match start("env", command, Some(&vars), chdir.as_ref()) {
        Ok(child) => wait("env", child),
        Err(code) => code,
    }
}

/// Splits an `-S` string into words: whitespace separates, `'…'` and `"…"` quote, backslash
/// escapes (`\n \t \\ \" \' \_` as in GNU), `#` at a word start ends the string.
fn split_string(s: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' | '\n' => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            '#' if !in_word => break,
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => return Err("no terminating quote in -S string".into()),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => word.push(escape(chars.next())?),
                        Some(c) => word.push(c),
                        None => return Err("no terminating quote in -S string".into()),
                    }
                }
            }
            '\\' => {
                match chars.peek() {
                    Some('_') => {
                        chars.next();
                        if in_word {
                            words.push(std::mem::take(&mut word));
                            in_word = false;
                        }
                        continue;
                    }
                    Some('c') => break,
                    _ => {}
                }
                in_word = true;
                word.push(escape(chars.next())?);
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

fn escape(c: Option<char>) -> Result<char, String> {
    Ok(match c {
        Some('n') => '\n',
        Some('t') => '\t',
        Some('r') => '\r',
        Some('f') => '\x0c',
        Some('v') => '\x0b',
        Some(c @ ('\\' | '"' | '\'' | '$' | '#' | ' ')) => c,
        Some(c) => return Err(format!("invalid sequence '\\{c}' in -S")),
        None => return Err("invalid backslash at end of string in -S".into()),
    })
}

#[cfg(test)]
mod tests {
    use super::split_string;

    #[test]
    fn splits_like_gnu_env_s() {
        assert_eq!(split_string("perl -w -T").unwrap(), ["perl", "-w", "-T"]);
        assert_eq!(
            split_string("a 'b c' \"d\\te\"").unwrap(),
            ["a", "b c", "d\te"]
        );
        assert_eq!(split_string("a\\_b # comment").unwrap(), ["a", "b"]);
        assert!(split_string("'open").is_err());
    }
}
