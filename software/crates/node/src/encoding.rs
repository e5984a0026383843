//! UTF-8 for TextEncoder/TextDecoder: encode a (well-formed) JS string, decode bytes with
//! WHATWG's replacement (Rust's lossy decoding substitutes U+FFFD per maximal subpart, as the
//! Encoding Standard does) or fatally.

use rquickjs::{Ctx, Function, Object, TypedArray, Value};

pub fn install<'js>(ctx: &Ctx<'js>, native: &Object<'js>) -> rquickjs::Result<()> {
    // utf8Encode(string) → Uint8Array (the caller makes the string well-formed first).
    native.set(
        "utf8Encode",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, s: String| -> rquickjs::Result<Value<'js>> {
                Ok(TypedArray::<u8>::new(ctx, s.into_bytes())?.into_value())
            },
        )?,
    )?;
    // utf8Decode(bytes, fatal) → string, or null when `fatal` and the bytes are not UTF-8.
    native.set(
        "utf8Decode",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, bytes: Value<'js>, fatal: bool| -> rquickjs::Result<Value<'js>> {
                let data = crate::native::bytes_of(&bytes)?;
                let text = if fatal {
                    match std::str::from_utf8(&data) {
                        Ok(s) => std::borrow::Cow::Borrowed(s),
                        Err(_) => return Ok(Value::new_null(ctx)),
                    }
                } else {
                    String::from_utf8_lossy(&data)
                };
                Ok(rquickjs::String::from_str(ctx, &text)?.into_value())
            },
        )?,
    )?;
    Ok(())
}
