/**
 * Components in chunks of their own (carousel, rich text, map…) are fetched as soon as a page's
 * data names them, in parallel with the engine, so the page shows whole rather than filling in.
 */
import { loadCatalogueEntry } from '@catalogue/registry.ts';
import type { PageData } from '@shared/schema/compose.ts';

/** Loads the chunks of every component type the page uses; never rejects (a failure shows later). */
export async function preloadComponents(data: PageData): Promise<void> {
  const types = new Set(Object.values(data.wwObjects).map((element) => element.type));
  await Promise.allSettled([...types].map((type) => loadCatalogueEntry(type)));
}
