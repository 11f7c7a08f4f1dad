/** The outcome of a run in the editor: per action its status, result or error, and its time. */
import { useTranslation } from 'react-i18next';
import { actionSpec, labelIn, type ActionSpec } from './action-catalogue.ts';
import type { SandboxOutcome } from './sandbox-run.ts';

const show = (value: unknown): string => {
  if (value === undefined) return '—';
  try {
    const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value);
    return text.length > 200 ? `${text.slice(0, 199)}…` : text;
  } catch {
    return String(value);
  }
};

const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

export function RunResults({
  outcome,
  available,
  names = () => undefined,
}: {
  outcome: SandboxOutcome;
  available: readonly ActionSpec[];
  /** A workflow's name by id (the chain names them), undefined when it has none. */
  names?: (id: string) => string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const label = (type: string) => labelIn(actionSpec(type, available).label, i18n.language);
  const failed = outcome.error;
  const { stopped } = outcome;
  const name = (id: string) => names(id) ?? id;
  return (
    <section
      className="workflows-results"
      data-testid="workflow-run-results"
      aria-label={t('workflows.results')}
    >
      <h4>{t('workflows.results')}</h4>
      <p
        className={failed || stopped ? 'workflows-invalid' : 'workflows-hint'}
        data-testid="workflow-run-summary"
        data-outcome={stopped ? 'stopped' : failed ? 'failed' : 'finished'}
      >
        {stopped
          ? t('workflows.resultStopped', {
              action: stopped.actionId ?? '—',
              workflow: name(stopped.workflowId ?? stopped.chain[0] ?? ''),
              message: stopped.message,
            })
          : failed
            ? t('workflows.resultFailed', { action: failed.actionId, message: failed.message })
            : t('workflows.resultOk', { ms: ms(outcome.ms) })}
      </p>
      {stopped && (
        <p className="workflows-hint" data-testid="workflow-run-chain">
          {t('workflows.chain')}:{' '}
          {stopped.chain.map((id, i) => (
            <span key={i}>
              {i > 0 && ' → '}
              <code>{name(id)}</code>
            </span>
          ))}
        </p>
      )}
      <p className="workflows-hint">
        {t('workflows.result')}: <code>{show(outcome.result)}</code>
      </p>
      <ol className="workflows-trace">
        {outcome.trace.map((entry) => (
          <li
            key={entry.index}
            data-testid="workflow-run-entry"
            data-action-id={entry.actionId}
            data-status={entry.status}
            style={{ paddingInlineStart: `${entry.depth * 12}px` }}
          >
            <div className="workflows-trace-head">
              <span className="workflows-action-title">
                {label(entry.type)}{' '}
                <small>
                  (
                  {entry.workflowId === outcome.trace[0]?.workflowId
                    ? entry.actionId
                    : `${entry.workflowId} › ${entry.actionId}`}
                  )
                </small>
              </span>
              {entry.errorBranch && (
                <span className="workflows-badge">{t('workflows.errorBranch')}</span>
              )}
              <span className={`workflows-status workflows-status-${entry.status}`}>
                {t(`workflows.status.${entry.status}`)}
              </span>
              <span className="workflows-ms">{ms(entry.ms)} ms</span>
            </div>
            {entry.status === 'error' || entry.status === 'stopped' ? (
              <p className="workflows-invalid">{entry.error}</p>
            ) : entry.status !== 'not-run' && entry.status !== 'interrupted' ? (
              <code className="workflows-value">
                {entry.signal ? `${entry.signal} ` : ''}
                {show(entry.result)}
              </code>
            ) : null}
            {entry.notes.length > 0 && (
              <ul className="workflows-notes">
                {entry.notes.map((note, i) => (
                  <li key={i}>{note}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {outcome.variables.length > 0 && (
        <>
          <h5>{t('workflows.variablesChanged')}</h5>
          <ul className="workflows-notes" data-testid="workflow-run-variables">
            {outcome.variables.map((change) => (
              <li key={change.id}>
                <code>{change.name}</code>: {show(change.before)} → {show(change.after)}
              </li>
            ))}
          </ul>
        </>
      )}
      {outcome.log.length > 0 && (
        <>
          <h5>{t('workflows.log')}</h5>
          <ul className="workflows-notes">
            {outcome.log.map((line, i) => (
              <li key={i} className={`workflows-log-${line.level}`}>
                {line.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
