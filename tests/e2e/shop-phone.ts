/**
 * Shoppers on phones for the storefront's journeys (`shop-*.spec.ts`), on the production
 * environment at 390 px: the storefront published first, a context of their own, pages opened
 * once their scripts ran, a new shopper signed up from the sign-in page, the payment provider's
 * hosted page paid, and the outbox read as the owner.
 */
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { staffVisitor } from '../support/visitors.ts';
import { csrf, urls } from './env.ts';

export const SITE = 'cross-border-shop';
export const PHONE = { width: 390, height: 844 };
export const shop = () => urls.production;

/** Publishes the storefront's drafts to production (`request`: the editor's owner). */
export async function publishShop(request: APIRequestContext): Promise<void> {
  const published = await request.post(`${urls.editor}/api/sites/${SITE}/publish`, {
    headers: csrf(),
    data: { environment: 'production' },
  });
  expect(published.status(), await published.text()).toBe(200);
}

/** The provider's hosted test checkout, open in `page`: card details, then Pay. */
export async function payWith(page: Page, card: string, name = 'Rudo Moyo'): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(name);
  await page.getByRole('button', { name: /^Pay/ }).click();
}

export interface OutboxMail {
  subject: string;
  body: string;
  link: string | null;
}

/** The outbox's mails to `email`, as the owner reads them (a journey's visitors cannot). */
export async function mailsTo(request: APIRequestContext, email: string): Promise<OutboxMail[]> {
  const answer = await request.get(
    `${urls.editor}/mail/outbox?format=json&to=${encodeURIComponent(email)}`,
  );
  return ((await answer.json()) as { mails: OutboxMail[] }).mails;
}

/** A browser context of its own, as one person's phone (`bypassCSP` to run axe in it). */
export async function phone(
  browser: Browser,
  options: { bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: PHONE,
    ...options,
  });
  return { context, page: await context.newPage() };
}

/** Opens a page of the shop once its scripts have run (its buttons do something). */
export async function open(page: Page, path: string) {
  await page.goto(`${shop()}${path}`);
  await page.waitForLoadState('networkidle');
}

/** Fills and sends the provider's "Create an account" page, open in `page`. */
export async function signUpOnProvider(page: Page, name: string, email: string) {
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('shop-pass-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** A new shopper signed up from the sign-in page, in a context of their own. */
export async function newShopper(
  browser: Browser,
  name: string,
  options: { bypassCSP?: boolean } = {},
) {
  const { context, page } = await phone(browser, options);
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${Date.now()}@example.com`;
  await open(page, '/author');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await signUpOnProvider(page, name, email);
  await page.waitForURL((url) => url.origin === shop(), { timeout: 30_000 });
  // On a phone the account links are in the navigation bar's menu. Its button works once the
  // page is hydrated: the runtime (not the server's HTML) says it is closed.
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menu).toHaveAttribute('aria-expanded', 'false', { timeout: 30_000 });
  await menu.click();
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My account' }),
  ).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  // The sign-in's token requests end before the next page (an aborted one loses the session).
  await page.waitForLoadState('networkidle');
  return { context, page, email };
}

/** Fills and sends the provider's "Sign in" page, open in `page`. */
export async function signInOnProvider(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens a staff page (`/staff/…`) as staff: sent to sign in, signs in as the staff visitor the
 * global setup made, and is back on the page once its scripts have run.
 */
export async function openAsStaff(page: Page, path: string): Promise<void> {
  await page.goto(`${shop()}${path}`);
  await page.waitForURL(/\/author\?_source=/);
  await page.waitForLoadState('networkidle');
  await page.locator('.e-login-sign-in').click();
  const staffer = staffVisitor();
  await signInOnProvider(page, staffer.email, staffer.password);
  await page.waitForURL(`${shop()}${path}`, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}
