import { defineConfig } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from './tests/support/chromium.ts';

/**
 * End-to-end journeys in a real Chromium. We never download a browser: CHROME_PATH names the
 * one to drive (default: Debian's /usr/bin/chromium).
 */

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
  },
});
