/** What every catalogue component receives from the renderer (the same in editor and production). */
import type { CSSProperties, DOMAttributes, ReactNode } from 'react';

/**
 * DOM props the renderer sets on a component's root element: event handlers of the element's
 * workflows (click…), state tracking (hover, focus), styles bound to formulas, and the element's
 * HTML id and attributes (`id`, `role`, `aria-*`, `data-*`, `title`, `tabIndex`…, never `on…`,
 * `style` or an address: runtime/render/html-attributes.ts). A component spreads them on its root
 * element (on the `<a>` when it renders as a link); the element's own classes come in `className`.
 */
export type ElementAttributes = DOMAttributes<HTMLElement> & { style?: CSSProperties };

export interface CatalogueComponentProps<P> {
  /** Settings properties, resolved: language picked, defaults filled, coerced to their type. */
  props: P;
  /** `e-{elementId}`: the element's styles from the page stylesheet (catalogue classes are `b-{type}-…`). */
  className: string;
  /** Rendered children of the `default` slot. */
  children?: ReactNode;
  /** Rendered children of every slot, for components with more than one. */
  slots?: Readonly<Record<string, ReactNode>>;
  /** Handlers and bound styles for the root element; see `ElementAttributes`. */
  attributes?: ElementAttributes;
  /** Set when the element has a link: the component renders as, or inside, an `<a>`. */
  href?: string;
  target?: string;
  rel?: string;
  /** Language of the page (`en`, `fr`…) for the component's own texts; default `en`. */
  lang?: string;
  /**
   * Raises one of the definition's `events` (e.g. `change` with `{ value }`): the runtime runs
   * the element's workflows with that trigger, with `context.event` = payload. Absent in stories.
   */
  emit?: ComponentEmit;
  /**
   * Registers the definition's `actions` (e.g. dialog `open`) so workflows can call them; returns
   * the unregister. Use `useComponentActions`. Absent in stories.
   */
  registerActions?: ActionRegistrar;
  /**
   * Publishes the definition's `state` (e.g. `{ isSubmitting: true }`), merged into what formulas
   * read as `components['<elementId>']`. Use `usePublishedState`. Absent in stories.
   */
  publish?: (state: Readonly<Record<string, unknown>>) => void;
}

/** Returns what the workflows return (a promise), so a form can wait for its submit workflows. */
export type ComponentEmit = (event: string, payload?: Readonly<Record<string, unknown>>) => unknown;
export type ComponentActionHandler = (args: Readonly<Record<string, unknown>>) => unknown;
export type ActionRegistrar = (
  handlers: Readonly<Record<string, ComponentActionHandler>>,
) => () => void;

/** The link attributes of an `<a>`, from the component props. */
export function linkAttributes({
  href,
  target,
  rel,
}: Pick<CatalogueComponentProps<unknown>, 'href' | 'target' | 'rel'>) {
  return { href, target, rel };
}
