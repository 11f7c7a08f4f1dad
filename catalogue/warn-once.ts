/**
 * One console warning per problem: bound values can be anything and re-render often, so an odd
 * value is reported once, never on every render, and never breaks the page. Shared by the lazily
 * loaded components (text, image, flexbox and button, in the main bundle, do not import it).
 */
import { useEffect, useRef } from 'react';

const warned = new Set<string>();

/**
 * `console.warn(message)` the first time `key` is seen on the page (the message itself when no
 * key is given). Keys are shared by every component: prefix them with the component's name.
 */
export function warnOnce(key: string, message: string = key): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message);
}

/**
 * Logs each distinct message once per mounted component (odd bound props are common while
 * editing; one warning is enough). `null` entries are skipped. In an effect, so rendering stays
 * pure.
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
