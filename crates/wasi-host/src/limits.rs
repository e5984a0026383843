//! The resource limiter of one guest process: every linear memory and every table of the process
//! is charged against the one `maxWasmMemoryBytes` budget, and the number of instances, memories
//! and tables is capped.
//!
//! wasmtime's `StoreLimits` bounds each memory on its own, so with multi-memory (on in wasmtime
//! 48) a module with N memories got N times the budget, and tables were not bounded at all.

use wasmtime::ResourceLimiter;

/// Bytes one table element costs the host (wasmtime stores a pointer per element).
pub const TABLE_ELEMENT_BYTES: usize = std::mem::size_of::<usize>();

/// Most instances one process creates: the one module it runs.
pub const MAX_INSTANCES: usize = 1;

/// Most linear memories per process (multi-memory modules are allowed, within the budget).
pub const MAX_MEMORIES: usize = 8;

/// Most tables per process.
pub const MAX_TABLES: usize = 16;

/// One budget of bytes for all memories and tables of a process.
#[derive(Debug)]
pub struct ProcessLimits {
    budget: usize,
    used: usize,
    /// Bytes granted by the last allowed growth, returned if that growth then fails.
    last_grant: usize,
}

impl ProcessLimits {
    /// A limiter with `budget` bytes for memories and tables together.
    pub fn new(budget: usize) -> ProcessLimits {
        ProcessLimits {
            budget,
            used: 0,
            last_grant: 0,
        }
    }

    /// Bytes charged so far (memories plus table elements).
    pub fn used(&self) -> usize {
        self.used
    }

    /// Charges `delta` more bytes when they fit in the budget.
    fn charge(&mut self, current: usize, desired: usize, maximum: Option<usize>) -> bool {
        if maximum.is_some_and(|m| desired > m) {
            return false;
        }
        let delta = desired.saturating_sub(current);
        match self.used.checked_add(delta) {
            Some(total) if total <= self.budget => {
                self.used = total;
                self.last_grant = delta;
                true
            }
            _ => false,
        }
    }

    fn refund(&mut self) {
        self.used = self.used.saturating_sub(self.last_grant);
        self.last_grant = 0;
    }
}

impl ResourceLimiter for ProcessLimits {
    fn memory_growing(
        &mut self,
        current: usize,
        desired: usize,
        maximum: Option<usize>,
    ) -> wasmtime::Result<bool> {
        Ok(self.charge(current, desired, maximum))
    }

    fn memory_grow_failed(&mut self, _error: wasmtime::Error) -> wasmtime::Result<()> {
        self.refund();
        Ok(())
    }

    fn table_growing(
        &mut self,
        current: usize,
        desired: usize,
        maximum: Option<usize>,
    ) -> wasmtime::Result<bool> {
        if maximum.is_some_and(|m| desired > m) {
            return Ok(false);
        }
        let bytes = |n: usize| n.saturating_mul(TABLE_ELEMENT_BYTES);
        Ok(self.charge(bytes(current), bytes(desired), None))
    }

    fn table_grow_failed(&mut self, _error: wasmtime::Error) -> wasmtime::Result<()> {
        self.refund();
        Ok(())
    }

    fn instances(&self) -> usize {
        MAX_INSTANCES
    }

    fn tables(&self) -> usize {
        MAX_TABLES
    }

    fn memories(&self) -> usize {
        MAX_MEMORIES
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIB: usize = 1 << 20;

    #[test]
    fn memories_share_one_budget() {
        let mut l = ProcessLimits::new(512 * MIB);
        // Four memories of 500 MiB: only the first fits.
        assert!(l.memory_growing(0, 500 * MIB, None).unwrap());
        for _ in 0..3 {
            assert!(!l.memory_growing(0, 500 * MIB, None).unwrap());
        }
        assert_eq!(l.used(), 500 * MIB);
        // Growing the first by 12 MiB fits exactly, one more page does not.
        assert!(l.memory_growing(500 * MIB, 512 * MIB, None).unwrap());
        assert!(!l.memory_growing(0, 64 * 1024, None).unwrap());
    }

    #[test]
    fn tables_are_charged_per_element() {
        let mut l = ProcessLimits::new(512 * MIB);
        assert!(l.memory_growing(0, 256 * MIB, None).unwrap());
        // 64 Mi elements = 512 MiB of host memory: refused with half the budget used.
        assert!(!l.table_growing(10, 64 * MIB, None).unwrap());
        assert!(l.table_growing(0, 16 * MIB, None).unwrap());
        assert_eq!(l.used(), 256 * MIB + 16 * MIB * TABLE_ELEMENT_BYTES);
        assert!(!l.table_growing(0, 100, Some(50)).unwrap());
    }

    #[test]
    fn a_failed_growth_is_refunded_and_overflow_is_refused() {
        let mut l = ProcessLimits::new(512 * MIB);
        assert!(l.memory_growing(0, 100 * MIB, None).unwrap());
        l.memory_grow_failed(wasmtime::Error::msg("mmap failed"))
            .unwrap();
        assert_eq!(l.used(), 0);
        assert!(!l.memory_growing(0, usize::MAX, None).unwrap());
        assert!(!l.table_growing(0, usize::MAX, None).unwrap());
        assert!(!l.memory_growing(0, 64 * 1024, Some(0)).unwrap());
        assert_eq!(l.used(), 0);
    }

    #[test]
    fn counts_are_capped() {
        let l = ProcessLimits::new(0);
        assert_eq!(l.instances(), 1);
        assert_eq!(l.memories(), MAX_MEMORIES);
        assert_eq!(l.tables(), MAX_TABLES);
    }
}
