/**
 * The embedded sign-in provider: oidc-provider 9 configured to speak Auth0's routes to
 * @auth0/auth0-spa-js (see ../../../shared TOOLCHAIN notes): PKCE public clients, RS256 JWT access
 * tokens for a resource (the SDK's `audience`), refresh tokens, web_message response mode for
 * popups, storage in the database.
 */
import { randomBytes } from 'node:crypto';
import Provider, { type OidcClient, type OidcContext, type TokenLike } from 'oidc-provider';
import type { JWK } from 'jose';
import type { Queryable } from '@server/db/database.ts';
import { DEFAULT_AUDIENCE, DEFAULT_ROLES_KEY } from '../../claims.ts';
import { findAccount, type Account, type Realm } from './accounts.ts';
import { DatabaseAdapter } from './adapter.ts';
import type { AdapterPayload, OidcAdapter } from './oidc-types.ts';
import { escapeHtml, logoutPage, page } from './pages.ts';

/** The client id the embedded provider knows when a site leaves SPAClientId empty. */
export const EMBEDDED_CLIENT_ID = 'baobab-local';
/** The editor's own client: its accounts are the `authors` realm, never a site's visitors. */
export const AUTHOR_CLIENT_ID = 'baobab-editor';

/** The realm of a client's accounts. */
export function realmOfClient(clientId: unknown): Realm {
  return clientId === AUTHOR_CLIENT_ID ? 'authors' : 'visitors';
}
export const INTERACTION_PATH = '/auth/interaction';
export const END_SESSION_PATH = '/oidc/logout';
export const SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;

export interface EmbeddedProviderOptions {
  /** `http://localhost:PORT/` (with the trailing slash the SDK expects). */
  issuer: string;
  db: () => Promise<Queryable>;
  signingKey: JWK;
  cookieKeys: string[];
  /**
   * The clients: the SPA client id of each site using the embedded provider, with the origins of
   * that site's environments — the only redirect, logout-return and CORS targets of the client.
   */
  clients: () => Promise<ReadonlyMap<string, ReadonlySet<string>>>;
}

/** `http://a.localhost:3000` of a URL, or null when it is no http(s) URL. */
function originOf(url: string): string | null {
  const parsed = URL.parse(url);
  return parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:')
    ? parsed.origin
    : null;
}

/** The claims an account gives (ID token, userinfo). */
export function accountClaims(account: Account): Record<string, unknown> {
  return {
    sub: account.id,
    email: account.email,
    email_verified: account.email_verified,
    name: account.name ?? undefined,
    nickname: account.nickname ?? undefined,
    given_name: account.given_name ?? undefined,
    family_name: account.family_name ?? undefined,
    picture: account.picture ?? undefined,
    updated_at: Math.floor(new Date(account.updated_at).getTime() / 1000),
    [DEFAULT_ROLES_KEY]: account.roles,
    'https://baobab.dev/user_metadata': account.metadata,
  };
}

/** Cookie signing keys, generated once and kept in the database. */
export async function cookieKeys(db: Queryable): Promise<string[]> {
  const key = { keys: [randomBytes(32).toString('base64url')] };
  await db.query('INSERT INTO auth_keys (id, jwk) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
    'cookie-keys',
    JSON.stringify(key),
  ]);
  const rows = await db.query<{ jwk: { keys: string[] } }>(
    'SELECT jwk FROM auth_keys WHERE id = $1',
    ['cookie-keys'],
  );
  return rows[0]?.jwk.keys ?? key.keys;
}

/**
 * Serves `Client` from the sites' settings: public SPA clients. Each client's origins are kept
 * in `origins` when it is found (oidc-provider asks the adapter before it checks a redirect),
 * for the synchronous checks below.
 */
class ClientAdapter implements OidcAdapter {
  constructor(
    private readonly clients: () => Promise<ReadonlyMap<string, ReadonlySet<string>>>,
    private readonly origins: Map<string, ReadonlySet<string>>,
  ) {}
  async find(id: string): Promise<AdapterPayload | undefined> {
    const origins = (await this.clients()).get(id);
    if (!origins) {
      this.origins.delete(id);
      return undefined;
    }
    this.origins.set(id, origins);
    return {
      client_id: id,
      client_name: id,
      token_endpoint_auth_method: 'none',
      application_type: 'web',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: ['http://localhost/'],
      post_logout_redirect_uris: ['http://localhost/'],
    };
  }
  async upsert(): Promise<void> {}
  async findByUid(): Promise<undefined> {
    return undefined;
  }
  async findByUserCode(): Promise<undefined> {
    return undefined;
  }
  async consume(): Promise<void> {}
  async destroy(): Promise<void> {}
  async revokeByGrantId(): Promise<void> {}
}

export function createProvider(options: EmbeddedProviderOptions): Provider {
  const { db } = options;
  const origins = new Map<string, ReadonlySet<string>>();
  /** Whether `url` is on an origin of the client's site (exactly: scheme, host and port). */
  const allowedFor = (clientId: string, url: string) => {
    const origin = originOf(url);
    return origin !== null && origins.get(clientId)?.has(origin) === true;
  };
  const provider = new Provider(options.issuer, {
    adapter: function (this: unknown, name: string): OidcAdapter {
      return name === 'Client'
        ? new ClientAdapter(options.clients, origins)
        : new DatabaseAdapter(name, db);
    },
    clients: [],
    jwks: { keys: [options.signingKey] },
    cookies: { keys: options.cookieKeys, long: { sameSite: 'lax' }, short: { sameSite: 'lax' } },
    async findAccount(ctx: OidcContext, sub: string) {
      const account = await findAccount(await db(), sub);
      // A provider session of one realm never signs in to a client of the other: an author's
      // session is no shopper's, and a shopper's never reaches the editor.
      if (!account || account.realm !== realmOfClient(ctx.oidc?.client?.clientId)) return undefined;
      return { accountId: account.id, claims: async () => accountClaims(account) };
    },
    claims: {
      openid: ['sub', DEFAULT_ROLES_KEY],
      email: ['email', 'email_verified'],
      profile: [
        'name',
        'nickname',
        'given_name',
        'family_name',
        'picture',
        'updated_at',
        'https://baobab.dev/user_metadata',
      ],
    },
    scopes: [...SCOPES],
    responseTypes: ['code'],
    // Auth0's `screen_hint=signup` opens the sign-up form.
    extraParams: ['screen_hint'],
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      userinfo: '/userinfo',
      jwks: '/.well-known/jwks.json',
      end_session: END_SESSION_PATH,
      revocation: '/oauth/revoke',
    },
    interactions: {
      url: (_ctx: OidcContext, interaction: { uid: string }) =>
        `${INTERACTION_PATH}/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: OidcContext, form: string) {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        async postLogoutSuccessSource(ctx: OidcContext) {
          ctx.type = 'html';
          ctx.body = page(
            'Signed out',
            '<h1>Signed out</h1><p class="notice" role="status">You are signed out.</p>',
          );
        },
      },
      resourceIndicators: {
        enabled: true,
        async defaultResource(_ctx: OidcContext, _client: OidcClient, oneOf?: string) {
          return oneOf ?? DEFAULT_AUDIENCE;
        },
        async useGrantedResource() {
          return true;
        },
        async getResourceServerInfo(_ctx: OidcContext, resource: string) {
          return {
            scope: SCOPES.join(' '),
            audience: resource,
            accessTokenTTL: 60 * 60,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    async extraTokenClaims(_ctx: OidcContext, token: TokenLike) {
      if (!token.accountId) return undefined;
      const account = await findAccount(await db(), token.accountId);
      if (!account) return undefined;
      return { email: account.email, [DEFAULT_ROLES_KEY]: account.roles };
    },
    async issueRefreshToken(_ctx: OidcContext, client: OidcClient) {
      return client.grantTypeAllowed('refresh_token');
    },
    clientBasedCORS(_ctx: OidcContext, origin: string, client: OidcClient) {
      return allowedFor(client.clientId, origin);
    },
    async renderError(ctx: OidcContext, out: Record<string, string>) {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in error',
        `<h1>Something went wrong</h1>${Object.entries(out)
          .map(
            ([k, v]) =>
              `<p class="error" role="alert"><strong>${escapeHtml(k)}</strong>: ${escapeHtml(String(v))}</p>`,
          )
          .join('')}`,
      );
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      Session: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
  });
  provider.Client.prototype.redirectUriAllowed = function (this: OidcClient, uri: string) {
    return allowedFor(this.clientId, uri);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function (
    this: OidcClient,
    uri: string,
  ) {
    return allowedFor(this.clientId, uri);
  };
  return provider;
}
