/** The Debian Chromium the benchmarks drive (never a downloaded browser), with quiet flags. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** No background traffic (updates, sync, QUIC probes) that would disturb timings or downloads. */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
}
