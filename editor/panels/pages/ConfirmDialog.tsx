/** A modal question (delete this page?), or a refusal with only a close button. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../app/Dialog.tsx';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The confirming button's label; without it the dialog only informs (one close button). */
  confirmLabel?: string;
  onConfirm?(): void;
  onClose(): void;
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose} testId="confirm-dialog">
      {children}
      <div className="pages-dialog-actions">
        <button type="button" autoFocus onClick={onClose}>
          {confirmLabel ? t('pages.cancel') : t('pages.close')}
        </button>
        {confirmLabel && onConfirm && (
          <button
            type="button"
            className="primary"
            onClick={() => {
              onConfirm();
              onClose();
            }}
          >
            {confirmLabel}
          </button>
        )}
      </div>
    </Dialog>
  );
}
