/**
 * What rendering an element involves beyond its props, worked out once per element (the element
 * object is immutable: a change gives a new one): `ElementView` and the in-place fast path
 * (`inline-leaf.tsx`) read it to skip what the element does not use.
 */
import { isFormulaValue } from '@shared/schema/constants.ts';
import type { Element } from '@shared/schema/element.ts';
import { hasHtml } from './html-load.ts';
import { hasFormula, overridesOf } from './overrides.ts';
import { boundDisplay } from './resolve.ts';

/** What rendering an element involves beyond its props, worked out once per element. */
export interface Plan {
  /** Reads the breakpoint (prop overrides, formula styles or display per breakpoint). */
  responsive: boolean;
  /** Has overrides that change props. */
  overrides: boolean;
  stateProps: readonly string[];
  formulaStyles: boolean;
  boundDisplay: boolean;
  /** Needs DOM attributes: workflows, state tracking or a popup link. */
  attributes: boolean;
  /** Has a `conditionalRendering` style or a background video (style keys that are not CSS). */
  behaviourStyles: boolean;
  /** Has an HTML id, classes or attributes of its own. */
  html: boolean;
  slots: ReadonlyArray<readonly [string, readonly string[]]>;
}
const plans = new WeakMap<Element, Plan>();

export function planOf(element: Element): Plan {
  let plan = plans.get(element);
  if (plan) return plan;
  const info = overridesOf(element);
  const formulaStyles = info.formulaStyles || hasFormula(element.styles);
  const boundDisplayAnywhere = boundDisplay(element, ['tablet', 'mobile']) !== undefined;
  plan = {
    responsive: info.breakpointProps || info.formulaStyles || boundDisplayAnywhere,
    overrides: info.breakpointProps || info.stateProps.length > 0,
    stateProps: info.stateProps,
    formulaStyles,
    boundDisplay: boundDisplayAnywhere || isFormulaValue(element.styles?.display),
    attributes:
      (element.events?.length ?? 0) > 0 ||
      info.stateProps.length > 0 ||
      element.link?.type === 'popup',
    slots: Object.entries(element.children ?? {}),
    behaviourStyles:
      element.styles?.conditionalRendering !== undefined ||
      element.styles?.backgroundVideo !== undefined ||
      element.styles?.backgroundVideoPoster !== undefined,
    html: hasHtml(element),
  };
  plans.set(element, plan);
  return plan;
}
