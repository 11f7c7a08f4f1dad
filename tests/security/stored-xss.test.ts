/**
 * Stored XSS (issue 28): a site whose every text, attribute, link, image, rich text, HTML source,
 * meta tag, title, JSON-LD, site name, variable default, formula output and collection record
 * holds a payload (`stored-xss-corpus.ts`), served by the real server with the production build
 * and opened in Chromium: in preview (rendered by the browser) and after a publish to staging
 * (rendered by the server, then hydrated). No payload may run (trap, dialog, console marker),
 * no handler attribute, script URL or foreign script may reach the DOM, links with an odd scheme
 * are clicked, and every page still renders. CSP is bypassed: what is proven is the runtime's
 * own escaping.
 *
 * The build (`npm run build`) is made first when `dist/app` is missing or stale, as `npm start`
 * does (the e2e journeys then reuse it).
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from '@server/app.ts';
import { buildIsStale } from '@server/build.ts';
import { builtFrontEnd } from '@server/front-end.ts';
import { publishAsEditor } from '@server/testing/editor.ts';
import { testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import { addCorpus, Attempts, PAYLOADS, type CorpusPath } from './stored-xss-corpus.ts';
import { assertBrowser } from '../support/chromium.ts';
import { RENDERED_ATTRIBUTE } from '@runtime/app/boot.ts';
import {
  clickOddLinks,
  launchChromium,
  scanPage,
  settled,
  trappedContext,
} from './stored-xss-browser.ts';

/** `npm run build` in a process of its own (NODE_ENV as a user's, not vitest's `test`). */
async function build(): Promise<void> {
  const env = { ...process.env };
  delete env.NODE_ENV;
  delete env.VITEST;
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build: ${code}\n${errors}`)),
    );
  });
}

const attempts = new Attempts();
let paths: CorpusPath[] = [];
let server: FastifyInstance;
let browser: Browser;
let port = 0;

beforeAll(async () => {
  // Without the browser, one line saying so before the build and the server (support/chromium.ts).
  assertBrowser();
  const stale = await buildIsStale();
  if (stale !== null) await build();
  const config = await testConfig();
  await writeFixtureSite(config.sitesDir, (fixture) => {
    paths = addCorpus(fixture, attempts, PER_PAGE);
  });
  server = await createServer(config, { frontEnd: builtFrontEnd() });
  await server.listen({ host: '127.0.0.1', port: 0 });
  port = (server.server.address() as AddressInfo).port;
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Visit {
  environment: string;
  pages: number;
  clicked: number;
  findings: string[];
  ran: string[];
  notRendered: string[];
}

/** Pages open at once: page loads wait on the network and on chunks as much as on CPU. */
const TABS = 2;

/**
 * Payloads a page: a page load (boot, chunks, records) costs more than the components on it,
 * ~2.5 s a page for one payload against ~4 s for eight on this 2-core machine (issue 28).
 */
const PER_PAGE = 8;

/** Loads one corpus page, checks it rendered, scans it and clicks its odd links. */
async function visitPage(page: Page, origin: string, entry: CorpusPath, visit: Visit) {
  const { path, scopes, sentinels } = entry;
  const started = Date.now();
  const response = await page
    .goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' })
    .catch((error: unknown) => {
      visit.notRendered.push(`${path}: ${String(error)}`);
      return null;
    });
  if (response && response.status() !== 200)
    visit.notRendered.push(`${path}: ${response.status()}`);
  // On staging the server rendered the page: its headings are in the HTML before any script.
  if (response && visit.environment === 'staging') {
    const html = await response.text();
    if (!html.includes(`${RENDERED_ATTRIBUTE}="${entry.pageId}"`))
      visit.notRendered.push(`${path}: not rendered by the server`);
    for (const sentinel of sentinels)
      if (!new RegExp(`<h2[^>]*>${sentinel}<`).test(html))
        visit.notRendered.push(`${path}: "${sentinel}" not in the server's HTML`);
  }
  await page
    .waitForFunction(() => (window as { __baobabMounted?: boolean }).__baobabMounted === true)
    .catch(() => visit.notRendered.push(`${path}: never mounted`));
  // Chunks of components (rich text, map…) and records arrive after the first view.
  await settled(page);
  for (const name of sentinels)
    if (!(await page.getByRole('heading', { name }).isVisible()))
      visit.notRendered.push(`${path}: ${name} not visible`);
  if ((await page.getByText('This site could not start').count()) > 0)
    visit.notRendered.push(`${path}: "This site could not start"`);
  // Each payload reached the page as text: a formula that failed would show the default.
  for (const { scope, probe } of scopes) {
    const bound = page.locator(`.e-${scope}-bound-text`);
    const shown = (await bound.count()) > 0 ? ((await bound.first().textContent()) ?? '') : '';
    if (shown.trim() === '' || shown === 'New text')
      visit.notRendered.push(
        `${path}: ${scope}'s bound text shows ${JSON.stringify(shown)}, not #${probe}`,
      );
  }
  visit.findings.push(...(await scanPage(page)).map((finding) => `${path}: ${finding}`));
  visit.clicked += await clickOddLinks(page);
  visit.pages += 1;
  if (process.env.XSS_TIMES)
    console.log(`${visit.environment} ${path}: ${Date.now() - started} ms`);
}

/** Opens every corpus page of an environment in one context and gathers what ran or could. */
async function visitAll(environment: 'preview' | 'staging'): Promise<Visit> {
  const origin = `http://${environment}.localhost:${port}`;
  const { context, traps } = await trappedContext(browser, origin);
  const visit: Visit = {
    environment,
    pages: 0,
    clicked: 0,
    findings: [],
    ran: [],
    notRendered: [],
  };
  const queue = [...paths];
  try {
    await Promise.all(
      Array.from({ length: TABS }, async () => {
        const page = await context.newPage();
        for (let entry = queue.shift(); entry; entry = queue.shift())
          await visitPage(page, origin, entry, visit);
      }),
    );
  } finally {
    await context.close();
  }
  visit.ran = [...new Set(traps.hits)].map((n) => attempts.describe(n));
  visit.ran.push(...traps.dialogs.map((dialog) => `dialog ${dialog}`));
  visit.ran.push(...traps.console.map((line) => `console ${line}`));
  return visit;
}

function report(visit: Visit): string {
  return [
    `${visit.environment}: ${attempts.list.length} attempts (${PAYLOADS.length} payloads), ` +
      `${visit.pages} pages, ${visit.clicked} odd links clicked, ${visit.ran.length} ran, ` +
      `${visit.findings.length} DOM findings`,
    ...visit.ran.map((line) => `  ran: ${line}`),
    ...visit.findings.map((line) => `  found: ${line}`),
    ...visit.notRendered.map((line) => `  not rendered: ${line}`),
  ].join('\n');
}

/** The runtime's word on a value it refused (a style, a link, an option): nothing else. */
const REFUSED = /^\[baobab\] .*(; dropped|; they are left out)$/s;

/** Nothing ran, nothing found, every page rendered; the report is the failure's message. */
function expectClean(visit: Visit): void {
  const summary = report(visit);
  expect(visit.ran, summary).toEqual([]);
  expect(visit.findings, summary).toEqual([]);
  expect(visit.notRendered, summary).toEqual([]);
  expect(visit.pages, summary).toBe(paths.length);
}

describe('stored XSS through every place a site holds data', { timeout: 600_000 }, () => {
  it('runs nothing in preview (rendered by the browser), and every page renders', async () => {
    const visit = await visitAll('preview');
    expectClean(visit);
  });

  it('runs nothing on staging (rendered by the server, hydrated), and every page renders', async () => {
    const published = await publishAsEditor(server, 'staging');
    expect(published.statusCode, published.body).toBe(200);
    // The server renders the pages: it drops the styles that could break out of a rule and the
    // links to scripts, and says so (`runtime/render/css.ts`, `runtime/render/links.ts`…).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const visit = await visitAll('staging');
    expectClean(visit);
    const warnings = warn.mock.calls.map(([message]) => String(message));
    warn.mockRestore();
    expect(warnings.some((w) => REFUSED.test(w))).toBe(true);
    expect(warnings.filter((w) => !REFUSED.test(w))).toEqual([]);
  });
});
