/** A variable's editor: name, type, default value checked for the type, persistence. */
import { useTranslation } from 'react-i18next';
import { VARIABLE_TYPES, type Variable } from '@shared/schema/logic.ts';
import type { DataScopePayload } from '../../store/commands/data-scope.ts';
import type { UpdateVariablePayload } from '../../store/commands/update-variable.ts';
import { useEditorStore } from '../../store/hooks.ts';
import { DraftInput } from './DraftInput.tsx';
import { JsonInput } from './JsonInput.tsx';
import { useDefinitionUpdate, useDefinitions } from './use-data.ts';

export function VariableEditor({ scope, id }: { scope: DataScopePayload; id: string }) {
  const { t } = useTranslation();
  const { update, commit } = useDefinitionUpdate('update-variable', scope, id);
  const variable = useDefinitions(scope, 'variables')[id];
  if (!variable) return null;

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
          onChange={(event) => commit({ type: event.target.value as Variable['type'] })}
        >
          {VARIABLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`data.variable.type.${type}`)}
            </option>
          ))}
        </select>
      </label>
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
