//! Input schemas: preparation at definition time (`bindings-cli.md` section 3), flag kinds and
//! descriptors (sections 5 and 7), defaults and validation (section 8, step 3).
//!
//! The validator covers exactly the keywords the spec lists: `type`, `enum`, `const`,
//! `anyOf`/`oneOf`, `required`, `properties`, `additionalProperties`, `items`, `minItems`/
//! `maxItems`, `minLength`/`maxLength`, `minimum`/`maximum`/`exclusiveMinimum`/`exclusiveMaximum`.
//! Other keywords are ignored. The first failure is reported as
//! `ToolInputSchemaViolation at $.path: <reason>`.

use serde_json::{Map, Value};

/// Largest accepted schema, bytes of compact JSON (`bindings-cli.md` section 3).
pub const MAX_SCHEMA_BYTES: usize = 64 * 1024;

/// Keywords that make a schema unsupported (fail-closed, `bindings-cli.md` section 3).
const UNSUPPORTED_KEYWORDS: [&str; 4] = ["$ref", "$defs", "definitions", "$dynamicRef"];

/// Why a schema cannot be used; the message names the JSON path.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("HostToolSchemaConversionError at {path}: {reason}")]
pub struct SchemaError {
    pub path: String,
    pub reason: String,
}

fn schema_error(path: &str, reason: impl Into<String>) -> SchemaError {
    SchemaError {
        path: path.to_string(),
        reason: reason.into(),
    }
}

/// Post-processes a JSON Schema for use as an input schema: removes `$schema`, removes a
/// top-level `additionalProperties: false`, drops properties with a `default` from `required`,
/// and checks that the top level is `type: "object"`, that no `$ref`/`$defs` occur and that the
/// schema is at most [`MAX_SCHEMA_BYTES`].
pub fn prepare(schema: Value) -> Result<Value, SchemaError> {
    let size = serde_json::to_string(&schema)
        .map(|s| s.len())
        .unwrap_or(usize::MAX);
    if size > MAX_SCHEMA_BYTES {
        return Err(schema_error(
            "$",
            format!("schema is {size} bytes, max is {MAX_SCHEMA_BYTES}"),
        ));
    }
    let Value::Object(mut top) = schema else {
        return Err(schema_error("$", "schema must be a JSON object"));
    };
    reject_unsupported(&Value::Object(top.clone()), "$")?;
    check_shape(&Value::Object(top.clone()), "$")?;
    top.remove("$schema");
    if top.get("additionalProperties") == Some(&Value::Bool(false)) {
        top.remove("additionalProperties");
    }
    match top.get("type") {
        Some(Value::String(t)) if t == "object" => {}
        None if top.contains_key("properties") => {
            top.insert("type".into(), Value::String("object".into()));
        }
        Some(other) => {
            return Err(schema_error(
                "$",
                format!("input schema must describe an object, got type {other}"),
            ))
        }
        None => {
            return Err(schema_error(
                "$",
                "input schema must describe an object (type \"object\")",
            ))
        }
    }
    let with_default: Vec<String> = top
        .get("properties")
        .and_then(Value::as_object)
        .map(|props| {
            props
                .iter()
                .filter(|(_, p)| p.get("default").is_some())
                .map(|(k, _)| k.clone())
                .collect()
        })
        .unwrap_or_default();
    if let Some(Value::Array(req)) = top.get_mut("required") {
        req.retain(|r| {
            r.as_str()
                .is_none_or(|name| !with_default.iter().any(|d| d == name))
        });
    }
    Ok(Value::Object(top))
}

/// JSON Schema keywords with no place in a flag-parsed object (`bindings-cli.md` section 3: tuple,
/// intersection and the like are rejected, fail-closed).
const UNSUPPORTED_SHAPES: [(&str, &str); 7] = [
    ("prefixItems", "tuple"),
    ("allOf", "intersection"),
    ("not", "not"),
    ("if", "conditional"),
    ("dependentSchemas", "dependentSchemas"),
    ("patternProperties", "patternProperties"),
    ("contains", "contains"),
];

const TYPES: [&str; 7] = [
    "object", "string", "number", "integer", "boolean", "array", "null",
];

/// Checks that the keywords the validator uses have the JSON types JSON Schema gives them, so a
/// malformed schema (`"required": "a"`, `"properties": 5`) fails at definition time instead of
/// silently validating nothing.
fn check_shape(v: &Value, path: &str) -> Result<(), SchemaError> {
    let Value::Object(m) = v else {
        return match v {
            Value::Bool(_) => Ok(()),
            _ => Err(schema_error(
                path,
                "a schema must be an object or a boolean",
            )),
        };
    };
    for (k, what) in UNSUPPORTED_SHAPES {
        if m.contains_key(k) {
            return Err(schema_error(
                path,
                format!("unsupported schema type \"{what}\""),
            ));
        }
    }
    match m.get("type") {
        None => {}
        Some(Value::String(t)) if TYPES.contains(&t.as_str()) => {}
        Some(Value::Array(ts))
            if !ts.is_empty()
                && ts
                    .iter()
                    .all(|t| t.as_str().is_some_and(|t| TYPES.contains(&t))) => {}
        Some(Value::String(t)) => {
            return Err(schema_error(
                path,
                format!("unsupported schema type \"{t}\""),
            ))
        }
        Some(other) => {
            return Err(schema_error(
                path,
                format!("\"type\" must be a type name, got {other}"),
            ))
        }
    }
    if let Some(props) = m.get("properties") {
        let Value::Object(props) = props else {
            return Err(schema_error(path, "\"properties\" must be an object"));
        };
        for (k, p) in props {
            check_shape(p, &format!("{path}.{k}"))?;
        }
    }
    if let Some(req) = m.get("required") {
        if !req
            .as_array()
            .is_some_and(|r| r.iter().all(Value::is_string))
        {
            return Err(schema_error(
                path,
                "\"required\" must be an array of property names",
            ));
        }
    }
    match m.get("items") {
        None | Some(Value::Bool(_)) => {}
        Some(items @ Value::Object(_)) => check_shape(items, &format!("{path}[]"))?,
        Some(Value::Array(_)) => {
            return Err(schema_error(path, "unsupported schema type \"tuple\""))
        }
        Some(_) => return Err(schema_error(path, "\"items\" must be a schema")),
    }
    if let Some(extra) = m.get("additionalProperties") {
        if extra.is_object() {
            check_shape(extra, &format!("{path}[*]"))?;
        } else if !extra.is_boolean() {
            return Err(schema_error(
                path,
                "\"additionalProperties\" must be a boolean or a schema",
            ));
        }
    }
    if m.get("enum").is_some_and(|e| !e.is_array()) {
        return Err(schema_error(path, "\"enum\" must be an array"));
    }
    for key in ["anyOf", "oneOf"] {
        if let Some(branches) = m.get(key) {
            let Some(list) = branches.as_array().filter(|l| !l.is_empty()) else {
                return Err(schema_error(
                    path,
                    format!("\"{key}\" must be a non-empty array of schemas"),
                ));
            };
            for (i, b) in list.iter().enumerate() {
                check_shape(b, &format!("{path}.{key}[{i}]"))?;
            }
        }
    }
    for key in ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"] {
        if m.get(key).is_some_and(|n| !n.is_number()) {
            return Err(schema_error(path, format!("\"{key}\" must be a number")));
        }
    }
    for key in ["minItems", "maxItems", "minLength", "maxLength"] {
        if m.get(key).is_some_and(|n| n.as_u64().is_none()) {
            return Err(schema_error(
                path,
                format!("\"{key}\" must be a non-negative integer"),
            ));
        }
    }
    Ok(())
}

fn reject_unsupported(v: &Value, path: &str) -> Result<(), SchemaError> {
    match v {
        Value::Object(m) => {
            for k in UNSUPPORTED_KEYWORDS {
                if m.contains_key(k) {
                    return Err(schema_error(path, format!("unsupported keyword \"{k}\"")));
                }
            }
            for (k, child) in m {
                reject_unsupported(child, &format!("{path}.{k}"))?;
            }
            Ok(())
        }
        Value::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                reject_unsupported(child, &format!("{path}[{i}]"))?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// How a property is written on the command line (`bindings-cli.md` section 7, rule 4).
#[derive(Debug, Clone, PartialEq)]
pub enum FlagKind {
    Boolean,
    Number,
    Integer,
    String,
    /// A string enum with its values.
    Enum(Vec<String>),
    /// An array of scalar items, repeated flags.
    Array(Box<FlagKind>),
    /// `string → string` record, `--flag KEY=VALUE` repeated.
    Record,
    /// Anything else: parsed as JSON when valid, else the raw string.
    Json,
}

impl FlagKind {
    /// The `type` of a flag descriptor (`bindings-cli.md` section 5).
    pub fn type_name(&self) -> String {
        match self {
            FlagKind::Boolean => "boolean".into(),
            FlagKind::Number => "number".into(),
            FlagKind::Integer => "integer".into(),
            FlagKind::String => "string".into(),
            FlagKind::Enum(values) => values.join("|"),
            FlagKind::Array(item) => format!("{}[]", item.type_name()),
            FlagKind::Record => "key=value[]".into(),
            FlagKind::Json => "json".into(),
        }
    }
}

/// The schema without nullability: `anyOf`/`oneOf` of one schema plus `{type: "null"}`, or a
/// `type` array with `"null"`, becomes the non-null part.
fn non_null(schema: &Value) -> Value {
    for key in ["anyOf", "oneOf"] {
        if let Some(Value::Array(branches)) = schema.get(key) {
            let rest: Vec<&Value> = branches
                .iter()
                .filter(|b| b.get("type").and_then(Value::as_str) != Some("null"))
                .collect();
            if rest.len() == 1 && branches.len() == 2 {
                return rest[0].clone();
            }
        }
    }
    if let Some(Value::Array(types)) = schema.get("type") {
        let rest: Vec<&Value> = types
            .iter()
            .filter(|t| t.as_str() != Some("null"))
            .collect();
        if rest.len() == 1 {
            let mut s = schema.clone();
            if let Some(m) = s.as_object_mut() {
                m.insert("type".into(), rest[0].clone());
            }
            return s;
        }
    }
    schema.clone()
}

fn string_enum(schema: &Value) -> Option<Vec<String>> {
    if let Some(Value::Array(values)) = schema.get("enum") {
        let strings: Option<Vec<String>> = values
            .iter()
            .map(|v| v.as_str().map(str::to_string))
            .collect();
        return strings.filter(|s| !s.is_empty());
    }
    if let Some(Value::String(c)) = schema.get("const") {
        return Some(vec![c.clone()]);
    }
    // A union of string literals (`z.literal("a").or(z.literal("b"))`).
    if let Some(Value::Array(branches)) = schema.get("anyOf").or_else(|| schema.get("oneOf")) {
        let mut out = Vec::new();
        for b in branches {
            out.extend(string_enum(b)?);
        }
        return (!out.is_empty()).then_some(out);
    }
    None
}

fn scalar_kind(schema: &Value) -> Option<FlagKind> {
    let schema = non_null(schema);
    if let Some(values) = string_enum(&schema) {
        return Some(FlagKind::Enum(values));
    }
    match schema.get("type").and_then(Value::as_str)? {
        "boolean" => Some(FlagKind::Boolean),
        "number" => Some(FlagKind::Number),
        "integer" => Some(FlagKind::Integer),
        "string" => Some(FlagKind::String),
        _ => None,
    }
}

/// Classifies a property schema.
pub fn flag_kind(schema: &Value) -> FlagKind {
    if let Some(k) = scalar_kind(schema) {
        return k;
    }
    let schema = non_null(schema);
    match schema.get("type").and_then(Value::as_str) {
        Some("array") => match schema.get("items").and_then(scalar_kind) {
            Some(item) => FlagKind::Array(Box::new(item)),
            None => FlagKind::Json,
        },
        Some("object") => {
            let no_props = schema
                .get("properties")
                .and_then(Value::as_object)
                .is_none_or(Map::is_empty);
            let values_are_strings = schema
                .get("additionalProperties")
                .is_some_and(|a| scalar_kind(a) == Some(FlagKind::String));
            if no_props && values_are_strings {
                FlagKind::Record
            } else {
                FlagKind::Json
            }
        }
        _ => FlagKind::Json,
    }
}

/// One property of an object schema, in schema order.
#[derive(Debug, Clone)]
pub struct Property {
    /// The property name as written in the schema.
    pub key: String,
    /// The kebab-case flag name without `--`.
    pub flag: String,
    pub kind: FlagKind,
    pub required: bool,
    pub description: Option<String>,
}

/// The properties of an object schema in schema order.
pub fn properties(schema: &Value) -> Vec<Property> {
    let required: Vec<&str> = schema
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    schema
        .get("properties")
        .and_then(Value::as_object)
        .map(|props| {
            props
                .iter()
                .map(|(k, p)| Property {
                    key: k.clone(),
                    flag: crate::names::kebab(k),
                    kind: flag_kind(p),
                    required: required.contains(&k.as_str()),
                    description: p
                        .get("description")
                        .and_then(Value::as_str)
                        .map(str::to_string),
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The required property names, schema order first, then any listed in `required` only.
pub fn required_keys(schema: &Value) -> Vec<String> {
    let mut out: Vec<String> = properties(schema)
        .into_iter()
        .filter(|p| p.required)
        .map(|p| p.key)
        .collect();
    if let Some(Value::Array(req)) = schema.get("required") {
        for r in req.iter().filter_map(Value::as_str) {
            if !out.iter().any(|o| o == r) {
                out.push(r.to_string());
            }
        }
    }
    out
}

/// Flag descriptors: `[{"flag":"--days","type":"integer","required":false,"description":null}]`.
pub fn flag_descriptors(schema: &Value) -> Value {
    Value::Array(
        properties(schema)
            .into_iter()
            .map(|p| {
                let mut m = Map::new();
                m.insert("flag".into(), Value::String(format!("--{}", p.flag)));
                m.insert("type".into(), Value::String(p.kind.type_name()));
                m.insert("required".into(), Value::Bool(p.required));
                m.insert(
                    "description".into(),
                    p.description.map(Value::String).unwrap_or(Value::Null),
                );
                Value::Object(m)
            })
            .collect(),
    )
}

/// Fills in the `default` of every absent property, recursively through present objects.
pub fn fill_defaults(schema: &Value, value: &mut Value) {
    let (Some(props), Value::Object(obj)) =
        (schema.get("properties").and_then(Value::as_object), value)
    else {
        return;
    };
    for (k, p) in props {
        match obj.get_mut(k) {
            Some(child) => fill_defaults(&non_null(p), child),
            None => {
                if let Some(d) = p.get("default") {
                    obj.insert(k.clone(), d.clone());
                }
            }
        }
    }
}

/// The first schema violation: where and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("ToolInputSchemaViolation at {path}: {reason}")]
pub struct Violation {
    pub path: String,
    pub reason: String,
}

/// The JSON type name of `v` as messages print it (`integer` for integral numbers).
pub fn type_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_i64() || n.is_u64() => "integer",
        Value::Number(n) if n.as_f64().is_some_and(|f| f.fract() == 0.0) => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

fn has_type(t: &str, v: &Value) -> bool {
    match t {
        "integer" => type_of(v) == "integer",
        "number" => v.is_number(),
        other => type_of(v) == other || (other == "number" && v.is_number()),
    }
}

fn child_key(path: &str, key: &str) -> String {
    let simple = !key.is_empty()
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
        && !key.starts_with(|c: char| c.is_ascii_digit());
    if simple {
        format!("{path}.{key}")
    } else {
        format!("{path}[{}]", Value::String(key.to_string()))
    }
}

fn render(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn json_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| json_eq(a, b))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| json_eq(v, w)))
        }
        _ => a == b,
    }
}

fn violation(path: &str, reason: impl Into<String>) -> Violation {
    Violation {
        path: path.to_string(),
        reason: reason.into(),
    }
}

/// Validates `value` against `schema`; the first violation in document order.
pub fn validate(schema: &Value, value: &Value) -> Result<(), Violation> {
    check(schema, value, "$")
}

fn check(schema: &Value, v: &Value, path: &str) -> Result<(), Violation> {
    let s = match schema {
        Value::Bool(true) => return Ok(()),
        Value::Bool(false) => return Err(violation(path, "no value is allowed here")),
        Value::Object(s) => s,
        _ => return Ok(()),
    };
    match s.get("type") {
        Some(Value::String(t)) if !has_type(t, v) => {
            return Err(violation(path, format!("expected {t}, got {}", type_of(v))))
        }
        Some(Value::Array(ts)) => {
            let names: Vec<&str> = ts.iter().filter_map(Value::as_str).collect();
            if !names.is_empty() && !names.iter().any(|t| has_type(t, v)) {
                return Err(violation(
                    path,
                    format!("expected {}, got {}", names.join(" or "), type_of(v)),
                ));
            }
        }
        _ => {}
    }
    if let Some(Value::Array(allowed)) = s.get("enum") {
        if !allowed.iter().any(|a| json_eq(a, v)) {
            let list: Vec<String> = allowed.iter().map(render).collect();
            return Err(violation(
                path,
                format!("expected one of: {}; got {}", list.join(", "), v),
            ));
        }
    }
    if let Some(c) = s.get("const") {
        if !json_eq(c, v) {
            return Err(violation(path, format!("expected {c}, got {v}")));
        }
    }
    for key in ["anyOf", "oneOf"] {
        if let Some(Value::Array(branches)) = s.get(key) {
            let mut errors = Vec::new();
            let mut matched = 0;
            for b in branches {
                match check(b, v, path) {
                    Ok(()) => matched += 1,
                    Err(e) => errors.push(e),
                }
            }
            if matched == 0 && !branches.is_empty() {
                // Report the branch that got furthest into the value.
                let best = errors
                    .into_iter()
                    .enumerate()
                    .max_by_key(|(i, e)| (e.path.len(), usize::MAX - i))
                    .map(|(_, e)| e)
                    .unwrap_or_else(|| violation(path, "no allowed schema matches"));
                return Err(best);
            }
            if key == "oneOf" && matched > 1 {
                return Err(violation(path, "matches more than one allowed schema"));
            }
        }
    }
    match v {
        Value::Object(obj) => {
            let props = s.get("properties").and_then(Value::as_object);
            if let Some(Value::Array(req)) = s.get("required") {
                for r in req.iter().filter_map(Value::as_str) {
                    if !obj.contains_key(r) {
                        return Err(violation(
                            path,
                            format!("missing required property \"{r}\""),
                        ));
                    }
                }
            }
            for (k, child) in obj {
                let p = child_key(path, k);
                match props.and_then(|ps| ps.get(k)) {
                    Some(ps) => check(ps, child, &p)?,
                    None => match s.get("additionalProperties") {
                        Some(Value::Bool(false)) => {
                            return Err(violation(path, format!("unexpected property \"{k}\"")))
                        }
                        Some(extra @ Value::Object(_)) => check(extra, child, &p)?,
                        _ => {}
                    },
                }
            }
        }
        Value::Array(items) => {
            if let Some(min) = s.get("minItems").and_then(Value::as_u64) {
                if (items.len() as u64) < min {
                    return Err(violation(
                        path,
                        format!("expected at least {min} items, got {}", items.len()),
                    ));
                }
            }
            if let Some(max) = s.get("maxItems").and_then(Value::as_u64) {
                if items.len() as u64 > max {
                    return Err(violation(
                        path,
                        format!("expected at most {max} items, got {}", items.len()),
                    ));
                }
            }
            if let Some(item_schema) = s.get("items").filter(|i| i.is_object() || i.is_boolean()) {
                for (i, item) in items.iter().enumerate() {
                    check(item_schema, item, &format!("{path}[{i}]"))?;
                }
            }
        }
        Value::String(text) => {
            let n = text.chars().count() as u64;
            if let Some(min) = s.get("minLength").and_then(Value::as_u64) {
                if n < min {
                    return Err(violation(
                        path,
                        format!("expected at least {min} characters, got {n}"),
                    ));
                }
            }
            if let Some(max) = s.get("maxLength").and_then(Value::as_u64) {
                if n > max {
                    return Err(violation(
                        path,
                        format!("expected at most {max} characters, got {n}"),
                    ));
                }
            }
        }
        Value::Number(n) => {
            let x = n.as_f64().unwrap_or(f64::NAN);
            let bound = |k: &str| s.get(k).and_then(Value::as_f64);
            if let Some(m) = bound("minimum").filter(|m| x < *m) {
                return Err(violation(
                    path,
                    format!("expected a number >= {m}, got {n}"),
                ));
            }
            if let Some(m) = bound("maximum").filter(|m| x > *m) {
                return Err(violation(
                    path,
                    format!("expected a number <= {m}, got {n}"),
                ));
            }
            if let Some(m) = bound("exclusiveMinimum").filter(|m| x <= *m) {
                return Err(violation(path, format!("expected a number > {m}, got {n}")));
            }
            if let Some(m) = bound("exclusiveMaximum").filter(|m| x >= *m) {
                return Err(violation(path, format!("expected a number < {m}, got {n}")));
            }
        }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn weather() -> Value {
        prepare(json!({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "type": "object",
            "properties": {
                "city": {"type": "string", "description": "City name"},
                "days": {"type": "integer", "minimum": 1, "maximum": 14},
                "units": {"type": "string", "enum": ["c", "f"], "default": "c"},
                "tags": {"type": "array", "items": {"type": "string"}},
                "verbose": {"type": "boolean"},
                "env": {"type": "object", "propertyNames": {"type": "string"}, "additionalProperties": {"type": "string"}},
                "filter": {"type": "object", "properties": {"a": {"type": "number"}}},
                "note": {"anyOf": [{"type": "string"}, {"type": "null"}]}
            },
            "required": ["city", "units"],
            "additionalProperties": false
        }))
        .unwrap()
    }

    #[test]
    fn prepare_post_processes() {
        let s = weather();
        assert!(s.get("$schema").is_none());
        assert!(s.get("additionalProperties").is_none());
        assert_eq!(s["required"], json!(["city"]));
        assert!(prepare(json!({"type": "string"})).is_err());
        assert!(prepare(json!([1])).is_err());
        let e =
            prepare(json!({"type": "object", "properties": {"a": {"$ref": "#/x"}}})).unwrap_err();
        assert_eq!(e.path, "$.properties.a");
        let big = json!({"type": "object", "description": "x".repeat(70_000)});
        assert!(prepare(big).is_err());
        assert!(prepare(json!({"properties": {}})).is_ok());
        for (bad, why) in [
            (
                json!({"type": "object", "required": "a"}),
                "\"required\" must be",
            ),
            (
                json!({"type": "object", "properties": 5}),
                "\"properties\" must be",
            ),
            (
                json!({"type": "object", "properties": {"a": {"type": "date"}}}),
                "unsupported schema type \"date\"",
            ),
            (
                json!({"type": "object", "properties": {"a": {"type": "array", "prefixItems": [{"type": "string"}]}}}),
                "\"tuple\"",
            ),
            (
                json!({"type": "object", "properties": {"a": {"allOf": [{"type": "string"}]}}}),
                "\"intersection\"",
            ),
            (
                json!({"type": "object", "properties": {"a": {"type": "array", "items": [{"type": "string"}]}}}),
                "\"tuple\"",
            ),
            (
                json!({"type": "object", "properties": {"a": {"minimum": "1"}}}),
                "\"minimum\" must be",
            ),
            (
                json!({"type": "object", "properties": {"a": 3}}),
                "object or a boolean",
            ),
        ] {
            let e = prepare(bad.clone()).expect_err(&bad.to_string());
            assert!(e.to_string().contains(why), "{e} for {bad}");
        }
        let e = prepare(json!({"type": "object", "properties": {"payload": {"type": "date"}}}))
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "HostToolSchemaConversionError at $.payload: unsupported schema type \"date\""
        );
    }

    #[test]
    fn flag_kinds_and_descriptors() {
        let s = weather();
        let d = flag_descriptors(&s);
        let types: Vec<&str> = d
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["type"].as_str().unwrap())
            .collect();
        assert_eq!(
            types,
            [
                "string",
                "integer",
                "c|f",
                "string[]",
                "boolean",
                "key=value[]",
                "json",
                "string"
            ]
        );
        assert_eq!(
            d[0],
            json!({"flag": "--city", "type": "string", "required": true, "description": "City name"})
        );
        assert_eq!(d[1]["description"], Value::Null);
    }

    #[test]
    fn validation_messages() {
        let s = weather();
        let ok = json!({"city": "Oslo", "units": "c", "days": 2});
        assert_eq!(validate(&s, &ok), Ok(()));
        let e = validate(&s, &json!({"city": "X", "units": "c", "days": "2"})).unwrap_err();
        assert_eq!(
            e.to_string(),
            "ToolInputSchemaViolation at $.days: expected integer, got string"
        );
        let e = validate(&s, &json!({"city": "X", "units": "c", "days": 1.5})).unwrap_err();
        assert_eq!(e.reason, "expected integer, got number");
        let e = validate(&s, &json!({"city": "X", "units": "k"})).unwrap_err();
        assert_eq!(e.path, "$.units");
        let e = validate(&s, &json!({"city": "X", "units": "c", "tags": ["a", 1]})).unwrap_err();
        assert_eq!(e.path, "$.tags[1]");
        let e = validate(&s, &json!({"units": "c"})).unwrap_err();
        assert_eq!(e.reason, "missing required property \"city\"");
        let e = validate(&s, &json!({"city": "X", "days": 20})).unwrap_err();
        assert_eq!(e.reason, "expected a number <= 14, got 20");
        assert!(validate(&s, &json!({"city": "X", "note": null})).is_ok());
        let e = validate(&s, &json!({"city": "X", "note": 3})).unwrap_err();
        assert_eq!(e.path, "$.note");
        let e = validate(&s, &json!({"city": "X", "env": {"A": 1}})).unwrap_err();
        assert_eq!(e.path, "$.env.A");
        // Extra keys are tolerated: the top-level additionalProperties: false was removed.
        assert!(validate(&s, &json!({"city": "X", "zzz": 1})).is_ok());
        let strict = json!({"type": "object", "properties": {"a": {"type": "object", "properties": {}, "additionalProperties": false}}});
        let e = validate(&strict, &json!({"a": {"b": 1}})).unwrap_err();
        assert_eq!(e.reason, "unexpected property \"b\"");
    }

    #[test]
    fn defaults_are_filled() {
        let s = weather();
        let mut v = json!({"city": "X"});
        fill_defaults(&s, &mut v);
        assert_eq!(v, json!({"city": "X", "units": "c"}));
    }

    #[test]
    fn integer_accepts_integral_floats() {
        let s = json!({"type": "integer"});
        assert!(validate(&s, &json!(3.0)).is_ok());
        assert!(validate(&s, &json!(3)).is_ok());
    }
}
