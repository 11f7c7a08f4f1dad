/**
 * The policy each kind of page gets from the real server: the editor, its canvas frame, the site
 * pages per environment (a cached server render included), the first run, and HTML that runs
 * no script. The sign-in and checkout pages send theirs through `unframeable` (tested in
 * `plugins/auth/server/index.test.ts` and `plugins/payment/server/stand-in/stand-in.test.ts`).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer } from '@runtime/ssr.tsx';
import { createServer } from '../app.ts';
import { firstRunLine } from '../authors/first-run.ts';
import { testAuthor, type TestAuthor } from '../authors/testing.ts';
import { fixedFrontEnd } from '../front-end.ts';
import { publishSite } from '../publish.ts';
import { SiteStore } from '../site-store/store.ts';
import { testConfig, writeFixtureSite } from '../testing/temp-site.ts';
import { scriptHash } from './hashes.ts';
import { SCRIPTLESS_POLICY } from './policy.ts';

const RUNTIME =
  '<!doctype html><html lang="en"><head><title></title></head><body><div id="root"></div><script type="module" src="/_app/index.js"></script></body></html>';
const EDITOR =
  '<!doctype html><html><head><title>editor</title><script>window.early = 1</script></head><body><div id="root"></div><script type="module" src="/_app/editor.js"></script></body></html>';
const CANVAS =
  '<!doctype html><html><head><title>canvas</title><link rel="modulepreload" href="/_app/common.js"></head><body><div id="root"></div><script type="module" src="/_app/canvas.js"></script></body></html>';

const render = vi.fn<PageRenderer>(async () => ({
  // A script in a render is never trusted (an author's text arrives escaped: say it were not).
  html: '<main>Rendered home<script>window.injected = 1</script></main>',
  collections: [],
}));

let server: FastifyInstance;
let author: TestAuthor;
let firstRunPath: string;

beforeAll(async () => {
  const config = await testConfig();
  // The site signs visitors in with the embedded provider: its pages reach the editor host.
  await writeFixtureSite(config.sitesDir, (site) => {
    site.site.plugins = {
      auth: { id: 'auth', plugin: 'auth', publicSettings: { SPAClientId: 'c' } },
    };
  });
  const frontEnd = {
    ...fixedFrontEnd({ runtime: RUNTIME, editor: EDITOR, canvas: CANVAS }),
    renderer: async () => render,
  };
  server = await createServer(config, { frontEnd });
  firstRunPath = new URL(
    /http\S+/.exec((await firstRunLine(server.baobab, 'http://localhost:3000')) ?? '')![0],
  ).pathname;
  author = await testAuthor(server);
  const store = new SiteStore(config.sitesDir);
  const bundle = (await store.load('demo')).bundle!;
  await publishSite(bundle, store.siteDir('demo'), config.dataDir, 'production');
}, 60_000);
afterAll(() => server.close());

/** The policy's directives by name, and the nonce it names. */
function policyOf(header: unknown) {
  const policy = String(header);
  const map = new Map(
    policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const),
  );
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  return { policy, map, nonce };
}

/** Every nonce attribute of the HTML. */
const noncesIn = (html: string) => [...html.matchAll(/\snonce="([^"]+)"/g)].map((m) => m[1]);

async function get(url: string, host = 'localhost:3000', headers: Record<string, string> = {}) {
  return server.inject({ url, headers: { host, ...headers } });
}

describe('the editor', () => {
  it('runs its scripts by this answer’s nonce and is framed by nobody', async () => {
    const page = await get('/', 'localhost:3000', author.headers);
    expect(page.statusCode).toBe(200);
    const { map, nonce, policy } = policyOf(page.headers['content-security-policy']);
    expect(map.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(policy).not.toContain('unsafe-eval');
    // The inline early script, the entry and the meta Vite's loader reads: one nonce, the header's.
    expect(noncesIn(page.body)).toEqual([nonce, nonce, nonce]);
    expect(page.body).toContain(`<script nonce="${nonce}">window.early = 1</script>`);
  });

  it('lets only the editor frame its canvas', async () => {
    const page = await get('/canvas-frame?site=demo', 'localhost:3000', author.headers);
    expect(page.statusCode).toBe(200);
    const { map, nonce } = policyOf(page.headers['content-security-policy']);
    expect(map.get('frame-ancestors')).toEqual(["'self'"]);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.body).toContain(`<link nonce="${nonce}" rel="modulepreload"`);
  });
});

describe('site pages', () => {
  it('preview: the site’s plugins reach the provider, and the editor’s origins may frame it', async () => {
    const page = await get('/', 'preview.localhost:3000');
    expect(page.statusCode).toBe(200);
    const { map, nonce } = policyOf(page.headers['content-security-policy']);
    expect(map.get('frame-ancestors')).toEqual([
      "'self'",
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    // The auth plugin's SDK calls the embedded provider and signs in silently in a frame.
    expect(map.get('connect-src')).toEqual(["'self'", 'http://localhost:3000']);
    expect(map.get('frame-src')).toEqual(["'self'", 'http://localhost:3000']);
    expect(page.body).toContain(`<script nonce="${nonce}" type="module" src="/_app/index.js">`);
  });

  it('production: the same bytes for every answer, its scripts run by hash, the render’s never', async () => {
    const first = await get('/', 'production.localhost:3000');
    const second = await get('/', 'production.localhost:3000');
    expect(render).toHaveBeenCalledTimes(1);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(
      first.headers['content-security-policy'],
    );
    const { map, nonce } = policyOf(first.headers['content-security-policy']);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Rendered home');
    expect(map.get('frame-ancestors')).toEqual(["'self'"]);
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(nonce).toBeUndefined();
    expect(noncesIn(first.body)).toEqual([]);
    // The entry is started by an inline loader, the one script the policy names by hash.
    expect(first.body).not.toContain('src="/_app/index.js"');
    const scripts = [
      ...first.body.matchAll(
        /<script(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ];
    const hashes = scripts.map((m) => scriptHash(m[1]!));
    const loader = scripts.find((m) => m[1]!.includes('"/_app/index.js"'));
    expect(loader).toBeDefined();
    expect(map.get('script-src')).toEqual([
      scriptHash(loader![1]!),
      "'strict-dynamic'",
      'https:',
      "'unsafe-inline'",
    ]);
    // The render's script is in the page and matches no source of the policy.
    expect(hashes).toContain(scriptHash('window.injected = 1'));
    expect(map.get('script-src')).not.toContain(scriptHash('window.injected = 1'));
  });
});

describe('pages of the server’s own', () => {
  it('first run: framed by nobody, under the policy', async () => {
    // The page that says the link was used (an administrator exists): the same sending.
    const page = await get(firstRunPath);
    expect(page.headers['content-type']).toContain('text/html');
    const { map, policy } = policyOf(page.headers['content-security-policy']);
    expect(map.get('frame-ancestors')).toEqual(["'none'"]);
    expect(map.get('script-src')?.[1]).toBe("'strict-dynamic'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('HTML that runs no script gets the scriptless policy', async () => {
    const page = await get('/', 'nosuch.preview.localhost:3000');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toBe(SCRIPTLESS_POLICY);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});
