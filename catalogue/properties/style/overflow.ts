/** What happens to content larger than the element, per axis. */
import type { PropertyOption } from '../../define.ts';
import { cssSelect, option, type StyleGroup } from '../descriptor.ts';

const OVERFLOWS: PropertyOption[] = [
  option('visible', 'Visible', 'Visible'),
  option('hidden', 'Hidden', 'Masqué'),
  option('clip', 'Clipped', 'Rogné'),
  option('auto', 'Scroll when needed', 'Défilement si nécessaire'),
  option('scroll', 'Always scroll', 'Toujours défiler'),
];

export const overflowProperties = {
  overflowX: cssSelect('Horizontal overflow', 'Débordement horizontal', OVERFLOWS),
  overflowY: cssSelect('Vertical overflow', 'Débordement vertical', OVERFLOWS),
} satisfies StyleGroup;
