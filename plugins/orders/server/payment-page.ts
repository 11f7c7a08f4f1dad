/**
 * The payment provider's hosted page for an order: a Checkout Session with the order's lines at
 * the prices the server set (`price_data`), `client_reference_id` = the order (how its payment
 * event finds it), closing when the order's payment time is up.
 */
import type Stripe from 'stripe';
import type { OrderRow } from './store.ts';

/** `url` with `order=<id>` in its query. */
export function withOrder(url: string, orderId: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('order', orderId);
  return parsed.href;
}

export function openPaymentPage(
  stripe: Stripe,
  order: OrderRow,
  options: { cancelUrl: string; payMinutes: number; email: string | null },
): Promise<Stripe.Checkout.Session> {
  const price = (name: string, amount: number, quantity: number) => ({
    quantity,
    price_data: { currency: order.currency, unit_amount: amount, product_data: { name } },
  });
  return stripe.checkout.sessions.create({
    mode: 'payment',
    client_reference_id: order.id,
    metadata: { orderId: order.id, reference: order.reference },
    ...(options.email ? { customer_email: options.email } : {}),
    success_url: order.order_url!,
    cancel_url: withOrder(options.cancelUrl, order.id),
    expires_at: Math.floor(Date.now() / 1000) + options.payMinutes * 60,
    line_items: [
      ...order.lines.map((line) => price(line.name, line.unitPrice, line.quantity)),
      ...(order.delivery_fee > 0 ? [price('Delivery', order.delivery_fee, 1)] : []),
    ],
  });
}

/** Expires the Checkout Sessions of orders that will not be paid (best effort: they expire anyway). */
export async function expireSessions(
  stripe: Stripe,
  orders: readonly OrderRow[],
  warn: (message: string) => void,
) {
  for (const order of orders) {
    if (!order.checkout_session) continue;
    await stripe.checkout.sessions.expire(order.checkout_session).catch((error: unknown) => {
      warn(`orders: session of ${order.reference} not expired: ${String(error)}`);
    });
  }
}
