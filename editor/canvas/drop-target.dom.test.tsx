/**
 * `SLOT_WRAPPERS` against the catalogue's own components: each multi-slot component is rendered
 * (opened when it opens), and each listed selector must find the slot's wrapper, with the slot's
 * child in it, and still find it (empty, so the drop areas' `:empty` rule opens it) with no child.
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { componentDefinitions } from '@catalogue/definitions.ts';
import { defaultProps } from '@catalogue/props.ts';
import { loadCatalogueEntry } from '@catalogue/registry.ts';
import type { Element } from '@shared/schema/element.ts';
import { DROP_AREAS_CSS, domFrameView, SLOT_WRAPPERS } from './drop-target.ts';

afterEach(cleanup);

const multiSlot = Object.values(componentDefinitions).filter((d) => (d.slots?.length ?? 0) > 1);

/** The component of `type` as the renderer gives it (`e-probe`), with these slot contents. */
async function show(type: string, filled: boolean): Promise<HTMLElement> {
  const entry = await loadCatalogueEntry(type);
  if (!entry) throw new Error(`no catalogue entry for ${type}`);
  const Component = entry.component;
  const slots = Object.fromEntries(
    (entry.definition.slots ?? []).map((slot) => [
      slot,
      filled ? [<i key="p" data-probe={slot} />] : [],
    ]),
  );
  const { container } = render(
    <Component props={defaultProps(entry.definition)} className="e-probe" slots={slots} />,
  );
  // Opened the way its author would see it open: its toggle or trigger.
  const toggle = container.querySelector<HTMLElement>('[aria-expanded="false"]');
  if (toggle) fireEvent.click(toggle);
  return container.querySelector<HTMLElement>('.e-probe') ?? container;
}

describe('the slot wrappers the canvas drops into', () => {
  it('lists every component with more than one slot', () => {
    expect(multiSlot.map((d) => d.type).sort()).toEqual(Object.keys(SLOT_WRAPPERS).sort());
  });

  for (const definition of multiSlot) {
    const wrappers = Object.entries(SLOT_WRAPPERS[definition.type] ?? {});
    it(`finds the ${definition.type}'s slots, with or without children`, async () => {
      const root = await show(definition.type, true);
      for (const [slot, selector] of wrappers) {
        expect(definition.slots, slot).toContain(slot);
        expect(
          root.querySelector(selector)?.querySelector(`[data-probe="${slot}"]`),
          slot,
        ).not.toBeNull();
      }
      cleanup();
      const empty = await show(definition.type, false);
      for (const [slot, selector] of wrappers) {
        expect(empty.querySelector(selector), slot).not.toBeNull();
      }
    });
  }

  it('opens only empty wrappers as drop areas', () => {
    expect(DROP_AREAS_CSS).toContain('.b-tabs-panel:not([hidden]):empty');
    expect(DROP_AREAS_CSS).toMatch(/\{min-height:48px;/);
  });
});

describe('domFrameView', () => {
  const elements: Record<string, Element> = {
    outer: { id: 'outer', type: 'tabs', children: { tabsList: ['inner'], tabsContent: [] } },
    inner: { id: 'inner', type: 'tabs', children: { tabsList: [], tabsContent: [] } },
  };

  it("measures an element's own slot wrapper, not a nested element's of the same type", () => {
    // The inner tabs sit in the outer's headers, so their panel comes first in the document.
    document.body.innerHTML = `
      <div class="e-outer">
        <div class="b-tabs-list"><div class="e-inner">
          <div class="b-tabs-list"></div><div class="b-tabs-panel" id="inner-panel"></div>
        </div></div>
        <div class="b-tabs-panel" hidden></div><div class="b-tabs-panel" id="outer-panel"></div>
      </div>`;
    const measured: string[] = [];
    for (const node of document.querySelectorAll<HTMLElement>('[id$="-panel"]')) {
      node.getBoundingClientRect = () => {
        measured.push(node.id);
        return new DOMRect(0, 0, 10, 10);
      };
    }
    const view = domFrameView(document, () => elements);
    expect(view.slotRect('outer', 'tabsContent')).toEqual({
      left: 0,
      top: 0,
      width: 10,
      height: 10,
    });
    expect(view.slotRect('inner', 'tabsContent')).not.toBeNull();
    expect(measured).toEqual(['outer-panel', 'inner-panel']);
    // A slot the map does not list (or an unknown element) has no wrapper of its own.
    expect(view.slotRect('outer', 'default')).toBeNull();
    expect(view.slotRect('gone', 'tabsContent')).toBeNull();
    // The outer tabs show their second panel; the inner their first.
    expect(view.shownPlace('outer', 'tabsContent')).toBe(1);
    expect(view.shownPlace('inner', 'tabsContent')).toBe(0);
    expect(view.shownPlace('gone', 'tabsContent')).toBeNull();
  });
});
