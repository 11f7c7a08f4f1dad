/**
 * The editor as an OpenID relying party (openid-client): authorization code with PKCE, the
 * verifier and the return path kept server-side by `state` (`store.ts`). The provider is the
 * embedded one (its `authors` realm, client `baobab-editor`, on this server: its requests go
 * through `server.inject`, never the network) or the one `BAOBAB_AUTHOR_ISSUER` names.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { AUTHOR_CLIENT_ID } from '@plugins/auth/server/provider/oidc.ts';
import type { ServerContext } from '../contract.ts';
import type { AuthorProviderConfig } from '../config.ts';
import { editorOrigin } from '../plugin-settings.ts';

/** Where the provider sends the author back. */
export const CALLBACK_PATH = '/auth/editor/callback';

interface Provider {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  embedded: boolean;
  /** This server's editor origin, as the provider sends the author back to it. */
  origin: string;
}

/** The provider a request signs in with. */
export function providerFor(request: FastifyRequest, context: ServerContext): Provider {
  const configured: AuthorProviderConfig | null | undefined = context.config.authorProvider;
  if (configured)
    return {
      ...configured,
      embedded: false,
      origin: `${request.protocol}://${request.headers.host ?? 'localhost'}`,
    };
  const origin = editorOrigin(request, context);
  return {
    issuer: `${origin}/`,
    clientId: AUTHOR_CLIENT_ID,
    clientSecret: null,
    embedded: true,
    origin,
  };
}

/** `fetch` answered by this server itself (the embedded provider is one of its routes). */
function injectFetch(server: FastifyInstance): oidc.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const answer = await server.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, host: target.host },
      ...(options.body === undefined || options.body === null
        ? {}
        : { payload: String(options.body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) headers.append(name, one);
    }
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

const configurations = new Map<string, Promise<oidc.Configuration>>();

function configurationOf(provider: Provider, server: FastifyInstance): Promise<oidc.Configuration> {
  const key = `${provider.issuer}\u0000${provider.clientId}`;
  let found = configurations.get(key);
  if (!found) {
    const options: oidc.DiscoveryRequestOptions = {
      execute: provider.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    };
    if (provider.embedded) options[oidc.customFetch] = injectFetch(server);
    found = oidc.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret ?? undefined,
      provider.clientSecret ? undefined : oidc.None(),
      options,
    );
    configurations.set(key, found);
    found.catch(() => configurations.delete(key));
  }
  return found;
}

/** The provider's sign-in address for a new sign-in, and what to keep for its return. */
export async function startSignIn(
  request: FastifyRequest,
  context: ServerContext,
  server: FastifyInstance,
): Promise<{ url: string; state: string; verifier: string }> {
  const provider = providerFor(request, context);
  const configuration = await configurationOf(provider, server);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const parameters: Record<string, string> = {
    redirect_uri: `${provider.origin}${CALLBACK_PATH}`,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  };
  // The embedded provider's session may be a visitor's: the author always types their password.
  if (provider.embedded) parameters.prompt = 'login';
  return { url: oidc.buildAuthorizationUrl(configuration, parameters).href, state, verifier };
}

/** The signed-in identity of a callback, checked by openid-client (state, PKCE, ID token). */
export async function finishSignIn(
  request: FastifyRequest,
  context: ServerContext,
  server: FastifyInstance,
  checks: { state: string; verifier: string },
): Promise<{ email: string; name: string | null }> {
  const provider = providerFor(request, context);
  const configuration = await configurationOf(provider, server);
  const current = new URL(request.url, provider.origin);
  const tokens = await oidc.authorizationCodeGrant(configuration, current, {
    pkceCodeVerifier: checks.verifier,
    expectedState: checks.state,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  const email = typeof claims?.email === 'string' ? claims.email : null;
  if (!email) throw new Error('The provider did not say who signed in (no email claim).');
  if (!provider.embedded && claims?.email_verified === false)
    throw new Error(`The provider has not verified ${email}.`);
  return { email, name: typeof claims?.name === 'string' ? claims.name : null };
}
