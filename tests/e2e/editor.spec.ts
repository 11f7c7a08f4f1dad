import { expect, test } from '@playwright/test';
import { startOutput, urls } from './env.ts';
import { headlineOf, site } from './storefront-definition.ts';

test('npm start prints the editor and storefront URLs', () => {
  const output = startOutput();
  expect(output).toContain('Baobab is running.');
  for (const label of [
    'Editor',
    'Storefront, preview',
    'Storefront, staging',
    'Storefront, production',
  ]) {
    expect(output).toMatch(new RegExp(`^  ${label} +http://[a-z.]*localhost:\\d+/$`, 'm'));
  }
});

test('the editor and its canvas frame start from at most six script files each', async ({
  page,
}) => {
  // The browser fetches six at a time from one host: more, and the last ones wait in its queue
  // (server/build-chunks.ts). Both pages name every script they start with in their HTML.
  for (const path of ['/', '/canvas-frame?site=cross-border-shop']) {
    const html = await (await page.request.get(`${urls.editor}${path}`)).text();
    const scripts = new Set(html.match(/\/_app\/[\w~.-]+\.js/g));
    expect(scripts.size, path).toBeGreaterThan(0);
    expect(scripts.size, `${path}: ${[...scripts].join(' ')}`).toBeLessThanOrEqual(6);
  }
});

test('the editor lists every storefront page with its path', async ({ page }) => {
  await page.goto(`${urls.editor}/`);
  await expect(page.getByRole('heading', { name: site.name })).toBeVisible();
  for (const p of site.pages) {
    const row = page
      .getByRole('listitem')
      .filter({ hasText: p.name })
      .filter({ hasText: p.paths.en! });
    await expect(row.first(), `page ${p.id}`).toBeVisible();
  }
  await expect(page.getByText(/no problems/i)).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/editor-pages.png', fullPage: true });
});

test('the left panel and its Data panel show their buttons’ names whole, in English and French', async ({
  page,
}) => {
  await page.goto(`${urls.editor}/#/sites/cross-border-shop/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
  /** Buttons of the left panel whose text is cut or that stick out of the panel's content. */
  const cut = () =>
    page.evaluate(() => {
      const panel = document.querySelector('.data-panel')!.getBoundingClientRect();
      return [...document.querySelectorAll<HTMLElement>('.editor-left button')]
        .filter((b) => b.offsetParent !== null)
        .filter(
          (b) =>
            b.scrollWidth > b.clientWidth + 1 ||
            (b.closest('.data-panel') && b.getBoundingClientRect().right > panel.right + 0.5),
        )
        .map((b) => b.textContent);
    });
  await page.getByRole('tab', { name: 'Data', exact: true }).click();
  await expect(page.getByTestId('data-tab-collections')).toBeVisible();
  expect(await cut()).toEqual([]);
  await page.getByLabel('Editor language').selectOption('fr');
  await expect(page.getByTestId('data-tab-formulas')).toHaveText('Formules');
  expect(await cut()).toEqual([]);
  // The palette's names, whole words (French's are the longest: "Indicateur de chargement";
  // editor-site-style.spec.ts holds them to two lines).
  await page.getByRole('tab', { name: 'Ajouter', exact: true }).click();
  await expect(page.locator('.palette-item-label').first()).toBeVisible();
  const splitWords = await page.locator('.palette-item-label').evaluateAll((labels) =>
    labels.flatMap((label) => {
      const text = label.firstChild!;
      const split: string[] = [];
      for (const word of text.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        if (range.getClientRects().length > 1 || label.scrollWidth > label.clientWidth + 1)
          split.push(word[0]);
      }
      return split;
    }),
  );
  expect(splitWords).toEqual([]);
  await page.getByLabel('Langue de l’éditeur').selectOption('en');
  // The pages' names and paths, whole: the storefront's category pages differ only at their end.
  await page.getByRole('tab', { name: 'Pages', exact: true }).click();
  const names = page.locator('.pages-name, .pages-path');
  await expect(names.first()).toBeVisible();
  const cutNames = await names.evaluateAll((nodes) =>
    nodes.filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent),
  );
  expect(cutNames).toEqual([]);
});

test('publishing to staging makes the storefront live there', async ({ page }) => {
  await page.goto(`${urls.staging}/`);
  await expect(page.getByText(/not been published to staging/i)).toBeVisible();

  await page.goto(`${urls.editor}/`);
  await page.getByRole('button', { name: /publish to staging/i }).click();
  await expect(page.getByRole('link', { name: /staging/i }).last()).toBeVisible();

  await page.goto(`${urls.staging}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf('home'));
  await page.screenshot({ path: 'test-results/screenshots/storefront-staging.png' });
});

test('the editor shows every problem of a broken site with its file and JSON path', async ({
  page,
}) => {
  await page.goto(`${urls.editor}/#/sites/broken-shop`);
  await expect(page.getByRole('heading', { name: 'Broken shop', level: 1 })).toBeVisible();
  const problems = page.getByRole('region', { name: 'Problems' }).first();
  await expect(problems.getByText('homePageId "nowhere" is not a page of the site')).toBeVisible();
  await expect(problems.getByText('$.homePageId')).toBeVisible();
  await expect(problems.getByText('pages/faq.json').first()).toBeVisible();
  await expect(problems.getByText(/^not valid JSON \(line 3, column 3\)/)).toBeVisible();
  await page.screenshot({
    path: 'test-results/screenshots/editor-broken-site.png',
    fullPage: true,
  });

  // Publishing it is refused, and the problems are shown again.
  await page.getByRole('button', { name: /publish to production/i }).click();
  await page
    .getByTestId('publish-confirm')
    .getByRole('button', { name: /publish to production/i })
    .click();
  await expect(page.getByText('Not published: the site has errors.')).toBeVisible();
});

test('a left panel that cannot be fetched says so, and opens on "Try again"', async ({ page }) => {
  // The Workflows panel is a chunk of its own, fetched after the first frame: refused here
  // (with any query: a browser that keeps failed imports is asked for it with `?retry=n`).
  const chunk = /\/_app\/WorkflowsPanel-[\w-]+\.js(\?.*)?$/;
  await page.route(chunk, (route) => route.abort('connectionrefused'));
  const fetched: string[] = [];
  page.on('requestfinished', (request) => fetched.push(request.url()));
  await page.goto(`${urls.editor}/#/sites/cross-border-shop/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Workflows', exact: true }).click();
  const alert = page.locator('#left-panel').getByRole('alert');
  await expect(alert).toContainText('This panel could not be loaded');
  await page.screenshot({ path: 'test-results/screenshots/editor-panel-failed.png' });
  await page.unroute(chunk);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.workflows-panel')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add workflow' }).first()).toBeVisible();
  // The other panels were fetched after the first frame, before any tab asked for them.
  for (const panel of ['PagesPanel', 'DataPanel', 'PluginsPanel']) {
    expect(fetched.some((url) => url.includes(`/_app/${panel}-`))).toBe(true);
  }
});
