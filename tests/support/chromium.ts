/**
 * The Chromium the e2e journeys and the benchmarks drive: never a downloaded browser. CHROME_PATH
 * names the one to use (default: Debian's /usr/bin/chromium); the flags keep it quiet (no
 * background traffic, updates, sync or QUIC probes that would disturb tests or timings).
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
];
