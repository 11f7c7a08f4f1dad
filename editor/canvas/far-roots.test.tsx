import { afterEach, describe, expect, it } from 'vitest';
import { FAR_ATTRIBUTE, FarRoots, keepsToItsBox } from './far-roots.ts';

type Entry = { target: Element; isIntersecting: boolean };

/** An IntersectionObserver the test drives: what it observes, and a way to report entries. */
function fakeObserver() {
  const observed = new Set<Element>();
  let report: (entries: Entry[]) => void = () => {};
  let init: IntersectionObserverInit | undefined;
  return {
    observed,
    init: () => init,
    report: (entries: Entry[]) => report(entries),
    factory: (callback: (entries: Entry[]) => void, options: IntersectionObserverInit) => {
      report = callback;
      init = options;
      return {
        observe: (target: Element) => void observed.add(target),
        unobserve: (target: Element) => void observed.delete(target),
        disconnect: () => observed.clear(),
      };
    },
  };
}

function box(element: Element, rect: { top: number; left: number; width: number; height: number }) {
  element.getBoundingClientRect = () =>
    ({
      ...rect,
      x: rect.left,
      y: rect.top,
      right: rect.left + rect.width,
      bottom: rect.top + rect.height,
      toJSON: () => rect,
    }) as DOMRect;
}

const $ = (selector: string) => document.querySelector<HTMLElement>(selector)!;

function setup(selection: { id: string | null } = { id: null }) {
  document.body.innerHTML =
    '<div id="root"><section data-section="main">' +
    '<div class="e-a" style="padding: 10px 20px; border: 1px solid black"><p class="e-a1">A</p></div>' +
    '<div class="e-b"><p class="e-b1">B</p></div>' +
    '<div class="e-c"><p class="e-c1">C</p><div class="e-c2" style="position: fixed">Cart</div></div>' +
    '</section></div>';
  box($('.e-a'), { top: 3000, left: 0, width: 1000, height: 400 });
  box($('.e-b'), { top: 3400, left: 0, width: 1000, height: 300 });
  box($('.e-c'), { top: 3700, left: 0, width: 1000, height: 300 });
  const observer = fakeObserver();
  const far = new FarRoots({
    document,
    selection: () => selection.id,
    observer: observer.factory,
  });
  far.refresh();
  return { far, observer, selection };
}

const held = () => [...document.querySelectorAll(`[${FAR_ATTRIBUTE}]`)].map((e) => e.className);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('FarRoots', () => {
  it('observes the roots of the sections a viewport beyond the frame’s', () => {
    const { observer } = setup();
    expect([...observer.observed].map((e) => e.className)).toEqual(['e-a', 'e-b', 'e-c']);
    expect(observer.init()).toEqual({ rootMargin: '100% 0px' });
  });

  it('holds a far root at its content size and lets it render again when it comes near', () => {
    const { observer } = setup();
    observer.report([{ target: $('.e-a'), isIntersecting: false }]);
    const a = $('.e-a');
    expect(held()).toEqual(['e-a']);
    expect(a.style.getPropertyValue('content-visibility')).toBe('auto');
    // 1,000 × 400 less the padding (20 + 20, 10 + 10) and the border (1 + 1).
    expect(a.style.getPropertyValue('contain-intrinsic-size')).toBe('auto 958px auto 378px');
    // Its own styles stay.
    expect(a.style.getPropertyValue('padding')).toBe('10px 20px');

    observer.report([{ target: a, isIntersecting: true }]);
    expect(held()).toEqual([]);
    expect(a.style.getPropertyValue('content-visibility')).toBe('');
    expect(a.style.getPropertyValue('contain-intrinsic-size')).toBe('');
    expect(a.style.getPropertyValue('padding')).toBe('10px 20px');
  });

  it('measures every far root of an observation before it holds any', () => {
    const { observer } = setup();
    // A measure after a hold would lay the page out again in a browser: record what each
    // measure finds already held.
    const heldWhenMeasured: string[][] = [];
    for (const name of ['e-a', 'e-b']) {
      const root = $(`.${name}`);
      const measure = root.getBoundingClientRect.bind(root);
      root.getBoundingClientRect = () => {
        heldWhenMeasured.push(held());
        return measure();
      };
    }
    observer.report([
      { target: $('.e-a'), isIntersecting: false },
      { target: $('.e-b'), isIntersecting: false },
    ]);
    expect(heldWhenMeasured).toEqual([[], []]);
    expect(held()).toEqual(['e-a', 'e-b']);
  });

  it('never holds a root that shows something outside its box', () => {
    const { observer } = setup();
    observer.report([{ target: $('.e-c'), isIntersecting: false }]);
    expect(held()).toEqual([]);
    expect(keepsToItsBox($('.e-c'))).toBe(false);

    $('.e-b').style.position = 'sticky';
    expect(keepsToItsBox($('.e-b'))).toBe(false);
    $('.e-b').style.position = '';
    const badge = $('.e-b1');
    badge.style.position = 'absolute';
    box(badge, { top: 3450, left: 10, width: 50, height: 20 });
    expect(keepsToItsBox($('.e-b'))).toBe(true);
    box(badge, { top: 3350, left: 10, width: 50, height: 20 });
    expect(keepsToItsBox($('.e-b'))).toBe(false);
  });

  it('weighs a refused or held root again when an edit writes one of its elements', () => {
    const { far, observer } = setup();
    observer.report([
      { target: $('.e-b'), isIntersecting: false },
      { target: $('.e-c'), isIntersecting: false },
    ]);
    expect(held()).toEqual(['e-b']);
    // The cart is no longer fixed: the root may be held.
    $('.e-c2').style.position = '';
    far.refresh(new Set(['c2']));
    expect(held()).toEqual(['e-b', 'e-c']);
    // A held root that grew is held at its new size; one that became fixed is let go.
    box($('.e-b'), { top: 3400, left: 0, width: 1000, height: 500 });
    $('.e-c1').style.position = 'fixed';
    far.refresh(new Set(['b1', 'c1']));
    expect(held()).toEqual(['e-b']);
    expect($('.e-b').style.getPropertyValue('contain-intrinsic-size')).toBe(
      'auto 1000px auto 500px',
    );
    // An edit elsewhere (no touched elements) leaves the held roots as they are.
    far.refresh();
    expect(held()).toEqual(['e-b']);
  });

  it('measures held roots again when the frame is resized, or an image in one loads', async () => {
    const { far, observer } = setup();
    observer.report([
      { target: $('.e-a'), isIntersecting: false },
      { target: $('.e-b'), isIntersecting: false },
      { target: $('.e-c'), isIntersecting: false },
    ]);
    expect(held()).toEqual(['e-a', 'e-b']);
    // A narrower frame (a breakpoint): taller roots; the cart is not fixed on phones.
    box($('.e-a'), { top: 3000, left: 0, width: 600, height: 700 });
    $('.e-c2').style.position = '';
    window.dispatchEvent(new Event('resize'));
    expect(held()).toEqual(['e-a', 'e-b', 'e-c']);
    expect($('.e-a').style.getPropertyValue('contain-intrinsic-size')).toBe(
      'auto 558px auto 678px',
    );
    // An image of root b loads: b alone is measured again.
    const image = document.createElement('img');
    $('.e-b1').append(image);
    box($('.e-b'), { top: 3700, left: 0, width: 600, height: 450 });
    box($('.e-a'), { top: 3000, left: 0, width: 600, height: 999 });
    image.dispatchEvent(new Event('load'));
    // Measured before the next frame, once for a burst of loads.
    expect($('.e-b').style.getPropertyValue('contain-intrinsic-size')).toBe(
      'auto 1000px auto 300px',
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect($('.e-b').style.getPropertyValue('contain-intrinsic-size')).toBe(
      'auto 600px auto 450px',
    );
    expect($('.e-a').style.getPropertyValue('contain-intrinsic-size')).toBe(
      'auto 558px auto 678px',
    );
    // Once disposed, it listens no more.
    far.dispose();
    window.dispatchEvent(new Event('resize'));
    expect(held()).toEqual([]);
  });

  it('renders the selection’s root in full, and holds it again once the selection leaves', () => {
    const { far, observer, selection } = setup({ id: 'a1' });
    observer.report([
      { target: $('.e-a'), isIntersecting: false },
      { target: $('.e-b'), isIntersecting: false },
    ]);
    expect(held()).toEqual(['e-b']);
    selection.id = 'b1';
    far.selectionChanged();
    expect(held()).toEqual(['e-a']);
    selection.id = null;
    far.selectionChanged();
    expect(held()).toEqual(['e-a', 'e-b']);
  });

  it('follows the roots a render adds and removes, and lets every root go on dispose', () => {
    const { far, observer } = setup();
    observer.report([{ target: $('.e-a'), isIntersecting: false }]);
    const a = $('.e-a');
    a.remove();
    const d = document.createElement('div');
    d.className = 'e-d';
    $('section').append(d);
    far.refresh();
    expect([...observer.observed].map((e) => e.className)).toEqual(['e-b', 'e-c', 'e-d']);
    expect(a.hasAttribute(FAR_ATTRIBUTE)).toBe(false);
    expect(a.style.getPropertyValue('content-visibility')).toBe('');

    observer.report([{ target: $('.e-b'), isIntersecting: false }]);
    far.dispose();
    expect(held()).toEqual([]);
    expect(observer.observed.size).toBe(0);
  });
});
