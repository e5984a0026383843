//! ES modules on QuickJS-ng's own module system: resolution and sources come from bootstrap.js
//! (`internal.esmResolve`, `internal.esmSource`, `internal.esmMeta`), so CommonJS and ESM share
//! one resolver; the native `moduleImport` runs the main entry and `require()` of an ES module.

use rquickjs::loader::{ImportAttributes, Loader, Resolver};
use rquickjs::module::Declared;
use rquickjs::promise::PromiseState;
use rquickjs::{Ctx, Function, Module, Object, Value};
use std::cell::RefCell;
use std::collections::HashMap;

thread_local! {
    /// Module name → the module as our loader declared it. QuickJS keeps every loaded module
    /// until the context ends; an entry is only read after an import of that name succeeded (so
    /// it is the live one: a failed load frees its modules and a retry re-declares). The
    /// lifetime is erased to store it; it is only used again inside the same (only) context.
    static DECLARED: RefCell<HashMap<String, Module<'static, Declared>>> = RefCell::new(HashMap::new());
}

fn internal<'js>(ctx: &Ctx<'js>) -> rquickjs::Result<Object<'js>> {
    ctx.globals().get::<_, Object>("__agentosInternal")
}

/// Resolves `import` specifiers through bootstrap.js (`node:` builtins, paths, packages).
pub struct JsResolver;

impl Resolver for JsResolver {
    fn resolve<'js>(
        &mut self,
        ctx: &Ctx<'js>,
        base: &str,
        name: &str,
        _attributes: Option<ImportAttributes<'js>>,
    ) -> rquickjs::Result<String> {
        internal(ctx)?
            .get::<_, Function>("esmResolve")?
            .call((base, name))
    }
}

/// Declares a module from the source bootstrap.js gives for a resolved name, then fills its
/// `import.meta` (url, filename, dirname, resolve).
pub struct JsLoader;

impl Loader for JsLoader {
    fn load<'js>(
        &mut self,
        ctx: &Ctx<'js>,
        name: &str,
        _attributes: Option<ImportAttributes<'js>>,
    ) -> rquickjs::Result<Module<'js, Declared>> {
        let internal = internal(ctx)?;
        let source: String = internal.get::<_, Function>("esmSource")?.call((name,))?;
        let module = Module::declare(ctx.clone(), name, source)?;
        // SAFETY: only the lifetime is erased; see DECLARED.
        let stored: Module<'static, Declared> = unsafe { std::mem::transmute(module.clone()) };
        DECLARED.with(|d| d.borrow_mut().insert(name.to_owned(), stored));
        let meta = module.meta()?;
        internal
            .get::<_, Function>("esmMeta")?
            .call::<_, ()>((name, meta))?;
        Ok(module)
    }
}

pub fn install<'js>(ctx: &Ctx<'js>, native: &Object<'js>) -> rquickjs::Result<()> {
    // moduleImport(name) → [importPromise, state, value]: loads, links and evaluates `name` (its
    // synchronous part runs now). state 'failed' (value: the error) when loading or linking
    // failed; else the evaluation's state, 'fulfilled' (value: the namespace), 'rejected'
    // (value: the reason) or 'pending' (top-level await still running).
    native.set(
        "moduleImport",
        Function::new(
            ctx.clone(),
            |ctx: Ctx<'js>, name: String| -> rquickjs::Result<Vec<Value<'js>>> {
                let promise = Module::import(&ctx, name.clone())?;
                let str = |s: &str| -> rquickjs::Result<Value<'js>> {
                    Ok(rquickjs::String::from_str(ctx.clone(), s)?.into_value())
                };
                let undefined = Value::new_undefined(ctx.clone());
                if promise.state() == PromiseState::Rejected {
                    let reason = promise
                        .result::<Value>()
                        .and_then(|r| r.err())
                        .map(|e| error_value(&ctx, e))
                        .unwrap_or(undefined);
                    return Ok(vec![promise.into_value(), str("failed")?, reason]);
                }
                let Some(module) = DECLARED.with(|d| d.borrow().get(&name).cloned()) else {
                    // A module declared by QuickJS without our loader: only the promise is known.
                    return Ok(vec![promise.into_value(), str("pending")?, undefined]);
                };
                // SAFETY: the import above succeeded, so this is the live module of that name, in this
                // context; only the erased lifetime is restored.
                let module: Module<'js, Declared> = unsafe { std::mem::transmute(module) };
                // Evaluating an evaluated module returns its evaluation promise.
                let (module, evaluation) = module.eval()?;
                match evaluation.state() {
                    PromiseState::Pending => {
                        Ok(vec![promise.into_value(), str("pending")?, undefined])
                    }
                    PromiseState::Rejected => {
                        let reason = evaluation
                            .result::<Value>()
                            .and_then(|r| r.err())
                            .map(|e| error_value(&ctx, e))
                            .unwrap_or(undefined);
                        Ok(vec![promise.into_value(), str("rejected")?, reason])
                    }
                    PromiseState::Resolved => Ok(vec![
                        promise.into_value(),
                        str("fulfilled")?,
                        module.namespace()?.into_value(),
                    ]),
                }
            },
        )?,
    )?;
    Ok(())
}

/// The rejection reason of a settled promise's result (thrown into the context by result()).
fn error_value<'js>(ctx: &Ctx<'js>, e: rquickjs::Error) -> Value<'js> {
    match e {
        rquickjs::Error::Exception => ctx.catch(),
        other => rquickjs::String::from_str(ctx.clone(), &other.to_string())
            .map(|s| s.into_value())
            .unwrap_or_else(|_| Value::new_undefined(ctx.clone())),
    }
}
