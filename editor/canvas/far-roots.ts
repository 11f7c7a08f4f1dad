/**
 * Far roots: the canvas frame skips the rendering of a section's root element while it is more
 * than a viewport away from what the author sees (`content-visibility: auto`, held at the size
 * it had, `contain-intrinsic-size`). On a long page the browser then lays out and paints the
 * neighbourhood of the viewport, not the viewport ± 4,000 px it would otherwise paint on every
 * frame: a keystroke's frame costs the same on a page of 500 elements and of 2,000.
 *
 * Content visibility also contains the element (its overflow is clipped, it holds its
 * fixed-position children), so it is only ever set on a root that cannot be seen, and never on
 * one that shows anything outside its own box: a root with a fixed-position element, an absolute
 * one outside the root's box, or itself fixed or sticky. Nor on the root of the selection (the
 * overlay measures it every frame). Such a root renders as visitors see it, wherever it is.
 */
import { elementClass } from '@runtime/render/classes.ts';

/** Set on a root while it is held (for tests and the inspector). */
export const FAR_ATTRIBUTE = 'data-canvas-far';

/** The root elements of the shown page: the children of its sections. */
const ROOTS = '#root > section[data-section] > *';

type Observer = Pick<IntersectionObserver, 'observe' | 'unobserve' | 'disconnect'>;
type ObserverFactory = (
  callback: (
    entries: ReadonlyArray<Pick<IntersectionObserverEntry, 'target' | 'isIntersecting'>>,
  ) => void,
  options: IntersectionObserverInit,
) => Observer;

export interface FarRootsOptions {
  document: Document;
  /** The selected element's id: its root is never held. */
  selection: () => string | null;
  /** Tests give their own; the frame uses the browser's IntersectionObserver. */
  observer?: ObserverFactory;
}

/** The root as an HTML element of its own window (the frame's), or null. */
function htmlOf(root: Element): HTMLElement | null {
  const View = root.ownerDocument.defaultView?.HTMLElement ?? HTMLElement;
  return root instanceof View ? root : null;
}

function px(value: string): number {
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : 0;
}

/** Whether everything the root shows lies within its own box (it may then be held). */
export function keepsToItsBox(root: Element): boolean {
  const view = root.ownerDocument.defaultView;
  if (!view) return false;
  const own = view.getComputedStyle(root).position;
  if (own === 'fixed' || own === 'sticky') return false;
  let box: DOMRect | null = null;
  for (const element of root.querySelectorAll('*')) {
    const position = view.getComputedStyle(element).position;
    if (position === 'fixed') return false;
    if (position !== 'absolute') continue;
    box ??= root.getBoundingClientRect();
    const r = element.getBoundingClientRect();
    if (r.top < box.top || r.left < box.left || r.bottom > box.bottom || r.right > box.right) {
      return false;
    }
  }
  return true;
}

/**
 * The `contain-intrinsic-size` that holds a root at the size it has now: its content box, as
 * the property stands for the contents (padding and border add to it).
 */
function intrinsicSize(html: HTMLElement): string {
  const style = html.ownerDocument.defaultView!.getComputedStyle(html);
  const box = html.getBoundingClientRect();
  const width =
    box.width -
    px(style.paddingLeft) -
    px(style.paddingRight) -
    px(style.borderLeftWidth) -
    px(style.borderRightWidth);
  const height =
    box.height -
    px(style.paddingTop) -
    px(style.paddingBottom) -
    px(style.borderTopWidth) -
    px(style.borderBottomWidth);
  return `auto ${Math.max(0, width)}px auto ${Math.max(0, height)}px`;
}

export class FarRoots {
  private readonly observer: Observer;
  private readonly observed = new Set<Element>();
  private readonly held = new Set<Element>();
  /** Roots the last observation found far (they are held once allowed). */
  private readonly far = new Set<Element>();
  /** Far roots that show something outside their box: not held until an edit writes them. */
  private readonly refused = new Set<Element>();

  constructor(private readonly options: FarRootsOptions) {
    const make: ObserverFactory =
      options.observer ??
      ((callback, init) => {
        const View = options.document.defaultView?.IntersectionObserver ?? IntersectionObserver;
        return new View(callback, init);
      });
    // A viewport's height above and below (percentages of the frame's viewport).
    this.observer = make((entries) => this.observe(entries), { rootMargin: '100% 0px' });
    // What a held root was measured with may change: the frame's width (a breakpoint), the
    // fonts, an image inside it that loads.
    const { document: doc } = options;
    const view = doc.defaultView;
    view?.addEventListener('resize', this.remeasureAll);
    doc.fonts?.addEventListener('loadingdone', this.remeasureAll);
    doc.addEventListener('load', this.loaded, true);
    this.stopListening = () => {
      view?.removeEventListener('resize', this.remeasureAll);
      doc.fonts?.removeEventListener('loadingdone', this.remeasureAll);
      doc.removeEventListener('load', this.loaded, true);
    };
  }

  private readonly stopListening: () => void;

  /** Measures held and refused roots again (all of them unless given), and holds the far ones. */
  remeasure(roots: Iterable<Element> = this.weighed()): void {
    const again = [...roots].filter((root) => this.held.has(root) || this.refused.has(root));
    // Every one first, so the page is laid out once with all of them rendered.
    for (const root of again) {
      this.release(root);
      this.refused.delete(root);
    }
    this.holdFar(again, this.selectedElement());
  }

  /** The roots whose measure counts: held ones, and far ones refused for what they show. */
  private weighed(): Element[] {
    return [...this.held, ...this.refused];
  }

  private readonly remeasureAll = () => this.remeasure();

  /** Roots whose images loaded, measured again once, before the next frame. */
  private readonly loadedIn = new Set<Element>();
  private loadedFrame: number | null = null;

  /** An image or video inside a held root loaded: that root's size may have changed. */
  private readonly loaded = (event: Event) => {
    const target = event.target;
    const view = this.options.document.defaultView;
    if (!view || !(target instanceof view.Node) || target === this.options.document) return;
    for (const root of this.weighed()) if (root.contains(target)) this.loadedIn.add(root);
    if (this.loadedIn.size === 0 || this.loadedFrame !== null) return;
    // A page's images load in a burst: one measure for all of them.
    this.loadedFrame = view.requestAnimationFrame(() => {
      this.loadedFrame = null;
      const roots = [...this.loadedIn];
      this.loadedIn.clear();
      this.remeasure(roots);
    });
  };

  /**
   * After a render: observes the page's roots as they are now, and measures again a held (or
   * refused) root whose elements the edit wrote (`touched`): it may have grown, or now show
   * something outside its box. Without `touched` (an edit of anything else) held roots stay as
   * they are: measuring them again would lay the whole page out on every such keystroke, and a
   * root that changed size meanwhile takes its size when it comes near, a viewport away.
   */
  refresh(touched?: ReadonlySet<string>): void {
    const roots = new Set(this.options.document.querySelectorAll(ROOTS));
    for (const root of this.observed) {
      if (roots.has(root)) continue;
      this.observer.unobserve(root);
      this.observed.delete(root);
      this.far.delete(root);
      this.refused.delete(root);
      this.release(root);
    }
    for (const root of roots) {
      if (this.observed.has(root)) continue;
      this.observed.add(root);
      this.observer.observe(root);
    }
    if (!touched || (this.held.size === 0 && this.refused.size === 0)) return;
    this.remeasure(this.around(touched));
  }

  /** The selection changed: its root renders in full, the one it left may be held again. */
  selectionChanged(): void {
    const selected = this.selectedElement();
    for (const root of this.held) if (selected && root.contains(selected)) this.release(root);
    this.holdFar(this.far, selected);
  }

  dispose(): void {
    this.stopListening();
    if (this.loadedFrame !== null) {
      this.options.document.defaultView?.cancelAnimationFrame(this.loadedFrame);
      this.loadedFrame = null;
    }
    this.loadedIn.clear();
    this.observer.disconnect();
    for (const root of this.held) this.release(root);
    this.observed.clear();
    this.far.clear();
    this.refused.clear();
  }

  private observe(
    entries: ReadonlyArray<Pick<IntersectionObserverEntry, 'target' | 'isIntersecting'>>,
  ): void {
    const gone: Element[] = [];
    for (const { target, isIntersecting } of entries) {
      if (!this.observed.has(target)) continue;
      if (isIntersecting) {
        this.far.delete(target);
        this.refused.delete(target);
        this.release(target);
      } else {
        this.far.add(target);
        gone.push(target);
      }
    }
    this.holdFar(gone, this.selectedElement());
  }

  /** The held or refused roots holding these elements. */
  private around(touched: ReadonlySet<string>): Element[] {
    const elements = [...touched]
      .map((id) => this.options.document.querySelector(`.${elementClass(id)}`))
      .filter((element) => element !== null);
    return this.weighed().filter((root) => elements.some((element) => root.contains(element)));
  }

  /**
   * Holds the far roots among `roots` that are not held, refused or holding the selection
   * (`selected`). Every root is measured first, then every one held: a root held between two
   * measures would make the next one lay the page out again (a forced layout per root, ~30 of
   * them on the first observation of a page of 2,000 elements).
   */
  private holdFar(roots: Iterable<Element>, selected: Element | null): void {
    const sized: Array<[HTMLElement, string]> = [];
    for (const root of roots) {
      if (!this.far.has(root) || this.held.has(root) || this.refused.has(root)) continue;
      if (selected && root.contains(selected)) continue;
      const html = htmlOf(root);
      if (!html) continue;
      if (keepsToItsBox(html)) sized.push([html, intrinsicSize(html)]);
      else this.refused.add(html);
    }
    for (const [html, size] of sized) {
      html.style.setProperty('contain-intrinsic-size', size);
      html.style.setProperty('content-visibility', 'auto');
      html.setAttribute(FAR_ATTRIBUTE, '');
      this.held.add(html);
    }
  }

  private selectedElement(): Element | null {
    const id = this.options.selection();
    return id ? this.options.document.querySelector(`.${elementClass(id)}`) : null;
  }

  private release(root: Element): void {
    if (!this.held.delete(root)) return;
    const style = htmlOf(root)?.style;
    style?.removeProperty('content-visibility');
    style?.removeProperty('contain-intrinsic-size');
    root.removeAttribute(FAR_ATTRIBUTE);
  }
}
