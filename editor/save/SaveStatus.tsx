/**
 * The toolbar's save state (`[data-testid="save-status"][data-state]`): saved, unsaved, saving,
 * offline (kept in this browser, retried), signed out (kept in this browser; `SignedOutNotice`
 * says how to sign in again), conflict (the dialog to choose a version), unreadable (a file on
 * the server is not JSON: which, and where; kept in this browser, sent again on "Retry now") or
 * error (what the server refused, and why). Also tells when changes were restored from this
 * browser.
 */
import { AlertTriangle, Check, CloudOff, FileWarning, Loader2, LogIn, PenLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../app/notices.tsx';
import { ConflictDialog } from './ConflictDialog.tsx';
import { SaveErrorsDialog } from './SaveErrorsDialog.tsx';
import type { SaveState } from './hub.ts';
import { unreadableText } from './unreadable-text.ts';
import { useSaveHub, useSaveSnapshot } from './use-save.ts';
import './save.css';

const ICONS: Record<SaveState, typeof Check> = {
  saved: Check,
  unsaved: PenLine,
  saving: Loader2,
  offline: CloudOff,
  'signed-out': LogIn,
  conflict: AlertTriangle,
  unreadable: FileWarning,
  error: AlertTriangle,
};

/** Seconds until `at`, refreshed every second while there is one. */
function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

export function SaveStatus() {
  const { t } = useTranslation();
  const hub = useSaveHub();
  const snapshot = useSaveSnapshot();
  const notify = useNotify();
  const [showErrors, setShowErrors] = useState(false);
  const seconds = useSecondsUntil(snapshot.retryAt);

  const announced = useRef(0);
  useEffect(() => {
    const { restored } = snapshot;
    if (!restored || restored.seq === announced.current) return;
    announced.current = restored.seq;
    notify(t('save.restored', { count: restored.count }));
  }, [snapshot, notify, t]);

  const { state } = snapshot;
  const Icon = ICONS[state];
  const unreadable = snapshot.errors.find((e) => e.kind === 'unreadable');
  return (
    <div className="save-status" data-testid="save-status" data-state={state}>
      <span role="status" className={`save-state save-state-${state}`}>
        <Icon size={14} aria-hidden className={state === 'saving' ? 'save-spin' : undefined} />
        {state === 'unreadable' && unreadable
          ? unreadableText(unreadable, t)
          : t(`save.state.${state}`)}
      </span>
      {state === 'unreadable' && <small className="save-kept">{t('save.keptHere')}</small>}
      {(state === 'offline' || state === 'signed-out') && (
        <>
          {seconds !== null && (
            <small className="save-retry-in">{t('save.retryIn', { seconds })}</small>
          )}
          <button type="button" onClick={() => hub.controls?.retryNow()}>
            {t('save.retryNow')}
          </button>
        </>
      )}
      {state === 'unreadable' && (
        <button type="button" onClick={() => hub.controls?.retryNow()}>
          {t('save.retryNow')}
        </button>
      )}
      {(state === 'error' || state === 'unreadable') && (
        <button type="button" onClick={() => setShowErrors(true)}>
          {t('save.details')}
        </button>
      )}
      {state === 'conflict' && (
        <ConflictDialog
          conflicts={snapshot.conflicts}
          reloadFailed={snapshot.reloadFailed}
          onKeep={() => hub.controls?.keepMine()}
          onReload={() => hub.controls?.reloadTheirs()}
        />
      )}
      {showErrors && snapshot.errors.length > 0 && (
        <SaveErrorsDialog errors={snapshot.errors} onClose={() => setShowErrors(false)} />
      )}
    </div>
  );
}
