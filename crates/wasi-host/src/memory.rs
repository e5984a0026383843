//! Bounds-checked access to a guest's linear memory. Every out-of-bounds access is `EFAULT`
//! (WASI errno 21), never a host panic.

use agentos_kernel::path::PATH_MAX;
use agentos_kernel::{Errno, KResult};

/// Most iovecs one `fd_read`/`fd_write`/`fd_pread`/`fd_pwrite` accepts (Linux's `IOV_MAX`); more
/// is `EINVAL`, as `readv(2)` answers.
pub const IOV_MAX: u32 = 1024;

/// Bytes of one iovec in guest memory (`guest-abi.md` 6.5).
pub const IOVEC_SIZE: u32 = 8;

/// `EFAULT` unless `count` records of `size` bytes from `ptr` lie inside guest memory of `total`
/// bytes. Checked before anything is allocated for them, so a guest-chosen count can never size a
/// host allocation beyond what its own memory holds.
pub fn check_array(ptr: u32, count: u32, size: u32, total: usize) -> KResult<()> {
    let bytes = (count as u64) * (size as u64);
    let end = (ptr as u64).checked_add(bytes).ok_or(Errno::Efault)?;
    if end > total as u64 {
        return Err(Errno::Efault);
    }
    Ok(())
}

/// A view of guest memory for the duration of one host call.
pub struct GuestMem<'a> {
    pub bytes: &'a mut [u8],
}

fn range(ptr: u32, len: u32, total: usize) -> KResult<std::ops::Range<usize>> {
    let start = ptr as usize;
    let end = start.checked_add(len as usize).ok_or(Errno::Efault)?;
    if end > total {
        return Err(Errno::Efault);
    }
    Ok(start..end)
}

impl<'a> GuestMem<'a> {
    /// `len` bytes at `ptr`.
    pub fn slice(&self, ptr: u32, len: u32) -> KResult<&[u8]> {
        let r = range(ptr, len, self.bytes.len())?;
        Ok(&self.bytes[r])
    }

    /// `len` writable bytes at `ptr`.
    pub fn slice_mut(&mut self, ptr: u32, len: u32) -> KResult<&mut [u8]> {
        let r = range(ptr, len, self.bytes.len())?;
        Ok(&mut self.bytes[r])
    }

    /// A path argument: `ENAMETOOLONG` above [`PATH_MAX`] bytes (checked before copying), else as
    /// [`GuestMem::str`].
    pub fn path(&self, ptr: u32, len: u32) -> KResult<String> {
        if len as usize > PATH_MAX {
            self.slice(ptr, len)?;
            return Err(Errno::Enametoolong);
        }
        self.str(ptr, len)
    }

    /// A UTF-8 string at `ptr` (invalid sequences replaced); `EINVAL` for a NUL byte inside.
    pub fn str(&self, ptr: u32, len: u32) -> KResult<String> {
        let b = self.slice(ptr, len)?;
        if b.contains(&0) {
            return Err(Errno::Einval);
        }
        Ok(String::from_utf8_lossy(b).into_owned())
    }

    pub fn read_u16(&self, ptr: u32) -> KResult<u16> {
        let b = self.slice(ptr, 2)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    pub fn read_u32(&self, ptr: u32) -> KResult<u32> {
        let b = self.slice(ptr, 4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    pub fn read_u64(&self, ptr: u32) -> KResult<u64> {
        let b = self.slice(ptr, 8)?;
        let mut a = [0u8; 8];
        a.copy_from_slice(b);
        Ok(u64::from_le_bytes(a))
    }

    pub fn write_u8(&mut self, ptr: u32, v: u8) -> KResult<()> {
        self.slice_mut(ptr, 1)?[0] = v;
        Ok(())
    }

    pub fn write_u16(&mut self, ptr: u32, v: u16) -> KResult<()> {
        self.slice_mut(ptr, 2)?.copy_from_slice(&v.to_le_bytes());
        Ok(())
    }

    pub fn write_u32(&mut self, ptr: u32, v: u32) -> KResult<()> {
        self.slice_mut(ptr, 4)?.copy_from_slice(&v.to_le_bytes());
        Ok(())
    }

    pub fn write_u64(&mut self, ptr: u32, v: u64) -> KResult<()> {
        self.slice_mut(ptr, 8)?.copy_from_slice(&v.to_le_bytes());
        Ok(())
    }

    /// The `(buf, len)` pairs of an iovec array (`guest-abi.md` 6.5): `EINVAL` for more than
    /// [`IOV_MAX`] entries, `EFAULT` when the array or any buffer lies outside guest memory. Both
    /// are checked before the vector is allocated.
    pub fn iovecs(&self, iovs: u32, count: u32) -> KResult<Vec<(u32, u32)>> {
        if count > IOV_MAX {
            return Err(Errno::Einval);
        }
        check_array(iovs, count, IOVEC_SIZE, self.bytes.len())?;
        let mut v = Vec::with_capacity(count as usize);
        for i in 0..count {
            // In range: checked by `check_array` above.
            let at = iovs + i * IOVEC_SIZE;
            let buf = self.read_u32(at)?;
            let len = self.read_u32(at + 4)?;
            range(buf, len, self.bytes.len())?;
            v.push((buf, len));
        }
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn out_of_bounds_is_efault() {
        let mut buf = vec![0u8; 16];
        let mut m = GuestMem { bytes: &mut buf };
        assert_eq!(m.read_u32(14), Err(Errno::Efault));
        assert_eq!(m.slice(u32::MAX, 2).err(), Some(Errno::Efault));
        m.write_u32(0, 0xdead_beef).unwrap();
        assert_eq!(m.read_u32(0).unwrap(), 0xdead_beef);
        assert_eq!(m.str(0, 0).unwrap(), "");
    }

    #[test]
    fn iovec_counts_are_bounded_before_allocating() {
        let mut buf = vec![0u8; 64 * 1024];
        let m = GuestMem { bytes: &mut buf };
        // The D1 count: 32 GiB of host memory if it were allocated up front.
        assert_eq!(m.iovecs(0, u32::MAX), Err(Errno::Einval));
        assert_eq!(m.iovecs(0, IOV_MAX + 1), Err(Errno::Einval));
        // Within IOV_MAX but past the end of memory.
        assert_eq!(m.iovecs(64 * 1024 - 8, 2), Err(Errno::Efault));
        assert_eq!(m.iovecs(u32::MAX - 3, 1), Err(Errno::Efault));
        assert_eq!(m.iovecs(0, IOV_MAX).map(|v| v.len()), Ok(IOV_MAX as usize));
        assert_eq!(m.iovecs(0, 0), Ok(vec![]));
    }

    #[test]
    fn arrays_must_fit_in_memory() {
        assert_eq!(check_array(0, u32::MAX, 48, 1 << 20), Err(Errno::Efault));
        assert_eq!(check_array(u32::MAX, 1, 1, usize::MAX), Ok(()));
        assert_eq!(check_array(16, 1, 48, 64), Ok(()));
        assert_eq!(check_array(17, 1, 48, 64), Err(Errno::Efault));
    }

    #[test]
    fn paths_longer_than_path_max_are_refused_before_copying() {
        let mut buf = vec![b'a'; PATH_MAX + 10];
        let m = GuestMem { bytes: &mut buf };
        assert_eq!(m.path(0, PATH_MAX as u32 + 1), Err(Errno::Enametoolong));
        assert_eq!(m.path(0, u32::MAX), Err(Errno::Efault));
        assert_eq!(m.path(0, 3).as_deref(), Ok("aaa"));
    }
}
