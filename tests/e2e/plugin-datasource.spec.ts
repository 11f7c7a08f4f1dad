/**
 * The datasource plugin on its lab site (`tests/fixtures/sites/datasource-lab`), against the
 * embedded Airtable-compatible record API of the server started by the global setup: a
 * collection read from the record API pages and filters; create, update, sync and delete from
 * workflows show in the list and in the database (read back through the record API itself); an
 * anonymous write to a protected collection is refused.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, siteUrl, urls } from './env.ts';

const lab = () => siteUrl('datasource-lab');

/** The demo base of the embedded record API and its key (plugins/datasource/CONTEXT.md). */
const BASE = 'appBaobabDemo0001';
const KEY = 'patBaobabDemo0001.local-stand-in-key';

interface AirtableRecord {
  id: string;
  fields: Record<string, unknown>;
}

/** Records of a table whose `field` equals `value`, straight from the record API. */
async function recordsWhere(table: string, field: string, value: string) {
  const formula = `{${field}} = '${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const response = await fetch(
    `${urls.editor}/airtable/v0/${BASE}/${table}?filterByFormula=${encodeURIComponent(formula)}`,
    { headers: { authorization: `Bearer ${KEY}` } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { records: AirtableRecord[] }).records;
}

const productNames = (page: Page) => page.locator('p', { hasText: / · R\d+$/ }).allInnerTexts();

test.describe('datasource plugin (Airtable protocol, embedded record API)', () => {
  test.use({ serviceWorkers: 'block' });

  // The first request opens the database (PGlite) and applies every plugin's migrations: wait
  // for it here rather than in a page's first fetch.
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    expect(await recordsWhere('Notes', 'Text', 'Deliver before noon')).toHaveLength(1);
  });

  test('a collection from the record API pages and filters', async ({ page }) => {
    const errors = collectErrors(page);
    const fetches: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/ww/cms_data_sets/products/fetch'))
        fetches.push(request.postDataJSON());
    });
    await page.goto(`${lab()}/`);
    await expect(page.getByText('Page 1 of 3 · 12 products')).toBeVisible();
    await expect
      .poll(() => productNames(page))
      .toEqual([
        'Bath soap · R15',
        'Cola 2 L · R25',
        'Cooking oil 2 L · R70',
        'Frozen chicken 2 kg · R120',
        'Green tea · R45',
      ]);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 3 · 12 products')).toBeVisible();
    await expect
      .poll(() => productNames(page))
      .toEqual([
        'Maize meal 10 kg · R110',
        'Mango juice 1 L · R30',
        'Rice 5 kg · R95',
        'Rooibos tea · R40',
        'Sugar 2 kg · R50',
      ]);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 3 of 3 · 12 products')).toBeVisible();
    await expect
      .poll(() => productNames(page))
      .toEqual(['Toothpaste · R20', 'Washing powder 2 kg · R85']);

    // The filter input sets a variable the collection's filter reads; the server applies it.
    await page.getByRole('textbox', { name: 'Search products' }).fill('tea');
    await expect(page.getByText('Page 1 of 1 · 2 products')).toBeVisible();
    await expect.poll(() => productNames(page)).toEqual(['Green tea · R45', 'Rooibos tea · R40']);
    expect(fetches.at(-1)).toMatchObject({ variables: { 'lab-search': 'tea', 'lab-page': 0 } });
    expect(errors).toEqual([]);
  });

  test('create, update, sync and delete from workflows show in the list and the database', async ({
    page,
  }) => {
    const note = `Note ${Date.now()}`;
    await page.goto(`${lab()}/`);
    await expect(page.getByText('Deliver before noon', { exact: true })).toBeVisible();

    // Create (the Notes collection allows anonymous writes).
    await page.getByRole('textbox', { name: 'New note' }).fill(note);
    await page.getByRole('button', { name: 'Add note', exact: true }).click();
    await expect(page.getByText(note, { exact: true })).toBeVisible();
    const [created] = await recordsWhere('Notes', 'Text', note);
    expect(created?.id).toMatch(/^rec[A-Za-z0-9]{14}$/);
    expect(created?.fields).toEqual({ Text: note });

    // Update.
    await page.getByRole('button', { name: `Mark done: ${note}` }).click();
    await expect(page.getByText(`${note} (done)`, { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await recordsWhere('Notes', 'Text', note))[0]?.fields)
      .toEqual({ Text: note, Done: true });

    // Sync: a change made elsewhere (straight through the record API) comes in on request.
    const edited = `${note} edited`;
    const patch = await fetch(`${urls.editor}/airtable/v0/${BASE}/Notes/${created!.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fields: { Text: edited } }),
    });
    expect(patch.status).toBe(200);
    await expect(page.getByText(`${note} (done)`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Reload: ${note}` }).click();
    await expect(page.getByText(`${edited} (done)`, { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('datasource-lab.png'), fullPage: true });

    // Delete.
    await page.getByRole('button', { name: `Delete: ${edited}` }).click();
    await expect(page.getByText(`${edited} (done)`, { exact: true })).toHaveCount(0);
    await expect.poll(async () => recordsWhere('Notes', 'Text', edited)).toEqual([]);
    await expect(page.getByText('Deliver before noon', { exact: true })).toBeVisible();

    // What the list shows after a reload is what the database holds.
    await page.reload();
    await expect(page.getByText('Deliver before noon', { exact: true })).toBeVisible();
    await expect(page.getByText(edited)).toHaveCount(0);
  });

  test('an anonymous write to a protected collection is refused', async ({ page }) => {
    await page.goto(`${lab()}/`);
    await expect(page.getByText('Page 1 of 3 · 12 products')).toBeVisible();
    const refused = page.waitForResponse('**/ww/cms_data_sets/products/airtable/record');
    await page.getByRole('button', { name: 'Add a product without signing in' }).click();
    expect((await refused).status()).toBe(401);
    await expect(
      page.getByText('Refused: Sign in to change the records of this collection.'),
    ).toBeVisible();
    await expect(page.getByText('Page 1 of 3 · 12 products')).toBeVisible();
    await expect(page.getByText('Intruder product')).toHaveCount(0);
    expect(await recordsWhere('Products', 'Name', 'Intruder product')).toEqual([]);
  });
});
