/** A list that could not be loaded: why (`text` of the reason), and "Try again". */
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../shell/api.ts';
import { failureText } from './failure.ts';

export function LoadFailed({
  result,
  text,
  onRetry,
}: {
  result: ApiResult<unknown> & { ok: false };
  /** The sentence around the reason. */
  text: (message: string) => string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="authors-error">
      {text(failureText(result, t))}{' '}
      <button type="button" onClick={onRetry}>
        {t('members.retry')}
      </button>
    </p>
  );
}
