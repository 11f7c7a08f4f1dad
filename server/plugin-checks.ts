/**
 * The enabled plugins' own checks of their settings (each plugin's `validate`, the messages the
 * editor's Plugins panel shows beside the fields), as problems of `site.json`. Publishing refuses a
 * site with any: a payment plugin without its secret key, say, would fail at the visitor's
 * checkout. The definitions are the runtime's (`plugins/<name>/runtime.ts`: small, their client
 * libraries load only when a plugin starts); adding a plugin is one line here, and a test fails
 * until it is written.
 */
import type { PluginDefinition } from '@plugins/define.ts';
import { pluginProblemPrefix, validateSettings } from '@plugins/settings.ts';
import analytics from '@plugins/analytics/runtime.ts';
import auth from '@plugins/auth/runtime.ts';
import datasource from '@plugins/datasource/runtime.ts';
import forms from '@plugins/forms/runtime.ts';
import orders from '@plugins/orders/runtime.ts';
import packageLoader from '@plugins/package-loader/runtime.ts';
import payment from '@plugins/payment/runtime.ts';
import rest from '@plugins/rest/runtime.ts';
import sound from '@plugins/sound/runtime.ts';
import tagManager from '@plugins/tag-manager/runtime.ts';
import topup from '@plugins/topup/runtime.ts';
import { jsonPath, type Problem } from '@shared/schema/problems.ts';
import type { SiteBundle } from '@shared/schema/site.ts';

/** The plugins checked, by id (a test compares them with the folders under `plugins/`). */
export const CHECKED_PLUGINS: ReadonlyMap<string, PluginDefinition> = new Map(
  [
    analytics,
    auth,
    datasource,
    forms,
    orders,
    packageLoader,
    payment,
    rest,
    sound,
    tagManager,
    topup,
  ].map((definition) => [definition.id, definition as PluginDefinition]),
);

/** Every message of every enabled plugin's check, at `$.plugins.<id>` of `site.json`. */
export function pluginSettingsProblems(bundle: SiteBundle): Problem[] {
  const problems: Problem[] = [];
  for (const [id, plugin] of Object.entries(bundle.site.plugins)) {
    const definition = CHECKED_PLUGINS.get(plugin.plugin);
    if (!definition) continue;
    const messages = validateSettings(
      definition,
      plugin.publicSettings ?? {},
      plugin.privateSettings ?? {},
    );
    for (const message of messages) {
      problems.push({
        file: 'site.json',
        path: jsonPath(['plugins', id]),
        message: `${pluginProblemPrefix(id)}${message}`,
        severity: 'error',
      });
    }
  }
  return problems;
}
