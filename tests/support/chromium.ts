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
