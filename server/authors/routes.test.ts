import { describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createServer } from '../app.ts';
import { fixedFrontEnd } from '../front-end.ts';
import { TEMPLATES, testConfig } from '../testing/temp-site.ts';
import { CSRF_HEADER } from '@shared/schema/authors.ts';
import { newFirstRunToken } from './store.ts';
import { testAuthor } from './testing.ts';

const HOST = 'localhost:3000';

async function setup() {
  const config = await testConfig();
  const server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
  return { config, server };
}

/** A browser's cookies for the editor host, and requests that follow redirects with them. */
function browser(server: FastifyInstance) {
  const jar = new Map<string, string>();
  const keep = (answer: LightMyRequestResponse) => {
    for (const cookie of answer.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const send = async (
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
  ): Promise<LightMyRequestResponse> => {
    const answer = await server.inject({
      method,
      url,
      headers: {
        host: HOST,
        cookie: cookie(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    keep(answer);
    return answer;
  };
  /** Follows redirects on this host; the last answer. */
  const go = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
    let answer = await send(method, url, form);
    for (let hops = 0; hops < 12 && [302, 303].includes(answer.statusCode); hops++) {
      const next = new URL(String(answer.headers.location), `http://${HOST}`);
      if (next.host !== HOST) break;
      answer = await send('GET', `${next.pathname}${next.search}`);
    }
    return answer;
  };
  return { jar, go, csrf: () => jar.get('baobab-csrf') ?? '' };
}

describe('authors sign in (issue 28)', { timeout: 60_000 }, () => {
  it('refuses anonymous callers: pages go to sign-in, the API answers 401', async () => {
    const { server } = await setup();
    const page = await server.inject({ url: '/', headers: { host: HOST } });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/auth/editor/sign-in?returnTo=%2F');
    for (const url of ['/api/sites', '/api/sites/demo', '/api/sites/demo/files/site.json']) {
      const answer = await server.inject({ url, headers: { host: HOST } });
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json().error).toBe('signed-out');
    }
    const outbox = await server.inject({ url: '/mail/outbox', headers: { host: HOST } });
    expect(outbox.statusCode).toBe(303);
  });

  it('first run: the one-time link makes the owner, works once, and the owner invites an editor who signs in through the provider', async () => {
    const { server } = await setup();
    const token = await newFirstRunToken(await server.baobab.db());
    const owner = browser(server);
    const form = await owner.go('GET', `/auth/first-run/${token}`);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Create the owner');
    const short = await owner.go('POST', `/auth/first-run/${token}`, {
      email: 'owner@example.com',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    const made = await owner.go('POST', `/auth/first-run/${token}`, {
      email: 'Owner@Example.com',
      name: 'Olu Owner',
      password: 'owner-password-1',
    });
    expect(made.statusCode).toBe(200); // the editor's page, signed in
    expect(owner.jar.has('baobab-author')).toBe(true);
    const session = await server.inject({
      url: '/api/session',
      headers: { host: HOST, cookie: `baobab-author=${owner.jar.get('baobab-author')}` },
    });
    expect(session.json()).toMatchObject({
      email: 'owner@example.com',
      administrator: true,
      roles: { demo: 'owner' },
    });
    // The link works once.
    const again = await browser(server).go('GET', `/auth/first-run/${token}`);
    expect(again.statusCode).toBe(400);

    // The owner invites an editor: an invitation link (the outbox holds the mail).
    const ownerHeaders = {
      host: HOST,
      cookie: `baobab-author=${owner.jar.get('baobab-author')}`,
      [CSRF_HEADER]: owner.csrf(),
      'content-type': 'application/json',
    };
    const invited = await server.inject({
      method: 'POST',
      url: '/api/sites/demo/members',
      headers: ownerHeaders,
      payload: { email: 'edith@example.com', role: 'editor' },
    });
    expect(invited.statusCode).toBe(200);
    const { invitation, members } = invited.json() as {
      invitation: string;
      members: { email: string; role: string }[];
    };
    expect(members).toContainEqual(
      expect.objectContaining({ email: 'edith@example.com', role: 'editor' }),
    );
    const editor = browser(server);
    const reset = new URL(invitation).pathname;
    expect((await editor.go('POST', reset, { password: 'edith-password-1' })).statusCode).toBe(200);

    // The editor signs in through the embedded provider (authorization code, PKCE).
    const signedIn = await editor.go('GET', '/auth/editor/sign-in?returnTo=/');
    expect(signedIn.body).toContain('Sign in'); // the provider's form, authors realm
    expect(signedIn.body).not.toContain('Create one');
    const uid = /\/auth\/interaction\/([^/"]+)\/login/.exec(signedIn.body)?.[1];
    expect(uid).toBeTruthy();
    const wrong = await editor.go('POST', `/auth/interaction/${uid}/login`, {
      email: 'edith@example.com',
      password: 'not-her-password',
    });
    expect(wrong.statusCode).toBe(401);
    const done = await editor.go('POST', `/auth/interaction/${uid}/login`, {
      email: 'edith@example.com',
      password: 'edith-password-1',
    });
    expect(done.statusCode).toBe(200);
    expect(editor.jar.has('baobab-author')).toBe(true);
    const editorHeaders = {
      host: HOST,
      cookie: `baobab-author=${editor.jar.get('baobab-author')}`,
      [CSRF_HEADER]: editor.csrf(),
      'content-type': 'application/json',
    };
    const mine = await server.inject({ url: '/api/session', headers: editorHeaders });
    expect(mine.json()).toMatchObject({
      email: 'edith@example.com',
      administrator: false,
      roles: { demo: 'editor' },
    });
    // An editor cannot manage members.
    const refused = await server.inject({
      method: 'POST',
      url: '/api/sites/demo/members',
      headers: editorHeaders,
      payload: { email: 'x@example.com', role: 'owner' },
    });
    expect(refused.statusCode).toBe(403);
    // The audit log lists the first run, the invitation and the sign-in, for owners only.
    const log = await server.inject({ url: '/api/sites/demo/audit', headers: ownerHeaders });
    expect(log.json().entries.map((e: { action: string }) => e.action)).toContain('member-set');
    expect(
      (await server.inject({ url: '/api/sites/demo/audit', headers: editorHeaders })).statusCode,
    ).toBe(403);
  });

  it('a shopper of the same provider never signs in to the editor', async () => {
    const { server } = await setup();
    await testAuthor(server); // an administrator exists
    const db = await server.baobab.db();
    const { createAccount } = await import('@plugins/auth/server/provider/accounts.ts');
    await createAccount(db, { email: 'sam@example.com', password: 'shopper-password-1' });
    const shopper = browser(server);
    const form = await shopper.go('GET', '/auth/editor/sign-in');
    const uid = /\/auth\/interaction\/([^/"]+)\/login/.exec(form.body)?.[1];
    const answer = await shopper.go('POST', `/auth/interaction/${uid}/login`, {
      email: 'sam@example.com',
      password: 'shopper-password-1',
    });
    expect(answer.statusCode).toBe(401);
    expect(shopper.jar.has('baobab-author')).toBe(false);
  });

  it('roles: viewer reads, editor changes and publishes to staging, owner publishes to production; changes need the CSRF token', async () => {
    const { server } = await setup();
    const viewer = await testAuthor(server, { roles: { demo: 'viewer' } });
    const editor = await testAuthor(server, { roles: { demo: 'editor' } });
    const stranger = await testAuthor(server, { roles: { other: 'owner' } });
    const owner = await testAuthor(server, { roles: { demo: 'owner' } });
    const read = (headers: object) =>
      server.inject({
        url: '/api/sites/demo/files/site.json',
        headers: { host: HOST, ...headers },
      });
    expect((await read(viewer.headers)).statusCode).toBe(200);
    expect((await read(stranger.headers)).statusCode).toBe(403);
    const publish = (headers: object, environment: string) =>
      server.inject({
        method: 'POST',
        url: '/api/sites/demo/publish',
        headers: { host: HOST, 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ environment }),
      });
    expect((await publish(viewer.headers, 'staging')).statusCode).toBe(403);
    expect((await publish({ cookie: editor.cookie }, 'staging')).statusCode).toBe(403); // no token
    expect(
      (await publish({ cookie: editor.cookie, [CSRF_HEADER]: 'forged' }, 'staging')).statusCode,
    ).toBe(403);
    expect((await publish(editor.headers, 'staging')).statusCode).toBe(200);
    expect((await publish(editor.headers, 'production')).statusCode).toBe(403);
    expect((await publish(owner.headers, 'production')).statusCode).toBe(200);
    const sites = await server.inject({
      url: '/api/sites',
      headers: { host: HOST, ...stranger.headers },
    });
    expect(sites.json().sites).toEqual([]);
  });

  it('the outbox: every mail for an administrator, its sites’ mails for an owner, none for an editor', async () => {
    const { server } = await setup();
    const db = await server.baobab.db();
    const { queueMail } = await import('../mail/outbox.ts');
    await queueMail(db, {
      to: 'a@example.com',
      subject: 'Order of demo',
      body: 'x',
      siteId: 'demo',
    });
    await queueMail(db, {
      to: 'b@example.com',
      subject: 'Order of other',
      body: 'x',
      siteId: 'other',
    });
    await queueMail(db, { to: 'c@example.com', subject: 'Reset your password', body: 'x' });
    const subjects = async (headers: object) => {
      const answer = await server.inject({
        url: '/mail/outbox?format=json',
        headers: { host: HOST, ...headers },
      });
      return answer.statusCode === 200
        ? (answer.json().mails as { subject: string }[]).map((m) => m.subject).sort()
        : answer.statusCode;
    };
    expect(await subjects((await testAuthor(server)).headers)).toEqual([
      'Order of demo',
      'Order of other',
      'Reset your password',
    ]);
    expect(
      await subjects((await testAuthor(server, { roles: { demo: 'owner' } })).headers),
    ).toEqual(['Order of demo']);
    expect(await subjects((await testAuthor(server, { roles: { demo: 'editor' } })).headers)).toBe(
      403,
    );
  });

  it('signing out ends the session', async () => {
    const { server } = await setup();
    const author = await testAuthor(server);
    const out = await server.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { host: HOST, ...author.headers },
    });
    expect(out.statusCode).toBe(204);
    const after = await server.inject({
      url: '/api/sites',
      headers: { host: HOST, ...author.headers },
    });
    expect(after.statusCode).toBe(401);
  });
});
