/**
 * The storefront's contact form (issue 29, "Contact"), in Chromium at 390 px on **production**
 * after a publish from the editor API: a guest's empty form says what to fill; a message is
 * sent, confirmed with its reference, mailed to the shop's address (the outbox) and listed on the
 * staff's messages page; a send without a connection says so in the alert; a bot that
 * fills the hidden field is told it was sent, and nothing is kept. Its own unique senders, so it
 * runs beside the other journeys.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations, WCAG_AA_AND_BEST_PRACTICE } from '../support/axe.ts';
import { collectErrors, urls } from './env.ts';
import { mailsTo, openAsStaff, PHONE, publishShop } from './shop-phone.ts';

const SHOP_MAIL = 'help@baobabbasket.example';
const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const sender = { name: 'Nyasha Chikore', email: `nyasha.${run}@example.com` };
// `$` patterns and `</script>` are text like any other, in the page, the mail and the staff list.
const MESSAGE = `Order BB-7KQ2ZD ${run}: the maize meal came torn.\nCan you send another? $& $1 </script>`;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** A phone nobody is signed in on (not even the editor's owner); `bypassCSP` lets axe in. */
async function phone(browser: Browser, bypassCSP = false) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: PHONE,
    bypassCSP,
    storageState: { cookies: [], origins: [] },
  });
  return { context, page: await context.newPage() };
}

/** The contact page once its scripts have run (its Send button does something). */
async function openContact(page: Page) {
  await page.goto(`${urls.production}/contact`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
}

let reference = '';

test.beforeAll(async ({ request }) => {
  await publishShop(request);
});

test('a guest sends a message: confirmed, stored and in the outbox', async ({
  browser,
  request,
}) => {
  const { context, page } = await phone(browser, true);
  const errors = collectErrors(page);
  await openContact(page);
  const form = page.locator('.e-contact-form');
  const send = form.getByRole('button', { name: 'Send message' });

  // Nothing filled: each required field says what to write, nothing is sent.
  await send.click();
  await expect(page.locator('.e-contact-name-message')).toHaveText(
    'Enter your name, so we know who we answer.',
  );
  await expect(page.locator('.e-contact-email-message')).toHaveText(
    'Enter your email address: we answer there.',
  );
  await expect(page.locator('.e-contact-message-message')).toHaveText(
    'Write your message: what can we help you with?',
  );
  await expect(page.getByLabel('Your name', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // The field's own border gives way to the invalid state's red (`overrides.invalid`).
  await expect(page.locator('.e-contact-name')).toHaveCSS('border-top-color', 'rgb(179, 38, 30)');
  await expect(page.locator('.e-contact-phone')).not.toHaveCSS(
    'border-top-color',
    'rgb(179, 38, 30)',
  );
  await expect(page.locator('.e-contact-phone-message')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('contact-empty.png'), fullPage: true });

  // The hidden field is nobody's to fill: not reachable, not announced.
  const trap = page.locator('.e-contact-website');
  await expect(trap).toHaveAttribute('aria-hidden', 'true');
  await expect(trap.locator('input')).toHaveAttribute('tabindex', '-1');
  expect(
    await axeViolations(page, {
      context: '.e-contact-form-card',
      options: WCAG_AA_AND_BEST_PRACTICE,
    }),
  ).toEqual([]);

  // The connection drops as they send: the alert says nothing went, and the form keeps it all.
  await page.getByLabel('Your name', { exact: true }).fill(sender.name);
  await page.getByLabel('Email', { exact: true }).fill(sender.email);
  await page.getByLabel('Phone or WhatsApp (optional)').fill('+27 71 555 0199');
  await page.getByLabel('Your message', { exact: true }).fill(MESSAGE);
  expect(errors).toEqual([]);
  await context.setOffline(true);
  await send.click();
  // (The forms plugin's chunk loads on its first use: offline, that is what fails first.)
  await expect(page.getByRole('alert')).toHaveText(
    /^(This could not be done: part of the page did not load\. Check your connection, then try again\.|The message could not be sent: check your connection, then try again\.)$/,
  );
  await page.screenshot({ path: test.info().outputPath('contact-offline.png'), fullPage: true });
  await context.setOffline(false);
  // What the console said offline: the failed load and the workflow that stopped on it.
  for (const error of errors.splice(0))
    expect(error).toMatch(
      /ERR_INTERNET_DISCONNECTED|plugin "forms" failed to load|workflow "Send the contact form" stopped/,
    );

  // Sent again, online: the confirmation and its reference.
  await send.click();
  await expect(
    page.getByText('Thank you — we have your message and will answer within one working day.'),
  ).toBeVisible({ timeout: 15_000 });
  reference = /MSG-[A-Z2-9]{6}/.exec(
    await page.locator('.e-contact-sent-reference').innerText(),
  )![0];
  await expect(form).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('contact-sent.png'), fullPage: true });

  // The shop's mail, with what was written, and where to answer.
  await expect
    .poll(async () => (await mailsTo(request, SHOP_MAIL)).find((m) => m.body.includes(reference)), {
      timeout: 15_000,
    })
    .toBeTruthy();
  const mail = (await mailsTo(request, SHOP_MAIL)).find((m) => m.body.includes(reference))!;
  expect(mail.subject).toBe(`Baobab Basket: a message from the contact form (${reference})`);
  expect(mail.body).toContain(`Name: ${sender.name}`);
  expect(mail.body).toContain('Phone: +27 71 555 0199');
  expect(mail.body).toContain(`  ${MESSAGE.split('\n')[1]}`);
  expect(mail.body).toContain(`Reply to: ${sender.email}`);

  // Another message starts from an empty form.
  await page.getByRole('button', { name: 'Write another message' }).click();
  await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('');
  expect(errors).toEqual([]);
  await context.close();
});

test('a bot that fills the hidden field is told it was sent; nothing is kept', async ({
  browser,
  request,
}) => {
  const { context, page } = await phone(browser);
  await openContact(page);
  const bot = `bot.${run}@example.com`;
  await page.getByLabel('Your name', { exact: true }).fill('Cheap Pills');
  await page.getByLabel('Email', { exact: true }).fill(bot);
  await page.getByLabel('Your message', { exact: true }).fill(`Buy now ${run}`);
  // What a bot does: it fills every field it finds in the markup, seen or not.
  await page
    .locator('.e-contact-website input')
    .fill('http://cheap-pills.example', { force: true });
  await page.locator('.e-contact-form').getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByText('Thank you — we have your message and will answer within one working day.'),
  ).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(500);
  expect((await mailsTo(request, SHOP_MAIL)).filter((m) => m.body.includes(bot))).toEqual([]);
  await context.close();
});

test('staff see the message on their messages page', async ({ browser }) => {
  expect(reference, 'the guest sent a message first').toMatch(/^MSG-/);
  const { context, page } = await phone(browser);
  await openAsStaff(page, '/staff/messages');
  const row = page.locator('.e-staff-message').filter({ hasText: reference });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText(`${sender.name} · ${sender.email} · +27 71 555 0199`);
  await expect(row.locator('.e-staff-message-text')).toHaveText(MESSAGE);
  await expect(page.locator('.e-staff-message').filter({ hasText: 'Cheap Pills' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('staff-messages.png'), fullPage: true });
  await context.close();
});
