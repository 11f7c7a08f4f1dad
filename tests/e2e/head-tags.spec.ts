/**
 * Link previews and crawl files of the published storefront (issue 31): crawlers that run no
 * script (WhatsApp, Facebook) get a product page's social tags, filled from its record, and its
 * JSON-LD Product in its HTML, and in Chromium the runtime keeps those very tags and that one
 * script up to date (in place) instead of adding its own beside them.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { csrf, urls } from './env.ts';

const SITE = 'cross-border-shop';
const PRODUCT = '/product/recSugarWhite10kg';
/** Its record in `sites/cross-border-shop/datasource/appBaobabBasket01.json`. */
const SUGAR = {
  name: 'White sugar',
  description: /^Fine white sugar for tea, porridge and baking\./,
  picture: '/assets/products/sugar.svg',
  price: '189.99',
};
const CRAWLERS = {
  whatsapp: 'WhatsApp/2.23.20.0',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  for (const environment of ['staging', 'production']) {
    const published = await request.post(`${urls.editor}/api/sites/${SITE}/publish`, {
      headers: csrf(),
      data: { environment },
    });
    expect(published.status(), await published.text()).toBe(200);
  }
});

/** `content` of a meta tag in HTML, by its `property` or `name`. */
const metaIn = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

/**
 * What a crawler gets at `url` (the response's body, as sent), through Chromium without
 * JavaScript: Node does not resolve `*.localhost` names, Chromium does.
 */
async function crawl(browser: Browser, url: string, userAgent?: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(userAgent ? { userAgent } : {}),
  });
  const response = await (await context.newPage()).goto(url);
  const result = { status: response?.status(), headers: response?.headers() ?? {} };
  const body = (await response?.text()) ?? '';
  await context.close();
  return { ...result, body };
}

test("WhatsApp's and Facebook's crawlers get a product page's preview", async ({ browser }) => {
  for (const [crawler, agent] of Object.entries(CRAWLERS)) {
    const response = await crawl(browser, `${urls.production}${PRODUCT}`, agent);
    expect(response.status, crawler).toBe(200);
    const html = response.body;
    expect(metaIn(html, 'og:title'), crawler).toContain(SUGAR.name);
    expect(html, crawler).toContain(`<title>${SUGAR.name} 10 kg | Baobab Basket</title>`);
    expect(metaIn(html, 'og:description'), crawler).toMatch(SUGAR.description);
    expect(metaIn(html, 'og:url'), crawler).toBe(`${urls.production}${PRODUCT}`);
    // The record's picture, as an absolute address that answers.
    const image = metaIn(html, 'og:image');
    expect(image, crawler).toBe(`${urls.production}${SUGAR.picture}`);
    expect((await crawl(browser, image!, agent)).status, crawler).toBe(200);
    expect(html).not.toContain('noindex');
    // One JSON-LD script: the product, its offer in rand.
    const scripts = jsonLdIn(html);
    expect(scripts, crawler).toHaveLength(1);
    expectProduct(JSON.parse(scripts[0]!) as Product);
  }
});

/** The content of each `<script type="application/ld+json">` of an HTML text. */
const jsonLdIn = (html: string) =>
  [...html.matchAll(/<script [^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1],
  );

interface Product {
  '@context': string;
  '@type': string;
  name: string;
  sku: string;
  offers: Record<string, string>;
}

function expectProduct(product: Product) {
  expect(product['@context']).toBe('https://schema.org');
  expect(product['@type']).toBe('Product');
  expect(product.name).toContain(SUGAR.name);
  expect(product.sku).toBe('recSugarWhite10kg');
  expect(product.offers).toMatchObject({
    '@type': 'Offer',
    price: SUGAR.price,
    priceCurrency: 'ZAR',
    availability: 'https://schema.org/InStock',
    url: `${urls.production}${PRODUCT}`,
  });
}

/** Each head tag a crawler reads, as `tag key=value href/content`, in order. */
function headTags(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.head.querySelectorAll(
        'title, meta[name], meta[property], link[rel="canonical"], link[rel="alternate"]',
      ),
    ].map((el) =>
      ['tagName', 'name', 'property', 'rel', 'hreflang', 'content', 'href']
        .map((a) => (a === 'tagName' ? el.tagName : el.getAttribute(a)))
        .filter((v) => v !== null)
        .join(' '),
    ),
  );
}

test('the runtime updates the head the server wrote, and adds none of its own', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() =>
    window.addEventListener('baobab:mounted', () =>
      document.documentElement.setAttribute('data-test-mounted', ''),
    ),
  );
  await page.goto(`${urls.production}${PRODUCT}`, { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-test-mounted]')).toHaveCount(1);
  const served = (await crawl(browser, `${urls.production}${PRODUCT}`)).body;
  const tags = await headTags(page);
  // Once each, as the server wrote them.
  for (const key of ['rel="canonical"', 'property="og:title"', 'property="og:url"']) {
    expect(await page.locator(`head [${key}]`).count(), key).toBe(1);
    expect(served.split(key), key).toHaveLength(2);
  }
  expect(new Set(tags).size).toBe(tags.length);
  expect(tags).toContain(`LINK canonical ${urls.production}${PRODUCT}`);
  expect(tags).toContain(`LINK alternate en ${urls.production}${PRODUCT}`);
  expect(tags).toContain(`LINK alternate x-default ${urls.production}${PRODUCT}`);
  expect(tags).toContain('META twitter:card summary_large_image');
  // After hydration, still the server's one JSON-LD script, as it was.
  const ld = page.locator('head script[type="application/ld+json"]');
  await expect(ld).toHaveCount(1);
  expectProduct(JSON.parse((await ld.textContent()) ?? '') as Product);
  expect(await page.title()).toBe(`${SUGAR.name} 10 kg | Baobab Basket`);
  // Another page, reached without a reload: the same tags, now the aisle's.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('link', { name: 'Groceries', exact: true }).first().click();
  await expect(page).toHaveURL(`${urls.production}/category-groceries`);
  await expect(page).toHaveTitle('Groceries | Baobab Basket');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  const aisle = await headTags(page);
  expect(new Set(aisle).size).toBe(aisle.length);
  expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
  expect(aisle).toContain(`LINK canonical ${urls.production}/category-groceries`);
  expect(aisle).toContain(`META og:url ${urls.production}/category-groceries`);
  expect(aisle).toContain(`META og:image ${urls.production}/assets/groceries.svg`);
  expect(await page.locator('head link[rel="alternate"][hreflang]').count()).toBe(2);
  // The aisle has JSON-LD of its own (a collection page): still one script.
  await expect(ld).toHaveCount(1);
  await context.close();
});

test('the crawl files: production lists its pages and products, staging shuts crawlers out', async ({
  browser,
}) => {
  const robots = await crawl(browser, `${urls.production}/robots.txt`);
  expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(robots.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${urls.production}/sitemap.xml\n`);
  expect((await crawl(browser, `${urls.staging}/robots.txt`)).body).toBe(
    'User-agent: *\nDisallow: /\n',
  );
  const staging = (await crawl(browser, `${urls.staging}/faq`)).body;
  expect(staging).toContain('<meta name="robots" content="noindex">');
  const sitemap = await crawl(browser, `${urls.production}/sitemap.xml`);
  expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
  const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toContain(`${urls.production}/`);
  expect(locs).toContain(`${urls.production}/category-groceries`);
  expect(locs).toContain(`${urls.production}${PRODUCT}`);
  // Every product of the record store (81), no restricted or 404 page.
  expect(locs.filter((l) => l?.includes('/product/'))).toHaveLength(81);
  for (const hidden of ['/orders', '/staff/orders', '/404', '/author'])
    expect(locs).not.toContain(`${urls.production}${hidden}`);
});
