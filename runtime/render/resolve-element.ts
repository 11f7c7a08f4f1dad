/**
 * Stage one of rendering an element, without React: from the element, its component's definition
 * and a reader of stored values, what the component receives — or null when the element is not
 * shown (a display rule, `conditionalRendering`). `ElementView` is stage two: it gives the reader
 * (tracked, so the element subscribes to what it read), then adds what needs React — events and
 * element states, HTML attributes, children per slot, the error boundary.
 */
import type { CSSProperties } from 'react';
import type { ComponentDefinition } from '@catalogue/define.ts';
import {
  backgroundVideoOf,
  isRendered,
  type BackgroundVideoSource,
} from '@catalogue/properties/css.ts';
import type { Element } from '@shared/schema/element.ts';
import { displayRule } from './display.ts';
import { boundLink, resolveLink, type LinkAttributes, type LinkContext } from './links.ts';
import { activeOverrideKeys, BREAKPOINT_KEYS } from './overrides.ts';
import { planOf } from './plan.ts';
import { boundDisplay, boundStyles, resolveProps, type ReadValue } from './resolve.ts';

/** What resolving reads of the site runtime (`SiteRuntime` has both). */
export interface ResolveRuntime {
  /** The breakpoint now; read (and so subscribed to) only by an element that depends on it. */
  readonly breakpoint: string;
  warnOnce(key: string, message: string, elementId?: string): void;
}

/**
 * A link's warning (a page that does not exist, a script URL), once per element and about that
 * element: the editor's canvas lists it with the element to select.
 */
export const linkWarning = (runtime: ResolveRuntime, elementId: string) => (message: string) =>
  runtime.warnOnce(`${elementId}\u0000link`, message, elementId);

export interface ResolveInput {
  /** Reads a stored value (a formula through the site runtime); a failure gives undefined. */
  read: ReadValue;
  /** Page language first, then the site's default. */
  langs: readonly string[];
  runtime: ResolveRuntime;
  /** Element states on now (hover, focus, active), for an element with state overrides. */
  states: readonly string[];
  links: LinkContext;
  /** A bound value that was clamped or refused. */
  coerceWarning: (name: string, message: string) => void;
}

export interface ResolvedElement {
  props: Record<string, unknown>;
  /** Formula-bound styles, and the display a bound display rule gives; else undefined. */
  style: CSSProperties | undefined;
  /** The background video, under the content of the default slot. */
  video: BackgroundVideoSource | null;
  /** The items of a repeated list: the default slot is rendered once per item. */
  repeat: readonly unknown[] | null;
  link: LinkAttributes | null;
}

/** Style keys that decide whether and how an element renders, not CSS (`plan.behaviourStyles`). */
function behaviour(element: Element, read: ReadValue) {
  const styles = element.styles ?? {};
  const valueOf = (key: string) => {
    const stored = styles[key];
    return stored !== null && typeof stored === 'object' ? read(stored, key) : stored;
  };
  // Not rendered at all when false: no DOM, no workflows, no `mounted`.
  if (!isRendered(valueOf('conditionalRendering'))) return null;
  return {
    video: backgroundVideoOf({
      backgroundVideo: valueOf('backgroundVideo'),
      backgroundVideoPoster: valueOf('backgroundVideoPoster'),
      backgroundVideoLoop: valueOf('backgroundVideoLoop'),
      backgroundVideoPreload: valueOf('backgroundVideoPreload'),
    }),
  };
}

export function resolveElement(
  element: Element,
  definition: ComponentDefinition,
  input: ResolveInput,
): ResolvedElement | null {
  const { read } = input;
  const plan = planOf(element);
  const breakpoint = plan.responsive ? input.runtime.breakpoint : 'desktop';
  const breakpointKeys = BREAKPOINT_KEYS[breakpoint] ?? [];
  let shown: string | undefined;
  if (plan.boundDisplay) {
    const display = boundDisplay(element, breakpointKeys);
    if (display !== undefined) {
      const rule = displayRule(read(display, 'display'), definition.displayModes);
      if (rule.hidden) return null;
      shown = rule.display;
    }
  }
  let video: BackgroundVideoSource | null = null;
  if (plan.behaviourStyles) {
    const rendered = behaviour(element, read);
    if (!rendered) return null;
    video = rendered.video;
  }
  const states = plan.stateProps.length > 0 ? input.states : [];
  const props = resolveProps(
    element,
    definition,
    read,
    input.langs,
    plan.overrides ? activeOverrideKeys(breakpoint, states) : [],
    input.coerceWarning,
  );
  const bound = plan.formulaStyles ? boundStyles(element, read, breakpointKeys) : undefined;
  const style = bound || shown ? { ...bound, ...(shown ? { display: shown } : {}) } : undefined;
  const repeat =
    definition.properties.repeat?.type === 'list' && Array.isArray(props.repeat)
      ? (props.repeat as unknown[])
      : null;
  const link = element.link
    ? resolveLink(
        boundLink(element.link, read),
        input.links,
        linkWarning(input.runtime, element.id),
        element.id,
      )
    : null;
  return { props, style, video, repeat, link };
}
