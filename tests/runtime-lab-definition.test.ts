import { beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalJson,
  composeDynamicCollections,
  composePageData,
  parseSiteFile,
  type SiteBundle,
} from '@shared/schema/index.ts';
import { loadSiteDir } from './support/load-site.ts';

/** The runtime's own test site, served to the e2e journeys as `runtime-lab`. */
const SITE_DIR = 'tests/fixtures/sites/runtime-lab';
let texts: Record<string, string>;
let bundle: SiteBundle;

beforeAll(async () => {
  ({ texts, bundle } = await loadSiteDir(SITE_DIR));
});

describe('the runtime lab site', () => {
  it('is valid and byte for byte what the canonical writer writes', () => {
    expect(bundle.site.id).toBe('runtime-lab');
    for (const [path, text] of Object.entries(texts)) {
      const parsed = parseSiteFile(path, text);
      expect(canonicalJson(parsed.file!.value), path).toBe(text);
    }
  });

  it('keeps the catalogue records on the server', () => {
    const [products] = composeDynamicCollections(bundle);
    expect(products?.collection.id).toBe('products');
    expect(products?.collection.config.data).toHaveLength(30);
    expect(products?.variables['catalogue-page']).toEqual({ name: 'page', defaultValue: 0 });
    const page = composePageData(bundle, 'catalogue', 'en')!;
    expect(page.collections.products!.config).toEqual({});
  });
});
