//! `printf` builtin. brush-builtins 0.2 (MIT) only registers its printf on unix/windows (over
//! uucore's `format`, which differs from bash in `%q`, `%b`, invalid numbers, `%(…)T`, …); ours
//! parses the options as bash does and formats with `printf_format` (bash's rules).

use std::io::Write;

use brush_core::builtins::{ContentOptions, ContentType};
use brush_core::commands::{CommandArg, ExecutionContext};
use brush_core::{expansion, Error, ExecutionResult, ShellExtensions};
use futures::future::BoxFuture;

use crate::printf_format;

pub fn help(_: &str, t: ContentType, _: &ContentOptions) -> Result<String, Error> {
    crate::builtins::help_text(
        t,
        "printf [-v var] format [arguments]",
        "Formats and prints ARGUMENTS under control of the FORMAT (or assigns to VAR with -v).",
    )
}

pub fn printf<SE: ShellExtensions>(
    context: ExecutionContext<'_, SE>,
    args: Vec<CommandArg>,
) -> BoxFuture<'_, Result<ExecutionResult, Error>> {
    Box::pin(async move {
        let args: Vec<String> = args.into_iter().skip(1).map(|a| a.to_string()).collect();
        let mut variable = None;
        let mut rest = args.as_slice();
        // Options as bash's internal_getopt reads them: `-v VAR`, `-vVAR`, `--`.
        while let Some(first) = rest.first() {
            if first == "--" {
                rest = &rest[1..];
                break;
            }
            if let Some(name) = first.strip_prefix("-v") {
                if name.is_empty() {
                    let Some(name) = rest.get(1) else {
                        let _ =
                            writeln!(context.stderr(), "printf: -v: option requires an argument");
                        usage(&context);
                        return Ok(ExecutionResult::new(2));
                    };
                    variable = Some(name.clone());
                    rest = &rest[2..];
                } else {
                    variable = Some(name.to_string());
                    rest = &rest[1..];
                }
                continue;
            }
            if first.len() > 1 && first.starts_with('-') {
                let _ = writeln!(context.stderr(), "printf: {first}: invalid option");
                usage(&context);
                return Ok(ExecutionResult::new(2));
            }
            break;
        }
        if let Some(name) = &variable {
            if !valid_assignment_target(name) {
                let _ = writeln!(context.stderr(), "printf: `{name}': not a valid identifier");
                return Ok(ExecutionResult::new(2));
            }
        }
        let Some((format, format_args)) = rest.split_first() else {
            usage(&context);
            return Ok(ExecutionResult::new(2));
        };
        if format.is_empty() {
            return Ok(ExecutionResult::success());
        }
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX));
        let result = printf_format::format(format.as_bytes(), format_args, now);
        if !result.errors.is_empty() {
            let mut err = context.stderr();
            for message in &result.errors {
                let _ = writeln!(err, "printf: {message}");
            }
        }
        if let Some(variable) = variable {
            let value = String::from_utf8_lossy(&result.out).into_owned();
            expansion::assign_to_named_parameter(context.shell, &context.params, &variable, value)
                .await?;
        } else {
            let mut out = context.stdout();
            out.write_all(&result.out)?;
            out.flush()?;
        }
        Ok(ExecutionResult::new(result.status))
    })
}

fn usage<SE: ShellExtensions>(context: &ExecutionContext<'_, SE>) {
    let _ = writeln!(
        context.stderr(),
        "printf: usage: printf [-v var] format [arguments]"
    );
}

/// `name` or `name[subscript]`, as `printf -v` accepts.
fn valid_assignment_target(target: &str) -> bool {
    let name = match target.split_once('[') {
        Some((name, rest)) if rest.ends_with(']') => name,
        Some(_) => return false,
        None => target,
    };
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c == '_' || c.is_ascii_alphabetic())
        && chars.all(|c| c == '_' || c.is_ascii_alphanumeric())
}
