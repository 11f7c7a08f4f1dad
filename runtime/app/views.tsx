/** The runtime's own views: loading, page not found and load error. Plain and unstyled on purpose. */
import { messages } from './messages.ts';

export function LoadingView({ lang }: { lang: string }) {
  return (
    <div className="baobab-loading" aria-busy="true" role="status">
      <span
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {messages(lang).loading}
      </span>
    </div>
  );
}

export function NotFoundView({ lang, homeHref }: { lang: string; homeHref: string }) {
  const text = messages(lang);
  return (
    <main
      className="baobab-not-found"
      style={{ padding: '4rem 1rem', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}
    >
      <h1>{text.notFound}</h1>
      <p>{text.notFoundBody}</p>
      <p>
        <a href={homeHref}>{text.home}</a>
      </p>
    </main>
  );
}

export function LoadErrorView({
  lang,
  detail,
  onRetry,
}: {
  lang: string;
  detail: string;
  onRetry: () => void;
}) {
  const text = messages(lang);
  return (
    <main
      className="baobab-load-error"
      role="alert"
      style={{ padding: '4rem 1rem', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}
    >
      <h1>{text.loadFailed}</h1>
      <p style={{ color: '#666', fontSize: '0.875rem' }}>{detail}</p>
      <button type="button" onClick={onRetry}>
        {text.retry}
      </button>
    </main>
  );
}
