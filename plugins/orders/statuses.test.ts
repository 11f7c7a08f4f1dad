import { describe, expect, it } from 'vitest';
import { canMove, isOrderStatus } from './statuses.ts';

describe('order statuses', () => {
  it('moves a paid order on one step at a time, never back, never from pending', () => {
    expect(canMove('paid', 'packed')).toBe(true);
    expect(canMove('packed', 'on-the-way')).toBe(true);
    expect(canMove('on-the-way', 'delivered')).toBe(true);
    expect(canMove('paid', 'delivered')).toBe(false);
    expect(canMove('packed', 'paid')).toBe(false);
    expect(canMove('pending', 'paid')).toBe(false);
    expect(canMove('delivered', 'paid')).toBe(false);
    expect(isOrderStatus('on-the-way')).toBe(true);
    expect(isOrderStatus('lost')).toBe(false);
  });
});
