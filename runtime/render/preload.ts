/**
 * Components in chunks of their own (carousel, rich text, map…) are fetched as soon as a page's
 * data names them, in parallel with the engine, so the page shows whole rather than filling in.
 */
import { catalogueEntry } from '@catalogue/registry.ts';
import type { PageData } from '@shared/schema/compose.ts';

/** Loads the chunks of every component type the page uses; never rejects (a failure shows later). */
export async function preloadComponents(data: PageData): Promise<void> {
  const loads = new Map<string, Promise<unknown>>();
  for (const element of Object.values(data.wwObjects)) {
    if (loads.has(element.type)) continue;
    const load = catalogueEntry(element.type)?.load;
    if (load) loads.set(element.type, load());
  }
  await Promise.allSettled(loads.values());
}
