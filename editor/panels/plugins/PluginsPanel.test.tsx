import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { EditorStoreContext } from '../../store/hooks.ts';
import type { EditorStore } from '../../store/store.ts';
import { testStore } from '../../store/testing.ts';
import { PluginsPanel } from './PluginsPanel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(store: EditorStore = testStore(), lang: 'en' | 'fr' = 'en') {
  render(
    <EditorStoreContext.Provider value={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <PluginsPanel />
      </I18nextProvider>
    </EditorStoreContext.Provider>,
  );
  return store;
}

const card = (plugin: string) =>
  document.querySelector<HTMLElement>(`[data-testid="plugins-card"][data-plugin="${plugin}"]`)!;
const input = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLInputElement>(
    `[data-field="${name}"] input, [data-field="${name}"] textarea, [data-field="${name}"] select`,
  )!;

describe('PluginsPanel', () => {
  it('lists the available plugins and enables one with its defaults and a settings form', () => {
    const store = show();
    expect(screen.getByRole('button', { name: 'Enable Tag manager' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enable Tag manager' }));
    expect(store.getState().doc.site.plugins['tag-manager']?.publicSettings).toEqual({
      scriptHost: 'https://www.googletagmanager.com',
    });
    const form = card('tag-manager');
    expect(screen.queryByRole('button', { name: 'Enable Tag manager' })).toBeNull();
    // The plugin's own message sits beside the field it is about.
    expect(form.querySelector('[data-field="productionContainerId"]')!.textContent).toContain(
      'A production container id is required.',
    );
    const field = input(form, 'productionContainerId');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'G' } });
    fireEvent.change(field, { target: { value: 'GTM-1' } });
    fireEvent.blur(field);
    expect(
      store.getState().doc.site.plugins['tag-manager']?.publicSettings.productionContainerId,
    ).toBe('GTM-1');
    expect(form.querySelector('[data-testid="plugins-problem"]')).toBeNull();
    store.undo();
    expect(store.getState().doc.site.plugins['tag-manager']?.publicSettings).toEqual({
      scriptHost: 'https://www.googletagmanager.com',
    });
  });

  it('edits public and private settings of every type, checking numbers and JSON in place', () => {
    const store = testStore();
    store.dispatch({ type: 'enable-plugin', payload: { plugin: 'analytics' } });
    store.dispatch({ type: 'enable-plugin', payload: { plugin: 'payment' } });
    store.dispatch({ type: 'enable-plugin', payload: { plugin: 'package-loader' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"writeKey":null,"events":[]}')),
    );
    show(store);
    const analytics = card('analytics');
    const rate = input(analytics, 'collectorRateLimit');
    fireEvent.change(rate, { target: { value: 'ten' } });
    expect(analytics.querySelector('[data-field="collectorRateLimit"]')!.textContent).toContain(
      'Enter a number.',
    );
    fireEvent.change(rate, { target: { value: '20' } });
    expect(store.getState().doc.site.plugins.analytics?.privateSettings?.collectorRateLimit).toBe(
      20,
    );

    const payment = card('payment');
    const secret = input(payment, 'secretKey');
    expect(secret.type).toBe('password');
    fireEvent.click(within(payment).getByRole('button', { name: 'Show Private API key' }));
    expect(input(payment, 'secretKey').type).toBe('text');
    fireEvent.change(input(payment, 'secretKey'), { target: { value: 'sk_test' } });
    expect(store.getState().doc.site.plugins.payment?.privateSettings?.secretKey).toBe('sk_test');
    fireEvent.change(input(payment, 'successPage'), { target: { value: 'faq' } });
    expect(store.getState().doc.site.plugins.payment?.publicSettings.successPage).toBe('faq');

    const loader = card('package-loader');
    const packages = input(loader, 'packages');
    fireEvent.change(packages, { target: { value: '[{"name":' } });
    expect(loader.querySelector('[data-field="packages"]')!.textContent).toContain(
      'Not valid JSON',
    );
    fireEvent.change(packages, { target: { value: '[{"name":"dayjs","version":"1.11.13"}]' } });
    expect(store.getState().doc.site.plugins['package-loader']?.publicSettings.packages).toEqual([
      { name: 'dayjs', version: '1.11.13' },
    ]);
  });

  it('disables a plugin after confirming', () => {
    const store = testStore();
    store.dispatch({ type: 'enable-plugin', payload: { plugin: 'sound' } });
    show(store);
    expect(card('sound').textContent).toContain('This plugin has no settings.');
    fireEvent.click(screen.getByRole('button', { name: 'Disable Sound' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable' }));
    expect(store.getState().doc.site.plugins).toEqual({});
    expect(screen.getByRole('button', { name: 'Enable Sound' })).toBeTruthy();
  });

  it('shows the analytics events when the analytics plugin is enabled', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ writeKey: 'wk', events: [] }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const store = show();
    expect(document.querySelector('.analytics-events')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enable Analytics (Segment)' }));
    expect(document.querySelector('.analytics-events')).not.toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/sites/demo/analytics/events?limit=50');
    expect(store.getState().doc.site.plugins.analytics).toBeDefined();
  });

  it('speaks French with French labels and the plugins’ messages in French', () => {
    show(testStore(), 'fr');
    expect(screen.getByRole('button', { name: 'Activer Gestionnaire de balises' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Activer Paiement/ }));
    const form = card('payment');
    expect(form.querySelector('[data-field="publishableKey"]')!.textContent).toContain(
      'Une clé API publique (clé publiable) est requise.',
    );
    expect(form.querySelector('[data-field="secretKey"]')!.textContent).toContain(
      'Une clé API privée (clé secrète) est requise.',
    );
  });
});
