/**
 * The e-ticket mail of a paid seats order: the booking reference, the departure, each seat's
 * passenger, the amount, the e-ticket page's link, and the reference as a QR code. The outbox
 * holds plain text (`server/mail/outbox.ts`: no attachments or HTML parts), so the code is drawn
 * with text blocks by `qrcode` (its `utf8` renderer), which a phone reads off a screen; the
 * e-ticket page shows the same code as an image.
 */
import QRCode from 'qrcode';
import type { Mail } from '@server/mail/outbox.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { money } from '../../mail.ts';
import type { OrderRow } from '../../store.ts';
import { seatOfKey } from './request.ts';

const isObject = (value: unknown): value is Record<string, JsonValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `document` → `Document`, `idNumber` → `Id number`. */
const labelOf = (key: string) =>
  key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** The reference as a QR code in text blocks (two modules per character row). */
export const referenceQr = (reference: string): Promise<string> =>
  QRCode.toString(reference, { type: 'utf8', margin: 2, errorCorrectionLevel: 'M' });

export async function seatsMail(
  order: OrderRow,
  shopName: string,
  locale: string,
): Promise<Mail | null> {
  if (!order.email) return null;
  const passengers = Array.isArray(order.details.passengers) ? order.details.passengers : [];
  const seats = order.lines.map((line) => {
    const seat = seatOfKey(line.id)?.seat ?? line.id;
    const passenger = passengers.find((p) => isObject(p) && String(p.seat) === seat);
    const about = isObject(passenger)
      ? Object.entries(passenger)
          .filter(([key, value]) => key !== 'seat' && typeof value === 'string' && value.trim())
          .map(([key, value]) => `${labelOf(key)}: ${String(value)}`)
      : [];
    return [`  ${line.name}`, ...about.map((text) => `    ${text}`)];
  });
  const body = [
    `Your e-ticket ${order.reference} from ${shopName}.`,
    'Your payment was received and your seats are booked. Show the booking reference or the QR code when you board.',
    '',
    `Booking reference: ${order.reference}`,
    '',
    'Seats:',
    ...seats.flat(),
    '',
    `Total paid: ${money(order.total, order.currency, locale)}`,
    '',
    await referenceQr(order.reference),
    'Your e-ticket is at the link below.',
  ].join('\n');
  return {
    to: order.email,
    subject: `E-ticket ${order.reference} — ${shopName}`,
    body,
    link: order.order_url,
    siteId: order.site_id,
  };
}
