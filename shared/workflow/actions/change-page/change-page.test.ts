import { describe, expect, it } from 'vitest';
import type { NavigationTarget, WorkflowEffects } from '../../effects.ts';
import { runOne } from '../../testing.ts';

function pages() {
  const visits: NavigationTarget[] = [];
  const effects: WorkflowEffects = {
    hasPage: (id) => id === 'cart',
    navigate: (target) => void visits.push(target),
  };
  return { visits, effects };
}

describe('change-page', () => {
  it('navigates to a page with its options', async () => {
    const { visits, effects } = pages();
    await runOne(
      'change-page',
      {
        pageId: 'cart',
        queries: { coupon: 'ZW10' },
        sectionId: 's1',
        newTab: true,
        progress: true,
      },
      { effects },
    );
    expect(visits).toEqual([
      {
        kind: 'page',
        pageId: 'cart',
        queries: { coupon: 'ZW10' },
        sectionId: 's1',
        newTab: true,
        progress: true,
      },
    ]);
  });

  it('navigates to a path or a URL, with defaults, and queries as name/value pairs', async () => {
    const { visits, effects } = pages();
    await runOne('change-page', { path: '/author' }, { effects });
    await runOne(
      'change-page',
      { url: 'https://example.com', queries: [{ name: 'q', value: 'bus' }] },
      { effects },
    );
    expect(visits).toEqual([
      {
        kind: 'path',
        path: '/author',
        queries: {},
        sectionId: undefined,
        newTab: false,
        progress: false,
      },
      {
        kind: 'url',
        url: 'https://example.com',
        queries: { q: 'bus' },
        sectionId: undefined,
        newTab: false,
        progress: false,
      },
    ]);
  });

  it('fails without a page, and on a page the effects do not know', async () => {
    const { visits, effects } = pages();
    expect((await runOne('change-page', { pageId: '' }, { effects })).error?.message).toBe(
      'No page selected.',
    );
    expect((await runOne('change-page', { pageId: 'gone' }, { effects })).error?.message).toBe(
      'Page not found.',
    );
    expect(visits).toEqual([]);
  });
});
