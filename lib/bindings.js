'use strict';
// Bindings (bindings-cli.md): definitions are validated and converted here (Zod → JSON Schema,
// `execute` kept in a handler table); names, schemas, argument parsing, validation, timeouts and
// output envelopes are Rust (crates/bindings). Rust sends each call to `onCall`; the result goes
// back through `bindingReply`.

const { AgentOsError, einval } = require('./errors.js');
const { isPlainObject, isObjectLike, checkString, checkNonNegativeInteger } = require('./validate.js');
const { SANDBOX_BRAND, sandboxFsConfig } = require('./sandbox.js');

/** Largest JSON result a binding may return, in UTF-16 code units (bindings-cli.md 8.1). */
const MAX_BINDING_RESULT = 16 * 1024 * 1024;

function isZodSchema(s) {
  return s !== null && typeof s === 'object' && typeof s.safeParse === 'function';
}

/** Zod kinds bindings-cli.md section 3 rejects (fail-closed): flags cannot express them. */
const UNSUPPORTED_ZOD = new Set(['bigint', 'date', 'function', 'promise', 'map', 'set', 'tuple',
  'intersection', 'pipe', 'transform', 'lazy', 'custom', 'symbol', 'undefined', 'void', 'never', 'nan', 'file']);

/** Throws EINVAL `HostToolSchemaConversionError at <path>: …` for the first unsupported Zod kind. */
function rejectUnsupportedZod(schema, path, where, depth = 0) {
  const def = schema && schema._zod && schema._zod.def;
  if (!def || depth > 64) return;
  const fail = (what) => {
    throw einval(`HostToolSchemaConversionError at ${path}: unsupported schema type "${what}" (${where})`);
  };
  if (UNSUPPORTED_ZOD.has(def.type)) fail(def.type);
  switch (def.type) {
    case 'object':
      for (const [k, v] of Object.entries(def.shape ?? {})) rejectUnsupportedZod(v, `${path}.${k}`, where, depth + 1);
      if (def.catchall) rejectUnsupportedZod(def.catchall, `${path}[*]`, where, depth + 1);
      break;
    case 'array':
      rejectUnsupportedZod(def.element, `${path}[]`, where, depth + 1);
      break;
    case 'record':
      rejectUnsupportedZod(def.valueType, `${path}[*]`, where, depth + 1);
      break;
    case 'union':
      if (def.discriminator !== undefined) fail('discriminated union');
      for (const o of def.options ?? []) rejectUnsupportedZod(o, path, where, depth + 1);
      break;
    default:
      // optional, nullable, default, prefault, readonly, catch, nonoptional, success: one inner type.
      if (def.innerType) rejectUnsupportedZod(def.innerType, path, where, depth + 1);
  }
}

/** JSON Schema text of `inputSchema` (bindings-cli.md section 3); throws EINVAL naming `where`. */
function convertInputSchema(schema, where) {
  if (schema === undefined) return { json: '{"type":"object","properties":{}}', zod: undefined };
  if (isZodSchema(schema)) {
    if (typeof schema.toJSONSchema !== 'function') {
      throw einval(`${where}: Zod schemas without toJSONSchema (Zod 3 or Zod 4 before 4.2) are not supported; ` +
        'use zod >= 4.2 or a plain JSON Schema object');
    }
    rejectUnsupportedZod(schema, '$', where);
    let converted;
    try {
      converted = schema.toJSONSchema({ io: 'input', unrepresentable: 'throw' });
    } catch (err) {
      throw einval(`HostToolSchemaConversionError at $: ${err && err.message} (${where})`);
    }
    return { json: JSON.stringify(converted), zod: schema };
  }
  if (!isPlainObject(schema)) throw einval(`${where} must be a Zod schema or a JSON Schema object`);
  let json;
  try {
    json = JSON.stringify(schema);
  } catch (err) {
    throw einval(`${where} is not serialisable as JSON: ${err && err.message}`);
  }
  return { json, zod: undefined };
}

/**
 * Groups from `options.bindings` and `options.toolKits` (concatenated), then `extra` (agentOS's
 * own groups, e.g. sessions' `acp`), for the native layer.
 */
function convertBindings(opts, extra = []) {
  const handlers = [];
  const groups = [];
  const sandboxGroups = [];
  const lists = [];
  for (const key of ['bindings', 'toolKits']) {
    const list = opts[key];
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) throw einval(`options.${key} must be an array of binding groups`);
    list.forEach((g, i) => lists.push([g, `options.${key}[${i}]`]));
  }
  for (const g of extra) {
    if (lists.some(([u]) => isObjectLike(u) && u.name === g.name)) {
      throw einval(`binding group name "${g.name}" is reserved while an agent package is installed (its \`agentos-${g.name}\` command carries the agent's permission requests)`);
    }
    lists.push([g, `agentOS's ${g.name} bindings`]);
  }
  for (const [group, where] of lists) {
    if (!isObjectLike(group)) throw einval(`${where} must be an object {name, description, bindings}`);
    const brand = group[SANDBOX_BRAND];
    if (isObjectLike(brand) && brand.kind === 'bindings') {
      // createSandboxBindings({client}): the `sandbox` group, implemented in Rust.
      sandboxGroups.push(sandboxFsConfig(brand.config, where));
      continue;
    }
    checkString(group.name, `${where}.name`);
    checkString(group.description, `${where}.description`);
    const defs = group.bindings ?? group.tools;
    if (!isObjectLike(defs)) throw einval(`${where}.bindings must be an object of binding definitions`);
    const commands = [];
    for (const [name, def] of Object.entries(defs)) {
      const at = `${where}.bindings.${name}`;
      if (!isObjectLike(def)) throw einval(`${at} must be an object {description, inputSchema, execute}`);
      if (typeof def.execute !== 'function') throw einval(`${at}.execute must be a function`);
      checkString(def.description, `${at}.description`);
      const { json, zod } = convertInputSchema(def.inputSchema, `${at}.inputSchema`);
      const native = { name, description: def.description, schema: json, handler: handlers.length, fillDefaults: zod === undefined };
      if (def.timeout !== undefined) native.timeoutMs = checkNonNegativeInteger(def.timeout, `${at}.timeout`);
      if (def.examples !== undefined) {
        if (!Array.isArray(def.examples)) throw einval(`${at}.examples must be an array of {description, input}`);
        try {
          native.examples = JSON.stringify(def.examples);
        } catch (err) {
          throw einval(`${at}.examples are not serialisable as JSON: ${err && err.message}`);
        }
      }
      handlers.push({ execute: def.execute, zod });
      commands.push(native);
    }
    groups.push({ name: group.name, description: group.description, commands });
  }
  return { groups, handlers, sandboxGroups };
}
/**
 * What an agent is told about the bindings (/etc/agentos/instructions.md): per group its command,
 * description and each binding's name, description and input properties (from JSON Schemas; a
 * Zod schema is converted as for the native layer). Never throws: a group it cannot read is
 * described by name only.
 */
function describeBindings(opts) {
  const out = [];
  for (const key of ['bindings', 'toolKits']) {
    const list = Array.isArray(opts[key]) ? opts[key] : [];
    for (const group of list) {
      if (!isObjectLike(group) || typeof group.name !== 'string' || isObjectLike(group[SANDBOX_BRAND])) continue;
      const defs = isObjectLike(group.bindings ?? group.tools) ? (group.bindings ?? group.tools) : {};
      const bindings = Object.entries(defs).map(([name, def]) => {
        let properties = {};
        let required = [];
        try {
          const schema = JSON.parse(convertInputSchema(def && def.inputSchema, name).json);
          properties = isObjectLike(schema.properties) ? schema.properties : {};
          required = Array.isArray(schema.required) ? schema.required : [];
        } catch {
          // An unconvertible schema is create's error to report; here the binding is listed bare.
        }
        const flags = Object.entries(properties).map(([p, v]) => ({ name: p, type: isObjectLike(v) && typeof v.type === 'string' ? v.type : 'value', required: required.includes(p) }));
        return { name, description: typeof def?.description === 'string' ? def.description : '', flags };
      });
      out.push({ name: group.name, description: typeof group.description === 'string' ? group.description : '', bindings });
    }
  }
  return out;
}

function formatZodIssues(issues) {
  return (issues ?? []).map((issue) => {
    const path = Array.isArray(issue.path) && issue.path.length > 0 ? ` at "${issue.path.join('.')}"` : '';
    return `${issue.message}${path}`;
  }).join('; ');
}

/**
 * Runs binding calls from the Rust core on the JS thread: `onCall` receives `{kind: "invoke" |
 * "abort", id, handler, group, command, input, pid, cwd}`; results go to `native.bindingReply`.
 */
function createBindingDispatcher(handlers) {
  let native = null;
  const inflight = new Map();
  const reply = (id, ok, payload) => {
    inflight.delete(id);
    if (native === null) return;
    try {
      native.bindingReply(id, ok, payload);
    } catch (err) {
      console.error('[agentos] binding reply failed:', err);
    }
  };
  const run = async (call, controller) => {
    const h = handlers[call.handler];
    if (h === undefined) return reply(call.id, false, `unknown binding handler ${call.handler}`);
    let input = JSON.parse(call.input);
    if (h.zod !== undefined) {
      const parsed = h.zod.safeParse(input);
      if (!parsed.success) return reply(call.id, false, `Invalid input: ${formatZodIssues(parsed.error.issues)}`);
      input = parsed.data;
    }
    const ctx = { signal: controller.signal, pid: call.pid, group: call.group, command: call.command, cwd: call.cwd };
    const value = await h.execute(input, ctx);
    if (controller.signal.aborted) return undefined;
    let json;
    try {
      json = value === undefined ? 'null' : JSON.stringify(value);
    } catch {
      return reply(call.id, false, 'binding result is not JSON-serialisable');
    }
    if (typeof json !== 'string') return reply(call.id, false, 'binding result is not JSON-serialisable');
    if (json.length > MAX_BINDING_RESULT) return reply(call.id, false, 'binding result too large');
    return reply(call.id, true, json);
  };
  const onCall = (call) => {
    if (call.kind === 'abort') {
      const controller = inflight.get(call.id);
      inflight.delete(call.id);
      if (controller) controller.abort(new AgentOsError('ECANCELED', 'the calling process stopped waiting (timeout, signal or dispose)'));
      return;
    }
    const controller = new AbortController();
    inflight.set(call.id, controller);
    run(call, controller).catch((err) => {
      if (controller.signal.aborted) return;
      reply(call.id, false, err instanceof Error ? err.message : String(err));
    });
  };
  return { onCall, attach: (vm) => { native = vm; } };
}
/** Maps the older `{name, description, tools}` toolkit shape to a binding group `{name, description, bindings}`. */
function toolKit(kit) {
  if (!isObjectLike(kit)) throw einval('toolKit(kit): kit must be an object {name, description, tools}');
  const { tools, ...rest } = kit;
  return { ...rest, bindings: tools };
}

/** Identity: `hostTool(def)` returns `def` (older name of a binding definition). */
function hostTool(def) {
  return def;
}

module.exports = { convertBindings, describeBindings, createBindingDispatcher, toolKit, hostTool };
