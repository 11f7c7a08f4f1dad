/**
 * Style and attribute descriptors every element shares (seeds §3 "Style property descriptors",
 * "Attribute descriptors"): the editor builds its style sidebar from `styleDescriptors`, in this
 * order, one group per section, and its element settings from `attributeDescriptors`.
 *
 * Style descriptors are `section: 'style'` properties keyed by CSS property name (as React and
 * the CSSOM spell it), stored in `element.styles`. A few keys are not CSS (`BEHAVIOUR_STYLE_KEYS`:
 * background gradient, order and video, custom CSS, conditional rendering): the renderer runs the
 * resolved styles through `cssStyles` before writing them, reads `isRendered` and
 * `backgroundVideoOf`, and renders `BackgroundVideo` (see css.ts). A descriptor's `hidden` gets
 * the element's styles.
 */
import { label, type Label, type PropertyDefinition } from '../define.ts';
import { animationProperties } from './style/animation.ts';
import { backgroundProperties, backgroundVideoProperties } from './style/background.ts';
import { borderProperties } from './style/borders.ts';
import { conditionalRenderingProperties } from './style/conditional-rendering.ts';
import { cursorProperties } from './style/cursor.ts';
import { customCssProperties } from './style/custom-css.ts';
import { flexProperties } from './style/flex.ts';
import { gridProperties } from './style/grid.ts';
import { layoutProperties } from './style/layout.ts';
import { opacityProperties } from './style/opacity.ts';
import { outlineProperties } from './style/outline.ts';
import { overflowProperties } from './style/overflow.ts';
import { positionProperties } from './style/position.ts';
import { shadowProperties } from './style/shadow.ts';
import { sizingProperties } from './style/sizing.ts';
import { spacingProperties } from './style/spacing.ts';
import { textProperties } from './style/text.ts';
import { transformProperties } from './style/transform.ts';
import { transitionProperties } from './style/transition.ts';
import { zIndexProperties } from './style/z-index.ts';

export interface StyleDescriptorGroup {
  label: Label;
  properties: Readonly<Record<string, PropertyDefinition>>;
}

const group = (
  en: string,
  fr: string,
  properties: Readonly<Record<string, PropertyDefinition>>,
): StyleDescriptorGroup => ({ label: label(en, fr), properties });

/** The style sidebar's groups, in display order. Every key appears in exactly one group. */
export const styleDescriptors = {
  conditionalRendering: group(
    'Conditional rendering',
    'Affichage conditionnel',
    conditionalRenderingProperties,
  ),
  layout: group('Layout', 'Disposition', layoutProperties),
  grid: group('Grid', 'Grille', gridProperties),
  flex: group('Flex item', 'Élément flex', flexProperties),
  sizing: group('Size', 'Taille', sizingProperties),
  spacing: group('Spacing', 'Espacement', spacingProperties),
  position: group('Position', 'Position', positionProperties),
  zIndex: group('Stacking', 'Empilement', zIndexProperties),
  overflow: group('Overflow', 'Débordement', overflowProperties),
  text: group('Text', 'Texte', textProperties),
  background: group('Background', 'Arrière-plan', backgroundProperties),
  borders: group('Borders', 'Bordures', borderProperties),
  outline: group('Outline', 'Contour', outlineProperties),
  shadow: group('Shadow', 'Ombre', shadowProperties),
  opacity: group('Opacity', 'Opacité', opacityProperties),
  transform: group('Transform', 'Transformation', transformProperties),
  transition: group('Transition', 'Transition', transitionProperties),
  animation: group('Animation', 'Animation', animationProperties),
  cursor: group('Cursor', 'Curseur', cursorProperties),
  customCss: group('Custom CSS', 'CSS personnalisé', customCssProperties),
} satisfies Record<string, StyleDescriptorGroup>;

/** Every style descriptor by key, across groups. */
export const allStyleDescriptors: Readonly<Record<string, PropertyDefinition>> = Object.assign(
  {},
  ...Object.values(styleDescriptors).map((g) => g.properties),
);

// The named property sets of the seeds ("Text, layout, grid and background-video property sets").
export { backgroundVideoProperties, gridProperties, layoutProperties, textProperties };
export { attributeDescriptors, ELEMENT_FIELDS, linkDescriptor } from './attributes.ts';
export { BEHAVIOUR_STYLE_KEYS, type BehaviourStyleKey } from './descriptor.ts';
export {
  backgroundVideoOf,
  cssStyles,
  customCssDeclarations,
  isRendered,
  type BackgroundVideoSource,
} from './css.ts';
