import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { EditorStoreContext } from '../../store/hooks.ts';
import { testStore } from '../../store/testing.ts';
import { CodeEditor } from './CodeEditor.tsx';
import { FormulaField } from './FormulaField.tsx';

afterEach(cleanup);

function Bound({ initial, onCommit }: { initial: string; onCommit(): void }) {
  const [value, setValue] = useState(initial);
  return (
    <FormulaField
      value={value}
      onChange={setValue}
      onCommit={onCommit}
      label="Disabled"
      pageId="home"
      expected="boolean"
    />
  );
}

function show(initial: string, onCommit = vi.fn()) {
  const store = testStore();
  store.dispatch({
    type: 'add-variable',
    payload: { scope: 'site', name: 'isBusy', type: 'boolean', defaultValue: true },
  });
  render(
    <EditorStoreContext.Provider value={store}>
      <I18nextProvider i18n={createI18n('en')}>
        <Bound initial={initial} onCommit={onCommit} />
      </I18nextProvider>
    </EditorStoreContext.Provider>,
  );
  return { onCommit };
}

const preview = () => screen.getByTestId('formula-preview');

describe('FormulaField without Monaco (no Web Workers here)', () => {
  it('edits the value in the fallback textarea and previews it live', () => {
    const { onCommit } = show('');
    const box = screen.getByLabelText<HTMLTextAreaElement>('Disabled');
    expect(box.tagName).toBe('TEXTAREA');
    expect(preview().dataset.state).toBe('empty');
    fireEvent.change(box, { target: { value: "variables['isBusy']" } });
    expect(box.value).toBe("variables['isBusy']");
    expect(preview().dataset.state).toBe('value');
    expect(preview().textContent).toContain('true');
    fireEvent.blur(box);
    expect(onCommit).toHaveBeenCalledOnce();
  });

  it('shows the engine error with its position, and a value that does not fit', () => {
    show('1 +');
    expect(preview().dataset.state).toBe('error');
    expect(preview().textContent).toContain('Unexpected end of formula (character 4)');
    fireEvent.change(screen.getByLabelText('Disabled'), { target: { value: '"yes"' } });
    expect(preview().textContent).toContain('The property expects true or false.');
  });

  it('CodeEditor edits its value in the fallback textarea', () => {
    const onChange = vi.fn();
    render(<CodeEditor value="{}" onChange={onChange} label="Records" language="json" />);
    fireEvent.change(screen.getByLabelText('Records'), { target: { value: '[]' } });
    expect(onChange).toHaveBeenCalledWith('[]');
  });
});
