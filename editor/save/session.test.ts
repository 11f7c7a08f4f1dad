import 'fake-indexeddb/auto';
import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer } from '@server/app.ts';
import { testAuthor, type TestAuthor } from '@server/authors/testing.ts';
import type { ServerConfig } from '@server/config.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig } from '@server/testing/temp-site.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '@shared/schema/authors.ts';
import type { PageFile } from '@shared/schema/site.ts';
import { loadSite } from '../app/load-site.ts';
import { createEditorStore, type EditorStore } from '../store/store.ts';
import { saveHubOf, type SaveSnapshot } from './hub.ts';
import { retryDelay, startSaving } from './session.ts';
import { clearStash, readStash, stashFiles } from './stash.ts';

type Server = Awaited<ReturnType<typeof createServer>>;

const realFetch = globalThis.fetch;
let config: ServerConfig;
let server: Server | null;
let port = 0;
/** Every request the editor sent: `METHOD path precondition`. */
let sent: string[];
/** The CSRF header of each write. */
let tokens: Array<string | undefined>;
let author: TestAuthor;
/** The session cookie the browser sends (another value: the session has ended). */
let cookie: string;
/** Called once, as the next write leaves (its answer not yet come). */
let onSend: (() => void) | undefined;
const stops: Array<() => void> = [];

async function listen(): Promise<void> {
  server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
  await server.listen({ port, host: '127.0.0.1' });
  port = (server.server.address() as AddressInfo).port;
}

async function shutDown(): Promise<void> {
  await server?.close();
  server = null;
}

beforeEach(async () => {
  config = await testConfig();
  port = 0;
  sent = [];
  tokens = [];
  onSend = undefined;
  await listen();
  // A signed-in author: the browser sends the session cookie, and the page reads the CSRF token.
  author = await testAuthor(server!);
  cookie = author.cookie;
  vi.stubGlobal('document', { cookie: `${CSRF_COOKIE}=${author.csrf}` });
  // The editor calls relative URLs; here they go to the test server (as `localhost`, an editor host).
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    if (method !== 'GET') {
      const condition = headers['if-match'] ? 'if-match' : headers['if-none-match'] ? '*' : '';
      sent.push(`${method} ${input.replace(/^\/api\/sites\/demo\/files\//, '')} ${condition}`);
      tokens.push(headers[CSRF_HEADER]);
      const hook = onSend;
      onSend = undefined;
      hook?.();
    }
    return realFetch(new URL(input, `http://localhost:${port}`), {
      ...init,
      headers: { ...headers, cookie },
    });
  });
  await clearStash('demo');
});

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  await shutDown();
});

const disk = (path: string) => readFile(join(config.sitesDir, 'demo', path), 'utf8');
const diskJson = async (path: string) => JSON.parse(await disk(path)) as PageFile;

async function open(options = {}) {
  const loaded = await loadSite('demo');
  if (!loaded.ok) throw new Error('the fixture site did not load');
  const store = createEditorStore({ siteId: 'demo', doc: loaded.bundle });
  const stop = startSaving(store, loaded.etags, {
    debounceMs: 30,
    retryBaseMs: 40,
    retryMaxMs: 200,
    ...options,
  });
  stops.push(stop);
  return { store, hub: saveHubOf(store), etags: loaded.etags, stop };
}

async function until(store: EditorStore, test: (s: SaveSnapshot) => boolean, what = 'state') {
  const hub = saveHubOf(store);
  await vi.waitFor(
    () => {
      if (!test(hub.snapshot)) throw new Error(`waiting for ${what}: ${hub.snapshot.state}`);
    },
    { timeout: 5000, interval: 10 },
  );
  return hub.snapshot;
}

const rename = (store: EditorStore, elementId: string, name: string) =>
  store.dispatch({ type: 'rename-element', payload: { pageId: 'home', elementId, name } });

describe('autosave', () => {
  it('saves the changed file once after the changes stop, with If-Match', async () => {
    const { store, hub } = await open({ debounceMs: 80 });
    await until(store, (s) => s.ready && s.state === 'saved');
    rename(store, 'title', 'T');
    rename(store, 'title', 'Ti');
    rename(store, 'title', 'Title');
    expect(hub.snapshot.state).toBe('unsaved');
    expect(sent).toEqual([]);
    await until(store, (s) => s.ready && s.state === 'saved');
    expect(sent).toEqual(['PUT pages/home.json if-match']);
    expect(tokens).toEqual([author.csrf]);
    expect((await diskJson('pages/home.json')).elements.title?.name).toBe('Title');
    // The new ETag is kept: the next change saves without a conflict.
    rename(store, 'cta', 'Go button');
    await until(store, (s) => s.state === 'saved' && sent.length === 2);
    expect((await diskJson('pages/home.json')).elements.cta?.name).toBe('Go button');
    expect(await readStash('demo')).toEqual({});
  });

  it('sends again a change made while the save was being kept in IndexedDB', async () => {
    const { store } = await open({ debounceMs: 50 });
    await until(store, (s) => s.ready && s.state === 'saved');
    rename(store, 'title', 'Changed');
    store.mark();
    // The save has started and is writing its stash: the author undoes meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.undo();
    await until(store, (s) => s.state === 'saved' && sent.length === 2, 'the second save');
    expect((await diskJson('pages/home.json')).elements.title?.name).not.toBe('Changed');
  });

  it('sends again a change made while the save was on its way to the server', async () => {
    const { store } = await open({ debounceMs: 50 });
    await until(store, (s) => s.ready && s.state === 'saved');
    rename(store, 'title', 'Changed');
    // The PUT has left, its answer not yet come: the author undoes meanwhile.
    onSend = () => store.undo();
    store.mark();
    await until(store, (s) => s.state === 'saved' && sent.length === 2, 'the second save');
    expect(sent).toEqual(['PUT pages/home.json if-match', 'PUT pages/home.json if-match']);
    expect((await diskJson('pages/home.json')).elements.title?.name).not.toBe('Changed');
  });

  it('saves at once when the undo step ends', async () => {
    const { store } = await open({ debounceMs: 60_000 });
    await until(store, (s) => s.ready && s.state === 'saved');
    rename(store, 'title', 'Marked');
    store.mark();
    await until(store, (s) => s.ready && s.state === 'saved');
    expect((await diskJson('pages/home.json')).elements.title?.name).toBe('Marked');
  });

  it('creates a new page file before site.json lists it, and deletes a removed one after', async () => {
    const { store } = await open();
    await until(store, (s) => s.ready && s.state === 'saved');
    const { doc } = store.getState();
    const about: PageFile = { ...doc.pages.faq!, pageId: 'about' };
    const aboutEntry = { ...doc.site.pages[1]!, id: 'about', linkId: 'about', name: 'About' };
    store.load({
      ...doc,
      site: { ...doc.site, pages: [...doc.site.pages, { ...aboutEntry, paths: { en: '/about' } }] },
      pages: { ...doc.pages, about },
    });
    await until(store, (s) => s.state === 'saved' && sent.length === 2);
    expect(sent).toEqual(['PUT pages/about.json *', 'PUT site.json if-match']);
    expect((await diskJson('pages/about.json')).pageId).toBe('about');

    sent = [];
    const now = store.getState().doc;
    const { about: _gone, ...pages } = now.pages;
    store.load({
      ...now,
      site: { ...now.site, pages: now.site.pages.filter((p) => p.id !== 'about') },
      pages,
    });
    await until(store, (s) => s.state === 'saved' && sent.length === 2);
    expect(sent).toEqual(['PUT site.json if-match', 'DELETE pages/about.json if-match']);
    await expect(disk('pages/about.json')).rejects.toThrow(/ENOENT/);
  });

  it('shows what the server refused (invalid) and keeps the work in this browser', async () => {
    const { store } = await open();
    await until(store, (s) => s.ready && s.state === 'saved');
    const { doc } = store.getState();
    const home = doc.pages.home!;
    store.load({
      ...doc,
      pages: {
        ...doc.pages,
        home: { ...home, elements: { ...home.elements, title: { id: 'title' } as never } },
      },
    });
    const snapshot = await until(store, (s) => s.state === 'error');
    expect(snapshot.errors[0]).toMatchObject({ path: 'pages/home.json', kind: 'invalid' });
    expect(snapshot.errors[0]!.problems.length).toBeGreaterThan(0);
    expect(Object.keys(await readStash('demo'))).toEqual(['pages/home.json']);
  });
});

describe('conflicts', () => {
  /** Another tab saves the home page (a new ETag on the server). */
  async function savedElsewhere(name: string) {
    const other = await open();
    rename(other.store, 'cta', name);
    await until(other.store, (s) => s.state === 'saved' && s.pending === 0);
    other.stop();
  }

  it('stops on 409 without overwriting, then "keep mine" saves over theirs', async () => {
    const { store } = await open();
    await until(store, (s) => s.ready && s.state === 'saved');
    await savedElsewhere('Theirs');
    rename(store, 'title', 'Mine');
    const snapshot = await until(store, (s) => s.state === 'conflict');
    expect(snapshot.conflicts).toEqual([
      { path: 'pages/home.json', etag: expect.stringMatching(/^"/) },
    ]);
    const onDisk = await diskJson('pages/home.json');
    expect(onDisk.elements.cta?.name).toBe('Theirs');
    expect(onDisk.elements.title?.name).toBeUndefined();

    saveHubOf(store).controls!.keepMine();
    await until(store, (s) => s.ready && s.state === 'saved');
    const mine = await diskJson('pages/home.json');
    expect(mine.elements.title?.name).toBe('Mine');
    expect(mine.elements.cta?.name).toBeUndefined();
  });

  it('"reload their version" loads the server\'s files and drops the local ones', async () => {
    const { store } = await open();
    await until(store, (s) => s.ready && s.state === 'saved');
    await savedElsewhere('Theirs');
    rename(store, 'title', 'Mine');
    await until(store, (s) => s.state === 'conflict');
    await saveHubOf(store).controls!.reloadTheirs();
    expect(saveHubOf(store).snapshot.state).toBe('saved');
    const home = store.getState().doc.pages.home!;
    expect(home.elements.cta?.name).toBe('Theirs');
    expect(home.elements.title?.name).toBeUndefined();
    expect(await readStash('demo')).toEqual({});
    // Later changes save over their version.
    rename(store, 'title', 'After');
    await until(store, (s) => s.state === 'saved' && s.pending === 0);
    const onDisk = await diskJson('pages/home.json');
    expect(onDisk.elements).toMatchObject({ cta: { name: 'Theirs' }, title: { name: 'After' } });
  });
});

describe('offline and recovery', () => {
  it('keeps the change in IndexedDB while the server is down, and saves it when it is back', async () => {
    const { store, etags } = await open();
    await until(store, (s) => s.ready && s.state === 'saved');
    await shutDown();
    rename(store, 'title', 'Offline');
    const offline = await until(store, (s) => s.state === 'offline');
    expect(offline.retryAt).not.toBeNull();
    const stash = await readStash('demo');
    expect(stash['pages/home.json']).toMatchObject({
      baseEtag: etags['pages/home.json'],
      content: { elements: { title: { name: 'Offline' } } },
    });
    // Still down: a change is kept, not sent, and retries back off.
    rename(store, 'title', 'Offline 2');
    await vi.waitFor(
      async () =>
        expect((await readStash('demo'))['pages/home.json']?.content).toMatchObject({
          elements: { title: { name: 'Offline 2' } },
        }),
      { timeout: 2000 },
    );
    await listen();
    await until(store, (s) => s.state === 'saved', 'the retry');
    expect((await diskJson('pages/home.json')).elements.title?.name).toBe('Offline 2');
    await vi.waitFor(async () => expect(await readStash('demo')).toEqual({}));
  });

  it('keeps the work in IndexedDB when the session ends (401): signed out, not offline', async () => {
    const { store } = await open();
    await until(store, (s) => s.ready && s.state === 'saved');
    cookie = 'baobab-author=ended';
    rename(store, 'title', 'Signed out');
    const signedOut = await until(store, (s) => s.state === 'signed-out');
    expect(signedOut.retryAt).toBeNull();
    expect((await readStash('demo'))['pages/home.json']?.content).toMatchObject({
      elements: { title: { name: 'Signed out' } },
    });
    // A change meanwhile is kept in this browser, not sent.
    const asked = sent.length;
    rename(store, 'title', 'Signed out 2');
    await vi.waitFor(async () =>
      expect((await readStash('demo'))['pages/home.json']?.content).toMatchObject({
        elements: { title: { name: 'Signed out 2' } },
      }),
    );
    expect(sent).toHaveLength(asked);
    expect(saveHubOf(store).snapshot.state).toBe('signed-out');
    // Signed in again (another tab): trying again saves it.
    cookie = author.cookie;
    saveHubOf(store).controls!.retryNow();
    await until(store, (s) => s.state === 'saved', 'the save after signing in');
    expect((await diskJson('pages/home.json')).elements.title?.name).toBe('Signed out 2');
  });

  it('says which file the server cannot read and where, keeps the change here and does not retry', async () => {
    const { store, etags } = await open();
    await until(store, (s) => s.ready && s.state === 'saved');
    const good = await disk('pages/home.json');
    await writeFile(join(config.sitesDir, 'demo', 'pages', 'home.json'), '{\n  "page": ');
    rename(store, 'title', 'Mine');
    const shown = await until(store, (s) => s.state === 'unreadable');
    expect(shown.retryAt).toBeNull();
    expect(shown.errors).toEqual([
      expect.objectContaining({
        path: 'pages/home.json',
        kind: 'unreadable',
        unreadable: {
          file: 'pages/home.json',
          at: { line: 2, column: 11 },
          reason: 'Unexpected end of JSON input',
        },
      }),
    ]);
    expect((await readStash('demo'))['pages/home.json']).toMatchObject({
      baseEtag: etags['pages/home.json'],
      content: { elements: { title: { name: 'Mine' } } },
    });
    // Not retried by itself (offline retries every 40 ms here).
    const asked = sent.length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sent).toHaveLength(asked);
    // Fixed on disk (put back as it was), then "Retry now": saved. A file fixed into another
    // version than the change was made over gives the conflict dialog (409) instead.
    await writeFile(join(config.sitesDir, 'demo', 'pages', 'home.json'), good);
    saveHubOf(store).controls!.retryNow();
    await until(store, (s) => s.state === 'saved', 'the retry');
    expect((await diskJson('pages/home.json')).elements.title?.name).toBe('Mine');
  });

  it('says a server failure (500) as an error to see, not offline, and does not retry it', async () => {
    const { store } = await open();
    await until(store, (s) => s.ready && s.state === 'saved');
    const serverFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
      (init?.method ?? 'GET') === 'GET'
        ? serverFetch(input, init)
        : Promise.resolve(Response.json({ message: 'boom' }, { status: 500 })),
    );
    rename(store, 'title', 'Failed');
    const failed = await until(store, (s) => s.state === 'error');
    expect(failed.errors).toEqual([
      expect.objectContaining({ path: 'pages/home.json', kind: 'refused', message: 'boom' }),
    ]);
    expect(failed.retryAt).toBeNull();
    expect((await readStash('demo'))['pages/home.json']).toBeDefined();
  });

  it('restores the kept files when the editor opens and saves them over their base', async () => {
    const before = await loadSite('demo');
    if (!before.ok) throw new Error('not loaded');
    const home = before.bundle.pages.home!;
    const kept = {
      ...home,
      elements: { ...home.elements, cta: { ...home.elements.cta!, name: 'Kept' } },
    };
    await stashFiles('demo', {
      'pages/home.json': {
        content: kept,
        baseEtag: before.etags['pages/home.json']!,
        stamp: 's1',
        savedAt: 1,
      },
    });
    const { store } = await open();
    expect(store.getState().doc.pages.home?.elements.cta?.name).toBeUndefined();
    const snapshot = await until(store, (s) => s.restored !== null && s.state === 'saved');
    expect(snapshot.restored).toEqual({ seq: 1, count: 1 });
    expect(store.getState().doc.pages.home?.elements.cta?.name).toBe('Kept');
    expect((await diskJson('pages/home.json')).elements.cta?.name).toBe('Kept');
    await vi.waitFor(async () => expect(await readStash('demo')).toEqual({}));
  });

  it('restores over a file changed since then as a conflict, never silently', async () => {
    const before = await loadSite('demo');
    if (!before.ok) throw new Error('not loaded');
    const home = before.bundle.pages.home!;
    const kept = {
      ...home,
      elements: { ...home.elements, cta: { ...home.elements.cta!, name: 'Kept' } },
    };
    await stashFiles('demo', {
      'pages/home.json': { content: kept, baseEtag: '"stale"', stamp: 's2', savedAt: 1 },
    });
    const { store } = await open();
    await until(store, (s) => s.state === 'conflict');
    expect((await diskJson('pages/home.json')).elements.cta?.name).toBeUndefined();
  });

  it('restores a file that reached the server before the browser closed without a conflict', async () => {
    const before = await loadSite('demo');
    if (!before.ok) throw new Error('not loaded');
    const text = await disk('pages/home.json');
    await writeFile(
      join(config.sitesDir, 'demo', 'pages/home.json'),
      text.replace('"Go"', '"Went"'),
    );
    const home = before.bundle.pages.home!;
    const kept = {
      ...home,
      elements: { ...home.elements, cta: { ...home.elements.cta!, props: { text: 'Went' } } },
    };
    await stashFiles('demo', {
      'pages/home.json': {
        content: kept,
        baseEtag: before.etags['pages/home.json']!,
        stamp: 's3',
        savedAt: 1,
      },
    });
    const { store } = await open();
    await until(store, (s) => s.restored !== null && s.state === 'saved');
  });

  it('keeps what was not sent yet when the editor closes, for the next time', async () => {
    const { store, stop } = await open({ debounceMs: 60_000 });
    await until(store, (s) => s.ready && s.state === 'saved');
    rename(store, 'title', 'Closing');
    stop();
    await vi.waitFor(async () =>
      expect((await readStash('demo'))['pages/home.json']?.content).toMatchObject({
        elements: { title: { name: 'Closing' } },
      }),
    );
    expect(sent).toEqual([]);
    const reopened = await open();
    await until(reopened.store, (s) => s.restored?.count === 1 && s.state === 'saved');
    expect((await diskJson('pages/home.json')).elements.title?.name).toBe('Closing');
  });

  it('backs off 1 s, 2 s, 4 s… up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelay(n, 1000, 30_000))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});
