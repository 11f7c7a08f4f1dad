/** The offer types the orders server knows, by `type` (one line each). */
import type { Offer } from './offer.ts';
import { seatsOffer } from './seats/place.ts';

export const OFFER_TYPES: Readonly<Record<string, Offer>> = { seats: seatsOffer };
