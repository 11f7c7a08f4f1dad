import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { loadCatalogueEntry } from '@catalogue/registry.ts';
import { loadEngine } from '../engine/load.ts';
import { SiteRuntime } from '../state/site-runtime.ts';
import { app, page, pageData } from '../testing/fixtures.ts';
import { hasHtml, htmlReady, loadHtml } from './html-load.ts';
import { PageView } from './PageView.tsx';

afterEach(cleanup);

it('renders an element met before its HTML chunk without it, then with it once it arrives', async () => {
  await Promise.all([loadEngine(), loadCatalogueEntry('text')]);
  expect(htmlReady()).toBe(false);
  const home = page('home', { en: '/' }, [{ uid: 'main', sectionTitle: 'Main' }]);
  const site = app([home]);
  const elements = {
    note: {
      id: 'note',
      type: 'text',
      props: { text: 'Paid' },
      htmlId: 'status-note',
      attributes: [{ name: 'role', value: 'status' }],
    },
    plain: { id: 'plain', type: 'text', props: { text: 'Hello' } },
  };
  expect(hasHtml(elements.note)).toBe(true);
  expect(hasHtml(elements.plain)).toBe(false);
  const data = pageData(
    home,
    [{ uid: 'main', sectionTitle: 'Main', children: ['note', 'plain'] }],
    elements,
  );
  const warn = vi.fn();
  const runtime = new SiteRuntime(site, { siteId: 'test', warn });
  runtime.enterPage(
    data,
    { id: 'home', name: 'home', path: '/', lang: 'en', params: {}, pageLoaded: false },
    ['en'],
  );
  const view = render(<PageView data={data} app={site} lang="en" runtime={runtime} warn={warn} />);
  const note = () => view.container.querySelector<HTMLElement>('.e-note')!;
  expect(note().textContent).toBe('Paid');
  expect(note().getAttribute('role')).toBeNull();
  await act(async () => {
    await loadHtml();
  });
  expect(htmlReady()).toBe(true);
  expect(note().getAttribute('role')).toBe('status');
  expect(note().id).toBe('status-note');
  expect(warn).not.toHaveBeenCalled();
});
