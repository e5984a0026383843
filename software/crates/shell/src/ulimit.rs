//! `ulimit` (bash's builtin): the limits are recorded in the shell, not enforced (the VM has no
//! per-process resource limits), with bash's rules for reading and setting them: soft and hard
//! values, `unlimited`/`soft`/`hard`, a soft limit above the hard one is refused, and a hard
//! limit can only be lowered.

use std::collections::BTreeMap;
use std::io::Write as _;
use std::sync::Mutex;

use brush_core::builtins::{ContentOptions, ContentType};
use brush_core::commands::{CommandArg, ExecutionContext};
use brush_core::{ExecutionResult, ShellExtensions};
use futures::future::BoxFuture;

/// One resource: option letter, description, unit (as bash prints them), the factor from the
/// unit to the stored value, and the default (soft = hard; `None` is unlimited).
struct Resource {
    letter: char,
    description: &'static str,
    unit: Option<&'static str>,
    factor: u64,
    default: Option<u64>,
    settable: bool,
}

const RESOURCES: &[Resource] = &[
    res(
        'R',
        "real-time non-blocking time",
        Some("microseconds"),
        1,
        None,
    ),
    res('c', "core file size", Some("blocks"), 512, Some(0)),
    res('d', "data seg size", Some("kbytes"), 1024, None),
    res('e', "scheduling priority", None, 1, Some(0)),
    res('f', "file size", Some("blocks"), 512, None),
    res('i', "pending signals", None, 1, None),
    res(
        'l',
        "max locked memory",
        Some("kbytes"),
        1024,
        Some(8192 * 1024),
    ),
    res('m', "max memory size", Some("kbytes"), 1024, None),
    res('n', "open files", None, 1, Some(1024)),
    Resource {
        letter: 'p',
        description: "pipe size",
        unit: Some("512 bytes"),
        factor: 512,
        default: Some(8 * 512),
        settable: false,
    },
    res('q', "POSIX message queues", Some("bytes"), 1, Some(819_200)),
    res('r', "real-time priority", None, 1, Some(0)),
    res('s', "stack size", Some("kbytes"), 1024, Some(8192 * 1024)),
    res('t', "cpu time", Some("seconds"), 1, None),
    res('u', "max user processes", None, 1, None),
    res('v', "virtual memory", Some("kbytes"), 1024, None),
    res('x', "file locks", None, 1, None),
];

const fn res(
    letter: char,
    description: &'static str,
    unit: Option<&'static str>,
    factor: u64,
    default: Option<u64>,
) -> Resource {
    Resource {
        letter,
        description,
        unit,
        factor,
        default,
        settable: true,
    }
}

/// A soft and a hard limit (`None`: unlimited).
type Limits = (Option<u64>, Option<u64>);

/// The limits per option letter, once changed.
static LIMITS: Mutex<BTreeMap<char, Limits>> = Mutex::new(BTreeMap::new());

fn current(r: &Resource) -> Limits {
    LIMITS
        .lock()
        .ok()
        .and_then(|m| m.get(&r.letter).copied())
        .unwrap_or((r.default, r.default))
}

fn show(value: Option<u64>, r: &Resource) -> String {
    value.map_or_else(|| "unlimited".to_string(), |v| (v / r.factor).to_string())
}

fn row(r: &Resource, value: Option<u64>) -> String {
    let unit = match r.unit {
        Some(u) => format!("({u}, -{}) ", r.letter),
        None => format!("(-{}) ", r.letter),
    };
    format!("{:<20} {unit:>20}{}", r.description, show(value, r))
}

pub fn ulimit<SE: ShellExtensions>(
    context: ExecutionContext<'_, SE>,
    args: Vec<CommandArg>,
) -> BoxFuture<'_, Result<ExecutionResult, brush_core::Error>> {
    let args: Vec<String> = args.into_iter().skip(1).map(|a| a.to_string()).collect();
    Box::pin(async move { Ok(run(&context, &args)) })
}

fn run<SE: ShellExtensions>(
    context: &ExecutionContext<'_, SE>,
    args: &[String],
) -> ExecutionResult {
    let name = context.command_name.clone();
    let mut soft = false;
    let mut hard = false;
    let mut all = false;
    let mut letters: Vec<&'static Resource> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        if a == "--" {
            i += 1;
            break;
        }
        if !a.starts_with('-') || a.len() < 2 {
            break;
        }
        for c in a[1..].chars() {
            match c {
                'S' => soft = true,
                'H' => hard = true,
                'a' => all = true,
                _ => {
                    if let Some(r) = RESOURCES.iter().find(|r| r.letter == c) {
                        letters.push(r);
                    } else {
                        let _ = writeln!(context.stderr(), "{name}: -{c}: invalid option");
                        let _ = writeln!(
                            context.stderr(),
                            "ulimit: usage: ulimit [-SHabcdefiklmnpqrstuvxPRT] [limit]"
                        );
                        return ExecutionResult::new(2);
                    }
                }
            }
        }
        i += 1;
    }
    let value = args.get(i).cloned();
    if all {
        let mut out = context.stdout();
        for r in RESOURCES {
            let (s, h) = current(r);
            let _ = writeln!(out, "{}", row(r, if hard && !soft { h } else { s }));
        }
        return ExecutionResult::success();
    }
    if letters.is_empty() {
        letters.extend(RESOURCES.iter().find(|r| r.letter == 'f'));
    }
    let Some((target, shown)) = letters.split_last() else {
        return ExecutionResult::success();
    };
    let many = letters.len() > 1;
    let print = |r: &Resource| {
        let (s, h) = current(r);
        let v = if hard && !soft { h } else { s };
        let line = if many { row(r, v) } else { show(v, r) };
        let _ = writeln!(context.stdout(), "{line}");
    };
    for r in shown {
        print(r);
    }
    let Some(value) = value else {
        print(target);
        return ExecutionResult::success();
    };
    let (cur_soft, cur_hard) = current(target);
    let new = match value.as_str() {
        "unlimited" => None,
        "hard" => cur_hard,
        "soft" => cur_soft,
        v if !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()) => {
            match v
                .parse::<u64>()
                .ok()
                .and_then(|n| n.checked_mul(target.factor))
                .filter(|&n| i64::try_from(n).is_ok())
            {
                Some(n) => Some(n),
                None => {
                    let _ = writeln!(context.stderr(), "{name}: {v}: limit out of range");
                    return ExecutionResult::new(1);
                }
            }
        }
        v => {
            let _ = writeln!(context.stderr(), "{name}: {v}: invalid number");
            return ExecutionResult::new(1);
        }
    };
    let (set_soft, set_hard) = if soft || hard {
        (soft, hard)
    } else {
        (true, true)
    };
    let new_soft = if set_soft { new } else { cur_soft };
    let new_hard = if set_hard { new } else { cur_hard };
    // None is unlimited: the largest value.
    let above = |a: Option<u64>, b: Option<u64>| match (a, b) {
        (None, None) => false,
        (None, Some(_)) => true,
        (Some(_), None) => false,
        (Some(x), Some(y)) => x > y,
    };
    let refuse = |why: &str| {
        let _ = writeln!(
            context.stderr(),
            "{name}: {}: cannot modify limit: {why}",
            target.description
        );
        ExecutionResult::new(1)
    };
    if !target.settable || above(new_hard, cur_hard) {
        return refuse("Operation not permitted");
    }
    if above(new_soft, new_hard) {
        return refuse("Invalid argument");
    }
    if let Ok(mut m) = LIMITS.lock() {
        m.insert(target.letter, (new_soft, new_hard));
    }
    ExecutionResult::success()
}

pub fn help(_: &str, t: ContentType, _: &ContentOptions) -> Result<String, brush_core::Error> {
    crate::builtins::help_text(
        t,
        "ulimit [-SHabcdefiklmnpqrstuvxPRT] [limit]",
        "Show or set resource limits (recorded only: the agentOS VM does not enforce them).",
    )
}
