//! POSIX basic/extended regular expressions (GNU flavour) translated to the syntax of the `regex`
//! crate, which `grep-regex` compiles.
//!
//! Differences handled here:
//! - BRE: `\( \) \{ \} \| \+ \?` are operators; `( ) { } | + ?` are literals.
//! - `*` at the start of an expression (or after `(`, `|`, `^`) is a literal; `**` is `*`.
//! - BRE `^`/`$` are anchors only at the start/end of an expression (or a group/alternative).
//! - Bracket expressions: `\` is a literal inside, `]` first is a literal, `[:class:]`, `[.c.]`,
//!   `[=c=]`; characters the `regex` crate treats specially inside classes are escaped.
//! - `\< \> \b \B \w \W \s \S`, `` \` `` and `\'` map to their `regex` equivalents; `\d`/`\D` are
//!   kept as digit classes (GNU treats `\d` as `d` and warns).
//! - ERE `{` that does not start a valid interval is a literal (as in GNU).
//! - Back-references (`\1`..`\9`) are not supported by the `regex` crate: an error.

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Syntax {
    Basic,
    Extended,
}

fn push_literal(out: &mut String, ch: char) {
    if "\\.+*?()|[]{}^$#&-~".contains(ch) {
        out.push('\\');
    }
    out.push(ch);
}

/// Parses an interval body starting at `c[i]` (just after `{` / `\{`). Returns the translated
/// `{m,n}` and the index just past the closing `}` / `\}`.
fn interval(c: &[char], mut i: usize, basic: bool) -> Option<(String, usize)> {
    let mut min = String::new();
    let mut max = String::new();
    let mut comma = false;
    loop {
        let ch = *c.get(i)?;
        if ch.is_ascii_digit() {
            if comma {
                max.push(ch)
            } else {
                min.push(ch)
            }
        } else if ch == ',' && !comma {
            comma = true;
        } else if basic && ch == '\\' && c.get(i + 1) == Some(&'}') {
            i += 2;
            break;
        } else if !basic && ch == '}' {
            i += 1;
            break;
        } else {
            return None;
        }
        i += 1;
    }
    if min.is_empty() && !comma {
        return None;
    }
    let min = if min.is_empty() { "0".to_string() } else { min };
    let text = match (comma, max.is_empty()) {
        (false, _) => format!("{{{min}}}"),
        (true, true) => format!("{{{min},}}"),
        (true, false) => {
            let (a, b): (u64, u64) = (min.parse().ok()?, max.parse().ok()?);
            if a > b {
                return None;
            }
            format!("{{{min},{max}}}")
        }
    };
    Some((text, i))
}

/// Translates a bracket expression starting at `c[i] == '['`; returns the class and the index just
/// past its closing `]`.
fn bracket(c: &[char], i: usize) -> Result<(String, usize), String> {
    let unmatched = || "Unmatched [, [^, [:, [., or [=".to_string();
    let mut out = String::from("[");
    let mut j = i + 1;
    if c.get(j) == Some(&'^') {
        out.push('^');
        j += 1;
    }
    if c.get(j) == Some(&']') {
        out.push_str("\\]");
        j += 1;
    }
    let mut prev_dash = false;
    loop {
        let ch = *c.get(j).ok_or_else(unmatched)?;
        if ch == ']' {
            out.push(']');
            return Ok((out, j + 1));
        }
        if ch == '[' && matches!(c.get(j + 1), Some(':' | '.' | '=')) {
            let kind = c[j + 1];
            let start = j + 2;
            let mut k = start;
            while k + 1 < c.len() && !(c[k] == kind && c[k + 1] == ']') {
                k += 1;
            }
            if k + 1 >= c.len() {
                return Err(unmatched());
            }
            let inner: String = c[start..k].iter().collect();
            if kind == ':' {
                const CLASSES: [&str; 12] = [
                    "alnum", "alpha", "blank", "cntrl", "digit", "graph", "lower", "print",
                    "punct", "space", "upper", "xdigit",
                ];
                if !CLASSES.contains(&inner.as_str()) {
                    return Err("Invalid character class name".to_string());
                }
                out.push_str(&format!("[:{inner}:]"));
            } else {
                let mut chars = inner.chars();
                match (chars.next(), chars.next()) {
                    (Some(one), None) => push_literal(&mut out, one),
                    _ => return Err("Invalid collation character".to_string()),
                }
            }
            j = k + 2;
            prev_dash = false;
            continue;
        }
        match ch {
            '\\' | '[' | '&' | '~' | '^' => {
                out.push('\\');
                out.push(ch);
            }
            '-' if prev_dash => out.push_str("\\-"),
            _ => out.push(ch),
        }
        prev_dash = ch == '-';
        j += 1;
    }
}

/// Translates one POSIX pattern to `regex` syntax.
pub fn translate(pat: &str, syntax: Syntax) -> Result<String, String> {
    let basic = syntax == Syntax::Basic;
    let c: Vec<char> = pat.chars().collect();
    let mut out = String::with_capacity(pat.len() + 8);
    let mut i = 0;
    // Where a following `*` (or ERE `+ ? {`) has nothing to repeat and is therefore a literal.
    let mut at_start = true;
    // The last thing emitted was a repetition operator (so `**` collapses).
    let mut after_rep = false;
    // Open ERE groups: an unmatched `)` is a literal in GNU's ERE.
    let mut depth = 0usize;
    while i < c.len() {
        let ch = c[i];
        let was_start = at_start;
        let was_rep = after_rep;
        at_start = false;
        after_rep = false;
        match ch {
            '\\' => {
                i += 1;
                let Some(&e) = c.get(i) else {
                    return Err("Trailing backslash".to_string());
                };
                match e {
                    '(' if basic => {
                        out.push('(');
                        at_start = true;
                    }
                    ')' if basic => out.push(')'),
                    '|' if basic => {
                        out.push('|');
                        at_start = true;
                    }
                    '{' if basic => {
                        if was_start {
                            out.push_str("\\{");
                        } else {
                            let (text, next) = interval(&c, i + 1, true)
                                .ok_or_else(|| r"Unmatched \{".to_string())?;
                            if !was_rep {
                                out.push_str(&text);
                            }
                            after_rep = true;
                            i = next;
                            continue;
                        }
                    }
                    '+' | '?' if basic => {
                        if was_start {
                            push_literal(&mut out, e);
                        } else if !was_rep {
                            out.push(e);
                            after_rep = true;
                        } else {
                            after_rep = true;
                        }
                    }
                    '<' => out.push_str("\\b{start}"),
                    '>' => out.push_str("\\b{end}"),
                    '`' => out.push_str("\\A"),
                    '\'' => out.push_str("\\z"),
                    'w' | 'W' | 's' | 'S' | 'b' | 'B' | 'd' | 'D' => {
                        out.push('\\');
                        out.push(e);
                    }
                    '1'..='9' => {
                        return Err("back-references (\\1 .. \\9) are not supported".to_string())
                    }
                    _ => push_literal(&mut out, e),
                }
            }
            '[' => {
                let (class, next) = bracket(&c, i)?;
                out.push_str(&class);
                i = next;
                continue;
            }
            '*' => {
                if was_start {
                    out.push_str("\\*");
                } else {
                    if !was_rep {
                        out.push('*');
                    }
                    after_rep = true;
                }
            }
            '^' => {
                if !basic || was_start {
                    out.push('^');
                    at_start = true;
                } else {
                    out.push_str("\\^");
                }
            }
            '$' => {
                let at_end = i + 1 == c.len()
                    || (basic
                        && c.get(i + 1) == Some(&'\\')
                        && matches!(c.get(i + 2), Some(')' | '|')));
                if !basic || at_end {
                    out.push('$');
                } else {
                    out.push_str("\\$");
                }
            }
            '(' | ')' | '|' | '+' | '?' | '{' | '}' if basic => push_literal(&mut out, ch),
            '(' => {
                out.push('(');
                depth += 1;
                at_start = true;
            }
            ')' if depth == 0 => push_literal(&mut out, ')'),
            ')' => {
                depth -= 1;
                out.push(')');
            }
            '|' => {
                out.push('|');
                at_start = true;
            }
            '+' | '?' => {
                if was_start {
                    push_literal(&mut out, ch);
                } else {
                    if !was_rep {
                        out.push(ch);
                    }
                    after_rep = true;
                }
            }
            '{' => match interval(&c, i + 1, false) {
                Some((text, next)) if !was_start => {
                    if !was_rep {
                        out.push_str(&text);
                    }
                    after_rep = true;
                    i = next;
                    continue;
                }
                _ => push_literal(&mut out, '{'),
            },
            '}' => push_literal(&mut out, '}'),
            '.' => out.push('.'),
            _ => push_literal(&mut out, ch),
        }
        i += 1;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::{translate, Syntax::*};

    #[test]
    fn basic() {
        assert_eq!(translate(r"a\(b\)\{2\}", Basic).unwrap(), "a(b){2}");
        assert_eq!(
            translate(r"a+b?(c){d}|e", Basic).unwrap(),
            r"a\+b\?\(c\)\{d\}\|e"
        );
        assert_eq!(translate(r"x\|y\+", Basic).unwrap(), "x|y+");
        assert_eq!(translate(r"*a", Basic).unwrap(), r"\*a");
        assert_eq!(translate(r"^a^b$c$", Basic).unwrap(), r"^a\^b\$c$");
        assert_eq!(translate(r"[]a\]", Basic).unwrap(), r"[\]a\\]");
        assert_eq!(
            translate(r"[[:digit:]x-z]", Basic).unwrap(),
            r"[[:digit:]x-z]"
        );
        assert_eq!(translate(r"\<w\>", Basic).unwrap(), r"\b{start}w\b{end}");
        assert!(translate(r"\(a\)\1", Basic).is_err());
        assert!(translate(r"[a", Basic).is_err());
    }

    #[test]
    fn extended() {
        assert_eq!(translate(r"(a|b)+c{1,}", Extended).unwrap(), "(a|b)+c{1,}");
        assert_eq!(translate(r"a{,3}", Extended).unwrap(), "a{0,3}");
        assert_eq!(translate(r"a{x", Extended).unwrap(), r"a\{x");
        assert_eq!(translate(r"a**", Extended).unwrap(), "a*");
        assert_eq!(translate(r"\.\$", Extended).unwrap(), r"\.\$");
        assert_eq!(translate(r"a)", Extended).unwrap(), r"a\)");
    }
}
