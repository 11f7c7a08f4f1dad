/**
 * Airtime (issue 29), in Chromium on the **production** environment after a publish from the
 * editor API, at 390 px. A new shopper opens /buy-airtime: a NetOne number under Econet is
 * refused with a clear message, a right one is shown normalised; a US$5 bundle shows its rand
 * price; Pay opens the Stripe stand-in's page and 4242 pays; the confirmation shows the top-up's
 * reference, and the Reloadly stand-in's report holds exactly one top-up for the order, with
 * the right operator, number and amount. Then the stand-in's refused number (ending 0000000):
 * the order shows "Failed, refund due", and so does the staff list.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { collectErrors, urls } from './env.ts';
import { newShopper, open, openAsStaff, payWith, PHONE, publishShop } from './shop-phone.ts';

const provider = () => urls.editor;
/** The stand-in's own client for the site (`topupServer.standInSecrets`): nothing stored. */
const STAND_IN_CLIENT = {
  client_id: 'topup_local_cross_border_shop',
  client_secret: 'stand-in-secret-cross_border_shop',
};

test.describe.configure({ mode: 'serial', timeout: 240_000 });

async function chooseNetwork(page: Page, network: string) {
  await page.getByRole('combobox', { name: 'Network' }).click();
  await page.getByRole('option', { name: network, exact: true }).click();
}

/** The stand-in's transactions report for one order (its id is the customIdentifier). */
async function topupsOf(page: Page, orderId: string) {
  const api = `${provider()}/reloadly/topups`;
  const token = await page.request.post(`${provider()}/reloadly/auth/oauth/token`, {
    data: { ...STAND_IN_CLIENT, grant_type: 'client_credentials', audience: api },
  });
  expect(token.status(), await token.text()).toBe(200);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const report = await page.request.get(
    `${api}/topups/reports/transactions?customIdentifier=${encodeURIComponent(orderId)}`,
    {
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/com.reloadly.topups-v1+json',
      },
    },
  );
  return ((await report.json()) as { content: Array<Record<string, unknown>> }).content;
}

let shopper: { context: BrowserContext; page: Page };
let failedReference = '';
let deliveredReference = '';

test.beforeAll(async ({ browser, request }) => {
  await publishShop(request);
  shopper = await newShopper(browser, 'Chipo Airtime');
});

test.afterAll(async () => {
  await shopper?.context.close();
});

test('a shopper tops up a number: a wrong prefix is refused, then one top-up with its reference', async () => {
  const { page } = shopper;
  const errors = collectErrors(page);
  await open(page, '/buy-airtime');
  await chooseNetwork(page, 'Econet');
  const number = page.getByLabel("Recipient's mobile number");
  await number.fill('071 234 5678');
  await expect(page.locator('.e-airtime-phone-message')).toHaveText(
    'Econet numbers start with 077 or 078: +263 71 234 5678 is a NetOne number. Choose NetOne or check the number.',
  );
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/buy-airtime$/);
  await page.screenshot({
    path: test.info().outputPath('airtime-wrong-prefix.png'),
    fullPage: true,
  });

  await number.fill('+263 77 234 5678');
  await expect(page.locator('.e-airtime-phone-message')).toHaveCount(0);
  await expect(page.locator('.e-airtime-phone-normalised')).toHaveText(
    'Sending to +263 77 234 5678 · Econet',
  );
  await page.getByRole('button', { name: /^US\$10 · / }).click();
  await page.getByRole('button', { name: /^US\$5 · / }).click();
  await expect(page.locator('.e-airtime-price')).toContainText('US$5 airtime costs R');
  const pay = page.getByRole('button', { name: /^Pay R/ });
  await expect(pay).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('airtime-390.png'), fullPage: true });
  await pay.click();

  await page.waitForURL(/\/stripe\/checkout\//, { timeout: 30_000 });
  await expect(page.getByText('Airtime top-up')).toBeVisible();
  await payWith(page, '4242 4242 4242 4242', 'Chipo Airtime');
  await page.waitForURL(/\/order-successful\?order=/, { timeout: 30_000 });
  const orderId = new URL(page.url()).searchParams.get('order')!;
  await expect(page.locator('.e-order-status')).toHaveText('Delivered', { timeout: 30_000 });
  await expect(page.locator('.e-topup-status')).toHaveText(
    'Airtime sent: US$5 to +263 77 234 5678 on Econet Wireless Zimbabwe.',
  );
  const reference = page.locator('.e-topup-reference');
  await expect(reference).toHaveText(/^Top-up reference: \d+$/);
  await page.screenshot({ path: test.info().outputPath('airtime-sent.png'), fullPage: true });

  const topups = await topupsOf(page, orderId);
  expect(topups).toHaveLength(1);
  expect(topups[0]).toMatchObject({
    status: 'SUCCESSFUL',
    operatorName: 'Econet Wireless Zimbabwe',
    recipientPhone: '263772345678',
    requestedAmount: 5,
    requestedAmountCurrencyCode: 'USD',
  });
  await expect(reference).toHaveText(`Top-up reference: ${String(topups[0]!.transactionId)}`);
  deliveredReference = (await page.locator('.e-order-reference').innerText()).replace(
    /^Order /,
    '',
  );
  expect(errors).toEqual([]);
});

test('a number the provider refuses: the order shows "failed, refund due", for staff too', async ({
  browser,
}) => {
  const { page } = shopper;
  await open(page, '/buy-airtime');
  await chooseNetwork(page, 'Econet');
  await page.getByLabel("Recipient's mobile number").fill('077 000 0000');
  await page.getByLabel('Amount in US dollars').fill('3');
  await expect(page.locator('.e-airtime-price')).toContainText('US$3 airtime costs R');
  await page.getByRole('button', { name: /^Pay R/ }).click();
  await page.waitForURL(/\/stripe\/checkout\//, { timeout: 30_000 });
  await payWith(page, '4242 4242 4242 4242', 'Chipo Airtime');
  await page.waitForURL(/\/order-successful\?order=/, { timeout: 30_000 });
  const orderId = new URL(page.url()).searchParams.get('order')!;
  await expect(page.locator('.e-order-status')).toHaveText('Failed, refund due', {
    timeout: 30_000,
  });
  await expect(page.locator('.e-topup-status')).toHaveText(
    "The top-up failed: The recipient's number is not active on Econet Wireless Zimbabwe. Your payment will be refunded.",
  );
  await expect(page.locator('.e-topup-reference')).toHaveCount(0);
  expect(await topupsOf(page, orderId)).toEqual([]);
  failedReference = ((await page.locator('.e-order-reference').innerText()) ?? '').replace(
    /^Order /,
    '',
  );
  expect(failedReference).toMatch(/^AIR-/);
  await page.screenshot({ path: test.info().outputPath('airtime-refund-due.png'), fullPage: true });

  // My orders lists both top-ups, each with where it stands.
  await open(page, '/orders');
  const rows = page.locator('.e-order-row');
  await expect(rows.filter({ hasText: deliveredReference })).toContainText('Delivered');
  await expect(rows.filter({ hasText: failedReference })).toContainText('Failed, refund due');

  const staff = await browser.newContext({ serviceWorkers: 'block', viewport: PHONE });
  const admin = await staff.newPage();
  await openAsStaff(admin, '/staff/orders');
  await admin.getByRole('combobox', { name: 'Show' }).click();
  await admin.getByRole('option', { name: 'Failed, refund due', exact: true }).click();
  await expect(admin.locator('.e-staff-order').filter({ hasText: failedReference })).toContainText(
    'Failed, refund due',
    { timeout: 30_000 },
  );
  await staff.close();
});
