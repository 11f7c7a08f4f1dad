/**
 * Token forgery (issue 28, Acceptance): access tokens a visitor could make without the embedded
 * provider's private key — alg `none`, HS256 keyed with the published public key, another key,
 * expired, not yet valid, another audience or issuer, a payload or signature changed — and
 * tokens the provider really issues but not for a site's visitors (an author's, of the editor's
 * client). Each is sent as `Authorization: Bearer` to every route that acts for a signed-in
 * visitor: placing an order, reading one's orders, writing a record, updating one's profile.
 * Every attempt must be 401 with the route's own message; a genuine token must pass the same
 * routes (so the refusals are the token's). The editor's author session is a cookie, not a
 * token: forged cookies and visitors' bearer tokens are refused by the editor API too.
 */
import { createHash, createPrivateKey, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SignJWT,
  exportJWK,
  exportSPKI,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
} from 'jose';
import { createAccount } from '@plugins/auth/server/provider/accounts.ts';
import { signingKey } from '@plugins/auth/server/provider/keys.ts';
import { AUTHOR_CLIENT_ID } from '@plugins/auth/server/provider/oidc.ts';
import { DEFAULT_AUDIENCE, DEFAULT_ROLES_KEY } from '@plugins/auth/claims.ts';
import { ORDER_MESSAGES } from '@plugins/orders/messages.ts';
import { DATASOURCE_MESSAGES } from '@plugins/datasource/validate.ts';
import { startShopLab, type ShopLab } from '@plugins/orders/server/testing/shop-lab.ts';
import { SESSION_COOKIE } from '@server/authors/guard.ts';
import { testAuthor } from '@server/authors/testing.ts';
import { codeFlowToken } from './support/oidc-flow.ts';

let lab: ShopLab;
let jwk: JWK;
beforeAll(async () => {
  lab = await startShopLab();
  jwk = await signingKey(lab.db);
}, 60_000);
afterAll(async () => {
  await lab?.close();
});

/** The routes that act for a signed-in visitor, and what each answers without a valid token. */
const ROUTES = [
  {
    name: 'place an order',
    method: 'POST',
    url: '/plugins/designs/shop/orders/checkout',
    body: () => ({
      items: [{ id: 'recMaizeMeal00001', quantity: 1 }],
      successUrl: `http://${lab.host}/`,
      cancelUrl: `http://${lab.host}/faq`,
    }),
    refusal: { error: ORDER_MESSAGES.signIn },
  },
  {
    name: "read one's orders",
    method: 'POST',
    url: '/ww/cms_data_sets/my-orders/fetch',
    body: () => ({ variables: {} }),
    refusal: { error: ORDER_MESSAGES.signInToSee },
  },
  {
    name: 'read every order (staff)',
    method: 'POST',
    url: '/ww/cms_data_sets/all-orders/fetch',
    body: () => ({ variables: {} }),
    refusal: { error: ORDER_MESSAGES.signInToSee },
  },
  {
    name: 'write a record',
    method: 'POST',
    url: '/ww/cms_data_sets/products/airtable/record',
    body: () => ({ data: { Name: 'Forged product', PriceCents: 1, Stock: 1 } }),
    refusal: { error: DATASOURCE_MESSAGES.signInRequired },
  },
  {
    name: 'update the profile',
    method: 'PATCH',
    url: '/ww/settings/auth/auth0/users/current',
    body: () => ({ name: 'Forged' }),
    refusal: { error: 'Unauthorized' },
  },
] as const;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** What a genuine token of the embedded provider says, for `sub`. */
function claims(extra: JWTPayload = {}): JWTPayload {
  return {
    iss: `http://localhost:${lab.port}/`,
    aud: DEFAULT_AUDIENCE,
    sub: 'visitor-forgery',
    email: 'visitor@example.com',
    [DEFAULT_ROLES_KEY]: ['admin'],
    iat: now(),
    exp: now() + 600,
    ...extra,
  };
}

async function rs256(payload: JWTPayload, key: JWK, header: Record<string, unknown> = {}) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '', ...header })
    .sign(await importJWK(key, 'RS256'));
}

/** A token as the provider signs it (with its private key), changed by the test. */
const real = (extra: JWTPayload = {}, header: Record<string, unknown> = {}) =>
  rs256(claims(extra), jwk, header);

/** Signs any header with the provider's key, by hand (jose refuses to write some of them). */
function byHand(header: Record<string, unknown>, payload: JWTPayload): string {
  const input = `${b64(header)}.${b64(payload)}`;
  const key = createPrivateKey({ key: { ...jwk }, format: 'jwk' });
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

/** The corpus: name → a token that must be refused. */
async function corpus(): Promise<Array<[string, string]>> {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = jwk;
  const publicKey = await importJWK(publicJwk, 'RS256');
  const pem = await exportSPKI(publicKey as CryptoKey);
  const other = await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey);
  const otherPublic = { ...other, d: undefined, p: undefined, q: undefined };
  const ec = await generateKeyPair('ES256', { extractable: true });
  const hs = (secret: string | Uint8Array) =>
    new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', kid: jwk.kid ?? '' })
      .sign(typeof secret === 'string' ? new TextEncoder().encode(secret) : secret);
  const genuine = await real();
  const [head, body, signature] = genuine.split('.') as [string, string, string];
  const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
  const author = await authorAccessToken();
  return [
    ['alg none, no signature', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`],
    ['alg none with the kid', `${b64({ alg: 'none', kid: jwk.kid })}.${b64(claims())}.`],
    ['alg NONE', `${b64({ alg: 'NONE' })}.${b64(claims())}.`],
    ['alg none, real signature kept', `${b64({ alg: 'none' })}.${body}.${signature}`],
    ['HS256 keyed with the public key (PEM)', await hs(pem)],
    ['HS256 keyed with the public key (PEM, no newline)', await hs(pem.trim())],
    ['HS256 keyed with the public JWK', await hs(JSON.stringify(publicJwk))],
    ['HS256 keyed with the modulus', await hs(Buffer.from(jwk.n ?? '', 'base64url'))],
    ['HS256 keyed with the kid', await hs(jwk.kid ?? 'kid')],
    ['HS256 keyed with an empty secret', await hs(new Uint8Array(32))],
    ['another RSA key, same kid', await rs256(claims(), other)],
    ['another RSA key, no kid', await rs256(claims(), other, { kid: undefined })],
    ['another RSA key, its JWK in the header', await rs256(claims(), other, { jwk: otherPublic })],
    [
      'another RSA key, a jku to it',
      await rs256(claims(), other, { jku: 'http://127.0.0.1:9/jwks.json' }),
    ],
    ['another RSA key, an unknown kid', await rs256(claims(), other, { kid: 'unknown' })],
    ['the real key under an unknown kid', await real({}, { kid: 'unknown-kid' })],
    [
      'ES256 with a key of its own',
      await new SignJWT(claims()).setProtectedHeader({ alg: 'ES256' }).sign(ec.privateKey),
    ],
    ['expired ten minutes ago', await real({ iat: now() - 3600, exp: now() - 600 })],
    ['expired two minutes ago (past the minute of tolerance)', await real({ exp: now() - 120 })],
    ['not valid for ten minutes (nbf)', await real({ nbf: now() + 600 })],
    ['another audience', await real({ aud: 'https://api.example.com' })],
    ["the client's id as audience (an ID token)", await real({ aud: 'shop-spa' })],
    ['no audience', await real({ aud: undefined })],
    ['another issuer (another port)', await real({ iss: 'http://localhost:9/' })],
    ['the issuer without its slash', await real({ iss: `http://localhost:${lab.port}` })],
    ['the issuer over https', await real({ iss: `https://localhost:${lab.port}/` })],
    ['an Auth0 issuer', await real({ iss: 'https://shop.eu.auth0.com/' })],
    ['no subject', await real({ sub: undefined })],
    ['an empty subject', await real({ sub: '' })],
    ['payload changed: another subject', `${head}.${b64(claims({ sub: 'someone' }))}.${signature}`],
    [
      'payload changed: staff roles added',
      `${head}.${b64(claims({ [DEFAULT_ROLES_KEY]: ['admin', 'owner'] }))}.${signature}`,
    ],
    [
      'payload changed: expiry pushed',
      `${head}.${b64(claims({ exp: now() + 86_400 }))}.${signature}`,
    ],
    ['signature changed', `${head}.${body}.${flipped}`],
    ['signature removed', `${head}.${body}.`],
    ['signature of another token', `${head}.${body}.${(await real({ sub: 'x' })).split('.')[2]}`],
    ['header changed to RS512', `${b64({ alg: 'RS512', kid: jwk.kid })}.${body}.${signature}`],
    [
      'an unknown critical header',
      byHand({ alg: 'RS256', kid: jwk.kid, crit: ['x-baobab'], 'x-baobab': true }, claims()),
    ],
    ['two parts only', `${head}.${body}`],
    ['four parts', `${genuine}.${signature}`],
    ['the signature hash as a token', createHash('sha256').update(genuine).digest('base64url')],
    ['an access token of the editor (authors’ realm)', author],
  ];
}

/**
 * A real access token of the editor's client, for an author: the embedded provider's own code
 * flow, as the editor's sign-in runs it (the author could run it by hand).
 */
async function authorAccessToken(): Promise<string> {
  await createAccount(lab.db, {
    email: 'author-forgery@example.com',
    password: 'author-password-1',
    realm: 'authors',
  });
  return codeFlowToken(lab.server, {
    host: `localhost:${lab.port}`,
    clientId: AUTHOR_CLIENT_ID,
    redirectUri: `http://localhost:${lab.port}/auth/editor/callback`,
    email: 'author-forgery@example.com',
    password: 'author-password-1',
  });
}

function send(route: (typeof ROUTES)[number], authorization?: string) {
  return lab.server.inject({
    method: route.method,
    url: route.url,
    headers: {
      host: lab.host,
      'content-type': 'application/json',
      ...(authorization ? { authorization } : {}),
    },
    payload: JSON.stringify(route.body()),
  });
}

/** Counts, for the note. */
export const tally = { attempts: 0, refused: 0 };

describe('forged bearer tokens on every route that acts for a visitor', { timeout: 60_000 }, () => {
  it('genuine tokens pass every route (the refusals below are the tokens’)', async () => {
    await createAccount(lab.db, {
      email: 'visitor-genuine@example.com',
      password: 'visitor-pass-1',
    });
    const issued = await codeFlowToken(lab.server, {
      host: `localhost:${lab.port}`,
      clientId: 'shop-spa',
      redirectUri: `http://${lab.host}/`,
      email: 'visitor-genuine@example.com',
      password: 'visitor-pass-1',
    });
    for (const token of [await lab.token('visitor-genuine'), issued]) {
      for (const route of ROUTES) {
        const answer = await send(route, `Bearer ${token}`);
        expect(answer.statusCode, `${route.name}: ${answer.body}`).not.toBe(401);
        expect(answer.statusCode, route.name).toBeLessThan(500);
      }
    }
  });

  it('refuses each forged token with 401 and the route’s message', async () => {
    const tokens = await corpus();
    expect(tokens.length).toBeGreaterThanOrEqual(40);
    const wrong: string[] = [];
    for (const [name, token] of [...tokens, ['no token at all', ''] as [string, string]]) {
      for (const route of ROUTES) {
        tally.attempts++;
        const answer = await send(route, token ? `Bearer ${token}` : undefined);
        const refused = answer.statusCode === 401;
        if (refused) tally.refused++;
        if (!refused || JSON.stringify(answer.json()) !== JSON.stringify(route.refusal))
          wrong.push(`${name} → ${route.name}: ${answer.statusCode} ${answer.body.slice(0, 100)}`);
      }
    }
    if (process.env.SECURITY_REPORT)
      console.log(
        `token forgery: ${tokens.length + 1} tokens × ${ROUTES.length} routes, ${tally.attempts} attempts, ${tally.refused} refused`,
      );
    expect(wrong).toEqual([]);
    expect(tally.refused).toBe(tally.attempts);
  });

  it('refuses forged author sessions and visitors’ tokens on the editor API (401)', async () => {
    const author = await testAuthor(lab.server);
    const visitor = await lab.token('visitor-on-editor');
    const forged: Array<[string, Record<string, string>]> = [
      ['a random session', { cookie: `${SESSION_COOKIE}=${'a'.repeat(43)}` }],
      ['an empty session', { cookie: `${SESSION_COOKIE}=` }],
      ['the CSRF token as session', { cookie: `${SESSION_COOKIE}=${author.csrf}` }],
      ['the session changed by one character', { cookie: `${author.cookie.slice(0, -1)}x` }],
      ['a visitor’s token as session', { cookie: `${SESSION_COOKIE}=${visitor}` }],
      ['a visitor’s bearer token', { authorization: `Bearer ${visitor}` }],
      ['an alg-none token', { authorization: `Bearer ${b64({ alg: 'none' })}.${b64(claims())}.` }],
    ];
    let refused = 0;
    for (const [name, headers] of forged) {
      const answer = await lab.server.inject({
        url: '/api/sites',
        headers: { host: `localhost:${lab.port}`, ...headers },
      });
      expect(answer.statusCode, name).toBe(401);
      refused++;
    }
    const genuine = await lab.server.inject({
      url: '/api/sites',
      headers: { host: `localhost:${lab.port}`, ...author.headers },
    });
    expect(genuine.statusCode).toBe(200);
    if (process.env.SECURITY_REPORT)
      console.log(`token forgery (editor): ${forged.length} attempts, ${refused} refused`);
  });
});
