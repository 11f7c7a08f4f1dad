/**
 * The auth plugin against the embedded Auth0-compatible provider (`tests/fixtures/sites/auth-lab`):
 * sign-up, sign-in by redirect and by popup, staying signed in across a reload, a role-limited
 * page, profile and email updates, password reset through the outbox, sign-out, and a tampered
 * `state`.
 */
import { expect, test, type Page } from '@playwright/test';
import { siteUrl, urls } from './env.ts';

const lab = () => siteUrl('auth-lab');
const provider = () => urls.editor.replace(/\/$/, '');

/** Waits until the plugin has started (its actions exist only then): a harmless call succeeds. */
async function whenReady(page: Page) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Check sign-in' }).click();
    await expect(page.getByText('ready', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

const status = (page: Page) => page.getByText(/^(Signed in as .*|Signed out)$/).first();

async function signInOnProvider(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

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

  test('sign in with a popup; the role-limited page needs the admin role', async ({ page }) => {
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
    await signInOnProvider(popup, 'admin@example.com', 'admin-pass-2024');
    await closed;
    await page.waitForURL(`${lab()}/account`);
    await expect(page.getByText('Roles: admin')).toBeVisible();
    await page.goto(`${lab()}/members`);
    await expect(page.getByText('Welcome, admin.')).toBeVisible();

    // A shopper (no role) is sent to the unauthorized page.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await signInByRedirect(page, 'shopper@example.com', 'shopper-pass-2024');
    await page.goto(`${lab()}/members`);
    await page.waitForURL(`${lab()}/forbidden`);
    await expect(page.getByText('You do not have the role for this page.')).toBeVisible();
  });

  test('a wrong password is refused; a closed popup is a cancelled sign-in', async ({
    page,
  }, testInfo) => {
    await page.goto(`${lab()}/`);
    await whenReady(page);
    await page.getByRole('button', { name: 'Sign in (redirect)' }).click();
    await signInOnProvider(page, 'shopper@example.com', 'wrong-password');
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
