//! Command capability tiers (`guest-abi.md` section 9): what a WASM command may do.

/// A command's WASM capability level (`guest-abi.md` section 9), ordered least to most capable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Tier {
    Isolated,
    ReadOnly,
    ReadWrite,
    Full,
}

impl Tier {
    /// Parses `full`, `read-write`, `read-only`, `isolated`.
    pub fn parse(s: &str) -> Option<Tier> {
        match s {
            "full" => Some(Tier::Full),
            "read-write" => Some(Tier::ReadWrite),
            "read-only" => Some(Tier::ReadOnly),
            "isolated" => Some(Tier::Isolated),
            _ => None,
        }
    }

    /// The effective tier: the declared one raised to the correction table's minimum, since the
    /// published descriptors under-declare commands that spawn or write (`guest-abi.md` 9).
    pub fn effective(name: &str, declared: Tier) -> Tier {
        let min = match name {
            "sh" | "bash" | "env" | "timeout" | "nice" | "nohup" | "stdbuf" | "xargs" | "awk"
            | "sort" => Tier::Full,
            "tar" | "gzip" | "gunzip" | "tee" | "sed" => Tier::ReadWrite,
            _ => Tier::Isolated,
        };
        declared.max(min)
    }
}
