/**
 * What a request on the editor host needs, told by its route's pattern and method alone (pure,
 * so one table says it for every route, the plugins' too):
 *
 * - `public`: the sign-in routes, the provider's, the bundles;
 * - `page`: the editor's pages — a signed-out author is sent to sign in;
 * - `signed-in`: any author (the site list, the session);
 * - `site`: a role on the route's `:siteId` — viewer to read, editor to change, owner for
 *   members and the audit log (publishing to production and rolling it back are checked by their
 *   routes, which know the environment);
 * - `outbox`: an administrator or an owner of some site.
 *
 * A change (`csrf`) also needs the session's CSRF token in `x-baobab-csrf`.
 */
import type { AuthorRole } from '@shared/schema/authors.ts';

export type Access =
  | { kind: 'public' }
  | { kind: 'page' }
  | { kind: 'outbox' }
  | { kind: 'signed-in'; csrf: boolean }
  | { kind: 'site'; role: AuthorRole; csrf: boolean };

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Routes of a site that change nothing although they are POSTs. */
const SITE_READ_POSTS = new Set(['/api/sites/:siteId/collections/:id/fetch']);

/** Routes of a site only its owners reach, whatever the method. */
const OWNER_ROUTES = [
  '/api/sites/:siteId/members',
  '/api/sites/:siteId/members/:email',
  '/api/sites/:siteId/audit',
];

const PAGES = new Set(['/*', '/canvas-frame']);
const OUTBOXES = new Set(['/mail/outbox', '/auth/outbox']);

export function accessOf(method: string, route: string | undefined): Access {
  if (!route) return { kind: 'public' };
  const read = READS.has(method);
  if (PAGES.has(route)) return read ? { kind: 'page' } : { kind: 'signed-in', csrf: true };
  if (OUTBOXES.has(route)) return { kind: 'outbox' };
  if (route === '/assets/*') return { kind: 'signed-in', csrf: !read };
  if (route === '/api/session')
    return read ? { kind: 'public' } : { kind: 'signed-in', csrf: true };
  if (route.startsWith('/api/sites/:siteId')) {
    if (OWNER_ROUTES.includes(route))
      return {
        kind: 'site',
        role: read && !route.endsWith('/audit') ? 'viewer' : 'owner',
        csrf: !read,
      };
    if (read || SITE_READ_POSTS.has(route)) return { kind: 'site', role: 'viewer', csrf: false };
    return { kind: 'site', role: 'editor', csrf: true };
  }
  if (route === '/api/sites' || route.startsWith('/api/'))
    return { kind: 'signed-in', csrf: !read };
  return { kind: 'public' };
}

/** What an author's change on the editor host is recorded as in the audit log (null: not). */
export function auditedAction(method: string, route: string | undefined): string | null {
  switch (`${method} ${route ?? ''}`) {
    case 'PUT /api/sites/:siteId/files/*':
      return 'save';
    case 'DELETE /api/sites/:siteId/files/*':
      return 'delete-file';
    case 'PUT /api/sites/:siteId/assets/:name':
      return 'upload-asset';
    case 'POST /api/sites/:siteId/publish':
      return 'publish';
    case 'POST /api/sites/:siteId/publish/:environment/rollback':
      return 'rollback';
    default:
      return null;
  }
}
