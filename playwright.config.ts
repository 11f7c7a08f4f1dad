import { defineConfig } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from './tests/support/chromium.ts';
import { OWNER_STATE } from './tests/e2e/env.ts';

/**
 * End-to-end journeys in a real Chromium. We never download a browser: CHROME_PATH names the
 * one to drive (default: Debian's /usr/bin/chromium). Every browser context and API request
 * starts signed in to the editor as the owner the global setup made (`storageState`); a journey
 * as someone else sets its own (`tests/CONTEXT.md`).
 */

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // On CI a journey that fails runs once more: Playwright then reports it "flaky" (with the
  // trace of the failed run kept), which the note of the session carries — not hidden.
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
    storageState: OWNER_STATE,
  },
});
