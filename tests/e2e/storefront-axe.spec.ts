/**
 * Every storefront page passes axe (WCAG 2.1 A and AA, and axe's best practices) at a desktop's
 * and a phone's width, as visitors get it: the production environment after a publish, rendered
 * on the server and hydrated. Landmarks come from the sections' tags (shared/schema/section-tag.ts).
 */
import { expect, test } from '@playwright/test';
import { axeViolations, WCAG_AA_AND_BEST_PRACTICE } from '../support/axe.ts';
import { csrf, urls } from './env.ts';
import { site } from './storefront-definition.ts';

/** A path of each page: a product page shows a real product. */
const paths = site.pages.map((page) => page.paths.en!.replace('{id:}', 'recMaizeMeal10kg1'));

test.beforeAll(async ({ request }) => {
  const published = await request.post(`${urls.editor}/api/sites/cross-border-shop/publish`, {
    headers: csrf(),
    data: { environment: 'production' },
  });
  expect(published.status(), await published.text()).toBe(200);
});

for (const width of [1280, 390]) {
  test(`every storefront page has no axe finding at ${width} px`, async ({ browser }) => {
    test.setTimeout(240_000);
    // The pages' policy allows their own scripts only: axe's is added by the test.
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      isMobile: width < 500,
      bypassCSP: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const findings: string[] = [];
    for (const path of paths) {
      await page.goto(`${urls.production}${path}`);
      // Pages for signed-in shoppers or staff send a guest to the sign-in page: that one is checked.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      for (const finding of await axeViolations(page, { options: WCAG_AA_AND_BEST_PRACTICE }))
        findings.push(`${path}: ${finding}`);
    }
    expect(findings).toEqual([]);
    await context.close();
  });
}
