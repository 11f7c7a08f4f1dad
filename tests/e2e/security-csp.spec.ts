/**
 * Every kind of page runs under its content security policy (issue 28, `server/csp/`) in a real
 * Chromium, with zero violations: the storefront in production (server-rendered, the same bytes
 * for every visitor, scripts run by hash) — home, an aisle, a product, add to cart —, the editor with a page and
 * Monaco open, the embedded OIDC provider's sign-in page, and the payment stand-in's hosted
 * checkout. Each `securitypolicyviolation` of any frame is reported to the test, and console
 * errors are collected beside. The canvas frame may be framed by the editor only.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import Stripe from 'stripe';
import { collectErrors, csrf, urls } from './env.ts';

const SITE = 'cross-border-shop';
const EMPTY = { cookies: [], origins: [] };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Every violation of every frame of the context's pages, as `directive blocked (source)`. */
async function collectViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (text: string) => void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(
        `${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber}) on ${location.href}`,
      );
    });
  });
  return violations;
}

/** The policy's directives by name. */
function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '').split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const),
  );
}

test.beforeAll(async ({ request }) => {
  const published = await request.post(`${urls.editor}/api/sites/${SITE}/publish`, {
    headers: csrf(),
    data: { environment: 'production' },
  });
  expect(published.status(), await published.text()).toBe(200);
});

test('the storefront in production: home, an aisle, a product, add to cart', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: EMPTY });
  const violations = await collectViolations(context);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const home = await page.goto(`${urls.production}/`);
  const policy = home!.headers()['content-security-policy'];
  expect(policy).toContain("'strict-dynamic'");
  expect(policy).not.toContain('unsafe-eval');
  // The same bytes for every visitor (issue 31): scripts run by hash, no nonce; the page's
  // inline loader (which starts the entry) is the script the header names.
  expect(policy).not.toContain("'nonce-");
  const hashes = [...(policy ?? '').matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
  const inline = await page
    .locator('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
  expect(inline.length).toBeGreaterThan(0);
  for (const text of inline) {
    const digest = await page.evaluate(async (source) => {
      const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source));
      return btoa(String.fromCharCode(...new Uint8Array(bytes)));
    }, text);
    expect(hashes).toContain(digest);
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await page.goto(`${urls.production}/category-groceries`);
  const cards = page.locator('[class*="-product-card"]');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const link = cards.filter({ hasNotText: 'Out of stock' }).first().getByRole('link').first();
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/product\/rec\w+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // Once the page's scripts ran (its buttons do something).
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.locator('.e-cart-count')).toHaveText('1');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'test-results/screenshots/csp-product.png', fullPage: true });
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('the editor with a page, its canvas and Monaco open', async ({ page, context }) => {
  const violations = await collectViolations(context);
  const errors = collectErrors(page);
  const editor = await page.goto(`${urls.editor}/#/sites/${SITE}/edit`);
  expect(directives(editor!.headers()['content-security-policy']).get('frame-ancestors')).toEqual([
    "'none'",
  ]);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
  const frame = page.frameLocator('iframe[data-testid="canvas-frame"]');
  const headline = frame.getByRole('heading', { level: 1 });
  await expect(headline).toBeVisible({ timeout: 30_000 });
  await headline.click();
  // A formula field: Monaco (its chunk, its workers, its styles) replaces the text area.
  await page.locator('[data-testid="bind-formula"]').first().click();
  const monaco = page.locator('[data-testid="formula-field"] [data-editor="monaco"]').first();
  await expect(monaco).toBeVisible({ timeout: 30_000 });
  await expect(monaco.locator('.monaco-editor')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/csp-editor-monaco.png' });
  // The binding is undone: the storefront stays as it was for the other journeys.
  await page.locator('.editor-toolbar').getByRole('button', { name: /undo/i }).first().click();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('the embedded provider’s sign-in page', async ({ browser }) => {
  const context = await browser.newContext({ storageState: EMPTY });
  const violations = await collectViolations(context);
  const page = await context.newPage();
  const errors = collectErrors(page);
  // The editor's sign-in sends a signed-out author to the provider's own form.
  await page.goto(`${urls.editor}/auth/editor/sign-in?returnTo=%2F`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
  const response = await page.request.get(page.url());
  expect(directives(response.headers()['content-security-policy']).get('frame-ancestors')).toEqual([
    "'none'",
  ]);
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(violations).toEqual([]);
  // The wrong password's answer is a 4xx page: Chromium logs its status, nothing else.
  expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  await context.close();
});

test('the hosted checkout stand-in', async ({ browser }) => {
  const editor = new URL(urls.editor);
  const stripe = new Stripe('sk_test_security_csp', {
    host: editor.hostname,
    port: Number(editor.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: 'zar',
          unit_amount: 4_500,
          product_data: { name: 'Maize meal 10 kg' },
        },
        quantity: 1,
      },
    ],
    success_url: `${urls.production}/?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${urls.production}/`,
  });
  const context = await browser.newContext({ storageState: EMPTY });
  const violations = await collectViolations(context);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const answer = await page.goto(session.url!);
  expect(directives(answer!.headers()['content-security-policy']).get('frame-ancestors')).toEqual([
    "'none'",
  ]);
  await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('the canvas frame may be framed by the editor only', async ({ page, request }) => {
  const answer = await request.get(`${urls.editor}/canvas-frame?site=${SITE}`);
  expect(answer.status()).toBe(200);
  expect(directives(answer.headers()['content-security-policy']).get('frame-ancestors')).toEqual([
    "'self'",
  ]);
  expect(answer.headers()['x-frame-options']).toBe('SAMEORIGIN');
  // A page of another origin (the shop's host) that frames it gets nothing rendered.
  const blocked = new Promise<string>((resolve) =>
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) resolve(message.text());
    }),
  );
  await page.goto(`${urls.production}/`);
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
  }, `${urls.editor}/canvas-frame?site=${SITE}`);
  expect(await blocked).toContain('frame-ancestors');
});
