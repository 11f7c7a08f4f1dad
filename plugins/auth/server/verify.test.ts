import { SignJWT, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import type { PluginServer } from '@server/contract.ts';
import { testDatabase, type TestDatabase } from '@server/db/testing.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import { DEFAULT_AUDIENCE, DEFAULT_ROLES_KEY } from '../claims.ts';
import { AUTH_MIGRATIONS } from './provider/schema.ts';
import { signingKey } from './provider/keys.ts';
import { requestUser, type VerifiedUser } from './verify.ts';

let t: TestDatabase;
let jwk: JWK;
beforeAll(async () => {
  t = await testDatabase(AUTH_MIGRATIONS);
  jwk = await signingKey(t.db);
}, 60_000);
afterAll(async () => t.close());

async function token(claims: Record<string, unknown>, options: { kid?: string; key?: JWK } = {}) {
  const key = await importJWK(options.key ?? jwk, 'RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? jwk.kid ?? '' })
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}

/** A server whose probe route answers with `requestUser` for site `demo`. */
async function probeServer(audience?: string) {
  const config = await testConfig();
  await writeFixtureSite(config.sitesDir, (f) => {
    f.site.plugins = {
      auth: {
        id: 'auth',
        plugin: 'auth',
        publicSettings: { domain: '', SPAClientId: 'demo-spa', ...(audience ? { audience } : {}) },
      },
    };
  });
  const probe: PluginServer = {
    id: 'probe',
    migrations: AUTH_MIGRATIONS,
    async routes(server, context) {
      server.get('/probe', async (request) => ({
        user: await requestUser(request, context, 'demo'),
      }));
    },
  };
  return createServer(config, {
    frontEnd: fixedFrontEnd(TEMPLATES),
    database: t.db,
    pluginServers: [probe],
  });
}

const ISSUER = 'http://localhost:3000/';

describe('requestUser', () => {
  it('accepts a token signed with the stored key, for the issuer and audience', async () => {
    const server = await probeServer();
    const jwt = await token({
      iss: ISSUER,
      aud: DEFAULT_AUDIENCE,
      sub: 'acct-1',
      email: 'admin@example.com',
      [DEFAULT_ROLES_KEY]: ['admin'],
    });
    const response = await server.inject({
      url: '/probe',
      headers: { host: 'localhost:3000', authorization: `Bearer ${jwt}` },
    });
    const { user } = response.json<{ user: VerifiedUser }>();
    expect(user).toMatchObject({ sub: 'acct-1', email: 'admin@example.com', roles: ['admin'] });
    expect(user.claims['roles']).toEqual(['admin']);
    await server.close();
  });

  it('is null without a token, with a wrong issuer, audience, signature, an expired token or one with no expiry', async () => {
    const server = await probeServer('https://api.example.com');
    const ask = async (authorization?: string) =>
      (
        await server.inject({
          url: '/probe',
          headers: { host: 'localhost:3000', ...(authorization ? { authorization } : {}) },
        })
      ).json<{ user: VerifiedUser | null }>().user;
    const good = { iss: ISSUER, aud: 'https://api.example.com', sub: 'acct-2' };
    expect(await ask(`Bearer ${await token(good)}`)).toMatchObject({ sub: 'acct-2', roles: [] });
    expect(await ask()).toBeNull();
    expect(await ask('Basic abc')).toBeNull();
    expect(
      await ask(`Bearer ${await token({ ...good, iss: 'http://localhost:4000/' })}`),
    ).toBeNull();
    expect(await ask(`Bearer ${await token({ ...good, aud: DEFAULT_AUDIENCE })}`)).toBeNull();
    const other = await import('jose').then(async (jose) => {
      const { privateKey } = await jose.generateKeyPair('RS256', { extractable: true });
      return jose.exportJWK(privateKey);
    });
    expect(await ask(`Bearer ${await token(good, { key: other })}`)).toBeNull();
    const expired = await new SignJWT(good)
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 600)
      .sign(await importJWK(jwk, 'RS256'));
    expect(await ask(`Bearer ${expired}`)).toBeNull();
    const endless = await new SignJWT(good)
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '' })
      .setIssuedAt()
      .sign(await importJWK(jwk, 'RS256'));
    expect(await ask(`Bearer ${endless}`)).toBeNull();
    const [header, , signature] = (await token(good)).split('.');
    const forged = Buffer.from(JSON.stringify({ ...good, sub: 'someone-else' })).toString(
      'base64url',
    );
    expect(await ask(`Bearer ${header}.${forged}.${signature}`)).toBeNull();
    await server.close();
  });

  it('keeps one signing key across calls', async () => {
    expect((await signingKey(t.db)).n).toBe(jwk.n);
  });
});
