/**
 * The password reset flow (issue 28, Acceptance: "the reset flow from another origin and with a
 * reused token"): a valid reset link of the victim posted by a page of another origin (each
 * spelling of its path × each way a browser says so × each form a page can send without a
 * preflight), and, from the provider's own origin, a used link, an expired one, forged ones and
 * another account's link naming the victim. Every attempt is refused with its exact answer and
 * the victim's password hash is unchanged after it; at the end the victim still signs in with
 * the old password through the real sign-in form, and the attacker's password does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CROSS_ORIGIN_MESSAGE } from '@server/guards.ts';
import type { Queryable } from '@server/db/database.ts';
import { createAccount, type Account } from '@plugins/auth/server/provider/accounts.ts';
import { sendPasswordReset } from '@plugins/auth/server/provider/mail.ts';
import { authSiteServer } from './support/auth-site.ts';
import { openSignIn, postSignIn, type FlowOptions } from './support/oidc-flow.ts';

const HOST = 'localhost:3000';
const ORIGIN = `http://${HOST}`;
const EXPIRED = 'This reset link is invalid, used or expired.';
const OLD = 'victim-old-password';
const NEW = 'attacker-chose-this';

let server: FastifyInstance;
let db: Queryable;
let victim: Account;
let attacker: Account;
beforeAll(async () => {
  server = await authSiteServer();
  db = await server.baobab.db();
  victim = await createAccount(db, { email: 'victim@example.com', password: OLD });
  attacker = await createAccount(db, { email: 'attacker@example.com', password: 'attacker-old' });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const hashOf = async (account: Account) =>
  (
    await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM auth_accounts WHERE id = $1',
      [account.id],
    )
  )[0]?.password_hash;

/** A fresh reset link's path and token for `account`. */
async function resetLink(account: Account) {
  const link = await sendPasswordReset(db, account, ORIGIN);
  const path = new URL(link).pathname;
  return { path, token: path.split('/').pop() ?? '' };
}

/** Ways a page of another origin is told apart (the headers Chromium sends with its POST). */
const CROSS_SITE: Array<[string, Record<string, string>]> = [
  ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
  ['another site, Origin only', { origin: 'https://evil.example' }],
  ['another site, Sec-Fetch-Site only', { 'sec-fetch-site': 'cross-site' }],
  ['a sandboxed frame (Origin null)', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
  ['another port of localhost', { origin: 'http://localhost:9999', 'sec-fetch-site': 'same-site' }],
  [
    'a site of this server',
    { origin: 'http://preview.localhost:3000', 'sec-fetch-site': 'same-site' },
  ],
];

/** Bodies a form or a `no-cors` fetch sends without a preflight. */
function bodies(password: string): Array<[string, string, string]> {
  const boundary = '----baobab-forgery';
  return [
    ['form-urlencoded', 'application/x-www-form-urlencoded', `password=${password}`],
    ['text/plain', 'text/plain', `password=${password}`],
    [
      'multipart',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${password}\r\n--${boundary}--\r\n`,
    ],
  ];
}

/** Spellings of the reset path that the router reads as `/auth/reset/{token}`. */
const spellings = (token: string) => [
  `/auth/reset/${token}`,
  `/%61uth/reset/${token}`,
  `/%61%75%74%68/reset/${token}`,
  `/auth/%72eset/${token}`,
  `/auth/reset/${token}?next=/`,
];

const post = (url: string, type: string, payload: string, headers: Record<string, string> = {}) =>
  server.inject({
    method: 'POST',
    url,
    headers: { host: HOST, 'content-type': type, ...headers },
    payload,
  });

/** Counts, for the note. */
export const tally = { attempts: 0, refused: 0 };

describe('the password reset flow', { timeout: 60_000 }, () => {
  it('refuses a valid link posted from another origin, however spelled and sent (403)', async () => {
    const { token } = await resetLink(victim);
    const before = await hashOf(victim);
    const wrong: string[] = [];
    for (const url of spellings(token))
      for (const [who, headers] of CROSS_SITE)
        for (const [kind, type, payload] of bodies(NEW)) {
          tally.attempts++;
          const answer = await post(url, type, payload, headers);
          const unchanged = (await hashOf(victim)) === before;
          const exact =
            answer.statusCode === 403 &&
            answer.body ===
              JSON.stringify({ error: 'cross-origin', message: CROSS_ORIGIN_MESSAGE });
          if (exact && unchanged) tally.refused++;
          else
            wrong.push(
              `${url} from ${who} as ${kind}: ${answer.statusCode} ${answer.body.slice(0, 80)}`,
            );
        }
    expect(wrong).toEqual([]);
    // The link itself is still good: it was never used.
    const own = await post(`/auth/reset/${token}`, 'application/x-www-form-urlencoded', '');
    expect(own.statusCode).toBe(400);
    expect(own.body).toContain('at least 8 characters');
  });

  it('refuses used, expired and forged links from the provider’s own origin (400)', async () => {
    // Used: the victim changes their password with it (and back, so OLD stays the password).
    const used = await resetLink(victim);
    const form = 'application/x-www-form-urlencoded';
    const same = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' };
    expect((await post(used.path, form, 'password=victim-interim-1', same)).statusCode).toBe(200);
    const back = await resetLink(victim);
    expect((await post(back.path, form, `password=${OLD}`, same)).statusCode).toBe(200);
    // Expired: a link a day and a minute old.
    const expired = await resetLink(victim);
    await db.query(
      "UPDATE auth_password_resets SET expires_at = now() - interval '1 minute' WHERE account_id = $1 AND used_at IS NULL",
      [victim.id],
    );
    const live = (await resetLink(victim)).token;
    const flip = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const links: Array<[string, string]> = [
      ['used once already', used.path],
      ['used, again (the second link)', back.path],
      ['expired', expired.path],
      ['one character changed', `/auth/reset/${flip(live)}`],
      ['upper-cased', `/auth/reset/${live.toUpperCase()}`],
      ['one character more', `/auth/reset/${live}x`],
      ['one character less', `/auth/reset/${live.slice(0, -1)}`],
      ['random', `/auth/reset/${'Q'.repeat(43)}`],
      ['the token’s hash', `/auth/reset/${'0'.repeat(64)}`],
      ['the account id', `/auth/reset/${victim.id}`],
      ['the victim’s email', `/auth/reset/${encodeURIComponent(victim.email)}`],
      ['a SQL quote', `/auth/reset/${encodeURIComponent("' OR '1'='1")}`],
      ['a wildcard', '/auth/reset/%25'],
    ];
    const before = await hashOf(victim);
    const wrong: string[] = [];
    for (const [name, url] of links)
      for (const [kind, type, payload] of bodies(NEW)) {
        tally.attempts++;
        const answer = await post(url, type, payload, same);
        const unchanged = (await hashOf(victim)) === before;
        // Multipart, which the form does not take, is refused before the link is read (415).
        const exact =
          kind === 'multipart'
            ? answer.statusCode === 415
            : answer.statusCode === 400 && answer.body.includes(EXPIRED);
        if (exact && unchanged) tally.refused++;
        else wrong.push(`${name} as ${kind}: ${answer.statusCode} ${answer.body.slice(0, 80)}`);
      }
    expect(wrong).toEqual([]);
  });

  it('another account’s link never changes the victim’s password, whatever the form says', async () => {
    const before = await hashOf(victim);
    const fields: Array<Record<string, string>> = [
      { email: victim.email },
      { account: victim.id, account_id: victim.id, sub: victim.id },
      { email: victim.email, token: 'x', id: victim.id },
    ];
    for (const extra of fields) {
      const { path } = await resetLink(attacker);
      tally.attempts++;
      const answer = await post(
        path,
        'application/x-www-form-urlencoded',
        new URLSearchParams({ password: NEW, ...extra }).toString(),
      );
      // The link's own account (the attacker's) is the one changed, never the victim's.
      expect(answer.statusCode).toBe(200);
      expect(await hashOf(victim)).toBe(before);
      tally.refused++;
    }
  });

  it('afterwards the victim signs in with the old password, and not with the attacker’s', async () => {
    const flow: FlowOptions = {
      host: HOST,
      clientId: 'demo-spa',
      redirectUri: 'http://demo.preview.localhost:3000/',
    };
    const attempt = async (password: string) =>
      postSignIn(server, flow, await openSignIn(server, flow), victim.email, password);
    expect((await attempt(NEW)).statusCode).toBe(401);
    expect((await attempt(OLD)).statusCode).toBe(303);
    if (process.env.SECURITY_REPORT)
      console.log(`reset flow: ${tally.attempts} attempts, ${tally.refused} refused`);
  });
});
