import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueComponentProps } from '../component.ts';
import { coerceProp, defaultProps } from '../props.ts';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { modalDefinition, type ModalProps } from './definition.ts';
import { Modal } from './Modal.tsx';
import { modalSeeds } from './seeds.ts';

sharedChecks(modalDefinition, Modal, { seeds: modalSeeds, link: false });

const base = defaultProps<ModalProps>(modalDefinition, 'en');

function show(
  settings: Partial<ModalProps> = {},
  extra: Partial<CatalogueComponentProps<ModalProps>> = {},
) {
  const element = (more: Partial<ModalProps> = {}) => (
    <>
      <button type="button" data-testid="outside">
        Elsewhere
      </button>
      <Modal props={{ ...base, ...settings, ...more }} className="b-m" lang="en" {...extra}>
        <p>Your basket is saved.</p>
        <button type="button" data-testid="ok">
          OK
        </button>
      </Modal>
    </>
  );
  const view = render(element());
  return { ...view, rerenderWith: (more: Partial<ModalProps>) => view.rerender(element(more)) };
}

const root = () => document.body.querySelector<HTMLElement>('.b-modal')!;
const dialog = () => document.body.querySelector<HTMLElement>('[role="dialog"]')!;
const backdrop = () => document.body.querySelector<HTMLElement>('.b-modal-backdrop');

describe('Modal', () => {
  afterEach(cleanup);

  it('is hidden and inert by default, and shown while display is true', () => {
    const { rerenderWith } = show();
    expect(root().dataset.display).toBe('hidden');
    expect(root().inert).toBe(true);
    rerenderWith({ display: true });
    expect(root().dataset.display).toBe('shown');
    expect(root().inert).toBe(false);
    expect(root().className).toContain('b-m');
    expect(dialog().getAttribute('aria-label')).toBe('Modal');
    rerenderWith({ display: false });
    expect(root().dataset.display).toBe('hidden');
    // Kept mounted while hidden, so the content keeps its state.
    expect(dialog().textContent).toContain('Your basket is saved.');
  });

  it('puts the position and animation in classes, and custom offsets in custom properties', () => {
    const { rerenderWith } = show({
      display: true,
      position: 'bottom-right',
      animation: 'zoomOut',
    });
    expect(root().classList.contains('b-modal--position-bottom-right')).toBe(true);
    expect(root().classList.contains('b-modal--animation-zoomOut')).toBe(true);
    rerenderWith({ position: 'custom', positionLeft: '120px', positionTop: '15%' });
    expect(root().classList.contains('b-modal--position-custom')).toBe(true);
    expect(root().style.getPropertyValue('--b-modal-left')).toBe('120px');
    expect(root().style.getPropertyValue('--b-modal-top')).toBe('15%');
  });

  it('uses the transition and backdrop colour settings', () => {
    show({ display: true, transition: 'opacity 1s linear', backdropColor: 'rgb(10, 20, 30)' });
    expect(root().style.getPropertyValue('--b-modal-transition')).toBe('opacity 1s linear');
    expect(root().style.getPropertyValue('--b-modal-backdrop')).toBe('rgb(10, 20, 30)');
  });

  it('clamps zIndex to 0–100, in the coercion and in the component', () => {
    const zIndex = modalDefinition.properties.zIndex;
    expect(coerceProp(zIndex, 500, ['en'])).toBe(100);
    expect(coerceProp(zIndex, -3, ['en'])).toBe(0);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    show({ display: true, zIndex: 500 });
    expect(root().style.zIndex).toBe('100');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    cleanup();
    show({ display: true, zIndex: 42 });
    expect(root().style.zIndex).toBe('42');
  });

  it('emits on-backdrop-click on a backdrop click, and stays shown', () => {
    const emit = vi.fn();
    show({ display: true }, { emit });
    fireEvent.click(dialog());
    expect(emit).not.toHaveBeenCalled();
    fireEvent.click(backdrop()!);
    expect(emit).toHaveBeenCalledWith('on-backdrop-click');
    expect(root().dataset.display).toBe('shown');
  });

  it('has no backdrop (and is not modal) when backdrop is off', () => {
    show({ display: true, backdrop: false });
    expect(backdrop()).toBeNull();
    expect(dialog().hasAttribute('aria-modal')).toBe(false);
    expect(document.activeElement).toBe(dialog());
  });

  it('does not hide on Esc', () => {
    show({ display: true });
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(root().dataset.display).toBe('shown');
  });

  it('keeps focus inside while shown with a backdrop, and gives it back on hiding', async () => {
    const outside = () => document.body.querySelector<HTMLElement>('[data-testid="outside"]')!;
    const { rerenderWith } = show();
    outside().focus();
    rerenderWith({ display: true });
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    const ok = document.body.querySelector<HTMLElement>('[data-testid="ok"]')!;
    await waitFor(() => expect(document.activeElement).toBe(ok));
    fireEvent.keyDown(ok, { key: 'Tab' });
    expect(document.activeElement).toBe(ok);
    rerenderWith({ display: false });
    await waitFor(() => expect(document.activeElement).toBe(outside()));
    await act(async () => undefined);
  });
});
