/**
 * The navigator's lines. Each is memoised on primitive props and reads its own element from the
 * store, so a property edit re-renders only that element's row, even on a 2,000-element page.
 */
import { useSortable } from '@dnd-kit/sortable';
import { ChevronDown, ChevronRight, Eye, EyeOff, GripVertical, Layers } from 'lucide-react';
import { memo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { componentDefinitions } from '@catalogue/definitions.ts';
import { useElementMenu } from '../../app/ElementMenu.tsx';
import { useDispatch } from '../../app/use-dispatch.ts';
import { isHiddenAt } from '../../store/commands/set-element-hidden.ts';
import { useEditor, useEditorStore } from '../../store/hooks.ts';
import { elementOn } from '../../store/tree.ts';
import { elementLabel, elementWords } from '../../canvas/label.ts';
import { ComponentIcon } from '../palette/icons.tsx';
import { useDropZone, useNavigator } from './context.ts';
import { sectionKey } from './structure.ts';
import { uiLang } from '@shared/i18n/label.ts';

type Lang = 'en' | 'fr';

const indent = (depth: number) => ({ paddingLeft: `${4 + depth * 14}px` });

function CollapseToggle({
  collapsible,
  expanded,
  name,
  rowKey,
}: {
  collapsible: boolean;
  expanded: boolean;
  name: string;
  rowKey: string;
}) {
  const { t } = useTranslation();
  const { collapse } = useNavigator();
  if (!collapsible) return <span className="navigator-toggle-space" />;
  return (
    <button
      type="button"
      className="navigator-toggle"
      data-testid="navigator-collapse"
      aria-label={t(expanded ? 'navigator.collapse' : 'navigator.expand', { name })}
      aria-expanded={expanded}
      tabIndex={-1}
      onClick={(event) => {
        event.stopPropagation();
        collapse.toggle(rowKey);
      }}
    >
      {expanded ? <ChevronDown size={14} /> : <ChevronRight size={14} />}
    </button>
  );
}

/** An element's row: select, hover, rename, hide, collapse, and the drag handle. */
export const ElementRow = memo(function ElementRow({
  id,
  first,
  depth,
  collapsible,
  expanded,
}: {
  id: string;
  /** The first element row: it takes the Tab focus while nothing is selected. */
  first: boolean;
  depth: number;
  collapsible: boolean;
  expanded: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang: Lang = uiLang(i18n.language);
  const store = useEditorStore();
  const dispatch = useDispatch();
  const openMenu = useElementMenu();
  const { pageId } = useNavigator();
  const element = useEditor((s) => elementOn(s.doc, pageId, id));
  // One number, so selection and hover elsewhere do not re-render this row: 1 selected,
  // 2 hovered, 4 the Tab stop of a tree with nothing selected.
  const mark = useEditor(
    (s) =>
      (s.ui.selection === id ? 1 : 0) |
      (s.ui.hover === id ? 2 : 0) |
      (first && s.ui.selection === null ? 4 : 0),
  );
  const breakpoint = useEditor((s) => s.ui.breakpoint);
  const contentLang = useEditor((s) => s.ui.lang);
  const zone = useDropZone(id);
  const [editing, setEditing] = useState(false);
  const cancelled = useRef(false);
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useSortable({
    id,
    data: { kind: 'move', elementId: id },
  });
  if (!element) return null;

  const name = elementLabel(element, lang);
  // An unnamed element's own words, beside its component's label ("Text  Groceries").
  const words = element.name?.trim() ? null : elementWords(element, contentLang);
  // Hidden here, whether set at this breakpoint or a wider one (the command handles both).
  const hidden = isHiddenAt(element, breakpoint);
  const where = t(`navigator.breakpoint.${breakpoint}`);

  const commit = (value: string) => {
    setEditing(false);
    if (cancelled.current) return;
    if (value.trim() !== (element.name ?? '')) {
      dispatch({ type: 'rename-element', payload: { pageId, elementId: id, name: value } });
    }
    store.mark();
  };
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') {
      cancelled.current = true;
      setEditing(false);
    }
  };
  const startEditing = () => {
    cancelled.current = false;
    setEditing(true);
  };
  const select = () => store.setUi({ selection: id });

  return (
    <li
      ref={setNodeRef}
      role="treeitem"
      aria-level={depth + 1}
      aria-selected={(mark & 1) === 1}
      aria-expanded={collapsible ? expanded : undefined}
      tabIndex={(mark & 5) !== 0 ? 0 : -1}
      className="navigator-row"
      data-testid="navigator-row"
      data-element-id={id}
      data-row-key={id}
      data-selected={(mark & 1) === 1 || undefined}
      data-hovered={(mark & 2) === 2 || undefined}
      data-hidden={hidden || undefined}
      data-drop={zone ?? undefined}
      data-dragging={isDragging || undefined}
      style={indent(depth)}
      onClick={select}
      onContextMenu={(event: MouseEvent) => {
        if (editing) return;
        event.preventDefault();
        select();
        openMenu({ x: event.clientX, y: event.clientY });
      }}
      onDoubleClick={(event: MouseEvent) => {
        event.stopPropagation();
        startEditing();
      }}
      onKeyDown={(event) => {
        if (event.key === 'F2' && event.target === event.currentTarget) startEditing();
      }}
      onPointerEnter={() => store.setUi({ hover: id })}
      onPointerLeave={() => {
        if (store.getState().ui.hover === id) store.setUi({ hover: null });
      }}
    >
      <CollapseToggle collapsible={collapsible} expanded={expanded} name={name} rowKey={id} />
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="navigator-drag"
        data-testid="navigator-drag"
        {...attributes}
        {...listeners}
        aria-label={t('navigator.drag', { name })}
        // The selected row's handle is a Tab stop: Space picks it up, arrows move, Space drops.
        tabIndex={(mark & 1) === 1 ? 0 : -1}
      >
        <GripVertical size={14} aria-hidden="true" />
      </button>
      <ComponentIcon type={element.type} size={14} className="navigator-icon" />
      {editing ? (
        <input
          className="navigator-rename"
          aria-label={t('navigator.rename', { name })}
          defaultValue={element.name ?? name}
          // Focus goes to the field the author just asked for.
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          onClick={(event) => event.stopPropagation()}
          onDoubleClick={(event) => event.stopPropagation()}
          onKeyDown={onInputKey}
          onBlur={(event) => commit(event.currentTarget.value)}
        />
      ) : (
        <span className="navigator-label">
          <span className={words ? 'navigator-name navigator-kind' : 'navigator-name'} title={name}>
            {name}
          </span>
          {words && (
            <span className="navigator-words" data-testid="navigator-words" title={words}>
              {words}
            </span>
          )}
        </span>
      )}
      <button
        type="button"
        className="navigator-hide"
        data-testid="navigator-hide"
        aria-pressed={hidden}
        aria-label={t(hidden ? 'navigator.show' : 'navigator.hide', { name, breakpoint: where })}
        tabIndex={(mark & 1) === 1 ? 0 : -1}
        onClick={(event) => {
          event.stopPropagation();
          dispatch({
            type: 'set-element-hidden',
            payload: { pageId, elementId: id, hidden: !hidden, breakpoint },
          });
        }}
      >
        {hidden ? <EyeOff size={14} /> : <Eye size={14} />}
      </button>
    </li>
  );
});

/** A section's title row: drop here to put an element first in the section. */
export const SectionRow = memo(function SectionRow({
  uid,
  title,
  shared,
  collapsible,
  expanded,
}: {
  uid: string;
  title: string;
  shared: boolean;
  collapsible: boolean;
  expanded: boolean;
}) {
  const { t } = useTranslation();
  const key = sectionKey(uid);
  const zone = useDropZone(key);
  const { setNodeRef } = useSortable({ id: key, disabled: { draggable: true } });
  return (
    <li
      ref={setNodeRef}
      role="treeitem"
      aria-level={1}
      aria-selected={false}
      aria-expanded={collapsible ? expanded : undefined}
      className="navigator-section"
      data-testid="navigator-section"
      data-section-uid={uid}
      data-row-key={key}
      data-drop={zone ?? undefined}
    >
      <CollapseToggle collapsible={collapsible} expanded={expanded} name={title} rowKey={key} />
      <Layers size={14} aria-hidden="true" className="navigator-icon" />
      <span className="navigator-name" title={title}>
        {title}
      </span>
      {shared && (
        <span className="navigator-badge" title={t('navigator.sharedTitle')}>
          {t('navigator.shared')}
        </span>
      )}
      {!collapsible && <span className="navigator-empty">{t('navigator.emptySection')}</span>}
    </li>
  );
});

/** A labelled slot of an element (a dropdown's Trigger and Dropdown): drop here to put it first. */
export const SlotRow = memo(function SlotRow({
  rowKey,
  parentId,
  slot,
  depth,
}: {
  rowKey: string;
  parentId: string;
  slot: string;
  depth: number;
}) {
  const { i18n } = useTranslation();
  const lang: Lang = uiLang(i18n.language);
  const { pageId } = useNavigator();
  const type = useEditor((s) => elementOn(s.doc, pageId, parentId)?.type);
  const zone = useDropZone(rowKey);
  const { setNodeRef } = useSortable({ id: rowKey, disabled: { draggable: true } });
  const label = (type && componentDefinitions[type]?.slotLabels?.[slot]?.[lang]) ?? slot;
  return (
    <li
      ref={setNodeRef}
      role="treeitem"
      aria-level={depth + 1}
      aria-selected={false}
      className="navigator-slot"
      data-testid="navigator-slot"
      data-slot={slot}
      data-parent-id={parentId}
      data-row-key={rowKey}
      data-drop={zone ?? undefined}
      style={indent(depth)}
    >
      <span className="navigator-toggle-space" />
      <span className="navigator-name">{label}</span>
    </li>
  );
});
