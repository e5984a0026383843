//! Node's command line: `node [options] [-e CODE | -p CODE | FILE | -] [args...]`.

/// The Node release whose API and `--version` we follow (printed by `node --version`).
pub const NODE_VERSION: &str = "v22.12.0";

/// What to run.
pub enum Source {
    /// `-e CODE` (print = false) or `-p CODE` (print = true); named `[eval]`.
    Eval { code: String, print: bool },
    /// A script file, as given on the command line.
    File(String),
    /// The script is read from stdin (`node` or `node -`); named `[stdin]`.
    Stdin,
}

pub struct Invocation {
    pub source: Source,
    /// process.argv[1..]: the script path (for a file) and the script's arguments.
    pub script_args: Vec<String>,
    /// `--input-type=module|commonjs` for `-e`/stdin ("" when not given: syntax detection).
    pub input_type: String,
}

pub enum Parsed {
    Run(Invocation),
    Exit(i32),
}

/// Options Node accepts that change nothing here (warnings, experimental flags, source maps).
fn ignored(option: &str) -> bool {
    option.starts_with("--no-")
        || option.starts_with("--experimental-")
        || option.starts_with("--max-old-space-size")
        || option.starts_with("--stack-size")
        || matches!(
            option,
            "--enable-source-maps"
                | "--trace-uncaught"
                | "--trace-warnings"
                | "--pending-deprecation"
        )
}

const HELP: &str = "Usage: node [options] [ script.js ] [arguments]\n\
       node -e CODE [arguments]\n\
       node -p CODE [arguments]\n\
\n\
agentOS node: QuickJS-ng with a subset of Node's API (see the agentOS README).\n\
\n\
Options:\n\
  -e, --eval CODE     evaluate CODE\n\
  -p, --print CODE    evaluate CODE and print the result\n\
  -v, --version       print the Node version whose API is followed\n\
  -h, --help          print this help\n\
  --                  end of options; the next argument is the script\n\
  -                   read the script from stdin\n";

/// Errors are (message, exit status): Node exits 9 for a bad option.
pub fn parse(args: &[String]) -> Result<Parsed, (String, i32)> {
    let mut eval: Option<(String, bool)> = None;
    let mut input_type = String::new();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        match a {
            "-e" | "--eval" | "-p" | "--print" | "-pe" => {
                let Some(code) = args.get(i + 1) else {
                    return Err((format!("{a} requires an argument"), 9));
                };
                eval = Some((code.clone(), matches!(a, "-p" | "--print" | "-pe")));
                i += 2;
                continue;
            }
            "-v" | "--version" => {
                crate::native::write_fd(1, format!("{NODE_VERSION}\n").as_bytes());
                return Ok(Parsed::Exit(0));
            }
            "-h" | "--help" => {
                crate::native::write_fd(1, HELP.as_bytes());
                return Ok(Parsed::Exit(0));
            }
            "--" => {
                i += 1;
                break;
            }
            "--input-type" => {
                let Some(t) = args.get(i + 1) else {
                    return Err((format!("{a} requires an argument"), 9));
                };
                input_type = t.clone();
                i += 2;
                continue;
            }
            _ if a.starts_with("--input-type=") => {
                input_type = a["--input-type=".len()..].to_owned()
            }
            "-" => break,
            _ if a.starts_with("--eval=") || a.starts_with("--print=") => {
                let (name, code) = a.split_once('=').unwrap_or((a, ""));
                eval = Some((code.to_owned(), name == "--print"));
            }
            _ if a.starts_with('-') => {
                if !ignored(a) {
                    return Err((format!("bad option: {a}"), 9));
                }
            }
            _ => break,
        }
        i += 1;
    }
    if !input_type.is_empty() && input_type != "module" && input_type != "commonjs" {
        return Err((
            format!("--input-type must be \"module\" or \"commonjs\", got {input_type:?}"),
            9,
        ));
    }
    let rest = &args[i..];
    let mut invocation = match eval {
        Some((code, print)) => Invocation {
            source: Source::Eval { code, print },
            script_args: rest.to_vec(),
            input_type: String::new(),
        },
        None => match rest.first().map(String::as_str) {
            None => Invocation {
                source: Source::Stdin,
                script_args: Vec::new(),
                input_type: String::new(),
            },
            Some("-") => Invocation {
                source: Source::Stdin,
                script_args: rest.to_vec(),
                input_type: String::new(),
            },
            Some(file) => Invocation {
                source: Source::File(file.to_owned()),
                script_args: rest.to_vec(),
                input_type: String::new(),
            },
        },
    };
    invocation.input_type = input_type;
    Ok(Parsed::Run(invocation))
}
