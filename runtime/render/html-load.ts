/**
 * The element HTML of `html-attributes.ts` is a chunk of its own: few pages set an HTML id,
 * classes or attributes, and its rules would weigh on every page (1.5 KB gzip in the main
 * bundle). `preloadComponents` fetches it with the data of a page that has such an element;
 * one met before it is here (the editor's canvas, after an edit) renders without them and again
 * when it arrives. What stays here is what every element pays: one check in its plan.
 */
import type { Element } from '@shared/schema/element.ts';
import type { ElementAttributes } from '@catalogue/component.ts';
import type { ItemContext } from '../state/site-runtime.ts';
import type { RenderContextValue } from './context.ts';
import type * as HtmlAttributes from './html-attributes.ts';
import type { ElementHtml } from './html-attributes.ts';
import type { ReadValue } from './resolve.ts';

type HtmlModule = typeof HtmlAttributes;

let loaded: HtmlModule | undefined;
let loading: Promise<HtmlModule> | undefined;
/** Renders waiting for the chunk, each called once when it arrives. */
const waiting = new Set<() => void>();

/** Whether the element has an HTML id, classes or attributes: else none of this runs. */
export const hasHtml = (element: Element): boolean =>
  element.htmlId !== undefined ||
  element.classes !== undefined ||
  (element.attributes?.length ?? 0) > 0;

/** Fetches the chunk once (a failure is forgotten, so the next call tries again). */
export function loadHtml(): Promise<HtmlModule> {
  loading ??= import('./html-attributes.ts').then(
    (module) => {
      loaded = module;
      for (const render of waiting) render();
      waiting.clear();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the chunk is here, so an element can be rendered in place by its parent. */
export const htmlReady = (): boolean => loaded !== undefined;

/**
 * The element's classes, id and attributes now; undefined while the chunk loads, `later` then
 * being called once it is here.
 */
export function elementHtml(
  context: RenderContextValue,
  element: Element,
  read: ReadValue,
  item: ItemContext | undefined,
  later?: () => void,
): ElementHtml | undefined {
  if (loaded) return loaded.elementHtml(context, element, read, item);
  if (later) waiting.add(later);
  loadHtml().catch((error: unknown) =>
    context.reportOnce(
      element.id,
      `[baobab] the HTML attributes of element "${element.id}" could not be loaded: ${String(error)}`,
    ),
  );
  return undefined;
}

/** The renderer's own attributes (workflow handlers, state tracking, bound styles) over the element's. */
export function withHtml(
  html: ElementHtml | undefined,
  attributes: ElementAttributes | undefined,
): ElementAttributes | undefined {
  if (!html) return attributes;
  return { ...html.attributes, ...attributes } as ElementAttributes;
}
