import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPopups, type Popup } from './popups.ts';
import { PopupLayer } from './PopupLayer.tsx';

afterEach(cleanup);

const content = (popup: Popup) => (
  <p>{[popup.componentId, popup.props.n].filter(Boolean).join(' ')}</p>
);

function setup() {
  const popups = createPopups();
  const view = render(<PopupLayer popups={popups} render={content} />);
  return { popups, ...view };
}

const layerOf = (dialog: HTMLElement) => dialog.parentElement!;

describe('PopupLayer', () => {
  it('renders nothing without popups, then each popup as a modal dialog', () => {
    const { popups, container } = setup();
    expect(container.innerHTML).toBe('');
    act(() => void popups.open({ componentId: 'cart', props: { n: 2 } }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toBe('cart 2');
    expect(layerOf(dialog).style.position).toBe('fixed');
    expect(document.activeElement).toBe(dialog);
  });

  it('stacks later popups above earlier ones, grouped by container', () => {
    const { popups, container } = setup();
    act(() => {
      popups.open({ componentId: 'a', container: 'main' });
      popups.open({ componentId: 'b' });
      popups.open({ componentId: 'c', container: 'main' });
    });
    const groups = [...container.querySelectorAll('[data-popup-container]')];
    expect(groups.map((g) => g.getAttribute('data-popup-container'))).toEqual(['main', 'default']);
    expect(groups[0]!.textContent).toBe('ac');
    const z = (name: string) => Number(layerOf(screen.getByText(name).parentElement!).style.zIndex);
    expect(z('a')).toBeLessThan(z('b'));
    expect(z('b')).toBeLessThan(z('c'));
  });

  it('closes the top popup on Escape', async () => {
    const { popups } = setup();
    let first!: ReturnType<typeof popups.open>;
    let second!: ReturnType<typeof popups.open>;
    act(() => {
      first = popups.open({ componentId: 'a' });
      second = popups.open({ componentId: 'b' });
    });
    act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
    await expect(second.closed).resolves.toBeUndefined();
    expect(popups.list().map((p) => p.id)).toEqual([first.id]);
    act(() => void fireEvent.keyDown(document, { key: 'Enter' }));
    expect(popups.list()).toHaveLength(1);
  });

  it('closes a link popup on a click on its overlay, not on its content', async () => {
    const { popups } = setup();
    let opened!: ReturnType<typeof popups.open>;
    act(() => {
      opened = popups.open({ componentId: 'promo', overlay: { background: 'rgba(0, 0, 0, 0.5)' } });
    });
    const layer = layerOf(screen.getByRole('dialog'));
    expect(layer.style.background).toBe('rgba(0, 0, 0, 0.5)');
    act(() => void fireEvent.click(screen.getByText('promo')));
    expect(popups.list()).toHaveLength(1);
    act(() => void fireEvent.click(layer));
    expect(popups.list()).toHaveLength(0);
    await expect(opened.closed).resolves.toBeUndefined();
  });

  it('does not close a popup without overlay on a click beside it', () => {
    const { popups } = setup();
    act(() => void popups.open({ componentId: 'a' }));
    act(() => void fireEvent.click(layerOf(screen.getByRole('dialog'))));
    expect(popups.list()).toHaveLength(1);
  });
});
