/**
 * A small typed client of the editor API. Failures are values, never thrown. Requests go through
 * `fetchEarly` → `editorFetch`: changes carry the CSRF token, and a 401 tells the editor.
 */
import type { AuditEntry, AuthorRole, AuthorSession, SiteMember } from '@shared/schema/authors.ts';
import type { Problem, SiteFile } from '@shared/schema/index.ts';
import type { PublishEnvironment, VersionStamp } from '@shared/schema/published-version.ts';
import { fetchEarly } from './early.ts';

export interface SiteSummary {
  id: string;
  name: string;
  pageCount: number;
  urls: { preview: string; staging: string; production: string };
}

export interface SiteDetails {
  site: SiteFile | null;
  etag: string | null;
  problems: Problem[];
}

export type { PublishEnvironment };

export interface PublishSummary {
  environment: PublishEnvironment;
  version: string;
  number: number;
  pages: number;
  collections: number;
  publishedAt: string;
}

export type PublishStatus = Record<
  PublishEnvironment,
  { publishedAt: string; version: string; number: number } | null
>;

/** A version of the publish history (`GET …/publish/{env}/versions`). */
export interface PublishedVersion extends VersionStamp {
  live: boolean;
  /** Opens this version in the browser (a signed link on the environment's host). */
  url: string;
}

export interface PublishHistory {
  environment: PublishEnvironment;
  keep: number;
  live: string | null;
  versions: PublishedVersion[];
}

export type ApiResult<T> =
  | { ok: true; value: T }
  | { ok: false; kind: 'network' }
  | { ok: false; kind: 'http'; status: number; message: string; problems: Problem[] };

async function call<T>(url: string, init?: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetchEarly(url, init);
  } catch {
    return { ok: false, kind: 'network' };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A non-JSON answer: the status says enough.
  }
  if (response.ok) return { ok: true, value: body as T };
  const error = (body ?? {}) as { message?: string; problems?: Problem[] };
  return {
    ok: false,
    kind: 'http',
    status: response.status,
    message: error.message ?? `HTTP ${response.status}`,
    problems: error.problems ?? [],
  };
}

const site = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}`;
const JSON_HEADERS = { 'content-type': 'application/json' };

export const api = {
  listSites: () => call<{ sites: SiteSummary[]; defaultSiteId: string | null }>('/api/sites'),
  getSite: (siteId: string) => call<SiteDetails>(site(siteId)),
  publishStatus: (siteId: string) => call<PublishStatus>(`${site(siteId)}/publish`),
  publish: (siteId: string, environment: PublishEnvironment, message?: string) =>
    call<PublishSummary>(`${site(siteId)}/publish`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify(message ? { environment, message } : { environment }),
    }),
  publishHistory: (siteId: string, environment: PublishEnvironment) =>
    call<PublishHistory>(`${site(siteId)}/publish/${environment}/versions`, { cache: 'no-store' }),
  rollback: (siteId: string, environment: PublishEnvironment, version: string) =>
    call<{ environment: PublishEnvironment; version: string; number: number }>(
      `${site(siteId)}/publish/${environment}/rollback`,
      {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ version }),
      },
    ),
  /** Who is signed in and their role on each site; 401 when nobody is. */
  session: () => call<AuthorSession>('/api/session', { cache: 'no-store' }),
  signOut: () => call<null>('/api/session', { method: 'DELETE' }),
  members: (siteId: string) => call<{ members: SiteMember[] }>(`${site(siteId)}/members`),
  /** Invites an author, or changes a member's role; `invitation`: a new author's one-time link. */
  setMember: (siteId: string, email: string, role: AuthorRole) =>
    call<{ members: SiteMember[]; invitation: string | null }>(`${site(siteId)}/members`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email, role }),
    }),
  removeMember: (siteId: string, email: string) =>
    call<{ members: SiteMember[] }>(`${site(siteId)}/members/${encodeURIComponent(email)}`, {
      method: 'DELETE',
    }),
  audit: (siteId: string) => call<{ entries: AuditEntry[] }>(`${site(siteId)}/audit`),
};
