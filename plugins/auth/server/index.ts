/**
 * The auth plugin's server half: the embedded Auth0-compatible provider on the editor host
 * (`http://localhost:PORT`: /authorize, /oauth/token, /userinfo, /.well-known/*, /v2/logout,
 * /dbconnections/change_password, its sign-in/sign-up pages, the outbox and password resets) and
 * the profile update route on each site's origin.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { ServerContext } from '@server/contract.ts';
import { resolveHost, siteOrigins } from '@server/hosts.ts';
import { type PluginServer, type Settings } from '@server/contract.ts';
import { editorOrigin, sitePluginSettings } from '@server/plugin-settings.ts';
import { DEFAULT_AUDIENCE } from '../claims.ts';
import { acceptForms, formBody, sendHtml } from './provider/http.ts';
import {
  AccountExistsError,
  authenticate,
  createAccount,
  findAccountByEmail,
  isEmail,
  setPassword,
  updateAccount,
} from './provider/accounts.ts';
import { resetAccount, sendPasswordReset, useReset } from './provider/mail.ts';
import { outboxPage, visibleMails } from '@server/mail/routes.ts';
import {
  accountClaims,
  cookieKeys,
  createProvider,
  AUTHOR_CLIENT_ID,
  EMBEDDED_CLIENT_ID,
  END_SESSION_PATH,
  INTERACTION_PATH,
  realmOfClient,
} from './provider/oidc.ts';
import { signingKey } from './provider/keys.ts';
import { messagePage, resetPage, signInPage, signUpPage } from './provider/pages.ts';
import { MIN_PASSWORD_LENGTH } from './provider/password.ts';
import { SignInThrottle, signInLimitsFromEnv, tooManyAttempts } from './provider/throttle.ts';
import { AUTH_MIGRATIONS } from './provider/schema.ts';
import { requestUser } from './verify.ts';
import { allowCors, profileChange } from './requests.ts';

const EDITOR = { hostKind: 'editor' } as const;
const AUTHORS_ARE_INVITED =
  "The editor's authors cannot sign up: a site's owner invites them from the editor's Members panel.";
const SITE = { hostKind: 'site' } as const;

function text(settings: Settings, name: string): string {
  const value = settings[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** Is the embedded provider the one a site uses (no Auth0 domain configured)? */
export function usesEmbeddedProvider(settings: Settings): boolean {
  return !text(settings, 'domain') && !text(settings, 'customDomain');
}

/** Local hosts (and the configured site hosts) may be redirect and CORS targets. */
export function allowedUrlFor(context: ServerContext): (url: string) => boolean {
  const extra = new Set(Object.values(context.hostOptions.hosts ?? {}).flat());
  return (url) => {
    const parsed = URL.parse(url);
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return false;
    const host = parsed.hostname.toLowerCase();
    return host === 'localhost' || host.endsWith('.localhost') || extra.has(host);
  };
}

/**
 * The embedded provider's clients: each site on it gives its SPA client id (`baobab-local` when
 * empty) and its origins — its preview, staging and production addresses on this server's port
 * (`siteOrigins`), and the provider's own. Only those are a client's redirect, logout-return and
 * CORS targets: before, any `*.localhost` address on any port was.
 */
export async function embeddedClients(
  context: ServerContext,
  issuer: string,
): Promise<ReadonlyMap<string, ReadonlySet<string>>> {
  const { host, origin } = new URL(issuer);
  const clients = new Map<string, Set<string>>([
    [EMBEDDED_CLIENT_ID, new Set([origin])],
    // The editor signs its authors in on its own origin only (`server/authors`).
    [AUTHOR_CLIENT_ID, new Set([origin])],
  ]);
  const defaultSiteId = await context.defaultSiteId();
  for (const siteId of await context.store.listSites()) {
    const site = await sitePluginSettings(context, siteId, 'auth').catch(() => null);
    if (!site || !usesEmbeddedProvider(site.publicSettings)) continue;
    const id = text(site.publicSettings, 'SPAClientId') || EMBEDDED_CLIENT_ID;
    if (id === AUTHOR_CLIENT_ID) continue; // a site cannot borrow the editor's client
    const origins = clients.get(id) ?? new Set([origin]);
    for (const allowed of siteOrigins(siteId, defaultSiteId, host, context.hostOptions))
      origins.add(allowed);
    clients.set(id, origins);
  }
  return clients;
}

async function routes(server: FastifyInstance, context: ServerContext): Promise<void> {
  const allowed = allowedUrlFor(context);
  const throttle = new SignInThrottle(signInLimitsFromEnv(process.env));
  const providers = new Map<string, Promise<Provider>>();
  const database = () => context.db();

  /** The provider for the issuer this request reached (`http://localhost:PORT/`), made once. */
  const providerFor = (request: FastifyRequest): Promise<Provider> => {
    const issuer = `${editorOrigin(request, context)}/`;
    let provider = providers.get(issuer);
    if (!provider) {
      provider = (async () => {
        const db = await database();
        const made = createProvider({
          issuer,
          db: database,
          signingKey: await signingKey(db),
          cookieKeys: await cookieKeys(db),
          clients: () => embeddedClients(context, issuer),
        });
        made.on('server_error', (_ctx, error) => server.log.error(error, 'auth provider error'));
        return made;
      })();
      provider.catch(() => providers.delete(issuer));
      providers.set(issuer, provider);
    }
    return provider;
  };

  // oidc-provider's own routes: the raw request goes to its Koa app untouched (bodies unread).
  await server.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const passthrough = async (request: FastifyRequest, reply: FastifyReply) => {
      const provider = await providerFor(request);
      const url = new URL(request.raw.url ?? '/', 'http://localhost');
      // auth0-spa-js sends Auth0's `audience`; oidc-provider reads the resource indicator.
      if (
        url.pathname === '/authorize' &&
        url.searchParams.has('audience') &&
        !url.searchParams.has('resource')
      ) {
        url.searchParams.set('resource', url.searchParams.get('audience') ?? DEFAULT_AUDIENCE);
        url.searchParams.delete('audience');
        request.raw.url = `${url.pathname}${url.search}`;
      }
      reply.hijack();
      provider.callback()(request.raw, reply.raw);
    };
    const all = ['GET', 'POST', 'OPTIONS'] as const;
    for (const path of [
      '/authorize',
      '/authorize/:uid',
      '/oauth/token',
      '/oauth/revoke',
      '/userinfo',
      '/.well-known/jwks.json',
      '/.well-known/openid-configuration',
      END_SESSION_PATH,
      `${END_SESSION_PATH}/confirm`,
      `${END_SESSION_PATH}/success`,
    ])
      scope.route({ method: [...all], url: path, constraints: EDITOR, handler: passthrough });
  });

  // Our own pages and Auth0-only routes.
  await server.register(async (scope) => {
    acceptForms(scope);

    const interaction = async (request: FastifyRequest, reply: FastifyReply) => {
      const provider = await providerFor(request);
      try {
        return { provider, details: await provider.interactionDetails(request.raw, reply.raw) };
      } catch {
        void sendHtml(
          reply,
          messagePage(
            'Sign-in expired',
            'This sign-in attempt has expired. Go back to the site and sign in again.',
          ),
          400,
        );
        return null;
      }
    };
    const finish = async (
      request: FastifyRequest,
      reply: FastifyReply,
      provider: Provider,
      result: Record<string, unknown>,
    ) => {
      const to = await provider.interactionResult(request.raw, reply.raw, result, {
        mergeWithLastSubmission: true,
      });
      return reply.redirect(to, 303);
    };

    scope.get<{ Params: { uid: string } }>(
      `${INTERACTION_PATH}/:uid`,
      { constraints: EDITOR },
      async (request, reply) => {
        const found = await interaction(request, reply);
        if (!found) return reply;
        const { provider, details } = found;
        if (details.prompt.name === 'consent' && details.session) {
          // First-party clients: consent is granted without asking.
          const clientId = String(details.params['client_id']);
          const grant =
            (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
            new provider.Grant({ accountId: details.session.accountId, clientId });
          const missing = details.prompt.details;
          if (Array.isArray(missing['missingOIDCScope']))
            grant.addOIDCScope(missing['missingOIDCScope'].join(' '));
          if (Array.isArray(missing['missingOIDCClaims']))
            grant.addOIDCClaims(missing['missingOIDCClaims'].map(String));
          const resources = missing['missingResourceScopes'];
          if (resources && typeof resources === 'object')
            for (const [indicator, scopes] of Object.entries(resources))
              grant.addResourceScope(indicator, Array.isArray(scopes) ? scopes.join(' ') : '');
          const grantId = await grant.save();
          return finish(request, reply, provider, { consent: { grantId } });
        }
        const loginHint =
          typeof details.params['login_hint'] === 'string' ? details.params['login_hint'] : '';
        const authors = realmOfClient(details.params['client_id']) === 'authors';
        if (details.params['screen_hint'] === 'signup' && !authors)
          return sendHtml(reply, signUpPage(details.uid, { email: loginHint }));
        return sendHtml(
          reply,
          signInPage(details.uid, {
            email: loginHint,
            client: authors ? 'the Baobab editor' : String(details.params['client_id'] ?? ''),
            signUp: !authors,
          }),
        );
      },
    );

    scope.post<{ Params: { uid: string } }>(
      `${INTERACTION_PATH}/:uid/login`,
      { constraints: EDITOR },
      async (request, reply) => {
        const found = await interaction(request, reply);
        if (!found) return reply;
        const { email = '', password = '' } = formBody(request);
        const wait = await throttle.waitFor(email, request.ip);
        if (wait > 0) {
          void reply.header('retry-after', String(wait));
          return sendHtml(
            reply,
            signInPage(found.details.uid, { email, error: tooManyAttempts(wait) }),
            429,
          );
        }
        const realm = realmOfClient(found.details.params['client_id']);
        const account = await authenticate(await database(), email, password, realm);
        if (!account) {
          await throttle.failed(email, request.ip);
          return sendHtml(
            reply,
            signInPage(found.details.uid, {
              email,
              error: 'Wrong email or password.',
              signUp: realm !== 'authors',
              client:
                realm === 'authors'
                  ? 'the Baobab editor'
                  : String(found.details.params['client_id'] ?? ''),
            }),
            401,
          );
        }
        await throttle.succeeded(email);
        return finish(request, reply, found.provider, {
          login: { accountId: account.id, remember: true },
        });
      },
    );

    scope.get<{ Params: { uid: string } }>(
      `${INTERACTION_PATH}/:uid/signup`,
      { constraints: EDITOR },
      async (request, reply) => {
        const found = await interaction(request, reply);
        if (!found) return reply;
        if (realmOfClient(found.details.params['client_id']) === 'authors')
          return sendHtml(reply, messagePage('No sign-up', AUTHORS_ARE_INVITED), 403);
        return sendHtml(reply, signUpPage(found.details.uid, {}));
      },
    );

    scope.post<{ Params: { uid: string } }>(
      `${INTERACTION_PATH}/:uid/signup`,
      { constraints: EDITOR },
      async (request, reply) => {
        const found = await interaction(request, reply);
        if (!found) return reply;
        if (realmOfClient(found.details.params['client_id']) === 'authors')
          return sendHtml(reply, messagePage('No sign-up', AUTHORS_ARE_INVITED), 403);
        const { email = '', password = '', name = '' } = formBody(request);
        const again = (error: string) =>
          sendHtml(reply, signUpPage(found.details.uid, { email, name, error }), 400);
        if (!isEmail(email.trim())) return again('Enter a valid email address.');
        if (password.length < MIN_PASSWORD_LENGTH)
          return again(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
        try {
          const account = await createAccount(await database(), {
            email,
            password,
            name: name.trim() || null,
          });
          return finish(request, reply, found.provider, {
            login: { accountId: account.id, remember: true },
          });
        } catch (error) {
          if (error instanceof AccountExistsError) return again(error.message);
          throw error;
        }
      },
    );

    scope.get<{ Params: { uid: string } }>(
      `${INTERACTION_PATH}/:uid/abort`,
      { constraints: EDITOR },
      async (request, reply) => {
        const found = await interaction(request, reply);
        if (!found) return reply;
        return finish(request, reply, found.provider, {
          error: 'access_denied',
          error_description: 'End-User aborted interaction',
        });
      },
    );

    // Auth0's logout: to the provider's end-session endpoint, confirmed at once.
    scope.get<{ Querystring: Record<string, string | undefined> }>(
      '/v2/logout',
      { constraints: EDITOR },
      async (request, reply) => {
        const clientId = request.query['client_id'] ?? request.query['clientId'] ?? '';
        const returnTo = request.query['returnTo'] ?? '';
        if (returnTo && !allowed(returnTo))
          return sendHtml(
            reply,
            messagePage('Sign-out failed', 'This return address is not allowed.'),
            400,
          );
        const target = new URLSearchParams();
        if (clientId) target.set('client_id', clientId);
        if (returnTo) target.set('post_logout_redirect_uri', returnTo);
        return reply.redirect(`${END_SESSION_PATH}?${target.toString()}`, 302);
      },
    );

    scope.options(
      '/dbconnections/change_password',
      { constraints: EDITOR },
      async (request, reply) => {
        allowCors(request, reply, allowed);
        return reply.code(204).send();
      },
    );
    scope.post(
      '/dbconnections/change_password',
      { constraints: EDITOR },
      async (request, reply) => {
        allowCors(request, reply, allowed);
        const body = (request.body ?? {}) as Record<string, unknown>;
        const email = typeof body['email'] === 'string' ? body['email'].trim() : '';
        if (!email)
          return reply
            .code(400)
            .send({ error: 'invalid_body', description: 'Missing required property: email' });
        const db = await database();
        const account = await findAccountByEmail(db, email, realmOfClient(body['client_id']));
        // Same answer whether the account exists or not: the route tells nobody who is registered.
        if (account) {
          await sendPasswordReset(db, account, editorOrigin(request, context));
          context.mail.kick();
        }
        return reply
          .type('text/plain; charset=utf-8')
          .send("We've just sent you an email to reset your password.");
      },
    );

    // The server's outbox (`/mail/outbox`), where the embedded setup's mails are read.
    scope.get('/auth/outbox', { constraints: EDITOR }, async (request, reply) =>
      sendHtml(
        reply,
        outboxPage(await visibleMails(request, context), Boolean(context.config.smtpUrl)),
      ),
    );

    scope.get<{ Params: { token: string } }>(
      '/auth/reset/:token',
      { constraints: EDITOR },
      async (request, reply) => {
        const accountId = await resetAccount(await database(), request.params.token);
        if (!accountId)
          return sendHtml(
            reply,
            messagePage('Link expired', 'This reset link is invalid, used or expired.'),
            400,
          );
        return sendHtml(reply, resetPage(request.params.token, {}));
      },
    );
    scope.post<{ Params: { token: string } }>(
      '/auth/reset/:token',
      { constraints: EDITOR },
      async (request, reply) => {
        const db = await database();
        const { token } = request.params;
        const accountId = await resetAccount(db, token);
        if (!accountId)
          return sendHtml(
            reply,
            messagePage('Link expired', 'This reset link is invalid, used or expired.'),
            400,
          );
        const { password = '' } = formBody(request);
        if (password.length < MIN_PASSWORD_LENGTH)
          return sendHtml(
            reply,
            resetPage(token, {
              error: `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`,
            }),
            400,
          );
        if (!(await useReset(db, token)))
          return sendHtml(
            reply,
            messagePage('Link expired', 'This reset link is invalid, used or expired.'),
            400,
          );
        await setPassword(db, accountId, password);
        return sendHtml(reply, resetPage(token, { done: true }));
      },
    );

    // The profile update of the seeds, on the site's own origin.
    scope.patch<{ Params: { settingsId: string } }>(
      '/ww/settings/:settingsId/auth0/users/current',
      { constraints: SITE },
      async (request, reply) => {
        const target = resolveHost(request.headers.host, context.hostOptions);
        const siteId =
          (target.kind === 'site' ? target.siteId : null) ?? (await context.defaultSiteId());
        const site = siteId ? await sitePluginSettings(context, siteId, 'auth') : null;
        if (!siteId || !site || site.id !== request.params.settingsId)
          return reply.code(404).send({ error: 'No sign-in settings with this id.' });
        const user = await requestUser(request, context, siteId);
        if (!user) return reply.code(401).send({ error: 'Unauthorized' });
        if (!usesEmbeddedProvider(site.publicSettings))
          return reply.code(501).send({
            error: 'Profile updates for an outside Auth0 tenant are not configured on this server.',
          });
        const change = profileChange(request.body);
        if (typeof change === 'string') return reply.code(400).send({ error: change });
        try {
          const account = await updateAccount(await database(), user.sub, change);
          if (!account) return reply.code(404).send({ error: 'The account no longer exists.' });
          return reply.send(accountClaims(account));
        } catch (error) {
          if (error instanceof AccountExistsError)
            return reply.code(409).send({ error: error.message });
          throw error;
        }
      },
    );
  });
}

export const authServer: PluginServer = {
  id: 'auth',
  migrations: AUTH_MIGRATIONS,
  routes,
  publicSettings(settings, request, context) {
    if (!usesEmbeddedProvider(settings)) return settings;
    return {
      ...settings,
      domain: editorOrigin(request, context),
      SPAClientId: text(settings, 'SPAClientId') || EMBEDDED_CLIENT_ID,
      audience: text(settings, 'audience') || DEFAULT_AUDIENCE,
    };
  },
};

/** This plugin's server half, found by `server/plugin-servers.ts` (a folder's `server/index.ts`). */
export default authServer;
