/** URLs printed by `npm start` in the global setup, and the owner it signed in. */
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { CSRF_HEADER } from '@shared/schema/authors.ts';
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e tests with \`npm run test:e2e\``);
  return value.replace(/\/$/, '');
}

export const urls = {
  get editor() {
    return required('BAOBAB_E2E_EDITOR');
  },
  get preview() {
    return required('BAOBAB_E2E_PREVIEW');
  },
  get staging() {
    return required('BAOBAB_E2E_STAGING');
  },
  get production() {
    return required('BAOBAB_E2E_PRODUCTION');
  },
  /** The sites folder the server reads (a temporary copy), to change a file behind its back. */
  get sitesDir() {
    return required('BAOBAB_E2E_SITES_DIR');
  },
};

export const startOutput = () => process.env.BAOBAB_E2E_OUTPUT ?? '';

/**
 * The storage state every journey starts from (`use.storageState` in `playwright.config.ts`):
 * the session of the owner the global setup made through `npm start`'s one-time link. Under
 * `test-results/` (not tracked), rewritten by each run.
 */
export const OWNER_STATE = resolve('test-results', '.auth', 'owner.json');

/**
 * The header a change to the editor's API needs besides the session cookie (which `page`,
 * `request` and `page.request` carry from the storage state): the owner's CSRF token, as the
 * editor sends it. `request.post(url, { headers: csrf(), data })`.
 */
export const csrf = () => ({ [CSRF_HEADER]: required('BAOBAB_E2E_CSRF') });

/** `http://<site>.preview.localhost:PORT`: a test site of `tests/fixtures/sites` in preview. */
export const siteUrl = (site: string) =>
  urls.preview.replace('//preview.localhost', `//${site}.preview.localhost`);

/** Uncaught errors and console errors of a page, to check that nothing went wrong. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
