import { describe, expect, it } from 'vitest';
import type { Formula } from '@shared/schema/logic.ts';
import { deliveryFee, priceOrder } from './pricing.ts';

const records = [
  { id: 'a', Name: 'Maize meal', PriceCents: 12999, Stock: 4 },
  { id: 'b', Name: 'Oil', PriceCents: 8999 },
  { id: 'c', Name: 'Free', PriceCents: 0, Stock: 1 },
  { id: 'd', Name: 'Half', PriceCents: 10.5, Stock: 1 },
];
const fields = {
  nameField: 'Name',
  priceField: 'PriceCents',
  stockField: 'Stock',
  maxQuantity: 20,
};
const formulas: Record<string, Formula> = {
  fee: {
    id: 'fee',
    name: 'deliveryFee',
    parameters: ['subtotal'],
    code: 'subtotal >= 50000 ? 0 : 4500',
  },
  bad: {
    id: 'bad',
    name: 'readsVariables',
    parameters: ['subtotal'],
    code: 'variables.town == "Harare" ? 0 : 100',
  },
  negative: { id: 'negative', name: 'negative', parameters: ['s'], code: '-1' },
};

describe('priceOrder', () => {
  it('prices each line from its record and adds the delivery fee of the site formula', () => {
    const order = priceOrder(
      [
        { id: 'a', quantity: 2 },
        { id: 'b', quantity: 1 },
      ],
      records,
      fields,
      (subtotal) => deliveryFee(formulas, 'deliveryFee', subtotal),
    );
    expect(order).toEqual({
      lines: [
        { id: 'a', name: 'Maize meal', quantity: 2, unitPrice: 12999, total: 25998, stock: 4 },
        // No stock value: not for sale beyond 0 (never oversold).
        { id: 'b', name: 'Oil', quantity: 1, unitPrice: 8999, total: 8999, stock: 0 },
      ],
      subtotal: 34997,
      deliveryFee: 4500,
      total: 39497,
    });
    const big = priceOrder([{ id: 'a', quantity: 4 }], records, fields, (s) =>
      deliveryFee(formulas, 'fee', s),
    );
    expect(big.deliveryFee).toBe(0);
  });

  it('writes the variant after the name when the settings name a variant field', () => {
    const sized = [{ id: 's', Name: 'Maize meal', Size: '10 kg', PriceCents: 100, Stock: 1 }];
    const [line] = priceOrder(
      [{ id: 's', quantity: 1 }],
      sized,
      { ...fields, variantField: 'Size' },
      () => 0,
    ).lines;
    expect(line?.name).toBe('Maize meal, 10 kg');
    const [plain] = priceOrder(
      [{ id: 'a', quantity: 1 }],
      records,
      { ...fields, variantField: 'Size' },
      () => 0,
    ).lines;
    expect(plain?.name).toBe('Maize meal');
  });

  it('keeps no stock when the settings name no stock field', () => {
    const [line] = priceOrder(
      [{ id: 'b', quantity: 3 }],
      records,
      { ...fields, stockField: '' },
      () => 0,
    ).lines;
    expect(line?.stock).toBeNull();
  });

  it('refuses unknown products, prices that are no whole cents, and too many of one', () => {
    expect(() => priceOrder([{ id: 'z', quantity: 1 }], records, fields, () => 0)).toThrow(
      'no longer sold (z)',
    );
    expect(() => priceOrder([{ id: 'c', quantity: 1 }], records, fields, () => 0)).toThrow(
      'The product "Free" has no price the shop can charge (PriceCents',
    );
    expect(() => priceOrder([{ id: 'd', quantity: 1 }], records, fields, () => 0)).toThrow(
      '"Half"',
    );
    expect(() => priceOrder([{ id: 'a', quantity: 21 }], records, fields, () => 0)).toThrow(
      'At most 20 of "Maize meal" per order.',
    );
  });
});

describe('deliveryFee', () => {
  it('is none without a formula, and says why a formula cannot give one', () => {
    expect(deliveryFee(formulas, undefined, 100)).toBe(0);
    expect(() => deliveryFee(formulas, 'missing', 100)).toThrow(
      'there is no site formula "missing"',
    );
    expect(() => deliveryFee(formulas, 'readsVariables', 100)).toThrow(/Unknown variable "town"/);
    expect(() => deliveryFee(formulas, 'negative', 100)).toThrow(
      'the formula gave -1, not whole cents',
    );
  });
});
