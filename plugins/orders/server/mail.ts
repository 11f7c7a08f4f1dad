/** The confirmation mail of a paid order: what was bought, what was paid, where it goes. */
import type { Mail } from '@server/mail/outbox.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import type { OrderRow } from './store.ts';

/** Amounts as the shop shows them (`R 129,99` in en-ZA). */
export function money(cents: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** `recipientName` → `Recipient name`. */
const labelOf = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)
    .replace(/[_-]+/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

/** The order's details as lines (`Recipient name: Tendai Moyo`), nested objects indented. */
function detailLines(details: Record<string, JsonValue>, indent = ''): string[] {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(details)) {
    if (value === null || value === '' || value === false) continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      lines.push(`${indent}${labelOf(key)}:`, ...detailLines(value, `${indent}  `));
    } else {
      const text = Array.isArray(value) ? value.map((v) => String(v)).join(', ') : String(value);
      lines.push(`${indent}${labelOf(key)}: ${text === 'true' ? 'yes' : text}`);
    }
  }
  return lines;
}

export function confirmationMail(order: OrderRow, shopName: string, locale: string): Mail | null {
  if (!order.email) return null;
  const amount = (cents: number) => money(cents, order.currency, locale);
  const items = order.lines.map(
    (line) => `  ${line.quantity} × ${line.name} — ${amount(line.total)}`,
  );
  const details = detailLines(order.details);
  const body = [
    `Thank you for your order ${order.reference} at ${shopName}.`,
    'Your payment was received. We are getting your order ready and will let you know as it moves on.',
    '',
    'Items:',
    ...items,
    '',
    `Subtotal: ${amount(order.subtotal)}`,
    `Delivery: ${order.delivery_fee === 0 ? 'free' : amount(order.delivery_fee)}`,
    `Total paid: ${amount(order.total)}`,
    ...(details.length ? ['', 'Delivery details:', ...details.map((line) => `  ${line}`)] : []),
    '',
    'Follow your order at the link below.',
  ].join('\n');
  return {
    to: order.email,
    subject: `Order ${order.reference} confirmed — ${shopName}`,
    body,
    link: order.order_url,
    siteId: order.site_id,
  };
}
