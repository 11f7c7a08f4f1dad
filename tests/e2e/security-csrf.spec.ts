/**
 * Cross-site request forgery against the editor in a real Chromium (issue 28): while the browser
 * is signed in to the editor as an owner (the e2e storage state), a page of another origin (a
 * small server of this test) asks the editor to publish a site with the requests a browser sends
 * without a CORS preflight — a `no-cors` fetch, and forms in the three encodings. Each reaches
 * the server and is refused (403, the server's guard: `server/guards.ts`), and the site's publish
 * state and audit log are what they were.
 *
 * The attacker is served twice: on `127.0.0.1` (another site: SameSite keeps the owner's session
 * cookie at home) and on `localhost` with another port (the same site, another origin: the
 * browser sends the session cookie along — the real threat, checked on each request).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { SESSION_COOKIE } from '../support/authors.ts';
import { urls } from './env.ts';

const SITE = 'rest-lab';
const publishUrl = () => `${urls.editor}/api/sites/${SITE}/publish`;

/** The attacker's pages: each sends one forged publish as soon as it loads. */
function attackerPage(path: string): string {
  const target = publishUrl();
  const body = JSON.stringify({ environment: 'production' });
  const form = (enctype: string, fields: string) =>
    `<form method="post" enctype="${enctype}" action="${target}">${fields}</form><script>document.forms[0].submit()</script>`;
  switch (path) {
    case '/fetch':
      return `<script>fetch(${JSON.stringify(target)}, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: ${JSON.stringify(body)} })</script>`;
    case '/text-plain':
      // The text/plain trick: name + "=" + value reads as the JSON body.
      return form('text/plain', `<input name='{"environment":"production","x":"' value='"}'>`);
    case '/urlencoded':
      return form(
        'application/x-www-form-urlencoded',
        `<input name="environment" value="production">`,
      );
    case '/multipart':
      return form('multipart/form-data', `<input name="environment" value="production">`);
    default:
      return '';
  }
}

let attacker: Server;
let attackerPort = 0;
const attackers = () => ({
  'another site': `http://127.0.0.1:${attackerPort}`,
  'the same site, another origin': `http://localhost:${attackerPort}`,
});

test.beforeAll(async () => {
  attacker = createServer((request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><title>elsewhere</title>${attackerPage(request.url ?? '')}`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

/** Opens an attacker page and waits for the forged publish's answer. */
async function forge(page: Page, origin: string, path: string) {
  const answer = page.waitForResponse(
    (response) => response.url() === publishUrl() && response.request().method() === 'POST',
  );
  await page.goto(`${origin}${path}`);
  return answer;
}

test('a page of another origin cannot publish a site: no-cors fetch and three form encodings', async ({
  page,
  request,
}) => {
  // The browser is signed in as an owner, who may publish to production.
  const session = (await page.context().cookies(urls.editor)).find(
    (cookie) => cookie.name === SESSION_COOKIE,
  );
  expect(session?.httpOnly).toBe(true);
  const state = await request.get(publishUrl());
  expect(state.status()).toBe(200);
  const before = await state.json();
  const audit = async () => {
    const answer = await request.get(`${urls.editor}/api/sites/${SITE}/audit`);
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { entries: unknown[] }).entries;
  };
  const auditBefore = await audit();
  for (const [where, origin] of Object.entries(attackers())) {
    for (const path of ['/fetch', '/text-plain', '/urlencoded', '/multipart']) {
      const what = `${where} ${path}`;
      const response = await forge(page, origin, path);
      expect(response.status(), what).toBe(403);
      if (path === '/fetch') continue;
      // A form's navigation shows the guard's answer (a no-cors answer cannot be read, nor the
      // headers Chromium sent with it: Playwright sees those of a navigation only).
      await expect(page.locator('body'), what).toContainText('cross-origin');
      // From the same site the owner's session went along: only the guard stood in the way.
      const cookies = (await response.request().allHeaders()).cookie ?? '';
      if (origin.startsWith('http://localhost:'))
        expect(cookies, what).toContain(`${SESSION_COOKIE}=${session!.value}`);
      else expect(cookies, what).not.toContain(SESSION_COOKIE);
    }
  }
  expect(await (await request.get(publishUrl())).json()).toEqual(before);
  expect(await audit()).toEqual(auditBefore);
});
