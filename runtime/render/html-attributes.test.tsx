import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ElementMap } from '@shared/schema/element.ts';
import type { Variable } from '@shared/schema/logic.ts';
import { componentDefinitions } from '@catalogue/definitions.ts';
import { loadCatalogueEntry } from '@catalogue/registry.ts';
import { loadEngine } from '../engine/load.ts';
import { SiteRuntime } from '../state/site-runtime.ts';
import { app, page, pageData } from '../testing/fixtures.ts';
import { loadHtml } from './html-load.ts';
import { PageView } from './PageView.tsx';

const home = page('home', { en: '/' }, [{ uid: 'main', sectionTitle: 'Delivery' }]);
const site = app([home]);

/** Renders `roots` in the page's one section (anchor `delivery`) with the engine loaded. */
function show(elements: ElementMap, roots: string[], variables: Record<string, unknown> = {}) {
  const data = {
    ...pageData(home, [{ uid: 'main', sectionTitle: 'Delivery', children: roots }], elements),
    variables: Object.fromEntries(
      Object.entries(variables).map(([id, defaultValue]) => [
        id,
        {
          id,
          name: id,
          type: Array.isArray(defaultValue) ? 'array' : typeof defaultValue,
          defaultValue,
        } as Variable,
      ]),
    ),
  };
  const warn = vi.fn();
  const runtime = new SiteRuntime(site, { siteId: 'test', warn });
  runtime.enterPage(
    data,
    { id: 'home', name: 'home', path: '/', lang: 'en', params: {}, pageLoaded: false },
    ['en'],
  );
  const view = render(<PageView data={data} app={site} lang="en" runtime={runtime} warn={warn} />);
  const node = (id: string) => view.container.querySelector<HTMLElement>(`.e-${id}`)!;
  /** The root node's attributes, in no particular order. */
  const attrs = (id: string) =>
    Object.fromEntries([...node(id).attributes].map((a) => [a.name, a.value]));
  const warnings = () => warn.mock.calls.map((call) => String(call[0]));
  return { ...view, runtime, node, attrs, warnings };
}

const TYPES = Object.keys(componentDefinitions);

/**
 * happy-dom is a DOM DOMPurify cannot sanitise with: the Html component fails closed and says so
 * once (`catalogue/html/sanitize.ts`). No other warning is expected.
 */
const NO_SANITISER = 'Html: this browser cannot sanitise HTML safely; nothing is shown.';

let consoleError: ReturnType<typeof vi.spyOn>;
let consoleWarn: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  await Promise.all([loadEngine(), loadHtml(), ...TYPES.map((type) => loadCatalogueEntry(type))]);
});
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  // No React warning (an unknown prop, a boolean given as text…) for anything we set.
  expect(consoleError.mock.calls).toEqual([]);
  expect(consoleWarn.mock.calls.filter((call: unknown[]) => call[0] !== NO_SANITISER)).toEqual([]);
  cleanup();
  vi.restoreAllMocks();
});

describe('HTML id, classes and attributes', () => {
  it('adds the classes to the element’s and the catalogue’s, sets the id and passes attributes', () => {
    const { attrs, node } = show(
      {
        error: {
          id: 'error',
          type: 'text',
          props: { text: 'Card declined' },
          htmlId: 'checkout-error',
          classes: ' notice  notice--error ',
          attributes: [
            { name: 'role', value: 'alert' },
            { name: 'aria-live', value: 'assertive' },
            { name: 'data-status', value: 'declined' },
            { name: 'title', value: 'Payment' },
            { name: 'lang', value: 'fr' },
            { name: 'dir', value: 'ltr' },
            { name: 'tabindex', value: '-1' },
            { name: 'hidden', value: '' },
          ],
        },
        terms: {
          id: 'terms',
          type: 'checkbox',
          classes: 'terms',
          attributes: [{ name: 'data-testid', value: 'accept' }],
        },
      },
      ['error', 'terms'],
    );
    expect(attrs('error')).toEqual({
      class: 'e-error notice notice--error',
      id: 'checkout-error',
      role: 'alert',
      'aria-live': 'assertive',
      'data-status': 'declined',
      title: 'Payment',
      lang: 'fr',
      dir: 'ltr',
      tabindex: '-1',
      hidden: '',
    });
    expect(node('terms').className.split(' ').sort()).toEqual(['b-checkbox', 'e-terms', 'terms']);
    expect(node('terms').dataset.testid).toBe('accept');
  });

  it('follows what bound values read: an aria-label, a data attribute, the classes and the id', () => {
    const { runtime, attrs } = show(
      {
        status: {
          id: 'status',
          type: 'text',
          props: { text: 'Order' },
          htmlId: { $formula: "'order-' + variables.order.id" },
          classes: { $formula: "variables.order.paid ? ['paid', 'done'] : 'pending'" },
          attributes: [
            { name: 'aria-label', value: { $formula: "'Order ' + variables.order.id" } },
            { name: 'data-status', value: { $formula: "variables.order.paid ? 'paid' : null" } },
            { name: 'aria-busy', value: { $formula: '!variables.order.paid' } },
            { name: 'hidden', value: { $formula: 'false' } },
          ],
        },
      },
      ['status'],
      { order: { id: 7, paid: false } },
    );
    expect(attrs('status')).toEqual({
      class: 'e-status pending',
      id: 'order-7',
      'aria-label': 'Order 7',
      'aria-busy': 'true',
    });
    act(() => runtime.variables!.set('order', { id: 8, paid: true }));
    expect(attrs('status')).toEqual({
      class: 'e-status paid done',
      id: 'order-8',
      'aria-label': 'Order 8',
      'data-status': 'paid',
      'aria-busy': 'false',
    });
  });

  it('never puts a refused name, class or id on the page, even from a hand-edited file', () => {
    const { attrs, warnings } = show(
      {
        bad: {
          id: 'bad',
          type: 'text',
          props: { text: 'x' },
          htmlId: '1st',
          classes: 'ok e-other b-text s-main 9lives',
          attributes: [
            { name: 'onclick', value: 'alert(1)' },
            { name: 'OnMouseOver', value: 'alert(1)' },
            { name: 'style', value: 'color:red' },
            { name: 'href', value: 'javascript:alert(1)' },
            { name: 'xlink:href', value: 'javascript:alert(1)' },
            { name: 'srcdoc', value: '<script>alert(1)</script>' },
            { name: 'formaction', value: '/steal' },
            { name: 'dangerouslySetInnerHTML', value: '<img src=x onerror=alert(1)>' },
            { name: 'children', value: 'replaced' },
            { name: 'id', value: 'other' },
            { name: 'class', value: 'other' },
            { name: 'bad name', value: 'x' },
            { name: 'data-list', value: { $formula: '[1, 2]' } },
            { name: 'data-ok', value: 'kept' },
          ],
        },
        anchor: { id: 'anchor', type: 'text', props: { text: 'y' }, htmlId: 'delivery' },
        computed: {
          id: 'computed',
          type: 'text',
          props: { text: 'z' },
          htmlId: { $formula: "'has space'" },
        },
      },
      ['bad', 'anchor', 'computed'],
    );
    expect(attrs('bad')).toEqual({ class: 'e-bad ok', 'data-ok': 'kept' });
    expect(attrs('anchor')).toEqual({ class: 'e-anchor' });
    expect(attrs('computed')).toEqual({ class: 'e-computed' });
    expect(document.getElementById('delivery')?.tagName).toBe('SECTION');
    expect(document.body.innerHTML).not.toContain('alert');
    expect(warnings()).toEqual(
      expect.arrayContaining([
        '[baobab] element "bad": class "e-other" is not allowed (reserved); left out',
        '[baobab] element "bad": class "9lives" is not allowed (syntax); left out',
        '[baobab] element "bad": HTML id "1st" is not valid; not set',
        '[baobab] element "bad": attribute "onclick" is not allowed (event-handler); not set',
        '[baobab] element "bad": attribute "style" is not allowed (style); not set',
        '[baobab] element "bad": attribute "xlink:href" is not allowed (url); not set',
        '[baobab] element "bad": attribute "dangerouslySetInnerHTML" is not allowed (reserved); not set',
        '[baobab] element "bad": attribute "data-list" gave a list, not text, a number or yes/no; not set',
        '[baobab] element "anchor": HTML id "delivery" is a section\'s anchor on this page; not set',
        '[baobab] element "computed": HTML id "has space" is not valid; not set',
      ]),
    );
  });

  it('gives leaves rendered in place their attributes, per item, and keeps bound ones live', () => {
    const { container, runtime, attrs, warnings } = show(
      {
        list: {
          id: 'list',
          type: 'flexbox',
          props: { repeat: { $formula: 'variables.orders' } },
          children: { default: ['row'] },
        },
        row: {
          id: 'row',
          type: 'text',
          props: { text: { $formula: 'context.item.data.id' } },
          classes: 'order-row',
          htmlId: 'row',
          attributes: [
            { name: 'role', value: 'listitem' },
            { name: 'data-order', value: { $formula: 'context.item.data.id' } },
          ],
        },
        box: { id: 'box', type: 'flexbox', children: { default: ['label'] } },
        label: {
          id: 'label',
          type: 'text',
          props: { text: 'Cart' },
          attributes: [{ name: 'aria-label', value: { $formula: "variables.count + ' items'" } }],
        },
      },
      ['list', 'box'],
      { orders: [{ id: 'A1' }, { id: 'B2' }], count: 1 },
    );
    const rows = [...container.querySelectorAll('.e-row')];
    expect(rows.map((row) => [row.className, row.getAttribute('data-order')])).toEqual([
      ['e-row order-row', 'A1'],
      ['e-row order-row', 'B2'],
    ]);
    expect(rows.every((row) => row.getAttribute('role') === 'listitem')).toBe(true);
    expect(warnings()).toContain(
      '[baobab] element "row": HTML id "row" repeats in every item of a list; bind it to a formula',
    );
    expect(attrs('label')['aria-label']).toBe('1 items');
    act(() => runtime.variables!.set('count', 3));
    expect(attrs('label')['aria-label']).toBe('3 items');
  });

  it('reach the root node of every catalogue component', () => {
    for (const type of TYPES) {
      const { attrs, unmount } = show(
        {
          el: {
            id: 'el',
            type,
            htmlId: 'probe',
            classes: 'mine',
            attributes: [{ name: 'data-probe', value: type }],
          },
        },
        ['el'],
      );
      const root = document.getElementById('probe');
      expect(root?.classList.contains('e-el'), type).toBe(true);
      expect(root?.classList.contains('mine'), type).toBe(true);
      expect(attrs('el')['data-probe'], type).toBe(type);
      unmount();
    }
  });

  it('costs an element without them nothing: its class alone, no attribute', () => {
    const { attrs } = show({ plain: { id: 'plain', type: 'text', props: { text: 'x' } } }, [
      'plain',
    ]);
    expect(attrs('plain')).toEqual({ class: 'e-plain' });
  });
});
