import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditorStore } from '../../store/store.ts';
import { testStore } from '../../store/testing.ts';
import { Sidebar } from '../sidebar/Sidebar.tsx';
import { renderWithStore } from '../sidebar/testing.tsx';
import { freeColorName } from './ColorTokens.tsx';
import { SiteStylePanel } from './SiteStylePanel.tsx';

vi.mock('../../fields/formula/FormulaField.tsx', () => import('../sidebar/testing.tsx'));

afterEach(cleanup);

const site = (store: EditorStore) => store.getState().doc.site;
const field = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;
const inputOf = (name: string) => within(field(name)).getAllByRole<HTMLInputElement>('textbox')[0]!;
const type = (target: HTMLElement, value: string) =>
  fireEvent.change(target, { target: { value } });

describe('the site style panel', { timeout: 20_000 }, () => {
  it('shows in the sidebar while nothing is selected, in English and French', () => {
    renderWithStore(testStore(), <Sidebar />);
    const panel = screen.getByTestId('site-style');
    expect(within(panel).getByRole('heading', { level: 3 }).textContent).toBe('Site style');
    expect(within(panel).getByLabelText('Font size')).toBeTruthy();
    expect(within(panel).getByLabelText('Text colour, dark theme')).toBeTruthy();
    cleanup();
    renderWithStore(testStore(), <Sidebar />, 'fr');
    const french = screen.getByTestId('site-style');
    expect(within(french).getByRole('heading', { level: 3 }).textContent).toBe('Style du site');
    expect(within(french).getByLabelText('Taille de police')).toBeTruthy();
    expect(within(french).getByLabelText('Couleur du texte')).toBeTruthy();
    expect(within(french).getByRole('button', { name: 'Ajouter une couleur' })).toBeTruthy();
  });

  it('sets the text style and page colour, one undo step per field', () => {
    const store = testStore();
    renderWithStore(store, <SiteStylePanel />);
    const size = within(field('fontSize')).getByRole('spinbutton');
    fireEvent.change(size, { target: { value: '1' } });
    fireEvent.change(size, { target: { value: '17' } });
    fireEvent.blur(size);
    fireEvent.change(within(field('lineHeight')).getByRole('spinbutton'), {
      target: { value: '1.6' },
    });
    type(inputOf('fontFamily'), 'Georgia, serif');
    type(inputOf('color'), '#1d2a1f');
    fireEvent.blur(inputOf('color'));
    type(inputOf('backgroundColor'), '#faf6ee');
    expect(site(store).textStyle).toEqual({
      fontSize: 17,
      lineHeight: 1.6,
      fontFamily: 'Georgia, serif',
      color: '#1d2a1f',
    });
    expect(site(store).background).toEqual({ color: '#faf6ee' });
    act(() => store.undo());
    expect(site(store).background).toBeNull();
    act(() => store.undo());
    expect(site(store).textStyle).not.toHaveProperty('color');
  });

  it('keeps a value the schema refuses in its field, with the reason, and saves nothing', () => {
    const store = testStore();
    const before = store.getState().doc;
    renderWithStore(store, <SiteStylePanel />, 'fr');
    type(inputOf('color'), 'vert pomme');
    expect(inputOf('color').value).toBe('vert pomme');
    expect(within(field('color')).getByRole('alert').textContent).toBe(
      '« vert pomme » n’est ni une couleur CSS ni une couleur du site : écrivez #1d2a1f, rgb(29 42 31), un nom de couleur ou var(--color-<nom>)',
    );
    type(inputOf('fontFamily'), 'Inter; color: red');
    expect(within(field('fontFamily')).getByRole('alert').textContent).toContain(
      'n’est pas une liste de polices',
    );
    expect(store.getState().doc).toBe(before);
    type(inputOf('color'), 'olive');
    expect(site(store).textStyle).toEqual({ color: 'olive' });
    expect(within(field('color')).queryByRole('alert')).toBeNull();
  });

  it('adds, names and removes colours, and every colour field offers them', () => {
    const store = testStore();
    renderWithStore(store, <SiteStylePanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a colour' }));
    expect(site(store).colors).toEqual([{ name: 'primary', value: '#000000' }]);
    type(screen.getByLabelText('Colour primary (hex or CSS colour)'), '#2f6b3b');
    fireEvent.click(screen.getByRole('button', { name: 'Add a colour' }));
    type(screen.getByLabelText('Name of colour 2'), 'text');
    type(screen.getByLabelText('Name of colour 2'), 'primary');
    expect(screen.getByRole('alert').textContent).toBe('colour "primary" is listed twice');
    type(screen.getByLabelText('Name of colour 2'), 'ink');
    expect(site(store).colors).toEqual([
      { name: 'primary', value: '#2f6b3b' },
      { name: 'ink', value: '#000000' },
    ]);

    // The text colour's picker offers them: one click sets a reference to the colour.
    fireEvent.click(screen.getByRole('button', { name: 'Pick the colour of Text colour' }));
    const swatches = screen.getByRole('group', { name: 'Site colours' });
    fireEvent.click(
      within(swatches).getByRole('button', { name: 'Site colour primary (#2f6b3b)' }),
    );
    expect(site(store).textStyle).toEqual({ color: 'var(--color-primary)' });
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Pick the colour of Text colour' })
        .style.background,
    ).toBe('#2f6b3b');

    // The page colour takes a colour's value, not a reference (the web manifest needs a colour).
    fireEvent.click(screen.getByRole('button', { name: 'Pick the colour of Page colour' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Site colours' })).getByRole('button', {
        name: 'Site colour primary (#2f6b3b)',
      }),
    );
    expect(site(store).background).toEqual({ color: '#2f6b3b' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove colour ink' }));
    expect(site(store).colors).toEqual([{ name: 'primary', value: '#2f6b3b' }]);
  });

  it('names a new colour with the first free suggestion, then color-2…', () => {
    expect(freeColorName([])).toBe('primary');
    expect(freeColorName([{ name: 'primary', value: '#000' }])).toBe('text');
    const four = ['primary', 'text', 'muted', 'accent'].map((name) => ({ name, value: '#000' }));
    expect(freeColorName(four)).toBe('color-2');
    expect(freeColorName([...four, { name: 'color-2', value: '#000' }])).toBe('color-3');
  });
});
