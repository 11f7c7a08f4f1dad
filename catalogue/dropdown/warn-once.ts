import { useEffect, useRef } from 'react';

/**
 * Logs each distinct message once per mounted component (odd bound props are common while
 * editing; one warning is enough). In an effect, so rendering stays pure.
 */
export function useWarnOnce(messages: ReadonlyArray<string | null>): void {
  const seen = useRef(new Set<string>());
  const key = messages.filter(Boolean).join('\n');
  useEffect(() => {
    for (const message of key.split('\n')) {
      if (message === '' || seen.current.has(message)) continue;
      seen.current.add(message);
      console.warn(message);
    }
  }, [key]);
}
