/** Stacking order among positioned siblings; negative puts the element behind them. */
import { cssNumber, type StyleGroup } from '../descriptor.ts';

export const zIndexProperties = {
  zIndex: cssNumber('Stacking order (z-index)', 'Ordre d’empilement (z-index)', {
    min: -100,
    max: 10000,
    step: 1,
    integer: true,
  }),
} satisfies StyleGroup;
