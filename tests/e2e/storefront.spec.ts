import { expect, test } from '@playwright/test';
import { urls } from './env.ts';
import { headlineOf, navigationLinks, site } from './storefront-definition.ts';

test.describe('storefront (preview environment)', () => {
  test('home shows its headline and the navigation bar', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${urls.preview}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf('home'));
    const links = navigationLinks();
    expect(links.length).toBeGreaterThanOrEqual(5);
    const nav = page.locator('[data-section="navigation-bar"]');
    for (const link of links)
      await expect(nav.getByRole('link', { name: link.text, exact: true })).toBeVisible();
    const home = site.pages.find((p) => p.id === 'home')!;
    await expect(page).toHaveTitle(home.title.en!);
    await page.screenshot({ path: 'test-results/screenshots/storefront-home.png', fullPage: true });
    expect(errors).toEqual([]);
  });

  test('the navigation bar goes to the FAQ without a full reload', async ({ page }) => {
    await page.goto(`${urls.preview}/`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const faq = navigationLinks().find((l) => l.pageId === 'faq')!;
    await page
      .locator('[data-section="navigation-bar"]')
      .getByRole('link', { name: faq.text, exact: true })
      .click();
    await expect(page).toHaveURL(`${urls.preview}/faq`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf('faq'));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf('home'));
  });

  test('every page renders its headline, and an unknown path the 404 page', async ({ page }) => {
    const signIn = site.unauthenticatedPageId!;
    for (const p of site.pages) {
      if (p.cmsDataSetPath) {
        // A page bound to a data set shows the record of its path; an unknown one is the 404.
        const path = p.paths.en!.replace(/\{[^}]*\}/g, 'recSugarWhite10kg');
        await page.goto(`${urls.preview}${path}`);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('White sugar');
        continue;
      }
      const path = p.paths.en!;
      await page.goto(`${urls.preview}${path}`);
      // A page for signed-in groups sends a visitor to sign in first.
      const expected = p.pageUserGroups?.length ? signIn : p.id;
      await expect(page.getByRole('heading', { level: 1 }), `page ${p.id} at ${path}`).toHaveText(
        headlineOf(expected),
      );
    }
    await page.goto(`${urls.preview}/product/recNoSuchProduct`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      headlineOf(site.notFoundPageId!),
    );
    await page.goto(`${urls.preview}/no-such-page`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      headlineOf(site.notFoundPageId!),
    );
  });

  test('the airtime networks come from the site collection, one card each', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const collection = page.waitForResponse((r) =>
      r.url().includes('/collections/airtime-networks.json'),
    );
    const path = site.pages.find((p) => p.id === 'send-airtime')!.paths.en!;
    await page.goto(`${urls.preview}${path}`);
    expect((await collection).status()).toBe(200);
    const cards = page.locator('[data-section="send-airtime-networks"] h3');
    await expect(cards).toHaveText(['Econet', 'NetOne', 'Telecel']);
    await expect(
      page.getByText('Airtime and data bundles for Econet numbers (077, 078).'),
    ).toBeVisible();
    await expect(page.getByText('Airtime for Telecel numbers (073).')).toBeVisible();
    await page.screenshot({
      path: 'test-results/screenshots/storefront-send-airtime.png',
      fullPage: true,
    });
    expect(errors).toEqual([]);
  });

  test('on a phone the page fits the screen', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${urls.preview}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: 'test-results/screenshots/storefront-home-mobile.png',
      fullPage: true,
    });
    await context.close();
  });

  test('on a phone the navigation bar is one row, and its menu opens, traps focus and closes with Esc', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${urls.preview}/`);
    const nav = page.locator('[data-section="navigation-bar"]');
    const menu = nav.getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // One row: the logo, the cart and the menu button side by side (the links are in the menu).
    expect((await nav.boundingBox())!.height).toBeLessThanOrEqual(80);
    const tops = await Promise.all(
      [
        nav.getByRole('link', { name: 'Baobab Basket' }),
        nav.getByRole('button', { name: /^Cart/ }),
        menu,
      ].map(async (part) => Math.round((await part.boundingBox())!.y)),
    );
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(12);
    for (const link of navigationLinks())
      await expect(nav.getByRole('link', { name: link.text, exact: true })).toBeHidden();

    await menu.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (const link of navigationLinks())
      await expect(dialog.getByRole('link', { name: link.text, exact: true })).toBeVisible();
    // Focus moves to the menu's first control once its trap is ready (focus-trap loads when the
    // menu button is hovered, pressed or focused).
    await expect(dialog.locator('button:focus, a:focus')).toHaveCount(1);
    // Focus stays in the menu however far one tabs, forwards or back.
    for (const key of [
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Shift+Tab',
      'Shift+Tab',
    ]) {
      await page.keyboard.press(key);
      expect(
        await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')),
        key,
      ).toBe(true);
    }
    await page.screenshot({ path: 'test-results/screenshots/storefront-menu-mobile.png' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    // A link of the menu goes to its page and closes the menu; its "Sign in" opens the sign-in dialog.
    await menu.click();
    await dialog.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(`${urls.preview}/faq`);
    await expect(dialog).toBeHidden();
    // The address changes first; the FAQ replaces the home page once its data and styles are in
    // (the old page, menu button included, is on screen until then).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf('faq'));
    await menu.click();
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByRole('dialog')
        .getByRole('heading', { name: /sign in/i })
        .first(),
    ).toBeVisible();
    await context.close();
  });

  test('on a desktop the navigation bar shows its links and no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${urls.preview}/`);
    const nav = page.locator('[data-section="navigation-bar"]');
    await expect(nav.getByRole('link', { name: 'FAQ', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  });

  test('the contact page leaves no blank band between its introduction and its contacts', async ({
    page,
  }) => {
    await page.goto(`${urls.preview}/contact`);
    const intro = page.getByText('Questions about an order', { exact: false });
    const contacts = page.getByRole('heading', { name: 'Contact us' });
    await expect(contacts).toBeVisible();
    const introBox = await intro.boundingBox();
    const contactsBox = await contacts.boundingBox();
    // The two sections' paddings once added up to a 120 px band (issue 30).
    expect(contactsBox!.y - (introBox!.y + introBox!.height)).toBeLessThan(80);
  });
});
