/**
 * The payment plugin (Stripe). Checkout and the customer portal go through our server
 * (`{plugins}/designs/{siteId}/stripe/…`), which holds the secret key and looks prices up itself;
 * the browser then follows the session's `url`. Payment intents are created the same way and
 * confirmed in the browser by Stripe.js (`@stripe/stripe-js`), with elements the plugin mounts.
 * The embedded default is a Stripe-compatible stand-in on the editor host (see CONTEXT.md).
 */
import type { ContentSources, PluginApi } from '../define.ts';
import { originsOf } from '../content-sources.ts';
import { definePlugin } from '../define.ts';
import { missingSettings } from '../settings.ts';
import {
  CHECKOUT_MODES,
  checkoutLocale,
  checkoutProblem,
  metadataOf,
  paymentIntentProblem,
  paymentMethodList,
  portalProblem,
  priceLines,
  type CheckoutPayload,
} from './checkout.ts';
import { MESSAGES } from './messages.ts';
import { elementOf, keepElement, stripeInstance } from './client/stripe-client.ts';
import { label } from '@shared/i18n/label.ts';

/** Where the browser is and how it leaves: replaceable in tests. */
export const browser = {
  origin: (): string => window.location.origin,
  redirect: (url: string): void => window.location.assign(url),
  lang: (): string => document.documentElement.lang,
};

const settings = {
  public: {
    publishableKey: {
      type: 'text',
      label: label('Public API key', 'Clé API publique'),
      required: true,
    },
    successPage: { type: 'page', label: label('Success page', 'Page de succès') },
    cancelPage: { type: 'page', label: label('Cancel page', "Page d'annulation") },
    stripeJsUrl: {
      type: 'text',
      label: label(
        'Stripe.js address (empty: the embedded test stand-in)',
        'Adresse de Stripe.js (vide : le substitut de test intégré)',
      ),
    },
  },
  private: {
    secretKey: {
      type: 'secret',
      label: label('Private API key', 'Clé API privée'),
      required: true,
    },
    apiUrl: {
      type: 'text',
      label: label(
        'Stripe API address (empty: the embedded test stand-in)',
        "Adresse de l'API Stripe (vide : le substitut de test intégré)",
      ),
    },
    /**
     * `whsec_…`, of the endpoint the author registered at Stripe for
     * `{site}/plugins/designs/{siteId}/stripe/webhook`. Empty with the stand-in: the server
     * registers the endpoint there itself and keeps its secret.
     */
    webhookSecret: {
      type: 'secret',
      label: label('Webhook signing secret', 'Secret de signature des webhooks'),
    },
  },
} as const;

type Api = PluginApi<typeof settings, Record<string, never>>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
const bool = (value: unknown): boolean | undefined =>
  typeof value === 'boolean' ? value : undefined;
const whole = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;

/** A page id to an absolute URL of this site, or undefined when there is no such page. */
function pageUrl(api: Api, pageId: unknown): string | undefined {
  const id = text(pageId);
  const path = id === undefined ? null : api.pagePath(id);
  return path === null ? undefined : new URL(path, browser.origin()).href;
}

/**
 * POSTs to our server's plugin route; the answer's data, or an error whose message is the
 * server's answer (its `error` text, else the body as sent): seeds §8.
 */
async function callServer(api: Api, route: string, body: object): Promise<Record<string, unknown>> {
  const url = `${browser.origin()}/plugins/designs/${encodeURIComponent(api.siteId)}/stripe/${route}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const raw = await response.text();
  let data: unknown = raw;
  try {
    data = JSON.parse(raw);
  } catch {
    // not JSON: the text itself
  }
  if (!response.ok) {
    const error = (data as { error?: unknown } | null)?.error;
    throw new Error(typeof error === 'string' ? error : typeof data === 'string' ? data : raw);
  }
  if (typeof data !== 'object' || data === null) throw new Error(raw);
  return data as Record<string, unknown>;
}

/** Follows a session's `url` (Checkout or the portal). */
function follow(data: Record<string, unknown>): string {
  if (typeof data.url !== 'string') throw new Error('The payment server answered without a url.');
  browser.redirect(data.url);
  return data.url;
}

const stripeOf = (api: Api) =>
  stripeInstance(
    { publishableKey: api.settings.publishableKey, stripeJsUrl: text(api.settings.stripeJsUrl) },
    api.log,
  );

/** Stripe's own origins for Stripe.js (its documented CSP: API calls, card and 3-D Secure frames). */
const STRIPE_SOURCES: ContentSources = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};

/** Where Stripe.js comes from and talks to: Stripe, or the stand-in's script host (its API). */
function stripeSources(stripeJsUrl: unknown): ContentSources {
  const [origin] = originsOf(stripeJsUrl);
  if (!origin || origin === 'https://js.stripe.com') return STRIPE_SOURCES;
  return { script: [origin], connect: [origin], frame: [origin] };
}

export const paymentPlugin = definePlugin({
  id: 'payment',
  label: label('Payment (Stripe)', 'Paiement (Stripe)'),
  settings,
  variables: {},
  actions: {
    checkout: {
      label: label('Checkout', 'Paiement'),
      config: {
        mode: {
          type: 'select',
          label: label('Mode', 'Mode'),
          options: CHECKOUT_MODES.map((value) => ({ value, label: label(value, value) })),
        },
        prices: { type: 'json', label: label('Prices', 'Prix') },
        paymentMethods: { type: 'json', label: label('Payment methods', 'Moyens de paiement') },
        successPage: { type: 'page', label: label('Success page', 'Page de succès') },
        cancelPage: { type: 'page', label: label('Cancel page', "Page d'annulation") },
        customerId: { type: 'text', label: label('Customer id', 'Id client') },
        customerEmail: { type: 'text', label: label('Customer email', 'E-mail du client') },
        isQuantityAdjustable: {
          type: 'boolean',
          label: label('Adjustable quantity', 'Quantité ajustable'),
        },
        minQuantity: { type: 'number', label: label('Minimum quantity', 'Quantité minimale') },
        maxQuantity: { type: 'number', label: label('Maximum quantity', 'Quantité maximale') },
        isPromoCode: { type: 'boolean', label: label('Promotion codes', 'Codes promo') },
        shippings: { type: 'json', label: label('Shipping rates', "Tarifs d'expédition") },
        isPhoneCollection: {
          type: 'boolean',
          label: label('Ask for a phone number', 'Demander un téléphone'),
        },
        isAutoTax: { type: 'boolean', label: label('Automatic tax', 'Taxe automatique') },
        metadata: { type: 'json', label: label('Metadata', 'Métadonnées') },
        locale: { type: 'text', label: label('Locale', 'Langue') },
      },
      async handler(config, _ctx, api) {
        const successUrl = pageUrl(api, config.successPage ?? api.settings.successPage);
        const cancelUrl = pageUrl(api, config.cancelPage ?? api.settings.cancelPage);
        const problem = checkoutProblem({
          mode: config.mode,
          prices: config.prices,
          paymentMethods: config.paymentMethods,
          success: successUrl,
          cancel: cancelUrl,
        });
        if (problem || !successUrl || !cancelUrl) throw new Error(problem ?? MESSAGES.noCancelPage);
        const payload: CheckoutPayload = {
          prices: priceLines(config.prices),
          // Stripe fills in the session id (success page: `context.query.session_id`).
          successUrl: `${successUrl}${successUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl,
          customerId: text(config.customerId),
          customerEmail: text(config.customerEmail),
          paymentMethods: paymentMethodList(config.paymentMethods),
          isQuantityAdjustable: bool(config.isQuantityAdjustable),
          minQuantity: whole(config.minQuantity),
          maxQuantity: whole(config.maxQuantity),
          isPromoCode: bool(config.isPromoCode),
          mode: config.mode as CheckoutPayload['mode'],
          shippings: paymentMethodList(config.shippings),
          isPhoneCollection: bool(config.isPhoneCollection),
          isAutoTax: bool(config.isAutoTax),
          metadata: metadataOf(config.metadata),
          locale: checkoutLocale(text(config.locale) ?? browser.lang()),
        };
        return follow(await callServer(api, 'create-checkout-session', payload));
      },
    },
    'customer-portal': {
      label: label('Customer portal', 'Portail client'),
      config: {
        customerId: { type: 'text', label: label('Customer id', 'Id client') },
        cancelPage: { type: 'page', label: label('Return page', 'Page de retour') },
      },
      async handler(config, _ctx, api) {
        const cancelUrl = pageUrl(api, config.cancelPage ?? api.settings.cancelPage);
        const problem = portalProblem({ customerId: text(config.customerId), cancel: cancelUrl });
        if (problem) throw new Error(problem);
        const data = await callServer(api, 'create-customer-portal-session', {
          customerId: text(config.customerId),
          cancelUrl,
        });
        return follow(data);
      },
    },
    'create-payment-intent': {
      label: label('Create a payment intent', 'Créer une intention de paiement'),
      config: {
        prices: { type: 'json', label: label('Prices', 'Prix') },
        paymentMethods: { type: 'json', label: label('Payment methods', 'Moyens de paiement') },
        customerId: { type: 'text', label: label('Customer id', 'Id client') },
      },
      async handler(config, _ctx, api) {
        const problem = paymentIntentProblem({
          prices: config.prices,
          paymentMethods: config.paymentMethods,
        });
        if (problem) throw new Error(problem);
        return callServer(api, 'create-payment-intent', {
          prices: priceLines(config.prices),
          paymentMethods: paymentMethodList(config.paymentMethods),
          customerId: text(config.customerId),
        });
      },
    },
    'retrieve-payment-intent': {
      label: label('Retrieve a payment intent', 'Lire une intention de paiement'),
      config: { clientSecret: { type: 'text', label: label('Client secret', 'Secret client') } },
      async handler(config, _ctx, api) {
        const clientSecret = text(config.clientSecret);
        if (!clientSecret) throw new Error(MESSAGES.noClientSecret);
        const stripe = await stripeOf(api);
        const result = await stripe.retrievePaymentIntent(clientSecret);
        if (result.error) throw new Error(result.error.message ?? result.error.type);
        return result.paymentIntent;
      },
    },
    'mount-element': {
      label: label('Show a payment form', 'Afficher un formulaire de paiement'),
      config: {
        type: {
          type: 'select',
          label: label('Element', 'Élément'),
          options: [
            { value: 'payment', label: label('Payment Element', 'Payment Element') },
            { value: 'card', label: label('Card Element', 'Card Element') },
          ],
        },
        clientSecret: { type: 'text', label: label('Client secret', 'Secret client') },
        container: {
          type: 'text',
          label: label('Container (CSS selector)', 'Conteneur (sélecteur CSS)'),
        },
      },
      async handler(config, _ctx, api) {
        const selector = text(config.container);
        if (!selector) throw new Error(MESSAGES.noElement);
        const container = document.querySelector(selector);
        if (!container) throw new Error(`No element matches "${selector}".`);
        const kind = config.type === 'card' ? 'card' : 'payment';
        const clientSecret = text(config.clientSecret);
        if (kind === 'payment' && !clientSecret) throw new Error(MESSAGES.noClientSecret);
        const stripe = await stripeOf(api);
        const elements = stripe.elements(clientSecret ? { clientSecret } : {});
        if (kind === 'card') {
          const element = elements.create('card');
          element.mount(container as HTMLElement);
          return keepElement({ kind, element, elements });
        }
        const element = elements.create('payment');
        element.mount(container as HTMLElement);
        return keepElement({ kind, element, elements });
      },
    },
    'confirm-payment': {
      label: label('Confirm a payment', 'Confirmer un paiement'),
      config: {
        element: { type: 'text', label: label('Element', 'Élément') },
        redirectPage: { type: 'page', label: label('Redirect page', 'Page de redirection') },
      },
      async handler(config, _ctx, api) {
        if (!text(config.element)) throw new Error(MESSAGES.noElement);
        const returnUrl = pageUrl(api, config.redirectPage);
        if (!returnUrl) throw new Error(MESSAGES.noRedirectPage);
        const mounted = elementOf(config.element);
        if (mounted?.kind !== 'payment') throw new Error(MESSAGES.invalidElement);
        const stripe = await stripeOf(api);
        const { error } = await stripe.confirmPayment({
          elements: mounted.elements,
          confirmParams: { return_url: returnUrl },
        });
        // Only reached on a failure: a success leaves for the redirect page.
        throw new Error(error.message ?? error.type);
      },
    },
    'confirm-card-payment': {
      label: label('Confirm a card payment', 'Confirmer un paiement par carte'),
      config: {
        clientSecret: { type: 'text', label: label('Client secret', 'Secret client') },
        element: { type: 'text', label: label('Element', 'Élément') },
      },
      async handler(config, _ctx, api) {
        const clientSecret = text(config.clientSecret);
        if (!clientSecret) throw new Error(MESSAGES.noClientSecret);
        if (!text(config.element)) throw new Error(MESSAGES.noElement);
        const mounted = elementOf(config.element);
        if (mounted?.kind !== 'card') throw new Error(MESSAGES.invalidElement);
        const stripe = await stripeOf(api);
        const result = await stripe.confirmCardPayment(clientSecret, {
          payment_method: { card: mounted.element },
        });
        if (result.error) throw new Error(result.error.message ?? result.error.type);
        return result.paymentIntent;
      },
    },
  },
  contentSources: (settings) => stripeSources(settings['stripeJsUrl']),
  validate(publicSettings, privateSettings) {
    const missing = missingSettings(settings, publicSettings, privateSettings);
    const problems: string[] = [];
    if (missing.includes('publishableKey')) problems.push(MESSAGES.noPublicKey);
    if (missing.includes('secretKey')) problems.push(MESSAGES.noPrivateKey);
    const webhookSecret = text(privateSettings.webhookSecret);
    if (webhookSecret && !/^whsec_\S+$/.test(webhookSecret))
      problems.push(MESSAGES.badWebhookSecret);
    return problems;
  },
});
