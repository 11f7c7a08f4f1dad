/**
 * The auth plugin against the embedded Auth0-compatible provider (`tests/fixtures/sites/auth-lab`):
 * sign-up, sign-in by redirect and by popup, staying signed in across a reload, a role-limited
 * page (the role granted with `npm run auth:grant`), profile and email updates, password reset
 * through the outbox, sign-out, and a tampered `state`. No account exists before a journey makes
 * it.
 */
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startBaobab, type RunningBaobab } from '../support/start-baobab.ts';
import { grantRole, newVisitor, signInOnProvider, signUpOnProvider } from '../support/visitors.ts';
import { siteUrl, urls } from './env.ts';

let labUrl: string | null = null;
/** The auth lab on the shared server, or on a server of its own while `labUrl` is set. */
const lab = () => labUrl ?? siteUrl('auth-lab');
const provider = () => urls.editor.replace(/\/$/, '');

/** Waits until the plugin has started (its actions exist only then): a harmless call succeeds. */
async function whenReady(page: Page) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Check sign-in' }).click();
    await expect(page.getByText('ready', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

const status = (page: Page) => page.getByText(/^(Signed in as .*|Signed out)$/).first();

async function signInByRedirect(page: Page, email: string, password: string) {
  await page.goto(`${lab()}/`);
  await expect(status(page)).toHaveText('Signed out');
  await whenReady(page);
  await page.getByRole('button', { name: 'Sign in (redirect)' }).click();
  await page.waitForURL((url) => url.host === new URL(provider()).host);
  await signInOnProvider(page, email, password);
  await page.waitForURL(`${lab()}/account`);
  await expect(status(page)).toHaveText(`Signed in as ${email}`);
}

test.describe('auth plugin (embedded provider)', () => {
  test.use({ serviceWorkers: 'block' });
  test.describe.configure({ timeout: 120_000 });

  test('sign up, reload and stay signed in, update profile, change email, sign out', async ({
    page,
  }, testInfo) => {
    const email = `new-${Date.now()}@example.com`;
    await page.goto(`${lab()}/`);
    await expect(status(page)).toHaveText('Signed out');
    await whenReady(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('auth-sign-up.png') });
    await page.getByLabel('Name').fill('New Shopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    // the browser's own minlength check keeps the form; bypass it to see the server's message
    await page.locator('#password').evaluate((input) => input.removeAttribute('minlength'));
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('The password needs at least 8 characters.');
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${lab()}/account`);
    await expect(status(page)).toHaveText(`Signed in as ${email}`);
    await expect(page.getByText('Name: New Shopper')).toBeVisible();
    await expect(page.getByText('Token: yes')).toBeVisible();

    await page.reload();
    await expect(status(page)).toHaveText(`Signed in as ${email}`);

    await page.getByRole('button', { name: 'Update profile' }).click();
    await expect(page.getByText('update-profile done')).toBeVisible();
    await expect(page.getByText('Name: Grace Hopper')).toBeVisible();
    await expect(page.getByText('Nickname: grace')).toBeVisible();

    await page.getByRole('button', { name: 'Change email' }).click();
    await page.waitForURL(`${lab()}/sign-in`);
    await expect(status(page)).toHaveText('Signed out');
    await signInByRedirect(page, `renamed-${email}`, 'a-long-password');
    await expect(page.getByText('Name: Grace Hopper')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${lab()}/sign-in`);
    await expect(status(page)).toHaveText('Signed out');
    await page.reload();
    await expect(status(page)).toHaveText('Signed out');
  });

  test('the role-limited page needs the admin role, which staff grant with npm run auth:grant', async ({
    page,
  }) => {
    test.setTimeout(600_000); // two starts: each may build the front ends when sources changed
    // A server of its own: `npm run auth:grant` opens the database of a stopped server (the
    // embedded PGlite is one process's), as a site's staff run it.
    const staff = newVisitor('Ada Staff');
    const first = await startBaobab({
      name: 'baobab-e2e-grant',
      keepData: true,
      prepareSites: (sitesDir) =>
        cp(join('tests', 'fixtures', 'sites', 'auth-lab'), join(sitesDir, 'auth-lab'), {
          recursive: true,
        }),
    });
    let running: RunningBaobab | null = first;
    const labOn = (server: RunningBaobab) =>
      server.preview.replace('//preview.localhost', '//auth-lab.preview.localhost');
    try {
      // A visitor signs up: no role, so the members page sends them to the unauthorized page.
      labUrl = labOn(first);
      await page.goto(`${lab()}/`);
      await whenReady(page);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await signUpOnProvider(page, staff);
      await page.waitForURL(`${lab()}/account`);
      await expect(status(page)).toHaveText(`Signed in as ${staff.email}`);
      await page.goto(`${lab()}/members`);
      await page.waitForURL(`${lab()}/forbidden`);
      await expect(page.getByText('You do not have the role for this page.')).toBeVisible();

      // The site's staff grant the role while the server is stopped.
      await first.stop();
      running = null;
      expect(await grantRole(first.dataDir, staff.email, 'admin')).toContain(
        `${staff.email} has the role admin`,
      );
      running = await startBaobab({
        name: 'baobab-e2e-grant',
        restart: { port: first.port, dataDir: first.dataDir },
      });
      labUrl = labOn(running);

      // Signed in again (with a popup), the visitor holds the role and sees the members page.
      await page.evaluate(() => localStorage.clear());
      await page.context().clearCookies();
      await page.goto(`${lab()}/members`);
      await page.waitForURL(/\/sign-in\?_source=/);
      await whenReady(page);
      await page.evaluate(() => {
        const open = window.open.bind(window);
        window.open = (...args: Parameters<typeof window.open>) => {
          document.body.dataset['popupFeatures'] = String(args[2]);
          return open(...args);
        };
      });
      const popupPromise = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Sign in (popup)' }).click();
      const popup = await popupPromise;
      // seeds §9: a 400×600 popup window
      expect(await page.evaluate(() => document.body.dataset['popupFeatures'])).toMatch(
        /width=400,height=600/,
      );
      // Listen before signing in: the popup may close before a later listener is attached.
      const closed = popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close');
      await signInOnProvider(popup, staff.email, staff.password);
      await closed;
      await page.waitForURL(`${lab()}/account`);
      await expect(page.getByText('Roles: admin')).toBeVisible();
      await page.goto(`${lab()}/members`);
      await expect(page.getByText('Welcome, admin.')).toBeVisible();
    } finally {
      labUrl = null;
      await running?.stop();
      await rm(first.dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    }
  });

  test('a wrong password is refused; a closed popup is a cancelled sign-in', async ({
    page,
  }, testInfo) => {
    await page.goto(`${lab()}/`);
    await whenReady(page);
    await page.getByRole('button', { name: 'Sign in (redirect)' }).click();
    // Nobody has a known password: an address no one signed up with, and any password.
    await signInOnProvider(page, newVisitor('Nobody').email, 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    await page.screenshot({ path: testInfo.outputPath('auth-sign-in.png') });

    await page.goto(`${lab()}/`);
    await whenReady(page);
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in (popup)' }).click();
    const popup = await popupPromise;
    await popup.close();
    await expect(page.getByText('cancelled: Popup closed')).toBeVisible({ timeout: 10_000 });
  });

  test('a tampered state gives state_mismatch', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.goto(`${lab()}/`);
    await whenReady(page);
    await page.getByRole('button', { name: 'Sign in (redirect)' }).click();
    await page.waitForURL((url) => url.host === new URL(provider()).host);
    await page.goto(`${lab()}/?code=forged-code&state=tampered-state`);
    await expect(status(page)).toHaveText('Signed out');
    await expect.poll(() => logs.join('\n')).toMatch(/state_mismatch: Invalid state/);
  });

  test('change password mails a reset link to the outbox that sets a new password', async ({
    page,
    request,
  }, testInfo) => {
    const email = `reset-${Date.now()}@example.com`;
    await page.goto(`${lab()}/`);
    await whenReady(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('first-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${lab()}/account`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('change-password done')).toBeVisible();

    await page.goto(`${provider()}/auth/outbox`);
    const mail = page.getByRole('article').filter({ hasText: email }).first();
    await expect(mail).toContainText('Reset your password');
    await page.screenshot({ path: testInfo.outputPath('auth-outbox.png') });
    await mail.getByRole('link').click();
    await page.getByLabel('New password').fill('second-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status')).toHaveText(/Your password was changed/);

    const reuse = await request.get(page.url());
    expect(reuse.status()).toBe(400);
    await page.goto(`${lab()}/account`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${lab()}/sign-in`);
    await signInByRedirect(page, email, 'second-password');
  });
});
