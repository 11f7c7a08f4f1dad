import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';
import type { ElementEvent } from './set-element-events.ts';

const events = (value: ElementEvent[]) =>
  ({
    type: 'set-element-events',
    payload: { pageId: 'home', elementId: 'cta', events: value },
  }) as const;

describe('set-element-events', () => {
  it('sets the events, an empty list removes them, undo gives back the document', () => {
    const store = testStore();
    const before = store.getState().doc;
    store.dispatch(events([{ trigger: 'click', workflowId: 'wf1' }]));
    expect(store.getState().doc.pages.home?.elements.cta?.events).toEqual([
      { trigger: 'click', workflowId: 'wf1' },
    ]);
    store.dispatch(events([]));
    expect(store.getState().doc.pages.home?.elements.cta).not.toHaveProperty('events');
    store.undo();
    expect(store.getState().doc.pages.home?.elements.cta?.events).toHaveLength(1);
    store.undo();
    expect(store.getState().doc).toEqual(before);
  });

  it('refuses an invalid trigger', () => {
    const store = testStore();
    const result = store.dispatch(events([{ trigger: 'On Click', workflowId: 'wf1' }]));
    expect(result.ok).toBe(false);
    expect(store.getState().doc.pages.home?.elements.cta).not.toHaveProperty('events');
  });
});
