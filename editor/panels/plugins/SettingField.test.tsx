import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SettingDescriptor } from '@plugins/define.ts';
import { createI18n } from '../../i18n/index.ts';
import { EditorStoreContext } from '../../store/hooks.ts';
import { testStore } from '../../store/testing.ts';
import { SettingField } from './SettingField.tsx';

afterEach(cleanup);

const wrap = (node: ReactNode, lang: 'en' | 'fr' = 'en') =>
  render(
    <EditorStoreContext.Provider value={testStore()}>
      <I18nextProvider i18n={createI18n(lang)}>{node}</I18nextProvider>
    </EditorStoreContext.Provider>,
  );

const label = (en: string) => ({ en, fr: `${en} (fr)` });

describe('SettingField', () => {
  it('renders a boolean as a checkbox showing its default', () => {
    const onChange = vi.fn();
    const descriptor: SettingDescriptor = { type: 'boolean', label: label('Debug'), default: true };
    wrap(
      <SettingField
        name="debug"
        descriptor={descriptor}
        value={undefined}
        problems={[]}
        onChange={onChange}
      />,
    );
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Debug' });
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('renders a select with its options in the editor language, empty meaning default', () => {
    const onChange = vi.fn();
    const descriptor: SettingDescriptor = {
      type: 'select',
      label: label('Mode'),
      options: [
        { value: 'a', label: label('Alpha') },
        { value: 'b', label: label('Beta') },
      ],
    };
    wrap(
      <SettingField
        name="mode"
        descriptor={descriptor}
        value="a"
        problems={['Bad mode.']}
        onChange={onChange}
      />,
      'fr',
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Mode (fr)' });
    expect([...select.options].map((o) => o.text)).toEqual([
      '(par défaut)',
      'Alpha (fr)',
      'Beta (fr)',
    ]);
    fireEvent.change(select, { target: { value: 'b' } });
    expect(onChange).toHaveBeenLastCalledWith('b');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByTestId('plugins-problem').textContent).toBe('Bad mode.');
  });

  it("renders a page setting as a choice of the site's pages", () => {
    const onChange = vi.fn();
    const descriptor: SettingDescriptor = { type: 'page', label: label('After sign-in') };
    wrap(
      <SettingField
        name="page"
        descriptor={descriptor}
        value={undefined}
        problems={[]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'After sign-in' });
    expect([...select.options].map((o) => o.value)).toEqual(['', 'home', 'faq']);
    fireEvent.change(select, { target: { value: 'faq' } });
    expect(onChange).toHaveBeenCalledWith('faq');
  });

  it('clears a text setting back to its default (shown as placeholder)', () => {
    const onChange = vi.fn();
    const descriptor: SettingDescriptor = {
      type: 'text',
      label: label('Host'),
      default: 'https://x',
    };
    wrap(
      <SettingField
        name="host"
        descriptor={descriptor}
        value="https://y"
        problems={[]}
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Host');
    expect(input.placeholder).toBe('https://x');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});
