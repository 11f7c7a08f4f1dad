/**
 * The auth plugin (seeds 000 §3–§9, 001 §3/§7): @auth0/auth0-spa-js against an Auth0 tenant or
 * the server's embedded Auth0-compatible provider (empty domain → the server fills
 * `http://localhost:PORT`). Publishes user, accessToken and isAuthenticated; the runtime feeds
 * `user` (with `roles`) to page guards.
 */
import type { Auth0Client, Auth0ClientOptions, User } from '@auth0/auth0-spa-js';
import type { ActionConfig } from '@shared/workflow/context.ts';
import { definePlugin, type PluginApi } from '../define.ts';
import { originsOf } from '../content-sources.ts';
import { DEFAULT_ROLES_KEY, DEFAULT_SCOPE, rolesOf, stripClaims } from './claims.ts';

/** Seeds §9: popup 400×600 (the SDK's own size), popup and silent timeouts 60 s, HTTP 10 s. */
export const POPUP_TIMEOUT_SECONDS = 60;
export const AUTHORIZE_TIMEOUT_SECONDS = 60;
export const HTTP_TIMEOUT_SECONDS = 10;
export const SESSION_CHECK_EXPIRY_DAYS = 1;
export const DB_CONNECTION = 'Username-Password-Authentication';

const text = (label: string, fr: string) => ({ type: 'text' as const, label: { en: label, fr } });

const settings = {
  public: {
    domain: text('Domain', 'Domaine'),
    customDomain: text('Custom domain', 'Domaine personnalisé'),
    SPAClientId: text('SPA client id', 'Identifiant client SPA'),
    afterSignInPageId: {
      type: 'page' as const,
      label: { en: 'After sign-in page', fr: 'Page après connexion' },
    },
    afterNotSignInPageId: {
      type: 'page' as const,
      label: { en: 'After sign-out page', fr: 'Page après déconnexion' },
    },
    audience: text('Audience', 'Audience'),
    scope: { ...text('Scope', 'Portée'), default: DEFAULT_SCOPE },
    rolesKey: { ...text('Roles key', 'Clé des rôles'), default: DEFAULT_ROLES_KEY },
  },
  private: {},
};

const variables = {
  user: { type: 'object' as const, label: { en: 'User', fr: 'Utilisateur' }, default: null },
  accessToken: {
    type: 'string' as const,
    label: { en: 'Access token', fr: "Jeton d'accès" },
    default: '',
  },
  isAuthenticated: {
    type: 'boolean' as const,
    label: { en: 'Is authenticated', fr: 'Est connecté' },
    default: false,
  },
};

type Api = PluginApi<typeof settings, typeof variables>;

/** An error of the sign-in flow with the provider's code (`state_mismatch`, `cancelled`…). */
export class AuthError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'AuthError';
  }
}

/** The SDK's errors (GenericError: `error` + `error_description`) as AuthError. */
export function authError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  if (error && typeof error === 'object' && 'error' in error && typeof error.error === 'string') {
    const description =
      'error_description' in error && typeof error.error_description === 'string'
        ? error.error_description
        : error instanceof Error
          ? error.message
          : error.error;
    return new AuthError(error.error, description);
  }
  return new AuthError('request_error', error instanceof Error ? error.message : String(error));
}

/** The user as the site sees it: claims without namespace prefixes, `roles` from the roles key. */
export function siteUser(user: User, rolesKey: string): Record<string, unknown> {
  return { ...stripClaims(user), roles: rolesOf(user, rolesKey) };
}

/** `https://host` of the domain setting (a scheme given is kept: the embedded provider is http). */
export function domainUrl(domain: string): string {
  const trimmed = domain.trim().replace(/\/+$/, '');
  return /^https?:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export function clientOptions(api: Pick<Api, 'settings'>, origin: string): Auth0ClientOptions {
  const s = api.settings;
  return {
    domain: (s.customDomain || s.domain || '').trim().replace(/\/+$/, ''),
    clientId: s.SPAClientId ?? '',
    authorizationParams: {
      redirect_uri: `${origin}/`,
      scope: s.scope || DEFAULT_SCOPE,
      ...(s.audience ? { audience: s.audience } : {}),
    },
    // Site and provider are on different sites (*.localhost vs localhost, or a tenant): a refresh
    // token in localStorage keeps a reload signed in without the provider's cookie.
    useRefreshTokens: true,
    useRefreshTokensFallback: false,
    cacheLocation: 'localstorage',
    authorizeTimeoutInSeconds: AUTHORIZE_TIMEOUT_SECONDS,
    httpTimeoutInSeconds: HTTP_TIMEOUT_SECONDS,
    sessionCheckExpiryDays: SESSION_CHECK_EXPIRY_DAYS,
  };
}

let client: Promise<Auth0Client> | null = null;

async function auth0(api: Api): Promise<Auth0Client> {
  client ??= import('@auth0/auth0-spa-js').then(
    ({ Auth0Client }) => new Auth0Client(clientOptions(api, window.location.origin)),
  );
  return client;
}

/** Reads the signed-in state from the SDK into the published variables. */
async function refreshState(api: Api, sdk: Auth0Client): Promise<boolean> {
  const signedIn = await sdk.isAuthenticated();
  if (!signedIn) {
    signOutLocally(api);
    return false;
  }
  const accessToken = await sdk.getTokenSilently();
  const user = await sdk.getUser();
  api.setVariable('accessToken', accessToken ?? '');
  api.setVariable('user', user ? siteUser(user, api.settings.rolesKey) : null);
  api.setVariable('isAuthenticated', true);
  return true;
}

/**
 * Whether this browser may hold a session of the client. The SDK keeps its tokens in local
 * storage (`@@auth0spajs@@::<clientId>::…`): without them its session check cannot succeed
 * (no iframe fallback), so a visitor who never signed in here does not download the SDK
 * (60 KB gzip) at all; signing in loads it then. Unknown storage: assume a session may exist.
 */
export function mayHaveSession(clientId: string, storage: Storage | null): boolean {
  if (!storage) return true;
  const prefix = `@@auth0spajs@@::${clientId}::`;
  try {
    for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith(prefix)) return true;
    return false;
  } catch {
    return true;
  }
}

const localStorageOrNull = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

function signOutLocally(api: Api) {
  api.setVariable('isAuthenticated', false);
  api.setVariable('accessToken', '');
  api.setVariable('user', null);
}

function goToPage(api: Api, pageId: string | undefined) {
  const path = pageId ? api.pagePath(pageId) : null;
  if (path) api.goTo(path, { replace: true });
}

/**
 * A path of this site to come back to after signing in (`/payment`, `/orders?x=1`), or
 * undefined: another origin (`//evil.example`, `https:…`) or anything odd is never followed.
 */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return undefined;
  return value;
}

/** After signing in: the path asked for, else the after sign-in page. */
function goAfterSignIn(api: Api, returnTo: unknown) {
  const path = returnPath(returnTo);
  if (path) api.goTo(path, { replace: true });
  else goToPage(api, api.settings.afterSignInPageId);
}

const returnToConfig = text(
  'Return to (a path of this site, e.g. the page that asked; empty: the after sign-in page)',
  'Revenir à (un chemin du site, par ex. la page qui l’a demandé ; vide : la page après connexion)',
);

const str = (config: ActionConfig, key: string): string | undefined => {
  const value = config[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
};

/** The profile update payload of the seeds (metadata: key/value list sent as an object). */
export function profilePayload(config: ActionConfig): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const key of ['familyName', 'givenName', 'nickname', 'username', 'name', 'picture']) {
    const value = str(config, key);
    if (value !== undefined) payload[key] = value;
  }
  const metadata = config['metadata'];
  if (Array.isArray(metadata)) {
    const entries: Record<string, unknown> = {};
    for (const item of metadata)
      if (item && typeof item === 'object' && 'key' in item && typeof item.key === 'string')
        entries[item.key] = 'value' in item ? item.value : null;
    payload['metadata'] = entries;
  } else if (metadata && typeof metadata === 'object') payload['metadata'] = metadata;
  return payload;
}

async function patchUser(
  api: Api,
  sdk: Auth0Client,
  body: Record<string, unknown>,
): Promise<unknown> {
  const token = await sdk.getTokenSilently();
  const response = await fetch(`/ww/settings/auth/auth0/users/current`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const result: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      result && typeof result === 'object' && 'error' in result
        ? String(result.error)
        : `HTTP ${response.status}`;
    api.log.error('profile update failed', message);
    throw new AuthError('request_error', message);
  }
  return result;
}

async function logout(api: Api, sdk: Auth0Client) {
  const path = api.settings.afterNotSignInPageId
    ? api.pagePath(api.settings.afterNotSignInPageId)
    : null;
  signOutLocally(api);
  await sdk.logout({ logoutParams: { returnTo: `${window.location.origin}${path ?? '/'}` } });
}

export const authPlugin = definePlugin({
  id: 'auth',
  label: { en: 'Authentication (Auth0)', fr: 'Authentification (Auth0)' },
  settings,
  variables,
  actions: {
    'login-with-popup': {
      label: { en: 'Login with popup', fr: 'Connexion par fenêtre' },
      config: { returnTo: returnToConfig },
      async handler(config, _ctx, api) {
        const sdk = await auth0(api);
        try {
          await sdk.loginWithPopup(undefined, { timeoutInSeconds: POPUP_TIMEOUT_SECONDS });
          await refreshState(api, sdk);
        } catch (error) {
          const failure = authError(error);
          api.log.error('login with popup failed', failure.message);
          throw failure;
        }
        goAfterSignIn(api, config.returnTo);
        return api.getVariable('user');
      },
    },
    'login-with-redirect': {
      label: { en: 'Login with redirect', fr: 'Connexion par redirection' },
      config: {
        screenHint: text('Screen hint (signup)', 'Écran (signup)'),
        returnTo: returnToConfig,
      },
      async handler(config, _ctx, api) {
        const sdk = await auth0(api);
        const screenHint = str(config, 'screenHint');
        const returnTo = returnPath(config.returnTo);
        await sdk.loginWithRedirect({
          authorizationParams: screenHint ? { screen_hint: screenHint } : {},
          ...(returnTo ? { appState: { returnTo } } : {}),
        });
      },
    },
    logout: {
      label: { en: 'Logout', fr: 'Déconnexion' },
      async handler(_config, _ctx, api) {
        await logout(api, await auth0(api));
      },
    },
    'update-profile': {
      label: { en: 'Update profile', fr: 'Modifier le profil' },
      config: {
        familyName: text('Family name', 'Nom'),
        givenName: text('Given name', 'Prénom'),
        nickname: text('Nickname', 'Surnom'),
        username: text('Username', "Nom d'utilisateur"),
        name: text('Name', 'Nom complet'),
        picture: text('Picture', 'Photo'),
        metadata: { type: 'json', label: { en: 'Metadata', fr: 'Métadonnées' } },
      },
      async handler(config, _ctx, api) {
        const sdk = await auth0(api);
        const result = await patchUser(api, sdk, profilePayload(config));
        // New claims come with a new token: skip the cache, then read the user again.
        await sdk.getTokenSilently({ cacheMode: 'off' });
        await refreshState(api, sdk);
        return result;
      },
    },
    'update-email': {
      label: { en: 'Update email', fr: "Modifier l'e-mail" },
      config: { email: { ...text('Email', 'E-mail'), required: true } },
      async handler(config, _ctx, api) {
        const email = str(config, 'email')?.trim();
        if (!email) throw new AuthError('invalid_body', 'An email is required.');
        const sdk = await auth0(api);
        await patchUser(api, sdk, { email });
        // Seeds §4: changing the email address logs the user out.
        await logout(api, sdk);
      },
    },
    'change-password': {
      label: { en: 'Change password', fr: 'Changer le mot de passe' },
      config: { email: text('Email', 'E-mail') },
      async handler(config, _ctx, api) {
        const user = api.getVariable('user') as Record<string, unknown> | null;
        const email = (
          str(config, 'email') ?? (typeof user?.['email'] === 'string' ? user['email'] : '')
        ).trim();
        if (!email) return null; // seeds §5: without an email nothing is sent
        const domain = api.settings.customDomain || api.settings.domain || '';
        const response = await fetch(`${domainUrl(domain)}/dbconnections/change_password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            client_id: api.settings.SPAClientId,
            email,
            connection: DB_CONNECTION,
          }),
        });
        const message = await response.text();
        if (!response.ok)
          throw new AuthError('request_error', message || `HTTP ${response.status}`);
        return message;
      },
    },
  },
  // auth0-spa-js calls the provider (token, user info) and signs in silently in an iframe to it.
  contentSources(settings) {
    const provider = originsOf(settings['domain'], settings['customDomain']);
    return { connect: provider, frame: provider };
  },
  validate(publicSettings) {
    const problems: string[] = [];
    const domain =
      typeof publicSettings['domain'] === 'string' ? publicSettings['domain'].trim() : '';
    const clientId =
      typeof publicSettings['SPAClientId'] === 'string' ? publicSettings['SPAClientId'].trim() : '';
    if (domain && !clientId) problems.push('A SPA client id is required with an Auth0 domain.');
    if (domain && /\/$/.test(domain)) problems.push('The domain must not end with a slash.');
    return problems;
  },
  async init(api) {
    if (!api.settings.domain && !api.settings.customDomain) {
      api.log.warn('no sign-in domain configured');
      return;
    }
    const params = new URLSearchParams(window.location.search);
    const callback = (params.has('code') || params.has('error')) && params.has('state');
    if (!callback && !mayHaveSession(api.settings.SPAClientId ?? '', localStorageOrNull())) {
      signOutLocally(api);
      return;
    }
    const sdk = await auth0(api);
    if (callback) {
      try {
        const { appState } = await sdk.handleRedirectCallback<{ returnTo?: unknown }>(
          window.location.href,
        );
        await refreshState(api, sdk);
        const clean = `${window.location.pathname}${window.location.hash}`;
        window.history.replaceState(window.history.state, '', clean);
        goAfterSignIn(api, appState?.returnTo);
        return;
      } catch (error) {
        api.log.error('sign-in callback failed', authError(error).message);
        window.history.replaceState(window.history.state, '', window.location.pathname);
      }
    }
    try {
      await sdk.checkSession();
      await refreshState(api, sdk);
    } catch (error) {
      const failure = authError(error);
      if (failure.code !== 'login_required') api.log.warn('session check failed', failure.message);
      else await sdk.logout({ openUrl: false });
      signOutLocally(api);
    }
  },
});
