/**
 * Building blocks of the style and attribute descriptors: the shape every CSS property of the
 * style sidebar shares, the unit ranges lengths offer, and the style keys that are not CSS.
 * Pure data, no React (the `CSSProperties` import is a type only): Node reads it.
 */
import type { CSSProperties } from 'react';
import {
  label,
  type HiddenContext,
  type PropertyBounds,
  type PropertyDefinition,
  type PropertyOption,
  type PropertyType,
} from '../define.ts';

/**
 * Style keys that are not CSS properties: the renderer reads them (or `cssStyles` turns them into
 * CSS) and they are never written to the stylesheet as they are. See `css.ts`.
 */
export const BEHAVIOUR_STYLE_KEYS = [
  'backgroundGradient',
  'backgroundOrder',
  'backgroundVideo',
  'backgroundVideoPoster',
  'backgroundVideoLoop',
  'backgroundVideoPreload',
  'customCss',
  'conditionalRendering',
] as const;
export type BehaviourStyleKey = (typeof BEHAVIOUR_STYLE_KEYS)[number];

/**
 * A group of style descriptors: keys are CSS property names as React and the CSSOM spell them
 * (`backgroundColor`, `borderTopLeftRadius`), or one of the behaviour keys. A typo fails to compile.
 */
export type StyleGroup = { [K in keyof CSSProperties | BehaviourStyleKey]?: PropertyDefinition };

export const option = (value: string, en: string, fr: string): PropertyOption => ({
  value,
  label: label(en, fr),
});

type Extra = Partial<Omit<PropertyDefinition, 'type' | 'label' | 'section'>>;

/**
 * A CSS property of the style sidebar. Default: not set (null): nothing is written, so the
 * browser's initial value, or the component's own style default, applies. Like any CSS it can be
 * bound to a formula and differ per breakpoint, per state (hover…) and per shared class.
 */
export function cssProperty(
  type: PropertyType,
  en: string,
  fr: string,
  extra: Extra = {},
): PropertyDefinition {
  return {
    type,
    label: label(en, fr),
    default: null,
    section: 'style',
    bindable: true,
    responsive: true,
    states: true,
    classes: true,
    ...extra,
  };
}

export const cssText = (en: string, fr: string, extra?: Extra) =>
  cssProperty('text', en, fr, extra);
export const cssColor = (en: string, fr: string, extra?: Extra) =>
  cssProperty('color', en, fr, extra);
export const cssSelect = (en: string, fr: string, options: PropertyOption[], extra?: Extra) =>
  cssProperty('select', en, fr, { options, ...extra });
/** A length: a number with one of `units` (first = unit of a bare number), or a keyword (`auto`). */
export const cssLength = (en: string, fr: string, units: PropertyBounds[], extra?: Extra) =>
  cssProperty('length', en, fr, { units, ...extra });
export const cssNumber = (en: string, fr: string, bounds: PropertyBounds, extra?: Extra) =>
  cssProperty('number', en, fr, { bounds, ...extra });

export const FLEX_DISPLAYS = ['flex', 'inline-flex'] as const;
export const GRID_DISPLAYS = ['grid', 'inline-grid'] as const;

/**
 * The hidden condition of a field an element has as an item of its parent (grow, grid column…):
 * hidden while the parent's display is none of `displays`, unless the element holds a value for
 * it, which stays in sight so it can be cleared (set under an earlier parent, or by hand).
 */
export function itemField(displays: readonly string[], name: string) {
  return (values: Readonly<Record<string, unknown>>, context?: HiddenContext): boolean =>
    context !== undefined &&
    !displays.includes(context.parentDisplay ?? '') &&
    (values[name] === undefined || values[name] === null) &&
    !context.bound?.has(name);
}

/**
 * A style setting the renderer acts on itself (background video, conditional rendering…). One
 * value per element: not per breakpoint, state or class, since it is not CSS.
 */
export function behaviour(
  type: PropertyType,
  en: string,
  fr: string,
  fallback: PropertyDefinition['default'],
  extra: Extra = {},
): PropertyDefinition {
  return {
    type,
    label: label(en, fr),
    default: fallback,
    section: 'style',
    bindable: true,
    responsive: false,
    states: false,
    classes: false,
    ...extra,
  };
}

const unit = (name: string, min: number, max: number, step = 1): PropertyBounds => ({
  unit: name,
  min,
  max,
  step,
});

/** Widths and heights: never negative. */
export const SIZE_UNITS = [
  unit('px', 0, 10000),
  unit('%', 0, 100),
  unit('vw', 0, 100),
  unit('vh', 0, 100),
  unit('rem', 0, 1000, 0.1),
  unit('em', 0, 1000, 0.1),
];
/** Padding and gaps: never negative. */
export const SPACE_UNITS = [
  unit('px', 0, 1000),
  unit('%', 0, 100),
  unit('rem', 0, 100, 0.1),
  unit('em', 0, 100, 0.1),
];
/** Margins: negative ones pull an element over its neighbours. */
export const MARGIN_UNITS = [
  unit('px', -1000, 1000),
  unit('%', -100, 100),
  unit('rem', -100, 100, 0.1),
  unit('em', -100, 100, 0.1),
];
/** Offsets of a positioned element and background positions. */
export const OFFSET_UNITS = [
  unit('px', -10000, 10000),
  unit('%', -1000, 1000),
  unit('vw', -1000, 1000),
  unit('vh', -1000, 1000),
  unit('rem', -1000, 1000, 0.1),
];
/** Border and outline widths. */
export const LINE_UNITS = [unit('px', 0, 100), unit('rem', 0, 10, 0.1)];
/** Corner radii: 50% makes a circle of a square. */
export const RADIUS_UNITS = [unit('px', 0, 1000), unit('%', 0, 100)];
/** Durations and delays of transitions and animations. */
export const TIME_UNITS = [unit('ms', 0, 20000, 10), unit('s', 0, 20, 0.1)];
