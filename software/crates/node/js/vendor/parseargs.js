// @pkgjs/parseargs 0.11.0 (MIT), bundled by scripts/vendor.mjs; licence: parseargs.LICENSE
"use strict";
var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function __require() {
  return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
};

// vendor/node_modules/@pkgjs/parseargs/internal/primordials.js
var require_primordials = __commonJS({
  "vendor/node_modules/@pkgjs/parseargs/internal/primordials.js"(exports2, module2) {
    "use strict";
    var primordials = {};
    var {
      defineProperty: ReflectDefineProperty,
      getOwnPropertyDescriptor: ReflectGetOwnPropertyDescriptor,
      ownKeys: ReflectOwnKeys
    } = Reflect;
    var { apply, bind, call } = Function.prototype;
    var uncurryThis = bind.bind(call);
    primordials.uncurryThis = uncurryThis;
    var applyBind = bind.bind(apply);
    primordials.applyBind = applyBind;
    var varargsMethods = [
      // 'ArrayPrototypeConcat' is omitted, because it performs the spread
      // on its own for arrays and array-likes with a truthy
      // @@isConcatSpreadable symbol property.
      "ArrayOf",
      "ArrayPrototypePush",
      "ArrayPrototypeUnshift",
      // 'FunctionPrototypeCall' is omitted, since there's 'ReflectApply'
      // and 'FunctionPrototypeApply'.
      "MathHypot",
      "MathMax",
      "MathMin",
      "StringPrototypeConcat",
      "TypedArrayOf"
    ];
    function getNewKey(key) {
      return typeof key === "symbol" ? `Symbol${key.description[7].toUpperCase()}${key.description.slice(8)}` : `${key[0].toUpperCase()}${key.slice(1)}`;
    }
    function copyAccessor(dest, prefix, key, { enumerable, get, set }) {
      ReflectDefineProperty(dest, `${prefix}Get${key}`, {
        value: uncurryThis(get),
        enumerable
      });
      if (set !== void 0) {
        ReflectDefineProperty(dest, `${prefix}Set${key}`, {
          value: uncurryThis(set),
          enumerable
        });
      }
    }
    function copyPropsRenamed(src, dest, prefix) {
      for (const key of ReflectOwnKeys(src)) {
        const newKey = getNewKey(key);
        const desc = ReflectGetOwnPropertyDescriptor(src, key);
        if ("get" in desc) {
          copyAccessor(dest, prefix, newKey, desc);
        } else {
          const name = `${prefix}${newKey}`;
          ReflectDefineProperty(dest, name, desc);
          if (varargsMethods.includes(name)) {
            ReflectDefineProperty(dest, `${name}Apply`, {
              // `src` is bound as the `this` so that the static `this` points
              // to the object it was defined on,
              // e.g.: `ArrayOfApply` gets a `this` of `Array`:
              value: applyBind(desc.value, src)
            });
          }
        }
      }
    }
    function copyPropsRenamedBound(src, dest, prefix) {
      for (const key of ReflectOwnKeys(src)) {
        const newKey = getNewKey(key);
        const desc = ReflectGetOwnPropertyDescriptor(src, key);
        if ("get" in desc) {
          copyAccessor(dest, prefix, newKey, desc);
        } else {
          const { value } = desc;
          if (typeof value === "function") {
            desc.value = value.bind(src);
          }
          const name = `${prefix}${newKey}`;
          ReflectDefineProperty(dest, name, desc);
          if (varargsMethods.includes(name)) {
            ReflectDefineProperty(dest, `${name}Apply`, {
              value: applyBind(value, src)
            });
          }
        }
      }
    }
    function copyPrototype(src, dest, prefix) {
      for (const key of ReflectOwnKeys(src)) {
        const newKey = getNewKey(key);
        const desc = ReflectGetOwnPropertyDescriptor(src, key);
        if ("get" in desc) {
          copyAccessor(dest, prefix, newKey, desc);
        } else {
          const { value } = desc;
          if (typeof value === "function") {
            desc.value = uncurryThis(value);
          }
          const name = `${prefix}${newKey}`;
          ReflectDefineProperty(dest, name, desc);
          if (varargsMethods.includes(name)) {
            ReflectDefineProperty(dest, `${name}Apply`, {
              value: applyBind(value)
            });
          }
        }
      }
    }
    [
      "Proxy",
      "globalThis"
    ].forEach((name) => {
      primordials[name] = globalThis[name];
    });
    [
      decodeURI,
      decodeURIComponent,
      encodeURI,
      encodeURIComponent
    ].forEach((fn) => {
      primordials[fn.name] = fn;
    });
    [
      "JSON",
      "Math",
      "Proxy",
      "Reflect"
    ].forEach((name) => {
      copyPropsRenamed(global[name], primordials, name);
    });
    [
      "Array",
      "ArrayBuffer",
      "BigInt",
      "BigInt64Array",
      "BigUint64Array",
      "Boolean",
      "DataView",
      "Date",
      "Error",
      "EvalError",
      "Float32Array",
      "Float64Array",
      "Function",
      "Int16Array",
      "Int32Array",
      "Int8Array",
      "Map",
      "Number",
      "Object",
      "RangeError",
      "ReferenceError",
      "RegExp",
      "Set",
      "String",
      "Symbol",
      "SyntaxError",
      "TypeError",
      "URIError",
      "Uint16Array",
      "Uint32Array",
      "Uint8Array",
      "Uint8ClampedArray",
      "WeakMap",
      "WeakSet"
    ].forEach((name) => {
      const original = global[name];
      primordials[name] = original;
      copyPropsRenamed(original, primordials, name);
      copyPrototype(original.prototype, primordials, `${name}Prototype`);
    });
    [
      "Promise"
    ].forEach((name) => {
      const original = global[name];
      primordials[name] = original;
      copyPropsRenamedBound(original, primordials, name);
      copyPrototype(original.prototype, primordials, `${name}Prototype`);
    });
    [
      { name: "TypedArray", original: Reflect.getPrototypeOf(Uint8Array) },
      { name: "ArrayIterator", original: {
        prototype: Reflect.getPrototypeOf(Array.prototype[Symbol.iterator]())
      } },
      { name: "StringIterator", original: {
        prototype: Reflect.getPrototypeOf(String.prototype[Symbol.iterator]())
      } }
    ].forEach(({ name, original }) => {
      primordials[name] = original;
      copyPrototype(original, primordials, name);
      copyPrototype(original.prototype, primordials, `${name}Prototype`);
    });
    var {
      ArrayPrototypeForEach: ArrayPrototypeForEach2,
      FunctionPrototypeCall,
      Map,
      ObjectFreeze,
      ObjectSetPrototypeOf,
      Set,
      SymbolIterator,
      WeakMap,
      WeakSet: WeakSet2
    } = primordials;
    var createSafeIterator = (factory, next) => {
      class SafeIterator {
        constructor(iterable) {
          this._iterator = factory(iterable);
        }
        next() {
          return next(this._iterator);
        }
        [SymbolIterator]() {
          return this;
        }
      }
      ObjectSetPrototypeOf(SafeIterator.prototype, null);
      ObjectFreeze(SafeIterator.prototype);
      ObjectFreeze(SafeIterator);
      return SafeIterator;
    };
    primordials.SafeArrayIterator = createSafeIterator(
      primordials.ArrayPrototypeSymbolIterator,
      primordials.ArrayIteratorPrototypeNext
    );
    primordials.SafeStringIterator = createSafeIterator(
      primordials.StringPrototypeSymbolIterator,
      primordials.StringIteratorPrototypeNext
    );
    var copyProps = (src, dest) => {
      ArrayPrototypeForEach2(ReflectOwnKeys(src), (key) => {
        if (!ReflectGetOwnPropertyDescriptor(dest, key)) {
          ReflectDefineProperty(
            dest,
            key,
            ReflectGetOwnPropertyDescriptor(src, key)
          );
        }
      });
    };
    var makeSafe = (unsafe, safe) => {
      if (SymbolIterator in unsafe.prototype) {
        const dummy = new unsafe();
        let next;
        ArrayPrototypeForEach2(ReflectOwnKeys(unsafe.prototype), (key) => {
          if (!ReflectGetOwnPropertyDescriptor(safe.prototype, key)) {
            const desc = ReflectGetOwnPropertyDescriptor(unsafe.prototype, key);
            if (typeof desc.value === "function" && desc.value.length === 0 && SymbolIterator in (FunctionPrototypeCall(desc.value, dummy) ?? {})) {
              const createIterator = uncurryThis(desc.value);
              next = next ?? uncurryThis(createIterator(dummy).next);
              const SafeIterator = createSafeIterator(createIterator, next);
              desc.value = function() {
                return new SafeIterator(this);
              };
            }
            ReflectDefineProperty(safe.prototype, key, desc);
          }
        });
      } else {
        copyProps(unsafe.prototype, safe.prototype);
      }
      copyProps(unsafe, safe);
      ObjectSetPrototypeOf(safe.prototype, null);
      ObjectFreeze(safe.prototype);
      ObjectFreeze(safe);
      return safe;
    };
    primordials.makeSafe = makeSafe;
    primordials.SafeMap = makeSafe(
      Map,
      class SafeMap extends Map {
        constructor(i) {
          super(i);
        }
        // eslint-disable-line no-useless-constructor
      }
    );
    primordials.SafeWeakMap = makeSafe(
      WeakMap,
      class SafeWeakMap extends WeakMap {
        constructor(i) {
          super(i);
        }
        // eslint-disable-line no-useless-constructor
      }
    );
    primordials.SafeSet = makeSafe(
      Set,
      class SafeSet extends Set {
        constructor(i) {
          super(i);
        }
        // eslint-disable-line no-useless-constructor
      }
    );
    primordials.SafeWeakSet = makeSafe(
      WeakSet2,
      class SafeWeakSet extends WeakSet2 {
        constructor(i) {
          super(i);
        }
        // eslint-disable-line no-useless-constructor
      }
    );
    ObjectSetPrototypeOf(primordials, null);
    ObjectFreeze(primordials);
    module2.exports = primordials;
  }
});

// vendor/node_modules/@pkgjs/parseargs/internal/errors.js
var require_errors = __commonJS({
  "vendor/node_modules/@pkgjs/parseargs/internal/errors.js"(exports2, module2) {
    "use strict";
    var ERR_INVALID_ARG_TYPE = class extends TypeError {
      constructor(name, expected, actual) {
        super(`${name} must be ${expected} got ${actual}`);
        this.code = "ERR_INVALID_ARG_TYPE";
      }
    };
    var ERR_INVALID_ARG_VALUE2 = class extends TypeError {
      constructor(arg1, arg2, expected) {
        super(`The property ${arg1} ${expected}. Received '${arg2}'`);
        this.code = "ERR_INVALID_ARG_VALUE";
      }
    };
    var ERR_PARSE_ARGS_INVALID_OPTION_VALUE2 = class extends Error {
      constructor(message) {
        super(message);
        this.code = "ERR_PARSE_ARGS_INVALID_OPTION_VALUE";
      }
    };
    var ERR_PARSE_ARGS_UNKNOWN_OPTION2 = class extends Error {
      constructor(option, allowPositionals) {
        const suggestDashDash = allowPositionals ? `. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- ${JSON.stringify(option)}` : "";
        super(`Unknown option '${option}'${suggestDashDash}`);
        this.code = "ERR_PARSE_ARGS_UNKNOWN_OPTION";
      }
    };
    var ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL2 = class extends Error {
      constructor(positional) {
        super(`Unexpected argument '${positional}'. This command does not take positional arguments`);
        this.code = "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL";
      }
    };
    module2.exports = {
      codes: {
        ERR_INVALID_ARG_TYPE,
        ERR_INVALID_ARG_VALUE: ERR_INVALID_ARG_VALUE2,
        ERR_PARSE_ARGS_INVALID_OPTION_VALUE: ERR_PARSE_ARGS_INVALID_OPTION_VALUE2,
        ERR_PARSE_ARGS_UNKNOWN_OPTION: ERR_PARSE_ARGS_UNKNOWN_OPTION2,
        ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL: ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL2
      }
    };
  }
});

// vendor/node_modules/@pkgjs/parseargs/internal/validators.js
var require_validators = __commonJS({
  "vendor/node_modules/@pkgjs/parseargs/internal/validators.js"(exports2, module2) {
    "use strict";
    var {
      ArrayIsArray,
      ArrayPrototypeIncludes: ArrayPrototypeIncludes2,
      ArrayPrototypeJoin
    } = require_primordials();
    var {
      codes: {
        ERR_INVALID_ARG_TYPE
      }
    } = require_errors();
    function validateString2(value, name) {
      if (typeof value !== "string") {
        throw new ERR_INVALID_ARG_TYPE(name, "String", value);
      }
    }
    function validateUnion2(value, name, union) {
      if (!ArrayPrototypeIncludes2(union, value)) {
        throw new ERR_INVALID_ARG_TYPE(name, `('${ArrayPrototypeJoin(union, "|")}')`, value);
      }
    }
    function validateBoolean2(value, name) {
      if (typeof value !== "boolean") {
        throw new ERR_INVALID_ARG_TYPE(name, "Boolean", value);
      }
    }
    function validateArray2(value, name) {
      if (!ArrayIsArray(value)) {
        throw new ERR_INVALID_ARG_TYPE(name, "Array", value);
      }
    }
    function validateStringArray2(value, name) {
      validateArray2(value, name);
      for (let i = 0; i < value.length; i++) {
        validateString2(value[i], `${name}[${i}]`);
      }
    }
    function validateBooleanArray2(value, name) {
      validateArray2(value, name);
      for (let i = 0; i < value.length; i++) {
        validateBoolean2(value[i], `${name}[${i}]`);
      }
    }
    function validateObject2(value, name, options) {
      const useDefaultOptions = options == null;
      const allowArray = useDefaultOptions ? false : options.allowArray;
      const allowFunction = useDefaultOptions ? false : options.allowFunction;
      const nullable = useDefaultOptions ? false : options.nullable;
      if (!nullable && value === null || !allowArray && ArrayIsArray(value) || typeof value !== "object" && (!allowFunction || typeof value !== "function")) {
        throw new ERR_INVALID_ARG_TYPE(name, "Object", value);
      }
    }
    module2.exports = {
      validateArray: validateArray2,
      validateObject: validateObject2,
      validateString: validateString2,
      validateStringArray: validateStringArray2,
      validateUnion: validateUnion2,
      validateBoolean: validateBoolean2,
      validateBooleanArray: validateBooleanArray2
    };
  }
});

// vendor/node_modules/@pkgjs/parseargs/internal/util.js
var require_util = __commonJS({
  "vendor/node_modules/@pkgjs/parseargs/internal/util.js"(exports2, module2) {
    "use strict";
    var {
      ObjectCreate,
      ObjectFreeze
    } = require_primordials();
    var kEmptyObject2 = ObjectFreeze(ObjectCreate(null));
    module2.exports = {
      kEmptyObject: kEmptyObject2
    };
  }
});

// vendor/node_modules/@pkgjs/parseargs/utils.js
var require_utils = __commonJS({
  "vendor/node_modules/@pkgjs/parseargs/utils.js"(exports2, module2) {
    "use strict";
    var {
      ArrayPrototypeFind,
      ObjectEntries: ObjectEntries2,
      ObjectPrototypeHasOwnProperty: ObjectHasOwn2,
      StringPrototypeCharAt: StringPrototypeCharAt2,
      StringPrototypeIncludes,
      StringPrototypeStartsWith: StringPrototypeStartsWith2
    } = require_primordials();
    var {
      validateObject: validateObject2
    } = require_validators();
    function objectGetOwn2(obj, prop) {
      if (ObjectHasOwn2(obj, prop))
        return obj[prop];
    }
    function optionsGetOwn2(options, longOption, prop) {
      if (ObjectHasOwn2(options, longOption))
        return objectGetOwn2(options[longOption], prop);
    }
    function isOptionValue2(value) {
      if (value == null) return false;
      return true;
    }
    function isOptionLikeValue2(value) {
      if (value == null) return false;
      return value.length > 1 && StringPrototypeCharAt2(value, 0) === "-";
    }
    function isLoneShortOption2(arg) {
      return arg.length === 2 && StringPrototypeCharAt2(arg, 0) === "-" && StringPrototypeCharAt2(arg, 1) !== "-";
    }
    function isLoneLongOption2(arg) {
      return arg.length > 2 && StringPrototypeStartsWith2(arg, "--") && !StringPrototypeIncludes(arg, "=", 3);
    }
    function isLongOptionAndValue2(arg) {
      return arg.length > 2 && StringPrototypeStartsWith2(arg, "--") && StringPrototypeIncludes(arg, "=", 3);
    }
    function isShortOptionGroup2(arg, options) {
      if (arg.length <= 2) return false;
      if (StringPrototypeCharAt2(arg, 0) !== "-") return false;
      if (StringPrototypeCharAt2(arg, 1) === "-") return false;
      const firstShort = StringPrototypeCharAt2(arg, 1);
      const longOption = findLongOptionForShort2(firstShort, options);
      return optionsGetOwn2(options, longOption, "type") !== "string";
    }
    function isShortOptionAndValue2(arg, options) {
      validateObject2(options, "options");
      if (arg.length <= 2) return false;
      if (StringPrototypeCharAt2(arg, 0) !== "-") return false;
      if (StringPrototypeCharAt2(arg, 1) === "-") return false;
      const shortOption = StringPrototypeCharAt2(arg, 1);
      const longOption = findLongOptionForShort2(shortOption, options);
      return optionsGetOwn2(options, longOption, "type") === "string";
    }
    function findLongOptionForShort2(shortOption, options) {
      validateObject2(options, "options");
      const longOptionEntry = ArrayPrototypeFind(
        ObjectEntries2(options),
        ({ 1: optionConfig }) => objectGetOwn2(optionConfig, "short") === shortOption
      );
      return longOptionEntry?.[0] ?? shortOption;
    }
    function useDefaultValueOption2(longOption, optionConfig, values) {
      return objectGetOwn2(optionConfig, "default") !== void 0 && values[longOption] === void 0;
    }
    module2.exports = {
      findLongOptionForShort: findLongOptionForShort2,
      isLoneLongOption: isLoneLongOption2,
      isLoneShortOption: isLoneShortOption2,
      isLongOptionAndValue: isLongOptionAndValue2,
      isOptionValue: isOptionValue2,
      isOptionLikeValue: isOptionLikeValue2,
      isShortOptionAndValue: isShortOptionAndValue2,
      isShortOptionGroup: isShortOptionGroup2,
      useDefaultValueOption: useDefaultValueOption2,
      objectGetOwn: objectGetOwn2,
      optionsGetOwn: optionsGetOwn2
    };
  }
});

// vendor/node_modules/@pkgjs/parseargs/index.js
var {
  ArrayPrototypeForEach,
  ArrayPrototypeIncludes,
  ArrayPrototypeMap,
  ArrayPrototypePush,
  ArrayPrototypePushApply,
  ArrayPrototypeShift,
  ArrayPrototypeSlice,
  ArrayPrototypeUnshiftApply,
  ObjectEntries,
  ObjectPrototypeHasOwnProperty: ObjectHasOwn,
  StringPrototypeCharAt,
  StringPrototypeIndexOf,
  StringPrototypeSlice,
  StringPrototypeStartsWith
} = require_primordials();
var {
  validateArray,
  validateBoolean,
  validateBooleanArray,
  validateObject,
  validateString,
  validateStringArray,
  validateUnion
} = require_validators();
var {
  kEmptyObject
} = require_util();
var {
  findLongOptionForShort,
  isLoneLongOption,
  isLoneShortOption,
  isLongOptionAndValue,
  isOptionValue,
  isOptionLikeValue,
  isShortOptionAndValue,
  isShortOptionGroup,
  useDefaultValueOption,
  objectGetOwn,
  optionsGetOwn
} = require_utils();
var {
  codes: {
    ERR_INVALID_ARG_VALUE,
    ERR_PARSE_ARGS_INVALID_OPTION_VALUE,
    ERR_PARSE_ARGS_UNKNOWN_OPTION,
    ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL
  }
} = require_errors();
function getMainArgs() {
  const execArgv = process.execArgv;
  if (ArrayPrototypeIncludes(execArgv, "-e") || ArrayPrototypeIncludes(execArgv, "--eval") || ArrayPrototypeIncludes(execArgv, "-p") || ArrayPrototypeIncludes(execArgv, "--print")) {
    return ArrayPrototypeSlice(process.argv, 1);
  }
  return ArrayPrototypeSlice(process.argv, 2);
}
function checkOptionLikeValue(token) {
  if (!token.inlineValue && isOptionLikeValue(token.value)) {
    const example = StringPrototypeStartsWith(token.rawName, "--") ? `'${token.rawName}=-XYZ'` : `'--${token.name}=-XYZ' or '${token.rawName}-XYZ'`;
    const errorMessage = `Option '${token.rawName}' argument is ambiguous.
Did you forget to specify the option argument for '${token.rawName}'?
To specify an option argument starting with a dash use ${example}.`;
    throw new ERR_PARSE_ARGS_INVALID_OPTION_VALUE(errorMessage);
  }
}
function checkOptionUsage(config, token) {
  if (!ObjectHasOwn(config.options, token.name)) {
    throw new ERR_PARSE_ARGS_UNKNOWN_OPTION(
      token.rawName,
      config.allowPositionals
    );
  }
  const short = optionsGetOwn(config.options, token.name, "short");
  const shortAndLong = `${short ? `-${short}, ` : ""}--${token.name}`;
  const type = optionsGetOwn(config.options, token.name, "type");
  if (type === "string" && typeof token.value !== "string") {
    throw new ERR_PARSE_ARGS_INVALID_OPTION_VALUE(`Option '${shortAndLong} <value>' argument missing`);
  }
  if (type === "boolean" && token.value != null) {
    throw new ERR_PARSE_ARGS_INVALID_OPTION_VALUE(`Option '${shortAndLong}' does not take an argument`);
  }
}
function storeOption(longOption, optionValue, options, values) {
  if (longOption === "__proto__") {
    return;
  }
  const newValue = optionValue ?? true;
  if (optionsGetOwn(options, longOption, "multiple")) {
    if (values[longOption]) {
      ArrayPrototypePush(values[longOption], newValue);
    } else {
      values[longOption] = [newValue];
    }
  } else {
    values[longOption] = newValue;
  }
}
function storeDefaultOption(longOption, optionValue, values) {
  if (longOption === "__proto__") {
    return;
  }
  values[longOption] = optionValue;
}
function argsToTokens(args, options) {
  const tokens = [];
  let index = -1;
  let groupCount = 0;
  const remainingArgs = ArrayPrototypeSlice(args);
  while (remainingArgs.length > 0) {
    const arg = ArrayPrototypeShift(remainingArgs);
    const nextArg = remainingArgs[0];
    if (groupCount > 0)
      groupCount--;
    else
      index++;
    if (arg === "--") {
      ArrayPrototypePush(tokens, { kind: "option-terminator", index });
      ArrayPrototypePushApply(
        tokens,
        ArrayPrototypeMap(remainingArgs, (arg2) => {
          return { kind: "positional", index: ++index, value: arg2 };
        })
      );
      break;
    }
    if (isLoneShortOption(arg)) {
      const shortOption = StringPrototypeCharAt(arg, 1);
      const longOption = findLongOptionForShort(shortOption, options);
      let value;
      let inlineValue;
      if (optionsGetOwn(options, longOption, "type") === "string" && isOptionValue(nextArg)) {
        value = ArrayPrototypeShift(remainingArgs);
        inlineValue = false;
      }
      ArrayPrototypePush(
        tokens,
        {
          kind: "option",
          name: longOption,
          rawName: arg,
          index,
          value,
          inlineValue
        }
      );
      if (value != null) ++index;
      continue;
    }
    if (isShortOptionGroup(arg, options)) {
      const expanded = [];
      for (let index2 = 1; index2 < arg.length; index2++) {
        const shortOption = StringPrototypeCharAt(arg, index2);
        const longOption = findLongOptionForShort(shortOption, options);
        if (optionsGetOwn(options, longOption, "type") !== "string" || index2 === arg.length - 1) {
          ArrayPrototypePush(expanded, `-${shortOption}`);
        } else {
          ArrayPrototypePush(expanded, `-${StringPrototypeSlice(arg, index2)}`);
          break;
        }
      }
      ArrayPrototypeUnshiftApply(remainingArgs, expanded);
      groupCount = expanded.length;
      continue;
    }
    if (isShortOptionAndValue(arg, options)) {
      const shortOption = StringPrototypeCharAt(arg, 1);
      const longOption = findLongOptionForShort(shortOption, options);
      const value = StringPrototypeSlice(arg, 2);
      ArrayPrototypePush(
        tokens,
        {
          kind: "option",
          name: longOption,
          rawName: `-${shortOption}`,
          index,
          value,
          inlineValue: true
        }
      );
      continue;
    }
    if (isLoneLongOption(arg)) {
      const longOption = StringPrototypeSlice(arg, 2);
      let value;
      let inlineValue;
      if (optionsGetOwn(options, longOption, "type") === "string" && isOptionValue(nextArg)) {
        value = ArrayPrototypeShift(remainingArgs);
        inlineValue = false;
      }
      ArrayPrototypePush(
        tokens,
        {
          kind: "option",
          name: longOption,
          rawName: arg,
          index,
          value,
          inlineValue
        }
      );
      if (value != null) ++index;
      continue;
    }
    if (isLongOptionAndValue(arg)) {
      const equalIndex = StringPrototypeIndexOf(arg, "=");
      const longOption = StringPrototypeSlice(arg, 2, equalIndex);
      const value = StringPrototypeSlice(arg, equalIndex + 1);
      ArrayPrototypePush(
        tokens,
        {
          kind: "option",
          name: longOption,
          rawName: `--${longOption}`,
          index,
          value,
          inlineValue: true
        }
      );
      continue;
    }
    ArrayPrototypePush(tokens, { kind: "positional", index, value: arg });
  }
  return tokens;
}
var parseArgs = (config = kEmptyObject) => {
  const args = objectGetOwn(config, "args") ?? getMainArgs();
  const strict = objectGetOwn(config, "strict") ?? true;
  const allowPositionals = objectGetOwn(config, "allowPositionals") ?? !strict;
  const returnTokens = objectGetOwn(config, "tokens") ?? false;
  const options = objectGetOwn(config, "options") ?? { __proto__: null };
  const parseConfig = { args, strict, options, allowPositionals };
  validateArray(args, "args");
  validateBoolean(strict, "strict");
  validateBoolean(allowPositionals, "allowPositionals");
  validateBoolean(returnTokens, "tokens");
  validateObject(options, "options");
  ArrayPrototypeForEach(
    ObjectEntries(options),
    ({ 0: longOption, 1: optionConfig }) => {
      validateObject(optionConfig, `options.${longOption}`);
      const optionType = objectGetOwn(optionConfig, "type");
      validateUnion(optionType, `options.${longOption}.type`, ["string", "boolean"]);
      if (ObjectHasOwn(optionConfig, "short")) {
        const shortOption = optionConfig.short;
        validateString(shortOption, `options.${longOption}.short`);
        if (shortOption.length !== 1) {
          throw new ERR_INVALID_ARG_VALUE(
            `options.${longOption}.short`,
            shortOption,
            "must be a single character"
          );
        }
      }
      const multipleOption = objectGetOwn(optionConfig, "multiple");
      if (ObjectHasOwn(optionConfig, "multiple")) {
        validateBoolean(multipleOption, `options.${longOption}.multiple`);
      }
      const defaultValue = objectGetOwn(optionConfig, "default");
      if (defaultValue !== void 0) {
        let validator;
        switch (optionType) {
          case "string":
            validator = multipleOption ? validateStringArray : validateString;
            break;
          case "boolean":
            validator = multipleOption ? validateBooleanArray : validateBoolean;
            break;
        }
        validator(defaultValue, `options.${longOption}.default`);
      }
    }
  );
  const tokens = argsToTokens(args, options);
  const result = {
    values: { __proto__: null },
    positionals: []
  };
  if (returnTokens) {
    result.tokens = tokens;
  }
  ArrayPrototypeForEach(tokens, (token) => {
    if (token.kind === "option") {
      if (strict) {
        checkOptionUsage(parseConfig, token);
        checkOptionLikeValue(token);
      }
      storeOption(token.name, token.value, options, result.values);
    } else if (token.kind === "positional") {
      if (!allowPositionals) {
        throw new ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL(token.value);
      }
      ArrayPrototypePush(result.positionals, token.value);
    }
  });
  ArrayPrototypeForEach(ObjectEntries(options), ({
    0: longOption,
    1: optionConfig
  }) => {
    const mustSetDefault = useDefaultValueOption(
      longOption,
      optionConfig,
      result.values
    );
    if (mustSetDefault) {
      storeDefaultOption(
        longOption,
        objectGetOwn(optionConfig, "default"),
        result.values
      );
    }
  });
  return result;
};
module.exports = {
  parseArgs
};
