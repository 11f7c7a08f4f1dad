/**
 * What the browser may send for an order: product ids and quantities (merged per product,
 * bounded), and free details (recipient, address…) kept with it. Nothing else: prices come
 * from the product records on the server.
 */
import type { JsonValue } from '@shared/schema/values.ts';
import { ORDER_MESSAGES } from '../messages.ts';

export const MAX_LINES = 50;
/** Details are a few form fields; JSON text beyond this is refused. */
export const MAX_DETAILS_BYTES = 8 * 1024;
const MAX_ID = 64;

export interface CartLine {
  id: string;
  quantity: number;
}

export class CartError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The lines of a cart, one per product (quantities of the same product added up). */
export function cartLines(items: unknown, maxQuantity: number): CartLine[] {
  if (!Array.isArray(items) || items.length === 0) throw new CartError(ORDER_MESSAGES.emptyCart);
  if (items.length > MAX_LINES * 4) throw new CartError(ORDER_MESSAGES.tooManyLines(MAX_LINES));
  const lines = new Map<string, number>();
  items.forEach((item, index) => {
    const id = isObject(item) ? item.id : undefined;
    const quantity = isObject(item) ? item.quantity : undefined;
    if (
      typeof id !== 'string' ||
      !id ||
      id.length > MAX_ID ||
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 1
    )
      throw new CartError(ORDER_MESSAGES.badLine(index));
    lines.set(id, Math.min((lines.get(id) ?? 0) + quantity, maxQuantity + 1));
  });
  if (lines.size > MAX_LINES) throw new CartError(ORDER_MESSAGES.tooManyLines(MAX_LINES));
  return [...lines].map(([id, quantity]) => ({ id, quantity }));
}

/** Free details as JSON (an object), bounded in size and depth. */
export function orderDetails(details: unknown): Record<string, JsonValue> {
  if (details === undefined || details === null) return {};
  if (!isObject(details)) throw new CartError('The order details must be an object.');
  const text = JSON.stringify(details);
  if (Buffer.byteLength(text, 'utf8') > MAX_DETAILS_BYTES)
    throw new CartError(ORDER_MESSAGES.detailsTooLarge);
  const depth = (value: unknown, level: number): number =>
    typeof value === 'object' && value !== null
      ? Math.max(level, ...Object.values(value).map((v) => depth(v, level + 1)))
      : level;
  if (depth(details, 0) > 4) throw new CartError('The order details are nested too deeply.');
  return JSON.parse(text) as Record<string, JsonValue>;
}
