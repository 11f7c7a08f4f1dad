/**
 * One property of the selected element as a field sees it: the stored values along the cascade
 * (a narrow, shallow-compared selection, so typing in one field re-renders that field only), where
 * the value comes from, and the edits as `set-property` commands at the breakpoint, state and
 * language being edited.
 */
import { useCallback, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { PropertyDefinition } from '@catalogue/define.ts';
import type { PropertyValue } from '@shared/schema/values.ts';
import { useDispatch } from '../../app/use-dispatch.ts';
import { useEditor, useEditorStore } from '../../store/hooks.ts';
import { elementOn } from '../../store/tree.ts';
import { cascadeOf, resolveStored, storedAlong, type Resolution, type Section } from './values.ts';
import { langsDefaultFirst } from '@shared/routing/page-lang.ts';

export interface PropertyTarget {
  pageId: string;
  elementId: string;
  section: Section;
  name: string;
  property: PropertyDefinition;
}

export interface PropertyState extends Resolution {
  /** The content language edited, and the site's languages (default first). */
  lang: string;
  langs: string[];
  /** Writes a value at the edited key (a plain value on a multi-language property: that language). */
  set(value: PropertyValue | undefined, options?: { wholeValue?: boolean }): void;
  /** Ends the undo step. */
  commit(): void;
}

/** The site's languages, default first. */
export function useSiteLangs(): string[] {
  return useEditor(useShallow((s) => langsDefaultFirst(s.doc.site.langs)));
}

export function useProperty({
  pageId,
  elementId,
  section,
  name,
  property,
}: PropertyTarget): PropertyState {
  const store = useEditorStore();
  const dispatch = useDispatch();
  const breakpoint = useEditor((s) => s.ui.breakpoint);
  const state = useEditor((s) => s.ui.state);
  const lang = useEditor((s) => s.ui.lang);
  const langs = useSiteLangs();
  const keys = useMemo(() => cascadeOf(property, breakpoint, state), [property, breakpoint, state]);
  const stored = useEditor(
    useShallow((s) => storedAlong(elementOn(s.doc, pageId, elementId), section, name, keys)),
  );
  const resolution = useMemo(() => resolveStored(keys, stored), [keys, stored]);

  const set = useCallback(
    (value: PropertyValue | undefined, options: { wholeValue?: boolean } = {}) => {
      dispatch({
        type: 'set-property',
        payload: {
          pageId,
          elementId,
          section,
          name,
          value,
          breakpoint: property.responsive ? breakpoint : 'desktop',
          state: property.states ? state : null,
          ...(property.multiLang && !options.wholeValue ? { lang } : {}),
        },
      });
    },
    [dispatch, pageId, elementId, section, name, property, breakpoint, state, lang],
  );
  const commit = useCallback(() => store.mark(), [store]);
  return { ...resolution, lang, langs, set, commit };
}
