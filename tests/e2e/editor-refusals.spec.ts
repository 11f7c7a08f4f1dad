/**
 * What the editor refuses, and what it says (issue 32), with the real keyboard on a copy of
 * editor-lab of its own (`editor-refusals`, made here in the server's sites folder):
 * - a page path refused while typed (another page's, with a space, a query, a dot segment)
 *   says why under the field, and the saved site.json keeps the path it had — never the last
 *   valid prefix (`/fa` of `/faq`);
 * - a page file broken on disk behind the editor: the next save names the file, line and
 *   column (not "Offline"), keeps the change in the browser, does not retry by itself, and
 *   saves it once the file is fixed and the author chooses "Retry now".
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, urls } from './env.ts';

const SITE = 'editor-refusals';
const SCREENSHOTS = 'test-results/screenshots';
test.use({ viewport: { width: 1400, height: 900 } });
test.describe.configure({ mode: 'serial' });

const siteFile = (path: string) => join(urls.sitesDir, SITE, path);

interface SiteJson {
  id: string;
  pages: Array<{ id: string; paths: Record<string, string> }>;
}
const siteOnDisk = async () =>
  JSON.parse(await readFile(siteFile('site.json'), 'utf8')) as SiteJson;
const pathOnDisk = async (pageId: string) =>
  (await siteOnDisk()).pages.find((p) => p.id === pageId)?.paths.en;

test.beforeAll(async () => {
  // A copy of editor-lab of this journey's own (the server lists a new folder at once).
  await cp(join(urls.sitesDir, 'editor-lab'), join(urls.sitesDir, SITE), { recursive: true });
  const site = await siteOnDisk();
  site.id = SITE;
  await writeFile(siteFile('site.json'), `${JSON.stringify(site, null, 2)}\n`);
});

const status = (page: Page) => page.getByTestId('save-status');

async function openEditor(page: Page): Promise<void> {
  await page.goto(`${urls.editor}/#/sites/${SITE}/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
  await expect(status(page)).toHaveAttribute('data-state', 'saved');
}

async function createPage(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: 'Pages', exact: true }).click();
  const back = page.getByRole('button', { name: 'All pages' });
  if (await back.isVisible()) await back.click();
  await page.getByLabel('New page name').click();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pages-settings-form')).toBeVisible();
}

test('a refused page path says why and leaves the saved path as it was', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await openEditor(page);
  await createPage(page, 'FAQ');
  await createPage(page, 'Help');
  await expect(status(page)).toHaveAttribute('data-state', 'saved', { timeout: 20_000 });
  expect(await pathOnDisk('faq')).toBe('/faq');
  expect(await pathOnDisk('help')).toBe('/help');

  const form = page.locator('[data-testid="pages-settings-form"][data-page-id="help"]');
  const field = form.locator('[data-field="path-en"]');
  const input = field.getByRole('textbox');
  const cases = [
    ['/faq', 'The path "/faq" (en) is already the path of page "FAQ".', 'taken'],
    ['/my page', 'The path cannot hold spaces: write "-" between words.', 'space'],
    [
      '/x?y=1#z',
      'The path cannot hold a query ("?…") or a fragment ("#…"): only the path of the address.',
      'query',
    ],
    [
      '/a/../faq',
      'The path cannot hold a "." or ".." segment: the browser would go to another path.',
      'dots',
    ],
  ] as const;
  for (const [typed, message, shot] of cases) {
    await input.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    // Slow enough that each valid prefix (/f, /fa, /x, /my…) is committed and may be saved.
    await input.pressSequentially(typed, { delay: 120 });
    await expect(field.getByTestId('pages-problem')).toHaveText(message);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await field.screenshot({ path: `${SCREENSHOTS}/editor-path-refused-${shot}.png` });
    await page.keyboard.press('Tab');
    await expect(status(page)).toHaveAttribute('data-state', 'saved', { timeout: 20_000 });
    // The file keeps the old path: not "/fa", "/my", "/x" or "/a".
    expect(await pathOnDisk('help'), typed).toBe('/help');
    await expect(input).toHaveValue(typed);
  }
  // A valid path is still taken as typed.
  await input.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('/help-desk');
  await page.keyboard.press('Tab');
  await expect.poll(() => pathOnDisk('help'), { timeout: 20_000 }).toBe('/help-desk');
  expect(errors).toEqual([]);
});

/** The change this browser keeps for the site (IndexedDB `baobab-editor`, store `unsaved`). */
function keptInBrowser(page: Page): Promise<string> {
  return page.evaluate(
    (site) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('baobab-editor');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result
            .transaction('unsaved')
            .objectStore('unsaved')
            .get(`site:${site}`);
          read.onsuccess = () => resolve(JSON.stringify(read.result ?? {}));
          read.onerror = () => reject(read.error);
        };
      }),
    SITE,
  );
}

test('a page file broken on disk is named with its line, the change kept, not "Offline"', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await openEditor(page);
  await page.getByRole('tab', { name: 'Navigator' }).click();
  const row = page.locator('[data-testid="navigator-row"][data-element-id="first"]');
  await expect(row).toBeVisible();

  const good = await readFile(siteFile('pages/home.json'), 'utf8');
  // Cut short by a hand edit: the JSON ends on line 1, column 13.
  await writeFile(siteFile('pages/home.json'), '{"pageId": "');
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') writes.push(request.url());
  });

  await row.dblclick();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Kept here');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveAttribute('data-state', 'unreadable', { timeout: 20_000 });
  await expect(status(page)).toContainText('pages/home.json cannot be read: line 1, column 13');
  await expect(status(page)).toContainText('Kept in this browser');
  await expect(status(page)).not.toContainText('Offline');
  await page.locator('.editor-toolbar').screenshot({
    path: `${SCREENSHOTS}/editor-save-unreadable.png`,
  });
  expect(await keptInBrowser(page)).toContain('Kept here');
  await status(page).getByRole('button', { name: 'Why' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changes not saved' });
  await expect(dialog).toContainText('(Unterminated string)');
  await page.screenshot({ path: `${SCREENSHOTS}/editor-save-unreadable-why.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Not retried by itself: offline retries start after 1 s.
  const sent = writes.length;
  await page.waitForTimeout(3000);
  expect(writes).toHaveLength(sent);
  expect(await readFile(siteFile('pages/home.json'), 'utf8')).toBe('{"pageId": "');

  // In French too.
  await page.getByLabel('Editor language').selectOption('fr');
  await expect(status(page)).toContainText(
    'pages/home.json ne peut pas être lu : ligne 1, colonne 13',
  );
  await page.locator('.editor-toolbar').screenshot({
    path: `${SCREENSHOTS}/editor-save-unreadable-fr.png`,
  });
  await page.getByLabel('Langue de l’éditeur').selectOption('en');

  // The file fixed (put back as it was), "Retry now" saves the kept change.
  await writeFile(siteFile('pages/home.json'), good);
  await status(page).getByRole('button', { name: 'Retry now' }).click();
  await expect(status(page)).toHaveAttribute('data-state', 'saved', { timeout: 20_000 });
  const saved = JSON.parse(await readFile(siteFile('pages/home.json'), 'utf8')) as {
    elements: Record<string, { name?: string }>;
  };
  expect(saved.elements.first?.name).toBe('Kept here');
  // The 422 the journey caused is the only console error.
  expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
});
