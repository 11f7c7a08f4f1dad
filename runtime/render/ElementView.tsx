/**
 * One element, in two stages: `resolveElement` (no React) gives what its component receives, or
 * that it is not shown; this component adds events and element states, HTML attributes, children
 * per slot (`slots.tsx`), library components, and is the error boundary of what it renders.
 *
 * While it resolves, every variable, collection or context part a formula reads is tracked; it
 * subscribes to exactly those (`read-subscriptions.ts`), so a change re-renders this element
 * alone. Children are skipped unless their own inputs change (`shouldComponentUpdate`).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { catalogueEntry, isCatalogueType, loadCatalogueEntry } from '@catalogue/registry.ts';
import type { ActionRegistrar, ComponentEmit } from '@catalogue/component.ts';
import { LIBRARY_COMPONENT_TYPE } from '@shared/schema/constants.ts';
import type { Element } from '@shared/schema/element.ts';
import type { ItemContext } from '../state/site-runtime.ts';
import { tracked } from '../state/tracking.ts';
import { withBackgroundVideo } from './background-video.tsx';
import { RenderContext, type RenderContextValue } from './context.ts';
import { elementAttributes } from './element-attributes.ts';
import { ElementFallback } from './ElementFallback.tsx';
import { lifecycle } from './events.ts';
import { elementHtml, withHtml } from './html-load.ts';
import { libraryRoot } from './library.ts';
import { resolveElement } from './resolve-element.ts';
import { elementClass } from './classes.ts';
import { elementReader } from './inline-leaf.tsx';
import { planOf } from './plan.ts';
import { ReadSubscriptions } from './read-subscriptions.ts';
import { renderSlots, type ElementViewProps } from './slots.tsx';

export { elementClass };
export type { ElementViewProps };

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

export class ElementView extends Component<ElementViewProps, State> {
  static override contextType = RenderContext;
  declare context: RenderContextValue;
  override state: State = { error: null, version: 0, states: [] };

  private element: Element | undefined;
  private deps: ReadonlySet<string> = NO_DEPS;
  /** Made on the first subscription (most elements read nothing that changes). */
  private reads: ReadSubscriptions | undefined;
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
    if (this.deps.size > 0 || this.reads) this.subscribe();
  }

  override componentWillUnmount() {
    this.stopLive?.();
    this.reads?.stop();
    this.reads = undefined;
    if (this.element?.events) {
      lifecycle(this.element, 'before-unmount', this.context.runtime, this.props.item);
    }
  }

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
    this.reads ??= new ReadSubscriptions(this.context.runtime.channels, () =>
      this.setState((s) => ({ version: s.version + 1 })),
    );
    this.reads.update(this.deps, this.renderedAt);
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

  private renderComponent(
    element: Element,
    path: string,
    item: ItemContext | undefined,
    library: string,
  ): ReactNode {
    const context = this.context;
    const entry = catalogueEntry(element.type);
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
    const read = elementReader(this.context, element, item);
    const resolved = resolveElement(element, entry.definition, {
      read,
      langs: context.langs,
      runtime: context.runtime,
      states: this.state.states,
      links: context.links,
      coerceWarning: this.coerceWarning,
    });
    if (!resolved) return null;
    const { style } = resolved;
    const plan = planOf(element);
    const attributes = plan.attributes
      ? elementAttributes(element, context, item, plan.stateProps, this.toggle)
      : undefined;
    const slots = withBackgroundVideo(
      renderSlots(context, element, resolved.repeat, path, item, library, ElementView),
      resolved.video,
    );
    const html = plan.html
      ? elementHtml(context, element, read, item, this.liveChanged)
      : undefined;
    const componentProps = {
      props: resolved.props,
      className: html?.className ?? elementClass(element.id),
      slots,
      attributes: withHtml(html, style ? { ...attributes, style } : attributes),
      children: slots.default,
      lang: context.langs[0],
      // Only an element with workflows has anything to run on its component's events.
      emit: element.events?.length ? this.emit : undefined,
      registerActions: this.registerActions,
      publish: this.publish,
      ...resolved.link,
    };
    // A hookless component is called in place: its errors land in this render's catch.
    if (entry.hookless)
      return (entry.component as (p: typeof componentProps) => ReactNode)(componentProps);
    const Rendered = entry.component;
    return <Rendered {...componentProps} />;
  }

  /** Turns an element state (hover, focus, active) on or off. */
  private readonly toggle = (state: string, on: boolean) =>
    this.setState((s) => ({
      states: on
        ? [...s.states.filter((x) => x !== state), state]
        : s.states.filter((x) => x !== state),
    }));

  private renderLibrary(
    element: Element,
    item: ItemContext | undefined,
    library: string,
  ): ReactNode {
    const root = libraryRoot(
      this.context,
      element,
      elementReader(this.context, element, item),
      library,
    );
    // A fresh path: the component's own tree is checked for cycles; its nesting in itself is
    // bounded by the library chain instead.
    return root ? (
      <ElementView id={root.rootElementId} path="/" item={item} library={root.library} />
    ) : null;
  }
}
