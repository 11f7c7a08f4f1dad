/**
 * Where an order stands. `pending`: placed, its stock held while the shopper pays; `paid`: the
 * payment provider's signed event arrived; then staff move it on, one step at a time.
 * `expired` (the payment page timed out) and `cancelled` (the shopper left it, or placed
 * another) release the stock. An offer priced by staff starts `requested`, becomes `quoted`
 * (staff set its amount), then `pending` once the shopper opens its payment page. `refund-due`:
 * paid, but what it paid for could not be given (a top-up the provider refused, a seat taken
 * while the payment came late): the money goes back.
 */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'packed',
  'on-the-way',
  'delivered',
  'expired',
  'cancelled',
  'requested',
  'quoted',
  'refund-due',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The steps staff take after payment, in order. */
export const FULFILMENT_STEPS: readonly OrderStatus[] = [
  'paid',
  'packed',
  'on-the-way',
  'delivered',
];

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** Staff move a paid order one step forward: paid → packed → on the way → delivered. */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  const index = FULFILMENT_STEPS.indexOf(from);
  return index >= 0 && FULFILMENT_STEPS[index + 1] === to;
}
