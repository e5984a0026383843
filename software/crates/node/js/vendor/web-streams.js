// web-streams-polyfill 4.3.0 (MIT), bundled by scripts/vendor.mjs; licence: web-streams.LICENSE
// vendor/node_modules/web-streams-polyfill/dist/ponyfill.js
/**
 * @license
 * web-streams-polyfill v4.3.0
 * Copyright 2026 Mattias Buelens, Diwank Singh Tomer and other contributors.
 * This code is released under the MIT license.
 * SPDX-License-Identifier: MIT
 */
!(function(e, t) {
  "object" == typeof exports && "undefined" != typeof module ? t(exports) : "function" == typeof define && define.amd ? define(["exports"], t) : t((e = "undefined" != typeof globalThis ? globalThis : e || self).WebStreamsPolyfill = {});
})(exports, function(e) {
  "use strict";
  function t() {
  }
  function r(e2) {
    return "object" == typeof e2 && null !== e2 || "function" == typeof e2;
  }
  const o = t;
  function n(e2, t2) {
    try {
      Object.defineProperty(e2, "name", { value: t2, configurable: true });
    } catch (e3) {
    }
  }
  const i = Promise, a = Promise.resolve.bind(i), s = Promise.prototype.then, l = Promise.reject.bind(i), u = a;
  function c(e2) {
    return new i(e2);
  }
  function d(e2) {
    return c((t2) => t2(e2));
  }
  function f(e2) {
    return l(e2);
  }
  function b(e2, t2, r2) {
    return s.call(e2, t2, r2);
  }
  function h(e2, t2, r2) {
    b(b(e2, t2, r2), void 0, o);
  }
  function _(e2, t2) {
    h(e2, t2);
  }
  function m(e2, t2) {
    h(e2, void 0, t2);
  }
  function p(e2, t2, r2) {
    return b(e2, t2, r2);
  }
  function y(e2) {
    b(e2, void 0, o);
  }
  let S = (e2) => {
    if ("function" == typeof queueMicrotask) S = queueMicrotask;
    else {
      const e3 = d(void 0);
      S = (t2) => b(e3, t2);
    }
    return S(e2);
  };
  function g(e2, t2, r2) {
    if ("function" != typeof e2) throw new TypeError("Argument is not a function");
    return Function.prototype.apply.call(e2, t2, r2);
  }
  function v(e2, t2, r2) {
    try {
      return d(g(e2, t2, r2));
    } catch (e3) {
      return f(e3);
    }
  }
  class w {
    constructor() {
      this._cursor = 0, this._size = 0, this._front = { _elements: [], _next: void 0 }, this._back = this._front, this._cursor = 0, this._size = 0;
    }
    get length() {
      return this._size;
    }
    push(e2) {
      const t2 = this._back;
      let r2 = t2;
      16383 === t2._elements.length && (r2 = { _elements: [], _next: void 0 }), t2._elements.push(e2), r2 !== t2 && (this._back = r2, t2._next = r2), ++this._size;
    }
    shift() {
      const e2 = this._front;
      let t2 = e2;
      const r2 = this._cursor;
      let o2 = r2 + 1;
      const n2 = e2._elements, i2 = n2[r2];
      return 16384 === o2 && (t2 = e2._next, o2 = 0), --this._size, this._cursor = o2, e2 !== t2 && (this._front = t2), n2[r2] = void 0, i2;
    }
    forEach(e2) {
      let t2 = this._cursor, r2 = this._front, o2 = r2._elements;
      for (; !(t2 === o2.length && void 0 === r2._next || t2 === o2.length && (r2 = r2._next, o2 = r2._elements, t2 = 0, 0 === o2.length)); ) e2(o2[t2]), ++t2;
    }
    peek() {
      const e2 = this._front, t2 = this._cursor;
      return e2._elements[t2];
    }
  }
  const R = /* @__PURE__ */ Symbol("[[AbortSteps]]"), T = /* @__PURE__ */ Symbol("[[ErrorSteps]]"), P = /* @__PURE__ */ Symbol("[[CancelSteps]]"), C = /* @__PURE__ */ Symbol("[[PullSteps]]"), q = /* @__PURE__ */ Symbol("[[CanPullSyncSteps]]"), E = /* @__PURE__ */ Symbol("[[ReleaseSteps]]");
  function W(e2, t2) {
    e2._ownerReadableStream = t2, t2._reader = e2, "readable" === t2._state ? k(e2) : "closed" === t2._state ? (function(e3) {
      k(e3), D(e3);
    })(e2) : A(e2, t2._storedError);
  }
  function B(e2, t2) {
    return Yr(e2._ownerReadableStream, t2);
  }
  function O(e2) {
    const t2 = e2._ownerReadableStream;
    "readable" === t2._state ? z(e2, new TypeError("Reader was released and can no longer be used to monitor the stream's closedness")) : (function(e3, t3) {
      A(e3, t3);
    })(e2, new TypeError("Reader was released and can no longer be used to monitor the stream's closedness")), t2._readableStreamController[E](), t2._reader = void 0, e2._ownerReadableStream = void 0;
  }
  function j(e2) {
    return new TypeError("Cannot " + e2 + " a stream using a released reader");
  }
  function k(e2) {
    e2._closedPromise = c((t2, r2) => {
      e2._closedPromise_resolve = t2, e2._closedPromise_reject = r2;
    });
  }
  function A(e2, t2) {
    k(e2), z(e2, t2);
  }
  function z(e2, t2) {
    void 0 !== e2._closedPromise_reject && (y(e2._closedPromise), e2._closedPromise_reject(t2), e2._closedPromise_resolve = void 0, e2._closedPromise_reject = void 0);
  }
  function D(e2) {
    void 0 !== e2._closedPromise_resolve && (e2._closedPromise_resolve(void 0), e2._closedPromise_resolve = void 0, e2._closedPromise_reject = void 0);
  }
  const F = Number.isFinite || function(e2) {
    return "number" == typeof e2 && isFinite(e2);
  }, L = Math.trunc || function(e2) {
    return e2 < 0 ? Math.ceil(e2) : Math.floor(e2);
  };
  function I(e2, t2) {
    if (void 0 !== e2 && ("object" != typeof (r2 = e2) && "function" != typeof r2)) throw new TypeError(`${t2} is not an object.`);
    var r2;
  }
  function $(e2, t2) {
    if ("function" != typeof e2) throw new TypeError(`${t2} is not a function.`);
  }
  function M(e2, t2) {
    if (!/* @__PURE__ */ (function(e3) {
      return "object" == typeof e3 && null !== e3 || "function" == typeof e3;
    })(e2)) throw new TypeError(`${t2} is not an object.`);
  }
  function Y(e2, t2, r2) {
    if (void 0 === e2) throw new TypeError(`Parameter ${t2} is required in '${r2}'.`);
  }
  function x(e2, t2, r2) {
    if (void 0 === e2) throw new TypeError(`${t2} is required in '${r2}'.`);
  }
  function Q(e2) {
    return Number(e2);
  }
  function N(e2) {
    return 0 === e2 ? 0 : e2;
  }
  function H(e2, t2) {
    const r2 = Number.MAX_SAFE_INTEGER;
    let o2 = Number(e2);
    if (o2 = N(o2), !F(o2)) throw new TypeError(`${t2} is not a finite number`);
    if (o2 = (function(e3) {
      return N(L(e3));
    })(o2), o2 < 0 || o2 > r2) throw new TypeError(`${t2} is outside the accepted range of 0 to ${r2}, inclusive`);
    return F(o2) && 0 !== o2 ? o2 : 0;
  }
  function V(e2, t2) {
    if (!$r(e2)) throw new TypeError(`${t2} is not a ReadableStream.`);
  }
  function U(e2) {
    return new ReadableStreamDefaultReader(e2);
  }
  function G(e2, t2) {
    e2._reader._readRequests.push(t2);
  }
  function X(e2, t2, r2) {
    const o2 = e2._reader._readRequests.shift();
    r2 ? o2._closeSteps() : o2._chunkSteps(t2);
  }
  function J(e2) {
    return e2._reader._readRequests.length;
  }
  function K(e2) {
    const t2 = e2._reader;
    return void 0 !== t2 && !!te(t2);
  }
  class ReadableStreamDefaultReader {
    constructor(e2) {
      if (Y(e2, 1, "ReadableStreamDefaultReader"), V(e2, "First parameter"), Mr(e2)) throw new TypeError("This stream has already been locked for exclusive reading by another reader");
      W(this, e2), this._readRequests = new w();
    }
    get closed() {
      return te(this) ? this._closedPromise : f(ie("closed"));
    }
    cancel(e2 = void 0) {
      return te(this) ? void 0 === this._ownerReadableStream ? f(j("cancel")) : B(this, e2) : f(ie("cancel"));
    }
    read() {
      if (!te(this)) return f(ie("read"));
      if (void 0 === this._ownerReadableStream) return f(j("read from"));
      const e2 = oe(this) ? new ee() : new Z();
      return re(this, e2), e2._promise;
    }
    releaseLock() {
      if (!te(this)) throw ie("releaseLock");
      void 0 !== this._ownerReadableStream && (function(e2) {
        O(e2);
        const t2 = new TypeError("Reader was released");
        ne(e2, t2);
      })(this);
    }
  }
  Object.defineProperties(ReadableStreamDefaultReader.prototype, { cancel: { enumerable: true }, read: { enumerable: true }, releaseLock: { enumerable: true }, closed: { enumerable: true } }), n(ReadableStreamDefaultReader.prototype.cancel, "cancel"), n(ReadableStreamDefaultReader.prototype.read, "read"), n(ReadableStreamDefaultReader.prototype.releaseLock, "releaseLock"), "symbol" == typeof Symbol.toStringTag && Object.defineProperty(ReadableStreamDefaultReader.prototype, Symbol.toStringTag, { value: "ReadableStreamDefaultReader", configurable: true });
  class Z {
    constructor() {
      this._promise = c((e2, t2) => {
        this._resolvePromise = e2, this._rejectPromise = t2;
      });
    }
    _chunkSteps(e2) {
      this._resolvePromise({ value: e2, done: false });
    }
    _closeSteps() {
      this._resolvePromise({ value: void 0, done: true });
    }
    _errorSteps(e2) {
      this._rejectPromise(e2);
    }
  }
  class ee {
    constructor() {
      this._promise = void 0;
    }
    _chunkSteps(e2) {
      this._promise = u({ value: e2, done: false });
    }
    _closeSteps() {
      this._promise = u({ value: void 0, done: true });
    }
    _errorSteps(e2) {
      this._promise = f(e2);
    }
  }
  function te(e2) {
    return !!r(e2) && (!!Object.prototype.hasOwnProperty.call(e2, "_readRequests") && e2 instanceof ReadableStreamDefaultReader);
  }
  function re(e2, t2) {
    const r2 = e2._ownerReadableStream;
    r2._disturbed = true, "closed" === r2._state ? t2._closeSteps() : "errored" === r2._state ? t2._errorSteps(r2._storedError) : r2._readableStreamController[C](t2);
  }
  function oe(e2) {
    const t2 = e2._ownerReadableStream;
    return "closed" === t2._state || ("errored" === t2._state || t2._readableStreamController[q]());
  }
  function ne(e2, t2) {
    const r2 = e2._readRequests;
    e2._readRequests = new w(), r2.forEach((e3) => {
      e3._errorSteps(t2);
    });
  }
  function ie(e2) {
    return new TypeError(`ReadableStreamDefaultReader.prototype.${e2} can only be used on a ReadableStreamDefaultReader`);
  }
  var ae, se, le;
  function ue(e2) {
    return e2.slice();
  }
  function ce(e2, t2, r2, o2, n2) {
    new Uint8Array(e2).set(new Uint8Array(r2, o2, n2), t2);
  }
  let de = (e2) => (de = "function" == typeof e2.transfer ? (e3) => e3.transfer() : "function" == typeof structuredClone ? (e3) => structuredClone(e3, { transfer: [e3] }) : (e3) => e3, de(e2)), fe = (e2) => (fe = "boolean" == typeof e2.detached ? (e3) => e3.detached : (e3) => 0 === e3.byteLength, fe(e2));
  function be(e2, t2, r2) {
    if (e2.slice) return e2.slice(t2, r2);
    const o2 = r2 - t2, n2 = new ArrayBuffer(o2);
    return ce(n2, 0, e2, t2, o2), n2;
  }
  function he(e2, t2) {
    const r2 = e2[t2];
    if (null != r2) {
      if ("function" != typeof r2) throw new TypeError(`${String(t2)} is not a function`);
      return r2;
    }
  }
  function _e(e2) {
    try {
      const t2 = e2.done, r2 = e2.value;
      return b(u(r2), (e3) => ({ done: t2, value: e3 }));
    } catch (e3) {
      return f(e3);
    }
  }
  const me = null !== (le = null !== (ae = Symbol.asyncIterator) && void 0 !== ae ? ae : null === (se = Symbol.for) || void 0 === se ? void 0 : se.call(Symbol, "Symbol.asyncIterator")) && void 0 !== le ? le : "@@asyncIterator";
  function pe(e2, t2 = "sync", o2) {
    if (void 0 === o2) if ("async" === t2) {
      if (void 0 === (o2 = he(e2, me))) {
        return (function(e3) {
          const t3 = { next() {
            let t4;
            try {
              t4 = ye(e3);
            } catch (e4) {
              return f(e4);
            }
            return _e(t4);
          }, return(t4) {
            let o3;
            try {
              const r2 = he(e3.iterator, "return");
              if (void 0 === r2) return d({ done: true, value: t4 });
              o3 = g(r2, e3.iterator, [t4]);
            } catch (e4) {
              return f(e4);
            }
            return r(o3) ? _e(o3) : f(new TypeError("The iterator.return() method must return an object"));
          } };
          return { iterator: t3, nextMethod: t3.next, done: false };
        })(pe(e2, "sync", he(e2, Symbol.iterator)));
      }
    } else o2 = he(e2, Symbol.iterator);
    if (void 0 === o2) throw new TypeError("The object is not iterable");
    const n2 = g(o2, e2, []);
    if (!r(n2)) throw new TypeError("The iterator method must return an object");
    return { iterator: n2, nextMethod: n2.next, done: false };
  }
  function ye(e2) {
    const t2 = g(e2.nextMethod, e2.iterator, []);
    if (!r(t2)) throw new TypeError("The iterator.next() method must return an object");
    return t2;
  }
  class Se {
    constructor(e2, t2) {
      this._ongoingPromise = void 0, this._isFinished = false, this._reader = e2, this._preventCancel = t2;
    }
    next() {
      const e2 = () => this._nextSteps();
      return this._ongoingPromise = this._ongoingPromise ? p(this._ongoingPromise, e2, e2) : e2(), this._ongoingPromise;
    }
    return(e2) {
      const t2 = () => this._returnSteps(e2);
      return this._ongoingPromise = this._ongoingPromise ? p(this._ongoingPromise, t2, t2) : t2(), this._ongoingPromise;
    }
    _nextSteps() {
      if (this._isFinished) return Promise.resolve({ value: void 0, done: true });
      const e2 = this._reader, t2 = new ge(this);
      return re(e2, t2), t2._promise;
    }
    _returnSteps(e2) {
      if (this._isFinished) return Promise.resolve({ value: e2, done: true });
      this._isFinished = true;
      const t2 = this._reader;
      if (!this._preventCancel) {
        const r2 = B(t2, e2);
        return O(t2), p(r2, () => ({ value: e2, done: true }));
      }
      return O(t2), d({ value: e2, done: true });
    }
  }
  class ge {
    constructor(e2) {
      this._iterator = e2, this._promise = c((e3, t2) => {
        this._resolvePromise = e3, this._rejectPromise = t2;
      });
    }
    _chunkSteps(e2) {
      this._iterator._ongoingPromise = void 0, S(() => this._resolvePromise({ value: e2, done: false }));
    }
    _closeSteps() {
      const e2 = this._iterator;
      e2._ongoingPromise = void 0, e2._isFinished = true, O(e2._reader), this._resolvePromise({ value: void 0, done: true });
    }
    _errorSteps(e2) {
      const t2 = this._iterator;
      t2._ongoingPromise = void 0, t2._isFinished = true, O(t2._reader), this._rejectPromise(e2);
    }
  }
  const ve = { next() {
    return we(this) ? this._asyncIteratorImpl.next() : f(Re("next"));
  }, return(e2) {
    return we(this) ? this._asyncIteratorImpl.return(e2) : f(Re("return"));
  }, [me]() {
    return this;
  } };
  function we(e2) {
    if (!r(e2)) return false;
    if (!Object.prototype.hasOwnProperty.call(e2, "_asyncIteratorImpl")) return false;
    try {
      return e2._asyncIteratorImpl instanceof Se;
    } catch (e3) {
      return false;
    }
  }
  function Re(e2) {
    return new TypeError(`ReadableStreamAsyncIterator.${e2} can only be used on a ReadableSteamAsyncIterator`);
  }
  Object.defineProperty(ve, me, { enumerable: false });
  const Te = Number.isNaN || function(e2) {
    return e2 != e2;
  };
  function Pe(e2) {
    const t2 = be(e2.buffer, e2.byteOffset, e2.byteOffset + e2.byteLength);
    return new Uint8Array(t2);
  }
  function Ce(e2) {
    const t2 = e2._queue.shift();
    return e2._queueTotalSize -= t2.size, e2._queueTotalSize < 0 && (e2._queueTotalSize = 0), t2.value;
  }
  function qe(e2, t2, r2) {
    if ("number" != typeof (o2 = r2) || Te(o2) || o2 < 0 || r2 === 1 / 0) throw new RangeError("Size must be a finite, non-NaN, non-negative number.");
    var o2;
    e2._queue.push({ value: t2, size: r2 }), e2._queueTotalSize += r2;
  }
  function Ee(e2) {
    e2._queue = new w(), e2._queueTotalSize = 0;
  }
  function We(e2) {
    return e2 === DataView;
  }
  function Be(e2) {
    return We(e2) ? 1 : e2.BYTES_PER_ELEMENT;
  }
  class ReadableStreamBYOBRequest {
    constructor() {
      throw new TypeError("Illegal constructor");
    }
    get view() {
      if (!je(this)) throw nt("view");
      return this._view;
    }
    respond(e2) {
      if (!je(this)) throw nt("respond");
      if (Y(e2, 1, "respond"), e2 = H(e2, "First parameter"), void 0 === this._associatedReadableByteStreamController) throw new TypeError("This BYOB request has been invalidated");
      if (fe(this._view.buffer)) throw new TypeError("The BYOB request's buffer has been detached and so cannot be used as a response");
      tt(this._associatedReadableByteStreamController, e2);
    }
    respondWithNewView(e2) {
      if (!je(this)) throw nt("respondWithNewView");
      if (Y(e2, 1, "respondWithNewView"), !ArrayBuffer.isView(e2)) throw new TypeError("You can only respond with array buffer views");
      if (void 0 === this._associatedReadableByteStreamController) throw new TypeError("This BYOB request has been invalidated");
      if (fe(e2.buffer)) throw new TypeError("The given view's buffer has been detached and so cannot be used as a response");
      rt(this._associatedReadableByteStreamController, e2);
    }
  }
  Object.defineProperties(ReadableStreamBYOBRequest.prototype, { respond: { enumerable: true }, respondWithNewView: { enumerable: true }, view: { enumerable: true } }), n(ReadableStreamBYOBRequest.prototype.respond, "respond"), n(ReadableStreamBYOBRequest.prototype.respondWithNewView, "respondWithNewView"), "symbol" == typeof Symbol.toStringTag && Object.defineProperty(ReadableStreamBYOBRequest.prototype, Symbol.toStringTag, { value: "ReadableStreamBYOBRequest", configurable: true });
  class ReadableByteStreamController {
    constructor() {
      throw new TypeError("Illegal constructor");
    }
    get byobRequest() {
      if (!Oe(this)) throw it("byobRequest");
      return Ze(this);
    }
    get desiredSize() {
      if (!Oe(this)) throw it("desiredSize");
      return et(this);
    }
    close() {
      if (!Oe(this)) throw it("close");
      if (this._closeRequested) throw new TypeError("The stream has already been closed; do not close it again!");
      const e2 = this._controlledReadableByteStream._state;
      if ("readable" !== e2) throw new TypeError(`The stream (in ${e2} state) is not in the readable state and cannot be closed`);
      Ge(this);
    }
    enqueue(e2) {
      if (!Oe(this)) throw it("enqueue");
      if (Y(e2, 1, "enqueue"), !ArrayBuffer.isView(e2)) throw new TypeError("chunk must be an array buffer view");
      if (0 === e2.byteLength) throw new TypeError("chunk must have non-zero byteLength");
      if (0 === e2.buffer.byteLength) throw new TypeError("chunk's buffer must have non-zero byteLength");
      if (this._closeRequested) throw new TypeError("stream is closed or draining");
      const t2 = this._controlledReadableByteStream._state;
      if ("readable" !== t2) throw new TypeError(`The stream (in ${t2} state) is not in the readable state and cannot be enqueued to`);
      Xe(this, e2);
    }
    error(e2 = void 0) {
      if (!Oe(this)) throw it("error");
      Je(this, e2);
    }
    [P](e2) {
      Ae(this), Ee(this);
      const t2 = this._cancelAlgorithm(e2);
      return Ue(this), t2;
    }
    [C](e2) {
      const t2 = this._controlledReadableByteStream;
      if (this._queueTotalSize > 0) return void Ke(this, e2);
      const r2 = this._autoAllocateChunkSize;
      if (void 0 !== r2) {
        let t3;
        try {
          t3 = new ArrayBuffer(r2);
        } catch (t4) {
          return void e2._errorSteps(t4);
        }
        const o2 = { buffer: t3, bufferByteLength: r2, byteOffset: 0, byteLength: r2, bytesFilled: 0, minimumFill: 1, elementSize: 1, viewConstructor: Uint8Array, readerType: "default" };
        this._pendingPullIntos.push(o2);
      }
      G(t2, e2), ke(this);
    }
    [q]() {
      return this._queueTotalSize > 0;
    }
    [E]() {
      if (this._pendingPullIntos.length > 0) {
        const e2 = this._pendingPullIntos.peek();
        e2.readerType = "none", this._pendingPullIntos = new w(), this._pendingPullIntos.push(e2);
      }
    }
  }
  function Oe(e2) {
    return !!r(e2) && (!!Object.prototype.hasOwnProperty.call(e2, "_controlledReadableByteStream") && e2 instanceof ReadableByteStreamController);
  }
  function je(e2) {
    return !!r(e2) && (!!Object.prototype.hasOwnProperty.call(e2, "_associatedReadableByteStreamController") && e2 instanceof ReadableStreamBYOBRequest);
  }
  function ke(e2) {
    const t2 = (function(e3) {
      const t3 = e3._controlledReadableByteStream;
      if ("readable" !== t3._state) return false;
      if (e3._closeRequested) return false;
      if (!e3._started) return false;
      if (K(t3) && J(t3) > 0) return true;
      if (ct(t3) && ut(t3) > 0) return true;
      const r2 = et(e3);
      if (r2 > 0) return true;
      return false;
    })(e2);
    if (!t2) return;
    if (e2._pulling) return void (e2._pullAgain = true);
    e2._pulling = true;
    h(e2._pullAlgorithm(), () => (e2._pulling = false, e2._pullAgain && (e2._pullAgain = false, ke(e2)), null), (t3) => (Je(e2, t3), null));
  }
  function Ae(e2) {
    Qe(e2), e2._pendingPullIntos = new w();
  }
  function ze(e2, t2) {
    let r2 = false;
    "closed" === e2._state && (r2 = true);
    const o2 = Fe(t2);
    "default" === t2.readerType ? X(e2, o2, r2) : (function(e3, t3, r3) {
      const o3 = e3._reader, n2 = o3._readIntoRequests.shift();
      r3 ? n2._closeSteps(t3) : n2._chunkSteps(t3);
    })(e2, o2, r2);
  }
  function De(e2, t2) {
    for (let r2 = 0; r2 < t2.length; ++r2) ze(e2, t2[r2]);
  }
  function Fe(e2) {
    const t2 = e2.bytesFilled, r2 = e2.elementSize;
    return new e2.viewConstructor(e2.buffer, e2.byteOffset, t2 / r2);
  }
  function Le(e2, t2, r2, o2) {
    e2._queue.push({ buffer: t2, byteOffset: r2, byteLength: o2 }), e2._queueTotalSize += o2;
  }
  function Ie(e2, t2, r2, o2) {
    let n2;
    try {
      n2 = be(t2, r2, r2 + o2);
    } catch (t3) {
      throw Je(e2, t3), t3;
    }
    Le(e2, n2, 0, o2);
  }
  function $e(e2, t2) {
    t2.bytesFilled > 0 && Ie(e2, t2.buffer, t2.byteOffset, t2.bytesFilled), Ve(e2);
  }
  function Me(e2, t2) {
    const r2 = Math.min(e2._queueTotalSize, t2.byteLength - t2.bytesFilled), o2 = t2.bytesFilled + r2;
    let n2 = r2, i2 = false;
    const a2 = o2 - o2 % t2.elementSize;
    a2 >= t2.minimumFill && (n2 = a2 - t2.bytesFilled, i2 = true);
    const s2 = e2._queue;
    for (; n2 > 0; ) {
      const r3 = s2.peek(), o3 = Math.min(n2, r3.byteLength), i3 = t2.byteOffset + t2.bytesFilled;
      ce(t2.buffer, i3, r3.buffer, r3.byteOffset, o3), r3.byteLength === o3 ? s2.shift() : (r3.byteOffset += o3, r3.byteLength -= o3), e2._queueTotalSize -= o3, Ye(e2, o3, t2), n2 -= o3;
    }
    return i2;
  }
  function Ye(e2, t2, r2) {
    r2.bytesFilled += t2;
  }
  function xe(e2) {
    0 === e2._queueTotalSize && e2._closeRequested ? (Ue(e2), xr(e2._controlledReadableByteStream)) : ke(e2);
  }
  function Qe(e2) {
    null !== e2._byobRequest && (e2._byobRequest._associatedReadableByteStreamController = void 0, e2._byobRequest._view = null, e2._byobRequest = null);
  }
  function Ne(e2) {
    const t2 = [];
    for (; e2._pendingPullIntos.length > 0 && 0 !== e2._queueTotalSize; ) {
      const r2 = e2._pendingPullIntos.peek();
      Me(e2, r2) && (Ve(e2), t2.push(r2));
    }
    return t2;
  }
  function He(e2, t2) {
    const r2 = e2._pendingPullIntos.peek();
    Qe(e2);
    "closed" === e2._controlledReadableByteStream._state ? (function(e3, t3) {
      "none" === t3.readerType && Ve(e3);
      const r3 = e3._controlledReadableByteStream;
      if (ct(r3)) {
        const t4 = [];
        for (; t4.length < ut(r3); ) t4.push(Ve(e3));
        De(r3, t4);
      }
    })(e2, r2) : (function(e3, t3, r3) {
      if (Ye(0, t3, r3), "none" === r3.readerType) {
        $e(e3, r3);
        const t4 = Ne(e3);
        return void De(e3._controlledReadableByteStream, t4);
      }
      if (r3.bytesFilled < r3.minimumFill) return;
      Ve(e3);
      const o2 = r3.bytesFilled % r3.elementSize;
      if (o2 > 0) {
        const t4 = r3.byteOffset + r3.bytesFilled;
        Ie(e3, r3.buffer, t4 - o2, o2);
      }
      r3.bytesFilled -= o2;
      const n2 = Ne(e3);
      ze(e3._controlledReadableByteStream, r3), De(e3._controlledReadableByteStream, n2);
    })(e2, t2, r2), ke(e2);
  }
  function Ve(e2) {
    return e2._pendingPullIntos.shift();
  }
  function Ue(e2) {
    e2._pullAlgorithm = void 0, e2._cancelAlgorithm = void 0;
  }
  function Ge(e2) {
    const t2 = e2._controlledReadableByteStream;
    if (!e2._closeRequested && "readable" === t2._state) if (e2._queueTotalSize > 0) e2._closeRequested = true;
    else {
      if (e2._pendingPullIntos.length > 0) {
        const t3 = e2._pendingPullIntos.peek();
        if (t3.bytesFilled % t3.elementSize !== 0) {
          const t4 = new TypeError("Insufficient bytes to fill elements in the given buffer");
          throw Je(e2, t4), t4;
        }
      }
      Ue(e2), xr(t2);
    }
  }
  function Xe(e2, t2) {
    const r2 = e2._controlledReadableByteStream;
    if (e2._closeRequested || "readable" !== r2._state) return;
    const { buffer: o2, byteOffset: n2, byteLength: i2 } = t2;
    if (fe(o2)) throw new TypeError("chunk's buffer is detached and so cannot be enqueued");
    const a2 = de(o2);
    if (e2._pendingPullIntos.length > 0) {
      const t3 = e2._pendingPullIntos.peek();
      if (fe(t3.buffer)) throw new TypeError("The BYOB request's buffer has been detached and so cannot be filled with an enqueued chunk");
      Qe(e2), t3.buffer = de(t3.buffer), "none" === t3.readerType && $e(e2, t3);
    }
    if (K(r2)) if ((function(e3) {
      const t3 = e3._controlledReadableByteStream._reader;
      for (; t3._readRequests.length > 0; ) {
        if (0 === e3._queueTotalSize) return;
        Ke(e3, t3._readRequests.shift());
      }
    })(e2), 0 === J(r2)) Le(e2, a2, n2, i2);
    else {
      e2._pendingPullIntos.length > 0 && Ve(e2);
      X(r2, new Uint8Array(a2, n2, i2), false);
    }
    else if (ct(r2)) {
      Le(e2, a2, n2, i2);
      De(r2, Ne(e2));
    } else Le(e2, a2, n2, i2);
    ke(e2);
  }
  function Je(e2, t2) {
    const r2 = e2._controlledReadableByteStream;
    "readable" === r2._state && (Ae(e2), Ee(e2), Ue(e2), Qr(r2, t2));
  }
  function Ke(e2, t2) {
    const r2 = e2._queue.shift();
    e2._queueTotalSize -= r2.byteLength, xe(e2);
    const o2 = new Uint8Array(r2.buffer, r2.byteOffset, r2.byteLength);
    t2._chunkSteps(o2);
  }
  function Ze(e2) {
    if (null === e2._byobRequest && e2._pendingPullIntos.length > 0) {
      const t2 = e2._pendingPullIntos.peek(), r2 = new Uint8Array(t2.buffer, t2.byteOffset + t2.bytesFilled, t2.byteLength - t2.bytesFilled), o2 = Object.create(ReadableStreamBYOBRequest.prototype);
      !(function(e3, t3, r3) {
        e3._associatedReadableByteStreamController = t3, e3._view = r3;
      })(o2, e2, r2), e2._byobRequest = o2;
    }
    return e2._byobRequest;
  }
  function et(e2) {
    const t2 = e2._controlledReadableByteStream._state;
    return "errored" === t2 ? null : "closed" === t2 ? 0 : e2._strategyHWM - e2._queueTotalSize;
  }
  function tt(e2, t2) {
    const r2 = e2._pendingPullIntos.peek();
    if ("closed" === e2._controlledReadableByteStream._state) {
      if (0 !== t2) throw new TypeError("bytesWritten must be 0 when calling respond() on a closed stream");
    } else {
      if (0 === t2) throw new TypeError("bytesWritten must be greater than 0 when calling respond() on a readable stream");
      if (r2.bytesFilled + t2 > r2.byteLength) throw new RangeError("bytesWritten out of range");
    }
    r2.buffer = de(r2.buffer), He(e2, t2);
  }
  function rt(e2, t2) {
    const r2 = e2._pendingPullIntos.peek();
    if ("closed" === e2._controlledReadableByteStream._state) {
      if (0 !== t2.byteLength) throw new TypeError("The view's length must be 0 when calling respondWithNewView() on a closed stream");
    } else if (0 === t2.byteLength) throw new TypeError("The view's length must be greater than 0 when calling respondWithNewView() on a readable stream");
    if (r2.byteOffset + r2.bytesFilled !== t2.byteOffset) throw new RangeError("The region specified by view does not match byobRequest");
    if (r2.bufferByteLength !== t2.buffer.byteLength) throw new RangeError("The buffer of view has different capacity than byobRequest");
    if (r2.bytesFilled + t2.byteLength > r2.byteLength) throw new RangeError("The region specified by view is larger than byobRequest");
    const o2 = t2.byteLength;
    r2.buffer = de(t2.buffer), He(e2, o2);
  }
  function ot(e2, t2, r2, o2, n2, i2, a2) {
    t2._controlledReadableByteStream = e2, t2._pullAgain = false, t2._pulling = false, t2._byobRequest = null, t2._queue = t2._queueTotalSize = void 0, Ee(t2), t2._closeRequested = false, t2._started = false, t2._strategyHWM = i2, t2._pullAlgorithm = o2, t2._cancelAlgorithm = n2, t2._autoAllocateChunkSize = a2, t2._pendingPullIntos = new w(), e2._readableStreamController = t2;
    h(d(r2()), () => (t2._started = true, ke(t2), null), (e3) => (Je(t2, e3), null));
  }
  function nt(e2) {
    return new TypeError(`ReadableStreamBYOBRequest.prototype.${e2} can only be used on a ReadableStreamBYOBRequest`);
  }
  function it(e2) {
    return new TypeError(`ReadableByteStreamController.prototype.${e2} can only be used on a ReadableByteStreamController`);
  }
  function at(e2, t2) {
    if ("byob" !== (e2 = `${e2}`)) throw new TypeError(`${t2} '${e2}' is not a valid enumeration value for ReadableStreamReaderMode`);
    return e2;
  }
  function st(e2) {
    return new ReadableStreamBYOBReader(e2);
  }
  function lt(e2, t2) {
    e2._reader._readIntoRequests.push(t2);
  }
  function ut(e2) {
    return e2._reader._readIntoRequests.length;
  }
  function ct(e2) {
    const t2 = e2._reader;
    return void 0 !== t2 && !!bt(t2);
  }
  Object.defineProperties(ReadableByteStreamController.prototype, { close: { enumerable: true }, enqueue: { enumerable: true }, error: { enumerable: true }, byobRequest: { enumerable: true }, desiredSize: { enumerable: true } }), n(ReadableByteStreamController.prototype.close, "close"), n(ReadableByteStreamController.prototype.enqueue, "enqueue"), n(ReadableByteStreamController.prototype.error, "error"), "symbol" == typeof Symbol.toStringTag && Object.defineProperty(ReadableByteStreamController.prototype, Symbol.toStringTag, { value: "ReadableByteStreamController", configurable: true });
  class ReadableStreamBYOBReader {
    constructor(e2) {
      if (Y(e2, 1, "ReadableStreamBYOBReader"), V(e2, "First parameter"), Mr(e2)) throw new TypeError("This stream has already been locked for exclusive reading by another reader");
      if (!Oe(e2._readableStreamController)) throw new TypeError("Cannot construct a ReadableStreamBYOBReader for a stream not constructed with a byte source");
      W(this, e2), this._readIntoRequests = new w();
    }
    get closed() {
      return bt(this) ? this._closedPromise : f(mt("closed"));
    }
    cancel(e2 = void 0) {
      return bt(this) ? void 0 === this._ownerReadableStream ? f(j("cancel")) : B(this, e2) : f(mt("cancel"));
    }
    read(e2, t2 = {}) {
      if (!bt(this)) return f(mt("read"));
      if (!ArrayBuffer.isView(e2)) return f(new TypeError("view must be an array buffer view"));
      if (0 === e2.byteLength) return f(new TypeError("view must have non-zero byteLength"));
      if (0 === e2.buffer.byteLength) return f(new TypeError("view's buffer must have non-zero byteLength"));
      if (fe(e2.buffer)) return f(new TypeError("view's buffer has been detached"));
      let r2;
      try {
        r2 = (function(e3, t3) {
          var r3;
          return I(e3, t3), { min: H(null !== (r3 = null == e3 ? void 0 : e3.min) && void 0 !== r3 ? r3 : 1, `${t3} has member 'min' that`) };
        })(t2, "options");
      } catch (e3) {
        return f(e3);
      }
      const o2 = r2.min;
      if (0 === o2) return f(new TypeError("options.min must be greater than 0"));
      if ((function(e3) {
        return We(e3.constructor);
      })(e2)) {
        if (o2 > e2.byteLength) return f(new RangeError("options.min must be less than or equal to view's byteLength"));
      } else if (o2 > e2.length) return f(new RangeError("options.min must be less than or equal to view's length"));
      if (void 0 === this._ownerReadableStream) return f(j("read from"));
      const n2 = (function(e3, t3, r3) {
        const o3 = e3._ownerReadableStream;
        return "errored" === o3._state || (function(e4, t4, r4) {
          const o4 = e4._controlledReadableByteStream, n3 = Be(t4.constructor), { byteLength: i2 } = t4, a2 = r4 * n3;
          return !(e4._pendingPullIntos.length > 0) && ("closed" === o4._state || e4._queueTotalSize >= a2);
        })(o3._readableStreamController, t3, r3);
      })(this, e2, o2) ? new ft() : new dt();
      return ht(this, e2, o2, n2), n2._promise;
    }
    releaseLock() {
      if (!bt(this)) throw mt("releaseLock");
      void 0 !== this._ownerReadableStream && (function(e2) {
        O(e2);
        const t2 = new TypeError("Reader was released");
        _t(e2, t2);
      })(this);
    }
  }
  Object.defineProperties(ReadableStreamBYOBReader.prototype, { cancel: { enumerable: true }, read: { enumerable: true }, releaseLock: { enumerable: true }, closed: { enumerable: true } }), n(ReadableStreamBYOBReader.prototype.cancel, "cancel"), n(ReadableStreamBYOBReader.prototype.read, "read"), n(ReadableStreamBYOBReader.prototype.releaseLock, "releaseLock"), "symbol" == typeof Symbol.toStringTag && Object.defineProperty(ReadableStreamBYOBReader.prototype, Symbol.toStringTag, { value: "ReadableStreamBYOBReader", configurable: true });
  class dt {
    constructor() {
      this._promise = c((e2, t2) => {
        this._resolvePromise = e2, this._rejectPromise = t2;
      });
    }
    _chunkSteps(e2) {
      this._resolvePromise({ value: e2, done: false });
    }
    _closeSteps(e2) {
      this._resolvePromise({ value: e2, done: true });
    }
    _errorSteps(e2) {
      this._rejectPromise(e2);
    }
  }
  class ft {
    constructor() {
      this._promise = void 0;
    }
    _chunkSteps(e2) {
      this._promise = u({ value: e2, done: false });
    }
    _closeSteps(e2) {
      this._promise = u({ value: e2, done: true });
    }
    _errorSteps(e2) {
      this._promise = f(e2);
    }
  }
  function bt(e2) {
    return !!r(e2) && (!!Object.prototype.hasOwnProperty.call(e2, "_readIntoRequests") && e2 instanceof ReadableStreamBYOBReader);
  }
  function ht(e2, t2, r2, o2) {
    const n2 = e2._ownerReadableStream;
    n2._disturbed = true, "errored" === n2._state ? o2._errorSteps(n2._storedError) : (function(e3, t3, r3, o3) {
      const n3 = e3._controlledReadableByteStream, i2 = t3.constructor, a2 = Be(i2), { byteOffset: s2, byteLength: l2 } = t3, u2 = r3 * a2;
      let c2;
      try {
        c2 = de(t3.buffer);
      } catch (e4) {
        return void o3._errorSteps(e4);
      }
      const d2 = { buffer: c2, bufferByteLength: c2.byteLength, byteOffset: s2, byteLength: l2, bytesFilled: 0, minimumFill: u2, elementSize: a2, viewConstructor: i2, readerType: "byob" };
      if (e3._pendingPullIntos.length > 0) return e3._pendingPullIntos.push(d2), void lt(n3, o3);
      if ("closed" === n3._state) {
        const e4 = new i2(d2.buffer, d2.byteOffset, 0);
        return void o3._closeSteps(e4);
      }
      if (e3._queueTotalSize > 0) {
        if (Me(e3, d2)) {
          const t4 = Fe(d2);
          return xe(e3), void o3._chunkSteps(t4);
        }
        if (e3._closeRequested) {
          const t4 = new TypeError("Insufficient bytes to fill elements in the given buffer");
          return Je(e3, t4), void o3._errorSteps(t4);
        }
      }
      e3._pendingPullIntos.push(d2), lt(n3, o3), ke(e3);
    })(n2._readableStreamController, t2, r2, o2);
  }
  function _t(e2, t2) {
    const r2 = e2._readIntoRequests;
    e2._readIntoRequests = new w(), r2.forEach((e3) => {
      e3._errorSteps(t2);
    });
  }
  function mt(e2) {
    return new TypeError(`ReadableStreamBYOBReader.prototype.${e2} can only be used on a ReadableStreamBYOBReader`);
  }
  function pt(e2, t2) {
    const { highWaterMark: r2 } = e2;
    if (void 0 === r2) return t2;
    if (Te(r2) || r2 < 0) throw new RangeError("Invalid highWaterMark");
    return r2;
  }
  function yt(e2) {
    const { size: t2 } = e2;
    return t2 || (() => 1);
  }
  function St(e2, t2) {
    I(e2, t2);
    const r2 = null == e2 ? void 0 : e2.highWaterMark, o2 = null == e2 ? void 0 : e2.size;
    return { highWaterMark: void 0 === r2 ? void 0 : Q(r2), size: void 0 === o2 ? void 0 : gt(o2, `${t2} has member 'size' that`) };
  }
  function gt(e2, t2) {
    return $(e2, t2), (t3) => Q(e2(t3));
  }
  function vt(e2, t2, r2) {
    return $(e2, r2), (r3) => v(e2, t2, [r3]);
  }
  function wt(e2, t2, r2) {
    return $(e2, r2), () => v(e2, t2, []);
  }
  function Rt(e2, t2, r2) {
    return $(e2, r2), (r3) => g(e2, t2, [r3]);
  }
  function Tt(e2, t2, r2) {
    return $(e2, r2), (r3, o2) => v(e2, t2, [r3, o2]);
  }
  function Pt(e2, t2) {
    if (!Et(e2)) throw new TypeError(`${t2} is not a WritableStream.`);
  }
  class WritableStream {
    constructor(e2 = {}, t2 = {}) {
      void 0 === e2 ? e2 = null : M(e2, "First parameter");
      const r2 = St(t2, "Second parameter"), o2 = (function(e3, t3) {
        I(e3, t3);
        const r3 = null == e3 ? void 0 : e3.abort, o3 = null == e3 ? void 0 : e3.close, n3 = null == e3 ? void 0 : e3.start, i2 = null == e3 ? void 0 : e3.type, a2 = null == e3 ? void 0 : e3.write;
        return { abort: void 0 === r3 ? void 0 : vt(r3, e3, `${t3} has member 'abort' that`), close: void 0 === o3 ? void 0 : wt(o3, e3, `${t3} has member 'close' that`), start: void 0 === n3 ? void 0 : Rt(n3, e3, `${t3} has member 'start' that`), write: void 0 === a2 ? void 0 : Tt(a2, e3, `${t3} has member 'write' that`), type: i2 };
      })(e2, "First parameter");
      qt(this);
      if (void 0 !== o2.type) throw new RangeError("Invalid type is specified");
      const n2 = yt(r2);
      !(function(e3, t3, r3, o3) {
        const n3 = Object.create(WritableStreamDefaultController.prototype);
        let i2, a2, s2, l2;
        i2 = void 0 !== t3.start ? () => t3.start(n3) : () => {
        };
        a2 = void 0 !== t3.write ? (e4) => t3.write(e4, n3) : () => d(void 0);
        s2 = void 0 !== t3.close ? () => t3.close() : () => d(void 0);
        l2 = void 0 !== t3.abort ? (e4) => t3.abort(e4) : () => d(void 0);
        Ht(e3, n3, i2, a2, s2, l2, r3, o3);
      })(this, o2, pt(r2, 1), n2);
    }
    get locked() {
      if (!Et(this)) throw Zt("locked");
      return Wt(this);
    }
    abort(e2 = void 0) {
      return Et(this) ? Wt(this) ? f(new TypeError("Cannot abort a stream that already has a writer")) : Bt(this, e2) : f(Zt("abort"));
    }
    close() {
      return Et(this) ? Wt(this) ? f(new TypeError("Cannot close a stream that already has a writer")) : zt(this) ? f(new TypeError("Cannot close an already-closing stream")) : Ot(this) : f(Zt("close"));
    }
    getWriter() {
      if (!Et(this)) throw Zt("getWriter");
      return Ct(this);
    }
  }
  function Ct(e2) {
    return new WritableStreamDefaultWriter(e2);
  }
  function qt(e2) {
    e2._state = "writable", e2._storedError = void 0, e2._writer = void 0, e2._writableStreamController = void 0, e2._writeRequests = new w(), e2._inFlightWriteRequest = void 0, e2._closeRequest = void 0, e2._inFlightCloseRequest = void 0, e2._pendingAbortRequest = void 0, e2._backpressure = false;
  }
  function Et(e2) {
    return !!r(e2) && (!!Object.prototype.hasOwnProperty.call(e2, "_writableStreamController") && e2 instanceof WritableStream);
  }
  function Wt(e2) {
    return void 0 !== e2._writer;
  }
  function Bt(e2, t2) {
    var r2;
    if ("closed" === e2._state || "errored" === e2._state) return d(void 0);
    e2._writableStreamController._abortReason = t2, null === (r2 = e2._writableStreamController._abortController) || void 0 === r2 || r2.abort(t2);
    const o2 = e2._state;
    if ("closed" === o2 || "errored" === o2) return d(void 0);
    if (void 0 !== e2._pendingAbortRequest) return e2._pendingAbortRequest._promise;
    let n2 = false;
    "erroring" === o2 && (n2 = true, t2 = void 0);
    const i2 = c((r3, o3) => {
      e2._pendingAbortRequest = { _promise: void 0, _resolve: r3, _reject: o3, _reason: t2, _wasAlreadyErroring: n2 };
    });
    return e2._pendingAbortRequest._promise = i2, n2 || kt(e2, t2), i2;
  }
  function Ot(e2) {
    const t2 = e2._state;
    if ("closed" === t2 || "errored" === t2) return f(new TypeError(`The stream (in ${t2} state) is not in the writable state and cannot be closed`));
    const r2 = c((t3, r3) => {
      const o3 = { _resolve: t3, _reject: r3 };
      e2._closeRequest = o3;
    }), o2 = e2._writer;
    var n2;
    return void 0 !== o2 && e2._backpressure && "writable" === t2 && dr(o2), qe(n2 = e2._writableStreamController, Qt, 0), Gt(n2), r2;
  }
  function jt(e2, t2) {
    "writable" !== e2._state ? At(e2) : kt(e2, t2);
  }
  function kt(e2, t2) {
    const r2 = e2._writableStreamController;
    e2._state = "erroring", e2._storedError = t2;
    const o2 = e2._writer;
    void 0 !== o2 && Mt(o2, t2), !(function(e3) {
      if (void 0 === e3._inFlightWriteRequest && void 0 === e3._inFlightCloseRequest) return false;
      return true;
    })(e2) && r2._started && At(e2);
  }
  function At(e2) {
    e2._state = "errored", e2._writableStreamController[T]();
    const t2 = e2._storedError;
    if (e2._writeRequests.forEach((e3) => {
      e3._reject(t2);
    }), e2._writeRequests = new w(), void 0 === e2._pendingAbortRequest) return void Dt(e2);
    const r2 = e2._pendingAbortRequest;
    if (e2._pendingAbortRequest = void 0, r2._wasAlreadyErroring) return r2._reject(t2), void Dt(e2);
    h(e2._writableStreamController[R](r2._reason), () => (r2._resolve(), Dt(e2), null), (t3) => (r2._reject(t3), Dt(e2), null));
  }
  function zt(e2) {
    return void 0 !== e2._closeRequest || void 0 !== e2._inFlightCloseRequest;
  }
  function Dt(e2) {
    void 0 !== e2._closeRequest && (e2._closeRequest._reject(e2._storedError), e2._closeRequest = void 0);
    const t2 = e2._writer;
    void 0 !== t2 && ir(t2, e2._storedError);
  }
  function Ft(e2, t2) {
    const r2 = e2._writer;
    void 0 !== r2 && t2 !== e2._backpressure && (t2 ? (function(e3) {
      sr(e3);
    })(r2) : dr(r2)), e2._backpressure = t2;
  }
  Object.defineProperties(WritableStream.prototype, { abort: { enumerable: true }, close: { enumerable: true }, getWriter: { enumerable: true }, locked: { enumerable: true } }), n(WritableStream.prototype.abort, "abort"), n(WritableStream.prototype.close, "close"), n(WritableStream.prototype.getWriter, "getWriter"), "symbol" == typeof Symbol.toStringTag && Object.defineProperty(WritableStream.prototype, Symbol.toStringTag, { value: "WritableStream", configurable: true });
  class WritableStreamDefaultWriter {
    constructor(e2) {
      if (Y(e2, 1, "WritableStreamDefaultWriter"), Pt(e2, "First parameter"), Wt(e2)) throw new TypeError("This stream has already been locked for exclusive writing by another writer");
      this._ownerWritableStream = e2, e2._writer = this;
      const t2 = e2._state;
      if ("writable" === t2) !zt(e2) && e2._backpressure ? sr(this) : ur(this), or(this);
      else if ("erroring" === t2) lr(this, e2._storedError), or(this);
      else if ("closed" === t2) ur(this), or(r2 = this), ar(r2);
      else {
        const t3 = e2._storedError;
        lr(this, t3), nr(this, t3);
      }
      var r2;
    }
    get closed() {
      return Lt(this) ? this._closedPromise : f(tr("closed"));
    }
    get desiredSize() {
      if (!Lt(this)) throw tr("desiredSize");
      if (void 0 === this._ownerWritableStream) throw rr("desiredSize");
      return (function(e2) {
        const t2 = e2._ownerWritableStream, r2 = t2._state;
        if ("errored" === r2 || "erroring" === r2) return null;
        if ("closed" === r2) return 0;
        return Ut(t2._writableStreamController);
      })(this);
    }
    get ready() {
      return Lt(this) ? this._readyPromise : f(tr("ready"));
    }
    abort(e2 = void 0) {
      return Lt(this) ? void 0 === this._ownerWritableStream ? f(rr("abort")) : (function(e3, t2) {
        return Bt(e3._ownerWritableStream, t2);
      })(this, e2) : f(tr("abort"));
    }
    close() {
      if (!Lt(this)) return f(tr("close"));
      const e2 = this._ownerWritableStream;
      return void 0 === e2 ? f(rr("close")) : zt(e2) ? f(new TypeError("Cannot close an already-closing stream")) : It(this);
    }
    releaseLock() {
      if (!Lt(this)) throw tr("releaseLock");
      void 0 !== this._ownerWritableStream && Yt(this);
    }
    write(e2 = void 0) {
      return Lt(this) ? void 0 === this._ownerWritableStream ? f(rr("write to")) : xt(this, e2) : f(tr("write"));
    }
  }
  function Lt(e2) {
    return !!r(e2) && (!!Object.prototype.hasOwnProperty.call(e2, "_ownerWritableStream") && e2 instanceof WritableStreamDefaultWriter);
  }
  function It(e2) {
    return Ot(e2._ownerWritableStream);
  }
  function $t(e2, t2) {
    "pending" === e2._closedPromiseState ? ir(e2, t2) : (function(e3, t3) {
      nr(e3, t3);
    })(e2, t2);
  }
  function Mt(e2, t2) {
    "pending" === e2._readyPromiseState ? cr(e2, t2) : (function(e3, t3) {
      lr(e3, t3);
    })(e2, t2);
  }
  function Yt(e2) {
    const t2 = e2._ownerWritableStream, r2 = new TypeError("Writer was released and can no longer be used to monitor the stream's closedness");
    Mt(e2, r2), $t(e2, r2), t2._writer = void 0, e2._ownerWritableStream = void 0;
  }
  function xt(e2, t2) {
    const r2 = e2._ownerWritableStream, o2 = r2._writableStreamController, n2 = (function(e3, t3) {
      if (void 0 === e3._strategySizeAlgorithm) return 1;
      try {
        return e3._strategySizeAlgorithm(t3);
      } catch (t4) {
        return Xt(e3, t4), 1;
      }
    })(o2, t2);
    if (r2 !== e2._ownerWritableStream) return f(rr("write to"));
    const i2 = r2._state;
    if ("errored" === i2) return f(r2._storedError);
    if (zt(r2) || "closed" === i2) return f(new TypeError("The stream is closing or closed and cannot be written to"));
    if ("erroring" === i2) return f(r2._storedError);
    const a2 = (function(e3) {
      return c((t3, r3) => {
        const o3 = { _resolve: t3, _reject: r3 };
        e3._writeRequests.push(o3);
      });
    })(r2);
    return (function(e3, t3, r3) {
      try {
        qe(e3, t3, r3);
      } catch (t4) {
        return void Xt(e3, t4);
      }
      const o3 = e3._controlledWritableStream;
      if (!zt(o3) && "writable" === o3._state) {
        Ft(o3, Jt(e3));
      }
      Gt(e3);
    })(o2, t2, n2), a2;
  }
  Object.defineProperties(WritableStreamDefaultWriter.prototype, { abort: { enumerable: true }, close: { enumerable: true }, releaseLock: { enumerable: true }, write: { enumerable: true }, closed: { enumerable: true }, desiredSize: { enumerable: true }, ready: { enumerable: true } }), n(WritableStreamDefaultWriter.prototype.abort, "abort"), n(WritableStreamDefaultWriter.prototype.close, "close"), n(WritableStreamDefaultWriter.prototype.releaseLock, "releaseLock"), n(WritableStreamDefaultWriter.prototype.write, "write"), "symbol" == typeof Symbol.toStringTag && Object.defineProperty(WritableStreamDefaultWriter.prototype, Symbol.toStringTag, { value: "WritableStreamDefaultWriter", configurable: true });
  const Qt = {};
  class WritableStreamDefaultController {
    constructor() {
      throw new TypeError("Illegal constructor");
    }
    get abortReason() {
      if (!Nt(this)) throw er("abortReason");
      return this._abortReason;
    }
    get signal() {
      if (!Nt(this)) throw er("signal");
      if (void 0 === this._abortController) throw new TypeError("WritableStreamDefaultController.prototype.signal is not supported");
      return this._abortController.signal;
    }
    error(e2 = void 0) {
      if (!Nt(this)) throw er("error");
      "writable" === this._controlledWritableStream._state && Kt(this, e2);
    }
    [R](e2) {
      const t2 = this._abortAlgorithm(e2);
      return Vt(this), t2;
    }
    [T]() {
      Ee(this);
    }
  }
  function Nt(e2) {
    return !!r(e2) && (!!Object.prototype.hasOwnProperty.call(e2, "_controlledWritableStream") && e2 instanceof WritableStreamDefaultController);
  }
  function Ht(e2, t2, r2, o2, n2, i2, a2, s2) {
    t2._controlledWritableStream = e2, e2._writableStreamController = t2, t2._queue = void 0, t2._queueTotalSize = void 0, Ee(t2), t2._abortReason = void 0, t2._abortController = (function() {
      if ("function" == typeof AbortController) return new AbortController();
    })(), t2._started = false, t2._strategySizeAlgorithm = s2, t2._strategyHWM = a2, t2._writeAlgorithm = o2, t2._closeAlgorithm = n2, t2._abortAlgorithm = i2;
    const l2 = Jt(t2);
    Ft(e2, l2);
    h(d(r2()), () => (t2._started = true, Gt(t2), null), (r3) => (t2._started = true, jt(e2, r3), null));
  }
  function Vt(e2) {
    e2._writeAlgorithm = void 0, e2._closeAlgorithm = void 0, e2._abortAlgorithm = void 0, e2._strategySizeAlgorithm = void 0;
  }
  function Ut(e2) {
    return e2._strategyHWM - e2._queueTotalSize;
  }
  function Gt(e2) {
    const t2 = e2._controlledWritableStream;
    if (!e2._started) return;
    if (void 0 !== t2._inFlightWriteRequest) return;
    if ("erroring" === t2._state) return void At(t2);
    if (0 === e2._queue.length) return;
    const r2 = e2._queue.peek().value;
    r2 === Qt ? (function(e3) {
      const t3 = e3._controlledWritableStream;
      (function(e4) {
        e4._inFlightCloseRequest = e4._closeRequest, e4._closeRequest = void 0;
      })(t3), Ce(e3);
      const r3 = e3._closeAlgorithm();
      Vt(e3), h(r3, () => ((function(e4) {
        e4._inFlightCloseRequest._resolve(void 0), e4._inFlightCloseRequest = void 0, "erroring" === e4._state && (e4._storedError = void 0, void 0 !== e4._pendingAbortRequest && (e4._pendingAbortRequest._resolve(), e4._pendingAbortRequest = void 0)), e4._state = "closed";
        const t4 = e4._writer;
        void 0 !== t4 && ar(t4);
      })(t3), null), (e4) => ((function(e5, t4) {
        e5._inFlightCloseRequest._reject(t4), e5._inFlightCloseRequest = void 0, void 0 !== e5._pendingAbortRequest && (e5._pendingAbortRequest._reject(t4), e5._pendingAbortRequest = void 0), jt(e5, t4);
      })(t3, e4), null));
    })(e2) : (function(e3, t3) {
      const r3 = e3._controlledWritableStream;
      !(function(e4) {
        e4._inFlightWriteRequest = e4._writeRequests.shift();
      })(r3);
      const o2 = e3._writeAlgorithm(t3);
      h(o2, () => {
        !(function(e4) {
          e4._inFlightWriteRequest._resolve(void 0), e4._inFlightWriteRequest = void 0;
        })(r3);
        const t4 = r3._state;
        if (Ce(e3), !zt(r3) && "writable" === t4) {
          const t5 = Jt(e3);
          Ft(r3, t5);
        }
        return Gt(e3), null;
      }, (t4) => ("writable" === r3._state && Vt(e3), (function(e4, t5) {
        e4._inFlightWriteRequest._reject(t5), e4._inFlightWriteRequest = void 0, jt(e4, t5);
      })(r3, t4), null));
    })(e2, r2);
  }
  function Xt(e2, t2) {
    "writable" === e2._controlledWritableStream._state && Kt(e2, t2);
  }
  function Jt(e2) {
    return Ut(e2) <= 0;
  }
  function Kt(e2, t2) {
    const r2 = e2._controlledWritableStream;
    Vt(e2), kt(r2, t2);
  }
  function Zt(e2) {
    return new TypeError(`WritableStream.prototype.${e2} can only be used on a WritableStream`);
  }
  function er(e2) {
    return new TypeError(`WritableStreamDefaultController.prototype.${e2} can only be used on a WritableStreamDefaultController`);
  }
  function tr(e2) {
    return new TypeError(`WritableStreamDefaultWriter.prototype.${e2} can only be used on a WritableStreamDefaultWriter`);
  }
  function rr(e2) {
    return new TypeError("Cannot " + e2 + " a stream using a released writer");
  }
  function or(e2) {
    e2._closedPromise = c((t2, r2) => {
      e2._closedPromise_resolve = t2, e2._closedPromise_reject = r2, e2._closedPromiseState = "pending";
    });
  }
  function nr(e2, t2) {
    or(e2), ir(e2, t2);
  }
  function ir(e2, t2) {
    void 0 !== e2._closedPromise_reject && (y(e2._closedPromise), e2._closedPromise_reject(t2), e2._closedPromise_resolve = void 0, e2._closedPromise_reject = void 0, e2._closedPromiseState = "rejected");
  }
  function ar(e2) {
    void 0 !== e2._closedPromise_resolve && (e2._closedPromise_resolve(void 0), e2._closedPromise_resolve = void 0, e2._closedPromise_reject = void 0, e2._closedPromiseState = "resolved");
  }
  function sr(e2) {
    e2._readyPromise = c((t2, r2) => {
      e2._readyPromise_resolve = t2, e2._readyPromise_reject = r2;
    }), e2._readyPromiseState = "pending";
  }
  function lr(e2, t2) {
    sr(e2), cr(e2, t2);
  }
  function ur(e2) {
    sr(e2), dr(e2);
  }
  function cr(e2, t2) {
    void 0 !== e2._readyPromise_reject && (y(e2._readyPromise), e2._readyPromise_reject(t2), e2._readyPromise_resolve = void 0, e2._readyPromise_reject = void 0, e2._readyPromiseState = "rejected");
  }
  function dr(e2) {
    void 0 !== e2._readyPromise_resolve && (e2._readyPromise_resolve(void 0), e2._readyPromise_resolve = void 0, e2._readyPromise_reject = void 0, e2._readyPromiseState = "fulfilled");
  }
  Object.defineProperties(WritableStreamDefaultController.prototype, { abortReason: { enumerable: true }, signal: { enumerable: true }, error: { enumerable: true } }), "symbol" == typeof Symbol.toStringTag && Object.defineProperty(WritableStreamDefaultController.prototype, Symbol.toStringTag, { value: "WritableStreamDefaultController", configurable: true });
  const fr = "undefined" != typeof globalThis ? globalThis : "undefined" != typeof self ? self : "undefined" != typeof global ? global : void 0;
  const br = (function() {
    const e2 = null == fr ? void 0 : fr.DOMException;
    return (function(e3) {
      if ("function" != typeof e3 && "object" != typeof e3) return false;
      if ("DOMException" !== e3.name) return false;
      try {
        return new e3(), true;
      } catch (e4) {
        return false;
      }
    })(e2) ? e2 : void 0;
  })() || (function() {
    const e2 = function(e3, t2) {
      this.message = e3 || "", this.name = t2 || "Error", Error.captureStackTrace && Error.captureStackTrace(this, this.constructor);
    };
    return n(e2, "DOMException"), e2.prototype = Object.create(Error.prototype), Object.defineProperty(e2.prototype, "constructor", { value: e2, writable: true, configurable: true }), e2;
  })();
  function hr(e2, t2, r2, o2, n2, i2) {
    const a2 = U(e2), s2 = Ct(t2);
    e2._disturbed = true;
    const l2 = new _r(s2), u2 = new pr(l2);
    return c((m2, p2) => {
      let S2;
      if (void 0 !== i2) {
        if (S2 = () => {
          const r3 = void 0 !== i2.reason ? i2.reason : new br("Aborted", "AbortError"), a3 = [];
          o2 || a3.push(() => "writable" === t2._state ? Bt(t2, r3) : d(void 0)), n2 || a3.push(() => "readable" === e2._state ? Yr(e2, r3) : d(void 0)), T2(() => Promise.all(a3.map((e3) => e3())), true, r3);
        }, i2.aborted) return void S2();
        i2.addEventListener("abort", S2);
      }
      function g2() {
        for (; !l2._shuttingDown && !t2._backpressure && "writable" === t2._state && !zt(t2) && "readable" === e2._state && oe(a2); ) re(a2, u2);
        if (l2._shuttingDown) return d(true);
        if (t2._backpressure) return b(s2._readyPromise, g2);
        const r3 = new mr(l2);
        return re(a2, r3), r3._promise;
      }
      var v2, w2, R2;
      if (yr(e2, a2._closedPromise, (e3) => (o2 ? P2(true, e3) : T2(() => Bt(t2, e3), true, e3), null)), yr(t2, s2._closedPromise, (t3) => (n2 ? P2(true, t3) : T2(() => Yr(e2, t3), true, t3), null)), v2 = e2, w2 = a2._closedPromise, R2 = () => (r2 ? P2() : T2(() => (function(e3) {
        const t3 = e3._ownerWritableStream, r3 = t3._state;
        return zt(t3) || "closed" === r3 ? d(void 0) : "errored" === r3 ? f(t3._storedError) : It(e3);
      })(s2)), null), "closed" === v2._state ? R2() : _(w2, R2), zt(t2) || "closed" === t2._state) {
        const t3 = new TypeError("the destination writable stream closed before all data could be piped to it");
        n2 ? P2(true, t3) : T2(() => Yr(e2, t3), true, t3);
      }
      function T2(e3, r3, o3) {
        function n3() {
          return h(e3(), () => C2(r3, o3), (e4) => C2(true, e4)), null;
        }
        l2._shuttingDown || (l2._shuttingDown = true, "writable" !== t2._state || zt(t2) ? n3() : _(l2._waitForWritesToFinish(), n3));
      }
      function P2(e3, r3) {
        l2._shuttingDown || (l2._shuttingDown = true, "writable" !== t2._state || zt(t2) ? C2(e3, r3) : _(l2._waitForWritesToFinish(), () => C2(e3, r3)));
      }
      function C2(e3, t3) {
        return Yt(s2), O(a2), void 0 !== i2 && i2.removeEventListener("abort", S2), e3 ? p2(t3) : m2(void 0), null;
      }
      y(c((e3, t3) => {
        !(function r3(o3) {
          o3 ? e3() : b(g2(), r3, t3);
        })(false);
      }));
    });
  }
  class _r {
    constructor(e2) {
      this._writer = e2, this._shuttingDown = false, this._currentWrite = d(void 0);
    }
    _waitForWritesToFinish() {
      const e2 = this._currentWrite;
      return b(this._currentWrite, () => e2 !== this._currentWrite ? this._waitForWritesToFinish() : void 0);
    }
  }
  class mr {
    constructor(e2) {
      this._state = e2, this._promise = c((e3, t2) => {
        this._resolvePromise = e3, this._rejectPromise = t2;
      });
    }
    _chunkSteps(e2) {
      this._state._currentWrite = b(xt(this._state._writer, e2), void 0, t), this._resolvePromise(false);
    }
    _closeSteps() {
      this._resolvePromise(true);
    }
    _errorSteps(e2) {
      this._rejectPromise(e2);
    }
  }
  class pr {
    constructor(e2) {
      this._state = e2;
    }
    _chunkSteps(e2) {
      this._state._currentWrite = b(xt(this._state._writer, e2), void 0, t);
    }
    _closeSteps() {
    }
    _errorSteps(e2) {
    }
  }
  function yr(e2, t2, r2) {
    "errored" === e2._state ? r2(e2._storedError) : m(t2, r2);
  }
  class ReadableStreamDefaultController {
    constructor() {
      throw new TypeError("Illegal constructor");
    }
    get desiredSize() {
      if (!Sr(this)) throw Wr("desiredSize");
      return Cr(this);
    }
    close() {
      if (!Sr(this)) throw Wr("close");
      if (!qr(this)) throw new TypeError("The stream is not in a state that permits close");
      Rr(this);
    }
    enqueue(e2 = void 0) {
      if (!Sr(this)) throw Wr("enqueue");
      if (!qr(this)) throw new TypeError("The stream is not in a state that permits enqueue");
      return Tr(this, e2);
    }
    error(e2 = void 0) {
      if (!Sr(this)) throw Wr("error");
      Pr(this, e2);
    }
    [P](e2) {
      Ee(this);
      const t2 = this._cancelAlgorithm(e2);
      return wr(this), t2;
    }
    [C](e2) {
      const t2 = this._controlledReadableStream;
      if (this._queue.length > 0) {
        const r2 = Ce(this);
        this._closeRequested && 0 === this._queue.length ? (wr(this), xr(t2)) : gr(this), e2._chunkSteps(r2);
      } else G(t2, e2), gr(this);
    }
    [q]() {
      return this._queue.length > 0;
    }
    [E]() {
    }
  }
  function Sr(e2) {
    return !!r(e2) && (!!Object.prototype.hasOwnProperty.call(e2, "_controlledReadableStream") && e2 instanceof ReadableStreamDefaultController);
  }
  function gr(e2) {
    if (!vr(e2)) return;
    if (e2._pulling) return void (e2._pullAgain = true);
    e2._pulling = true;
    h(e2._pullAlgorithm(), () => (e2._pulling = false, e2._pullAgain && (e2._pullAgain = false, gr(e2)), null), (t2) => (Pr(e2, t2), null));
  }
  function vr(e2) {
    const t2 = e2._controlledReadableStream;
    if (!qr(e2)) return false;
    if (!e2._started) return false;
    if (Mr(t2) && J(t2) > 0) return true;
    return Cr(e2) > 0;
  }
  function wr(e2) {
    e2._pullAlgorithm = void 0, e2._cancelAlgorithm = void 0, e2._strategySizeAlgorithm = void 0;
  }
  function Rr(e2) {
    if (!qr(e2)) return;
    const t2 = e2._controlledReadableStream;
    e2._closeRequested = true, 0 === e2._queue.length && (wr(e2), xr(t2));
  }
  function Tr(e2, t2) {
    if (!qr(e2)) return;
    const r2 = e2._controlledReadableStream;
    if (Mr(r2) && J(r2) > 0) X(r2, t2, false);
    else {
      let r3;
      try {
        r3 = e2._strategySizeAlgorithm(t2);
      } catch (t3) {
        throw Pr(e2, t3), t3;
      }
      try {
        qe(e2, t2, r3);
      } catch (t3) {
        throw Pr(e2, t3), t3;
      }
    }
    gr(e2);
  }
  function Pr(e2, t2) {
    const r2 = e2._controlledReadableStream;
    "readable" === r2._state && (Ee(e2), wr(e2), Qr(r2, t2));
  }
  function Cr(e2) {
    const t2 = e2._controlledReadableStream._state;
    return "errored" === t2 ? null : "closed" === t2 ? 0 : e2._strategyHWM - e2._queueTotalSize;
  }
  function qr(e2) {
    const t2 = e2._controlledReadableStream._state;
    return !e2._closeRequested && "readable" === t2;
  }
  function Er(e2, t2, r2, o2, n2, i2, a2) {
    t2._controlledReadableStream = e2, t2._queue = void 0, t2._queueTotalSize = void 0, Ee(t2), t2._started = false, t2._closeRequested = false, t2._pullAgain = false, t2._pulling = false, t2._strategySizeAlgorithm = a2, t2._strategyHWM = i2, t2._pullAlgorithm = o2, t2._cancelAlgorithm = n2, e2._readableStreamController = t2;
    h(d(r2()), () => (t2._started = true, gr(t2), null), (e3) => (Pr(t2, e3), null));
  }
  function Wr(e2) {
    return new TypeError(`ReadableStreamDefaultController.prototype.${e2} can only be used on a ReadableStreamDefaultController`);
  }
  function Br(e2, t2) {
    return Oe(e2._readableStreamController) ? (function(e3) {
      let t3, r2, o2, n2, i2, a2 = U(e3), s2 = false, l2 = false, u2 = false, f2 = false, b2 = false;
      const h2 = c((e4) => {
        i2 = e4;
      });
      function _2(e4) {
        m(e4._closedPromise, (t4) => (e4 !== a2 || (Je(o2._readableStreamController, t4), Je(n2._readableStreamController, t4), f2 && b2 || i2(void 0)), null));
      }
      function p2() {
        bt(a2) && (O(a2), a2 = U(e3), _2(a2));
        re(a2, { _chunkSteps: (t4) => {
          S(() => {
            l2 = false, u2 = false;
            const r3 = t4;
            let a3 = t4;
            if (!f2 && !b2) try {
              a3 = Pe(t4);
            } catch (t5) {
              return Je(o2._readableStreamController, t5), Je(n2._readableStreamController, t5), void i2(Yr(e3, t5));
            }
            f2 || Xe(o2._readableStreamController, r3), b2 || Xe(n2._readableStreamController, a3), s2 = false, l2 ? g2() : u2 && v2();
          });
        }, _closeSteps: () => {
          s2 = false, f2 || Ge(o2._readableStreamController), b2 || Ge(n2._readableStreamController), o2._readableStreamController._pendingPullIntos.length > 0 && tt(o2._readableStreamController, 0), n2._readableStreamController._pendingPullIntos.length > 0 && tt(n2._readableStreamController, 0), f2 && b2 || i2(void 0);
        }, _errorSteps: () => {
          s2 = false;
        } });
      }
      function y2(t4, r3) {
        te(a2) && (O(a2), a2 = st(e3), _2(a2));
        const c2 = r3 ? n2 : o2, d2 = r3 ? o2 : n2;
        ht(a2, t4, 1, { _chunkSteps: (t5) => {
          S(() => {
            l2 = false, u2 = false;
            const o3 = r3 ? b2 : f2;
            if (r3 ? f2 : b2) o3 || rt(c2._readableStreamController, t5);
            else {
              let r4;
              try {
                r4 = Pe(t5);
              } catch (t6) {
                return Je(c2._readableStreamController, t6), Je(d2._readableStreamController, t6), void i2(Yr(e3, t6));
              }
              o3 || rt(c2._readableStreamController, t5), Xe(d2._readableStreamController, r4);
            }
            s2 = false, l2 ? g2() : u2 && v2();
          });
        }, _closeSteps: (e4) => {
          s2 = false;
          const t5 = r3 ? b2 : f2, o3 = r3 ? f2 : b2;
          t5 || Ge(c2._readableStreamController), o3 || Ge(d2._readableStreamController), void 0 !== e4 && (t5 || rt(c2._readableStreamController, e4), !o3 && d2._readableStreamController._pendingPullIntos.length > 0 && tt(d2._readableStreamController, 0)), t5 && o3 || i2(void 0);
        }, _errorSteps: () => {
          s2 = false;
        } });
      }
      function g2() {
        if (s2) return l2 = true, d(void 0);
        s2 = true;
        const e4 = Ze(o2._readableStreamController);
        return null === e4 ? p2() : y2(e4._view, false), d(void 0);
      }
      function v2() {
        if (s2) return u2 = true, d(void 0);
        s2 = true;
        const e4 = Ze(n2._readableStreamController);
        return null === e4 ? p2() : y2(e4._view, true), d(void 0);
      }
      function w2(o3) {
        if (f2 = true, t3 = o3, b2) {
          const o4 = ue([t3, r2]), n3 = Yr(e3, o4);
          i2(n3);
        }
        return h2;
      }
      function R2(o3) {
        if (b2 = true, r2 = o3, f2) {
          const o4 = ue([t3, r2]), n3 = Yr(e3, o4);
          i2(n3);
        }
        return h2;
      }
      function T2() {
      }
      return o2 = Lr(T2, g2, w2), n2 = Lr(T2, v2, R2), _2(a2), [o2, n2];
    })(e2) : (function(e3) {
      const t3 = U(e3);
      let r2, o2, n2, i2, a2, s2 = false, l2 = false, u2 = false, f2 = false;
      const b2 = c((e4) => {
        a2 = e4;
      });
      function h2() {
        if (s2) return l2 = true, d(void 0);
        s2 = true;
        return re(t3, { _chunkSteps: (e4) => {
          S(() => {
            l2 = false;
            const t4 = e4, r3 = e4;
            u2 || Tr(n2._readableStreamController, t4), f2 || Tr(i2._readableStreamController, r3), s2 = false, l2 && h2();
          });
        }, _closeSteps: () => {
          s2 = false, u2 || Rr(n2._readableStreamController), f2 || Rr(i2._readableStreamController), u2 && f2 || a2(void 0);
        }, _errorSteps: () => {
          s2 = false;
        } }), d(void 0);
      }
      function _2(t4) {
        if (u2 = true, r2 = t4, f2) {
          const t5 = ue([r2, o2]), n3 = Yr(e3, t5);
          a2(n3);
        }
        return b2;
      }
      function p2(t4) {
        if (f2 = true, o2 = t4, u2) {
          const t5 = ue([r2, o2]), n3 = Yr(e3, t5);
          a2(n3);
        }
        return b2;
      }
      function y2() {
      }
      return n2 = Fr(y2, h2, _2), i2 = Fr(y2, h2, p2), m(t3._closedPromise, (e4) => (Pr(n2._readableStreamController, e4), Pr(i2._readableStreamController, e4), u2 && f2 || a2(void 0), null)), [n2, i2];
    })(e2);
  }
  function Or(e2) {
    return r(o2 = e2) && void 0 !== o2.getReader ? (function(e3) {
      let o3;
      function n2() {
        let t2;
        try {
          t2 = e3.read();
        } catch (e4) {
          return f(e4);
        }
        return p(t2, (e4) => {
          if (!r(e4)) throw new TypeError("The promise returned by the reader.read() method must fulfill with an object");
          if (e4.done) Rr(o3._readableStreamController);
          else {
            const t3 = e4.value;
            Tr(o3._readableStreamController, t3);
          }
        });
      }
      function i2(t2) {
        try {
          return d(e3.cancel(t2));
        } catch (e4) {
          return f(e4);
        }
      }
      return o3 = Fr(t, n2, i2, 0), o3;
    })(e2.getReader()) : (function(e3) {
      let o3;
      const n2 = pe(e3, "async");
      function i2() {
        let e4;
        try {
          e4 = ye(n2);
        } catch (e5) {
          return f(e5);
        }
        return p(d(e4), (e5) => {
          if (!r(e5)) throw new TypeError("The promise returned by the iterator.next() method must fulfill with an object");
          if (e5.done) Rr(o3._readableStreamController);
          else {
            const t2 = e5.value;
            Tr(o3._readableStreamController, t2);
          }
        });
      }
      function a2(e4) {
        const t2 = n2.iterator;
        let o4;
        try {
          o4 = he(t2, "return");
        } catch (e5) {
          return f(e5);
        }
        if (void 0 === o4) return d(void 0);
        return p(v(o4, t2, [e4]), (e5) => {
          if (!r(e5)) throw new TypeError("The promise returned by the iterator.return() method must fulfill with an object");
        });
      }
      return o3 = Fr(t, i2, a2, 0), o3;
    })(e2);
    var o2;
  }
  function jr(e2, t2, r2) {
    return $(e2, r2), (r3) => v(e2, t2, [r3]);
  }
  function kr(e2, t2, r2) {
    return $(e2, r2), (r3) => v(e2, t2, [r3]);
  }
  function Ar(e2, t2, r2) {
    return $(e2, r2), (r3) => g(e2, t2, [r3]);
  }
  function zr(e2, t2) {
    if ("bytes" !== (e2 = `${e2}`)) throw new TypeError(`${t2} '${e2}' is not a valid enumeration value for ReadableStreamType`);
    return e2;
  }
  function Dr(e2, t2) {
    I(e2, t2);
    const r2 = null == e2 ? void 0 : e2.preventAbort, o2 = null == e2 ? void 0 : e2.preventCancel, n2 = null == e2 ? void 0 : e2.preventClose, i2 = null == e2 ? void 0 : e2.signal;
    return void 0 !== i2 && (function(e3, t3) {
      if (!(function(e4) {
        if ("object" != typeof e4 || null === e4) return false;
        try {
          return "boolean" == typeof e4.aborted;
        } catch (e5) {
          return false;
        }
      })(e3)) throw new TypeError(`${t3} is not an AbortSignal.`);
    })(i2, `${t2} has member 'signal' that`), { preventAbort: Boolean(r2), preventCancel: Boolean(o2), preventClose: Boolean(n2), signal: i2 };
  }
  Object.defineProperties(ReadableStreamDefaultController.prototype, { close: { enumerable: true }, enqueue: { enumerable: true }, error: { enumerable: true }, desiredSize: { enumerable: true } }), n(ReadableStreamDefaultController.prototype.close, "close"), n(ReadableStreamDefaultController.prototype.enqueue, "enqueue"), n(ReadableStreamDefaultController.prototype.error, "error"), "symbol" == typeof Symbol.toStringTag && Object.defineProperty(ReadableStreamDefaultController.prototype, Symbol.toStringTag, { value: "ReadableStreamDefaultController", configurable: true });
  class ReadableStream {
    constructor(e2 = {}, t2 = {}) {
      void 0 === e2 ? e2 = null : M(e2, "First parameter");
      const r2 = St(t2, "Second parameter"), o2 = (function(e3, t3) {
        I(e3, t3);
        const r3 = e3, o3 = null == r3 ? void 0 : r3.autoAllocateChunkSize, n2 = null == r3 ? void 0 : r3.cancel, i2 = null == r3 ? void 0 : r3.pull, a2 = null == r3 ? void 0 : r3.start, s2 = null == r3 ? void 0 : r3.type;
        return { autoAllocateChunkSize: void 0 === o3 ? void 0 : H(o3, `${t3} has member 'autoAllocateChunkSize' that`), cancel: void 0 === n2 ? void 0 : jr(n2, r3, `${t3} has member 'cancel' that`), pull: void 0 === i2 ? void 0 : kr(i2, r3, `${t3} has member 'pull' that`), start: void 0 === a2 ? void 0 : Ar(a2, r3, `${t3} has member 'start' that`), type: void 0 === s2 ? void 0 : zr(s2, `${t3} has member 'type' that`) };
      })(e2, "First parameter");
      if (Ir(this), "bytes" === o2.type) {
        if (void 0 !== r2.size) throw new RangeError("The strategy for a byte stream cannot have a size function");
        !(function(e3, t3, r3) {
          const o3 = Object.create(ReadableByteStreamController.prototype);
          let n2, i2, a2;
          n2 = void 0 !== t3.start ? () => t3.start(o3) : () => {
          }, i2 = void 0 !== t3.pull ? () => t3.pull(o3) : () => d(void 0), a2 = void 0 !== t3.cancel ? (e4) => t3.cancel(e4) : () => d(void 0);
          const s2 = t3.autoAllocateChunkSize;
          if (0 === s2) throw new TypeError("autoAllocateChunkSize must be greater than 0");
          ot(e3, o3, n2, i2, a2, r3, s2);
        })(this, o2, pt(r2, 0));
      } else {
        const e3 = yt(r2);
        !(function(e4, t3, r3, o3) {
          const n2 = Object.create(ReadableStreamDefaultController.prototype);
          let i2, a2, s2;
          i2 = void 0 !== t3.start ? () => t3.start(n2) : () => {
          }, a2 = void 0 !== t3.pull ? () => t3.pull(n2) : () => d(void 0), s2 = void 0 !== t3.cancel ? (e5) => t3.cancel(e5) : () => d(void 0), Er(e4, n2, i2, a2, s2, r3, o3);
        })(this, o2, pt(r2, 1), e3);
      }
    }
    get locked() {
      if (!$r(this)) throw Nr("locked");
      return Mr(this);
    }
    cancel(e2 = void 0) {
      return $r(this) ? Mr(this) ? f(new TypeError("Cannot cancel a stream that already has a reader")) : Yr(this, e2) : f(Nr("cancel"));
    }
    getReader(e2 = void 0) {
      if (!$r(this)) throw Nr("getReader");
      return void 0 === (function(e3, t2) {
        I(e3, t2);
        const r2 = null == e3 ? void 0 : e3.mode;
        return { mode: void 0 === r2 ? void 0 : at(r2, `${t2} has member 'mode' that`) };
      })(e2, "First parameter").mode ? U(this) : st(this);
    }
    pipeThrough(e2, t2 = {}) {
      if (!$r(this)) throw Nr("pipeThrough");
      Y(e2, 1, "pipeThrough");
      const r2 = (function(e3, t3) {
        I(e3, t3);
        const r3 = null == e3 ? void 0 : e3.readable;
        x(r3, "readable", "ReadableWritablePair"), V(r3, `${t3} has member 'readable' that`);
        const o3 = null == e3 ? void 0 : e3.writable;
        return x(o3, "writable", "ReadableWritablePair"), Pt(o3, `${t3} has member 'writable' that`), { readable: r3, writable: o3 };
      })(e2, "First parameter"), o2 = Dr(t2, "Second parameter");
      if (Mr(this)) throw new TypeError("ReadableStream.prototype.pipeThrough cannot be used on a locked ReadableStream");
      if (Wt(r2.writable)) throw new TypeError("ReadableStream.prototype.pipeThrough cannot be used on a locked WritableStream");
      return y(hr(this, r2.writable, o2.preventClose, o2.preventAbort, o2.preventCancel, o2.signal)), r2.readable;
    }
    pipeTo(e2, t2 = {}) {
      if (!$r(this)) return f(Nr("pipeTo"));
      if (void 0 === e2) return f("Parameter 1 is required in 'pipeTo'.");
      if (!Et(e2)) return f(new TypeError("ReadableStream.prototype.pipeTo's first argument must be a WritableStream"));
      let r2;
      try {
        r2 = Dr(t2, "Second parameter");
      } catch (e3) {
        return f(e3);
      }
      return Mr(this) ? f(new TypeError("ReadableStream.prototype.pipeTo cannot be used on a locked ReadableStream")) : Wt(e2) ? f(new TypeError("ReadableStream.prototype.pipeTo cannot be used on a locked WritableStream")) : hr(this, e2, r2.preventClose, r2.preventAbort, r2.preventCancel, r2.signal);
    }
    tee() {
      if (!$r(this)) throw Nr("tee");
      return ue(Br(this));
    }
    values(e2 = void 0) {
      if (!$r(this)) throw Nr("values");
      return (function(e3, t2) {
        const r2 = U(e3), o2 = new Se(r2, t2), n2 = Object.create(ve);
        return n2._asyncIteratorImpl = o2, n2;
      })(this, (function(e3, t2) {
        I(e3, t2);
        const r2 = null == e3 ? void 0 : e3.preventCancel;
        return { preventCancel: Boolean(r2) };
      })(e2, "First parameter").preventCancel);
    }
    [me](e2) {
      return this.values(e2);
    }
    static from(e2) {
      return Or(e2);
    }
  }
  function Fr(e2, t2, r2, o2 = 1, n2 = () => 1) {
    const i2 = Object.create(ReadableStream.prototype);
    Ir(i2);
    return Er(i2, Object.create(ReadableStreamDefaultController.prototype), e2, t2, r2, o2, n2), i2;
  }
  function Lr(e2, t2, r2) {
    const o2 = Object.create(ReadableStream.prototype);
    Ir(o2);
    return ot(o2, Object.create(ReadableByteStreamController.prototype), e2, t2, r2, 0, void 0), o2;
  }
  function Ir(e2) {
    e2._state = "readable", e2._reader = void 0, e2._storedError = void 0, e2._disturbed = false;
  }
  function $r(e2) {
    return !!r(e2) && (!!Object.prototype.hasOwnProperty.call(e2, "_readableStreamController") && e2 instanceof ReadableStream);
  }
  function Mr(e2) {
    return void 0 !== e2._reader;
  }
  function Yr(e2, r2) {
    if (e2._disturbed = true, "closed" === e2._state) return d(void 0);
    if ("errored" === e2._state) return f(e2._storedError);
    xr(e2);
    const o2 = e2._reader;
    if (void 0 !== o2 && bt(o2)) {
      const e3 = o2._readIntoRequests;
      o2._readIntoRequests = new w(), e3.forEach((e4) => {
        e4._closeSteps(void 0);
      });
    }
    return p(e2._readableStreamController[P](r2), t);
  }
  function xr(e2) {
    e2._state = "closed";
    const t2 = e2._reader;
    if (void 0 !== t2 && (D(t2), te(t2))) {
      const e3 = t2._readRequests;
      t2._readRequests = new w(), e3.forEach((e4) => {
        e4._closeSteps();
      });
    }
  }
  function Qr(e2, t2) {
    e2._state = "errored", e2._storedError = t2;
    const r2 = e2._reader;
    void 0 !== r2 && (z(r2, t2), te(r2) ? ne(r2, t2) : _t(r2, t2));
  }
  function Nr(e2) {
    return new TypeError(`ReadableStream.prototype.${e2} can only be used on a ReadableStream`);
  }
  function Hr(e2, t2) {
    I(e2, t2);
    const r2 = null == e2 ? void 0 : e2.highWaterMark;
    return x(r2, "highWaterMark", "QueuingStrategyInit"), { highWaterMark: Q(r2) };
  }
  Object.defineProperties(ReadableStream, { from: { enumerable: true } }), Object.defineProperties(ReadableStream.prototype, { cancel: { enumerable: true }, getReader: { enumerable: true }, pipeThrough: { enumerable: true }, pipeTo: { enumerable: true }, tee: { enumerable: true }, values: { enumerable: true }, locked: { enumerable: true } }), n(ReadableStream.from, "from"), n(ReadableStream.prototype.cancel, "cancel"), n(ReadableStream.prototype.getReader, "getReader"), n(ReadableStream.prototype.pipeThrough, "pipeThrough"), n(ReadableStream.prototype.pipeTo, "pipeTo"), n(ReadableStream.prototype.tee, "tee"), n(ReadableStream.prototype.values, "values"), "symbol" == typeof Symbol.toStringTag && Object.defineProperty(ReadableStream.prototype, Symbol.toStringTag, { value: "ReadableStream", configurable: true }), Object.defineProperty(ReadableStream.prototype, me, { value: ReadableStream.prototype.values, writable: true, configurable: true });
  const Vr = (e2) => e2.byteLength;
  n(Vr, "size");
  class ByteLengthQueuingStrategy {
    constructor(e2) {
      Y(e2, 1, "ByteLengthQueuingStrategy"), e2 = Hr(e2, "First parameter"), this._byteLengthQueuingStrategyHighWaterMark = e2.highWaterMark;
    }
    get highWaterMark() {
      if (!Gr(this)) throw Ur("highWaterMark");
      return this._byteLengthQueuingStrategyHighWaterMark;
    }
    get size() {
      if (!Gr(this)) throw Ur("size");
      return Vr;
    }
  }
  function Ur(e2) {
    return new TypeError(`ByteLengthQueuingStrategy.prototype.${e2} can only be used on a ByteLengthQueuingStrategy`);
  }
  function Gr(e2) {
    return !!r(e2) && (!!Object.prototype.hasOwnProperty.call(e2, "_byteLengthQueuingStrategyHighWaterMark") && e2 instanceof ByteLengthQueuingStrategy);
  }
  Object.defineProperties(ByteLengthQueuingStrategy.prototype, { highWaterMark: { enumerable: true }, size: { enumerable: true } }), "symbol" == typeof Symbol.toStringTag && Object.defineProperty(ByteLengthQueuingStrategy.prototype, Symbol.toStringTag, { value: "ByteLengthQueuingStrategy", configurable: true });
  const Xr = () => 1;
  n(Xr, "size");
  class CountQueuingStrategy {
    constructor(e2) {
      Y(e2, 1, "CountQueuingStrategy"), e2 = Hr(e2, "First parameter"), this._countQueuingStrategyHighWaterMark = e2.highWaterMark;
    }
    get highWaterMark() {
      if (!Kr(this)) throw Jr("highWaterMark");
      return this._countQueuingStrategyHighWaterMark;
    }
    get size() {
      if (!Kr(this)) throw Jr("size");
      return Xr;
    }
  }
  function Jr(e2) {
    return new TypeError(`CountQueuingStrategy.prototype.${e2} can only be used on a CountQueuingStrategy`);
  }
  function Kr(e2) {
    return !!r(e2) && (!!Object.prototype.hasOwnProperty.call(e2, "_countQueuingStrategyHighWaterMark") && e2 instanceof CountQueuingStrategy);
  }
  function Zr(e2, t2, r2) {
    return $(e2, r2), (r3) => v(e2, t2, [r3]);
  }
  function eo(e2, t2, r2) {
    return $(e2, r2), (r3) => g(e2, t2, [r3]);
  }
  function to(e2, t2, r2) {
    return $(e2, r2), (r3, o2) => v(e2, t2, [r3, o2]);
  }
  function ro(e2, t2, r2) {
    return $(e2, r2), (r3) => v(e2, t2, [r3]);
  }
  Object.defineProperties(CountQueuingStrategy.prototype, { highWaterMark: { enumerable: true }, size: { enumerable: true } }), "symbol" == typeof Symbol.toStringTag && Object.defineProperty(CountQueuingStrategy.prototype, Symbol.toStringTag, { value: "CountQueuingStrategy", configurable: true });
  class TransformStream {
    constructor(e2 = {}, t2 = {}, r2 = {}) {
      void 0 === e2 && (e2 = null);
      const o2 = St(t2, "Second parameter"), n2 = St(r2, "Third parameter"), i2 = (function(e3, t3) {
        I(e3, t3);
        const r3 = null == e3 ? void 0 : e3.cancel, o3 = null == e3 ? void 0 : e3.flush, n3 = null == e3 ? void 0 : e3.readableType, i3 = null == e3 ? void 0 : e3.start, a3 = null == e3 ? void 0 : e3.transform, s3 = null == e3 ? void 0 : e3.writableType;
        return { cancel: void 0 === r3 ? void 0 : ro(r3, e3, `${t3} has member 'cancel' that`), flush: void 0 === o3 ? void 0 : Zr(o3, e3, `${t3} has member 'flush' that`), readableType: n3, start: void 0 === i3 ? void 0 : eo(i3, e3, `${t3} has member 'start' that`), transform: void 0 === a3 ? void 0 : to(a3, e3, `${t3} has member 'transform' that`), writableType: s3 };
      })(e2, "First parameter");
      if (void 0 !== i2.readableType) throw new RangeError("Invalid readableType specified");
      if (void 0 !== i2.writableType) throw new RangeError("Invalid writableType specified");
      const a2 = pt(n2, 0), s2 = yt(n2), l2 = pt(o2, 1), u2 = yt(o2);
      let b2;
      !(function(e3, t3, r3, o3, n3, i3) {
        function a3() {
          return t3;
        }
        function s3(t4) {
          return (function(e4, t5) {
            const r4 = e4._transformStreamController;
            if (e4._backpressure) {
              return p(e4._backpressureChangePromise, () => {
                const o4 = e4._writable;
                if ("erroring" === o4._state) throw o4._storedError;
                return fo(r4, t5);
              });
            }
            return fo(r4, t5);
          })(e3, t4);
        }
        function l3(t4) {
          return (function(e4, t5) {
            const r4 = e4._transformStreamController;
            if (void 0 !== r4._finishPromise) return r4._finishPromise;
            const o4 = e4._readable;
            r4._finishPromise = c((e5, t6) => {
              r4._finishPromise_resolve = e5, r4._finishPromise_reject = t6;
            });
            const n4 = r4._cancelAlgorithm(t5);
            return uo(r4), h(n4, () => ("errored" === o4._state ? _o(r4, o4._storedError) : (Pr(o4._readableStreamController, t5), ho(r4)), null), (e5) => (Pr(o4._readableStreamController, e5), _o(r4, e5), null)), r4._finishPromise;
          })(e3, t4);
        }
        function u3() {
          return (function(e4) {
            const t4 = e4._transformStreamController;
            if (void 0 !== t4._finishPromise) return t4._finishPromise;
            const r4 = e4._readable;
            t4._finishPromise = c((e5, r5) => {
              t4._finishPromise_resolve = e5, t4._finishPromise_reject = r5;
            });
            const o4 = t4._flushAlgorithm();
            return uo(t4), h(o4, () => ("errored" === r4._state ? _o(t4, r4._storedError) : (Rr(r4._readableStreamController), ho(t4)), null), (e5) => (Pr(r4._readableStreamController, e5), _o(t4, e5), null)), t4._finishPromise;
          })(e3);
        }
        function d2() {
          return (function(e4) {
            return so(e4, false), e4._backpressureChangePromise;
          })(e3);
        }
        function f2(t4) {
          return (function(e4, t5) {
            const r4 = e4._transformStreamController;
            if (void 0 !== r4._finishPromise) return r4._finishPromise;
            const o4 = e4._writable;
            r4._finishPromise = c((e5, t6) => {
              r4._finishPromise_resolve = e5, r4._finishPromise_reject = t6;
            });
            const n4 = r4._cancelAlgorithm(t5);
            return uo(r4), h(n4, () => ("errored" === o4._state ? _o(r4, o4._storedError) : (Xt(o4._writableStreamController, t5), ao(e4), ho(r4)), null), (t6) => (Xt(o4._writableStreamController, t6), ao(e4), _o(r4, t6), null)), r4._finishPromise;
          })(e3, t4);
        }
        e3._writable = (function(e4, t4, r4, o4, n4 = 1, i4 = () => 1) {
          const a4 = Object.create(WritableStream.prototype);
          return qt(a4), Ht(a4, Object.create(WritableStreamDefaultController.prototype), e4, t4, r4, o4, n4, i4), a4;
        })(a3, s3, u3, l3, r3, o3), e3._readable = Fr(a3, d2, f2, n3, i3), e3._backpressure = void 0, e3._backpressureChangePromise = void 0, e3._backpressureChangePromise_resolve = void 0, so(e3, true), e3._transformStreamController = void 0;
      })(this, c((e3) => {
        b2 = e3;
      }), l2, u2, a2, s2), (function(e3, t3) {
        const r3 = Object.create(TransformStreamDefaultController.prototype);
        let o3, n3, i3;
        o3 = void 0 !== t3.transform ? (e4) => t3.transform(e4, r3) : (e4) => {
          try {
            return co(r3, e4), d(void 0);
          } catch (e5) {
            return f(e5);
          }
        };
        n3 = void 0 !== t3.flush ? () => t3.flush(r3) : () => d(void 0);
        i3 = void 0 !== t3.cancel ? (e4) => t3.cancel(e4) : () => d(void 0);
        !(function(e4, t4, r4, o4, n4) {
          t4._controlledTransformStream = e4, e4._transformStreamController = t4, t4._transformAlgorithm = r4, t4._flushAlgorithm = o4, t4._cancelAlgorithm = n4, t4._finishPromise = void 0, t4._finishPromise_resolve = void 0, t4._finishPromise_reject = void 0;
        })(e3, r3, o3, n3, i3);
      })(this, i2), void 0 !== i2.start ? b2(i2.start(this._transformStreamController)) : b2(void 0);
    }
    get readable() {
      if (!oo(this)) throw mo("readable");
      return this._readable;
    }
    get writable() {
      if (!oo(this)) throw mo("writable");
      return this._writable;
    }
  }
  function oo(e2) {
    return !!r(e2) && (!!Object.prototype.hasOwnProperty.call(e2, "_transformStreamController") && e2 instanceof TransformStream);
  }
  function no(e2, t2) {
    Pr(e2._readable._readableStreamController, t2), io(e2, t2);
  }
  function io(e2, t2) {
    uo(e2._transformStreamController), Xt(e2._writable._writableStreamController, t2), ao(e2);
  }
  function ao(e2) {
    e2._backpressure && so(e2, false);
  }
  function so(e2, t2) {
    void 0 !== e2._backpressureChangePromise && e2._backpressureChangePromise_resolve(), e2._backpressureChangePromise = c((t3) => {
      e2._backpressureChangePromise_resolve = t3;
    }), e2._backpressure = t2;
  }
  Object.defineProperties(TransformStream.prototype, { readable: { enumerable: true }, writable: { enumerable: true } }), "symbol" == typeof Symbol.toStringTag && Object.defineProperty(TransformStream.prototype, Symbol.toStringTag, { value: "TransformStream", configurable: true });
  class TransformStreamDefaultController {
    constructor() {
      throw new TypeError("Illegal constructor");
    }
    get desiredSize() {
      if (!lo(this)) throw bo("desiredSize");
      return Cr(this._controlledTransformStream._readable._readableStreamController);
    }
    enqueue(e2 = void 0) {
      if (!lo(this)) throw bo("enqueue");
      co(this, e2);
    }
    error(e2 = void 0) {
      if (!lo(this)) throw bo("error");
      var t2;
      t2 = e2, no(this._controlledTransformStream, t2);
    }
    terminate() {
      if (!lo(this)) throw bo("terminate");
      !(function(e2) {
        const t2 = e2._controlledTransformStream;
        Rr(t2._readable._readableStreamController);
        const r2 = new TypeError("TransformStream terminated");
        io(t2, r2);
      })(this);
    }
  }
  function lo(e2) {
    return !!r(e2) && (!!Object.prototype.hasOwnProperty.call(e2, "_controlledTransformStream") && e2 instanceof TransformStreamDefaultController);
  }
  function uo(e2) {
    e2._transformAlgorithm = void 0, e2._flushAlgorithm = void 0, e2._cancelAlgorithm = void 0;
  }
  function co(e2, t2) {
    const r2 = e2._controlledTransformStream, o2 = r2._readable._readableStreamController;
    if (!qr(o2)) throw new TypeError("Readable side is not in a state that permits enqueue");
    try {
      Tr(o2, t2);
    } catch (e3) {
      throw io(r2, e3), r2._readable._storedError;
    }
    const n2 = (function(e3) {
      return !vr(e3);
    })(o2);
    n2 !== r2._backpressure && so(r2, true);
  }
  function fo(e2, t2) {
    return p(e2._transformAlgorithm(t2), void 0, (t3) => {
      throw no(e2._controlledTransformStream, t3), t3;
    });
  }
  function bo(e2) {
    return new TypeError(`TransformStreamDefaultController.prototype.${e2} can only be used on a TransformStreamDefaultController`);
  }
  function ho(e2) {
    void 0 !== e2._finishPromise_resolve && (e2._finishPromise_resolve(), e2._finishPromise_resolve = void 0, e2._finishPromise_reject = void 0);
  }
  function _o(e2, t2) {
    void 0 !== e2._finishPromise_reject && (y(e2._finishPromise), e2._finishPromise_reject(t2), e2._finishPromise_resolve = void 0, e2._finishPromise_reject = void 0);
  }
  function mo(e2) {
    return new TypeError(`TransformStream.prototype.${e2} can only be used on a TransformStream`);
  }
  Object.defineProperties(TransformStreamDefaultController.prototype, { enqueue: { enumerable: true }, error: { enumerable: true }, terminate: { enumerable: true }, desiredSize: { enumerable: true } }), n(TransformStreamDefaultController.prototype.enqueue, "enqueue"), n(TransformStreamDefaultController.prototype.error, "error"), n(TransformStreamDefaultController.prototype.terminate, "terminate"), "symbol" == typeof Symbol.toStringTag && Object.defineProperty(TransformStreamDefaultController.prototype, Symbol.toStringTag, { value: "TransformStreamDefaultController", configurable: true }), e.ByteLengthQueuingStrategy = ByteLengthQueuingStrategy, e.CountQueuingStrategy = CountQueuingStrategy, e.ReadableByteStreamController = ReadableByteStreamController, e.ReadableStream = ReadableStream, e.ReadableStreamBYOBReader = ReadableStreamBYOBReader, e.ReadableStreamBYOBRequest = ReadableStreamBYOBRequest, e.ReadableStreamDefaultController = ReadableStreamDefaultController, e.ReadableStreamDefaultReader = ReadableStreamDefaultReader, e.TransformStream = TransformStream, e.TransformStreamDefaultController = TransformStreamDefaultController, e.WritableStream = WritableStream, e.WritableStreamDefaultController = WritableStreamDefaultController, e.WritableStreamDefaultWriter = WritableStreamDefaultWriter;
});
