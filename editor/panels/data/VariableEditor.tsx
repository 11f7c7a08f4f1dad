/** A variable's editor: name, type, default value checked for the type, persistence. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VARIABLE_TYPES, type Variable } from '@shared/schema/logic.ts';
import { isEmptyValue } from '@shared/values/index.ts';
import type { DataScopePayload } from '../../store/commands/data-scope.ts';
import type { UpdateVariablePayload } from '../../store/commands/update-variable.ts';
import { droppedDefault, EMPTY_VARIABLE_VALUE } from '../../store/commands/variable-values.ts';
import { useEditorStore } from '../../store/hooks.ts';
import { DraftInput } from './DraftInput.tsx';
import { JsonInput } from './JsonInput.tsx';
import { useDefinitionUpdate, useDefinitions } from './use-data.ts';

export function VariableEditor({ scope, id }: { scope: DataScopePayload; id: string }) {
  const { t } = useTranslation();
  const { update, commit } = useDefinitionUpdate('update-variable', scope, id);
  const variable = useDefinitions(scope, 'variables')[id];
  const store = useEditorStore();
  /** A default the last type change dropped (an empty one is not said): said until the type changes again or is undone. */
  const [dropped, setDropped] = useState<{ type: string; value: unknown } | null>(null);
  if (!variable) return null;
  const changeType = (type: Variable['type']) => {
    const previous = variable.defaultValue;
    // Its own undo step, the default's reset inside it: never merged with typing before it.
    store.mark();
    const refused = commit({ type });
    const lost = !refused && !isEmptyValue(previous) && droppedDefault(type, previous);
    setDropped(lost ? { type, value: previous } : null);
  };

  return (
    <div className="data-fields" data-variable-type={variable.type}>
      <label className="data-field" data-field="name">
        <span>{t('data.name')}</span>
        <DraftInput value={variable.name} onCommit={(name) => commit({ name })} />
      </label>
      <p className="data-muted">{t('data.id', { id: variable.id })}</p>
      <label className="data-field" data-field="type">
        <span>{t('data.variable.type')}</span>
        <select
          value={variable.type}
          onChange={(event) => changeType(event.target.value as Variable['type'])}
        >
          {VARIABLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`data.variable.type.${type}`)}
            </option>
          ))}
        </select>
      </label>
      {dropped?.type === variable.type && (
        <p className="data-notice" role="status" data-testid="data-variable-reset">
          {t('data.variable.defaultReset', {
            value: shortJson(dropped.value),
            type: t(`data.variable.type.${variable.type}`),
            reset: shortJson(EMPTY_VARIABLE_VALUE[variable.type]),
          })}
        </p>
      )}
      <DefaultValue variable={variable} update={update} commit={commit} />
      <label className="data-check" data-field="persistent">
        <input
          type="checkbox"
          checked={variable.persistent === true}
          onChange={(event) => commit({ persistent: event.target.checked })}
        />
        {t('data.variable.persistent')}
      </label>
      <label className="data-check" data-field="preserveOnNavigation">
        <input
          type="checkbox"
          checked={variable.preserveOnNavigation === true}
          onChange={(event) => commit({ preserveOnNavigation: event.target.checked })}
        />
        {t('data.variable.preserve')}
      </label>
    </div>
  );
}

const shortJson = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

type Change = (changes: UpdateVariablePayload['changes']) => string | null;

function DefaultValue({
  variable,
  update,
  commit,
}: {
  variable: Variable;
  update: Change;
  commit: Change;
}) {
  const { t } = useTranslation();
  const store = useEditorStore();
  const label = t('data.variable.default');
  const value = variable.defaultValue;
  if (variable.type === 'array' || variable.type === 'object') {
    return (
      <div className="data-field" data-field="defaultValue">
        <span>{label}</span>
        <JsonInput
          label={label}
          value={value}
          onChange={(defaultValue) => update({ defaultValue })}
          onCommit={() => store.mark()}
        />
      </div>
    );
  }
  if (variable.type === 'boolean') {
    return (
      <label className="data-field" data-field="defaultValue">
        <span>{label}</span>
        <select
          value={String(value === true)}
          onChange={(event) => commit({ defaultValue: event.target.value === 'true' })}
        >
          <option value="true">true</option>
          <option value="false">false</option>
        </select>
      </label>
    );
  }
  return (
    <label className="data-field" data-field="defaultValue">
      <span>{label}</span>
      <DraftInput
        inputMode={variable.type === 'number' ? 'decimal' : undefined}
        value={value === null || value === undefined ? '' : String(value)}
        onCommit={(text) =>
          commit({ defaultValue: variable.type === 'number' && text.trim() === '' ? null : text })
        }
      />
    </label>
  );
}
