/**
 * The replacement-pattern corpus (issue 28, Injection): `String.prototype.replace` with a
 * replacement string reads `$&`, `` $` ``, `$'`, `$1`, `$$` in it as patterns, so a site whose
 * texts hold them must still be served with them literally: in the HTML head, in the boot JSON
 * and in the page data, from the drafts (preview) and from a publish (staging). `</script>` and
 * `<!--` in the same texts must not leave the boot data's script.
 */
import { describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import { publishAsEditor } from '@server/testing/editor.ts';
import { escapeHtml } from '@runtime/server/site-source.ts';
import { createFormulaFunctions, evaluateFormula } from '@shared/formula/index.ts';
import type { BootData } from '@shared/schema/compose.ts';

/** Every replacement pattern, then what could close the script or open a comment. */
const PATTERNS = "$` $' $& $1 $$ $<x> $0";
const BREAKOUT = '</script><!--<script>';
const text = (label: string) => `${label} ${PATTERNS} ${BREAKOUT}`;

const SITE_NAME = text('Shop');
const TITLE = text('Home');
const DESCRIPTION = text('Groceries');
const STRUCTURED = `{"@type":"Store","name":${JSON.stringify(text('Store'))}}`;
const ELEMENT_TEXT = text('Welcome');
/** The formula of the review: its source holds `$'`, its result `$` and the amount. */
const PRICE_FORMULA = "'$' + variables.amount";
const AMOUNT = "&' $` 12";

async function setup() {
  const config = await testConfig();
  await writeFixtureSite(config.sitesDir, (f) => {
    f.site.name = SITE_NAME;
    const home = f.site.pages[0]!;
    home.title = { en: TITLE };
    home.meta = { ...home.meta, desc: { en: DESCRIPTION }, structuredData: { en: STRUCTURED } };
    f.site.variables = {
      amount: { id: 'amount', name: 'amount', type: 'string', defaultValue: AMOUNT },
    };
    f.site.formulas = { price: { id: 'price', name: 'price', code: PRICE_FORMULA } };
    f.pages.home!.elements.title!.props = { text: { $lang: { en: ELEMENT_TEXT } }, tag: 'h1' };
    f.pages.home!.elements.cta!.props = { text: { $formula: PRICE_FORMULA } };
  });
  const server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
  return { server };
}

/**
 * The boot data's script. Besides it, the page may hold only its structured data (JSON-LD,
 * `runtime/server/head.ts`), which must be the site's JSON, whole: each script closed once.
 */
function bootOf(html: string): BootData {
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  const others = scripts.filter((tag) => !tag.startsWith('<script id="baobab-boot"'));
  expect(others.every((tag) => tag.includes('type="application/ld+json"'))).toBe(true);
  expect(others.length).toBeLessThanOrEqual(1);
  expect(html.match(/<\/script>/g)).toHaveLength(scripts.length);
  const structured = /<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html);
  if (structured) expect(JSON.parse(structured[1]!)).toEqual(JSON.parse(STRUCTURED));
  const match = /<script id="baobab-boot" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no boot data');
  return JSON.parse(match[1]!) as BootData;
}

function expectSiteServedLiterally(html: string) {
  expect(html).toContain(`<title>${escapeHtml(TITLE)}</title>`);
  expect(html).toContain(`<meta name="description" content="${escapeHtml(DESCRIPTION)}">`);
  // Nothing of the data opens a comment or closes a tag: `<` is escaped everywhere.
  expect(html).not.toContain('<!--');
  // The structured data is in the head too, as the site's JSON (checked in `bootOf`).
  expect(html).toMatch(/<script\b[^>]*type="application\/ld\+json"/);
  expect(html.match(/<\/head>/g)).toHaveLength(1);
  const boot = bootOf(html);
  expect(boot.app.site.name).toBe(SITE_NAME);
  const home = boot.app.site.pages.find((page) => page.id === 'home')!;
  expect(home.title).toEqual({ en: TITLE });
  expect(home.meta.desc).toEqual({ en: DESCRIPTION });
  expect(home.meta.structuredData).toEqual({ en: STRUCTURED });
  expect(boot.app.formulas.price?.code).toBe(PRICE_FORMULA);
  expect(boot.app.variables.amount?.defaultValue).toBe(AMOUNT);
}

async function expectPageDataLiterally(
  server: Awaited<ReturnType<typeof setup>>['server'],
  host: string,
) {
  const response = await server.inject({ url: '/data/home.json?wwlang=en', headers: { host } });
  expect(response.statusCode).toBe(200);
  const data = JSON.parse(response.body) as {
    wwObjects: Record<string, { props?: Record<string, unknown> }>;
  };
  expect(data.wwObjects.title?.props?.text).toEqual({ $lang: { en: ELEMENT_TEXT } });
  expect(data.wwObjects.cta?.props?.text).toEqual({ $formula: PRICE_FORMULA });
}

describe('replacement patterns and script breakouts in site texts', { timeout: 60_000 }, () => {
  it('are served literally by preview: head, boot data and page data', async () => {
    const { server } = await setup();
    const host = 'preview.localhost:3000';
    const response = await server.inject({ url: '/', headers: { host } });
    expect(response.statusCode).toBe(200);
    expectSiteServedLiterally(response.body);
    await expectPageDataLiterally(server, host);
  });

  it('are served literally after a publish (staging)', async () => {
    const { server } = await setup();
    const published = await publishAsEditor(server, 'staging');
    expect(published.statusCode, published.body).toBe(200);
    const host = 'staging.localhost:3000';
    const response = await server.inject({ url: '/', headers: { host } });
    expect(response.statusCode).toBe(200);
    expectSiteServedLiterally(response.body);
    await expectPageDataLiterally(server, host);
    // An unknown path answers the 404 page with the same head and boot data.
    const missing = await server.inject({ url: '/nope', headers: { host } });
    expect(missing.statusCode).toBe(404);
    expect(bootOf(missing.body).app.site.name).toBe(SITE_NAME);
  });

  it('the formula gives "$" and the amount, as data', () => {
    const formulas = createFormulaFunctions([{ id: 'price', name: 'price', code: PRICE_FORMULA }]);
    const scope = { variables: { amount: AMOUNT }, formulas };
    expect(evaluateFormula(PRICE_FORMULA, scope)).toBe(`$${AMOUNT}`);
    expect(evaluateFormula('formulas.price()', scope)).toBe(`$${AMOUNT}`);
  });
});
