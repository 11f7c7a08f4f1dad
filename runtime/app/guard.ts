/**
 * Page user-group guards (seeds §2, §6): a restricted page needs sign-in, and the visitor must hold
 * every role of at least one of the page's groups. Pure functions; the router asks them on each
 * navigation and goes where `guardRedirect` says.
 */
import { defaultLangOf, pageLang } from '@shared/routing/page-lang.ts';
import { pagePath } from '@shared/routing/page-path.ts';
import type { AppData, PublishedPage } from '@shared/schema/compose.ts';
import type { UserGroup } from '@shared/schema/logic.ts';

export type GuardOutcome =
  { kind: 'allow' } | { kind: 'unauthenticated' } | { kind: 'unauthorized' };

/** The signed-in user as the auth plugin publishes it (`{ roles: string[], …claims }`). */
export type GuardUser = Readonly<Record<string, unknown>>;

/** Where the user's roles are, unless the auth plugin says otherwise (seeds §6: configurable). */
export const DEFAULT_ROLES_KEY = 'roles';

/** The query parameter carrying the original path to the unauthenticated page (seeds §2). */
export const SOURCE_QUERY = '_source';

/** The user's roles: the strings of `user[rolesKey]`, none when it is missing or not a list. */
export function userRoles(user: GuardUser, rolesKey: string = DEFAULT_ROLES_KEY): Set<string> {
  const roles = Object.prototype.hasOwnProperty.call(user, rolesKey) ? user[rolesKey] : undefined;
  return new Set(
    Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [],
  );
}

/**
 * Whether `user` may see `page`. No groups: everyone. Otherwise sign-in is needed, then every role
 * of at least one listed group (a group without roles admits every signed-in user). Group ids
 * naming no group admit nobody: a broken reference keeps the page closed, not open.
 */
export function guardPage(
  page: Pick<PublishedPage, 'pageUserGroups'>,
  user: GuardUser | null,
  userGroups: Readonly<Record<string, Pick<UserGroup, 'roles'>>>,
  rolesKey: string = DEFAULT_ROLES_KEY,
): GuardOutcome {
  if (page.pageUserGroups.length === 0) return { kind: 'allow' };
  if (user === null) return { kind: 'unauthenticated' };
  const roles = userRoles(user, rolesKey);
  const allowed = page.pageUserGroups.some((groupId) => {
    const group = Object.prototype.hasOwnProperty.call(userGroups, groupId)
      ? userGroups[groupId]
      : undefined;
    return group !== undefined && group.roles.every((role) => roles.has(role));
  });
  return allowed ? { kind: 'allow' } : { kind: 'unauthorized' };
}

/** Open to everyone: the default test of a redirect target, so a redirect never loops. */
const isOpen = (page: PublishedPage) => page.pageUserGroups.length === 0;

/**
 * Where a guarded visitor goes, as a path (with query), or null when they stay (allowed) or no
 * page fits. Not signed in: the site's `unauthenticatedPageId` page with
 * `?_source=<currentPathWithQuery, encoded>`; outside every group: the `unauthorizedPageId` page.
 * When that page is not set, missing, is the guarded page itself or one the visitor cannot see
 * (`canSee`, default: pages without groups), the home page is used instead — the seeds leave the
 * unset case open, and the home page is the one page every site has. The target is shown in
 * `lang` when it has it, else in the default language.
 */
export function guardRedirect(
  app: AppData,
  page: Pick<PublishedPage, 'id'>,
  outcome: GuardOutcome,
  currentPathWithQuery: string,
  lang: string,
  canSee: (page: PublishedPage) => boolean = isOpen,
): string | null {
  if (outcome.kind === 'allow') return null;
  const { site } = app;
  const configured =
    outcome.kind === 'unauthenticated' ? site.unauthenticatedPageId : site.unauthorizedPageId;
  const target = [configured, site.homePageId]
    .map((id) => (id === null ? undefined : site.pages.find((p) => p.id === id)))
    .find((p): p is PublishedPage => p !== undefined && p.id !== page.id && canSee(p));
  if (!target) return null;
  const defaultLang = defaultLangOf(site.langs);
  const path = pagePath(target, pageLang(target, lang, defaultLang), defaultLang);
  return outcome.kind === 'unauthenticated'
    ? `${path}?${SOURCE_QUERY}=${encodeURIComponent(currentPathWithQuery)}`
    : path;
}
