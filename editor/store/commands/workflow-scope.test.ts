import { describe, expect, it } from 'vitest';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { workflowReferences } from './workflow-scope.ts';

describe('workflowReferences', () => {
  it('finds site workflows from every file unless a page has its own of that id', () => {
    const doc = fixtureSite();
    doc.pages.home!.elements.cta!.events = [{ trigger: 'click', workflowId: 'w' }];
    doc.pages.home!.elements.title!.events = [{ trigger: 'mounted', workflowId: 'w' }];
    doc.sections.nav!.elements.logo!.events = [{ trigger: 'click', workflowId: 'w' }];
    expect(workflowReferences(doc, 'site', null, 'w').map((r) => r.elementId)).toEqual([
      'title',
      'cta',
      'logo',
    ]);
    // The home page's own "w" is the one its elements run.
    doc.pages.home!.workflows.w = { id: 'w', name: 'Own', trigger: 'none', actions: [] };
    expect(workflowReferences(doc, 'site', null, 'w').map((r) => r.elementId)).toEqual(['logo']);
    expect(workflowReferences(doc, 'page', 'home', 'w')).toEqual([
      {
        home: { kind: 'page', pageId: 'home' },
        elementId: 'title',
        label: 'text',
        triggers: ['mounted'],
      },
      {
        home: { kind: 'page', pageId: 'home' },
        elementId: 'cta',
        label: 'button',
        triggers: ['click'],
      },
    ]);
    expect(workflowReferences(doc, 'page', 'faq', 'w')).toEqual([]);
  });
});
