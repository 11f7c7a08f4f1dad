/**
 * Pages driven by a data set, on the runtime lab (`tests/fixtures/sites/runtime-lab`): the page
 * `recipe` (`/recipes/{id:}`, `cmsDataSetPath: "recipes/{id}"`) shows one record of the static
 * collection `recipes` (filtered to published ones), linked from the list on `/cookbook`. Its
 * record comes from `GET /data/recipe/{id}.json`, preloaded with the HTML; an unknown one is the
 * site's 404 page with HTTP 404. Then the same page in the editor's canvas, with its sample
 * record.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, siteUrl, urls } from './env.ts';

const lab = () => siteUrl('runtime-lab');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const HOSTILE_NAME = 'Pap $& </script> $1';

test.describe('a page bound to a data set (preview)', () => {
  test.use({ serviceWorkers: 'block' });

  test('shows its record, preloaded with the HTML and fetched once', async ({ page }) => {
    const errors = collectErrors(page);
    const recordRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/data/recipe/'))
        recordRequests.push(request.url());
    });
    const response = await page.goto(`${lab()}/recipes/sadza`);
    expect(response!.status()).toBe(200);
    expect(await response!.text()).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/data/recipe/sadza.json?wwlang=en&#38;v=102">',
    );
    await expect(heading(page)).toHaveText('Sadza');
    await expect(page.getByText('25 minutes to make', { exact: true })).toBeVisible();
    await expect(page.getByText('Maize meal, stirred thick.', { exact: true })).toBeVisible();
    expect(recordRequests).toEqual([`${lab()}/data/recipe/sadza.json?wwlang=en&v=102`]);
    await page.goto(`${lab()}/fr/recettes/sadza`);
    await expect(page.getByText('25 minutes de préparation', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('keeps "$" patterns and "</script>" of a record as text', async ({ page }) => {
    const errors = collectErrors(page);
    const response = await page.goto(`${lab()}/recipes/pap`);
    expect(response!.status()).toBe(200);
    await expect(heading(page)).toHaveText(HOSTILE_NAME);
    expect(errors).toEqual([]);
  });

  test("an unknown or unpublished record is the site's 404 page, with HTTP 404", async ({
    page,
  }) => {
    const cases: Array<[string, string]> = [
      ['/recipes/no-such-recipe', 'Page not found'],
      ['/recipes/draft-bobotie', 'Page not found'],
      [`/recipes/${encodeURIComponent('</script><script>alert(1)</script>')}`, 'Page not found'],
      ['/fr/recettes/introuvable', 'Page introuvable'],
    ];
    for (const [path, title] of cases) {
      const response = await page.goto(`${lab()}${path}`);
      expect(response!.status(), path).toBe(404);
      await expect(heading(page)).toHaveText(title);
      await expect(page).toHaveURL(`${lab()}${path}`);
    }
  });

  test('navigating between records updates the page, and an unknown one shows the 404 page in place', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(`${lab()}/cookbook`);
    await expect(heading(page)).toHaveText('Cookbook');
    // The list shows published recipes only (the collection's filter).
    await expect(page.getByText('Bobotie (draft)')).toHaveCount(0);
    await page.getByText('Sadza', { exact: true }).click();
    await expect(page).toHaveURL(`${lab()}/recipes/sadza`);
    await expect(heading(page)).toHaveText('Sadza');
    await page.getByRole('link', { name: 'Next: chakalaka', exact: true }).click();
    await expect(page).toHaveURL(`${lab()}/recipes/chakalaka`);
    await expect(heading(page)).toHaveText('Chakalaka');
    await expect(page.getByText('40 minutes to make', { exact: true })).toBeVisible();
    await page.goBack();
    await expect(heading(page)).toHaveText('Sadza');
    await expect(page.getByText('25 minutes to make', { exact: true })).toBeVisible();
    // Without a reload: the runtime asks for the record and shows the 404 page, URL kept.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/recipes/gone');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(heading(page)).toHaveText('Page not found');
    await expect(page).toHaveURL(`${lab()}/recipes/gone`);
    await page.goBack();
    await expect(heading(page)).toHaveText('Sadza');
    // Only the record's expected 404 is in the console (Chromium logs failed requests).
    expect(errors.filter((e) => !/404 \(Not Found\)/.test(e))).toEqual([]);
  });
});

test('the editor canvas shows a bound page with its first record', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${urls.editor}/#/sites/runtime-lab/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
  await page.locator('.editor-toolbar').getByLabel('Page', { exact: true }).selectOption('recipe');
  const frame = page.frameLocator('iframe[data-testid="canvas-frame"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Sadza');
  await expect(frame.getByText('25 minutes to make', { exact: true })).toBeVisible();
  await expect(page.getByTestId('canvas-problems')).toHaveCount(0);
  // The page's settings show its data set.
  await page.getByRole('tab', { name: 'Pages', exact: true }).click();
  await page.getByRole('button', { name: 'Settings of Recipe' }).click();
  await expect(page.getByTestId('pages-data-set-collection')).toHaveValue('recipes');
  await expect(page.getByTestId('pages-data-set-param')).toHaveValue('id');
  await page.locator('[data-field="cmsDataSetPath"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/editor-canvas-data-set.png' });
  expect(errors).toEqual([]);
});
