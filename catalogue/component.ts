/** What every catalogue component receives from the renderer (the same in editor and production). */
import type { ReactNode } from 'react';

export interface CatalogueComponentProps<P> {
  /** Settings properties, resolved: language picked, defaults filled, coerced to their type. */
  props: P;
  /** `b-{elementId}`: the element's styles from the page stylesheet. */
  className: string;
  /** Rendered children of the `default` slot. */
  children?: ReactNode;
  /** Rendered children of every slot, for components with more than one. */
  slots?: Readonly<Record<string, ReactNode>>;
  /** Set when the element has a link: the component renders as, or inside, an `<a>`. */
  href?: string;
  target?: string;
  rel?: string;
}

/** The link attributes of an `<a>`, from the component props. */
export function linkAttributes({
  href,
  target,
  rel,
}: Pick<CatalogueComponentProps<unknown>, 'href' | 'target' | 'rel'>) {
  return { href, target, rel };
}
