/**
 * The app's router: the browser's History API and one React state. The runtime routes paths
 * itself (`route.ts`: paths per language, parameters), so it needs only the location and a
 * navigate function — react-router cost the home page 12 KB gzip for those two.
 *
 * History entries carry `idx` (0 on the entry the visitor arrived on, +1 per push), the index
 * the previous-page action reads (`canGoBackIn`), as react-router's did.
 */
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

export interface RouterLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** A path (`/faq?x=1#top`, absolute or relative to the current URL), or a step back/forward. */
export type Navigate = (to: string | number, options?: { replace?: boolean }) => void;

interface Router {
  location: RouterLocation;
  navigate: Navigate;
}

const RouterContext = createContext<Router | null>(null);

// A new object per navigation, even to the same URL: effects keyed on the location run again.
const here = (): RouterLocation => {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
};

const indexOf = (state: unknown): number => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
};

/** `location`: where the server renders; the browser's own location in the browser. */
export function HistoryRouter({
  children,
  location: given,
}: {
  children: ReactNode;
  location?: RouterLocation | undefined;
}) {
  const [location, setLocation] = useState(() => given ?? here());
  useEffect(() => {
    if (typeof (window.history.state as { idx?: unknown } | null)?.idx !== 'number')
      window.history.replaceState({ ...(window.history.state as object), idx: 0 }, '');
    const onPop = () => setLocation(here());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback<Navigate>((to, options) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const idx = indexOf(window.history.state);
    if (options?.replace) window.history.replaceState({ idx }, '', to);
    else window.history.pushState({ idx: idx + 1 }, '', to);
    setLocation(here());
  }, []);
  return <RouterContext value={{ location, navigate }}>{children}</RouterContext>;
}

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useLocation and useNavigate need a HistoryRouter above them');
  return router;
}

export const useLocation = (): RouterLocation => useRouter().location;
export const useNavigate = (): Navigate => useRouter().navigate;
