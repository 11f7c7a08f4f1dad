import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { ChevronDown, X } from 'lucide-react';
import type { CatalogueComponentProps } from '../component.ts';
import { useComponentActions, usePublishedState } from '../hooks.ts';
import { IconGlyph, provideIcons } from '../icon/IconGlyph.tsx';
import { FormFields } from '../select/FormFields.tsx';
import { filterOptions, toOptions, valueList, type ChoiceOption } from '../select/options.ts';
import { selectTexts } from '../select/texts.ts';
import { useListbox } from '../select/useListbox.ts';
import { useSelectField } from '../select/useSelectField.ts';
import { useSelectValue } from '../select/useSelectValue.ts';
import type { LegacySelectProps } from './definition.ts';
import { dropdownMaxHeight, partVariables } from './parts.ts';
import { useVirtualWindow } from './useVirtualWindow.ts';
import './LegacySelect.css';

// The default caret and clear cross come with the component, not from the icon map.
provideIcons({ 'chevron-down': ChevronDown, x: X });

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const within = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(min, value))
    : fallback;
/** The list's height when the dropdown style sets none in px (LegacySelect.css says the same). */
const DEFAULT_VIEWPORT = 300;

function initialValues(props: LegacySelectProps): unknown[] {
  if (props.selectType === 'multiple')
    return valueList(props.initialValueMulti ?? props.initialValue);
  return valueList(props.initialValue).slice(0, 1);
}

/**
 * The deprecated select, still rendering old sites: a select-only combobox (APG 1.2) whose
 * dropdown may carry a search field, multiple values as chips, and a virtual list (only the
 * choices near the visible part are rendered, for lists of thousands). Per-part styles come as
 * objects and are applied as CSS custom properties.
 */
export function LegacySelect({
  props,
  className,
  attributes,
  lang,
  emit,
  publish,
  registerActions,
}: CatalogueComponentProps<LegacySelectProps>) {
  const t = selectTexts(lang);
  const multiple = props.selectType === 'multiple';
  const locked = props.disabled === true || props.readonly === true;
  const showSearch = props.showSearch === true;
  const choices = useMemo(
    () =>
      toOptions(
        props.choices,
        {
          label: str(props.labelField),
          value: str(props.valueField),
          disabled: str(props.disabledField),
        },
        'legacy-select',
      ),
    [props.choices, props.labelField, props.valueField, props.disabledField],
  );
  const current = useSelectValue({
    options: choices,
    multiple,
    initial: initialValues(props),
    emit,
  });
  const { value, output, isSelected } = current;

  const [query, setQuery] = useState('');
  const shown = showSearch ? filterOptions(choices, query, str(props.searchBy)) : choices;

  const rootRef = useRef<HTMLDivElement | null>(null);
  const comboboxRef = useRef<HTMLDivElement | null>(null);
  const dropdownRef = useRef<HTMLDivElement | null>(null);
  const searchRef = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLDivElement | null>(null);
  const itemSize = within(props.virtualScrollMinItemSize, 10, 500, 40);
  const virtual = useVirtualWindow({
    count: shown.length,
    itemSize,
    buffer: within(props.virtualScrollBuffer, 0, 5000, 600),
    viewport: dropdownMaxHeight(props.dropdownStyle) ?? DEFAULT_VIEWPORT,
    scrollerRef: listRef,
  });

  const listbox = useListbox({
    rootRef,
    count: shown.length,
    isDisabled: (index) => shown[index]?.disabled !== false,
    labels: shown.map((option) => option.label),
    selectedIndex: shown.findIndex(isSelected),
    onSelect: (index) => {
      const option = shown[index];
      if (option) choose(option, 'key');
    },
    enabled: !locked,
    openOnInteraction: props.manualTrigger !== true,
    initialOpen: props.initialState === 'open',
    closeOnClickOutside: props.closeOnClickOutside !== false,
    scrollToIndex: virtual.scrollToIndex,
    onOpenChange: (open) => {
      if (open) return;
      setQuery('');
      virtual.reset();
      // The search field goes with the list: the focus comes back to the combobox.
      if (dropdownRef.current?.contains(document.activeElement)) comboboxRef.current?.focus();
    },
  });
  const { open } = listbox;
  usePublishedState(publish, { value: output(value), isOpen: open });
  useComponentActions(registerActions, {
    open: () => listbox.openAtSelected(),
    close: () => listbox.close(),
    toggle: () => (open ? listbox.close() : listbox.openAtSelected()),
  });

  const customError = props.customValidation === true ? str(props.validation).trim() : '';
  const field = useSelectField({
    fieldName: str(props.fieldName),
    value: output(value),
    required: props.required === true && props.disabled !== true,
    requiredMessage: t.required,
    customError,
    focus: () => comboboxRef.current?.focus(),
    reset: () => {
      current.setValue(initialValues(props));
      return output(initialValues(props));
    },
  });
  const errorId = useId();

  // The search field takes the focus as the list opens (autoFocus).
  const focusSearch = open && showSearch && props.autoFocus !== false;
  useEffect(() => {
    if (focusSearch) searchRef.current?.focus();
  }, [focusSearch]);

  // While open, the wheel and touch moves scroll the list, not the page (allowScrollingWhenOpen off).
  const lockPage = open && props.allowScrollingWhenOpen !== true;
  useEffect(() => {
    if (!lockPage) return undefined;
    const block = (event: Event) => {
      const dropdown = dropdownRef.current;
      if (dropdown && event.target instanceof Node && dropdown.contains(event.target)) return;
      event.preventDefault();
    };
    window.addEventListener('wheel', block, { passive: false });
    window.addEventListener('touchmove', block, { passive: false });
    return () => {
      window.removeEventListener('wheel', block);
      window.removeEventListener('touchmove', block);
    };
  }, [lockPage]);

  const commit = (next: unknown[]) => {
    current.change(next);
    field.edited(output(next));
  };
  /** A pick by click or key: selectOnClick gates clicks, unselectOnClick picking a selected one. */
  const choose = (option: ChoiceOption, by: 'click' | 'key') => {
    if (locked || option.disabled) return;
    if (by === 'click' && props.selectOnClick === false) return;
    if (!isSelected(option) || props.unselectOnClick === true) commit(current.toggled(option));
    if (props.closeOnSelect !== false) listbox.close();
  };
  const removeAt = (index: number) => {
    if (!locked) commit(value.filter((_, i) => i !== index));
  };
  const onTriggerClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('button')) return;
    comboboxRef.current?.focus();
    listbox.toggle();
  };
  const onSearch = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setQuery(text);
    virtual.reset();
    const matches = filterOptions(choices, text, str(props.searchBy));
    listbox.activate(
      matches.findIndex((option) => !option.disabled),
      false,
    );
  };
  const onKeyDown = (event: KeyboardEvent, editable = false) => {
    if (event.key === 'Backspace' && multiple && !editable && value.length > 0) {
      removeAt(value.length - 1);
      return;
    }
    listbox.onKeyDown(event, { editable });
  };

  const selected = current.selected;
  const single = multiple ? undefined : selected[0];
  const placeholder = str(props.placeholder);
  const name = placeholder || t.name;
  const expanded = open && shown.length > 0;
  const active = listbox.activeIndex;
  const activeId = expanded && active >= 0 ? listbox.optionId(active) : undefined;
  const invalid = field.error !== null;
  const variables = partVariables(props as unknown as Record<string, unknown>);

  return (
    <div
      ref={rootRef}
      {...attributes}
      className={`b-legacy-select ${className}`}
      data-open={open || undefined}
      data-disabled={props.disabled === true || undefined}
      data-readonly={props.readonly === true || undefined}
      style={{ ...variables, ...attributes?.style } as CSSProperties}
    >
      <div className="b-legacy-select-trigger" onClick={onTriggerClick}>
        {multiple &&
          selected.map((option, index) => (
            <span className="b-legacy-select-chip" key={index}>
              {option.label}
              {!locked && (
                <button
                  type="button"
                  className="b-legacy-select-chip-remove"
                  aria-label={t.remove(option.label)}
                  onClick={() => removeAt(index)}
                >
                  <IconGlyph name="x" size={12} />
                </button>
              )}
            </span>
          ))}
        <div
          ref={comboboxRef}
          role="combobox"
          className="b-legacy-select-combobox"
          tabIndex={props.disabled === true ? -1 : 0}
          aria-label={name}
          aria-haspopup="listbox"
          aria-expanded={expanded}
          aria-controls={expanded ? listbox.listboxId : undefined}
          aria-activedescendant={activeId}
          aria-required={props.required === true || undefined}
          aria-readonly={props.readonly === true || undefined}
          aria-disabled={props.disabled === true || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onKeyDown={(event) => onKeyDown(event)}
        >
          {single ? (
            <span className="b-legacy-select-selected">{single.label}</span>
          ) : (
            selected.length === 0 && (
              <span className="b-legacy-select-placeholder">{placeholder}</span>
            )
          )}
        </div>
        <span className="b-legacy-select-caret" aria-hidden="true">
          <IconGlyph name="chevron-down" size={18} />
        </span>
      </div>
      {open && (
        <div
          ref={dropdownRef}
          className="b-legacy-select-dropdown"
          // Pressing in the list keeps the focus where it is (combobox or search field).
          onMouseDown={(event) => {
            if (event.target !== searchRef.current) event.preventDefault();
          }}
        >
          {showSearch && (
            <input
              ref={searchRef}
              type="search"
              className="b-legacy-select-search"
              aria-label={str(props.searchPlaceholder) || t.name}
              placeholder={str(props.searchPlaceholder)}
              autoComplete="off"
              spellCheck={false}
              value={query}
              aria-controls={expanded ? listbox.listboxId : undefined}
              aria-activedescendant={activeId}
              onChange={onSearch}
              onKeyDown={(event) => onKeyDown(event, true)}
            />
          )}
          {shown.length > 0 ? (
            // The listbox scrolls; the list inside it has padding for the choices not rendered.
            <div
              ref={listRef}
              id={listbox.listboxId}
              role="listbox"
              aria-label={name}
              aria-multiselectable={multiple || undefined}
              className="b-legacy-select-listbox"
              onScroll={virtual.onScroll}
            >
              <ul role="none" className="b-legacy-select-window" style={virtual.padding}>
                {shown.slice(virtual.start, virtual.end).map((option, offset) => {
                  const index = virtual.start + offset;
                  return (
                    <li
                      key={index}
                      id={listbox.optionId(index)}
                      role="option"
                      aria-selected={isSelected(option)}
                      aria-disabled={option.disabled || undefined}
                      aria-setsize={shown.length}
                      aria-posinset={index + 1}
                      className="b-legacy-select-option"
                      style={{ minHeight: itemSize }}
                      data-active={index === active || undefined}
                      onClick={() => choose(option, 'click')}
                      onMouseEnter={() => {
                        if (!option.disabled) listbox.activate(index, false);
                      }}
                    >
                      {option.label}
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : (
            <div className="b-legacy-select-empty" role="status">
              {str(props.emptyText)}
            </div>
          )}
        </div>
      )}
      {invalid && (
        <div id={errorId} className="b-legacy-select-error">
          {field.error}
        </div>
      )}
      <FormFields
        name={str(props.fieldName)}
        values={current.resolve(value)}
        required={props.required === true}
        disabled={props.disabled === true}
        invalidMessage={customError}
        onFocusProxy={() => comboboxRef.current?.focus()}
      />
    </div>
  );
}
