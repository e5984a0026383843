//! `printf` builtin. brush-builtins 0.2 (MIT) only registers its printf on unix/windows; this is
//! its implementation (src/printf.rs, adapted: no clap, `-v` parsed by hand) over uucore's
//! `format` module, which builds for wasm32-wasip1 too.

use std::ffi::OsString;
use std::io::Write;
use std::ops::ControlFlow;

use brush_core::builtins::{ContentOptions, ContentType};
use brush_core::commands::{CommandArg, ExecutionContext};
use brush_core::{escape, expansion, Error, ErrorKind, ExecutionResult, ShellExtensions};
use futures::future::BoxFuture;
use uucore::format;

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
        let mut args: Vec<String> = args.into_iter().skip(1).map(|a| a.to_string()).collect();
        let mut variable = None;
        if args.first().is_some_and(|a| a == "-v") {
            if args.len() < 2 {
                let _ = writeln!(context.stderr(), "printf: -v: option requires an argument");
                return Ok(ExecutionResult::new(2));
            }
            variable = Some(args.remove(1));
            args.remove(0);
        }
        if args.first().is_some_and(|a| a == "--") {
            args.remove(0);
        }
        if args.is_empty() {
            let _ = writeln!(
                context.stderr(),
                "printf: usage: printf [-v var] format [arguments]"
            );
            return Ok(ExecutionResult::new(2));
        }
        if let Some(variable) = variable {
            let mut result: Vec<u8> = vec![];
            format_all(&args, &mut result)?;
            let result = String::from_utf8_lossy(&result).into_owned();
            expansion::assign_to_named_parameter(context.shell, &context.params, &variable, result)
                .await?;
        } else {
            let mut out = context.stdout();
            format_all(&args, &mut out)?;
            out.flush()?;
        }
        Ok(ExecutionResult::success())
    })
}

fn format_all(format_and_args: &[String], writer: impl Write) -> Result<(), Error> {
    match format_and_args {
        [fmt, arg] if fmt == "%q" => percent_q(None, arg, writer),
        [fmt, arg] if fmt == "~%q" => percent_q(Some("~"), arg, writer),
        [fmt, args @ ..] => format_via_uucore(fmt, args.iter(), writer),
        [] => Err(ErrorKind::PrintfInvalidUsage("missing operand".into()).into()),
    }
}

fn percent_q(prefix: Option<&str>, arg: &str, mut writer: impl Write) -> Result<(), Error> {
    let mut result = escape::quote_if_needed(arg, escape::QuoteMode::BackslashEscape).to_string();
    if let Some(prefix) = prefix {
        result.insert_str(0, prefix);
    }
    write!(writer, "{result}")?;
    Ok(())
}

fn format_via_uucore(
    format_string: &str,
    args: impl Iterator<Item = impl Into<OsString>>,
    mut writer: impl Write,
) -> Result<(), Error> {
    let format_args: Vec<_> = args
        .map(|s| format::FormatArgument::Unparsed(s.into()))
        .collect();
    let format_items: Vec<_> = format::parse_spec_and_escape(format_string.as_bytes())
        .collect::<Result<_, _>>()
        .map_err(|e| ErrorKind::PrintfInvalidUsage(format!("printf parsing error: {e}")))?;
    let mut wrapper = format::FormatArguments::new(&format_args);
    // Repeat the format until the arguments are used up (at least once). A pass that uses no
    // argument (`printf '%%' x`, `printf hi x`) is not repeated: bash prints it once.
    while format_args.is_empty() || !wrapper.is_exhausted() {
        let batch_start = wrapper.peek_arg().map(std::ptr::from_ref);
        for item in &format_items {
            let flow = item.write(&mut writer, &mut wrapper).map_err(|e| match e {
                format::FormatError::IoError(io_err) => Error::from(io_err),
                other => Error::from(ErrorKind::PrintfInvalidUsage(format!(
                    "printf formatting error: {other}"
                ))),
            })?;
            if flow == ControlFlow::Break(()) {
                break;
            }
        }
        if !wrapper.is_exhausted() {
            wrapper.start_next_batch();
            if wrapper.peek_arg().map(std::ptr::from_ref) == batch_start {
                break;
            }
        }
        if format_args.is_empty() {
            break;
        }
    }
    Ok(())
}
