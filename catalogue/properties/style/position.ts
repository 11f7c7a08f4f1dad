/** Positioning and offsets; the offsets are hidden while the element is not positioned. */
import { cssLength, cssSelect, OFFSET_UNITS, option, type StyleGroup } from '../descriptor.ts';

const notPositioned = (styles: Readonly<Record<string, unknown>>) =>
  !styles.position || styles.position === 'static';

export const positionProperties = {
  position: cssSelect('Position', 'Position', [
    option('static', 'In the flow', 'Dans le flux'),
    option('relative', 'Relative', 'Relative'),
    option('absolute', 'Absolute', 'Absolue'),
    option('fixed', 'Fixed to the screen', 'Fixe à l’écran'),
    option('sticky', 'Sticky', 'Collante'),
  ]),
  top: cssLength('Top', 'Haut', OFFSET_UNITS, { hidden: notPositioned }),
  right: cssLength('Right', 'Droite', OFFSET_UNITS, { hidden: notPositioned }),
  bottom: cssLength('Bottom', 'Bas', OFFSET_UNITS, { hidden: notPositioned }),
  left: cssLength('Left', 'Gauche', OFFSET_UNITS, { hidden: notPositioned }),
} satisfies StyleGroup;
