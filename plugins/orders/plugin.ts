/**
 * The orders plugin: a cart becomes an order priced and stocked **on the server** from the site's
 * product records, paid through the payment plugin's hosted Checkout, and marked paid only by the
 * payment provider's signed event (see CONTEXT.md). The browser sends product ids and
 * quantities, never prices. Actions: `place-order` (then the browser goes to the payment page),
 * `cancel-order`, `set-status` for staff, and for quote offers `quote-order` (staff) and
 * `pay-order` (the shopper pays the quote: the browser goes to the payment page). Orders are read as a dynamic collection whose
 * config says `{ "source": "orders", "scope": "mine" | "all" }` (fetched as the signed-in visitor).
 */
import type { PluginApi } from '../define.ts';
import { definePlugin } from '../define.ts';
import { missingSettings } from '../settings.ts';
import { ORDER_MESSAGES } from './messages.ts';
import { offerProblems } from './offers/settings.ts';
import { ORDERS_SETTINGS } from './settings.ts';
import { isOrderStatus } from './statuses.ts';
import { label } from '@shared/i18n/label.ts';

/** Where the browser is and how it leaves: replaceable in tests. */
export const browser = {
  origin: (): string => window.location.origin,
  redirect: (url: string): void => window.location.assign(url),
};

type Api = PluginApi<typeof ORDERS_SETTINGS, Record<string, never>>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** A page id to an absolute URL of this site, or undefined when there is no such page. */
function pageUrl(api: Api, pageId: unknown): string | undefined {
  const id = text(pageId);
  const path = id === undefined ? null : api.pagePath(id);
  return path === null ? undefined : new URL(path, browser.origin()).href;
}

/** The signed-in visitor's access token (the auth plugin's), or an error saying to sign in. */
function tokenOf(api: Api, message: string): string {
  const token = api.variablesOf('auth')?.accessToken;
  if (typeof token !== 'string' || !token) throw new Error(message);
  return token;
}

/** POSTs to the plugin's server route as the signed-in visitor; the answer, or its `error`. */
async function callServer(
  api: Api,
  route: string,
  body: object,
  token: string,
): Promise<Record<string, unknown>> {
  const url = `${browser.origin()}/plugins/designs/${encodeURIComponent(api.siteId)}/orders/${route}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !data) {
    const error = data?.error;
    throw new Error(typeof error === 'string' ? error : `The shop answered ${response.status}.`);
  }
  return data;
}

/** The success and cancel pages of an action (else the settings') as addresses of this site. */
function paymentPages(api: Api, config: Readonly<Record<string, unknown>>) {
  const successUrl = pageUrl(api, config.successPage ?? api.settings.successPage);
  const cancelUrl = pageUrl(api, config.cancelPage ?? api.settings.cancelPage);
  if (!successUrl || !cancelUrl) throw new Error(ORDER_MESSAGES.badPages);
  return { successUrl, cancelUrl };
}

/** POSTs to one order's route (`<id>/<route>`) as the signed-in visitor; the answer. */
function orderCall(
  api: Api,
  orderId: unknown,
  route: string,
  body: object,
  signInMessage: string,
): Promise<Record<string, unknown>> {
  const token = tokenOf(api, signInMessage);
  const id = text(orderId);
  if (!id) throw new Error(ORDER_MESSAGES.noOrder);
  return callServer(api, `${encodeURIComponent(id)}/${route}`, body, token);
}

export const ordersPlugin = definePlugin({
  id: 'orders',
  label: label('Orders', 'Commandes'),
  settings: ORDERS_SETTINGS,
  variables: {},
  actions: {
    'place-order': {
      label: label('Place an order and pay', 'Passer la commande et payer'),
      config: {
        offer: {
          type: 'text',
          label: label(
            'Offer (one of the settings’ offers; empty: the cart of products)',
            'Offre (une des offres des réglages ; vide : le panier de produits)',
          ),
        },
        items: {
          type: 'json',
          label: label(
            'Cart lines: [{ id, quantity }] (prices come from the product records)',
            'Lignes du panier : [{ id, quantity }] (les prix viennent des fiches produits)',
          ),
        },
        details: {
          type: 'json',
          label: label(
            'Details kept with the order (recipient, address…)',
            'Détails gardés avec la commande (destinataire, adresse…)',
          ),
        },
        successPage: { type: 'page', label: label('Success page', 'Page de succès') },
        cancelPage: { type: 'page', label: label('Cancel page', "Page d'annulation") },
      },
      async handler(config, _ctx, api) {
        const token = tokenOf(api, ORDER_MESSAGES.signIn);
        const { successUrl, cancelUrl } = paymentPages(api, config);
        const answer = await callServer(
          api,
          'checkout',
          {
            ...(text(config.offer) ? { offer: text(config.offer) } : {}),
            items: config.items ?? [],
            details: config.details ?? {},
            successUrl,
            cancelUrl,
          },
          token,
        );
        // An order staff price first (a quote) has nothing to pay yet: no payment page.
        if (typeof answer.url === 'string') browser.redirect(answer.url);
        else if (answer.order === undefined) throw new Error('The shop answered without a url.');
        return answer.order ?? null;
      },
    },
    'cancel-order': {
      label: label('Cancel a pending order', 'Annuler une commande en attente'),
      config: { orderId: { type: 'text', label: label('Order id', 'Id de commande') } },
      async handler(config, _ctx, api) {
        return (await orderCall(api, config.orderId, 'cancel', {}, ORDER_MESSAGES.signIn)).order;
      },
    },
    'set-status': {
      label: label('Move an order on (staff)', 'Faire avancer une commande (équipe)'),
      config: {
        orderId: { type: 'text', label: label('Order id', 'Id de commande') },
        status: { type: 'text', label: label('New status', 'Nouveau statut') },
      },
      async handler(config, _ctx, api) {
        if (!isOrderStatus(config.status))
          throw new Error(ORDER_MESSAGES.badStatus(String(config.status)));
        const body = { status: config.status };
        return (await orderCall(api, config.orderId, 'status', body, ORDER_MESSAGES.staffOnly))
          .order;
      },
    },
    'quote-order': {
      label: label('Quote a request (staff)', 'Chiffrer une demande (équipe)'),
      config: {
        orderId: { type: 'text', label: label('Order id', 'Id de commande') },
        amount: {
          type: 'number',
          label: label('Amount in cents', 'Montant en centimes'),
        },
        note: {
          type: 'text',
          label: label('Note to the shopper', 'Mot pour le client'),
        },
        payPage: {
          type: 'page',
          label: label(
            'Payment link page (mailed with ?order=<id>)',
            'Page du lien de paiement (envoyée avec ?order=<id>)',
          ),
        },
      },
      async handler(config, _ctx, api) {
        const payUrl = pageUrl(api, config.payPage);
        if (!payUrl) throw new Error(ORDER_MESSAGES.noPayPage);
        const note = typeof config.note === 'string' ? config.note : '';
        const body = { amount: config.amount, note, payUrl };
        return (await orderCall(api, config.orderId, 'quote', body, ORDER_MESSAGES.staffOnly))
          .order;
      },
    },
    'pay-order': {
      label: label('Pay a quoted order', 'Payer une commande chiffrée'),
      config: {
        orderId: { type: 'text', label: label('Order id', 'Id de commande') },
        successPage: { type: 'page', label: label('Success page', 'Page de succès') },
        cancelPage: { type: 'page', label: label('Cancel page', "Page d'annulation") },
      },
      async handler(config, _ctx, api) {
        const { successUrl, cancelUrl } = paymentPages(api, config);
        const body = { successUrl, cancelUrl };
        const answer = await orderCall(api, config.orderId, 'pay', body, ORDER_MESSAGES.signIn);
        if (typeof answer.url !== 'string') throw new Error('The shop answered without a url.');
        browser.redirect(answer.url);
        return answer.order;
      },
    },
  },
  validate(publicSettings, privateSettings) {
    return [
      ...missingSettings(ORDERS_SETTINGS, publicSettings, privateSettings).map((name) =>
        name === 'productsCollection' ? ORDER_MESSAGES.noProducts : `No ${name} defined.`,
      ),
      ...offerProblems(publicSettings.offers),
    ];
  },
});
