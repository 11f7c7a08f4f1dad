import { beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '@shared/schema/compose.ts';
import type { Variable, Workflow } from '@shared/schema/logic.ts';
import { app, page, pageContext, pageData } from '../testing/fixtures.ts';
import { loadEngine } from '../engine/load.ts';
import { SiteRuntime } from '../state/site-runtime.ts';
import { settingWorkflows } from './first-view.ts';

const home = page('home', { en: '/' });
const variables: Variable[] = [
  { id: 'aisle', name: 'aisle', type: 'string', defaultValue: '' },
  { id: 'cart', name: 'cart', type: 'array', defaultValue: [], persistent: true },
];

const setTo = (variableId: string): Workflow['actions'][number] => ({
  id: `set-${variableId}`,
  type: 'set-variable',
  config: { variableId, value: { $formula: "'groceries'" } },
});

function runtimeWith(actions: Workflow['actions'], extra: Partial<Workflow> = {}): SiteRuntime {
  const workflow: Workflow = {
    id: 'before',
    name: 'Before',
    trigger: 'before-collection-fetch',
    actions,
    ...extra,
  };
  const data: PageData = {
    ...pageData(home, [], {}),
    variables: Object.fromEntries(variables.map((v) => [v.id, v])),
    workflows: { before: workflow },
  };
  const runtime = new SiteRuntime(app([home]), { siteId: 'test', warn: () => {} });
  runtime.enterPage(data, pageContext('home'), ['en']);
  return runtime;
}

beforeAll(async () => {
  await loadEngine();
});

describe('settingWorkflows', () => {
  it('gives the before-collection-fetch workflows that only set variables of the page', () => {
    expect(settingWorkflows(runtimeWith([setTo('aisle')]))?.map((w) => w.id)).toEqual(['before']);
  });

  it('gives null when one does anything else, or sets what the browser keeps', () => {
    const navigate = { id: 'go', type: 'navigate-to', config: { url: '/faq' } };
    expect(settingWorkflows(runtimeWith([setTo('aisle'), navigate]))).toBeNull();
    expect(settingWorkflows(runtimeWith([setTo('cart')]))).toBeNull();
    expect(
      settingWorkflows(runtimeWith([setTo('aisle')], { errorActions: [navigate] })),
    ).toBeNull();
  });
});
