import { Children, type CSSProperties } from 'react';
import { linkAttributes, type CatalogueComponentProps } from '../component.ts';
import { useWarnOnce } from '../warn-once.ts';
import type { ColumnsAlign, ColumnsProps } from './definition.ts';
import { gapOf, planColumns } from './layout.ts';
import './Columns.css';

const ALIGN: ReadonlySet<ColumnsAlign> = new Set(['stretch', 'start', 'center', 'end']);

/**
 * Its `default` slot's children as columns of a 12-unit CSS grid: side by side with the widths of
 * `lengthInUnit` (`columns`), one per row (`rows`), or packed densely (`mosaic`). Each child is
 * wrapped in a grid item that carries its placement; with a link, the `<a>` is the grid.
 */
export function Columns({
  props,
  className,
  children,
  attributes,
  ...rest
}: CatalogueComponentProps<ColumnsProps>) {
  const items = Children.toArray(children);
  const plan = planColumns(items.length, {
    type: props.type === 'rows' || props.type === 'mosaic' ? props.type : 'columns',
    reverse: props.reverse === true,
    pushLast: props.pushLast === true,
    lengthInUnit: props.lengthInUnit,
    justifyContent: props.justifyContent,
  });
  const columnGap = gapOf(props.columnGap);
  const rowGap = gapOf(props.rowGap);
  const problems = [...plan.warnings, columnGap.problem, rowGap.problem].filter(
    (problem): problem is string => problem !== undefined,
  );
  useWarnOnce(problems.map((problem) => `[baobab] columns: ${problem}`));

  const style = {
    '--b-columns-column-gap': columnGap.gap,
    '--b-columns-row-gap': rowGap.gap,
    '--b-columns-align-items': ALIGN.has(props.alignItems) ? props.alignItems : 'stretch',
    ...attributes?.style,
  } as CSSProperties;
  const shared = {
    ...attributes,
    className: `b-columns ${className}`,
    style,
    'data-layout': props.type === 'rows' || props.type === 'mosaic' ? props.type : 'columns',
  };
  const cells = plan.placements.map(({ child, gridColumn, gridRow }) => (
    <div
      key={keyOf(items[child], child)}
      className="b-columns-item"
      style={{ gridColumn, gridRow }}
    >
      {items[child]}
    </div>
  ));
  if (rest.href !== undefined)
    return (
      <a {...shared} {...linkAttributes(rest)}>
        {cells}
      </a>
    );
  return <div {...shared}>{cells}</div>;
}

/** The child's own key (kept when reversing, so its state moves with it), else its index. */
function keyOf(node: unknown, index: number): string {
  const key = (node as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : `#${index}`;
}
