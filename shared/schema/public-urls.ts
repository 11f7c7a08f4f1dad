/**
 * The addresses a site is published at (`site.json`, `publicUrls`), per environment: the origin
 * that canonical links, `og:url`, `og:image` and the sitemap write absolute URLs with
 * (`runtime/server/public-url.ts`). Optional: without one, the server uses the origin the request
 * came to. Preview has none (it is never indexed).
 */
import { z } from 'zod';
import { said } from './problem-texts.ts';
import { refuse } from './refuse.ts';

/** Longest public address taken: a host name is at most 253 characters. */
export const MAX_PUBLIC_URL_LENGTH = 300;

/**
 * The origin a site's public address names (`https://shop.example`, a trailing `/` allowed), or
 * null when it is not one: http(s) only, no user name, password, path, query or fragment, and
 * nothing `new URL` would have to repair.
 */
export function publicOrigin(value: string): string | null {
  if (value.length > MAX_PUBLIC_URL_LENGTH || !/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  const written = value.replace(/\/$/, '').toLowerCase();
  return written === url.origin.toLowerCase() ? url.origin : null;
}

const publicUrlSchema = z.string().superRefine((value, ctx) => {
  if (publicOrigin(value) === null) refuse(ctx, said('publicUrlSyntax', { value }), value);
});

export const publicUrlsSchema = z.strictObject({
  /** Where staging is served, `https://staging.shop.example`. Absent: the request's origin. */
  staging: publicUrlSchema.optional(),
  /** Where production is served, `https://shop.example`. Absent: the request's origin. */
  production: publicUrlSchema.optional(),
});
export type PublicUrls = z.infer<typeof publicUrlsSchema>;
