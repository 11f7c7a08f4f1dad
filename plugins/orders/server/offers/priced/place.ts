/**
 * The `priced` offer (see `settings.ts`): one line, priced by a site formula over the order's
 * details, as the site's page prices it for the shopper. A text from the formula is what the
 * shopper entered wrong (400, that text). Nothing is held: nothing runs out.
 */
import { FormulaError } from '@shared/formula/index.ts';
import { callSiteFormula, NoSiteFormula } from '../../site-formula.ts';
import type { Formula } from '@shared/schema/logic.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { offerText, type OfferEntry } from '../../../offers/entries.ts';
import { OfferRefusal, type Offer, type OfferInput, type OfferPlan } from '../offer.ts';
import { PRICED_MESSAGES, PRICED_PAY_MINUTES } from '../../../offers/priced/settings.ts';

/** The price (whole cents) of `details` under the offer's formula, or an `OfferRefusal`. */
export function pricedAmount(
  formulas: Readonly<Record<string, Formula>>,
  offer: OfferEntry,
  details: Readonly<Record<string, JsonValue>>,
): number {
  const formula = offerText(offer.settings, 'formula');
  if (!formula) throw new OfferRefusal(500, PRICED_MESSAGES.noFormula(offer.id));
  let value: unknown;
  try {
    value = callSiteFormula(formulas, formula, [details]);
  } catch (error) {
    if (error instanceof FormulaError || error instanceof NoSiteFormula)
      throw new OfferRefusal(500, PRICED_MESSAGES.badFormula(offer.id, error.message));
    throw error;
  }
  if (typeof value === 'string') {
    if (value.trim()) throw new OfferRefusal(400, value.trim());
  } else if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  throw new OfferRefusal(
    500,
    PRICED_MESSAGES.badPrice(offer.id, JSON.stringify(value) ?? 'nothing'),
  );
}

export const pricedOffer: Offer = {
  type: 'priced',
  async plan(input: OfferInput): Promise<OfferPlan> {
    const price = pricedAmount(input.shop.app.formulas, input.offer, input.details);
    const name = offerText(input.offer.settings, 'name') ?? input.offer.id;
    const minutes = input.offer.settings.payMinutes;
    return {
      collectionId: '',
      priced: {
        lines: [
          { id: input.offer.id, name, quantity: 1, unitPrice: price, total: price, stock: null },
        ],
        subtotal: price,
        deliveryFee: 0,
        total: price,
      },
      reserve: async () => [],
      payMinutes: typeof minutes === 'number' ? minutes : PRICED_PAY_MINUTES,
    };
  },
};
