/**
 * The canvas page's stylesheet, kept up to date one element at a time. Each element's (and
 * section's) CSS is built by the runtime's own code (`elementStyleSource`, `buildStylesheet`) and
 * cached per element object, so an edit rebuilds one element's rules. Rules are spread over a
 * fixed number of `<style>` elements by a hash of the id: changing one rewrites a small sheet
 * (the browser re-parses and restyles only what it holds), while the page keeps few sheets.
 */
import { componentDefinitions } from '@catalogue/definitions.ts';
import {
  buildStylesheet,
  MEDIA_MAX_WIDTH,
  type StyleSource,
  type Warn,
} from '@runtime/render/css.ts';
import { createResolver } from '@runtime/render/resolve.ts';
import { elementStyleSource, sectionStyleSource } from '@runtime/render/stylesheet.ts';
import type { Element, Section } from '@shared/schema/element.ts';
import type { LiveChanges, LiveSource } from './live-source.ts';

export const STYLE_BUCKETS = 64;
/** The extra sheet of the state preview, written after the buckets so its rules come last. */
export const PREVIEW_BUCKET = STYLE_BUCKETS;

/** A stable bucket for a key (FNV-1a). */
export function bucketOf(key: string, buckets = STYLE_BUCKETS): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % buckets;
}

/** A container with no child yet: it shows a dashed drop area (editor only) instead of nothing. */
export function isEmptyContainer(element: Element): boolean {
  const slots = componentDefinitions[element.type]?.slots ?? [];
  return slots.length > 0 && slots.every((slot) => (element.children?.[slot]?.length ?? 0) === 0);
}

export const emptyContainerRule = (id: string) =>
  `.e-${id}:empty{min-height:48px;outline:1px dashed #b8c0b4;outline-offset:-1px}`;

/**
 * The rules that show an element in a state (`hover`, `focus`, a component state such as `open`)
 * without the visitor's pointer or the component: the state's overrides as plain rules of the
 * element's class. Written after the page's rules with the same specificity, they win over the
 * element's own and its breakpoint rules (state over breakpoint), and the breakpoint:state rules
 * in their media blocks win over them, in the runtime's order of resolution.
 */
export function statePreviewSource(source: StyleSource, state: string): StyleSource | null {
  const all = source.overrides ?? {};
  const overrides: Record<string, Readonly<Record<string, unknown>>> = {};
  for (const breakpoint of Object.keys(MEDIA_MAX_WIDTH)) {
    const styles = all[`${breakpoint}:${state}`];
    if (styles) overrides[breakpoint] = styles;
  }
  const base = all[state];
  if (!base && Object.keys(overrides).length === 0) return null;
  return { className: source.className, owner: source.owner, base: base ?? {}, overrides };
}

export interface StyleTarget {
  /** Replaces the CSS text of one bucket. */
  write(bucket: number, css: string): void;
}

/** The `<style>` elements of the buckets, created on first write inside `container`. */
export function domStyleTarget(container: HTMLElement): StyleTarget {
  const nodes: HTMLStyleElement[] = [];
  return {
    write(bucket, css) {
      let node = nodes[bucket];
      if (!node) {
        node = container.ownerDocument.createElement('style');
        node.dataset.canvasStyles = String(bucket);
        container.append(node);
        nodes[bucket] = node;
      }
      if (node.textContent !== css) node.textContent = css;
    },
  };
}

export class CanvasStyles {
  private readonly resolver;
  private readonly css = new WeakMap<Element | Section, string>();
  /** CSS of each key (`e:{id}`, `s:{uid}`) per bucket. */
  private readonly buckets: Map<string, string>[] = Array.from(
    { length: STYLE_BUCKETS },
    () => new Map(),
  );

  constructor(
    private readonly target: StyleTarget,
    langs: readonly string[],
    private readonly warn: Warn,
  ) {
    this.resolver = createResolver(langs);
  }

  /** The CSS of one element or section (cached per object). */
  cssOf(owner: Element | Section): string {
    let css = this.css.get(owner);
    if (css === undefined) {
      const source =
        'type' in owner
          ? elementStyleSource(owner, this.resolver)
          : sectionStyleSource(owner, this.resolver);
      css = buildStylesheet([source], this.warn);
      if ('type' in owner && isEmptyContainer(owner)) css += `\n${emptyContainerRule(owner.id)}`;
      this.css.set(owner, css);
    }
    return css;
  }

  private previewed = '';
  private previewFor: { element: Element | undefined; state: string | null } = {
    element: undefined,
    state: null,
  };

  /**
   * Shows one element in a state (the sidebar's "state being styled" for the selection), or
   * nothing. The page's own rules are untouched: a pointer over it still shows its hover.
   */
  preview(element: Element | undefined, state: string | null): void {
    // Called after every edit: unchanged element object and state, unchanged rules.
    if (element === this.previewFor.element && state === this.previewFor.state) return;
    this.previewFor = { element, state };
    const source =
      element && state
        ? statePreviewSource(elementStyleSource(element, this.resolver), state)
        : null;
    const css = source ? buildStylesheet([source], this.warn) : '';
    if (css === this.previewed) return;
    this.previewed = css;
    this.target.write(PREVIEW_BUCKET, css);
  }

  /** Writes every element and section of the page. */
  all(live: LiveSource): void {
    for (const bucket of this.buckets) bucket.clear();
    for (const id in live.elements) this.put(`e:${id}`, live.elements[id]);
    for (const uid in live.sections) this.put(`s:${uid}`, live.sections[uid]);
    this.buckets.forEach((_, bucket) => this.flush(bucket));
    // After the buckets (its sheet comes last), and cleared of a previous session's preview.
    this.target.write(PREVIEW_BUCKET, this.previewed);
  }

  /** Writes what changed; only the buckets whose text changed are touched. */
  update(live: LiveSource, changes: LiveChanges): void {
    const dirty = new Set<number>();
    for (const id of changes.elements) dirty.add(this.put(`e:${id}`, live.elements[id]));
    for (const uid of changes.sections) dirty.add(this.put(`s:${uid}`, live.sections[uid]));
    for (const bucket of dirty) if (bucket >= 0) this.flush(bucket);
  }

  /** Sets (or removes) one key's CSS; returns its bucket when the text changed, else -1. */
  private put(key: string, owner: Element | Section | undefined): number {
    const bucket = bucketOf(key);
    const rules = this.buckets[bucket]!;
    const css = owner ? this.cssOf(owner) : '';
    if ((rules.get(key) ?? '') === css) return -1;
    if (css) rules.set(key, css);
    else rules.delete(key);
    return bucket;
  }

  private flush(bucket: number): void {
    this.target.write(bucket, [...this.buckets[bucket]!.values()].join('\n'));
  }
}
