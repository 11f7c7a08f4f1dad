/**
 * Custom CSS: declarations the sidebar has no control for, e.g. `mix-blend-mode: multiply;
 * backdrop-filter: blur(4px)`. Not a CSS property itself: `cssStyles` (../css.ts) splits it into
 * declarations written after the element's other styles, so they win.
 */
import { behaviour, type StyleGroup } from '../descriptor.ts';

export const customCssProperties = {
  // Default: empty. Per breakpoint, state and class like the CSS it holds.
  customCss: behaviour('code', 'Custom CSS', 'CSS personnalisé', '', {
    language: 'css',
    responsive: true,
    states: true,
    classes: true,
  }),
} satisfies StyleGroup;
