/**
 * A section's landmark is set in the page settings (issue 30): the storefront's home hero set to
 * Aside, found in the editor's state and in the saved page file, then set back to Automatic so
 * the site is left as found (the suite shares its folder).
 */
import { expect, test, type Page } from '@playwright/test';
import type { SiteBundle } from '@shared/schema/site.ts';
import { collectErrors, urls } from './env.ts';

const SITE = 'cross-border-shop';
test.use({ viewport: { width: 1600, height: 900 } });

/** The home hero's `tag` in the editor's store (null: none), through the canvas bridge. */
function editorTag(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    type Bridge = { store: { getState(): { doc: SiteBundle } } };
    const { doc } = (
      window as unknown as { __baobabCanvas: Bridge }
    ).__baobabCanvas.store.getState();
    const hero = doc.pages.home?.sections['home-hero'];
    return hero && 'tag' in hero ? (hero.tag ?? 'undefined') : null;
  });
}

/** The home hero's `tag` as the server has saved it (null: none, automatic). */
async function savedTag(page: Page): Promise<string | null> {
  const response = await page.request.get(`${urls.editor}/api/sites/${SITE}/files/pages/home.json`);
  const file = (await response.json()) as { sections: Record<string, { tag?: string }> };
  return file.sections['home-hero']?.tag ?? null;
}

test('a section is set to a landmark in the page settings, saved, and set back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await page.goto(`${urls.editor}/#/sites/${SITE}/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
  expect(await savedTag(page)).toBeNull();
  await page.getByRole('tab', { name: 'Pages', exact: true }).click();
  await page.getByRole('button', { name: 'Settings of Home' }).click();
  const group = page.locator('[data-field="sectionTags"]');
  await group.scrollIntoViewIfNeeded();
  const rows = group.getByTestId('pages-section');
  await expect(rows.first()).toHaveAttribute('data-section-uid', 'top-banner');
  // The navigation bar is shared: its row says a change applies on every page.
  const nav = rows.and(page.locator('[data-section-uid="navigation-bar"]'));
  await expect(nav).toContainText('every page that shows it');
  await expect(group.getByLabel('Landmark of Navigation bar')).toHaveValue('');
  const hero = group.getByLabel('Landmark of Introduction');
  await expect(hero).toHaveValue('');
  await expect(hero.locator('option').first()).toHaveText('Automatic (Main content)');

  await hero.selectOption({ label: 'Aside' });
  await expect(hero).toHaveValue('aside');
  expect(await editorTag(page)).toBe('aside');
  await expect.poll(() => savedTag(page), { timeout: 20_000 }).toBe('aside');
  // The group from its heading, as far as the window shows it (the panel scrolls).
  await group.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const box = (await group.boundingBox())!;
  await page.screenshot({
    path: 'test-results/screenshots/editor-section-tag.png',
    clip: { x: 0, y: 0, width: box.x + box.width + 16, height: 900 },
  });

  // Back to automatic: the field is removed, in the editor and on disk.
  await hero.selectOption({ label: 'Automatic (Main content)' });
  await expect(hero).toHaveValue('');
  expect(await editorTag(page)).toBeNull();
  await expect.poll(() => savedTag(page), { timeout: 20_000 }).toBeNull();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', {
    timeout: 20_000,
  });
  expect(errors).toEqual([]);
});
