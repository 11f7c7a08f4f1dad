/**
 * One element: resolves its properties (formulas, `$lang`, active overrides), applies the display
 * rule, wires its workflows, renders its catalogue component with its children per slot (once
 * per item for a repeated list), and is the error boundary of what it renders.
 *
 * While it resolves, every variable, collection or context part a formula reads is tracked; it
 * subscribes to exactly those, so a change re-renders this element alone. Children are skipped
 * unless their own inputs change (`shouldComponentUpdate`).
 */
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { backgroundVideoOf, isRendered } from '@catalogue/properties/css.ts';
import {
  catalogueEntry,
  isCatalogueType,
  loadCatalogueEntry,
  type CatalogueEntry,
} from '@catalogue/registry.ts';
import type { ActionRegistrar, ComponentEmit, ElementAttributes } from '@catalogue/component.ts';
import { LIBRARY_COMPONENT_TYPE, LIBRARY_NESTING_LIMIT } from '@shared/schema/constants.ts';
import type { Element } from '@shared/schema/element.ts';
import type { PropertyValue } from '@shared/schema/values.ts';
import type { ItemContext } from '../state/site-runtime.ts';
import { tracked } from '../state/tracking.ts';
import { RenderContext, type RenderContextValue } from './context.ts';
import { displayRule } from './display.ts';
import { ElementFallback } from './ElementFallback.tsx';
import { eventHandlers, lifecycle } from './events.ts';
import { elementHtml, withHtml } from './html-load.ts';
import { boundLink, resolveLink } from './links.ts';
import { activeOverrideKeys, BREAKPOINT_KEYS } from './overrides.ts';
import { boundDisplay, boundStyles, resolveProps, type ReadValue } from './resolve.ts';
import { elementClass } from './classes.ts';
import { inlineLeaf, linkWarning, NO_SLOTS, readerOf } from './inline-leaf.tsx';
import { planOf } from './plan.ts';

export { elementClass };

/** A chunk of its own: few pages have a background video. */
const BackgroundVideo = lazy(() =>
  import('@catalogue/properties/BackgroundVideo.tsx').then((m) => ({ default: m.BackgroundVideo })),
);

export interface ElementViewProps {
  id: string;
  /** Ids from the section (or library component root) down to the parent: `/a/b/`. */
  path?: string;
  /** The item of the nearest repeated list around it. */
  item?: ItemContext | undefined;
  /** Library components it is inside, outermost first: `|c1|c2|`. */
  library?: string;
}

interface State {
  error: Error | null;
  /** Bumped when something it reads changes. */
  version: number;
  /** Element states with prop overrides that are on now (hover, focus, active). */
  states: readonly string[];
}

const NO_DEPS: ReadonlySet<string> = new Set();
/** Reads of one render are collected here, then copied only when there are any. */
const scratch = new Set<string>();

const countOf = (chain: string, id: string) => chain.split('|').filter((x) => x === id).length;

export class ElementView extends Component<ElementViewProps, State> {
  static override contextType = RenderContext;
  declare context: RenderContextValue;
  override state: State = { error: null, version: 0, states: [] };

  private element: Element | undefined;
  private deps: ReadonlySet<string> = NO_DEPS;
  /** Unsubscribe functions by dep; created on the first subscription (most elements read none). */
  private subscriptions: Map<string, () => void> | undefined;
  private renderedAt = 0;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(
      `[baobab] element "${this.props.id}" (${this.element?.type ?? 'missing'}) failed to render`,
      error,
      info.componentStack,
    );
  }

  override shouldComponentUpdate(next: ElementViewProps, state: State): boolean {
    const { id, path, item, library } = this.props;
    return (
      state !== this.state ||
      next.id !== id ||
      next.path !== path ||
      next.library !== library ||
      next.item?.data !== item?.data ||
      next.item?.index !== item?.index
    );
  }

  override componentDidMount() {
    this.stopLive = this.context.live?.subscribe(this.props.id, this.liveChanged);
    if (this.deps.size > 0) this.subscribe();
    if (this.element?.events) {
      lifecycle(this.element, 'mounted', this.context.runtime, this.props.item);
    }
  }

  override componentDidUpdate() {
    if (this.deps.size > 0 || this.subscriptions) this.subscribe();
  }

  override componentWillUnmount() {
    this.stopLive?.();
    for (const unsubscribe of this.subscriptions?.values() ?? []) unsubscribe();
    this.subscriptions = undefined;
    if (this.element?.events) {
      lifecycle(this.element, 'before-unmount', this.context.runtime, this.props.item);
    }
  }

  private changed?: () => void;
  private stopLive: (() => void) | undefined;
  /**
   * Editor: the element's object was replaced; a fixed element renders again after an error.
   * Also: the chunk of its HTML attributes arrived.
   */
  private readonly liveChanged = () =>
    this.setState((s) => ({ error: null, version: s.version + 1 }));

  /** Runs the element's workflows for one of its component's own events (change, submit…). */
  private readonly emit: ComponentEmit = (event, payload) => {
    const runs = (this.element?.events ?? [])
      .filter((e) => e.trigger === event)
      .map((e) =>
        this.context.runtime.runWorkflow(e.workflowId, {
          event: { type: event, ...payload },
          item: this.props.item,
        }),
      );
    return Promise.all(runs);
  };

  private readonly registerActions: ActionRegistrar = (handlers) =>
    this.context.runtime.registerComponentActions(this.props.id, handlers);

  private readonly publish = (state: Readonly<Record<string, unknown>>) =>
    this.context.runtime.publishComponentState(this.props.id, state);

  private awaitingChunk = false;

  /** Loads a component's chunk and renders again; a failed load is reported once. */
  private awaitChunk(element: Element): void {
    if (this.awaitingChunk) return;
    this.awaitingChunk = true;
    loadCatalogueEntry(element.type).then(
      () => {
        this.awaitingChunk = false;
        this.setState((s) => ({ version: s.version + 1 }));
      },
      (error: unknown) =>
        this.context.reportOnce(
          element.id,
          `[baobab] the ${element.type} component of element "${element.id}" could not be loaded: ${String(error)}`,
        ),
    );
  }

  /** Logs a bound value that was clamped or refused, once per element and property. */
  private readonly coerceWarning = (name: string, message: string) =>
    this.context.runtime.warnOnce(
      `${this.props.id}\u0000${name}\u0000coerce`,
      `[baobab] element "${this.props.id}", property "${name}": ${message}`,
      this.props.id,
    );

  /** Subscribes to what the last render read, and catches a change that came in meanwhile. */
  private subscribe() {
    const { channels } = this.context.runtime;
    const subscriptions = (this.subscriptions ??= new Map());
    const changed = (this.changed ??= () => this.setState((s) => ({ version: s.version + 1 })));
    for (const [dep, unsubscribe] of subscriptions) {
      if (this.deps.has(dep)) continue;
      unsubscribe();
      subscriptions.delete(dep);
    }
    for (const dep of this.deps) {
      if (!subscriptions.has(dep)) subscriptions.set(dep, channels.subscribe(dep, changed));
    }
    if (channels.changedSince(this.deps, this.renderedAt)) changed();
  }

  override render(): ReactNode {
    const { id, path = '/', item, library = '|' } = this.props;
    const context = this.context;
    if (this.state.error) {
      return (
        <ElementFallback id={id} reason={`${this.element?.type}: ${this.state.error.message}`} />
      );
    }
    const element = Object.hasOwn(context.elements, id) ? context.elements[id] : undefined;
    this.element = element;
    if (!element) {
      // A parent says it of its own children (`renderComponent`): about the element an author
      // can select and fix, found again each time that parent renders after an edit.
      if (path === '/') {
        context.reportOnce(id, `[baobab] element "${id}" is listed as a child but does not exist`);
      }
      return <ElementFallback id={id} reason="missing element" />;
    }
    if (path.includes(`/${id}/`)) {
      context.reportOnce(id, `[baobab] element "${id}" contains itself (${path}${id})`);
      return <ElementFallback id={id} reason="element cycle" />;
    }
    this.renderedAt = context.runtime.channels.version;
    scratch.clear();
    try {
      return tracked(scratch, () =>
        element.type === LIBRARY_COMPONENT_TYPE
          ? this.renderLibrary(element, item, library)
          : this.renderComponent(element, path, item, library),
      );
    } catch (error) {
      context.reportOnce(id, `[baobab] element "${id}" could not be resolved: ${String(error)}`);
      return <ElementFallback id={id} reason={String(error)} />;
    } finally {
      // Children render after this returns, so the scratch set holds this element's reads only.
      this.deps = scratch.size > 0 ? new Set(scratch) : NO_DEPS;
      scratch.clear();
    }
  }

  private reader(element: Element, item: ItemContext | undefined): ReadValue {
    const { runtime } = this.context;
    return readerOf(this.context, item, (error, name) =>
      runtime.warnOnce(
        `${element.id}\u0000${name}`,
        `[baobab] element "${element.id}", property "${name}": ${error instanceof Error ? error.message : String(error)}; its default is shown`,
        element.id,
      ),
    );
  }

  private renderComponent(
    element: Element,
    path: string,
    item: ItemContext | undefined,
    library: string,
  ): ReactNode {
    const context = this.context;
    const entry: CatalogueEntry | undefined = catalogueEntry(element.type);
    if (!entry && isCatalogueType(element.type)) {
      // Its chunk is not here yet (pages preload theirs; this is the rare late one).
      this.awaitChunk(element);
      return null;
    }
    if (!entry) {
      context.reportOnce(
        element.id,
        `[baobab] element "${element.id}" has unknown component type "${element.type}"`,
      );
      return (
        <ElementFallback id={element.id} reason={`unknown component type "${element.type}"`} />
      );
    }
    const read = this.reader(element, item);
    const plan = planOf(element);
    const breakpoint = plan.responsive ? context.runtime.breakpoint : 'desktop';
    const breakpointKeys = BREAKPOINT_KEYS[breakpoint] ?? [];
    const states = plan.stateProps.length > 0 ? this.state.states : [];

    let shown: string | undefined;
    if (plan.boundDisplay) {
      const display = boundDisplay(element, breakpointKeys);
      if (display !== undefined) {
        const rule = displayRule(read(display, 'display'), entry.definition.displayModes);
        if (rule.hidden) return null;
        shown = rule.display;
      }
    }
    let video: ReactNode = null;
    if (plan.behaviourStyles) {
      const styles = element.styles ?? {};
      const valueOf = (key: string) => {
        const stored = styles[key];
        return stored !== null && typeof stored === 'object' ? read(stored, key) : stored;
      };
      // Not rendered at all when false: no DOM, no workflows, no `mounted`.
      if (!isRendered(valueOf('conditionalRendering'))) return null;
      const source = backgroundVideoOf({
        backgroundVideo: valueOf('backgroundVideo'),
        backgroundVideoPoster: valueOf('backgroundVideoPoster'),
        backgroundVideoLoop: valueOf('backgroundVideoLoop'),
        backgroundVideoPreload: valueOf('backgroundVideoPreload'),
      });
      if (source)
        video = (
          <Suspense key="background-video" fallback={null}>
            <BackgroundVideo {...source} />
          </Suspense>
        );
    }
    const props = resolveProps(
      element,
      entry.definition,
      read,
      context.langs,
      plan.overrides ? activeOverrideKeys(breakpoint, states) : [],
      this.coerceWarning,
    );
    const attributes = plan.attributes
      ? this.attributes(element, item, plan.stateProps)
      : undefined;
    const style = plan.formulaStyles ? boundStyles(element, read, breakpointKeys) : undefined;
    const inline = style || shown ? { ...style, ...(shown ? { display: shown } : {}) } : undefined;

    const childPath = `${path}${element.id}/`;
    const repeat =
      entry.definition.properties.repeat?.type === 'list' && Array.isArray(props.repeat)
        ? (props.repeat as unknown[])
        : null;
    const slots: Record<string, ReactNode> = plan.slots.length > 0 ? {} : NO_SLOTS;
    for (const [slot, childIds] of plan.slots) {
      for (const childId of childIds) {
        if (!Object.hasOwn(context.elements, childId)) {
          context.reportOnce(
            element.id,
            `[baobab] element "${element.id}" lists a child "${childId}" that does not exist`,
          );
        }
      }
      if (repeat && slot === 'default') {
        const children: ReactNode[] = [];
        repeat.forEach((data, index) => {
          // One item object per entry: its elements share it (and the formula scope made for it).
          const repeated: ItemContext = { data, index };
          const itemKey = keyOfItem(data, index);
          childIds.forEach((childId, i) =>
            children.push(
              inlineLeaf(context, childId, repeated, `${itemKey}:${childId}:${i}`) ?? (
                <ElementView
                  key={`${itemKey}:${childId}:${i}`}
                  id={childId}
                  path={childPath}
                  item={repeated}
                  library={library}
                />
              ),
            ),
          );
        });
        slots[slot] = children;
      } else {
        slots[slot] = childIds.map(
          (childId, i) =>
            inlineLeaf(context, childId, item, `${childId}:${i}`) ?? (
              <ElementView
                key={`${childId}:${i}`}
                id={childId}
                path={childPath}
                item={item}
                library={library}
              />
            ),
        );
      }
    }
    // The background video is the first child of the default slot, under the content.
    if (video) slots.default = [video, slots.default];
    const link = element.link
      ? resolveLink(
          boundLink(element.link, read),
          context.links,
          linkWarning(context, element.id),
          element.id,
        )
      : null;
    const html = plan.html
      ? elementHtml(context, element, read, item, this.liveChanged)
      : undefined;
    const componentProps = {
      props,
      className: html?.className ?? elementClass(element.id),
      slots,
      attributes: withHtml(html, inline ? { ...attributes, style: inline } : attributes),
      children: slots.default,
      lang: context.langs[0],
      // Only an element with workflows has anything to run on its component's events.
      emit: element.events?.length ? this.emit : undefined,
      registerActions: this.registerActions,
      publish: this.publish,
      ...link,
    };
    // A hookless component is called in place: its errors land in this render's catch.
    if (entry.hookless)
      return (entry.component as (p: typeof componentProps) => ReactNode)(componentProps);
    const Rendered = entry.component;
    return <Rendered {...componentProps} />;
  }

  /** Workflow handlers, state tracking and the popup link's click, chained per event. */
  private attributes(
    element: Element,
    item: ItemContext | undefined,
    stateProps: readonly string[],
  ): ElementAttributes {
    const { runtime, openLinkPopup } = this.context;
    const attributes: Record<string, unknown> = { ...eventHandlers(element, runtime, item) };
    const chain = (name: string, run: (event: { preventDefault(): void }) => void) => {
      const previous = attributes[name] as ((event: unknown) => void) | undefined;
      attributes[name] = (event: { preventDefault(): void }) => {
        run(event);
        previous?.(event);
      };
    };
    const toggle = (state: string, on: boolean) =>
      this.setState((s) => ({
        states: on
          ? [...s.states.filter((x) => x !== state), state]
          : s.states.filter((x) => x !== state),
      }));
    if (stateProps.includes('hover')) {
      chain('onMouseEnter', () => toggle('hover', true));
      chain('onMouseLeave', () => toggle('hover', false));
    }
    if (stateProps.includes('focus')) {
      chain('onFocus', () => toggle('focus', true));
      chain('onBlur', () => toggle('focus', false));
    }
    if (stateProps.includes('active')) {
      chain('onMouseDown', () => toggle('active', true));
      chain('onMouseUp', () => toggle('active', false));
    }
    const link = element.link;
    if (link?.type === 'popup' && openLinkPopup) {
      chain('onClick', (event) => {
        event.preventDefault();
        openLinkPopup(link.content, link.background);
      });
    }
    return attributes as ElementAttributes;
  }

  private renderLibrary(
    element: Element,
    item: ItemContext | undefined,
    library: string,
  ): ReactNode {
    const context = this.context;
    const stored: PropertyValue | undefined = element.props?.component;
    const componentId =
      stored === undefined ? undefined : this.reader(element, item)(stored, 'component');
    const component =
      typeof componentId === 'string' && Object.hasOwn(context.libraryComponents, componentId)
        ? context.libraryComponents[componentId]
        : undefined;
    if (!component || !Object.hasOwn(context.elements, component.rootElementId)) {
      context.reportOnce(
        element.id,
        `[baobab] Component base not found (element "${element.id}", library component "${String(componentId)}")`,
      );
      return null;
    }
    if (countOf(library, component.id) >= LIBRARY_NESTING_LIMIT) {
      context.reportOnce(
        element.id,
        `[baobab] library component "${component.name}" is nested more than ${LIBRARY_NESTING_LIMIT} levels in itself; not rendered`,
      );
      return null;
    }
    // A fresh path: the component's own tree is checked for cycles; its nesting in itself is
    // bounded by the library chain instead.
    return (
      <ElementView
        id={component.rootElementId}
        path="/"
        item={item}
        library={`${library}${component.id}|`}
      />
    );
  }
}

/** A stable key for a repeated item: its `id` when it has one, else its position. */
function keyOfItem(data: unknown, index: number): string {
  if (typeof data === 'object' && data !== null && 'id' in data) {
    const id = (data as { id: unknown }).id;
    if (typeof id === 'string' || typeof id === 'number') return `id-${id}`;
  }
  return `at-${index}`;
}
