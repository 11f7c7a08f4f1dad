/**
 * The site's public address set in the editor (issue 31), in Chromium on the e2e server with its
 * own site `public-url-lab` (a copy of editor-lab made by the global setup): the production
 * address typed with the keyboard in the pages panel, a path refused in place and not saved,
 * then published from the editor; the published page's canonical link, `og:url` and the sitemap
 * are on that address, not on the one the request came to.
 */
import { expect, test, type Browser } from '@playwright/test';
import type { SiteFile } from '@shared/schema/site.ts';
import { collectErrors, urls } from './env.ts';

const SITE = 'public-url-lab';
const ADDRESS = 'https://shop.example';
const SCREENSHOTS = 'test-results/screenshots';
const production = () => urls.production.replace('//production.', `//${SITE}.production.`);

/** What a crawler gets at `url`, without JavaScript (Node does not resolve `*.localhost`). */
async function crawl(browser: Browser, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const response = await (await context.newPage()).goto(url);
  const result = { status: response?.status(), body: (await response?.text()) ?? '' };
  await context.close();
  return result;
}

test('a production address set in the editor is where the published page says it lives', async ({
  page,
  browser,
}) => {
  const errors = collectErrors(page);
  const savedSite = async () =>
    (await (
      await page.request.get(`${urls.editor}/api/sites/${SITE}/files/site.json`)
    ).json()) as SiteFile;
  const saved = () =>
    expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', {
      timeout: 20_000,
    });

  // Before: the page's own address comes from the request.
  await page.goto(`${urls.editor}/#/sites/${SITE}/edit`);
  await saved();
  await page.getByRole('tab', { name: 'Pages', exact: true }).click();
  const section = page.getByRole('region', { name: 'Public addresses' });
  const field = section.getByLabel('Production address');
  await expect(field).toHaveValue('');
  await expect(section.getByLabel('Staging address')).toHaveValue('');

  // Typed with a path: refused in place, with the reason; site.json keeps what the field held
  // when it was focused (no address), never the origin typed on the way (issue 32).
  await field.click();
  await page.keyboard.type(`${ADDRESS}/en`);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const problem = section.getByTestId('pages-problem');
  await expect(problem).toHaveText(
    `"${ADDRESS}/en" is not a public address: write the origin only, such as https://shop.example (http or https, no path, query or #)`,
  );
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `${SCREENSHOTS}/editor-public-url-refused.png` });
  await saved();
  expect((await savedSite()).publicUrls).toBeUndefined();

  for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(problem).toHaveCount(0);
  await page.keyboard.press('Tab');
  await saved();
  expect((await savedSite()).publicUrls).toEqual({ production: ADDRESS });
  await section.screenshot({ path: `${SCREENSHOTS}/editor-public-url.png` });

  // Published from the editor.
  await page.getByTestId('publish-open').click();
  const dialog = page.getByTestId('publish-dialog');
  await dialog.locator('[data-environment="production"]').click();
  await dialog
    .getByTestId('publish-confirm')
    .getByRole('button', { name: 'Publish to production' })
    .click();
  await expect(dialog.getByTestId('publish-result')).toContainText(/to production at/);

  // What a crawler reads: the address set, never the request's.
  const home = await crawl(browser, `${production()}/`);
  expect(home.status).toBe(200);
  expect(home.body).toContain(`<link rel="canonical" href="${ADDRESS}/">`);
  expect(home.body).toContain(`<meta property="og:url" content="${ADDRESS}/">`);
  expect(home.body).not.toContain(`href="${production()}`);
  const sitemap = await crawl(browser, `${production()}/sitemap.xml`);
  expect(sitemap.body).toContain(`<loc>${ADDRESS}/</loc>`);
  expect(sitemap.body).not.toContain(production());
  expect(errors).toEqual([]);
});
