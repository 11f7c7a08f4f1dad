/**
 * The plugins panel: the build's plugins (enabled ones first, each with a settings form
 * generated from its setting descriptors and its own validation messages beside the fields),
 * and the events the embedded analytics collector received when the analytics plugin is on.
 */
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PluginDefinition, PluginLabel } from '@plugins/define.ts';
import type { PluginSettings } from '@shared/schema/logic.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { useDispatch } from '../../app/use-dispatch.ts';
import { AnalyticsEvents, usesAnalytics } from '../../shell/AnalyticsEvents.tsx';
import { PLUGIN_DEFINITIONS } from '../../store/commands/plugin-registry.ts';
import { useEditor } from '../../store/hooks.ts';
import { ConfirmDialog } from '../pages/ConfirmDialog.tsx';
import { pluginMessage } from './messages.ts';
import { pluginProblems, type Scope } from './problems.ts';
import { SettingField } from './SettingField.tsx';
import './plugins.css';

const EMPTY: Readonly<Record<string, JsonValue>> = {};

export function PluginsPanel() {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const plugins = useEditor((s) => s.doc.site.plugins);
  const analytics = useEditor((s) => usesAnalytics(s.doc.site));
  const siteId = useEditor((s) => s.siteId);
  const labelOf = (label: PluginLabel) => (i18n.language.startsWith('fr') ? label.fr : label.en);
  const available = Object.values(PLUGIN_DEFINITIONS)
    .filter((d) => !Object.values(plugins).some((entry) => entry.plugin === d.id))
    .sort((a, b) => labelOf(a.label).localeCompare(labelOf(b.label)));
  const enabled = Object.values(plugins);
  return (
    <div className="plugins-panel">
      <h2 className="plugins-heading">{t('plugins.title')}</h2>
      <section aria-labelledby="plugins-enabled">
        <h3 id="plugins-enabled" className="plugins-subheading">
          {t('plugins.enabled')}
        </h3>
        {enabled.length === 0 && <p className="plugins-hint">{t('plugins.none')}</p>}
        {enabled.map((entry) => (
          <PluginCard key={entry.id} entry={entry} definition={PLUGIN_DEFINITIONS[entry.plugin]} />
        ))}
      </section>
      <section aria-labelledby="plugins-available">
        <h3 id="plugins-available" className="plugins-subheading">
          {t('plugins.available')}
        </h3>
        {available.length === 0 && <p className="plugins-hint">{t('plugins.allEnabled')}</p>}
        <ul className="plugins-list">
          {available.map((definition) => (
            <li key={definition.id} className="plugins-available" data-plugin={definition.id}>
              <span>{labelOf(definition.label)}</span>
              <button
                type="button"
                data-testid="plugins-enable"
                aria-label={t('plugins.enableOf', { name: labelOf(definition.label) })}
                onClick={() =>
                  dispatch({ type: 'enable-plugin', payload: { plugin: definition.id } })
                }
              >
                {t('plugins.enable')}
              </button>
            </li>
          ))}
        </ul>
      </section>
      {analytics && <AnalyticsEvents siteId={siteId} />}
    </div>
  );
}

const PluginCard = memo(function PluginCard({
  entry,
  definition,
}: {
  entry: PluginSettings;
  definition: PluginDefinition | undefined;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const [confirming, setConfirming] = useState(false);
  const name = definition
    ? i18n.language.startsWith('fr')
      ? definition.label.fr
      : definition.label.en
    : entry.plugin;
  const privateSettings = entry.privateSettings ?? EMPTY;
  const problems = useMemo(
    () => (definition ? pluginProblems(definition, entry.publicSettings, privateSettings) : null),
    [definition, entry.publicSettings, privateSettings],
  );
  const set = (scope: Scope, settingName: string, value: JsonValue | undefined) =>
    dispatch({
      type: 'set-plugin-settings',
      payload: { pluginId: entry.id, scope, settings: { [settingName]: value } },
    });
  const scopes = definition
    ? (['public', 'private'] as const).filter(
        (scope) => Object.keys(definition.settings[scope]).length > 0,
      )
    : [];
  return (
    <article
      className="plugins-card"
      data-testid="plugins-card"
      data-plugin={entry.plugin}
      data-plugin-id={entry.id}
    >
      <header className="plugins-card-header">
        <h4>{name}</h4>
        <button
          type="button"
          data-testid="plugins-disable"
          aria-label={t('plugins.disableOf', { name })}
          onClick={() => setConfirming(true)}
        >
          {t('plugins.disable')}
        </button>
      </header>
      {!definition && <p className="plugins-problem">{t('plugins.unknown', { name })}</p>}
      {problems && problems.general.length > 0 && (
        <ul className="plugins-general" aria-label={name}>
          {problems.general.map((message) => (
            <li key={message} className="plugins-problem" data-testid="plugins-problem">
              {pluginMessage(message, i18n.language)}
            </li>
          ))}
        </ul>
      )}
      {definition && scopes.length === 0 && (
        <p className="plugins-hint">{t('plugins.noSettings')}</p>
      )}
      {definition &&
        scopes.map((scope) => (
          <fieldset key={scope} className="plugins-scope" data-scope={scope}>
            <legend>{t(`plugins.${scope}`)}</legend>
            <p className="plugins-hint">{t(`plugins.${scope}Hint`)}</p>
            {Object.entries(definition.settings[scope]).map(([settingName, descriptor]) => {
              const key = `${scope}.${settingName}`;
              const own = problems?.byField[key] ?? [];
              const shown =
                own.length === 0 && problems?.missing.has(key)
                  ? [t('plugins.required')]
                  : own.map((message) => pluginMessage(message, i18n.language));
              const values = scope === 'public' ? entry.publicSettings : privateSettings;
              return (
                <SettingField
                  key={key}
                  name={settingName}
                  descriptor={descriptor}
                  value={values[settingName]}
                  problems={shown}
                  onChange={(value) => set(scope, settingName, value)}
                />
              );
            })}
          </fieldset>
        ))}
      {confirming && (
        <ConfirmDialog
          title={t('plugins.disableTitle', { name })}
          confirmLabel={t('plugins.disable')}
          onConfirm={() => dispatch({ type: 'disable-plugin', payload: { pluginId: entry.id } })}
          onClose={() => setConfirming(false)}
        >
          <p>{t('plugins.disableBody')}</p>
        </ConfirmDialog>
      )}
    </article>
  );
});
