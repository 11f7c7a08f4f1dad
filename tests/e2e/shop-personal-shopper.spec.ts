/**
 * The personal shopper (issue 29), in Chromium on the **production** environment after a publish
 * from the editor API, at 390 px: a guest is sent to sign in, signs up and sends a request with a
 * photo (a real PNG chosen in the page's file picker and uploaded through the signed uploads);
 * staff see it with its photo and quote it; the shopper's mail has the payment link, whose page
 * shows the quote and pays it on the Stripe stand-in's hosted page (4242); My orders then says
 * "Paid".
 */
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { newVisitor, signUpOnProvider } from '../support/visitors.ts';
import { collectErrors, urls } from './env.ts';
import { mailsTo, open, openAsStaff, payWith, PHONE, publishShop, shop } from './shop-phone.ts';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** A real PNG (`size` × `size`, a green and gold gradient): what a phone's photo would be. */
function png(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      rows.set([31 + (x * 169) / size, 77 + (y * 60) / size, 43], y * (1 + size * 3) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: PHONE,
    storageState: { cookies: [], origins: [] },
  });
  return { context, page: await context.newPage() };
}

async function choose(page: Page, name: string, option: string) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const shopper = newVisitor('Rudo Shopper');
let buyer: { context: BrowserContext; page: Page };
let reference = '';

test.beforeAll(async ({ browser, request }) => {
  await publishShop(request);
  buyer = await phone(browser);
});

test.afterAll(async () => {
  await buyer?.context.close();
});

test('a guest signs up and sends a request with a photo', async () => {
  const shots = test.info();
  const { page } = buyer;
  const errors = collectErrors(page);
  await open(page, '/personal-shopper');
  const signIn = page.getByRole('link', { name: 'Sign in to send a request' });
  await expect(signIn).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('What should we buy?')).toHaveCount(0);
  await signIn.click();
  await page.waitForURL(/\/author\?_source=/);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await signUpOnProvider(page, shopper);
  await page.waitForURL(`${shop()}/personal-shopper`, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');

  const what = page.getByLabel('What should we buy?');
  await expect(what).toBeVisible({ timeout: 30_000 });
  // Sent empty: what is missing is said where it is.
  await page.getByRole('button', { name: 'Send my request' }).click();
  await expect(page.getByText('Describe what we should buy.').first()).toBeVisible();

  await what.fill('A two-door fridge, silver, about 300 litres, for my mother in Harare.');
  await page.getByLabel('Links (optional)').fill('https://shop.example/fridges/defy-300');
  await page.getByLabel('Add photos').setInputFiles({
    name: 'fridge photo.png',
    mimeType: 'image/png',
    buffer: png(96),
  });
  const photo = page.locator('.e-shopper-photo img, img.e-shopper-photo').first();
  await expect(photo).toBeVisible({ timeout: 30_000 });
  await expect(photo).toHaveAttribute(
    'src',
    /\/api\/designs\/cross-border-shop\/user-files\/[0-9a-f]{32}\/fridge_photo\.png$/,
  );
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(96);
  await page.getByLabel('Budget (optional)').fill('8000');
  await page.getByLabel("Recipient's full name").fill('Tendai Moyo');
  await page.getByLabel("Recipient's mobile number").fill('077 123 4567');
  await page.getByLabel('Town or city').fill('Harare');
  await page.screenshot({ path: shots.outputPath('personal-shopper-form.png'), fullPage: true });
  await page.getByRole('button', { name: 'Send my request' }).click();

  const sent = page.locator('.e-shopper-sent-title');
  await expect(sent).toHaveText(/^Request PS-[A-Z2-9]{6} sent$/, { timeout: 30_000 });
  reference = /PS-[A-Z2-9]{6}/.exec(await sent.innerText())![0];
  await expect(page.locator('.e-shopper-sent-status')).toHaveText('Status: Request received');
  await page.screenshot({ path: shots.outputPath('personal-shopper-sent.png'), fullPage: true });

  await open(page, '/orders');
  const row = page.locator('.e-order-row').filter({ hasText: reference });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('Request received');
  await expect(row).toContainText('Personal shopper');
  await expect(row.getByRole('link', { name: 'See request' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('staff see the request with its photo and quote it; the shopper is mailed the link', async ({
  browser,
  request,
}) => {
  expect(reference, 'the first journey sent a request').toMatch(/^PS-/);
  const { context, page } = await phone(browser);
  await openAsStaff(page, '/staff/orders');
  await choose(page, 'Show', 'Requests to quote');
  const row = page.locator('.e-staff-order').filter({ hasText: reference });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('A two-door fridge, silver');
  await expect(row).toContainText('Budget: R');
  const photo = row.locator('.e-staff-request-photo img, img.e-staff-request-photo').first();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(96);
  await row.getByLabel('Quote amount').fill('4599');
  await row
    .getByLabel('Note to the shopper')
    .fill('Defy 300 L, silver. Delivered in Harare on Friday.');
  await page.screenshot({ path: test.info().outputPath('staff-quote.png'), fullPage: true });
  await row.getByRole('button', { name: 'Send quote' }).click();
  // A quoted request leaves the requests to quote, for the quotes awaiting payment.
  await expect(row).toHaveCount(0, { timeout: 30_000 });
  await choose(page, 'Show', 'Quoted, awaiting payment');
  await expect(row).toContainText('Quote ready — pay');
  await expect(row).toContainText('R 4 599,00');
  await context.close();

  await expect
    .poll(async () => (await mailsTo(request, shopper.email)).map((m) => m.subject), {
      timeout: 15_000,
    })
    .toContain(`Your quote ${reference} is ready — Baobab Basket`);
});

test('the payment link shows the quote and pays it; My orders says paid', async ({ request }) => {
  const { page } = buyer;
  const errors = collectErrors(page);
  const [mail] = (await mailsTo(request, shopper.email)).filter((m) =>
    m.subject.startsWith('Your quote'),
  );
  expect(mail!.body).toContain('Defy 300 L, silver. Delivered in Harare on Friday.');
  const link = new URL(mail!.link!);
  expect(link.pathname).toBe('/payment-link');
  await open(page, link.pathname + link.search);
  await expect(page.locator('.e-link-reference')).toHaveText(`Quote for request ${reference}`, {
    timeout: 30_000,
  });
  await expect(page.locator('.e-link-amount')).toHaveText('R 4 599,00');
  await expect(page.locator('.e-link-note')).toHaveText(
    'Defy 300 L, silver. Delivered in Harare on Friday.',
  );
  await page.screenshot({ path: test.info().outputPath('payment-link.png'), fullPage: true });
  await page.getByRole('button', { name: 'Pay R 4 599,00' }).click();
  await expect(page).toHaveURL(new RegExp(`^${urls.editor}/stripe/checkout/cs_test_`), {
    timeout: 45_000,
  });
  await expect(page.getByText('Personal shopper').first()).toBeVisible();
  await payWith(page, '4242 4242 4242 4242', 'Rudo Shopper');
  await page.waitForURL(/\/order-successful\?order=/, { timeout: 30_000 });
  await expect(page.locator('.e-order-status')).toHaveText('Paid', { timeout: 30_000 });

  await open(page, '/orders');
  const row = page.locator('.e-order-row').filter({ hasText: reference });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.locator('.e-order-row-status')).toHaveText('Paid');
  await page.screenshot({ path: test.info().outputPath('my-orders-paid.png'), fullPage: true });
  // The link again: nothing more to pay.
  await open(page, link.pathname + link.search);
  await expect(page.locator('.e-link-paid-title')).toHaveText(`Request ${reference} is paid`, {
    timeout: 30_000,
  });
  expect(errors).toEqual([]);
});
