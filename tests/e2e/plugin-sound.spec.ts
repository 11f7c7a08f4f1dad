/**
 * The media lab (`tests/fixtures/sites/media-lab`): the sound plugin playing a real WAV through
 * howler in Chromium, the tag manager's dataLayer and container script (offline and loaded), the
 * package loader's ordered scripts from a package CDN base, and uploads (signed address, PUT with
 * progress, download).
 */
import { build } from 'esbuild';
import { expect, test, type Page } from '@playwright/test';
import type * as UploadModule from '../../runtime/app/upload.ts';
import { collectErrors, siteUrl } from './env.ts';

const lab = () => siteUrl('media-lab');

/** The tag manager's container answers with an empty script (the lab has no network). */
const quietContainer = (page: Page) =>
  page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );

const soundState = (page: Page) => page.locator('.e-sound-state');
const errorText = (page: Page) => page.locator('.e-error-text');
const click = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

/** Seconds played, as the page shows them. */
async function shownTime(page: Page): Promise<number> {
  const text = (await soundState(page).textContent()) ?? '';
  return Number(/time=([\d.]+)/.exec(text)?.[1] ?? NaN);
}

test.describe('media lab: sound', () => {
  test.use({ serviceWorkers: 'block' });

  test('loads, plays with progress, pauses, seeks, stops, changes options and unloads', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await quietContainer(page);
    await page.goto(`${lab()}/`);
    await expect(soundState(page)).toHaveText('no sound');
    // howler comes with the first load action, not with the page.
    const howler = page.waitForRequest((r) => /howler/i.test(r.url()), { timeout: 10_000 });
    await click(page, 'Load the tone');
    await howler;
    await expect(soundState(page)).toHaveText('playing=false time=0 total=3 percent=0');
    await expect(page.locator('.e-sound-options')).toHaveText(
      'volume=1 mute=false rate=1 loop=false title=Lab tone',
    );

    await click(page, 'Play');
    await expect(soundState(page)).toContainText('playing=true');
    // Progress refreshes while playing (every ~333 ms): several distinct times, each with its
    // percentage of the 3 seconds.
    const snapshots: Array<{ time: number; percent: number }> = [];
    for (let i = 0; i < 6; i += 1) {
      const text = (await soundState(page).textContent()) ?? '';
      const time = Number(/time=([\d.]+)/.exec(text)?.[1]);
      const percent = Number(/percent=([\d.]+)/.exec(text)?.[1]);
      if (text.includes('playing=true')) snapshots.push({ time, percent });
      await page.waitForTimeout(150);
    }
    const moving = snapshots.filter(({ time }) => time > 0);
    expect(new Set(moving.map(({ time }) => time)).size).toBeGreaterThanOrEqual(2);
    for (const { time, percent } of moving) expect(percent).toBeCloseTo((time / 3) * 100, 0);

    await click(page, 'Pause');
    await expect(soundState(page)).toContainText('playing=false');
    const pausedAt = await shownTime(page);
    await page.waitForTimeout(700);
    expect(await shownTime(page)).toBe(pausedAt);

    await click(page, 'Seek to 2 s');
    await expect(soundState(page)).toContainText('time=2 total=3');
    await click(page, 'Play');
    await expect(soundState(page)).toContainText('playing=true');
    // From 2 s the 3-second tone ends within about a second, and stops playing.
    await expect(soundState(page)).toContainText('playing=false', { timeout: 5_000 });

    await click(page, 'Volume 0.5');
    await click(page, 'Mute');
    await click(page, 'Rate 2');
    await click(page, 'Loop');
    await expect(page.locator('.e-sound-options')).toHaveText(
      'volume=0.5 mute=true rate=2 loop=true title=Lab tone',
    );
    await click(page, 'Fade out');
    await expect(page.locator('.e-sound-options')).toContainText('volume=0.1');
    await click(page, 'Play');
    await expect(soundState(page)).toContainText('playing=true');
    await click(page, 'Stop');
    await expect(soundState(page)).toHaveText('playing=false time=0 total=3 percent=0');

    await click(page, 'Unload');
    await expect(soundState(page)).toHaveText('no sound');
    await click(page, 'Play');
    await expect(errorText(page)).toHaveText('Error: Sound not found: tone');
    // The only error: the engine's log of that failed action.
    expect(errors).toEqual([
      '[baobab] workflow "Play" stopped at action "a0" (sound:play): Sound not found: tone',
    ]);
  });

  test('an unknown sound and a file that cannot load take the error branch', async ({ page }) => {
    await page.goto(`${lab()}/`);
    await click(page, 'Play a ghost');
    await expect(errorText(page)).toHaveText('Error: Sound not found: ghost');
    await click(page, 'Load a missing file');
    // howler's own loader error (Web Audio: the XHR status).
    await expect(errorText(page)).toHaveText('Error: Failed loading audio file with status: 404.');
    await expect(soundState(page)).toHaveText('no sound');
  });

  test('the playing tone is shown in the media session', async ({ page }) => {
    await page.goto(`${lab()}/`);
    await click(page, 'Load the tone');
    await expect(soundState(page)).toContainText('total=3');
    await click(page, 'Play');
    await expect(soundState(page)).toContainText('playing=true');
    const session = await page.evaluate(() => ({
      title: navigator.mediaSession.metadata?.title,
      artist: navigator.mediaSession.metadata?.artist,
      album: navigator.mediaSession.metadata?.album,
      state: navigator.mediaSession.playbackState,
    }));
    expect(session).toEqual({
      title: 'Lab tone',
      artist: 'Baobab',
      album: 'Media lab',
      state: 'playing',
    });
    await page.screenshot({ path: 'test-results/e2e/media-lab/media-session.png', fullPage: true });
  });
});

test.describe('media lab: tag manager', () => {
  test.use({ serviceWorkers: 'block' });
  const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-LABSTAGE';

  test('offline, the container fails harmlessly and events still reach dataLayer', async ({
    page,
  }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const asked: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      asked.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.goto(`${lab()}/`);
    await expect(page.locator('.e-tags-state')).toHaveText('container=GTM-LABSTAGE loaded=false');
    await expect.poll(() => asked).toEqual([GTM]);
    await expect
      .poll(() => warnings)
      .toContainEqual(expect.stringContaining(`could not be loaded from ${GTM}`));
    await click(page, 'Push an event');
    await click(page, 'Push without event');
    await expect(errorText(page)).toHaveText('Error: No event defined.');
    const layer = await page.evaluate(
      () => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer,
    );
    expect(layer).toEqual([
      { 'gtm.start': expect.any(Number) as unknown, event: 'gtm.js' },
      { item: 'maize meal', value: 120, event: 'add_to_cart' },
    ]);
    expect(pageErrors).toEqual([]);
  });

  test('a container that loads sees the events pushed', async ({ page }) => {
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        // A stand-in container: GTM reads dataLayer and replaces push to hear later events.
        body: `window.labContainer = [];
          const layer = window.dataLayer;
          const push = layer.push.bind(layer);
          layer.push = (entry) => { window.labContainer.push(entry.event); return push(entry); };`,
      }),
    );
    await page.goto(`${lab()}/`);
    await expect(page.locator('.e-tags-state')).toHaveText('container=GTM-LABSTAGE loaded=true');
    await click(page, 'Push an event');
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { labContainer: string[] }).labContainer),
      )
      .toEqual(['add_to_cart']);
  });
});

test.describe('media lab: package loader', () => {
  test.use({ serviceWorkers: 'block' });

  test('loads the packages from the CDN base in order', async ({ page }) => {
    const errors = collectErrors(page);
    await quietContainer(page);
    const order: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/assets/cdn/')) order.push(new URL(r.url()).pathname);
    });
    await page.goto(`${lab()}/`);
    await expect(page.locator('.e-packages-state')).toHaveText(
      'loaded=lab-greeting@1.0.0, lab-shout@2.1.0 done=true error=',
    );
    expect(order).toEqual([
      '/assets/cdn/lab-greeting@1.0.0/greeting.js',
      '/assets/cdn/lab-shout@2.1.0/shout.js',
    ]);
    // The second package used what the first defined.
    expect(await page.evaluate(() => document.documentElement.dataset.packages)).toBe(
      'HELLO FROM THE PACKAGE CDN',
    );
    expect(errors).toEqual([]);
  });

  test('a package that cannot load is a clear error and stops the ones after it', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') logged.push(m.text());
    });
    await page.route('**/assets/cdn/lab-greeting@1.0.0/greeting.js', (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await page.goto(`${lab()}/`);
    const message = `Failed to load package lab-greeting@1.0.0 from /assets/cdn/lab-greeting@1.0.0/greeting.js`;
    await expect(page.locator('.e-packages-state')).toHaveText(
      `loaded= done=false error=${message}`,
    );
    expect(logged.some((text) => text.includes(message))).toBe(true);
  });
});

/** `runtime/app/upload.ts` as a script for the page (its imports are types only). */
async function uploadModule(): Promise<string> {
  const result = await build({
    entryPoints: ['runtime/app/upload.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'BaobabUpload',
    target: 'es2022',
  });
  return result.outputFiles[0]!.text;
}

test.describe('media lab: uploads', () => {
  test.use({ serviceWorkers: 'block' });

  test('a file goes up with progress, under its sanitised name, and comes back as a download', async ({
    page,
  }) => {
    await page.goto(`${lab()}/`);
    await page.addScriptTag({ content: await uploadModule() });
    // A slow uplink, so the upload takes a few progress events.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    const outcome = await page.evaluate(async () => {
      const { createUploadEffects } = (window as unknown as { BaobabUpload: typeof UploadModule })
        .BaobabUpload;
      const published: Array<Record<string, unknown>> = [];
      const effects = createUploadEffects({
        siteId: 'media-lab',
        publish: (id, state) => published.push({ id, ...state }),
      });
      const bytes = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
      const file = new File([bytes], 'Order #12 (copy).pdf', { type: 'application/pdf' });
      const progress: number[] = [];
      const status = (uploadProgress: number, isUploading: boolean, isUploaded: boolean) =>
        effects.setUploadStatus({
          variableId: undefined,
          fileName: file.name,
          uploadProgress,
          isUploading,
          isUploaded,
        });
      status(0, true, false);
      const result = await effects.uploadFile(file, {
        name: 'Order_12__copy_.pdf',
        tag: 'invoice',
        onProgress: (percent) => {
          progress.push(percent);
          status(percent, true, false);
        },
      });
      status(100, false, true);
      return { result, progress, last: published.at(-1) };
    });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(outcome.result).toMatchObject({
      name: 'Order_12__copy_.pdf',
      ext: 'pdf',
      tag: 'invoice',
      size: 3 * 1024 * 1024,
    });
    const between = outcome.progress.filter((p) => p > 0 && p < 100);
    expect(between.length).toBeGreaterThanOrEqual(2);
    expect(outcome.progress).toEqual([...outcome.progress].sort((a, b) => a - b));
    expect(outcome.progress.at(-1)).toBe(100);
    expect(outcome.last).toEqual({
      id: 'uploads',
      status: {
        'Order #12 (copy).pdf': { uploadProgress: 100, isUploading: false, isUploaded: true },
      },
    });

    // The stored file, served back, through the download-file action of a workflow.
    const url = outcome.result.url;
    expect(url).toMatch(
      /\/api\/designs\/media-lab\/user-files\/[0-9a-f]{32}\/Order_12__copy_\.pdf$/,
    );
    await page.goto(
      `${lab()}/?file=${encodeURIComponent(url)}&name=${encodeURIComponent('Order #12 (copy).pdf')}`,
    );
    const download = page.waitForEvent('download');
    await click(page, 'Download the file');
    const file = await download;
    // Download names keep only word characters, spaces, dots and hyphens.
    expect(file.suggestedFilename()).toBe('Order 12 copy.pdf');
    const { readFile } = await import('node:fs/promises');
    const saved = await readFile((await file.path())!);
    expect(saved.length).toBe(3 * 1024 * 1024);
    expect(saved[300]).toBe(300 % 251);
  });

  test('the server refuses a type outside the list and a file over the limit', async ({ page }) => {
    await quietContainer(page);
    await page.goto(`${lab()}/`);
    const sign = (payload: unknown) =>
      page.evaluate(async (body) => {
        const response = await fetch('/api/designs/media-lab/user-files', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      }, payload);
    expect(await sign({ name: 'x.html', type: 'text/html', size: 10 })).toEqual({
      status: 415,
      body: { error: 'Files of type "text/html" cannot be uploaded.' },
    });
    expect(await sign({ name: 'x.pdf', type: 'application/pdf', size: 11 * 1024 * 1024 })).toEqual({
      status: 413,
      body: { error: 'The file is larger than the upload limit (10 MB).' },
    });
  });
});
