import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig } from '@server/testing/temp-site.ts';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { VERSION_ID } from '@server/publishing/versions.ts';

const EDITOR = { host: 'localhost:3000' };

async function setup(hooks?: { beforeRename?: () => void }) {
  const config = await testConfig();
  const server = await createServer(config, {
    frontEnd: fixedFrontEnd(TEMPLATES),
    store: { hooks },
  });
  const siteDir = join(config.sitesDir, 'demo');
  const disk = (path: string) => readFile(join(siteDir, path), 'utf8');
  return { server, config, siteDir, disk };
}

type Server = Awaited<ReturnType<typeof createServer>>;

/** The ETag of a site file, as the editor reads it. */
async function etagOf(server: Server, path: string): Promise<string> {
  const response = await server.inject({ url: `/api/sites/demo/files/${path}`, headers: EDITOR });
  return response.headers.etag as string;
}

function putFile(server: Server, path: string, payload: string, etag?: string) {
  return server.inject({
    method: 'PUT',
    url: `/api/sites/demo/files/${path}`,
    headers: {
      ...EDITOR,
      'content-type': 'application/json',
      ...(etag ? { 'if-match': etag } : {}),
    },
    payload,
  });
}

function publishTo(server: Server, environment: string) {
  return server.inject({
    method: 'POST',
    url: '/api/sites/demo/publish',
    headers: { ...EDITOR, 'content-type': 'application/json' },
    payload: JSON.stringify({ environment }),
  });
}

const faqWith = (name: string) => ({
  ...fixtureSite().pages.faq,
  variables: { v: { id: 'v', name, type: 'string', defaultValue: '' } },
});

describe('editor API', () => {
  it('answers every file the editor opens in one request, each with its ETag', async () => {
    const { server } = await setup();
    const response = await server.inject({ url: '/api/sites/demo/files', headers: EDITOR });
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
        headers: EDITOR,
      });
      expect(file.etag, file.path).toBe(one.headers.etag);
      expect(file.value, file.path).toEqual(one.json());
    }
  });

  it('leaves the files to be read one by one when one is missing or is not JSON', async () => {
    const { server, siteDir } = await setup();
    await writeFile(join(siteDir, 'pages/faq.json'), '{ "pageId": ');
    const broken = await server.inject({ url: '/api/sites/demo/files', headers: EDITOR });
    expect(broken.statusCode).toBe(404);
    await rm(join(siteDir, 'pages/faq.json'));
    const missing = await server.inject({ url: '/api/sites/demo/files', headers: EDITOR });
    expect(missing.statusCode).toBe(404);
  });

  it('lists sites with their environment URLs', async () => {
    const { server } = await setup();
    const response = await server.inject({ url: '/api/sites', headers: EDITOR });
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
    const { server, config, siteDir } = await setup();
    await writeFile(join(siteDir, 'pages', 'faq.json'), '{ not json');
    await mkdir(join(config.sitesDir, 'broken'));
    await cp(join(siteDir, 'pages'), join(config.sitesDir, 'broken', 'pages'), { recursive: true });
    await writeFile(join(config.sitesDir, 'broken', 'site.json'), '{ "name": ');
    const response = await server.inject({ url: '/api/sites', headers: EDITOR });
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
    const { server } = await setup();
    const site = await server.inject({ url: '/api/sites/demo', headers: EDITOR });
    expect(site.json()).toMatchObject({
      site: { id: 'demo' },
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      problems: [],
    });
    const missing = await server.inject({ url: '/api/sites/nope', headers: EDITOR });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not-found', message: 'There is no site "nope".' });
  });

  it('reads a file with its ETag', async () => {
    const { server, disk } = await setup();
    const response = await server.inject({
      url: '/api/sites/demo/files/pages/home.json',
      headers: EDITOR,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.body).toBe(await disk('pages/home.json'));
    const traversal = await server.inject({
      url: '/api/sites/demo/files/pages/..%2F..%2Fsecret.json',
      headers: EDITOR,
    });
    expect(traversal.statusCode).toBe(404);
  });

  it('answers a stale ETag with 409, keeping the newer content', async () => {
    const { server, disk } = await setup();
    const etag = await etagOf(server, 'pages/faq.json');
    const put = (name: string) =>
      putFile(server, 'pages/faq.json', JSON.stringify(faqWith(name)), etag);
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
    const { server, disk } = await setup();
    const before = await disk('site.json');
    const etag = await etagOf(server, 'site.json');
    const wrongType = await putFile(
      server,
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
    const notJson = await putFile(server, 'site.json', '{\n  "id": "demo",\n  oops\n}', etag);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().problems[0].message).toMatch(/^not valid JSON \(line 3, column 3\)/);
    expect(await disk('site.json')).toBe(before);
  });

  it('requires a precondition', async () => {
    const { server } = await setup();
    const response = await putFile(server, 'pages/faq.json', JSON.stringify(faqWith('x')));
    expect(response.statusCode).toBe(428);
  });

  it('stores canonical bytes whatever the formatting of the body', async () => {
    const { server, disk } = await setup();
    const before = await disk('pages/faq.json');
    const etag = await etagOf(server, 'pages/faq.json');
    const response = await putFile(
      server,
      'pages/faq.json',
      JSON.stringify(JSON.parse(before)),
      etag,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe(etag);
    expect(await disk('pages/faq.json')).toBe(before);
  });

  it('keeps the old file whole when a write fails before the rename', async () => {
    const { server, disk, siteDir } = await setup({
      beforeRename: () => {
        throw new Error('disk full');
      },
    });
    const before = await disk('pages/faq.json');
    const etag = await etagOf(server, 'pages/faq.json');
    const response = await putFile(server, 'pages/faq.json', JSON.stringify(faqWith('lost')), etag);
    expect(response.statusCode).toBe(500);
    expect(await disk('pages/faq.json')).toBe(before);
    expect(await readdir(join(siteDir, 'pages'))).toEqual(['faq.json', 'home.json']);
  });

  it('refuses a body over 5 MB with 413', async () => {
    const { server } = await setup();
    const response = await putFile(
      server,
      'pages/faq.json',
      `"${'x'.repeat(5 * 1024 * 1024)}"`,
      '"x"',
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('too-large');
  });

  it('publishes a valid site and refuses one with errors', async () => {
    const { server, config } = await setup();
    const publish = (environment: string) => publishTo(server, environment);
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
    const status = await server.inject({ url: '/api/sites/demo/publish', headers: EDITOR });
    expect(status.json()).toEqual({
      staging: { publishedAt: ok.json().publishedAt, version: ok.json().version, number: 1 },
      production: null,
    });

    // Break the draft: publishing is refused and the published files stay as they were.
    const site = {
      ...fixtureSite().site,
      pages: fixtureSite().site.pages.map((p) => ({ ...p, sections: [...p.sections, 'gone'] })),
    };
    await putFile(server, 'site.json', JSON.stringify(site), await etagOf(server, 'site.json'));
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
    const { server, config } = await setup();
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
    await putFile(server, 'site.json', JSON.stringify(site), await etagOf(server, 'site.json'));
    const problem = {
      file: 'site.json',
      path: '$.plugins.pay',
      message: 'plugin "pay": A private API key (secret key) is required.',
      severity: 'error',
    };
    const validation = await server.inject({ url: '/api/sites/demo/validation', headers: EDITOR });
    expect(validation.json()).toEqual({ ok: false, problems: [problem] });
    const refused = await publishTo(server, 'production');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems).toEqual([problem]);
    await expect(readdir(join(config.dataDir, 'published'))).rejects.toThrow();

    // With its key, it publishes.
    site.plugins.pay.privateSettings = { secretKey: 'sk_test_1' } as Record<string, string>;
    await putFile(server, 'site.json', JSON.stringify(site), await etagOf(server, 'site.json'));
    expect((await publishTo(server, 'production')).statusCode).toBe(200);
  });

  it('serves the editor page for other paths on editor hosts', async () => {
    const { server } = await setup();
    const response = await server.inject({
      url: '/sites/demo',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(response.body).toBe(TEMPLATES.editor);
    expect((await server.inject({ url: '/api/nothing', headers: EDITOR })).statusCode).toBe(404);
  });
});
