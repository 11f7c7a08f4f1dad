/**
 * The Chromium the e2e journeys and the benchmarks drive: never a downloaded browser. CHROME_PATH
 * names the one to use (default: Debian's /usr/bin/chromium); the flags keep it quiet (no
 * background traffic, updates, sync or QUIC probes that would disturb tests or timings).
 *
 * Chromium 156 builds its omnibox popup as WebUI pages for every new window, headless too: two
 * renderers fetching ~500 chrome:// modules each, about 4.4 s of CPU in the first seconds of each
 * browser context, beside the page under test on a 2-core machine. No test or page uses the
 * omnibox, so both popups are turned off.
 */
import { accessSync, constants, statSync } from 'node:fs';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * The one line to print when the browser is missing (null when `path` is an executable file): a
 * run without it would otherwise fail deep inside Playwright ("executable doesn't exist").
 */
export function missingBrowserMessage(path: string = CHROME_PATH): string | null {
  try {
    if (statSync(path).isFile()) {
      accessSync(path, constants.X_OK);
      return null;
    }
  } catch {
    // Missing or not executable: the message below.
  }
  return `Chromium not found at ${path}. Install it (Debian/Ubuntu: apt-get install -y chromium) or set CHROME_PATH to a Chrome or Chromium binary.`;
}

/** Throws the one line of `missingBrowserMessage`, with no stack, when the browser is missing. */
export function assertBrowser(path: string = CHROME_PATH): void {
  const message = missingBrowserMessage(path);
  if (message === null) return;
  const error = new Error(message);
  // Printed as the message alone: the stack of this check says nothing to the reader.
  error.stack = message;
  throw error;
}
