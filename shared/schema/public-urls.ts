/**
 * The addresses a site is published at (`site.json`, `publicUrls`), per environment: the origin
 * that canonical links, `og:url`, `og:image` and the sitemap write absolute URLs with
 * (`runtime/server/public-url.ts`). Optional: without one, the server uses the origin the request
 * came to. Preview has none (it is never indexed).
 */
import { z } from 'zod';
import { publicOrigin } from '../routing/public-origin.ts';
import { said } from './problem-texts.ts';
import { refuse } from './refuse.ts';

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
