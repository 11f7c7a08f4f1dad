import { publicUrlsSchema, type PublicUrls } from '@shared/schema/public-urls.ts';
import { CommandError, defineCommand } from '../command.ts';
import { schemaReason } from '../schema-reason.ts';

/** The environments with a public address (`site.publicUrls`); preview is never indexed. */
export const PUBLIC_URL_ENVIRONMENTS = ['staging', 'production'] as const;
export type PublicUrlEnvironment = (typeof PUBLIC_URL_ENVIRONMENTS)[number];

/** What an address of `environment` must be: the site schema's own check. */
export const publicUrlSchemaOf = (environment: PublicUrlEnvironment) =>
  publicUrlsSchema.shape[environment].unwrap();

export interface SetPublicUrlPayload {
  environment: PublicUrlEnvironment;
  /** An origin such as `https://shop.example` (trimmed); null or "" removes it. */
  url: string | null;
}

/**
 * Sets the address an environment is published at, which canonical links, `og:url`, `og:image`
 * and the sitemap are written with (`runtime/server/public-url.ts`). Removed, the server uses
 * the address each request came to; with neither environment set, `publicUrls` goes. The
 * schema's refusal (not http(s), a path, query or `#`…) comes back as the reason, in English
 * and French, and nothing changes.
 */
export const setPublicUrl = defineCommand({
  type: 'set-public-url',
  apply(doc, { environment, url }: SetPublicUrlPayload) {
    if (!(PUBLIC_URL_ENVIRONMENTS as readonly string[]).includes(environment))
      throw new CommandError('command.publicUrl.environment', { environment: String(environment) });
    const given = url?.trim() ?? '';
    const next: PublicUrls = { ...doc.site.publicUrls };
    if (given === '') delete next[environment];
    else {
      const schema = publicUrlSchemaOf(environment);
      const parsed = schema.safeParse(given);
      if (!parsed.success)
        throw new CommandError('command.publicUrl.invalid', {
          reason: schemaReason(schema, given, parsed.error),
        });
      next[environment] = parsed.data;
    }
    if (next[environment] === doc.site.publicUrls?.[environment]) return;
    if (Object.keys(next).length === 0) delete doc.site.publicUrls;
    else doc.site.publicUrls = next;
  },
  mergeKey: ({ environment }) => `public-url:${environment}`,
});
