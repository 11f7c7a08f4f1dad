/**
 * The top-up plugin's server half: `fulfil` tops up a paid order (called once per order by the
 * orders plugin, after the payment's webhook) through Reloadly's API, and the embedded stand-in
 * that speaks it (`stand-in/`, on the editor host). The order id is the top-up's
 * `customIdentifier`: a transaction already made with it (an attempt cut short) is read back
 * instead of sending another, and the provider refuses a second one anyway.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '@server/contract.ts';
import {
  FulfilmentFailed,
  type Fulfilled,
  type FulfilRequest,
  type PluginServer,
  type Settings,
} from '@server/contract.ts';
import { sitePluginSettings } from '@server/plugin-settings.ts';
import { readPath, splitPath } from '@shared/collections/path.ts';
import { listeningPort } from '../../payment/server/site-stripe.ts';
import { settingValues } from '../../settings.ts';
import {
  detectOperator,
  ProviderRefusal,
  sendTopup,
  transactionByKey,
  type ReloadlyAccount,
  type ReloadlyTransaction,
} from './reloadly.ts';
import { TOPUP_MESSAGES, TOPUP_SETTINGS } from '../settings.ts';
import { TOPUP_STAND_IN_MIGRATIONS } from './stand-in/migrations.ts';
import { STAND_IN_API_PATH, STAND_IN_AUTH_PATH, topupStandInRoutes } from './stand-in/routes.ts';

export const FULFIL_TEXTS = {
  notEnabled: 'This site does not enable the top-up plugin.',
  noNumber: (field: string) => `The order has no recipient's number (details "${field}").`,
  noAmount: (field: string) => `The order has no amount to send above 0 (details "${field}").`,
  wrongNetwork: (phone: string, operator: string, chosen: string) =>
    `The number ${phone} is on ${operator}, not ${chosen}.`,
  notDelivered: (status: string) => `The top-up was not delivered (the provider says ${status}).`,
} as const;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** What the order's confirmation keeps of a transaction: its reference first. */
function fulfilled(transaction: ReloadlyTransaction): Fulfilled {
  return {
    reference: String(transaction.transactionId),
    operatorTransactionId: transaction.operatorTransactionId ?? null,
    operator: transaction.operatorName,
    recipientPhone: transaction.recipientPhone,
    amount: transaction.requestedAmount,
    currency: transaction.requestedAmountCurrencyCode,
    deliveredAmount: transaction.deliveredAmount,
    deliveredCurrency: transaction.deliveredAmountCurrencyCode,
    at: transaction.transactionDate,
  };
}

function delivered(transaction: ReloadlyTransaction): Fulfilled {
  if (transaction.status === 'SUCCESSFUL') return fulfilled(transaction);
  if (transaction.status === 'FAILED' || transaction.status === 'REFUNDED')
    throw new FulfilmentFailed(FULFIL_TEXTS.notDelivered(transaction.status));
  // PROCESSING: tried again later; the key finds it then.
  throw new Error(FULFIL_TEXTS.notDelivered(transaction.status));
}

/** A provider's refusal is final (the order is refunded); its text is what staff read. */
async function asFulfilment<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderRefusal) throw new FulfilmentFailed(error.message);
    throw error;
  }
}

async function fulfil(
  { siteId, order, key }: FulfilRequest,
  { context, request }: Parameters<NonNullable<PluginServer['fulfil']>>[1],
): Promise<Fulfilled> {
  const site = await sitePluginSettings(context, siteId, 'topup');
  if (!site) throw new FulfilmentFailed(FULFIL_TEXTS.notEnabled);
  const settings = settingValues(TOPUP_SETTINGS.public, site.publicSettings);
  const clientId = text(site.privateSettings.clientId);
  const clientSecret = text(site.privateSettings.clientSecret);
  if (!clientId) throw new FulfilmentFailed(TOPUP_MESSAGES.noClientId);
  if (!clientSecret) throw new FulfilmentFailed(TOPUP_MESSAGES.noClientSecret);
  const origin = `http://localhost:${listeningPort(request, context)}`;
  const account: ReloadlyAccount = {
    apiUrl: text(settings.apiUrl) ?? `${origin}${STAND_IN_API_PATH}`,
    authUrl: text(settings.authUrl) ?? `${origin}${STAND_IN_AUTH_PATH}`,
    clientId,
    clientSecret,
  };
  const details = order.details ?? {};
  const field = (path: string | undefined): unknown =>
    path ? readPath(details, splitPath(path)) : undefined;
  const phone = text(field(settings.phoneField));
  if (!phone) throw new FulfilmentFailed(FULFIL_TEXTS.noNumber(settings.phoneField ?? ''));
  const amount = field(settings.amountField);
  if (typeof amount !== 'number' || !(amount > 0))
    throw new FulfilmentFailed(FULFIL_TEXTS.noAmount(settings.amountField ?? ''));
  const country = (text(settings.countryCode) ?? 'ZW').toUpperCase();
  const number = phone.replace(/[^\d+]/g, '');

  const earlier = await transactionByKey(account, key);
  if (earlier) return delivered(earlier);
  const operator = await asFulfilment(() => detectOperator(account, number, country));
  const chosen = text(field(settings.operatorField));
  if (chosen && !operator.name.toLowerCase().includes(chosen.toLowerCase()))
    throw new FulfilmentFailed(FULFIL_TEXTS.wrongNetwork(phone, operator.name, chosen));
  try {
    return delivered(
      await sendTopup(account, {
        operatorId: operator.operatorId,
        amount,
        customIdentifier: key,
        recipientPhone: { countryCode: country, number },
      }),
    );
  } catch (error) {
    if (!(error instanceof ProviderRefusal)) throw error;
    // Sent already under this key (two attempts at once, or a lost answer): read it back.
    const made = await transactionByKey(account, key);
    if (made) return delivered(made);
    throw new FulfilmentFailed(error.message);
  }
}

export const topupServer: PluginServer = {
  id: 'topup',
  migrations: TOPUP_STAND_IN_MIGRATIONS,
  async routes(server: FastifyInstance, context: ServerContext) {
    await server.register(topupStandInRoutes, context);
  },
  fulfil,
  // The stand-in takes any client id (and keeps the first secret it sees): one per site when
  // the site's own are not stored here. A real provider needs the site's own, stored.
  standInSecrets(_privateSettings: Settings, siteId: string): Settings {
    const id = siteId.replace(/\W/g, '_');
    return { clientId: `topup_local_${id}`, clientSecret: `stand-in-secret-${id}` };
  },
};

/** This plugin's server half, found by `server/plugin-servers.ts` (a folder's `server/index.ts`). */
export default topupServer;
