import { useTranslation } from 'react-i18next';
import type { ApiResult } from './api.ts';

/** Loading, or why a request failed, with a retry button. */
export function RequestFailure({
  result,
  onRetry,
}: {
  result: ApiResult<unknown> & { ok: false };
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="panel failure">
      <p>{result.kind === 'network' ? t('unreachable') : result.message}</p>
      <button type="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {t('loading')}
    </p>
  );
}
