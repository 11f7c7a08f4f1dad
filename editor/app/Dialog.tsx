/**
 * The editor's modal dialog: a backdrop, a `dialog` (or `alertdialog`) labelled by its title, and
 * the focus moved into it when it opens (to a child marked `autoFocus`, else to the box itself).
 * With `onClose`, Escape and a press on the backdrop close it; without it (a question the author
 * must answer) only its own buttons do.
 *
 * Inside the builder it renders at the editor's root (a portal into `.editor`): the side panels
 * are stacking contexts of their own (see `app.css`), and a dialog opened from one of them would
 * otherwise stay under the other panel.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  /** Makes the dialog closable by Escape and by the backdrop. */
  onClose?: () => void;
  role?: 'dialog' | 'alertdialog';
  /** Classes added to `dialog` on the box. */
  className?: string;
  /** Classes added to `dialog-backdrop`. */
  backdropClassName?: string;
  /** Id of the element that describes the dialog (`aria-describedby`). */
  describedBy?: string;
  testId?: string;
}

const classes = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

export function Dialog({
  title,
  children,
  onClose,
  role = 'dialog',
  className,
  backdropClassName,
  describedBy,
  testId,
}: DialogProps) {
  const titleId = useId();
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    // A child with `autoFocus` has the focus already (it is given before effects run).
    const element = box.current;
    if (element && !element.contains(document.activeElement)) element.focus();
  }, []);
  const dialog = (
    <div
      className={classes('dialog-backdrop', backdropClassName)}
      onMouseDown={(event) => {
        // A press that starts on the backdrop itself, not one inside the box.
        if (onClose && event.target === event.currentTarget) onClose();
      }}
    >
      <section
        ref={box}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        className={classes('dialog', className)}
        data-testid={testId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (onClose && event.key === 'Escape') {
            // Closing the dialog is all Escape does (the editor's shortcuts do not see it).
            event.stopPropagation();
            onClose();
          }
        }}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
      </section>
    </div>
  );
  const host = document.querySelector<HTMLElement>('.editor');
  return host ? createPortal(dialog, host) : dialog;
}
