/**
 * The `priced` offer: its settings checks (what the editor lists) and its price from a site
 * formula over the order's details — whole cents, a text that refuses, or a broken formula.
 */
import { describe, expect, it } from 'vitest';
import type { Formula } from '@shared/schema/logic.ts';
import { offerProblems } from '../../../offers/settings.ts';
import { OfferRefusal } from '../offer.ts';
import { pricedAmount, pricedOffer } from './place.ts';
import { PRICED_MESSAGES } from '../../../offers/priced/settings.ts';

const FORMULAS: Record<string, Formula> = {
  rate: { id: 'rate', name: 'airtimeRate', parameters: [], code: '1850' },
  price: {
    id: 'price',
    name: 'airtimePrice',
    parameters: ['details'],
    code: "toText(details.phone ?? '').startsWith('077') ? round(details.amount * formulas.airtimeRate()) + 500 : 'Econet numbers start with 077 or 078.'",
  },
  zero: { id: 'zero', name: 'zero', parameters: ['details'], code: '0' },
  broken: { id: 'broken', name: 'broken', parameters: ['details'], code: 'details.nothing.deeper' },
};

const entry = (formula: string) => ({
  id: 'airtime',
  type: 'priced',
  settings: { type: 'priced', formula, name: 'Airtime' },
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof OfferRefusal) return { status: error.status, text: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('priced offer settings', () => {
  it('needs a formula and a line name, and pay minutes within the provider’s bounds', () => {
    expect(offerProblems({ airtime: { type: 'priced', formula: 'p', name: 'Airtime' } })).toEqual(
      [],
    );
    expect(offerProblems({ airtime: { type: 'priced', payMinutes: 5 } })).toEqual([
      PRICED_MESSAGES.noFormula('airtime'),
      PRICED_MESSAGES.noName('airtime'),
      PRICED_MESSAGES.badPayMinutes('airtime'),
    ]);
  });
});

describe('priced offer price', () => {
  it('is the formula’s whole cents, by formula id or name, with site formulas it calls', () => {
    const details = { phone: '0771234567', amount: 5 };
    expect(pricedAmount(FORMULAS, entry('airtimePrice'), details)).toBe(9750);
    expect(pricedAmount(FORMULAS, entry('price'), { ...details, amount: 2 })).toBe(4200);
  });

  it('refuses with the formula’s text (400), and says what is wrong with a broken one (500)', () => {
    expect(
      refusal(() => pricedAmount(FORMULAS, entry('airtimePrice'), { phone: '0711234567' })),
    ).toEqual({ status: 400, text: 'Econet numbers start with 077 or 078.' });
    expect(refusal(() => pricedAmount(FORMULAS, entry('zero'), {}))).toEqual({
      status: 500,
      text: PRICED_MESSAGES.badPrice('airtime', '0'),
    });
    expect(refusal(() => pricedAmount(FORMULAS, entry('missing'), {})).text).toBe(
      'The offer "airtime" could not be priced: there is no site formula "missing"',
    );
    expect(refusal(() => pricedAmount(FORMULAS, entry('broken'), {})).status).toBe(500);
  });

  it('plans one line, nothing held', async () => {
    const plan = await pricedOffer.plan({
      shop: { app: { formulas: FORMULAS } },
      offer: entry('airtimePrice'),
      details: { phone: '0771234567', amount: 10 },
    } as unknown as Parameters<typeof pricedOffer.plan>[0]);
    expect(plan.priced).toEqual({
      lines: [
        {
          id: 'airtime',
          name: 'Airtime',
          quantity: 1,
          unitPrice: 19000,
          total: 19000,
          stock: null,
        },
      ],
      subtotal: 19000,
      deliveryFee: 0,
      total: 19000,
    });
    expect(plan.collectionId).toBe('');
    expect(plan.payMinutes).toBe(30);
    expect(await plan.reserve({} as never)).toEqual([]);
  });
});
