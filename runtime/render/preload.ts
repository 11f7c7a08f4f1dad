/**
 * Components in chunks of their own (carousel, rich text, map…) are fetched as soon as a page's
 * data names them, in parallel with the engine, so the page shows whole rather than filling in.
 */
import { loadIconGlyph } from '@catalogue/icon/LazyIconGlyph.tsx';
import { loadCatalogueEntry } from '@catalogue/registry.ts';
import type { PageData } from '@shared/schema/compose.ts';
import { hasHtml, loadHtml } from './html-load.ts';
import { pageIcons } from './page-icons.ts';

/**
 * Loads the chunks of every component type the page uses, and that of elements' HTML attributes
 * when one has some; never rejects (a failure shows later).
 */
export async function preloadComponents(data: PageData): Promise<void> {
  const elements = Object.values(data.wwObjects);
  const types = new Set(elements.map((element) => element.type));
  await Promise.allSettled([
    ...[...types].map((type) => loadCatalogueEntry(type)),
    ...(elements.some(hasHtml) ? [loadHtml()] : []),
  ]);
}

/**
 * Loads the icons the page names as text (`page-icons.ts`), so that the page renders with them
 * from the start: on the server, and in the browser before it hydrates what the server rendered
 * (both render the same); never rejects.
 */
export async function preloadIcons(data: PageData): Promise<void> {
  const names = pageIcons(data);
  if (names.length === 0) return;
  // The glyph's module comes with the components that show icons: no cost for pages without.
  // Through the button's loader, so that its icons render at once too (`LazyIconGlyph.tsx`).
  await loadIconGlyph();
  const { loadIcon } = await import('@catalogue/icon/IconGlyph.tsx');
  await Promise.all(names.map((name) => loadIcon(name)));
}
