/**
 * A lucide icon name: the name as text with a preview, and a searchable grid of icons under it
 * while the field has focus. Picking an icon is one undo step.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconGlyph } from '@catalogue/icon/IconGlyph.tsx';
import { loadIconNames, searchIcons } from './icon-names.ts';
import type { FieldProps } from './types.ts';

export function IconField({ id, value, label, onChange, onCommit }: FieldProps) {
  const { t } = useTranslation();
  const name = typeof value === 'string' ? value : '';
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [all, setAll] = useState<string[] | null>(null);
  const listId = useId();

  useEffect(() => {
    if (!open || all) return;
    let live = true;
    void loadIconNames().then((names) => {
      if (live) setAll(names);
    });
    return () => {
      live = false;
    };
  }, [open, all]);

  const results = all ? searchIcons(all, query) : [];
  return (
    <div className="field-icon">
      <span className="field-row">
        <span className="field-icon-preview" aria-hidden>
          {name && <IconGlyph name={name} size={18} />}
        </span>
        <input
          id={id}
          className="field-input"
          spellCheck={false}
          value={name}
          aria-expanded={open}
          aria-controls={listId}
          onFocus={() => setOpen(true)}
          onChange={(event) => onChange(event.target.value || undefined)}
          onBlur={onCommit}
        />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {t('field.icon.search')}
        </button>
      </span>
      {open && (
        <div className="field-icon-picker" id={listId}>
          <input
            type="search"
            className="field-input"
            aria-label={t('field.icon.search')}
            placeholder={t('field.icon.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
          />
          {!all ? (
            <p className="field-hint">{t('field.icon.loading')}</p>
          ) : results.length === 0 ? (
            <p className="field-hint">{t('field.icon.none', { query })}</p>
          ) : (
            <ul className="field-icon-grid" aria-label={t('field.icon.results', { query })}>
              {results.map((icon) => (
                <li key={icon}>
                  <button
                    type="button"
                    title={icon}
                    aria-label={icon}
                    aria-pressed={icon === name}
                    onClick={() => {
                      onChange(icon);
                      onCommit();
                      setOpen(false);
                    }}
                  >
                    <IconGlyph name={icon} size={18} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <span className="sr-only">{label}</span>
    </div>
  );
}
