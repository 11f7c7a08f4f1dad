import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { environmentDir } from '@server/publishing/versions.ts';
import { join } from 'node:path';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import { testAuthor } from '@server/authors/testing.ts';

const EDITOR = { host: 'localhost:3000', 'content-type': 'application/json' };
const STAGING = { host: 'staging.localhost:3000' };

interface Listed {
  version: string;
  number: number;
  live: boolean;
  message: string | null;
  author: string | null;
  pages: number;
  url: string;
}

async function setup(publishHistory?: number) {
  const config = { ...(await testConfig()), ...(publishHistory ? { publishHistory } : {}) };
  const server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
  // An administrator signed in (owner of every site): what the editor's requests carry.
  const author = await testAuthor(server);
  const editor = { ...EDITOR, ...author.headers };
  const publish = async (title: string, extra: object = {}, headers = editor) => {
    await writeFixtureSite(config.sitesDir, (f) => {
      f.site.pages[0]!.title = { en: title };
    });
    return server.inject({
      method: 'POST',
      url: '/api/sites/demo/publish',
      headers,
      payload: JSON.stringify({ environment: 'staging', ...extra }),
    });
  };
  const history = async (environment = 'staging') =>
    server.inject({ url: `/api/sites/demo/publish/${environment}/versions`, headers: editor });
  const rollback = (payload: string, environment = 'staging', headers = editor) =>
    server.inject({
      method: 'POST',
      url: `/api/sites/demo/publish/${environment}/rollback`,
      headers,
      payload,
    });
  /** The `<title>` visitors of staging get (`headers`: a browser's cookie). */
  const shownTitle = async (headers: Record<string, string> = {}) => {
    const page = await server.inject({ url: '/', headers: { ...STAGING, ...headers } });
    return /<title>([^<]*)<\/title>/.exec(page.body)?.[1];
  };
  return { config, server, author, editor, publish, history, rollback, shownTitle };
}

describe('publish history and rollback (editor API)', { timeout: 60_000 }, () => {
  it('lists the versions, newest first, and rolls staging back to one', async () => {
    const { publish, history, rollback, shownTitle, author } = await setup();
    const first = (await publish('First', { message: 'Launch' })).json();
    const second = (await publish('Second')).json();
    expect(await shownTitle()).toBe('Second');

    const listed = await history();
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const body = listed.json() as { keep: number; live: string; versions: Listed[] };
    expect(body.keep).toBe(20);
    expect(body.live).toBe(second.version);
    expect(body.versions.map((v) => [v.number, v.live, v.message, v.author, v.pages])).toEqual([
      [2, true, null, author.email, 2],
      [1, false, 'Launch', author.email, 2],
    ]);
    expect(body.versions[1]!.url).toMatch(
      new RegExp(`^http://staging\\.localhost:3000/_baobab/version/${first.version}\\?expires=`),
    );

    const back = await rollback(JSON.stringify({ version: first.version }));
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      environment: 'staging',
      version: first.version,
      number: 1,
    });
    expect(await shownTitle()).toBe('First');
    expect(((await history()).json() as { live: string }).live).toBe(first.version);
  });

  it('keeps in the history the email of the author who published each version', async () => {
    const { server, publish, history } = await setup();
    const edith = await testAuthor(server, { roles: { demo: 'editor' } });
    const olu = await testAuthor(server, { roles: { demo: 'owner' } });
    const viewer = await testAuthor(server, { roles: { demo: 'viewer' } });
    const asEditor = { ...EDITOR, ...edith.headers };
    expect((await publish('By Edith', {}, asEditor)).statusCode).toBe(200);
    expect((await publish('By Olu', {}, { ...EDITOR, ...olu.headers })).statusCode).toBe(200);
    // A viewer publishes nothing, and so appears nowhere.
    expect((await publish('By a viewer', {}, { ...EDITOR, ...viewer.headers })).statusCode).toBe(
      403,
    );
    const body = (await history()).json() as { versions: Listed[] };
    expect(body.versions.map((v) => [v.number, v.author])).toEqual([
      [2, olu.email],
      [1, edith.email],
    ]);
    // An editor reads the history too.
    const read = await server.inject({
      url: '/api/sites/demo/publish/staging/versions',
      headers: asEditor,
    });
    expect(read.statusCode).toBe(200);
  });

  it('rolls production back for an owner only: an editor gets 403 and the live version stays', async () => {
    const { server, publish, history, rollback } = await setup();
    const editor = {
      ...EDITOR,
      ...(await testAuthor(server, { roles: { demo: 'editor' } })).headers,
    };
    const owner = {
      ...EDITOR,
      ...(await testAuthor(server, { roles: { demo: 'owner' } })).headers,
    };
    const toProduction = { environment: 'production' };
    const first = (await publish('First', toProduction, owner)).json() as { version: string };
    const second = (await publish('Second', toProduction, owner)).json() as { version: string };
    expect((await publish('Third', toProduction, editor)).statusCode).toBe(403);
    const payload = JSON.stringify({ version: first.version });
    const refused = await rollback(payload, 'production', editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden', role: 'editor' });
    expect(((await history('production')).json() as { live: string }).live).toBe(second.version);
    const back = await rollback(payload, 'production', owner);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ environment: 'production', version: first.version });
    expect(((await history('production')).json() as { live: string }).live).toBe(first.version);
    // Staging, an editor rolls back.
    const staged = (await publish('Staged', {}, editor)).json() as { version: string };
    await publish('Staged again', {}, editor);
    const staging = await rollback(JSON.stringify({ version: staged.version }), 'staging', editor);
    expect(staging.statusCode).toBe(200);
  });

  it('refuses what is no version of the environment, and never reads a path from it', async () => {
    const { publish, history, rollback, config } = await setup();
    const first = (await publish('First')).json();
    for (const payload of [
      '{"version":"../../../../etc/passwd"}',
      '{"version":"..%2F..%2Fproduction"}',
      `{"version":"${first.version}/.."}`,
      '{"version":12}',
      '{}',
      'not json',
      '[]',
    ]) {
      const refused = await rollback(payload);
      expect(refused.statusCode, payload).toBe(400);
    }
    const unknown = await rollback('{"version":"20200101T000000000Z-00000000"}');
    expect(unknown.statusCode).toBe(404);
    expect(
      (await rollback(JSON.stringify({ version: first.version }), 'production')).statusCode,
    ).toBe(404);
    for (const environment of ['preview', 'editor', '..', '%2e%2e']) {
      expect((await history(environment)).statusCode, environment).toBe(404);
      expect((await rollback('{}', environment)).statusCode, environment).toBe(404);
    }
    expect((await history('production')).json()).toMatchObject({ live: null, versions: [] });
    expect(await readdir(join(config.dataDir, 'published', 'demo'))).toEqual(['staging']);
  });

  it('checks the message and keeps the configured number of versions', async () => {
    const { publish, history, config } = await setup(2);
    expect((await publish('A', { message: 7 })).statusCode).toBe(400);
    expect((await publish('A', { message: 'x'.repeat(501) })).statusCode).toBe(400);
    for (const title of ['1', '2', '3']) expect((await publish(title)).statusCode).toBe(200);
    const body = (await history()).json() as { keep: number; versions: Listed[] };
    expect(body.keep).toBe(2);
    expect(body.versions.map((v) => v.number)).toEqual([3, 2]);
    const dir = join(environmentDir(config.dataDir, 'demo', 'staging'), 'versions');
    expect((await readdir(dir)).length).toBe(2);
  });

  it('opens a version in the browser through its signed link, then back to the live one', async () => {
    const { server, publish, history, shownTitle } = await setup();
    await publish('First');
    await publish('Second');
    const old = ((await history()).json() as { versions: Listed[] }).versions[1]!;
    const link = new URL(old.url);
    const opened = await server.inject({ url: link.pathname + link.search, headers: STAGING });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/');
    const setCookie = String(opened.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^baobab-version=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    const cookie = setCookie.split(';')[0]!;
    expect(await shownTitle({ cookie })).toBe('First');
    const page = await server.inject({ url: '/', headers: { ...STAGING, cookie } });
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain(`data-baobab-version="${old.version}"`);
    expect(page.body).toContain('Version 1 of staging');
    const data = await server.inject({
      url: '/data/home.json?wwlang=en',
      headers: { ...STAGING, cookie },
    });
    expect(data.statusCode).toBe(200);
    expect(data.headers['cache-control']).toBe('private, no-store');
    // Everyone else, and the same browser after "Back to the live site", sees the live version.
    expect(await shownTitle()).toBe('Second');
    const live = await server.inject({ url: '/_baobab/version/live', headers: STAGING });
    expect(live.statusCode).toBe(303);
    expect(String(live.headers['set-cookie'])).toMatch(/^baobab-version=; Path=\/; Max-Age=0/);

    // A link changed in any way, or for another environment's host, opens nothing.
    const forged = [
      link.pathname.replace(/.$/, (c) => (c === '0' ? '1' : '0')) + link.search,
      link.pathname + link.search.replace(/expires=\d+/, 'expires=9999999999'),
      link.pathname,
      '/_baobab/version/..%2F..%2Fetc',
    ];
    for (const url of forged) {
      const refused = await server.inject({ url, headers: STAGING });
      expect(refused.statusCode, url).toBe(403);
    }
    const elsewhere = await server.inject({
      url: link.pathname + link.search,
      headers: { host: 'production.localhost:3000' },
    });
    expect(elsewhere.statusCode).toBe(403);
    // A forged cookie is no pin.
    const fake = `baobab-version=${old.version}.9999999999.${'0'.repeat(64)}`;
    expect(await shownTitle({ cookie: fake })).toBe('Second');
  });

  it('answers a running page’s requests from the version it came from (baobab-seen)', async () => {
    const { server, config, editor } = await setup();
    const publishWith = async (name: string) => {
      await writeFixtureSite(config.sitesDir, (f) => {
        f.pages.home!.variables = { v: { id: 'v', name, type: 'string', defaultValue: '' } };
      });
      const published = await server.inject({
        method: 'POST',
        url: '/api/sites/demo/publish',
        headers: editor,
        payload: '{"environment":"staging"}',
      });
      expect(published.statusCode).toBe(200);
    };
    const variableName = async (headers: Record<string, string> = {}) => {
      const data = await server.inject({
        url: '/data/home.json?wwlang=en',
        headers: { ...STAGING, ...headers },
      });
      expect(data.statusCode).toBe(200);
      return (data.json() as { variables: Record<string, { name: string }> }).variables.v?.name;
    };
    await publishWith('first');
    const page = await server.inject({ url: '/', headers: STAGING });
    const setCookie = String(page.headers['set-cookie']);
    expect(setCookie).toMatch(/^baobab-seen=[^;]+; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie.split(';')[0]!;
    // Published again while the page runs: its data is still the first version's.
    await publishWith('second');
    expect(await variableName()).toBe('second');
    expect(await variableName({ cookie })).toBe('first');
    // The next page load is the live version, and so is what it asks for.
    const next = await server.inject({ url: '/', headers: { ...STAGING, cookie } });
    const nextCookie = String(next.headers['set-cookie']).split(';')[0]!;
    expect(await variableName({ cookie: nextCookie })).toBe('second');
    // A seen cookie is no link to open a version, nor valid for another environment.
    const asPreview = cookie.replace('baobab-seen=', 'baobab-version=');
    expect(await variableName({ cookie: asPreview })).toBe('second');
    const production = await server.inject({
      url: '/data/home.json?wwlang=en',
      headers: { host: 'production.localhost:3000', cookie },
    });
    expect(production.statusCode).toBe(404); // never published there: the cookie opens nothing
  });
});
