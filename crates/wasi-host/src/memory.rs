//! Bounds-checked access to a guest's linear memory. Every out-of-bounds access is `EFAULT`
//! (WASI errno 21), never a host panic.

use agentos_kernel::{Errno, KResult};

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

    /// The `(buf, len)` pairs of an iovec array (`guest-abi.md` 6.5).
    pub fn iovecs(&self, iovs: u32, count: u32) -> KResult<Vec<(u32, u32)>> {
        let mut v = Vec::with_capacity(count as usize);
        for i in 0..count {
            let at = iovs
                .checked_add(i.checked_mul(8).ok_or(Errno::Efault)?)
                .ok_or(Errno::Efault)?;
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
}
