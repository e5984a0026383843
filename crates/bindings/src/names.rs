//! Binding, command and flag names (`bindings-cli.md` section 2).

/// Group names that would shadow a master sub-command (`bindings-cli.md` section 1).
pub const RESERVED_GROUPS: [&str; 3] = ["list-bindings", "list-tools", "list-host-functions"];

/// Longest group or command name after conversion, in characters.
pub const MAX_NAME_LEN: usize = 64;

/// camelCase → kebab-case: a `-` before every ASCII uppercase letter except the first character,
/// then everything lower-cased (`listOrders` → `list-orders`, `getURL` → `get-u-r-l`).
pub fn kebab(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for (i, c) in name.chars().enumerate() {
        if i > 0 && c.is_ascii_uppercase() {
            out.push('-');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// Whether a converted name matches `^[a-z0-9]+(-[a-z0-9]+)*$` and is at most 64 characters.
pub fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= MAX_NAME_LEN
        && name.split('-').all(|part| {
            !part.is_empty()
                && part
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kebab_conversion_follows_the_spec_examples() {
        assert_eq!(kebab("orderStore"), "order-store");
        assert_eq!(kebab("listOrders"), "list-orders");
        assert_eq!(kebab("getURL"), "get-u-r-l");
        assert_eq!(kebab("fullPage"), "full-page");
        assert_eq!(kebab("Weather"), "weather");
        assert_eq!(kebab("already-kebab"), "already-kebab");
    }

    #[test]
    fn name_rules() {
        assert!(valid_name("weather"));
        assert!(valid_name("order-store2"));
        assert!(!valid_name(""));
        assert!(!valid_name("-a"));
        assert!(!valid_name("a-"));
        assert!(!valid_name("a--b"));
        assert!(!valid_name("a_b"));
        assert!(!valid_name("a b"));
        assert!(!valid_name(&"a".repeat(65)));
        assert!(valid_name(&"a".repeat(64)));
    }
}
