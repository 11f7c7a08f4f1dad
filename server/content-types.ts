/**
 * The `Content-Type` of a served file by its extension: a site's own files (`/assets/…`) and
 * the build's bundles (`/_app/…`). Every answer says nosniff (`guards.ts`), so scripts and styles
 * are named as what they are; anything else is `application/octet-stream`.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  json: 'application/json',
  map: 'application/json',
  txt: 'text/plain; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  wasm: 'application/wasm',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  // Video and sound an author uploads in the editor (editor/server/assets.ts).
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};

export function contentTypeOf(path: string): string {
  const extension = path.split('.').pop()?.toLowerCase() ?? '';
  return Object.hasOwn(CONTENT_TYPES, extension)
    ? CONTENT_TYPES[extension]!
    : 'application/octet-stream';
}
