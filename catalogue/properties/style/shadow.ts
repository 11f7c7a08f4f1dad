/** Box shadows: CSS text, e.g. `0 2px 8px rgba(0, 0, 0, 0.2)`, several separated by commas. */
import { cssText, type StyleGroup } from '../descriptor.ts';

export const shadowProperties = {
  boxShadow: cssText('Shadow', 'Ombre'),
} satisfies StyleGroup;
