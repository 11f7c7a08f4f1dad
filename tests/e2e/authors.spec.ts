/**
 * Authors of the editor (issue 28), on a Baobab of its own (a fresh data folder: no author yet):
 * `npm start` prints a one-time link; in Chromium the owner opens it, creates their account and
 * lands in the editor; they invite an editor from the Members dialog; the editor, in a browser of
 * their own, chooses a password on the invitation link and signs in through the editor's
 * sign-in; they edit a text (saved), publish to staging (the staging page shows it), and are
 * refused production. The printed link works only once, and a shopper's account (the visitors'
 * realm of the same provider) does not open the editor.
 */
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  acceptInvitation,
  CSRF_COOKIE,
  CSRF_HEADER,
  SESSION_COOKIE,
  signInToEditor,
} from '../support/authors.ts';
import { startBaobab, type RunningBaobab } from '../support/start-baobab.ts';
import { collectErrors } from './env.ts';

const SITE = 'editor-lab';
const LAB = 'auth-lab';
const SCREENSHOTS = 'test-results/screenshots';
const OWNER = { name: 'Ada Owner', email: 'ada@authors.example', password: 'owner-pass-2026' };
const EDITOR = { email: 'eli@authors.example', password: 'editor-pass-2026' };
const SHOPPER = { name: 'Sam Shopper', email: 'sam@shoppers.example', password: 'shop-pass-2026' };

let baobab: RunningBaobab;

/** `http://<site>.<environment>.localhost:PORT` of this journey's server. */
const siteHost = (environment: 'preview' | 'staging', site: string) =>
  baobab[environment].replace(`//${environment}.localhost`, `//${site}.${environment}.localhost`);

// Nobody is signed in here: this journey signs its authors in itself.
test.use({ storageState: { cookies: [], origins: [] }, serviceWorkers: 'block' });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(360_000); // the first start may build the front ends
  baobab = await startBaobab({
    name: 'baobab-authors',
    stderr: (chunk) => process.stderr.write(chunk),
    async prepareSites(sitesDir) {
      for (const site of [SITE, LAB])
        await cp(join('tests', 'fixtures', 'sites', site), join(sitesDir, site), {
          recursive: true,
        });
    },
  });
});

test.afterAll(async () => {
  await baobab?.stop();
});

/** The session cookies of a browser context on the editor's origin. */
async function editorCookies(context: BrowserContext) {
  const cookies = await context.cookies(baobab.editor);
  return {
    session: cookies.find((cookie) => cookie.name === SESSION_COOKIE),
    csrf: cookies.find((cookie) => cookie.name === CSRF_COOKIE),
  };
}

/**
 * Opens an editor path signed out: it redirects to the editor's sign-in (`returnTo` the path),
 * which redirects to the embedded provider's sign-in form.
 */
async function expectSignInFrom(page: Page, path: string) {
  const response = await page.goto(`${baobab.editor}${path}`);
  const chain: string[] = [];
  for (let request = response?.request() ?? null; request; request = request.redirectedFrom())
    chain.unshift(request.url());
  expect(chain[0]).toBe(`${baobab.editor}${path}`);
  expect(chain).toContain(
    `${baobab.editor}/auth/editor/sign-in?returnTo=${encodeURIComponent(path)}`,
  );
  expect(page.url()).toMatch(new RegExp(`^${baobab.editor}/auth/interaction/[\\w-]+$`));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('to continue to the Baobab editor')).toBeVisible();
}

/** A publish sent by the page's author as the editor sends it (their cookies, their CSRF token). */
async function publishAs(page: Page, environment: 'staging' | 'production') {
  const { csrf } = await editorCookies(page.context());
  return page.request.post(`${baobab.editor}/api/sites/${SITE}/publish`, {
    headers: { [CSRF_HEADER]: csrf!.value },
    data: { environment },
  });
}

test('the first owner, an invited editor, and a shopper who is no author', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const errors = collectErrors(page);

  // npm start printed the one-time link after the URLs.
  expect(baobab.output).toMatch(
    /^ {2}First sign-in \(once\) +http:\/\/localhost:\d+\/auth\/first-run\/[\w-]+$/m,
  );
  const firstRun = baobab.firstRunLink!;
  expect(firstRun.startsWith(`${baobab.editor}/auth/first-run/`)).toBe(true);

  // Signed out, the editor sends to its sign-in, and that to the provider's form.
  await expectSignInFrom(page, '/');

  await test.step('the owner opens the link, creates their account and lands in the editor', async () => {
    await page.goto(firstRun);
    await expect(page.getByRole('heading', { name: 'Create the owner' })).toBeVisible();
    await page.getByLabel('Name').fill(OWNER.name);
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.screenshot({ path: `${SCREENSHOTS}/authors-first-run.png` });
    await page.getByRole('button', { name: 'Create the owner and open the editor' }).click();
    await page.waitForURL(`${baobab.editor}/`);
    const { session, csrf } = await editorCookies(page.context());
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', domain: 'localhost' });
    expect(csrf).toMatchObject({ httpOnly: false, sameSite: 'Strict', domain: 'localhost' });
    const me = await page.request.get(`${baobab.editor}/api/session`);
    expect(await me.json()).toMatchObject({
      email: OWNER.email,
      name: OWNER.name,
      administrator: true,
      roles: { [SITE]: 'owner', [LAB]: 'owner', 'cross-border-shop': 'owner' },
    });
    await page.goto(`${baobab.editor}/#/sites/${SITE}`);
    await expect(page.getByRole('heading', { name: 'Editor lab' })).toBeVisible();
    await expect(page.getByText(OWNER.email)).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/authors-editor-signed-in.png` });
  });

  let invitation = '';
  await test.step('the owner invites an editor from the Members dialog', async () => {
    await page.getByRole('button', { name: 'Members' }).click();
    const dialog = page.getByRole('dialog', { name: 'Members of Editor lab' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email').fill(EDITOR.email);
    await dialog.getByLabel('Role').selectOption('editor');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    const status = dialog.getByRole('status');
    await expect(status).toContainText(`${EDITOR.email} is invited as`);
    invitation = (await status.getByRole('link').getAttribute('href')) ?? '';
    expect(invitation).toMatch(new RegExp(`^${baobab.editor}/auth/reset/[\\w-]+$`));
    await page.screenshot({ path: `${SCREENSHOTS}/authors-members.png` });
    const members = await page.request.get(`${baobab.editor}/api/sites/${SITE}/members`);
    expect((await members.json()) as unknown).toMatchObject({
      members: expect.arrayContaining([
        expect.objectContaining({ email: EDITOR.email, role: 'editor', addedBy: OWNER.email }),
      ]),
    });
  });

  // The editor, in a browser of their own.
  const editorContext = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    serviceWorkers: 'block',
  });
  const editorPage = await editorContext.newPage();
  const editorErrors = collectErrors(editorPage);

  await test.step('the invited editor chooses a password and signs in', async () => {
    await acceptInvitation(editorPage, invitation, EDITOR.password);
    await signInToEditor(editorPage, baobab.editor, EDITOR.email, EDITOR.password);
    await expect(editorPage).toHaveURL(`${baobab.editor}/`);
    const me = await editorPage.request.get(`${baobab.editor}/api/session`);
    expect(await me.json()).toEqual({
      email: EDITOR.email,
      name: null,
      administrator: false,
      roles: { [SITE]: 'editor' },
    });
  });

  await test.step('as editor: an edit that saves, published to staging', async () => {
    await editorPage.goto(`${baobab.editor}/#/sites/${SITE}/edit`);
    await expect(editorPage.locator('html[data-editor-ready="true"]')).toBeAttached({
      timeout: 30_000,
    });
    await expect(editorPage.getByText(EDITOR.email)).toBeVisible();
    const frame = editorPage.frameLocator('iframe[data-testid="canvas-frame"]');
    await frame.locator('.e-first').click();
    const text = editorPage.locator('[data-field="text"] input');
    await text.fill('Edited by Eli');
    await text.blur();
    await expect(frame.locator('.e-first')).toHaveText('Edited by Eli');
    await expect(editorPage.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', {
      timeout: 20_000,
    });
    const file = await editorPage.request.get(
      `${baobab.editor}/api/sites/${SITE}/files/pages/home.json`,
    );
    expect(await file.text()).toContain('Edited by Eli');

    await editorPage.getByTestId('publish-open').click();
    const dialog = editorPage.getByRole('dialog', { name: 'Publish the site' });
    await expect(dialog.getByText('No problems: the site can be published.')).toBeVisible();
    // Production is an owner's: an editor is not offered it.
    await expect(dialog.getByRole('button', { name: 'Publish to staging' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Publish to production' })).toHaveCount(0);
    const published = editorPage.waitForResponse(
      (response) =>
        response.url() === `${baobab.editor}/api/sites/${SITE}/publish` &&
        response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Publish to staging' }).click();
    expect((await published).status()).toBe(200);
    await expect(dialog.getByTestId('publish-result')).toContainText(
      /Published 1 page to staging at/,
    );
    await editorPage.screenshot({ path: `${SCREENSHOTS}/authors-editor-published-staging.png` });
    await editorPage.goto(`${siteHost('staging', SITE)}/`);
    await expect(editorPage.getByText('Edited by Eli')).toBeVisible();
  });

  await test.step('as editor: production is refused', async () => {
    const refused = await publishAs(editorPage, 'production');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'forbidden' });
    // Members are the owners' to change.
    const { csrf } = await editorCookies(editorContext);
    const invite = await editorPage.request.post(`${baobab.editor}/api/sites/${SITE}/members`, {
      headers: { [CSRF_HEADER]: csrf!.value },
      data: { email: 'someone@authors.example', role: 'owner' },
    });
    expect(invite.status()).toBe(403);
    // And a site they are no member of is closed to them.
    const other = await editorPage.request.get(
      `${baobab.editor}/api/sites/cross-border-shop/files/site.json`,
    );
    expect(other.status()).toBe(403);
  });
  expect(editorErrors).toEqual([]);
  await editorContext.close();

  expect(errors).toEqual([]);

  await test.step('the link printed at start no longer works', async () => {
    const again = await page.goto(firstRun);
    expect(again?.status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'Link used' })).toBeVisible();
    const post = await fetch(firstRun, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'late@authors.example', password: 'late-pass-2026' }),
      redirect: 'manual',
    });
    expect(post.status).toBe(400);
    expect(post.headers.getSetCookie()).toEqual([]);
  });

  await test.step("a shopper of the visitors' realm cannot sign in to the editor", async () => {
    const shopper = await browser.newContext({
      storageState: { cookies: [], origins: [] },
      serviceWorkers: 'block',
    });
    const shop = await shopper.newPage();
    // The shopper signs up on a site (the embedded provider's visitors).
    await shop.goto(`${siteHost('preview', LAB)}/`);
    await expect(async () => {
      await shop.getByRole('button', { name: 'Check sign-in' }).click();
      await expect(shop.getByText('ready', { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await shop.getByRole('button', { name: 'Sign up' }).click();
    await expect(shop.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await shop.getByLabel('Name').fill(SHOPPER.name);
    await shop.getByLabel('Email').fill(SHOPPER.email);
    await shop.getByLabel('Password').fill(SHOPPER.password);
    await shop.getByRole('button', { name: 'Create account' }).click();
    await shop.waitForURL(`${siteHost('preview', LAB)}/account`);
    await expect(shop.getByText(`Signed in as ${SHOPPER.email}`).first()).toBeVisible();

    // The same browser, the same email and password, at the editor: the password is asked
    // again, and the authors' realm does not know them.
    await expectSignInFrom(shop, '/');
    // Authors cannot sign up.
    await expect(shop.getByText("Authors are invited by a site's owner.")).toBeVisible();
    await expect(shop.getByRole('link', { name: 'Create one' })).toHaveCount(0);
    await shop.getByLabel('Email').fill(SHOPPER.email);
    await shop.getByLabel('Password').fill(SHOPPER.password);
    await shop.getByRole('button', { name: 'Sign in' }).click();
    await expect(shop.getByRole('alert')).toHaveText('Wrong email or password.');
    await shop.screenshot({ path: `${SCREENSHOTS}/authors-shopper-refused.png` });
    expect((await editorCookies(shopper)).session).toBeUndefined();
    expect((await shop.request.get(`${baobab.editor}/api/session`)).status()).toBe(401);
    const files = await shop.request.get(`${baobab.editor}/api/sites/${LAB}/files/site.json`);
    expect(files.status()).toBe(401);
    await shopper.close();
  });
});
