/**
 * Publishing to production asks first (issue 30), in Chromium on the e2e server with the site
 * `publish-lab` (publish-history.spec.ts publishes it too, and sets its own texts): published
 * once, then an element renamed in the editor; Publish → Production lists the home page under
 * the pages changed, Cancel publishes nothing, the confirmation's own button publishes. Staging
 * stays one click.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectErrors, csrf, urls } from './env.ts';

const SITE = 'publish-lab';
const SCREENSHOTS = 'test-results/screenshots';
const api = (path: string) => `${urls.editor}/api/sites/${SITE}${path}`;

async function versions(request: APIRequestContext, environment = 'production') {
  const answer = await request.get(api(`/publish/${environment}/versions`));
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { versions: Array<{ number: number }> }).versions;
}

/** An edit through the interface: an element renamed in the navigator, then saved. */
async function rename(page: Page, id: string, name: string): Promise<void> {
  await page.getByRole('tab', { name: 'Navigator' }).click();
  const row = page.locator(`[data-testid="navigator-row"][data-element-id="${id}"]`);
  await row.dblclick();
  const field = row.getByRole('textbox');
  await field.fill(name);
  await field.press('Enter');
  await expect(row).toContainText(name);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
}

test('production asks for confirmation and lists the changes; staging does not', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  // Published once: what the confirmation compares with.
  const published = await request.post(api('/publish'), {
    headers: csrf(),
    data: { environment: 'production' },
  });
  expect(published.status(), await published.text()).toBe(200);

  await page.goto(`${urls.editor}/#/sites/${SITE}/edit`);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
  await rename(page, 'first', `Renamed ${Date.now()}`);
  const before = (await versions(request)).length;

  await page.getByTestId('publish-open').click();
  const dialog = page.getByTestId('publish-dialog');
  await expect(dialog.getByText('No problems: the site can be published.')).toBeVisible();
  const production = dialog.locator('[data-environment="production"]');
  await production.click();
  const confirm = dialog.getByTestId('publish-confirm');
  await expect(confirm.getByRole('heading', { name: 'Publish to production?' })).toBeVisible();
  await expect(confirm.getByRole('list', { name: '1 page changed' })).toHaveText('Home');
  await expect(confirm.getByText(/added|removed|Site settings/)).toHaveCount(0);
  // The focus is on the step's first button; the environment buttons wait behind it.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(production).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/publish-confirm.png` });

  // Cancel: nothing published.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(production).toBeFocused();
  expect((await versions(request)).length).toBe(before);

  // Esc leaves the step too, and the dialog stays open.
  await production.click();
  await expect(confirm.getByRole('list', { name: '1 page changed' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(dialog).toBeVisible();
  expect((await versions(request)).length).toBe(before);

  // Confirmed: published.
  await production.click();
  await confirm.getByRole('button', { name: 'Publish to production' }).click();
  await expect(dialog.getByTestId('publish-result')).toContainText(
    /Published 1 page to production at/,
  );
  const after = await versions(request);
  expect(after.length).toBe(before + 1);

  // Nothing left to publish.
  await production.click();
  await expect(
    confirm.getByText('Nothing changed since the last publish to production.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // Staging: one click.
  const staging = (await versions(request, 'staging')).length;
  await dialog.locator('[data-environment="staging"]').click();
  await expect(dialog.getByTestId('publish-result')).toContainText(/to staging at/);
  await expect(confirm).toHaveCount(0);
  expect((await versions(request, 'staging')).length).toBe(staging + 1);
  expect((await versions(request)).length).toBe(before + 1);
  expect(errors).toEqual([]);
});

test('the start page asks the same before publishing to production', async ({ page, request }) => {
  const errors = collectErrors(page);
  const before = (await versions(request)).length;
  await page.goto(`${urls.editor}/#/sites/${SITE}`);
  await page.getByRole('button', { name: 'Publish to production' }).click();
  const confirm = page.getByTestId('publish-confirm');
  await expect(confirm.getByRole('heading', { name: 'Publish to production?' })).toBeVisible();
  await expect(
    confirm.getByText('Nothing changed since the last publish to production.'),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/publish-confirm-start-page.png` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect((await versions(request)).length).toBe(before);
  await page.getByRole('button', { name: 'Publish to production' }).click();
  await confirm.getByRole('button', { name: 'Publish to production' }).click();
  await expect(page.getByText('Published 1 page to production.')).toBeVisible();
  expect((await versions(request)).length).toBe(before + 1);
  expect(errors).toEqual([]);
});
