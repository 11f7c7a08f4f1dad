import { describe, expect, it } from 'vitest';
import { CartError, cartLines, MAX_LINES, orderDetails } from './cart.ts';

describe('cartLines', () => {
  it('keeps ids and quantities only, one line per product', () => {
    expect(
      cartLines(
        [
          { id: 'a', quantity: 2, price: 1 },
          { id: 'b', quantity: 1 },
          { id: 'a', quantity: 3, name: 'cheap' },
        ],
        20,
      ),
    ).toEqual([
      { id: 'a', quantity: 5 },
      { id: 'b', quantity: 1 },
    ]);
  });

  it('refuses empty carts, bad lines and too many products', () => {
    expect(() => cartLines([], 20)).toThrow('Your cart is empty.');
    expect(() => cartLines('a', 20)).toThrow(CartError);
    for (const line of [
      { id: 'a' },
      { id: 'a', quantity: 1.5 },
      { id: '', quantity: 1 },
      { id: 'a', quantity: -1 },
      null,
      { id: 'x'.repeat(65), quantity: 1 },
    ])
      expect(() => cartLines([line], 20)).toThrow('Cart line 1 needs a product id');
    const many = Array.from({ length: MAX_LINES + 1 }, (_, i) => ({ id: `p${i}`, quantity: 1 }));
    expect(() => cartLines(many, 20)).toThrow(`at most ${MAX_LINES} different products`);
  });

  it('caps a summed quantity just above the most allowed, for the pricing to refuse by name', () => {
    expect(
      cartLines(
        [
          { id: 'a', quantity: 1e9 },
          { id: 'a', quantity: 1e9 },
        ],
        20,
      ),
    ).toEqual([{ id: 'a', quantity: 21 }]);
  });
});

describe('orderDetails', () => {
  it('keeps an object of form fields as JSON', () => {
    expect(
      orderDetails({ recipient: { name: 'Tendai', phone: '+263771234567' }, notes: 'Gate 2' }),
    ).toEqual({
      recipient: { name: 'Tendai', phone: '+263771234567' },
      notes: 'Gate 2',
    });
    expect(orderDetails(undefined)).toEqual({});
  });

  it('refuses what is not an object, too large or too deep', () => {
    expect(() => orderDetails(['a'])).toThrow('must be an object');
    expect(() => orderDetails({ note: 'x'.repeat(9000) })).toThrow('too large');
    expect(() => orderDetails({ a: { b: { c: { d: { e: 1 } } } } })).toThrow('too deeply');
  });
});
