//! `isatty(fd)` for the minimal `tty` module (isatty(3) over our kernel's fd table).

use rquickjs::{Ctx, Function, Object};

pub fn install<'js>(ctx: &Ctx<'js>, native: &Object<'js>) -> rquickjs::Result<()> {
    native.set(
        "isatty",
        Function::new(ctx.clone(), |fd: i32| -> bool {
            // SAFETY: isatty only inspects the descriptor number.
            unsafe { libc::isatty(fd) == 1 }
        })?,
    )?;
    Ok(())
}
