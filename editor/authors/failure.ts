/** Why a request of the editor API failed, in the editor's language when it is ours to say. */
import type { TFunction } from 'i18next';
import type { ApiResult } from '../shell/api.ts';

export const failureText = (result: ApiResult<unknown> & { ok: false }, t: TFunction): string =>
  result.kind === 'network' ? t('authors.unreachable') : result.message;
