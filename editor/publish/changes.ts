/**
 * What a publish would change in an environment (`GET …/publish/{env}/changes`), for the
 * confirmation before publishing to production. Failures are values, never thrown: the author
 * may publish without the list.
 */
import type {
  ChangedPage,
  PublishChanges,
  PublishEnvironment,
} from '@shared/schema/published-version.ts';
import { editorFetch } from '../authors/request.ts';

export type { ChangedPage, PublishChanges };

export type ChangesResult =
  { ok: true; changes: PublishChanges } | { ok: false; message: string | null };

export async function readPublishChanges(
  siteId: string,
  environment: PublishEnvironment,
): Promise<ChangesResult> {
  const url = `/api/sites/${encodeURIComponent(siteId)}/publish/${environment}/changes`;
  try {
    const response = await editorFetch(url, { cache: 'no-store' });
    const body = (await response.json().catch(() => null)) as
      (PublishChanges & { message?: string }) | null;
    if (!response.ok || !body)
      return { ok: false, message: body?.message ?? `HTTP ${response.status}` };
    return { ok: true, changes: body };
  } catch {
    return { ok: false, message: null };
  }
}
