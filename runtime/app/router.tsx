/**
 * The app's router: react-router-dom keeps the location and the history (a `BrowserRouter` in
 * the browser, a `StaticRouter` where the server renders). The runtime still routes paths itself
 * (`route.ts` over `shared/routing`: paths per language, `{name:default}` parameters), so the app
 * reads only the location and a navigate function from it, through the two hooks below.
 *
 * History entries carry react-router's `idx` (0 on the entry the visitor arrived on, +1 per
 * push), the index the previous-page action reads (`canGoBackIn`).
 */
import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  BrowserRouter,
  StaticRouter,
  useLocation as useRouterLocation,
  useNavigate as useRouterNavigate,
} from 'react-router-dom';

export interface RouterLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** A path (`/faq?x=1#top`, absolute or relative to the current URL), or a step back/forward. */
export type Navigate = (to: string | number, options?: { replace?: boolean }) => void;

/** `location`: where the server renders; the browser's own location in the browser. */
export function HistoryRouter({
  children,
  location,
}: {
  children: ReactNode;
  location?: RouterLocation | undefined;
}) {
  if (location) return <StaticRouter location={location}>{children}</StaticRouter>;
  // No transition: a navigation shows the next page's progress at once, as a click expects.
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

/** A new object per navigation, even to the same URL: effects keyed on it run again. */
export const useLocation = (): RouterLocation => useRouterLocation();

/**
 * Navigates through react-router, with a path resolved as the browser resolves a link's
 * (`faq` from `/shop/milk` is `/shop/faq`), and one function for the app's whole life:
 * react-router's own changes with the path, and effects that keep it must not run again.
 */
export function useNavigate(): Navigate {
  const go = useRouterNavigate();
  const latest = useRef(go);
  useLayoutEffect(() => {
    latest.current = go;
  }, [go]);
  return useCallback<Navigate>((to, options) => {
    if (typeof to === 'number') {
      void latest.current(to);
      return;
    }
    const url = new URL(to, window.location.href);
    void latest.current(`${url.pathname}${url.search}${url.hash}`, { replace: options?.replace });
  }, []);
}
