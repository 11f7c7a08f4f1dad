/**
 * Publish: saves what is pending, shows every validation problem (each one takes the author to
 * its page and element), and publishes to staging or production when nothing is an error.
 */
import { Rocket } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '@shared/schema/problems.ts';
import { Dialog } from '../app/Dialog.tsx';
import { useSiteAbilities } from '../authors/author-store.ts';
import { editorFetch } from '../authors/request.ts';
import { api, type PublishEnvironment, type PublishSummary } from '../shell/api.ts';
import { PublishMessage } from '../publish/PublishMessage.tsx';
import { PublishHistory } from '../publish/PublishHistory.tsx';
import { PublishConfirm, useConfirmedPublish } from '../publish/PublishConfirm.tsx';
import { formatDateTime } from '../i18n/dates.ts';
import { useEditorStore } from '../store/hooks.ts';
import { useOpenLeftPanel } from '../app/left-panel.ts';
import { loadLeftPanel } from '../app/left-panels.tsx';
import { problemCounts, useProblemMessage } from './problem-message.ts';
import { pluginOfProblem, problemTarget } from './problem-target.ts';
import { useSaveHub } from './use-save.ts';
import './save.css';

const ENVIRONMENTS: readonly PublishEnvironment[] = ['staging', 'production'];

type Check =
  | { status: 'saving' }
  | { status: 'checking'; unsaved: boolean }
  | { status: 'checked'; unsaved: boolean; problems: Problem[] }
  | { status: 'failed'; unsaved: boolean; message: string };

type Outcome =
  | { kind: 'published'; summary: PublishSummary; url: string | null }
  | { kind: 'failed'; message: string; problems: Problem[] };

/** The site's problems as the server sees them (what publishing checks). */
async function validation(
  siteId: string,
): Promise<{ ok: true; problems: Problem[] } | { ok: false; message: string | null }> {
  try {
    const response = await editorFetch(`/api/sites/${encodeURIComponent(siteId)}/validation`, {
      cache: 'no-store',
    });
    const body = (await response.json()) as { problems?: Problem[]; message?: string };
    if (!response.ok) return { ok: false, message: body.message ?? `HTTP ${response.status}` };
    return { ok: true, problems: body.problems ?? [] };
  } catch {
    return { ok: false, message: null };
  }
}

export function PublishButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="primary"
        data-testid="publish-open"
        onClick={() => setOpen(true)}
      >
        <Rocket size={14} aria-hidden /> {t('save.publish')}
      </button>
      {open && <PublishDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function PublishDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const store = useEditorStore();
  const hub = useSaveHub();
  const openLeftPanel = useOpenLeftPanel();
  const siteId = store.getState().siteId;
  const abilities = useSiteAbilities(siteId);
  // Production is an owner's; a viewer publishes nowhere.
  const environments = ENVIRONMENTS.filter((env) => abilities.publish[env]);
  const [check, setCheck] = useState<Check>({ status: 'saving' });
  const [busy, setBusy] = useState<PublishEnvironment | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [message, setMessage] = useState('');
  const [published, setPublished] = useState(0);
  const messageOf = useProblemMessage();

  // When the dialog opens: save first, then check what the server has.
  useEffect(() => {
    let live = true;
    void (async () => {
      const saved = (await hub.controls?.flushNow()) ?? true;
      if (!live) return;
      setCheck({ status: 'checking', unsaved: !saved });
      const result = await validation(siteId);
      if (!live) return;
      setCheck(
        result.ok
          ? { status: 'checked', unsaved: !saved, problems: result.problems }
          : {
              status: 'failed',
              unsaved: !saved,
              message: result.message ?? t('save.publish.unreachable'),
            },
      );
    })();
    return () => {
      live = false;
    };
  }, [hub, siteId, t]);

  const problems = check.status === 'checked' ? check.problems : [];
  const errors = problems.filter((p) => p.severity === 'error').length;
  const canPublish = check.status === 'checked' && errors === 0 && busy === null;

  async function publish(environment: PublishEnvironment) {
    setBusy(environment);
    setOutcome(null);
    const [result, sites] = await Promise.all([
      api.publish(siteId, environment, message.trim() || undefined),
      api.listSites(),
    ]);
    setBusy(null);
    if (result.ok) {
      setMessage('');
      setPublished((n) => n + 1);
      const site = sites.ok ? sites.value.sites.find((s) => s.id === siteId) : undefined;
      setOutcome({
        kind: 'published',
        summary: result.value,
        url: site?.urls[environment] ?? null,
      });
    } else {
      setOutcome({
        kind: 'failed',
        message: result.kind === 'network' ? t('save.publish.unreachable') : result.message,
        problems: result.kind === 'http' ? result.problems : [],
      });
    }
  }

  // Production asks first, with what it changes (`PublishConfirm`); staging publishes at once.
  const { confirming, buttons, choose, cancel, confirm } = useConfirmedPublish(
    (env) => void publish(env),
  );

  function goTo(problem: Problem) {
    const doc = store.getState().doc;
    const plugin = pluginOfProblem(doc, problem);
    if (plugin !== null) {
      // The Plugins tab, scrolled to the plugin's settings: once its panel is loaded (it is
      // fetched after the editor's first frame), so the tab renders it at once. If it cannot be
      // fetched, the tab opens anyway and says so.
      const open = () => {
        openLeftPanel('plugins');
        onClose();
        requestAnimationFrame(() =>
          document
            .querySelector(`[data-plugin-id="${CSS.escape(plugin)}"]`)
            ?.scrollIntoView({ block: 'start' }),
        );
      };
      loadLeftPanel('plugins').then(open, open);
      return;
    }
    const target = problemTarget(doc, problem);
    if (!target) return;
    store.setUi({ pageId: target.pageId, selection: target.elementId, hover: null });
    onClose();
  }

  const doc = store.getState().doc;
  return (
    <Dialog
      title={t('save.publish.title')}
      onClose={onClose}
      className="save-dialog save-publish"
      testId="publish-dialog"
    >
      <div aria-live="polite">
        {check.status === 'saving' && <p>{t('save.publish.saving')}</p>}
        {check.status !== 'saving' && check.unsaved && (
          <p className="save-error-text">{t('save.publish.unsaved')}</p>
        )}
        {check.status === 'checking' && <p>{t('save.publish.checking')}</p>}
        {check.status === 'failed' && (
          <p className="save-error-text">
            {t('save.publish.checkFailed', { message: check.message })}
          </p>
        )}
        {check.status === 'checked' &&
          (problems.length === 0 ? (
            <p className="save-ok-text">{t('save.publish.valid')}</p>
          ) : (
            <p>{problemCounts(t, problems)}</p>
          ))}
      </div>
      {problems.length > 0 && (
        <ul className="save-problems" data-testid="publish-problems">
          {problems.map((problem, i) => {
            const target = problemTarget(doc, problem) ?? pluginOfProblem(doc, problem);
            const text = (
              <>
                <span className="save-problem-severity">
                  {t(`save.publish.${problem.severity}`)}
                </span>{' '}
                <code>{problem.file}</code> <span>{messageOf(problem)}</span>
              </>
            );
            return (
              <li key={i} className={`save-problem save-problem-${problem.severity}`}>
                {target ? (
                  <button
                    type="button"
                    className="save-problem-go"
                    data-testid="publish-problem"
                    title={t('save.publish.goTo')}
                    onClick={() => goTo(problem)}
                  >
                    {text}
                  </button>
                ) : (
                  text
                )}
              </li>
            );
          })}
        </ul>
      )}
      <PublishMessage value={message} onChange={setMessage} />
      {environments.length === 0 && abilities.role !== 'loading' && (
        <p>{t('authors.cannotPublish')}</p>
      )}
      {confirming ? (
        <PublishConfirm
          siteId={siteId}
          environment={confirming}
          onCancel={cancel}
          onConfirm={confirm}
        />
      ) : (
        <div className="save-publish-buttons" ref={buttons}>
          {environments.map((env) => (
            <button
              key={env}
              type="button"
              className={env === 'production' ? 'primary' : undefined}
              data-environment={env}
              disabled={!canPublish}
              onClick={() => choose(env)}
            >
              {busy === env
                ? t('save.publish.publishing')
                : errors > 0
                  ? `${t(`save.publish.to_${env}`)} — ${t('save.publish.blocked', { count: errors })}`
                  : t(`save.publish.to_${env}`)}
            </button>
          ))}
        </div>
      )}
      <div aria-live="polite" className="save-publish-outcome">
        {outcome?.kind === 'published' && (
          <p className="save-ok-text" data-testid="publish-result">
            {t('save.publish.done', {
              count: outcome.summary.pages,
              environment: t(`save.publish.env_${outcome.summary.environment}`),
              time: formatDateTime(outcome.summary.publishedAt, i18n.language),
            })}{' '}
            {outcome.url && (
              <a href={outcome.url} target="_blank" rel="noreferrer">
                {t('save.publish.open', {
                  environment: t(`save.publish.env_${outcome.summary.environment}`),
                })}{' '}
                ({outcome.url})
              </a>
            )}
          </p>
        )}
        {outcome?.kind === 'failed' && (
          <div className="save-error-text">
            <p>{t('save.publish.failed', { message: outcome.message })}</p>
            {outcome.problems.length > 0 && (
              <ul className="save-problems">
                {outcome.problems.map((p, i) => (
                  <li key={i}>
                    <code>{p.file}</code> <code>{p.path}</code> {messageOf(p)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      <PublishHistory
        siteId={siteId}
        key={published}
        {...(outcome?.kind === 'published' ? { environment: outcome.summary.environment } : {})}
      />
      <button type="button" onClick={onClose}>
        {t('save.close')}
      </button>
    </Dialog>
  );
}
