/** Hooks components use to talk to the runtime: actions workflows call, state formulas read. */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ActionRegistrar, ComponentActionHandler } from './component.ts';

/**
 * Registers `handlers` as the component's actions while it is mounted. The latest handlers are
 * always called (kept in a ref), so passing a fresh object each render does not re-register.
 */
export function useComponentActions(
  register: ActionRegistrar | undefined,
  handlers: Readonly<Record<string, ComponentActionHandler>>,
): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const names = Object.keys(handlers).join(',');
  useEffect(() => {
    if (!register) return undefined;
    const proxies: Record<string, ComponentActionHandler> = {};
    for (const name of names.split(',').filter(Boolean))
      proxies[name] = (args) => latest.current[name]?.(args);
    return register(proxies);
  }, [register, names]);
}

/**
 * Publishes `state` whenever one of its values changes (shallow), e.g. `{ value, isOpen }`.
 * Values should be plain data (formulas read them).
 */
export function usePublishedState(
  publish: ((state: Readonly<Record<string, unknown>>) => void) | undefined,
  state: Readonly<Record<string, unknown>>,
): void {
  const key = JSON.stringify(state);
  useEffect(() => {
    publish?.(JSON.parse(key) as Record<string, unknown>);
  }, [publish, key]);
}
