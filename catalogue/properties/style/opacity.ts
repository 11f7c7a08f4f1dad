/** Opacity of the element and everything in it: 0 (invisible) to 1 (opaque). */
import { cssNumber, type StyleGroup } from '../descriptor.ts';

export const opacityProperties = {
  opacity: cssNumber('Opacity', 'Opacité', { min: 0, max: 1, step: 0.01 }),
} satisfies StyleGroup;
