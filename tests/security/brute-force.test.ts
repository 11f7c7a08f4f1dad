/**
 * Brute force (issue 28, Acceptance: "brute force → 429"): wrong passwords against the embedded
 * provider's sign-in, for a site's visitor and for an editor's author (the editor signs in
 * through the authors' realm), per account from many addresses and per address across many
 * accounts; guessed first-run links; upload addresses signed in a loop. Past each limit every
 * attempt, even with the right password, is 429 with `Retry-After` and the clear message; a
 * control beside each (another address, another account) still passes, so the 429 is the limit.
 * The limits are set low by their environment variables to keep the suite fast.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CROSS_ORIGIN_MESSAGE } from '@server/guards.ts';
import { UPLOAD_MESSAGES } from '@server/uploads/routes.ts';
import { createAccount } from '@plugins/auth/server/provider/accounts.ts';
import { AUTHOR_CLIENT_ID } from '@plugins/auth/server/provider/oidc.ts';
import { tooManyAttempts } from '@plugins/auth/server/provider/throttle.ts';
import { authSiteServer } from './support/auth-site.ts';
import { openSignIn, postSignIn, type FlowOptions } from './support/oidc-flow.ts';

const HOST = 'localhost:3000';
/** Failed sign-ins per account (the address gets five times it). */
const PER_ACCOUNT = 4;
const SIGNS_PER_MINUTE = 5;

let server: FastifyInstance;
const saved = { ...process.env };
beforeAll(async () => {
  process.env.BAOBAB_SIGN_IN_LIMIT = String(PER_ACCOUNT);
  process.env.BAOBAB_UPLOAD_SIGN_LIMIT = String(SIGNS_PER_MINUTE);
  server = await authSiteServer();
  const db = await server.baobab.db();
  for (const [email, realm] of [
    ['shopper@example.com', 'visitors'],
    ['spare@example.com', 'visitors'],
    ['author@example.com', 'authors'],
  ] as const)
    await createAccount(db, { email, password: 'the-right-password', realm });
}, 60_000);
afterAll(async () => {
  process.env = { ...saved };
  await server?.close();
});

const VISITORS = {
  host: HOST,
  clientId: 'demo-spa',
  redirectUri: 'http://demo.preview.localhost:3000/',
};
const AUTHORS = {
  host: HOST,
  clientId: AUTHOR_CLIENT_ID,
  redirectUri: `http://${HOST}/auth/editor/callback`,
};

/** Counts per class, for the note. */
export const tally = { attempts: 0, refused: 0 };

/** One sign-in attempt from `address` (a fresh form each time, as a script would). */
async function signIn(flow: FlowOptions, address: string, email: string, password: string) {
  const withAddress = { ...flow, remoteAddress: address };
  return postSignIn(server, withAddress, await openSignIn(server, withAddress), email, password);
}

/** Expects a 429 with the clear message and its wait. */
function expectHeld(answer: Awaited<ReturnType<typeof signIn>>, name: string) {
  expect(answer.statusCode, name).toBe(429);
  const wait = Number(answer.headers['retry-after']);
  expect(wait, name).toBeGreaterThan(60);
  expect(answer.body, name).toContain(tooManyAttempts(wait));
}

describe('brute force', { timeout: 60_000 }, () => {
  for (const [realm, flow, email] of [
    ['a site’s visitor', VISITORS, 'shopper@example.com'],
    ['an editor’s author', AUTHORS, 'author@example.com'],
  ] as const)
    it(`holds ${realm}'s account after ${PER_ACCOUNT} wrong passwords, from any address`, async () => {
      for (let i = 0; i < PER_ACCOUNT; i++) {
        tally.attempts++;
        expect((await signIn(flow, `10.1.0.${i}`, email, `guess-${i}`)).statusCode).toBe(401);
      }
      // Past the limit: wrong and right passwords, any address, any spelling of the email.
      const attempts: Array<[string, string, string]> = [
        ['10.1.1.1', email, 'guess-more'],
        ['10.1.1.2', email, 'the-right-password'],
        ['10.1.1.3', email.toUpperCase(), 'the-right-password'],
        ['10.1.1.4', ` ${email} `, 'the-right-password'],
        ['10.1.1.5', email, ''],
      ];
      for (const [address, who, password] of attempts) {
        tally.attempts++;
        expectHeld(await signIn(flow, address, who, password), `${who} from ${address}`);
        tally.refused++;
      }
    });

  it('holds an address that tries many accounts; another address still signs in', async () => {
    const address = '10.2.0.1';
    const perAddress = PER_ACCOUNT * 5;
    for (let i = 0; i < perAddress; i++) {
      tally.attempts++;
      const answer = await signIn(VISITORS, address, `nobody-${i}@example.com`, 'guess');
      expect(answer.statusCode).toBe(401);
    }
    tally.attempts++;
    expectHeld(await signIn(VISITORS, address, 'spare@example.com', 'the-right-password'), 'spare');
    tally.refused++;
    tally.attempts++;
    expectHeld(await signIn(AUTHORS, address, 'someone@example.com', 'guess'), 'authors');
    tally.refused++;
    // The control: the same account from another address signs in (303 onwards).
    const other = await signIn(VISITORS, '10.2.0.2', 'spare@example.com', 'the-right-password');
    expect(other.statusCode).toBe(303);
  });

  it('refuses guessed first-run links, and first-run forms from another origin', async () => {
    const form = 'application/x-www-form-urlencoded';
    const payload = 'email=intruder%40example.com&password=intruder-password&name=I';
    const guesses = ['0', 'a'.repeat(43), 'x'.repeat(64), 'first-run', '%27%20OR%201%3D1', 'null'];
    for (const guess of guesses) {
      tally.attempts++;
      const answer = await server.inject({
        method: 'POST',
        url: `/auth/first-run/${guess}`,
        headers: { host: HOST, 'content-type': form },
        payload,
      });
      expect(answer.statusCode, guess).toBe(400);
      expect(answer.body).toContain('This one-time link is used, expired');
      tally.refused++;
    }
    for (const url of ['/auth/first-run/x', '/%61uth/first-run/x']) {
      tally.attempts++;
      const answer = await server.inject({
        method: 'POST',
        url,
        headers: { host: HOST, 'content-type': form, origin: 'https://evil.example' },
        payload,
      });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json()).toEqual({ error: 'cross-origin', message: CROSS_ORIGIN_MESSAGE });
      tally.refused++;
    }
  });

  it(`signs at most ${SIGNS_PER_MINUTE} upload addresses a minute per address, then 429`, async () => {
    const sign = (address: string) =>
      server.inject({
        method: 'POST',
        url: '/api/designs/demo/user-files',
        headers: { host: 'preview.localhost:3000', 'content-type': 'application/json' },
        remoteAddress: address,
        payload: JSON.stringify({ name: 'a.txt', type: 'text/plain', size: 1 }),
      });
    for (let i = 0; i < SIGNS_PER_MINUTE; i++)
      expect((await sign('10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) {
      tally.attempts++;
      const held = await sign('10.3.0.1');
      expect(held.statusCode).toBe(429);
      const wait = Number(held.headers['retry-after']);
      expect(held.json()).toEqual({ error: UPLOAD_MESSAGES.tooManySigned(wait) });
      tally.refused++;
    }
    expect((await sign('10.3.0.2')).statusCode).toBe(200);
    if (process.env.SECURITY_REPORT)
      console.log(
        `brute force: ${tally.attempts} attempts, ${tally.refused} refused (the rest are the wrong passwords that use a limit up, 401)`,
      );
  });
});
