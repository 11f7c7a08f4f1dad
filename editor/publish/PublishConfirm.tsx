/**
 * The step before publishing to production (issue 30): what the publish changes there — pages
 * added, changed and removed since the last publish, site-wide changes — with Cancel (nothing is
 * published) and the publish itself. The list never blocks: when it cannot be read, the step
 * says so and still publishes. Used by the Publish dialog and the start page's Publish panel,
 * through `useConfirmedPublish`.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublishEnvironment } from '@shared/schema/published-version.ts';
import { readPublishChanges, type ChangedPage, type ChangesResult } from './changes.ts';
import './publish-confirm.css';

/** The environments published only after this step (staging stays one click). */
const CONFIRMED: readonly PublishEnvironment[] = ['production'];

/**
 * Publish buttons that ask first: `choose(env)` publishes at once, or opens the step for a
 * confirmed environment; `cancel` closes it and gives the focus back to the environment's button
 * (`data-environment`, inside the element given `buttons`); `confirm` publishes.
 */
export function useConfirmedPublish(publish: (environment: PublishEnvironment) => void) {
  const [confirming, setConfirming] = useState<PublishEnvironment | null>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const focusBack = useRef<PublishEnvironment | null>(null);
  useEffect(() => {
    if (confirming || !focusBack.current) return;
    const selector = `[data-environment="${focusBack.current}"]`;
    const button = buttons.current?.querySelector<HTMLButtonElement>(selector);
    // While it publishes the button is disabled: the dialog around keeps the focus (and Esc).
    const target = button?.disabled ? button.closest<HTMLElement>('[tabindex="-1"]') : button;
    target?.focus();
    focusBack.current = null;
  }, [confirming]);
  return {
    confirming,
    buttons,
    choose(environment: PublishEnvironment) {
      if (CONFIRMED.includes(environment)) setConfirming(environment);
      else publish(environment);
    },
    cancel() {
      focusBack.current = confirming;
      setConfirming(null);
    },
    confirm() {
      focusBack.current = confirming;
      setConfirming(null);
      if (confirming) publish(confirming);
    },
  };
}

type Changes = { status: 'loading' } | ({ status: 'done' } & ChangesResult);

export function PublishConfirm({
  siteId,
  environment,
  onCancel,
  onConfirm,
}: {
  siteId: string;
  environment: PublishEnvironment;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const [changes, setChanges] = useState<Changes>({ status: 'loading' });
  const name = t(`history.name_${environment}`);

  useEffect(() => cancel.current?.focus(), []);
  useEffect(() => {
    let live = true;
    void readPublishChanges(siteId, environment).then((result) => {
      if (live) setChanges({ status: 'done', ...result });
    });
    return () => {
      live = false;
    };
  }, [siteId, environment]);

  return (
    <section
      className="publish-confirm"
      data-testid="publish-confirm"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Back to the buttons; the dialog around stays open.
        event.stopPropagation();
        onCancel();
      }}
    >
      <h3 id={titleId} className="publish-confirm-title">
        {t('publishConfirm.title', { environment: name })}
      </h3>
      <div aria-live="polite">
        {changes.status === 'loading' && <p>{t('publishConfirm.loading')}</p>}
        {changes.status === 'done' && !changes.ok && (
          <p className="publish-confirm-error" role="alert">
            {t('publishConfirm.failed', {
              message: changes.message ?? t('publishConfirm.unreachable'),
            })}
          </p>
        )}
        {changes.status === 'done' && changes.ok && (
          <ChangeList changes={changes.changes} environment={name} />
        )}
      </div>
      <div className="publish-confirm-buttons">
        <button ref={cancel} type="button" onClick={onCancel}>
          {t('publishConfirm.cancel')}
        </button>
        <button type="button" className="primary publish-confirm-yes" onClick={onConfirm}>
          {t('publishConfirm.yes', { environment: name })}
        </button>
      </div>
    </section>
  );
}

const KINDS = ['added', 'changed', 'removed'] as const;

function ChangeList({
  changes,
  environment,
}: {
  changes: Extract<ChangesResult, { ok: true }>['changes'];
  environment: string;
}) {
  const { t } = useTranslation();
  const none = KINDS.every((kind) => changes[kind].length === 0) && !changes.site;
  if (none) return <p>{t('publishConfirm.nothing', { environment })}</p>;
  return (
    <>
      {!changes.live && <p>{t('publishConfirm.first', { environment })}</p>}
      {KINDS.map((kind) => (
        <Pages key={kind} kind={kind} pages={changes[kind]} />
      ))}
      {changes.site && <p data-change="site">{t('publishConfirm.site')}</p>}
    </>
  );
}

function Pages({ kind, pages }: { kind: (typeof KINDS)[number]; pages: ChangedPage[] }) {
  const { t } = useTranslation();
  const id = useId();
  if (pages.length === 0) return null;
  return (
    <div className="publish-confirm-kind" data-change={kind}>
      <h4 id={id}>{t(`publishConfirm.${kind}`, { count: pages.length })}</h4>
      <ul aria-labelledby={id}>
        {pages.map((page) => (
          <li key={page.id}>{page.name}</li>
        ))}
      </ul>
    </div>
  );
}
