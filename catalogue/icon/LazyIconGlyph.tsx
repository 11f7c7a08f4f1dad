/**
 * `IconGlyph` for components in the visitor's main bundle (the button): the glyph's code is a
 * chunk of its own, fetched on the first icon shown. Calls no hooks, so a hookless component
 * may render it; until the chunk is in, an empty box of the icon's size holds the place.
 */
import { lazy, Suspense } from 'react';
import type { IconGlyphProps } from './IconGlyph.tsx';

const Glyph = lazy(() => import('./IconGlyph.tsx').then((m) => ({ default: m.IconGlyph })));

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
