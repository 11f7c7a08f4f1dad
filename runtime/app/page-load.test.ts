import { describe, expect, it, vi } from 'vitest';
import type { Workflow } from '@shared/schema/logic.ts';
import { runPageLoad, type PageLoadSteps } from './page-load.ts';

const workflow = (id: string, trigger: Workflow['trigger']): Workflow => ({
  id,
  name: id,
  trigger,
  actions: [],
});

function steps(options: { fail?: boolean; ids?: string[] } = {}) {
  const order: string[] = [];
  const app = [
    workflow('app-before', 'before-collection-fetch'),
    workflow('app-onload', 'onload'),
    workflow('app-error', 'collection-fetch-error'),
  ];
  const page = [
    workflow('page-before', 'before-collection-fetch'),
    workflow('page-onload', 'onload'),
    workflow('page-unload', 'onunload'),
  ];
  const value: PageLoadSteps = {
    workflows: (trigger, level) =>
      (level === 'app' ? app : page).filter((w) => w.trigger === trigger),
    run: async (w, event) => {
      order.push(event ? `${w.id}(${(event as { collectionId?: string }).collectionId})` : w.id);
    },
    autoFetchIds: () => options.ids ?? ['products'],
    fetchCollections: async (ids) => {
      order.push(`fetch ${ids.join(',')}`);
      if (options.fail) throw Object.assign(new Error('offline'), { collectionId: ids[0] });
    },
    log: vi.fn(),
  };
  return { order, value };
}

describe('page load order (seeds §4)', () => {
  it('first load: app before-fetch, page before-fetch, fetch, app onload, page onload', async () => {
    const { order, value } = steps();
    await runPageLoad(value, { firstLoad: true, signal: new AbortController().signal });
    expect(order).toEqual([
      'app-before',
      'page-before',
      'fetch products',
      'app-onload',
      'page-onload',
    ]);
  });

  it('later loads skip the app-level workflows', async () => {
    const { order, value } = steps();
    await runPageLoad(value, { firstLoad: false, signal: new AbortController().signal });
    expect(order).toEqual(['page-before', 'fetch products', 'page-onload']);
  });

  it('no collection to fetch: no fetch call', async () => {
    const { order, value } = steps({ ids: [] });
    await runPageLoad(value, { firstLoad: false, signal: new AbortController().signal });
    expect(order).toEqual(['page-before', 'page-onload']);
  });

  it('a failed fetch is logged, raises collection-fetch-error, and the page goes on', async () => {
    const { order, value } = steps({ fail: true });
    await runPageLoad(value, { firstLoad: false, signal: new AbortController().signal });
    expect(order).toEqual(['page-before', 'fetch products', 'app-error(products)', 'page-onload']);
    expect(value.log).toHaveBeenCalledWith('[baobab] collection fetch failed', expect.any(Error));
  });

  it('leaving the page stops the sequence', async () => {
    const { order, value } = steps();
    const controller = new AbortController();
    value.fetchCollections = async () => {
      order.push('fetch');
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    };
    await runPageLoad(value, { firstLoad: true, signal: controller.signal });
    expect(order).toEqual(['app-before', 'page-before', 'fetch']);
    expect(value.log).not.toHaveBeenCalled();
  });
});
