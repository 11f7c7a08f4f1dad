/**
 * The editor's authors and their roles per site, as the server and the editor both see them
 * (issue 28). An administrator (the first owner, made by the first run's one-time link) is owner
 * of every site.
 */

/** From least to most: a viewer reads, an editor edits and publishes to staging, an owner also
 * publishes to production, rolls back, manages members and plugins' secret settings. */
export const AUTHOR_ROLES = ['viewer', 'editor', 'owner'] as const;
export type AuthorRole = (typeof AUTHOR_ROLES)[number];

export const isAuthorRole = (value: unknown): value is AuthorRole =>
  typeof value === 'string' && (AUTHOR_ROLES as readonly string[]).includes(value);

/** Whether `role` (null: not a member) allows what `needed` allows. */
export function roleAllows(role: AuthorRole | null, needed: AuthorRole): boolean {
  return role !== null && AUTHOR_ROLES.indexOf(role) >= AUTHOR_ROLES.indexOf(needed);
}

/** The role a publish to an environment needs. */
export const publishRole = (environment: 'staging' | 'production'): AuthorRole =>
  environment === 'production' ? 'owner' : 'editor';

/** The header every change the editor sends carries: the session's CSRF token. */
export const CSRF_HEADER = 'x-baobab-csrf';
/** The cookie the editor's pages read the CSRF token from (the session cookie is HttpOnly). */
export const CSRF_COOKIE = 'baobab-csrf';

/** `GET /api/session`. */
export interface AuthorSession {
  email: string;
  name: string | null;
  administrator: boolean;
  /** The author's role on each site they are a member of (every site for an administrator). */
  roles: Record<string, AuthorRole>;
}

/** `GET /api/sites/{siteId}/members`. */
export interface SiteMember {
  email: string;
  role: AuthorRole;
  /** An administrator: owner of every site, not removable here. */
  administrator: boolean;
  addedBy: string | null;
  addedAt: string | null;
}

/** `GET /api/sites/{siteId}/audit`. */
export interface AuditEntry {
  at: string;
  email: string | null;
  siteId: string | null;
  action: string;
  detail: Record<string, unknown>;
}
