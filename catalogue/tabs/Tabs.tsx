import {
  Children,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import type { CatalogueComponentProps } from '../component.ts';
import { useComponentActions, usePublishedState } from '../hooks.ts';
import type { TabsProps } from './definition.ts';
import { activeIndex, fallbackLabel, tabLabel } from './labels.ts';
import { useWarnOnce } from '../warn-once.ts';
import './Tabs.css';

const POSITIONS = ['top', 'bottom', 'left', 'right'] as const;
const TRANSITIONS = ['none', 'fade', 'fadeTopBottom', 'fadeLeftRight'] as const;
const FLEX = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
} as const;
type Alignment = keyof typeof FLEX;
const alignmentOf = (value: unknown, fallback: Alignment): Alignment =>
  typeof value === 'string' && Object.hasOwn(FLEX, value) ? (value as Alignment) : fallback;

/** The duration in seconds, 0–5 (the definition's bounds); anything else → 0.4. */
function durationOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.min(5, Math.max(0, value))
    : 0.4;
}

/**
 * Tabs (ARIA tabs pattern): headers from the `tabsList` slot (one child per tab; `tabLabels`
 * while it is empty) and one panel per child of `tabsContent`. The active tab starts at `value`
 * (clamped to the tabs there are, with a warning) and follows it when it changes; a click, the
 * arrow keys (roving focus, automatic activation), Home/End or the `setTab` action change it.
 * Inactive panels stay mounted (hidden), so what a visitor typed in them survives.
 */
export function Tabs({
  props,
  className,
  attributes,
  slots,
  lang,
  emit,
  registerActions,
  publish,
}: CatalogueComponentProps<TabsProps>) {
  const headerChildren = Children.toArray(slots?.tabsList);
  const panelChildren = Children.toArray(slots?.tabsContent);
  const labels = Array.isArray(props.tabLabels) ? props.tabLabels : [];
  const labelled = labels.map((item, index) => tabLabel(item, index, lang));
  const headerCount = headerChildren.length > 0 ? headerChildren.length : labelled.length;
  const count = Math.max(headerCount, panelChildren.length);

  // The chosen tab; reset whenever the setting changes (an edit, or a bound value updating).
  const [selected, setSelected] = useState<unknown>(props.value);
  const [seenValue, setSeenValue] = useState<unknown>(props.value);
  if (!Object.is(seenValue, props.value)) {
    setSeenValue(props.value);
    setSelected(props.value);
  }
  const fromValue = activeIndex(props.value, count);
  const active = activeIndex(selected, count).index;
  const activeRef = useRef(active);
  useLayoutEffect(() => {
    activeRef.current = active;
  });
  useWarnOnce(
    [
      ...(headerChildren.length > 0 ? [] : labelled.map((l) => l.problem)),
      count > 0 ? fromValue.problem : null,
    ].map((problem) => problem && `[baobab] tabs: ${problem}`),
  );

  const select = (index: number) => {
    if (index === activeRef.current) return;
    activeRef.current = index;
    setSelected(index);
    emit?.('change', { value: index });
  };
  const countRef = useRef(count);
  useLayoutEffect(() => {
    countRef.current = count;
  });
  useComponentActions(registerActions, {
    setTab: (args) => {
      const index = args.index;
      if (
        typeof index !== 'number' ||
        !Number.isInteger(index) ||
        index < 0 ||
        index >= countRef.current
      ) {
        console.warn(
          `[baobab] tabs: setTab needs an index from 0 to ${countRef.current - 1}; got ${JSON.stringify(index)}`,
        );
        return;
      }
      select(index);
    },
  });
  usePublishedState(publish, { activeIndex: active });

  const id = useId();
  const tabRefs = useRef<Array<HTMLElement | null>>([]);
  const position = POSITIONS.includes(props.tabsPosition) ? props.tabsPosition : 'top';
  const vertical = position === 'left' || position === 'right';
  const horizontal = alignmentOf(props.horizontalAlignment, 'start');
  const verticalAlign = alignmentOf(props.verticalAlignment, 'stretch');
  const [along, across] = vertical ? [verticalAlign, horizontal] : [horizontal, verticalAlign];
  const transition = TRANSITIONS.includes(props.transition) ? props.transition : 'fade';

  const onKeyDown = (event: KeyboardEvent) => {
    const from = tabRefs.current.indexOf(event.target as HTMLElement);
    if (from < 0 || count === 0) return;
    const keys: Record<string, number> = {
      [vertical ? 'ArrowDown' : 'ArrowRight']: (from + 1) % count,
      [vertical ? 'ArrowUp' : 'ArrowLeft']: (from - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    if (!Object.hasOwn(keys, event.key)) return;
    event.preventDefault();
    const to = keys[event.key]!;
    select(to);
    tabRefs.current[to]?.focus();
  };

  const style = {
    ...attributes?.style,
    '--b-tabs-duration': `${durationOf(props.transitionDuration)}s`,
    '--b-tabs-justify': along === 'stretch' ? 'flex-start' : FLEX[along],
    '--b-tabs-align': FLEX[across],
  } as CSSProperties;

  return (
    <div
      {...attributes}
      className={`${className} b-tabs-root`}
      data-position={position}
      style={style}
    >
      {count > 0 && (
        <>
          <div
            role="tablist"
            aria-orientation={vertical ? 'vertical' : 'horizontal'}
            className="b-tabs-list"
            data-fill={along === 'stretch' || undefined}
            onKeyDown={onKeyDown}
          >
            {Array.from({ length: count }, (_, index) => (
              <div
                key={index}
                ref={(node) => {
                  tabRefs.current[index] = node;
                }}
                id={`${id}-tab-${index}`}
                role="tab"
                className="b-tabs-tab"
                aria-selected={index === active}
                aria-controls={`${id}-panel-${index}`}
                tabIndex={index === active ? 0 : -1}
                onClick={() => select(index)}
              >
                {headerChildren.length > 0
                  ? (headerChildren[index] ?? fallbackLabel(index, lang))
                  : (labelled[index]?.text ?? fallbackLabel(index, lang))}
              </div>
            ))}
          </div>
          <div className="b-tabs-panels">
            {Array.from({ length: count }, (_, index) => (
              <div
                key={index}
                id={`${id}-panel-${index}`}
                role="tabpanel"
                className={`b-tabs-panel${transition === 'none' ? '' : ` b-tabs-panel--${transition}`}`}
                aria-labelledby={`${id}-tab-${index}`}
                tabIndex={0}
                hidden={index !== active}
              >
                {panelChildren[index]}
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
