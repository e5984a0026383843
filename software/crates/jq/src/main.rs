//! `jq` for agentOS: jq's command line over jaq's libraries (`jaq-all` 0.4, MIT), modelled on the
//! `jaq` 3.1.2 binary (MIT) without its REPL (rustyline/fd-lock do not build for wasip1), mimalloc
//! (C) and `--in-place`. jq-compatible where jaq's binary is not: `-s` over several files gives one
//! array, `--jsonargs`, exit statuses 2 (usage/IO), 3 (compile), 5 (runtime error), `-e` 1/4.

use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use jaq_all::data::{Filter, Runner};
use jaq_all::fmts::read;
use jaq_all::fmts::write::{write, Writer};
use jaq_all::fmts::Format;
use jaq_all::jaq_core::{compile, load, Exn, ValT, Vars};
use jaq_all::json::write::{Pp, Styles};
use jaq_all::json::Val;
use jaq_all::load::{compile_errors, load_errors, FileReports, FileReportsDisp};

#[derive(Default)]
struct Cli {
    from: Option<Format>,
    null_input: bool,
    slurp: bool,
    to: Option<Format>,
    compact: bool,
    join: bool,
    sort_keys: bool,
    color: bool,
    tab: bool,
    indent: Option<usize>,
    from_file: bool,
    library_path: Vec<PathBuf>,
    named: Vec<(String, Val)>,
    filter: Option<String>,
    files: Vec<PathBuf>,
    positional: Vec<Val>,
    exit_status: bool,
}

enum Mode {
    Files,
    Args,
    JsonArgs,
}

fn usage_error(msg: &str) -> ! {
    eprintln!("jq: error: {msg}\nUse jq --help for help with command-line options,\nor see the jq manpage, or online docs  at https://jqlang.github.io/jq");
    std::process::exit(2);
}

fn parse_json(what: &str, text: &str) -> Val {
    match read::json::parse_single(text.as_bytes()) {
        Ok(v) => v,
        Err(e) => usage_error(&format!("invalid JSON text passed to {what}: {e}")),
    }
}

fn load(path: &str) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| {
        eprintln!("jq: error: Could not open {path}: {}", strerror(&e));
        std::process::exit(2);
    })
}

fn strerror(e: &io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}

fn parse_args() -> Cli {
    let mut cli = Cli::default();
    let mut mode = Mode::Files;
    let mut args = std::env::args_os().skip(1);
    let next = |args: &mut dyn Iterator<Item = OsString>, flag: &str| -> String {
        match args.next() {
            Some(a) => a.to_string_lossy().into_owned(),
            None => usage_error(&format!("{flag} takes a parameter")),
        }
    };
    let mut only_positional = false;
    while let Some(arg) = args.next() {
        let s = arg.to_string_lossy().into_owned();
        let positional = only_positional || !s.starts_with('-') || s == "-";
        if positional {
            if cli.filter.is_none() {
                cli.filter = Some(if cli.from_file {
                    String::from_utf8_lossy(&load(&s)).into_owned()
                } else {
                    s
                });
            } else {
                match mode {
                    Mode::Files => cli.files.push(PathBuf::from(arg)),
                    Mode::Args => cli.positional.push(Val::from(s)),
                    Mode::JsonArgs => cli.positional.push(parse_json("--jsonargs", &s)),
                }
            }
            continue;
        }
        if s == "--" {
            only_positional = true;
            continue;
        }
        if let Some(long) = s.strip_prefix("--") {
            match long {
                "null-input" => cli.null_input = true,
                "raw-input" => cli.from = Some(Format::Raw),
                "slurp" => cli.slurp = true,
                "compact-output" => cli.compact = true,
                "raw-output" => cli.to = Some(Format::Raw),
                "raw-output0" => cli.to = Some(Format::Raw0),
                "join-output" => {
                    cli.join = true;
                    cli.to.get_or_insert(Format::Raw);
                }
                "sort-keys" => cli.sort_keys = true,
                "color-output" => cli.color = true,
                "monochrome-output" => cli.color = false,
                "tab" => cli.tab = true,
                "indent" => {
                    let v = next(&mut args, "--indent");
                    cli.indent =
                        Some(v.parse().ok().filter(|n| *n <= 7).unwrap_or_else(|| {
                            usage_error("Cannot indent more than 7 characters")
                        }));
                }
                "from-file" => cli.from_file = true,
                "exit-status" => cli.exit_status = true,
                "arg" => {
                    let (k, v) = (next(&mut args, "--arg"), next(&mut args, "--arg"));
                    cli.named.push((k, Val::from(v)));
                }
                "argjson" => {
                    let (k, v) = (next(&mut args, "--argjson"), next(&mut args, "--argjson"));
                    let val = parse_json("--argjson", &v);
                    cli.named.push((k, val));
                }
                "slurpfile" | "rawfile" => {
                    let (k, path) = (next(&mut args, long), next(&mut args, long));
                    let bytes = load(&path);
                    let val = if long == "rawfile" {
                        Val::from(String::from_utf8_lossy(&bytes).into_owned())
                    } else {
                        match read::json::parse_many(&bytes).collect::<Result<Val, _>>() {
                            Ok(v) => v,
                            Err(e) => {
                                usage_error(&format!("Invalid JSON in --slurpfile {path}: {e}"))
                            }
                        }
                    };
                    cli.named.push((k, val));
                }
                "args" => mode = Mode::Args,
                "jsonargs" => mode = Mode::JsonArgs,
                "library-path" => cli.library_path.push(next(&mut args, "-L").into()),
                "from" | "to" => {
                    let v = next(&mut args, long);
                    let f = Format::parse(&v).unwrap_or_else(|| {
                        usage_error(&format!(
                            "unknown format {v} (possible values: {})",
                            Format::ALL
                        ))
                    });
                    if long == "from" {
                        cli.from = Some(f)
                    } else {
                        cli.to = Some(f)
                    }
                }
                "help" => {
                    help();
                    std::process::exit(0);
                }
                "version" => {
                    println!("jq-1.7.1 (agentOS, jaq 3.1.2)");
                    std::process::exit(0);
                }
                _ => usage_error(&format!("Unknown option: {s}")),
            }
            continue;
        }
        for c in s[1..].chars() {
            match c {
                'n' => cli.null_input = true,
                'R' => cli.from = Some(Format::Raw),
                's' => cli.slurp = true,
                'c' => cli.compact = true,
                'r' => cli.to = Some(Format::Raw),
                'j' => {
                    cli.join = true;
                    cli.to.get_or_insert(Format::Raw);
                }
                'S' => cli.sort_keys = true,
                'C' => cli.color = true,
                'M' => cli.color = false,
                'e' => cli.exit_status = true,
                'f' => cli.from_file = true,
                'L' => cli.library_path.push(next(&mut args, "-L").into()),
                'h' => {
                    help();
                    std::process::exit(0);
                }
                'V' => {
                    println!("jq-1.7.1 (agentOS, jaq 3.1.2)");
                    std::process::exit(0);
                }
                _ => usage_error(&format!("Unknown option: {s}")),
            }
        }
    }
    cli
}

fn help() {
    println!(
        "Usage:\tjq [OPTIONS] FILTER [FILES...]
\tjq [OPTIONS] --args FILTER [ARGUMENTS...]
\tjq [OPTIONS] --jsonargs FILTER [JSON_VALUES...]

jq is a tool for processing JSON inputs, applying the given filter to
its JSON text inputs and producing the filter's results as JSON on
standard output (this jq is jaq 3.1.2's engine; see its manual for the
few differences from jq 1.7).

Command options:
  -n, --null-input          use `null` as the single input value;
  -R, --raw-input           read each line as string instead of JSON;
  -s, --slurp               read all inputs into an array and use it as
                            the single input value;
  -c, --compact-output      compact instead of pretty-printed output;
  -r, --raw-output          output strings without escapes and quotes;
      --raw-output0         implies -r and output NUL after each output;
  -j, --join-output         implies -r and output without newline after
                            each output;
  -S, --sort-keys           sort keys of each object on output;
  -C, --color-output        colorize JSON output;
  -M, --monochrome-output   disable colored output;
      --tab                 use tabs for indentation;
      --indent n            use n spaces for indentation (max 7 spaces);
  -f, --from-file file      load filter from the file;
  -L directory              search modules from the directory;
      --arg name value      set $name to the string value;
      --argjson name value  set $name to the JSON value;
      --slurpfile name file set $name to an array of JSON values read
                            from the file;
      --rawfile name file   set $name to string contents of file;
      --args                consume remaining arguments as positional
                            string values;
      --jsonargs            consume remaining arguments as positional
                            JSON values;
      --from FORMAT, --to FORMAT  read/write {} instead of JSON;
  -e, --exit-status         set exit status code based on the output;
  -V, --version             show the version;
  -h, --help                show the help;
  --                        terminates argument processing;",
        Format::ALL
    );
}

/// jq 1.6 builtins that jaq's standard library lacks, defined as jq's own `builtin.jq` defines them.
const JQ_DEFS: &str = r#"
def IN(s): any(s == .; .);
def IN(src; s): any(src == s; .);
def INDEX(stream; idx_expr): reduce stream as $row ({}; .[$row | idx_expr | tostring] |= $row);
def INDEX(idx_expr): INDEX(.[]; idx_expr);
"#;

fn jq_defs() -> impl Iterator<Item = jaq_all::jaq_core::load::parse::Def<&'static str>> {
    // A parse failure here is a bug in JQ_DEFS (checked by the jq tests), not user input.
    jaq_all::jaq_core::load::parse(JQ_DEFS, |p| p.defs())
        .unwrap_or_default()
        .into_iter()
}

fn compile_filter(
    cli: &Cli,
    code: &str,
    var_names: &[String],
) -> Result<(Vec<Val>, Filter), Vec<FileReports<PathBuf>>> {
    use compile::Compiler;
    use load::{import, Arena, File, Loader};
    let default = ["~/.jq", "$ORIGIN/../lib/jq", "$ORIGIN/../lib"].map(PathBuf::from);
    let paths: &[PathBuf] = if cli.library_path.is_empty() {
        &default
    } else {
        &cli.library_path
    };
    let vars: Vec<String> = var_names.iter().map(|v| format!("${v}")).collect();
    let arena = Arena::default();
    let loader = Loader::new(jaq_all::defs().chain(jq_defs())).with_std_read(paths);
    let modules = loader
        .load(
            &arena,
            File {
                path: PathBuf::from("<inline>"),
                code,
            },
        )
        .map_err(load_errors)?;
    let mut vals = Vec::new();
    import(&modules, |p| {
        let path = p.find(paths, "json")?;
        vals.push(read::json_array(path).map_err(|e| e.to_string())?);
        Ok(())
    })
    .map_err(load_errors)?;
    let filter = Compiler::default()
        .with_funs(jaq_all::data::funs())
        .with_global_vars(vars.iter().map(|v| &**v))
        .compile(modules)
        .map_err(compile_errors)?;
    Ok((vals, filter))
}

enum Failure {
    /// Invalid input data (jq: exit 2).
    Input(String),
    Runtime(String),
    Io(io::Error),
    Halt(i32),
}

/// Memory exhaustion ends the program with a message and status 1, not a wasm trap.
#[global_allocator]
static ALLOC: agentos_process::alloc::Guarded = agentos_process::alloc::Guarded;

fn main() -> ExitCode {
    agentos_process::alloc::set_program_name("jq");
    agentos_process::adopt_pwd();
    env_logger::Builder::from_env(
        env_logger::Env::default().filter_or("LOG", "jq=debug,jaq=debug"),
    )
    .format(|buf, record| match record.level() {
        log::Level::Error => write!(buf, "{}", record.args()),
        level => writeln!(buf, "[\"{}:\",{}]", level, record.args()),
    })
    .init();
    let cli = parse_args();
    let Some(code) = cli.filter.clone() else {
        usage_error("no filter given");
    };

    let mut named = cli.named.clone();
    let named_obj: Vec<(Val, Val)> = named
        .iter()
        .map(|(k, v)| (Val::from(k.clone()), v.clone()))
        .collect();
    let args_val = Val::obj(
        [
            (
                Val::from("positional".to_string()),
                cli.positional.iter().cloned().collect(),
            ),
            (
                Val::from("named".to_string()),
                Val::obj(named_obj.into_iter().collect()),
            ),
        ]
        .into_iter()
        .collect(),
    );
    named.push(("ARGS".into(), args_val));
    named.push((
        "ENV".into(),
        Val::obj(
            std::env::vars()
                .map(|(k, v)| (Val::from(k), Val::from(v)))
                .collect(),
        ),
    ));
    let (names, mut vals): (Vec<String>, Vec<Val>) = named.into_iter().unzip();

    let (module_vals, filter) = match compile_filter(&cli, &code, &names) {
        Ok(x) => x,
        Err(reports) => {
            for r in &reports {
                eprint!(
                    "{}",
                    FileReportsDisp::new(r).with_path(|p| format!("[{}]", p.display()))
                );
            }
            eprintln!("jq: error: compile error");
            return ExitCode::from(3);
        }
    };
    vals.extend(module_vals);

    let writer = Writer {
        pp: Pp {
            indent: (!cli.compact).then(|| {
                if cli.tab {
                    "\t".to_string()
                } else {
                    " ".repeat(cli.indent.unwrap_or(2))
                }
            }),
            sort_keys: cli.sort_keys,
            styles: if cli.color {
                Styles::ansi()
            } else {
                Styles::default()
            },
            sep_space: !cli.compact,
        },
        format: cli.to.unwrap_or_default(),
        join: cli.join,
    };
    let runner = Runner {
        null_input: cli.null_input,
        color_err: false,
        writer,
    };
    let format = cli.from.unwrap_or_default();

    // Input: every file (or stdin) in order, as one stream (jq semantics for `-s`, `input`).
    let mut raw: Vec<(String, Vec<u8>)> = Vec::new();
    if cli.files.is_empty() {
        if !cli.null_input || code.contains("input") {
            let mut buf = Vec::new();
            if let Err(e) = io::stdin().read_to_end(&mut buf) {
                eprintln!("jq: error: {}", strerror(&e));
                return ExitCode::from(2);
            }
            raw.push(("<stdin>".into(), buf));
        }
    } else {
        for f in &cli.files {
            match std::fs::read(f) {
                Ok(b) => raw.push((f.display().to_string(), b)),
                Err(e) => {
                    eprintln!(
                        "jq: error: Could not open {}: {}",
                        f.display(),
                        strerror(&e)
                    );
                    return ExitCode::from(2);
                }
            }
        }
    }
    if matches!(format, Format::Raw) && cli.slurp {
        let all: Vec<u8> = raw.iter().flat_map(|(_, b)| b.iter().copied()).collect();
        raw = vec![(
            raw.first()
                .map(|r| r.0.clone())
                .unwrap_or_else(|| "<stdin>".into()),
            all,
        )];
    }
    let texts: Vec<String> = raw
        .iter()
        .map(|(_, b)| String::from_utf8_lossy(b).into_owned())
        .collect();
    let byte_bufs: Vec<bytes::Bytes> = raw
        .iter()
        .map(|(_, b)| bytes::Bytes::from(b.clone()))
        .collect();
    let slurp_raw = matches!(format, Format::Raw) && cli.slurp;
    let mut inputs: Box<dyn Iterator<Item = io::Result<Val>>> = Box::new(std::iter::empty());
    for (bytes, text) in byte_bufs.iter().zip(texts.iter()) {
        let it = read::parse(format, bytes, text, slurp_raw)
            .map(|r| r.map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e.to_string())));
        inputs = Box::new(inputs.chain(it));
    }
    if cli.slurp && !slurp_raw {
        let all: io::Result<Vec<Val>> = inputs.collect();
        let v = all.map(|vs| vs.into_iter().collect::<Val>());
        inputs = Box::new(std::iter::once(v));
    }
    let filename = Val::from(
        raw.first()
            .map(|r| r.0.clone())
            .unwrap_or_else(|| "<stdin>".into()),
    );

    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(32 * 1024, stdout.lock());
    let mut last: Option<bool> = None;
    let result = jaq_all::data::run(
        &runner,
        &filter,
        Vars::new(vals),
        (&filename, inputs),
        |e: String| Failure::Input(e),
        |v| {
            let v = v.map_err(|e: Exn<_>| match e.get_err() {
                Ok(err) => Failure::Runtime(match err.into_val() {
                    // jq prints string errors raw, anything else as JSON.
                    Val::TStr(b) | Val::BStr(b) => format!(": {}", String::from_utf8_lossy(&b)),
                    v => format!(" (not a string): {v}"),
                }),
                Err(exn) => Failure::Halt(exn.get_halt().ok().unwrap_or(5)),
            })?;
            last = Some(v.as_bool());
            write(&mut out, &runner.writer, &v).map_err(Failure::Io)
        },
    );
    let flushed = out.flush();
    match result {
        Err(Failure::Input(e)) => {
            eprintln!("jq: error (at {}): {e}", filename_for_error(&filename));
            return ExitCode::from(2);
        }
        Err(Failure::Runtime(e)) => {
            eprintln!("jq: error (at {}){e}", filename_for_error(&filename));
            return ExitCode::from(5);
        }
        Err(Failure::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => return ExitCode::from(2),
        Err(Failure::Io(e)) => {
            eprintln!("jq: error: {}", strerror(&e));
            return ExitCode::from(2);
        }
        Err(Failure::Halt(code)) => {
            let _ = io::stderr().flush();
            std::process::exit(code);
        }
        Ok(()) => {}
    }
    if flushed.is_err() {
        return ExitCode::from(2);
    }
    if cli.exit_status {
        return match last {
            None => ExitCode::from(4),
            Some(true) => ExitCode::SUCCESS,
            Some(false) => ExitCode::from(1),
        };
    }
    ExitCode::SUCCESS
}

fn filename_for_error(v: &Val) -> String {
    let s = v.to_string();
    s.trim_matches('"').to_string()
}
