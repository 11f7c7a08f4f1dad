/**
 * Saving, recovery, conflicts and publishing in a real Chromium, on a Baobab of its own (so the
 * server can really be stopped and started again on the same port and data): an edit made while
 * the server is down is kept in the browser and saved once it is back, by the retry or after a
 * reload; two tabs editing one page never overwrite each other silently.
 */
import { cp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import {
  completeFirstRun,
  E2E_OWNER,
  sessionCookies,
  type AuthorSession,
} from '../support/authors.ts';
import { startBaobab, type RunningBaobab } from '../support/start-baobab.ts';
import { collectErrors } from './env.ts';

const SITE = 'editor-lab';
const SCREENSHOTS = 'test-results/screenshots';

let baobab: RunningBaobab;
/** The owner of this Baobab, made through the link its first start printed. */
let owner: AuthorSession;

async function start(restart?: { port: number; dataDir: string }): Promise<RunningBaobab> {
  return startBaobab({
    name: 'baobab-saving',
    keepData: true,
    restart,
    stderr: (chunk) => process.stderr.write(chunk),
    async prepareSites(sitesDir) {
      if (restart) return;
      await cp(join('tests', 'fixtures', 'sites', SITE), join(sitesDir, SITE), {
        recursive: true,
      });
    },
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(360_000); // the first start may build the front ends
  baobab = await start();
  owner = await completeFirstRun(baobab.firstRunLink!, E2E_OWNER);
});

test.afterAll(async () => {
  await baobab?.stop();
  if (baobab) await rm(baobab.dataDir, { recursive: true, force: true });
});

interface HomeFile {
  text: string;
  names: Record<string, string | undefined>;
}

/** The home page's file as the server has it on disk, with each element's navigator name. */
async function homeOnDisk(): Promise<HomeFile> {
  const text = await readFile(join(baobab.dataDir, 'sites', SITE, 'pages', 'home.json'), 'utf8');
  const file = JSON.parse(text) as { elements: Record<string, { name?: string }> };
  return {
    text,
    names: Object.fromEntries(Object.entries(file.elements).map(([id, e]) => [id, e.name])),
  };
}

const status = (page: Page) => page.getByTestId('save-status');
const row = (page: Page, id: string) =>
  page.locator(`[data-testid="navigator-row"][data-element-id="${id}"]`);

async function openEditor(page: Page): Promise<void> {
  // Signed in as this Baobab's owner (the e2e storage state's session is the global server's).
  await page.context().addCookies(sessionCookies(owner));
  await page.goto(`${baobab.editor}/#/sites/${SITE}/edit`);
  await expect(status(page)).toHaveAttribute('data-state', 'saved');
  await page.getByRole('tab', { name: 'Navigator' }).click();
  await expect(row(page, 'first')).toBeVisible();
}

/** An edit through the interface: renaming an element in the navigator (double-click, type, Enter). */
async function rename(page: Page, id: string, name: string): Promise<void> {
  await row(page, id).dblclick();
  const field = row(page, id).getByRole('textbox');
  await field.fill(name);
  await field.press('Enter');
  await expect(row(page, id)).toContainText(name);
}

/** Errors other than the ones the journey causes on purpose (server down, 409 answers). */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/net::ERR_|status of 409|Failed to fetch|Failed to load resource/.test(e));

test('an edit made while the server is down is saved by itself once the server is back', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = collectErrors(page);
  await openEditor(page);
  const before = await homeOnDisk();

  // The server really stops: nothing answers on its port any more.
  await baobab.stop();
  await rename(page, 'first', 'Offline edit');
  await expect(status(page)).toHaveAttribute('data-state', 'offline');
  await expect(status(page)).toContainText('Offline — changes kept in this browser');
  await page.screenshot({ path: `${SCREENSHOTS}/editor-saving-offline.png` });
  expect((await homeOnDisk()).text).toBe(before.text);

  // Started again on the same port and data: the backoff retry (≤ 30 s) saves the edit.
  baobab = await start({ port: baobab.port, dataDir: baobab.dataDir });
  await expect(status(page)).toHaveAttribute('data-state', 'saved', { timeout: 45_000 });
  expect((await homeOnDisk()).names).toEqual({ ...before.names, first: 'Offline edit' });
  expect(unexpected(errors)).toEqual([]);
});

test('an edit kept in the browser while the server was down is restored and saved on reload', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = collectErrors(page);
  await openEditor(page);
  const before = await homeOnDisk();

  await baobab.stop();
  await rename(page, 'second', 'Kept in the browser');
  await expect(status(page)).toHaveAttribute('data-state', 'offline');
  // While the server starts again, this tab's background retries must not win the race
  // against the reload: its writes fail as if the network were still down.
  const blockWrites = (route: Route) =>
    route.request().method() === 'GET' ? route.continue() : route.abort('internetdisconnected');
  await page.route('**/api/sites/*/files/**', blockWrites);
  baobab = await start({ port: baobab.port, dataDir: baobab.dataDir });

  // Leaving asks first: something is not saved.
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(prompts).toEqual(['beforeunload']);
  await expect(page.getByText('Restored 1 unsaved change from this browser')).toBeVisible();
  await page.getByRole('tab', { name: 'Navigator' }).click();
  await expect(row(page, 'second')).toContainText('Kept in the browser');
  await expect(status(page)).toHaveAttribute('data-state', 'offline');
  expect((await homeOnDisk()).text).toBe(before.text);

  // The network is back: "Retry now" saves the restored edit.
  await page.unroute('**/api/sites/*/files/**', blockWrites);
  await status(page).getByRole('button', { name: 'Retry now' }).click();
  await expect(status(page)).toHaveAttribute('data-state', 'saved');
  await expect(status(page)).toContainText('All changes saved');
  expect((await homeOnDisk()).names).toEqual({ ...before.names, second: 'Kept in the browser' });
  expect(unexpected(errors)).toEqual([]);
});

test('two tabs editing one page: the second save asks, "keep mine" and "reload their version" do what they say', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  const second = await context.newPage();
  const errors = [...collectErrors(first), ...collectErrors(second)];
  await openEditor(first);
  await openEditor(second);
  const start = await homeOnDisk();

  // The first tab saves an edit.
  await rename(first, 'first', 'Tab A');
  await expect(status(first)).toHaveAttribute('data-state', 'saved');
  await expect.poll(async () => (await homeOnDisk()).names.first).toBe('Tab A');
  const firstSaved = await homeOnDisk();

  // The second tab, opened before that save, edits the same page: it must ask.
  await rename(second, 'second', 'Tab B');
  const dialog = second.getByRole('dialog', { name: 'Changed elsewhere' });
  await expect(dialog).toBeVisible();
  await expect(status(second)).toHaveAttribute('data-state', 'conflict');
  await expect(dialog).toContainText('another tab or another person');
  await expect(dialog).toContainText('pages/home.json');
  await second.screenshot({ path: `${SCREENSHOTS}/editor-saving-conflict.png` });
  // Nothing was overwritten while the author chooses.
  expect((await homeOnDisk()).text).toBe(firstSaved.text);

  // "Keep mine": the second tab's version is saved over the first's.
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(second)).toHaveAttribute('data-state', 'saved');
  const kept = await homeOnDisk();
  expect(kept.names).toEqual({ ...start.names, second: 'Tab B' });

  // The first tab edits again over its stale version: it asks too, and reloading takes theirs.
  await rename(first, 'cta', 'Tab A again');
  const firstDialog = first.getByRole('dialog', { name: 'Changed elsewhere' });
  await expect(firstDialog).toBeVisible();
  expect((await homeOnDisk()).text).toBe(kept.text);
  await firstDialog.getByRole('button', { name: 'Reload their version' }).click();
  await expect(firstDialog).toBeHidden();
  await expect(status(first)).toHaveAttribute('data-state', 'saved');
  // The first tab now shows their version; its own unsaved edit is dropped, nothing written.
  await expect(row(first, 'second')).toContainText('Tab B');
  await expect(row(first, 'first')).not.toContainText('Tab A');
  await expect(row(first, 'cta')).not.toContainText('Tab A again');
  expect((await homeOnDisk()).text).toBe(kept.text);

  // And it edits over their version: both tabs' edits are in the file.
  await rename(first, 'first', 'Tab A last');
  await expect.poll(async () => (await homeOnDisk()).names.first).toBe('Tab A last');
  expect((await homeOnDisk()).names).toEqual({
    ...start.names,
    first: 'Tab A last',
    second: 'Tab B',
  });
  await expect(status(first)).toHaveAttribute('data-state', 'saved');
  expect(unexpected(errors)).toEqual([]);
  await context.close();
});

test('publishing from the editor saves first, then shows the result and the published site', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openEditor(page);
  await rename(page, 'cta', 'Published button');
  await page.getByTestId('publish-open').click();
  const dialog = page.getByRole('dialog', { name: 'Publish the site' });
  await expect(dialog.getByText('No problems: the site can be published.')).toBeVisible();
  // Publishing flushed the pending save first.
  await expect(status(page)).toHaveAttribute('data-state', 'saved');
  expect((await homeOnDisk()).names.cta).toBe('Published button');
  await dialog.getByRole('button', { name: 'Publish to staging' }).click();
  const result = dialog.getByTestId('publish-result');
  await expect(result).toContainText(/Published 1 page to staging at/);
  await page.screenshot({ path: `${SCREENSHOTS}/editor-saving-publish.png` });
  const href = await result.getByRole('link', { name: /Open staging/ }).getAttribute('href');
  expect(href).toMatch(/^http:\/\/editor-lab\.staging\.localhost:\d+\/$/);
  await page.goto(href!);
  await expect(page.getByText('First text')).toBeVisible();
  expect(unexpected(errors)).toEqual([]);
});
