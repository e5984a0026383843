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

    /// The bytes of an iovec array for one write (`writev(2)`), at most `max` of them: beyond,
    /// the write is short (up to [`IOV_MAX`] iovecs may all name the same large region).
    pub fn gather(&self, iovs: u32, count: u32, max: usize) -> KResult<Vec<u8>> {
        let vecs = self.iovecs(iovs, count)?;
        let mut data = Vec::new();
        for (buf, len) in vecs {
            let room = max - data.len();
            if room == 0 {
                break;
            }
            let take = (len as usize).min(room) as u32;
            data.extend_from_slice(self.slice(buf, take)?);
        }
        Ok(data)
    }

    /// One read scattered over an iovec array (`readv(2)`); the bytes read. `fill(buf, done)`
    /// fills the buffers in turn, at most `chunk` bytes of each, `done` being the bytes read so
    /// far; empty buffers are skipped. The read stops at the first buffer not filled whole, after
    /// the first one when `once` (a stream: one read takes what is there), or at an error: an
    /// error before any byte is the call's, after some bytes the call returns their count (the
    /// error comes back on the next call).
    pub fn scatter(
        &mut self,
        iovs: u32,
        count: u32,
        chunk: u32,
        once: bool,
        mut fill: impl FnMut(&mut [u8], usize) -> KResult<usize>,
    ) -> KResult<usize> {
        let vecs = self.iovecs(iovs, count)?;
        let mut total = 0usize;
        for (buf, len) in vecs {
            if len == 0 {
                continue;
            }
            let dst = self.slice_mut(buf, len.min(chunk))?;
            let got = match fill(dst, total) {
                Ok(g) => g,
                Err(e) if total == 0 => return Err(e),
                Err(_) => break,
            };
            total += got;
            if got < len as usize || once {
                break;
            }
        }
        Ok(total)
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

    /// A guest memory of 64 bytes whose iovec array at 0 names `bufs` (`(ptr, len)`).
    fn with_iovecs(bufs: &[(u32, u32)]) -> Vec<u8> {
        let mut mem = vec![0u8; 64];
        let mut m = GuestMem { bytes: &mut mem };
        for (i, (p, l)) in bufs.iter().enumerate() {
            m.write_u32(i as u32 * 8, *p).unwrap();
            m.write_u32(i as u32 * 8 + 4, *l).unwrap();
        }
        mem
    }

    /// `fill` for [`GuestMem::scatter`] reading from `src`, `per_call` bytes at most per call.
    fn from(src: &[u8], per_call: usize) -> impl FnMut(&mut [u8], usize) -> KResult<usize> + '_ {
        move |dst, done| {
            let n = dst.len().min(per_call).min(src.len() - done);
            dst[..n].copy_from_slice(&src[done..done + n]);
            Ok(n)
        }
    }

    #[test]
    fn scatter_fills_buffers_in_turn_and_stops_at_the_first_short_one() {
        let mut mem = with_iovecs(&[(32, 4), (40, 0), (48, 4), (56, 4)]);
        let mut m = GuestMem { bytes: &mut mem };
        assert_eq!(m.scatter(0, 4, 1 << 20, false, from(b"abcdef", 8)), Ok(6));
        assert_eq!(&mem[32..36], b"abcd");
        assert_eq!(&mem[48..52], b"ef\0\0");
        assert_eq!(&mem[56..60], b"\0\0\0\0", "no read past the short buffer");
    }

    #[test]
    fn scatter_stops_when_a_buffer_is_cut_to_the_chunk_or_after_one_stream_read() {
        // A 6-byte buffer read 4 bytes at a time is not filled: the next buffer stays untouched
        // (the bytes read must be contiguous in the guest's view).
        let mut mem = with_iovecs(&[(32, 6), (48, 4)]);
        let mut m = GuestMem { bytes: &mut mem };
        assert_eq!(m.scatter(0, 2, 4, false, from(b"abcdefghij", 8)), Ok(4));
        assert_eq!(&mem[48..52], b"\0\0\0\0");
        let mut mem = with_iovecs(&[(32, 4), (48, 4)]);
        let mut m = GuestMem { bytes: &mut mem };
        assert_eq!(m.scatter(0, 2, 1 << 20, true, from(b"abcdefgh", 8)), Ok(4));
    }

    #[test]
    fn scatter_errors_only_before_the_first_byte() {
        let mut mem = with_iovecs(&[(32, 4), (48, 4)]);
        let mut m = GuestMem { bytes: &mut mem };
        let first = |_: &mut [u8], _: usize| -> KResult<usize> { Err(Errno::Eio) };
        assert_eq!(m.scatter(0, 2, 1 << 20, false, first), Err(Errno::Eio));
        let mut fill = from(b"abcd", 8);
        let later = |dst: &mut [u8], done: usize| {
            if done == 0 {
                fill(dst, done)
            } else {
                Err(Errno::Eio)
            }
        };
        assert_eq!(m.scatter(0, 2, 1 << 20, false, later), Ok(4));
    }

    #[test]
    fn gather_is_capped() {
        let mut mem = with_iovecs(&[(32, 4), (32, 4)]);
        mem[32..36].copy_from_slice(b"wxyz");
        let m = GuestMem { bytes: &mut mem };
        assert_eq!(m.gather(0, 2, 1 << 20).unwrap(), b"wxyzwxyz");
        assert_eq!(m.gather(0, 2, 6).unwrap(), b"wxyzwx");
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
