/**
 * An order priced from the product records: each line's unit price and name read from the
 * record (fields named by the settings), the subtotal, the delivery fee from the site's own
 * formula (the same one its cart shows), and the total. All amounts in whole cents.
 */
import { FormulaError } from '@shared/formula/index.ts';
import type { Formula } from '@shared/schema/logic.ts';
import { readPath, splitPath } from '@shared/collections/path.ts';
import { CartError, type CartLine } from './cart.ts';
import { ORDER_MESSAGES } from '../messages.ts';
import { callSiteFormula, NoSiteFormula } from './site-formula.ts';

export interface PricedLine {
  id: string;
  name: string;
  quantity: number;
  unitPrice: number;
  total: number;
  /** The record's stock when the settings name a stock field, else null (not kept). */
  stock: number | null;
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotal: number;
  deliveryFee: number;
  total: number;
}

export interface PricingFields {
  nameField: string;
  /** Written after the name (`Super maize meal, 10 kg`); empty: the name alone. */
  variantField?: string | undefined;
  priceField: string;
  stockField: string;
  maxQuantity: number;
}

const field = (record: unknown, name: string): unknown => readPath(record, splitPath(name));
const wholeCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/** The cart's lines priced from the records (by `id`); refuses unknown products and bad prices. */
export function priceLines(
  lines: readonly CartLine[],
  records: readonly unknown[],
  fields: PricingFields,
): PricedLine[] {
  const byId = new Map<string, unknown>();
  for (const record of records) {
    const id = field(record, 'id');
    if (typeof id === 'string') byId.set(id, record);
  }
  return lines.map((line) => {
    const record = byId.get(line.id);
    if (record === undefined) throw new CartError(ORDER_MESSAGES.notSold(line.id), 409);
    const rawName = field(record, fields.nameField);
    const named = typeof rawName === 'string' && rawName.trim() ? rawName.trim() : line.id;
    const variant = fields.variantField ? field(record, fields.variantField) : undefined;
    const name =
      (typeof variant === 'string' && variant.trim()) || typeof variant === 'number'
        ? `${named}, ${String(variant).trim()}`
        : named;
    const price = field(record, fields.priceField);
    if (!wholeCents(price) || price <= 0)
      throw new CartError(ORDER_MESSAGES.badPrice(name, fields.priceField), 500);
    if (line.quantity > fields.maxQuantity)
      throw new CartError(ORDER_MESSAGES.tooMany(name, fields.maxQuantity));
    let stock: number | null = null;
    if (fields.stockField) {
      const value = field(record, fields.stockField);
      // A product whose stock is missing or not a number is not for sale: never oversell.
      stock = wholeCents(value) && value > 0 ? value : 0;
    }
    return {
      id: line.id,
      name,
      quantity: line.quantity,
      unitPrice: price,
      total: price * line.quantity,
      stock,
    };
  });
}

/**
 * The delivery fee: the site formula named `formulaName` (by id or name) called with the
 * subtotal, as the site's cart calls it. It may read its parameters only: variables and the
 * page are the browser's, not the server's.
 */
export function deliveryFee(
  formulas: Readonly<Record<string, Formula>>,
  formulaName: string | undefined,
  subtotal: number,
): number {
  if (!formulaName) return 0;
  let fee: unknown;
  try {
    fee = callSiteFormula(formulas, formulaName, [subtotal]);
  } catch (error) {
    if (error instanceof FormulaError || error instanceof NoSiteFormula)
      throw new CartError(ORDER_MESSAGES.badDeliveryFee(error.message), 500);
    throw error;
  }
  if (!wholeCents(fee) || fee < 0)
    throw new CartError(
      ORDER_MESSAGES.badDeliveryFee(`the formula gave ${JSON.stringify(fee)}, not whole cents`),
      500,
    );
  return fee;
}

export function priceOrder(
  lines: readonly CartLine[],
  records: readonly unknown[],
  fields: PricingFields,
  fee: (subtotal: number) => number,
): PricedOrder {
  const priced = priceLines(lines, records, fields);
  const subtotal = priced.reduce((sum, line) => sum + line.total, 0);
  const deliveryFee = fee(subtotal);
  return { lines: priced, subtotal, deliveryFee, total: subtotal + deliveryFee };
}
