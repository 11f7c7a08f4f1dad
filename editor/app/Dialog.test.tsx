import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.tsx';

afterEach(cleanup);

describe('Dialog', () => {
  it('is a modal dialog named by its title, with the focus inside', () => {
    render(
      <Dialog title="Publish" testId="d">
        <p>Body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Publish' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.dataset.testid).toBe('d');
    expect(dialog.textContent).toContain('Body');
    expect(document.activeElement).toBe(dialog);
  });

  it('leaves the focus on a child marked autoFocus', () => {
    render(
      <Dialog title="Help" onClose={() => {}}>
        <button type="button" autoFocus>
          Close
        </button>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape without letting the key reach the window', () => {
    const onClose = vi.fn();
    const onWindowKey = vi.fn();
    window.addEventListener('keydown', onWindowKey);
    render(
      <Dialog title="Help" onClose={onClose}>
        <p>Body</p>
      </Dialog>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    window.removeEventListener('keydown', onWindowKey);
    expect(onClose).toHaveBeenCalledOnce();
    expect(onWindowKey).not.toHaveBeenCalled();
  });

  it('closes on a press on the backdrop, not inside the box', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Help" onClose={onClose}>
        <p>Body</p>
      </Dialog>,
    );
    fireEvent.mouseDown(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = screen.getByRole('dialog').parentElement;
    expect(backdrop?.className).toBe('dialog-backdrop');
    fireEvent.mouseDown(backdrop!);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays open without onClose, as an alertdialog when asked', () => {
    render(
      <Dialog title="Conflict" role="alertdialog" backdropClassName="x" className="y">
        <p>Choose</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Conflict' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(dialog.className).toBe('dialog y');
    expect(dialog.parentElement?.className).toBe('dialog-backdrop x');
  });
});
