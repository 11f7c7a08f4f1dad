/**
 * For the sidebar's tests: the formula editor as a plain textarea with the same props (Monaco
 * loads lazily and is tested on its own), for `vi.mock('…/FormulaField.tsx', () =>
 * import('./testing.tsx'))`, and the sidebar rendered over a store in a language.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { NoticeProvider } from '../../app/notices.tsx';
import { createI18n } from '../../i18n/index.ts';
import { EditorStoreContext } from '../../store/hooks.ts';
import type { EditorStore } from '../../store/store.ts';

export function FormulaField(props: {
  label: string;
  value: string;
  onChange(v: string): void;
  onCommit?(): void;
}) {
  return (
    <textarea
      aria-label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={() => props.onCommit?.()}
    />
  );
}

/** Renders `children` (the sidebar, a panel of it) as the editor does, in `language`. */
export function renderWithStore(
  store: EditorStore,
  children: ReactNode,
  language: 'en' | 'fr' = 'en',
) {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <EditorStoreContext.Provider value={store}>
        <NoticeProvider>{children}</NoticeProvider>
      </EditorStoreContext.Provider>
    </I18nextProvider>,
  );
}
