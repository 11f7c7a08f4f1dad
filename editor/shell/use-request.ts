import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiResult } from './api.ts';

export type RequestState<T> = { status: 'loading' } | { status: 'done'; result: ApiResult<T> };

/** Runs `load` when it changes; `reload` runs it again. Shows loading until its own answer. */
export function useRequest<T>(load: () => Promise<ApiResult<T>>): [RequestState<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  // One token per request: an answer counts only for the request that asked for it.
  const token = useMemo(() => ({ load, attempt }), [load, attempt]);
  const [answer, setAnswer] = useState<{ token: object; result: ApiResult<T> } | null>(null);
  useEffect(() => {
    let live = true;
    void token.load().then((result) => {
      if (live) setAnswer({ token, result });
    });
    return () => {
      live = false;
    };
  }, [token]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: RequestState<T> =
    answer?.token === token ? { status: 'done', result: answer.result } : { status: 'loading' };
  return [state, reload];
}
