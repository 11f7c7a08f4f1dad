/**
 * `IconGlyph` for components in the visitor's main bundle (the button): the glyph's code is a
 * chunk of its own, fetched on the first icon shown. Calls no hooks, so a hookless component
 * may render it; until the chunk is in, an empty box of the icon's size holds the place.
 *
 * Once the chunk is in (`loadIconGlyph`, which the runtime calls before it hydrates a page that
 * shows icons), the glyph renders at once. `React.lazy` would suspend on its first render even
 * then: hydrating, React would leave the icon's server HTML to a later pass, and an update
 * reaching it first (a page-load workflow) would make React render it again from scratch.
 */
import { createElement, Suspense, use, type ReactNode } from 'react';
import type { IconGlyphProps } from './IconGlyph.tsx';

type GlyphComponent = (props: IconGlyphProps) => ReactNode;

let glyph: GlyphComponent | undefined;
let loading: Promise<GlyphComponent> | undefined;

/** The glyph's chunk, loaded once; a failed load (offline) is tried again on the next call. */
export function loadIconGlyph(): Promise<GlyphComponent> {
  loading ??= import('./IconGlyph.tsx').then(
    (module) => (glyph = module.IconGlyph),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function Glyph(props: IconGlyphProps) {
  // One component for every icon, loaded once (not made here).
  return createElement(glyph ?? use(loadIconGlyph()), props);
}

export function LazyIconGlyph(props: IconGlyphProps) {
  const length = typeof props.size === 'number' ? `${props.size}px` : (props.size ?? '24px');
  const box = (
    <span
      aria-hidden
      style={{ display: 'inline-flex', flexShrink: 0, width: length, height: length }}
    />
  );
  return (
    <Suspense fallback={box}>
      <Glyph {...props} />
    </Suspense>
  );
}
