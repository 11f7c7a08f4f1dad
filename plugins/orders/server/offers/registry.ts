/** The offer types the orders server knows, by `type` (one line each). */
import type { Offer } from './offer.ts';
import { pricedOffer } from './priced/place.ts';
import { quoteOffer } from './quote/place.ts';
import { seatsOffer } from './seats/place.ts';

export const OFFER_TYPES: Readonly<Record<string, Offer>> = {
  priced: pricedOffer,
  quote: quoteOffer,
  seats: seatsOffer,
};
