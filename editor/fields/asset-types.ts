/**
 * The files an author may add to a site's `assets/` folder from the editor, and how their names
 * are made safe. Pure (no Node): the server route (`editor/server/assets.ts`) and the upload field
 * (`editor/fields/upload.ts`) share it.
 */

/** Content type → the file extensions it may have (the first is the one given when missing). */
export const ASSET_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'video/mp4': ['mp4'],
  'video/webm': ['webm'],
  'audio/mpeg': ['mp3'],
  'audio/ogg': ['ogg'],
  'audio/wav': ['wav'],
  'application/pdf': ['pdf'],
};

/** Other names browsers give the same types. */
const ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
};

/** Every type accepted, for messages and the file picker's `accept`. */
export const ASSET_TYPE_LIST: readonly string[] = Object.keys(ASSET_TYPES);

/** The picker's `accept` for image properties: the accepted image types only (no SVG). */
export const IMAGE_ASSET_TYPES: readonly string[] = ASSET_TYPE_LIST.filter((t) =>
  t.startsWith('image/'),
);

/** The accepted type of a `Content-Type` (parameters and case ignored), else null. */
export function assetType(contentType: string | undefined): string | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const canonical = ALIASES[type] ?? type;
  return Object.hasOwn(ASSET_TYPES, canonical) ? canonical : null;
}

/** The content type of an asset file by its extension (for serving), else null. */
export function typeOfAssetName(name: string): string | null {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  for (const [type, extensions] of Object.entries(ASSET_TYPES))
    if (extensions.includes(ext)) return type;
  return null;
}

const KNOWN_EXTENSIONS = new Set(Object.values(ASSET_TYPES).flat());

/** The longest name kept before the extension. */
const MAX_BASE_LENGTH = 80;

/**
 * A safe file name for an author's file of an accepted `type`: the last path segment only,
 * accents dropped, only `A-Z a-z 0-9 . _ -` (others become `_`), no leading dot (no hidden
 * files), and the extension of its type (`cat.PNG` → `cat.png`, `cat` → `cat.png`, a jpeg named
 * `cat.png` → `cat.jpg`, `page.html` → `page.html.png`). Null when nothing usable is left.
 */
export function assetName(raw: string, type: string): string | null {
  const extensions = ASSET_TYPES[type];
  if (!extensions) return null;
  const segment = raw.split(/[/\\]/).pop() ?? '';
  const plain = segment.normalize('NFKD').replace(/\p{M}+/gu, '');
  const dot = plain.lastIndexOf('.');
  const ext = dot > 0 ? plain.slice(dot + 1).toLowerCase() : '';
  const base = KNOWN_EXTENSIONS.has(ext) ? plain.slice(0, dot) : plain;
  const safe = base
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/[._]+$/, '');
  if (!safe) return null;
  return `${safe}.${extensions.includes(ext) ? ext : extensions[0]!}`;
}

/** `photo.png` → `photo-2.png` (n = 2), `photo-3.png`… */
export function numberedName(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}-${n}${name.slice(dot)}` : `${name}-${n}`;
}

/** The address a site's pages use for one of its files. */
export const assetUrl = (name: string): string => `/assets/${name}`;

/**
 * Where the editor (host) reads a site's `/assets/…` address: `/api/sites/{siteId}/assets/…`;
 * any other address is returned unchanged.
 */
export function editorAssetUrl(siteId: string, url: string): string {
  if (!siteId || !url.startsWith('/assets/')) return url;
  return `/api/sites/${encodeURIComponent(siteId)}${url}`;
}

/**
 * The query parameter of the canvas frame's address (`/canvas-frame?site={siteId}`) that lets
 * the editor host answer the frame's `/assets/…` requests with that site's files.
 */
export const CANVAS_SITE_PARAM = 'site';
