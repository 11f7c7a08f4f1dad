import { createContext, useContext } from 'react';
import type { ElementMap } from '@shared/schema/element.ts';
import type { Warn } from './css.ts';
import type { LinkContext } from './links.ts';
import type { Resolver } from './resolve.ts';

/** What every element of one rendered page reads: created once per page and language. */
export interface RenderContextValue {
  elements: ElementMap;
  resolver: Resolver;
  links: LinkContext;
  warn: Warn;
  /** Logs a render problem once per element, even when React renders twice. */
  reportOnce: (elementId: string, message: string) => void;
}

export const RenderContext = createContext<RenderContextValue | null>(null);

export function useRenderContext(): RenderContextValue {
  const value = useContext(RenderContext);
  if (!value) throw new Error('ElementView must be rendered inside a PageView');
  return value;
}
