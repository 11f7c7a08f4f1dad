/**
 * The component palette (the "Add" tab): every catalogue component but the deprecated ones, by
 * category, with a search. Each item drags onto the canvas (the outer `EditorDndProvider` handles
 * the drop), and Enter or a click adds it next to the selection without dragging.
 */
import { useDraggable } from '@dnd-kit/core';
import { memo, useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComponentDefinition } from '@catalogue/define.ts';
import { useNotify } from '../../app/notices.tsx';
import { useDispatch } from '../../app/use-dispatch.ts';
import { useEditorStore } from '../../store/hooks.ts';
import { addTarget } from './add-target.ts';
import { paletteGroups, type EditorLang } from './catalogue.ts';
import { ComponentIcon } from './icons.tsx';
import './palette.css';
import { uiLang } from '@shared/i18n/label.ts';

export function PalettePanel() {
  const { t, i18n } = useTranslation();
  const lang: EditorLang = uiLang(i18n.language);
  const [query, setQuery] = useState('');
  const groups = useMemo(() => paletteGroups(lang, query), [lang, query]);
  const add = useAddComponent();

  return (
    <div className="palette">
      <input
        className="palette-search"
        type="search"
        aria-label={t('palette.search')}
        placeholder={t('palette.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className="palette-hint" id="palette-hint">
        {t('palette.addHint')}
      </p>
      {groups.length === 0 && <p className="palette-empty">{t('palette.empty', { query })}</p>}
      {groups.map((group) => (
        <section key={group.category} className="palette-group" data-category={group.category}>
          <h3 className="palette-category">{t(`palette.category.${group.category}`)}</h3>
          <ul className="palette-items">
            {group.components.map((definition) => (
              <PaletteItem
                key={definition.type}
                definition={definition}
                name={definition.label[lang]}
                onAdd={add}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Adds a component where `addTarget` says, or tells the author why it cannot. */
function useAddComponent(): (componentType: string) => void {
  const store = useEditorStore();
  const dispatch = useDispatch();
  const notify = useNotify();
  const { t } = useTranslation();
  return useCallback(
    (componentType: string) => {
      const { doc, ui } = store.getState();
      if (!ui.pageId) return notify(t('palette.noPage'), 'error');
      const target = addTarget(doc, ui.pageId, ui.selection);
      if (!target) return notify(t('palette.noSection'), 'error');
      dispatch({ type: 'insert-element', payload: { pageId: ui.pageId, componentType, target } });
    },
    [store, dispatch, notify, t],
  );
}

const PaletteItem = memo(function PaletteItem({
  definition,
  name,
  onAdd,
}: {
  definition: ComponentDefinition;
  name: string;
  onAdd: (componentType: string) => void;
}) {
  const { t } = useTranslation();
  const { type } = definition;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `palette:${type}`,
    data: { kind: 'new', componentType: type },
  });
  // Enter adds; Space (dnd-kit's keyboard sensor) starts a keyboard drag.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onAdd(type);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        className="palette-item"
        data-testid="palette-item"
        data-component-type={type}
        data-dragging={isDragging || undefined}
        {...attributes}
        {...listeners}
        aria-label={t('palette.add', { name })}
        aria-describedby={`${attributes['aria-describedby']} palette-hint`}
        title={t('palette.add', { name })}
        onKeyDown={onKeyDown}
        onClick={() => onAdd(type)}
      >
        <ComponentIcon type={type} size={18} />
        <span className="palette-item-label">{name}</span>
      </button>
    </li>
  );
});
