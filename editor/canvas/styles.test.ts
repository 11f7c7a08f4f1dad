import { describe, expect, it } from 'vitest';
import type { EditorStore } from '../store/store.ts';
import { testStore } from '../store/testing.ts';
import { createLiveSource } from './live-source.ts';
import {
  bucketOf,
  CanvasStyles,
  PREVIEW_BUCKET,
  STYLE_BUCKETS,
  type StyleTarget,
} from './styles.ts';

function recorder(): StyleTarget & { writes: Map<number, string>; count: number } {
  const writes = new Map<number, string>();
  const target = {
    writes,
    count: 0,
    write(bucket: number, css: string) {
      target.count++;
      writes.set(bucket, css);
    },
  };
  return target;
}

/** The title's text colour, for the element itself or one of its overrides. */
function setTitleColor(store: EditorStore, value: string, breakpoint?: 'tablet', state?: string) {
  store.dispatch({
    type: 'set-property',
    payload: {
      pageId: 'home',
      elementId: 'title',
      section: 'style',
      name: 'color',
      value,
      breakpoint,
      state,
    },
  });
}

describe('the canvas stylesheet', () => {
  it('writes every element and section, each in its bucket', () => {
    const store = testStore();
    setTitleColor(store, 'red');
    const live = createLiveSource('home');
    live.sync(store.getState().doc);
    const target = recorder();
    new CanvasStyles(target, ['en'], () => {}).all(live);
    // The buckets, then the state preview's sheet (empty).
    expect(target.writes.size).toBe(STYLE_BUCKETS + 1);
    expect(target.writes.get(PREVIEW_BUCKET)).toBe('');
    expect(target.writes.get(bucketOf('e:title'))).toContain('.e-title{');
    expect(target.writes.get(bucketOf('e:title'))).toContain('color:red');
  });

  it('rewrites only the bucket of the changed element, and nothing when its CSS is the same', () => {
    const store = testStore();
    const live = createLiveSource('home');
    live.sync(store.getState().doc);
    const target = recorder();
    const styles = new CanvasStyles(target, ['en'], () => {});
    styles.all(live);
    target.count = 0;

    const set = (value: string) =>
      store.dispatch({
        type: 'set-property',
        payload: {
          pageId: 'home',
          elementId: 'cta',
          section: 'style',
          name: 'padding',
          value,
          breakpoint: 'mobile',
        },
      });
    set('4px');
    styles.update(live, live.sync(store.getState().doc));
    expect(target.count).toBe(1);
    const css = target.writes.get(bucketOf('e:cta'))!;
    expect(css).toContain('@media (max-width: 767px){.e-cta{padding:4px}}');

    // A settings change leaves the CSS as it was: no write.
    target.count = 0;
    store.dispatch({
      type: 'rename-element',
      payload: { pageId: 'home', elementId: 'cta', name: 'Buy' },
    });
    styles.update(live, live.sync(store.getState().doc));
    expect(target.count).toBe(0);
  });

  it('builds an element once per object (cached), and marks empty containers', () => {
    const store = testStore();
    store.dispatch({
      type: 'insert-element',
      payload: {
        pageId: 'home',
        componentType: 'flexbox',
        target: { kind: 'section', sectionUid: 'hero', index: 1 },
      },
    });
    const live = createLiveSource('home');
    live.sync(store.getState().doc);
    const styles = new CanvasStyles(recorder(), ['en'], () => {});
    const id = Object.keys(live.elements).find((k) => k.startsWith('flexbox'))!;
    const css = styles.cssOf(live.elements[id]!);
    expect(css).toContain(`.e-${id}:empty{min-height:48px`);
    expect(styles.cssOf(live.elements[id]!)).toBe(css);
    expect(styles.cssOf(live.elements.box!)).not.toContain(':empty');
  });

  it('shows the selection in the state being styled, breakpoint:state winning in its media block', () => {
    const store = testStore();
    setTitleColor(store, 'black');
    setTitleColor(store, 'red', undefined, 'hover');
    setTitleColor(store, 'blue', 'tablet', 'hover');
    const live = createLiveSource('home');
    live.sync(store.getState().doc);
    const target = recorder();
    const styles = new CanvasStyles(target, ['en'], () => {});
    styles.all(live);
    // The page's own rule stays a :hover rule; the preview adds plain rules for the element.
    expect(target.writes.get(bucketOf('e:title'))).toContain('.e-title:hover{color:red}');
    styles.preview(live.elements.title, 'hover');
    expect(target.writes.get(PREVIEW_BUCKET)).toBe(
      '.e-title{color:red}\n@media (max-width: 991px){.e-title{color:blue}}',
    );
    // A state without values for this element, or no state: nothing forced.
    styles.preview(live.elements.title, 'focus');
    expect(target.writes.get(PREVIEW_BUCKET)).toBe('');
    styles.preview(live.elements.title, 'hover');
    styles.preview(live.elements.title, null);
    expect(target.writes.get(PREVIEW_BUCKET)).toBe('');
  });
});
