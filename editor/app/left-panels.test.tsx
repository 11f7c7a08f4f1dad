import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/index.ts';
import { EditorStoreContext } from '../store/hooks.ts';
import { testStore } from '../store/testing.ts';
import type { LeftTab } from './left-panel.ts';
import { LeftPanel, loadLeftPanel, preloadLeftPanels } from './left-panels.tsx';

// The panels' chunks are loaded once per module instance: the tests run in this order.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(tab: LeftTab, lang: 'en' | 'fr' = 'en') {
  const store = testStore();
  const view = (shown: LeftTab) => (
    <EditorStoreContext.Provider value={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <LeftPanel tab={shown} />
      </I18nextProvider>
    </EditorStoreContext.Provider>
  );
  const result = render(view(tab));
  return (next: LeftTab) => result.rerender(view(next));
}

describe('LeftPanel', () => {
  it('says when a panel cannot be fetched, in the editor language, and tries again', async () => {
    let fail = true;
    vi.doMock('../panels/workflows/WorkflowsPanel.tsx', () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return { WorkflowsPanel: () => <p>the workflows</p> };
    });
    show('workflows', 'fr');
    expect(screen.getByText('Chargement…')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ce panneau n’a pas pu être chargé');
    expect(alert.textContent).toContain('Votre travail n’est pas touché');
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    });
    expect(await screen.findByText('the workflows')).toBeTruthy();
    vi.doUnmock('../panels/workflows/WorkflowsPanel.tsx');
  });

  it('shows the Add tab at once, and a panel of its own chunk once it has arrived', async () => {
    const showTab = show('add');
    expect(document.querySelector('[data-testid="palette-item"]')).not.toBeNull();
    showTab('plugins');
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Enable Tag manager' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('preloads the panels when the page is idle; a loaded panel shows without a loading step', async () => {
    const idle = vi.fn((run: () => void) => run());
    vi.stubGlobal('requestIdleCallback', idle);
    preloadLeftPanels();
    expect(idle).toHaveBeenCalledOnce();
    // The fetches preloadLeftPanels started, awaited.
    for (const tab of ['pages', 'data', 'workflows', 'plugins'] as const) await loadLeftPanel(tab);
    show('pages');
    // In the first render: no loading step, the Pages panel's own button.
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
  });
});
