import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { EditorStoreContext } from '../../store/hooks.ts';
import { testStore } from '../../store/testing.ts';
import { PublicUrls } from './PublicUrls.tsx';

afterEach(cleanup);

function show(language: 'en' | 'fr' = 'en') {
  const store = testStore();
  render(
    <EditorStoreContext.Provider value={store}>
      <I18nextProvider i18n={createI18n(language)}>
        <PublicUrls />
      </I18nextProvider>
    </EditorStoreContext.Provider>,
  );
  return store;
}

const wrapper = (environment: string) =>
  document.querySelector<HTMLElement>(`[data-field="publicUrl-${environment}"]`)!;
const input = (environment: string) => wrapper(environment).querySelector('input')!;

function type(environment: string, text: string) {
  fireEvent.focus(input(environment));
  fireEvent.change(input(environment), { target: { value: text } });
}

describe('PublicUrls', () => {
  it('saves a production address the schema takes, one undo step, and keeps a refused one in place', () => {
    const store = show();
    const urls = () => store.getState().doc.site.publicUrls;
    expect(screen.getByRole('region', { name: 'Public addresses' })).toBeTruthy();
    expect(screen.getByLabelText('Staging address')).toBe(input('staging'));
    expect(input('production')).toBe(screen.getByLabelText('Production address'));
    expect(input('production').type).toBe('url');
    expect(input('production').placeholder).toBe('https://shop.example');

    type('production', 'https://shop.example');
    fireEvent.blur(input('production'));
    expect(urls()).toEqual({ production: 'https://shop.example' });
    expect(input('production').getAttribute('aria-invalid')).toBeNull();

    // A path, then a query: refused in place, with the reason; what is stored does not move.
    type('production', 'https://shop.example/en');
    expect(input('production').getAttribute('aria-invalid')).toBe('true');
    expect(wrapper('production').textContent).toContain(
      '"https://shop.example/en" is not a public address: write the origin only, such as https://shop.example (http or https, no path, query or #)',
    );
    expect(input('production').getAttribute('aria-describedby')).toBeTruthy();
    type('production', 'https://shop.example?utm=1');
    fireEvent.blur(input('production'));
    expect(input('production').value).toBe('https://shop.example?utm=1');
    expect(urls()).toEqual({ production: 'https://shop.example' });
    expect(input('staging').value).toBe('');

    // Emptied: the request's own address again (the key goes).
    type('production', '');
    fireEvent.blur(input('production'));
    expect(store.getState().doc.site.publicUrls).toBeUndefined();
    act(() => store.undo());
    expect(input('production').value).toBe('https://shop.example');
    act(() => store.undo());
    expect(input('production').value).toBe('');
  });

  it('speaks French, reasons included', () => {
    const store = show('fr');
    expect(screen.getByRole('region', { name: 'Adresses publiques' })).toBeTruthy();
    expect(screen.getByLabelText('Adresse de préproduction')).toBe(input('staging'));
    type('staging', 'staging.example');
    expect(wrapper('staging').textContent).toContain(
      '« staging.example » n’est pas une adresse publique',
    );
    expect(store.getState().doc.site.publicUrls).toBeUndefined();
    type('staging', 'http://staging.example:8080');
    expect(store.getState().doc.site.publicUrls).toEqual({
      staging: 'http://staging.example:8080',
    });
  });
});
