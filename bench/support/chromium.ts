/** The Chromium the benchmarks drive: the same browser and flags as the e2e journeys. */
import { CHROME_PATH, CHROMIUM_ARGS as CHROME_FLAGS } from '../../tests/support/chromium.ts';

export { CHROME_PATH, CHROME_FLAGS };

export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
}
