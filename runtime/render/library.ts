/**
 * A library component's element (`LIBRARY_COMPONENT_TYPE`): which component it shows, and the
 * library chain its root renders in; null (reported once) when the component is missing or
 * nested in itself more than `LIBRARY_NESTING_LIMIT` times.
 */
import { LIBRARY_NESTING_LIMIT } from '@shared/schema/constants.ts';
import type { Element } from '@shared/schema/element.ts';
import type { RenderContextValue } from './context.ts';
import type { ReadValue } from './resolve.ts';

const countOf = (chain: string, id: string) => chain.split('|').filter((x) => x === id).length;

export function libraryRoot(
  context: RenderContextValue,
  element: Element,
  read: ReadValue,
  library: string,
): { rootElementId: string; library: string } | null {
  const stored = element.props?.component;
  const componentId = stored === undefined ? undefined : read(stored, 'component');
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
  return { rootElementId: component.rootElementId, library: `${library}${component.id}|` };
}
