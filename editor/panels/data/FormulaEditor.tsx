/** A site or page formula's editor: name, parameters, and the body in the formula editor. */
import { useTranslation } from 'react-i18next';
import { FormulaField } from '../../fields/formula/FormulaField.tsx';
import type { DataScopePayload } from '../../store/commands/data-scope.ts';
import { useEditor } from '../../store/hooks.ts';
import { DraftInput } from './DraftInput.tsx';
import { useDefinitionUpdate, useDefinitions } from './use-data.ts';

const NO_PARAMETERS: readonly string[] = [];

export function FormulaEditor({ scope, id }: { scope: DataScopePayload; id: string }) {
  const { t } = useTranslation();
  const { update, commit, mark } = useDefinitionUpdate('update-formula', scope, id);
  const shownPage = useEditor((s) => s.ui.pageId);
  const formula = useDefinitions(scope, 'formulas')[id];
  if (!formula) return null;
  const parameters = formula.parameters ?? NO_PARAMETERS;
  const usage = `formulas['${formula.name}'](${parameters.join(', ')})`;

  return (
    <div className="data-fields">
      <label className="data-field" data-field="name">
        <span>{t('data.name')}</span>
        <DraftInput value={formula.name} onCommit={(name) => commit({ name })} />
      </label>
      <label className="data-field" data-field="parameters">
        <span>{t('data.formula.parameters')}</span>
        <DraftInput
          value={parameters.join(', ')}
          onCommit={(text) =>
            commit({
              parameters: text
                .split(',')
                .map((p) => p.trim())
                .filter((p) => p !== ''),
            })
          }
        />
      </label>
      <div className="data-field" data-field="code">
        <span>{t('data.formula.body')}</span>
        <FormulaField
          value={formula.code}
          label={t('data.formula.body')}
          pageId={scope.scope === 'page' ? (scope.pageId ?? null) : shownPage}
          parameters={parameters}
          onChange={(code) => void update({ code })}
          onCommit={mark}
        />
      </div>
      <p className="data-muted">{t('data.formula.usage', { usage })}</p>
    </div>
  );
}
