/**
 * Conditional rendering: bound to a formula, the element (and its children) is rendered only
 * while it is true. Unlike `display: none`, a hidden element is not in the page at all: no DOM,
 * no workflows, no `mounted` event; it mounts when the formula turns true. The renderer reads it
 * with `isRendered` (../css.ts); it is never written to the stylesheet.
 */
import { behaviour, type StyleGroup } from '../descriptor.ts';

export const conditionalRenderingProperties = {
  // Default: true, rendered. One value per element (not per breakpoint: use `display` for that).
  conditionalRendering: behaviour('boolean', 'Render when', 'Afficher si', true),
} satisfies StyleGroup;
