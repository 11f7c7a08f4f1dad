/**
 * Icon names, and the chunks of the icons a page's HTML names. Kept apart from `IconGlyph.tsx`
 * (a lazy chunk): the runtime's entry hands the addresses over before any icon is drawn, and
 * the server (`runtime/server/module-preloads.ts`) normalises names as the glyph does.
 */

/** `ChevronRight`, `chevron_right`, ` Chevron Right ` → `chevron-right`. */
export function iconName(name: unknown): string {
  if (typeof name !== 'string') return '';
  return name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

/** Chunk addresses of icons by name, given by the page's HTML (`provideIconChunks`). */
const chunkUrls = new Map<string, string>();

/**
 * Where the build put some icons' chunks (`/_app/icons/plus-….js`), as the server names the icons
 * of the page it sends: those load straight from their chunk, without lucide's name → loader map
 * (33.5 KB gzip). Only addresses under `/_app/icons/` are taken.
 */
export function provideIconChunks(urls: unknown): void {
  if (typeof urls !== 'object' || urls === null) return;
  for (const [name, url] of Object.entries(urls))
    if (typeof url === 'string' && /^\/_app\/icons\/[\w.-]+\.js$/.test(url))
      chunkUrls.set(name, url);
}

/** The chunk address given for an icon, if any. */
export const iconChunkUrl = (name: string): string | undefined => chunkUrls.get(name);
