import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { canGoBackIn } from './navigation-target.ts';
import { HistoryRouter, useLocation, useNavigate, type Navigate } from './router.tsx';

let navigate: Navigate = () => {};
const seen: string[] = [];

function Probe({ report }: { report: (navigate: Navigate, at: string) => void }) {
  const location = useLocation();
  const go = useNavigate();
  useEffect(() => report(go, `${location.pathname}${location.search}${location.hash}`));
  return <p>{location.pathname}</p>;
}

const report = (go: Navigate, at: string) => {
  navigate = go;
  seen.push(at);
};

afterEach(() => {
  seen.length = 0;
  window.history.replaceState(null, '', '/');
});

describe('HistoryRouter', () => {
  it('marks the entry the visitor arrived on as idx 0, and each push one more', () => {
    window.history.replaceState(null, '', '/start');
    render(
      <HistoryRouter>
        <Probe report={report} />
      </HistoryRouter>,
    );
    expect(canGoBackIn(window.history.state)).toBe(false);
    act(() => navigate('/faq?q=1#top'));
    expect(window.location.pathname).toBe('/faq');
    expect(seen.at(-1)).toBe('/faq?q=1#top');
    expect(canGoBackIn(window.history.state)).toBe(true);
    act(() => navigate('/404', { replace: true }));
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(seen.at(-1)).toBe('/404');
    // Relative to the current URL, as a link's address: `/shop/faq` from `/shop/milk`.
    act(() => navigate('/shop/milk'));
    act(() => navigate('faq'));
    expect(window.location.pathname).toBe('/shop/faq');
    expect(window.history.state).toMatchObject({ idx: 3 });
  });

  it('renders again for a navigation to the same URL, and follows Back (popstate)', () => {
    window.history.replaceState(null, '', '/a');
    render(
      <HistoryRouter>
        <Probe report={report} />
      </HistoryRouter>,
    );
    const before = seen.length;
    act(() => navigate('/a'));
    expect(seen.length).toBeGreaterThan(before);
    act(() => {
      window.history.replaceState({ idx: 0 }, '', '/b');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(seen.at(-1)).toBe('/b');
  });

  it('says what is missing when used outside a router', () => {
    expect(() => render(<Probe report={report} />)).toThrow(
      'useLocation() may be used only in the context of a <Router> component.',
    );
  });
});
