/**
 * Bus tickets (issue 29), in Chromium on the **production** environment after a publish, at
 * 390 px: a shopper picks a route, a day, a departure and two seats on the seat map, enters both
 * passengers and pays on the Stripe stand-in's hosted page; the e-ticket shows the booking
 * reference and a QR code that decodes to it (jsQR over the drawn code), and the outbox has the
 * e-ticket mail. The next visitor sees both seats taken (and the seat map and passenger form
 * pass axe); another shopper who leaves the payment page gets the seat back, and cannot open
 * the first one's e-ticket; staff see both passengers on the departure's list.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { axeViolations, WCAG_AA_AND_BEST_PRACTICE } from '../support/axe.ts';
import { collectErrors, urls } from './env.ts';
import {
  newShopper,
  open,
  openAsStaff,
  payWith,
  phone,
  PHONE,
  publishShop,
  shop,
} from './shop-phone.ts';

const DEPARTURE = /^Limpopo Express, 06:00 to 23:30/;
const SEATS = ['7', '8'];

test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** A day 10 to 49 days ahead (the Limpopo Express runs daily): its seats are this run's. */
const travelDate = (() => {
  const day = new Date(Date.now() + (10 + Math.floor(Math.random() * 40)) * 86_400_000);
  return day.toISOString().slice(0, 10);
})();

/** The route, the day and the departure, on /book-bus. */
async function chooseDeparture(page: Page) {
  await open(page, '/book-bus');
  await page.getByRole('button', { name: 'Johannesburg', exact: true }).click();
  await page.getByRole('button', { name: 'Harare', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Harare', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByLabel('Travel date').fill(travelDate);
  const departure = page.getByRole('button', { name: DEPARTURE });
  await expect(departure).toBeVisible({ timeout: 30_000 });
  await departure.click();
  await expect(departure).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Seat map' })).toBeVisible();
}

/** A Tuesday after the travel day. */
const aTuesday = (() => {
  const day = new Date(`${travelDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((9 - day.getUTCDay()) % 7 || 7));
  return day.toISOString().slice(0, 10);
})();

const seat = (page: Page, number: string) =>
  page.getByRole('group', { name: 'Seat map' }).getByRole('button', {
    name: new RegExp(`^Seat ${number}(, taken)?$`),
  });

/** The QR code's pixels, drawn from its SVG on a canvas in the page, read by jsQR here. */
async function decodeQr(page: Page, selector: string): Promise<string | null> {
  const image = await page.locator(selector).evaluate(async (root) => {
    const svg = root.querySelector('svg');
    if (!svg) return null;
    const side = 400;
    const source = new XMLSerializer().serializeToString(svg);
    const picture = new Image();
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.drawImage(picture, 0, 0, side, side);
    return { side, pixels: Array.from(context.getImageData(0, 0, side, side).data) };
  });
  if (!image) return null;
  return jsQR(Uint8ClampedArray.from(image.pixels), image.side, image.side)?.data ?? null;
}

/** A screenshot's pixels (drawn on a canvas in the page), read by jsQR here. */
async function decodeScreenshot(page: Page, png: Buffer): Promise<string | null> {
  const image = await page.evaluate(
    async (source) => {
      const picture = new Image();
      picture.src = source;
      await picture.decode();
      const canvas = document.createElement('canvas');
      canvas.width = picture.naturalWidth;
      canvas.height = picture.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(picture, 0, 0);
      const { width, height, data } = context.getImageData(0, 0, canvas.width, canvas.height);
      return { width, height, pixels: Array.from(data) };
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
  return jsQR(Uint8ClampedArray.from(image.pixels), image.width, image.height)?.data ?? null;
}

let shopper: { context: BrowserContext; page: Page; email: string };
let reference = '';
let ticketUrl = '';

test.beforeAll(async ({ request }) => {
  await publishShop(request);
});

test.afterAll(async () => {
  await shopper?.context.close();
});

test('a shopper picks two seats, enters the passengers, pays and gets an e-ticket with a QR code', async ({
  browser,
}) => {
  const testInfo = test.info();
  // axe's script is added by the test: the page's policy would refuse it.
  shopper = await newShopper(browser, 'Rudo Bus', { bypassCSP: true });
  const { page, email } = shopper;
  const errors = collectErrors(page);
  await chooseDeparture(page);
  await page.evaluate(() => document.querySelector('.e-bus-title')?.scrollIntoView());
  await page.screenshot({ path: testInfo.outputPath('bus-choose.png') });
  for (const number of SEATS) {
    await seat(page, number).click();
    await expect(seat(page, number)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByText(/^Your seats: 7, 8 — R\s?1\s?000,00$/)).toBeVisible();
  await page.getByRole('group', { name: 'Seat map' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('bus-seat-map.png') });
  for (const [number, name, document] of [
    ['7', 'Rudo Moyo', 'EN123456'],
    ['8', 'Tendai Moyo', 'FN654321'],
  ] as const) {
    await page.getByLabel(`Seat ${number}: Full name`).fill(name);
    await page.getByLabel(`Seat ${number}: Passport or ID number`).fill(document);
    await page.getByLabel(`Seat ${number}: Phone`).fill('+263 77 123 4567');
  }
  await page.screenshot({ path: testInfo.outputPath('bus-seats-chosen.png'), fullPage: true });
  await page.getByRole('button', { name: /^Pay R/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('bus-passengers-form.png') });
  await page.getByRole('button', { name: /^Pay R/ }).click();

  // The stand-in's hosted page: two seats at R500.
  await expect(page.getByLabel('Card number')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/seat 7/)).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');

  await page.waitForURL(/\/e-ticket\?order=/, { timeout: 30_000 });
  ticketUrl = page.url();
  const shown = page.locator('.e-ticket-reference');
  await expect(shown).toHaveText(/^BUS-[A-Z2-9]{6}$/, { timeout: 30_000 });
  reference = (await shown.innerText()).trim();
  await expect(page.locator('.e-ticket-card')).toContainText('Rudo Moyo');
  await expect(page.locator('.e-ticket-card')).toContainText('Seat 8');
  await expect(page.getByRole('img', { name: `QR code of booking ${reference}` })).toBeVisible();
  expect(await decodeQr(page, '.e-ticket-qr')).toBe(reference);
  await page.screenshot({ path: testInfo.outputPath('bus-e-ticket.png'), fullPage: true });
  expect(await axeViolations(page, { options: WCAG_AA_AND_BEST_PRACTICE })).toEqual([]);

  const answer = await page.request.get(
    `${urls.editor}/mail/outbox?format=json&to=${encodeURIComponent(email)}`,
  );
  const { mails } = (await answer.json()) as { mails: Array<{ subject: string; body: string }> };
  const mail = mails.find((m) => m.subject.startsWith(`E-ticket ${reference}`));
  expect(mail?.body).toContain(`Booking reference: ${reference}`);
  expect(mail?.body).toContain('Document: FN654321');
  // The outbox shows the mail with its attachment: the QR code reads as the reference.
  const outbox = await shopper.context.newPage();
  await outbox.goto(`${urls.editor}/mail/outbox?to=${encodeURIComponent(email)}`);
  const attached = outbox
    .locator('article.mail', { hasText: `E-ticket ${reference}` })
    .getByRole('img', { name: `e-ticket-${reference}.png` });
  const shot = await attached.screenshot({ path: test.info().outputPath('bus-mail-qr.png') });
  expect(await decodeScreenshot(outbox, shot)).toBe(reference);
  await outbox.close();

  // My orders lists the booking beside any other order, with its status.
  await open(page, '/orders');
  await expect(page.locator('.e-order-row').filter({ hasText: reference })).toContainText('Paid');
  expect(errors).toEqual([]);
});

test('the next visitor sees the seats taken, on a seat map with no axe finding', async ({
  browser,
}) => {
  expect(reference, 'the first journey booked').toMatch(/^BUS-/);
  // A guest: the taken seats are public (no personal data). axe's script needs the CSP bypassed.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: PHONE,
    isMobile: true,
    bypassCSP: true,
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await chooseDeparture(page);
  for (const number of SEATS) {
    await expect(seat(page, number)).toHaveAccessibleName(`Seat ${number}, taken`);
    await expect(seat(page, number)).toBeDisabled();
  }
  await seat(page, '9').click();
  await expect(page.getByLabel('Seat 9: Full name')).toBeVisible();
  await expect(
    page.getByText('Sign in to book: your e-ticket is kept in your account.'),
  ).toBeVisible();
  expect(await axeViolations(page, { options: WCAG_AA_AND_BEST_PRACTICE })).toEqual([]);
  await page.getByRole('group', { name: 'Seat map' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('bus-seats-taken.png') });
  // Zambezi Coaches run to Bulawayo on Mondays, Wednesdays, Fridays and Sundays only.
  await page.getByRole('button', { name: 'Bulawayo', exact: true }).click();
  await page.getByLabel('Travel date').fill(aTuesday);
  await expect(
    page.getByText(/^No coach runs from Johannesburg to Bulawayo on Tuesday/),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Seat map' })).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('another shopper who leaves the payment page gets the seat released, and cannot open the first one’s e-ticket', async ({
  browser,
}) => {
  expect(ticketUrl, 'the first journey booked').toMatch(/\/e-ticket\?order=/);
  const { context, page } = await newShopper(browser, 'Next Bus');
  await chooseDeparture(page);
  await seat(page, '9').click();
  await page.getByLabel('Seat 9: Full name').fill('Farai Dube');
  await page.getByLabel('Seat 9: Passport or ID number').fill('ZW998877');
  await page.getByLabel('Seat 9: Phone').fill('+263 71 234 5678');
  await page.getByRole('button', { name: /^Pay R/ }).click();
  await expect(page.getByLabel('Card number')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Back: cancel the payment and return to the shop' }).click();
  await page.waitForURL(/\/book-bus\?order=/, { timeout: 30_000 });
  await expect(
    page.getByText('Payment cancelled: your seats were released. Choose again to book.'),
  ).toBeVisible({ timeout: 30_000 });
  await chooseDeparture(page);
  await expect(seat(page, '9')).toHaveAccessibleName('Seat 9');
  await expect(seat(page, '9')).toBeEnabled();
  await page.goto(ticketUrl);
  await expect(page.getByText(/^This e-ticket is not in your account\./)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('.e-ticket-reference')).toHaveCount(0);
  await expect(page.locator('.e-ticket-qr')).toHaveCount(0);
  await context.close();
});

test('staff see the passengers of the departure', async ({ browser }) => {
  expect(reference, 'the first journey booked').toMatch(/^BUS-/);
  const { context, page } = await phone(browser);
  await openAsStaff(page, '/staff/orders');
  // Staff orders lead to the bus passengers.
  await page.getByRole('link', { name: 'Bus passengers' }).click();
  await page.waitForURL(`${shop()}/staff/bus-passengers`, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.getByRole('combobox', { name: 'Departure' }).click();
  await page.getByRole('option', { name: 'Limpopo Express, Johannesburg → Harare, 06:00' }).click();
  await page.getByLabel('Day of the departure').fill(travelDate);
  const rows = page.locator('.e-staff-bus-passenger');
  await expect(rows).toHaveCount(2, { timeout: 30_000 });
  await expect(rows.nth(0)).toContainText('Seat 7');
  await expect(rows.nth(0)).toContainText('Rudo Moyo');
  await expect(rows.nth(1)).toContainText('Tendai Moyo');
  await expect(rows.nth(1)).toContainText(reference);
  await page.screenshot({ path: test.info().outputPath('bus-passengers.png'), fullPage: true });
  await context.close();
});
