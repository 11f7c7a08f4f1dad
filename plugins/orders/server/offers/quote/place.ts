/**
 * The `quote` offer's server half: a request (what to buy, links, photos, budget, recipient) is
 * placed with nothing to pay and nothing held (`requested`); staff price it later
 * (`routes.ts`). What the browser sent is checked here: the photos must be this site's own
 * uploads (`uploadedFile`), the links web addresses.
 */
import { uploadedFile } from '@server/uploads/routes.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { OfferRefusal, type Offer, type OfferInput, type OfferPlan } from '../offer.ts';

export const MAX_REQUEST_TEXT = 2000;
export const MAX_LINKS = 10;
export const MAX_PHOTOS = 10;

/** The details a request may carry; `quote` is staff's answer, written by the quote route. */
const REQUEST_KEYS = ['what', 'links', 'photos', 'budget', 'recipient'] as const;

export const QUOTE_REQUEST_MESSAGES = {
  noWhat: 'Say what we should buy.',
  whatTooLong: `Describe what to buy in at most ${MAX_REQUEST_TEXT} characters.`,
  badLinks: `Links must be a list of at most ${MAX_LINKS} web addresses (http or https).`,
  badLink: (index: number) => `Link ${index + 1} is not a web address (http or https).`,
  badPhotos: `Photos must be a list of at most ${MAX_PHOTOS} uploaded files.`,
  badPhoto: (index: number) =>
    `Photo ${index + 1} is not a file uploaded to this site. Upload it again.`,
  badBudget: 'The budget must be a whole number of cents, 0 or more (or left out).',
  noRecipient: 'Say who receives it: the recipient’s name.',
  unknownDetail: (key: string) =>
    `The request cannot carry "${key}": only ${REQUEST_KEYS.join(', ')}.`,
  noItems: 'A request carries no cart lines: describe what to buy in its details.',
} as const;

const refuse = (message: string) => new OfferRefusal(400, message);
const isObject = (value: unknown): value is Record<string, JsonValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: JsonValue | undefined): JsonValue[] | null =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : null;

function webAddress(value: JsonValue): boolean {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Checks a request's details (refusing what is wrong, naming it); photos checked on disk. */
export async function checkRequest({
  context,
  request,
  shop,
  items,
  details,
}: Pick<OfferInput, 'context' | 'request' | 'shop' | 'items' | 'details'>): Promise<void> {
  if (Array.isArray(items) && items.length > 0) throw refuse(QUOTE_REQUEST_MESSAGES.noItems);
  for (const key of Object.keys(details))
    if (!(REQUEST_KEYS as readonly string[]).includes(key))
      throw refuse(QUOTE_REQUEST_MESSAGES.unknownDetail(key));
  const what = typeof details.what === 'string' ? details.what.trim() : '';
  if (!what) throw refuse(QUOTE_REQUEST_MESSAGES.noWhat);
  if (what.length > MAX_REQUEST_TEXT) throw refuse(QUOTE_REQUEST_MESSAGES.whatTooLong);
  const links = listOf(details.links);
  if (!links || links.length > MAX_LINKS) throw refuse(QUOTE_REQUEST_MESSAGES.badLinks);
  links.forEach((link, index) => {
    if (!webAddress(link)) throw refuse(QUOTE_REQUEST_MESSAGES.badLink(index));
  });
  const photos = listOf(details.photos);
  if (!photos || photos.length > MAX_PHOTOS) throw refuse(QUOTE_REQUEST_MESSAGES.badPhotos);
  for (const [index, photo] of photos.entries()) {
    const file = await uploadedFile(context, shop.source.siteId, photo, request.headers.host);
    if (!file) throw refuse(QUOTE_REQUEST_MESSAGES.badPhoto(index));
  }
  const budget = details.budget;
  if (
    budget !== undefined &&
    budget !== null &&
    !(typeof budget === 'number' && Number.isSafeInteger(budget) && budget >= 0)
  )
    throw refuse(QUOTE_REQUEST_MESSAGES.badBudget);
  const recipient = details.recipient;
  const name = isObject(recipient) && typeof recipient.name === 'string' ? recipient.name : '';
  if (!name.trim()) throw refuse(QUOTE_REQUEST_MESSAGES.noRecipient);
}

async function planRequest(input: OfferInput): Promise<OfferPlan> {
  await checkRequest(input);
  return {
    collectionId: '',
    priced: { lines: [], subtotal: 0, deliveryFee: 0, total: 0 },
    reserve: async () => [],
    payMinutes: 60,
    status: 'requested',
  };
}

export const quoteOffer: Offer = { type: 'quote', plan: planRequest };
