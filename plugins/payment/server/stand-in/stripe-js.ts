/**
 * The stand-in's Stripe.js (`/stripe/v3/stripe.js`): defines `window.Stripe` as Stripe.js does,
 * for the calls the plugin makes — `elements()` with Payment and Card Elements (plain labelled
 * inputs instead of Stripe's iframes), `confirmPayment`, `confirmCardPayment`,
 * `retrievePaymentIntent` — speaking to the stand-in's API with the publishable key and the
 * client secret, as Stripe.js speaks to Stripe's. Served as is: plain ES2017, no build.
 */
export const STRIPE_JS_SOURCE = String.raw`(function () {
  'use strict';
  if (window.Stripe) return;
  var script = document.currentScript;
  var API = new URL(script && script.src ? script.src : location.href).origin;

  function encode(value, prefix, out) {
    if (value === undefined || value === null) return out;
    if (typeof value === 'object') {
      Object.keys(value).forEach(function (key) {
        encode(value[key], prefix ? prefix + '[' + key + ']' : key, out);
      });
    } else {
      out.push(encodeURIComponent(prefix) + '=' + encodeURIComponent(String(value)));
    }
    return out;
  }

  function call(key, method, path, params) {
    var body = encode(params || {}, '', []).join('&');
    var url = API + path + (method === 'GET' && body ? '?' + body : '');
    return fetch(url, {
      method: method,
      headers: { Authorization: 'Bearer ' + key, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: method === 'GET' ? undefined : body,
    }).then(
      function (response) {
        return response.json().then(function (data) {
          return response.ok ? { data: data } : { error: data.error || { type: 'api_error', message: 'Request failed' } };
        });
      },
      function () {
        return { error: { type: 'api_connection_error', message: 'We could not reach the payment server. Check your connection and try again.' } };
      }
    );
  }

  function intentId(clientSecret) {
    return String(clientSecret).split('_secret_')[0];
  }

  function integrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  var CSS = '.StripeElement{display:grid;gap:8px;font:inherit}' +
    '.StripeElement label{font-size:14px;font-weight:500}' +
    '.StripeElement input{font:inherit;padding:10px 12px;border:1px solid #c9d1dc;border-radius:6px;width:100%;box-sizing:border-box}' +
    '.StripeElement input:focus{outline:2px solid #635bff;outline-offset:1px}' +
    '.StripeElement .row{display:grid;grid-template-columns:1fr 1fr;gap:8px}' +
    '.StripeElement [role=alert]{color:#9b1c1c;font-size:14px;min-height:1em}';

  var uid = 0;
  function Element(type, group) {
    this._type = type;
    this._group = group;
    this._handlers = {};
    this._node = null;
    this._destroyed = false;
  }
  Element.prototype.mount = function (target) {
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node) throw integrationError('The selector you specified (' + target + ') applies to no DOM elements.');
    if (!document.getElementById('stripe-stand-in-css')) {
      var style = document.createElement('style');
      style.id = 'stripe-stand-in-css';
      style.textContent = CSS;
      document.head.appendChild(style);
    }
    uid += 1;
    var id = 'stripe-' + this._type + '-' + uid;
    var box = document.createElement('div');
    box.className = 'StripeElement StripeElement--' + this._type;
    box.innerHTML =
      '<label for="' + id + '-number">Card number</label>' +
      '<input id="' + id + '-number" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234">' +
      '<div class="row"><div><label for="' + id + '-exp">Expiry (MM / YY)</label>' +
      '<input id="' + id + '-exp" name="exp-date" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY"></div>' +
      '<div><label for="' + id + '-cvc">CVC</label>' +
      '<input id="' + id + '-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"></div></div>' +
      '<div role="alert"></div>';
    node.innerHTML = '';
    node.appendChild(box);
    this._node = box;
    var self = this;
    box.addEventListener('input', function () {
      var card = self._card();
      self._emit('change', { elementType: self._type, empty: !card.number, complete: card.complete, error: undefined });
    });
    this._emit('ready', { elementType: this._type });
  };
  Element.prototype._card = function () {
    var inputs = this._node ? this._node.querySelectorAll('input') : [];
    var number = inputs[0] ? inputs[0].value.replace(/[\s-]/g, '') : '';
    var exp = inputs[1] ? /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(inputs[1].value) : null;
    var cvc = inputs[2] ? inputs[2].value.trim() : '';
    return { number: number, exp_month: exp ? exp[1] : '', exp_year: exp ? exp[2] : '', cvc: cvc, complete: !!(number && exp && cvc) };
  };
  Element.prototype._showError = function (message) {
    var alert = this._node && this._node.querySelector('[role=alert]');
    if (alert) alert.textContent = message || '';
  };
  Element.prototype.on = function (event, handler) {
    (this._handlers[event] = this._handlers[event] || []).push(handler);
    return this;
  };
  Element.prototype.off = function (event, handler) {
    this._handlers[event] = (this._handlers[event] || []).filter(function (h) { return h !== handler; });
    return this;
  };
  Element.prototype._emit = function (event, data) {
    (this._handlers[event] || []).forEach(function (h) { h(data); });
  };
  Element.prototype.update = function () {};
  Element.prototype.focus = function () {
    var input = this._node && this._node.querySelector('input');
    if (input) input.focus();
  };
  Element.prototype.blur = function () {};
  Element.prototype.clear = function () {
    if (this._node) this._node.querySelectorAll('input').forEach(function (i) { i.value = ''; });
  };
  Element.prototype.unmount = function () {
    if (this._node) this._node.remove();
    this._node = null;
  };
  Element.prototype.destroy = function () {
    this.unmount();
    this._destroyed = true;
    var group = this._group;
    group._elements = group._elements.filter(function (e) { return e !== this; }, this);
  };

  function Elements(stripe, options) {
    this._stripe = stripe;
    this._clientSecret = options && options.clientSecret;
    this._elements = [];
  }
  Elements.prototype.create = function (type) {
    if (type !== 'payment' && type !== 'card') throw integrationError('This stand-in of Stripe.js supports the payment and card Elements, not "' + type + '".');
    if (type === 'payment' && !this._clientSecret) throw integrationError('In order to create a payment element, you must pass a clientSecret or mode when creating the Elements group.');
    var element = new Element(type, this);
    this._elements.push(element);
    return element;
  };
  Elements.prototype.getElement = function (type) {
    return this._elements.filter(function (e) { return e._type === type; })[0] || null;
  };
  Elements.prototype.submit = function () {
    var element = this.getElement('payment') || this.getElement('card');
    if (!element || !element._card().complete) return Promise.resolve({ error: { type: 'validation_error', message: 'Your card details are incomplete.' } });
    return Promise.resolve({});
  };
  Elements.prototype.update = function () {};
  Elements.prototype.fetchUpdates = function () { return Promise.resolve({}); };

  function cardData(element) {
    var card = element._card();
    return { type: 'card', card: { number: card.number, exp_month: card.exp_month, exp_year: card.exp_year, cvc: card.cvc } };
  }

  function confirm(stripe, clientSecret, element, returnUrl) {
    if (!element._card().complete) {
      var incomplete = { type: 'validation_error', code: 'incomplete_number', message: 'Your card details are incomplete.' };
      element._showError(incomplete.message);
      return Promise.resolve({ error: incomplete });
    }
    return call(stripe._key, 'POST', '/v1/payment_intents/' + encodeURIComponent(intentId(clientSecret)) + '/confirm', {
      client_secret: clientSecret,
      payment_method_data: cardData(element),
      return_url: returnUrl,
    }).then(function (result) {
      element._showError(result.error ? result.error.message : '');
      return result.error ? { error: result.error } : { paymentIntent: result.data };
    });
  }

  function Stripe(key, options) {
    if (!(this instanceof Stripe)) return new Stripe(key, options);
    if (typeof key !== 'string') throw integrationError('Invalid value for Stripe(): apiKey should be a string. You specified: ' + typeof key + '.');
    if (/^sk_/.test(key)) throw integrationError('You should not use your secret key with Stripe.js. Please pass a publishable key instead.');
    if (!/^pk_test_\w+$/.test(key)) throw integrationError('Invalid value for Stripe(): the Stripe stand-in takes test publishable keys (pk_test_…).');
    this._key = key;
  }
  Stripe.version = 'endive';
  Stripe.prototype._registerWrapper = function () {};
  Stripe.prototype.elements = function (options) {
    return new Elements(this, options || {});
  };
  Stripe.prototype.retrievePaymentIntent = function (clientSecret) {
    return call(this._key, 'GET', '/v1/payment_intents/' + encodeURIComponent(intentId(clientSecret)), { client_secret: clientSecret })
      .then(function (result) {
        return result.error ? { error: result.error } : { paymentIntent: result.data };
      });
  };
  Stripe.prototype.confirmCardPayment = function (clientSecret, data) {
    var element = data && data.payment_method && data.payment_method.card;
    if (!(element instanceof Element)) return Promise.reject(integrationError('Invalid value for confirmCardPayment: payment_method.card should be a card Element.'));
    return confirm(this, clientSecret, element);
  };
  Stripe.prototype.confirmPayment = function (options) {
    var elements = options && options.elements;
    var clientSecret = (options && options.clientSecret) || (elements && elements._clientSecret);
    var element = elements && (elements.getElement('payment') || elements.getElement('card'));
    if (!element || !clientSecret) return Promise.reject(integrationError('Invalid value for confirmPayment: elements should have a mounted Payment Element.'));
    var returnUrl = options.confirmParams && options.confirmParams.return_url;
    if (!returnUrl && options.redirect !== 'if_required') return Promise.reject(integrationError('stripe.confirmPayment(): the confirmParams.return_url argument is required unless passing redirect: \'if_required\''));
    return confirm(this, clientSecret, element, returnUrl).then(function (result) {
      if (result.error || options.redirect === 'if_required') return result;
      var url = new URL(returnUrl);
      url.searchParams.set('payment_intent', result.paymentIntent.id);
      url.searchParams.set('payment_intent_client_secret', clientSecret);
      url.searchParams.set('redirect_status', result.paymentIntent.status);
      location.assign(url.href);
      return new Promise(function () {});
    });
  };
  window.Stripe = Stripe;
})();
`;
