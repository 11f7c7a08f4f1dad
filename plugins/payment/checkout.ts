/**
 * The checkout payload of the seeds (§3) and its rules (§5), shared by the browser half (which
 * builds and checks it before calling the server) and the server half (which checks it again:
 * a visitor can send anything). Pure TypeScript.
 */
import { MESSAGES } from './messages.ts';

/** Checkout session modes (Stripe's). */
export const CHECKOUT_MODES = ['payment', 'subscription', 'setup'] as const;
export type CheckoutMode = (typeof CHECKOUT_MODES)[number];

/**
 * Locales Stripe Checkout supports (its `locale` parameter). Any other value becomes `auto`
 * (Checkout then follows the visitor's browser).
 */
export const CHECKOUT_LOCALES = [
  'auto',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'es',
  'es-419',
  'et',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
] as const;
export type CheckoutLocale = (typeof CHECKOUT_LOCALES)[number];

const LOCALES: ReadonlySet<string> = new Set(CHECKOUT_LOCALES);

/** The locale when Stripe supports it, else `auto` (seeds §5). */
export function checkoutLocale(locale: unknown): CheckoutLocale {
  return typeof locale === 'string' && LOCALES.has(locale) ? (locale as CheckoutLocale) : 'auto';
}

/** One line of a checkout or payment intent: a Stripe price id and how many. */
export interface PriceLine {
  price: string;
  quantity: number;
}

/**
 * The price lines of a config: `[{ price, quantity }]`, `['price_…']` or one id. Lines without a
 * price id are dropped; the quantity defaults to 1 and must be a whole number from 1.
 */
export function priceLines(value: unknown): PriceLine[] {
  const list = Array.isArray(value) ? (value as unknown[]) : value === undefined ? [] : [value];
  const lines: PriceLine[] = [];
  for (const item of list) {
    if (typeof item === 'string') {
      if (item.trim()) lines.push({ price: item.trim(), quantity: 1 });
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    const { price, quantity } = item as { price?: unknown; quantity?: unknown };
    if (typeof price !== 'string' || !price.trim()) continue;
    const count = typeof quantity === 'string' ? Number(quantity) : quantity;
    lines.push({
      price: price.trim(),
      quantity: typeof count === 'number' && Number.isInteger(count) && count >= 1 ? count : 1,
    });
  }
  return lines;
}

/** Payment method types (`['card']`): strings only, blanks dropped; one string is a list of one. */
export function paymentMethodList(value: unknown): string[] {
  const list = Array.isArray(value) ? (value as unknown[]) : value === undefined ? [] : [value];
  return list
    .filter((m): m is string => typeof m === 'string' && m.trim() !== '')
    .map((m) => m.trim());
}

/** The checkout payload the browser posts to `create-checkout-session` (seeds §3). */
export interface CheckoutPayload {
  prices: PriceLine[];
  successUrl: string;
  cancelUrl: string;
  customerId?: string | undefined;
  customerEmail?: string | undefined;
  paymentMethods: string[];
  isQuantityAdjustable?: boolean | undefined;
  minQuantity?: number | undefined;
  maxQuantity?: number | undefined;
  isPromoCode?: boolean | undefined;
  mode: CheckoutMode;
  shippings?: string[] | undefined;
  isPhoneCollection?: boolean | undefined;
  isAutoTax?: boolean | undefined;
  metadata?: Record<string, string> | undefined;
  locale: CheckoutLocale;
}

const isMode = (value: unknown): value is CheckoutMode =>
  typeof value === 'string' && (CHECKOUT_MODES as readonly string[]).includes(value);

/**
 * The first problem of a checkout request, in the seeds' order (mode, product, payment method,
 * success page, cancel page), or null when it can go.
 */
export function checkoutProblem(request: {
  mode: unknown;
  prices: unknown;
  paymentMethods: unknown;
  success: unknown;
  cancel: unknown;
}): string | null {
  if (!isMode(request.mode)) return MESSAGES.noMode;
  if (priceLines(request.prices).length === 0) return MESSAGES.noProduct;
  if (paymentMethodList(request.paymentMethods).length === 0) return MESSAGES.noPaymentMethod;
  if (typeof request.success !== 'string' || !request.success) return MESSAGES.noSuccessPage;
  if (typeof request.cancel !== 'string' || !request.cancel) return MESSAGES.noCancelPage;
  return null;
}

/** The first problem of a payment intent request (prices, then payment methods), or null. */
export function paymentIntentProblem(request: {
  prices: unknown;
  paymentMethods: unknown;
}): string | null {
  if (priceLines(request.prices).length === 0) return MESSAGES.noProduct;
  if (paymentMethodList(request.paymentMethods).length === 0) return MESSAGES.noPaymentMethod;
  return null;
}

/** The first problem of a customer portal request (customer id, then cancel page), or null. */
export function portalProblem(request: { customerId: unknown; cancel: unknown }): string | null {
  if (typeof request.customerId !== 'string' || !request.customerId.trim())
    return MESSAGES.noCustomer;
  if (typeof request.cancel !== 'string' || !request.cancel) return MESSAGES.noCancelPage;
  return null;
}

/** Metadata as Stripe takes it: string values only (numbers and booleans written out). */
export function metadataOf(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
      out[key] = String(v);
  }
  return Object.keys(out).length ? out : undefined;
}
