/**
 * Who is signed in to the editor and what they may do on each site (issue 28), asked once when
 * the editor starts (`GET /api/session`, started early by `editor/index.html`), and whether the
 * session has ended since (a 401 anywhere: `SIGNED_OUT_EVENT`). The shell provides one store;
 * components read it through `useAuthor(selector)` and `useSiteAbilities(siteId)`.
 *
 * What the interface offers follows the role; the server still decides every request. A session
 * that could not be read (the server unreachable) hides nothing: the server's refusals say why.
 */
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  publishRole,
  roleAllows,
  type AuthorRole,
  type AuthorSession,
} from '@shared/schema/authors.ts';
import type { PublishEnvironment } from '@shared/schema/published-version.ts';
import { api } from '../shell/api.ts';
import { SIGNED_OUT_EVENT } from './request.ts';

export interface AuthorState {
  /** `loading` until the session is read; `unknown` when it could not be. */
  status: 'loading' | 'known' | 'unknown';
  session: AuthorSession | null;
  /** The server answered 401 since: the author must sign in again. */
  signedOut: boolean;
}

export type AuthorStore = StoreApi<AuthorState> & {
  /** Reads the session (once) and listens for a 401 until the returned stop. */
  start(): () => void;
};

export function createAuthorStore(initial: Partial<AuthorState> = {}): AuthorStore {
  const store = createStore<AuthorState>(() => ({
    status: 'loading',
    session: null,
    signedOut: false,
    ...initial,
  }));
  let asked = initial.status !== undefined && initial.status !== 'loading';
  const signedOut = () => store.setState({ signedOut: true });
  return Object.assign(store, {
    start() {
      window.addEventListener(SIGNED_OUT_EVENT, signedOut);
      if (!asked) {
        asked = true;
        void api.session().then((result) => {
          if (result.ok) store.setState({ status: 'known', session: result.value });
          else store.setState({ status: 'unknown' });
        });
      }
      return () => window.removeEventListener(SIGNED_OUT_EVENT, signedOut);
    },
  });
}

/** Outside a provider (a component's own test): nothing known, nothing hidden. */
const UNKNOWN = createAuthorStore({ status: 'unknown' });

export const AuthorStoreContext = createContext<AuthorStore>(UNKNOWN);

export function useAuthor<T>(selector: (state: AuthorState) => T): T {
  return useStore(useContext(AuthorStoreContext), selector);
}

/**
 * The author's role on a site: `loading` until known, `unknown` when the session could not be
 * read, null when they are not a member.
 */
export type SiteRole = AuthorRole | null | 'loading' | 'unknown';

export function roleOnSite(state: AuthorState, siteId: string): SiteRole {
  if (state.status === 'loading') return 'loading';
  if (state.status === 'unknown' || !state.session) return 'unknown';
  if (state.session.administrator) return 'owner';
  return state.session.roles[siteId] ?? null;
}

/** What the interface offers on a site. */
export interface SiteAbilities {
  role: SiteRole;
  /** Changes the site's files (editor, owner). */
  edit: boolean;
  /** Publishes to (and rolls back) an environment: staging for editors, production for owners. */
  publish: Record<PublishEnvironment, boolean>;
  /** Lists the members (any member). */
  viewMembers: boolean;
  /** Invites, changes roles, removes members, reads the activity (owners). */
  manageMembers: boolean;
}

export function abilitiesOf(role: SiteRole): SiteAbilities {
  const can = (needed: AuthorRole) =>
    role === 'unknown' ? true : role === 'loading' ? false : roleAllows(role, needed);
  return {
    role,
    edit: can('editor'),
    publish: { staging: can(publishRole('staging')), production: can(publishRole('production')) },
    viewMembers: can('viewer'),
    manageMembers: can('owner'),
  };
}

/** What the author may do on `siteId` (re-renders only when their role there changes). */
export function useSiteAbilities(siteId: string): SiteAbilities {
  return abilitiesOf(useAuthor((state) => roleOnSite(state, siteId)));
}
