/**
 * The cart's offer: product ids and quantities, each priced from the products collection's
 * record and held against its stock (see `../../CONTEXT.md`, "How an order goes").
 */
import { cartLines } from '../../cart.ts';
import { deliveryFee, priceOrder } from '../../pricing.ts';
import { isFailure, productRecords } from '../../shop.ts';
import { stockGeneration } from '../../stock.ts';
import { stockHolds } from '../../store.ts';
import { OfferRefusal, type OfferInput, type OfferPlan } from '../offer.ts';

export async function planCart({
  context,
  request,
  db,
  shop,
  items,
}: OfferInput): Promise<OfferPlan> {
  const { settings } = shop;
  const siteId = shop.source.siteId;
  const maxQuantity = Math.max(1, Math.floor(settings.maxQuantity));
  const lines = cartLines(items, maxQuantity);
  const generations = new Map<string, number>();
  for (const line of lines)
    generations.set(line.id, await stockGeneration(db, siteId, shop.products.id, line.id));
  const records = await productRecords(context, request, shop);
  if (isFailure(records)) throw new OfferRefusal(records.status, records.error);
  const priced = priceOrder(
    lines,
    records.records,
    {
      nameField: settings.nameField,
      variantField: settings.variantField,
      priceField: settings.priceField,
      stockField: settings.stockField ?? '',
      maxQuantity,
    },
    (subtotal) => deliveryFee(shop.app.formulas, settings.deliveryFeeFormula, subtotal),
  );
  const payMinutes = Math.min(1440, Math.max(30, Math.floor(settings.holdMinutes)));
  return {
    collectionId: shop.products.id,
    priced,
    reserve: stockHolds(siteId, shop.products.id, priced, payMinutes, generations),
    payMinutes,
  };
}
