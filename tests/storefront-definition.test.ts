import { beforeAll, describe, expect, it } from 'vitest';
import {
  CACHE_VERSION,
  canonicalJson,
  parseSiteFile,
  type SiteBundle,
} from '@shared/schema/index.ts';
import { loadSiteDir } from './support/load-site.ts';

const SITE_DIR = 'sites/cross-border-shop';
let texts: Record<string, string>;
let bundle: SiteBundle;

beforeAll(async () => {
  ({ texts, bundle } = await loadSiteDir(SITE_DIR));
});

describe('the storefront definition', () => {
  it('has no problem, not even a warning', () => {
    expect(bundle.site.id).toBe('cross-border-shop');
    expect(Object.keys(texts).length).toBeGreaterThan(27);
  });

  it('is byte for byte what the canonical writer writes', () => {
    for (const [path, text] of Object.entries(texts)) {
      const parsed = parseSiteFile(path, text);
      expect(parsed.file, path).not.toBeNull();
      expect(canonicalJson(parsed.file!.value), path).toBe(text);
    }
  });

  it('has every page of the specification with its path', () => {
    const paths = Object.fromEntries(bundle.site.pages.map((p) => [p.id, p.paths.en]));
    // Paths given by the specification's page table (its page names were raw: "home page",
    // "product_detail"…; the storefront names them as an author would, issue 30).
    expect(paths).toMatchObject({
      'order-confirmation-page': '/order-successful',
      'payment-link': '/payment-link',
      'privacy-policy': '/privacy-policy',
      'category-juice-and-cold-drinks': '/category-juice-and-cold-drinks',
      'category-detergents': '/category-detergent',
      'category-meat': '/category-meat',
      'category-toiletries': '/category-toiletries',
      'category-groceries': '/category-groceries',
      'delivery-terms': '/delivery-terms',
      'login-signup': '/author',
      'personal-shopper': '/personal-shopper',
      'return-policy': '/return-policy',
    });
    const ids = [
      'home',
      'payment-page',
      'category-medicines',
      'registration-page',
      'faq',
      'our-story',
      'product-detail',
      'product',
      'terms-of-service',
      'contact',
      'book-bus',
      'send-airtime',
      'buy-airtime',
      'update-personal-details',
    ];
    for (const id of ids) expect(paths[id], id).toMatch(/^\//);
    expect(bundle.site.pages.find((p) => p.id === bundle.site.homePageId)?.paths.en).toBe('/');
  });

  it('names its pages as an author would: capitalised words, no ids, each name once', () => {
    const names = bundle.site.pages.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name, name).toMatch(/^[A-Z][A-Za-z0-9 ()]+$/);
    // Every page but the home and 404 pages sits in a folder (the editor's page picker groups by it).
    const loose = bundle.site.pages.filter((p) => p.folder === null).map((p) => p.id);
    expect(loose.sort()).toEqual(['home', 'not-found']);
  });

  it('follows the constants of the specification', () => {
    expect(bundle.site.cacheVersion).toBe(CACHE_VERSION);
    expect(bundle.site.defaultTheme).toBe('light');
    expect(bundle.site.langs).toEqual([{ lang: 'en', default: true }]);
    // The pages of the specification are open to all; the shop's own account and staff pages
    // need a signed-in shopper, or staff. The payment link shows the shopper's own quote.
    const gated: Record<string, string[]> = {
      'payment-link': ['shoppers'],
      'payment-page': ['shoppers'],
      'order-confirmation-page': ['shoppers'],
      'update-personal-details': ['shoppers'],
      'my-orders': ['shoppers'],
      'staff-orders': ['staff'],
      'staff-messages': ['staff'],
      'e-ticket': ['shoppers'],
      'staff-bus': ['staff'],
    };
    for (const page of bundle.site.pages)
      expect(page.pageUserGroups, page.id).toEqual(gated[page.id] ?? []);
    expect(bundle.site.userGroups.staff?.roles).toEqual(['admin']);
    expect(bundle.site.userGroups.shoppers?.roles).toEqual([]);
    const home = bundle.site.pages.find((p) => p.id === 'home')!;
    expect(home.meta.desc.en).toMatch(/1-3 days|1–3 days/);
  });

  it('uses the shared sections on most pages', () => {
    for (const uid of ['top-banner', 'navigation-bar', 'footer']) {
      const users = bundle.site.pages.filter((p) => p.sections.includes(uid)).length;
      expect(users, uid).toBeGreaterThan(bundle.site.pages.length / 2);
    }
  });

  it('shows its error messages as text announced to screen readers, with no HTML built by hand', () => {
    const files = [...Object.values(bundle.pages), ...Object.values(bundle.sections)];
    const elements = files.flatMap((file) => Object.values(file.elements));
    // An HTML element whose markup a formula writes needs escaping in the formula: never here.
    const handMade = elements.filter(
      (e) => e.type === 'html' && JSON.stringify(e.props ?? {}).includes('$formula'),
    );
    expect(handMade.map((e) => e.id)).toEqual([]);
    const alerts = elements.filter((e) =>
      e.attributes?.some((a) => a.name === 'role' && a.value === 'alert'),
    );
    expect(alerts.map((e) => e.id).sort()).toEqual([
      'airtime-error',
      'bus-error',
      'checkout-error',
      'contact-error',
      'link-error-text',
      'link-pay-error',
      'login-error',
      'messages-load-error',
      'profile-error',
      'profile-recipients-error',
      'register-error',
      'shopper-error',
      'shopper-upload-error',
      'staff-bus-error',
      'staff-error',
      'ticket-load-error',
      'ticket-missing',
      'ticket-refund',
    ]);
    for (const alert of alerts) expect(alert.type, alert.id).toBe('text');
  });
});
