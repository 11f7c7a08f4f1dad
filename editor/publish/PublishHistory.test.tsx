import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, type EditorLanguage } from '../i18n/index.ts';
import type { PublishedVersion } from '../shell/api.ts';
import { PublishHistory } from './PublishHistory.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const version = (number: number, live: boolean, message: string | null): PublishedVersion => ({
  version: `2026112${number}T080000000Z-0000000${number}`,
  number,
  publishedAt: `2026-11-2${number}T08:00:00.000Z`,
  cacheVersion: 102,
  author: null,
  message,
  pages: 27,
  collections: 6,
  live,
  url: `http://production.localhost:3000/_baobab/version/v${number}?expires=1&signature=s`,
});

function setup(options: { rollback?: Response; lang?: EditorLanguage } = {}) {
  let live = 2;
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${url}`;
    calls.push(init?.body ? `${route} ${String(init.body)}` : route);
    if (route === 'GET /api/sites/demo/publish/production/versions') {
      return json({
        environment: 'production',
        keep: 20,
        live: version(live, true, null).version,
        versions: [version(2, live === 2, null), version(1, live === 1, 'Opening day')],
      });
    }
    if (route === 'GET /api/sites/demo/publish/staging/versions') {
      return json({ environment: 'staging', keep: 20, live: null, versions: [] });
    }
    if (route === 'POST /api/sites/demo/publish/production/rollback') {
      if (options.rollback) return options.rollback;
      live = 1;
      return json({
        environment: 'production',
        version: version(1, true, null).version,
        number: 1,
      });
    }
    throw new Error(`unexpected ${route}`);
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <I18nextProvider i18n={createI18n(options.lang ?? 'en')}>
      <PublishHistory siteId="demo" />
    </I18nextProvider>,
  );
  return { calls };
}

const rows = () => within(screen.getByTestId('publish-history')).getAllByRole('row').slice(1);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PublishHistory', () => {
  it('lists production’s versions with their number, author, message, pages and link', async () => {
    setup();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [second, first] = rows();
    expect(second?.textContent).toContain('2 Live');
    expect(second?.textContent).toContain('—');
    expect(within(second!).queryByRole('button', { name: 'Roll back' })).toBeNull();
    expect(first?.textContent).toContain('Opening day');
    expect(first?.textContent).toContain('27');
    const open = within(first!).getByRole('link', { name: 'Open' });
    expect(open.getAttribute('href')).toBe(version(1, false, null).url);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('The last 20 versions are kept.')).toBeTruthy();
  });

  it('rolls back after a confirmation, then shows the version live', async () => {
    const { calls } = setup();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Roll back' }));
    expect(screen.getByText('Make version 1 live on production?')).toBeTruthy();
    // Cancel asks nothing of the server.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Roll back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Roll back to version 1' }));
    await waitFor(() =>
      expect(screen.getByTestId('rollback-result')?.textContent).toContain(
        'Production now shows version 1.',
      ),
    );
    expect(calls).toContain(
      `POST /api/sites/demo/publish/production/rollback {"version":"${version(1, true, null).version}"}`,
    );
    await waitFor(() => expect(rows()[1]?.textContent).toContain('1 Live'));
  });

  it('says why a rollback failed', async () => {
    setup({ rollback: json({ error: 'not-found', message: 'There is no version "x".' }, 404) });
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Roll back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Roll back to version 1' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The rollback failed: There is no version "x".',
    );
  });

  it('switches environment, and speaks French', async () => {
    setup({ lang: 'fr' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('heading')?.textContent).toContain('Historique des publications');
    fireEvent.click(screen.getByRole('button', { name: 'Préproduction' }));
    expect(await screen.findByText('Rien n’a encore été publié en préproduction.')).toBeTruthy();
  });
});
