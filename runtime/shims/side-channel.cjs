'use strict';
/**
 * A small stand-in for the `side-channel` package in the browser build (vite.config.ts alias).
 * qs only uses it to track objects it has seen (cycles); the package brings object-inspect and
 * get-intrinsic for its error message: 18 KB gzip of the visitors' download for one message.
 */
module.exports = function getSideChannel() {
  var weak = new WeakMap();
  var strong = new Map();
  var store = function (key) {
    return key !== null && (typeof key === 'object' || typeof key === 'function') ? weak : strong;
  };
  return {
    assert: function (key) {
      if (!store(key).has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: function (key) {
      return store(key).delete(key);
    },
    get: function (key) {
      return store(key).get(key);
    },
    has: function (key) {
      return store(key).has(key);
    },
    set: function (key, value) {
      store(key).set(key, value);
    },
  };
};
