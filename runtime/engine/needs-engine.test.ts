import { describe, expect, it } from 'vitest';
import { app, page, pageData } from '../testing/fixtures.ts';
import { appNeedsEngine, pageNeedsEngine } from './needs-engine.ts';

const home = page('home', { en: '/' }, [{ uid: 's', sectionTitle: 'S' }]);
const plain = () =>
  pageData(home, [{ uid: 's', sectionTitle: 'S', children: ['t'] }], {
    t: { id: 't', type: 'text', props: { text: 'Hello' } },
  });

describe('when the engine chunk is needed', () => {
  it('not for a page of literals, even with variables and collections nobody can read', () => {
    const data = plain();
    data.variables = { v: { id: 'v', name: 'v', type: 'string', defaultValue: '' } };
    data.collections = { c: { id: 'c', name: 'c', mode: 'static', config: {} } };
    expect(pageNeedsEngine(data)).toBe(false);
    const site = app([home]);
    site.collections = data.collections;
    expect(appNeedsEngine(site)).toBe(false);
  });

  it('for a formula anywhere, an element event, a workflow or a site formula', () => {
    const bound = plain();
    bound.wwObjects.t!.styles = { color: { $formula: 'variables.v' } };
    expect(pageNeedsEngine(bound)).toBe(true);
    const clicked = plain();
    clicked.wwObjects.t!.events = [{ trigger: 'click', workflowId: 'w' }];
    expect(pageNeedsEngine(clicked)).toBe(true);
    const withWorkflow = plain();
    withWorkflow.workflows = { w: { id: 'w', name: 'w', trigger: 'onload', actions: [] } };
    expect(pageNeedsEngine(withWorkflow)).toBe(true);
    const site = app([home]);
    site.formulas = { f: { id: 'f', name: 'f', code: '1' } };
    expect(appNeedsEngine(site)).toBe(true);
  });

  it("for a {{ formula }} in the page's title, meta or sharing image", () => {
    const titled = plain();
    titled.page = { ...titled.page, title: { en: '{{ context.page.data.name }}' } };
    expect(pageNeedsEngine(titled)).toBe(true);
    const pictured = plain();
    pictured.page = { ...pictured.page, metaImage: '{{ context.page.data.picture }}' };
    expect(pageNeedsEngine(pictured)).toBe(true);
    const described = plain();
    described.page = {
      ...described.page,
      meta: { ...described.page.meta, structuredData: { en: '{"name":"{{ 1 }}"}' } },
    };
    expect(pageNeedsEngine(described)).toBe(true);
  });
});
