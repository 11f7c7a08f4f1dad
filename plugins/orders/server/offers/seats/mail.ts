/**
 * The e-ticket mail of a paid seats order: the booking reference, the departure, each seat's
 * passenger, the amount and the e-ticket page's link, with the reference as a QR code attached
 * (`e-ticket-<reference>.png`, drawn by `qrcode`; mail clients show an image attachment under
 * the text, the outbox page too). The e-ticket page shows the same code.
 */
import QRCode from 'qrcode';
import type { Mail, MailAttachment } from '@server/mail/outbox.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { money } from '../../mail.ts';
import type { OrderRow } from '../../store.ts';
import { seatOfKey } from './request.ts';

const isObject = (value: unknown): value is Record<string, JsonValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `document` → `Document`, `idNumber` → `Id number`. */
const labelOf = (key: string) =>
  key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** The reference as a QR code: a PNG of 8 px modules with the standard's quiet zone. */
export async function referenceQr(reference: string): Promise<MailAttachment> {
  const png = await QRCode.toBuffer(reference, {
    type: 'png',
    margin: 4,
    scale: 8,
    errorCorrectionLevel: 'M',
  });
  return {
    filename: `e-ticket-${reference}.png`,
    contentType: 'image/png',
    content: png.toString('base64'),
  };
}

export async function seatsMail(
  order: OrderRow,
  shopName: string,
  locale: string,
): Promise<Mail | null> {
  if (!order.email) return null;
  const qr = await referenceQr(order.reference);
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
    `The QR code of your booking is attached (${qr.filename}); your e-ticket is at the link below.`,
  ].join('\n');
  return {
    to: order.email,
    subject: `E-ticket ${order.reference} — ${shopName}`,
    body,
    link: order.order_url,
    siteId: order.site_id,
    attachments: [qr],
  };
}
