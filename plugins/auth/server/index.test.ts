import { SignJWT, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { testDatabase, type TestDatabase } from '@server/db/testing.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import { editorHeaders } from '@server/testing/editor.ts';
import type { ServerContext } from '@server/contract.ts';
import { DEFAULT_AUDIENCE, DEFAULT_ROLES_KEY } from '../claims.ts';
import { createAccount } from './provider/accounts.ts';
import { signingKey } from './provider/keys.ts';
import { authServer } from './index.ts';
import { profileChange } from './requests.ts';

const EDITOR = { host: 'localhost:3000' };
const SITE = { host: 'demo.preview.localhost:3000' };

let t: TestDatabase;
let server: FastifyInstance;
beforeAll(async () => {
  t = await testDatabase(authServer.migrations);
  const config = await testConfig();
  await writeFixtureSite(config.sitesDir, (f) => {
    f.site.plugins = {
      auth: {
        id: 'auth',
        plugin: 'auth',
        publicSettings: { domain: '', SPAClientId: 'demo-spa' },
      },
    };
  });
  server = await createServer(config, {
    frontEnd: fixedFrontEnd(TEMPLATES),
    database: t.db,
    pluginServers: [authServer],
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  await t.close();
});

/** An access token as the embedded provider signs it. */
async function accessToken(sub: string, claims: Record<string, unknown> = {}) {
  const jwk = await signingKey(t.db);
  return new SignJWT({ iss: 'http://localhost:3000/', aud: DEFAULT_AUDIENCE, sub, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '' })
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(await importJWK(jwk, 'RS256'));
}

/** The query of a sign-in as the demo site's SPA starts it (PKCE). */
const authorizeQuery = () =>
  new URLSearchParams({
    client_id: 'demo-spa',
    response_type: 'code',
    redirect_uri: 'http://demo.preview.localhost:3000/',
    scope: 'openid profile email offline_access',
    audience: DEFAULT_AUDIENCE,
    state: 's',
    nonce: 'n',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });

describe('embedded provider routes', () => {
  it('publishes Auth0-style discovery and its signing key', async () => {
    const discovery = await server.inject({
      url: '/.well-known/openid-configuration',
      headers: EDITOR,
    });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json()).toMatchObject({
      issuer: 'http://localhost:3000/',
      authorization_endpoint: 'http://localhost:3000/authorize',
      token_endpoint: 'http://localhost:3000/oauth/token',
      jwks_uri: 'http://localhost:3000/.well-known/jwks.json',
      end_session_endpoint: 'http://localhost:3000/oidc/logout',
    });
    const jwks = await server.inject({ url: '/.well-known/jwks.json', headers: EDITOR });
    const key = jwks.json<{ keys: Array<Record<string, unknown>> }>().keys[0];
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', kid: (await signingKey(t.db)).kid });
    expect(key).not.toHaveProperty('d'); // never the private half
  });

  it('sends /authorize of a known client to its sign-in page, with PKCE required', async () => {
    const query = authorizeQuery();
    const ok = await server.inject({ url: `/authorize?${query}`, headers: EDITOR });
    expect(ok.statusCode).toBe(303);
    const location = ok.headers.location ?? '';
    expect(location).toMatch(/^\/auth\/interaction\/[\w-]+$/);
    const cookie = [ok.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const form = await server.inject({ url: location, headers: { ...EDITOR, cookie } });
    expect(form.body).toContain('<label for="email">Email</label>');
    // No other page may frame the password form (clickjacking).
    expect(form.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(form.headers['x-frame-options']).toBe('DENY');
    expect(form.headers['x-content-type-options']).toBe('nosniff');

    const wrongClient = await server.inject({
      url: `/authorize?${new URLSearchParams({ ...Object.fromEntries(query), client_id: 'nobody' })}`,
      headers: EDITOR,
    });
    expect(wrongClient.statusCode).toBe(400);
    query.delete('code_challenge');
    const noPkce = await server.inject({ url: `/authorize?${query}`, headers: EDITOR });
    expect(noPkce.headers.location).toContain('error=invalid_request');
  });

  it('makes no account of its own: no fixed password works on a fresh install', async () => {
    const start = await server.inject({ url: `/authorize?${authorizeQuery()}`, headers: EDITOR });
    expect(start.statusCode).toBe(303);
    expect(await t.db.query('SELECT email FROM auth_accounts')).toEqual([]);
  });

  it("redirects only to the client's own site origins, exactly (scheme, host, port)", async () => {
    const authorize = (redirect: string) => {
      const query = authorizeQuery();
      query.set('redirect_uri', redirect);
      return server.inject({ url: `/authorize?${query}`, headers: EDITOR });
    };
    for (const ok of [
      'http://demo.preview.localhost:3000/',
      'http://preview.localhost:3000/account',
      'http://production.localhost:3000',
    ])
      expect((await authorize(ok)).statusCode, ok).toBe(303);
    for (const refused of [
      'http://demo.preview.localhost:9999/', // another server on this machine
      'http://attacker.localhost:3000/',
      'https://preview.localhost:3000/',
      'http://other.preview.localhost:3000/', // another site (not on this client)
      'http://attacker.example/',
    ])
      expect((await authorize(refused)).statusCode, refused).toBe(400);
  });

  it('answers 429 once an account had 10 wrong passwords, even to the right one', async () => {
    await createAccount(t.db, {
      email: 'ada@example.com',
      password: 'ada-password',
      roles: ['admin'],
    });
    const start = await server.inject({ url: `/authorize?${authorizeQuery()}`, headers: EDITOR });
    const cookie = [start.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const signIn = (password: string) =>
      server.inject({
        method: 'POST',
        url: `${start.headers.location}/login`,
        headers: { ...EDITOR, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: 'ada@example.com', password }).toString(),
      });
    for (let i = 0; i < 10; i++) expect((await signIn(`guess-${i}`)).statusCode).toBe(401);
    const held = await signIn('ada-password');
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(800);
    expect(held.body).toContain('Too many failed sign-ins. Try again in 15 minutes');
    // Eleven password hashes (scrypt, made slow on purpose): 3.1 s alone on the CI machine.
  }, 20_000);

  it('Auth0 /v2/logout goes to the end-session endpoint for local return addresses only', async () => {
    const ok = await server.inject({
      url: '/v2/logout?client_id=demo-spa&returnTo=http%3A%2F%2Fdemo.preview.localhost%3A3000%2Fsign-in',
      headers: EDITOR,
    });
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe(
      '/oidc/logout?client_id=demo-spa&post_logout_redirect_uri=http%3A%2F%2Fdemo.preview.localhost%3A3000%2Fsign-in',
    );
    const evil = await server.inject({
      url: '/v2/logout?returnTo=https%3A%2F%2Fevil.example%2F',
      headers: EDITOR,
    });
    expect(evil.statusCode).toBe(400);
  });

  it('change_password mails a reset link to the outbox (CORS for site origins)', async () => {
    await createAccount(t.db, { email: 'sam@example.com', password: 'sam-password' });
    const post = (email: unknown, origin = 'http://demo.preview.localhost:3000') =>
      server.inject({
        method: 'POST',
        url: '/dbconnections/change_password',
        headers: { ...EDITOR, origin, 'content-type': 'application/json' },
        payload: JSON.stringify({
          client_id: 'demo-spa',
          email,
          connection: 'Username-Password-Authentication',
        }),
      });
    const sent = await post('sam@example.com');
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toBe("We've just sent you an email to reset your password.");
    expect(sent.headers['access-control-allow-origin']).toBe('http://demo.preview.localhost:3000');
    expect((await post('nobody@example.com', 'https://evil.example')).headers).not.toHaveProperty(
      'access-control-allow-origin',
    );
    expect((await post('')).statusCode).toBe(400);
    // The outbox is for the editor's owners: signed out, it sends to sign in.
    const signedOut = await server.inject({ url: '/auth/outbox', headers: EDITOR });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.body).not.toContain('/auth/reset/');
    const outbox = await server.inject({
      url: '/auth/outbox',
      headers: await editorHeaders(server),
    });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.body).toContain('sam@example.com');
    const link = /http:\/\/localhost:3000(\/auth\/reset\/[\w-]+)/.exec(outbox.body)?.[1] ?? '';
    expect(outbox.body).not.toContain('nobody@example.com');
    const reset = (password: string) =>
      server.inject({
        method: 'POST',
        url: link,
        headers: { ...EDITOR, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ password }).toString(),
      });
    expect((await reset('short')).body).toContain('at least 8 characters');
    expect((await reset('a-new-shopper-pass')).body).toContain('Your password was changed');
    expect((await reset('another-pass-123')).statusCode).toBe(400); // used once only
  });

  it('updates the profile of the token’s account on the site origin', async () => {
    const shopper = await createAccount(t.db, {
      email: 'thandi@example.com',
      password: 'thandi-password',
    });
    await createAccount(t.db, { email: 'taken@example.com', password: 'taken-password' });
    const patch = (headers: Record<string, string>, body: unknown, settingsId = 'auth') =>
      server.inject({
        method: 'PATCH',
        url: `/ww/settings/${settingsId}/auth0/users/current`,
        headers: { ...SITE, 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(body),
      });
    const token = await accessToken(shopper.id, { [DEFAULT_ROLES_KEY]: [] });
    const ok = await patch(
      { authorization: `Bearer ${token}` },
      { name: 'Sam S.', givenName: 'Sam', metadata: [{ key: 'suburb', value: 'Avondale' }] },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      name: 'Sam S.',
      given_name: 'Sam',
      'https://baobab.dev/user_metadata': { suburb: 'Avondale' },
    });
    expect((await patch({}, { name: 'x' })).statusCode).toBe(401);
    expect(
      (await patch({ authorization: 'Bearer forged.token.here' }, { name: 'x' })).statusCode,
    ).toBe(401);
    expect(
      (await patch({ authorization: `Bearer ${token}` }, { name: 'x' }, 'other')).statusCode,
    ).toBe(404);
    expect(
      (await patch({ authorization: `Bearer ${token}` }, { picture: 'javascript:x' })).statusCode,
    ).toBe(400);
    expect(
      (await patch({ authorization: `Bearer ${token}` }, { email: 'taken@example.com' }))
        .statusCode,
    ).toBe(409);
  });

  it('fills the embedded provider address into empty settings', () => {
    const request = {
      headers: { host: 'demo.preview.localhost:4567' },
      protocol: 'http',
    } as FastifyRequest;
    const context = { config: { port: 3000 } } as ServerContext;
    expect(
      authServer.publicSettings?.({ domain: '', SPAClientId: '' }, request, context),
    ).toMatchObject({
      domain: 'http://localhost:4567',
      SPAClientId: 'baobab-local',
      audience: DEFAULT_AUDIENCE,
    });
    const tenant = { domain: 'shop.eu.auth0.com', SPAClientId: 'abc' };
    expect(authServer.publicSettings?.(tenant, request, context)).toEqual(tenant);
  });

  it('reads the seeds’ profile payload', () => {
    expect(profileChange({ familyName: 'Moyo', username: 'tm', metadata: { a: 1 } })).toEqual({
      family_name: 'Moyo',
      nickname: 'tm',
      metadata: { a: 1 },
    });
    expect(profileChange({ name: 3 })).toBe('name must be text.');
    expect(profileChange({ metadata: 'x' })).toBe('metadata must be a list of key/value pairs.');
  });
});
