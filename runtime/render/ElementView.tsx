import type { ReactNode } from 'react';
import { catalogueEntry } from '@catalogue/registry.ts';
import { useRenderContext } from './context.ts';
import { ElementBoundary } from './ElementBoundary.tsx';
import { ElementFallback } from './ElementFallback.tsx';
import { resolveLink } from './links.ts';
import { resolveProps } from './resolve.ts';

export const elementClass = (id: string) => `b-${id}`;

interface Props {
  id: string;
  /** Ids from the section down to the parent, to stop on cycles. */
  ancestors?: readonly string[];
}

/** One element by its catalogue type, with its children per slot, inside its own error boundary. */
export function ElementView({ id, ancestors = [] }: Props) {
  const context = useRenderContext();
  const element = Object.hasOwn(context.elements, id) ? context.elements[id] : undefined;
  return (
    <ElementBoundary id={id} type={element?.type ?? 'missing'}>
      <ElementBody id={id} ancestors={ancestors} />
    </ElementBoundary>
  );
}

function ElementBody({ id, ancestors }: Required<Props>) {
  const context = useRenderContext();
  const element = Object.hasOwn(context.elements, id) ? context.elements[id] : undefined;
  if (!element) {
    context.reportOnce(id, `[baobab] element "${id}" is listed as a child but does not exist`);
    return <ElementFallback id={id} reason="missing element" />;
  }
  if (ancestors.includes(id)) {
    context.reportOnce(
      id,
      `[baobab] element "${id}" contains itself (${[...ancestors, id].join(' → ')})`,
    );
    return <ElementFallback id={id} reason="element cycle" />;
  }
  const entry = catalogueEntry(element.type);
  if (!entry) {
    context.reportOnce(id, `[baobab] element "${id}" has unknown component type "${element.type}"`);
    return <ElementFallback id={id} reason={`unknown component type "${element.type}"`} />;
  }
  const path = [...ancestors, id];
  const slots: Record<string, ReactNode> = {};
  for (const [slot, childIds] of Object.entries(element.children ?? {})) {
    slots[slot] = childIds.map((childId, i) => (
      <ElementView key={`${childId}:${i}`} id={childId} ancestors={path} />
    ));
  }
  const link = element.link ? resolveLink(element.link, context.links, context.warn, id) : null;
  const Component = entry.component;
  return (
    <Component
      props={resolveProps(element, entry.definition, context.resolver)}
      className={elementClass(id)}
      slots={slots}
      {...link}
    >
      {slots.default}
    </Component>
  );
}
