/**
 * The browser context formulas read as `context.browser` (seeds 000 §3): url, path, source,
 * query, domain, baseUrl, breakpoint, environment, theme. `get()` returns the same object until
 * one of them changes, so React (useSyncExternalStore) and formula caches can compare by identity.
 */
import { BREAKPOINTS, type Breakpoint } from '@shared/schema/constants.ts';
import type { Environment } from '@shared/schema/compose.ts';
import type { ParsedQuery } from '@shared/routing/query-string.ts';
import { createListeners, type Listener } from './listeners.ts';
import type { Theme, ThemeSource } from './theme.ts';

export type ViewBreakpoint = 'desktop' | Breakpoint;

export interface BrowserContext {
  url: string;
  path: string;
  /** Where a guard sent the visitor from: the `_source` query parameter, else null. */
  source: string | null;
  query: ParsedQuery;
  domain: string;
  /** Origin and base path, e.g. `https://shop.example.com/`. */
  baseUrl: string;
  breakpoint: ViewBreakpoint;
  environment: Environment;
  theme: Theme;
}

export interface BrowserLocation {
  pathname: string;
  search: string;
  hash: string;
}

type MediaQuery = Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

/** What the context reads of `window`; tests pass a fake. */
export interface BrowserWindow {
  location: BrowserLocation & { origin: string; hostname: string };
  matchMedia?: (query: string) => MediaQuery;
}

export interface BrowserContextOptions {
  window: BrowserWindow;
  environment: Environment;
  theme: ThemeSource;
  /** The path the site is served under; `/` by default. */
  basePath?: string;
}

export interface BrowserContextStore {
  get(): BrowserContext;
  subscribe(listener: Listener<BrowserContext>): () => void;
  /** After a navigation: the router's location, or the window's when omitted. */
  update(location?: BrowserLocation): void;
  dispose(): void;
}

export function createBrowserContext(options: BrowserContextOptions): BrowserContextStore {
  const { window: win, environment, theme, basePath = '/' } = options;
  const listeners = createListeners<BrowserContext>();
  const media = (['mobile', 'tablet'] as const).map((name) => ({
    name,
    query: win.matchMedia?.(`(max-width: ${BREAKPOINTS[name]}px)`),
  }));
  const breakpoint = (): ViewBreakpoint => media.find((m) => m.query?.matches)?.name ?? 'desktop';

  const build = (at: BrowserLocation): BrowserContext => {
    const query = flatQuery(at.search);
    const source = query._source;
    const { origin, hostname } = win.location;
    return {
      url: `${origin}${at.pathname}${at.search}${at.hash}`,
      path: at.pathname,
      source: typeof source === 'string' ? source : null,
      query,
      domain: hostname,
      baseUrl: `${origin}${basePath}`,
      breakpoint: breakpoint(),
      environment,
      theme: theme.get(),
    };
  };

  const locationOf = ({ pathname, search, hash }: BrowserLocation) => ({ pathname, search, hash });
  let location = locationOf(win.location);
  let current = build(location);

  /** Replaces the context only when something changed (the query compared through the url). */
  const refresh = (at: BrowserLocation) => {
    const next = build(at);
    const same =
      next.url === current.url &&
      next.breakpoint === current.breakpoint &&
      next.theme === current.theme;
    if (same) return;
    current = next;
    listeners.emit(current);
  };
  const onChange = () => refresh(location);

  for (const m of media) m.query?.addEventListener('change', onChange);
  const stopTheme = theme.subscribe(onChange);

  return {
    get: () => current,
    subscribe: (listener) => listeners.add(listener),
    update(next) {
      location = locationOf(next ?? win.location);
      refresh(location);
    },
    dispose() {
      for (const m of media) m.query?.removeEventListener('change', onChange);
      stopTheme();
    },
  };
}

/**
 * The query as flat names and values (a repeated name gives a list). Nested names (`a[b]=1`)
 * are parsed with qs by the site runtime once its engine chunk is loaded (only formulas read
 * the query): this keeps qs out of the first download.
 */
export function flatQuery(search: string): ParsedQuery {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (name === '__proto__' || name === 'constructor' || name === 'prototype') continue;
    const previous = Object.hasOwn(query, name) ? query[name] : undefined;
    query[name] =
      previous === undefined
        ? value
        : Array.isArray(previous)
          ? [...previous, value]
          : [previous, value];
  }
  return query as ParsedQuery;
}
