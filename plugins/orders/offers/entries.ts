/**
 * The offers a site sells beside its cart (`site.json` → `plugins.<orders>.publicSettings.offers`):
 * by name, `{ "type": "<offer type>", … }` with the settings of that type (`<type>/settings.ts`).
 * Every offer may also say `referencePrefix` (its orders' references) and `fulfil` (the plugin
 * whose server half delivers it after payment: `fulfil.ts`). Pure: the browser's `validate` and
 * the server both read them.
 */
import type { JsonValue } from '@shared/schema/values.ts';

export type OfferSettings = Readonly<Record<string, JsonValue>>;

export interface OfferEntry {
  /** Its name in `offers`: what `place-order`'s `offer` says. */
  id: string;
  type: string;
  settings: OfferSettings;
}

const isObject = (value: unknown): value is Record<string, JsonValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The name a cart's order is placed under: the products collection's offer. */
export const CART_OFFER = 'products';

export const OFFER_MESSAGES = {
  notAnObject: 'The offers setting must be an object of offers by name.',
  badEntry: (id: string) => `The offer "${id}" must be an object with a "type".`,
  unknownType: (id: string, type: string, known: readonly string[]) =>
    `The offer "${id}" has the type "${type}", which is none of ${known.join(', ')}.`,
  reservedName: `"${CART_OFFER}" is the cart's offer: give this offer another name.`,
  noOffer: (id: string) => `The shop has no offer "${id}".`,
  badFulfil: (id: string) =>
    `The offer "${id}": "fulfil" must name a plugin (its id), or be left out.`,
} as const;

/** The offers of a site's settings; `problems` gets what is wrong with the setting itself. */
export function offerEntries(value: unknown, problems: string[] = []): OfferEntry[] {
  if (value === undefined || value === null) return [];
  if (!isObject(value)) {
    problems.push(OFFER_MESSAGES.notAnObject);
    return [];
  }
  const entries: OfferEntry[] = [];
  for (const [id, entry] of Object.entries(value)) {
    if (id === CART_OFFER) {
      problems.push(OFFER_MESSAGES.reservedName);
      continue;
    }
    if (!isObject(entry) || typeof entry.type !== 'string') {
      problems.push(OFFER_MESSAGES.badEntry(id));
      continue;
    }
    if (entry.fulfil !== undefined && (typeof entry.fulfil !== 'string' || !entry.fulfil.trim()))
      problems.push(OFFER_MESSAGES.badFulfil(id));
    entries.push({ id, type: entry.type, settings: entry });
  }
  return entries;
}

/** A text setting of an offer, trimmed; undefined when absent or empty. */
export const offerText = (settings: OfferSettings, name: string): string | undefined => {
  const value = settings[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};
