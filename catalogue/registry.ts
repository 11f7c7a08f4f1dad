/** Component type → React component and definition: what the renderer draws an element with. */
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { Button, buttonDefinition } from './button/index.ts';
import type { CatalogueComponentProps } from './component.ts';
import type { ComponentDefinition } from './define.ts';
import { Flexbox, flexboxDefinition } from './flexbox/index.ts';
import { Image, imageDefinition } from './image/index.ts';
import { Text, textDefinition } from './text/index.ts';

export interface CatalogueEntry {
  definition: ComponentDefinition;
  component: ComponentType<CatalogueComponentProps<Record<string, unknown>>>;
  /**
   * The component calls no hooks and renders from its props alone, so the renderer may call it
   * as a plain function inside the element's own render: one React component per element
   * instead of two (a long list renders noticeably faster). Leave it off for any component
   * with state, effects or context.
   */
  hookless?: boolean;
  /**
   * For components whose code (and libraries: swiper, tiptap, imask, maps…) is a chunk of its
   * own: loads it. `component` then renders nothing until the chunk is in; the runtime calls
   * `load` for every type on a page as soon as the page data arrives, so there is no waterfall.
   */
  load?: () => Promise<CatalogueEntry['component']>;
}

/**
 * Pairs a component with its definition. The renderer builds props from the definition, so the
 * component's own props type holds by construction; this is the one place that widens it.
 */
function entry<P>(
  definition: ComponentDefinition,
  component: ComponentType<CatalogueComponentProps<P>>,
  options: { hookless?: boolean } = {},
): CatalogueEntry {
  return {
    definition,
    component: component as unknown as CatalogueEntry['component'],
    hookless: options.hookless === true,
  };
}

/**
 * A component in a chunk of its own: `load` imports it; `component` suspends (rendering nothing,
 * keeping the page's layout of the other elements) until it is in.
 */
function lazyEntry<P>(
  definition: ComponentDefinition,
  load: () => Promise<ComponentType<CatalogueComponentProps<P>>>,
): CatalogueEntry {
  const loadWide = load as unknown as () => Promise<CatalogueEntry['component']>;
  let loading: Promise<CatalogueEntry['component']> | undefined;
  const once = () => (loading ??= loadWide());
  const Lazy = lazy(() => once().then((component) => ({ default: component })));
  function Deferred(props: CatalogueComponentProps<Record<string, unknown>>) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  }
  Deferred.displayName = `Deferred(${definition.type})`;
  return { definition, component: Deferred, load: once };
}

export const registry: Readonly<Record<string, CatalogueEntry>> = {
  text: entry(textDefinition, Text, { hookless: true }),
  image: entry(imageDefinition, Image, { hookless: true }),
  flexbox: entry(flexboxDefinition, Flexbox, { hookless: true }),
  button: entry(buttonDefinition, Button, { hookless: true }),
  // Components in chunks of their own, one line each, in alphabetical order of type:
};

/** The component of an entry, loading its chunk first when it has one (tests, previews). */
export async function loadComponent(entry: CatalogueEntry): Promise<CatalogueEntry['component']> {
  return entry.load ? entry.load() : entry.component;
}

export function catalogueEntry(type: string): CatalogueEntry | undefined {
  return Object.hasOwn(registry, type) ? registry[type] : undefined;
}
