/** Transforms: CSS text, e.g. `translateY(-4px) scale(1.05)`, around `transformOrigin`. */
import { cssText, type StyleGroup } from '../descriptor.ts';

export const transformProperties = {
  transform: cssText('Transform', 'Transformation', { cssSyntax: 'transform' }),
  // E.g. `center`, `top left`, `50% 100%`.
  transformOrigin: cssText('Transform origin', 'Origine de la transformation'),
} satisfies StyleGroup;
