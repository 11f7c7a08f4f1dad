import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig } from '@server/testing/temp-site.ts';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { VERSION_ID } from '@server/publishing/versions.ts';
import { testAuthor } from '@server/authors/testing.ts';
import type { AuditEntry } from '@shared/schema/authors.ts';

const EDITOR = { host: 'localhost:3000' };

async function setup(hooks?: { beforeRename?: () => void }) {
  const config = await testConfig();
  const server = await createServer(config, {
    frontEnd: fixedFrontEnd(TEMPLATES),
    store: { hooks },
  });
  const siteDir = join(config.sitesDir, 'demo');
  const disk = (path: string) => readFile(join(siteDir, path), 'utf8');
  // An administrator (owner of every site) signed in: what the editor's requests carry.
  const author = await testAuthor(server);
  const editor = { ...EDITOR, ...author.headers };
  return { server, config, siteDir, disk, author, editor };
}

type Server = Awaited<ReturnType<typeof createServer>>;
/** A server and the headers of its signed-in author's requests. */
type Editor = { server: Server; editor: Record<string, string> };

/** The ETag of a site file, as the editor reads it. */
async function etagOf({ server, editor }: Editor, path: string): Promise<string> {
  const response = await server.inject({ url: `/api/sites/demo/files/${path}`, headers: editor });
  return response.headers.etag as string;
}

function putFile({ server, editor }: Editor, path: string, payload: string, etag?: string) {
  return server.inject({
    method: 'PUT',
    url: `/api/sites/demo/files/${path}`,
    headers: {
      ...editor,
      'content-type': 'application/json',
      ...(etag ? { 'if-match': etag } : {}),
    },
    payload,
  });
}

function publishTo({ server, editor }: Editor, environment: string) {
  return server.inject({
    method: 'POST',
    url: '/api/sites/demo/publish',
    headers: { ...editor, 'content-type': 'application/json' },
    payload: JSON.stringify({ environment }),
  });
}

const faqWith = (name: string) => ({
  ...fixtureSite().pages.faq,
  variables: { v: { id: 'v', name, type: 'string', defaultValue: '' } },
});

describe('editor API', { timeout: 60_000 }, () => {
  it('answers every file the editor opens in one request, each with its ETag', async () => {
    const { server, editor } = await setup();
    const response = await server.inject({ url: '/api/sites/demo/files', headers: editor });
    expect(response.statusCode).toBe(200);
    const { files } = response.json() as {
      files: Array<{ path: string; etag: string; value: unknown }>;
    };
    // site.json, its pages, then the shared section both name once.
    expect(files.map((f) => f.path)).toEqual([
      'site.json',
      'pages/home.json',
      'pages/faq.json',
      'sections/nav.json',
    ]);
    for (const file of files) {
      const one = await server.inject({
        url: `/api/sites/demo/files/${file.path}`,
        headers: editor,
      });
      expect(file.etag, file.path).toBe(one.headers.etag);
      expect(file.value, file.path).toEqual(one.json());
    }
  });

  it('leaves the files to be read one by one when one is missing or is not JSON', async () => {
    const { server, siteDir, editor } = await setup();
    await writeFile(join(siteDir, 'pages/faq.json'), '{ "pageId": ');
    const broken = await server.inject({ url: '/api/sites/demo/files', headers: editor });
    expect(broken.statusCode).toBe(404);
    await rm(join(siteDir, 'pages/faq.json'));
    const missing = await server.inject({ url: '/api/sites/demo/files', headers: editor });
    expect(missing.statusCode).toBe(404);
  });

  it('lists sites with their environment URLs', async () => {
    const { server, editor } = await setup();
    const response = await server.inject({ url: '/api/sites', headers: editor });
    expect(response.json()).toEqual({
      sites: [
        {
          id: 'demo',
          name: 'Demo',
          pageCount: 2,
          urls: {
            preview: 'http://preview.localhost:3000/',
            staging: 'http://staging.localhost:3000/',
            production: 'http://production.localhost:3000/',
          },
        },
      ],
      defaultSiteId: 'demo',
    });
  });

  it('lists a site from its site.json alone: a broken page still lists it, a broken site.json by its id', async () => {
    const { server, config, siteDir, editor } = await setup();
    await writeFile(join(siteDir, 'pages', 'faq.json'), '{ not json');
    await mkdir(join(config.sitesDir, 'broken'));
    await cp(join(siteDir, 'pages'), join(config.sitesDir, 'broken', 'pages'), { recursive: true });
    await writeFile(join(config.sitesDir, 'broken', 'site.json'), '{ "name": ');
    const response = await server.inject({ url: '/api/sites', headers: editor });
    const listed = (
      response.json() as { sites: Array<{ id: string; name: string; pageCount: number }> }
    ).sites.map(({ id, name, pageCount }) => ({ id, name, pageCount }));
    expect(listed).toEqual(
      expect.arrayContaining([
        { id: 'demo', name: 'Demo', pageCount: 2 },
        { id: 'broken', name: 'broken', pageCount: 0 },
      ]),
    );
  });

  it('answers a site with its problems, and 404 for an unknown one', async () => {
    const { server, editor } = await setup();
    const site = await server.inject({ url: '/api/sites/demo', headers: editor });
    expect(site.json()).toMatchObject({
      site: { id: 'demo' },
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      problems: [],
    });
    const missing = await server.inject({ url: '/api/sites/nope', headers: editor });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not-found', message: 'There is no site "nope".' });
  });

  it('reads a file with its ETag', async () => {
    const { server, disk, editor } = await setup();
    const response = await server.inject({
      url: '/api/sites/demo/files/pages/home.json',
      headers: editor,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.body).toBe(await disk('pages/home.json'));
    const traversal = await server.inject({
      url: '/api/sites/demo/files/pages/..%2F..%2Fsecret.json',
      headers: editor,
    });
    expect(traversal.statusCode).toBe(404);
  });

  it('answers a stale ETag with 409, keeping the newer content', async () => {
    const t = await setup();
    const { disk } = t;
    const etag = await etagOf(t, 'pages/faq.json');
    const put = (name: string) => putFile(t, 'pages/faq.json', JSON.stringify(faqWith(name)), etag);
    const first = await put('newer');
    expect(first.statusCode).toBe(200);
    const second = await put('older');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: 'conflict',
      etag: first.headers.etag,
      content: { variables: { v: { name: 'newer' } } },
    });
    expect(await disk('pages/faq.json')).toContain('"newer"');
  });

  it('answers an invalid body with 400 and every problem, leaving the file unchanged', async () => {
    const t = await setup();
    const { disk } = t;
    const before = await disk('site.json');
    const etag = await etagOf(t, 'site.json');
    const wrongType = await putFile(
      t,
      'site.json',
      JSON.stringify({ ...fixtureSite().site, cacheVersion: 'soon', defaultTheme: 'neon' }),
      etag,
    );
    expect(wrongType.statusCode).toBe(400);
    expect(
      wrongType
        .json()
        .problems.map((p: { path: string }) => p.path)
        .sort(),
    ).toEqual(['$.cacheVersion', '$.defaultTheme']);
    const notJson = await putFile(t, 'site.json', '{\n  "id": "demo",\n  oops\n}', etag);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().problems[0].message).toMatch(/^not valid JSON \(line 3, column 3\)/);
    expect(await disk('site.json')).toBe(before);
  });

  it('refuses a page path with a dot segment: the browser would resolve it to another page', async () => {
    const t = await setup();
    const before = await t.disk('site.json');
    const site = fixtureSite().site;
    site.pages[1]!.paths.en = '/a/../home';
    const response = await putFile(
      t,
      'site.json',
      JSON.stringify(site),
      await etagOf(t, 'site.json'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      expect.objectContaining({
        path: '$.pages[1].paths.en',
        message: 'cannot hold a "." or ".." segment: the browser would go to another path',
      }),
    ]);
    expect(await t.disk('site.json')).toBe(before);
  });

  it('answers a file broken on disk with 422 naming the file, line and column, never 500', async () => {
    const t = await setup();
    const etag = await etagOf(t, 'pages/faq.json');
    const broken = '{\n  "page": ';
    await writeFile(join(t.siteDir, 'pages', 'faq.json'), broken);
    const response = await putFile(t, 'pages/faq.json', JSON.stringify(faqWith('mine')), etag);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'unreadable',
      message: 'pages/faq.json cannot be read: line 2, column 11 (Unexpected end of JSON input).',
      file: 'pages/faq.json',
      reason: 'Unexpected end of JSON input',
      line: 2,
      column: 11,
    });
    expect(await t.disk('pages/faq.json')).toBe(broken);
    // site.json too, located in the file itself even when it names private settings.
    const siteEtag = await etagOf(t, 'site.json');
    await writeFile(join(t.siteDir, 'site.json'), '{ "privateSettings": , }');
    const site = await putFile(t, 'site.json', JSON.stringify(fixtureSite().site), siteEtag);
    expect(site.statusCode).toBe(422);
    expect(site.json()).toMatchObject({ file: 'site.json', line: 1, column: 22 });
    // A folder where the file should be: 422 with the system's reason.
    await rm(join(t.siteDir, 'pages', 'faq.json'));
    await mkdir(join(t.siteDir, 'pages', 'faq.json'));
    const folder = await t.server.inject({
      url: '/api/sites/demo/files/pages/faq.json',
      headers: t.editor,
    });
    expect(folder.statusCode).toBe(422);
    expect(folder.json()).toMatchObject({ file: 'pages/faq.json', reason: 'EISDIR', line: null });
  });

  it('requires a precondition', async () => {
    const t = await setup();
    const response = await putFile(t, 'pages/faq.json', JSON.stringify(faqWith('x')));
    expect(response.statusCode).toBe(428);
  });

  it('stores canonical bytes whatever the formatting of the body', async () => {
    const t = await setup();
    const { disk } = t;
    const before = await disk('pages/faq.json');
    const etag = await etagOf(t, 'pages/faq.json');
    const response = await putFile(t, 'pages/faq.json', JSON.stringify(JSON.parse(before)), etag);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(etag);
    expect(await disk('pages/faq.json')).toBe(before);
  });

  it('keeps the old file whole when a write fails before the rename', async () => {
    const t = await setup({
      beforeRename: () => {
        throw new Error('disk full');
      },
    });
    const { disk, siteDir } = t;
    const before = await disk('pages/faq.json');
    const etag = await etagOf(t, 'pages/faq.json');
    const response = await putFile(t, 'pages/faq.json', JSON.stringify(faqWith('lost')), etag);
    expect(response.statusCode).toBe(500);
    expect(await disk('pages/faq.json')).toBe(before);
    expect(await readdir(join(siteDir, 'pages'))).toEqual(['faq.json', 'home.json']);
  });

  it('refuses a body over 5 MB with 413', async () => {
    const t = await setup();
    const response = await putFile(t, 'pages/faq.json', `"${'x'.repeat(5 * 1024 * 1024)}"`, '"x"');
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('too-large');
  });

  it('publishes a valid site and refuses one with errors', async () => {
    const t = await setup();
    const { server, config, editor } = t;
    const publish = (environment: string) => publishTo(t, environment);
    expect((await publish('live')).statusCode).toBe(400);
    const ok = await publish('staging');
    expect(ok.json()).toEqual({
      environment: 'staging',
      version: expect.stringMatching(VERSION_ID),
      number: 1,
      pages: 2,
      collections: 0,
      publishedAt: expect.any(String),
    });
    const dir = join(config.dataDir, 'published', 'demo', 'staging', 'versions', ok.json().version);
    expect((await readdir(dir)).sort()).toEqual([
      'app.json',
      'assets',
      'collections',
      'data',
      'published.json',
    ]);
    expect((await readdir(join(dir, 'data'))).sort()).toEqual(['faq.json', 'home.json']);
    const status = await server.inject({ url: '/api/sites/demo/publish', headers: editor });
    expect(status.json()).toEqual({
      staging: { publishedAt: ok.json().publishedAt, version: ok.json().version, number: 1 },
      production: null,
    });

    // Break the draft: publishing is refused and the published files stay as they were.
    const site = {
      ...fixtureSite().site,
      pages: fixtureSite().site.pages.map((p) => ({ ...p, sections: [...p.sections, 'gone'] })),
    };
    await putFile(t, 'site.json', JSON.stringify(site), await etagOf(t, 'site.json'));
    const refused = await publish('staging');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems[0]).toMatchObject({
      file: 'site.json',
      path: '$.pages[0].sections[2]',
    });
    expect(JSON.parse(await readFile(join(dir, 'published.json'), 'utf8')).publishedAt).toBe(
      ok.json().publishedAt,
    );
  });

  it('refuses to publish while an enabled plugin’s settings fail its own check', async () => {
    const t = await setup();
    const { server, config, editor } = t;
    const site = {
      ...fixtureSite().site,
      plugins: {
        pay: {
          id: 'pay',
          plugin: 'payment',
          publicSettings: { publishableKey: 'pk_test_1', successPage: 'home', cancelPage: 'faq' },
          privateSettings: {},
        },
      },
    };
    await putFile(t, 'site.json', JSON.stringify(site), await etagOf(t, 'site.json'));
    const problem = {
      file: 'site.json',
      path: '$.plugins.pay',
      message: 'plugin "pay": A private API key (secret key) is required.',
      severity: 'error',
    };
    const validation = await server.inject({ url: '/api/sites/demo/validation', headers: editor });
    expect(validation.json()).toEqual({ ok: false, problems: [problem] });
    const refused = await publishTo(t, 'production');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toEqual([problem]);
    await expect(readdir(join(config.dataDir, 'published'))).rejects.toThrow();

    // With its key, it publishes.
    site.plugins.pay.privateSettings = { secretKey: 'sk_test_1' } as Record<string, string>;
    await putFile(t, 'site.json', JSON.stringify(site), await etagOf(t, 'site.json'));
    expect((await publishTo(t, 'production')).statusCode).toBe(200);
  });

  it('serves the editor page for other paths on editor hosts, to a signed-in author only', async () => {
    const { server, author, editor } = await setup();
    const anonymous = await server.inject({
      url: '/sites/demo',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe('/auth/editor/sign-in?returnTo=%2Fsites%2Fdemo');
    const response = await server.inject({
      url: '/sites/demo',
      headers: { host: '127.0.0.1:3000', cookie: author.cookie },
    });
    expect(response.statusCode).toBe(200);
    // The template, with this answer's nonce (server/csp/html.ts).
    expect(response.body.replace(/<meta property="csp-nonce" nonce="[^"]+">/, '')).toBe(
      TEMPLATES.editor,
    );
    expect((await server.inject({ url: '/api/nothing', headers: editor })).statusCode).toBe(404);
  });

  it('lists to a member only the sites they are a member of', async () => {
    const { server, config, siteDir, editor } = await setup();
    await cp(siteDir, join(config.sitesDir, 'other'), { recursive: true });
    const ids = async (headers: Record<string, string>) =>
      (
        (await server.inject({ url: '/api/sites', headers: { ...EDITOR, ...headers } })).json() as {
          sites: Array<{ id: string }>;
        }
      ).sites
        .map((site) => site.id)
        .sort();
    // An administrator sees every site.
    expect(await ids(editor)).toEqual(['demo', 'other']);
    const member = await testAuthor(server, { roles: { other: 'viewer' } });
    expect(await ids(member.headers)).toEqual(['other']);
    const both = await testAuthor(server, { roles: { demo: 'editor', other: 'owner' } });
    expect(await ids(both.headers)).toEqual(['demo', 'other']);
    // And the site it is no member of answers 403.
    const refused = await server.inject({
      url: '/api/sites/demo',
      headers: { ...EDITOR, ...member.headers },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('forbidden');
  });

  it('records a save and a publish in the audit log, with the author’s email', async () => {
    const t = await setup();
    const { server, editor } = t;
    const owner = await testAuthor(server, { roles: { demo: 'owner' } });
    const byOwner = { ...t, editor: { ...EDITOR, ...owner.headers } };
    const saved = await putFile(
      byOwner,
      'pages/faq.json',
      JSON.stringify(faqWith('audited')),
      await etagOf(byOwner, 'pages/faq.json'),
    );
    expect(saved.statusCode).toBe(200);
    expect((await publishTo(byOwner, 'staging')).statusCode).toBe(200);
    // A change refused is no entry.
    expect((await putFile(byOwner, 'pages/faq.json', '{}', '"stale"')).statusCode).toBe(400);
    const log = await server.inject({ url: '/api/sites/demo/audit', headers: editor });
    expect(log.statusCode).toBe(200);
    const entries = (log.json() as { entries: AuditEntry[] }).entries;
    const changes = entries.filter(
      (entry) => entry.action === 'save' || entry.action === 'publish',
    );
    expect(changes).toEqual([
      expect.objectContaining({
        email: owner.email,
        siteId: 'demo',
        action: 'publish',
        detail: { environment: 'staging' },
      }),
      expect.objectContaining({
        email: owner.email,
        siteId: 'demo',
        action: 'save',
        detail: { path: 'pages/faq.json' },
      }),
    ]);
  });
});
