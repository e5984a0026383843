//! The natives under `crypto`: random bytes (WASI random_get through getrandom) and one-shot
//! digests (RustCrypto's md-5, sha1, sha2); js/crypto.js builds Node's API over them.

use rquickjs::{Ctx, Exception, Function, Object, TypedArray, Value};
use sha2::Digest;

fn digest(algorithm: &str, data: &[u8]) -> Option<Vec<u8>> {
    Some(match algorithm {
        "md5" => md5::Md5::digest(data).to_vec(),
        "sha1" => sha1::Sha1::digest(data).to_vec(),
        "sha224" => sha2::Sha224::digest(data).to_vec(),
        "sha256" => sha2::Sha256::digest(data).to_vec(),
        "sha384" => sha2::Sha384::digest(data).to_vec(),
        "sha512" => sha2::Sha512::digest(data).to_vec(),
        _ => return None,
    })
}

pub fn install<'js>(ctx: &Ctx<'js>, native: &Object<'js>) -> rquickjs::Result<()> {
    // randomBytes(n) → Uint8Array of n random bytes.
    native.set("randomBytes", Function::new(ctx.clone(), |ctx: Ctx<'js>, n: u32| -> rquickjs::Result<Value<'js>> {
        let mut buf = vec![0u8; n as usize];
        getrandom::fill(&mut buf).map_err(|e| Exception::throw_message(&ctx, &format!("random_get failed: {e}")))?;
        Ok(TypedArray::<u8>::new(ctx, buf)?.into_value())
    })?)?;
    // digest(algorithm, bytes) → Uint8Array, or null for an algorithm we do not have.
    native.set("digest", Function::new(ctx.clone(), |ctx: Ctx<'js>, algorithm: String, data: Value<'js>| -> rquickjs::Result<Value<'js>> {
        let bytes = crate::native::bytes_of(&data)?;
        match digest(&algorithm, &bytes) {
            Some(d) => Ok(TypedArray::<u8>::new(ctx, d)?.into_value()),
            None => Ok(Value::new_null(ctx)),
        }
    })?)?;
    Ok(())
}
