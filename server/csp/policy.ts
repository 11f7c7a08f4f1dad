/**
 * The content security policy of Baobab's HTML pages (issue 28): one builder for the runtime's
 * site pages, the editor and its canvas frame, the sign-in pages and the hosted checkout.
 *
 * Scripts run by nonce: the server makes a random one per answer (`newNonce`), puts it on every
 * `<script>` and script preload it emits (`html.ts`), and names it in `script-src` with
 * `'strict-dynamic'`, so what those scripts load (chunks, Stripe.js, the auth SDK, a tag
 * manager's container) runs too, and nothing an attacker writes into a page does. `https:` and
 * `'unsafe-inline'` are the fallbacks of browsers older than CSP 3, which ignore
 * `'strict-dynamic'`; browsers that know it ignore both. Never `'unsafe-eval'`: no code of ours
 * evaluates text (formulas and custom code are interpreted, `shared/formula`).
 */
import { randomBytes } from 'node:crypto';
import type { ContentSourceKind, ContentSources } from '@plugins/define.ts';

/** A fresh nonce: 128 random bits, base64 (one per answer, never cached with a page). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Who may frame a page: nobody (sign-in, checkout, the editor), or these origins. */
export const NOT_FRAMED: readonly string[] = [];

export interface PolicyOptions {
  /** This answer's nonce; or, for a page sent as the same bytes to all, `hashes`. */
  nonce?: string;
  /** `'sha256-…'` of each inline script of a cached page (`hashes.ts`). */
  hashes?: readonly string[];
  /** Origins allowed to frame the page (`'self'`, `http://localhost:3000`); empty: `'none'`. */
  frameAncestors: readonly string[];
  /** What the page reaches beyond its own origin (the site's plugins: `plugins.ts`). */
  sources?: ContentSources;
}

/** Each directive a page's sources add to, and what it allows without them. */
const BASE: Readonly<Record<ContentSourceKind, readonly string[]>> = {
  connect: ["'self'"],
  frame: ["'self'"],
  // Pictures and sound come from anywhere an author links (product photos, a podcast): passive
  // content, which runs nothing.
  img: ['*', 'data:', 'blob:'],
  media: ['*', 'data:', 'blob:'],
  script: [],
  // 'unsafe-inline': React's `style` attributes (every element's own styles) cannot carry a
  // nonce, and Monaco and the canvas add <style> elements at run time. Styles run no script.
  style: ["'self'", "'unsafe-inline'"],
  font: ["'self'", 'data:'],
};

/** A source expression as CSP takes it: no spaces, semicolons or commas (they end it). */
const SOURCE = /^[^\s;,]+$/;

/** Several pages' or plugins' sources as one, each source once. */
export function mergeSources(...all: readonly ContentSources[]): ContentSources {
  const merged: Partial<Record<ContentSourceKind, string[]>> = {};
  for (const sources of all)
    for (const [kind, list] of Object.entries(sources) as [ContentSourceKind, string[]][]) {
      const into = (merged[kind] ??= []);
      for (const source of list) if (!into.includes(source)) into.push(source);
    }
  return merged;
}

function sourceList(kind: ContentSourceKind, sources: ContentSources): string {
  const list = [...BASE[kind]];
  for (const source of sources[kind] ?? [])
    if (SOURCE.test(source) && !list.includes(source)) list.push(source);
  return list.join(' ');
}

/** The `Content-Security-Policy` header of one answer. */
export function contentSecurityPolicy({
  nonce,
  hashes = [],
  frameAncestors,
  sources = {},
}: PolicyOptions) {
  const scripts = sourceList('script', sources);
  const trusted = nonce !== undefined ? [`'nonce-${nonce}'`] : hashes.filter((h) => SOURCE.test(h));
  if (trusted.length === 0) throw new Error('A page policy needs a nonce or script hashes.');
  const directives = [
    "default-src 'self'",
    `script-src ${trusted.join(' ')} 'strict-dynamic' https: 'unsafe-inline'${scripts ? ` ${scripts}` : ''}`,
    `style-src ${sourceList('style', sources)}`,
    `img-src ${sourceList('img', sources)}`,
    `font-src ${sourceList('font', sources)}`,
    `media-src ${sourceList('media', sources)}`,
    `connect-src ${sourceList('connect', sources)}`,
    `frame-src ${sourceList('frame', sources)}`,
    // Monaco's workers are files of the build; the runtime's Intl warm-up is an inlined `blob:`
    // worker (runtime/app/intl-warmup/), and Vite's dev server makes blobs too.
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors.filter((s) => SOURCE.test(s)).join(' ') || "'none'"}`,
  ];
  return directives.join('; ');
}

/**
 * The policy of an HTML answer that runs no script (error pages, the outbox): a route that sends
 * a page with scripts sets its own (`page.ts`).
 */
export const SCRIPTLESS_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'";
