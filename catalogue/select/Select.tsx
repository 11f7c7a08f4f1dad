import {
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type UIEvent,
} from 'react';
import { ChevronDown, X } from 'lucide-react';
import type { CatalogueComponentProps } from '../component.ts';
import { usePublishedState } from '../hooks.ts';
import { IconGlyph, provideIcons } from '../icon/IconGlyph.tsx';
import type { SelectProps } from './definition.ts';
import { FormFields } from './FormFields.tsx';
import { filterOptions, toOptions, valueKey, valueList, type ChoiceOption } from './options.ts';
import { selectTexts } from './texts.ts';
import { useListbox } from './useListbox.ts';
import { useSelectField } from './useSelectField.ts';
import { useSelectValue } from './useSelectValue.ts';
import './Select.css';

// The default caret and clear cross come with the component, not from the icon map.
provideIcons({ 'chevron-down': ChevronDown, x: X });

/** `limit` within 10–50 (seeds §5), 20 when it is not a number (seeds §9). */
export function clampLimit(limit: unknown): number {
  const n = typeof limit === 'number' && Number.isFinite(limit) ? Math.round(limit) : 20;
  return Math.min(50, Math.max(10, n));
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Values selected first: a list in both modes (at most one value in single mode). */
function initialValues(props: SelectProps): unknown[] {
  if (props.multiple === true) return valueList(props.initialValueMulti ?? props.initialValue);
  return valueList(props.initialValue).slice(0, 1);
}

/**
 * A select: an accessible combobox (APG 1.2) with a listbox popup. Select-only by default, a
 * text box that filters the options when `searchable`. Options come from the sidebar or from
 * records (read with `labelField`/`valueField`); `limitedOptions` shows at most `limit` of them,
 * `infiniteScroll` shows them `limit` at a time as the list scrolls to its end.
 */
export function Select({
  props,
  className,
  attributes,
  lang,
  emit,
  publish,
}: CatalogueComponentProps<SelectProps>) {
  const t = selectTexts(lang);
  const multiple = props.multiple === true;
  const searchable = props.searchable === true;
  const locked = props.disabled === true || props.readonly === true;
  const limit = clampLimit(props.limit);
  const options = useMemo(
    () =>
      toOptions(
        props.options,
        { label: str(props.labelField), value: str(props.valueField) },
        'select',
      ),
    [props.options, props.labelField, props.valueField],
  );
  const current = useSelectValue({
    options,
    multiple,
    initial: initialValues(props),
    emit,
  });
  const { value, output, resolve, isSelected } = current;

  const [query, setQuery] = useState<string | null>(null);
  const [pages, setPages] = useState(1);
  const filtered = searchable && query ? filterOptions(options, query) : options;
  const paged = props.infiniteScroll === true;
  const shownCount = paged
    ? Math.min(filtered.length, pages * limit)
    : props.limitedOptions === true
      ? Math.min(filtered.length, limit)
      : filtered.length;
  const shown = filtered.slice(0, shownCount);
  const hasMore = paged && shownCount < filtered.length;

  const rootRef = useRef<HTMLDivElement | null>(null);
  const comboboxRef = useRef<HTMLElement | null>(null);
  const listbox = useListbox({
    rootRef,
    count: shown.length,
    isDisabled: (index) => shown[index]?.disabled !== false,
    labels: shown.map((option) => option.label),
    selectedIndex: shown.findIndex(isSelected),
    onSelect: (index) => {
      const option = shown[index];
      if (option) choose(option);
    },
    enabled: !locked,
    onOpenChange: (open) => {
      if (open) return;
      setQuery(null);
      setPages(1);
    },
  });
  usePublishedState(publish, { value: output(value), isOpen: listbox.open });
  const field = useSelectField({
    fieldName: str(props.fieldName),
    value: output(value),
    required: props.required === true && props.disabled !== true,
    requiredMessage: t.required,
    customError: '',
    focus: () => comboboxRef.current?.focus(),
    reset: () => {
      current.setValue(initialValues(props));
      setQuery(null);
      return output(initialValues(props));
    },
  });
  const errorId = useId();

  const commit = (next: unknown[]) => {
    current.change(next);
    field.edited(output(next));
  };
  const choose = (option: ChoiceOption) => {
    if (locked || option.disabled) return;
    // Multiple mode: picking a selected option again removes it. Single mode: only with canDeselect.
    if (multiple || !isSelected(option) || props.canDeselect === true)
      commit(current.toggled(option));
    setQuery(null);
    if (props.closeOnSelect === true) listbox.close();
  };
  const removeAt = (index: number) => {
    if (!locked) commit(value.filter((_, i) => i !== index));
  };
  const clear = () => {
    if (locked) return;
    commit([]);
    setQuery(null);
    comboboxRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const atEnd = listbox.activeIndex >= shown.length - 1;
    const wantsMore =
      (event.key === 'ArrowDown' && atEnd) || event.key === 'End' || event.key === 'PageDown';
    if (hasMore && listbox.open && wantsMore) setPages(pages + 1);
    if (event.key === 'Backspace' && multiple && !query && value.length > 0 && !locked) {
      removeAt(value.length - 1);
      return;
    }
    listbox.onKeyDown(event, { editable: searchable });
  };
  const onSearch = (event: ChangeEvent<HTMLInputElement>) => {
    if (locked) return;
    const text = event.target.value;
    const firstEnabled = filterOptions(options, text).findIndex((option) => !option.disabled);
    if (listbox.open) listbox.activate(firstEnabled);
    else listbox.setOpen(true, firstEnabled);
    setQuery(text);
    setPages(1);
  };
  const onControlClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('button')) return;
    comboboxRef.current?.focus();
    // A click into the search text keeps the list open (to place the caret).
    if (searchable && event.target === comboboxRef.current && listbox.open) return;
    listbox.toggle();
  };
  const onListScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (hasMore && list.scrollTop + list.clientHeight >= list.scrollHeight - 48)
      setPages(pages + 1);
  };

  const selected = current.selected;
  const single = multiple ? undefined : selected[0];
  const placeholder = str(props.placeholder);
  const name = str(props.label) || placeholder || t.name;
  const expanded = listbox.open && shown.length > 0;
  const active = listbox.activeIndex;
  const comboboxAria = {
    role: 'combobox',
    'aria-label': name,
    'aria-expanded': expanded,
    'aria-haspopup': 'listbox' as const,
    'aria-controls': expanded ? listbox.listboxId : undefined,
    'aria-activedescendant': expanded && active >= 0 ? listbox.optionId(active) : undefined,
    'aria-required': props.required === true || undefined,
    'aria-readonly': props.readonly === true || undefined,
    'aria-disabled': props.disabled === true || undefined,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': field.error ? errorId : undefined,
  };
  const emptyText = props.loading
    ? t.loading
    : options.length === 0
      ? str(props.noOptionsText)
      : str(props.noResultsText);

  return (
    <div
      ref={rootRef}
      {...attributes}
      className={`b-select ${className}`}
      data-open={listbox.open || undefined}
      data-disabled={props.disabled === true || undefined}
      data-readonly={props.readonly === true || undefined}
      style={
        {
          '--b-select-loading-color': str(props.loadingColor) || undefined,
          ...attributes?.style,
        } as CSSProperties
      }
    >
      <div className="b-select-control" onClick={onControlClick}>
        {multiple &&
          selected.map((option, index) => (
            <span className="b-select-chip" key={`${index}-${valueKey(option.value)}`}>
              {option.label}
              {!locked && (
                <button
                  type="button"
                  className="b-select-chip-remove"
                  aria-label={t.remove(option.label)}
                  onClick={() => removeAt(index)}
                >
                  <IconGlyph name={str(props.clearIcon) || 'x'} size={12} />
                </button>
              )}
            </span>
          ))}
        {searchable ? (
          <input
            ref={(element) => {
              comboboxRef.current = element;
            }}
            {...comboboxAria}
            className="b-select-search"
            type="text"
            aria-autocomplete="list"
            autoComplete="off"
            spellCheck={false}
            value={query ?? single?.label ?? ''}
            placeholder={selected.length > 0 ? undefined : placeholder}
            disabled={props.disabled === true}
            readOnly={props.readonly === true}
            onChange={onSearch}
            onKeyDown={onKeyDown}
          />
        ) : (
          <div
            ref={(element) => {
              comboboxRef.current = element;
            }}
            {...comboboxAria}
            className="b-select-combobox"
            tabIndex={props.disabled === true ? -1 : 0}
            onKeyDown={onKeyDown}
          >
            {single ? (
              <>
                {single.image && <img className="b-select-image" src={single.image} alt="" />}
                <span className="b-select-value">{single.label}</span>
              </>
            ) : (
              selected.length === 0 && <span className="b-select-placeholder">{placeholder}</span>
            )}
          </div>
        )}
        {props.loading === true && (
          <span className="b-select-spinner" role="status" aria-label={t.loading} />
        )}
        {props.canDeselect === true && !locked && value.length > 0 && (
          <button type="button" className="b-select-clear" aria-label={t.clear} onClick={clear}>
            <IconGlyph name={str(props.clearIcon) || 'x'} size={16} />
          </button>
        )}
        <span className="b-select-caret" aria-hidden="true">
          <IconGlyph name={str(props.caretIcon) || 'chevron-down'} size={18} />
        </span>
      </div>
      {listbox.open && (
        // Pressing in the list keeps the focus on the combobox.
        <div className="b-select-dropdown" onMouseDown={(event) => event.preventDefault()}>
          {shown.length > 0 ? (
            <ul
              id={listbox.listboxId}
              role="listbox"
              aria-label={name}
              aria-multiselectable={multiple || undefined}
              aria-busy={props.loading === true || undefined}
              className="b-select-listbox"
              onScroll={onListScroll}
            >
              {shown.map((option, index) => (
                <li
                  key={index}
                  id={listbox.optionId(index)}
                  role="option"
                  aria-selected={isSelected(option)}
                  aria-disabled={option.disabled || undefined}
                  className="b-select-option"
                  data-active={index === active || undefined}
                  onClick={() => choose(option)}
                  onMouseEnter={() => {
                    if (!option.disabled) listbox.activate(index, false);
                  }}
                >
                  {option.image && <img className="b-select-image" src={option.image} alt="" />}
                  <span>{option.label}</span>
                </li>
              ))}
            </ul>
          ) : (
            <div className="b-select-empty" role="status">
              {emptyText}
            </div>
          )}
        </div>
      )}
      {field.error && (
        <div id={errorId} className="b-select-error">
          {field.error}
        </div>
      )}
      <FormFields
        name={str(props.fieldName)}
        values={resolve(value)}
        required={props.required === true}
        disabled={props.disabled === true}
        onFocusProxy={() => comboboxRef.current?.focus()}
      />
    </div>
  );
}
