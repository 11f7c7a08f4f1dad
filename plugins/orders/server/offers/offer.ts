/**
 * An offer type's server half: how an order of it is priced and what it holds. The orders
 * server does the rest the same way for every offer (the signed-in shopper, one order waiting
 * per shopper, the payment page, the payment event, fulfilment, the shopper's and staff's
 * lists). Add a type: a folder `offers/<type>/` with `settings.ts` (its checks, pure) and
 * `place.ts` (this interface), and one line in `settings.ts` and `registry.ts`.
 */
import type { FastifyRequest } from 'fastify';
import type { Mail } from '@server/mail/outbox.ts';
import type { ServerContext } from '@server/contract.ts';
import type { Database, Queryable } from '@server/db/database.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import type { VerifiedUser } from '../../../auth/server/verify.ts';
import type { PricedOrder } from '../pricing.ts';
import type { Shop } from '../shop.ts';
import type { OrderRow, Reserve } from '../store.ts';
import type { OfferEntry } from '../../offers/entries.ts';

export interface OfferInput {
  context: ServerContext;
  request: FastifyRequest;
  db: Database;
  shop: Shop;
  user: VerifiedUser;
  offer: OfferEntry;
  /** The browser's `items` (what it asks for: ids, seats…), unchecked. */
  items: unknown;
  /** The order's details (an object, bounded: `cart.ts` `orderDetails`). */
  details: Record<string, JsonValue>;
}

export interface OfferPlan {
  /** The collection its holds count against (the products, the departures); '' for none. */
  collectionId: string;
  priced: PricedOrder;
  /** Its checks and holds, in the order's transaction. */
  reserve: Reserve;
  /** Minutes the payment page stays open (30 to 1440: the provider's bounds). */
  payMinutes: number;
  /** `requested`: nothing to pay yet (staff quote it first). Default `pending`. */
  status?: 'pending' | 'requested';
}

/** Thrown by an offer for what the shopper asked wrong: the status and text they are told. */
export class OfferRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface Offer {
  type: string;
  /** The order to place from what the browser sent; may be asked again (`StaleStock`). */
  plan(input: OfferInput): Promise<OfferPlan>;
  /**
   * In the payment event's transaction, for an order paid after its holds lapsed: whether what
   * it held is still free (a seat nobody took since). False makes it `refund-due`. Without it,
   * a late payment takes its holds back.
   */
  stillFree?(tx: Queryable, order: OrderRow): Promise<boolean>;
  /** The mail once paid (an e-ticket…); without it, the order confirmation (`mail.ts`). */
  mail?(order: OrderRow, shopName: string, locale: string): Promise<Mail | null>;
}
