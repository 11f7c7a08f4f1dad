/**
 * Chromium for the stored-XSS corpus: traps that record any payload that runs (`__xss(n)`,
 * dialogs, a console marker) and a scan of the DOM for what could run even where nothing did —
 * so the suite proves the runtime's own escaping, not a Content-Security-Policy (contexts are
 * made with `bypassCSP`).
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Frame,
  type Page,
} from 'playwright-core';
import { CHROME_PATH, CHROMIUM_ARGS } from '../support/chromium.ts';

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    // Every `*.localhost` name to the test server's address.
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
}

/** What ran (the attempts' numbers, dialogs, console markers) in one browser context. */
export interface Traps {
  hits: number[];
  dialogs: string[];
  console: string[];
  errors: string[];
}

/**
 * A context whose pages report every payload that runs. CSP is bypassed and service workers are
 * blocked; requests to other hosts are refused at once (a payload's image, Google Maps).
 */
export async function trappedContext(
  browser: Browser,
  origin: string,
): Promise<{ context: BrowserContext; traps: Traps }> {
  const traps: Traps = { hits: [], dialogs: [], console: [], errors: [] };
  const context = await browser.newContext({ bypassCSP: true, serviceWorkers: 'block' });
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  await context.exposeFunction('__xss', (n: unknown) => {
    traps.hits.push(Number(n));
  });
  await context.addInitScript(() => {
    const w = window as unknown as { __baobabMounted?: boolean };
    window.addEventListener('baobab:mounted', () => {
      w.__baobabMounted = true;
    });
  });
  context.on('page', (page) => watch(page, traps));
  return { context, traps };
}

/** Requests in flight per page: `settled` waits on them instead of a fixed network-idle delay. */
const inFlight = new WeakMap<Page, Set<unknown>>();

function watch(page: Page, traps: Traps): void {
  const requests = new Set<unknown>();
  inFlight.set(page, requests);
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) requests.clear();
  });
  page.on('dialog', (dialog) => {
    traps.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('console', (message) => {
    // Only the marker itself: a warning quoting a payload's text is not a run.
    if (/^xss-ran-\d+$/.test(message.text())) traps.console.push(message.text());
  });
  page.on('pageerror', (error) => traps.errors.push(error.message));
}

/**
 * Resolves once `page` has had no request in flight for `quiet` ms (components' chunks, records,
 * images arrive after the first view), or after `limit` ms: Playwright's `networkidle` waits a
 * fixed 500 ms, once per page load.
 */
export async function settled(page: Page, quiet = 150, limit = 5_000): Promise<void> {
  const requests = inFlight.get(page);
  const end = Date.now() + limit;
  let idleSince = Date.now();
  while (requests && Date.now() < end) {
    if (requests.size > 0) idleSince = Date.now();
    else if (Date.now() - idleSince >= quiet) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * What in a document could run script without a CSP: event-handler attributes, script and data
 * addresses on elements that navigate or load a document (as the browser parses them, so
 * `java\tscript:` counts; an image's `javascript:` source never runs), scripts that are not the
 * app's (its bundles, its JSON data, a cached page's loader, the map's Google loader), frames,
 * objects, `<base>` and meta refreshes. Evaluated in the page, so self-contained.
 */
function scanDocument(): string[] {
  const findings: string[] = [];
  const APP_SCRIPTS = new Set([
    'baobab-boot',
    'baobab-preloads',
    'baobab-icons',
    'baobab-collections',
    'baobab-structured-data',
  ]);
  const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster'];
  const NAVIGATING = new Set([
    'A',
    'AREA',
    'IFRAME',
    'FRAME',
    'OBJECT',
    'EMBED',
    'FORM',
    'BUTTON',
    'INPUT',
    'BASE',
    'SCRIPT',
  ]);
  const describe = (el: Element) =>
    `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`;
  for (const el of Array.from(document.querySelectorAll('*'))) {
    for (const attribute of Array.from(el.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) findings.push(`${describe(el)} has handler ${name}`);
      if (name === 'srcdoc') findings.push(`${describe(el)} has srcdoc`);
      if (!URL_ATTRIBUTES.includes(name)) continue;
      let protocol = '';
      try {
        protocol = new URL(attribute.value, document.baseURI).protocol;
      } catch {
        continue;
      }
      if (!NAVIGATING.has(el.tagName.toUpperCase())) continue;
      const scheme = ['javascript:', 'vbscript:', 'data:'].includes(protocol);
      // React 19 puts a throwing `javascript:` in place of one it blocks: the runtime let it by.
      if (scheme && attribute.value.includes('React has blocked a javascript: URL'))
        findings.push(`${describe(el)} ${name}: a javascript: URL React blocked`);
      else if (scheme)
        findings.push(`${describe(el)} ${name}=${JSON.stringify(attribute.value.slice(0, 60))}`);
    }
  }
  for (const script of Array.from(document.scripts)) {
    const src = script.src ? new URL(script.src, document.baseURI) : null;
    // The loader of a cached page (server/csp/hashes.ts): it starts one of the app's files.
    const loader =
      script.id === 'baobab-loader' &&
      /^\(\(\)=>\{const d=document,u="\/_app\/[\w.-]+\.js",l=[^"]*$/.test(script.text);
    const own =
      loader ||
      APP_SCRIPTS.has(script.id) ||
      (src?.origin === location.origin && src.pathname.startsWith('/_app/')) ||
      src?.origin === 'https://maps.googleapis.com';
    if (!own) findings.push(`a script that is not the app's: ${script.outerHTML.slice(0, 80)}`);
  }
  for (const el of Array.from(document.querySelectorAll('iframe, frame, object, embed, base')))
    findings.push(`${describe(el)} element`);
  for (const el of Array.from(document.querySelectorAll('meta[http-equiv]')))
    findings.push(`meta http-equiv ${el.getAttribute('http-equiv') ?? ''}`);
  return findings;
}

/** Findings of every frame of the page (same-origin frames are scanned too). */
export async function scanPage(page: Page): Promise<string[]> {
  const findings: string[] = [];
  for (const frame of page.frames()) {
    const found = await frame
      .evaluate(scanDocument)
      .catch((error: unknown) => [`frame ${frame.url()} not scanned: ${String(error)}`]);
    findings.push(
      ...found.map((finding) =>
        frame === page.mainFrame() ? finding : `${frameName(frame)} ${finding}`,
      ),
    );
  }
  return findings;
}

function frameName(frame: Frame): string {
  return `[frame ${frame.url().slice(0, 40)}]`;
}

/**
 * Clicks every link and submit control whose address is not the web's (`http:`, `https:`,
 * `mailto:`, `tel:`): after the runtime's filtering there should be none; a script URL that got
 * through would run here. Web links are left alone (they only navigate).
 */
export async function clickOddLinks(page: Page): Promise<number> {
  const selectors = await page.evaluate(() => {
    const web = new Set(['http:', 'https:', 'mailto:', 'tel:']);
    const odd: string[] = [];
    document.querySelectorAll('a[href], area[href], form[action] button').forEach((el, i) => {
      const value = el.getAttribute('href') ?? el.closest('form')?.getAttribute('action') ?? '';
      let protocol = '';
      try {
        protocol = new URL(value, document.baseURI).protocol;
      } catch {
        return;
      }
      if (web.has(protocol)) return;
      el.setAttribute('data-xss-click', String(i));
      odd.push(`[data-xss-click="${i}"]`);
    });
    return odd;
  });
  for (const selector of selectors)
    await page
      .click(selector, { timeout: 2_000, noWaitAfter: true, force: true })
      .catch(() => undefined);
  return selectors.length;
}
