//! Natives behind `crypto` (js/crypto.js): digests, HMAC, PBKDF2, HKDF and scrypt from the RustCrypto
//! crates, and random bytes from WASI `random_get` (the getrandom crate).
//!
//! A hash or HMAC in progress lives here under a numeric handle that JavaScript holds:
//! `cryptoHashNew(name)` / `cryptoHmacNew(name, key)` → handle (-1: unknown algorithm),
//! `cryptoUpdate(h, bytes)`, `cryptoCopy(h)` → a new handle with the same state, `cryptoDigest(h)`
//! → Uint8Array (the handle is gone after it), `cryptoFree(h)`. Names are the canonical lower-case
//! ones js/crypto.js maps Node's aliases to (`sha256`, `sha512-256`, `sha3-256`, `md5`, …).

use std::cell::RefCell;
use std::collections::HashMap;

use hmac::{KeyInit, Mac, SimpleHmac};
use rquickjs::{Ctx, Exception, Function, Object, TypedArray, Value};
use sha2::Digest;

macro_rules! algorithms {
    ($($variant:ident: $ty:ty = $name:literal;)*) => {
        /// A plain digest in progress.
        #[derive(Clone)]
        enum Hasher { $($variant($ty),)* }
        /// An HMAC in progress (hmac's SimpleHmac: the one generic over every digest, SHA-3 included).
        #[derive(Clone)]
        enum Keyed { $($variant(SimpleHmac<$ty>),)* }

        /// The algorithms by canonical name (what `getHashes()` lists).
        const NAMES: &[&str] = &[$($name,)*];

        impl Hasher {
            fn new(name: &str) -> Option<Self> {
                match name { $($name => Some(Self::$variant(<$ty>::new())),)* _ => None }
            }
            fn update(&mut self, data: &[u8]) {
                match self { $(Self::$variant(h) => Digest::update(h, data),)* }
            }
            fn finish(self) -> Vec<u8> {
                match self { $(Self::$variant(h) => h.finalize().to_vec(),)* }
            }
        }

        impl Keyed {
            fn new(name: &str, key: &[u8]) -> Option<Self> {
                match name { $($name => SimpleHmac::<$ty>::new_from_slice(key).ok().map(Self::$variant),)* _ => None }
            }
            fn update(&mut self, data: &[u8]) {
                match self { $(Self::$variant(h) => Mac::update(h, data),)* }
            }
            fn finish(self) -> Vec<u8> {
                match self { $(Self::$variant(h) => h.finalize().into_bytes().to_vec(),)* }
            }
        }

        /// HKDF (RFC 5869) with `name`'s digest into `out`; false for an unknown digest or a
        /// length past 255 digests.
        fn hkdf_with(name: &str, ikm: &[u8], salt: &[u8], info: &[u8], out: &mut [u8]) -> bool {
            match name {
                $($name => hkdf::SimpleHkdf::<$ty>::new(Some(salt), ikm).expand(info, out).is_ok(),)*
                _ => false,
            }
        }

        /// PBKDF2-HMAC with `name`'s digest into `out`; false for an unknown digest.
        fn pbkdf2_with(name: &str, password: &[u8], salt: &[u8], rounds: u32, out: &mut [u8]) -> bool {
            match name {
                $($name => pbkdf2::pbkdf2::<SimpleHmac<$ty>>(password, salt, rounds, out).is_ok(),)*
                _ => false,
            }
        }
    };
}

algorithms! {
    Md5: md5::Md5 = "md5";
    Sha1: sha1::Sha1 = "sha1";
    Sha224: sha2::Sha224 = "sha224";
    Sha256: sha2::Sha256 = "sha256";
    Sha384: sha2::Sha384 = "sha384";
    Sha512: sha2::Sha512 = "sha512";
    Sha512_224: sha2::Sha512_224 = "sha512-224";
    Sha512_256: sha2::Sha512_256 = "sha512-256";
    Sha3_224: sha3::Sha3_224 = "sha3-224";
    Sha3_256: sha3::Sha3_256 = "sha3-256";
    Sha3_384: sha3::Sha3_384 = "sha3-384";
    Sha3_512: sha3::Sha3_512 = "sha3-512";
    Blake2b512: blake2::Blake2b512 = "blake2b512";
    Blake2s256: blake2::Blake2s256 = "blake2s256";
    Ripemd160: ripemd::Ripemd160 = "ripemd160";
}

#[derive(Clone)]
enum State {
    Hash(Hasher),
    Hmac(Keyed),
}

impl State {
    fn update(&mut self, data: &[u8]) {
        match self {
            State::Hash(h) => h.update(data),
            State::Hmac(h) => h.update(data),
        }
    }
    fn finish(self) -> Vec<u8> {
        match self {
            State::Hash(h) => h.finish(),
            State::Hmac(h) => h.finish(),
        }
    }
}

/// The states in progress by handle, and the next handle.
#[derive(Default)]
struct Table {
    states: HashMap<i32, State>,
    next: i32,
}

thread_local! {
    static TABLE: RefCell<Table> = RefCell::new(Table::default());
}

fn insert(state: State) -> i32 {
    TABLE.with(|t| {
        let mut t = t.borrow_mut();
        t.next = t.next.checked_add(1).unwrap_or(1);
        let id = t.next;
        t.states.insert(id, state);
        id
    })
}

/// Throws a plain `Error` with `message` and, when given, `code`.
fn throw(ctx: &Ctx<'_>, message: &str, code: Option<&str>) -> rquickjs::Error {
    let build = || -> rquickjs::Result<Value> {
        let exc = Exception::from_message(ctx.clone(), message)?;
        if let Some(code) = code {
            exc.set("code", code)?;
        }
        Ok(exc.into_value())
    };
    match build() {
        Ok(v) => ctx.throw(v),
        Err(e) => e,
    }
}

fn stale(ctx: &Ctx<'_>) -> rquickjs::Error {
    throw(
        ctx,
        "Digest already called",
        Some("ERR_CRYPTO_HASH_FINALIZED"),
    )
}

/// A byte count from JavaScript (js/crypto.js has range-checked it).
fn length_of(n: f64) -> usize {
    // `as` saturates: +∞ and huge values are usize::MAX, NaN fails the test.
    if n > 0.0 {
        n as usize
    } else {
        0
    }
}

/// An empty buffer with room for `len` bytes, or a RangeError (`ERR_OUT_OF_MEMORY`) when the
/// guest's memory cannot hold them (a plain `vec!` would abort the process).
fn reserve(ctx: &Ctx<'_>, len: usize) -> rquickjs::Result<Vec<u8>> {
    let mut buf = Vec::new();
    if buf.try_reserve_exact(len).is_ok() {
        return Ok(buf);
    }
    let build = || -> rquickjs::Result<Value> {
        let ctor: rquickjs::Constructor = ctx.globals().get("RangeError")?;
        let exc: Object = ctor.construct((format!("Cannot allocate {len} bytes"),))?;
        exc.set("code", "ERR_OUT_OF_MEMORY")?;
        Ok(exc.into_value())
    };
    Err(match build() {
        Ok(v) => ctx.throw(v),
        Err(e) => e,
    })
}

/// `len` zero bytes (`len` as length_of reads it), or reserve's RangeError.
fn zeroed(ctx: &Ctx<'_>, len: f64) -> rquickjs::Result<Vec<u8>> {
    let len = length_of(len);
    let mut buf = reserve(ctx, len)?;
    buf.resize(len, 0);
    Ok(buf)
}

/// The crypto natives on the native object (names in the module doc).
pub fn install<'js>(ctx: &Ctx<'js>, n: &Object<'js>) -> rquickjs::Result<()> {
    n.set("cryptoHashNames", NAMES.to_vec())?;
    // cryptoRandom(size) → Uint8Array of `size` bytes from random_get.
    n.set(
        "cryptoRandom",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, size: f64| -> rquickjs::Result<Value<'js>> {
                let mut buf = zeroed(&ctx, size)?;
                getrandom::fill(&mut buf).map_err(|e| {
                    throw(
                        &ctx,
                        &format!("random_get failed: {e}"),
                        Some("ERR_CRYPTO_OPERATION_FAILED"),
                    )
                })?;
                Ok(TypedArray::<u8>::new(ctx.clone(), buf)?.into_value())
            },
        )?,
    )?;
    n.set(
        "cryptoHashNew",
        Function::new(ctx.clone(), |name: String| -> i32 {
            Hasher::new(&name)
                .map(|h| insert(State::Hash(h)))
                .unwrap_or(-1)
        })?,
    )?;
    n.set(
        "cryptoHmacNew",
        Function::new(
            ctx.clone(),
            |name: String, key: Value<'js>| -> rquickjs::Result<i32> {
                let key = crate::native::bytes_of(&key)?;
                Ok(Keyed::new(&name, &key)
                    .map(|h| insert(State::Hmac(h)))
                    .unwrap_or(-1))
            },
        )?,
    )?;
    n.set(
        "cryptoUpdate",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, id: i32, data: Value<'js>| -> rquickjs::Result<()> {
                let data = crate::native::bytes_of(&data)?;
                TABLE.with(|t| match t.borrow_mut().states.get_mut(&id) {
                    Some(s) => {
                        s.update(&data);
                        Ok(())
                    }
                    None => Err(stale(&ctx)),
                })
            },
        )?,
    )?;
    n.set(
        "cryptoCopy",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, id: i32| -> rquickjs::Result<i32> {
                let state = TABLE
                    .with(|t| t.borrow().states.get(&id).cloned())
                    .ok_or_else(|| stale(&ctx))?;
                Ok(insert(state))
            },
        )?,
    )?;
    n.set(
        "cryptoDigest",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, id: i32| -> rquickjs::Result<Value<'js>> {
                let state = TABLE
                    .with(|t| t.borrow_mut().states.remove(&id))
                    .ok_or_else(|| stale(&ctx))?;
                Ok(TypedArray::<u8>::new(ctx.clone(), state.finish())?.into_value())
            },
        )?,
    )?;
    n.set(
        "cryptoFree",
        Function::new(ctx.clone(), |id: i32| {
            TABLE.with(|t| t.borrow_mut().states.remove(&id));
        })?,
    )?;
    // cryptoPbkdf2(password, salt, iterations, keylen, digest) → Uint8Array, or null for an unknown digest.
    n.set(
        "cryptoPbkdf2",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>,
             password: Value<'js>,
             salt: Value<'js>,
             rounds: f64,
             keylen: f64,
             digest: String|
             -> rquickjs::Result<Value<'js>> {
                let (password, salt) = (
                    crate::native::bytes_of(&password)?,
                    crate::native::bytes_of(&salt)?,
                );
                let rounds = if rounds.is_finite() && rounds >= 1.0 {
                    rounds.min(u32::MAX as f64) as u32
                } else {
                    1
                };
                let mut out = zeroed(&ctx, keylen)?;
                if !pbkdf2_with(&digest, &password, &salt, rounds, &mut out) {
                    return Ok(Value::new_null(ctx.clone()));
                }
                Ok(TypedArray::<u8>::new(ctx.clone(), out)?.into_value())
            },
        )?,
    )?;
    // cryptoHkdf(digest, ikm, salt, info, keylen) → Uint8Array, or null for an unknown digest or a too long key.
    n.set(
        "cryptoHkdf",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>,
             digest: String,
             ikm: Value<'js>,
             salt: Value<'js>,
             info: Value<'js>,
             keylen: f64|
             -> rquickjs::Result<Value<'js>> {
                let (ikm, salt, info) = (
                    crate::native::bytes_of(&ikm)?,
                    crate::native::bytes_of(&salt)?,
                    crate::native::bytes_of(&info)?,
                );
                let mut out = zeroed(&ctx, keylen)?;
                if !hkdf_with(&digest, &ikm, &salt, &info, &mut out) {
                    return Ok(Value::new_null(ctx.clone()));
                }
                Ok(TypedArray::<u8>::new(ctx.clone(), out)?.into_value())
            },
        )?,
    )?;
    // cryptoScrypt(password, salt, keylen, N, r, p) → Uint8Array; throws for parameters scrypt refuses.
    n.set(
        "cryptoScrypt",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>,
             password: Value<'js>,
             salt: Value<'js>,
             keylen: f64,
             cost: f64,
             block: f64,
             par: f64|
             -> rquickjs::Result<Value<'js>> {
                let (password, salt) = (
                    crate::native::bytes_of(&password)?,
                    crate::native::bytes_of(&salt)?,
                );
                let invalid = || {
                    throw(
                        &ctx,
                        "Invalid scrypt params",
                        Some("ERR_CRYPTO_INVALID_SCRYPT_PARAMS"),
                    )
                };
                let cost = length_of(cost) as u64;
                if cost < 2 || !cost.is_power_of_two() {
                    return Err(invalid());
                }
                let log_n = cost.trailing_zeros() as u8;
                let params =
                    scrypt::Params::new(log_n, length_of(block) as u32, length_of(par) as u32)
                        .map_err(|_| invalid())?;
                // scrypt's work area is 128·N·r bytes: probe for it first (its own vec! would abort).
                drop(reserve(
                    &ctx,
                    length_of(128.0 * cost as f64 * block.max(0.0)),
                )?);
                let mut out = zeroed(&ctx, keylen)?;
                scrypt::scrypt(&password, &salt, &params, &mut out).map_err(|_| invalid())?;
                Ok(TypedArray::<u8>::new(ctx.clone(), out)?.into_value())
            },
        )?,
    )?;
    // cryptoTimingSafeEqual(a, b) → whether two equal-length byte strings are equal, in time
    // that depends only on their length.
    n.set(
        "cryptoTimingSafeEqual",
        Function::new(
            ctx.clone(),
            |a: Value<'js>, b: Value<'js>| -> rquickjs::Result<bool> {
                let (a, b) = (crate::native::bytes_of(&a)?, crate::native::bytes_of(&b)?);
                Ok(a.len() == b.len()
                    && a.iter().zip(&b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0)
            },
        )?,
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(b: &[u8]) -> String {
        b.iter().map(|x| format!("{x:02x}")).collect()
    }

    #[test]
    fn digests_match_published_vectors() {
        let sha256 = |s: &[u8]| {
            let mut h = Hasher::new("sha256").expect("sha256");
            h.update(s);
            hex(&h.finish())
        };
        assert_eq!(
            sha256(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        let mut h = Hasher::new("sha3-256").expect("sha3-256");
        h.update(b"");
        assert_eq!(
            hex(&h.finish()),
            "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a"
        );
        assert!(Hasher::new("nope").is_none());
        assert!(NAMES.iter().all(|n| Hasher::new(n).is_some()));
    }

    #[test]
    fn hmac_and_pbkdf2_match_rfc_vectors() {
        // RFC 4231 test case 2.
        let mut m = Keyed::new("sha256", b"Jefe").expect("hmac");
        m.update(b"what do ya want for nothing?");
        assert_eq!(
            hex(&m.finish()),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
        // RFC 6070, c = 2.
        let mut out = [0u8; 20];
        assert!(pbkdf2_with("sha1", b"password", b"salt", 2, &mut out));
        assert_eq!(hex(&out), "ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957");
        assert!(!pbkdf2_with("nope", b"p", b"s", 1, &mut out));
    }

    #[test]
    fn copies_are_independent() {
        let id = insert(State::Hash(Hasher::new("md5").expect("md5")));
        let copy = TABLE
            .with(|t| t.borrow().states.get(&id).cloned())
            .expect("state");
        let mut a = TABLE
            .with(|t| t.borrow_mut().states.remove(&id))
            .expect("state");
        a.update(b"x");
        assert_ne!(hex(&a.finish()), hex(&copy.finish()));
    }
}
