/** One kind of definition in one scope: the add form, the rows, the open one's editor. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useDispatch } from '../../app/use-dispatch.ts';
import type { DataScopePayload } from '../../store/commands/data-scope.ts';
import { useEditorStore } from '../../store/hooks.ts';
import { CollectionEditor } from './CollectionEditor.tsx';
import { FormulaEditor } from './FormulaEditor.tsx';
import { useDefinitions, type DataTab } from './use-data.ts';
import { VariableEditor } from './VariableEditor.tsx';

const ADD = {
  variables: 'add-variable',
  formulas: 'add-formula',
  collections: 'add-collection',
} as const;
const DELETE = {
  variables: 'delete-variable',
  formulas: 'delete-formula',
  collections: 'delete-collection',
} as const;

export function DataList({ kind, scope }: { kind: DataTab; scope: DataScopePayload }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const store = useEditorStore();
  const definitions = useDefinitions(scope, kind);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const rows = Object.values(definitions);

  const add = () => {
    const before = new Set(Object.keys(definitions));
    const payload = { ...scope, name };
    const result =
      kind === 'variables'
        ? dispatch({ type: ADD.variables, payload: { ...payload, type: 'string' } })
        : kind === 'formulas'
          ? dispatch({ type: ADD.formulas, payload })
          : dispatch({ type: ADD.collections, payload: { ...payload, mode: 'static' } });
    if (!result.ok) return setError(result.error);
    setError(null);
    setName('');
    // The new definition is the one id that was not there before: open it for editing.
    const doc = store.getState().doc;
    const now = scope.scope === 'site' ? doc.site[kind] : doc.pages[scope.pageId ?? '']?.[kind];
    const created = Object.keys(now ?? {}).find((id) => !before.has(id));
    if (created) setOpen(created);
  };

  return (
    <div className="data-list" data-kind={kind}>
      <form
        className="data-add"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <input
          aria-label={t(`data.newName.${kind}`)}
          placeholder={t(`data.newName.${kind}`)}
          data-testid="data-new-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="primary" data-testid="data-add">
          {t('data.add')}
        </button>
      </form>
      {error && (
        <p className="data-error" role="alert">
          {error}
        </p>
      )}
      {rows.length === 0 && <p className="data-muted">{t(`data.empty.${kind}`)}</p>}
      <ul className="data-rows">
        {rows.map((definition) => (
          <li
            key={definition.id}
            className="data-row"
            data-testid="data-row"
            data-id={definition.id}
            aria-current={open === definition.id ? 'true' : undefined}
          >
            <div className="data-row-head">
              <button
                type="button"
                className="data-row-name"
                aria-expanded={open === definition.id}
                aria-label={t('data.edit', { name: definition.name })}
                onClick={() => setOpen(open === definition.id ? null : definition.id)}
              >
                <span>{definition.name}</span>
                <span className="data-muted">{summary(definition, t)}</span>
              </button>
              <button
                type="button"
                data-testid="data-delete"
                aria-label={t('data.delete', { name: definition.name })}
                onClick={() => {
                  const result = dispatch({
                    type: DELETE[kind],
                    payload: { ...scope, id: definition.id },
                  });
                  if (result.ok && open === definition.id) setOpen(null);
                }}
              >
                ×
              </button>
            </div>
            {open === definition.id && (
              <div className="data-editor" data-testid="data-editor">
                {kind === 'variables' && <VariableEditor scope={scope} id={definition.id} />}
                {kind === 'formulas' && <FormulaEditor scope={scope} id={definition.id} />}
                {kind === 'collections' && <CollectionEditor scope={scope} id={definition.id} />}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What a row shows after the name, in the editor's language: a variable's type, a collection's mode, a formula's parameters. */
function summary(definition: object, t: TFunction): string {
  if ('type' in definition) return t(`data.variable.type.${String(definition.type)}`);
  if ('mode' in definition) return t(`data.collection.modeShort.${String(definition.mode)}`);
  if ('parameters' in definition && Array.isArray(definition.parameters)) {
    return `(${definition.parameters.join(', ')})`;
  }
  return '';
}
