/**
 * A site's shop as the server sees it, for one environment: the orders plugin's published
 * settings (defaults filled), the site's formulas and name, and its products collection. What
 * an order charges comes from what the site published, never from the drafts or the browser.
 */
import type { FastifyRequest } from 'fastify';
import type { AppData } from '@shared/schema/compose.ts';
import type { Collection } from '@shared/schema/logic.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import type { ServerContext } from '@server/contract.ts';
import type { SettingValues } from '../../define.ts';
import { settingValues } from '../../settings.ts';
import {
  collectionRecords,
  isAnswer,
  sourceOf,
  type CollectionSourceAnswer,
} from '@runtime/server/collections.ts';
import type { SiteSource } from '@runtime/server/site-source.ts';
import { ORDER_MESSAGES } from '../messages.ts';
import { ORDERS_SETTINGS } from '../settings.ts';

export type ShopSettings = SettingValues<(typeof ORDERS_SETTINGS)['public']>;

export interface Shop {
  source: SiteSource;
  app: AppData;
  settings: ShopSettings;
  products: Collection;
}

export type Failure = { status: number; error: string };
export const isFailure = (value: unknown): value is Failure => isAnswer(value);

/** The shop of a site environment, or why there is none (plugin not enabled, no products). */
export async function shopOf(source: SiteSource): Promise<Shop | Failure> {
  const app = await source.app();
  const entry = Object.values(app.plugins).find((p) => p.plugin === 'orders');
  if (!entry) return { status: 404, error: 'This site does not take orders.' };
  const settings = settingValues(ORDERS_SETTINGS.public, entry.publicSettings);
  const id = settings.productsCollection?.trim();
  if (!id) return { status: 500, error: ORDER_MESSAGES.noProducts };
  const found = await source.dynamicCollection(id);
  if (!found)
    return {
      status: 500,
      error: `The products collection "${id}" is not a dynamic collection of the site.`,
    };
  return { source, app, settings, products: found.collection };
}

/** Every product record (before filter, sort and paging). */
export async function productRecords(
  context: ServerContext,
  request: FastifyRequest,
  shop: Shop,
): Promise<CollectionSourceAnswer> {
  const records = await collectionRecords(context, request, shop.source.siteId, shop.products);
  return isAnswer(records) ? records : { records: [...records] };
}

/**
 * Reads and writes one product's stock through the collection's source; null when the source
 * cannot write (records kept in the site: the order holds alone count what was sold).
 */
export function stockAccess(context: ServerContext, request: FastifyRequest, shop: Shop) {
  const source = sourceOf(context, shop.products);
  const update = source?.update;
  const field = shop.settings.stockField;
  if (!update || !field) return null;
  const args = { context, request, siteId: shop.source.siteId, collection: shop.products };
  return {
    async read(recordId: string): Promise<number | null> {
      const answer = await productRecords(context, request, shop);
      if (isAnswer(answer)) return null;
      const record = answer.records.find(
        (r) => typeof r === 'object' && r !== null && (r as { id?: unknown }).id === recordId,
      ) as Record<string, JsonValue> | undefined;
      const value = record?.[field];
      return typeof value === 'number' && Number.isSafeInteger(value) ? Math.max(0, value) : null;
    },
    async write(recordId: string, stock: number): Promise<boolean> {
      const answer = await update({ ...args, recordId, fields: { [field]: stock } });
      return !isAnswer(answer);
    },
  };
}
